"""A report table's columns: figures as wide as their cells and headers, names the rest of the page.

``fit_columns`` works out the widths from the table's words and figures,
measured in the bundled fonts at the sizes the report prints them
(``BODY_SIZE``, ``HEADER_FONTS``); ``generator.report.report_pdf`` draws the
table in them. Numbers in, numbers out: nothing is drawn here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from reportlab.lib.units import mm

from generator.pdf.fonts import BOLD, REGULAR
from generator.pdf.text import for_print, width_of
from generator.report import content

BODY_SIZE = 8.0
"""The size of a table's cells."""
CELL_PAD = 3.0
"""The room left and right of a cell's text."""
HEADER_FONTS: tuple[tuple[str, float], ...] = ((BOLD, 7.5), (BOLD, 7.0), (REGULAR, 7.0), (REGULAR, 6.5))
"""Header fonts tried in turn until every header word fits its column and the names keep room."""
MIN_NAME_WIDTH = 28 * mm
"""The narrowest a name column gets: "Ana & Cleo" on one line at 8 pt."""
FIGURE_GAP = 3.5 * mm
"""The least room between a figure and the column before it: many times the narrow no-break space
inside a French number (1 540), so two columns never run together."""
NAME_FLOOR = 16 * mm
"""The narrowest a name column is made to leave the figures their room (wider where a word of a
name needs it, so a name wraps between its words)."""
NAME_COMFORT = 62 * mm
"""A name column grows to this width before the figure columns take the room left."""
MAX_SPREAD = 12 * mm
"""A figure column widens by at most this much to fill the page's width."""


@dataclass
class Columns:
    """A table's column widths, and the font and size its headers are set in."""

    widths: list[float]
    header_font: str
    header_size: float


@cache
def cell_width(text: str, font: str) -> float:
    """A cell's width; the same figures recur in every hand, so each is measured once."""
    return width_of(for_print(text, font), font, BODY_SIZE)


def _header_width(header: str, font: str, size: float, two_lines: bool) -> float:
    """The narrowest width at which ``header`` wraps into two lines (or into its words, one a line)."""
    words = header.split() or [""]
    if not two_lines or len(words) == 1:
        return max(width_of(word, font, size) for word in words)
    return min(
        max(width_of(" ".join(words[:cut]), font, size), width_of(" ".join(words[cut:]), font, size))
        for cut in range(1, len(words))
    )


def fit_columns(table: content.Table, width: float) -> Columns:
    """Column widths that fill ``width``: figures as wide as their cells and headers, names the rest.

    The header font is the largest of ``HEADER_FONTS`` at which every header
    word fits its column and the names keep ``MIN_NAME_WIDTH``. Room left
    over goes, in turn, to headers on two lines rather than one word a line,
    to names on one line, to names up to ``NAME_COMFORT``, then to the figures.
    """
    names = [i for i, kind in enumerate(table.kinds) if kind == "name"]
    figures = [i for i, kind in enumerate(table.kinds) if kind != "name"]
    pad = 2 * CELL_PAD + 0.5
    # A right-aligned figure keeps FIGURE_GAP from the column before it: "4 975" and "1 540" in
    # neighbouring columns never read as one number, whatever the digits' own separators.
    pads = [CELL_PAD + FIGURE_GAP if kind == "number" else pad for kind in table.kinds]

    def cells(column: int) -> float:
        return max(
            (cell_width(row.cells[column], BOLD if row.strong else REGULAR) for row in table.rows),
            default=0.0,
        )

    font, size = HEADER_FONTS[-1]
    for font, size in HEADER_FONTS:
        least = sum(
            max(_header_width(table.headers[i], font, size, False), cells(i), 4 * mm) + pads[i]
            for i in figures
        )
        if width - least >= MIN_NAME_WIDTH * len(names):
            break
    widths = [0.0] * len(table.kinds)
    wanted = [0.0] * len(table.kinds)
    for i in figures:
        widths[i] = max(_header_width(table.headers[i], font, size, False), cells(i), 4 * mm) + pads[i]
        wanted[i] = max(_header_width(table.headers[i], font, size, True), cells(i), 4 * mm) + pads[i]
    for i in names:
        wanted[i] = max(_header_width(table.headers[i], font, size, False), cells(i)) + pad
        widths[i] = min(MIN_NAME_WIDTH, wanted[i])

    def grow(columns: Sequence[int], targets: Sequence[float]) -> None:
        """Widen ``columns`` toward ``targets``, sharing what is left in proportion to what each lacks."""
        left = width - sum(widths)
        lacking = [max(0.0, target - widths[i]) for i, target in zip(columns, targets, strict=True)]
        if left <= 0 or not sum(lacking):
            return
        share = min(1.0, left / sum(lacking))
        for i, lack in zip(columns, lacking, strict=True):
            widths[i] += lack * share

    # A header on two lines rather than three gains only when its column grows in full:
    # the cheapest first.
    for i in sorted(figures, key=lambda i: wanted[i] - widths[i]):
        if wanted[i] - widths[i] <= width - sum(widths):
            widths[i] = max(widths[i], wanted[i])
    # A name column that fits on one line in little room takes it whole, the shortest first, before a
    # long one (each one's opponents) shares out the rest: "Marie-Christophe 001" never wraps for it.
    for i in sorted(names, key=lambda i: wanted[i]):
        if wanted[i] <= MIN_NAME_WIDTH * 2 and wanted[i] - widths[i] <= (width - sum(widths)) / len(names):
            widths[i] = max(widths[i], wanted[i])
    grow(names, [wanted[i] for i in names])
    grow(names, [max(wanted[i], NAME_COMFORT) for i in names])
    # What is still left widens the figures a little; a short table stays narrower than the page.
    spread = figures if figures else names
    left = width - sum(widths)
    if left > 0 and spread:
        for i in spread:
            widths[i] += min(left / len(spread), MAX_SPREAD)
    if sum(widths) > width and names:
        # Very many columns: the names give up room first (they wrap between words), so that no
        # figure column is narrower than its figures and two columns never touch.
        over = sum(widths) - width
        spare = [max(0.0, widths[i] - _name_floor(table, i, pad)) for i in names]
        if sum(spare):
            share = min(1.0, over / sum(spare))
            for i, room in zip(names, spare, strict=True):
                widths[i] -= room * share
    if sum(widths) > width:  # more figures than a page holds: scale down rather than overflow it
        widths = [w * width / sum(widths) for w in widths]
    return Columns(widths, font, size)


def _name_floor(table: content.Table, column: int, pad: float) -> float:
    """The narrowest a name column is made: its longest word whole, at least ``NAME_FLOOR``, at most
    ``MIN_NAME_WIDTH``."""
    longest = max(
        (
            cell_width(word, BOLD if row.strong else REGULAR)
            for row in table.rows
            for word in row.cells[column].split(" ")  # wrap breaks at plain spaces: "Rouges ★" is one
        ),
        default=0.0,
    )
    return float(min(MIN_NAME_WIDTH, max(NAME_FLOOR, longest + pad)))  # mm is untyped (ReportLab)
