"""The report's other charts: the leader's margin, where the points came from, a season's ratings.

Drawn like the race chart (``generator.chart.draw``): matplotlib's object API,
the same style, sides told apart by colour and hatch or line style, so each
reads in black and white. Each returns its ``Figure``, made inside
``chart_style()``, for the report to save with its race chart as the pages of
one vector PDF (``generator.chart.export.pdf_pages``), its text in embedded
DejaVu Sans. The figures come from ``generator.stats`` through the caller;
nothing is computed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Patch
from matplotlib.ticker import FuncFormatter, MaxNLocator
from matplotlib.transforms import blended_transform_factory

from generator.chart.draw import (
    ELLIPSIS,
    GOAL_COLOR,
    GRID_COLOR,
    MIN_FONT,
    MIN_NAME,
    as_given,
    literal,
    style,
)
from generator.text.i18n import counted, say
from generator.text.languages import Lang
from generator.text.numbers import format_number

LINE_FILLS: tuple[tuple[str, str], ...] = (
    ("#0072B2", ""),  # distance: the biggest part, plain
    ("#56B4E9", "////"),
    ("#009E73", "xxxx"),
    ("#F0E442", "...."),
    ("#D55E00", "\\\\\\\\"),
    ("#CC79A7", "++"),
    ("#E69F00", "----"),
    ("#999999", "oo"),
    ("#000000", ""),
)
"""Okabe-Ito colours, each with its own hatch, for the scoring lines in their order."""

LEGEND_NAME = 26
"""The longest name a story chart's legend or axis prints whole; the race chart's legend names in full."""

MAX_MARGIN_BARS = 60
"""Up to this many hands the margin is a bar per hand; beyond, one filled step line per side."""


def _short(name: str, limit: int = LEGEND_NAME) -> str:
    """A name for a legend or an axis: cut with an ellipsis past ``limit`` characters."""
    return name if len(name) <= limit else name[: limit - 1].rstrip() + ELLIPSIS


def _figure(width: float, height: float) -> tuple[Figure, FigureCanvasAgg]:
    figure = Figure(figsize=(width / 72, height / 72), layout="constrained")
    return figure, FigureCanvasAgg(figure)


def _style_axes(axes: Axes, font_size: float) -> None:
    axes.tick_params(labelsize=max(MIN_FONT, font_size * 0.9))
    axes.spines[["top", "right"]].set_visible(False)
    axes.set_axisbelow(True)


def margin_chart(
    margins: Sequence[int],
    leaders: Sequence[int | None],
    names: Sequence[str],
    lang: Lang,
    *,
    games: bool,
    width: float,
    height: float,
    font_size: float,
    titled: bool = True,
) -> Figure:
    """The leader's margin over the next side after each hand, a bar in the leader's colour and hatch.

    ``titled``: the legend says what the bars are ("The leader's margin…"); a
    page that gives the chart that heading itself draws it without.

    ``leaders`` holds the index (in ``names``, the race chart's order of
    sides, so each keeps its colour) of the side alone at the top after each
    hand, ``None`` where several are level (no bar). One ``bar`` call per
    side: time grows with the hands, not with their square.
    """
    figure, _canvas = _figure(width, height)
    axes = figure.subplots()
    _style_axes(axes, font_size)
    axes.grid(axis="y", color=GRID_COLOR, linewidth=0.6)
    hands = len(margins)
    handles = []
    for index, name in enumerate(names):
        xs = [h for h, leader in enumerate(leaders, start=1) if leader == index]
        side = style(index)
        if hands <= MAX_MARGIN_BARS:
            axes.bar(
                xs,
                [margins[h - 1] for h in xs],
                width=0.85,
                color=side.color,
                hatch=side.hatch,
                edgecolor="white",
                linewidth=0.3,
            )
        else:
            # One filled step outline per side rather than a bar per hand: a long match stays light.
            ahead = [margins[h - 1] if leaders[h - 1] == index else 0 for h in range(1, hands + 1)]
            axes.fill_between(
                range(1, hands + 1),
                ahead,
                step="mid",
                color=side.color,
                hatch=side.hatch,
                edgecolor="white",
                linewidth=0.0,
            )
        if xs:
            handles.append(
                Patch(
                    facecolor=side.color,
                    hatch=side.hatch,
                    edgecolor="white",
                    label=as_given(literal(_short(name))),
                )
            )
    axes.set_xlim(0.4, max(hands, 1) + 0.6)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.yaxis.set_major_locator(MaxNLocator(nbins=4, integer=True, steps=[1, 2, 5, 10]))
    axes.yaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.set_ylabel(say("margin_games" if games else "margin", lang), fontsize=font_size)
    axes.set_xlabel(say("game" if games else "hand", lang), fontsize=font_size)
    if handles:
        axes.legend(
            handles=handles,
            loc="lower left",
            bbox_to_anchor=(0.0, 1.01),
            borderaxespad=0.0,
            ncols=min(len(handles), 3),
            fontsize=max(MIN_FONT, font_size * 0.85),
            frameon=False,
            title=say("margin_legend_games" if games else "margin_legend", lang) if titled else None,
            title_fontsize=max(MIN_FONT, font_size * 0.85),
            alignment="left",
        )
    return figure


def points_chart(
    sides: Sequence[tuple[str, Sequence[tuple[str, int]]]],
    lang: Lang,
    *,
    width: float,
    height: float,
    font_size: float,
) -> Figure:
    """Per side, a stacked bar of its points by scoring line over the match.

    ``sides``: each side's name and its (label, points) per line, in the
    edition's order of lines, the same labels for every side. Lines worth
    nothing for every side are left out of the bars and the legend.
    """
    figure, _canvas = _figure(width, height)
    axes = figure.subplots()
    _style_axes(axes, font_size)
    axes.grid(axis="x", color=GRID_COLOR, linewidth=0.6)
    labels = [label for label, _ in sides[0][1]] if sides else []
    used = [i for i in range(len(labels)) if any(parts[i][1] for _, parts in sides)]
    rows = list(range(len(sides)))[::-1]  # the first (ranked highest) at the top
    lefts = [0] * len(sides)
    for position, i in enumerate(used):
        color, hatch = LINE_FILLS[position % len(LINE_FILLS)]
        values = [parts[i][1] for _, parts in sides]
        axes.barh(
            rows,
            values,
            left=lefts,
            height=0.6,
            color=color,
            hatch=hatch,
            edgecolor="white",
            linewidth=0.4,
            label=labels[i],
        )
        lefts = [left + value for left, value in zip(lefts, values, strict=True)]
    for row, total in zip(rows, lefts, strict=True):
        axes.text(
            total,
            row,
            f" {format_number(total, lang)}",
            va="center",
            ha="left",
            fontsize=max(MIN_FONT, font_size * 0.85),
            color=GOAL_COLOR,
        )
    axes.set_yticks(
        rows,
        [as_given(literal(_short(name))) for name, _ in sides],
        fontsize=max(MIN_FONT, font_size * 0.9),
    )
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.set_xlim(0, max(lefts, default=1) * 1.14 or 1)
    axes.set_xlabel(say("points", lang), fontsize=font_size)
    _legend_above(axes, ncols=min(len(used), 3, _columns_in(width)) or 1, font_size=font_size)
    _legend_within(figure, axes)
    return figure


def _legend_within(figure: Figure, axes: Axes) -> None:
    """Where long names leave the axes too narrow for the legend above them (a phone's chart,
    whose text may not shrink), start the legend at the figure's left edge, above the names.

    Measured as text, before any layout (a print chart, which fits, is laid out once, by whoever
    saves it): the legend's width beside the widest name on the axis, against the figure's width.
    """
    legend = axes.get_legend()
    if legend is None:
        return
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]  # FigureCanvasAgg's
    names = max((label.get_window_extent(renderer).width for label in axes.get_yticklabels()), default=0.0)
    room = figure.bbox.width - names - 2 * axes.yaxis.get_tick_padding() * figure.dpi / 72
    if legend.get_window_extent(renderer).width <= room:
        return
    to_figure = blended_transform_factory(figure.transFigure, axes.transAxes)
    legend.set_bbox_to_anchor((0.0, 1.01), transform=to_figure)


LEGEND_SIDES = 6
"""Up to this many sides the ratings chart is one chart with a legend above it: each line its
colour, dash pattern and marker."""

MAX_PANELS = 16
"""Up to this many sides (a club's evening of twelve, or sixteen), one small chart each (small
multiples): everyone's line in light grey, and the panel's own over it in ink, under its name and
rating. Twelve lines in one chart, ten ending within 32 points, cannot be told apart by their ends,
in colour or in grey; a panel each can. Beyond, one chart: the field in grey, the leaders drawn
(``LEADERS``)."""

LEADERS = 5
"""In a season of more than ``MAX_PANELS`` sides, the first of the standings drawn in their styles
and named in the legend; the others are the grey field."""

PANEL_WIDTH = 120.0
"""The least width of a panel, in points: four across a page, two across a phone."""

PANEL_RATIO = 0.5
"""A panel's plot is this fraction of its width tall; its title and ticks come on top of that."""

