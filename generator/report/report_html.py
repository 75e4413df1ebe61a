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
from generator.report.content import ZERO, Table
from generator.report.figures import SCREEN, SCREEN_WIDTH, match_figures, ratings_figure
from generator.report.match_report import match_report
from generator.rules.match import MatchResult
from generator.text.i18n import N_, say
from generator.text.languages import Lang

if TYPE_CHECKING:
    from matplotlib.figure import Figure

    from generator.stats.season import Season


class ScreenTable(NamedTuple):
    """A report's table as the page shows it: its row's name kept in view while the rest scrolls
    sideways, the totals right after it, and a name of its own for assistive technology.

    ``sticky``: how many of its first columns stay in view (the hand's or rank's number, then the
    name); ``columns``: the report's columns in the page's order (``lead`` first after the names).
    """

    table: Table
    label: str
    sticky: int


def on_screen(table: Table, label: str) -> ScreenTable:
    """``table`` in the page's order of columns: the kept columns, the table's ``lead`` (its
    totals), then the others as the PDF prints them."""
    kinds = table.kinds
    first_name = kinds.index("name") if "name" in kinds else None
    # A number and the name after it, a number alone, or a name that comes first.
    sticky = (2 if first_name == 1 else 1) if kinds[:1] == ("rank",) else int(first_name == 0)
    lead = [i for i in table.lead if i >= sticky]
    order = [*range(sticky), *lead, *(i for i in range(sticky, len(kinds)) if i not in lead)]

    def pick(values: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(values[i] for i in order)

    shown = table._replace(
        headers=pick(table.headers),
        kinds=pick(kinds),
        rows=tuple(row._replace(cells=pick(row.cells)) for row in table.rows),
        lead=(),
    )
    return ScreenTable(shown, label, sticky)


class PlayerSection(NamedTuple):
    """A player's part of a season's page: their name, their line in words and their two tables."""

    name: str
    summary: tuple[str, ...]
    tables: tuple[ScreenTable, ...]


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
    tables = {
        "standings": on_screen(report.standings, report.standings_heading),
        "points": on_screen(report.points_counts, report.points_heading) if report.points_counts else None,
        "hands": on_screen(report.table, report.table_heading) if report.table else None,
    }
    return render("report/match.html.j2", lang=lang, report=report, charts=charts, tables=tables, zero=ZERO)


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
    tables = {
        "standings": on_screen(report.standings, report.standings_heading),
        "head_to_head": on_screen(report.head_to_head, report.head_to_head_heading)
        if report.head_to_head
        else None,
        "matches": on_screen(report.matches, report.matches_heading),
    }
    # Each player's two tables are named for the player and for what they hold, so that no two
    # of the page's regions share a name.
    players = [
        PlayerSection(
            page.name,
            page.summary,
            tuple(
                on_screen(table, say("table_of", lang, name=page.name, table=heading))
                for table, heading in (
                    (page.matches, report.matches_heading),
                    (page.records, report.head_to_head_heading),
                )
                if table is not None
            ),
        )
        for page in report.players
    ]
    return render(
        "report/season.html.j2",
        lang=lang,
        report=report,
        chart=chart,
        tables=tables,
        players=players,
        zero=ZERO,
    )
