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

from generator.chart.draw import (
    ELLIPSIS,
    GOAL_COLOR,
    GRID_COLOR,
    MIN_FONT,
    as_given,
    literal,
    style,
)
from generator.text.i18n import say
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
    lang: str,
    *,
    games: bool,
    width: float,
    height: float,
    font_size: float,
) -> Figure:
    """The leader's margin over the next side after each hand, a bar in the leader's colour and hatch.

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
            title=say("margin_legend_games" if games else "margin_legend", lang),
            title_fontsize=max(MIN_FONT, font_size * 0.85),
            alignment="left",
        )
    return figure


def points_chart(
    sides: Sequence[tuple[str, Sequence[tuple[str, int]]]],
    lang: str,
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
    _legend_above(axes, ncols=min(len(used), 3) or 1, font_size=font_size)
    return figure


def ratings_chart(
    tracks: Sequence[tuple[str, Sequence[int | None]]],
    start: int,
    lang: str,
    *,
    width: float,
    height: float,
    font_size: float,
) -> Figure:
    """Each side's rating after every finished match of a season, the starting rating as a line."""
    figure, _canvas = _figure(width, height)
    axes = figure.subplots()
    _style_axes(axes, font_size)
    axes.grid(axis="y", color=GRID_COLOR, linewidth=0.6)
    axes.axhline(start, color=GOAL_COLOR, linewidth=0.9, zorder=1)
    count = max((len(r) for _, r in tracks), default=0)
    for index, (name, ratings) in enumerate(tracks):
        side = style(index)
        xs = [x for x, r in enumerate(ratings, start=1) if r is not None]
        ys = [r for r in ratings if r is not None]
        (line,) = axes.plot(
            xs,
            ys,
            color=side.color,
            linewidth=1.6,
            marker=side.marker,
            markersize=4 if count <= 40 else 0,
            markeredgecolor="white",
            markeredgewidth=0.5,
            label=as_given(
                say("standing", lang, name=literal(_short(name)), value=format_number(ys[-1], lang))
                if ys
                else literal(_short(name))
            ),
        )
        if side.dashes is not None:
            line.set_dashes(side.dashes)
    axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    axes.yaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.set_xlabel(say("match", lang), fontsize=font_size)
    axes.set_ylabel(say("rating", lang), fontsize=font_size)
    axes.set_xlim(0.6, max(count, 1) + 0.4)
    _legend_above(axes, ncols=min(len(tracks), 4) or 1, font_size=font_size)
    return figure


def _legend_above(axes: Axes, *, ncols: int, font_size: float) -> None:
    """The legend in a row above the axes, left-aligned and frameless, never below ``MIN_FONT``."""
    axes.legend(
        loc="lower left",
        bbox_to_anchor=(0.0, 1.01),
        borderaxespad=0.0,
        ncols=ncols,
        fontsize=max(MIN_FONT, font_size * 0.85),
        frameon=False,
        alignment="left",
    )
