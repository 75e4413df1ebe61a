"""Drawing the reference cards: fronts and backs imposed for cutting, or one summary sheet.

The pipeline: ``content`` (facts from the edition) → ``templates`` (wording,
in the language) → ``markup`` (blocks) → ``layout`` (text set in a box) →
here, where ``imposition`` places the boxes on paper and ReportLab draws
them. ``lay_out_cards`` and ``lay_out_sheet`` return the layout as data, so
tests check positions numerically; ``build_cards`` returns the PDF's bytes.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from generator.cards.content import CARDS, card_content
from generator.cards.imposition import MM, POKER, CardSizeError, Imposition, Slot, impose
from generator.cards.layout import Laid, lay_out
from generator.cards.markup import Document, parse
from generator.cards.templates import render_back, render_card
from generator.pdf.page import PAPERS, SAFE_MARGIN, new_canvas
from generator.rules.editions import Edition

FRAME_INSET = 2.0 * MM
"""The printed border sits this far inside the cut, so a cut a little off still leaves it whole."""

TEXT_INSET = 4.2 * MM
"""The text stays this far inside the cut."""

CARD_MAX_SIZE = 8.0
LEGIBLE_SIZE = 6.0
"""The smallest body size the default cards are held to; smaller custom cards get a warning."""
SHEET_MAX_SIZE = 10.0
BACK_MAX_SIZE = 8.0
PAPER_NAMES = {"a4": "A4", "letter": "Letter"}
PANEL_GAP = 4.0 * MM
PANEL_PAD = 3.5 * MM
HEADING_HEIGHT = 16.0 * MM


@dataclass(frozen=True)
class Box:
    """A rectangle in points: lower-left corner and size."""

    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class CardSet:
    """The cards layout as data: the imposition, every front and the back, set in the text box."""

    imposition: Imposition
    fronts: tuple[Laid, ...]
    back: Laid
    text_box: Box  # where the text goes inside a card, in the card's own upright coordinates


@dataclass(frozen=True)
class SheetLayout:
    """The sheet layout as data: the heading and the six panels on one page."""

    page_width: float
    page_height: float
    heading_box: Box
    heading: Laid
    panels: tuple[tuple[Box, Laid], ...]  # the panel's frame and its text, set at PANEL_PAD inside


def documents(edition: Edition, lang: str) -> tuple[tuple[Document, ...], Document]:
    """The six fronts and the back, as blocks, for ``edition`` in ``lang``."""
    content = card_content(edition, lang)
    fronts = tuple(parse(render_card(key, content)) for key in CARDS)
    return fronts, parse(render_back(content))


def lay_out_cards(
    edition: Edition,
    *,
    lang: str,
    paper: str,
    card_size: tuple[float, float] = POKER,
    crop_marks: bool = True,
) -> CardSet:
    """The cards layout: six fronts imposed on ``paper``, each front's text set in its card.

    ``card_size`` is in millimetres, upright. Raises ``CardSizeError`` for a
    card too large for the paper or too small for its text.
    """
    return _lay_out_cards(*documents(edition, lang), paper=paper, card_size=card_size, crop_marks=crop_marks)


def _lay_out_cards(
    fronts: tuple[Document, ...],
    back: Document,
    *,
    paper: str,
    card_size: tuple[float, float],
    crop_marks: bool,
) -> CardSet:
    card = (card_size[0] * MM, card_size[1] * MM)
    imposition = impose(
        PAPERS[paper],
        card,
        count=len(fronts),
        margin=SAFE_MARGIN,
        crop_marks=crop_marks,
        paper_name=PAPER_NAMES.get(paper, paper),
    )
    box = Box(TEXT_INSET, TEXT_INSET, card[0] - 2 * TEXT_INSET, card[1] - 2 * TEXT_INSET)
    try:
        laid = tuple(lay_out(doc, box.width, box.height, max_size=CARD_MAX_SIZE) for doc in fronts)
    except CardSizeError as error:
        raise CardSizeError(
            f"a {card_size[0]:g} × {card_size[1]:g} mm card is too small: {error}; "
            "choose a larger --card-size"
        ) from None
    back_box = _back_text_box(card)
    laid_back = lay_out(back, back_box.width, back_box.height, max_size=BACK_MAX_SIZE, centred=True)
    return CardSet(imposition, laid, laid_back, box)


def lay_out_sheet(edition: Edition, *, lang: str, paper: str) -> SheetLayout:
    """The sheet layout: a heading, then the six cards as panels, all at one text size.

    Of two grids (2 × 3 and 3 × 2 panels) the one whose text comes out larger wins.
    """
    return _lay_out_sheet(*documents(edition, lang), paper=paper)


def _lay_out_sheet(fronts: tuple[Document, ...], back: Document, *, paper: str) -> SheetLayout:
    # The heading names the edition once; the panels need not repeat it.
    panels_docs = tuple(
        Document(d.kind, d.key, tuple(b for b in d.blocks if getattr(b, "style", None) != "edition"))
        for d in fronts
    )
    page_width, page_height = PAPERS[paper]
    inner = SAFE_MARGIN + 0.5 * MM
    heading_box = Box(inner, page_height - inner - HEADING_HEIGHT, page_width - 2 * inner, HEADING_HEIGHT)
    heading = lay_out(back, heading_box.width, heading_box.height, max_size=9.0, centred=True)
    area = Box(inner, inner, page_width - 2 * inner, heading_box.y - PANEL_GAP - inner)
    best: tuple[float, tuple[tuple[Box, Laid], ...]] | None = None
    for columns, rows in ((2, 3), (3, 2)):
        boxes = _grid(area, columns, rows, len(panels_docs))
        size = min(
            lay_out(doc, b.width - 2 * PANEL_PAD, b.height - 2 * PANEL_PAD, max_size=SHEET_MAX_SIZE).size
            for doc, b in zip(panels_docs, boxes, strict=True)
        )
        # One size for the whole page: the panels read as one sheet.
        laid = tuple(
            (b, lay_out(doc, b.width - 2 * PANEL_PAD, b.height - 2 * PANEL_PAD, max_size=size))
            for doc, b in zip(panels_docs, boxes, strict=True)
        )
        if best is None or size > best[0] + 1e-9:
            best = (size, laid)
    assert best is not None
    return SheetLayout(page_width, page_height, heading_box, heading, best[1])


def build_cards(
    edition: Edition,
    *,
    lang: str,
    paper: str,
    layout: str = "cards",
    card_size: tuple[float, float] = POKER,
    crop_marks: bool = True,
    warn: Callable[[str], None] | None = None,
) -> bytes:
    """The reference cards of ``edition`` as PDF bytes (same inputs, same bytes).

    ``warn`` is told when a card's text had to be set below ``LEGIBLE_SIZE``.
    """
    buffer = io.BytesIO()
    fronts, back = documents(edition, lang)
    brand, subtitle = (back.paragraphs(style)[0].text for style in ("brand", "p"))
    edition_name = back.paragraphs("edition")[0].text
    canvas = new_canvas(
        buffer,
        paper=paper,
        title=f"{brand} — {subtitle} — {edition_name}",
        subject=" · ".join(p.text for p in (*back.paragraphs("edition"), *back.paragraphs("note"))),
        lang=lang,
    )
    if layout == "sheet":
        _draw_sheet(canvas, _lay_out_sheet(fronts, back, paper=paper))
    else:
        cards = _lay_out_cards(fronts, back, paper=paper, card_size=card_size, crop_marks=crop_marks)
        smallest = min(laid.size for laid in cards.fronts)
        if warn is not None and smallest < LEGIBLE_SIZE:
            warn(
                f"on {card_size[0]:g} × {card_size[1]:g} mm cards some text is set at {smallest:.1f} pt, "
                f"below the {LEGIBLE_SIZE:g} pt that stays easy to read"
            )
        _draw_cards(canvas, cards)
    canvas.save()
    return buffer.getvalue()


def _grid(area: Box, columns: int, rows: int, count: int) -> tuple[Box, ...]:
    width = (area.width - PANEL_GAP * (columns - 1)) / columns
    height = (area.height - PANEL_GAP * (rows - 1)) / rows
    return tuple(
        Box(
            area.x + (i % columns) * (width + PANEL_GAP),
            area.y + area.height - (i // columns + 1) * height - (i // columns) * PANEL_GAP,
            width,
            height,
        )
        for i in range(count)
    )


def _back_text_box(card: tuple[float, float]) -> Box:
    """The back's text goes in the lower part of the card, under the milestone."""
    width, height = card
    return Box(TEXT_INSET, TEXT_INSET * 2, width - 2 * TEXT_INSET, (height - 2 * TEXT_INSET) * 0.42)


