"""Placing cards on paper: the grid, the crop marks and the backs for duplex printing.

Pure geometry in points, no drawing. The cards are set edge to edge in a grid
centred on the page, so one cut separates two cards; the crop marks continue
every cut line outside the grid, a little away from it, and all of it stays
inside the printable area (the paper less its safe margin). When upright
cards leave more pages than cards turned a quarter, they are turned: poker
cards go 2 × 3 upright on A4 but only 2 × 2 on Letter, where 2 × 3 turned
cards fit.

Backs are printed on the next page. For long-edge duplex the sheet turns
over its vertical axis, so a back sits at the mirror of its front across the
page's vertical centre line, and a turned card's back is turned the other way;
for short-edge duplex it turns over its horizontal axis, so a back sits at the
mirror across the horizontal centre line, upside down. A printer that shifts
its backs is corrected by moving every back by the opposite amount
(``--back-offset``, read from the calibration target).

For print shops each card may carry bleed: its background runs that far past
the cut, and the cards stand a gutter of twice the bleed apart, with the crop
marks at the cut (the trim). For printers without duplex, ``impose_fold``
sets each front beside its back, joined on a fold line.
"""

from __future__ import annotations

import math
from typing import Literal, NamedTuple

from generator.errors import BornesError

MM = 72 / 25.4
"""One millimetre in points."""

POKER = (63.5, 88.9)
"""The default card size in mm: poker size, the closest known to the game's cards (rules-notes)."""

MARK_GAP = 1.5 * MM
"""Crop marks start this far from the grid, so they never print on a card."""

MARK_LENGTH = 3.0 * MM

MARK_MIN_LENGTH = 2.0 * MM
"""The shortest crop mark: shorter, a mark is a dot that a ruler cannot be laid along."""

MARK_MIN_GAP = 0.5 * MM
"""The least gap between a crop mark and the grid."""

MARK_ROOM_MIN = MARK_MIN_GAP + MARK_MIN_LENGTH
"""The least room crop marks may have beside the grid. Where the paper leaves less than their
full ``MARK_GAP + MARK_LENGTH`` (a margin under the default), the mark keeps as much of its length
as it can, at least ``MARK_MIN_LENGTH``, and the gap takes the rest; where it leaves less than
this, fewer cards go on the page (nine poker cards on Letter at a 5 mm margin would leave 1.1 mm
above and below: the page takes eight, turned)."""

MARGIN_SLACK = 0.25 * MM
"""Kept clear inside the safe margin, so a mark's line width or anti-aliasing cannot reach it."""

Duplex = Literal["long", "short"]
"""How the sheet turns over between a page of fronts and its page of backs."""


class CardSizeError(BornesError):
    """The cards cannot be laid out as asked: too large for the paper, or too small for their text."""


class Slot(NamedTuple):
    """Where one card goes on a page: its box in page points and its turn.

    ``rotation`` is 0 (upright), 90 (the card's top towards the page's left),
    -90 (towards the page's right) or 180 (upside down, a short-edge back).
    """

    x: float
    y: float
    width: float
    height: float
    rotation: int = 0

    def mirrored(self, page_width: float) -> Slot:
        """The slot of this card's back: mirrored across the page's vertical centre line."""
        return self.across_vertical(page_width / 2)

    def across_vertical(self, axis: float) -> Slot:
        """This slot reflected across the vertical line ``x = axis``: the card's top flips left-right."""
        return Slot(2 * axis - self.x - self.width, self.y, self.width, self.height, -self.rotation)

    def across_horizontal(self, axis: float) -> Slot:
        """This slot reflected across the horizontal line ``y = axis``: the card's top flips up-down."""
        turn = 180 - self.rotation
        return Slot(
            self.x, 2 * axis - self.y - self.height, self.width, self.height, turn - 360 * (turn > 180)
        )

    def moved(self, dx: float, dy: float) -> Slot:
        """This slot shifted by (dx, dy) points."""
        return self._replace(x=self.x + dx, y=self.y + dy)

    def grown(self, by: float) -> tuple[float, float, float, float]:
        """The box ``by`` points larger on every side: (left, bottom, right, top)."""
        return (self.x - by, self.y - by, self.x + self.width + by, self.y + self.height + by)

    @property
    def corners(self) -> tuple[tuple[float, float], ...]:
        """The four corners, lower-left first, anticlockwise."""
        x, y, w, h = self.x, self.y, self.width, self.height
        return ((x, y), (x + w, y), (x + w, y + h), (x, y + h))


