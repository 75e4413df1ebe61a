"""Race charts as files: PNG, SVG and PDF stills, the animated GIF, and the report's PDF chart.

Every output is deterministic: no date in PNG, SVG or PDF metadata, SVG ids
from a fixed salt (``draw.RC``), GIF frames quantised to one palette taken
from the final frame. Functions return bytes; the CLI writes them atomically.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence

from matplotlib import rc_context, rcParams
from matplotlib.backends.backend_pdf import PdfPages
from matplotlib.figure import Figure
from PIL import Image

from generator.chart.draw import (
    GOAL_COLOR,
    GRID_COLOR,
    OKABE_ITO,
    SIDE_STYLES,
    WINNER_COLOR,
    RaceChart,
    chart_style,
)
from generator.chart.formats import STILL_FORMATS
from generator.chart.patterns import compact_patterns
from generator.chart.race import race
from generator.rules.match import MatchResult
from generator.text.i18n import say
from generator.text.languages import Lang

STILL_SIZE = (8.0, 4.5)  # inches: 1,200 × 675 pixels at ``STILL_DPI``
STILL_DPI = 150
STILL_FONT = 10.0

GIF_SIZE = (6.4, 3.6)  # inches: 640 × 360 pixels at ``GIF_DPI``
GIF_DPI = 100
GIF_FONT = 9.0
FRAME_MS = 700
FINAL_MS = 4000
REPLAY_MS = 20_000
"""A long match's replay lasts about this long: its frames are shorter (down to ``SHORTEST_MS``)."""
SHORTEST_MS = 60  # browsers show shorter GIF frames at 100 ms
GIF_COLORS = 64
MAX_FRAMES = 150
"""The most hand frames a GIF holds (``frame_hands``), so its size, time and memory stay bounded
however long the match (an uncapped 500-hand GIF took 772 MB)."""


def still(result: MatchResult, fmt: str, lang: Lang) -> bytes:
    """The race chart of a match, titled, as a PNG, SVG or PDF file's bytes; an SVG keeps its text as
    text, with a title and a description (``svg_file``)."""
    with chart_style():
        chart = RaceChart(
            race(result),
            lang,
            width=STILL_SIZE[0],
            height=STILL_SIZE[1],
            font_size=STILL_FONT,
            title=True,
            dpi=STILL_DPI if fmt == "png" else None,
        )
        if fmt == "svg":
            key = "svg_race_games" if chart.race.games else "svg_race"
            return svg_file(chart.figure, title=chart.title_text(plain=True), description=say(key, lang))
        out = io.BytesIO()
        chart.figure.savefig(out, format=fmt, dpi=STILL_DPI, metadata=dict(STILL_FORMATS[fmt]))
    return out.getvalue()


def race_figure(
    result: MatchResult,
    lang: Lang,
    *,
    width: float,
    height: float,
    font_size: float,
    screen: bool = False,
    min_font: float | None = None,
) -> Figure:
    """A report's race chart, untitled, ``width`` × ``height`` points; made and saved in ``chart_style``.

    ``screen``: for a page shown at its size in points (an HTML page's SVG), whose text must stay
    ``MIN_PIXELS`` high rather than print's ``MIN_FONT``, or ``min_font`` where given.
    """
    chart = RaceChart(
        race(result),
        lang,
        width=width / 72,
        height=height / 72,
        font_size=font_size,
        title=False,
        dpi=72 if screen else None,
        min_font=min_font,
    )
    return chart.figure


def pdf_pages(figures: Sequence[Figure]) -> bytes:
    """Figures as the pages of one vector PDF, one page per figure at the figure's size.

    Text is TrueType (``pdf.fonttype`` 42), embedded, so the report can place
    each page as it is, in the same DejaVu Sans as its own text. One file for
    all of a report's charts: matplotlib subsets and embeds each font once,
    with the glyphs of every page, rather than once per chart (fontTools'
    subsetting is most of the time a chart takes to save). Its hatch patterns
    are anchored at the top of the last page (matplotlib writes them once, at
    the end): ``generator.report.report_pdf`` gives each page its own when it
    places them. Call inside ``chart_style()``, where the figures were made.
    """
    out = io.BytesIO()
    # matplotlib 3.11 groups a PDF's characters into subsets of the size the PostScript
    # font type allows (``ps.fonttype``, Type 3 by default: 256), not the PDF's, and
    # subsets the font once per group: told the type this PDF embeds (42), it keeps
    # "★" with the other characters and subsets the font once (a ligature, "fi", still
    # makes a second group).
    with (
        rc_context({"ps.fonttype": rcParams["pdf.fonttype"]}),
        PdfPages(out, metadata=dict(STILL_FORMATS["pdf"])) as pages,
    ):
        for figure in figures:
            pages.savefig(figure)
    return out.getvalue()


