"""Drawing a race on a matplotlib ``Figure``, through the object API alone.

Sides are told apart three ways, so the chart reads in colour, for colour-
blind readers and printed in black and white: the Okabe-Ito palette (Okabe
and Ito, *Color Universal Design*, 2008), a line style and a marker (bars: a
hatch). The match target is a line across the chart; the winner's last point
is a star and its legend entry says "winner". The legend is a scoreboard:
each side's name and standing.

``RaceChart.show(upto)`` draws the race as it stood after hand ``upto`` (the
frames of the animation) or, with ``None``, the whole match. The layout is
fixed on the whole match first, so the frames do not move.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import matplotlib.style
from matplotlib import font_manager, ft2font
from matplotlib.axes import Axes
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.container import BarContainer
from matplotlib.figure import Figure
from matplotlib.font_manager import FontProperties
from matplotlib.ft2font import FT2Font
from matplotlib.layout_engine import ConstrainedLayoutEngine
from matplotlib.legend import Legend
from matplotlib.legend_handler import HandlerTuple
from matplotlib.lines import Line2D
from matplotlib.ticker import FuncFormatter, MaxNLocator
from matplotlib.transforms import ScaledTranslation, blended_transform_factory

from generator.chart.race import Race
from generator.chart.style import GOAL_COLOR as GOAL_COLOR
from generator.chart.style import GRID_COLOR as GRID_COLOR
from generator.chart.style import MAX_DISTINCT as MAX_DISTINCT
from generator.chart.style import OKABE_ITO as OKABE_ITO
from generator.chart.style import SIDE_STYLES as SIDE_STYLES
from generator.chart.style import WINNER_COLOR as WINNER_COLOR
from generator.chart.style import SideStyle as SideStyle
from generator.text.bidi import has_right_to_left, visual_order
from generator.text.dates import long_date
from generator.text.i18n import count_of, say
from generator.text.languages import Lang
from generator.text.numbers import format_number

RC: dict[str, Any] = {
    # Text stays text in PDF (TrueType, embedded subset), for the report's vector chart.
    "pdf.fonttype": 42,
    # SVG ids come from this salt, not from a random one: same chart, same bytes.
    "svg.hashsalt": "bornes",
    "font.family": "DejaVu Sans",
    "axes.unicode_minus": False,
}
"""Settings applied around every chart, on top of matplotlib's defaults (not the user's)."""


@contextmanager
def chart_style() -> Iterator[None]:
    """matplotlib's default style plus ``RC``, for the block only; global state is restored after."""
    with matplotlib.style.context(["default", RC]):
        yield


STAR_OFFSET = 9.0
"""Points to the right of the winner's last point where its star is drawn."""

AXES_SHARE = 0.8
"""The share of the figure's width the axes keep, at least, beside their labels."""

MIN_FONT = 6.0
"""The smallest text size (points) the chart shrinks a long title or legend to: print's minimum."""

MIN_PIXELS = 9.0
"""On a screen image, text is never smaller than this many pixels (the GIF's legend)."""

ELLIPSIS = "…"
MIN_NAME = 6
"""A name cut to fit the legend keeps at least this many characters before its ellipsis."""
MIN_NAME_COLUMNS = 14
"""In a legend of several columns, names are cut down to this many characters at most."""

MAX_MARKERS = 20
"""Markers per line at most: beyond that a long match's markers would hide the lines."""

MAX_BAR_GAMES = 30
"""Up to this many games a series draws each game's distances as bars; beyond, as points."""


REPLACEMENT = "\ufffd"
"""Drawn for a character DejaVu Sans lacks (an emoji), as the PDFs do (``generator.pdf.text``)."""

LAYS_OUT_BIDI = getattr(ft2font, "__libraqm_version__", None) is not None
"""Whether matplotlib orders right-to-left text itself (complex text layout with libraqm)."""


@cache
def _glyphs() -> frozenset[int]:
    """The characters of the DejaVu Sans that matplotlib draws with."""
    path = font_manager.findfont(FontProperties(family="DejaVu Sans"), fallback_to_default=False)
    return frozenset(FT2Font(path).get_charmap())


NO_BREAK_SPACES = "\u00a0\u202f"


