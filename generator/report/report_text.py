"""A season's standings as plain text for the terminal: ``bornes score LOG... --season``.

The table is the season report's own (``season_report``: its title, count,
standings and ranking rule, in the report's language), laid out in columns
of fixed width; every cell is made ``visible`` as all terminal text is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from generator.report.season_report import season_report
from generator.text.bidi import strip_isolates
from generator.text.languages import Lang
from generator.textout import visible

if TYPE_CHECKING:
    from generator.stats.season import Season


def plain_table(headers: Sequence[str], kinds: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A report's table in columns of fixed width: figures right-aligned, names and text left.

    ``kinds`` are the report's (``generator.report.content.Table``): "number"
    and "rank" right-aligned, the others left. A right-to-left name keeps its
    isolates, which take no room in its column.
    """
    cells = [list(headers), *(list(row) for row in rows)]
    widths = [max(len(strip_isolates(visible(row[i]))) for row in cells) for i in range(len(headers))]

    def line(row: Sequence[str]) -> str:
        parts = []
        for text, kind, width in zip(row, kinds, widths, strict=True):
            shown = visible(text)
            pad = " " * (width - len(strip_isolates(shown)))
            parts.append(pad + shown if kind in ("number", "rank") else shown + pad)
        return "  ".join(parts).rstrip()

    return "\n".join([line(headers), "  ".join("-" * w for w in widths), *(line(row) for row in rows)])


def season_table(season: Season, lang: Lang) -> str:
    """A season's standings as the season report prints them, in ``lang``, with their rule."""
    report = season_report(season, lang)
    table = report.standings
    lines = [f"{report.title} · {report.subtitle}", report.count, ""]
    lines.append(plain_table(table.headers, table.kinds, [row.cells for row in table.rows]))
    lines += ["", report.ranking_rule]
    if table.note:
        lines.append(table.note)
    return "\n".join(lines)
