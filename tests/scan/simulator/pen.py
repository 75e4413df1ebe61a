"""The pen: a player's marks drawn on a printed page, each labelled with its kind.

A player fills the row's circle for the value the paper must say (``truth``),
with one ink (a black or blue ballpoint, a felt pen, a pencil) and one hand:
mostly clean fills, and at the player's rate troubled marks, which a reader
must read right or ask about, never guess:

- ``fill``: a clean fill, most of the circle inked (at least ``CLEAN_COVER``
  of its inside, measured here);
- ``scribble``: a loose scribble; ``partial``: part of the circle;
  ``dot``: a dot; ``tick``; ``cross``; ``circled``: a ring drawn around the
  circle; ``faint``: a fill in light pencil;
- ``cancelled``: a wrong circle filled, then crossed out or blackened, beside
  the right one filled (the sheet's "cross it out and fill the right one");
- a ``stray`` stroke: a slip of the pen across one or more rows;
- ``writing``: points written in the totals' boxes, away from every mark.

Strokes are polylines in millimetres, drawn anti-aliased at print resolution
and laid on the paper as ink is: the paper's light multiplied by the ink's
transmittance in each colour, graphite with its grain.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from tests.scan.simulator.sheetmap import Mark, PageMap
from tests.scan.simulator.sheets import PX_PER_MM, Image
from tests.scan.simulator.truth import RowTruth

CLEAN_COVER = 0.8
"""The least share of a circle's inside a clean fill inks, as drawn (before any photo)."""

INSIDE = 0.25
"""How far inside a circle's printed radius its inside starts, in mm: the ring's own ink."""

Stroke = npt.NDArray[Any]
"""A pen's path: (n, 2) points in mm."""


class Kind(StrEnum):
    """What a mark is: a clean fill, or one of the troubled marks a reader must read right or ask."""

    FILL = "fill"
    SCRIBBLE = "scribble"
    PARTIAL = "partial"
    DOT = "dot"
    TICK = "tick"
    CROSS = "cross"
    CIRCLED = "circled"
    FAINT = "faint"
    CANCELLED = "cancelled"


TROUBLED = (Kind.SCRIBBLE, Kind.PARTIAL, Kind.DOT, Kind.TICK, Kind.CROSS, Kind.CIRCLED, Kind.FAINT)
"""The marks that say a value in a troubled way (``cancelled`` is the wrong circle beside one)."""

BOX_TROUBLED = (Kind.SCRIBBLE, Kind.PARTIAL, Kind.TICK, Kind.CROSS)
"""How a yes box gets a troubled mark."""


@dataclass(frozen=True)
class Ink:
    """A pen or a pencil: its name, the share of each colour (R, G, B) it lets through, its stroke
    width in mm and its grain (0: an even line; graphite leaves paper showing through)."""

    name: str
    transmittance: tuple[float, float, float]
    width: float
    grain: float = 0.0


def ink(name: str, rng: np.random.Generator) -> Ink:
    """One of the inks families use, with its own shade and width."""
    if name == "black":
        t = rng.uniform(0.06, 0.16)
        return Ink(name, (t, t, t * 1.1), rng.uniform(0.35, 0.6))
    if name == "blue":
        r, g, b = rng.uniform(0.10, 0.30), rng.uniform(0.18, 0.40), rng.uniform(0.50, 0.75)
        return Ink(name, (r, g, b), rng.uniform(0.35, 0.6))
    if name == "felt":
        t = rng.uniform(0.04, 0.12)
        return Ink(name, (t, t, t), rng.uniform(0.8, 1.2))
    if name == "pencil":  # a dark pencil, as the sheet asks (HB to 2B, pressed)
        t = rng.uniform(0.30, 0.50)
        return Ink(name, (t, t, t * 1.05), rng.uniform(0.5, 0.8), grain=rng.uniform(0.15, 0.35))
    if name == "light-pencil":
        t = rng.uniform(0.60, 0.78)
        return Ink(name, (t, t, t * 1.05), rng.uniform(0.5, 0.8), grain=rng.uniform(0.2, 0.4))
    raise ValueError(f"no ink {name!r}")


INKS = ("black", "blue", "felt", "pencil")


