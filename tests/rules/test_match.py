"""Match standings: the target, its tie rule, set numbers of hands, series of games."""

from __future__ import annotations

import pytest

from generator.rules import EDITIONS, Match, Reason, Side, SideFacts, play
from generator.rules.editions import TieRule
from generator.rules.match import MatchOverError

PB = EDITIONS["parker-brothers"]
DJ25 = EDITIONS["dujardin-2025"]
SIDES = (Side("a", "A"), Side("b", "B"))


def pb_match(
    *hands: tuple[SideFacts, SideFacts], target: int | None = None, fixed_hands: int | None = None
) -> Match:
    return Match(
        PB,
        PB.setup(4),
        SIDES,
        tuple({"a": a, "b": b} for a, b in hands),
        target=target,
        fixed_hands=fixed_hands,
    )


WIN = SideFacts(1000, 2, 1, two_hundreds=1)  # 1,000 + 200 + 300 + 400 = 1,900
LOSE = SideFacts(500)


def test_seed_000_totals_after_two_hands() -> None:
    result = play(
        pb_match(
            (SideFacts(1000, 2, 1, two_hundreds=1, delayed=True), SideFacts(575, 1)),
            (SideFacts(650, 1), SideFacts(1000, 1, two_hundreds=0)),
        )
    )
    assert [dict(r) for r in result.running] == [{"a": 2200, "b": 675}, {"a": 2950, "b": 2475}]
    assert not result.outcome.finished
    assert result.outcome.reason is Reason.IN_PROGRESS


def test_the_first_side_past_the_target_wins() -> None:
    result = play(pb_match((WIN, LOSE), (WIN, LOSE), (WIN, LOSE)))
    assert result.totals["a"] == 5700
    assert result.outcome.finished
    assert result.outcome.winner == "a"
    assert result.outcome.reason is Reason.REACHED_TARGET
    assert result.outcome.after_hand == 3


def test_decision_5_both_past_the_target_in_one_hand_the_higher_total_wins() -> None:
    result = play(pb_match((WIN, LOSE), (LOSE, WIN), (WIN, SideFacts(975)), target=3000))
    assert dict(result.totals) == {"a": 4300, "b": 3375}
    assert result.outcome.winner == "a"
    assert result.outcome.reason is Reason.HIGHER_TOTAL


def test_decision_5_an_exact_tie_at_the_top_plays_another_hand() -> None:
    result = play(pb_match((WIN, LOSE), (LOSE, WIN), target=2000))
    assert dict(result.totals) == {"a": 2400, "b": 2400}
    assert not result.outcome.finished
    result = play(pb_match((WIN, LOSE), (LOSE, WIN), (WIN, LOSE), target=2000))
    assert result.outcome.winner == "a"


def test_a_hand_after_the_match_was_won_is_refused() -> None:
    with pytest.raises(MatchOverError, match="already won after hand 1"):
        play(pb_match((WIN, LOSE), (WIN, LOSE), target=1000))


def test_fixed_hands_ends_after_that_many_hands_with_the_highest_total() -> None:
    result = play(pb_match((WIN, LOSE), fixed_hands=1))
    assert result.outcome.finished
    assert result.outcome.reason is Reason.FIXED_HANDS
    assert result.match.match_target is None


def test_fixed_hands_tied_at_the_end_plays_another_hand() -> None:
    assert not play(pb_match((LOSE, LOSE), fixed_hands=1)).outcome.finished


def series(*hands: tuple[int, int], first_to: int | None = 2) -> Match:
    games = tuple({"a": SideFacts(a), "b": SideFacts(b)} for a, b in hands)
    return Match(DJ25, DJ25.setup(2), SIDES, games, first_to=first_to)


def test_a_series_counts_games_won_and_ends_at_first_to() -> None:
    result = play(series((1000, 700), (800, 850), (900, 900), (1000, 0)))
    assert [dict(r) for r in result.running] == [
        {"a": 1, "b": 0},
        {"a": 1, "b": 1},
        {"a": 1, "b": 1},
        {"a": 2, "b": 1},
    ]
    assert result.outcome.winner == "a"
    assert result.outcome.reason is Reason.FIRST_TO


def test_a_series_without_first_to_is_never_over() -> None:
    result = play(series((1000, 700), (1000, 850), (1000, 0), first_to=None))
    assert not result.outcome.finished
    assert result.totals["a"] == 3


def test_an_empty_match_is_in_progress_with_zero_totals() -> None:
    result = play(pb_match()._replace(hands=()))
    assert dict(result.totals) == {"a": 0, "b": 0}
    assert not result.outcome.finished


SHARED = PB._replace(tie_rule=TieRule.SHARED)


def test_tie_rule_shared_ends_an_exact_tie_at_the_target_as_a_draw() -> None:
    match = pb_match((WIN, LOSE), (LOSE, WIN), target=2000)._replace(edition=SHARED)
    outcome = play(match).outcome
    assert outcome.finished
    assert outcome.winner is None
    assert outcome.reason is Reason.SHARED
    assert outcome.shared == ("a", "b")
    assert outcome.after_hand == 2


def test_tie_rule_shared_ends_a_tie_after_the_set_hands_too() -> None:
    outcome = play(pb_match((LOSE, LOSE), fixed_hands=1)._replace(edition=SHARED)).outcome
    assert (outcome.finished, outcome.reason, outcome.shared) == (True, Reason.SHARED, ("a", "b"))


def test_tie_rule_shared_needs_the_target_reached() -> None:
    match = pb_match((LOSE, LOSE), target=2000)._replace(edition=SHARED)
    assert not play(match).outcome.finished


DJ14 = EDITIONS["dujardin-2014"]


def test_dujardin_2014_plays_one_deal_unless_the_table_agrees_more() -> None:
    # [DJ14] p.2 "The team or player with the most points wins": the game is one deal.
    deal = {"a": SideFacts(1000), "b": SideFacts(700, 1, 1)}  # b: 700 + a coup fourré's 200
    result = play(Match(DJ14, DJ14.setup(2), SIDES, (deal,)))
    assert result.match.hands_to_play == 1
    assert result.match.match_target is None
    assert (result.outcome.finished, result.outcome.winner, result.outcome.reason) == (
        True,
        "a",
        Reason.FIXED_HANDS,
    )
    three = play(Match(DJ14, DJ14.setup(2), SIDES, (deal, deal), fixed_hands=3))
    assert not three.outcome.finished
    to_target = play(Match(DJ14, DJ14.setup(2), SIDES, (deal, deal), target=2000))
    assert to_target.match.hands_to_play is None
    assert to_target.outcome.reason is Reason.REACHED_TARGET
    assert dict(to_target.totals) == {"a": 2000, "b": 1800}
