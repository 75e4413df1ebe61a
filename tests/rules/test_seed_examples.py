"""The worked examples of the seeds, replayed as scoring cases."""

from __future__ import annotations

from generator.rules import EDITIONS, SideFacts, score_hand


def test_seed_000_hand_1_scores_2200_to_675() -> None:
    edition = EDITIONS["parker-brothers"]
    hand = score_hand(
        edition,
        edition.setup(4),
        {
            "ns": SideFacts(miles=1000, safeties=2, coups_fourres=1, two_hundreds=1, delayed=True),
            "ew": SideFacts(miles=575, safeties=1),
        },
    )
    assert hand.total("ns") == 2200
    assert hand.total("ew") == 675
