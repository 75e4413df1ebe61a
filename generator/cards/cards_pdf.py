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
from typing import NamedTuple

from reportlab.pdfgen.canvas import Canvas

from generator.cards.content import CARDS, card_content
from generator.cards.imposition import MM, POKER, CardSizeError, Duplex, Imposition, Slot
from generator.cards.layout import Laid, lay_out, lay_out_together
from generator.cards.markup import Document, Paragraph, parse
from generator.cards.panels import PANEL_GAP, PANEL_PAD, Panel, place_panels
from generator.cards.plan import (
    DRIFT,
    SCALE_BAR,
    PagePlan,
    PrintOptions,
    fill_box,
    fill_shortfall,
    plan_pages,
)
from generator.cards.templates import render_aid, render_back, render_card, render_print
from generator.pdf.box import Box
from generator.pdf.fonts import BOLD
from generator.pdf.margins import HOME_SAFE_MM, SAFE_MARGIN_MM
from generator.pdf.page import PAPERS, SAFE_MARGIN, new_canvas
from generator.pdf.printing import set_page_boxes, set_print_preferences
from generator.pdf.text import clean
from generator.rules.editions import Edition
from generator.text.bidi import visual_order
from generator.text.languages import Lang
from generator.text.numbers import format_decimal, format_percent

TEXT_PAD = 1.2 * MM
"""The text keeps at least this far inside the frame, which sits on the safe zone's edge
(``PrintOptions.safe_zone``: 2 mm at home, 3 mm for a print shop, or ``--safe``)."""

TEXT_INSET = 4.2 * MM
"""The text stays this far inside the cut."""

CARD_MAX_SIZE = 8.0
AID_MAX_SIZE = 10.0
"""A player aid's text is larger: few words, read across the table."""
LEGIBLE_SIZE = 6.0
"""The smallest text printed outside the cards (the slug line); a smaller one is warned of."""
WARN_SIZE = 7.0
"""Under this body size a card set is warned of, naming the card that sets it: an older player
squints (``--safe``, ``--card-size``)."""
REFUSE_SIZE = 6.5
"""Under this body size a card set is refused: no run of a card is set smaller (``layout.FLOOR``)."""
SHEET_MAX_SIZE = 10.0
SHEET_BODY_SIZE = 8.5
"""The sheet's panels give up size for a better reading order only down to this (points): the sheet
lies on the table, read from a chair."""
BACK_MAX_SIZE = 8.0
PAPER_NAMES = {"a4": "A4", "letter": "Letter"}
HEADING_HEIGHT = 16.0 * MM


class CardSet(NamedTuple):
    """The cards layout as data: the pages, and every face's text set in its card.

    ``fronts[i]`` and ``backs[i]`` are card ``i``'s two sides. The six rules
    cards share one back (the milestone and the brand, ``kind`` "rules"); a
    player aid's back is its scoring side (``kind`` "aid").
    """

    imposition: Imposition
    pages: tuple[PagePlan, ...]
    fronts: tuple[Laid, ...]
    backs: tuple[Laid, ...]
    text_box: Box  # where the text goes inside a card, in the card's own upright coordinates
    kind: str = "rules"
    options: PrintOptions = PrintOptions()

    @property
    def back(self) -> Laid:
        """The first card's back (every rules card has the same one)."""
        return self.backs[0]

    @property
    def back_box(self) -> Box:
        """Where a back's text goes inside the card."""
        if self.kind == "aid":
            return self.text_box
        return _back_text_box((self.imposition.card_width, self.imposition.card_height), self.options)


class PanelSheet(NamedTuple):
    """The sheet layout as data: the heading and a panel for each card, on one page."""

    page_width: float
    page_height: float
    heading_box: Box
    heading: Laid
    panels: tuple[Panel, ...]  # each card's frame and its text, set PANEL_PAD inside