def _draw_cards(canvas: Canvas, cards: CardSet) -> None:
    imposition = cards.imposition
    for page in imposition.pages:
        for index, slot in zip(page.cards, page.slots, strict=True):
            with _card_space(canvas, slot):
                _draw_frame(canvas, imposition.card_width, imposition.card_height)
                _draw_laid(canvas, cards.fronts[index], cards.text_box.x, cards.text_box.y)
        canvas.setStrokeGray(0)
        canvas.setLineWidth(0.3)
        for mark in page.marks:
            canvas.line(mark.x1, mark.y1, mark.x2, mark.y2)
        canvas.showPage()
        for slot in page.backs(imposition.page_width):
            with _card_space(canvas, slot):
                _draw_back(canvas, cards, imposition.card_width, imposition.card_height)
        canvas.showPage()


@contextlib.contextmanager
def _card_space(canvas: Canvas, slot: Slot) -> Iterator[None]:
    """Draw in a card's own upright coordinates, whatever its slot's turn."""
    canvas.saveState()
    if slot.rotation == 90:
        canvas.translate(slot.x + slot.width, slot.y)
    elif slot.rotation == -90:
        canvas.translate(slot.x, slot.y + slot.height)
    else:
        canvas.translate(slot.x, slot.y)
    if slot.rotation:
        canvas.rotate(slot.rotation)
    try:
        yield
    finally:
        canvas.restoreState()


