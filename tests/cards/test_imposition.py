"""Placing cards on paper: grids, crop marks at the card corners, backs mirrored for duplex."""

from __future__ import annotations

import pytest

from generator.cards.imposition import (
    MARK_GAP,
    MARK_LENGTH,
    MM,
    POKER,
    CardSizeError,
    Imposition,
    Room,
    Slot,
    impose,
    impose_fold,
)
from generator.pdf.page import PAPERS, SAFE_MARGIN

POKER_PT = (POKER[0] * MM, POKER[1] * MM)


def _impose(
    paper: str, card: tuple[float, float] = POKER_PT, count: int = 6, marks: bool = True
) -> Imposition:
    return impose(PAPERS[paper], card, count=count, room=Room(margin=SAFE_MARGIN, crop_marks=marks))


def test_six_poker_cards_go_upright_on_one_a4_page() -> None:
    imposition = _impose("a4")
    assert (imposition.columns, imposition.rows, imposition.turned) == (2, 3, False)
    assert len(imposition.pages) == 1
    assert len(imposition.pages[0].slots) == 6


def test_on_letter_they_turn_to_fit_one_page() -> None:
    # Upright, only 2 × 2 fit inside Letter's margins with room for the marks.
    imposition = _impose("letter")
    assert (imposition.columns, imposition.rows, imposition.turned) == (2, 3, True)
    assert {slot.rotation for slot in imposition.pages[0].slots} == {90}
    assert len(imposition.pages) == 1


def test_without_crop_marks_letter_holds_them_upright() -> None:
    imposition = _impose("letter", marks=False)
    assert (imposition.columns, imposition.rows, imposition.turned) == (3, 2, False)
    assert imposition.pages[0].marks == ()


def test_more_cards_than_a_page_holds_go_on_more_pages() -> None:
    # 7 cards on Letter: two pages upright (4 a page) or turned (6 a page); upright wins the tie.
    imposition = _impose("letter", count=7)
    assert not imposition.turned
    assert [page.cards for page in imposition.pages] == [(0, 1, 2, 3), (4, 5, 6)]


def test_the_grid_that_needs_fewer_pages_wins() -> None:
    # 8 cards: upright A4 holds 6 a page (two pages), turned it holds 8 (one).
    imposition = _impose("a4", count=8)
    assert imposition.turned
    assert [len(page.cards) for page in imposition.pages] == [8]


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("marks", [True, False])
@pytest.mark.parametrize("card", [POKER_PT, (57 * MM, 89 * MM), (88.9 * MM, 63.5 * MM), (100 * MM, 150 * MM)])
def test_cards_and_marks_stay_inside_the_safe_margin(
    paper: str, marks: bool, card: tuple[float, float]
) -> None:
    width, height = PAPERS[paper]
    imposition = _impose(paper, card, marks=marks)
    for page in imposition.pages:
        xs = [x for s in page.slots for x, _ in s.corners] + [x for m in page.marks for x in (m.x1, m.x2)]
        ys = [y for s in page.slots for _, y in s.corners] + [y for m in page.marks for y in (m.y1, m.y2)]
        assert min(xs) >= SAFE_MARGIN
        assert max(xs) <= width - SAFE_MARGIN
        assert min(ys) >= SAFE_MARGIN
        assert max(ys) <= height - SAFE_MARGIN
        for back in page.backs(width):
            assert back.x >= SAFE_MARGIN
            assert back.x + back.width <= width - SAFE_MARGIN


@pytest.mark.parametrize("paper", list(PAPERS))
def test_crop_marks_sit_on_the_lines_through_every_card_corner(paper: str) -> None:
    page = _impose(paper).pages[0]
    vertical = {round(m.x1, 6) for m in page.marks if m.vertical}
    horizontal = {round(m.y1, 6) for m in page.marks if not m.vertical}
    for slot in page.slots:
        for x, y in slot.corners:
            assert round(x, 6) in vertical
            assert round(y, 6) in horizontal
    # Every mark is a short line outside the grid, starting a gap away from it.
    top = max(y for s in page.slots for _, y in s.corners)
    for mark in page.marks:
        length = abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1)
        assert length == pytest.approx(MARK_LENGTH)
        if mark.vertical and mark.y1 > top:
            assert mark.y1 == pytest.approx(top + MARK_GAP)


def test_cards_are_edge_to_edge_so_one_cut_separates_two() -> None:
    slots = _impose("a4").pages[0].slots
    assert slots[0].x + slots[0].width == pytest.approx(slots[1].x)
    assert slots[0].y == pytest.approx(slots[2].y + slots[2].height)


@pytest.mark.parametrize("paper", list(PAPERS))
def test_each_back_is_its_front_mirrored_across_the_vertical_centre_line(paper: str) -> None:
    width = PAPERS[paper][0]
    page = _impose(paper).pages[0]
    for front, back in zip(page.slots, page.backs(width), strict=True):
        assert back.x == pytest.approx(width - front.x - front.width)
        assert (back.y, back.width, back.height) == (front.y, front.width, front.height)
        assert back.rotation == -front.rotation
        # The centre lines coincide once the sheet is turned over its long edge.
        assert back.x + back.width / 2 == pytest.approx(width - (front.x + front.width / 2))


def test_turned_cards_read_in_order_once_the_sheet_is_turned() -> None:
    slots = _impose("letter").pages[0].slots
    # Card tops towards the page's left: the first column, from the bottom up, then the next.
    assert slots[0].x == slots[1].x == slots[2].x < slots[3].x
    assert slots[0].y < slots[1].y < slots[2].y


def test_a_card_larger_than_the_printable_area_is_refused_clearly() -> None:
    with pytest.raises(CardSizeError, match=r"200 × 300 mm card does not fit on the paper"):
        _impose("a4", (200 * MM, 300 * MM))


def test_mirroring_twice_gives_the_front_back() -> None:
    slot = Slot(30, 40, 100, 200, 90)
    assert slot.mirrored(612).mirrored(612) == slot


def test_small_cards_are_centred_on_the_page_not_at_its_top() -> None:
    # 44 × 68 mm on Letter: the page holds 12, the set is 6; they sit in the middle.
    width, height = PAPERS["letter"]
    page = _impose("letter", (44 * MM, 68 * MM)).pages[0]
    top = height - max(s.y + s.height for s in page.slots)
    bottom = min(s.y for s in page.slots)
    left = min(s.x for s in page.slots)
    right = width - max(s.x + s.width for s in page.slots)
    assert top == pytest.approx(bottom)
    assert left == pytest.approx(right)


def test_turned_fold_pairs_fold_on_a_horizontal_line() -> None:
    # 63.5 × 45 mm pairs fit eight to an A4 page only turned: each pair's back lies above its front.
    card = (63.5 * MM, 45 * MM)
    pairs, pages = impose_fold(PAPERS["a4"], card, count=6, room=Room(margin=SAFE_MARGIN))
    assert pairs.turned
    assert len(pages) == 1
    for pair in pages[0]:
        x1, y1, x2, y2 = pair.fold
        assert y1 == y2
        assert x1 == pair.front.x
        assert x2 == pair.front.x + pair.front.width
        assert pair.front.y + pair.front.height == pytest.approx(y1) == pytest.approx(pair.back.y)
        assert pair.back == pair.front.across_horizontal(y1)
        # Folded over that line the back's top meets the front's top: both point to the page's left.
        assert pair.front.rotation == pair.back.rotation == 90
        assert (pair.front.width, pair.front.height) == pytest.approx((card[1], card[0]))
