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
from generator.text.languages import EN, FR, Lang

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
def test_the_gif_legend_stays_at_least_9_pixels_and_keeps_40_character_names_whole_where_they_fit(
    sides: int,
) -> None:
    from generator.chart.export import GIF_DPI

    with chart_style():
        chart = _gif_chart(sides)
        texts = chart._legend.get_texts()
        assert min(t.get_fontproperties().get_size_in_points() for t in texts) * GIF_DPI / 72 >= 9 - 1e-6
        assert all("…" not in t.get_text() and LONG[:39] in t.get_text() for t in texts)
        renderer = chart.canvas.get_renderer()
        legend = chart._legend.get_window_extent(renderer)
        axes = chart.standings_axes.get_window_extent(renderer)
        assert legend.x1 <= axes.x1 + 0.5
        assert axes.width > 0.75 * chart.figure.bbox.width


def _phone_race(log: str, lang: Lang) -> RaceChart:
    """The race chart of an HTML report, at a phone's width (``report.figures.SCREEN``)."""
    from generator.report.figures import SCREEN, SCREEN_WIDTH

    return RaceChart(
        race(play(parse_log(log, "x.toml"))),
        lang,
        width=SCREEN_WIDTH / 72,
        height=SCREEN.race / 72,
        font_size=SCREEN.font,
        title=False,
        dpi=72,
        min_font=SCREEN.least,
    )


def _inside_wide_axes(chart: RaceChart) -> None:
    renderer = chart.canvas.get_renderer()
    legend = chart._legend.get_window_extent(renderer)
    axes = chart.standings_axes.get_window_extent(renderer)
    assert legend.x0 >= 0
    assert legend.x1 <= axes.x1 + 0.5
    assert axes.width > 0.7 * chart.figure.bbox.width


def test_on_a_phone_two_teams_names_stay_whole_the_winner_said_in_the_heading_where_it_must() -> None:
    # At 360 pixels in French, "Ben & Dev : 5 475 ★ vainqueur" was cut to "Ben &… : 5 475 ★ vainqueur",
    # and "Ana & Cleo" with it: the legend was measured against axes the layout had not widened yet.
    log = (Path(__file__).parents[2] / "examples" / "friday-night.toml").read_text(encoding="utf-8")
    with chart_style():
        for lang in (EN, FR):
            chart = _phone_race(log, lang)
            texts = [t.get_text() for t in chart._legend.get_texts()]
            assert all("…" not in text for text in texts), texts
            assert texts[0].startswith("Ben & Dev")
            assert "★" in texts[0]
            assert texts[1].startswith("Ana & Cleo")
            heading = chart._legend.get_title().get_text()
            winner = "vainqueur" if lang is FR else "winner"
            assert (winner in texts[0]) != (winner in heading)  # said once, in the entry or the heading
            _inside_wide_axes(chart)


@pytest.mark.slow
def test_on_a_phone_40_character_names_are_cut_with_an_ellipsis_at_the_least_text() -> None:
    from generator.report.figures import LEAST_TEXT

    with chart_style():
        chart = _phone_race(long_names_match(3, "Long names"), FR)
        texts = chart._legend.get_texts()
        assert min(t.get_fontproperties().get_size_in_points() for t in texts) >= LEAST_TEXT - 1e-6
        assert all("…" in t.get_text() for t in texts)
        _inside_wide_axes(chart)


def test_on_a_phone_the_winner_s_word_goes_to_the_heading_before_a_name_is_cut() -> None:
    log = (Path(__file__).parents[2] / "examples" / "friday-night.toml").read_text(encoding="utf-8")
    log = log.replace('"Ana & Cleo"', '"Anastasia & Cleo"').replace('"Ben & Dev"', '"Benjamin & Devon"')
    with chart_style():
        for lang, word in ((EN, "winner"), (FR, "vainqueur")):
            chart = _phone_race(log, lang)
            texts = [t.get_text() for t in chart._legend.get_texts()]
            assert texts[0].startswith("Benjamin & Devon"), texts
            assert texts[0].endswith("★"), texts
            assert texts[1].startswith("Anastasia & Cleo"), texts
            heading = chart._legend.get_title().get_text()
            assert heading.endswith(f"★ {word}")
            assert "\n" in heading  # on two lines, to fit
            _inside_wide_axes(chart)


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
