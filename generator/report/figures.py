"""A report's charts as matplotlib figures, at the sizes of print or of a screen.

The PDF (``report_pdf``) places them as vector graphics on the page; the
HTML page (``report_html``) inlines them as SVG, text kept as text. Both
draw the same charts from the same report; only the sizes differ
(``ChartSizes``): a page's text block, or a phone's width with larger type.
Call inside ``chart_style()``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from generator.chart.export import race_figure
from generator.chart.story import margin_chart, points_chart, ratings_chart
from generator.stats.match_story import leaders, margins
from generator.text.languages import Lang

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from generator.report.match_report import MatchReport
    from generator.report.season_report import SeasonReport
    from generator.rules.match import MatchResult

MM = 72 / 25.4


class ChartSizes(NamedTuple):
    """A report's charts' heights and text size, in points (their width is the caller's); ``screen``:
    shown at their size in points, so no text may shrink below ``least`` (or ``MIN_PIXELS``)."""

    race: float
    race_games: float  # a series: games won above each game's distances
    margin: float
    points_base: float
    points_per_side: float
    ratings: float
    font: float
    screen: bool = False
    least: float | None = None  # the smallest text a chart may shrink to; None: its own floor


PRINT = ChartSizes(
    race=74 * MM,
    race_games=96 * MM,
    margin=40 * MM,
    points_base=22 * MM,
    points_per_side=9 * MM,
    ratings=60 * MM,
    font=8.5,
)
"""The PDF's charts, across the page's text block."""


PHONE = 360
"""The narrowest screen an HTML report (or a picture to share) is made for, in CSS pixels: a small
Android phone's."""
PAGE_MARGIN = 16
"""The page's margin each side, in CSS pixels (``main``'s padding in ``templates/html/report/report.css``)."""
SCREEN_WIDTH = float(PHONE - 2 * PAGE_MARGIN)
"""The charts' width in SVG units: as wide as a ``PHONE``'s page, so one unit is one CSS pixel
there (and more on a wider screen, the chart growing to ``report.css``'s ``figure.chart``)."""
LEAST_TEXT = 12.0
"""The smallest text a chart prints, in CSS pixels on a ``PHONE``: a phone's small print."""

SCREEN = ChartSizes(
    race=270.0,
    race_games=360.0,
    margin=150.0,
    points_base=95.0,
    points_per_side=34.0,
    ratings=320.0,
    font=LEAST_TEXT / 0.85 + 0.5,  # the charts' smallest text (legends, end labels) is 0.85 of it
    screen=True,
    least=LEAST_TEXT,
)
"""The charts of the page: as wide as a phone's page, their text no smaller than ``LEAST_TEXT``."""


def match_figures(
    result: MatchResult, report: MatchReport, lang: Lang, width: float, sizes: ChartSizes = PRINT
) -> list[tuple[Figure, float]]:
    """The charts of a match's report, each its own figure ``width`` points wide, with its height
    in points: the race, then, when hands were played, the leader's margin and where the points
    came from."""
    games = result.match.edition.scoring is None
    height = sizes.race_games if games else sizes.race
    race = race_figure(
        result,
        lang,
        width=width,
        height=height,
        font_size=sizes.font,
        screen=sizes.screen,
        min_font=sizes.least,
    )
    figures = [(race, height)]
    if not result.hands:
        return figures
    ids = result.match.side_ids
    names = [side.name for side in result.match.sides]
    ahead = [None if leader is None else ids.index(leader) for leader in leaders(result)]
    margin = margin_chart(
        margins(result),
        ahead,
        names,
        lang,
        games=games,
        width=width,
        height=sizes.margin,
        font_size=sizes.font,
        titled=not sizes.screen,  # a page gives it as its caption
    )
    figures.append((margin, sizes.margin))
    if report.points:
        points_height = sizes.points_base + sizes.points_per_side * len(report.points)
        sides = [(stack.name, stack.parts) for stack in report.points]
        points = points_chart(sides, lang, width=width, height=points_height, font_size=sizes.font)
        figures.append((points, points_height))
    return figures


def ratings_figure(
    report: SeasonReport,
    lang: Lang,
    width: float,
    sizes: ChartSizes = PRINT,
    *,
    panels: bool = True,
) -> Figure | None:
    """The season's ratings chart, ``width`` points wide; ``None`` before a match is finished.
    ``panels``: a club's small charts, one a player, where the count calls for them
    (``story.ratings_chart``); without, one chart of the given height."""
    from generator.stats.season import START_RATING  # a match's report loads nothing of a season

    if not report.rating_matches:
        return None
    tracks = [(track.name, track.ratings, track.played) for track in report.ratings]
    return ratings_chart(
        tracks,
        report.rating_matches,
        START_RATING,
        lang,
        width=width,
        height=sizes.ratings,
        font_size=sizes.font,
        panels=panels,
    )
