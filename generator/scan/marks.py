"""Reading the marks of a flattened page: each circle decided, then each row.

Each circle's ink is measured against the page's own paper, never against a
fixed grey, in four steps, each worth its place in a study of simulated
photos (``docs/explanation/scan.md``):

1. **The paper's light** (``paper_light``): a morphological closing of
   ``LIGHT_MM`` (a dilation, then an erosion) takes away everything darker
   and smaller than it (print, ink) and keeps the paper's light where it
   changes, sharp edges of shadows included. A small maximum filter in its
   place lets the edge of a hard shadow read as ink: dozens of confident
   wrong reads in the study; the closing, none. Each pixel's darkness is then
   how much darker it is than the paper around it (``darkness``), less the
   darkness of whatever runs on straight for ``BAR_MM`` (``long_darkness``):
   a pen's shadow narrower than the closing, which it takes for ink.
2. **Alignment on the printed rings**: each line of rows, then each row, is
   moved to where its circles' outlines are darkest (a template of the rings,
   ``cv2.matchTemplate``), within ``LINE_SEARCH_MM`` and ``ROW_SEARCH_MM``:
   a curled or creased page puts a row a millimetre or two away from where
   the flat page would.
3. **Ink share**: the share of a circle's inside (inside its ring) that is
   ink, each pixel counted from nothing at ``INK_FROM`` darkness to whole at
   ``INK_FULL``, so light pencil counts; less the share the printed figure in
   it takes in this photo (``FIGURE_QUANTILE`` of the shares of the circles
   printed with the same figure: most of them are empty).
4. **Decisions**: a circle is empty below ``EMPTY_BELOW``, filled from
   ``FILLED_FROM``, and a doubt between; a ring drawn around it (ink all
   the way round a band just outside its printed outline, ``AROUND_DOUBT``)
   makes it a doubt, and so do a dot in a circle too empty to be filled
   (``PEAK_DOUBT``), a faint fill (``FAINT_SHARE``) and ink running on past
   the outline of a filled one (``SPILL_DOUBT``: a cross-out, a shadow's
   darkness); a row is read when exactly one of its circles is filled and
   none is a doubt, blank when all are empty, and a doubt otherwise (two
   marks, a partial fill, a tick, a cross-out), which
   ``generator.scan.facts`` turns into a question, never a guess.

The thresholds were set on simulated photos of one range of seeds and then
frozen; the acceptance ran on another range (``tests/scan/``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from enum import StrEnum
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from generator.sheets.scan_layout import Mark, MarkRow, ScanPage

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from generator.scan.photo import Gray

    Floats = npt.NDArray[np.float32]

LIGHT_MM = 7.0
"""The closing that estimates the paper's light: wider than any circle (4.4 mm), narrower than the
paper between two lines of circles as seen along any line."""

BAR_MM = 10.0
BAR_ANGLES = 8
"""Darkness that runs on straight for ``BAR_MM`` in one of ``BAR_ANGLES`` directions is no mark
(``long_darkness``)."""

INK_FROM = 0.12
INK_FULL = 0.40
"""A pixel's darkness (1 - its light / the paper's) counts as ink from nothing at ``INK_FROM`` to
whole at ``INK_FULL``: paper's noise and JPEG's ringing stay under the first, pencil passes the second."""

RING_MARGIN_MM = 0.55
"""A circle's inside, where its ink is measured, stops this short of its printed outline."""

LINE_SEARCH_MM = 3.0
ROW_SEARCH_MM = 0.8
"""How far a line of rows, then each row within it, is looked for around where the flat page puts it."""

MIN_RING_MATCH = 0.10
"""The least a line's printed rings must match where they are found (``cv2.TM_CCOEFF_NORMED``; a line
found where the flat page puts it matches at 0.2 or more, 0.08 under a hard shadow's edge on a small
page, one looked for 4 mm away from it at 0.08): under it and found more than ``ROW_SEARCH_MM`` away
from the shift of the line above, or at the edge of the search, the page is taken for not flat and the
photo refused."""

FIGURE_QUANTILE = 0.2
"""The share of ink a circle's printed figure takes in a photo: this quantile of the shares of every
circle printed with the same figure on the page."""

