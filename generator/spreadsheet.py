"""A workbook (``.xlsx``) of scored matches or a season: ``bornes score LOG... -o FILE.xlsx``.

A CSV leaves its encoding and its separator to the spreadsheet's import:
LibreOffice and Excel guess the encoding from the system (UTF-8 names come
out as ``ZoÃ©`` without a byte-order mark, which programs reading the CSV
would then have to strip) and French Excel splits on ``;``, so a comma-
separated file opens with each row in one column. An Office Open XML
workbook carries its text as Unicode and its cells already apart, so it
opens the same in LibreOffice and Excel whatever the locale, names in every
script. It is written with XlsxWriter, which writes workbooks and nothing
else (what Bornes needs).

Each table of ``generator.csvout`` is a sheet, for a person to read and sort:
named, and its columns headed, in the report's words and language
(``SHEETS``, ``COLUMNS``), not the CSV's keys; the header row bold, frozen
and filtered (an autofilter on every column). Cells are what they hold: a
date is a date (shown in the reader's own date format), a count, points or
a rating a number (points with the reader's thousands separator), a share
won a percentage, a yes/no fact 1 or 0 (so a column adds up), the form the
report's letters ("W L W"). A text cell that a spreadsheet would read as a
formula is written as text with Excel's quote prefix (the ``'`` a person
types before ``=`` to keep it as text): it shows as typed and stays text
when edited (OWASP, CSV Injection).

The rows are written one at a time and flushed to a temporary file as they
go (XlsxWriter's ``constant_memory``): six 10,000-hand matches take the
memory of their scores, not that of 1.2 million cells. The same tables give
the same bytes: the document's dates are fixed.
"""

from __future__ import annotations

import datetime
import io
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from generator.csvout import FORM_CELL, Sheet, is_formula
from generator.rules.editions import LINES, MatchKind
from generator.text.i18n import N_, line_label, say
from generator.text.languages import Lang

if TYPE_CHECKING:
    from generator.rules.editions import Edition

FIXED_DATE = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)
"""The workbook's creation date: fixed, so the same tables give the same bytes."""

MAX_WIDTH = 40
"""The widest a column is made, in characters; longer text wraps at the cell's edge when shown."""

MAX_SHEET_NAME = 31
"""The longest name a sheet may have (Excel's limit, which LibreOffice keeps)."""

SHEET_NAME_FORBIDDEN = "[]:*?/\\"
"""Characters a sheet's name may not hold (Excel's rule)."""

# What a column holds, and so how its cells are written and shown.
TEXT = "text"  # as typed (a formula kept as text)
WHOLE = "whole"  # a count: 3
GROUPED = "grouped"  # points, miles, a rating: 5,900, with the reader's thousands separator
HUNDREDTHS = "hundredths"  # games per series: 0.67, as the report prints them
PERCENT = "percent"  # a share won, 0 to 100 in the table: 67%
DATE = "date"  # an ISO date in the table: a date, in the reader's own format
FLAG = "flag"  # yes or no, True/False in the table: 1 or 0
FORM = "form"  # the last matches, "1 0 ½" in the table: the report's letters, "W L D"

NUMBER_FORMATS = {GROUPED: 3, HUNDREDTHS: 4, PERCENT: 9, DATE: 14}
"""Excel's built-in formats, which every spreadsheet shows in its reader's locale: ``#,##0``
(5,900 or 5 900), ``#,##0.00`` (0.67 or 0,67), ``0%``, and the short date (10/1/2026, 01/10/2026)."""


class Column(NamedTuple):
    """A column's heading, as a catalog key, and what its cells hold."""

    header: str
    kind: str


SHEETS: Mapping[str, str] = {
    "standings": N_("standings"),
    "matches": N_("matches_played"),
    "ratings": N_("ratings"),
    "head_to_head": N_("head_to_head"),
    "hands": N_("hand_by_hand"),
}
"""Each table's sheet name, in the report's words."""