class Mark(NamedTuple):
    """A crop mark: a short line continuing a cut, outside the grid."""

    x1: float
    y1: float
    x2: float
    y2: float

    @property
    def vertical(self) -> bool:
        """Whether the mark continues a vertical cut."""
        return self.x1 == self.x2


class Page(NamedTuple):
    """The cards of one page of fronts: which card goes in which slot, and the marks."""

    cards: tuple[int, ...]  # indexes into the cards, in slot order
    slots: tuple[Slot, ...]
    marks: tuple[Mark, ...]

    def backs(
        self,
        page_width: float,
        page_height: float = 0.0,
        *,
        duplex: Duplex = "long",
        offset: tuple[float, float] = (0.0, 0.0),
    ) -> tuple[Slot, ...]:
        """The slots of the backs on the next page, card for card, mirrored for the printer's flip.

        ``offset`` (points) moves every back, for a printer that shifts its second side.
        """
        if duplex == "short":  # turned over the short edge: mirrored across the horizontal centre line
            backs = (slot.across_horizontal(page_height / 2) for slot in self.slots)
        else:
            backs = (slot.mirrored(page_width) for slot in self.slots)
        return tuple(slot.moved(*offset) for slot in backs)


class Imposition(NamedTuple):
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


class Room(NamedTuple):
    """How cards share a page: the paper's safe margin and name, crop marks, bleed, gutter, a band
    kept free for the slug line, whether shorter crop marks may save a page, and the room the
    backs' fill needs beside the grid (points)."""

    margin: float
    crop_marks: bool = True
    paper_name: str = "the paper"
    bleed: float = 0.0
    gap: float = 0.0
    keep_free: float = 0.0
    tight: bool = False
    fill: float = 0.0  # each back's fill runs this far past the grid's outline, within the margin


