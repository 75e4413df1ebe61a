"""Fitting text into boxes: wrap, then shrink, never overflow.

Every user string (a side's name, a title) is drawn through ``fit`` so that a
40-character name or a long French label stays inside its box.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import NamedTuple

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.fonts import REGULAR, missing_glyphs, register_fonts
from generator.text.bidi import ISOLATES, has_isolates, has_right_to_left, strip_isolates, visual_order

LEADING = 1.15


NO_BREAK_SPACES = "\u00a0\u202f"
"""Kept by ``clean``: French typography and numbers (1\u202f000) must not break there."""


def clean(text: str) -> str:
    """A user string on one line: control characters and line breaks become spaces.

    No-break spaces stay as they are (``str.split()`` would count them as
    spaces), so a French number or "parcours\u00a0:" never breaks across lines.
    """
    if text.isprintable():  # most strings: nothing to replace, only spaces to fold
        kept = text
    else:
        kept = "".join(ch if ch.isprintable() or ch in NO_BREAK_SPACES + ISOLATES else " " for ch in text)
    return " ".join(part for part in kept.split(" ") if part)


REPLACEMENT = "\ufffd"
"""Printed for a character no bundled font has (the CLI warns about it first)."""


def drawable(text: str, font: str = REGULAR) -> str:
    """``text`` with each character ``font`` lacks (an emoji, CJK) as U+FFFD, not an empty box."""
    missing = set(missing_glyphs(text, font)) - set(ISOLATES)
    if not missing:
        return text
    return "".join(REPLACEMENT if ch in missing else ch for ch in text)


def for_print(text: str, font: str = REGULAR) -> str:
    """A user string ready to draw: one line, visual order, every glyph in ``font``."""
    return drawable(visual_order(clean(text)), font)


def logical(text: str, font: str = REGULAR) -> str:
    """A string ready to wrap: one line, every glyph in ``font``, in reading order (not yet visual)."""
    return drawable(shaped(clean(text)), font)


def width_of(text: str, font: str, size: float) -> float:
    """The width of ``text`` in points."""
    return size * unit_width(text, font)


@cache  # fitting tries many sizes: each string is measured once
def unit_width(text: str, font: str) -> float:
    """The width of ``text`` at 1 point in a bundled font; bidi isolate marks, never drawn, take none."""
    register_fonts()
    if has_isolates(text):
        text = strip_isolates(text)
    return float(stringWidth(text, font, 1.0))


HYPHENS = "-\u2010"
"""Where a word too long for its line may break, after the hyphen, before any other place."""


def _split_word(word: str, font: str, size: float, width: float, break_words: bool) -> list[str]:
    """A word too wide for a line: cut after its hyphens, then (``break_words``) between letters."""
    parts: list[str] = []
    current = ""
    for ch in word:
        current += ch
        if ch in HYPHENS:
            parts.append(current)
            current = ""
    if current:
        parts.append(current)

    def pack(items: Iterable[str]) -> list[str]:
        """Items joined greedily into lines no wider than ``width`` (an item alone may be wider)."""
        lines: list[str] = []
        line = ""
        for item in items:
            if line and width_of(line + item, font, size) > width:
                lines.append(line)
                line = ""
            line += item
        lines.append(line)
        return lines

    pieces = pack(parts)
    if not break_words:
        return pieces
    return [chunk for piece in pieces for chunk in pack(piece)]


def wrap(
    text: str, font: str, size: float, width: float, *, break_words: bool = False, widows: bool = False
) -> list[str]:
    """Break ``text`` into lines no wider than ``width``, at spaces, then at hyphens.

    Only a plain space (U+0020) is a break: the no-break spaces of French
    typography and numbers (U+00A0, U+202F) never are. A word wider than the
    line is cut after a hyphen; with ``break_words`` a word still too wide is
    cut between letters, else it stays whole (``fit`` then shrinks it). With
    ``widows``, a last line of one word takes the word before it along
    (``no_widow``).
    """
    if not text.startswith(" ") and width_of(text, font, size) <= width:
        # One line, as the loop finds, without measuring each shorter line it would try
        # first: a string's width is the sum of its characters', so none is wider.
        return [text]
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if width_of(candidate, font, size) <= width:
            current = candidate
            continue
        if current:
            lines.append(current)
        current = word
        if width_of(word, font, size) > width:
            *whole, current = _split_word(word, font, size, width, break_words)
            lines += whole
    lines.append(current)
    return no_widow(lines, font, size, width) if widows else lines


def no_widow(lines: list[str], font: str, size: float, width: float) -> list[str]:
    """``lines`` (``wrap``'s) with no lone word on the last of several: the one before it comes down
    too, where the two fit the width and the line it leaves keeps two words or more (a lone word
    moved is not mended). A line with a space ended at one: a word cut after its hyphen starts a
    line of its own. The lines stay as many, so the text keeps its height."""
    if len(lines) < 2 or " " in lines[-1] or lines[-2].count(" ") < 2:
        return lines
    kept, moved = lines[-2].rsplit(" ", 1)
    last = f"{moved} {lines[-1]}"
    if width_of(last, font, size) > width:
        return lines
    return [*lines[:-2], kept, last]


def shaped(text: str) -> str:
    """Arabic letters in their joined forms (arabic-reshaper), so widths are measured as drawn."""
    if not has_right_to_left(text):
        return text
    import arabic_reshaper

    return str(arabic_reshaper.reshape(text))


class Fitted(NamedTuple):
    """Text laid out to fit a box: its lines and the size they are set in."""

    lines: tuple[str, ...]
    size: float

    @property
    def height(self) -> float:
        """The height the lines take."""
        return self.size * LEADING * len(self.lines)


def fit(
    text: str,
    font: str,
    size: float,
    width: float,
    height: float,
    *,
    min_size: float = 5.0,
    widows: bool = False,
) -> Fitted:
    """The largest size up to ``size`` at which ``text`` wraps into the box.

    Tries the text on as few lines as fit the height, shrinking by quarter
    points; at ``min_size`` it shrinks further rather than overflow. With
    ``widows``, no last line of several is a lone word (``no_widow``).
    """
    text = logical(text, font)
    current = size
    while True:
        lines = wrap(text, font, current, width, widows=widows)
        fits = all(width_of(line, font, current) <= width for line in lines)
        if fits and current * LEADING * len(lines) <= height + 0.01:
            # Wrapped in reading order, each line then in visual order.
            return Fitted(tuple(visual_order(line) for line in lines), current)
        if current <= min_size:
            # Below the legible minimum: one line, scaled to the width and height.
            one = width_of(text, font, 1.0) or 1.0
            return Fitted((visual_order(text),), max(0.5, min(width / one, height / LEADING)))
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
    draw_lines(canvas, fitted, font, x, y, width, height, align=align)
    return fitted


def draw_lines(
    canvas: Canvas,
    fitted: Fitted,
    font: str,
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    align: str = "left",
) -> None:
    """Draw text already fitted to the box whose lower-left corner is (x, y) (``fit``), centred vertically."""
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