def _draw_frame(canvas: Canvas, width: float, height: float) -> None:
    canvas.setStrokeGray(0.25)
    canvas.setLineWidth(0.8)
    inner_w, inner_h = width - 2 * FRAME_INSET, height - 2 * FRAME_INSET
    canvas.roundRect(FRAME_INSET, FRAME_INSET, inner_w, inner_h, 2.5 * MM, stroke=1, fill=0)


def _draw_laid(canvas: Canvas, laid: Laid, x: float, y: float) -> None:
    """Draw set text with its lower-left corner at (x, y); plain strings, never markup."""
    for stroke in laid.strokes:
        canvas.setStrokeGray(stroke.grey)
        canvas.setLineWidth(stroke.width)
        canvas.line(x + stroke.x1, y + stroke.y1, x + stroke.x2, y + stroke.y2)
    for fragment in laid.fragments:
        canvas.setFillGray(fragment.grey)
        canvas.setFont(fragment.font, fragment.size)
        canvas.drawString(x + fragment.x, y + fragment.baseline, fragment.text)
    canvas.setFillGray(0)


def _draw_back(canvas: Canvas, cards: CardSet, width: float, height: float) -> None:
    """A back: the frame, a second frame inside it, a milestone, and the back's text under it."""
    _draw_frame(canvas, width, height)
    canvas.setStrokeGray(0.55)
    canvas.setLineWidth(0.4)
    inset = FRAME_INSET + 1.2 * MM
    canvas.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, 1.8 * MM, stroke=1, fill=0)
    box = _back_text_box((width, height))
    top = box.y + box.height
    room = height - TEXT_INSET - top
    _draw_milestone(canvas, width / 2, top + room * 0.08, room * 0.68)
    _draw_laid(canvas, cards.back, box.x, box.y)


def _draw_milestone(canvas: Canvas, centre: float, base: float, size: float) -> None:
    """A French milestone (borne kilométrique) ``size`` high, in greys: a post with a dark rounded cap."""
    width = size * 0.5
    left = centre - width / 2
    shoulder = base + size - width / 2  # where the round top begins
    arc = (left, shoulder - width / 2, left + width, shoulder + width / 2)

    def post(bottom: float) -> None:
        path = canvas.beginPath()
        path.moveTo(left, bottom)
        path.lineTo(left, shoulder)
        path.arcTo(*arc, startAng=180, extent=-180)
        path.lineTo(left + width, bottom)
        path.close()
        canvas.drawPath(path, stroke=1, fill=1)

    canvas.setLineWidth(1.0)
    canvas.setStrokeGray(0.15)
    canvas.setFillGray(0.97)
    post(base)
    canvas.setFillGray(0.3)
    post(shoulder - width * 0.3)  # the cap, red on a real milestone
    canvas.setLineWidth(0.8)
    canvas.line(centre - size * 0.55, base, centre + size * 0.55, base)
    canvas.setFillGray(0)


def _draw_sheet(canvas: Canvas, sheet: SheetLayout) -> None:
    box = sheet.heading_box
    _draw_laid(canvas, sheet.heading, box.x, box.y)
    for panel, laid in sheet.panels:
        canvas.setStrokeGray(0.25)
        canvas.setLineWidth(0.8)
        canvas.roundRect(panel.x, panel.y, panel.width, panel.height, 2.5 * MM, stroke=1, fill=0)
        _draw_laid(canvas, laid, panel.x + PANEL_PAD, panel.y + PANEL_PAD)
    canvas.showPage()
