"""Small matches made by hand, for the statistics tests: every number in them can be checked on paper."""

from __future__ import annotations

from typing import TypedDict, Unpack

from generator.rules import EDITIONS, Match, MatchResult, Side, SideFacts, play
from generator.rules.editions import TieRule


def two_players(*hands: tuple[SideFacts, SideFacts], fixed_hands: int | None = None) -> MatchResult:
    """Léa and Sam, Winning Moves for two players (700-mile trip, extension), one hand a pair of facts."""
    edition = EDITIONS["winning-moves"]
    return play(
        Match(
            edition=edition,
            setup=edition.setup(2),
            sides=(Side("lea", "Léa"), Side("sam", "Sam")),
            hands=tuple({"lea": a, "sam": b} for a, b in hands),
            fixed_hands=fixed_hands,
        )
    )


def three_players(names: tuple[str, str, str], finals: tuple[int, int, int]) -> MatchResult:
    """A one-hand, three-player Winning Moves match that ends with these totals (miles only, no trip)."""
    edition = EDITIONS["winning-moves"]
    ids = ("a", "b", "c")
    return play(
        Match(
            edition=edition,
            setup=edition.setup(3),
            sides=tuple(Side(i, n) for i, n in zip(ids, names, strict=True)),
            hands=({i: SideFacts(miles=m) for i, m in zip(ids, finals, strict=True)},),
            fixed_hands=1,
        )
    )


class Facts(TypedDict, total=False):
    """A side's facts beside its miles: ``SideFacts``'s other fields."""

    safeties: int
    coups_fourres: int
    two_hundreds: int | None
    delayed: bool
    extension: bool


def miles(value: int, **facts: Unpack[Facts]) -> SideFacts:
    """A side's facts: ``value`` miles, and ``two_hundreds=0`` unless told (a winner needs it)."""
    facts.setdefault("two_hundreds", 0)
    return SideFacts(miles=value, **facts)


def teams(
    ns: tuple[str, str], ew: tuple[str, str], miles: tuple[int, int], *, fixed_hands: int | None = 1
) -> MatchResult:
    """A one-hand Parker Brothers match of two teams of two, each naming its players, that ends with
    these totals (miles only, no trip completed): partners change from match to match in a club.
    Without ``fixed_hands`` it is in progress (5,000 to play for)."""
    edition = EDITIONS["parker-brothers"]
    return play(
        Match(
            edition=edition,
            setup=edition.setup(4),
            sides=(Side("ns", " & ".join(ns), ns), Side("ew", " & ".join(ew), ew)),
            hands=({"ns": SideFacts(miles=miles[0]), "ew": SideFacts(miles=miles[1])},),
            fixed_hands=fixed_hands,
        )
    )


def shared_rule(lea: SideFacts, sam: SideFacts) -> MatchResult:
    """A one-hand match of Léa and Sam under Winning Moves with the house rule that sides level at
    the top share the win (``tie_rule = "shared"``): equal facts end it shared."""
    edition = EDITIONS["winning-moves"]._replace(tie_rule=TieRule.SHARED)
    return play(
        Match(
            edition=edition,
            setup=edition.setup(2),
            sides=(Side("lea", "Léa"), Side("sam", "Sam")),
            hands=({"lea": lea, "sam": sam},),
            fixed_hands=1,
        )
    )


def series(first: str, second: str, games: str, *, first_to: int | None = None) -> MatchResult:
    """A Dujardin 2025 series of ``first`` against ``second`` (no points: each game won or lost),
    ``games`` the winner of each game in order ("aab": a, a, then b), over that many games
    unless ``first_to`` ends it."""
    edition = EDITIONS["dujardin-2025"]
    return play(
        Match(
            edition=edition,
            setup=edition.setup(2),
            sides=(Side("a", first), Side("b", second)),
            hands=tuple(
                {
                    "a": SideFacts(miles=1000 if w == "a" else 500),
                    "b": SideFacts(miles=1000 if w == "b" else 500),
                }
                for w in games
            ),
            fixed_hands=None if first_to else len(games),
            first_to=first_to,
        )
    )
