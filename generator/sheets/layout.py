"""Where everything on a score sheet goes: pages of boxes, rules and fitted strings.

A page, top to bottom: the heading row (the sheet's name, boxes for the
date and the place, the page number and where the match comes from and goes
on), the header lines (rules, setup and trip, how the match is won), the
sides' boxes (their names, printed or to write in) and the match winner's,
then bands of blocks (each side's heading with a box to mark the dealer),
then the notes. Boxes to tick for the facts of a line sit beside its box for
the points (``_cell``).

A band is a label column (each row's name and value) followed by as many
blocks as fit across, one per hand (or game), each with a column per side.
Sides' columns are at least 22 mm wide, or 17 mm where that gets two blocks
across (four sides), so a running total such as 4,875 can be written by
hand; every box to write in is at least 8 mm high (``MIN_WRITING``), and
rows grow to 10 mm where the page has room to spare.

Everything is in PDF points, origin at the bottom left of the page. Nothing
is placed closer than ``FRAME`` to the paper's edge, inside ``SAFE_MARGIN``.
Every string is fitted to its box here (``generator.pdf.text.fit``: wrap,
then shrink), so tests can check that none overflows without drawing.
"""

from __future__ import annotations

import math
from enum import StrEnum
from typing import NamedTuple

from reportlab.lib.units import mm

from generator.form_format import (
    DATE,
    DEALER,
    PLACE,
    SERIES,
    WINNER,
    block_field,
    box_name,
    side_name_field,
    tick_name,
)
from generator.pdf.box import Box
from generator.pdf.fonts import BOLD, REGULAR, register_fonts
from generator.pdf.page import PAPERS, SAFE_MARGIN
from generator.pdf.text import LEADING, Fitted, fit, width_of
from generator.sheets.content import CellKind, Role, Row, SheetContent

FRAME = SAFE_MARGIN + 1 * mm
"""Everything sits inside this inset from the paper's edge (1 mm more than the safe margin)."""

MIN_WRITING = 8 * mm
"""The least height of a box to write in (the issue's print-quality rule)."""

ROW = MIN_WRITING
ROW_MAX = 10 * mm  # rows grow up to this where the page has room to spare
TITLE_ROW = 5 * mm  # "Hand 3" above a block
HEADS_ROW = 5.5 * mm  # the sides' letters (or names) above their columns
HEADING_ROW = MIN_WRITING  # the sheet's name, the date and place boxes, the page number
FRAME_BOXES_W = 85 * mm  # the date and place boxes with their labels
FRAME_BOXES_MIN_W = 75 * mm  # narrowed to this for a long heading: a date still takes 18 mm
FRAME_BOX_LEAST = 18 * mm  # the date or the place box, where a long name and a long page note share the row
HEADING_MIN_W = 50 * mm
HEADING_GAP = 3 * mm  # at least, between the sheet's name and the date's label: not one run of bold words
PAGE_LABEL_SIZE = 7.5  # "Page 1 of 2"
PAGE_LABEL_ROW = 3.1 * mm  # its line: under it, the note's
EPSILON = 0.01
PAGE_NOTE_SIZE = 7.0  # "from page 1 · on page 3", under the page number: never smaller
TIGHT = (4.0 * mm, 4.6 * mm, 2 * mm)  # title, heads and band gap where that makes room for a band
LEGEND_ROW = MIN_WRITING  # the sides' names: boxes to write in
GAP = 1.8 * mm
BAND_GAP = 3 * mm
COL_PREFERRED = 22 * mm
COL_MIN = 17 * mm
LABEL_MIN = 40 * mm
LABEL_MAX = 54 * mm
PAD = 1.4 * mm
TICK = 4.6 * mm
SMALL_TICK = 3.2 * mm  # boxes to tick in a 2 × 2 grid, leaving room to write 1,000 beside them
TICK_GAP = 0.6 * mm
STRIP = 4.4 * mm  # a strip of boxes to tick above a box to write in, in columns narrower than:
STRIP_BELOW = 20 * mm  # between boxes to tick in a cell
TICK_MARGIN = 0.9 * mm  # around them
FACT_ROW = 6.5 * mm  # a row of boxes to tick and nothing to write (200s laid, extension called)
SERIES_BOX = 16 * mm
WINNER_BOX = 24 * mm  # the match winner's box: a side's letter or name

