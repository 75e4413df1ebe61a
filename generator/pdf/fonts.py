"""The bundled fonts, registered once per process.

DejaVu Sans and DejaVu Sans Bold (Bitstream Vera licence, ``fonts/``) cover
every Latin, Greek and Cyrillic letter, the typographic quotes « » and the
no-break spaces French needs. ReportLab embeds the subset each PDF uses.
"""

from __future__ import annotations

from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.files import resource

REGULAR = "Bornes-Regular"
BOLD = "Bornes-Bold"

FONT_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


@cache
def register_fonts() -> tuple[str, str]:
    """Register the bundled fonts with ReportLab (once) and return (regular, bold)."""
    folder = resource("fonts")
    for name, file in FONT_FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(folder / file)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    return REGULAR, BOLD


@cache
def _coverage(font: str) -> frozenset[int]:
    register_fonts()
    face = pdfmetrics.getFont(font).face
    return frozenset(face.charToGlyph)


def missing_glyphs(text: str, font: str = REGULAR) -> str:
    """The characters of ``text`` the font has no glyph for (spaces and controls aside)."""
    covered = _coverage(font)
    return "".join(sorted({ch for ch in text if ord(ch) not in covered and ch.isprintable() and ch != " "}))
