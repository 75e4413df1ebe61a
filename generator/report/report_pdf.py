"""Drawing a report: ReportLab pages from ``content``, the race chart merged in as vector graphics.

The pages are laid out with platypus: a header (title, rules, table, sides),
the result, the chart, the standings and highlights, then every hand in a
table whose headers repeat on each page. The charts (the race, the leader's
margin, where the points came from) are the pages of one PDF drawn by
matplotlib (``generator.chart.export.pdf_pages``), so its fonts are subset
and embedded once; after the pages are built, each chart's page is placed on
the spot left for it (``generator.pdf.overlay``), so the charts stay vector
graphics with their text in embedded DejaVu Sans, the page's font. A table's
columns are worked out by ``generator.report.columns``.

User text reaches ReportLab only as plain strings drawn with ``drawString``
(``TextBlock``, table cells, ``draw_fitted``): never as markup, so markup
characters print literally.
Nothing is drawn closer than ``page.SAFE_MARGIN`` to the edge.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    HRFlowable,
    KeepTogether,
    LongTable,
    PageBreak,
    PageTemplate,
    Spacer,
    Table,
)

from generator.chart.draw import chart_style
from generator.chart.export import pdf_pages
from generator.pdf.fonts import BOLD, REGULAR, register_fonts
from generator.pdf.overlay import Spot, place_pages
from generator.pdf.page import PAPERS, SAFE_MARGIN, new_canvas
from generator.pdf.printing import set_print_preferences
from generator.pdf.text import draw_fitted, for_print, logical, width_of, wrap
from generator.report import content
from generator.report.columns import BODY_SIZE, CELL_PAD, Columns, fit_columns
from generator.report.figures import PRINT, match_figures, ratings_figure
from generator.report.match_report import MatchReport, match_report
from generator.rules.match import MatchResult
from generator.text.bidi import visual_order
from generator.text.i18n import say
from generator.text.languages import Lang

if TYPE_CHECKING:
    from generator.report.season_report import SeasonReport
    from generator.stats.season import Season

MARGIN = 15 * mm
"""The side margins: the text block ends 5 mm inside the printers' ``SAFE_MARGIN``."""
TOP = 13 * mm
BOTTOM = 19 * mm  # the footer sits below, still above the safe margin

FOOTER_BASELINE = SAFE_MARGIN + 2.5 * mm
CHART_HEIGHT = PRINT.race
CHART_HEIGHT_GAMES = PRINT.race_games
MARGIN_HEIGHT = PRINT.margin
CHUNK_GROUPS = 60
"""Hands per table chunk of a long hand table (``_chunked``): about three pages."""

INK = colors.HexColor("#1a1a1a")
MUTED = colors.HexColor("#555555")
RULE = colors.HexColor("#b8b8b8")
HEADER_FILL = colors.HexColor("#e8edf2")
GROUP_FILL = colors.HexColor("#f4f6f8")
RESULT_FILL = colors.HexColor("#f1f5f9")
ACCENT = colors.HexColor("#0072B2")  # Okabe-Ito blue, the chart's first side

FOOTER_SIZE = 7.5
MIN_TEXT = 6.0
"""No text is printed smaller: the footer's title is shortened before its size would drop below."""
TABLE_START = 40 * mm
"""Room the hand table needs to start on a page: its heading, its headers and a hand or two."""
MAX_PAIR_ROWS = 15
"""A head-to-head of up to this many rows (the pairs of six people, or a matrix of twelve) is kept
on one page; a longer one (each one's opponents) runs over pages."""


Styles = dict[str, ParagraphStyle]


