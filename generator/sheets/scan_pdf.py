"""Drawing a scan sheet with ReportLab: its markers, its code, its rows of circles and its words.

The geometry is ``generator.sheets.scan_layout``'s (millimetres from the
page's top-left corner, turned into PDF points here) and the words
``generator.sheets.scan_content``'s; this module fits each string to its box
(``place``: wrapped, then shrunk, never below ``MIN_SIZE``) and draws. The
circles are grey outlines with their figure in light grey, so a pen's mark
stands out from them in any photo; the markers are black on the white of the
margin; the code is ReportLab's QR code (no other library), its modules at
least ``scan_layout.MIN_MODULE_MM``. Output is byte-identical for the same
inputs (``generator.pdf.page.new_canvas``).
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import NamedTuple

from reportlab.graphics.barcode import qrencoder
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.box import Box as PointBox
from generator.pdf.fonts import BOLD, REGULAR
from generator.pdf.page import new_canvas
from generator.pdf.printing import set_print_preferences
from generator.pdf.text import LEADING, Fitted, draw_lines, fit, width_of, wrap
from generator.rules.editions import Edition, Setup
from generator.sheets.scan_code import MAX_CODE_VERSION, ScanCode, marker_cells
from generator.sheets.scan_content import ScanContent, scan_content
from generator.sheets.scan_layout import (
    MARKER_MM,
    MIN_MODULE_MM,
    Box,
    ScanLayout,
    ScanPage,
    scan_layout,
)
from generator.text.languages import Lang

MIN_SIZE = 7.0
"""Nothing on a scan sheet is printed smaller (the issue's rule for this sheet)."""

RING_GRAY = 0.45
"""A circle's outline: a mid grey, which a pen's mark covers and a photo still shows."""
RING_WIDTH = 0.6
FIGURE_GRAY = 0.62
"""The figure inside a circle: light enough that a fill hides it and the reader discounts it."""
HEADING_SIZE = 11.0
INFO_SIZE = 7.5
LABEL_SIZE = 7.0
FIGURE_SIZE = 7.0
TAG_SIZE = 10.0
TITLE_SIZE = 8.0
NAME_BOX_MM = 7.0
"""The height of the boxes for the sides' names at the foot of the heading."""

ECI_UTF8 = 26
"""The ECI that says a QR byte segment is UTF-8 (ISO/IEC 18004, 6.4.2): the names'."""


class Text(NamedTuple):
    """A string fitted to a box (in points): what ``draw`` prints, and what tests measure."""

    text: str
    font: str
    box: PointBox
    fitted: Fitted
    align: str = "left"
    gray: float = 0.0


class Placed(NamedTuple):
    """One page's strings, each fitted to its box, and the code's modules."""

    texts: tuple[Text, ...]
    modules: tuple[tuple[bool, ...], ...]


def _box(box: Box, height: float) -> PointBox:
    """A layout box (millimetres from the top left) in PDF points from the bottom left."""
    return PointBox(box.x * mm, height - (box.y + box.height) * mm, box.width * mm, box.height * mm)


def place(
    text: str, font: str, size: float, box: PointBox, *, align: str = "left", gray: float = 0.0
) -> Text:
    """``text`` fitted to ``box``: wrapped, then shrunk down to ``MIN_SIZE`` (``pdf.text.fit``)."""
    return Text(text, font, box, fit(text, font, size, box.width, box.height, min_size=MIN_SIZE), align, gray)


ELLIPSIS = "\u2026"


def place_name(name: str, font: str, size: float, box: PointBox) -> Text:
    """A side's name fitted to its box, never below ``MIN_SIZE``: where the whole name cannot be
    wrapped into the box at that size, it is cut, with an ellipsis, to what can ("Marie-Antoinette &
    Jean-Bap…"). The printed name is for the people at the table (the reader takes the names from
    the code, or asks them), and a legible cut name reads better than a whole one in a smudge."""
    text = name
    fitted = fit(text, font, size, box.width, box.height, min_size=MIN_SIZE)
    while fitted.size < MIN_SIZE and len(text) > 1:
        text = name[: len(text.rstrip(ELLIPSIS)) - 1].rstrip() + ELLIPSIS
        fitted = fit(text, font, size, box.width, box.height, min_size=MIN_SIZE)
    return Text(text, font, box, fitted, "left", 0.0)


def code_modules(code: ScanCode, *, most: int = 40) -> tuple[tuple[bool, ...], ...] | None:
    """The QR code's modules, row by row (``True`` dark): error correction M, the line in
    alphanumeric mode, the names (where ``code`` has them) in UTF-8 bytes after an ECI saying so; the
    smallest version that holds them, up to ``most`` (``None`` where none does)."""
    first, *names = code.segments()
    data: list[qrencoder.QR] = [qrencoder.QRAlphaNum(first)]
    if names:
        data += [qrencoder.QRECI(ECI_UTF8), qrencoder.QR8bitByte(names[0].encode("utf-8"))]
    # ReportLab's own choice of version can fall one short for mixed segments ("code length
    # overflow"): each version is tried in turn instead.
    for version in range(1, most + 1):
        widget = QrCodeWidget(data, barLevel="M", barBorder=4, qrVersion=version)
        try:
            widget.qr.make()
        except Exception as error:  # ReportLab raises a bare Exception for data too long for a version
            if "overflow" not in str(error):
                raise
            continue
        return tuple(tuple(bool(cell) for cell in row) for row in widget.qr.modules)
    return None


def printed_code(code: ScanCode) -> ScanCode:
    """The code as printed: with its names where they fit a code of ``MAX_CODE_VERSION`` or less,
    else without them (``bornes scan`` then takes ``--side``, or asks them)."""
    if code.names and code_modules(code, most=MAX_CODE_VERSION) is None:
        return code._replace(names=None)
    return code


def page_texts(content: ScanContent, page: ScanPage, layout: ScanLayout, code: ScanCode) -> Placed:
    """Every string of a page fitted to its box, and its code's modules."""
    height = layout.size[1] * mm
    texts: list[Text] = []
    heading = _box(page.heading, height)
    # The heading's line, with the page's number at its right.
    label = content.page_template.format(page=page.number, pages=len(layout.pages))
    label_w = width_of(label, REGULAR, INFO_SIZE) + 2
    top = heading.y + heading.height
    line_h = HEADING_SIZE * LEADING
    texts.append(
        place(
            content.heading,
            BOLD,
            HEADING_SIZE,
            PointBox(heading.x, top - line_h, heading.width - label_w - 4, line_h),
        )
    )
    texts.append(
        place(
            label,
            REGULAR,
            INFO_SIZE,
            PointBox(heading.right - label_w, top - line_h, label_w, line_h),
            align="right",
        )
    )
    # The rules, setup and match, then the sides' names at the foot of the heading.
    names_h = NAME_BOX_MM * mm
    y = top - line_h - 1 * mm
    for line in content.info:
        lines = len(wrap(line, REGULAR, INFO_SIZE, heading.width))
        box = PointBox(heading.x, y - lines * INFO_SIZE * LEADING, heading.width, lines * INFO_SIZE * LEADING)
        texts.append(place(line, REGULAR, INFO_SIZE, box))
        y = box.y - 0.4 * mm
    assert y >= heading.y + names_h, "the heading's lines fit above the names"
    texts += _names(content, PointBox(heading.x, heading.y, heading.width, names_h))
    # The code's line for people, and how to fill the sheet in.
    texts.append(place(code.line(), REGULAR, MIN_SIZE, _box(page.code_text, height), align="right"))
    texts.append(place(content.how, BOLD, INFO_SIZE, _box(page.how, height)))
    texts.append(place(" ".join(content.foot), REGULAR, MIN_SIZE, _box(page.foot, height), gray=0.15))
    for block in page.blocks:
        texts.append(place(content.block_title(block.hand), BOLD, TITLE_SIZE, _box(block.title, height)))
        for head in block.heads:
            texts.append(
                place(content.write[head.key], REGULAR, LABEL_SIZE, _box(head.box, height), align="center")
            )
        for side in block.sides:
            texts.append(place(side.tag, BOLD, TAG_SIZE, _box(side.tag_box, height), align="center"))
    for row in page.rows:
        texts.append(place(content.label(row.fact, row.part), REGULAR, LABEL_SIZE, _box(row.label, height)))
        for mark in row.marks:
            if mark.text:
                x, y = mark.centre
                r = mark.radius
                box = PointBox((x - r) * mm, height - (y + r) * mm, 2 * r * mm, 2 * r * mm)
                texts.append(place(mark.text, REGULAR, FIGURE_SIZE, box, align="center", gray=FIGURE_GRAY))
    modules = code_modules(code, most=MAX_CODE_VERSION)
    assert modules is not None, "printed_code leaves out what does not fit"
    return Placed(tuple(texts), modules)


def _names(content: ScanContent, row: PointBox) -> list[Text]:
    """ "Teams [A] name [B] name": the sides' names, printed or left to write in, in one row."""
    texts = []
    label_w = width_of(content.sides_label, BOLD, INFO_SIZE) + 2 * mm
    texts.append(place(content.sides_label, BOLD, INFO_SIZE, PointBox(row.x, row.y, label_w, row.height)))
    each = (row.width - label_w) / len(content.sides)
    for index, side in enumerate(content.sides):
        x = row.x + label_w + index * each
        if side.name is not None:
            name = PointBox(x + 6 * mm, row.y, each - 7.5 * mm, row.height)
            texts.append(place_name(side.name, REGULAR, INFO_SIZE, name.inset(1.2, 0.6)))
    return texts


def _name_boxes(content: ScanContent, row: PointBox) -> list[tuple[str, PointBox, PointBox]]:
    """Each side's letter box and name box in the heading's row of names."""
    label_w = width_of(content.sides_label, BOLD, INFO_SIZE) + 2 * mm
    each = (row.width - label_w) / len(content.sides)
    found = []
    for index, side in enumerate(content.sides):
        x = row.x + label_w + index * each
        found.append(
            (
                side.tag,
                PointBox(x, row.y, 6 * mm, row.height),
                PointBox(x + 6 * mm, row.y, each - 7.5 * mm, row.height),
            )
        )
    return found


def _square(canvas: Canvas, box: Box, height: float, *, stroke: float, gray: float | None = None) -> None:
    point = _box(box, height)
    if gray is not None:
        canvas.setFillGray(gray)
    canvas.setLineWidth(stroke)
    canvas.rect(point.x, point.y, point.width, point.height, stroke=1 if stroke else 0, fill=gray is not None)


def draw_page(
    canvas: Canvas, content: ScanContent, page: ScanPage, layout: ScanLayout, placed: Placed
) -> None:
    """Draw one page: markers, code, frames and boxes, circles, then every fitted string."""
    height = layout.size[1] * mm
    canvas.setFillGray(0)
    _draw_markers(canvas, page, height)
    _draw_code(canvas, page, placed.modules, height)
    canvas.setStrokeGray(0)
    _draw_names(canvas, content, page, height)
    _draw_blocks(canvas, page, height)
    _draw_marks(canvas, page, height)
    for text in placed.texts:
        canvas.setFillGray(text.gray)
        box = text.box
        draw_lines(canvas, text.fitted, text.font, box.x, box.y, box.width, box.height, align=text.align)
    canvas.setFillGray(0)


def _draw_markers(canvas: Canvas, page: ScanPage, height: float) -> None:
    """The four markers, black cells on the margin's white (``scan_code.marker_cells``)."""
    cell = MARKER_MM / 6
    for marker in page.markers:
        x, y = marker.corners[0]
        for r, cells in enumerate(marker_cells(marker.id)):
            for c, black in enumerate(cells):
                if black:
                    top = height - (y + (r + 1) * cell) * mm
                    canvas.rect((x + c * cell) * mm, top, cell * mm, cell * mm, stroke=0, fill=1)


def _draw_code(canvas: Canvas, page: ScanPage, modules: tuple[tuple[bool, ...], ...], height: float) -> None:
    """The QR code in its square, 4 modules of quiet zone around it."""
    size = page.code.width / (len(modules) + 8)
    assert size >= MIN_MODULE_MM, f"the code's modules are {size:.2f} mm"
    for r, cells in enumerate(modules):
        for c, dark in enumerate(cells):
            if dark:
                x = page.code.x + (c + 4) * size
                y = page.code.y + (r + 4) * size
                # A hair wider than the module, so neighbours print as one dark area without seams.
                side = size * mm + 0.05
                canvas.rect(x * mm, height - (y + size) * mm, side, side, stroke=0, fill=1)


def _draw_names(canvas: Canvas, content: ScanContent, page: ScanPage, height: float) -> None:
    """The sides' letters and name boxes at the foot of the heading."""
    row = Box(page.heading.x, page.heading.bottom - NAME_BOX_MM, page.heading.width, NAME_BOX_MM)
    canvas.setLineWidth(0.8)
    for tag, tag_box, name_box in _name_boxes(content, _box(row, height)):
        canvas.setFillGray(0.85)
        canvas.rect(tag_box.x, tag_box.y, tag_box.width, tag_box.height, stroke=1, fill=1)
        canvas.rect(name_box.x, name_box.y, name_box.width, name_box.height, stroke=1, fill=0)
        canvas.setFillGray(0)
        canvas.setFont(BOLD, TAG_SIZE)
        baseline = tag_box.y + (tag_box.height - TAG_SIZE * 0.7) / 2
        canvas.drawCentredString(tag_box.x + tag_box.width / 2, baseline, tag)


def _draw_blocks(canvas: Canvas, page: ScanPage, height: float) -> None:
    """Each block's title tab, rules between its sides, the sides' letters and boxes to write in."""
    for block in page.blocks:
        _square(canvas, block.title, height, stroke=0, gray=0.85)
        canvas.setStrokeGray(0)
        for side in block.sides:
            _square(canvas, side.tag_box, height, stroke=0.6, gray=0.9)
            for write in side.write:
                _square(canvas, write.box, height, stroke=0.8, gray=1.0)
        frame = _box(block.frame, height)
        canvas.setLineWidth(1.0)
        canvas.line(frame.x, frame.y + frame.height, frame.x + frame.width, frame.y + frame.height)
        canvas.setLineWidth(0.4)
        for side in block.sides[1:]:
            y = height - (side.tag_box.y - 0.6) * mm
            canvas.line(frame.x, y, frame.x + frame.width, y)


def _draw_marks(canvas: Canvas, page: ScanPage, height: float) -> None:
    """Every circle, and every yes-or-no box, as a grey outline."""
    canvas.setStrokeGray(RING_GRAY)
    canvas.setLineWidth(RING_WIDTH)
    for mark_row in page.rows:
        for mark in mark_row.marks:
            x, y = mark.centre
            if mark.square:
                r = mark.radius
                canvas.rect((x - r) * mm, height - (y + r) * mm, 2 * r * mm, 2 * r * mm, stroke=1, fill=0)
            else:
                canvas.circle(x * mm, height - y * mm, mark.radius * mm, stroke=1, fill=0)
    canvas.setStrokeGray(0)


def names_in_code(edition: Edition, setup: Setup, paper: str, names: Sequence[str]) -> bool:
    """Whether ``names`` fit the sheet's code (``printed_code``), so ``bornes scan`` reads them."""
    code = page_code(edition, setup, paper, first_hand=1, page=1, names=names, rules=None)
    return code.names is not None


def page_code(
    edition: Edition,
    setup: Setup,
    paper: str,
    *,
    first_hand: int,
    page: int,
    names: Sequence[str] | None,
    rules: str | None,
) -> ScanCode:
    """The code a page prints: what it is for, its names where they fit (``printed_code``)."""
    edition_id = edition.house_rules_base or edition.id
    code = ScanCode(edition_id, setup.id, first_hand, page, paper, rules, tuple(names) if names else None)
    return printed_code(code)


def scan_pdf(
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang,
    paper: str,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
    first_hand: int = 1,
    rules_hash: str | None = None,
) -> bytes:
    """The scan sheet for an edition and setup, as PDF bytes: whole pages for ``hands`` hands (one
    page without it), numbered from ``first_hand``. ``rules_hash`` is a house-rules sheet's
    (``scan_code.rules_hash``), printed in its code."""
    content = scan_content(edition, setup, lang=lang, names=names)
    layout = scan_layout(edition, setup, paper, first_hand=first_hand, hands=hands)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper=paper, title=content.title, subject=content.subject, lang=lang)
    set_print_preferences(canvas)  # actual size: the circles and the code keep their millimetres
    for page in layout.pages:
        code = page_code(
            edition, setup, paper, first_hand=first_hand, page=page.number, names=names, rules=rules_hash
        )
        draw_page(canvas, content, page, layout, page_texts(content, page, layout, code))
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()
