"""The sentences a score sheet prints, in English and French, with named placeholders.

Numbers never appear here: they come in as placeholders, from the rules
module, already formatted for the language (``format_number``). The words of
the pad (Report, À reporter, Manche, Bottes…) are in ``generator.text.labels``.

French typography (Imprimerie nationale, *Lexique des règles typographiques*):
a no-break space (U+00A0) before a colon and inside « », a narrow no-break
space (U+202F) before ; ! and ?, typographic apostrophes. The escapes are
written out so that they can be seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

WORDING: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "heading": "Mille Bornes · {sheet}",
                "heading_house": "Mille Bornes · {sheet} · house rules",
                "rules": "Rules: {name}, {reference}",
                "house": "House rules: “{house}”, on {name}, {reference}",
                "changes": "Changed from the rulebook: {changes}.",
                "change_value": "{label}: {new} instead of {old}",
                "change_removed": "no {label}",
                "change_removed_all_safeties": "no bonus for {label}",  # not "no all four safeties"
                "change_removed_extension": "no bonus for the {label}",  # it is still played
                "change_added": "{label}: {new} (not in the rulebook)",
                "change_target": "match to {new} instead of {old}",
                "setup_alone": "{players} players, each alone",
                "setup_teams": "{players} players in {sides} teams of {per_side}",
                "trip": "trip: {trip}\u00a0{unit}",
                "trip_no_extension": "trip: {trip}\u00a0{unit}, no extension",
                "trip_extension": "trip: {trip}\u00a0{unit}, extension to {extended}",
                "match": (
                    "Match to {target} points: when several reach it in the same hand, the highest "
                    "total wins; a tie at the top plays one more hand."
                ),
                "race": (
                    "Each game is won by the first to reach exactly {trip}\u00a0{unit}, or by the closest "
                    "when the draw pile holds no more distance (a tie: nobody). No points: count "
                    "the games won."
                ),
                "series": "Games to win the series:",
                "page": "Page {page} of {pages}",
                "subject": "{heading} — {rules} — {setup}",
                "trip_row": "{label} ({trip}\u00a0{unit})",
                "extension_row": "{label} to {extended}",
                "value_row": "{label} —\u00a0{value}",  # the dash stays with the value when a label wraps
                "shutout_each": "{value} per opponent with no\u00a0distance",
                "two_hundreds_row": "{label} ({most} at most)",
                "ticks_two_hundreds": "{row}; \u2610 a 200 laid",
                "ticks_extension": "{row}; \u2610 called, \u2610 scored",
                "extension_called": "{label} called",
                "dealer": "Dealer",
                "frame_date": "Date",
                "frame_place": "Place",
                "frame_winner": "Match winner",
                "frame_series_winner": "Series winner",
                "continued_from_page": "from page {page}",
                "continued_from_sheet": "follows {block} {hand}",
                "continued_on_page": "on page {page}",
                "continued_on_sheet": "next sheet: {block} {hand}",
                # Notes at the foot of each page: rules that decide what goes in a box.
                "note_safeties": "{safeties}: every safety laid, coups fourrés included",
                "note_ticks": "Tick a box for each 200 laid: {most} at most in a game.",
                "definitions": " · ",
                "semicolon": "; ",
            }
        ),
        "fr": MappingProxyType(
            {
                "heading": "Mille Bornes · {sheet}",
                "heading_house": "Mille Bornes · {sheet} · règle maison",
                "rules": "Règle\u00a0: {name}, {reference}",
                "house": "Règle maison\u00a0: «\u00a0{house}\u00a0», d’après {name}, {reference}",
                "changes": "Changé par rapport à la règle\u00a0: {changes}.",
                "change_value": "{label}\u00a0: {new} au lieu de {old}",
                "change_removed": "{label}\u00a0: aucun point",
                "change_added": "{label}\u00a0: {new} (absent de la règle)",
                "change_target": "partie en {new} au lieu de {old}",
                "setup_alone": "{players} joueurs, chacun pour soi",
                "setup_teams": "{players} joueurs en {sides} équipes de {per_side}",
                "trip": "parcours\u00a0: {trip}\u00a0{unit}",
                "trip_no_extension": "parcours\u00a0: {trip}\u00a0{unit}, sans allonge",
                "trip_extension": "parcours\u00a0: {trip}\u00a0{unit}, allonge à {extended}",
                "match": (
                    "Partie en {target} points\u00a0: si plusieurs les atteignent dans la même manche, "
                    "le plus haut total gagne\u202f; à égalité, une manche de plus."
                ),
                "race": (
                    "Chaque partie est gagnée par le premier à {trip}\u00a0{unit} pile, ou par le plus "
                    "proche quand le sabot n’a plus de bornes (à égalité, personne). Pas de points\u00a0: on "
                    "compte les parties gagnées."
                ),
                "series": "Parties à gagner pour remporter la série\u00a0:",
                "page": "Page {page} sur {pages}",
                "subject": "{heading} — {rules} — {setup}",
                "trip_row": "{label} ({trip}\u00a0{unit})",
                "extension_row": "{label} à {extended}",
                "value_row": "{label} —\u00a0{value}",  # the dash stays with the value when a label wraps
                "shutout_each": "{value} par adversaire sans\u00a0borne",
                "two_hundreds_row": "{label} ({most} au plus)",
                "ticks_two_hundreds": "{row}\u202f; \u2610 par 200 posé",
                "ticks_extension": "{row}\u202f; \u2610 annoncée, \u2610 marquée",
                "extension_called": "{label} annoncée",
                "dealer": "Donneur",
                "frame_date": "Date",
                "frame_place": "Lieu",
                "frame_winner": "Vainqueur",
                "frame_series_winner": "Vainqueur de la série",
                "continued_from_page": "suite de la page {page}",
                "continued_from_sheet": "après la {block} {hand}",
                "continued_on_page": "suite page {page}",
                "continued_on_sheet": "feuille suivante\u00a0: {block} {hand}",
                "note_safeties": "{safeties}\u00a0: toutes les bottes posées, coups fourrés compris",
                "note_ticks": "Cochez une case par 200 posé\u00a0: {most} au plus par partie.",
                "definitions": " · ",
                "semicolon": "\u202f; ",
            }
        ),
    }
)


def say(key: str, lang: str, **values: object) -> str:
    """The sentence ``key`` in ``lang`` with its placeholders filled."""
    return WORDING[lang][key].format(**values)
