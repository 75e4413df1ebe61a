"""Hatch patterns on their smallest tile: the same picture as matplotlib's inch, a fraction of the bytes.

Each hatch the charts use is drawn by matplotlib into an SVG, made small by ``compact_patterns``,
then both are sampled on a fine grid of points over an inch: a point is inked where it lies inside
a shape's outline or within half a line's width of a line, as the original tile draws it and as the
small tile repeated draws it. The samples are taken here, apart from the code that finds the repeat.
"""

from __future__ import annotations

import io
import math
import re

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.path import Path as MplPath

from generator.chart.draw import SIDE_STYLES, chart_style
from generator.chart.patterns import PATTERN, compact_patterns
from generator.chart.story import LINE_FILLS

HATCHES = sorted(({style.hatch for style in SIDE_STYLES} | {hatch for _, hatch in LINE_FILLS}) - {""})
STEP = 72 / 397  # not a fraction of the tiles' sides, so the samples fall everywhere in them


def hatched_svg(hatch: str) -> str:
    """A bar filled with ``hatch``, as matplotlib saves it to SVG."""
    with chart_style():
        figure = Figure(figsize=(2, 1))
        FigureCanvasAgg(figure)
        figure.subplots().bar([0], [1], hatch=hatch, color="#F0E442", edgecolor="white")
        out = io.StringIO()
        figure.savefig(out, format="svg")
    return out.getvalue()


def pieces(d: str) -> Pieces:
    """A path's pieces: each one's points and whether it is a closed outline."""
    out = []
    for piece in re.split(r"(?=M)", d):
        numbers = [float(n) for n in re.findall(r"-?\d+\.?\d*(?:e-?\d+)?", piece)]
        if numbers:
            out.append((list(zip(numbers[0::2], numbers[1::2], strict=True)), "z" in piece))
    return out


Pieces = list[tuple[list[tuple[float, float]], bool]]


class Ink:
    """Where pieces of a hatch put ink: inside an outline (by its points, a close polygon of a
    circle or a star), or within half a line's ``width`` of a straight line."""

    def __init__(self, drawn: Pieces, width: float) -> None:
        self.drawn = drawn
        self.width = width
        reach = width / 2
        self.boxes = np.array(
            [
                (
                    min(x for x, _ in p) - reach,
                    min(y for _, y in p) - reach,
                    max(x for x, _ in p) + reach,
                    max(y for _, y in p) + reach,
                )
                for p, _ in drawn
            ]
        )

    def at(self, x: float, y: float) -> bool:
        boxes = self.boxes
        near = np.nonzero((boxes[:, 0] <= x) & (x <= boxes[:, 2]) & (boxes[:, 1] <= y) & (y <= boxes[:, 3]))[
            0
        ]
        for index in near:
            points, closed = self.drawn[index]
            if closed:
                if MplPath(points).contains_point((x, y)):
                    return True
                continue
            (x0, y0), (x1, y1) = points[0], points[-1]
            length = math.hypot(x1 - x0, y1 - y0)
            t = max(0.0, min(1.0, ((x - x0) * (x1 - x0) + (y - y0) * (y1 - y0)) / length**2))
            if math.hypot(x - x0 - t * (x1 - x0), y - y0 - t * (y1 - y0)) <= self.width / 2:
                return True
        return False


def one_pattern(svg: str) -> tuple[float, float, Pieces, float]:
    """The SVG's only pattern: its tile's width and height, its pieces and its lines' width."""
    (pattern,) = re.findall(
        r'<pattern [^>]*width="([\d.]+)" height="([\d.]+)">.*?d="([^"]+)" style="([^"]+)"', svg, re.DOTALL
    )
    width, height, d, css = pattern
    line = re.search(r"stroke-width: ?([\d.]+)", css)
    assert line is not None
    return float(width), float(height), pieces(d), float(line[1])


@pytest.mark.slow
@pytest.mark.parametrize("hatch", HATCHES)
def test_a_hatch_on_its_smallest_tile_draws_what_the_inch_drew(hatch: str) -> None:
    original = hatched_svg(hatch)
    small = compact_patterns(original)
    inch_w, inch_h, inch, width = one_pattern(original)
    tile_w, tile_h, kept, _ = one_pattern(small)
    assert (inch_w, inch_h) == (72, 72)
    assert max(tile_w, tile_h) <= 12  # a hatch repeats within a sixth of an inch
    assert len(small) < len(original)
    before, after = Ink(inch, width), Ink(kept, width)
    samples = [(i * STEP, j * STEP) for i in range(397) for j in range(397) if (i + 3 * j) % 11 == 0]
    differ = [(x, y) for x, y in samples if before.at(x, y) != after.at(x % tile_w, y % tile_h)]
    assert not differ, differ[:5]
    assert sum(before.at(x, y) for x, y in samples) > len(samples) / 50  # the samples do meet the ink


def test_a_hatch_whose_repeat_is_not_proved_is_kept_as_it_was() -> None:
    svg = hatched_svg("////")
    (found,) = PATTERN.finditer(svg)
    cut = svg.replace(found["d"], found["d"].replace("L 72 0", "L 40 32", 1))  # a line stops mid-inch
    assert cut != svg
    assert compact_patterns(cut) == cut


def test_the_pattern_keeps_its_id_colours_and_line() -> None:
    svg = hatched_svg("....")
    small = compact_patterns(svg)
    (before,) = PATTERN.finditer(svg)
    (after,) = re.finditer(
        r'<pattern id="([^"]+)"[^>]*>\s*<rect [^>]*fill="([^"]+)"/>\s*<path d="[^"]+" style="([^"]+)"', small
    )
    assert (after[1], after[2], after[3]) == (before["id"], before["fill"], before["style"])
    assert len(after[0]) < 3000 < 250_000 < len(before[0])