@dataclass(frozen=True)
class Player:
    """One hand at the table: its ink, how neat it is, how often its marks are troubled."""

    ink: Ink
    jitter: float  # the hand's tremor, in mm
    spiral: float  # the share of fills drawn as a spiral rather than back and forth
    troubled: float  # the share of marks made some other way than a clean fill
    cancelled: float  # the share of rows with a wrong circle crossed out
    strays: float  # stray strokes per hand
    writes_totals: bool


def random_player(rng: np.random.Generator, troubled: float | None = None) -> Player:
    """A player drawn at random: any ink, most of them neat."""
    rate = float(rng.choice([0.0, 0.02, 0.05, 0.1, 0.25])) if troubled is None else troubled
    return Player(
        ink=ink(str(rng.choice(INKS)), rng),
        jitter=rng.uniform(0.03, 0.15),
        spiral=rng.uniform(0, 1),
        troubled=rate,
        cancelled=rate / 3,
        strays=rate * 2,
        writes_totals=bool(rng.random() < 0.7),
    )


@dataclass(frozen=True)
class Drawn:
    """One mark drawn on a row: the value of the circle, its kind, its ink, and the share of the
    circle's inside its ink covers."""

    value: int
    kind: Kind
    ink: str
    cover: float


@dataclass
class RowInk:
    """What a row ended up with: the mark it must say, the marks drawn on it, stray strokes across it."""

    truth: RowTruth
    marks: list[Drawn] = field(default_factory=list)
    strays: int = 0
    ink: dict[int, float] = field(default_factory=dict)  # each circle any ink reaches: its inside's share

    @property
    def clean(self) -> bool:
        """Said by one clean fill (or left empty), no other ink on any of its circles: a reader must
        read it without a question."""
        if self.strays:
            return False
        if self.truth.filled is None:
            return not self.marks and not self.ink
        fill = len(self.marks) == 1 and self.marks[0].kind is Kind.FILL
        return fill and set(self.ink) == {self.truth.filled}


# Strokes, in mm around a circle's centre


def _rotate(points: Stroke, angle: float) -> Stroke:
    c, s = math.cos(angle), math.sin(angle)
    turned: Stroke = points @ np.array([[c, s], [-s, c]])
    return turned


def _wobble(points: Stroke, jitter: float, rng: np.random.Generator) -> Stroke:
    """A hand's tremor: the points moved by a smooth random offset."""
    if len(points) < 2 or jitter <= 0:
        return points
    steps = np.linspace(0, 1, len(points))
    knots = rng.normal(0, jitter, (4, 2))
    offset = np.stack([np.interp(steps, np.linspace(0, 1, 4), knots[:, k]) for k in range(2)], axis=1)
    return points + offset


def _densify(points: Stroke, step: float = 0.25) -> Stroke:
    out = [points[0]]
    for a, b in _segments(points):
        n = max(1, math.ceil(float(np.hypot(*(b - a))) / step))
        out.extend(a + (b - a) * (i / n) for i in range(1, n + 1))
    return np.array(out)


def _segments(points: Stroke) -> list[tuple[Stroke, Stroke]]:
    return [(points[i], points[i + 1]) for i in range(len(points) - 1)]


def zigzag(radius: float, spacing: float, angle: float, upto: float = 1.0, square: bool = False) -> Stroke:
    """Back-and-forth lines filling a disc, or a square (``upto``: the share of its width filled, from
    one side)."""
    points: list[tuple[float, float]] = []
    offsets = np.arange(-radius + spacing / 2, -radius + 2 * radius * upto, spacing)
    for i, d in enumerate(offsets):
        half = radius if square else math.sqrt(max(radius**2 - d**2, 0.0))
        ends = [(-half, d), (half, d)]
        points.extend(ends if i % 2 == 0 else ends[::-1])
    return _rotate(np.array(points or [(0.0, 0.0)]), angle)


def spiral(radius: float, spacing: float, angle: float) -> Stroke:
    """A spiral from the rim to the centre."""
    turns = radius / spacing
    t = np.linspace(0, 2 * math.pi * turns, max(int(turns * 24), 8))
    r = radius - spacing * t / (2 * math.pi)
    return np.stack([r * np.cos(t + angle), r * np.sin(t + angle)], axis=1)


