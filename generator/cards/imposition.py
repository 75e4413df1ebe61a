"""Placing cards on paper: the grid, the crop marks and the backs for duplex printing.

Pure geometry in points, no drawing. The cards are set edge to edge in a grid
centred on the page, so one cut separates two cards; the crop marks continue
every cut line outside the grid, a little away from it, and all of it stays
inside the printable area (the paper less its safe margin). When upright
cards leave more pages than cards turned a quarter, they are turned: poker
cards go 2 × 3 upright on A4 but only 2 × 2 on Letter, where 2 × 3 turned
cards fit.

Backs are printed on the next page for long-edge duplex: the sheet turns
over its vertical axis, so a back sits at the mirror of its front across the
page's vertical centre line, and a turned card's back is turned the other way.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.errors import BornesError

MM = 72 / 25.4
"""One millimetre in points."""

POKER = (63.5, 88.9)
"""The default card size in mm: poker size, the closest known to the game's cards (rules-notes)."""

MARK_GAP = 1.5 * MM
"""Crop marks start this far from the grid, so they never print on a card."""

MARK_LENGTH = 3.0 * MM

MARGIN_SLACK = 0.5 * MM
"""Kept clear inside the safe margin, so a mark's line width or anti-aliasing cannot reach it."""


class CardSizeError(BornesError):
    """The cards cannot be laid out as asked: too large for the paper, or too small for their text."""


@dataclass(frozen=True)
class Slot:
    """Where one card goes on a page: its box in page points and its turn.

    ``rotation`` is 0 (upright), 90 (the card's top towards the page's left)
    or -90 (towards the page's right).
    """

    x: float
    y: float
    width: float
    height: float
    rotation: int = 0

    def mirrored(self, page_width: float) -> Slot:
        """The slot of this card's back: mirrored across the page's vertical centre line."""
        return Slot(page_width - self.x - self.width, self.y, self.width, self.height, -self.rotation)

    @property
    def corners(self) -> tuple[tuple[float, float], ...]:
        """The four corners, lower-left first, anticlockwise."""
        x, y, w, h = self.x, self.y, self.width, self.height
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


@dataclass(frozen=True)
class Mark:
    """A crop mark: a short line continuing a cut, outside the grid."""

    x1: float
    y1: float
    x2: float
    y2: float

    @property
    def vertical(self) -> bool:
        """Whether the mark continues a vertical cut."""
        return self.x1 == self.x2


@dataclass(frozen=True)
class Page:
    """The cards of one page of fronts: which card goes in which slot, and the marks."""

    cards: tuple[int, ...]  # indexes into the cards, in slot order
    slots: tuple[Slot, ...]
    marks: tuple[Mark, ...]

    def backs(self, page_width: float) -> tuple[Slot, ...]:
        """The slots of the backs on the following page, card for card."""
        return tuple(slot.mirrored(page_width) for slot in self.slots)


@dataclass(frozen=True)
class Imposition:
    """Every page of fronts for ``count`` cards of one size on one paper."""

    page_width: float
    page_height: float
    card_width: float  # the card's own size, upright
    card_height: float
    columns: int
    rows: int
    turned: bool
    pages: tuple[Page, ...]

    @property
    def per_page(self) -> int:
        """How many cards one page holds."""
        return self.columns * self.rows


def impose(
    page: tuple[float, float],
    card: tuple[float, float],
    *,
    count: int,
    margin: float,
    crop_marks: bool = True,
    paper_name: str = "the paper",
) -> Imposition:
    """Lay ``count`` cards of size ``card`` on pages of size ``page`` (points, portrait).

    Chooses, of upright and turned, the grid that needs fewer pages (upright
    on a tie). Raises ``CardSizeError`` when not even one card fits.
    """
    page_width, page_height = page
    reach = MARK_GAP + MARK_LENGTH if crop_marks else 0.0
    room_w = page_width - 2 * (margin + MARGIN_SLACK + reach)
    room_h = page_height - 2 * (margin + MARGIN_SLACK + reach)
    options = []
    for turned in (False, True):
        w, h = (card[1], card[0]) if turned else card
        columns = math.floor(room_w / w + 1e-9) if w > 0 else 0
        rows = math.floor(room_h / h + 1e-9) if h > 0 else 0
        if columns > 0 and rows > 0:
            options.append((math.ceil(count / (columns * rows)), turned, columns, rows))
    if not options:
        raise CardSizeError(
            f"a {card[0] / MM:g} × {card[1] / MM:g} mm card does not fit on {paper_name}: "
            f"the printable area is {room_w / MM:.1f} × {room_h / MM:.1f} mm"
            + (" once the crop marks have their room" if crop_marks else "")
            + f" (the paper less its {margin / MM:g} mm safe margin)"
        )
    _, turned, columns, rows = min(options)
    w, h = (card[1], card[0]) if turned else card
    pages = []
    for first in range(0, count, columns * rows):
        cards = tuple(range(first, min(count, first + columns * rows)))
        x0 = (page_width - columns * w) / 2
        y_top = (page_height + rows * h) / 2
        slots = tuple(_slot(i, (columns, rows), (x0, y_top), (w, h), turned) for i in range(len(cards)))
        marks = _marks(slots, reach) if crop_marks else ()
        pages.append(Page(cards, slots, marks))
    return Imposition(page_width, page_height, card[0], card[1], columns, rows, turned, tuple(pages))


def _slot(
    index: int,
    grid: tuple[int, int],
    origin: tuple[float, float],
    size: tuple[float, float],
    turned: bool,
) -> Slot:
    """The ``index``-th slot, in the order the cards read once the sheet shows them upright.

    Upright: rows from the top, left to right. Turned (card tops towards the
    page's left, read with the sheet turned a quarter clockwise): columns
    from the left, each from the bottom up.
    """
    (columns, rows), (x0, y_top), (w, h) = grid, origin, size
    if turned:
        column, row_from_bottom = divmod(index, rows)
        return Slot(x0 + column * w, y_top - rows * h + row_from_bottom * h, w, h, 90)
    row, column = divmod(index, columns)
    return Slot(x0 + column * w, y_top - (row + 1) * h, w, h, 0)


def _marks(slots: tuple[Slot, ...], reach: float) -> tuple[Mark, ...]:
    """Marks continuing every cut line of the slots used, above, below and beside the grid."""
    xs = sorted({round(x, 6) for s in slots for x in (s.x, s.x + s.width)})
    ys = sorted({round(y, 6) for s in slots for y in (s.y, s.y + s.height)})
    left, right = xs[0], xs[-1]
    bottom, top = ys[0], ys[-1]
    marks = []
    for x in xs:
        marks.append(Mark(x, top + MARK_GAP, x, top + reach))
        marks.append(Mark(x, bottom - MARK_GAP, x, bottom - reach))
    for y in ys:
        marks.append(Mark(left - MARK_GAP, y, left - reach, y))
        marks.append(Mark(right + MARK_GAP, y, right + reach, y))
    return tuple(marks)
