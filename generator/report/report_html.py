"""A report as one HTML page to share: the PDF's content, readable on a phone, with nothing to load.

The same report (``match_report``, ``season_report``) as the PDF, in the
templates of ``templates/html/report/`` (``generator.htmlpage``): its facts,
tables, highlights and notes as HTML, its charts as inline SVG with their
text kept as text, a title and a description (``generator.chart.export.
inline_svg``), drawn at a phone's width with larger type (``SCREEN``). Wide
tables scroll sideways inside their box; the page itself never does. No
script, no font, no image file: the page loads nothing (its Content Security
Policy says so) and the same report gives the same bytes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from markupsafe import Markup

from generator.chart.draw import chart_style
from generator.chart.export import inline_svg
from generator.htmlpage import render
from generator.report.content import ZERO
from generator.report.figures import ChartSizes, match_figures, ratings_figure
from generator.report.match_report import match_report
from generator.rules.match import MatchResult
from generator.text.i18n import N_, say
from generator.text.languages import Lang

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from generator.stats.season import Season

SCREEN_WIDTH = 320.0
"""The charts' width in SVG units (points): a phone's, so their text reads at its own size."""

SCREEN = ChartSizes(
    race=240.0,
    race_games=320.0,
    margin=130.0,
    points_base=80.0,
    points_per_side=30.0,
    ratings=280.0,
    font=12.0,
    screen=True,
)
"""The charts of the page: as wide as a phone, their text larger than in print."""


class Chart(NamedTuple):
    """A chart of the page: the ``<svg>`` element (already made safe by ``inline_svg``) and its heading."""

    heading: str
    svg: Markup


def _svg(figure: Figure, title: str, description: str, prefix: str) -> Markup:
    """A chart's ``<svg>``, to be placed as it is: matplotlib escapes its text, ``inline_svg`` the
    title and description."""
    return Markup(inline_svg(figure, title=title, description=description, prefix=prefix))


def match_html(result: MatchResult, *, lang: Lang) -> bytes:
    """The report of one match as a self-contained HTML page's bytes."""
    report = match_report(result, lang)
    games = result.match.edition.scoring is None
    descriptions = (
        N_("svg_race_games") if games else N_("svg_race"),
        N_("svg_margin_games") if games else N_("svg_margin"),
        N_("svg_points"),
    )
    headings = (
        report.chart_heading,
        say("margin_legend_games" if games else "margin_legend", lang),
        report.points_heading,
    )
    with chart_style():
        figures = match_figures(result, report, lang, SCREEN_WIDTH, SCREEN)
        charts = [
            Chart(heading, _svg(figure, heading, say(key, lang), f"c{n}-"))
            for n, ((figure, _), heading, key) in enumerate(
                zip(figures, headings, descriptions, strict=False)
            )
        ]
    return render("report/match.html.j2", lang=lang, report=report, charts=charts, zero=ZERO)


def season_html(club: Season, *, lang: Lang) -> bytes:
    """The report of a season as a self-contained HTML page's bytes."""
    from generator.report.season_report import season_report  # a match's page loads none of it

    report = season_report(club, lang)
    chart = None
    with chart_style():
        figure = ratings_figure(report, lang, SCREEN_WIDTH, SCREEN)
        if figure is not None:
            svg = _svg(figure, report.ratings_heading, say("svg_ratings", lang), "c0-")
            chart = Chart(report.ratings_heading, svg)
    return render("report/season.html.j2", lang=lang, report=report, chart=chart, zero=ZERO)