def ring(radius: float, turns: float, angle: float) -> Stroke:
    t = np.linspace(0, 2 * math.pi * turns, max(int(48 * turns), 12))
    return np.stack([radius * np.cos(t + angle), radius * np.sin(t + angle) * 0.92], axis=1)


@dataclass
class Sheet:
    """A page being written on: its pixels (RGB), inked a patch at a time."""

    pixels: Image
    rng: np.random.Generator
    ink: Image  # every stroke's opacity (0 to 255), the page over

    @classmethod
    def of(cls, page: Image, rng: np.random.Generator) -> Sheet:
        return cls(page.copy(), rng, np.zeros(page.shape[:2], np.uint8))

    def inked(self, mark: Mark) -> float | None:
        """The share of a circle's inside any ink covers at least half opaque; ``None`` when no ink
        reaches the circle, its ring included."""
        k = PX_PER_MM
        cx, cy = mark.centre
        x0, y0 = max(int((cx - mark.radius) * k) - 1, 0), max(int((cy - mark.radius) * k) - 1, 0)
        size = int(2 * mark.radius * k) + 3
        alpha = self.ink[y0 : y0 + size, x0 : x0 + size].astype(np.float32) / 255
        yy, xx = np.mgrid[y0 : y0 + alpha.shape[0], x0 : x0 + alpha.shape[1]]
        reach = np.hypot((xx + 0.5) / k - cx, (yy + 0.5) / k - cy) <= mark.radius
        if not np.any(alpha[reach] >= 0.5):
            return None
        return cover(alpha, (x0, y0), mark.centre, mark.radius)

    def lay(self, strokes: Sequence[Stroke], pen: Ink, centre: tuple[float, float], radius: float) -> float:
        """Draw ``strokes`` (mm, around ``centre``) in ``pen``; the share of the inside of the circle of
        ``radius`` there that they cover (``cover``)."""
        drawn = rasterize(strokes, pen, centre, self.pixels.shape[:2], self.rng)
        return self.apply(drawn, pen, centre, radius)

    def apply(self, drawn: Drawing | None, pen: Ink, centre: tuple[float, float], radius: float) -> float:
        """Lay ink already drawn (``rasterize``); the share of the circle's inside it covers."""
        if drawn is None:
            return 0.0
        alpha, (x0, y0) = drawn
        patch = self.pixels[y0 : y0 + alpha.shape[0], x0 : x0 + alpha.shape[1]]
        light = 1 - alpha[..., None] * (1 - np.array(pen.transmittance, np.float32))
        patch[...] = np.round(patch * light).astype(np.uint8)
        ink = self.ink[y0 : y0 + alpha.shape[0], x0 : x0 + alpha.shape[1]]
        np.maximum(ink, np.round(alpha * 255).astype(np.uint8), out=ink)
        return cover(alpha, (x0, y0), centre, radius)


Drawing = tuple[npt.NDArray[Any], tuple[int, int]]
"""Ink drawn at print resolution: its opacity over a patch, and the patch's top-left pixel."""


def rasterize(
    strokes: Sequence[Stroke],
    pen: Ink,
    centre: tuple[float, float],
    bounds: tuple[int, ...],
    rng: np.random.Generator,
) -> Drawing | None:
    """The strokes' ink at print resolution: its opacity (0 to 1) over the patch they cover, and the
    patch's top-left pixel; ``None`` off the page."""
    k = PX_PER_MM
    pad = pen.width + 1.0
    pts = [np.asarray(s, dtype=np.float64) + np.array(centre) for s in strokes]
    every = np.concatenate(pts)
    x0 = max(int((every[:, 0].min() - pad) * k), 0)
    y0 = max(int((every[:, 1].min() - pad) * k), 0)
    x1 = min(int((every[:, 0].max() + pad) * k) + 1, bounds[1])
    y1 = min(int((every[:, 1].max() + pad) * k) + 1, bounds[0])
    if x1 <= x0 or y1 <= y0:
        return None
    alpha = np.zeros((y1 - y0, x1 - x0), np.uint8)
    thickness = max(1, round(pen.width * k))
    for stroke in pts:
        xy = np.round(((stroke * k) - [x0 + 0.5, y0 + 0.5]) * 16).astype(np.int32)
        cv2.polylines(alpha, [xy], False, 255, thickness, cv2.LINE_AA, shift=4)
    a = alpha.astype(np.float32) / 255
    if pen.grain:  # graphite: the paper's tooth shows through
        grain = rng.uniform(1 - 2 * pen.grain, 1, a.shape).astype(np.float32)
        a *= np.clip(cv2.GaussianBlur(grain, (0, 0), 0.8), 0, 1)
    return a, (x0, y0)