def documents(edition: Edition, lang: Lang) -> tuple[tuple[Document, ...], Document]:
    """The six fronts and the back, as blocks, for ``edition`` in ``lang``."""
    content = card_content(edition, lang)
    fronts = tuple(parse(render_card(key, content)) for key in CARDS)
    return fronts, parse(render_back(content))


def aid_documents(edition: Edition, lang: Lang) -> tuple[Document, Document]:
    """The player aid's front (hazards, remedies, safeties) and back (scoring), as blocks."""
    front, back = render_aid(card_content(edition, lang))
    return parse(front), parse(back)


def default_copies(edition: Edition) -> int:
    """How many player aids to print by default: one per player of the edition's usual setup."""
    return edition.default_setup.players


def lay_out_cards(
    edition: Edition,
    *,
    lang: Lang,
    paper: str,
    card_size: tuple[float, float] = POKER,
    crop_marks: bool = True,
    options: PrintOptions | None = None,
    aid: bool = False,
    copies: int | None = None,
) -> CardSet:
    """The cards layout: the fronts and backs placed on pages of ``paper``, each face's text set.

    ``card_size`` is in millimetres, upright. With ``aid``, ``copies`` player
    aids (default: one per player) instead of the rules cards. Raises
    ``CardSizeError`` for a card too large for the paper or too small for its text.
    """
    options = options or PrintOptions(crop_marks=crop_marks)
    if aid:
        front, back = aid_documents(edition, lang)
        count = copies if copies is not None else default_copies(edition)
        return _lay_out_aid(front, back, count, paper=paper, card_size=card_size, options=options)
    return _lay_out_cards(*documents(edition, lang), paper=paper, card_size=card_size, options=options)


def _lay_out_cards(
    fronts: tuple[Document, ...],
    back: Document,
    *,
    paper: str,
    card_size: tuple[float, float],
    options: PrintOptions,
) -> CardSet:
    card = (card_size[0] * MM, card_size[1] * MM)
    imposition, pages = _plan(paper, card, len(fronts), options)
    box = _text_box(card, options)
    laid = _fit_together(fronts, box, card_size)
    back_box = _back_text_box(card, options)
    laid_back = lay_out(back, back_box.width, back_box.height, max_size=BACK_MAX_SIZE, centred=True)
    return CardSet(imposition, pages, laid, (laid_back,) * len(laid), box, "rules", options)


def _lay_out_aid(
    front: Document,
    back: Document,
    count: int,
    *,
    paper: str,
    card_size: tuple[float, float],
    options: PrintOptions,
) -> CardSet:
    card = (card_size[0] * MM, card_size[1] * MM)
    imposition, pages = _plan(paper, card, count, options)
    box = _text_box(card, options)
    laid_front, laid_back = _fit_together((front, back), box, card_size, max_size=AID_MAX_SIZE)
    return CardSet(imposition, pages, (laid_front,) * count, (laid_back,) * count, box, "aid", options)


def _plan(
    paper: str, card: tuple[float, float], count: int, options: PrintOptions
) -> tuple[Imposition, tuple[PagePlan, ...]]:
    imposition, pages = plan_pages(
        PAPERS[paper],
        card,
        count=count,
        options=options,
        paper_name=PAPER_NAMES.get(paper, paper),
    )
    return imposition, pages


def text_inset(options: PrintOptions) -> float:
    """How far a card's text stays inside its cut: ``TEXT_INSET``, or more for a wider safe zone."""
    return max(TEXT_INSET, options.safe_zone * MM + TEXT_PAD)


def _text_box(card: tuple[float, float], options: PrintOptions) -> Box:
    inset = text_inset(options)
    return Box(inset, inset, card[0] - 2 * inset, card[1] - 2 * inset)