EMPTY_BELOW = 0.20
FILLED_FROM = 0.45
"""A circle whose ink share (its figure's taken off) is under ``EMPTY_BELOW`` is empty; from
``FILLED_FROM``, filled; between, a doubt to ask about."""


BAND_FROM_MM = 0.35
BAND_TO_MM = 1.15
BAND_SECTORS = 12
"""The band around a circle where a ring drawn around it, or a cross-out past its outline, is looked
for: from past its printed outline's blur to short of its neighbours' (circles are 1.2 mm apart along
a row), in sectors."""

PEAK_MM = 1.0
PEAK_DOUBT = 0.45
"""A circle too empty to be filled whose darkest spot of ``PEAK_MM`` holds this much ink
(``MarkRead.spot``) is a doubt: a dot. On the tuning photos, the darkest spot of empty circles held at
most 0.41, of dots mostly 0.86 or more."""

ACROSS_DOUBT = 0.15
"""A filled circle whose band holds this much ink on two opposite sides (``MarkRead.across``) is a
doubt: a stroke across it, an X or a slash, runs out of it both ways: crossed out, whatever its
ink inside (a yes-or-no box's corners do too: boxes are left to ``SPILL_DOUBT``). On the tuning
photos (seeds 0 to 299), 228 of 234 crossed-out circles read as filled reached it, and 8 of
9,985 clean fills."""

FAINT_SHARE = 0.12
FAINT_SPOT = 0.2
"""A circle too empty to be filled whose ink share reaches ``FAINT_SHARE`` and whose darkest spot
``FAINT_SPOT`` is a doubt: a fill in light pencil, or one a shadow's light took the ink of, which
a crossed-out circle beside it would otherwise leave as the row's one fill. On the tuning photos
(seeds 0 to 299), 13 empty circles of 77,597 reached both, and 16 marks read as empty did."""

AROUND_DOUBT = 0.15
"""A circle not filled whose band is inked all the way round from this (``MarkRead.around``) is a
doubt: a ring drawn around it says a value its inside does not. On the tuning photos, rings drawn
around a circle scored 0.2 to 1, the band of empty circles at most 0.18 in a thousand."""

SPILL_EMPTY = 0.2
"""A circle not filled whose band is inked this much (``MarkRead.spill``) is a doubt: a ring drawn
around it but partly past the band. On the tuning photos, the band of an empty circle in a clean row
was inked at most 0.15."""

SPILL_DOUBT = 0.3
"""A filled circle whose band is inked from this (``MarkRead.spill``) is a doubt: ink running on past
its outline is a cross-out, or the darkness of a shadow, not a fill. On the tuning photos, clean fills
spilled at most 0.13 in a hundred (0.25 for a yes-or-no box filled as a square)."""


class Unaligned(Exception):
    """A line of rows whose printed rings are not found near where the flat page puts them: the page
    is curled or folded past what the reader follows."""

    def __init__(self, hand: int, side: str, score: float) -> None:
        super().__init__(f"hand {hand}, side {side!r}: rings matched at {score:.2f}")
        self.hand = hand
        self.side = side


class State(StrEnum):
    """What a circle holds."""

    EMPTY = "empty"
    FILLED = "filled"
    DOUBT = "doubt"  # some ink: a partial fill, a tick, a stray stroke…


class MarkRead(NamedTuple):
    """A circle as read: its ink share (its figure's taken off), its state, and where it was found on
    the flattened page (millimetres); ``around``: how much of the band just outside its printed
    outline is inked all the way round (a ring drawn around it), ``spill``: how much of that band is
    inked at all (a fill past its outline, a cross-out), both less what the page's empty circles show;
    ``spot``: the ink of its darkest spot, its figure's taken off (a dot); ``across``: the ink on
    two opposite sides of that band, less what the page's empty circles show (a stroke across it)."""

    mark: Mark
    share: float
    state: State
    centre: tuple[float, float]
    around: float = 0.0
    spill: float = 0.0
    spot: float = 0.0
    across: float = 0.0


