"""Right-to-left names in left-to-right lines: found, isolated, and put in the order they are drawn."""

from __future__ import annotations

import unicodedata

import pytest

from generator.text.bidi import FIRST_RIGHT_TO_LEFT, RIGHT_TO_LEFT, has_right_to_left, isolate, visual_order


def test_hebrew_prints_in_visual_order() -> None:
    assert visual_order("שרה") == "הרש"
    assert visual_order("Ana & Cleo") == "Ana & Cleo"


def test_an_isolated_right_to_left_name_is_reordered_alone_and_the_sentence_keeps_its_order() -> None:
    sentence = f"In the lead: {isolate('דוד כהן')}, 1,800 points."
    assert visual_order(sentence) == "In the lead: ןהכ דוד, 1,800 points."
    assert (
        visual_order(f"Most coups fourrés: {isolate('דוד כהן')} (1).") == "Most coups fourrés: ןהכ דוד (1)."
    )
    assert visual_order(f"Players: Sam and {isolate('דוד כהן')}") == "Players: Sam and ןהכ דוד"


def test_a_right_to_left_name_nobody_isolated_is_still_reordered_alone() -> None:
    assert visual_order("In the lead: דוד כהן, 1,800 points.") == "In the lead: ןהכ דוד, 1,800 points."
    assert visual_order("Most coups fourrés: דוד כהן (1).") == "Most coups fourrés: ןהכ דוד (1)."
    assert visual_order("דוד כהן") == "ןהכ דוד"
    assert visual_order("Capot : Zoé et שרה") == "Capot : Zoé et הרש"


def test_no_character_before_the_hebrew_block_is_right_to_left() -> None:
    # What lets has_right_to_left skip the lookup for strings wholly before it.
    before = [chr(code) for code in range(ord(FIRST_RIGHT_TO_LEFT))]
    assert [ch for ch in before if unicodedata.bidirectional(ch) in RIGHT_TO_LEFT] == []


@pytest.mark.parametrize(
    "text",
    [
        "Coups fourrés — 300 chacun",
        "1\u202f000\u00a0bornes",
        "Ana & Cleo",
        "",
        "דוד כהן — 1\u202f000",
        "سارة",
    ],
)
def test_right_to_left_text_is_found_as_a_lookup_of_every_character_finds_it(text: str) -> None:
    every = any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in text)
    assert has_right_to_left(text) is every
