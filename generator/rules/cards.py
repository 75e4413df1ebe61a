"""The 106 playing cards of Mille Bornes: kinds, pairs and names.

Card ids are the same in every edition; what differs between rulebooks is the
name printed on a card (see ``CardNames``) and, for some rules, what a card
does. Sources: the classic deck as listed by the Dujardin rulebook [DJ] and the
Winning Moves Classic rules [WM]; French names of recent boxes from the
Dujardin 2025 notice (ref. 1130300292).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class Kind(StrEnum):
    """The four kinds of playing card."""

    DISTANCE = "distance"
    HAZARD = "hazard"
    REMEDY = "remedy"
    SAFETY = "safety"


DISTANCES: tuple[int, ...] = (25, 50, 75, 100, 200)

HUNDRED = 100
"""The 100-mile card, which [DJ]'s variant forbids beside the 200 (« sans aucune étape de 200 ni de 100 »)."""

SPEED_LIMIT_MAX = 50
"""Under a Speed Limit only distance cards up to this may be played (seed 002, seed 004)."""

HAZARDS: tuple[str, ...] = ("stop", "speed_limit", "out_of_gas", "flat_tire", "accident")
REMEDIES: tuple[str, ...] = ("roll", "end_of_limit", "gasoline", "spare_tire", "repairs")
SAFETIES: tuple[str, ...] = ("right_of_way", "extra_tank", "puncture_proof", "driving_ace")

# Each hazard, the remedy that answers it and the safety that protects from it [WM].
REMEDY_FOR: Mapping[str, str] = MappingProxyType(
    {
        "stop": "roll",
        "speed_limit": "end_of_limit",
        "out_of_gas": "gasoline",
        "flat_tire": "spare_tire",
        "accident": "repairs",
    }
)
SAFETY_FOR: Mapping[str, str] = MappingProxyType(
    {
        "stop": "right_of_way",
        "speed_limit": "right_of_way",
        "out_of_gas": "extra_tank",
        "flat_tire": "puncture_proof",
        "accident": "driving_ace",
    }
)


def distance_id(miles: int) -> str:
    """The card id of a distance card: ``"d25"`` … ``"d200"``."""
    return f"d{miles}"


CARD_IDS: tuple[str, ...] = tuple(distance_id(m) for m in DISTANCES) + HAZARDS + REMEDIES + SAFETIES


def kind_of(card: str) -> Kind:
    """The kind of a card id."""
    if card in HAZARDS:
        return Kind.HAZARD
    if card in REMEDIES:
        return Kind.REMEDY
    if card in SAFETIES:
        return Kind.SAFETY
    if card in CARD_IDS:
        return Kind.DISTANCE
    raise ValueError(f"unknown card: {card!r}")


@dataclass(frozen=True)
class CardNames:
    """The name printed for each card id, and the unit of distance, in one language."""

    names: Mapping[str, str]
    unit: str  # "miles" or "bornes": what a distance card counts in
    unit_one: str  # the singular, for "1 mile" / "1 borne"

    def __getitem__(self, card: str) -> str:
        return self.names[card]


def _names(unit: str, unit_one: str, **names: str) -> CardNames:
    table = dict(names)
    for miles in DISTANCES:
        table[distance_id(miles)] = f"{miles} {unit}"
    missing = set(CARD_IDS) - set(table)
    if missing:  # pragma: no cover - a data error caught at import
        raise ValueError(f"card names missing: {sorted(missing)}")
    return CardNames(MappingProxyType(table), unit, unit_one)


# Parker Brothers names (seed 000, rules-notes "Card names").
ENGLISH_PARKER = _names(
    "miles",
    "mile",
    stop="Stop",
    speed_limit="Speed Limit",
    out_of_gas="Out of Gas",
    flat_tire="Flat Tire",
    accident="Accident",
    roll="Roll",
    end_of_limit="End of Limit",
    gasoline="Gasoline",
    spare_tire="Spare Tire",
    repairs="Repairs",
    right_of_way="Right of Way",
    extra_tank="Extra Tank",
    puncture_proof="Puncture-Proof",
    driving_ace="Driving Ace",
)

# Winning Moves Classic names (seed 002): "Puncture Proof" without the hyphen.
ENGLISH_WINNING_MOVES = _names(
    "miles",
    "mile",
    **{**dict(ENGLISH_PARKER.names), "puncture_proof": "Puncture Proof"},
)

# Names printed on the cards of the Dujardin English (international) box [DJ14]:
# the card pictures of pp.2-3 and 8-11 read "Drive", "END OF SPEED LIMIT", "GAS",
# "Emergency Vehicle", "Fuel Truck"; the protection chart (p.11) pairs them as the
# classic deck does.
ENGLISH_DUJARDIN_2014 = _names(
    "miles",
    "mile",
    **{
        **dict(ENGLISH_PARKER.names),
        "roll": "Drive",
        "end_of_limit": "End of Speed Limit",
        "gasoline": "Gas",
        "right_of_way": "Emergency Vehicle",
        "extra_tank": "Fuel Truck",
    },
)

# Names of the scanned Dujardin rulebook [DJ] (rules-notes "Card names").
FRENCH_CLASSIC = _names(
    "bornes",
    "borne",
    stop="Feu rouge",
    speed_limit="Limite de vitesse",
    out_of_gas="Panne d’essence",
    flat_tire="Crevaison",
    accident="Accident",
    roll="Feu vert",
    end_of_limit="Fin de limite",
    gasoline="Essence",
    spare_tire="Roue de secours",
    repairs="Réparations",
    right_of_way="Prioritaire",
    extra_tank="Citerne d’essence",
    puncture_proof="Increvable",
    driving_ace="As du volant",
)

# Names of the recent Dujardin boxes (seed 004, notice ref. 1130300292).
FRENCH_RECENT = _names(
    "bornes",
    "borne",
    **{
        **dict(FRENCH_CLASSIC.names),
        "end_of_limit": "Fin de limite de vitesse",
        "right_of_way": "Véhicule prioritaire",
    },
)


# The classic deck of 106 playing cards ([DJ], [WM]; rules-notes "The deck").
CLASSIC_DECK: Mapping[str, int] = MappingProxyType(
    {
        "d25": 10,
        "d50": 10,
        "d75": 10,
        "d100": 12,
        "d200": 4,
        "stop": 5,
        "speed_limit": 4,
        "out_of_gas": 3,
        "flat_tire": 3,
        "accident": 3,
        "roll": 14,
        "end_of_limit": 6,
        "gasoline": 6,
        "spare_tire": 6,
        "repairs": 6,
        "right_of_way": 1,
        "extra_tank": 1,
        "puncture_proof": 1,
        "driving_ace": 1,
    }
)
