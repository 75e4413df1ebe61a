"""Setting a card's blocks in a box: wrap, then shrink, never clip.

``lay_out`` finds the largest body size (up to a cap) at which every block of
a document fits the box, and returns the result as data: each piece of text
with its position, font and size, and each rule line. Rendering only draws
what this returns, and tests check the same data: nothing outside the box,
the body size legible.

Every line is measured with the font it is drawn in (``stringWidth``) and
placed from the font's own ascent and descent, so the ink of a glyph stays
inside its line. Lines break only at ASCII spaces: the no-break spaces of
French typography (U+00A0, U+202F) keep "1 000" and "tour :" together.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache
from typing import NamedTuple

from reportlab.pdfbase.pdfmetrics import getAscentDescent

from generator.cards.imposition import MM, CardSizeError
from generator.cards.markup import Block, Document, Paragraph, Run, Table
from generator.pdf.fonts import BOLD, REGULAR, register_fonts
from generator.pdf.text import drawable, unit_width, width_of

LEADING = 1.2
"""Line pitch as a multiple of the font size."""

STEP = 0.05
"""The body size is searched to this precision, in points."""

HARD_MIN_SIZE = 4.0
"""Below this body size a card is refused rather than printed unreadable."""

FLOOR = 6.5
"""No text run of a default card is set below this (points): the smaller styles
(notes, the edition line) stop shrinking here while the body is larger."""

GREY_FLOOR = 7.0
"""Grey text is never smaller than this: a grey style stops shrinking here while the body is
larger, and a run that must be smaller (a smaller card's) is set in black instead."""


class Style(NamedTuple):
    """How a paragraph style is set: size relative to the body, weight, grey, spacing, alignment."""

    scale: float = 1.0
    bold: bool = False
    grey: float = 0.0
    space_before: float = 0.35  # × the body size
    indent: float = 0.0  # × the body size, with a bullet in front when > 0
    align: str = "left"


STYLES: dict[str, Style] = {
    "edition": Style(scale=0.82, grey=0.35, space_before=0),
    "title": Style(scale=1.3, bold=True, space_before=0.3),
    "h": Style(scale=1.05, bold=True, space_before=0.75),
    "p": Style(),
    "li": Style(indent=0.95, space_before=0.3),
    "note": Style(scale=0.88, grey=0.25, space_before=0.3),
    "brand": Style(scale=2.4, bold=True, space_before=0, align="center"),
}
HEADINGS = ("title", "h")
"""The styles whose lines are balanced (``_balanced``) rather than filled."""
TABLE_SPACE_BEFORE = 0.5
TITLE_RULE_GAP = 0.35  # × body size: space between the title and the rule under it
CELL_PAD = 0.28  # × body size, above and below a cell's text
COLUMN_GAP = 0.7  # × body size, between columns
BULLET = "•"


class Fragment(NamedTuple):
    """A piece of text set in one font, at a baseline; x and width in points from the box's left."""

    x: float
    baseline: float
    text: str
    font: str
    size: float
    width: float
    grey: float = 0.0

    @property
    def top(self) -> float:
        """The highest the font's glyphs can reach."""
        return self.baseline + _ascent(self.font) * self.size

    @property
    def bottom(self) -> float:
        """The lowest the font's glyphs can reach."""
        return self.baseline - _descent(self.font) * self.size


class Stroke(NamedTuple):
    """A rule line, in points from the box's lower-left corner."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float
    grey: float


class Laid(NamedTuple):
    """A document set in a box: where every piece of text and every rule goes."""

    key: str
    width: float
    height: float
    size: float  # the body size used
    used: float  # the height the content takes from the top
    fragments: tuple[Fragment, ...]
    strokes: tuple[Stroke, ...]

    def overflows(self, tolerance: float = 0.01) -> list[str]:
        """Every piece that reaches outside the box (empty when the text fits)."""
        found = []
        for f in self.fragments:
            if (
                f.x < -tolerance
                or f.x + f.width > self.width + tolerance
                or f.bottom < -tolerance
                or f.top > self.height + tolerance
            ):
                found.append(f"{self.key}: {f.text!r} at ({f.x:.1f}, {f.baseline:.1f}) size {f.size:.2f}")
        for s in self.strokes:
            if min(s.x1, s.x2) < -tolerance or max(s.x1, s.x2) > self.width + tolerance:
                found.append(f"{self.key}: rule at y {s.y1:.1f} is wider than the box")
        return found

    @property
    def smallest(self) -> float:
        """The smallest size any piece of text is set at (the body size when there is none)."""
        return min((f.size for f in self.fragments), default=self.size)

    @property
    def text(self) -> str:
        """The text set, pieces joined with spaces (for tests)."""
        return " ".join(f.text for f in self.fragments)


@cache
def _ascent(font: str) -> float:
    register_fonts()
    return float(getAscentDescent(font, 1000)[0]) / 1000


@cache
def _descent(font: str) -> float:
    register_fonts()
    return -float(getAscentDescent(font, 1000)[1]) / 1000


@cache
def _line_extent() -> tuple[float, float]:
    """The most either weight reaches above and below its baseline, at 1 point: a line's room."""
    return max(_ascent(REGULAR), _ascent(BOLD)), max(_descent(REGULAR), _descent(BOLD))


def _font(bold: bool) -> str:
    return BOLD if bold else REGULAR


class Word(NamedTuple):
    """An unbreakable word: its pieces ``(text, bold)`` (a word may change weight inside:
    "Roll,") and each piece's width at 1 point in its font."""

    pieces: tuple[tuple[str, bool], ...]
    units: tuple[float, ...]

    def width(self, size: float) -> float:
        """The word's width at ``size``: each piece scaled, then added."""
        units = self.units
        if len(units) == 1:  # most words: the same number as the sum, without its loop
            return size * units[0]
        return sum(size * unit for unit in units)


def _words(runs: Sequence[Run], bold: bool) -> tuple[Word, ...]:
    """The runs cut at ASCII spaces, each character one its font can draw (``drawable``)."""
    words: list[list[tuple[str, bool]]] = [[]]
    for run in runs:
        weight = bold or run.bold
        text = drawable(run.text, _font(weight))
        for index, part in enumerate(text.split(" ")):
            if index:
                words.append([])
            if part:
                words[-1].append((part, weight))
    return tuple(
        Word(tuple(pieces), tuple(unit_width(text, _font(weight)) for text, weight in pieces))
        for pieces in words
        if pieces
    )


class _Measured(NamedTuple):
    """A block with its words cut and measured once, for every size the search tries.

    A paragraph's words are in ``words``; a table's, cell by cell and row by
    row, in ``cells``.
    """

    block: Block
    words: tuple[Word, ...] = ()
    cells: tuple[tuple[tuple[Word, ...], ...], ...] = ()


def _measure(document: Document) -> tuple[_Measured, ...]:
    """Every block of ``document`` with its words measured (``_words``)."""
    return tuple(
        _Measured(block, words=_words(block.runs, STYLES[block.style].bold))
        if isinstance(block, Paragraph)
        else _Measured(
            block, cells=tuple(tuple(_words(c.runs, c.header) for c in r.cells) for r in block.rows)
        )
        for block in document.blocks
    )


def _wrap(words: Sequence[Word], size: float, width: float) -> list[list[Word]] | None:
    """Lines no wider than ``width``, filled greedily, the last never a lone word when the line
    above can spare one (no widow); ``None`` when one word alone is wider."""
    space = width_of(" ", BOLD, size)  # the wider of the two spaces: lines are never underestimated
    lines: list[list[Word]] = []
    current: list[Word] = []
    used = 0.0
    for word in words:
        w = word.width(size)
        if w > width:
            return None
        if current and used + space + w > width:
            lines.append(current)
            current, used = [], 0.0
        used = used + space + w if current else w
        current.append(word)
    if current:
        lines.append(current)
    if len(lines) > 1 and len(lines[-1]) == 1 and len(lines[-2]) > 2:
        # A word alone on the last line: the line above gives it its last word, keeping two.
        last = [lines[-2][-1], *lines[-1]]
        if _line_width(last, size) <= width:
            lines[-2:] = [lines[-2][:-1], last]
    return lines


def _line_width(line: Sequence[Word], size: float) -> float:
    """A line's width as ``_wrap`` measures it: its words, and the wider space between each two."""
    return sum(word.width(size) for word in line) + width_of(" ", BOLD, size) * (len(line) - 1)


def _balanced(words: Sequence[Word], size: float, width: float) -> list[list[Word]] | None:
    """A heading's lines as even as they can be on as few lines as ``_wrap`` needs: "Fin de la
    manche / et de la partie", not "Fin de la manche et de la / partie"."""
    lines = _wrap(words, size, width)
    if lines is None or len(lines) < 2:
        return lines
    # The narrowest measure that still takes no more lines, found by halving: its lines are even.
    low, high = max(word.width(size) for word in words), width
    while high - low > 0.5:
        middle = (low + high) / 2
        tried = _wrap(words, size, middle)
        if tried is not None and len(tried) <= len(lines):
            high = middle
        else:
            low = middle
    return _wrap(words, size, high)


def _segments(line: list[Word]) -> list[tuple[str, bool]]:
    """A line's text as runs of one weight; a space takes the weight of the word before it."""
    pieces: list[tuple[str, bool]] = []
    for index, word in enumerate(line):
        if index:
            pieces.append((" ", pieces[-1][1]))
        pieces.extend(word.pieces)
    merged: list[tuple[str, bool]] = []
    for text, bold in pieces:
        if merged and merged[-1][1] == bold:
            merged[-1] = (merged[-1][0] + text, bold)
        else:
            merged.append((text, bold))
    return merged


def _line_fragments(
    line: list[Word], x: float, width: float, baseline: float, size: float, grey: float, align: str
) -> list[Fragment]:
    segments = [(text, _font(bold), width_of(text, _font(bold), size)) for text, bold in _segments(line)]
    total = sum(w for _, _, w in segments)
    start = x + (width - total if align == "right" else (width - total) / 2 if align == "center" else 0)
    fragments = []
    for text, font, w in segments:
        fragments.append(Fragment(start, baseline, text, font, size, w, grey))
        start += w
    return fragments


class _Flow:
    """The state of setting one document at one body size: the cursor goes down from the top.

    Without ``record`` only the cursor moves: the search for a size asks
    whether the text fits, and keeps no piece of it.
    """

    # A plain class: never compared or printed, so a dataclass would only cost its creation at import.

    def __init__(self, width: float, height: float, size: float, *, record: bool) -> None:
        self.width = width
        self.height = height
        self.size = size
        self.y = height
        self.fragments: list[Fragment] = []
        self.strokes: list[Stroke] = []
        self.record = record
        self.ok = True

    def text_lines(
        self,
        lines: list[list[Word]],
        x: float,
        width: float,
        size: float,
        grey: float,
        align: str,
        top: float,
    ) -> float:
        """Set lines from ``top`` down; return the lowest point their glyphs reach."""
        most_up, most_down = _line_extent()
        ascent = most_up * size
        descent = most_down * size
        baseline = top - ascent
        for line in lines:
            if self.record:
                self.fragments.extend(_line_fragments(line, x, width, baseline, size, grey, align))
            baseline -= LEADING * size
        return baseline + LEADING * size - descent


def lay_out(
    document: Document,
    width: float,
    height: float,
    *,
    max_size: float,
    centred: bool = False,
) -> Laid:
    """The document in a ``width`` × ``height`` box at the largest body size that fits.

    Searches sizes from ``max_size`` down to ``HARD_MIN_SIZE`` (by ``STEP``,
    halving the interval); below that, ``CardSizeError``. With ``centred``
    every line is centred and the content sits in the middle of the box (the
    back, the sheet's heading); otherwise lines start at the left and the
    content at the top.
    """
    blocks = _measure(document)
    best = _set(document, blocks, width, height, max_size, centred)
    if best is None:
        size = _search(document, blocks, width, height, max_size, centred)
        best = _set(document, blocks, width, height, size, centred)
        assert best is not None
    if centred:
        best = _shift(best, -(height - best.used) / 2)
    return best


def lay_out_together(
    documents: Sequence[Document], width: float, height: float, *, max_size: float
) -> tuple[float, tuple[Laid, ...]]:
    """Every document in the same box at one shared body size, and that size.

    The size is the smallest of the documents' own (the size ``lay_out``
    gives each with ``max_size``), so the largest all of them fit at; each
    document is then laid out as ``lay_out`` does with that size as its
    largest. The search measures and sets nothing it need not: a document's
    search stops once its size cannot be the smallest, and only the shared
    size is set.
    """
    measured = [_measure(document) for document in documents]
    size = math.inf
    for document, blocks in zip(documents, measured, strict=True):
        if not _fits(blocks, width, height, max_size, False):
            size = min(size, _search(document, blocks, width, height, max_size, False, enough=size))
    size = min(size, max_size)
    laid = []
    for document, blocks in zip(documents, measured, strict=True):
        best = _set(document, blocks, width, height, size, False)
        if best is None:  # it fits at a smaller size but not at the shared one: search below it
            best = _set(
                document, blocks, width, height, _search(document, blocks, width, height, size, False), False
            )
            assert best is not None
        laid.append(best)
    return size, tuple(laid)


class Measured(NamedTuple):
    """A document with its words measured once, to ask how tall it is at any width and size and
    to set it at one (the sheet's panels try many widths and sizes before they choose)."""

    document: Document
    blocks: tuple[_Measured, ...]

    def height(self, width: float, size: float) -> float | None:
        """The height the document takes set ``width`` wide at body ``size``; ``None`` when a word
        or a table is wider than that."""
        flow = _flow(self.blocks, width, _TALL, size, False, record=False)
        return None if flow is None else _TALL - flow.y

    def set(self, width: float, height: float, size: float) -> Laid:
        """The document set at body ``size`` in a ``width`` × ``height`` box it fits (``height``)."""
        laid = _set(self.document, self.blocks, width, height, size, False)
        if laid is None:
            raise CardSizeError(f"the '{self.document.key}' card does not fit its box at {size:.2f} pt")
        return laid


_TALL = 1e6
"""A box taller than any page, in points: set in it, a document takes the height it needs."""


def measure(document: Document) -> Measured:
    """``document`` measured for ``Measured``'s questions."""
    return Measured(document, _measure(document))


def _search(
    document: Document,
    blocks: tuple[_Measured, ...],
    width: float,
    height: float,
    high: float,
    centred: bool,
    enough: float = math.inf,
) -> float:
    """The size ``lay_out`` chooses when the text does not fit at ``high``: the interval from
    ``HARD_MIN_SIZE`` to ``high`` halved until ``STEP`` wide, its low end kept (it fits).

    With ``enough``, the halving stops once the low end reaches it: the size
    returned is then at least ``enough``, which is all the smallest of
    several documents' sizes needs to know.
    """
    low = HARD_MIN_SIZE
    if not _fits(blocks, width, height, low, centred):
        raise CardSizeError(
            f"the text of the '{document.key}' card does not fit its "
            f"{width / MM:.0f} × {height / MM:.0f} mm box even at {HARD_MIN_SIZE:g} pt"
        )
    while high - low > STEP and low < enough:
        middle = (low + high) / 2
        if _fits(blocks, width, height, middle, centred):
            low = middle
        else:
            high = middle
    return low


def _shift(laid: Laid, dy: float) -> Laid:
    return Laid(
        laid.key,
        laid.width,
        laid.height,
        laid.size,
        laid.used,
        tuple(
            Fragment(f.x, f.baseline + dy, f.text, f.font, f.size, f.width, f.grey) for f in laid.fragments
        ),
        tuple(Stroke(s.x1, s.y1 + dy, s.x2, s.y2 + dy, s.width, s.grey) for s in laid.strokes),
    )


def _flow(
    blocks: tuple[_Measured, ...], width: float, height: float, size: float, centred: bool, record: bool
) -> _Flow | None:
    """The blocks set at body ``size`` (without ``record``, measured only); ``None`` if they do not fit."""
    flow = _Flow(width, height, size, record=record)
    first = True
    for measured in blocks:
        block = measured.block
        if isinstance(block, Paragraph):
            _paragraph(flow, block, measured.words, first, "center" if centred else None)
        else:
            _table(flow, block, measured.cells)
        first = False
        if not flow.ok or flow.y < -0.01:
            return None
    return flow


def _fits(blocks: tuple[_Measured, ...], width: float, height: float, size: float, centred: bool) -> bool:
    """Whether the blocks fit the box at body ``size`` (the same test as ``_set``'s, nothing kept)."""
    return _flow(blocks, width, height, size, centred, record=False) is not None


def _set(
    document: Document, blocks: tuple[_Measured, ...], width: float, height: float, size: float, centred: bool
) -> Laid | None:
    """The document set at body ``size``, or ``None`` if it does not fit."""
    flow = _flow(blocks, width, height, size, centred, record=True)
    if flow is None:
        return None
    return Laid(
        document.key,
        width,
        height,
        size,
        height - flow.y,
        tuple(flow.fragments),
        tuple(flow.strokes),
    )


def style_size(body: float, style: Style) -> float:
    """A style's size at body size ``body``: scaled, but a smaller style stops at ``FLOOR``
    (``GREY_FLOOR`` for a grey one), or at the body's size if that is smaller."""
    # So a card whose body is legible has no run that is not (the grey edition line fell to 5.5 pt).
    scaled = body * style.scale
    floor = GREY_FLOOR if style.grey else FLOOR
    return max(scaled, min(body, floor)) if style.scale < 1 else scaled


def style_grey(size: float, style: Style) -> float:
    """The grey a style is drawn in at ``size``: its own from ``GREY_FLOOR`` up, black below it."""
    return style.grey if size >= GREY_FLOOR - 1e-9 else 0.0


def _paragraph(
    flow: _Flow, paragraph: Paragraph, words: tuple[Word, ...], first: bool, align: str | None
) -> None:
    style = STYLES[paragraph.style]
    size = style_size(flow.size, style)
    grey = style_grey(size, style)
    top = flow.y - (0 if first else style.space_before * flow.size)
    indent = style.indent * flow.size
    align = align or style.align
    lines = (_balanced if paragraph.style in HEADINGS else _wrap)(words, size, flow.width - indent)
    if lines is None:
        flow.ok = False
        return
    if not lines:
        return
    if indent and flow.record:
        bullet = Word(((BULLET, False),), (unit_width(BULLET, REGULAR),))
        flow.text_lines([[bullet]], 0, indent, size, grey, "left", top)
    bottom = flow.text_lines(lines, indent, flow.width - indent, size, grey, align, top)
    if paragraph.style == "title":
        bottom -= TITLE_RULE_GAP * flow.size
        if flow.record:
            flow.strokes.append(Stroke(0, bottom, flow.width, bottom, 0.6, 0.2))
    flow.y = bottom


def _table(flow: _Flow, table: Table, cells: tuple[tuple[tuple[Word, ...], ...], ...]) -> None:
    size = flow.size
    gap = COLUMN_GAP * size
    widths = _column_widths(table, cells, size, flow.width - gap * (table.columns - 1))
    if widths is None:
        flow.ok = False
        return
    y = flow.y - TABLE_SPACE_BEFORE * size
    pad = CELL_PAD * size
    for index, (row, row_words) in enumerate(zip(table.rows, cells, strict=True)):
        bottoms = []
        x = 0.0
        for cell, words, width in zip(row.cells, row_words, widths, strict=True):
            lines = _wrap(words, size, width)
            if lines is None:
                flow.ok = False
                return
            if lines:
                bottoms.append(flow.text_lines(lines, x, width, size, 0.0, cell.align, y - pad))
            x += width + gap
        y = min(bottoms, default=y - pad) - pad
        header = any(cell.header for cell in row.cells)
        last = index == len(table.rows) - 1
        if flow.record and (header or not last):
            flow.strokes.append(Stroke(0, y, flow.width, y, 0.6 if header else 0.3, 0.2 if header else 0.6))
    flow.y = y


def _column_widths(
    table: Table, cells: tuple[tuple[tuple[Word, ...], ...], ...], size: float, available: float
) -> list[float] | None:
    """Column widths as a browser sets an automatic table: at least the longest word, at most one line.

    Right-aligned columns (numbers) keep their natural width; the others share what is left.
    """
    columns = table.columns
    least = [0.0] * columns
    natural = [0.0] * columns
    for row_words in cells:
        for index, words in enumerate(row_words):
            least[index] = max(least[index], *(w.width(size) for w in words), 0.0)
            natural[index] = max(natural[index], _cell_width(words, size))
    if sum(least) > available + 0.01:
        return None
    if sum(natural) <= available:
        flexible = [
            i
            for i in range(columns)
            if not all(r.cells[i].align == "right" for r in table.rows if not r.cells[i].header)
        ] or list(range(columns))
        extra = available - sum(natural)
        share = sum(natural[i] for i in flexible) or 1.0
        return [natural[i] + (extra * natural[i] / share if i in flexible else 0) for i in range(columns)]
    slack = [n - m for n, m in zip(natural, least, strict=True)]
    spare = available - sum(least)
    total = sum(slack) or 1.0
    return [m + spare * s / total for m, s in zip(least, slack, strict=True)]


def _cell_width(words: tuple[Word, ...], size: float) -> float:
    if not words:
        return 0.0
    return sum(w.width(size) for w in words) + width_of(" ", BOLD, size) * (len(words) - 1)