def literal(text: str) -> str:
    """A user string as matplotlib should print it, as it is.

    On one line; ``$`` escaped (it would start mathematics); a character
    the font lacks as U+FFFD, rather than a warning and an empty box; a
    right-to-left name in visual order, reordered on its own
    (``generator.text.bidi.visual_order``). The label that
    holds it must then be drawn as it is given: ``as_given``.
    """
    # No-break spaces are kept: French typography's, before a colon and between a number's thousands.
    kept = "".join(ch if ch.isprintable() or ch in NO_BREAK_SPACES else " " for ch in text)
    text = " ".join(part for part in kept.split(" ") if part)
    if has_right_to_left(text):
        text = visual_order(text)
    glyphs = _glyphs()
    text = "".join(ch if ord(ch) in glyphs or ch == " " else REPLACEMENT for ch in text)
    return text.replace("$", r"\$")


LEFT_TO_RIGHT_OVERRIDE = "\u202d"


def as_given(label: str) -> str:
    """A label holding a right-to-left name already in visual order, drawn in the order given: a
    LEFT-TO-RIGHT OVERRIDE first (UAX #9, X6) where matplotlib orders text itself (``LAYS_OUT_BIDI``)."""
    # libraqm would reorder the whole label again ("1,800 :דוד כהן"). Not bidi isolates: matplotlib's
    # PDF backend misplaces the glyphs after an invisible mark, and the override needs one, at the start.
    if LAYS_OUT_BIDI and has_right_to_left(label):
        return LEFT_TO_RIGHT_OVERRIDE + label
    return label


def two_lines(text: str) -> str:
    """``text`` broken into two lines at the space nearest its middle (a no-break space holds)."""
    spaces = [i for i, ch in enumerate(text) if ch == " "]
    if not spaces:
        return text
    cut = min(spaces, key=lambda i: abs(2 * i - len(text)))
    return text[:cut] + "\n" + text[cut + 1 :]


def style(index: int) -> SideStyle:
    """The style of the side at ``index`` (sides beyond the palette reuse it, offset)."""
    return SIDE_STYLES[index % len(SIDE_STYLES)]


def frame_caption(hand: int, games: bool, lang: Lang) -> str:
    """An animation frame's caption: "After hand 1,000", the number as the tables print it."""
    return say("after_game" if games else "after_hand", lang, number=format_number(hand, lang))