class RowRead(NamedTuple):
    """A row as read: each circle's reading."""

    row: MarkRow
    marks: tuple[MarkRead, ...]

    @property
    def filled(self) -> tuple[MarkRead, ...]:
        return tuple(m for m in self.marks if m.state is State.FILLED)

    @property
    def doubtful(self) -> tuple[MarkRead, ...]:
        return tuple(m for m in self.marks if m.state is State.DOUBT)

    @property
    def blank(self) -> bool:
        """Whether every circle is empty."""
        return all(m.state is State.EMPTY for m in self.marks)

    @property
    def value(self) -> int | None:
        """The value of its one filled circle, where it has exactly one and no doubt; ``None`` else.
        A yes-or-no box left empty is read as 0 (no)."""
        if len(self.marks) == 1 and self.blank:
            return 0
        if len(self.filled) == 1 and not self.doubtful:
            return self.filled[0].mark.value
        return None


def paper_light(page: Gray, px_per_mm: float) -> Floats:
    """The paper's light at each pixel: a closing of ``LIGHT_MM``, never darker than the page."""
    import cv2
    import numpy as np

    size = round(LIGHT_MM * px_per_mm) | 1
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (size, size))
    closed = cv2.morphologyEx(page, cv2.MORPH_CLOSE, kernel, borderType=cv2.BORDER_REPLICATE)
    return np.asarray(np.maximum(closed, 1), np.float32)


@cache
def _bar_kernels(size: int) -> tuple[npt.NDArray[np.uint8], ...]:
    """Lines ``size`` pixels long, one pixel wide, in ``BAR_ANGLES`` directions."""
    import cv2
    import numpy as np

    kernels = []
    centre = size // 2
    for step in range(BAR_ANGLES):
        angle = np.pi * step / BAR_ANGLES
        dx, dy = centre * np.cos(angle), centre * np.sin(angle)
        kernel = np.zeros((size, size), np.uint8)
        cv2.line(
            kernel, (round(centre - dx), round(centre - dy)), (round(centre + dx), round(centre + dy)), 1, 1
        )
        kernels.append(kernel)
    return tuple(kernels)


def darkness(page: Gray, px_per_mm: float) -> Floats:
    """How much darker each pixel is than the paper around it: 0 (paper) to 1 (black), less the
    darkness of anything long and straight (``long_darkness``)."""
    import numpy as np

    light = paper_light(page, px_per_mm)
    dark = np.asarray(np.clip(1.0 - page.astype(np.float32) / light, 0.0, 1.0), np.float32)
    return np.asarray(np.maximum(dark - long_darkness(dark, px_per_mm), 0.0), np.float32)


def long_darkness(dark: Floats, px_per_mm: float) -> Floats:
    """The darkness of what runs on straight for ``BAR_MM`` or more (an opening along a line, in each
    of ``BAR_ANGLES`` directions; the most of them): a shadow narrower than ``LIGHT_MM`` (a pen held
    over the page), which the paper's light takes for ink, a long stray stroke, a printed rule. No
    mark runs on that far in every direction, and a line within 11° of a bar's axis fits in it."""
    import cv2
    import numpy as np

    found = np.zeros_like(dark)
    for line in _bar_kernels(round(BAR_MM * px_per_mm) | 1):
        along = cv2.morphologyEx(dark, cv2.MORPH_OPEN, line, borderType=cv2.BORDER_REPLICATE)
        found = np.maximum(found, along)
    return np.asarray(found, np.float32)


def _ring_template(
    marks: tuple[Mark, ...], left: float, top: float, width: int, height: int, px: float
) -> Floats:
    """The printed outlines of ``marks`` drawn as ones on zeros, the template's corner at (left, top) mm."""
    import cv2
    import numpy as np

    template = np.zeros((height, width), np.float32)
    thickness = max(1, round(0.3 * px))
    for mark in marks:
        x, y = (mark.centre[0] - left) * px, (mark.centre[1] - top) * px
        r = mark.radius * px
        if mark.square:
            cv2.rectangle(
                template, (round(x - r), round(y - r)), (round(x + r), round(y + r)), 1.0, thickness
            )
        else:
            cv2.circle(template, (round(x), round(y)), round(r), 1.0, thickness, lineType=cv2.LINE_AA)
    return template


