"""The rules of every edition and the one scoring module; pure, no I/O.

Nothing here imports ReportLab, matplotlib, Click or Jinja2 (a test checks):
the CLI, sheets, cards and reports all read these records and functions.
"""

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
