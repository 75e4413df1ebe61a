"""The names of scoring lines and match terms, as the rulebooks and pads print them.

English from the Parker Brothers and Winning Moves rules (seeds 000, 002);
French from the Dujardin score pad, in its order: Report, Bornes, Bottes,
Coups fourrés, Manche, Couronnement, Pas de 200, Allonge, Capot, Total,
À reporter ([DJ], rules-notes "Card names").
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.rules.editions import Line

LINE_LABELS: Mapping[str, Mapping[Line, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                Line.DISTANCE: "Distance",
                Line.SAFETIES: "Safeties",
                Line.ALL_SAFETIES: "All four safeties",
                Line.COUPS_FOURRES: "Coups fourrés",
                Line.TRIP: "Trip completed",
                Line.DELAYED_ACTION: "Delayed action",
                Line.SAFE_TRIP: "Safe trip",
                Line.EXTENSION: "Extension",
                Line.SHUTOUT: "Shut-out",
            }
        ),
        "fr": MappingProxyType(
            {
                Line.DISTANCE: "Bornes",
                Line.SAFETIES: "Bottes",
                Line.ALL_SAFETIES: "Les 4 bottes",
                Line.COUPS_FOURRES: "Coups fourrés",
                Line.TRIP: "Manche",
                Line.DELAYED_ACTION: "Couronnement",
                Line.SAFE_TRIP: "Pas de 200",
                Line.EXTENSION: "Allonge",
                Line.SHUTOUT: "Capot",
            }
        ),
    }
)

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


def line_label(line: Line, lang: str) -> str:
    """The printed name of a scoring line."""
    return LINE_LABELS[lang][line]


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