COLUMNS: Mapping[str, Mapping[str, Column]] = {
    "standings": {
        "rank": Column(N_("rank"), WHOLE),
        "name": Column(N_("player"), TEXT),
        "played": Column(N_("played"), WHOLE),
        "won": Column(N_("matches_won"), WHOLE),
        "win_percentage": Column(N_("win_percentage"), PERCENT),
        "hands": Column(N_("xl_hands"), WHOLE),
        "hands_won": Column(N_("hands_won"), WHOLE),
        "total": Column(N_("points"), GROUPED),
        "per_match": Column(N_("points_per_match"), GROUPED),
        "per_hand": Column(N_("points_per_hand"), GROUPED),
        "rating": Column(N_("rating"), GROUPED),
        "form": Column(N_("form"), FORM),
    },
    "matches": {
        "match": Column(N_("match_number"), WHOLE),
        "log": Column(N_("xl_log"), TEXT),
        "title": Column(N_("title"), TEXT),
        "date": Column(N_("date"), DATE),
        "finished": Column(N_("xl_finished"), FLAG),
        "side": Column(N_("side"), TEXT),
        "players": Column(N_("players"), TEXT),
        "total": Column(N_("points"), GROUPED),
        "won": Column(N_("won"), FLAG),
    },
    "ratings": {
        "match": Column(N_("match_number"), WHOLE),
        "name": Column(N_("player"), TEXT),
        "rating": Column(N_("rating"), GROUPED),
        "change": Column(N_("change"), WHOLE),
    },
    "head_to_head": {
        "first": Column(N_("h2h_first"), TEXT),  # "Player A"
        "second": Column(N_("h2h_second"), TEXT),
        "met": Column(N_("met"), WHOLE),
        "first_ahead": Column(N_("h2h_first_ahead"), WHOLE),
        "second_ahead": Column(N_("h2h_second_ahead"), WHOLE),
    },
    "hands": {
        "log": Column(N_("xl_log"), TEXT),
        "title": Column(N_("title"), TEXT),
        "date": Column(N_("date"), DATE),
        "edition": Column(N_("edition"), TEXT),
        "house_rules": Column(N_("house_rules"), TEXT),
        "hand": Column(N_("hand"), WHOLE),
        "trip": Column(N_("xl_trip"), GROUPED),
        "side": Column(N_("xl_side_id"), TEXT),
        "name": Column(N_("side"), TEXT),
        "won_hand": Column(N_("xl_won_hand"), FLAG),
        "completed_trip": Column(N_("xl_completed_trip"), FLAG),
        "miles": Column(N_("distance_run"), GROUPED),
        "safeties": Column(N_("label_safeties"), WHOLE),
        "coups_fourres": Column(N_("label_coups_fourres"), WHOLE),
        "two_hundreds": Column(N_("two_hundreds"), WHOLE),
        "delayed": Column(N_("label_delayed_action"), FLAG),
        "hundreds_played": Column(N_("xl_hundreds_played"), FLAG),
        "extension_called": Column(N_("xl_extension_called"), FLAG),
        "extension_made": Column(N_("xl_extension_made"), FLAG),
        "shutout": Column(N_("label_shutout"), FLAG),
        "hand_total": Column(N_("sheet_hand_total"), GROUPED),
        "running_total": Column(N_("running_total"), GROUPED),
    },
}
"""Each table's columns, by the key the CSV and JSON name them with: their heading and kind. A
scoring line's points (``points_safeties``…) are headed with the line's label (``_header``)."""

SERIES = {"total": N_("games_won"), "per_match": N_("games_per_match"), "won": N_("series_won")}
"""A series without points (Dujardin 2025) counts games won where others count points."""

LINE_POINTS = "points_"
"""The start of a scoring line's column: ``points_`` and the line's value (``generator.csvout``)."""


def _header(sheet: str, column: str, lang: Lang, edition: Edition) -> tuple[str, str]:
    """A column's heading in ``lang`` and its kind."""
    games = edition.match_kind is MatchKind.GAMES
    if column.startswith(LINE_POINTS):
        line = next(line for line in LINES if f"{LINE_POINTS}{line.value}" == column)
        return say("xl_line_points", lang, line=line_label(line, lang, edition=edition)), GROUPED
    header, kind = COLUMNS[sheet][column]
    if sheet == "head_to_head" and column in ("first", "second"):
        return say(header, lang, word=say("player", lang)), kind
    if games and sheet == "standings" and column in SERIES:
        return say(SERIES[column], lang), HUNDREDTHS if column == "per_match" else WHOLE
    if games and column in ("total", "hand_total", "running_total"):
        kind = WHOLE
    return say(header, lang), kind