HEADING_SIZE = 12.0
HEADING_MIN_SIZE = 8.0
INFO_SIZE = 8.0
LABEL_SIZE = 8.0
NOTE_SIZE = 7.5  # the footer's rules must stay legible (at least 7.5 pt)
NAME_SIZE = 10.0
COLUMN_NAME_SIZE = 7.5
COLUMN_NAME_MIN = 7.0  # a name smaller than this in a column's heading: every column shows its letter
HEAD_PAD = 0.8 * mm
HEADS_TWO_LINES = 2 * COLUMN_NAME_MIN * LEADING + 0.8 * mm  # the headings' row for names on two lines
NAME_MIN = 7.0  # a printed name smaller than this in one row of boxes: two rows
TAG_SIZE = 10.0
DEALER_TICK = 3.2 * mm


class Align(StrEnum):
    LEFT = "left"
    CENTER = "center"
    RIGHT = "right"


class Text(NamedTuple):
    """A string fitted to a box: ``fitted`` holds its lines and size, all within ``box``."""

    text: str
    font: str
    size: float  # the size asked for; ``fitted.size`` is the size set
    box: Box
    align: Align
    min_size: float
    fitted: Fitted
    gray: float = 0.0  # 0 is black

    @property
    def widest(self) -> float:
        """The width of the longest fitted line, in points."""
        return max((width_of(line, self.font, self.fitted.size) for line in self.fitted.lines), default=0.0)


def place(
    text: str,
    font: str,
    size: float,
    box: Box,
    align: Align = Align.LEFT,
    *,
    min_size: float = 5.0,
    gray: float = 0.0,
    one_line: bool = False,
) -> Text:
    """``text`` fitted to ``box`` (wrapped, then shrunk, never overflowing); ``one_line``: shrunk only."""
    height = min(box.height, size * LEADING) if one_line else box.height
    fitted = fit(text, font, size, box.width, height, min_size=min_size, widows=True)
    return Text(text, font, size, box, align, min_size, fitted, gray)


class FieldKind(StrEnum):
    TEXT = "text"  # a box to write in: a text field on a fillable sheet
    CHECK = "check"  # a box to tick: a check box on a fillable sheet
    RADIO = "radio"  # one box among the sides' (the dealer, a game's winner): a radio button


class Field(NamedTuple):
    """A box a player fills in by hand, or in a viewer on a fillable sheet.

    ``name`` is the field's full name, its parts the form's hierarchy: hand,
    side, row (``h3.B.safeties``, the points; ``h3.B.safeties_2``, the second
    box ticked), made by ``generator.form_format``, which ``bornes import``
    reads them back with. A name used on several pages (``names.A``,
    ``date``) is one field with a widget on each. A radio button's ``export``
    is its side's letter.
    """

    name: str
    tooltip: str
    box: Box
    kind: FieldKind = FieldKind.TEXT
    row: str = ""  # the row's key, for a block's boxes
    block: int | None = None  # the hand (or game) number, for a block's boxes
    side: str | None = None  # the side's letter
    tick: int = 0  # which box ticked (1, 2…), 0 for a box to write in
    export: str | None = None  # a radio button's value


class Rect(NamedTuple):
    """A drawn rectangle: its outline (``stroke`` points wide, 0 for none) and an optional gray fill."""

    box: Box
    stroke: float = 0.5
    fill: float | None = None  # gray level, 1 is white