def _offset(
    dark: Floats, marks: tuple[Mark, ...], guess: tuple[float, float], search: float, px: float
) -> tuple[float, float, float]:
    """Where ``marks``' outlines are darkest, within ``search`` mm of ``guess``: the offset (mm) and
    how well the outlines match there (``cv2.TM_CCOEFF_NORMED``: 1 a perfect match)."""
    import cv2
    import numpy as np

    pad = 1.0
    left = min(m.centre[0] - m.radius for m in marks) - pad + guess[0]
    top = min(m.centre[1] - m.radius for m in marks) - pad + guess[1]
    right = max(m.centre[0] + m.radius for m in marks) + pad + guess[0]
    bottom = max(m.centre[1] + m.radius for m in marks) + pad + guess[1]
    width, height = round((right - left) * px), round((bottom - top) * px)
    reach = round(search * px)
    x0, y0 = round(left * px) - reach, round(top * px) - reach
    x1, y1 = x0 + width + 2 * reach, y0 + height + 2 * reach
    if x0 < 0 or y0 < 0 or x1 > dark.shape[1] or y1 > dark.shape[0]:
        return guess[0], guess[1], 0.0
    template = _ring_template(marks, left - guess[0], top - guess[1], width, height, px)
    scores = cv2.matchTemplate(dark[y0:y1, x0:x1], template, cv2.TM_CCOEFF_NORMED)
    _, best, _, (bx, by) = cv2.minMaxLoc(scores)
    if not np.isfinite(best):
        return guess[0], guess[1], 0.0
    return guess[0] + (bx - reach) / px, guess[1] + (by - reach) / px, float(best)


@cache
def _inside(radius: float, square: bool, px: float) -> tuple[npt.NDArray[np.bool_], int]:
    """The mask of a mark's inside, and its half-size in pixels."""
    import numpy as np

    inner = (radius - RING_MARGIN_MM) * px
    half = int(np.ceil(inner))
    ys, xs = np.mgrid[-half : half + 1, -half : half + 1]
    if square:
        return (np.abs(xs) <= inner) & (np.abs(ys) <= inner), half
    return (xs * xs + ys * ys) <= inner * inner, half


def ink_patch(dark: Floats, mark: Mark, centre: tuple[float, float], px: float) -> Floats | None:
    """Each pixel's ink (0 to 1) in the square around ``mark``'s inside, centred at ``centre`` (mm);
    ``None`` off the page."""
    import numpy as np

    mask, half = _inside(mark.radius, mark.square, px)
    cx, cy = round(centre[0] * px), round(centre[1] * px)
    patch = dark[cy - half : cy + half + 1, cx - half : cx + half + 1]
    if patch.shape != mask.shape:
        return None
    return np.asarray(np.clip((patch - INK_FROM) / (INK_FULL - INK_FROM), 0.0, 1.0), np.float32)


def peak(ink: Floats, figure: Floats, mark: Mark, px: float) -> float:
    """The most ink in a spot of ``PEAK_MM`` inside a mark, its printed figure's ink (``figure``: the
    median of the marks printed with it) taken off: a dot, which a share of the whole inside misses."""
    import cv2
    import numpy as np

    mask, _ = _inside(mark.radius, mark.square, px)
    size = max(1, round(PEAK_MM * px))
    spot = cv2.blur(np.clip(ink - figure, 0.0, 1.0), (size, size), borderType=cv2.BORDER_CONSTANT)
    return float(spot[mask].max())


def ink_share(dark: Floats, mark: Mark, centre: tuple[float, float], px: float) -> float:
    """The share of ``mark``'s inside that is ink, centred at ``centre`` (mm), figure included."""
    import numpy as np

    mask, half = _inside(mark.radius, mark.square, px)
    cx, cy = round(centre[0] * px), round(centre[1] * px)
    patch = dark[cy - half : cy + half + 1, cx - half : cx + half + 1]
    if patch.shape != mask.shape:
        return 1.0  # off the page: never read as empty
    ink = np.clip((patch[mask] - INK_FROM) / (INK_FULL - INK_FROM), 0.0, 1.0)
    return float(ink.mean())


