"""A season's standings as plain text for the terminal: ``bornes score LOG... --season``.

The table is the season report's own (``season_report``: its title, count,
standings and ranking rule, in the report's language), laid out to the
terminal's width (``generator.textout.fitted_table``); every cell is made
``visible`` as all terminal text is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.report.season_report import season_report
from generator.text.languages import Lang
from generator.textout import NO_LIMIT, fitted_table, wrap_words

if TYPE_CHECKING:
    from generator.stats.season import Season


def season_table(season: Season, lang: Lang, width: int = NO_LIMIT) -> str:
    """A season's standings as the season report prints them, in ``lang``, with their rule, in at
    most ``width`` characters a line: headings and names wrap inside their columns; one block a
    player where even that would not fit (``generator.textout.fitted_table``)."""
    report = season_report(season, lang)
    table = report.standings
    lines = [
        *wrap_words(f"{report.title} · {report.subtitle}", width),
        *wrap_words(report.count, width),
    ]
    lines.append("")
    lines.append(
        fitted_table(
            table.headers,
            [row.cells for row in table.rows],
            right=[kind in ("number", "rank") for kind in table.kinds],
            wraps=[True] * len(table.kinds),
            width=width,
            lang=lang,
            head=2,  # "3  Gus", then the figures
        )
    )
    lines += ["", *wrap_words(report.ranking_rule, width)]
    if table.note:
        lines += wrap_words(table.note, width)
    return "\n".join(lines)