class Rule(NamedTuple):
    """A straight line."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.5


class Page(NamedTuple):
    """One page: what to fill, stroke, write and leave to fill in."""

    number: int
    rects: tuple[Rect, ...]
    rules: tuple[Rule, ...]
    texts: tuple[Text, ...]
    fields: tuple[Field, ...]
    blocks: tuple[int, ...]  # the block numbers on this page


class Geometry(NamedTuple):
    """The sizes every page of a sheet shares."""

    width: float
    height: float
    label_w: float
    col_w: float
    blocks_across: int
    row_h: float
    title_h: float  # the blocks' titles
    heads_h: float  # the sides' letters or names above their columns
    band_gap: float
    band_h: float
    bands_per_page: int
    heads: tuple[str, ...]  # what heads each side's column: its name, or its letter
    strips: bool = False  # narrow columns: a line's boxes to tick per card go in a strip above its box

    @property
    def per_page(self) -> int:
        """How many blocks a page holds."""
        return self.blocks_across * self.bands_per_page


class SheetLayout(NamedTuple):
    """A whole sheet, placed: its paper, the shared geometry and every page."""

    paper: str
    geometry: Geometry
    pages: tuple[Page, ...]
    blocks: int


class _PageBuilder:
    """A page being placed: what is drawn and filled in on it so far, frozen into a ``Page``."""

    # A plain class: never compared or printed, so a dataclass would only cost its creation at import.

    def __init__(self, number: int, next_block: int = 2) -> None:
        self.number = number
        self.next_block = next_block  # the first block after this page's
        self.rects: list[Rect] = []
        self.rules: list[Rule] = []
        self.texts: list[Text] = []
        self.fields: list[Field] = []
        self.blocks: list[int] = []

    def freeze(self) -> Page:
        return Page(
            self.number,
            tuple(self.rects),
            tuple(self.rules),
            tuple(self.texts),
            tuple(self.fields),
            tuple(self.blocks),
        )


def _natural_height(text: str, font: str, size: float, width: float) -> float:
    """The height ``text`` takes at ``size`` wrapped to ``width`` (no shrinking)."""
    return fit(text, font, size, width, 10_000.0).height


def _columns(content: SheetContent, frame_w: float) -> tuple[float, int, float]:
    """The label column's width, blocks across and a side's column width.

    The label column takes its longest label (40 to 54 mm, longer labels
    wrap); sides' columns are 22 mm or more. Where that leaves one block
    across (four sides), the label column and the columns narrow, down to
    40 mm and 17 mm, to fit two.
    """
    sides = len(content.sides)
    widest = max(width_of(row.label, BOLD if row.strong else REGULAR, LABEL_SIZE) for row in content.rows)
    label_w = min(LABEL_MAX, max(LABEL_MIN, widest + 2 * PAD))
    across = int((frame_w - label_w) // (sides * COL_PREFERRED))
    if across < 2:
        label_w = max(LABEL_MIN, min(label_w, frame_w - 2 * sides * COL_MIN))
        across = max(1, int((frame_w - label_w) // (sides * COL_MIN)))
    return label_w, across, (frame_w - label_w) / (across * sides)


def _page_note(label: str, where: tuple[str, ...], room: float) -> list[tuple[str, float, float]]:
    """The page number and where the match comes from and goes on, on two lines right-aligned in
    the heading row: each line's text, its size and its width (with a point to spare).

    "Page 2 of 3" over "from page 1 · on page 3" where ``room`` holds it; else
    the note's first part beside the page number, "Page 2 of 3 · from page 1"
    over "on page 3", the narrower of the two. The note is never under
    ``PAGE_NOTE_SIZE``: the sheet's name gives up room first.
    """

    def measured(*lines: tuple[str, float]) -> list[tuple[str, float, float]]:
        return [(text, size, width_of(text, REGULAR, size) + 1) for text, size in lines]

    stacked = measured((label, PAGE_LABEL_SIZE), (" · ".join(where), PAGE_NOTE_SIZE))
    if len(where) < 2:
        return stacked
    beside = measured(
        (" · ".join((label, where[0])), PAGE_LABEL_SIZE), (" · ".join(where[1:]), PAGE_NOTE_SIZE)
    )
    width = max(w for _, _, w in stacked)
    return stacked if width <= max(room, max(w for _, _, w in beside)) else beside


def _header(content: SheetContent, page: _PageBuilder, frame: Box, pages: int) -> float:
    """Place the heading row, header lines and sides' boxes; return the y below them.

    The heading row holds the sheet's name, the match's frame (boxes for the
    date and the place) and the page number with where the match comes from
    and goes on ("Page 2 of 3 · from page 1 · on page 3").
    """
    top = frame.top
    row = Box(frame.x, top - HEADING_ROW, frame.width, HEADING_ROW)
    # The row shared in this order: the page number and where the match comes from and goes on
    # (``_page_note``, never under PAGE_NOTE_SIZE), the sheet's name on one line at HEADING_MIN_SIZE
    # or more, the date and place boxes at FRAME_BOX_LEAST each or more, then at FRAME_BOXES_MIN_W
    # together; then the name grows to HEADING_SIZE, the date and place boxes to FRAME_BOXES_W.
    # The name never wraps into the rules, nor runs into the date's label (HEADING_GAP).
    needed = width_of(content.heading, BOLD, HEADING_MIN_SIZE) + 1 + HEADING_GAP
    full = width_of(content.heading, BOLD, HEADING_SIZE) + 1 + HEADING_GAP
    room = row.width - 2 * GAP
    spare = room - FRAME_BOXES_MIN_W - full
    lines = _page_note(
        content.page_label(page.number, pages), content.page_where(page.number, pages, page.next_block), spare
    )
    label_w = max(width for _, _, width in lines)
    y = row.top
    for (text, size, _), height in zip(lines, (PAGE_LABEL_ROW, HEADING_ROW - PAGE_LABEL_ROW), strict=False):
        box = Box(row.right - label_w, y - height, label_w, height)
        page.texts.append(
            place(text, REGULAR, size, box, Align.RIGHT, min_size=PAGE_NOTE_SIZE, one_line=True)
        )
        y -= height
    room -= label_w
    labels = {key: text for key, text in content.frame_labels if key in (DATE, PLACE)}
    least = {
        key: width_of(text, BOLD, INFO_SIZE) + 3.5 * mm + FRAME_BOX_LEAST for key, text in labels.items()
    }
    frame_w = max(FRAME_BOXES_MIN_W, min(FRAME_BOXES_W, room - max(full, HEADING_MIN_W)))
    if room - frame_w < needed:
        frame_w = max(sum(least.values()), room - needed)
    heading_box = Box(row.x, row.y, room - frame_w - HEADING_GAP, row.height)
    page.texts.append(
        place(content.heading, BOLD, HEADING_SIZE, heading_box, min_size=HEADING_MIN_SIZE, one_line=True)
    )
    x = heading_box.right + HEADING_GAP + GAP
    date_w = max(0.4 * frame_w, least.get(DATE, 0.0))
    shares = {DATE: date_w, PLACE: frame_w - date_w}
    for key, text in labels.items():
        each = shares[key]
        text_w = width_of(text, BOLD, INFO_SIZE) + 1.5 * mm
        page.texts.append(place(text, BOLD, INFO_SIZE, Box(x, row.y, text_w, row.height)))
        box = Box(x + text_w, row.y, each - text_w - 2 * mm, row.height)
        page.rects.append(Rect(box, stroke=0.8))
        page.fields.append(Field(key, text, box, row=key))
        x += each
    y = row.y - 0.5 * mm
    for line in content.info:
        height = _natural_height(line, REGULAR, INFO_SIZE, frame.width)
        page.texts.append(place(line, REGULAR, INFO_SIZE, Box(frame.x, y - height, frame.width, height)))
        y -= height + 0.2 * mm
    y -= 0.8 * mm
    y = _legend(content, page, y, frame)
    if content.series_label is not None:
        y -= 1.5 * mm
        text_w = width_of(content.series_label, BOLD, INFO_SIZE) + 1
        series = Box(frame.x, y - LEGEND_ROW, frame.width, LEGEND_ROW)
        page.texts.append(
            place(content.series_label, BOLD, INFO_SIZE, Box(series.x, series.y, text_w, series.height))
        )
        box = Box(series.x + text_w + 2 * mm, series.y, SERIES_BOX, series.height)
        page.rects.append(Rect(box, stroke=0.8))
        page.fields.append(Field(SERIES, content.series_label.rstrip(" :\u00a0"), box, row=SERIES))
        y = series.y
    return y


def _legend(content: SheetContent, page: _PageBuilder, top: float, frame: Box) -> float:
    """The sides' boxes, "Teams [A] name [B] name"; return the y below them.

    Names given are printed, otherwise the boxes are left to write them in.
    The sides share one row, unless a name given would print smaller than
    ``NAME_MIN`` there: then they take two rows, with boxes twice as wide,
    or a row each.
    """
    sides = content.sides
    label_w = width_of(content.sides_label, BOLD, INFO_SIZE) + 2 * mm
    winner = dict(content.frame_labels).get(WINNER)
    if winner is not None:
        # The match's winner closes the row of sides: the last of the frame's boxes.
        winner_w = width_of(winner, BOLD, INFO_SIZE) + 1.5 * mm
        box_w = WINNER_BOX
        box = Box(frame.right - box_w, top - LEGEND_ROW, box_w, LEGEND_ROW)
        page.texts.append(place(winner, BOLD, INFO_SIZE, Box(box.x - winner_w, box.y, winner_w, box.height)))
        page.rects.append(Rect(box, stroke=1.2))
        page.fields.append(Field(WINNER, winner, box, row=WINNER))
        frame = Box(frame.x, frame.y, frame.width - box_w - winner_w - 2 * mm, frame.height)
    names = [side.name for side in sides if side.name is not None]

    def legible(per_row: int) -> bool:
        """Whether every name given prints at ``NAME_MIN`` or more in boxes ``per_row`` to a row."""
        box = Box(0, 0, (frame.width - label_w) / per_row - 9 * mm - 2 * PAD, LEGEND_ROW - 1.2 * mm)
        return all(
            place(name, REGULAR, NAME_SIZE, box, min_size=NAME_MIN).fitted.size >= NAME_MIN for name in names
        )

    # One row, else two, else a side a row: a name of MAX_NAME_LENGTH characters takes two lines
    # at NAME_MIN in a box of the frame's width.
    per_row = next(
        (count for count in dict.fromkeys((len(sides), math.ceil(len(sides) / 2), 1)) if legible(count)), 1
    )
    page.texts.append(
        place(content.sides_label, BOLD, INFO_SIZE, Box(frame.x, top - LEGEND_ROW, label_w, LEGEND_ROW))
    )
    each = (frame.width - label_w) / per_row
    y = top
    for index, side in enumerate(sides):
        if index % per_row == 0:
            y -= LEGEND_ROW if index == 0 else LEGEND_ROW + 1.2 * mm
        x = frame.x + label_w + (index % per_row) * each
        tag = Box(x, y, 7 * mm, LEGEND_ROW)
        name = Box(tag.right, y, each - tag.width - 2 * mm, LEGEND_ROW)
        page.rects.append(Rect(tag, stroke=0.8, fill=0.85))
        page.rects.append(Rect(name, stroke=0.8))
        page.texts.append(place(side.tag, BOLD, TAG_SIZE, tag, Align.CENTER))
        if side.name is None:
            # One field per side, with a widget on every page: a name is typed once.
            page.fields.append(
                Field(
                    side_name_field(side.tag),
                    f"{content.sides_label} {side.tag}",
                    name,
                    row="name",
                    side=side.tag,
                )
            )
        else:
            page.texts.append(
                place(side.name, REGULAR, NAME_SIZE, name.inset(PAD, 0.6 * mm), min_size=NAME_MIN)
            )
    return y


def head_boxes(head: Box) -> tuple[Box, Box]:
    """A side's heading in a block: the box to tick for the dealer, at its left, and the box its
    name or letter is fitted to, the rest."""
    dealer = Box(head.x + 0.8 * mm, head.y + (head.height - DEALER_TICK) / 2, DEALER_TICK, DEALER_TICK)
    text = Box(dealer.right + 0.4 * mm, head.y, head.right - dealer.right - 0.4 * mm, head.height)
    return dealer, text.inset(HEAD_PAD, 0.4 * mm)


def column_heads(content: SheetContent, col_w: float, heads_h: float) -> tuple[str, ...]:
    """What heads the sides' columns: their names where every one fits legibly, else their letters.

    A name fits when it prints at ``COLUMN_NAME_MIN`` or more in its heading
    beside the dealer's box (``head_boxes``); if one does not, every column
    shows its letter (never a mix), and the sides' boxes at the top of the
    page tie each letter to its name, printed in full.
    """
    names = [side.name for side in content.sides]
    _, box = head_boxes(Box(0, 0, col_w, heads_h))
    if all(name is not None for name in names) and all(
        place(name or "", BOLD, COLUMN_NAME_SIZE, box, min_size=COLUMN_NAME_MIN).fitted.size
        >= COLUMN_NAME_MIN
        for name in names
    ):
        return tuple(name or "" for name in names)
    return tuple(side.tag for side in content.sides)


def _footer(content: SheetContent, page: _PageBuilder, frame: Box) -> float:
    """Place the notes at the foot of the page; return the y above them."""
    y = frame.y
    for note in reversed(content.notes):
        height = _natural_height(note, REGULAR, NOTE_SIZE, frame.width)
        page.texts.append(
            place(
                note, REGULAR, NOTE_SIZE, Box(frame.x, y, frame.width, height), min_size=NOTE_SIZE, gray=0.15
            )
        )
        y += height + 0.3 * mm
    if content.notes:
        page.rules.append(Rule(frame.x, y + 0.6 * mm, frame.right, y + 0.6 * mm, 0.4))
        y += 1.2 * mm
    return y


def in_strip(row: Row, strips: bool) -> bool:
    """Whether a row's boxes to tick go in a strip above its box for the points (narrow columns, 3+)."""
    return strips and row.kind is CellKind.TICKS_WRITE and row.boxes > 2