def cover(
    alpha: npt.NDArray[Any], origin: tuple[int, int], centre: tuple[float, float], radius: float
) -> float:
    """The share of a circle's inside (``INSIDE`` within its printed radius) where ink is at least half
    opaque."""
    k = PX_PER_MM
    x0, y0 = origin
    yy, xx = np.mgrid[y0 : y0 + alpha.shape[0], x0 : x0 + alpha.shape[1]]
    inside = np.hypot((xx + 0.5) / k - centre[0], (yy + 0.5) / k - centre[1]) <= radius - INSIDE
    total = int(inside.sum())
    return float((alpha[inside] >= 0.5).sum() / total) if total else 0.0


class Pen:
    """One player writing on one page."""

    def __init__(self, player: Player, sheet: Sheet, rng: np.random.Generator) -> None:
        self.player = player
        self.sheet = sheet
        self.rng = rng

    def _fill_strokes(self, mark: Mark, pen: Ink, tighter: float, square: bool) -> list[Stroke]:
        rng = self.rng
        radius = (mark.radius - INSIDE) * rng.uniform(0.9, 1.05) - pen.width * 0.3
        spacing = pen.width * rng.uniform(0.5, 0.8) * tighter
        if square:  # a box is filled along its sides
            path = zigzag(radius, spacing, rng.choice([0.0, math.pi / 2]) + rng.normal(0, 0.08), square=True)
        elif rng.random() < self.player.spiral:
            path = spiral(radius, spacing, rng.uniform(0, math.pi))
        else:
            path = zigzag(radius, spacing, rng.uniform(0, math.pi))
        path = path + rng.normal(0, 0.08, 2)
        return [_wobble(_densify(path), self.player.jitter * 0.5, rng)]

    def fill(self, mark: Mark, pen: Ink | None = None, square: bool = False) -> float:
        """A clean fill, drawn again tighter until it covers ``CLEAN_COVER`` of the circle (last, a
        spiral as dense as a scribbled blot)."""
        pen = pen or self.player.ink
        bounds = self.sheet.pixels.shape[:2]
        tighter = 1.0
        for _ in range(6):
            drawn = rasterize(
                self._fill_strokes(mark, pen, tighter, square), pen, mark.centre, bounds, self.rng
            )
            if drawn is not None and cover(*drawn, mark.centre, mark.radius) >= CLEAN_COVER:
                return self.sheet.apply(drawn, pen, mark.centre, mark.radius)
            tighter *= 0.8
        blot = [spiral(mark.radius - INSIDE, pen.width * 0.25, 0.0)]
        return self.sheet.lay(blot, replace(pen, grain=0.0), mark.centre, mark.radius)

    def troubled(self, mark: Mark, kind: Kind) -> float:
        """A troubled mark of ``kind`` on ``mark``."""
        rng = self.rng
        r = mark.radius - INSIDE
        pen = self.player.ink
        jitter = self.player.jitter
        strokes: list[Stroke]
        if kind is Kind.SCRIBBLE:
            n = int(rng.integers(8, 22))
            angles = rng.uniform(0, 2 * math.pi, n)
            radii = r * np.sqrt(rng.uniform(0, 1, n)) * rng.uniform(0.8, 1.2)
            strokes = [np.stack([radii * np.cos(angles), radii * np.sin(angles)], axis=1)]
        elif kind is Kind.PARTIAL:
            if rng.random() < 0.5:
                strokes = [zigzag(r, pen.width * 0.7, rng.uniform(0, math.pi), upto=rng.uniform(0.15, 0.6))]
            else:
                small = r * rng.uniform(0.35, 0.6)
                off = rng.uniform(-1, 1, 2) * (r - small)
                strokes = [zigzag(small, pen.width * 0.7, rng.uniform(0, math.pi)) + off]
        elif kind is Kind.DOT:
            strokes = [spiral(rng.uniform(0.3, 0.8), pen.width * 0.5, 0.0) + rng.uniform(-0.8, 0.8, 2)]
        elif kind is Kind.TICK:
            tick = np.array([(-0.6, 0.0), (-0.15, 0.55), (0.8, -0.9)]) * r * rng.uniform(0.9, 1.8)
            strokes = [_rotate(tick, rng.uniform(-0.45, 0.45)) + rng.uniform(-0.3, 0.3, 2) * r]
        elif kind is Kind.CROSS:
            half = r * rng.uniform(0.8, 1.6)
            a = math.pi / 4 + rng.uniform(-0.26, 0.26)
            line = np.array([(-half, 0.0), (half, 0.0)])
            strokes = [_rotate(line, a), _rotate(line, -a + rng.uniform(-0.2, 0.2))]
        elif kind is Kind.CIRCLED:
            strokes = [ring(mark.radius * rng.uniform(1.15, 1.6), rng.uniform(1.0, 1.3), rng.uniform(0, 6.3))]
        elif kind is Kind.FAINT:
            faint = ink("light-pencil", rng)
            return self.sheet.lay(
                self._fill_strokes(mark, faint, 1.0, False), faint, mark.centre, mark.radius
            )
        else:
            raise ValueError(f"not a troubled kind: {kind}")
        strokes = [_wobble(_densify(s), jitter, rng) for s in strokes]
        return self.sheet.lay(strokes, pen, mark.centre, mark.radius)

    def cancel(self, mark: Mark) -> float:
        """A wrong circle: filled, then crossed out or blackened."""
        self.fill(mark)
        rng = self.rng
        r = mark.radius
        style = rng.integers(0, 3)
        if style == 0:  # a large X over it
            half = r * rng.uniform(1.3, 2.0)
            line = np.array([(-half, 0.0), (half, 0.0)])
            strokes = [_rotate(line, math.pi / 4), _rotate(line, -math.pi / 4)]
        elif style == 1:  # blackened, past its ring
            strokes = [
                zigzag(r * rng.uniform(1.1, 1.4), self.player.ink.width * 0.5, rng.uniform(0, math.pi))
            ]
        else:  # one heavy slash
            half = r * rng.uniform(1.4, 2.2)
            strokes = [_rotate(np.array([(-half, 0.0), (half, 0.0)]), rng.uniform(0.3, 1.2))]
        strokes = [_wobble(_densify(s), self.player.jitter, rng) for s in strokes]
        return self.sheet.lay(strokes, self.player.ink, mark.centre, mark.radius)


