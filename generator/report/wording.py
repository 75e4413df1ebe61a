"""The sentences a match report prints, in English and French, with named placeholders.

Numbers never appear here: they come in as placeholders, from the rules
module and ``generator.summary``, already formatted for the language
(``format_number``). The scoring lines' names are in ``generator.text.labels``.

French typography (Imprimerie nationale, *Lexique des règles typographiques*):
a no-break space (U+00A0) before a colon and inside « », a narrow no-break
space (U+202F) before ; ! and ?, typographic apostrophes. The escapes are
written out so that they can be seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.text.numbers import takes_singular

WORDING: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "report": "Mille Bornes match report",
                "season_report": "Mille Bornes season report",
                "untitled": "Mille Bornes match",
                "season": "Season",
                "seasons_dates": "{first} to {last}",
                "edition": "Rules",
                "edition_value": "{name}, {reference}",
                "house_rules": "House rules",
                "house_value": "“{house}” ({changes})",
                "change_value": "{label}: {new} instead of {old}",
                "change_removed": "no {label}",
                "change_added": "{label}: {new}, not in the rulebook",
                "change_target": "match to {new} instead of {old}",
                "no_change": "the rulebook's values",
                "setup": "Table",
                "setup_alone": "{players} players, each alone",
                "setup_teams": "{players} players in {sides} teams of {per_side}",
                "trip": "trip {trip} {unit}",
                "trip_extension": "trip {trip} {unit}, extension to {extended}",
                "race_trip": "each game to exactly {trip} {unit}",
                "match": "Match",
                "match_target": (
                    "first to {target} points; when several pass it in one hand, the higher total wins"
                ),
                "match_fixed": "{hands}; the higher total wins",
                "match_first_to": "a series: first to {games} won",
                "match_open": "a series of games, with no set end",
                "teams": "Teams",
                "players": "Players",
                "result": "Result",
                "winner": "Winner: {name}, {total}",
                "in_progress": "Match in progress after {hands}",
                "no_hands": "No hand played yet",
                "leader": "In the lead: {name}, {total}.",
                "tied_leaders": "Level at the top: {names}, {total} each.",
                "why_reached_target": "Reached the target of {target} in hand {hand}.",
                "why_higher_total": (
                    "{count}\u00a0{sides} passed {target} in hand {hand}: the higher total wins."
                ),
                "sides_teams": "teams",
                "sides_players": "players",
                "why_fixed_hands": "The higher total after the {hands} agreed.",
                "why_fixed_games": "The most games won after the {hands} agreed.",
                "why_first_to": "Reached {games} won, the series' goal, in game {hand}.",
                "chart": "The race",
                "chart_games": "Games won, and each game's distances",
                "standings": "Standings",
                "rank": "Rank",
                "team": "Team",
                "player": "Player",
                "points": "Points",
                "games_won": "Games won",
                "hands_won": "Hands won",
                "average_distance": "Average distance",
                "average_distance_games": "Average distance",
                "semicolon": "; ",
                "coups_fourres": "Coups fourrés",
                "safe_trips": "Safe trips",
                "shutouts": "Shut-outs",
                "best_hand": "Best hand",
                "highlights": "Highlights",
                "hl_best_hand": "Best hand: {total}, {who}.",
                "hl_best_hand_who": "{name} in hand {hand}",
                "hl_best_average": "Farthest on average: {name}, {miles} a hand.",
                "hl_best_average_games": "Farthest on average: {name}, {miles} a game.",
                "hl_most": "Most {what}: {names} ({count}).",
                "hl_none": "No {what} in this match.",
                "hl_exact_games": "Games won at exactly {trip}: {count} of {games}.",
                "hl_no_winner_games": "Games with no winner (a tie at the top): {count}.",
                "and": " and ",
                "hand_by_hand": "Hand by hand",
                "game_by_game": "Game by game",
                "hand": "Hand",
                "game": "Game",
                "side": "Side",
                "hand_total": "Hand total",
                "running_total": "Running total",
                "distance": "Distance",
                "won": "Won",
                "won_mark": "★ won",
                "table_note": "★: the hand's winner. –: nothing on that line.",
                "table_note_games": "★: the game's winner.",
                "matches": "Matches",
                "matches_played": "Matches played",
                "winner_short": "Winner",
                "totals": "Totals",
                "hl_most_matches": "Most matches won: {names} ({count}).",
                "hl_season_best_who": "{name} in “{match}”",
                "hl_closest": "Closest finish: “{match}”, won by {margin}.",
                "match_number": "No.",
                "date": "Date",
                "title": "Match",
                "match_result": "Result",
                "played": "Played",
                "matches_won": "Matches won",
                "in_progress_short": "in progress",
                "no_date": "–",
                "page": "Page {page} of {pages}",
                "subject": "{title} — {rules}",
            }
        ),
        "fr": MappingProxyType(
            {
                "report": "Compte rendu de partie de Mille Bornes",
                "season_report": "Bilan de saison de Mille Bornes",
                "untitled": "Partie de Mille Bornes",
                "season": "Saison",
                "seasons_dates": "du {first} au {last}",
                "edition": "Règle",
                "edition_value": "{name}, {reference}",
                "house_rules": "Règle maison",
                "house_value": "«\u00a0{house}\u00a0» ({changes})",
                "change_value": "{label}\u00a0: {new} au lieu de {old}",
                "change_removed": "sans {label}",
                "change_added": "{label}\u00a0: {new}, absent de la règle",
                "change_target": "partie en {new} au lieu de {old}",
                "no_change": "les valeurs de la règle",
                "setup": "Table",
                "setup_alone": "{players} joueurs, chacun pour soi",
                "setup_teams": "{players} joueurs en {sides} équipes de {per_side}",
                "trip": "parcours de {trip} {unit}",
                "trip_extension": "parcours de {trip} {unit}, allonge à {extended}",
                "race_trip": "chaque partie à {trip} {unit} pile",
                "match": "Partie",
                "match_target": (
                    "en {target} points\u202f; si plusieurs les dépassent dans la même manche, "
                    "le plus haut total l’emporte"
                ),
                "match_fixed": "{hands}\u202f; le plus haut total l’emporte",
                "match_first_to": "une série\u00a0: le premier à {games} gagnées",
                "match_open": "une série de parties, sans fin fixée",
                "teams": "Équipes",
                "players": "Joueurs",
                "result": "Résultat",
                "winner": "Vainqueur\u00a0: {name}, {total}",
                "in_progress": "Partie en cours après {hands}",
                "no_hands": "Aucune manche jouée pour l’instant",
                "leader": "En tête\u00a0: {name}, {total}.",
                "tied_leaders": "À égalité en tête\u00a0: {names}, {total} chacun.",
                "why_reached_target": "Objectif de {target} atteint à la manche {hand}.",
                "why_higher_total": (
                    "{count}\u00a0{sides} ont dépassé {target} à la manche {hand}\u00a0: "
                    "le plus haut total l’emporte."
                ),
                "sides_teams": "équipes",
                "sides_players": "joueurs",
                "why_fixed_hands": "Le plus haut total au bout des {hands} prévues.",
                "why_fixed_games": "Le plus de parties gagnées au bout des {hands} prévues.",
                "why_first_to": "{games} gagnées, l’objectif de la série, à la partie {hand}.",
                "chart": "La course",
                "chart_games": "Parties gagnées, et les bornes de chaque partie",
                "standings": "Classement",
                "rank": "Rang",
                "team": "Équipe",
                "player": "Joueur",
                "points": "Points",
                "games_won": "Parties gagnées",
                "hands_won": "Manches gagnées",
                "average_distance": "Bornes par manche",
                "average_distance_games": "Bornes par partie",
                "semicolon": "\u202f; ",
                "coups_fourres": "Coups fourrés",
                "safe_trips": "Pas de 200",
                "shutouts": "Capots",
                "best_hand": "Meilleure manche",
                "highlights": "Faits marquants",
                "hl_best_hand": "Meilleure manche\u00a0: {total}, {who}.",
                "hl_best_hand_who": "{name} à la manche {hand}",
                "hl_best_average": "Le plus loin en moyenne\u00a0: {name}, {miles} par manche.",
                "hl_best_average_games": "Le plus loin en moyenne\u00a0: {name}, {miles} par partie.",
                "hl_most": "Le plus de {what}\u00a0: {names} ({count}).",
                "hl_none": "Aucun {what} dans cette partie.",
                "hl_exact_games": "Parties gagnées à {trip} pile\u00a0: {count} sur {games}.",
                "hl_no_winner_games": "Parties sans vainqueur (égalité en tête)\u00a0: {count}.",
                "and": " et ",
                "hand_by_hand": "Manche par manche",
                "game_by_game": "Partie par partie",
                "hand": "Manche",
                "game": "Partie",
                "side": "Camp",
                "hand_total": "Total de la manche",
                "running_total": "À reporter",
                "distance": "Bornes",
                "won": "Gagnée",
                "won_mark": "★ gagnée",
                "table_note": "★\u00a0: le gagnant de la manche. –\u00a0: rien sur cette ligne.",
                "table_note_games": "★\u00a0: le gagnant de la partie.",
                "matches": "Parties",
                "matches_played": "Parties jouées",
                "winner_short": "Vainqueur",
                "totals": "Totaux",
                "hl_most_matches": "Le plus de parties gagnées\u00a0: {names} ({count}).",
                "hl_season_best_who": "{name} dans «\u00a0{match}\u00a0»",
                "hl_closest": "Arrivée la plus serrée\u00a0: «\u00a0{match}\u00a0», gagnée de {margin}.",
                "match_number": "N°",
                "date": "Date",
                "title": "Partie",
                "match_result": "Résultat",
                "played": "Jouées",
                "matches_won": "Gagnées",
                "in_progress_short": "en cours",
                "no_date": "–",
                "page": "Page {page} sur {pages}",
                "subject": "{title} — {rules}",
            }
        ),
    }
)

# Words with a count: (singular, plural) in each language. French puts 0 and
# 1 in the singular.
COUNTED: Mapping[str, Mapping[str, tuple[str, str]]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "hands": ("{count}\u00a0hand", "{count}\u00a0hands"),
                "games": ("{count}\u00a0game", "{count}\u00a0games"),
                "points": ("{count}\u00a0point", "{count}\u00a0points"),
                "games_won": ("{count}\u00a0game won", "{count}\u00a0games won"),
                "matches": ("{count}\u00a0match", "{count}\u00a0matches"),
                "coups_fourres": ("coup fourré", "coups fourrés"),
                "safe_trips": ("safe trip", "safe trips"),
                "shutouts": ("shut-out", "shut-outs"),
            }
        ),
        "fr": MappingProxyType(
            {
                "hands": ("{count}\u00a0manche", "{count}\u00a0manches"),
                "games": ("{count}\u00a0partie", "{count}\u00a0parties"),
                "points": ("{count}\u00a0point", "{count}\u00a0points"),
                "games_won": ("{count}\u00a0partie gagnée", "{count}\u00a0parties gagnées"),
                "matches": ("{count}\u00a0partie", "{count}\u00a0parties"),
                "coups_fourres": ("coup fourré", "coups fourrés"),
                "safe_trips": ("pas de 200", "pas de 200"),
                "shutouts": ("capot", "capots"),
            }
        ),
    }
)


def say(key: str, lang: str, **values: object) -> str:
    """The sentence ``key`` in ``lang``, its placeholders filled."""
    return WORDING[lang][key].format(**values)


def counted(key: str, count: int, lang: str, shown: str) -> str:
    """A count with its noun in the right number: "1 hand", "4 hands", "0 manche"."""
    one = takes_singular(count, lang)
    singular, plural = COUNTED[lang][key]
    return (singular if one else plural).format(count=shown)
