"""Drawing a laid-out score sheet with ReportLab, and the one function the CLI calls.

The drawing adds nothing to the layout: it fills and strokes its rectangles
and rules, draws its fitted strings (``draw_fitted``: plain strings, never
markup, so a name such as ``<Ana & "Cleo">`` prints literally) and, for a
fillable sheet, puts a form field on each box to write in or tick. Output is
byte-identical for the same inputs (ReportLab's invariant mode, in
``new_canvas``).
"""

from __future__ import annotations

import io

from reportlab.lib.colors import black
from reportlab.pdfbase.acroform import AcroForm
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.page import new_canvas
from generator.pdf.text import draw_fitted
from generator.rules.editions import Edition, Setup
from generator.sheets.content import SheetContent, sheet_content
from generator.sheets.layout import FieldKind, Page, SheetLayout, layout

FORM_FONT = "Helvetica"
"""Form fields can only name one of the PDF's standard fonts (ReportLab's acroform)."""

FIELD_INSET = 0.7 * 72 / 25.4


class SharedFontForm(AcroForm):  # type: ignore[misc]  # ReportLab is untyped
    """ReportLab's form, with one font object per font instead of one per field.

    ``AcroForm.makeFont`` registers a new font dictionary for every field, so
    every field's appearance stream differs too and none is shared. Reusing
    the first reference took a 142-field Letter sheet from 176 KB to 111 KB.
    """

    def __init__(self, canvas: Canvas) -> None:
        super().__init__(canvas)
        self._font_refs: dict[str | None, tuple[str, str]] = {}

    def makeFont(self, fontName: str | None) -> tuple[str, str]:  # ReportLab's method name
        if fontName in self._font_refs:
            return self._font_refs[fontName]
        made: tuple[str, str] = super().makeFont(fontName)
        self._font_refs[fontName] = made
        return made


def form_of(canvas: Canvas) -> AcroForm:
    """The canvas's form, a ``SharedFontForm``; made and attached the way ``Canvas.acroForm`` does."""
    form = getattr(canvas, "AcroForm", None)
    if not isinstance(form, SharedFontForm):
        form = SharedFontForm(canvas)
        canvas.AcroForm = form
        canvas._doc._catalog.AcroForm = form
    return form


def draw_page(canvas: Canvas, page: Page, *, fillable: bool) -> None:
    """Draw one page; with ``fillable``, a form field on every box to fill in."""
    canvas.setStrokeColor(black)
    for rect in page.rects:
        box = rect.box
        if rect.fill is not None:
            canvas.setFillGray(rect.fill)
        canvas.setLineWidth(rect.stroke)
        canvas.rect(box.x, box.y, box.w, box.h, stroke=1 if rect.stroke else 0, fill=rect.fill is not None)
    for rule in page.rules:
        canvas.setLineWidth(rule.width)
        canvas.line(rule.x1, rule.y1, rule.x2, rule.y2)
    for text in page.texts:
        canvas.setFillGray(text.gray)
        box = text.box
        draw_fitted(
            canvas,
            text.text,
            text.font,
            text.size,
            box.x,
            box.y,
            box.w,
            box.h,
            align=str(text.align),
            min_size=text.min_size,
        )
    canvas.setFillGray(0)
    if fillable:
        _fields(canvas, page)


def _fields(canvas: Canvas, page: Page) -> None:
    form = form_of(canvas)
    for field in page.fields:
        box = field.box
        if field.kind is FieldKind.CHECK:
            form.checkbox(
                name=field.name,
                tooltip=field.tooltip,
                x=box.x,
                y=box.y,
                size=box.w,
                buttonStyle="check",
                borderWidth=0,
                borderColor=None,
                fillColor=None,
                textColor=black,
                fieldFlags="",
            )
        else:
            inner = box.inset(FIELD_INSET, FIELD_INSET)
            form.textfield(
                name=field.name,
                tooltip=field.tooltip,
                x=inner.x,
                y=inner.y,
                width=inner.w,
                height=inner.h,
                borderWidth=0,
                borderColor=None,
                fillColor=None,
                textColor=black,
                fontName=FORM_FONT,
                fontSize=11,
                maxlen=0,
            )


def render(sheet: SheetLayout, content: SheetContent, *, fillable: bool = False) -> bytes:
    """The PDF of a laid-out sheet, with its metadata (title, subject, author, language)."""
    buffer = io.BytesIO()
    canvas = new_canvas(
        buffer, paper=sheet.paper, title=content.title, subject=content.subject, lang=content.lang
    )
    for page in sheet.pages:
        draw_page(canvas, page, fillable=fillable)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def sheet_pdf(
    edition: Edition,
    setup: Setup,
    *,
    lang: str,
    paper: str,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
    fillable: bool = False,
) -> bytes:
    """The score sheet (or race sheet) for an edition and setup, as PDF bytes."""
    content = sheet_content(edition, setup, lang=lang, names=names, hands=hands)
    return render(layout(content, paper), content, fillable=fillable)