def sheet_name(sheet: str, lang: Lang, taken: Iterable[str] = ()) -> str:
    """A table's sheet name in ``lang``, as a spreadsheet takes it: at most ``MAX_SHEET_NAME``
    characters, none of ``SHEET_NAME_FORBIDDEN``, none taken twice (names compared as Excel does, in
    any case)."""
    name = "".join(" " if char in SHEET_NAME_FORBIDDEN else char for char in say(SHEETS[sheet], lang))
    name = " ".join(name.split()).strip("'")[:MAX_SHEET_NAME].rstrip() or sheet
    used = {other.casefold() for other in taken}
    number = 2
    unique = name
    while unique.casefold() in used:
        suffix = f" ({number})"
        unique = name[: MAX_SHEET_NAME - len(suffix)] + suffix
        number += 1
    return unique


def _form(cell: str, lang: Lang) -> str:
    """The form as the report prints it: "1 0 ½" (``csvout.FORM_CELL``) as "W L D"."""
    letters = {
        FORM_CELL[True]: say("form_won", lang),
        FORM_CELL[False]: say("form_lost", lang),
        FORM_CELL[None]: say("form_shared", lang),
    }
    return " ".join(letters[result] for result in cell.split())


def workbook(sheets: Sequence[Sheet], *, lang: Lang, edition: Edition) -> bytes:
    """The tables as the sheets of one ``.xlsx`` workbook's bytes, in ``lang``'s words; ``edition``
    names the scoring lines."""
    import xlsxwriter

    out = io.BytesIO()
    # constant_memory: each row is written to a temporary file once the next begins.
    book = xlsxwriter.Workbook(out, {"constant_memory": True})
    book.set_properties({"created": FIXED_DATE, "author": "Bornes"})
    header = book.add_format({"bold": True, "text_wrap": True, "valign": "top"})
    formats: dict[str, Any] = {
        kind: book.add_format({"num_format": code}) for kind, code in NUMBER_FORMATS.items()
    }
    typed = book.add_format({"quote_prefix": True})
    names: list[str] = []
    for sheet in sheets:
        names.append(sheet_name(sheet.name, lang, names))
        page = book.add_worksheet(names[-1])
        columns = [_header(sheet.name, column, lang, edition) for column in sheet.columns]
        widths = [max(map(len, title.split()), default=0) for title, _ in columns]
        for number, (title, _) in enumerate(columns):
            page.write_string(0, number, title, header)
        last = 0
        for last, row in enumerate(sheet.rows, start=1):
            for number, (value, (_, kind)) in enumerate(zip(row, columns, strict=True)):
                if value is None or value == "":
                    continue
                width = _write(page, last, number, value, kind, lang, formats, typed)
                widths[number] = max(widths[number], width)
        for number, width in enumerate(widths):
            page.set_column(number, number, min(width, MAX_WIDTH) + 2)
        page.freeze_panes(1, 0)
        page.autofilter(0, 0, last, max(len(columns) - 1, 0))
    book.close()
    return out.getvalue()


def _write(
    page: Any,
    row: int,
    column: int,
    value: object,
    kind: str,
    lang: Lang,
    formats: Mapping[str, Any],
    typed: Any,
) -> int:
    """Write one cell as its kind says; the characters it shows, for its column's width."""
    if kind == DATE and isinstance(value, str):
        page.write_datetime(row, column, datetime.date.fromisoformat(value), formats[DATE])
        return 10
    if kind == FORM and isinstance(value, str):
        shown = _form(value, lang)
        page.write_string(row, column, shown)
        return len(shown)
    if isinstance(value, bool) or kind == FLAG:
        page.write_number(row, column, int(bool(value)))
        return 1
    if isinstance(value, int | float):
        if kind == PERCENT:
            page.write_number(row, column, value / 100, formats[PERCENT])
            return 4
        page.write_number(row, column, value, formats.get(kind))
        return len(f"{value:,}")
    text = str(value)
    page.write_string(row, column, text, typed if is_formula(text) else None)
    return len(text)
