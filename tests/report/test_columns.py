"""A report table's columns: figures keep their room, names take the rest."""

from __future__ import annotations

from generator.pdf.fonts import BOLD
from generator.pdf.page import PAPERS
from generator.report.columns import CELL_PAD, FIGURE_GAP, cell_width, fit_columns
from generator.report.season_report import season_report
from generator.stats.season import season
from generator.text.languages import EN, FR
from tests import pdfcheck
from tests.stats.matches import teams


def test_figures_keep_their_room_and_never_run_into_the_column_before_in_a_wide_season() -> None:
    long = [f"{name} de la Montagne-Sainte-Geneviève"[:50] for name in "ABCDEFGHIJKL"]
    matches = [
        (
            f"n{n}",
            teams((long[n % 12], long[(n + 1) % 12]), (long[(n + 5) % 12], long[(n + 7) % 12]), (975, 550)),
        )
        for n in range(12)
    ]
    for lang in (FR, EN):
        report = season_report(season(matches), lang)
        for table in (report.standings, report.head_to_head, report.matches):
            assert table is not None
            columns = fit_columns(table, PAPERS["a4"][0] - 30 * pdfcheck.MM)
            for index, kind in enumerate(table.kinds):
                widest = max(cell_width(row.cells[index], BOLD) for row in table.rows)
                if kind == "number":  # right-aligned: FIGURE_GAP from the column before
                    assert columns.widths[index] >= widest + CELL_PAD + FIGURE_GAP, (
                        lang,
                        table.headers[index],
                    )
                elif kind == "rank":
                    assert columns.widths[index] >= widest + 2 * CELL_PAD, (lang, table.headers[index])