def _fit_together(
    docs: tuple[Document, ...], box: Box, card_size: tuple[float, float], max_size: float = CARD_MAX_SIZE
) -> tuple[Laid, ...]:
    """Every document of a set in the same box at one shared body size: the largest all fit at.

    The cards of a set then read as one: their headings and their text match.
    """
    try:
        return lay_out_together(docs, box.width, box.height, max_size=max_size)[1]
    except CardSizeError as error:
        raise CardSizeError(
            f"a {card_size[0]:g} × {card_size[1]:g} mm card is too small: {error}; "
            "choose a larger --card-size"
        ) from None


def lay_out_sheet(edition: Edition, *, lang: Lang, paper: str) -> PanelSheet:
    """The sheet layout: a heading, then each card as a panel, at one text size (``panels``)."""
    return _lay_out_sheet(*documents(edition, lang), paper=paper)


def _panel(card: Document) -> Document:
    """A card as a panel of the sheet: without its edition line, which the sheet's heading says once."""
    blocks = tuple(b for b in card.blocks if not (isinstance(b, Paragraph) and b.style == "edition"))
    return card._replace(blocks=blocks)


def _lay_out_sheet(fronts: tuple[Document, ...], back: Document, *, paper: str) -> PanelSheet:
    page_width, page_height = PAPERS[paper]
    inner = SAFE_MARGIN + 0.5 * MM
    heading_box = Box(inner, page_height - inner - HEADING_HEIGHT, page_width - 2 * inner, HEADING_HEIGHT)
    heading = lay_out(back, heading_box.width, heading_box.height, max_size=9.0, centred=True)
    area = Box(inner, inner, page_width - 2 * inner, heading_box.y - PANEL_GAP - inner)
    # One size for the whole page, the panels as tall as their cards need (``panels``).
    _, panels = place_panels(
        [_panel(card) for card in fronts], area, max_size=SHEET_MAX_SIZE, keep=SHEET_BODY_SIZE
    )
    return PanelSheet(page_width, page_height, heading_box, heading, panels)


