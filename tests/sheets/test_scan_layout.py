"""The scan sheet's geometry: a row per part of each fact the table asks, clear of the markers; its map."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.questions import Kind, questions
from generator.sheets.scan_code import MAP_FORMAT
from generator.sheets.scan_layout import (
    BUBBLE_MM,
    FRAME_MM,
    MARKER_MM,
    MARKER_QUIET_MM,
    Box,
    Part,
    ScanPage,
    frame,
    map_document,
    map_json,
    paper_mm,
    per_page,
    scan_layout,
    scan_page,
)

SETUPS = [(edition, setup) for edition in EDITIONS.values() for setup in edition.setups]
IDS = [f"{edition.id}-{setup.id}" for edition, setup in SETUPS]


def overlaps(one: Box, other: Box) -> bool:
    return one.x < other.right and other.x < one.right and one.y < other.bottom and other.y < one.bottom


@pytest.mark.parametrize(("edition", "setup"), SETUPS, ids=IDS)
def test_each_side_of_each_hand_has_a_row_per_part_of_each_fact_the_table_asks(
    edition: Edition, setup: Setup
) -> None:
    page = scan_page(edition, setup, "a4", first_hand=1, page=1)
    asked = questions(edition, setup)
    for hand in page.hands:
        for side in "abcdefgh"[: setup.sides]:
            rows = [row for row in page.rows if (row.hand, row.side) == (hand, side)]
            assert [row.fact for row in rows if row.part is not Part.TENS] == [q.fact for q in asked]
            for question in asked:
                parts = [row for row in rows if row.fact == question.fact]
                if question.fact == "miles":
                    hundreds, tens = parts
                    assert [m.value for m in tens.marks] == [0, 25, 50, 75]
                    assert hundreds.marks[-1].value + tens.marks[-1].value >= (question.most or 0)
                    assert hundreds.marks[-1].value <= (question.most or 0)
                elif question.kind is Kind.YES_NO:
                    assert [(m.value, m.square) for m in parts[0].marks] == [(1, True)]
                else:
                    assert [m.value for m in parts[0].marks] == list(range((question.most or 0) + 1))


def test_dujardin_2025_s_race_sheet_has_the_miles_alone_about_ten_games_a_page() -> None:
    edition = EDITIONS["dujardin-2025"]
    page = scan_page(edition, edition.setup(2, None), "a4", first_hand=1, page=1)
    assert {row.fact for row in page.rows} == {"miles"}
    assert len(page.hands) == 10


def test_a4_holds_six_hands_for_two_sides_four_for_three_three_for_four() -> None:
    edition = EDITIONS["dujardin-2024"]
    assert [
        per_page(edition, edition.setup(players, sides), "a4")
        for players, sides in ((2, None), (3, None), (4, 4))
    ] == [
        6,
        4,
        3,
    ]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("edition", "setup"), SETUPS, ids=IDS)
def test_every_mark_sits_inside_the_frame_clear_of_the_markers_code_and_other_marks(
    edition: Edition, setup: Setup, paper: str
) -> None:
    page = scan_page(edition, setup, paper, first_hand=1, page=1)
    width, height = paper_mm(paper)
    guarded = [marker.box for marker in page.markers]
    keep_off = [
        Box(
            b.x - MARKER_QUIET_MM,
            b.y - MARKER_QUIET_MM,
            b.width + 2 * MARKER_QUIET_MM,
            b.height + 2 * MARKER_QUIET_MM,
        )
        for b in guarded
    ] + [page.code, page.heading, page.how, page.foot]
    boxes = [row.box for row in page.rows]
    for box in boxes:
        assert FRAME_MM <= box.x < box.right <= width - FRAME_MM
        assert FRAME_MM <= box.y < box.bottom <= height - FRAME_MM
        assert not any(overlaps(box, other) for other in keep_off)
    for one, other in combinations(boxes, 2):
        assert not overlaps(one, other)
    for row in page.rows:
        for left, right in zip(row.marks, row.marks[1:], strict=False):
            assert right.centre[0] - left.centre[0] > BUBBLE_MM
        assert row.label.right <= row.marks[0].centre[0] - row.marks[0].radius + 0.01


def test_the_markers_are_in_the_four_corners_within_the_safe_margin() -> None:
    page = scan_page(
        EDITIONS["winning-moves"], EDITIONS["winning-moves"].default_setup, "letter", first_hand=1, page=1
    )
    width, height = paper_mm("letter")
    lefts = sorted(marker.corners[0] for marker in page.markers)
    assert lefts == sorted(
        [
            (FRAME_MM, FRAME_MM),
            (width - FRAME_MM - MARKER_MM, FRAME_MM),
            (FRAME_MM, height - FRAME_MM - MARKER_MM),
            (width - FRAME_MM - MARKER_MM, height - FRAME_MM - MARKER_MM),
        ]
    )
    assert frame("letter").code.width >= 28


def test_a_sheet_is_whole_pages_numbered_on_from_its_first_hand() -> None:
    edition = EDITIONS["parker-brothers"]
    layout = scan_layout(edition, edition.default_setup, "a4", first_hand=5, hands=8)
    assert [page.hands for page in layout.pages] == [tuple(range(5, 11)), tuple(range(11, 17))]
    assert [page.first_hand for page in layout.pages] == [5, 11]


def test_the_geometry_is_the_same_whatever_the_names_and_language() -> None:
    # The reader finds the rows from the rules, setup and paper alone (scan_page takes nothing else).
    edition = EDITIONS["dujardin-classic"]
    one: ScanPage = scan_page(edition, edition.default_setup, "a4", first_hand=1, page=1)
    assert one == scan_page(edition, edition.default_setup, "a4", first_hand=1, page=1)


def test_the_map_is_the_published_format_and_json_with_the_page_s_numbers() -> None:
    edition = EDITIONS["parker-brothers"]
    layout = scan_layout(edition, edition.default_setup, "a4", hands=7)
    document = json.loads(map_json(layout))
    assert document == map_document(layout)
    assert list(document) == ["format", "pages"]
    assert document["format"] == MAP_FORMAT
    first = document["pages"][0]
    assert list(first) == ["page", "size_mm", "markers", "qr_mm", "rows"]
    assert first["size_mm"] == [210.0, 297.0]
    assert [list(m) for m in first["markers"]] == [["id", "corners_mm"]] * 4
    assert len(first["qr_mm"]) == 3
    row = first["rows"][0]
    assert list(row) == ["hand", "side", "fact", "marks"]
    assert (row["hand"], row["side"], row["fact"]) == (1, "a", "miles")
    assert list(row["marks"][0]) == ["value", "centre_mm", "radius_mm"]
    assert [p["page"] for p in document["pages"]] == [1, 2]
    # A fact's value is the sum of its rows' marks: the miles' hundreds and the rest.
    miles = [r for r in first["rows"] if (r["hand"], r["side"], r["fact"]) == (1, "a", "miles")]
    assert [[m["value"] for m in r["marks"]][-1] for r in miles] == [1000, 75]
    assert map_json(layout).endswith(b"\n")
    assert map_json(layout).isascii()
