"""Fitting text into boxes: wrap, then shrink, never overflow.

Every user string (a side's name, a title) is drawn through ``fit`` so that a
40-character name or a long French label stays inside its box.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.fonts import REGULAR, missing_glyphs

LEADING = 1.15


MARKUP_ENTITIES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"), ("'", "&#39;"))
"""Ampersand first, so the entities that follow are not escaped again."""


def escape(text: str) -> str:
    """Text made safe for a ReportLab ``Paragraph``: markup characters print literally.

    (``xml.sax.saxutils.escape`` does the same, but loading it loads
    ``urllib`` and ``ssl``: 30 ms on every command that draws.)
    """
    for char, entity in MARKUP_ENTITIES:
        text = text.replace(char, entity)
    return text


NO_BREAK_SPACES = "\u00a0\u202f"
"""Kept by ``clean``: French typography and numbers (1\u202f000) must not break there."""


def clean(text: str) -> str:
    """A user string on one line: control characters and line breaks become spaces.

    No-break spaces stay as they are (``str.split()`` would count them as
    spaces), so a French number or "parcours\u00a0:" never breaks across lines.
    """
    kept = "".join(ch if ch.isprintable() or ch in NO_BREAK_SPACES else " " for ch in text)
    return " ".join(part for part in kept.split(" ") if part)


REPLACEMENT = "\ufffd"
"""Printed for a character no bundled font has (the CLI warns about it first)."""

RIGHT_TO_LEFT = ("R", "AL")


def visual_order(text: str) -> str:
    """Right-to-left text (Hebrew, Arabic) in the order a PDF draws it, Arabic letters joined.

    ReportLab draws characters in the order it gets them; the Unicode
    bidirectional algorithm (python-bidi) gives the visual order, and
    arabic-reshaper the joined letter forms. Left-to-right text is unchanged.
    """
    if not any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in text):
        return text
    import arabic_reshaper
    from bidi import get_display

    return str(get_display(arabic_reshaper.reshape(text)))


def drawable(text: str, font: str = REGULAR) -> str:
    """``text`` with every character ``font`` has no glyph for replaced by U+FFFD.

    A character the font lacks (an emoji, a CJK ideograph) prints as U+FFFD
    rather than an empty box; ``generator.pdf.fonts.missing_glyphs`` lets the
    CLI warn about it.
    """
    missing = missing_glyphs(text, font)
    if not missing:
        return text
    return "".join(REPLACEMENT if ch in missing else ch for ch in text)


def for_print(text: str, font: str = REGULAR) -> str:
    """A user string ready to draw: one line, visual order, every glyph in ``font``."""
    return drawable(visual_order(clean(text)), font)


def width_of(text: str, font: str, size: float) -> float:
    """The width of ``text`` in points."""
    return size * _unit_width(text, font)


@cache
def _unit_width(text: str, font: str) -> float:
    """The width at 1 point: fitting tries many sizes, so each string is measured once."""
    return float(stringWidth(text, font, 1.0))


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (a word longer than it stays whole)."""
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and width_of(candidate, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    lines.append(current)
    return lines


@dataclass(frozen=True)
class Fitted:
    """Text laid out to fit a box: its lines and the size they are set in."""

    lines: tuple[str, ...]
    size: float

    @property
    def height(self) -> float:
        """The height the lines take."""
        return self.size * LEADING * len(self.lines)


def fit(text: str, font: str, size: float, width: float, height: float, *, min_size: float = 5.0) -> Fitted:
    """The largest size up to ``size`` at which ``text`` wraps into the box.

    Tries the text on as few lines as fit the height, shrinking by quarter
    points; at ``min_size`` it shrinks further rather than overflow.
    """
    text = for_print(text, font)
    current = size
    while True:
        lines = wrap(text, font, current, width)
        fits = all(width_of(line, font, current) <= width for line in lines)
        if fits and current * LEADING * len(lines) <= height + 0.01:
            return Fitted(tuple(lines), current)
        if current <= min_size:
            # Below the legible minimum: one line, scaled to the width and height.
            one = width_of(text, font, 1.0) or 1.0
            return Fitted((text,), max(0.5, min(width / one, height / LEADING)))
        current = max(min_size, current - 0.25)


def draw_fitted(
    canvas: Canvas,
    text: str,
    font: str,
    size: float,
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    align: str = "left",
    min_size: float = 5.0,
) -> Fitted:
    """Draw ``text`` inside the box whose lower-left corner is (x, y), centred vertically."""
    fitted = fit(text, font, size, width, height, min_size=min_size)
    canvas.setFont(font, fitted.size)
    line_height = fitted.size * LEADING
    top = y + (height + fitted.height) / 2
    for index, line in enumerate(fitted.lines):
        baseline = top - line_height * (index + 1) + (line_height - fitted.size) / 2 + fitted.size * 0.22
        if align == "center":
            canvas.drawCentredString(x + width / 2, baseline, line)
        elif align == "right":
            canvas.drawRightString(x + width, baseline, line)
        else:
            canvas.drawString(x, baseline, line)
    return fitted