def _styles() -> Styles:
    register_fonts()
    base = ParagraphStyle("body", fontName=REGULAR, fontSize=9, leading=11.5, textColor=INK)
    return {
        "title": ParagraphStyle("title", parent=base, fontName=BOLD, fontSize=20, leading=24),
        "subtitle": ParagraphStyle("subtitle", parent=base, fontSize=10, leading=13, textColor=MUTED),
        "heading": ParagraphStyle(
            "heading",
            parent=base,
            fontName=BOLD,
            fontSize=12,
            leading=15,
            spaceBefore=9,
            spaceAfter=4,
            keepWithNext=1,
        ),
        # A long table's heading: CondPageBreak(TABLE_START) already leaves it room for the table's
        # first rows; kept with the whole table, it would carry it over to the next page.
        "table_heading": ParagraphStyle(
            "table_heading", parent=base, fontName=BOLD, fontSize=12, leading=15, spaceBefore=9, spaceAfter=4
        ),
        "body": base,
        "player": ParagraphStyle(
            "player", parent=base, fontName=BOLD, fontSize=13, leading=16, spaceAfter=2, keepWithNext=1
        ),
        "label": ParagraphStyle("label", parent=base, fontName=BOLD, fontSize=8, leading=11, textColor=MUTED),
        "result": ParagraphStyle("result", parent=base, fontName=BOLD, fontSize=13, leading=16),
        "bullet": ParagraphStyle(
            "bullet", parent=base, leftIndent=10, bulletIndent=0, spaceAfter=1.5, bulletFontName=REGULAR
        ),
        "note": ParagraphStyle(
            "note", parent=base, fontSize=7.5, leading=9.5, textColor=MUTED, spaceBefore=3
        ),
        "cell": ParagraphStyle("cell", parent=base, fontSize=BODY_SIZE, leading=BODY_SIZE * 1.2),
        "cell_strong": ParagraphStyle(
            "cell_strong", parent=base, fontName=BOLD, fontSize=BODY_SIZE, leading=BODY_SIZE * 1.2
        ),
        "mark": ParagraphStyle("mark", parent=base, fontSize=7, leading=8.4, textColor=MUTED),
    }