class RaceChart:
    """A race on a ``Figure``: create it inside ``chart_style()``, then ``show``."""

    def __init__(
        self,
        race: Race,
        lang: Lang,
        *,
        width: float,
        height: float,
        font_size: float,
        title: bool,
        fixed_layout: bool = False,
        dpi: float | None = None,
        min_font: float | None = None,
    ) -> None:
        """Draw ``race`` on a new figure; ``fixed_layout`` keeps the layout for animation frames.

        ``dpi``: the pixels per inch of a screen image, whose text must stay at
        least ``MIN_PIXELS`` high; ``None`` for print (``MIN_FONT``).
        ``min_font``: the smallest its text may shrink to, where the page it is
        shown on says (an HTML report's); by default as ``dpi`` says.
        """
        self.race = race
        self.lang = lang
        self.font_size = font_size
        if min_font is None:
            min_font = max(MIN_FONT, MIN_PIXELS * 72 / dpi) if dpi else MIN_FONT
        self.min_font = min_font
        self._name_limit: int | None = None
        self._wrap_note = False  # the legend's heading on two lines, where one is wider than the chart
        self._winner_in_note = False  # "★ winner" said once in the heading, the entry keeping its star
        self._free: list[tuple[float, float, float, float]] | None = None  # see _free_layout
        finals = [track.final for track in race.tracks]
        # The legend is a scoreboard: highest standing first, the log's order among equals.
        self._order = sorted(range(len(race.tracks)), key=lambda i: (-finals[i], i))
        self.figure = Figure(
            figsize=(width, height), dpi=dpi or 100, layout=ConstrainedLayoutEngine(h_pad=0.03, w_pad=0.03)
        )
        self.canvas = FigureCanvasAgg(self.figure)
        if race.games:
            top, bottom = self.figure.subplots(2, 1, sharex=True, gridspec_kw={"height_ratios": [1, 1.35]})
            self.standings_axes: Axes = top
            self.distance_axes: Axes | None = bottom
        else:
            self.standings_axes = self.figure.subplots()
            self.distance_axes = None
        self._lines: list[Line2D] = []
        self._bars: list[BarContainer] = []
        self._points: list[Line2D] = []
        self._game_stars: list[Line2D] = []
        self._star: Line2D | None = None
        self._title: Any = None
        if title:
            self._title = self.figure.suptitle(
                self._title_text(), x=0.01, ha="left", fontsize=font_size * 1.25, fontweight="bold"
            )
        self._draw_standings()
        if self.distance_axes is not None:
            self._draw_distances(self.distance_axes)
        self._columns = len(self.race.tracks)
        self._legend = self._make_legend(self._columns)
        self.show(None)
        if self._may_overflow():
            # Fitting tries legends that may be too wide for any layout:
            # matplotlib says so with a warning, expected here and only here.
            with warnings.catch_warnings():
                warnings.filterwarnings("ignore", "constrained_layout not applied", UserWarning)
                self.canvas.draw()
                self._fit_text()
                self._settle()  # the layout the fitting measured, kept for animation frames
            self.figure.set_layout_engine("none")
        elif fixed_layout:
            # Fix the layout on the whole match, so that animation frames keep it.
            self.canvas.draw()
            self.figure.set_layout_engine("none")

    def _settle(self) -> None:
        """Fix the layout: each axes' height as the layout gives it with the legend above them,
        its width as it gives it without the legend, where the legend fits in that width.

        The layout narrows the axes for a legend wider than they are, and widens them again for a
        narrower one only a few pixels a drawing (the width to spare): a legend that fits the
        axes' width by little would leave them narrow for dozens of drawings."""
        axes = self.figure.axes
        self.canvas.draw()
        laid = [a.get_position().bounds for a in axes]
        if self._overflows(self._legend, self._free_right()):
            return
        self.figure.set_layout_engine("none")
        for each, (x, _, width, _), (_, y, _, height) in zip(axes, self._free_layout(), laid, strict=True):
            each.set_position((x, y, width, height))
        self.canvas.draw()

    def _may_overflow(self) -> bool:
        """Whether the legend is wider than ``AXES_SHARE`` of the figure, or the title than the figure.

        Measured as text, before any layout: a chart that fits is drawn once, by whoever saves it.
        """
        renderer = self.canvas.get_renderer()
        width = self.figure.bbox.width
        legend = self._legend.get_window_extent(renderer).width
        title = self._title.get_window_extent(renderer).width if self._title is not None else 0.0
        return bool(legend > AXES_SHARE * width or title > 0.98 * width)

    def _overflows(self, artist: Any, right: float | None = None) -> bool:
        """Whether a drawn artist reaches past the figure's left edge or ``right`` (the figure's)."""
        renderer = self.canvas.get_renderer()
        box = artist.get_window_extent(renderer)
        return bool(box.x0 < 0 or box.x1 > (self.figure.bbox.width if right is None else right + 0.5))

    def _legend_overflows(self) -> bool:
        """Whether the legend ends past where its axes end when it takes no room of theirs.

        The layout narrows the axes for a legend wider than they are, and takes more than one
        drawing to widen them again for a narrower one: measured against the axes as drawn, a
        legend that fits was taken for one that does not, and names were cut for nothing
        ("Ben &…" at 360 pixels). So the axes' right edge is measured once with the legend left
        out of the layout (``_free_right``)."""
        return self._overflows(self._legend, self._free_right())

    def _free_layout(self) -> list[tuple[float, float, float, float]]:
        """Each axes' position (left, bottom, width, height, in parts of the figure) as the layout
        gives it with the legend left out: measured once, as no legend changes it across."""
        if self._free is None:
            self._legend.set_in_layout(False)
            self.canvas.draw()
            self._free = [a.get_position().bounds for a in self.figure.axes]
            self._legend.set_in_layout(True)
            self.canvas.draw()
        return self._free

    def _free_right(self) -> float:
        """Where the upper axes end, in pixels, with the legend left out of the layout."""
        x, _, width, _ = self._free_layout()[self.figure.axes.index(self.standings_axes)]
        return (x + width) * float(self.figure.bbox.width)

    def _cut_names(self, size: float, shortest: int) -> None:
        """Cut the longest names, with an ellipsis, until the legend fits or names reach ``shortest``."""
        limit = max(len(track.name) for track in self.race.tracks)
        while self._legend_overflows() and limit > shortest:
            limit = max(shortest, limit - max(1, limit // 8))
            self._name_limit = limit
            self._set_legend(self._columns, size)

    def _winner_note(self, size: float) -> None:
        """Where one column still does not fit, the winner's entry keeps its star and the heading
        says what it means ("★ winner"), before any name is cut: two teams whose names differ only
        at the end would read alike cut (at 360 pixels, "Ben & Dev: 5,475 ★ winner" did not fit)."""
        if not self._legend_overflows() or self.race.winner is None:
            return
        self._winner_in_note = True
        self._set_legend(self._columns, size)
        if self._legend_overflows() and not self._wrap_note:
            # The heading, longer by the word, may be what is wide now: on two lines.
            self._wrap_note = True
            self._set_legend(self._columns, size)

    def _fit_text(self) -> None:
        """Keep the title and the legend inside the figure, measured as drawn.

        The legend first loses columns down to two, then its text shrinks to
        the smallest legible size (``MIN_FONT`` in print, ``MIN_PIXELS`` on a
        screen image), then its longest names are cut with an ellipsis (down
        to ``MIN_NAME_COLUMNS`` characters); only if two columns still do not
        fit does it go to one column (a tall legend would squeeze the axes of
        a small chart), shrunk, the winner's word moved to the heading
        (``_winner_note``), and cut the same way. A long title shrinks.
        Long names (40 characters) never run off the image.
        """
        base = max(self.min_font, self.font_size * 0.9)
        if self._overflows(self._legend.get_title(), self._free_right()):
            # A heading wider than the axes (a phone's, whose text may not shrink) goes on two
            # lines, rather than making every name short to match it.
            self._wrap_note = True
            self._set_legend(self._columns, base)
        while self._legend_overflows() and self._columns > 2:
            self._set_legend(self._columns - 1, base)
        size = base
        while self._legend_overflows() and size > self.min_font:
            size = max(self.min_font, size - 0.5)
            self._set_legend(self._columns, size)
        # At the smallest legible size, long names are cut with an ellipsis before the legend
        # goes to one column (a tall legend squeezes the axes of a small chart).
        self._cut_names(size, MIN_NAME_COLUMNS)
        if self._legend_overflows() and self._columns > 1:
            self._name_limit = None
            size = base
            self._set_legend(1, size)
            while self._legend_overflows() and size > self.min_font:
                size = max(self.min_font, size - 0.5)
                self._set_legend(1, size)
            self._winner_note(size)
            self._cut_names(size, MIN_NAME)
        title = self._title
        size = self.font_size * 1.25
        while title is not None and self._overflows(title) and size > self.min_font:
            size = max(self.min_font, size - 0.5)
            title.set_fontsize(size)
            self.canvas.draw()

    # Building

    def _title_text(self) -> str:
        return self.title_text(plain=False)

    def title_text(self, *, plain: bool) -> str:
        """The chart's title: the match's and its date; ``plain``, as typed (a file's title, read by
        a screen reader), else as drawn (``literal``)."""
        race = self.race
        title = (race.title if plain else literal(race.title)) if race.title else say("untitled", self.lang)
        if race.date is not None:
            title += " · " + long_date(race.date, self.lang)
        return title if plain else as_given(title)

    def _style_axes(self, axes: Axes, ylabel: str) -> None:
        axes.set_ylabel(ylabel, fontsize=self.font_size)
        axes.tick_params(labelsize=self.font_size * 0.9)
        axes.spines[["top", "right"]].set_visible(False)
        axes.grid(axis="y", color=GRID_COLOR, linewidth=0.6)
        axes.set_axisbelow(True)
        axes.yaxis.set_major_formatter(
            FuncFormatter(lambda value, _pos: format_number(round(value), self.lang))
        )
        axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))
        # Hand numbers as the tables print them: 1,000, not 1000.
        axes.xaxis.set_major_formatter(
            FuncFormatter(lambda value, _pos: format_number(round(value), self.lang))
        )

    def _draw_standings(self) -> None:
        race, axes = self.race, self.standings_axes
        hands = race.hands
        self._style_axes(axes, say("games_won" if race.games else "points", self.lang))
        # Round steps (1, 2, 5 × 10ⁿ): 1,000 and 2,000 rather than 1,200 and 2,400.
        axes.yaxis.set_major_locator(MaxNLocator(integer=True, steps=[1, 2, 5, 10], min_n_ticks=3))
        if not race.games:
            axes.set_xlabel(say("hand", self.lang), fontsize=self.font_size)
        width = 1.8 if hands <= 50 else 1.2
        step = max(1, math.ceil(hands / MAX_MARKERS))
        for index, track in enumerate(race.tracks):
            side = style(index)
            (line,) = axes.plot(
                range(len(track.standings)),
                self._lifted(track.standings, index),
                color=side.color,
                linewidth=width,
                marker=side.marker,
                markersize=4.5 if hands <= 50 else 3.5,
                markeredgecolor="white",
                markeredgewidth=0.5,
                markevery=(index * step // max(1, len(race.tracks)), step),
                drawstyle="steps-post" if race.games else "default",
                solid_capstyle="butt",
            )
            if side.dashes is not None:
                line.set_dashes(side.dashes)
            self._lines.append(line)
        top = max(max(t.standings) for t in race.tracks)
        goal = race.goal
        if goal is not None:
            axes.axhline(goal, color=GOAL_COLOR, linewidth=0.9, zorder=1)
            label = say(
                "first_to" if race.games else "target", self.lang, value=format_number(goal, self.lang)
            )
            axes.text(
                0.005,
                goal,
                label,
                transform=blended_transform_factory(axes.transAxes, axes.transData),
                fontsize=self.font_size * 0.85,
                color=GOAL_COLOR,
                va="bottom",
                ha="left",
            )
            top = max(top, goal)
        # A little room at both ends, so the first and last markers (and the star) are whole.
        pad = max(0.15, hands * 0.015)
        axes.set_xlim(-pad, max(hands, 1) + pad)
        # A series' lines sit a little above the axis, so a side with no game won is seen.
        bottom = -0.3 if race.games else 0
        axes.set_ylim(bottom, max(top, 1) * 1.12)
        if race.winner is not None:
            (self._star,) = axes.plot(
                [],
                [],
                linestyle="none",
                marker="*",
                markersize=15,
                markerfacecolor=WINNER_COLOR,
                markeredgecolor="black",
                markeredgewidth=0.9,
                zorder=5,
                clip_on=False,
                # Beside the winner's last point, not on it: a runner-up close behind stays visible.
                transform=axes.transData
                + ScaledTranslation(STAR_OFFSET / 72, 0, self.figure.dpi_scale_trans),
            )

    def _draw_distances(self, axes: Axes) -> None:
        race = self.race
        self._style_axes(axes, say("distance_axis", self.lang, unit=race.units[self.lang]))
        axes.set_xlabel(say("game", self.lang), fontsize=self.font_size)
        axes.axhline(race.trip, color=GOAL_COLOR, linewidth=0.9, zorder=1)
        games = range(1, race.hands + 1)
        count = len(race.tracks)
        bars = race.hands <= MAX_BAR_GAMES
        width = 0.8 / count
        for index, track in enumerate(race.tracks):
            side = style(index)
            offsets = [g - 0.4 + width * (index + 0.5) for g in games]
            if bars:
                self._bars.append(
                    axes.bar(
                        offsets,
                        track.distances,
                        width=width,
                        color=side.color,
                        hatch=side.hatch,
                        edgecolor="white",
                        linewidth=0.4,
                    )
                )
            else:
                (points,) = axes.plot(
                    list(games),
                    track.distances,
                    linestyle="none",
                    marker=side.marker,
                    markersize=3,
                    color=side.color,
                )
                self._points.append(points)
            won = [
                (x, d)
                for x, d, w in zip(offsets, track.distances, race.hand_winners, strict=True)
                if w == track.side
            ]
            (stars,) = axes.plot(
                [x for x, _ in won],
                [d + race.trip * 0.06 for _, d in won],
                linestyle="none",
                marker="*",
                markersize=8 if bars else 5,
                markerfacecolor=WINNER_COLOR,
                markeredgecolor="black",
                markeredgewidth=0.6,
            )
            self._game_stars.append(stars)
        axes.set_ylim(0, race.trip * 1.18)
        axes.set_xlim(0.5, max(race.hands, 1) + 0.5)
        axes.xaxis.set_major_locator(MaxNLocator(integer=True, min_n_ticks=1))

    def _lifted(self, standings: tuple[int, ...], index: int) -> list[float]:
        """Games won lifted a thirtieth of a game from the neighbour's line, so equal standings show."""
        if not self.race.games:
            return list(standings)
        lift = (index - (len(self.race.tracks) - 1) / 2) * 0.035
        return [value + lift for value in standings]

    # Showing a moment of the race

    def show(self, upto: int | None) -> None:
        """The race after hand ``upto`` (1 to the number of hands), or the whole match."""
        race = self.race
        last = race.hands if upto is None else upto
        for index, (line, track) in enumerate(zip(self._lines, race.tracks, strict=True)):
            line.set_data(range(last + 1), self._lifted(track.standings[: last + 1], index))
        for container in self._bars:
            for game, patch in enumerate(container.patches, start=1):
                patch.set_visible(game <= last)
        for points, track in zip(self._points, race.tracks, strict=False):
            points.set_data(range(1, last + 1), track.distances[:last])
        for stars, track in zip(self._game_stars, race.tracks, strict=False):
            won = [g for g, w in enumerate(race.hand_winners, start=1) if w == track.side]
            keep = [i for i, g in enumerate(won) if g <= last]
            stars.set_visible(bool(keep))
            stars.set_markevery(keep if keep else None)
        final = upto is None
        if self._star is not None:
            self._star.set_visible(final)
            if final and race.winner is not None:
                track = next(t for t in race.tracks if t.side == race.winner)
                self._star.set_data([race.hands], [track.final])
        labels, note = self._labels(last, final)
        for text, label in zip(self._legend.get_texts(), labels, strict=True):
            text.set_text(label)
        self._legend.set_title(note)

    def _labels(self, last: int, final: bool) -> tuple[list[str], str]:
        """The legend's entries (each side's name and standing) and its heading."""
        race = self.race
        labels = []
        for track in (race.tracks[i] for i in self._order):
            name = track.name
            if self._name_limit is not None and len(name) > self._name_limit:
                name = name[: self._name_limit].rstrip() + ELLIPSIS
            label = say(
                "standing",
                self.lang,
                name=literal(name),
                value=format_number(track.standings[last], self.lang),
            )
            if final and track.side == race.winner:
                label += " ★" if self._winner_in_note else f" ★ {say('chart_winner', self.lang)}"
            labels.append(as_given(label))
        games = race.games
        if not final:
            note = frame_caption(last, games, self.lang)
        else:
            count = count_of("games" if games else "hands", last, self.lang)
            note = say("final" if race.finished else "chart_in_progress", self.lang, count=count)
            if self._winner_in_note and race.winner is not None:
                note += f" · ★ {say('chart_winner', self.lang)}"
        return labels, two_lines(note) if self._wrap_note else note

    def _set_legend(self, columns: int, size: float) -> None:
        """Replace the legend by one in ``columns`` columns with text of ``size`` points, and redraw."""
        self._columns = columns
        self._legend.remove()
        self._legend = self._make_legend(columns, size)
        self.canvas.draw()

    def _make_legend(self, columns: int, size: float | None = None) -> Legend:
        """The legend, a scoreboard in ``columns`` columns (``_fit_text`` picks how many fit)."""
        race = self.race
        labels, note = self._labels(race.hands, final=True)
        handles: list[Any] = list(self._lines)
        if self._bars:
            handles = [(line, bars) for line, bars in zip(self._lines, self._bars, strict=True)]
        handles = [handles[i] for i in self._order]
        # Above the (upper) axes, so the layout stacks title, legend and chart.
        return self.standings_axes.legend(
            handles,
            labels,
            loc="lower left",
            bbox_to_anchor=(0.0, 1.02),
            borderaxespad=0.0,
            ncols=columns,
            fontsize=size or max(self.min_font, self.font_size * 0.9),
            frameon=False,
            handlelength=3.4,
            columnspacing=1.6,
            title=note,
            title_fontsize=max(self.min_font, self.font_size * 0.85),
            alignment="left",
            handler_map={tuple: HandlerTuple(ndivide=None, pad=0.5)},
        )
