"""Where everything on a scan sheet goes: markers, code, and a row of circles per part of a fact.

A scan sheet (``bornes sheet --layout scan``) is a score sheet made to be
photographed and read back by ``bornes scan``. Its page, top to bottom: four
markers in the corners (``scan_code``), the heading and the rules beside the
code, one line saying how to fill it in, the hands' blocks, the edition's
values at the foot. In a hand's block each side has one or more lines of
rows, each row "fill exactly one circle": the miles as hundreds (0 to as
many as the longest trip needs) plus 0/25/50/75, each count from 0 to its
most, and a single box for a yes-or-no fact; only the facts the question
table asks for the edition and setup (``generator.rules.questions``), in its
order, each row placed on the first line with room. Beside them, boxes for
people to write the hand's points and the running total.

Everything here is in millimetres from the page's top-left corner, as the
map (``map_document``, ``bornes sheet --map``) gives it and the reader finds
it in a photo. The geometry depends only on the rules, the setup, the paper
and the hands' numbers, never on the language or the names, so a photo
whose code cannot be read is still read from ``--edition``: every label has
a slot of a fixed width, and its words are fitted into it when the page is
drawn (``generator.sheets.scan_pdf``). A sheet holds whole pages: every page
has the same number of hands.

Pure numbers: no ReportLab, no words.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType
from typing import Any, NamedTuple

from generator.form_format import TAGS
from generator.pdf.margins import SAFE_MARGIN_MM
from generator.pdf.paper import PAPERS
from generator.rules.cards import HUNDRED
from generator.rules.editions import Edition, Setup
from generator.rules.questions import Kind, Question, questions
from generator.rules.scoring import MILE_STEP
from generator.sheets.scan_code import MAP_FORMAT, Corner, marker_id

POINT_MM = 25.4 / 72
"""A PDF point in millimetres."""

FRAME_MM = SAFE_MARGIN_MM + 1
"""Everything sits this far inside the paper's edge, or more: 1 mm inside the safe margin."""

MARKER_MM = 12.0
"""A marker's side: 6 cells of 2 mm (the border and 4 × 4 bits)."""

MARKER_QUIET_MM = 3.0
"""The white kept around a marker: nothing is printed nearer."""

BUBBLE_MM = 4.4
"""A circle's diameter, and a yes-or-no box's side."""

PITCH_MM = 5.6
"""From one circle's centre to the next in a row."""

LINE_MM = 6.4
"""From one line of rows to the next."""

TITLE_MM = 4.0
"""A block's title line: "Hand 3", and the names of the boxes people write in."""

TITLE_W_MM = 40.0
"""The width of a block's title, a grey tab at its top left."""

SIDE_GAP_MM = 0.6
"""Between two sides' lines in a block."""

BLOCK_GAP_MM = 2.0
"""At least this between two blocks; the room a page has to spare is shared out between them, up to
``BLOCK_GAP_MAX_MM``."""
BLOCK_GAP_MAX_MM = 6.0

TAG_MM = 7.0
"""The box of a side's letter, at the left of its lines (its name is in the heading)."""

WRITE_MM: Mapping[str, float] = MappingProxyType({"points": 19.0, "total": 19.0, "games_won": 31.0})
"""The boxes for people to write in at the right of a side's lines, by key: the hand's points, the
running total, a race's games won so far; each as high as the side's lines, side by side."""

GROUP_GAP_MM = 2.5
"""Between two rows on a line, and around the rows."""

SLOT_MM: Mapping[str, float] = MappingProxyType(
    {
        "miles": 10.0,
        "plus": 4.0,
        "extension": 13.5,
        "safeties": 11.0,
        "coups_fourres": 10.0,
        "delayed": 19.5,
        "two_hundreds": 9.5,
        "hundreds_played": 10.0,
    }
)
"""The width of a row's label before its circles, by fact ("plus": before the miles below a
hundred): fixed, whatever the language, each the widest of its catalogs' words at 7 pt on two lines
and a little more (``tests/sheets/test_scan_pdf.py`` checks that every language's fits)."""

QR_BOX_MM = 34.0
"""The code's square, its quiet zone of 4 modules included: a version 3 code (29 modules) has modules
of 0.92 mm, a version 4 (33) of 0.83 mm."""