def row_height(row: Row, row_h: float, strips: bool = False) -> float:
    """A row's height: ``FACT_ROW`` for ticks alone, else ``row_h``, and a ``STRIP`` above the box for
    its ticks where columns are narrow (``strips``), so the box still takes a written 1,000."""
    if row.kind is CellKind.TICKS:
        return float(FACT_ROW)
    return row_h + STRIP if in_strip(row, strips) else row_h


def _band(
    content: SheetContent,
    page: _PageBuilder,
    geometry: Geometry,
    x: float,
    top: float,
    blocks: list[int],
) -> None:
    """One band: the label column and a block per number in ``blocks``."""
    rows = content.rows
    heads_h = geometry.title_h + geometry.heads_h
    # What the box in each side's heading is for, beside the headings: "☐ = dealer".
    beside = Box(x, top - heads_h, geometry.label_w, geometry.heads_h)
    page.texts.append(
        place(content.dealer_key, REGULAR, LABEL_SIZE, beside.inset(PAD, 0.4 * mm), Align.RIGHT, min_size=6.5)
    )
    # The label column, one cell per row.
    y = top - heads_h
    for row in rows:
        height = row_height(row, geometry.row_h, geometry.strips)
        cell = Box(x, y - height, geometry.label_w, height)
        page.rects.append(Rect(cell, stroke=0.5, fill=0.93 if row.strong else None))
        page.texts.append(
            place(
                row.label,
                BOLD if row.strong else REGULAR,
                LABEL_SIZE,
                cell.inset(PAD, 0.5 * mm if row.kind is CellKind.TICKS else 0.7 * mm),
                min_size=6.0,
            )
        )
        y -= height
    block_w = len(content.sides) * geometry.col_w
    for slot, number in enumerate(blocks):
        _block(content, page, geometry, x + geometry.label_w + slot * block_w, top, number)
        page.blocks.append(number)
    # A heavier rule above each total, across the band, as on the pad.
    right = x + geometry.label_w + len(blocks) * block_w
    y = top - heads_h
    for row in rows:
        if row.strong:
            page.rules.append(Rule(x, y, right, y, 1.0))
        y -= row_height(row, geometry.row_h, geometry.strips)