def build_cards(
    edition: Edition,
    *,
    lang: Lang,
    paper: str,
    layout: str = "cards",
    card_size: tuple[float, float] = POKER,
    crop_marks: bool = True,
    duplex: Duplex = "long",
    bleed: float = 0.0,
    back_offset: tuple[float, float] = (0.0, 0.0),
    aid: bool = False,
    copies: int | None = None,
    margin: float = SAFE_MARGIN_MM,
    gap: float = 0.0,
    safe: float | None = None,
    frame: bool = True,
    warn: Callable[[str], None] | None = None,
) -> bytes:
    """The reference cards (or, with ``aid``, the player aids) of ``edition`` as PDF bytes.

    Same inputs, same bytes. ``warn`` is told of a card set whose text is under
    ``WARN_SIZE`` (a ``CardSizeError`` under ``REFUSE_SIZE``), naming the card
    that sets it, and of backs whose grey the paper's margin cuts short. Lengths are in millimetres:
    ``margin`` from the paper's edge, ``gap`` between cards, ``safe`` the
    zone inside the cut that holds nothing important (``PrintOptions``);
    without ``frame`` the fronts have no border.
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
    options = PrintOptions(layout, duplex, bleed, back_offset, crop_marks, margin, gap, safe, frame)
    set_print_preferences(canvas, options.pdf_duplex)
    if layout == "sheet":
        sheet = _lay_out_sheet(fronts, back, paper=paper)  # 8.5 pt or more (SHEET_BODY_SIZE)
        width, height = PAPERS[paper]
        set_page_boxes(canvas, trim=(0.0, 0.0, width, height))
        _draw_sheet(canvas, sheet)
    else:
        if aid:
            front_doc, back_doc = aid_documents(edition, lang)
            count = copies if copies is not None else default_copies(edition)
            cards = _lay_out_aid(
                front_doc, back_doc, count, paper=paper, card_size=card_size, options=options
            )
            _check_size(warn, (cards.fronts[0], cards.backs[0]), card_size, options.safe_zone)
        else:
            cards = _lay_out_cards(fronts, back, paper=paper, card_size=card_size, options=options)
            _check_size(warn, cards.fronts, card_size, options.safe_zone)
            _warn_shortfall(warn, cards.pages)
        slug = _slug_words(edition, lang, card_size, options)
        _draw_cards(canvas, cards, slug, warn)
    canvas.save()
    return buffer.getvalue()


def _title(laid: Laid) -> str:
    """A card's name for a warning: its title's words, else its key."""
    titles = [
        f.text for f in laid.fragments if f.font == BOLD and f.size == max(g.size for g in laid.fragments)
    ]
    return " ".join(titles) or laid.key


def _check_size(
    warn: Callable[[str], None] | None, laid: tuple[Laid, ...], card_size: tuple[float, float], safe: float
) -> None:
    """Hold a set of cards to its floors: under ``WARN_SIZE`` a warning, under ``REFUSE_SIZE`` a
    ``CardSizeError``, each naming the card that sets the size (the fullest) and the size."""
    size = min(each.size for each in laid)
    if size >= WARN_SIZE - 1e-9:
        return
    name = _title(max(laid, key=lambda each: each.used / each.height))
    card = f"a {card_size[0]:g} × {card_size[1]:g} mm card with a {safe:g} mm safe zone"
    remedy = "a larger --card-size" + (" or a smaller --safe" if safe > HOME_SAFE_MM else "")
    if size < REFUSE_SIZE - 1e-9:
        raise CardSizeError(
            f"“{name}” fits {card} only at {size:.2f} pt, under {REFUSE_SIZE:g} pt: choose {remedy}"
        )
    if warn is not None:
        warn(
            f"“{name}” sets the cards' text at {size:.2f} pt on {card}, under the {WARN_SIZE:g} pt "
            f"that stays easy to read: {remedy} gives it room"
        )


def _warn_shortfall(warn: Callable[[str], None] | None, pages: tuple[PagePlan, ...]) -> None:
    """Warn where the backs' grey runs less than its 3 mm past a cut: the paper's margin clips it."""
    short = fill_shortfall(pages)
    if warn is None or short is None:
        return
    reach = short.reach / MM
    warn(
        f"the backs' grey runs only {reach:.1f} mm past the {short.side} cuts on page {short.page}, "
        f"not {DRIFT / MM:g} mm (the paper's margin stops it): a back printed more than {reach:.1f} mm "
        "off may show a white edge there"
    )


class _SlugWords(NamedTuple):
    """What the slug line says, less the page: edition, language, size, scale, how to flip."""

    lang: Lang
    values: dict[str, str]
    edition: str  # the edition's name alone, without its house rules


def _slug_words(
    edition: Edition, lang: Lang, card_size: tuple[float, float], options: PrintOptions
) -> _SlugWords:
    width, height = (format_decimal(v, lang) for v in card_size)
    flip = {"fold": "fold", "single": "fold"}.get(options.layout, options.duplex)
    name = edition.name(lang)
    if edition.house_rules:  # printed as on the cards: cleaned, right-to-left in visual order
        name = f"{name} · {visual_order(clean(edition.house_rules))}"
    return _SlugWords(
        lang,
        edition=edition.name(lang),
        values={
            "edition": name,
            "language": parse(render_print(lang, "language")).paragraphs("p")[0].text,
            "size": f"{width} × {height}\u00a0mm",
            "scale": format_percent(100, lang),
            "flip": flip,
        },
    )


def _back_text_box(card: tuple[float, float], options: PrintOptions) -> Box:
    """The back's text goes in the lower part of the card, under the milestone."""
    width, height = card
    inset = text_inset(options)
    return Box(inset, inset * 2, width - 2 * inset, (height - 2 * inset) * 0.42)


