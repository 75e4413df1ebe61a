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
