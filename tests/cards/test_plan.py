"""Every page as data, over every way to print: backs that forgive a drifting duplex, marks a ruler
can use, cards upright unless turning saves a page."""

from __future__ import annotations

import itertools
from functools import cache

import pytest

from generator.cards.cards_pdf import build_cards
from generator.cards.imposition import MARK_MIN_GAP, MARK_MIN_LENGTH, MM, CardSizeError, Duplex, Mark
from generator.cards.plan import DRIFT, PagePlan, PrintOptions, fill_box, fill_shortfall, plan_pages
from generator.pdf.page import PAPERS
from generator.rules.editions import EDITIONS
from generator.text.languages import EN

MARGINS = (4.0, 5.0, 6.0, 7.0, 8.0, 10.0, 12.0)
GAPS = (0.0, 1.0, 2.0, 3.0, 6.0)
BLEEDS = (0.0, 3.0)
COUNTS = (8, 4, 9, 12)  # the rules cards, the default aids, and more aids
SIZES = ((63.5, 88.9), (57.0, 89.0), (44.0, 68.0))


@cache
def _plans(layout: str) -> list[tuple[tuple[object, ...], tuple[PagePlan, ...]]]:
    """The pages of every paper, margin, gap, bleed, duplex, count and card size that fits."""
    plans: list[tuple[tuple[object, ...], tuple[PagePlan, ...]]] = []
    flips: tuple[Duplex, ...] = ("long", "short")
    for case in itertools.product(PAPERS, MARGINS, GAPS, BLEEDS, flips, COUNTS, SIZES):
        paper, margin, gap, bleed, duplex, count, size = case
        options = PrintOptions(layout=layout, duplex=duplex, bleed=bleed, margin=margin, gap=gap)
        try:
            _, pages = plan_pages(PAPERS[paper], (size[0] * MM, size[1] * MM), count=count, options=options)
        except CardSizeError:
            continue
        plans.append((case, pages))
    return plans


def _reach(page: PagePlan) -> float:
    """How far the backs' fill runs past their cuts on a page of backs, at the least (points)."""
    least = float("inf")
    for face in page.faces:
        fill = fill_box(face, page)
        cut = face.slot.grown(0)
        least = min(least, cut[0] - fill[0], cut[1] - fill[1], fill[2] - cut[2], fill[3] - cut[3])
    return least


@pytest.mark.slow
def test_every_back_keeps_its_fill_three_millimetres_past_every_cut_at_every_margin_and_gap() -> None:
    plans = _plans("cards")
    pairs = [page for _, pages in plans for page in pages if page.kind == "backs"]
    assert len(pairs) > 3000
    short = [
        (case, page.number, _reach(page) / MM)
        for case, pages in plans
        for page in pages
        if page.kind == "backs" and _reach(page) < DRIFT - 0.01
    ]
    assert short == []
    assert all(fill_shortfall(pages) is None for _, pages in plans)


def _length(mark: Mark) -> float:
    return abs(mark.x2 - mark.x1) + abs(mark.y2 - mark.y1)


@pytest.mark.slow
@pytest.mark.parametrize("layout", ["cards", "fold"])
def test_every_crop_mark_is_two_millimetres_long_or_more(layout: str) -> None:
    plans = _plans(layout)
    marks = [mark for _, pages in plans for page in pages for mark in page.marks]
    assert len(marks) > 10000
    assert min(map(_length, marks)) >= MARK_MIN_LENGTH - 1e-6
    for _, pages in plans:
        for page in pages:
            outline = (
                min(f.slot.x for f in page.faces),
                min(f.slot.y for f in page.faces),
                max(f.slot.x + f.slot.width for f in page.faces),
                max(f.slot.y + f.slot.height for f in page.faces),
            )
            for mark in page.marks:  # a gap away from the cards and their bleed
                x, y = (mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2
                inside_x = outline[0] - MARK_MIN_GAP < x < outline[2] + MARK_MIN_GAP
                inside_y = outline[1] - MARK_MIN_GAP < y < outline[3] + MARK_MIN_GAP
                assert not (inside_x and inside_y), mark


def _grid(paper: str, margin: float, count: int = 8) -> tuple[int, int, bool]:
    imposition, _ = plan_pages(
        PAPERS[paper], (63.5 * MM, 88.9 * MM), count=count, options=PrintOptions(margin=margin)
    )
    return imposition.columns, imposition.rows, imposition.turned


def test_upright_wins_where_it_holds_the_cards_on_as_few_pages() -> None:
    # At 6 mm on A4, nine upright (marks 2 mm long) hold the eight cards as eight turned would.
    assert _grid("a4", 6.0) == (3, 3, False)
    # Letter at the default margin: two pages either way (four upright, six turned): upright.
    assert _grid("letter", 10.0) == (2, 2, False)


def test_cards_turn_where_that_saves_a_page() -> None:
    # A4 at the default margin holds six upright, eight turned: the eight cards on one page.
    assert _grid("a4", 10.0) == (2, 4, True)
    # Letter at 5 mm: six upright (nine would leave the crop marks 1.1 mm), eight turned.
    assert _grid("letter", 5.0) == (2, 4, True)


def test_a_back_offset_towards_the_edge_is_warned_of_naming_the_shortfall() -> None:
    told: list[str] = []
    build_cards(
        EDITIONS["winning-moves"], lang=EN, paper="a4", margin=5.0, back_offset=(2.0, 0.0), warn=told.append
    )
    assert told == [
        "the backs' grey runs only 2.5 mm past the right cuts on page 2, not 3 mm (the paper's margin "
        "stops it): a back printed more than 2.5 mm off may show a white edge there"
    ]
    told.clear()
    build_cards(
        EDITIONS["winning-moves"], lang=EN, paper="a4", margin=5.0, back_offset=(1.0, 0.0), warn=told.append
    )
    assert told == []
