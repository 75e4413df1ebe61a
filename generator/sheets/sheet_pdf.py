"""Drawing a laid-out score sheet with ReportLab, and the one function the CLI calls.

The drawing adds nothing to the layout: it fills and strokes its rectangles
and rules, draws its fitted strings (``draw_lines``: plain strings, never
markup, so a name such as ``<Ana & "Cleo">`` prints literally); a fillable
sheet is the same pages with the form added by ``form_writer``. Output is
byte-identical for the same inputs (ReportLab's invariant mode, in
``new_canvas``).
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

from reportlab.lib.colors import black
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.page import new_canvas
from generator.pdf.printing import set_print_preferences
from generator.pdf.text import draw_lines
from generator.rules.editions import Edition, Setup
from generator.sheets.content import SheetContent, sheet_content
from generator.sheets.layout import Page, SheetLayout, layout
from generator.text.languages import Lang

if TYPE_CHECKING:
    from generator.form_format import SheetMeta


def draw_page(canvas: Canvas, page: Page) -> None:
    """Draw one page: its rectangles, rules and fitted strings."""
    canvas.setStrokeColor(black)
    for rect in page.rects:
        box = rect.box
        if rect.fill is not None:
            canvas.setFillGray(rect.fill)
        canvas.setLineWidth(rect.stroke)
        canvas.rect(
            box.x, box.y, box.width, box.height, stroke=1 if rect.stroke else 0, fill=rect.fill is not None
        )
    for rule in page.rules:
        canvas.setLineWidth(rule.width)
        canvas.line(rule.x1, rule.y1, rule.x2, rule.y2)
    for text in page.texts:
        canvas.setFillGray(text.gray)
        box = text.box
        # Drawn as the layout fitted it: the same lines at the same size, not fitted again.
        draw_lines(canvas, text.fitted, text.font, box.x, box.y, box.width, box.height, align=str(text.align))
    canvas.setFillGray(0)


def layout_pdf(sheet: SheetLayout, content: SheetContent, *, meta: SheetMeta | None = None) -> bytes:
    """The PDF of a laid-out sheet, with its metadata (title, subject, author, language).

    With ``meta``, the fillable sheet: the same pages with the form added
    (``generator.sheets.form_writer``).
    """
    buffer = io.BytesIO()
    canvas = new_canvas(
        buffer, paper=sheet.paper, title=content.title, subject=content.subject, lang=content.lang
    )
    set_print_preferences(canvas)  # actual size: rows stay 8 mm, Letter is not shrunk onto A4
    for page in sheet.pages:
        draw_page(canvas, page)
        canvas.showPage()
    canvas.save()
    if meta is None:
        return buffer.getvalue()
    from generator.sheets.form_writer import add_form  # pypdf, only for a fillable sheet

    return add_form(buffer.getvalue(), sheet, content, meta)


def sheet_pdf(
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang,
    paper: str,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
    first_hand: int = 1,
    fillable: bool = False,
    rules_file: str | None = None,
) -> bytes:
    """The score sheet (or race sheet) for an edition and setup, as PDF bytes.

    ``rules_file`` names a house-rules sheet's file, for ``bornes import``.
    """
    content = sheet_content(
        edition, setup, lang=lang, names=names, hands=hands, first_hand=first_hand, fillable=fillable
    )
    meta = None
    if fillable:
        from generator.form_format import SheetMeta

        meta = SheetMeta(
            edition=edition.id,
            players=setup.players,
            sides=tuple(side.tag for side in content.sides),
            names=names,
            first_hand=first_hand,
            kind=str(content.kind),
            rules=rules_file,
        )
    return layout_pdf(layout(content, paper), content, meta=meta)
