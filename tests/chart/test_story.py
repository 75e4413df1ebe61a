"""The report's other charts: a season's ratings numbered as its matches table, twelve told apart."""

from __future__ import annotations

import itertools
import math

import numpy as np
from matplotlib.lines import Line2D
from matplotlib.text import Text

from generator.chart.draw import MAX_DISTINCT, OKABE_ITO, SIDE_STYLES, chart_style
from generator.chart.story import LEGEND_SIDES, _spread, ratings_chart
from generator.text.languages import EN


def _lab(color: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour, for a colour distance (CIE76)."""
    r, g, b = (int(color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    r, g, b = ((c / 12.92) if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def test_twelve_sides_differ_in_colour_and_in_black_and_white() -> None:
    assert MAX_DISTINCT == len(SIDE_STYLES) == 12
    # In black and white: no two share a marker, a dash pattern or a hatch.
    for field in ("marker", "dashes", "hatch"):
        assert len({getattr(style, field) for style in SIDE_STYLES}) == 12, field
    # In colour: every two at least 20 apart (CIE76; the first six, Okabe-Ito's, are 26 apart at least).
    closest = min(math.dist(_lab(a.color), _lab(b.color)) for a, b in itertools.combinations(SIDE_STYLES, 2))
    assert closest >= 20
    assert [s.color for s in SIDE_STYLES[:OKABE_ITO]] == [
        "#0072B2",
        "#D55E00",
        "#009E73",
        "#CC79A7",
        "#E69F00",
        "#56B4E9",
    ]


def _chart(players: int, matches: list[int]) -> list[Line2D]:
    tracks = [
        (f"Player {n}", [1500 + n * (k + 1) for k in range(len(matches))], [True] * len(matches))
        for n in range(players)
    ]
    with chart_style():
        figure = ratings_chart(tracks, matches, 1500, EN, width=500, height=170, font_size=8.5)
        figure.canvas.draw()
        return figure.axes[0].get_lines()


def test_a_rating_is_drawn_at_its_match_s_number_in_the_matches_table() -> None:
    # Match 3 was left unfinished: the ratings after the others are at 1, 2, 4 and 5, as numbered.
    lines = _chart(2, [1, 2, 4, 5])
    player = next(line for line in lines if line.get_label() == "Player 1: 1,504")
    assert np.asarray(player.get_xdata(), dtype=float).tolist() == [1, 2, 4, 5]


def test_up_to_six_sides_a_legend_beyond_a_label_at_each_line_s_end() -> None:
    with chart_style():
        for players, legend in ((LEGEND_SIDES, True), (12, False)):
            tracks = [(f"P{n}", [1500 + 10 * n], [True]) for n in range(players)]
            figure = ratings_chart(tracks, [1], 1500, EN, width=500, height=170, font_size=8.5)
            axes = figure.axes[0]
            assert (axes.get_legend() is not None) is legend
            labels = [t.get_text() for t in axes.texts if isinstance(t, Text)]
            assert labels == ([] if legend else [f"P{n}: {1500 + 10 * n:,}" for n in range(players)])


def test_end_labels_are_moved_apart_as_little_as_keeps_them_from_overlapping() -> None:
    assert _spread([10.0, 10.0, 30.0], 5.0, 0.0, 100.0) == [10.0, 15.0, 30.0]
    assert _spread([99.0, 100.0], 5.0, 0.0, 100.0) == [95.0, 100.0]
    placed = _spread([50.0] * 4, 5.0, 0.0, 100.0)
    assert all(b - a >= 5.0 - 1e-9 for a, b in itertools.pairwise(sorted(placed)))


def test_the_match_axis_prints_thousands_as_the_tables_do() -> None:
    with chart_style():
        tracks = [("Ana", [1500, 1516], [True, True])]
        figure = ratings_chart(tracks, [999, 1000], 1500, EN, width=500, height=170, font_size=8.5)
        figure.canvas.draw()
        ticks = [t.get_text() for t in figure.axes[0].get_xticklabels()]
        assert "1,000" in ticks
        assert "1000" not in ticks