def _block(
    content: SheetContent, page: _PageBuilder, geometry: Geometry, x: float, top: float, number: int
) -> None:
    """One hand's (or game's) block: its title, the sides' headings and a cell per side and row."""
    col_w, sides = geometry.col_w, content.sides
    width = col_w * len(sides)
    title = Box(x, top - geometry.title_h, width, geometry.title_h)
    page.rects.append(Rect(title, stroke=0.5, fill=0.8))
    page.texts.append(place(content.block_title(number), BOLD, 8.5, title.inset(PAD, 0.5 * mm), Align.CENTER))
    heads_y = title.y - geometry.heads_h
    for index, head_text in enumerate(geometry.heads):
        head = Box(x + index * col_w, heads_y, col_w, geometry.heads_h)
        page.rects.append(Rect(head, stroke=0.5, fill=0.93))
        size = TAG_SIZE if head_text == sides[index].tag else COLUMN_NAME_SIZE
        # The dealer's mark: a small box at the left of each side's heading, one ticked per hand.
        dealer, text_box = head_boxes(head)
        page.rects.append(Rect(dealer, stroke=0.6, fill=1.0))
        page.fields.append(
            Field(
                block_field(content.kind, number, DEALER),
                f"{content.block_title(number)} · {content.dealer_label} · {sides[index].tag}",
                dealer,
                FieldKind.RADIO,
                row=DEALER,
                block=number,
                side=sides[index].tag,
                tick=1,
                export=sides[index].tag,
            )
        )
        page.texts.append(place(head_text, BOLD, size, text_box, Align.CENTER, min_size=COLUMN_NAME_MIN))
    y = heads_y
    for row in content.rows:
        y -= row_height(row, geometry.row_h, geometry.strips)
        for index, side in enumerate(sides):
            cell = Box(x + index * col_w, y, col_w, row_height(row, geometry.row_h, geometry.strips))
            page.rects.append(Rect(cell, stroke=0.5, fill=0.93 if row.strong else None))
            _cell(content, page, row, cell, number, side.tag, geometry.strips)
    page.rects.append(Rect(Box(x, y, width, top - y), stroke=1.2))


