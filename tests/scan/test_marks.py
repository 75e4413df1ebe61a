"""Reading a flattened page's circles: the paper's light, alignment, ink share, each circle then each row."""

from __future__ import annotations

from functools import cache

import cv2
import numpy as np
import pytest

from generator.scan.locate import PX_PER_MM
from generator.scan.marks import (
    AROUND_DOUBT,
    EMPTY_BELOW,
    FILLED_FROM,
    LIGHT_MM,
    SPILL_DOUBT,
    State,
    Unaligned,
    darkness,
    lies_flat,
    paper_light,
    read_rows,
)
from generator.sheets.scan_layout import ScanPage
from tests.scan.flat import Gray, layout_page, marks_for, paint, render, sheet

VALUES = {
    (1, "a", "miles"): 725,
    (1, "a", "safeties"): 2,
    (1, "a", "coups_fourres"): 1,
    (1, "a", "delayed"): 1,
    (1, "a", "two_hundreds"): 0,
    (1, "b", "miles"): 1000,
    (1, "b", "safeties"): 1,
    (1, "b", "coups_fourres"): 0,
    (1, "b", "delayed"): 0,
    (1, "b", "two_hundreds"): 2,
}


@cache
def blank() -> Gray:
    return render(sheet(), PX_PER_MM)


@cache
def layout() -> ScanPage:
    return layout_page()


def values_read(image: Gray) -> dict[tuple[int, str, str, str], int | None]:
    return {
        (r.row.hand, r.row.side, r.row.fact, r.row.part): r.value
        for r in read_rows(image, layout(), PX_PER_MM)
    }


def expected(values: dict[tuple[int, str, str], int]) -> dict[tuple[int, str, str, str], int | None]:
    """What each row of hand 1 should read as: its part of the value; hands 2 on blank (``None``)."""
    found: dict[tuple[int, str, str, str], int | None] = {}
    for row in layout().rows:
        key = (row.hand, row.side, row.fact, row.part)
        value = values.get((row.hand, row.side, row.fact))
        if value is None:
            found[key] = 0 if len(row.marks) == 1 else None
        elif row.fact == "miles":
            found[key] = value - value % 100 if row.part == "hundreds" else value % 100
        else:
            found[key] = value
    return found


def test_clean_fills_are_read_and_empty_rows_are_blank() -> None:
    image = paint(blank(), marks_for(layout(), VALUES), PX_PER_MM)
    assert values_read(image) == expected(VALUES)


def test_an_empty_circle_reads_nearly_no_ink_once_its_printed_figure_is_taken_off() -> None:
    reads = read_rows(blank(), layout(), PX_PER_MM)
    shares = [mark.share for row in reads for mark in row.marks]
    assert max(shares) < EMPTY_BELOW / 2
    assert all(row.blank for row in reads)


def test_light_pencil_is_read_as_a_fill() -> None:
    image = paint(blank(), marks_for(layout(), VALUES), PX_PER_MM, ink=150)
    assert values_read(image) == expected(VALUES)


def test_a_faint_fill_beside_a_filled_circle_makes_the_row_a_doubt_never_the_other_s_value() -> None:
    # A fill so light (or under so much light) that it reads as little ink is a doubt, not an empty
    # circle: a crossed-out circle beside it, its cross lost, would otherwise be read as the value.
    faint = [m for m in marks_for(layout(), {(1, "a", "miles"): 50}) if m.value == 50]
    image = paint(paint(blank(), marks_for(layout(), VALUES), PX_PER_MM), faint, PX_PER_MM, ink=202)
    (row,) = (
        r
        for r in read_rows(image, layout(), PX_PER_MM)
        if (r.row.hand, r.row.side, r.row.fact) == (1, "a", "miles") and r.row.part != "hundreds"
    )
    (light,) = (m for m in row.marks if m.mark.value == 50)
    assert light.share < EMPTY_BELOW
    assert light.state is State.DOUBT
    assert row.value is None


def test_a_partial_fill_is_a_doubt_never_a_value() -> None:
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (1, "a", "safeties"))
    image = paint(blank(), [row.marks[3]], PX_PER_MM, share=0.42)  # a third of its inside
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert [m.state for m in read.marks] == [State.EMPTY] * 3 + [State.DOUBT, State.EMPTY]
    assert EMPTY_BELOW <= read.marks[3].share < FILLED_FROM
    assert read.value is None


def test_two_filled_circles_in_a_row_are_both_seen_and_the_row_has_no_value() -> None:
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact, r.part) == (2, "b", "miles", "hundreds"))
    image = paint(blank(), [row.marks[7], row.marks[8]], PX_PER_MM)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert [m.mark.text for m in read.filled] == ["7", "8"]
    assert read.value is None


