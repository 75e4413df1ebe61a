"""A chart's hatch patterns in an SVG made as small as they draw: one period of the hatch, not an inch of it.

matplotlib writes each hatch as an SVG ``<pattern>`` one inch square (72
units) holding every line or dot of that inch: the dots of ``"...."`` are 625
circles, 256 KB for one bar's fill. A hatch repeats much sooner than that, so
``compact_patterns`` gives each pattern the smallest tile it repeats on (3 × 6
units for those dots) and keeps only what is drawn in that tile: the same
picture, in a few hundred bytes to a few kilobytes. A pattern whose repeat it
cannot prove (a line that stops inside the inch, a shape cut at the inch's edge
with no twin on the other side) is kept as it was.

Pure text in, text out: the figure is drawn and saved by ``generator.chart.export``.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

INCH = 72.0
"""The side of matplotlib's hatch tile, in SVG units (``HATCH_SIZE`` in its SVG backend)."""

PERIODS = tuple(INCH / n for n in (72, 36, 24, 18, 12, 9, 8, 6, 4, 3, 2, 1))
"""The tile sides tried, smallest first: the divisors of an inch, so the repeat fits it whole."""

PATTERN = re.compile(
    r'<pattern id="(?P<id>[^"]+)" patternUnits="userSpaceOnUse" x="0" y="0" width="72" height="72">\s*'
    r'<rect x="0" y="0" width="73" height="73" fill="(?P<fill>[^"]+)"/>\s*'
    r'<path d="(?P<d>[^"]+)" style="(?P<style>[^"]+)"/>\s*'
    r"</pattern>"
)
"""A hatch as matplotlib's SVG backend writes it: a background and one path, an inch square."""

TOKEN = re.compile(r"[MLCQz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?")
DIGITS = 3
"""Coordinates are compared at this many decimals: a thousandth of a point."""


class Subpath(NamedTuple):
    """One piece of a hatch's path: its text as written, and its points."""

    text: str
    points: tuple[tuple[float, float], ...]
    closed: bool

    @property
    def segment(self) -> bool:
        """A straight line drawn across the tile (``M x y L x y``)."""
        return (
            not self.closed
            and len(self.points) == 2
            and self.text.lstrip().startswith("M")
            and "C" not in self.text
        )


def _subpaths(d: str) -> list[Subpath]:
    """The path's pieces, one per ``M``, each keeping its own text."""
    pieces = [piece for piece in re.split(r"(?=M)", d) if piece.strip()]
    out = []
    for piece in pieces:
        numbers = [float(t) for t in TOKEN.findall(piece) if t not in "MLCQz"]
        points = tuple(zip(numbers[0::2], numbers[1::2], strict=True))
        out.append(Subpath(piece, points, "z" in piece))
    return out


def _round(value: float) -> float:
    return round(value, DIGITS) + 0.0  # no -0.0


def _wrap(value: float, period: float) -> float:
    return _round(_round(value) % period) % period


def _direction(segment: Subpath) -> tuple[float, float] | None:
    """A straight line's direction, one way round; ``None`` unless across, down or at 45 degrees, the
    only lines a matplotlib hatch draws (and the only ones whose repeat is checked here)."""
    (x0, y0), (x1, y1) = segment.points
    dx, dy = _round(x1 - x0), _round(y1 - y0)
    if dx < 0 or (dx == 0 and dy < 0):
        dx, dy = -dx, -dy
    if dy == 0 and dx > 0:
        return 1.0, 0.0
    if dx == 0 and dy > 0:
        return 0.0, 1.0
    if dx > 0 and abs(dy) == dx:
        return 1.0, math.copysign(1.0, dy)
    return None


def _line_key(direction: tuple[float, float], x: float, y: float) -> tuple[tuple[float, float], float]:
    """The infinite line through (``x``, ``y``) in ``direction``, in one inch's repeat: moving it an
    inch along either axis changes its offset by a whole inch."""
    ux, uy = direction
    return direction, _wrap(ux * y - uy * x, INCH)


def _crosses(
    segment: Subpath, width: float, height: float, margin: float = 0.0
) -> tuple[float, float] | None:
    """Where (as fractions of its length) a straight line runs inside a ``width`` × ``height`` tile
    grown by ``margin``; ``None`` where it misses it (Liang-Barsky clipping)."""
    (x0, y0), (x1, y1) = segment.points
    low, high = 0.0, 1.0
    for delta, start, least, most in (
        (x1 - x0, x0, -margin, width + margin),
        (y1 - y0, y0, -margin, height + margin),
    ):
        if abs(delta) < 1e-12:
            if start < least or start > most:
                return None
            continue
        near, far = sorted(((least - start) / delta, (most - start) / delta))
        low, high = max(low, near), min(high, far)
        if low > high:
            return None
    return low, high


