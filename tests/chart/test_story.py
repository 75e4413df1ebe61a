"""The report's other charts: a season's ratings numbered as its matches table, twelve told apart."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.lines import Line2D
from matplotlib.text import Text
from matplotlib.transforms import Bbox

from generator.chart.draw import MAX_DISTINCT, OKABE_ITO, SIDE_STYLES, chart_style
from generator.chart.story import FIELD_COLOR, LEADERS, LEGEND_SIDES, MAX_PANELS, OWN_COLOR, ratings_chart
from generator.matchlog.load import load_match
from generator.rules import play
from generator.stats.season import season
from generator.text.languages import EN, FR, Lang
from tests.conftest import EXAMPLES


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


def _tracks(players: int, length: int = 5) -> list[tuple[str, list[int | None], list[bool]]]:
    """``players`` sides over three matches, named ``length`` characters long; the last joins late."""
    stem = "Marie-Christophe Dupont-Lefebvre de la Tour-Montagne"
    names = [f"{n:02d} {stem[: length - 3]}" for n in range(players)]
    return [
        (name, [None if n == players - 1 else 1500, 1500 + n, 1500 - n], [n % 2 == 0, True, True])
        for n, name in enumerate(names)
    ]


def test_up_to_six_sides_a_legend_up_to_sixteen_a_panel_each_beyond_the_leaders_over_the_field() -> None:
    cases = ((LEGEND_SIDES, 1, LEGEND_SIDES), (7, 7, 0), (MAX_PANELS, MAX_PANELS, 0), (72, 1, LEADERS + 1))
    with chart_style():
        for players, panels, legend in cases:
            figure = ratings_chart(
                _tracks(players), [1, 2, 4], 1500, EN, width=500, height=170, font_size=8.5
            )
            shown = [axes for axes in figure.axes if axes.get_visible()]
            assert len(shown) == panels, players
            found = shown[0].get_legend()
            texts = found.get_texts() if found is not None else []
            assert len(texts) == legend, players
    # The field is one grey artist, named last: "67 others".
    assert texts[-1].get_text() == "67 others"


def test_each_panel_is_one_side_s_line_over_the_others_in_grey_under_its_name() -> None:
    tracks = _tracks(12)
    with chart_style():
        figure = ratings_chart(tracks, [1, 2, 4], 1500, EN, width=500, height=170, font_size=8.5)
    for axes, (name, ratings, _) in zip(figure.axes, tracks, strict=True):
        own = [line for line in axes.get_lines() if line.get_color() == OWN_COLOR]
        assert len(own) == 1
        assert np.asarray(own[0].get_ydata(), dtype=float)[-1] == ratings[-1]
        assert axes.get_title(loc="left") == f"{name}: {ratings[-1]:,}"
        assert sum(line.get_color() == FIELD_COLOR for line in axes.get_lines()) == 11


def _boxes(figure: Figure) -> list[tuple[str, Bbox]]:
    """Every piece of text the figure shows, with its box on the canvas: titles, legends, axis labels
    and the tick labels of the ticks in view (matplotlib keeps others, not drawn)."""
    canvas = figure.canvas
    assert isinstance(canvas, FigureCanvasAgg)
    canvas.draw()
    renderer = canvas.get_renderer()
    ticks: set[Text] = set()
    shown: list[Text] = []
    for axes in figure.axes:
        for axis in (axes.xaxis, axes.yaxis):
            low, high = sorted(axis.get_view_interval())
            for tick in axis.get_major_ticks():
                ticks |= {tick.label1, tick.label2}
                if low - 1e-9 <= tick.get_loc() <= high + 1e-9 and tick.get_visible():
                    shown += [label for label in (tick.label1, tick.label2) if label.get_visible()]
    shown += [text for text in figure.findobj(Text) if text not in ticks and text.get_visible()]
    return [(text.get_text(), text.get_window_extent(renderer)) for text in shown if text.get_text().strip()]


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize(("width", "font"), [(510.0, 8.5), (320.0, 12.0)], ids=["page", "phone"])
def test_no_two_labels_of_the_club_season_s_ratings_overlap(lang: Lang, width: float, font: float) -> None:
    from generator.report.figures import ChartSizes, ratings_figure
    from generator.report.season_report import season_report

    logs = sorted((EXAMPLES / "club-season").glob("*.toml"))
    report = season_report(season([(log.stem, play(load_match(log))) for log in logs]), lang)
    sizes = ChartSizes(
        race=0, race_games=0, margin=0, points_base=0, points_per_side=0, ratings=170, font=font
    )
    with chart_style():
        figure = ratings_figure(report, lang, width, sizes)
        assert figure is not None
        boxes = _boxes(figure)
    names = [track.name for track in report.ratings]
    titles = [axes.get_title(loc="left") for axes in figure.axes if axes.get_visible()]
    # Twelve panels in the standings' order, each under its player's name and last rating.
    assert [title.split(":")[0].split("\u00a0")[0] for title in titles] == names
    overlapping = [
        (a, b) for (a, box_a), (b, box_b) in itertools.combinations(boxes, 2) if box_a.overlaps(box_b)
    ]
    assert not overlapping
    assert all(figure.bbox.x0 <= box.x0 and box.x1 <= figure.bbox.x1 + 0.5 for _, box in boxes)


def test_fifty_character_names_keep_the_charts_their_height_and_inside_their_width() -> None:
    with chart_style():
        for players in (4, 12, 40):
            figure = ratings_chart(
                _tracks(players, 50), [1, 2, 4], 1500, EN, width=500, height=170, font_size=8.5
            )
            boxes = _boxes(figure)
            shown = [axes for axes in figure.axes if axes.get_visible()]
            rows = len({round(axes.get_position().y0, 3) for axes in shown})
            # Each row of plots keeps at least half its share of the figure's height: never a strip.
            share = figure.bbox.height / rows
            assert all(axes.get_window_extent().height >= 0.5 * share for axes in shown), players
            assert all(box.x1 <= figure.bbox.x1 + 0.5 for _, box in boxes), players


def test_the_match_axis_prints_thousands_as_the_tables_do() -> None:
    with chart_style():
        tracks = [("Ana", [1500, 1516], [True, True])]
        figure = ratings_chart(tracks, [999, 1000], 1500, EN, width=500, height=170, font_size=8.5)
        figure.canvas.draw()
        ticks = [t.get_text() for t in figure.axes[0].get_xticklabels()]
        assert "1,000" in ticks
        assert "1000" not in ticks
