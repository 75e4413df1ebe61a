"""The story of one match, from its scored hands: who led, where it turned, what each hand held.

Every function takes a ``MatchResult`` (the rules module's scoring) and
returns plain values; nothing is added up here that ``generator.rules``
computes, only read from its hands and running totals. Standings are points,
or games won in a series without points (Dujardin 2025).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from types import MappingProxyType
from typing import NamedTuple, TypeVar

from generator.rules.editions import Line
from generator.rules.match import MatchResult


class HandStory(NamedTuple):
    """What happened in one hand, beyond its points (``bornes score --json``, the report's marks).

    ``trip`` is the hand's trip (1,000 once the extension was called, else the
    setup's); ``setup_trip`` the trip before any extension. ``extension_made``
    is ``None`` when nobody called it. ``shutouts`` are the sides that scored a
    shut-out (capot) in the hand, ``shut_out`` the sides it was scored against
    (those that laid no distance); ``delayed`` the side that completed the trip
    after the draw pile ran out, as logged.
    """

    number: int
    trip: int
    setup_trip: int
    completed: str | None
    winner: str | None
    extension_caller: str | None
    extension_made: bool | None
    shutouts: tuple[str, ...]
    delayed: str | None
    leader: str | None  # the only side at the top after the hand, or None when level
    shut_out: tuple[str, ...] = ()


def leaders(result: MatchResult) -> tuple[str | None, ...]:
    """The only side at the top after each hand, or ``None`` where several are level."""
    out: list[str | None] = []
    for running in result.running:
        top = max(running.values())
        at_top = [side for side, total in running.items() if total == top]
        out.append(at_top[0] if len(at_top) == 1 else None)
    return tuple(out)


def hand_stories(result: MatchResult) -> tuple[HandStory, ...]:
    """Each hand's trip, who completed it, the extension and its fate, shut-outs, delayed action."""
    match = result.match
    scoring = match.edition.scoring
    stories = []
    for number, (hand, leader) in enumerate(zip(result.hands, leaders(result), strict=True), start=1):
        caller = next((s for s in match.side_ids if hand.facts[s].extension), None)
        shutouts: tuple[str, ...] = ()
        if scoring is not None and scoring.scores(Line.SHUTOUT):
            shutouts = tuple(s for s in match.side_ids if hand.scores[s].lines.get(Line.SHUTOUT, 0) > 0)
        # A shut-out is scored against every side that laid no distance (ShutoutRule).
        shut_out = tuple(s for s in match.side_ids if hand.facts[s].miles == 0) if shutouts else ()
        delayed = next((s for s in match.side_ids if hand.facts[s].delayed and s == hand.completed), None)
        stories.append(
            HandStory(
                number=number,
                trip=hand.trip_length,
                setup_trip=match.setup.trip,
                completed=hand.completed,
                winner=hand.winner,
                extension_caller=caller,
                extension_made=None if caller is None else hand.completed == caller,
                shutouts=shutouts,
                delayed=delayed,
                leader=leader,
                shut_out=shut_out,
            )
        )
    return tuple(stories)


class LeadChange(NamedTuple):
    """After hand ``hand``, ``side`` led alone, where ``previous`` had led alone before it."""

    hand: int
    side: str
    previous: str


def lead_changes(result: MatchResult) -> tuple[LeadChange, ...]:
    """Every time the lead passed from one side to another.

    The lead is held by a side alone at the top after a hand; a tie at the
    top keeps the last sole leader's claim, so A, level, A is no change and
    A, level, B is one. Taking the lead for the first time is not a change.
    """
    changes = []
    previous: str | None = None
    for hand, leader in enumerate(leaders(result), start=1):
        if leader is None:
            continue
        if previous is not None and leader != previous:
            changes.append(LeadChange(hand, leader, previous))
        previous = leader
    return tuple(changes)


class SoleLead(NamedTuple):
    """A match whose lead never changed: ``side`` led alone from hand ``first``; after the hands
    ``shared`` it was level at the top, after the hands ``behind`` below a tie at the top."""

    side: str
    first: int
    shared: tuple[int, ...]
    behind: tuple[int, ...]


def sole_lead(result: MatchResult) -> SoleLead | None:
    """The one side that ever led alone, when the lead never changed; ``None`` otherwise.

    Led is not level: the hands after which it only shared the top are named,
    so a report says "shared the lead" where the chart shows it level.
    """
    sole = leaders(result)
    alone = {leader for leader in sole if leader is not None}
    if len(alone) != 1:
        return None
    (side,) = alone
    first = sole.index(side) + 1
    shared: list[int] = []
    behind: list[int] = []
    for number, (running, leader) in enumerate(zip(result.running, sole, strict=True), start=1):
        if number > first and leader is None:
            (shared if running[side] == max(running.values()) else behind).append(number)
    return SoleLead(side, first, tuple(shared), tuple(behind))


class Lead(NamedTuple):
    """A side ``margin`` ahead of the next side after hand ``hand``."""

    side: str
    margin: int
    hand: int


def margins(result: MatchResult) -> tuple[int, ...]:
    """The leader's margin over the next side after each hand (0 where level at the top)."""
    out = []
    for running in result.running:
        ordered = sorted(running.values(), reverse=True)
        out.append(ordered[0] - ordered[1] if len(ordered) > 1 else 0)
    return tuple(out)


def biggest_leads(result: MatchResult) -> tuple[Lead, ...]:
    """The biggest lead of the match and who held it; every side that held it, each at its first hand.

    Empty when no side was ever ahead.
    """
    best = max(margins(result), default=0)
    if best <= 0:
        return ()
    seen: dict[str, Lead] = {}
    for hand, (margin, leader) in enumerate(zip(margins(result), leaders(result), strict=True), start=1):
        if margin == best and leader is not None and leader not in seen:
            seen[leader] = Lead(leader, margin, hand)
    return tuple(seen.values())


class Comeback(NamedTuple):
    """The winner ``side`` was ``deficit`` behind the leader after hand ``hand``, and won."""

    side: str
    deficit: int
    hand: int


def comeback(result: MatchResult) -> Comeback | None:
    """The deficit the match's winner overcame: its largest gap to the top after any hand.

    ``None`` when the match is not won or the winner was never behind. The
    earliest hand with that gap is named.
    """
    winner = result.outcome.winner if result.outcome.finished else None
    if winner is None:
        return None
    best: Comeback | None = None
    for hand, running in enumerate(result.running, start=1):
        gap = max(running.values()) - running[winner]
        if gap > 0 and (best is None or gap > best.deficit):
            best = Comeback(winner, gap, hand)
    return best


class BestHand(NamedTuple):
    """``side`` scored ``points`` in hand ``hand``."""

    side: str
    points: int
    hand: int


def best_hands(result: MatchResult) -> tuple[BestHand, ...]:
    """The highest hand total of the match, every side and hand that scored it (empty without points)."""
    if result.match.edition.scoring is None or not result.hands:
        return ()
    scored = [
        BestHand(side, hand.total(side), number)
        for number, hand in enumerate(result.hands, start=1)
        for side in result.match.side_ids
    ]
    top = max(entry.points for entry in scored)
    return tuple(entry for entry in scored if entry.points == top and top > 0)


class SideTally(NamedTuple):
    """One side's match in figures: its points by line and the counts a player retells.

    ``points`` holds a value for every line the edition scores (all 0 without
    points). ``line_hands`` counts the hands in which the side scored each line
    (the hands it won without a 200, its shut-outs…).
    """

    side: str
    points: Mapping[Line, int]
    line_hands: Mapping[Line, int]
    hands_won: int
    miles: int
    coups_fourres: int
    two_hundreds: int  # in the hands that logged them
    trips_completed: int
    extensions_called: int
    extensions_made: int
    two_hundreds_unlogged: int = 0  # hands that did not log the side's 200s (only a winner must)


def tallies(result: MatchResult) -> tuple[SideTally, ...]:
    """Every side's tally over the match, in the log's order of sides."""
    match = result.match
    lines = match.edition.scoring.lines if match.edition.scoring is not None else ()
    out = []
    for side in match.side_ids:
        points = dict.fromkeys(lines, 0)
        line_hands = dict.fromkeys(lines, 0)
        for hand in result.hands:
            for line in lines:
                value = hand.scores[side].lines[line]
                points[line] += value
                line_hands[line] += value > 0
        called = [hand for hand in result.hands if hand.facts[side].extension]
        out.append(
            SideTally(
                side=side,
                points=MappingProxyType(points),
                line_hands=MappingProxyType(line_hands),
                hands_won=sum(1 for hand in result.hands if hand.winner == side),
                miles=sum(hand.facts[side].miles for hand in result.hands),
                coups_fourres=sum(hand.facts[side].coups_fourres for hand in result.hands),
                two_hundreds=sum(hand.facts[side].two_hundreds or 0 for hand in result.hands),
                trips_completed=sum(1 for hand in result.hands if hand.completed == side),
                extensions_called=len(called),
                extensions_made=sum(1 for hand in called if hand.completed == side),
                two_hundreds_unlogged=sum(
                    1 for hand in result.hands if hand.facts[side].two_hundreds is None
                ),
            )
        )
    return tuple(out)


N = TypeVar("N", int, Fraction)


def most(values: Mapping[str, N]) -> tuple[N | int, tuple[str, ...]]:
    """The highest value and every side that has it, in the mapping's order (ties kept)."""
    if not values:
        return 0, ()
    top = max(values.values())
    return top, tuple(side for side, value in values.items() if value == top)


def ranked(totals: Mapping[str, int], order: Sequence[str]) -> tuple[str, ...]:
    """Sides from the highest total down; equal totals keep ``order`` (the log's)."""
    return tuple(sorted(order, key=lambda side: (-totals[side], order.index(side))))