def _draw_cards(canvas: Canvas, cards: CardSet, slug: _SlugWords, warn: Callable[[str], None] | None) -> None:
    """Every page of the plan: boxes, back fills, faces, marks, fold lines, slug line and scale bar."""
    width, height = cards.imposition.card_width, cards.imposition.card_height
    told = False
    for page in cards.pages:
        canvas.setPageSize((page.width, page.height))
        set_page_boxes(canvas, trim=page.trim, bleed=page.bleed)
        if cards.kind == "rules":
            # Every back's fill first, so a neighbour's never covers a design.
            canvas.setFillGray(BACK_FILL)
            for face in page.faces:
                if face.side == "back":
                    x0, y0, x1, y1 = fill_box(face, page)
                    canvas.rect(x0, y0, x1 - x0, y1 - y0, stroke=0, fill=1)
            canvas.setFillGray(0)
        for face in page.faces:
            with _card_space(canvas, face.slot):
                if face.side == "front":
                    if cards.options.frame:
                        _draw_frame(canvas, width, height, cards.options.safe_zone * MM)
                    draw_laid(canvas, cards.fronts[face.card], cards.text_box.x, cards.text_box.y)
                elif cards.kind == "rules":
                    _draw_back(canvas, cards.backs[face.card], width, height, cards.options)
                else:
                    draw_laid(canvas, cards.backs[face.card], cards.text_box.x, cards.text_box.y)
        canvas.setStrokeGray(0)
        canvas.setLineWidth(0.3)
        for mark in page.marks:
            canvas.line(mark.x1, mark.y1, mark.x2, mark.y2)
        if page.folds:
            canvas.saveState()
            canvas.setDash(2 * MM, 1.5 * MM)
            canvas.setStrokeGray(0.45)
            for x1, y1, x2, y2 in page.folds:
                canvas.line(x1, y1, x2, y2)
            canvas.restoreState()
        if page.band is not None:
            small = _draw_slug(canvas, page, slug)
            if small and warn is not None and not told:
                warn(f"the slug line outside the cards is set at {small:.2f} pt, below {LEGIBLE_SIZE:g} pt")
                told = True
        canvas.showPage()


BACK_FILL = 0.82
"""The backs' grey: light enough for black text, dark enough that a white edge would show."""


def _draw_slug(canvas: Canvas, page: PagePlan, slug: _SlugWords) -> float | None:
    """The slug line and the 50 mm scale bar in the page's free band; the size if below the floor."""
    band = page.band
    assert band is not None
    side = {"fronts": "fronts", "backs": "backs"}.get(page.kind, "both")
    length, thickness = band.length, band.thickness
    text_length = length - SCALE_BAR - 6 * MM
    values = {**slug.values, "side": side, "page": str(page.number)}
    laid = _slug_laid(slug.lang, values, text_length, thickness)
    if (laid is None or laid.smallest < LEGIBLE_SIZE) and values["edition"] != slug.edition:
        # A house-rules name too long for the band: the slug names the edition alone
        # (the cards themselves print the house rules in full).
        laid = _slug_laid(slug.lang, {**values, "edition": slug.edition}, text_length, thickness)
    if laid is None:
        raise CardSizeError("the page leaves no room for its slug line: choose another --card-size")
    label = scale_label(slug.lang)
    x0, y0, x1, _ = band.box
    canvas.saveState()
    if band.vertical:  # text running up the page, its tops towards the page's left
        canvas.translate(x1, y0)
        canvas.rotate(90)
    else:
        canvas.translate(x0, y0)
    # Text and scale bar keep to the cards' side of the band, bar at the far end.
    near = thickness if band.cards_above else 0.0
    text_top = near if band.cards_above else laid.used
    draw_laid(canvas, laid, 0, text_top - thickness)
    block_top = near if band.cards_above else SCALE_BLOCK
    draw_scale_bar(canvas, length - SCALE_BAR, block_top - 2.5 * MM, label)
    canvas.restoreState()
    smallest = min(laid.smallest, label.smallest)
    return smallest if smallest < LEGIBLE_SIZE - 1e-9 else None


SLUG_MAX_SIZE = 7.0


