"""The one place that reaches into ReportLab's font subsets, with its contract test.

ReportLab embeds a TrueType font as subsets of 256 codes, chosen per
document as characters are first drawn. Its state for one document
(``TTFont._assignState``, a ``TTFont.State``) holds ``assignments`` (each
character's code), ``subsets`` (each subset's characters by code: the
glyphs embedded and the font's ToUnicode map are written from it) and
``frozen`` (set once the document is written). None of it is public API.
``generator.pdf.fonts.TextLayerFont`` needs it to give the no-break space a
code of its own (``SubsetCodes``).

``tests/pdf/test_reportlab_internals.py`` checks these names and what
they mean against the ReportLab installed, so a release that changes them
fails there, naming what changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.pdfbase.ttfonts import TTFont


class SubsetCodes:
    """One font's codes in one document, as ReportLab keeps them (``TTFont._assignState``)."""

    def __init__(self, font: TTFont, doc: Any) -> None:
        self._state = font._assignState(doc)

    @property
    def frozen(self) -> bool:
        """Whether the document is written: no character can be given a code any more."""
        return bool(self._state.frozen)

    def code(self, char: int) -> int | None:
        """The code character ``char`` has in the document's subsets, ``None`` before it is first drawn."""
        code: int | None = self._state.assignments.get(char)
        return code

    def hand_over(self, donor: int, char: int) -> int:
        """Give ``char`` the code ``donor`` was just given (its glyph and ToUnicode entry), and return it.

        ``donor`` gets a new code if it is ever drawn.
        """
        code: int = self._state.assignments.pop(donor)
        self._state.subsets[code >> 8][code & 0xFF] = char
        self._state.assignments[char] = code
        return code


def characters(font: TTFont) -> Mapping[int, int]:
    """The characters ``font``'s face has a glyph for, in the face's order: its ``charToGlyph`` map."""
    found: Mapping[int, int] = font.face.charToGlyph
    return found
