"""The bundled fonts, registered once per process.

DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence, ``fonts/``) cover
every Latin, Greek and Cyrillic letter, the typographic quotes « » and the
no-break spaces French needs. ReportLab embeds the subset each PDF uses;
``TextLayerFont`` keeps the no-break space U+00A0 in the PDF's text layer.
"""

from __future__ import annotations

from collections.abc import Container
from functools import cache
from typing import Any

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.files import resource
from generator.pdf.reportlab_internals import SubsetCodes, characters

REGULAR = "Bornes-Regular"
BOLD = "Bornes-Bold"

FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}

NO_BREAK_SPACE = "\u00a0"
SPACE_CODE = 32
"""The code ReportLab gives the space in every subset (and, by itself, U+00A0 too)."""


class TextLayerFont(TTFont):  # type: ignore[misc]  # ReportLab ships no type hints
    """A TrueType font whose no-break space U+00A0 reads back as U+00A0 from the PDF.

    ReportLab draws U+00A0 with the space's code (``TTFont.splitString`` in
    ``reportlab/pdfbase/ttfonts.py``: "map nbsp into space", in every release
    from 4.0.4 to 5.1.0), so the PDF's text layer (what copy and paste,
    search and screen readers read) has U+0020 where French typography puts
    U+00A0, before ":". Here U+00A0 gets a code of its own in the
    subset, whose ToUnicode entry is U+00A0, drawn with the glyph and width the
    face gives U+00A0, the space's own: the page looks the same, and a line
    still never breaks there (Bornes wraps its text before drawing it). The
    narrow no-break space U+202F needs nothing: it has its own glyph in DejaVu
    Sans, and ReportLab codes it like any other character. Text without U+00A0
    goes to ReportLab as it is, so its bytes are ReportLab's.
    """

    def splitString(self, text: str | bytes, doc: Any, encoding: str = "utf-8") -> list[tuple[int, bytes]]:
        """``text`` as (subset, codes) runs, as ReportLab's, U+00A0 with its own code."""
        if not isinstance(text, str) or NO_BREAK_SPACE not in text:
            runs: list[tuple[int, bytes]] = super().splitString(text, doc, encoding)
            return runs
        pieces: list[tuple[int, bytes]] = []
        for index, piece in enumerate(text.split(NO_BREAK_SPACE)):
            if index:
                code = self._no_break_space_code(doc)
                pieces.append((code >> 8, bytes([code & 0xFF])))
            pieces.extend(super().splitString(piece, doc, encoding))
        joined: list[tuple[int, bytes]] = []
        for subset, codes in pieces:
            if joined and joined[-1][0] == subset:
                joined[-1] = (subset, joined[-1][1] + codes)
            else:
                joined.append((subset, codes))
        return joined

    def _no_break_space_code(self, doc: Any) -> int:
        """The code of U+00A0 in ``doc``'s subsets, given the first time it is drawn.

        ReportLab's own rules choose the code (space kept at 32 in every
        subset, a new subset every 256 codes, which differ between its
        releases): it codes a character of the face not coded yet, and U+00A0
        takes that code in its place. The character is coded anew if it is
        ever drawn. Where no code can be given (a document already written, or
        every character coded), U+00A0 keeps ReportLab's space code.
        """
        codes = SubsetCodes(self, doc)
        code = codes.code(ord(NO_BREAK_SPACE))
        if code is not None:
            return code
        if codes.frozen:
            return SPACE_CODE
        stand_in = next(
            (c for c in characters(self) if codes.code(c) is None and c != ord(NO_BREAK_SPACE)),
            None,
        )
        if stand_in is None:
            return SPACE_CODE
        super().splitString(chr(stand_in), doc)
        return codes.hand_over(stand_in, ord(NO_BREAK_SPACE))


@cache
def register_fonts() -> tuple[str, str]:
    """Register the bundled fonts with ReportLab (once) and return (regular, bold)."""
    folder = resource("fonts")
    for name, file in FONT_FILES.items():
        pdfmetrics.registerFont(TextLayerFont(name, str(folder / file)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    return REGULAR, BOLD


@cache
def _coverage(font: str) -> Container[int]:
    """The characters ``font`` has a glyph for: the keys of its face's character map."""
    register_fonts()
    return characters(pdfmetrics.getFont(font))


def missing_glyphs(text: str, font: str = REGULAR) -> str:
    """The characters of ``text`` the font has no glyph for (spaces and controls aside)."""
    covered = _coverage(font)
    return "".join(sorted({ch for ch in text if ord(ch) not in covered and ch.isprintable() and ch != " "}))