def _near(stroke: Stroke, point: tuple[float, float], reach: float) -> bool:
    """Whether a stroke (its points 0.25 mm apart at most) passes within ``reach`` of a point."""
    return bool(np.min(np.hypot(stroke[:, 0] - point[0], stroke[:, 1] - point[1])) <= reach)


def write_page(
    page: PageMap, truths: Sequence[RowTruth], image: Image, player: Player, rng: np.random.Generator
) -> tuple[Image, list[RowInk]]:
    """The page as the player leaves it: each row's mark drawn, troubled at the player's rate, stray
    strokes and written totals; and what each row got."""
    sheet = Sheet.of(image, rng)
    pen = Pen(player, sheet, rng)
    inked = [RowInk(truth) for truth in truths]
    for row_ink in inked:
        row, filled = row_ink.truth.row, row_ink.truth.filled
        if filled is None:
            continue
        others = [m for m in row.marks if m.value != filled]
        if others and rng.random() < player.cancelled:
            wrong = others[int(rng.integers(len(others)))]
            if rng.random() < 0.7:  # most often the neighbour: a slip of the pen
                near = sorted(others, key=lambda m: abs(m.centre[0] - row.mark(filled).centre[0]))
                wrong = near[0]
            row_ink.marks.append(Drawn(wrong.value, Kind.CANCELLED, player.ink.name, pen.cancel(wrong)))
        mark = row.mark(filled)
        if rng.random() < player.troubled:
            choices = BOX_TROUBLED if row.is_box else TROUBLED
            kind = choices[int(rng.integers(len(choices)))]
            cover = pen.troubled(mark, kind)
            name = "light-pencil" if kind is Kind.FAINT else player.ink.name
            row_ink.marks.append(Drawn(filled, kind, name, cover))
        else:
            square = row.is_box and rng.random() < 0.7
            row_ink.marks.append(Drawn(filled, Kind.FILL, player.ink.name, pen.fill(mark, square=square)))
    played = sorted({t.row.hand for t in truths if t.filled is not None})
    for _ in range(int(rng.poisson(player.strays * len(played)))):
        _stray(inked, sheet, player, rng)
    if player.writes_totals:
        for hand in played:
            for side in page.sides:
                _write_total(page, hand, side, sheet, player, rng)
    for row_ink in inked:
        for mark in row_ink.truth.row.marks:
            share = sheet.inked(mark)
            if share is not None:
                row_ink.ink[mark.value] = share
    return sheet.pixels, inked


