"""The race chart's drawing: long names and titles stay inside the figure."""

from __future__ import annotations

import pytest

from generator.chart.draw import RaceChart, chart_style
from generator.chart.race import race
from generator.matchlog.parse import parse_log
from generator.rules import play

LONG = "Wolfeschlegelsteinhausenbergerdorff & Cie"  # 41 characters


def long_names_match(sides: int, title: str) -> str:
    # 40 characters each, distinct once trimmed (two sides may not share a name)
    names = "".join(f's{i} = "{LONG[:39]}{i}"\n' for i in range(sides))
    hand = "".join(f"s{i} = {{ miles = {100 * (i + 1)}, two_hundreds = 0 }}\n" for i in range(sides))
    return (
        f'edition = "dujardin-2024"\nplayers = {sides}\ntitle = "{title}"\n[sides]\n{names}[[hands]]\n{hand}'
    )


@pytest.mark.parametrize("sides", [2, 3, 4])
@pytest.mark.parametrize(("width", "height", "size"), [(8.0, 4.5, 10.0), (6.4, 3.6, 9.0)])
def test_legend_and_title_of_40_character_names_stay_inside_the_figure(
    sides: int, width: float, height: float, size: float
) -> None:
    title = "Le grand tournoi annuel du club de Mille Bornes de Saint-Rémy-de-Provence, édition 2026"
    result = play(parse_log(long_names_match(sides, title), "long.toml"))
    with chart_style():
        chart = RaceChart(race(result), "fr", width=width, height=height, font_size=size, title=True)
        renderer = chart.canvas.get_renderer()
        figure_width = chart.figure.bbox.width
        title = chart._title.get_window_extent(renderer)
        assert title.x0 >= 0 and title.x1 <= figure_width
        # The legend ends where the axes end, and the axes keep most of the width.
        legend = chart._legend.get_window_extent(renderer)
        axes = chart.standings_axes.get_window_extent(renderer)
        assert legend.x0 >= 0 and legend.x1 <= axes.x1 + 0.5
        assert axes.width > 0.75 * figure_width
