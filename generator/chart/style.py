"""How a race chart tells its sides apart, as data: every chart Bornes draws reads it.

The report's charts (``generator.chart.draw``, matplotlib) and the phone
sheet's race chart (drawn in the page from this data, ``generator.sheets.
page_data``) share these, so a side looks the same in both. Pure data: no
matplotlib.
"""

from __future__ import annotations

from typing import NamedTuple


class SideStyle(NamedTuple):
    """How one side is drawn."""

    color: str
    dashes: tuple[float, ...] | None  # on/off lengths in line widths; None: solid
    marker: str
    hatch: str


# Okabe-Ito, darkest first so two sides differ most on white paper and in grey; a club of up to
# twelve goes on with black and five darker colours (Paul Tol's indigo, wine, olive and green, and
# ColorBrewer's brown), each with a dash pattern, a marker and a hatch of its own, so that no two
# sides share one in black and white either.
SIDE_STYLES: tuple[SideStyle, ...] = (
    SideStyle("#0072B2", None, "o", ""),  # blue, solid, circles
    SideStyle("#D55E00", (4.0, 1.6), "s", "////"),  # vermillion, dashed, squares
    SideStyle("#009E73", (1.0, 1.4), "^", "...."),  # bluish green, dotted, triangles
    SideStyle("#CC79A7", (5.0, 1.5, 1.0, 1.5), "D", "xxxx"),  # reddish purple, dash-dot, diamonds
    SideStyle("#E69F00", (8.0, 2.0), "v", "\\\\\\\\"),  # orange, long dashes
    SideStyle("#56B4E9", (2.0, 2.0), "P", "++"),  # sky blue
    SideStyle("#000000", (6.0, 1.5, 1.0, 1.5, 1.0, 1.5), "X", "----"),  # black, dash-dot-dot, crosses
    SideStyle("#332288", (1.0, 3.0), "*", "||||"),  # indigo, sparse dots, stars
    SideStyle("#882255", (10.0, 2.0, 2.0, 2.0), "h", "oo"),  # wine, long dash-short dash, hexagons
    SideStyle("#999933", (3.0, 3.0), "p", "OO"),  # olive, even dashes, pentagons
    SideStyle("#117733", (12.0, 3.0), "<", "**"),  # green, very long dashes
    SideStyle("#8C510A", (1.0, 1.0, 1.0, 4.0), ">", "\\\\||"),  # brown, dot-dot-gap
)
OKABE_ITO = 6
"""The first styles, in the Okabe-Ito palette: every side of a match (four at most)."""
MAX_DISTINCT = len(SIDE_STYLES)
"""Sides told apart without sharing a colour, a dash pattern or a marker: a club of twelve."""
GOAL_COLOR = "#444444"
GRID_COLOR = "#d9d9d9"
WINNER_COLOR = "#F0E442"  # Okabe-Ito yellow, inside a black-edged star: visible in grey too