def scale_label(lang: Lang) -> Laid:
    """The scale bar's label, "50 mm: check it with a ruler", set to the bar's width."""
    return lay_out(
        parse(render_print(lang, "scale", length=f"{SCALE_BAR_MM}\u00a0mm")),
        SCALE_BAR,
        SCALE_BLOCK - 3.3 * MM,
        max_size=SLUG_MAX_SIZE,
        centred=True,
    )


def draw_scale_bar(canvas: Canvas, x: float, y: float, label: Laid) -> None:
    """The 50 mm scale bar from (x, y), ticks every 10 mm, its label under it."""
    canvas.setStrokeGray(0)
    canvas.setLineWidth(0.5)
    canvas.line(x, y, x + SCALE_BAR, y)
    for tick in range(SCALE_BAR_MM // 10 + 1):
        tall = 2.0 * MM if tick in (0, SCALE_BAR_MM // 10) else 1.2 * MM
        canvas.line(x + tick * 10 * MM, y, x + tick * 10 * MM, y + tall)
    draw_laid(canvas, label, x, y - 0.8 * MM - label.height)


def _slug_laid(lang: Lang, values: dict[str, str], length: float, thickness: float) -> Laid | None:
    try:
        return lay_out(parse(render_print(lang, "slug", **values)), length, thickness, max_size=SLUG_MAX_SIZE)
    except CardSizeError:
        return None


SCALE_BLOCK = 6.0 * MM
"""The scale bar and its label: the bar 2.5 mm in, ticks up, the label under it."""
SCALE_BAR_MM = round(SCALE_BAR / MM)


@contextlib.contextmanager
def _card_space(canvas: Canvas, slot: Slot) -> Iterator[None]:
    """Draw in a card's own upright coordinates, whatever its slot's turn."""
    canvas.saveState()
    if slot.rotation == 90:
        canvas.translate(slot.x + slot.width, slot.y)
    elif slot.rotation == 180:
        canvas.translate(slot.x + slot.width, slot.y + slot.height)
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


def _draw_frame(canvas: Canvas, width: float, height: float, inset: float) -> None:
    """The card's border, on the safe zone's edge: ``inset`` inside the cut, its line inside that."""
    canvas.setStrokeGray(0.25)
    canvas.setLineWidth(FRAME_LINE)
    inset += FRAME_LINE / 2
    inner_w, inner_h = width - 2 * inset, height - 2 * inset
    canvas.roundRect(inset, inset, inner_w, inner_h, 2.5 * MM, stroke=1, fill=0)


FRAME_LINE = 0.8
"""The frame's line width, in points."""


def draw_laid(canvas: Canvas, laid: Laid, x: float, y: float) -> None:
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


def _draw_back(canvas: Canvas, back: Laid, width: float, height: float, options: PrintOptions) -> None:
    """A back's design over its fill: a milestone, and the back's text under it.

    No frame and nothing else near the cut: a back printed up to 2 mm off
    shows only its fill there (``DRIFT``), and a centred design moved by 2 mm
    cannot be told from one in place.
    """
    box = _back_text_box((width, height), options)
    inset = text_inset(options)
    top = box.y + box.height
    room = height - inset - top
    # Its base line is 1.1 × its height wide: kept inside the text inset on narrow cards too.
    size = min(room * 0.68, (width - 2 * inset) / 1.1)
    _draw_milestone(canvas, width / 2, top + room * 0.08, size)
    draw_laid(canvas, back, box.x, box.y)


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


def _draw_sheet(canvas: Canvas, sheet: PanelSheet) -> None:
    box = sheet.heading_box
    draw_laid(canvas, sheet.heading, box.x, box.y)
    for panel, laid in sheet.panels:
        canvas.setStrokeGray(0.25)
        canvas.setLineWidth(0.8)
        canvas.roundRect(panel.x, panel.y, panel.width, panel.height, 2.5 * MM, stroke=1, fill=0)
        draw_laid(canvas, laid, panel.x + PANEL_PAD, panel.y + PANEL_PAD)
    canvas.showPage()
