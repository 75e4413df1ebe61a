"""The names of scoring lines and match terms, as the rulebooks and pads print them.

English from the Parker Brothers and Winning Moves rules (seeds 000, 002);
French from the Dujardin score pad, in its order: Report, Bornes, Bottes,
Coups fourrés, Manche, Couronnement, Pas de 200, Allonge, Capot, Total,
À reporter ([DJ], rules-notes "Card names").
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.rules.editions import STANDARD_LABELS, Edition, Label, Line, ShutoutRule

LABELS: Mapping[str, Mapping[Label, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                Label.DISTANCE: "Distance",
                Label.SAFETIES: "Safeties",
                Label.ALL_SAFETIES: "All four safeties",
                Label.COUPS_FOURRES: "Coups fourrés",
                Label.TRIP_COMPLETED: "Trip completed",
                Label.HAND_WON: "Hand won",
                Label.DELAYED_ACTION: "Delayed action",
                Label.SAFE_TRIP: "Safe trip",
                Label.WON_WITHOUT_200: "Won without a 200",
                Label.EXTENSION: "Extension",
                Label.SHUTOUT: "Shut-out",
            }
        ),
        "fr": MappingProxyType(
            {
                Label.DISTANCE: "Bornes",
                Label.SAFETIES: "Bottes",
                Label.ALL_SAFETIES: "Les 4 bottes",
                Label.COUPS_FOURRES: "Coups fourrés",
                Label.TRIP_COMPLETED: "Manche",
                # seed 004's table, for the 400 and the 200 of Dujardin 2024.
                Label.HAND_WON: "Manche gagnée",
                Label.DELAYED_ACTION: "Couronnement",
                Label.SAFE_TRIP: "Pas de 200",
                Label.WON_WITHOUT_200: "Victoire sans carte 200",
                Label.EXTENSION: "Allonge",
                Label.SHUTOUT: "Capot",
            }
        ),
    }
)
"""The printed name of each label, in each language."""

DEFINITIONS: Mapping[str, Mapping[Label | ShutoutRule, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                Label.DISTANCE: "the miles travelled",
                Label.SAFETIES: "each safety laid, coups fourrés included",
                Label.ALL_SAFETIES: "one side laid all four safeties",
                Label.COUPS_FOURRES: "a safety played at once against its hazard",
                Label.TRIP_COMPLETED: "the side that travelled the hand's exact trip",
                Label.HAND_WON: "the side that completed the trip or, when nobody did, travelled farthest",
                Label.DELAYED_ACTION: "completed after the draw pile ran out",
                Label.SAFE_TRIP: "completed without a 200",
                Label.WON_WITHOUT_200: "the hand's winner played no 200",
                Label.EXTENSION: "the caller completed the longer trip; if not, each other side",
                ShutoutRule.TRIP_WINNER: "completed while no other side travelled",
                ShutoutRule.EACH_BLANK_OPPONENT: "for each side without distance, to every side with some",
            }
        ),
        "fr": MappingProxyType(
            {
                Label.DISTANCE: "les bornes parcourues",
                Label.SAFETIES: "chaque botte posée, coups fourrés compris",
                Label.ALL_SAFETIES: "un camp a posé les quatre bottes",
                Label.COUPS_FOURRES: "une botte jouée aussitôt contre son attaque",
                Label.TRIP_COMPLETED: "le camp qui a parcouru exactement la distance de la manche",
                Label.HAND_WON: "le camp qui a fini le parcours ou, à défaut, est allé le plus loin",
                Label.DELAYED_ACTION: "parcours fini après l’épuisement de la pioche",
                Label.SAFE_TRIP: "parcours fini sans carte 200",
                Label.WON_WITHOUT_200: "le gagnant de la manche n’a posé aucune carte 200",
                Label.EXTENSION: "l’annonceur a fini le parcours allongé\u202f; sinon, chaque autre camp",
                ShutoutRule.TRIP_WINNER: "parcours fini sans qu’aucun autre camp ait avancé",
                ShutoutRule.EACH_BLANK_OPPONENT: "pour chaque camp sans borne, à chaque camp qui en a posé",
            }
        ),
    }
)
"""What each line scores, in a few words, printed beside or below its value."""


def line_label(line: Line, lang: str, *, edition: Edition) -> str:
    """The printed name of a scoring line, in the words of the edition's rulebook.

    Dujardin 2024's 400 is "Hand won" / « Manche gagnée » (seed 004), not
    "Trip completed": its hand's winner may not have completed the trip.
    """
    scoring = edition.scoring
    label = scoring.label(line) if scoring is not None else STANDARD_LABELS[line]
    return LABELS[lang][label]


def line_definition(line: Line, lang: str, *, edition: Edition) -> str:
    """ "Safe trip: completed without a 200": the line's name and what it scores, in ``lang``.

    The shut-out's definition follows the edition's ``shutout_rule``.
    """
    scoring = edition.scoring
    label = scoring.label(line) if scoring is not None else STANDARD_LABELS[line]
    key: Label | ShutoutRule = label
    if line is Line.SHUTOUT:
        key = scoring.shutout_rule if scoring is not None else ShutoutRule.TRIP_WINNER
    colon = "\u00a0:" if lang == "fr" else ":"
    return f"{LABELS[lang][label]}{colon} {DEFINITIONS[lang][key]}"


TERMS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {"hand": "Hand", "total": "Total", "carried": "Brought forward", "running": "Running total"}
        ),
        "fr": MappingProxyType(
            {"hand": "Manche", "total": "Total", "carried": "Report", "running": "À reporter"}
        ),
    }
)


# Words of the printed score sheets (``bornes sheet``). The French ones are
# those of the Dujardin pad where it has them ([DJ]: Report, Total, À reporter,
# Manche); the English ones follow the Parker Brothers and Winning Moves rules.
SHEET_TERMS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "score_sheet": "Score sheet",
                "race_sheet": "Race sheet",
                "hand": "Hand",
                "game": "Game",
                "team": "Team",
                "player": "Player",
                "teams": "Teams",
                "players": "Players",
                "hand_total": "Hand total",
                "per_unit": "a",  # "1 a mile"
                "house_rules": "House rules",
                "rules": "Rules",
                "distance_run": "Miles travelled",
                "two_hundreds": "200s laid",
                "game_won": "Won the game",
                "games_won": "Games won so far",
            }
        ),
        "fr": MappingProxyType(
            {
                "score_sheet": "Feuille de marque",
                "race_sheet": "Feuille de course",
                "hand": "Manche",
                "game": "Partie",
                "team": "Équipe",
                "player": "Joueur",
                "teams": "Équipes",
                "players": "Joueurs",
                "hand_total": "Total",
                "per_unit": "par",  # "1 par borne"
                "house_rules": "Règle maison",
                "rules": "Règle",
                "distance_run": "Bornes parcourues",
                "two_hundreds": "Cartes 200 posées",
                "game_won": "Partie gagnée",
                "games_won": "Parties gagnées (cumul)",
            }
        ),
    }
)

EACH: Mapping[str, Mapping[Line, str]] = MappingProxyType(
    {
        "en": MappingProxyType({Line.SAFETIES: "each", Line.COUPS_FOURRES: "each"}),
        # "chacune" for the bottes, "chacun" for the coups fourrés.
        "fr": MappingProxyType({Line.SAFETIES: "chacune", Line.COUPS_FOURRES: "chacun"}),
    }
)
"""The word after a per-item value ("300 each", "300 chacun"), for the lines scored per item."""


def sheet_term(key: str, lang: str) -> str:
    """A word of the printed score sheets, in ``lang``."""
    return SHEET_TERMS[lang][key]