def _spans_inch(segment: Subpath) -> bool:
    """Whether a straight line that enters the inch is drawn all the way across it (a hatch of whole
    lines), by its ends lying on or outside the inch's edges."""
    if _crosses(segment, INCH, INCH) is None:
        return True  # drawn nowhere in the tile
    return all(
        x <= 10**-DIGITS or x >= INCH - 10**-DIGITS or y <= 10**-DIGITS or y >= INCH - 10**-DIGITS
        for x, y in segment.points
    )


def _bounds(shape: Subpath) -> tuple[float, float, float, float]:
    xs = [x for x, _ in shape.points]
    ys = [y for _, y in shape.points]
    return min(xs), min(ys), max(xs), max(ys)


Outline = tuple[tuple[float, float], ...]


def _outline(shape: Subpath) -> Outline:
    """A shape's points from its first: the same outline wherever it is drawn."""
    x0, y0 = shape.points[0]
    return tuple((_round(x - x0), _round(y - y0)) for x, y in shape.points)


def _whole_at_edges(shapes: list[Subpath]) -> bool:
    """Whether every shape cut by the inch's edge is finished by its twin an inch away, as the tile's
    repeat draws it."""
    placed = {(_outline(s), _round(s.points[0][0]), _round(s.points[0][1])) for s in shapes}
    for shape in shapes:
        left, top, right, bottom = _bounds(shape)
        x0, y0 = shape.points[0]
        for dx in (-INCH, 0.0, INCH):
            for dy in (-INCH, 0.0, INCH):
                inside = right + dx > 0 and left + dx < INCH and bottom + dy > 0 and top + dy < INCH
                twin = (_outline(shape), _round(x0 + dx), _round(y0 + dy))
                if (dx or dy) and inside and twin not in placed:
                    return False
    return True


def _periods(subpaths: list[Subpath]) -> tuple[float, float] | None:
    """The smallest tile (width, height) the hatch repeats on; ``None`` where its repeat is not proved."""
    segments = [s for s in subpaths if s.segment]
    shapes = [s for s in subpaths if not s.segment]
    directions = [_direction(s) for s in segments]
    if None in directions or not all(_spans_inch(s) for s in segments) or not _whole_at_edges(shapes):
        return None
    lines = {
        (direction, s.points[0])
        for s, direction in zip(segments, directions, strict=True)
        if direction is not None and _crosses(s, INCH, INCH) is not None
    }
    drawn = {_line_key(direction, x, y) for direction, (x, y) in lines}
    placed = {(_outline(s), _wrap(s.points[0][0], INCH), _wrap(s.points[0][1], INCH)) for s in shapes}

    def repeats(dx: float, dy: float) -> bool:
        """Whether the hatch moved by (``dx``, ``dy``) draws itself again, line for line, shape for shape."""
        moved = {(outline, _wrap(x + dx, INCH), _wrap(y + dy, INCH)) for outline, x, y in placed}
        return moved == placed and {_line_key(d, x + dx, y + dy) for d, (x, y) in lines} == drawn

    width = next(p for p in PERIODS if repeats(p, 0.0))
    height = next(p for p in PERIODS if repeats(0.0, p))
    return width, height


def _number(value: float) -> str:
    return f"{value:g}"


def _compact(found: re.Match[str]) -> str:
    """One ``<pattern>`` on its smallest tile, or as it was."""
    subpaths = _subpaths(found["d"])
    periods = _periods(subpaths) if subpaths else None
    if periods is None or periods == (INCH, INCH):
        return found[0]
    width, height = periods
    widths = re.search(r"stroke-width:\s*([\d.]+)", found["style"])
    margin = float(widths[1]) if widths else 1.0
    kept = []
    for subpath in subpaths:
        if subpath.segment:
            if _crosses(subpath, width, height, margin) is None:
                continue
        else:
            left, top, right, bottom = _bounds(subpath)
            if right < -margin or left > width + margin or bottom < -margin or top > height + margin:
                continue
        kept.append(subpath.text)
    w, h = _number(width), _number(height)
    return (
        f'<pattern id="{found["id"]}" patternUnits="userSpaceOnUse" x="0" y="0" width="{w}" height="{h}">\n'
        f'   <rect x="0" y="0" width="{_number(width + 1)}" height="{_number(height + 1)}" '
        f'fill="{found["fill"]}"/>\n'
        f'   <path d="{"".join(kept)}" style="{found["style"]}"/>\n'
        f"  </pattern>"
    )


def compact_patterns(svg: str) -> str:
    """An SVG from matplotlib with each hatch pattern on the smallest tile it repeats on."""
    return PATTERN.sub(_compact, svg)
