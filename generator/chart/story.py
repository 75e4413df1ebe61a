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
    as_given,
    literal,
    style,
)
from generator.text.i18n import say
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
    return figure


LABEL_COLOR = "#1a1a1a"
"""The end labels' text: the report's ink."""

LEGEND_SIDES = 6
"""Up to this many sides the ratings chart has a legend above it; beyond, each line is labelled
at its end (a legend of twelve would take more room than the chart)."""


def ratings_chart(
    tracks: Sequence[tuple[str, Sequence[int | None], Sequence[bool]]],
    matches: Sequence[int],
    start: int,
    lang: Lang,
    *,
    width: float,
    height: float,
    font_size: float,
) -> Figure:
    """Everyone's rating after every finished match of a season, the starting rating as a line.

    ``matches``: each finished match's number in the season's matches table
    (a match in progress keeps its number, so the chart and the table agree);
    ``tracks``: each one's name, rating after each of them (``None`` before
    their first) and whether they played it (marked; a rating is held flat
    between their matches). Up to ``LEGEND_SIDES`` sides a legend names them; beyond, a label
    at each line's end, in the line's colour beside its marker, spaced so
    that none overlaps (``_spread``).
    """
    figure, _canvas = _figure(width, height)
    axes = figure.subplots()
    _style_axes(axes, font_size)
    axes.grid(axis="y", color=GRID_COLOR, linewidth=0.6)
    axes.axhline(start, color=GOAL_COLOR, linewidth=0.9, zorder=1)
    count = len(matches)
    ends: list[tuple[int, str, int]] = []  # (track, label, last rating)
    for index, (name, ratings, played) in enumerate(tracks):
        side = style(index)
        xs = [x for x, r in zip(matches, ratings, strict=True) if r is not None]
        ys = [r for r in ratings if r is not None]
        marked = [
            i for i, p in enumerate(p for r, p in zip(ratings, played, strict=True) if r is not None) if p
        ]
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
        )
        if side.dashes is not None:
            line.set_dashes(side.dashes)
        if ys:
            ends.append((index, label, ys[-1]))
    axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
    axes.xaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.yaxis.set_major_formatter(FuncFormatter(lambda value, _pos: format_number(round(value), lang)))
    axes.set_xlabel(say("match_axis", lang), fontsize=font_size)
    axes.set_ylabel(say("rating", lang), fontsize=font_size)
    axes.set_xlim(0.6, max(matches, default=1) + 0.4)
    if len(tracks) <= LEGEND_SIDES:
        _legend_above(axes, ncols=min(len(tracks), 4, _columns_in(width)) or 1, font_size=font_size)
    else:
        _end_labels(figure, axes, ends, max(MIN_FONT, font_size * 0.85))
    return figure


def _end_labels(figure: Figure, axes: Axes, ends: Sequence[tuple[int, str, int]], size: float) -> None:
    """Each line's name and last rating at the right of the axes, at the height of its last point
    (moved apart where two would overlap), after a marker in the line's colour and shape."""
    low, high = axes.get_ylim()
    if ends:
        low = min(low, *(y for _, _, y in ends))
        high = max(high, *(y for _, _, y in ends))
        axes.set_ylim(low, high)
    # The axes' height in points, as the figure lays them out (constrained layout: close enough
    # before the labels are placed; a label is a line of text, 1.25 of its size apart).
    figure.canvas.draw()
    tall = axes.get_window_extent().height * 72 / figure.dpi
    gap = (high - low) * size * 1.25 / max(tall, 1.0)
    placed = _spread([y for _, _, y in ends], gap, low, high)
    to_axes = blended_transform_factory(axes.transAxes, axes.transData)
    for (index, label, _), y in zip(ends, placed, strict=True):
        side = style(index)
        axes.plot(
            [1.02],
            [y],
            transform=to_axes,
            clip_on=False,
            linestyle="none",
            marker=side.marker,
            markersize=4,
            color=side.color,
            markeredgecolor="white",
            markeredgewidth=0.5,
        )
        axes.text(
            1.035,
            y,
            as_given(label),
            transform=to_axes,
            fontsize=size,
            color=LABEL_COLOR,  # dark, to read in grey too; the marker before it is the line's
            va="center",
            ha="left",
            clip_on=False,
        )


def _spread(values: Sequence[float], gap: float, low: float, high: float) -> list[float]:
    """Heights for labels at ``values``, in their order, each at least ``gap`` from the next and as
    close to its own value as that allows: pushed up from the lowest, then down from ``high`` (a
    crowd taller than the axes runs below ``low``)."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    placed = [0.0] * len(values)
    floor = low - gap
    for i in order:
        placed[i] = max(values[i], floor + gap)
        floor = placed[i]
    ceiling = high + gap
    for i in reversed(order):
        placed[i] = min(placed[i], ceiling - gap)
        ceiling = placed[i]
    return placed


LEGEND_COLUMN = 120
"""The width (points) a legend's column takes at least: a phone's chart has two, a page's three or four."""


def _columns_in(width: float) -> int:
    """How many legend columns a chart ``width`` points wide holds."""
    return max(1, int(width // LEGEND_COLUMN))


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