def frame_ms(hands: int) -> int:
    """How long each hand's frame shows: ``FRAME_MS``, shorter for a long match."""
    return max(SHORTEST_MS, min(FRAME_MS, REPLAY_MS // max(hands, 1) // 10 * 10))


def _palette(final: Image.Image) -> Image.Image:
    """One palette for every frame: the final frame's colours, the chart's own colours kept exact.

    A swatch of each side's colour, the star's yellow and the greys is added
    to the final frame before it is quantised, so that small marks (the
    star) keep their colour instead of merging into a neighbour's.
    """
    # The six Okabe-Ito colours: a match has at most four sides, and the six keep every GIF's
    # palette as it was; the other styles are for a season's twelve (the ratings chart).
    keys = [style.color for style in SIDE_STYLES[:OKABE_ITO]] + [
        WINNER_COLOR,
        GOAL_COLOR,
        GRID_COLOR,
        "#000000",
        "#ffffff",
    ]
    swatch = 24
    sample = Image.new("RGB", (final.width, final.height + swatch), "white")
    sample.paste(final, (0, 0))
    for index, color in enumerate(keys):
        sample.paste(Image.new("RGB", (swatch, swatch), color), (index * swatch, final.height))
    return sample.quantize(colors=GIF_COLORS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def frame_hands(hands: int) -> list[int]:
    """The hands the animation shows a frame for: every hand, or ``MAX_FRAMES`` spread evenly to the last."""
    if hands <= MAX_FRAMES:
        return list(range(1, hands + 1))
    return sorted({-(-index * hands // MAX_FRAMES) for index in range(1, MAX_FRAMES + 1)})


def animation(result: MatchResult, lang: Lang) -> bytes:
    """An animated GIF of the race: a frame per hand (at most ``MAX_FRAMES``), then the final chart.

    The axes and legend keep their place from frame to frame (the layout is
    fixed on the whole match); every frame shares the final frame's palette,
    so the final chart is drawn first, and each frame is reduced to that
    palette as soon as it is drawn: only indexed frames are kept.
    """
    with chart_style():
        the_race = race(result)
        chart = RaceChart(
            the_race,
            lang,
            width=GIF_SIZE[0],
            height=GIF_SIZE[1],
            font_size=GIF_FONT,
            title=True,
            fixed_layout=True,
            dpi=GIF_DPI,
        )

        def drawn(upto: int | None) -> Image.Image:
            chart.show(upto)
            chart.canvas.draw()
            pixels = chart.canvas.buffer_rgba()
            return Image.frombuffer("RGBA", chart.canvas.get_width_height(), pixels).convert("RGB")

        final = drawn(None)
        palette = _palette(final)
        indexed = [
            drawn(upto).quantize(palette=palette, dither=Image.Dither.NONE)
            for upto in frame_hands(the_race.hands)
        ]
        indexed.append(final.quantize(palette=palette, dither=Image.Dither.NONE))
    out = io.BytesIO()
    indexed[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=indexed[1:],
        duration=[frame_ms(len(indexed) - 1)] * (len(indexed) - 1) + [FINAL_MS],
        loop=0,
        disposal=1,
    )
    return out.getvalue()


SVG_ID = re.compile(r'\bid="([^"]+)"')


def _svg(figure: Figure) -> tuple[str, str, str]:
    """A figure saved as SVG with its text kept as text (``svg.fonttype`` "none") and its hatches on
    their smallest tiles (``compact_patterns``): what comes before the ``<svg>`` element (the XML
    declaration, the doctype), its opening tag, and the rest."""
    out = io.StringIO()
    with rc_context({"svg.fonttype": "none"}):
        figure.savefig(out, format="svg", metadata=dict(STILL_FORMATS["svg"]))
    text = compact_patterns(out.getvalue())
    start = text.index("<svg")
    head_end = text.index(">", start) + 1
    return text[:start], text[start:head_end], text[head_end:]


def _labels(title: str, description: str, prefix: str) -> str:
    """The ``<title>`` and ``<desc>`` that name a chart for assistive technology."""
    from xml.sax.saxutils import escape

    return (
        f'<title id="{prefix}title">{escape(title)}</title>'
        f'<desc id="{prefix}desc">{escape(description)}</desc>'
    )


def svg_file(figure: Figure, *, title: str, description: str) -> bytes:
    """A figure as an SVG file's bytes: its text kept as text (searchable, selectable, read by a
    screen reader), a ``<title>`` and a ``<desc>``, and text drawn in the order given (a
    right-to-left name is already in visual order). Call inside ``chart_style()``."""
    before, head, body = _svg(figure)
    head = head[:-1] + ' role="img" aria-labelledby="title desc">'
    order = "<style>text { unicode-bidi: bidi-override; direction: ltr; }</style>"
    return (before + head + _labels(title, description, "") + order + body).encode("utf-8")


def inline_svg(figure: Figure, *, title: str, description: str, prefix: str) -> str:
    """A figure as an ``<svg>`` element to put in an HTML page, as a string.

    Its text stays text, in visual order as drawn (the page's CSS keeps a
    right-to-left name as given); a ``<title>`` and a ``<desc>`` name it for
    assistive technology (``role="img"``, ``aria-labelledby``). It has no
    fixed size, only its ``viewBox``, so it fits the width of its box. Every
    id starts with ``prefix``, so several charts in one page never share one.
    Call inside ``chart_style()``; same figure, same text.
    """
    _before, head, rest = _svg(figure)
    head = re.sub(r'\s(?:width|height)="[^"]*"', "", head)
    head = head[:-1] + f' role="img" aria-labelledby="{prefix}title {prefix}desc">'
    # The RDF metadata (creator, format) is for a file, not for an element of a page.
    body = re.sub(r"\s*<metadata>.*?</metadata>", "", rest, flags=re.DOTALL)
    ids = set(SVG_ID.findall(body))
    body = SVG_ID.sub(lambda found: f'id="{prefix}{found[1]}"', body)
    body = re.sub(
        r"url\(#([^)]+)\)", lambda found: f"url(#{prefix}{found[1]})" if found[1] in ids else found[0], body
    )
    body = re.sub(
        r'xlink:href="#([^"]+)"',
        lambda found: f'xlink:href="#{prefix}{found[1]}"' if found[1] in ids else found[0],
        body,
    )
    return head + _labels(title, description, prefix) + body.rstrip() + "\n"