class TextBlock(Flowable):  # type: ignore[misc]  # ReportLab has no type hints
    """Plain text wrapped by Bornes' own rules (``generator.pdf.text.wrap``) and drawn line by line.

    Not a ReportLab ``Paragraph``: that breaks lines at every Unicode space,
    the no-break spaces of French typography included ("5 / 225 points"),
    draws them as plain spaces, and reorders a right-to-left name before
    wrapping, so its lines come out in the wrong order. Here lines break only
    at plain spaces and hyphens (inside a word only when it cannot fit),
    in reading order, and each line is then put in visual order with every
    right-to-left name reordered on its own. Nothing is read as markup.
    """

    def __init__(
        self, text: str, style: ParagraphStyle, *, bullet: str | None = None, lines: Sequence[str] = ()
    ) -> None:
        super().__init__()
        self.text = logical(text, style.fontName)
        self.style = style
        self.bullet = bullet
        self.fixed = list(lines)  # the lines of a block split across pages, kept as they were wrapped
        self.lines: list[str] = []
        self.spaceBefore = style.spaceBefore
        self.spaceAfter = style.spaceAfter
        # A heading never ends a page alone: ReportLab keeps it with what follows.
        self.keepWithNext = bool(getattr(style, "keepWithNext", False))
        self._width = 0.0

    def _indent(self) -> float:
        return float(self.style.leftIndent)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:  # noqa: ARG002 (Flowable.wrap's signature)
        style = self.style
        room = max(1.0, available_width - self._indent() - style.rightIndent)
        if self.fixed:
            self.lines = list(self.fixed)
        else:
            self.lines = wrap(self.text, style.fontName, style.fontSize, room, break_words=True)
        self._width = available_width
        self.height = len(self.lines) * style.leading
        return available_width, self.height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        """Split between lines when the block does not fit the rest of the page."""
        self.wrap(available_width, available_height)
        fits = int(available_height // self.style.leading)
        if fits <= 0 or fits >= len(self.lines):
            return []
        return [
            TextBlock("", self.style, bullet=self.bullet, lines=self.lines[:fits]),
            TextBlock("", self.style, lines=self.lines[fits:]),
        ]

    def draw(self) -> None:
        style = self.style
        canvas = self.canv
        canvas.setFont(style.fontName, style.fontSize)
        canvas.setFillColor(style.textColor)
        width = self._width - self._indent() - style.rightIndent
        for index, line in enumerate(self.lines):
            baseline = self.height - (index + 1) * style.leading + (style.leading - style.fontSize) * 0.5
            baseline += style.fontSize * 0.2
            shown = visual_order(line)
            x = self._indent()
            if style.alignment == TA_CENTER:
                canvas.drawCentredString(x + width / 2, baseline, shown)
            elif style.alignment == TA_RIGHT:
                canvas.drawRightString(x + width, baseline, shown)
            else:
                canvas.drawString(x, baseline, shown)
            if index == 0 and self.bullet:
                canvas.drawString(style.bulletIndent, baseline, self.bullet)


class ChartSlot(Flowable):  # type: ignore[misc]  # ReportLab has no type hints
    """Room for the chart; remembers the page and place it was laid out on."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.width = width
        self.height = height
        self.placed: Spot | None = None

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:  # noqa: ARG002 (Flowable.wrap's signature)
        return self.width, self.height

    def draw(self) -> None:
        x, y = self.canv.absolutePosition(0, 0)
        self.placed = (self.canv.getPageNumber(), x, y)


# Tables


def _table(
    table: content.Table, width: float, styles: Styles, *, columns: Columns | None = None
) -> LongTable:
    """A report table: wrapped headers repeated on each page, figures right-aligned, hands kept whole."""
    register_fonts()
    columns = columns or fit_columns(table, width)
    aligns = {"rank": TA_CENTER, "mark": TA_CENTER, "number": TA_RIGHT, "text": TA_LEFT, "name": TA_LEFT}
    header_styles = {
        kind: ParagraphStyle(
            f"header-{kind}",
            fontName=columns.header_font,
            fontSize=columns.header_size,
            leading=columns.header_size * 1.2,
            alignment=align,
            textColor=INK,
        )
        for kind, align in aligns.items()
    }
    data: list[list[Any]] = [
        [
            TextBlock(header, header_styles[kind])
            for header, kind in zip(table.headers, table.kinds, strict=True)
        ]
    ]
    positions: list[int] = []  # each content row's index in ``data``
    marks: list[int] = []  # the rows that hold a hand's mark, spanning the table
    centred: list[tuple[int, int]] = []  # the "–" of a line worth nothing: (column, row)
    for row in table.rows:
        cells: list[Any] = []
        for column, (cell, kind) in enumerate(zip(row.cells, table.kinds, strict=True)):
            if kind == "number" and cell == content.ZERO:
                centred.append((column, len(data)))
            if kind in ("name", "text"):
                cells.append(TextBlock(cell, styles["cell_strong" if row.strong else "cell"]))
            else:
                # A plain string: drawn as it is, never read as markup.
                cells.append(for_print(cell, BOLD if row.strong else REGULAR))
        positions.append(len(data))
        data.append(cells)
        if row.mark:
            marks.append(len(data))
            data.append([TextBlock(row.mark, styles["mark"]), *[""] * (len(table.kinds) - 1)])
    commands: list[tuple[Any, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, BODY_SIZE),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("VALIGN", (0, 0), (-1, 0), "BOTTOM"),
        ("BACKGROUND", (0, 0), (-1, 0), HEADER_FILL),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
        ("LINEBELOW", (0, -1), (-1, -1), 0.8, INK),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("TOPPADDING", (0, 0), (-1, -1), 1.6),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
    ]
    for column, kind in enumerate(table.kinds):
        commands.append(
            (
                "ALIGN",
                (column, 1),
                (column, -1),
                {"rank": "CENTER", "mark": "CENTER", "number": "RIGHT"}.get(kind, "LEFT"),
            )
        )
    # Centred, a "–" sits away from the next column's figure, so it never reads as its minus sign.
    commands += [("ALIGN", place, place, "CENTER") for place in centred]
    for index in marks:
        commands += [
            ("SPAN", (0, index), (-1, index)),
            ("TOPPADDING", (0, index), (-1, index), 0),
            ("LEFTPADDING", (0, index), (-1, index), CELL_PAD + 4 * mm),
        ]
    groups: dict[int, list[int]] = {}
    for row, index in zip(table.rows, positions, strict=True):
        groups.setdefault(row.group, []).append(index)
        if row.mark:
            groups[row.group].append(index + 1)
        if row.strong:
            commands.append(("FONT", (0, index), (-1, index), BOLD, BODY_SIZE))
    for group, rows in groups.items():
        first, last = rows[0], rows[-1]
        if table.grouped:
            if group % 2:
                commands.append(("BACKGROUND", (0, first), (-1, last), GROUP_FILL))
            commands.append(("LINEABOVE", (0, first), (-1, first), 0.4, RULE))
            if last > first:
                commands.append(("NOSPLIT", (0, first), (-1, last)))  # a hand never breaks across pages
        else:
            for index in rows:
                commands.append(("LINEABOVE", (0, index), (-1, index), 0.3, RULE))
    return LongTable(data, colWidths=columns.widths, repeatRows=1, style=commands, hAlign="LEFT")


def _chunked(table: content.Table, width: float, styles: Styles) -> list[Flowable]:
    """A long grouped table as consecutive tables of ``CHUNK_GROUPS`` hands, with the same columns.

    ReportLab lays out the whole rest of a table again at every page break,
    so one table of N hands costs time in N²; chunks keep each page's work
    bounded, and the report's time grows with the hands. Each chunk repeats
    the headers, as every page does.
    """
    groups = sorted({row.group for row in table.rows})
    if len(groups) <= CHUNK_GROUPS:
        return [_table(table, width, styles)]
    columns = fit_columns(table, width)
    out: list[Flowable] = []
    for start in range(0, len(groups), CHUNK_GROUPS):
        keep = set(groups[start : start + CHUNK_GROUPS])
        part = table._replace(rows=tuple(row for row in table.rows if row.group in keep))
        out.append(_table(part, width, styles, columns=columns))
    return out


# Pages


@dataclass
class _PageSettings:
    """What a build needs besides the story: paper, language, metadata and the footer."""

    paper: str
    lang: Lang
    title: str
    subject: str
    footer: content.Footer


class _LastPage(Flowable):  # type: ignore[misc]  # ReportLab has no type hints
    """Nothing to draw: placed last in a story, it calls ``reached(canvas, pages)`` on the last page.

    Zero-sized (``_ZEROSIZE``): ReportLab places it where the story ends,
    never on a page of its own.
    """

    _ZEROSIZE = True

    def __init__(self, reached: Callable[[Canvas, int], None]) -> None:
        super().__init__()
        self.reached = reached

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:  # noqa: ARG002 (Flowable.wrap's signature)
        return 0.0, 0.0

    def draw(self) -> None:
        self.reached(self.canv, self.canv.getPageNumber())


@cache
def _footer_text(footer: content.Footer, width: float) -> str:
    """The footer on one line of at least ``MIN_TEXT`` points: the title shortened (an ellipsis where
    it is cut) when the whole would need a smaller size; the rules are never cut."""
    text = footer.text()
    if width_of(for_print(text, REGULAR), REGULAR, MIN_TEXT) <= width:
        return text
    title = footer.title
    while title:
        title = title[:-1].rstrip()
        text = footer.text(f"{title}…")
        if width_of(for_print(text, REGULAR), REGULAR, MIN_TEXT) <= width:
            return text
    return footer.rules


def _build(settings: _PageSettings, story: list[Flowable]) -> bytes:
    """Lay out the story (as wide as the page less two ``MARGIN``) once, each footer's "Page n of N"
    a form filled in once N is known.

    Each page's footer draws the match and rules on the left and, on the
    right, a form (PDF XObject) named for the page; the forms are drawn on
    the last page, when the count is known, at the place they are shown.
    """
    buffer = io.BytesIO()
    width, height = PAPERS[settings.paper]
    frame = Frame(
        MARGIN,
        BOTTOM,
        width - 2 * MARGIN,
        height - TOP - BOTTOM,
        leftPadding=0,
        rightPadding=0,
        topPadding=0,
        bottomPadding=0,
        id="body",
    )
    label_width = 40 * mm
    box = (FOOTER_BASELINE - 1.5 * mm, 4.5 * mm)

    def footer(canvas: Canvas, _doc: BaseDocTemplate) -> None:
        """The match and rules on the left, "Page n of N" on the right, above the safe margin."""
        canvas.saveState()
        canvas.setFillColor(MUTED)
        text_width = width - 2 * MARGIN - label_width - 4 * mm
        text = _footer_text(settings.footer, text_width)
        draw_fitted(canvas, text, REGULAR, FOOTER_SIZE, MARGIN, box[0], text_width, box[1], min_size=MIN_TEXT)
        canvas.doForm(f"page-{canvas.getPageNumber()}")
        canvas.restoreState()

    def page_labels(canvas: Canvas, pages: int) -> None:
        """ "Page n of N" for every page, each as the form its footer shows."""
        x = width - MARGIN - label_width
        for number in range(1, pages + 1):
            canvas.beginForm(f"page-{number}")
            canvas.setFillColor(MUTED)
            label = say("page", settings.lang, page=number, pages=pages)
            draw_fitted(canvas, label, REGULAR, 7.5, x, box[0], label_width, box[1], align="right")
            canvas.endForm()

    def canvasmaker(*_args: Any, **_kwargs: Any) -> Canvas:
        """The project's invariant canvas (same inputs, same bytes), with the report's metadata,
        printed at actual size (``generator.pdf.printing``)."""
        canvas = new_canvas(
            buffer, paper=settings.paper, title=settings.title, subject=settings.subject, lang=settings.lang
        )
        set_print_preferences(canvas)
        return canvas

    doc = BaseDocTemplate(
        buffer,
        pagesize=(width, height),
        title=settings.title,
        subject=settings.subject,
        author="Bornes",
        creator="Bornes",
        producer="Bornes",
        invariant=1,
        lang=settings.lang,
    )
    doc.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=footer)])
    doc.build([*story, _LastPage(page_labels)], canvasmaker=canvasmaker)
    return buffer.getvalue()


def _header(report: MatchReport | SeasonReport, styles: Styles, width: float) -> list[Flowable]:
    """Title, subtitle, and the facts (rules, house rules, table, match, sides) as label-value rows."""
    label_width = max(width_of(fact.label, BOLD, 8) for fact in report.facts) + 8
    facts = Table(
        [
            [TextBlock(fact.label, styles["label"]), TextBlock(fact.value, styles["body"])]
            for fact in report.facts
        ],
        colWidths=[label_width, width - label_width],
        hAlign="LEFT",
        style=[
            ("FONT", (0, 0), (-1, -1), REGULAR, 9),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        ],
    )
    return [
        TextBlock(report.title, styles["title"]),
        TextBlock(report.subtitle, styles["subtitle"]),
        Spacer(1, 4 * mm),
        facts,
    ]


def _highlights(heading: str, lines: Sequence[str], styles: Styles) -> list[Flowable]:
    """A heading and one bullet a highlight, kept on one page (moved whole to the next where the
    rest of a page cannot hold them); nothing when there are none."""
    if not lines:
        return []
    bullets = [TextBlock(line, styles["bullet"], bullet="•") for line in lines]
    return [KeepTogether([TextBlock(heading, styles["heading"]), *bullets])]


def _match_story(
    report: MatchReport, slot: ChartSlot, margin: ChartSlot | None, points: ChartSlot | None, width: float
) -> list[Flowable]:
    styles = _styles()
    story = _header(report, styles, width)
    result = Table(
        [
            [
                [
                    TextBlock(report.result, styles["result"]),
                    *(TextBlock(line, styles["body"]) for line in report.result_details),
                ]
            ]
        ],
        colWidths=[width],
        hAlign="LEFT",
        style=[
            ("FONT", (0, 0), (-1, -1), REGULAR, 9),
            ("BACKGROUND", (0, 0), (-1, -1), RESULT_FILL),
            ("LINEBEFORE", (0, 0), (0, -1), 3, ACCENT),
            ("LEFTPADDING", (0, 0), (-1, -1), 8),
            ("TOPPADDING", (0, 0), (-1, -1), 5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
        ],
    )
    story += [Spacer(1, 4 * mm), result]
    story.append(KeepTogether([TextBlock(report.chart_heading, styles["heading"]), slot]))
    if margin is not None:
        story += [Spacer(1, 2 * mm), margin]
    story.append(
        KeepTogether(
            [TextBlock(report.standings_heading, styles["heading"]), _table(report.standings, width, styles)]
        )
    )
    story += _highlights(report.highlights_heading, report.highlights, styles)
    if points is not None:
        block: list[Flowable] = [TextBlock(report.points_heading, styles["heading"]), points]
        if report.points_counts is not None:
            block += [Spacer(1, 2 * mm), _table(report.points_counts, width, styles)]
            if report.points_counts.note:
                block.append(TextBlock(report.points_counts.note, styles["note"]))
        story.append(KeepTogether(block))
    if report.table is not None:
        # Start the table where its heading, header and first hand fit, not on the next page:
        # kept with the whole table, the heading would carry it over.
        story += [CondPageBreak(TABLE_START), TextBlock(report.table_heading, styles["table_heading"])]
        story += _chunked(report.table, width, styles)
        if report.table.note:
            story.append(TextBlock(report.table.note, styles["note"]))
    return story


def match_pdf(result: MatchResult, *, lang: Lang, paper: str) -> bytes:
    """The report of one match as PDF bytes: same match, language and paper, same bytes."""
    report = match_report(result, lang)
    width = PAPERS[paper][0] - 2 * MARGIN
    with chart_style():
        figures = match_figures(result, report, lang, width)
        charts = pdf_pages([figure for figure, _ in figures])
    settings = _PageSettings(paper, lang, report.pdf_title, report.pdf_subject, report.footer)
    slots = [ChartSlot(width, height) for _, height in figures]
    margin_slot = slots[1] if len(slots) > 1 else None
    points_slot = slots[2] if len(slots) > 2 else None
    pdf = _build(settings, _match_story(report, slots[0], margin_slot, points_slot, width))
    return place_pages(pdf, charts, [slot.placed for slot in slots])


def _player_pages(report: SeasonReport, width: float, styles: Styles) -> list[Flowable]:
    """Each player's season, from a new page, one after the other, each kept whole on a page where
    it fits (two or three a page in a club's season): their name, their line, every match they
    played and their record against each opponent. The matches' key (W, L) is said once, under the
    heading."""
    if not report.players:
        return []
    flow: list[Flowable] = [PageBreak(), TextBlock(report.players_heading, styles["heading"])]
    notes = dict.fromkeys(page.matches.note for page in report.players if page.matches.note)
    flow += [TextBlock(note, styles["note"]) for note in notes]
    for page in report.players:
        block: list[Flowable] = [
            HRFlowable(width="100%", thickness=0.6, color=RULE, spaceBefore=4 * mm, spaceAfter=2 * mm),
            TextBlock(page.name, styles["player"]),
            *(TextBlock(line, styles["body"]) for line in page.summary),
            Spacer(1, 2 * mm),
            _table(page.matches, width, styles),
        ]
        if page.records is not None:
            block += [Spacer(1, 3 * mm), _table(page.records, width, styles)]
        flow.append(KeepTogether(block))
    return flow


def season_pdf(club: Season, *, lang: Lang, paper: str) -> bytes:
    """The season report (``generator.stats.season.season``) as PDF bytes: standings and their rule,
    head-to-head, the ratings over the season (chart and formula), highlights, each match, and a
    page per player."""
    from generator.report.season_report import season_report

    report = season_report(club, lang)
    settings = _PageSettings(paper, lang, report.pdf_title, report.pdf_subject, report.footer)
    width = PAPERS[paper][0] - 2 * MARGIN
    chart = None
    chart_height = 0.0
    with chart_style():
        figure = ratings_figure(report, lang, width)
        if figure is not None:
            chart_height = figure.get_figheight() * 72  # panels: as tall as their rows
            chart = pdf_pages([figure])
    styles = _styles()
    flow: list[Flowable] = [
        *_header(report, styles, width),
        # A club's standings run over pages: their heading starts where their first rows fit too.
        CondPageBreak(TABLE_START),
        TextBlock(report.standings_heading, styles["table_heading"]),
        _table(report.standings, width, styles),
        TextBlock(report.ranking_rule, styles["note"]),
    ]
    if report.standings.note:
        flow.append(TextBlock(report.standings.note, styles["note"]))
    if report.head_to_head is not None:
        block: list[Flowable] = [
            TextBlock(report.head_to_head_heading, styles["heading"]),
            _table(report.head_to_head, width, styles),
        ]
        if report.head_to_head_note:
            block.append(TextBlock(report.head_to_head_note, styles["note"]))
        if len(report.head_to_head.rows) <= MAX_PAIR_ROWS:
            flow.append(KeepTogether(block))
        else:  # each one's opponents, a row a person: over pages, from where the first rows fit
            block[0] = TextBlock(report.head_to_head_heading, styles["table_heading"])
            flow += [CondPageBreak(TABLE_START), *block]
    slot = ChartSlot(width, chart_height)
    if chart is not None:
        flow.append(
            KeepTogether(
                [
                    TextBlock(report.ratings_heading, styles["heading"]),
                    slot,
                    TextBlock(report.ratings_note, styles["note"]),
                ]
            )
        )
    flow += _highlights(report.highlights_heading, report.highlights, styles)
    flow += [
        CondPageBreak(TABLE_START),
        TextBlock(report.matches_heading, styles["table_heading"]),
        _table(report.matches, width, styles),
    ]
    flow += _player_pages(report, width, styles)
    pdf = _build(settings, flow)
    if chart is None:
        return pdf
    return place_pages(pdf, chart, [slot.placed])
