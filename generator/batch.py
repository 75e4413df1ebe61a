"""``bornes all``: every default artefact, built in one process.

For each edition: its score sheet for the usual setup, in the edition's
language and that language's paper, and its rules reference cards; for each
bundled example match (``examples/``): its report and its race chart; for
each bundled example season (a folder of logs, ``examples/club-season/``):
its season report, as a PDF and as an HTML page. Each is printed and named
as its command would alone (``generator.defaults``). The fonts, catalogs and
libraries load once for all of them.
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
    from generator.stats.season import Season


@dataclass(frozen=True)
class Job:
    """One file to make: where it goes, and how to make its bytes."""

    path: Path
    build: Callable[[], bytes]


def example_logs() -> list[Path]:
    """The bundled example match logs, by name."""
    return sorted(resource("examples").glob("*.toml"))


EXAMPLE_SEASONS = ("club-season",)
"""The folders of ``examples/`` that hold a season's logs (``examples/rules/`` holds house rules)."""


def example_seasons() -> dict[str, list[Path]]:
    """The bundled example seasons, by folder name, each with its logs by name."""
    return {name: sorted((resource("examples") / name).glob("*.toml")) for name in EXAMPLE_SEASONS}


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


def season_jobs(folder: Path, name: str, club: Season, lang: str | None, paper: str | None) -> list[Job]:
    """The season report of a folder of logs, as a PDF and as an HTML page, named after the folder."""
    from generator.report.report_html import season_html
    from generator.report.report_pdf import season_pdf

    lang, paper = printing(club.edition, lang=lang, paper=paper)
    return [
        Job(
            folder / report_filename(name, lang, season=True),
            lambda: season_pdf(club, lang=lang, paper=paper),
        ),
        Job(
            folder / report_filename(name, lang, season=True, html=True), lambda: season_html(club, lang=lang)
        ),
    ]


def all_jobs(
    folder: Path,
    editions: Sequence[Edition],
    matches: Sequence[tuple[str, MatchResult]],
    *,
    seasons: Sequence[tuple[str, Season]] = (),
    lang: str | None = None,
    paper: str | None = None,
) -> list[Job]:
    """Every artefact for these editions, scored matches (each named after its log) and seasons
    (each named after its folder)."""
    jobs = [job for edition in editions for job in edition_jobs(folder, edition, lang, paper)]
    jobs += [job for name, result in matches for job in match_jobs(folder, name, result, lang, paper)]
    return jobs + [job for name, club in seasons for job in season_jobs(folder, name, club, lang, paper)]