OWN_COLOR = "#0072B2"
"""A panel's own line: Okabe-Ito blue, dark enough to stand out of the grey field in black and white."""

FIELD_COLOR = "#c4c4c4"
"""The other sides' lines, behind: light grey, in colour and in print."""

Track = tuple[str, Sequence[int | None], Sequence[bool]]
"""A side's name, rating after each finished match (``None`` before their first), whether they
played it."""


def _drawn(
    matches: Sequence[int], ratings: Sequence[int | None], played: Sequence[bool]
) -> tuple[list[int], list[int], list[int]]:
    """The points of a rating's line, and which of them to mark (the matches the side played).

    A rating is held flat between a side's matches: the points inside a flat
    run are left out, as the line through them is the same, so a line has
    about two points a match played, not one a match of the season (500
    people over 1,000 matches: a few thousand points, not half a million).
    """
    points = [(x, r, p) for x, r, p in zip(matches, ratings, played, strict=True) if r is not None]
    xs: list[int] = []
    ys: list[int] = []
    marks: list[int] = []
    for i, (x, r, p) in enumerate(points):
        edge = i in (0, len(points) - 1)
        if edge or p or r != points[i - 1][1] or r != points[i + 1][1]:
            if p:
                marks.append(len(xs))
            xs.append(x)
            ys.append(r)
    return xs, ys, marks


