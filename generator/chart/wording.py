"""The words a race chart prints, in English and French, with named placeholders.

Numbers come in already formatted for the language (``format_number``).
French typography: a no-break space (U+00A0) before a colon, a narrow
no-break space (U+202F) in numbers; the escapes are written out to be seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.text.numbers import format_number, takes_singular

WORDING: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "en": MappingProxyType(
            {
                "hand": "Hand",
                "game": "Game",
                "points": "Points",
                "games_won": "Games won",
                "distance": "Distance ({unit})",
                "target": "target {value}",
                "first_to": "first to {value}",
                "winner": "winner",
                "standing": "{name}: {value}",
                "in_progress": "Match in progress: standings after {count}",
                "final": "Final standings, after {count}",
                "hands_one": "{count} hand",
                "hands_other": "{count} hands",
                "games_one": "{count} game",
                "games_other": "{count} games",
                "after_hand": "After hand {number}",
                "after_game": "After game {number}",
                "untitled": "Mille Bornes match",
                "margin": "Lead (points)",
                "margin_games": "Lead (games)",
                "margin_legend": "The leader's margin over the next side, after each hand",
                "margin_legend_games": "The leader's margin over the next side, after each game",
                "match": "Match",
                "rating": "Rating",
            }
        ),
        "fr": MappingProxyType(
            {
                "hand": "Manche",
                "game": "Partie",
                "points": "Points",
                "games_won": "Parties gagnées",
                "distance": "Distance ({unit})",
                "target": "objectif {value}",
                "first_to": "premier à {value}",
                "winner": "vainqueur",
                "standing": "{name}\u00a0: {value}",
                "in_progress": "Partie en cours\u00a0: classement après {count}",
                "final": "Classement final, après {count}",
                "hands_one": "{count} manche",
                "hands_other": "{count} manches",
                "games_one": "{count} partie",
                "games_other": "{count} parties",
                "after_hand": "Après la manche {number}",
                "after_game": "Après la partie {number}",
                "untitled": "Partie de Mille Bornes",
                "margin": "Avance (points)",
                "margin_games": "Avance (parties)",
                "margin_legend": "L’avance du premier sur le suivant, après chaque manche",
                "margin_legend_games": "L’avance du premier sur le suivant, après chaque partie",
                "match": "Partie",
                "rating": "Cote",
            }
        ),
    }
)


def say(key: str, lang: str, **values: object) -> str:
    """The sentence ``key`` in ``lang``, its placeholders filled."""
    return WORDING[lang][key].format(**values)


def count_of(kind: str, count: int, lang: str) -> str:
    """A count with its noun: "1 hand", "4 hands", "2 parties"; ``kind`` is "hands" or "games".

    French puts 0 and 1 in the singular (« 0 manche »), English only 1.
    """
    one = takes_singular(count, lang)
    return say(f"{kind}_{'one' if one else 'other'}", lang, count=format_number(count, lang))