def impose(page: tuple[float, float], card: tuple[float, float], *, count: int, room: Room) -> Imposition:
    """Lay ``count`` cards of size ``card`` on pages of size ``page`` (points, portrait).

    Chooses, of upright and turned, the grid that needs fewer pages; on a
    tie, upright (the sheet reads as the cards do), then the one whose crop
    marks have their full length.
    Each card takes its size plus ``bleed`` on every side, and the
    cards stand ``gap`` apart besides (a gutter for tools that want one), so
    the cuts of two neighbours are ``2 × bleed + gap`` apart (none without
    either: one cut separates them). The cards a page holds are centred on
    it, however few; where that leaves less than ``keep_free`` on every side
    (the slug line's band), they move towards one edge so the opposite one
    has it, if the paper allows. Raises ``CardSizeError`` when not even one
    card fits. Only when ``tight`` (a margin under the default, asked for to fit
    more cards) may the crop marks be shorter than their full length (down to
    ``MARK_MIN_LENGTH``), and then only where that saves a page or keeps the
    cards upright. Every side of the grid keeps ``fill`` besides (the backs'
    fill, which runs past the outer cuts), and the marks' room.
    """
    margin, crop_marks, paper_name, bleed, gap, keep_free, tight, fill = room
    page_width, page_height = page
    whole = MARK_GAP + MARK_LENGTH if crop_marks else 0.0
    options = []
    for turned in (False, True):
        w, h = (card[1], card[0]) if turned else card
        pitch_w, pitch_h = w + 2 * bleed + gap, h + 2 * bleed + gap
        # The largest grid with the marks' full room, and with their least (``MARK_ROOM_MIN``).
        tries = ((False, whole), (True, MARK_ROOM_MIN if crop_marks else 0.0)) if tight else ((False, whole),)
        for short, marks_room in tries:
            beside = max(marks_room, fill)
            room_w = page_width - 2 * (margin + MARGIN_SLACK + beside)
            room_h = page_height - 2 * (margin + MARGIN_SLACK + beside)
            columns = math.floor((room_w + gap) / pitch_w + 1e-9) if pitch_w > 0 else 0
            rows = math.floor((room_h + gap) / pitch_h + 1e-9) if pitch_h > 0 else 0
            if columns > 0 and rows > 0:
                # On as few pages as may be; then upright; then the grid whose marks are longest.
                options.append((math.ceil(count / (columns * rows)), turned, short, columns, rows))
    if not options:
        raise CardSizeError(
            f"a {card[0] / MM:g} × {card[1] / MM:g} mm card does not fit on {paper_name}: "
            f"the printable area is {room_w / MM:.1f} × {room_h / MM:.1f} mm"
            + (f" with {bleed / MM:g} mm of bleed" if bleed else "")
            + (" once the crop marks have their room" if crop_marks else "")
            + f" (the paper less its {margin / MM:g} mm safe margin)"
        )
    _, turned, _, columns, rows = min(options)
    w, h = (card[1], card[0]) if turned else card
    pitch = (w + 2 * bleed + gap, h + 2 * bleed + gap)
    inner = margin + MARGIN_SLACK  # nothing is drawn nearer the paper's edge than this
    pages = []
    for first in range(0, count, columns * rows):
        cards = tuple(range(first, min(count, first + columns * rows)))
        # Centre the cards this page holds, not the whole grid: six small cards
        # on a page that holds twelve sit in its middle, not at its top.
        if turned:
            used = (math.ceil(len(cards) / rows), min(rows, len(cards)))
        else:
            used = (min(columns, len(cards)), math.ceil(len(cards) / columns))
        span = (used[0] * pitch[0] - gap, used[1] * pitch[1] - gap)  # bleed included
        # The room around the cards, beyond the margin: across (left and right), then up the page.
        reach_x = (page_width - span[0]) / 2 - inner
        reach_y = (page_height - span[1]) / 2 - inner
        x0 = (page_width - span[0]) / 2 + bleed
        y_top = (page_height + span[1]) / 2 - bleed
        full = max(MARK_GAP + MARK_LENGTH if crop_marks else 0.0, fill)
        least = max(MARK_ROOM_MIN if crop_marks else 0.0, fill)
        # left, right, bottom, top: the room each side's marks have
        rooms = [reach_x, reach_x, reach_y, reach_y]
        if keep_free and max(reach_x, reach_y) - min(full, max(reach_x, reach_y)) < keep_free:
            # Too little room for the band on every side: the cards move down (or left) so that the
            # top (or the right) has it, and the marks on the other side keep at least theirs.
            for axis, reach in ((1, reach_y), (0, reach_x)):
                # By whole millimetres: the grid keeps its centred place's fraction of a millimetre.
                shift = math.ceil((keep_free + full - reach) / MM - 1e-9) * MM
                if 0 < shift <= reach - least:
                    if axis:
                        y_top -= shift
                        rooms[2:] = [reach - shift, reach + shift]
                    else:
                        x0 -= shift
                        rooms[:2] = [reach - shift, reach + shift]
                    break
        marks = tuple(_mark_room(room, crop_marks) for room in rooms)
        slots = tuple(_slot(i, used, (x0, y_top), (w, h), pitch, turned) for i in range(len(cards)))
        drawn = _marks(slots, bleed, marks) if crop_marks else ()
        pages.append(Page(cards, slots, drawn))
    return Imposition(page_width, page_height, card[0], card[1], columns, rows, turned, tuple(pages))