def _text_width(text: str, size: float) -> float:
    """The width of ``text`` in points, in the charts' font at ``size``."""
    from matplotlib.font_manager import FontProperties
    from matplotlib.textpath import TextToPath

    width, _, _ = TextToPath().get_text_width_height_descent(
        text, FontProperties(family="DejaVu Sans", size=size), ismath=False
    )
    return float(width)


def _fitted_standing(name: str, value: str, lang: Lang, size: float, room: float) -> str:
    """ "Fatou: 1,564" in at most ``room`` points: the name cut with an ellipsis where it must be."""
    shown = literal(name)
    label = say("standing", lang, name=shown, value=value)
    while _text_width(label, size) > room and len(shown) > MIN_NAME:
        shown = shown[:-2].rstrip() + ELLIPSIS
        label = say("standing", lang, name=shown, value=value)
    return label


def ratings_height(sides: int, width: float, height: float, font_size: float) -> float:
    """The ratings chart's height in points for ``sides`` sides, ``width`` points wide: ``height``
    for one chart, or as many rows of panels as the sides need (``MAX_PANELS``)."""
    if not LEGEND_SIDES < sides <= MAX_PANELS:
        return height
    columns = _panel_columns(width)
    rows = -(-sides // columns)
    return rows * (width / columns * PANEL_RATIO + 2.6 * font_size) + 2.6 * font_size


def _panel_columns(width: float) -> int:
    return max(2, min(4, int(width // PANEL_WIDTH)))


def ratings_chart(
    tracks: Sequence[Track],
    matches: Sequence[int],
    start: int,
    lang: Lang,
    *,
    width: float,
    height: float,
    font_size: float,
    panels: bool = True,
) -> Figure:
    """Everyone's rating after every finished match of a season, the starting rating as a line.

    ``matches``: each finished match's number in the season's matches table
    (a match in progress keeps its number, so the chart and the table agree);
    ``tracks``: in the standings' order, each one's name, rating after each of
    them (``None`` before their first) and whether they played it (marked; a
    rating is held flat between their matches). Up to ``LEGEND_SIDES`` sides,
    one chart with a legend; up to ``MAX_PANELS``, a small chart each, in the
    standings' order (its height: ``ratings_height``); beyond, the field in
    grey and the ``LEADERS`` named. Without ``panels`` (a picture of a fixed size: the one to post,
    the chart alone), one chart at ``height`` whatever the count, the leaders over the field.
    """
    if panels and LEGEND_SIDES < len(tracks) <= MAX_PANELS:
        return _panels(tracks, matches, start, lang, width=width, font_size=font_size)
    figure, _canvas = _figure(width, height)
    axes = figure.subplots()
    _style_axes(axes, font_size)
    axes.grid(axis="y", color=GRID_COLOR, linewidth=0.6)
    axes.axhline(start, color=GOAL_COLOR, linewidth=0.9, zorder=1)
    count = len(matches)
    drawn = tracks
    if len(tracks) > LEGEND_SIDES:
        from matplotlib.collections import LineCollection

        field = [_drawn(matches, ratings, played) for _, ratings, played in tracks[LEADERS:]]
        lines = LineCollection(
            [list(zip(xs, ys, strict=True)) for xs, ys, _ in field if xs],
            colors=FIELD_COLOR,
            linewidths=0.7,
            zorder=1.5,
            label=counted("others", len(field), lang),
        )
        axes.add_collection(lines)
        drawn = tracks[:LEADERS]
    for index, (name, ratings, played) in enumerate(drawn):
        side = style(index)
        xs, ys, marked = _drawn(matches, ratings, played)
        label = (
            say("standing", lang, name=literal(_short(name)), value=format_number(ys[-1], lang))
            if ys
            else literal(_short(name))
        )
        (line,) = axes.plot(
            xs,
            ys,
            color=side.color,
            linewidth=1.6,
            marker=side.marker,
            markersize=4 if count <= 40 else 0,
            markevery=marked,
            markeredgecolor="white",
            markeredgewidth=0.5,
            label=as_given(label),
            zorder=3,
        )
        if side.dashes is not None:
            line.set_dashes(side.dashes)
    axes.autoscale_view()
    _match_axis(axes, matches, lang)
    axes.set_xlabel(say("match_axis", lang), fontsize=font_size)
    axes.set_ylabel(say("rating", lang), fontsize=font_size)
    ncols = _legend_columns(axes, width, font_size)
    _legend_above(axes, ncols=ncols, font_size=font_size, last_first=len(tracks) > LEGEND_SIDES)
    return figure


def _legend_columns(axes: Axes, width: float, font_size: float) -> int:
    """As many legend columns (four at most) as ``width`` points hold of the longest label, with its
    line and the gap between columns: long names take fewer columns, never the chart's right edge."""
    _, labels = axes.get_legend_handles_labels()
    size = max(MIN_FONT, font_size * 0.85)
    widest = max((_text_width(label, size) for label in labels), default=0.0)
    # The legend starts at the axes, after the ratings' label and ticks (about 7 sizes of text); each
    # column is its line (2 sizes), the gap to its text and the gap to the next column (3 more).
    room = width - 7 * font_size
    return max(1, min(len(labels), 4, int(room // (widest + 5 * size))))


def _match_axis(axes: Axes, matches: Sequence[int], lang: Lang) -> None:
    """The match numbers along the bottom, ratings up the side, both printed as the tables print."""
    axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.yaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.set_xlim(0.6, max(matches, default=1) + 0.4)


def _panels(
    tracks: Sequence[Track], matches: Sequence[int], start: int, lang: Lang, *, width: float, font_size: float
) -> Figure:
    """A small chart per side, in the standings' order, all on one scale: the side's line in ink
    over everyone's in grey, under its name and last rating; matches along the bottom row, ratings
    down the first column."""
    columns = _panel_columns(width)
    rows = -(-len(tracks) // columns)
    height = ratings_height(len(tracks), width, 0.0, font_size)
    figure, _canvas = _figure(width, height)
    grid = figure.subplots(rows, columns, sharex=True, sharey=True, squeeze=False)
    lines = [_drawn(matches, ratings, played) for _, ratings, played in tracks]
    small = max(MIN_FONT, font_size * 0.85)
    room = width / columns - 2 * font_size
    for index, axes in enumerate(grid.flat):
        if index >= len(tracks):
            axes.set_visible(False)
            # The panel above an empty place prints the match numbers, as the bottom row does.
            if index >= columns:
                grid.flat[index - columns].xaxis.set_tick_params(labelbottom=True)
            continue
        _style_axes(axes, font_size)
        axes.tick_params(labelsize=small)
        axes.grid(axis="y", color=GRID_COLOR, linewidth=0.5)
        axes.axhline(start, color=GOAL_COLOR, linewidth=0.6, zorder=1)
        for other, (xs, ys, _) in enumerate(lines):
            if other != index and xs:
                axes.plot(xs, ys, color=FIELD_COLOR, linewidth=0.7, zorder=1.5)
        xs, ys, marked = lines[index]
        axes.plot(
            xs,
            ys,
            color=OWN_COLOR,
            linewidth=1.8,
            marker="o",
            markersize=2.6 if len(matches) <= 40 else 0,
            markevery=marked,
            markeredgewidth=0,
            zorder=3,
        )
        name = tracks[index][0]
        value = format_number(ys[-1], lang) if ys else ""
        title = _fitted_standing(name, value, lang, small, room) if ys else literal(_short(name))
        axes.set_title(as_given(title), loc="left", fontsize=small, pad=2.0, color=LABEL_COLOR)
        _match_axis(axes, matches, lang)
        axes.yaxis.set_major_locator(MaxNLocator(nbins=3, integer=True))
    figure.supxlabel(say("match_axis", lang), fontsize=font_size)
    figure.supylabel(say("rating", lang), fontsize=font_size)
    return figure


LABEL_COLOR = "#1a1a1a"
"""A panel's title: the report's ink."""


LEGEND_COLUMN = 120
"""The width (points) a legend's column takes at least: a phone's chart has two, a page's three or four."""


def _columns_in(width: float) -> int:
    """How many legend columns a chart ``width`` points wide holds."""
    return max(1, int(width // LEGEND_COLUMN))


def _legend_above(axes: Axes, *, ncols: int, font_size: float, last_first: bool = False) -> None:
    """The legend in a row above the axes, left-aligned and frameless, never below ``MIN_FONT``;
    ``last_first``: the first artist drawn (the grey field, behind the rest) is named last."""
    handles, labels = axes.get_legend_handles_labels()
    if last_first:
        handles, labels = handles[1:] + handles[:1], labels[1:] + labels[:1]
    axes.legend(
        handles,
        labels,
        loc="lower left",
        bbox_to_anchor=(0.0, 1.01),
        borderaxespad=0.0,
        ncols=ncols,
        fontsize=max(MIN_FONT, font_size * 0.85),
        frameon=False,
        alignment="left",
    )