@cache
def _band(radius: float, px: float) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.bool_], int]:
    """The band just outside a mark's printed outline, from ``BAND_FROM_MM`` to ``BAND_TO_MM`` past
    it, cut into ``BAND_SECTORS`` sectors: each pixel's sector (-1 outside the band), and the band's
    half-size in pixels."""
    import numpy as np

    outer = (radius + BAND_TO_MM) * px
    inner = (radius + BAND_FROM_MM) * px
    half = int(np.ceil(outer))
    ys, xs = np.mgrid[-half : half + 1, -half : half + 1]
    distance = np.hypot(xs, ys)
    sector = ((np.arctan2(ys, xs) + np.pi) / (2 * np.pi) * BAND_SECTORS).astype(np.intp) % BAND_SECTORS
    inside = (distance >= inner) & (distance <= outer)
    return np.where(inside, sector, -1), inside, half


def band_ink(dark: Floats, mark: Mark, centre: tuple[float, float], px: float) -> tuple[float, float, float]:
    """The ink in the band around ``mark`` centred at ``centre`` (mm): the least of its sectors' ink
    but a quarter of them (a ring drawn around the mark inks every sector), the band's mean ink, and
    the most ink two opposite sectors both hold (a stroke across the mark, an X or a slash, runs out
    of it on two opposite sides)."""
    import numpy as np

    sectors, inside, half = _band(mark.radius, px)
    cx, cy = round(centre[0] * px), round(centre[1] * px)
    patch = dark[cy - half : cy + half + 1, cx - half : cx + half + 1]
    if patch.shape != inside.shape:
        return 1.0, 1.0, 1.0  # off the page: never read as empty
    ink = np.clip((patch[inside] - INK_FROM) / (INK_FULL - INK_FROM), 0.0, 1.0)
    which = sectors[inside]
    each = np.bincount(which, ink, BAND_SECTORS) / np.maximum(np.bincount(which, None, BAND_SECTORS), 1)
    across = float(np.max(np.minimum(each, np.roll(each, BAND_SECTORS // 2))))
    return float(np.quantile(each, 0.25)), float(ink.mean()), across


def _state(share: float, around: float, spill: float, spot: float, across: float) -> State:
    """A circle's state from its ink share, how far round its band is inked and how much of it, its
    darkest spot, and the ink on two opposite sides of its band."""
    if share >= FILLED_FROM:
        return State.DOUBT if spill >= SPILL_DOUBT or across >= ACROSS_DOUBT else State.FILLED
    if share >= EMPTY_BELOW or around >= AROUND_DOUBT or spill >= SPILL_EMPTY or spot >= PEAK_DOUBT:
        return State.DOUBT
    if share >= FAINT_SHARE and spot >= FAINT_SPOT:
        return State.DOUBT
    return State.EMPTY


def _lines(page: ScanPage) -> dict[tuple[int, str, float], list[MarkRow]]:
    """The page's rows by line: hand, side, and the line's height on the page."""
    lines: dict[tuple[int, str, float], list[MarkRow]] = defaultdict(list)
    for row in page.rows:
        lines[(row.hand, row.side, row.marks[0].centre[1])].append(row)
    return lines


def coarse_darkness(dark: Floats) -> Floats:
    """``dark`` at half its resolution, where lines of rows are looked for: they are long, and their
    rows are looked for again at the whole resolution."""
    import cv2
    import numpy as np

    return np.asarray(cv2.resize(dark, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA), np.float32)


def line_shifts(
    coarse: Floats, page: ScanPage, px_per_mm: float
) -> list[tuple[list[MarkRow], tuple[float, float]]]:
    """Each line of ``page``'s rows with where its printed rings are found, as a shift from where
    the flat page puts them (mm), down the page; ``Unaligned`` for a line not found near there.
    ``coarse``: the page's darkness at half ``px_per_mm`` (``coarse_darkness``)."""
    shifts = []
    above = (0.0, 0.0)  # the shift of the last line matched well, down the page
    for rows in _lines(page).values():
        everything = tuple(mark for row in rows for mark in row.marks)
        lx, ly, score = _offset(coarse, everything, (0.0, 0.0), LINE_SEARCH_MM, px_per_mm / 2)
        at_edge = max(abs(lx), abs(ly)) >= LINE_SEARCH_MM - 0.25
        # A weak match shifted as the line above is (a hard shadow across it, a small page) is no
        # sign of a bend: its rows are looked for around there. Found weakly elsewhere, it is.
        if at_edge or (
            score < MIN_RING_MATCH and max(abs(lx - above[0]), abs(ly - above[1])) > ROW_SEARCH_MM
        ):
            raise Unaligned(rows[0].hand, rows[0].side, score)
        if score >= MIN_RING_MATCH:
            above = (lx, ly)
        shifts.append((rows, (lx, ly)))
    return shifts


def lies_flat(page_image: Gray, pages: Sequence[ScanPage], px_per_mm: float) -> bool:
    """Whether the flattened photo's printed rings lie where one of ``pages`` (the layouts it may
    be, its code unread) puts every line of them: a page curled or folded past what the reader
    follows matches none."""
    coarse = coarse_darkness(darkness(page_image, px_per_mm))
    for page in pages:
        try:
            line_shifts(coarse, page, px_per_mm)
        except Unaligned:
            continue
        return True
    return False


def read_rows(page_image: Gray, page: ScanPage, px_per_mm: float) -> tuple[RowRead, ...]:
    """Every row of ``page`` read in the flattened photo ``page_image`` (``px_per_mm``)."""
    import numpy as np

    dark = darkness(page_image, px_per_mm)
    found: dict[
        MarkRow,
        tuple[tuple[float, float], list[float], list[tuple[float, float, float]], list[Floats | None]],
    ] = {}
    for rows, (lx, ly) in line_shifts(coarse_darkness(dark), page, px_per_mm):
        for row in rows:
            dx, dy, _ = _offset(dark, row.marks, (lx, ly), ROW_SEARCH_MM, px_per_mm)
            centres = [(m.centre[0] + dx, m.centre[1] + dy) for m in row.marks]
            shares = [ink_share(dark, m, c, px_per_mm) for m, c in zip(row.marks, centres, strict=True)]
            bands = [band_ink(dark, m, c, px_per_mm) for m, c in zip(row.marks, centres, strict=True)]
            inks = [ink_patch(dark, m, c, px_per_mm) for m, c in zip(row.marks, centres, strict=True)]
            found[row] = ((dx, dy), shares, bands, inks)
    # The figure's own share: a low quantile of the shares of the circles printed with it.
    by_figure: dict[tuple[str, bool], list[float]] = defaultdict(list)
    by_shape: dict[bool, list[tuple[float, float, float]]] = defaultdict(list)
    patches: dict[tuple[str, bool], list[Floats]] = defaultdict(list)
    for row, (_, shares, bands, inks) in found.items():
        for mark, share, band, ink in zip(row.marks, shares, bands, inks, strict=True):
            by_figure[(mark.text, mark.square)].append(share)
            by_shape[mark.square].append(band)
            if ink is not None:
                patches[(mark.text, mark.square)].append(ink)
    figure = {key: float(np.quantile(values, FIGURE_QUANTILE)) for key, values in by_figure.items()}
    # Each figure's own ink, pixel by pixel: the median of the circles printed with it (most are empty).
    printed_figure = {key: np.median(np.stack(values), axis=0) for key, values in patches.items()}
    # The band's own share in this photo (the printed outline's blur): its median over the page.
    printed = {key: np.median(np.asarray(values), axis=0) for key, values in by_shape.items()}
    read: list[RowRead] = []
    for row, ((dx, dy), shares, bands, inks) in found.items():
        marks = []
        for mark, share, (ring, inked, through), ink in zip(row.marks, shares, bands, inks, strict=True):
            net = max(0.0, share - figure[(mark.text, mark.square)])
            spot = (
                1.0 if ink is None else peak(ink, printed_figure[(mark.text, mark.square)], mark, px_per_mm)
            )
            around = max(0.0, ring - float(printed[mark.square][0]))
            spill = max(0.0, inked - float(printed[mark.square][1]))
            # A box's corners reach into the band on opposite sides: only a circle is crossed out so.
            across = 0.0 if mark.square else max(0.0, through - float(printed[mark.square][2]))
            state = _state(net, around, spill, spot, across)
            centre = (mark.centre[0] + dx, mark.centre[1] + dy)
            marks.append(MarkRead(mark, net, state, centre, around, spill, spot, across))
        read.append(RowRead(row, tuple(marks)))
    return tuple(read)