MIN_MODULE_MM = 0.8
"""The code's modules are never smaller: simulated photos read codes of 0.85 mm modules on 72 of 72
pages, and of 0.54 mm on 82 %."""

CODE_TEXT_MM = 3.4
"""The line beneath the code: what it says, for people."""

HOW_MM = 7.0
"""The line under the heading that says how to fill the sheet in."""

FOOT_MM = 18.0
"""The foot: the edition's values in the rulebook's words, between the bottom markers."""

ROUND = 3
"""Millimetres are given to a thousandth in the map."""


class Part(StrEnum):
    """What a row of a fact holds."""

    HUNDREDS = "hundreds"  # the miles' hundreds: 0, 100, 200…
    TENS = "tens"  # the miles below a hundred: 0, 25, 50, 75
    COUNT = "count"  # a count from 0 to its most
    YES_NO = "yes_no"  # one box: filled for yes


class Box(NamedTuple):
    """A rectangle in millimetres from the page's top-left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


class Mark(NamedTuple):
    """A circle (or a yes-or-no box) to fill: its value, centre, radius and the figure printed in it."""

    value: int
    centre: tuple[float, float]
    radius: float
    text: str  # "7", "25"; "" in a box
    square: bool = False


class MarkRow(NamedTuple):
    """A row of marks, exactly one of which is filled: a part of one side's fact in one hand."""

    hand: int
    side: str  # the side's id in the match log: "a"
    fact: str  # the match log's key: "miles", "safeties"…
    part: Part
    marks: tuple[Mark, ...]
    label: Box  # the slot of its label, at the left of its marks

    @property
    def box(self) -> Box:
        """The rectangle its marks take, their outlines included."""
        xs = [mark.centre[0] for mark in self.marks]
        y = self.marks[0].centre[1]
        r = self.marks[0].radius
        return Box(min(xs) - r, y - r, max(xs) - min(xs) + 2 * r, 2 * r)


class WriteBox(NamedTuple):
    """A box for people: what it is for (``points``, ``total``, ``games_won``) and where."""

    key: str
    box: Box


class SideLines(NamedTuple):
    """A side's part of a block: its letter's box and the boxes to write in."""

    tag: str  # "A"
    tag_box: Box
    write: tuple[WriteBox, ...]


class Block(NamedTuple):
    """One hand's block: its title line, its frame and each side's lines."""

    hand: int
    title: Box
    frame: Box
    heads: tuple[WriteBox, ...]  # where the boxes people write in are named, on the title line
    sides: tuple[SideLines, ...]


class Marker(NamedTuple):
    """A marker: its id and its corners in its own order (clockwise from its top left)."""

    id: int
    corners: tuple[tuple[float, float], ...]

    @property
    def box(self) -> Box:
        x, y = self.corners[0]
        return Box(x, y, MARKER_MM, MARKER_MM)


class ScanPage(NamedTuple):
    """One page of a scan sheet, placed."""

    number: int
    first_hand: int  # the first hand on this page
    hands: tuple[int, ...]
    markers: tuple[Marker, ...]
    code: Box  # the code's square, its quiet zone included
    code_text: Box  # the line beneath it
    heading: Box  # the heading and the rules, between the top-left marker and the code
    how: Box  # how to fill it in
    foot: Box  # the edition's values
    blocks: tuple[Block, ...]
    rows: tuple[MarkRow, ...]


class Group(NamedTuple):
    """A row's shape, before it is placed: its fact and part, its label's slot, its marks' values."""

    fact: str
    part: Part
    slot: float
    values: tuple[int, ...]
    texts: tuple[str, ...]

    @property
    def width(self) -> float:
        return self.slot + len(self.values) * PITCH_MM


Unit = tuple[Group, ...]
"""Rows kept on one line: the miles' hundreds and tens; any other fact alone."""


class Plan(NamedTuple):
    """The shape every block of a sheet shares: each line's rows with their left edges, and the
    boxes people write in."""

    lines: tuple[tuple[tuple[float, Group], ...], ...]  # per line: (x from the rows' left edge, group)
    write: tuple[str, ...]  # the keys of the boxes to write in, side by side
    facts: tuple[str, ...]  # the facts, in the question table's order


