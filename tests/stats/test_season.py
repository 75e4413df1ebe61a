"""A season's standings, head-to-head, Elo ratings and form, on matches checked by hand."""

from __future__ import annotations

import pytest

from generator.stats.season import (
    START_RATING,
    K,
    Meeting,
    expected,
    form,
    head_to_head,
    ranks,
    ratings,
    standings,
)
from tests.stats.matches import miles, three_players, two_players

# Léa wins 1,400 to 300 in one hand (fixed_hands = 1); then Sam wins 1,400 to 300; then Léa again.
LEA = two_players((miles(700), miles(300)), fixed_hands=1)
SAM = two_players((miles(300), miles(700)), fixed_hands=1)
UNFINISHED = two_players((miles(700), miles(300)))


def test_standings_count_finished_matches_only_and_rank_by_matches_won() -> None:
    rows = standings([LEA, SAM, LEA, UNFINISHED])
    assert [(r.name, r.played, r.won, r.hands, r.hands_won, r.total) for r in rows] == [
        ("Léa", 3, 2, 3, 2, 3100),
        ("Sam", 3, 1, 3, 1, 2000),
    ]
    lea, sam = rows
    # 2 of 3 is 66.7 %: 67; 3,100 / 3 = 1,033.3: 1,033; 2,000 / 3 = 666.7: 667.
    assert (lea.win_percentage, lea.per_match, lea.per_hand) == (67, 1033, 1033)
    assert (sam.win_percentage, sam.per_match) == (33, 667)
    assert ranks(rows) == (1, 2)


def test_equal_records_share_a_rank() -> None:
    rows = standings([LEA, SAM])
    assert ranks(rows) == (1, 1)


def test_head_to_head_counts_matches_met_and_who_finished_ahead() -> None:
    assert head_to_head([LEA, SAM, LEA, UNFINISHED]) == (Meeting("Léa", "Sam", 3, 2, 1),)
    three = three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))
    assert head_to_head([three]) == (
        Meeting("Ana", "Ben", 1, 1, 0),
        Meeting("Ana", "Cleo", 1, 1, 0),
        Meeting("Ben", "Cleo", 1, 0, 0),
    )


def test_elo_moves_by_k_times_score_minus_expectation() -> None:
    steps = ratings([LEA, UNFINISHED, SAM])
    assert [step.index for step in steps] == [0, 2]
    # Both start at 1,500, expect ½: Léa +16, Sam −16.
    assert dict(steps[0].ratings) == {"Léa": 1516, "Sam": 1484}
    # Then Sam, expected 1 / (1 + 10^(32/400)) = 0.454, wins: +32 × 0.546 = +17.47.
    gain = K * (1 - expected(START_RATING - 16, START_RATING + 16))
    assert gain == pytest.approx(17.47, abs=0.01)
    assert dict(steps[1].ratings) == {"Léa": 1499, "Sam": 1501}


def test_elo_with_three_sides_scores_every_pair_and_shares_k() -> None:
    (step,) = ratings([three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))])
    # Ana beats both (2 × ½ above expectation, K/2 each: +16); Ben and Cleo lose to Ana and are level: −8.
    assert dict(step.ratings) == {"Ana": 1516, "Ben": 1492, "Cleo": 1492}


def test_form_lists_the_last_finished_matches_oldest_first() -> None:
    assert dict(form([LEA, SAM, LEA, UNFINISHED])) == {
        "Léa": (True, False, True),
        "Sam": (False, True, False),
    }
    assert form([LEA] * 7, count=5)["Léa"] == (True,) * 5
