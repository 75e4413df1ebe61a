"""A workbook (``.xlsx``) of scored matches or a season: ``bornes score LOG... -o FILE.xlsx``.

A CSV leaves its encoding and its separator to the spreadsheet's import:
LibreOffice and Excel guess the encoding from the system (UTF-8 names come
out as ``ZoÃ©`` without a byte-order mark, which programs reading the CSV
would then have to strip) and French Excel splits on ``;``, so a comma-
separated file opens with each row in one column. An Office Open XML
workbook carries its text as Unicode and its cells already apart, so it
opens the same in LibreOffice and Excel whatever the locale, names in every
script; numbers are numbers, and text is text. It is written with
XlsxWriter, which writes workbooks and nothing else (what Bornes needs).

Each table of ``generator.csvout`` is a sheet: its columns' names in bold on
a frozen first row, then its rows. A text cell that a spreadsheet would read
as a formula is written as text with Excel's quote prefix (the ``'`` a
person types before ``=`` to keep it as text): it shows as typed and stays
text when edited (OWASP, CSV Injection). The same tables give the same bytes:
the document's dates are fixed.
"""

from __future__ import annotations

import datetime
import io
from collections.abc import Sequence

from generator.csvout import Sheet, is_formula

FIXED_DATE = datetime.datetime(2000, 1, 1, tzinfo=datetime.UTC)
"""The workbook's creation date: fixed, so the same tables give the same bytes."""

MAX_WIDTH = 40
"""The widest a column is made, in characters; longer text wraps at the cell's edge when shown."""


def workbook(sheets: Sequence[Sheet]) -> bytes:
    """The tables as the sheets of one ``.xlsx`` workbook's bytes."""
    import xlsxwriter

    out = io.BytesIO()
    book = xlsxwriter.Workbook(out, {"in_memory": True})
    book.set_properties({"created": FIXED_DATE, "author": "Bornes"})
    header = book.add_format({"bold": True})
    typed = book.add_format({"quote_prefix": True})
    for sheet in sheets:
        page = book.add_worksheet(sheet.name)
        widths = [len(column) for column in sheet.columns]
        for column, name in enumerate(sheet.columns):
            page.write_string(0, column, name, header)
        for number, row in enumerate(sheet.rows, start=1):
            for column, value in enumerate(row):
                if value is None:
                    continue
                if isinstance(value, str):
                    page.write_string(number, column, value, typed if is_formula(value) else None)
                else:
                    page.write_number(number, column, value if isinstance(value, float) else int(value))
                widths[column] = max(widths[column], len(str(value)))
        for column, width in enumerate(widths):
            page.set_column(column, column, min(width, MAX_WIDTH) + 2)
        page.freeze_panes(1, 0)
    book.close()
    return out.getvalue()
