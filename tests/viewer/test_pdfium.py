"""The fillable sheet in PDFium as pypdfium2 ships it: typed into, it adds nothing up.

PDFium runs form scripts only when it is built with its script engine (V8),
as Chrome builds it; pypdfium2's PDFium is built without (its build flags
name no V8), like most programs that embed PDFium. Typed into through
PDFium's own form API (a click on the box, one character at a time, focus
taken away: what a viewer does for a player), the miles go in, any key
goes in but the box's ``/MaxLen``, and no total appears. What such a viewer
lets through, ``bornes import`` refuses (``tests/matchlog/test_form_reader``).
Chrome's viewer itself cannot be driven headless, so this is what the
documentation says of Chrome: untested here.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pypdfium2.version import PDFIUM_INFO

from generator.rules.editions import EDITIONS
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN, FR


def _text(get: Callable[..., int], handle: object, annot: object) -> str:
    """A string PDFium gives as UTF-16 (``FPDFAnnot_GetFormFieldName``, ``…Value``)."""
    size = get(handle, annot, None, 0)
    buffer = ctypes.create_string_buffer(size)
    get(handle, annot, ctypes.cast(buffer, ctypes.POINTER(pdfium_c.FPDF_WCHAR)), size)
    return buffer.raw.decode("utf-16-le").rstrip("\x00")


class _Filled:
    """A fillable sheet open in PDFium with its form environment, typed into box by box."""

    def __init__(self, pdf: bytes) -> None:
        self.document = pdfium.PdfDocument(pdf)
        self.document.init_forms()
        assert self.document.formenv is not None
        self.handle = self.document.formenv.raw
        self.page = self.document[0]

    def boxes(self) -> dict[str, tuple[str, tuple[float, float, float, float]]]:
        """Each field's value and its first widget's rectangle, by the field's full name."""
        found: dict[str, tuple[str, tuple[float, float, float, float]]] = {}
        for index in range(pdfium_c.FPDFPage_GetAnnotCount(self.page.raw)):
            annot = pdfium_c.FPDFPage_GetAnnot(self.page.raw, index)
            name = _text(pdfium_c.FPDFAnnot_GetFormFieldName, self.handle, annot)
            value = _text(pdfium_c.FPDFAnnot_GetFormFieldValue, self.handle, annot)
            rect = pdfium_c.FS_RECTF()
            pdfium_c.FPDFAnnot_GetRect(annot, rect)
            found.setdefault(name, (value, (rect.left, rect.bottom, rect.right, rect.top)))
            pdfium_c.FPDFPage_CloseAnnot(annot)
        return found

    def type(self, name: str, text: str) -> None:
        """Click in the box, type ``text`` a character at a time, then leave the box."""
        left, bottom, right, top = self.boxes()[name][1]
        x, y = (left + right) / 2, (bottom + top) / 2
        pdfium_c.FORM_OnMouseMove(self.handle, self.page.raw, 0, x, y)
        pdfium_c.FORM_OnLButtonDown(self.handle, self.page.raw, 0, x, y)
        pdfium_c.FORM_OnLButtonUp(self.handle, self.page.raw, 0, x, y)
        for char in text:
            pdfium_c.FORM_OnChar(self.handle, self.page.raw, ord(char), 0)
        pdfium_c.FORM_ForceToKillFocus(self.handle)

    def close(self) -> None:
        self.page.close()
        self.document.close()


def test_pypdfium2s_pdfium_has_no_script_engine() -> None:
    assert "V8" not in PDFIUM_INFO.flags


def test_pdfium_without_its_script_engine_takes_any_key_and_adds_nothing_up() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = _Filled(sheet_pdf(edition, edition.setup(2), lang=FR, paper="a4", hands=1, fillable=True))
    try:
        sheet.type("h1.A.distance", "700")
        sheet.type("h1.B.distance", "7x5")
        sheet.type("names.A", "Łéa")
        values = {name: value for name, (value, _) in sheet.boxes().items()}
    finally:
        sheet.close()
    assert values["h1.A.distance"] == "700"
    assert values["h1.B.distance"] == "7x5"  # no keystroke script: the x goes in
    assert values["names.A"] == "Łéa"
    assert values["h1.A.total"] == values["h1.A.running"] == ""  # no calculation script ran


def test_pdfium_keeps_to_the_miles_box_length_where_no_script_runs() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = _Filled(sheet_pdf(edition, edition.setup(2), lang=EN, paper="a4", hands=1, fillable=True))
    try:
        sheet.type("h1.A.distance", "99999")
        value = sheet.boxes()["h1.A.distance"][0]
    finally:
        sheet.close()
    assert value == "9999"  # /MaxLen 4: 1,000 has four digits