class ScanLayout(NamedTuple):
    """A whole scan sheet: its paper and size, its pages, and the hands each holds."""

    paper: str
    size: tuple[float, float]
    per_page: int
    pages: tuple[ScanPage, ...]


def paper_mm(paper: str) -> tuple[float, float]:
    """The paper's width and height in millimetres (``generator.pdf.paper.PAPERS``, to a thousandth)."""
    width, height = PAPERS[paper]
    return round(width * POINT_MM, ROUND), round(height * POINT_MM, ROUND)


def fact_groups(question: Question, most_miles: int) -> Unit:
    """The rows a fact of the question table is filled in: the miles in hundreds and tens, a count
    from 0 to its most, a yes-or-no fact in one box."""
    if question.fact == "miles":
        hundreds = tuple(range(0, most_miles + 1, HUNDRED))
        tens = tuple(range(0, HUNDRED, MILE_STEP))
        return (
            Group(
                "miles", Part.HUNDREDS, SLOT_MM["miles"], hundreds, tuple(str(v // HUNDRED) for v in hundreds)
            ),
            Group("miles", Part.TENS, SLOT_MM["plus"], tens, tuple(str(v) for v in tens)),
        )
    if question.kind is Kind.YES_NO:
        return (Group(question.fact, Part.YES_NO, SLOT_MM[question.fact], (1,), ("",)),)
    assert question.most is not None, "a count of the table other than the miles has its most"
    values = tuple(range(question.most + 1))
    return (Group(question.fact, Part.COUNT, SLOT_MM[question.fact], values, tuple(map(str, values))),)


def write_keys(edition: Edition) -> tuple[str, ...]:
    """The boxes people write in beside a side's lines: the hand's points and the running total, or
    on a race sheet the games won so far."""
    return ("games_won",) if edition.scoring is None else ("points", "total")


def plan(edition: Edition, setup: Setup, paper: str) -> Plan:
    """Which line of a side each row goes on: the rows of the facts the question table asks, in its
    order, each on the first line with room (``fact_groups``)."""
    width = paper_mm(paper)[0]
    asked = questions(edition, setup)
    most = next(q.most for q in asked if q.fact == "miles")
    assert most is not None, "questions() gives the miles their most"
    write = write_keys(edition)
    room = width - 2 * FRAME_MM - TAG_MM - sum(WRITE_MM[key] for key in write) - 2 * GROUP_GAP_MM
    lines: list[list[tuple[float, Group]]] = []
    ends: list[float] = []
    for unit in (fact_groups(question, most) for question in asked):
        need = sum(group.width for group in unit)
        line = next((i for i, end in enumerate(ends) if end + GROUP_GAP_MM + need <= room), None)
        if line is None:
            lines.append([])
            ends.append(-GROUP_GAP_MM)
            line = len(lines) - 1
        x = ends[line] + GROUP_GAP_MM
        for group in unit:
            lines[line].append((x, group))
            x += group.width
        ends[line] = x
    return Plan(tuple(tuple(line) for line in lines), write, tuple(q.fact for q in asked))


def block_height(plan: Plan, sides: int) -> float:
    """A hand's block: its title line and each side's lines."""
    return TITLE_MM + sides * len(plan.lines) * LINE_MM + (sides - 1) * SIDE_GAP_MM


def _markers(paper: str, sides: int) -> tuple[Marker, ...]:
    width, height = paper_mm(paper)
    near, far_x, far_y = FRAME_MM, width - FRAME_MM - MARKER_MM, height - FRAME_MM - MARKER_MM
    lefts = {
        Corner.TOP_LEFT: (near, near),
        Corner.TOP_RIGHT: (far_x, near),
        Corner.BOTTOM_RIGHT: (far_x, far_y),
        Corner.BOTTOM_LEFT: (near, far_y),
    }
    markers = []
    for corner, (x, y) in lefts.items():
        corners = ((x, y), (x + MARKER_MM, y), (x + MARKER_MM, y + MARKER_MM), (x, y + MARKER_MM))
        markers.append(Marker(marker_id(paper, sides, corner), corners))
    return tuple(markers)


class Frame(NamedTuple):
    """The parts of a page around its blocks."""

    code: Box
    code_text: Box
    heading: Box
    how: Box
    foot: Box
    body: Box  # where the blocks go


def frame(paper: str) -> Frame:
    """Where the code, the heading, the line saying how, the foot and the blocks go on a page."""
    width, height = paper_mm(paper)
    code = Box(width - FRAME_MM - MARKER_MM - MARKER_QUIET_MM - QR_BOX_MM, FRAME_MM, QR_BOX_MM, QR_BOX_MM)
    # The code's line runs under the code and to its left, below the heading: clear of the
    # top-right marker's quiet zone, which ends higher.
    code_text = Box(width / 2, code.bottom, width / 2 - FRAME_MM, CODE_TEXT_MM)
    left = FRAME_MM + MARKER_MM + MARKER_QUIET_MM
    heading = Box(left, FRAME_MM, code.x - 2 - left, code.height)
    how = Box(FRAME_MM, code_text.bottom + 0.4, width - 2 * FRAME_MM, HOW_MM)
    foot = Box(left, height - FRAME_MM - FOOT_MM, width - 2 * left, FOOT_MM)
    # The blocks stay clear of the bottom markers' quiet zone, as of the foot.
    bottom = min(foot.y, height - FRAME_MM - MARKER_MM - MARKER_QUIET_MM) - 1.0
    body = Box(FRAME_MM, how.bottom + 1.0, width - 2 * FRAME_MM, bottom - how.bottom - 1.0)
    return Frame(code, code_text, heading, how, foot, body)


def per_page(edition: Edition, setup: Setup, paper: str) -> int:
    """How many hands a page holds."""
    height = block_height(plan(edition, setup, paper), setup.sides)
    return max(1, int((frame(paper).body.height + BLOCK_GAP_MM) // (height + BLOCK_GAP_MM)))


def _block(
    shape: Plan, hand: int, top: float, width: float, tags: Sequence[str]
) -> tuple[Block, list[MarkRow]]:
    """One hand's block from its top edge: its title line, each side's lines, and their rows."""
    left = FRAME_MM
    right = width - FRAME_MM
    rows_left = left + TAG_MM + GROUP_GAP_MM
    lefts: list[tuple[str, float]] = []
    x = right
    for key in reversed(shape.write):
        x -= WRITE_MM[key]
        lefts.insert(0, (key, x))
    heads = tuple(WriteBox(key, Box(x, top, WRITE_MM[key], TITLE_MM)) for key, x in lefts)
    title = Box(left, top, TITLE_W_MM, TITLE_MM)
    rows: list[MarkRow] = []
    sides: list[SideLines] = []
    y = top + TITLE_MM
    lines = len(shape.lines)
    facts = list(shape.facts)
    for index, tag in enumerate(tags):
        side = tag.lower()
        side_rows: list[MarkRow] = []
        height = lines * LINE_MM
        tag_box = Box(left, y + 0.3, TAG_MM, height - 0.6)
        write = tuple(
            WriteBox(key, Box(x + 0.4, y + 0.3, WRITE_MM[key] - 0.8, height - 0.6)) for key, x in lefts
        )
        sides.append(SideLines(tag, tag_box, write))
        for number, line_groups in enumerate(shape.lines):
            centre_y = y + number * LINE_MM + LINE_MM / 2
            for x_in, group in line_groups:
                start = rows_left + x_in
                marks = tuple(
                    Mark(
                        value,
                        (round(start + group.slot + (i + 0.5) * PITCH_MM, ROUND), round(centre_y, ROUND)),
                        BUBBLE_MM / 2,
                        text,
                        square=group.part is Part.YES_NO,
                    )
                    for i, (value, text) in enumerate(zip(group.values, group.texts, strict=True))
                )
                label = Box(start, y + number * LINE_MM, group.slot, LINE_MM)
                side_rows.append(MarkRow(hand, side, group.fact, group.part, marks, label))
        # In the question table's order, whichever line each row is on: the order they are asked in.
        rows += sorted(side_rows, key=lambda row: (facts.index(row.fact), list(Part).index(row.part)))
        y += height + (SIDE_GAP_MM if index < len(tags) - 1 else 0)
    frame_box = Box(left, top, right - left, y - top)
    return Block(hand, title, frame_box, heads, tuple(sides)), rows


def scan_page(edition: Edition, setup: Setup, paper: str, *, first_hand: int, page: int) -> ScanPage:
    """Page ``page`` of a scan sheet whose first hand is ``first_hand``: every page holds
    ``per_page`` hands, the blocks sharing out the room the page has to spare."""
    width, _ = paper_mm(paper)
    shape = plan(edition, setup, paper)
    parts = frame(paper)
    count = per_page(edition, setup, paper)
    height = block_height(shape, setup.sides)
    spare = parts.body.height - count * height - (count - 1) * BLOCK_GAP_MM
    gap = BLOCK_GAP_MM + (min(BLOCK_GAP_MAX_MM - BLOCK_GAP_MM, spare / (count - 1)) if count > 1 else 0.0)
    start = first_hand + (page - 1) * count
    tags = TAGS[: setup.sides]
    blocks: list[Block] = []
    rows: list[MarkRow] = []
    top = parts.body.y
    for hand in range(start, start + count):
        block, block_rows = _block(shape, hand, top, width, tags)
        blocks.append(block)
        rows += block_rows
        top += height + gap
    return ScanPage(
        number=page,
        first_hand=start,
        hands=tuple(range(start, start + count)),
        markers=_markers(paper, setup.sides),
        code=parts.code,
        code_text=parts.code_text,
        heading=parts.heading,
        how=parts.how,
        foot=parts.foot,
        blocks=tuple(blocks),
        rows=tuple(rows),
    )


def scan_layout(
    edition: Edition, setup: Setup, paper: str, *, first_hand: int = 1, hands: int | None = None
) -> ScanLayout:
    """Every page of a scan sheet: enough whole pages for ``hands`` hands (``None``: one page)."""
    count = per_page(edition, setup, paper)
    pages = 1 if hands is None else max(1, math.ceil(hands / count))
    return ScanLayout(
        paper,
        paper_mm(paper),
        count,
        tuple(
            scan_page(edition, setup, paper, first_hand=first_hand, page=number)
            for number in range(1, pages + 1)
        ),
    )


def _point(point: tuple[float, float]) -> list[float]:
    return [round(point[0], ROUND), round(point[1], ROUND)]


def map_document(layout: ScanLayout) -> dict[str, Any]:
    """The sheet's map, as ``bornes sheet --map`` writes it (``MAP_FORMAT``): for each page, its
    size, its markers' corners, the code's square and every row's marks, in millimetres from the
    page's top-left corner. A fact's value is the sum over its rows of the value of the one mark
    filled in each; a row of one mark is a yes-or-no box."""
    return {
        "format": MAP_FORMAT,
        "pages": [
            {
                "page": page.number,
                "size_mm": list(layout.size),
                "markers": [
                    {"id": marker.id, "corners_mm": [_point(corner) for corner in marker.corners]}
                    for marker in page.markers
                ],
                "qr_mm": [
                    round(page.code.x, ROUND),
                    round(page.code.y, ROUND),
                    round(page.code.width, ROUND),
                ],
                "rows": [
                    {
                        "hand": row.hand,
                        "side": row.side,
                        "fact": row.fact,
                        "marks": [
                            {"value": mark.value, "centre_mm": _point(mark.centre), "radius_mm": mark.radius}
                            for mark in row.marks
                        ],
                    }
                    for row in page.rows
                ],
            }
            for page in layout.pages
        ],
    }


def map_json(layout: ScanLayout) -> bytes:
    """The map as a file: JSON, ASCII, a line per marker and per row, ending with a new line."""
    import json

    def dump(value: object) -> str:
        return json.dumps(value, ensure_ascii=True)

    document = map_document(layout)
    pages = []
    for page in document["pages"]:
        markers = ",\n    ".join(dump(marker) for marker in page["markers"])
        rows = ",\n    ".join(dump(row) for row in page["rows"])
        pages.append(
            f'  {{"page": {dump(page["page"])}, "size_mm": {dump(page["size_mm"])},\n'
            f'   "markers": [\n    {markers}],\n'
            f'   "qr_mm": {dump(page["qr_mm"])},\n'
            f'   "rows": [\n    {rows}]}}'
        )
    text = f'{{"format": {dump(document["format"])},\n "pages": [\n' + ",\n".join(pages) + "]}\n"
    assert json.loads(text) == document, "the file says what the map does"
    return text.encode("ascii")
