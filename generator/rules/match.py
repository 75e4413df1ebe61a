"""A match: its sides, its hands, running totals, and when and by whom it is won.

Match rules (rules-notes):
- points editions: first to the target (5,000 unless the log says otherwise);
  when one or more sides reach it at the end of a hand the highest total wins,
  and an exact tie at the top plays another hand (decision 5), or, under
  ``TieRule.SHARED``, ends the match drawn between the tied sides;
- a set number of hands (``fixed_hands``, or the edition's ``match_hands``:
  one for [DJ14], whose game is one deal): after that many hands the highest
  total wins; a tie at the top plays another hand, as at the target (a
  decision of this project, for the case the notes leave open), or is shared;
- Dujardin 2025: every hand is a game; the standings count games won and
  ``first_to`` ends the series (seed 004). Without ``first_to`` or
  ``fixed_hands`` a series is never over: the standings only show the leader.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.editions import Edition, MatchKind, Setup, TieRule
from generator.rules.scoring import FactError, HandResult, SideFacts, check_hand


class Reason(StrEnum):
    """Why a match is over (or that it is not)."""

    IN_PROGRESS = "in_progress"
    REACHED_TARGET = "reached_target"  # one side reached the target
    HIGHER_TOTAL = "higher_total"  # several reached it in the same hand; the highest won
    FIXED_HANDS = "fixed_hands"  # the set number of hands was played
    FIRST_TO = "first_to"  # a side won the games the series asked for
    SHARED = "shared"  # sides tied at the top where the match ends, and share it (``TieRule.SHARED``)


class Side(NamedTuple):
    """A side at the table: its id in the log, the name printed for it and, where the log names
    them, its players (a team's partners change from one match to the next in a club)."""

    id: str
    name: str
    players: tuple[str, ...] = ()

    @property
    def members(self) -> tuple[str, ...]:
        """Who a season counts for this side: its players, or the side itself when none are named."""
        return self.players or (self.name,)


class OnTwoSides(NamedTuple):
    """A person a season would count on two sides of one match: ``person`` as ``second`` names them,
    who is already counted in ``first``."""

    person: str
    first: Side
    second: Side


def on_two_sides(sides: Sequence[Side]) -> OnTwoSides | None:
    """The first person counted on two sides of a match, in the sides' order; ``None`` when each
    person has one side.

    A season counts a side's players, or a side that names none as one
    player under its name (``Side.members``): so a player named on two sides,
    and a player of one side who is another side's name (``ns`` names Ana
    and Cleo, ``ew`` is just "Ana"), would each be one person on both sides,
    losing the match they won. Names compare as everywhere in Bornes, after
    ``inputs.normal_name`` and whatever their case. The log's parser, the
    names ``bornes log`` asks and the name boxes ``bornes import`` reads all
    refuse a match by this rule.
    """
    seen: dict[str, Side] = {}
    for side in sides:
        for person in side.members:
            first = seen.setdefault(person.casefold(), side)
            if first.id != side.id:
                return OnTwoSides(person, first, side)
    return None


class Match(NamedTuple):
    """A match as logged: rules, seating and every hand's facts."""

    edition: Edition
    setup: Setup
    sides: tuple[Side, ...]
    hands: tuple[Mapping[str, SideFacts], ...] = ()
    title: str | None = None
    date: date | None = None
    target: int | None = None  # overrides the edition's target
    fixed_hands: int | None = None
    first_to: int | None = None

    @property
    def side_ids(self) -> tuple[str, ...]:
        """The side ids in the log's order."""
        return tuple(s.id for s in self.sides)

    @property
    def hands_to_play(self) -> int | None:
        """The set number of hands: the log's ``fixed_hands``, else the edition's ``match_hands``
        when the log sets no target ([DJ14]: one deal); ``None`` for a match to a target or a series."""
        if self.fixed_hands is not None:
            return self.fixed_hands
        return self.edition.match_hands if self.target is None else None

    @property
    def match_target(self) -> int | None:
        """The points to reach, or ``None`` for a set number of hands or a series."""
        if self.hands_to_play is not None or self.edition.match_kind is MatchKind.GAMES:
            return None
        return self.target if self.target is not None else self.edition.target


class Outcome(NamedTuple):
    """Where a match stands after some hands."""

    finished: bool
    winner: str | None
    reason: Reason
    after_hand: int | None  # the hand that ended the match
    shared: tuple[str, ...] = ()  # ``Reason.SHARED``: the sides tied at the top, in the log's order


class MatchResult(NamedTuple):
    """A scored match: each hand, the running totals after it, and the outcome."""

    match: Match
    hands: tuple[HandResult, ...]
    running: tuple[Mapping[str, int], ...]
    outcome: Outcome

    @property
    def totals(self) -> Mapping[str, int]:
        """Points (or games won, for a series) after the last hand."""
        if self.running:
            return self.running[-1]
        return MappingProxyType({s: 0 for s in self.match.side_ids})


def hand_points(match: Match, hand: HandResult) -> dict[str, int]:
    """What a hand adds to each side's standing: its points, or 1 for the game's winner."""
    if match.edition.match_kind is MatchKind.GAMES:
        return {s: int(s == hand.winner) for s in match.side_ids}
    return {s: hand.total(s) for s in match.side_ids}


def outcome(match: Match, totals: Mapping[str, int], hands_played: int) -> Outcome:
    """Whether the match is over after ``hands_played`` hands with these totals."""
    not_yet = Outcome(False, None, Reason.IN_PROGRESS, None)
    if hands_played == 0:
        return not_yet
    top = max(totals.values())
    leaders = [s for s, t in totals.items() if t == top]
    single = leaders[0] if len(leaders) == 1 else None
    shared = Outcome(True, None, Reason.SHARED, hands_played, tuple(leaders))
    share = match.edition.tie_rule is TieRule.SHARED
    hands = match.hands_to_play
    if hands is not None:
        if hands_played >= hands and single is not None:
            return Outcome(True, single, Reason.FIXED_HANDS, hands_played)
        return shared if hands_played >= hands and share else not_yet
    if match.edition.match_kind is MatchKind.GAMES:
        if match.first_to is not None and top >= match.first_to:
            return Outcome(True, single, Reason.FIRST_TO, hands_played)
        return not_yet
    target = match.match_target
    assert target is not None  # a points match without fixed_hands always has one
    reached = [s for s, t in totals.items() if t >= target]
    if reached and single is None and share:
        return shared
    if not reached or single is None:
        return not_yet  # decision 5: an exact tie at the top plays another hand
    reason = Reason.REACHED_TARGET if len(reached) == 1 else Reason.HIGHER_TOTAL
    return Outcome(True, single, reason, hands_played)


class MatchOverError(ValueError):
    """A hand was logged after the match had already been won."""

    def __init__(self, hand: int, after: int) -> None:
        super().__init__(f"the match was already won after hand {after}")
        self.hand = hand
        self.after = after


def play(match: Match) -> MatchResult:
    """Score every hand of a match in order.

    Raises ``FactError`` (with ``hand`` set by the caller's wrapper) for a hand
    that breaks a rule, and ``MatchOverError`` for a hand logged after the end.
    """
    results: list[HandResult] = []
    running: list[Mapping[str, int]] = []
    totals = {s: 0 for s in match.side_ids}
    state = outcome(match, totals, 0)
    for number, facts in enumerate(match.hands, start=1):
        if state.finished:
            assert state.after_hand is not None
            raise MatchOverError(number, state.after_hand)
        try:
            hand = check_hand(match.edition, match.setup, facts)
        except FactError as error:
            error.hand = number
            raise
        for side, points in hand_points(match, hand).items():
            totals[side] += points
        results.append(hand)
        running.append(MappingProxyType(dict(totals)))
        state = outcome(match, totals, number)
    return MatchResult(match, tuple(results), tuple(running), state)
