"""The one-page sheet's panels: as tall as their text, in columns that end together, read in order."""

from __future__ import annotations

import itertools

import pytest

from generator.cards import panels
from generator.cards.cards_pdf import SHEET_BODY_SIZE, lay_out_sheet
from generator.cards.content import CARDS
from generator.cards.imposition import MM
from generator.cards.layout import STEP, measure
from generator.cards.markup import Cell, Document, Paragraph, Row, Run, Table
from generator.cards.panels import PANEL_GAP, Spot, place_panels
from generator.pdf.box import Box
from generator.rules.editions import EDITIONS
from generator.text.languages import Lang
from tests.cards.conftest import EDITION_LANGS


def _overlap(a: Box, b: Box) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.top and b.y < a.top


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_card_is_a_panel_at_one_size_of_8_5_pt_or_more_filling_the_page(
    edition_id: str, lang: Lang, paper: str
) -> None:
    sheet = lay_out_sheet(EDITIONS[edition_id], lang=lang, paper=paper)
    assert sheet.heading.overflows() == []
    assert [laid.key for _, laid in sheet.panels] == list(CARDS)
    (size,) = {laid.size for _, laid in sheet.panels}  # one size for the whole page
    assert size >= SHEET_BODY_SIZE, f"{size:.2f} pt"
    boxes = [box for box, _ in sheet.panels]
    for box, laid in sheet.panels:
        assert laid.overflows() == []
        assert box.x >= 10 * MM
        assert box.y >= 10 * MM
        assert box.right <= sheet.page_width - 10 * MM
        assert box.top <= sheet.page_height - 10 * MM
    for a, b in itertools.combinations(boxes, 2):
        assert not _overlap(a, b), (a, b)
        if a.x < b.right and b.x < a.right:  # one above the other, a gap between them
            assert min(abs(a.y - b.top), abs(b.y - a.top)) >= PANEL_GAP - 0.01
    bottom = min(box.y for box in boxes)
    for left in sorted({round(box.x, 3) for box in boxes}):  # every column ends at the foot
        assert min(box.y for box in boxes if round(box.x, 3) <= left < box.right) == pytest.approx(bottom)
    # The turn opens the sheet, top left; few panels read out of the cards' order.
    top = max(box.top for box in boxes)
    assert (boxes[0].x, boxes[0].top) == (min(box.x for box in boxes), top)
    spots = [Spot(round(box.x), 1, round(top - box.top, 1), 0) for box in boxes]
    assert panels._out_of_order(spots) <= 6  # of the 28 pairs of eight panels


def _wide_table(key: str) -> Document:
    words = "Anticonstitutionnellement Inconditionnellement Incompréhensiblement"
    row = Row(tuple(Cell((Run(word),)) for word in words.split()))
    return Document("card", key, (Paragraph("title", (Run(key),)), Table((row, row))))


def _short(key: str) -> Document:
    return Document("card", key, (Paragraph("title", (Run(key),)), Paragraph("p", (Run("A few words."),))))


def test_a_panel_too_wide_for_one_column_spans_two() -> None:
    area = Box(0, 0, 180 * MM, 250 * MM)
    documents = [_short("a"), _wide_table("wide"), _short("b"), _short("c")]
    size, placed = place_panels(documents, area, max_size=10.0, keep=10.0)
    widths = {laid.key: box.width for box, laid in placed}
    assert widths["wide"] > widths["a"] * 1.5
    assert all(laid.overflows() == [] for _, laid in placed)
    assert size == 10.0


def test_the_size_is_the_largest_the_panels_fit_at() -> None:
    documents = [Document("card", str(i), (Paragraph("p", (Run("word " * 120),)),)) for i in range(6)]
    area = Box(0, 0, 180 * MM, 120 * MM)
    size, placed = place_panels(documents, area, max_size=10.0, keep=10.0)
    assert size < 10.0
    assert all(laid.size == size for _, laid in placed)
    # A step larger, no placement fits.
    measured = [measure(d) for d in documents]
    needs = panels._needs(measured, area, 3, size + 2 * STEP)
    two = panels._needs(measured, area, 2, size + 2 * STEP)
    for columns, need in ((3, needs), (2, two)):
        assert need is None or next(panels._placements(need, columns, area.height), None) is None


def test_every_placement_in_order_is_tried_and_each_stays_in_its_depth() -> None:
    needs = [(1, 10.0)] * 4
    placements = list(panels._placements(needs, 3, 1000.0))
    assert len(placements) == 3**4
    shallow = list(panels._placements(needs, 3, 30.0))  # two panels a column at most
    assert shallow
    assert all(max(spot.bottom for spot in spots) <= 30.0 for spots in shallow)
    assert len(shallow) < len(placements)


def test_out_of_order_counts_panels_read_before_an_earlier_one() -> None:
    in_order = (Spot(0, 1, 0, 10), Spot(1, 1, 0, 10), Spot(0, 1, 13, 10))
    assert panels._out_of_order(in_order) == 0
    swapped = (Spot(1, 1, 0, 10), Spot(0, 1, 0, 10))
    assert panels._out_of_order(swapped) == 1


def test_each_panel_grows_to_the_next_in_its_columns_or_to_the_foot() -> None:
    spots = (Spot(0, 1, 0, 10), Spot(1, 1, 0, 30), Spot(0, 2, 30 + PANEL_GAP, 10))
    grown = panels._grown(spots, 100.0)
    assert grown[0].bottom == pytest.approx(30)  # down to the wide panel, a gap above it
    assert grown[1].bottom == pytest.approx(30)
    assert grown[2].bottom == pytest.approx(100)
