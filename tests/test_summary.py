"""What `bornes score --json` says about each hand, beyond its points."""

from __future__ import annotations

from generator.files import load_match
from generator.rules import play
from generator.summary import summary
from tests.conftest import EXAMPLES


def test_json_says_each_hand_s_trip_who_completed_it_and_the_extension_s_fate() -> None:
    data = summary(play(load_match(EXAMPLES / "two-players-extension.toml")))
    hands = data["hands"]
    assert [(h["trip"], h["completed"]) for h in hands] == [
        (1000, "lea"),
        (700, "sam"),
        (1000, None),
        (700, "lea"),
    ]
    assert [h["extension"] for h in hands] == [
        {"caller": "lea", "made": True},
        None,
        {"caller": "sam", "made": False},
        None,
    ]
    assert [h["shutouts"] for h in hands] == [[], [], [], ["lea"]]
    assert [h["delayed"] for h in hands] == [None, None, None, "lea"]
    assert hands[0]["facts"]["lea"] == {
        "miles": 1000,
        "safeties": 1,
        "coups_fourres": 0,
        "two_hundreds": 1,
        "delayed": False,
        "extension": True,
    }