def test_an_empty_yes_or_no_box_reads_no_and_a_filled_one_yes() -> None:
    page = layout()
    box = next(r for r in page.rows if (r.hand, r.side, r.fact) == (3, "a", "delayed"))
    image = paint(blank(), box.marks, PX_PER_MM)
    reads = {r.row: r for r in read_rows(image, page, PX_PER_MM)}
    assert reads[box].value == 1
    other = next(r for r in page.rows if (r.hand, r.side, r.fact) == (3, "b", "delayed"))
    assert reads[other].value == 0


def hard_shadow(image: Gray, *, depth: float = 0.45) -> Gray:
    """``image`` with a hard-edged shadow over its right part, its edge slanting across the rows."""
    height, width = image.shape
    ys, xs = np.mgrid[0:height, 0:width]
    shadow = xs > width * 0.45 + (ys - height / 2) * 0.3
    return np.asarray(np.where(shadow, image * depth, image), np.uint8)


def test_a_hard_shadow_s_edge_is_never_read_as_ink() -> None:
    # Before: the paper's light from a small maximum filter lent the shadow's edge the light of the
    # lit side, so the shaded circles along it read as filled (dozens of confident wrong reads).
    image = hard_shadow(paint(blank(), marks_for(layout(), VALUES), PX_PER_MM))
    assert values_read(image) == expected(VALUES)
    reads = read_rows(hard_shadow(blank()), layout(), PX_PER_MM)
    assert max(mark.share for row in reads for mark in row.marks) < EMPTY_BELOW / 2


def test_the_paper_s_light_keeps_a_shadow_s_edge_where_it_is() -> None:
    paper = np.full((200, 200), 230, np.uint8)
    paper[:, 100:] = 100
    light = paper_light(paper, PX_PER_MM)
    assert np.allclose(light, paper)
    # A circle of ink smaller than the closing is taken away: the light under it is the paper's.
    cv2.circle(paper, (50, 100), round(2.2 * PX_PER_MM), 30, -1)
    assert paper_light(paper, PX_PER_MM)[100, 50] == 230
    assert LIGHT_MM > 4.4


def test_darkness_is_relative_to_the_paper_around_each_pixel() -> None:
    paper = np.full((100, 100), 200, np.uint8)
    paper[:, 50:] = 100  # shade
    paper[40:45, 20:25] = 100  # ink on the lit side, as dark as the shade
    dark = darkness(paper, PX_PER_MM)
    assert dark[42, 22] == pytest.approx(0.5, abs=0.01)
    assert dark[42, 75] == 0.0


def test_a_row_a_millimetre_and_a_half_away_from_where_the_flat_page_puts_it_is_found() -> None:
    image = paint(blank(), marks_for(layout(), VALUES), PX_PER_MM)
    shift = round(1.5 * PX_PER_MM)
    moved = np.full_like(image, 255)
    moved[shift:, shift:] = image[:-shift, :-shift]
    assert values_read(moved) == expected(VALUES)


def test_rings_far_from_where_the_page_puts_them_make_the_page_not_flat() -> None:
    image = blank()
    shift = round(4.5 * PX_PER_MM)
    moved = np.full_like(image, 255)
    moved[shift:] = image[:-shift]
    with pytest.raises(Unaligned):
        read_rows(moved, layout(), PX_PER_MM)


def test_a_page_lies_flat_where_one_of_the_layouts_it_may_be_puts_its_rings() -> None:
    # Its code unread, a page may be any of several layouts: a curl is said where it fits none.
    image = blank()
    shift = round(4.5 * PX_PER_MM)
    moved = np.full_like(image, 255)
    moved[shift:] = image[:-shift]
    assert lies_flat(image, [layout()], PX_PER_MM)
    assert not lies_flat(moved, [layout()], PX_PER_MM)
    assert not lies_flat(moved, [layout(), layout()], PX_PER_MM)


def ring_around(image: Gray, mark_centre: tuple[float, float], radius_mm: float, *, ink: int = 35) -> Gray:
    """``image`` with a ring of ``radius_mm`` drawn around a point, in a pen's width."""
    painted = image.copy()
    x, y = mark_centre[0] * PX_PER_MM, mark_centre[1] * PX_PER_MM
    thickness = max(1, round(0.5 * PX_PER_MM))
    cv2.circle(painted, (round(x), round(y)), round(radius_mm * PX_PER_MM), ink, thickness, cv2.LINE_AA)
    return painted


@pytest.mark.parametrize("widening", [1.2, 1.4])
def test_a_ring_drawn_around_a_circle_is_a_doubt_never_a_blank_row(widening: float) -> None:
    # Before: the ring's ink lies outside the circle's inside, so the row read blank, and on a row
    # the hand does not ask (the 200s of a hand short of the trip) a blank row reads as none.
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "a", "two_hundreds"))
    mark = row.marks[1]
    image = ring_around(blank(), mark.centre, mark.radius * widening)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert read.marks[1].state is State.DOUBT
    assert not read.blank
    assert read.value is None


