"""The contract with ReportLab's font subsets that ``generator.pdf.reportlab_internals`` relies on.

Each test checks one piece of ``TTFont``'s per-document state against the
ReportLab installed; when a release changes it, the message names the
ReportLab version and what changed, and ``SubsetCodes`` (which
``generator.pdf.fonts.TextLayerFont`` uses) must change with it.
"""

from __future__ import annotations

import io

import reportlab
from pypdf import PdfReader
from reportlab.pdfbase.ttfonts import TTFont

from generator.files import resource
from generator.pdf.fonts import FONT_FILES, REGULAR
from generator.pdf.page import new_canvas
from generator.pdf.reportlab_internals import SubsetCodes, characters
from generator.text.languages import FR

REPORTLAB = f"ReportLab {reportlab.Version}"
REGULAR_FILE = str(resource("fonts") / FONT_FILES[REGULAR])


class Document:
    """A stand-in for ReportLab's document: a font keeps its subsets per document object."""


def test_a_font_keeps_each_documents_codes_and_subsets() -> None:
    font, doc = TTFont("t", REGULAR_FILE), Document()
    assert callable(getattr(font, "_assignState", None)), (
        f"{REPORTLAB} has no TTFont._assignState: generator.pdf.reportlab_internals.SubsetCodes must change"
    )
    state = font._assignState(doc)
    for name in ("assignments", "subsets", "frozen"):
        assert hasattr(state, name), f"{REPORTLAB}: TTFont.State has no {name!r}: SubsetCodes must change"
    font.splitString("é", doc)
    codes = SubsetCodes(font, doc)
    code = codes.code(ord("é"))
    assert isinstance(code, int), (
        f"{REPORTLAB}: TTFont.State.assignments does not map a character to its code"
    )
    assert state.subsets[code >> 8][code & 0xFF] == ord("é"), (
        f"{REPORTLAB}: TTFont.State.subsets is not each subset's characters by code"
    )
    assert codes.code(ord("è")) is None
    assert not codes.frozen


def test_a_code_handed_over_is_written_with_the_new_characters_unicode() -> None:
    # ReportLab writes each subset's ToUnicode map from TTFont.State.subsets when it writes the
    # document: the no-break space drawn with the code handed over to it reads back as U+00A0.
    # (Drawn with the bundled font as registered: ReportLab keeps one font object per face.)
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper="a4", title="t", subject="s", lang=FR)
    canvas.setFont(REGULAR, 14)
    canvas.drawString(72, 700, "a\u00a0b")
    canvas.showPage()
    canvas.save()
    text = PdfReader(buffer).pages[0].extract_text().rstrip("\n")
    assert text == "a\u00a0b", (
        f"{REPORTLAB} no longer writes the ToUnicode map from TTFont.State.subsets: {text!r}"
    )


def test_a_faces_characters_are_its_character_map() -> None:
    found = characters(TTFont("t", REGULAR_FILE))
    assert ord("A") in found, f"{REPORTLAB}: TTFont.face.charToGlyph changed"
    assert 0x1F697 not in found, f"{REPORTLAB}: TTFont.face.charToGlyph changed"
    assert isinstance(found[ord("A")], int)