def _stray(inked: list[RowInk], sheet: Sheet, player: Player, rng: np.random.Generator) -> None:
    """A slip of the pen starting on a row with a mark: a short stroke that may cross other circles."""
    marked = [r for r in inked if r.truth.filled is not None]
    start = marked[int(rng.integers(len(marked)))].truth.row
    mark = start.marks[int(rng.integers(len(start.marks)))]
    length = rng.uniform(4, 25)
    angle = rng.uniform(0, 2 * math.pi)
    bend = rng.uniform(-0.3, 0.3)
    t = np.linspace(0, 1, 12)
    path = np.stack([t * length, bend * length * t * (1 - t)], axis=1)
    stroke = _wobble(_densify(_rotate(path, angle) + rng.uniform(-2, 2, 2)), player.jitter, rng)
    stroke = stroke + np.array(mark.centre)
    sheet.lay([stroke - np.array(mark.centre)], player.ink, mark.centre, mark.radius)
    reach = player.ink.width / 2
    for row_ink in inked:
        if any(_near(stroke, m.centre, m.radius + reach) for m in row_ink.truth.row.marks):
            row_ink.strays += 1


def _write_total(
    page: PageMap, hand: int, side: str, sheet: Sheet, player: Player, rng: np.random.Generator
) -> None:
    """A number written to the right of a side's rows (its points and running total), kept at least
    2 mm from every printed mark, marker and the code."""
    rows = [row for row in page.rows if (row.hand, row.side) == (hand, side)]
    xs = [m.centre[0] + m.radius for row in rows for m in row.marks]
    ys = [m.centre[1] for row in rows for m in row.marks]
    left, right = max(xs) + 10, page.size[0] - 16
    if right - left < 12:
        return
    x = rng.uniform(left, right - 10)
    y = rng.uniform(min(ys) - 1, max(ys) + 1)
    strokes: list[Stroke] = []
    for digit in range(int(rng.integers(2, 5))):
        base = np.array([x + digit * rng.uniform(2.5, 3.5), y])
        for _ in range(int(rng.integers(1, 3))):
            t = np.linspace(0, 1, 8)
            shape = np.stack([rng.uniform(-1, 1) * np.sin(t * rng.uniform(2, 6)), (t - 0.5) * 4.5], axis=1)
            strokes.append(_wobble(shape + base, 0.15, rng))
    points = np.concatenate(strokes)
    clear = 2.0
    for row in page.rows:
        for m in row.marks:
            if np.min(np.hypot(*(points - np.array(m.centre)).T)) < m.radius + clear:
                return
    for marker in page.markers:
        cx, cy = marker.centre
        if np.min(np.maximum(abs(points[:, 0] - cx), abs(points[:, 1] - cy))) < 6 + 3 + clear:
            return
    qx, qy, qs = page.qr
    inside_qr = (points[:, 0] > qx - clear) & (points[:, 0] < qx + qs + clear)
    if np.any(inside_qr & (points[:, 1] > qy - clear) & (points[:, 1] < qy + qs + clear)):
        return
    origin = (0.0, 0.0)
    sheet.lay(strokes, player.ink, origin, 0.0)