def test_a_ring_around_one_circle_leaves_its_neighbours_and_the_other_rows_alone() -> None:
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "a", "two_hundreds"))
    image = ring_around(blank(), row.marks[1].centre, row.marks[1].radius * 1.4)
    reads = read_rows(image, page, PX_PER_MM)
    doubts = [(r.row, m.mark) for r in reads for m in r.marks if m.state is not State.EMPTY]
    assert doubts == [(row, row.marks[1])]


def test_a_circle_blackened_past_its_outline_is_a_doubt() -> None:
    # A circle blackened to cross it out, beside the right one read as empty (a dot, a faint fill),
    # read as the value crossed out.
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "b", "safeties"))
    image = paint(blank(), [row.marks[2]], PX_PER_MM, share=1.4)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert read.marks[2].state is State.DOUBT
    assert read.value is None


def test_a_filled_circle_with_a_slash_run_out_of_it_both_ways_is_a_doubt() -> None:
    # A circle crossed out with a slash in the same pencil as its fill: the slash is lost inside it,
    # but runs out of it on two opposite sides, which a fill never does.
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "b", "safeties"))
    mark = row.marks[2]
    image = paint(blank(), [mark], PX_PER_MM)
    x, y = mark.centre[0] * PX_PER_MM, mark.centre[1] * PX_PER_MM
    reach = 1.6 * mark.radius * PX_PER_MM * 0.7071
    start, end = (round(x - reach), round(y + reach)), (round(x + reach), round(y - reach))
    cv2.line(image, start, end, 40, max(1, round(0.5 * PX_PER_MM)), cv2.LINE_AA)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert read.marks[2].share >= FILLED_FROM
    assert read.marks[2].state is State.DOUBT
    assert read.value is None


def test_a_clean_fill_does_not_spill_into_a_doubt() -> None:
    reads = read_rows(paint(blank(), marks_for(layout(), VALUES), PX_PER_MM), layout(), PX_PER_MM)
    assert all(m.spill < SPILL_DOUBT / 2 and m.around < AROUND_DOUBT / 2 for r in reads for m in r.marks)


def bar_shadow(image: Gray, *, width_mm: float, depth: float = 0.45) -> Gray:
    """``image`` under a hard-edged shadow ``width_mm`` across (a pen held over the page), slanting
    down across every line of rows."""
    height, width = image.shape
    ys, xs = np.mgrid[0:height, 0:width]
    across = np.abs((xs - width * 0.3) * np.cos(1.2) - (ys - height / 2) * np.sin(1.2))
    return np.asarray(np.where(across < width_mm * PX_PER_MM / 2, image * depth, image), np.uint8)


@pytest.mark.parametrize("width_mm", [4.0, 5.5])
def test_a_shadow_narrower_than_a_circle_s_light_is_never_read_as_ink(width_mm: float) -> None:
    # Before: the closing of LIGHT_MM took a pen's shadow, narrower than it, for ink, and the
    # circles under it read as filled (a yes-or-no box read as yes).
    image = bar_shadow(paint(blank(), marks_for(layout(), VALUES), PX_PER_MM), width_mm=width_mm)
    assert values_read(image) == expected(VALUES)
    reads = read_rows(bar_shadow(blank(), width_mm=width_mm), layout(), PX_PER_MM)
    assert max(mark.share for row in reads for mark in row.marks) < EMPTY_BELOW / 2


def test_a_dot_in_a_circle_is_a_doubt_never_a_blank_row() -> None:
    # Before: a dot is too small a share of a circle's inside to be more than empty, so the row
    # read blank, and on a row the hand does not ask, none.
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "a", "coups_fourres"))
    mark = row.marks[1]
    image = blank().copy()
    centre = (round(mark.centre[0] * PX_PER_MM), round(mark.centre[1] * PX_PER_MM))
    cv2.circle(image, centre, round(0.6 * PX_PER_MM), 35, -1, cv2.LINE_AA)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert read.marks[1].share < EMPTY_BELOW
    assert read.marks[1].state is State.DOUBT
    assert read.value is None
    assert not read.blank


def test_a_ring_drawn_around_a_circle_partly_past_its_band_is_still_a_doubt() -> None:
    # A ring wider than the band on one side inks part of it only: the band's ink as a whole says it.
    page = layout()
    row = next(r for r in page.rows if (r.hand, r.side, r.fact) == (2, "a", "two_hundreds"))
    mark = row.marks[1]
    off = (mark.centre[0] + 0.6, mark.centre[1] + 0.3)
    image = ring_around(blank(), off, mark.radius * 1.5)
    read = next(r for r in read_rows(image, page, PX_PER_MM) if r.row == row)
    assert read.marks[1].around < AROUND_DOUBT
    assert read.marks[1].state is State.DOUBT
    assert read.value is None
