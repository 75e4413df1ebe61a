"""The one-page sheet (``--layout sheet``): every card a panel, the panels in columns at one size.

The panels differ in height, each as tall as its card's text needs at the
page's size, in two or three columns; a panel too wide for one column (a
table whose words do not fit it) goes across two. Every placement of the
panels is tried (eight panels in three columns: at most 3⁸ = 6,561, most
cut short), at the largest size at which one keeps every column on the
page, and at sizes a little smaller: of those, the placement read most
nearly in the cards' order, row by row from the top, wins, then the larger
size. Each panel then grows down to the next one in its columns, or to the
foot of the page, so the columns end together and no panel is left half
empty.

Pure geometry and text setting: ``cards_pdf`` draws what ``place_panels``
returns, and tests measure it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

from generator.cards.imposition import MM, CardSizeError
from generator.cards.layout import HARD_MIN_SIZE, STEP, Laid, Measured, measure
from generator.cards.markup import Document
from generator.pdf.box import Box

PANEL_GAP = 3.0 * MM
"""Between two panels, across and down."""

PANEL_PAD = 2.5 * MM
"""Between a panel's frame and its text."""

COLUMNS = (2, 3)
"""How many columns the sheet may have: two wide ones, or three about a card wide."""

ORDER_TRADE = 0.5
"""How much smaller, in points, the text may be set to read the panels in the cards' order."""

ORDER_STEP = 0.1
"""The sizes tried below the largest, for a better order, are this far apart (points)."""


class Panel(NamedTuple):
    """One card on the sheet: its frame, and its text set ``PANEL_PAD`` inside it."""

    box: Box
    laid: Laid


class Spot(NamedTuple):
    """Where a panel goes, before it grows: its first column, how many it spans, its top (from the
    area's top, downwards) and the height its text needs, padding included."""

    start: int
    span: int
    top: float
    height: float

    @property
    def bottom(self) -> float:
        """How far down the area the panel reaches."""
        return self.top + self.height

    @property
    def columns(self) -> range:
        """The columns the panel covers."""
        return range(self.start, self.start + self.span)


def place_panels(
    documents: Sequence[Document], area: Box, *, max_size: float, keep: float
) -> tuple[float, tuple[Panel, ...]]:
    """The documents as panels filling ``area`` at one size, and that size.

    The size is the largest they fit at, or up to ``ORDER_TRADE`` less (never under ``keep``, nor
    under the largest) where that reads in the cards' order with fewer panels out of place.
    Raises ``CardSizeError`` when they fit at no size down to ``HARD_MIN_SIZE``.
    """
    measured = [measure(document) for document in documents]
    largest = {columns: _largest(measured, area, columns, max_size) for columns in COLUMNS}
    best = max((size for size in largest.values() if size is not None), default=None)
    if best is None:
        raise CardSizeError(f"the cards do not fit one page even at {HARD_MIN_SIZE:g} pt")
    least = max(best - ORDER_TRADE, min(best, keep))
    choices = []
    for columns, size in largest.items():
        while size is not None and size >= least - 1e-9:
            needs = _needs(measured, area, columns, size)
            spots = min(
                _placements(needs or [], columns, area.height) if needs else (),
                key=lambda spots: (
                    _out_of_order(spots),
                    max(s.bottom for s in spots),
                    [s.start for s in spots],
                ),
                default=None,
            )
            if spots is not None:
                choices.append((_out_of_order(spots), -size, columns, size, spots))
            size -= ORDER_STEP
    _, _, columns, size, spots = min(choices, key=lambda choice: choice[:3])
    width = column_width(area, columns)
    panels = []
    for document, spot in zip(measured, _grown(spots, area.height), strict=True):
        box = Box(
            area.x + spot.start * (width + PANEL_GAP),
            area.top - spot.bottom,
            spot.span * width + (spot.span - 1) * PANEL_GAP,
            spot.height,
        )
        laid = document.set(box.width - 2 * PANEL_PAD, box.height - 2 * PANEL_PAD, size)
        panels.append(Panel(box, laid))
    return size, tuple(panels)


def column_width(area: Box, columns: int) -> float:
    """The width of one of ``columns`` columns across ``area``, gaps between them."""
    return (area.width - PANEL_GAP * (columns - 1)) / columns


def _largest(measured: Sequence[Measured], area: Box, columns: int, high: float) -> float | None:
    """The largest size, to ``STEP``, at which some placement in ``columns`` columns fits; ``None``
    when none fits even at ``HARD_MIN_SIZE``."""

    def fits(size: float) -> bool:
        needs = _needs(measured, area, columns, size)
        return needs is not None and next(_placements(needs, columns, area.height), None) is not None

    if fits(high):
        return high
    low = HARD_MIN_SIZE
    if not fits(low):
        return None
    while high - low > STEP:
        middle = (low + high) / 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return low


def _needs(
    measured: Sequence[Measured], area: Box, columns: int, size: float
) -> list[tuple[int, float]] | None:
    """Each panel's span (the fewest columns its text fits across) and height at ``size``; ``None``
    when one fits not even across the page."""
    width = column_width(area, columns)
    needs = []
    for document in measured:
        for span in range(1, columns + 1):
            height = document.height(span * width + (span - 1) * PANEL_GAP - 2 * PANEL_PAD, size)
            if height is not None:
                needs.append((span, height + 2 * PANEL_PAD))
                break
        else:
            return None
    return needs


def _placements(needs: Sequence[tuple[int, float]], columns: int, depth: float) -> Iterator[tuple[Spot, ...]]:
    """Every placement of the panels, in order, that keeps each column within ``depth``: each panel
    goes under whatever its columns already hold."""

    def place(index: int, floors: tuple[float, ...], placed: tuple[Spot, ...]) -> Iterator[tuple[Spot, ...]]:
        if index == len(needs):
            yield placed
            return
        span, height = needs[index]
        for start in range(columns - span + 1):
            top = max(floors[start : start + span]) + PANEL_GAP
            if top + height > depth + 1e-6:
                continue
            spot = Spot(start, span, top, height)
            raised = tuple(spot.bottom if c in spot.columns else f for c, f in enumerate(floors))
            yield from place(index + 1, raised, (*placed, spot))

    # Every column's floor starts a gap above the area, so the first panel's top is the area's.
    yield from place(0, (-PANEL_GAP,) * columns, ())


def _rank(spots: Sequence[Spot]) -> tuple[int, float, list[int]]:
    """How good a placement is, lowest best: fewest panels out of order, then the shortest tallest
    column, then the panels furthest left (so one placement always wins)."""
    return _out_of_order(spots), max(s.bottom for s in spots), [s.start for s in spots]


def _out_of_order(spots: Sequence[Spot]) -> int:
    """How many pairs of panels read in the wrong order, reading the page row by row: from the top,
    then from the left."""
    reading = sorted(range(len(spots)), key=lambda i: (round(spots[i].top, 2), spots[i].start))
    place = {panel: rank for rank, panel in enumerate(reading)}
    return sum(1 for i in range(len(spots)) for j in range(i + 1, len(spots)) if place[i] > place[j])


def _grown(spots: Sequence[Spot], depth: float) -> list[Spot]:
    """Each panel grown down to the next panel in any of its columns (a gap above it), or to
    ``depth``: the columns end together."""
    grown = []
    for spot in spots:
        below = [
            other.top - PANEL_GAP
            for other in spots
            if other.top > spot.top and set(other.columns) & set(spot.columns)
        ]
        grown.append(spot._replace(height=min(below, default=depth) - spot.top))
    return grown
