"""The race chart's drawing: long names and titles stay inside the figure."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from generator.chart.draw import RaceChart, chart_style
from generator.chart.race import race
from generator.matchlog.load import load_match
from generator.matchlog.parse import parse_log
from generator.rules import play
from generator.text.languages import EN, FR

LONG = "Wolfeschlegelsteinhausenbergerdorff & Cie"  # 41 characters


def long_names_match(sides: int, title: str) -> str:
    # 40 characters each, distinct once trimmed (two sides may not share a name)
    names = "".join(f's{i} = "{LONG[:39]}{i}"\n' for i in range(sides))
    hand = "".join(f"s{i} = {{ miles = {100 * (i + 1)}, two_hundreds = 0 }}\n" for i in range(sides))
    return (
        f'edition = "dujardin-2024"\nplayers = {sides}\ntitle = "{title}"\n[sides]\n{names}[[hands]]\n{hand}'
    )


@pytest.mark.slow
@pytest.mark.parametrize("sides", [2, 3, 4])
@pytest.mark.parametrize(("width", "height", "size"), [(8.0, 4.5, 10.0), (6.4, 3.6, 9.0)])
def test_legend_and_title_of_40_character_names_stay_inside_the_figure(
    sides: int, width: float, height: float, size: float
) -> None:
    title = "Le grand tournoi annuel du club de Mille Bornes de Saint-Rémy-de-Provence, édition 2026"
    result = play(parse_log(long_names_match(sides, title), "long.toml"))
    with chart_style():
        chart = RaceChart(race(result), FR, width=width, height=height, font_size=size, title=True)
        renderer = chart.canvas.get_renderer()
        figure_width = chart.figure.bbox.width
        title = chart._title.get_window_extent(renderer)
        assert title.x0 >= 0
        assert title.x1 <= figure_width
        # The legend ends where the axes end, and the axes keep most of the width.
        legend = chart._legend.get_window_extent(renderer)
        axes = chart.standings_axes.get_window_extent(renderer)
        assert legend.x0 >= 0
        assert legend.x1 <= axes.x1 + 0.5
        assert axes.width > 0.75 * figure_width


def _gif_chart(sides: int) -> RaceChart:
    from generator.chart.export import GIF_DPI, GIF_FONT, GIF_SIZE

    result = play(parse_log(long_names_match(sides, "Long names"), "x.toml"))
    return RaceChart(
        race(result), EN, width=GIF_SIZE[0], height=GIF_SIZE[1], font_size=GIF_FONT, title=True, dpi=GIF_DPI
    )


@pytest.mark.slow
@pytest.mark.parametrize("sides", [3, 4])
def test_the_gif_legend_stays_at_least_9_pixels_and_cuts_long_names_with_an_ellipsis(sides: int) -> None:
    from generator.chart.export import GIF_DPI

    with chart_style():
        chart = _gif_chart(sides)
        texts = chart._legend.get_texts()
        assert min(t.get_fontproperties().get_size_in_points() for t in texts) * GIF_DPI / 72 >= 9 - 1e-6
        assert any("…" in t.get_text() for t in texts)
        assert not chart._legend_overflows()


def test_the_legend_ranks_the_sides_by_their_final_standing() -> None:
    with chart_style():
        chart = RaceChart(
            race(play(parse_log(long_names_match(3, "Ranks"), "x.toml"))),
            EN,
            width=8,
            height=4.5,
            font_size=10,
            title=False,
        )
        values = [int(t.get_text().rsplit(" ", 1)[-1].replace(",", "")) for t in chart._legend.get_texts()]
        assert values == sorted(values, reverse=True)


def _example_chart(log: str) -> RaceChart:
    """The race chart of a bundled example log at a report's size, untitled (call in chart_style)."""
    examples = Path(__file__).parents[2] / "examples"
    result = play(load_match(examples / log))
    return RaceChart(race(result), EN, width=8, height=4.5, font_size=10, title=False)


def test_the_winner_s_star_stands_beside_its_last_point_not_on_it() -> None:
    with chart_style():
        chart = _example_chart("friday-night.toml")
        assert chart._star is not None
        chart.canvas.draw()
        star_x = chart._star.get_transform().transform((4, 5475))[0]
        point_x = chart.standings_axes.transData.transform((4, 5475))[0]
        assert star_x - point_x == pytest.approx(9 * chart.figure.dpi / 72)


def test_a_side_with_no_game_won_is_drawn_above_the_axis() -> None:
    with chart_style():
        chart = _example_chart("dujardin-2025-series.toml")
        lowest = min(np.asarray(line.get_ydata(), dtype=float).min() for line in chart._lines)
        assert chart.standings_axes.get_ylim()[0] < lowest


def test_hand_numbers_on_the_axis_and_in_the_frames_caption_have_thousands_separators() -> None:
    from generator.chart.draw import frame_caption

    with chart_style():
        chart = _example_chart("friday-night.toml")
        assert chart.standings_axes.xaxis.get_major_formatter()(1000, 0) == "1,000"
    assert frame_caption(1000, False, EN) == "After hand 1,000"
    assert frame_caption(1000, True, FR) == "Après la partie 1\u202f000"
