"""``bornes all``: every default artefact, built in one process.

For each edition: its score sheet for the usual setup, in the edition's
language and that language's paper, and its rules reference cards; for each
bundled example match (``examples/``): its report and its race chart. Each
is printed and named as its command would alone (``generator.defaults``).
The fonts, catalogs and libraries load once for all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from generator.defaults import CHART_FORMAT, chart_filename, printing, report_filename
from generator.files import resource
from generator.rules.editions import Edition

if TYPE_CHECKING:
    from generator.rules.match import MatchResult


@dataclass(frozen=True)
class Job:
    """One file to make: where it goes, and how to make its bytes."""

    path: Path
    build: Callable[[], bytes]


def example_logs() -> list[Path]:
    """The bundled example match logs, by name."""
    return sorted(resource("examples").glob("*.toml"))


def edition_jobs(folder: Path, edition: Edition, lang: str | None, paper: str | None) -> list[Job]:
    """The default score sheet and reference cards of one edition."""
    from generator.cards import default_filename as cards_filename
    from generator.cards.cards_pdf import build_cards
    from generator.sheets.content import default_filename as sheet_filename
    from generator.sheets.sheet_pdf import sheet_pdf

    lang, paper = printing(edition, lang=lang, paper=paper)
    setup = edition.default_setup
    return [
        Job(
            folder / sheet_filename(edition, setup, lang=lang, paper=paper, fillable=False),
            lambda: sheet_pdf(edition, setup, lang=lang, paper=paper, names=None, hands=None, fillable=False),
        ),
        Job(
            folder / cards_filename(edition, lang=lang, paper=paper, layout="cards"),
            lambda: build_cards(edition, lang=lang, paper=paper, layout="cards"),
        ),
    ]


def match_jobs(
    folder: Path, name: str, result: MatchResult, lang: str | None, paper: str | None
) -> list[Job]:
    """The report and race chart of one logged match, named after its log."""
    from generator.chart.export import still
    from generator.report.report_pdf import match_pdf

    lang, paper = printing(result.match.edition, lang=lang, paper=paper)
    return [
        Job(folder / report_filename(name, lang), lambda: match_pdf(result, lang=lang, paper=paper)),
        Job(folder / chart_filename(name), lambda: still(result, CHART_FORMAT, lang)),
    ]


def all_jobs(
    folder: Path,
    editions: Sequence[Edition],
    matches: Sequence[tuple[str, MatchResult]],
    *,
    lang: str | None = None,
    paper: str | None = None,
) -> list[Job]:
    """Every artefact for these editions and scored matches (each named after its log)."""
    jobs = [job for edition in editions for job in edition_jobs(folder, edition, lang, paper)]
    return jobs + [job for name, result in matches for job in match_jobs(folder, name, result, lang, paper)]