def _tick_grid(cell: Box, count: int, centred: bool, narrow: bool = False) -> list[Box]:
    """``count`` boxes to tick: in a row across ``cell`` (``centred``), or one or two columns at its left."""
    if centred:
        size = min(TICK, cell.height - 1.4 * mm)
        gap = min(2 * mm, (cell.width - 2 * mm - count * size) / max(1, count - 1))
        span = count * size + (count - 1) * gap
        left = cell.x + (cell.width - span) / 2
        return [
            Box(left + i * (size + gap), cell.y + (cell.height - size) / 2, size, size) for i in range(count)
        ]
    cols = 1 if count <= 2 else 2
    lines = math.ceil(count / cols)
    largest = TICK if lines == 1 and not narrow else SMALL_TICK
    size = min(largest, (cell.height - 1.2 * mm - (lines - 1) * TICK_GAP) / lines)
    top = cell.y + (cell.height + lines * size + (lines - 1) * TICK_GAP) / 2
    return [
        Box(
            cell.x + TICK_MARGIN + (i % cols) * (size + TICK_GAP),
            top - (i // cols + 1) * size - (i // cols) * TICK_GAP,
            size,
            size,
        )
        for i in range(count)
    ]


def _tick_boxes(
    page: _PageBuilder, row: Row, boxes: list[Box], kind: str, tooltip: str, number: int, tag: str
) -> None:
    """The boxes to tick of a side's cell: the fact's first (``two_hundreds_1``…), then the points'."""
    for index, box in enumerate(boxes):
        page.rects.append(Rect(box, stroke=0.8, fill=1.0))
        if row.role is Role.WON:
            # One button per side, in one group per block: a single winner.
            key, tick = row.key, 1
            name, field_kind, export = block_field(kind, number, key), FieldKind.RADIO, tag
        else:
            fact = index < row.fact_ticks
            key = (row.fact or row.key) if fact else row.key
            tick = index + 1 if fact else index - row.fact_ticks + 1
            name = tick_name(box_name(kind, number, tag, key), tick)
            field_kind, export = FieldKind.CHECK, None
        page.fields.append(
            Field(name, tooltip, box, field_kind, row=key, block=number, side=tag, tick=tick, export=export)
        )


def _cell(
    content: SheetContent, page: _PageBuilder, row: Row, cell: Box, number: int, tag: str, strips: bool
) -> None:
    """A side's cell in a row: a box to write in, boxes to tick, both, or a dash where there is nothing.

    Boxes to tick for a line sit at the left of its box for the points, one
    per card or one for the line (a 2 × 2 grid for four), so facts are
    marked as they happen and the points added up once.
    """
    name = box_name(content.kind, number, tag, row.key)
    tooltip = f"{content.block_title(number)} · {tag} · {row.name}"
    if row.none_in_first and number == 1:
        page.texts.append(place("—", REGULAR, 9, cell.inset(PAD, PAD), Align.CENTER, gray=0.45))
        return
    if row.kind is CellKind.TICKS:
        _tick_boxes(page, row, _tick_grid(cell, row.boxes, centred=True), content.kind, tooltip, number, tag)
        return
    write = cell
    if in_strip(row, strips):
        strip = Box(cell.x, cell.top - STRIP, cell.width, STRIP)
        boxes = _tick_grid(strip, row.boxes, centred=True)
        _tick_boxes(page, row, boxes, content.kind, tooltip, number, tag)
        write = Box(cell.x, cell.y, cell.width, cell.height - STRIP)
        page.rules.append(Rule(cell.x + 1 * mm, write.top, cell.right - 1 * mm, write.top, 0.3))
    elif row.kind is CellKind.TICKS_WRITE:
        boxes = _tick_grid(cell, row.boxes, centred=False, narrow=strips)
        _tick_boxes(page, row, boxes, content.kind, tooltip, number, tag)
        left = max(box.right for box in boxes) + TICK_MARGIN
        write = Box(left, cell.y, cell.right - left, cell.height)
        page.rules.append(Rule(left, cell.y + 1 * mm, left, cell.top - 1 * mm, 0.3))
    page.fields.append(Field(name, tooltip, write, row=row.key, block=number, side=tag))


def _rows_height(content: SheetContent, row_h: float, strips: bool) -> float:
    return sum(row_height(row, row_h, strips) for row in content.rows)


def geometry_for(content: SheetContent, paper: str) -> Geometry:
    """The sizes of a sheet's columns, rows and bands on ``paper``, and how many blocks a page holds."""
    register_fonts()
    width, height = PAPERS[paper]
    frame = Box(FRAME, FRAME, width - 2 * FRAME, height - 2 * FRAME)
    label_w, across, col_w = _columns(content, frame.width)
    strips = col_w < STRIP_BELOW
    growing = sum(1 for row in content.rows if row.kind is not CellKind.TICKS)
    probe = _PageBuilder(1)
    body = _header(content, probe, frame, 1) - GAP - (_footer(content, probe, frame) + GAP)

    def bands_for(title_h: float, heads_h: float, band_gap: float) -> int:
        return max(
            1, int((body + band_gap) // (title_h + heads_h + _rows_height(content, ROW, strips) + band_gap))
        )

    title_h, heads_h, band_gap = TITLE_ROW, HEADS_ROW, BAND_GAP
    bands = bands_for(title_h, heads_h, band_gap)
    if bands == 1 and bands_for(*TIGHT) > 1:
        # A few millimetres short of a second band (a long header): tighten the blocks' headings.
        title_h, heads_h, band_gap = TIGHT
        bands = bands_for(*TIGHT)
    spare = body - bands * (title_h + heads_h + _rows_height(content, ROW, strips)) - (bands - 1) * band_gap
    heads = column_heads(content, col_w, heads_h)
    letters = tuple(side.tag for side in content.sides)
    grown = HEADS_TWO_LINES - heads_h
    if heads == letters and grown > 0 and bands * grown <= spare:
        # Names a line too long for the headings: they take two, where that costs no band.
        taller = column_heads(content, col_w, HEADS_TWO_LINES)
        if taller != letters:
            heads, heads_h, spare = taller, HEADS_TWO_LINES, spare - bands * grown
    # The room left under the last band goes to the rows to write in, up to ROW_MAX each.
    row_h = ROW + max(0.0, min(ROW_MAX - ROW, spare / (bands * growing)))
    band_h = title_h + heads_h + _rows_height(content, row_h, strips)
    return Geometry(
        width, height, label_w, col_w, across, row_h, title_h, heads_h, band_gap, band_h, bands, heads, strips
    )


def layout(content: SheetContent, paper: str) -> SheetLayout:
    """Every page of the sheet: header, bands of blocks numbered from ``content.first_hand``, notes.

    Without ``content.hands`` the sheet holds the blocks of one full page;
    with it, exactly that many, on as many pages as they need. Each page says
    where the match comes from and where it goes on.
    """
    geometry = geometry_for(content, paper)
    frame = Box(FRAME, FRAME, geometry.width - 2 * FRAME, geometry.height - 2 * FRAME)
    total = content.hands if content.hands is not None else geometry.per_page
    pages = max(1, math.ceil(total / geometry.per_page))
    placed: list[Page] = []
    first = content.first_hand
    last = first + total - 1
    number = first
    for page_number in range(1, pages + 1):
        page = _PageBuilder(page_number, next_block=number + min(geometry.per_page, last - number + 1))
        top = _header(content, page, frame, pages) - GAP
        _footer(content, page, frame)
        for _ in range(geometry.bands_per_page):
            blocks = list(range(number, min(last, number + geometry.blocks_across - 1) + 1))
            if not blocks:
                break
            _band(content, page, geometry, frame.x, top, blocks)
            number += len(blocks)
            top -= geometry.band_h + geometry.band_gap
        placed.append(page.freeze())
    return SheetLayout(paper, geometry, tuple(placed), total)
