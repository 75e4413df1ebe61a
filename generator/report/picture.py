"""A report as one picture to post in a chat (``bornes report LOG --png``), and a season's chart as a
file (``bornes chart LOG... --season``).

What a club shares after a match: the title and day, who won and why, the
standings, and the race chart; after a season: its title and dates, the
matches counted, the standings (wins and ratings) and the ratings chart.
Every word and figure is the report's (``match_report``, ``season_report``),
in the report's language; the charts are the HTML report's own
(``generator.report.figures``: its ``SCREEN`` sizes and, for a season, the
ratings chart in one piece: the leaders over the field, where a club's
report gives each player a small chart of their own).

Sized for a phone's screen: ``PHONE`` CSS pixels wide drawn at ``SCALE``
pixels each (1,080 pixels, what chat apps keep), one point of the layout
one CSS pixel, so its smallest text is a phone's ``LEAST_TEXT``. Drawn with
matplotlib (no browser), the text in DejaVu Sans like the charts; the same
report gives the same bytes (no date, no software name in the file).

``season_chart`` writes the season's ratings chart alone (``ratings_figure``,
in one piece), at the race chart's still size and formats
(``generator.chart.export.still``), titled.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

import numpy as np
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.lines import Line2D
from matplotlib.patches import Rectangle

from generator.chart.draw import ELLIPSIS, MIN_NAME, as_given, chart_style, literal
from generator.report.content import Table
from generator.report.figures import (
    LEAST_TEXT,
    PAGE_MARGIN,
    PHONE,
    SCREEN,
    SCREEN_WIDTH,
    match_figures,
    ratings_figure,
)

if TYPE_CHECKING:
    from generator.rules.match import MatchResult
    from generator.stats.season import Season
    from generator.text.languages import Lang

SCALE = 3
"""Pixels to a CSS pixel (a phone's device pixel ratio): the picture is ``PHONE`` × ``SCALE`` wide."""
DPI = 72 * SCALE
"""One point of the layout is one CSS pixel."""
PICTURE = SCREEN._replace(race=250.0, ratings=280.0)
"""The HTML report's charts, a little shorter, so that a picture is about a phone's screen tall."""
MOST_ROWS = 12
"""The most standings rows the picture lists (a club of twelve); more are counted, not listed."""

INK = "#1a1a1a"
MUTED = "#555555"
RULE = "#b8b8b8"
RESULT = "#f1f5f9"
ACCENT = "#0072b2"
"""The HTML report's colours (``templates/html/report/report.css``), so the picture looks like it."""


class Style(NamedTuple):
    """A kind of line in the picture: its size (CSS pixels), weight, colour and the room after it."""

    size: float
    bold: bool = False
    color: str = INK
    after: float = 4.0


TITLE = Style(22, bold=True, after=4)
SUBTITLE = Style(LEAST_TEXT + 2, color=MUTED, after=12)
WINNER = Style(17, bold=True, after=4)
DETAIL = Style(LEAST_TEXT + 2, after=4)
HEADING = Style(16, bold=True, after=6)
CELL = Style(LEAST_TEXT + 3, after=0)
FOOTER = Style(LEAST_TEXT, color=MUTED, after=0)
ROW = 22.0
"""A standings row's height, in CSS pixels."""

Place = Callable[[float, float], tuple[float, float]]
"""A point of the layout (CSS pixels from the top left) as the figure's fractions."""


class Block(NamedTuple):
    """What the picture stacks, top to bottom: wrapped text, a table's rows, or a chart's pixels."""

    kind: str  # "text", "result", "table", "chart"
    lines: tuple[tuple[str, Style], ...] = ()
    table: Table | None = None  # fitted: headers wrapped, names cut to their column
    widths: tuple[float, ...] = ()  # the table's columns, in CSS pixels
    pixels: np.ndarray | None = None
    height: float = 0.0


def _font(style: Style) -> FontProperties:
    return FontProperties(family="DejaVu Sans", size=style.size, weight="bold" if style.bold else "normal")


def _measure(canvas: FigureCanvasAgg, text: str, style: Style) -> float:
    """The width of ``text`` drawn in ``style``, in CSS pixels."""
    width, _, _ = canvas.get_renderer().get_text_width_height_descent(
        as_given(literal(text)), _font(style), ismath=False
    )
    return float(width) / SCALE


def wrapped(canvas: FigureCanvasAgg, text: str, style: Style, width: float) -> list[str]:
    """``text`` in lines no wider than ``width`` CSS pixels, broken at spaces (a no-break space holds,
    as French typography asks); a word wider than the line stands alone on its line."""
    lines: list[str] = []
    for word in text.split(" "):
        if lines and _measure(canvas, f"{lines[-1]} {word}", style) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _text(canvas: FigureCanvasAgg, parts: Sequence[tuple[str, Style]], width: float) -> Block:
    lines = tuple((line, style) for text, style in parts for line in wrapped(canvas, text, style, width))
    height = sum(style.size * 1.3 for _, style in lines) + sum(style.after for _, style in parts)
    return Block("text", lines, height=height)


def _chart(figure: Figure) -> Block:
    """A chart drawn at the picture's scale, as pixels to place."""
    figure.set_dpi(DPI)
    canvas = FigureCanvasAgg(figure)
    canvas.draw()
    pixels = np.asarray(canvas.buffer_rgba()).copy()
    return Block("chart", pixels=pixels, height=pixels.shape[0] / SCALE + 8)


HEADER = Style(LEAST_TEXT, bold=True, color=MUTED)
RANK_WIDTH = 48.0
FIGURE_WIDTH = 86.0
"""The rank's column and, at most, a figure's, in CSS pixels; the names take what is left."""


def _table(canvas: FigureCanvasAgg, table: Table, columns: int, width: float) -> Block:
    """The first ``columns`` columns of a table (rank, name, the totals), at most ``MOST_ROWS`` rows,
    fitted to ``width``: each header wrapped to its column, a name too long for its column cut with
    an ellipsis (as the charts cut a name)."""
    kinds = table.kinds[:columns]
    names = [i for i, kind in enumerate(kinds) if kind == "name"]
    widths = [RANK_WIDTH if kind == "rank" else 0.0 for kind in kinds]
    figures = [i for i, kind in enumerate(kinds) if kind not in ("rank", "name")]
    share = min(FIGURE_WIDTH, (width - sum(widths)) / (len(figures) + 1.6 * len(names)))
    for i in figures:
        widths[i] = share
    for i in names:
        widths[i] = (width - sum(widths)) / len(names)
    headers = tuple(
        "\n".join(wrapped(canvas, h, HEADER, w - 8)) for h, w in zip(table.headers, widths, strict=False)
    )

    def fitted(cell: str, column: int, strong: bool) -> str:
        style = CELL._replace(bold=strong)
        if kinds[column] != "name":
            return cell
        while len(cell) > MIN_NAME and _measure(canvas, cell, style) > widths[column] - 8:
            cell = cell[:-2].rstrip() + ELLIPSIS
        return cell

    rows = tuple(
        row._replace(cells=tuple(fitted(cell, i, row.strong) for i, cell in enumerate(row.cells[:columns])))
        for row in table.rows[:MOST_ROWS]
    )
    shown = table._replace(headers=headers, kinds=kinds, rows=rows)
    lines = max(header.count("\n") + 1 for header in headers)
    height = lines * HEADER.size * 1.3 + 8 + ROW * len(rows) + 12
    return Block("table", table=shown, widths=tuple(widths), height=height)


def _draw(blocks: Sequence[Block]) -> Figure:
    """The picture: the blocks stacked inside the page's margins."""
    width = float(PHONE)
    height = PAGE_MARGIN * 2 + sum(block.height for block in blocks)
    figure = Figure(figsize=(width / 72, height / 72), dpi=DPI, facecolor="white")
    left, right = PAGE_MARGIN, width - PAGE_MARGIN

    def at(x: float, y: float) -> tuple[float, float]:
        """A point of the layout (CSS pixels from the top left) in the figure's fractions."""
        return x / width, 1 - y / height

    y = float(PAGE_MARGIN)
    for block in blocks:
        if block.kind in ("text", "result"):
            top = y
            if block.kind == "result":  # the HTML report's shaded panel, its accent rule on the left
                x0, y0 = at(left, top + block.height - 8)
                x1, y1 = at(right, top - 8)
                for color, wide in ((RESULT, x1 - x0), (ACCENT, 4 / width)):
                    figure.patches.append(
                        Rectangle((x0, y0), wide, y1 - y0, transform=figure.transFigure, color=color)
                    )
                y += 4
            for line, style in block.lines:
                figure.text(
                    *at(left + (12 if block.kind == "result" else 0), y),
                    as_given(literal(line)),
                    fontproperties=_font(style),
                    color=style.color,
                    va="top",
                )
                y += style.size * 1.3
            y = top + block.height
        elif block.kind == "table":
            _draw_table(figure, at, block, y, left)
            y += block.height
        elif block.pixels is not None:
            figure.figimage(
                block.pixels, xo=round(left * SCALE), yo=round((height - y) * SCALE) - block.pixels.shape[0]
            )
            y += block.height
    return figure


def png_file(figure: Figure) -> bytes:
    """A picture's PNG file: no software name, no date, so the same report gives the same bytes."""
    out = io.BytesIO()
    FigureCanvasAgg(figure).print_png(out, metadata={"Software": None})
    return out.getvalue()


def _draw_table(figure: Figure, at: Place, block: Block, y: float, left: float) -> None:
    """A fitted table from ``y`` down: names left, figures right, ranks centred, the header at the
    foot of its lines, a rule under the header and under each row (the last one's darker)."""
    table = block.table
    assert table is not None
    starts = [left + sum(block.widths[:i]) for i in range(len(block.widths))]
    right = left + sum(block.widths)
    header_height = max(h.count("\n") + 1 for h in table.headers) * HEADER.size * 1.3 + 8
    rows = [(table.headers, HEADER, header_height)] + [
        (row.cells, CELL._replace(bold=row.strong), ROW) for row in table.rows
    ]
    for index, (cells, style, tall) in enumerate(rows):
        for i, cell in enumerate(cells):
            kind = table.kinds[i]
            align = "right" if kind in ("number", "text") else "center" if kind == "rank" else "left"
            x = {"left": starts[i], "center": starts[i] + block.widths[i] / 2}.get(
                align, starts[i] + block.widths[i] - 4
            )
            figure.text(
                *at(x, y + tall - 5 if index == 0 else y + tall / 2),
                cell if index == 0 else as_given(literal(cell)),
                fontproperties=_font(style),
                color=style.color,
                va="bottom" if index == 0 else "center",
                ha=align,
                multialignment=align if align != "center" else "center",
            )
        y += tall
        dark = index in (0, len(rows) - 1)
        (x0, y0), (x1, _) = at(left, y), at(right, y)
        figure.add_artist(
            Line2D(
                (x0, x1),
                (y0, y0),
                transform=figure.transFigure,
                color=INK if dark else RULE,
                linewidth=1.5 if dark else 0.5,
            )
        )


def match_picture(result: MatchResult, *, lang: Lang) -> Figure:
    """The picture of one match: its title and day, the result, the standings and the race chart
    (``png_file`` makes its file)."""
    from generator.report.match_report import match_report

    report = match_report(result, lang)
    with chart_style():
        canvas = FigureCanvasAgg(Figure(dpi=DPI))
        width = PHONE - 2 * PAGE_MARGIN
        blocks = [_text(canvas, [(report.title, TITLE), (report.subtitle, SUBTITLE)], width)]
        result_block = _text(
            canvas, [(report.result, WINNER), *((line, DETAIL) for line in report.result_details)], width - 24
        )
        blocks.append(result_block._replace(kind="result", height=result_block.height + 16))
        if result.hands:
            blocks.append(_text(canvas, [(report.standings_heading, HEADING)], width))
            blocks.append(_table(canvas, report.standings, 4, width))
        (race, _), *_others = match_figures(result, report, lang, SCREEN_WIDTH, PICTURE)
        blocks.append(_text(canvas, [(report.chart_heading, HEADING)], width))
        blocks.append(_chart(race))
        blocks.append(_text(canvas, [(report.footer.text(), FOOTER)], width))
        return _draw(blocks)


def season_picture(club: Season, *, lang: Lang) -> Figure:
    """The picture of a season: its title and dates, the matches counted, the standings (wins and
    ratings) and the ratings chart (``png_file`` makes its file)."""
    from generator.report.report_html import on_screen
    from generator.report.season_report import season_report

    report = season_report(club, lang)
    with chart_style():
        canvas = FigureCanvasAgg(Figure(dpi=DPI))
        width = PHONE - 2 * PAGE_MARGIN
        blocks = [
            _text(canvas, [(report.title, TITLE), (report.subtitle, SUBTITLE), (report.count, DETAIL)], width)
        ]
        blocks.append(_text(canvas, [(report.standings_heading, HEADING)], width))
        standings = on_screen(report.standings, report.standings_heading).table
        blocks.append(_table(canvas, standings, 4, width))
        figure = ratings_figure(report, lang, SCREEN_WIDTH, PICTURE, panels=False)
        if figure is not None:
            blocks.append(_text(canvas, [(report.ratings_heading, HEADING)], width))
            blocks.append(_chart(figure))
        blocks.append(_text(canvas, [(report.footer.text(), FOOTER)], width))
        return _draw(blocks)


def season_chart(club: Season, fmt: str, *, lang: Lang) -> bytes:
    """The ratings over a season as a PNG, SVG or PDF file's bytes, titled, at the race chart's still
    size (``STILL_SIZE``); an SVG keeps its text as text, with a title and a description."""
    from generator.chart.export import STILL_DPI, STILL_FONT, STILL_SIZE, svg_file
    from generator.chart.formats import STILL_FORMATS
    from generator.errors import InputError
    from generator.report.figures import PRINT
    from generator.report.season_report import season_report
    from generator.text.i18n import say

    report = season_report(club, lang)
    width, height = (inches * 72 for inches in STILL_SIZE)
    with chart_style():
        figure = ratings_figure(
            report, lang, width, PRINT._replace(ratings=height, font=STILL_FONT), panels=False
        )
        if figure is None:
            raise InputError("no match of these logs is finished: the ratings start at a first result")
        title = say("share_heading", lang, title=report.ratings_heading, date=report.subtitle)
        figure.suptitle(
            as_given(literal(title)), x=0.01, ha="left", fontsize=STILL_FONT * 1.25, fontweight="bold"
        )
        if fmt == "svg":
            return svg_file(figure, title=title, description=say("svg_ratings", lang))
        out = io.BytesIO()
        figure.savefig(out, format=fmt, dpi=STILL_DPI, metadata=dict(STILL_FORMATS[fmt]))
    return out.getvalue()
