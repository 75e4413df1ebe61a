"""The scan sheet's map, read from its published JSON (``bornes sheet --layout scan --map FILE``).

The format is ``bornes-scan-map/1``, as the sheet reference documents it:
millimetres from the page's top-left corner; per page its size, its four
ArUco markers (corners clockwise from their top left as printed), the QR
code's square (its quiet zone included) and its rows of marks. A fact's value
is the sum, over its rows, of the value of the one filled mark in each row; a
row of one mark is a yes-or-no box. This is all the simulator knows of the
sheet besides its printed page: nothing of the reader.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

FORMAT = "bornes-scan-map/1"

Point = tuple[float, float]


@dataclass(frozen=True)
class Mark:
    """One circle (or a yes-or-no box) to fill: what it says, where its centre is, how big it is."""

    value: int
    centre: Point
    radius: float


@dataclass(frozen=True)
class Row:
    """One row of marks: a part of one side's fact in one hand (fill exactly one)."""

    hand: int
    side: str
    fact: str
    marks: tuple[Mark, ...]

    @property
    def is_box(self) -> bool:
        """A yes-or-no box: a row of one mark, filled for yes."""
        return len(self.marks) == 1

    def mark(self, value: int) -> Mark:
        """The row's mark that says ``value``."""
        return next(mark for mark in self.marks if mark.value == value)


@dataclass(frozen=True)
class Marker:
    """One ArUco marker of the page: its id and its four corners, clockwise from its printed top left."""

    id: int
    corners: tuple[Point, Point, Point, Point]

    @property
    def centre(self) -> Point:
        xs, ys = zip(*self.corners, strict=True)
        return sum(xs) / 4, sum(ys) / 4


@dataclass(frozen=True)
class PageMap:
    """One printed page of the scan sheet."""

    page: int
    size: Point
    markers: tuple[Marker, ...]
    qr: tuple[float, float, float]  # left, top, side, its quiet zone included
    rows: tuple[Row, ...]

    @property
    def hands(self) -> tuple[int, ...]:
        """The hands the page prints, in order."""
        return tuple(sorted({row.hand for row in self.rows}))

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides' ids, in the order the page prints them."""
        return tuple(dict.fromkeys(row.side for row in self.rows))

    def rows_of(self, hand: int, side: str, fact: str) -> tuple[Row, ...]:
        """The rows that together say one fact of one side in one hand, in printed order."""
        return tuple(row for row in self.rows if (row.hand, row.side, row.fact) == (hand, side, fact))

    def facts(self, hand: int, side: str) -> tuple[str, ...]:
        """The facts the page asks of a side in a hand, in printed order."""
        return tuple(dict.fromkeys(row.fact for row in self.rows if (row.hand, row.side) == (hand, side)))


@dataclass(frozen=True)
class SheetMap:
    """Every page of one printed scan sheet."""

    pages: tuple[PageMap, ...]


def _point(value: Any, what: str) -> Point:
    if not (
        isinstance(value, Sequence) and len(value) == 2 and all(isinstance(v, int | float) for v in value)
    ):
        raise ValueError(f"{what}: not a point in mm: {value!r}")
    return float(value[0]), float(value[1])


def _page(data: Mapping[str, Any]) -> PageMap:
    markers = tuple(
        Marker(int(m["id"]), tuple(_point(c, "a marker's corner") for c in m["corners_mm"]))  # type: ignore[arg-type]
        for m in data["markers"]
    )
    if any(len(m.corners) != 4 for m in markers):
        raise ValueError("a marker has not four corners")
    rows = tuple(
        Row(
            int(r["hand"]),
            str(r["side"]),
            str(r["fact"]),
            tuple(
                Mark(int(k["value"]), _point(k["centre_mm"], "a mark's centre"), float(k["radius_mm"]))
                for k in r["marks"]
            ),
        )
        for r in data["rows"]
    )
    left, top, side = (float(v) for v in data["qr_mm"])
    return PageMap(
        int(data["page"]), _point(data["size_mm"], "a page's size"), markers, (left, top, side), rows
    )


def parse_map(text: str) -> SheetMap:
    """The map of a scan sheet from its JSON text; ``ValueError`` for another format."""
    data = json.loads(text)
    if data.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} map: {data.get('format')!r}")
    return SheetMap(tuple(_page(page) for page in data["pages"]))