def _mark_room(room: float, crop_marks: bool) -> tuple[float, float]:
    """Where a crop mark starts and ends, from the grid's edge, in ``room`` beside it: its full
    length a gap away where there is room, else as long as it can be (``MARK_MIN_LENGTH`` at
    least), the gap taking what is left."""
    if not crop_marks:
        return (0.0, 0.0)
    length = min(MARK_LENGTH, max(MARK_MIN_LENGTH, room - MARK_GAP))
    gap = min(MARK_GAP, room - length)
    return (gap, gap + length)


def _slot(
    index: int,
    grid: tuple[int, int],
    origin: tuple[float, float],
    size: tuple[float, float],
    pitch: tuple[float, float],
    turned: bool,
) -> Slot:
    """The ``index``-th slot, in the order the cards read once the sheet shows them upright.

    Upright: rows from the top, left to right. Turned (card tops towards the
    page's left, read with the sheet turned a quarter clockwise): columns
    from the left, each from the bottom up.
    """
    (columns, rows), (x0, y_top), (w, h), (pw, ph) = grid, origin, size, pitch
    if turned:
        column, row_from_bottom = divmod(index, rows)
        return Slot(x0 + column * pw, y_top - h - (rows - 1 - row_from_bottom) * ph, w, h, 90)
    row, column = divmod(index, columns)
    return Slot(x0 + column * pw, y_top - h - row * ph, w, h, 0)


def _marks(slots: tuple[Slot, ...], bleed: float, room: tuple[tuple[float, float], ...]) -> tuple[Mark, ...]:
    """Marks continuing every cut line of the slots used, above, below and beside the grid.

    They start a gap away from the grid's outer edge, bleed included, so no
    mark prints on a card or on its bleed; ``room`` gives, for each side
    (left, right, bottom, top), where its marks start and end from that edge.
    """
    xs = sorted({round(x, 6) for s in slots for x in (s.x, s.x + s.width)})
    ys = sorted({round(y, 6) for s in slots for y in (s.y, s.y + s.height)})
    left, right = xs[0] - bleed, xs[-1] + bleed
    bottom, top = ys[0] - bleed, ys[-1] + bleed
    (left_a, left_b), (right_a, right_b), (bottom_a, bottom_b), (top_a, top_b) = room
    marks = []
    for x in xs:
        marks.append(Mark(x, top + top_a, x, top + top_b))
        marks.append(Mark(x, bottom - bottom_a, x, bottom - bottom_b))
    for y in ys:
        marks.append(Mark(left - left_a, y, left - left_b, y))
        marks.append(Mark(right + right_a, y, right + right_b, y))
    return tuple(marks)


class FoldPair(NamedTuple):
    """A front and its back side by side on one page, joined on a fold line."""

    card: int
    front: Slot
    back: Slot
    fold: tuple[float, float, float, float]  # the fold line, x1 y1 x2 y2


def impose_fold(
    page: tuple[float, float], card: tuple[float, float], *, count: int, room: Room
) -> tuple[Imposition, tuple[tuple[FoldPair, ...], ...]]:
    """Each front beside its back, for printers without duplex: fold on the line, glue, cut.

    A pair is imposed as one card twice as wide; its back is its front
    reflected across the fold line, so folding brings the two together, tops
    matching. Upright pairs fold on a vertical line; turned pairs (the card's
    top towards the page's left) on a horizontal one. The crop marks follow
    the pair's outline, not the fold.
    """
    width, height = card
    pairs = impose(page, (2 * width, height), count=count, room=room)
    pages = []
    for sheet in pairs.pages:
        row = []
        for index, slot in zip(sheet.cards, sheet.slots, strict=True):
            if slot.rotation == 90:  # the pair's own left half is the page's lower half
                front = Slot(slot.x, slot.y, slot.width, width, 90)
                fold = (slot.x, slot.y + width, slot.x + slot.width, slot.y + width)
                back = front.across_horizontal(slot.y + width)
            else:
                front = Slot(slot.x, slot.y, width, slot.height, 0)
                fold = (slot.x + width, slot.y, slot.x + width, slot.y + slot.height)
                back = front.across_vertical(slot.x + width)
            row.append(FoldPair(index, front, back, fold))
        pages.append(tuple(row))
    return pairs, tuple(pages)
