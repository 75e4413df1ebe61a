"""The rules of every edition and the one scoring module; pure, no I/O.

Nothing here imports ReportLab, matplotlib, Click or Jinja2 (a test checks):
the CLI, sheets, cards and reports all read these records and functions.
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from generator.rules.editions import (
        EDITIONS,
        LINES,
        Edition,
        HandWinner,
        Line,
        MatchKind,
        Scoring,
        Setup,
        ShutoutRule,
        find_edition,
    )
    from generator.rules.match import Match, MatchResult, Outcome, Reason, Side, play
    from generator.rules.scoring import Breakdown, FactError, HandResult, SideFacts, check_hand, score_hand

# Names are loaded from their module on first use, so that a command which
# needs only the editions (``bornes --help``) does not load scoring and matches.
_HOME = {
    "EDITIONS": "editions",
    "LINES": "editions",
    "Edition": "editions",
    "HandWinner": "editions",
    "Line": "editions",
    "MatchKind": "editions",
    "Scoring": "editions",
    "Setup": "editions",
    "ShutoutRule": "editions",
    "find_edition": "editions",
    "Match": "match",
    "MatchResult": "match",
    "Outcome": "match",
    "Reason": "match",
    "Side": "match",
    "play": "match",
    "Breakdown": "scoring",
    "FactError": "scoring",
    "HandResult": "scoring",
    "SideFacts": "scoring",
    "check_hand": "scoring",
    "score_hand": "scoring",
}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module 'generator.rules' has no attribute {name!r}")
    return getattr(importlib.import_module(f"generator.rules.{_HOME[name]}"), name)


__all__ = [
    "EDITIONS",
    "LINES",
    "Breakdown",
    "Edition",
    "FactError",
    "HandResult",
    "HandWinner",
    "Line",
    "Match",
    "MatchKind",
    "MatchResult",
    "Outcome",
    "Reason",
    "Scoring",
    "Setup",
    "ShutoutRule",
    "Side",
    "SideFacts",
    "check_hand",
    "find_edition",
    "play",
    "score_hand",
]
