"""The files Bornes makes, as jobs: where each goes, and how to build its bytes.

A command that makes a file asks here for its job (``sheet_job``,
``card_jobs``, ``report_job``…), named as ``generator.defaults`` names
it, and writes it; ``bornes cards --all`` and ``bornes all`` are lists of
jobs, written in one loop, so a file made alone and the same file made in a
batch have the same name and the same bytes. A job is placed by a ``Place``:
for one command, ``-o`` or the default folder (``defaults.place``); for a
batch, its folder.

``bornes all`` makes every default artefact in one process. For each
edition: its score sheet for the usual setup, in the edition's language and
that language's paper, and its rules reference cards; for each bundled
example match (``examples/``): its report and its race chart; for each
bundled example season (a folder of logs, ``examples/club-season/``): its
season report, as a PDF and as an HTML page. The fonts, catalogs and
libraries load once for all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from generator.defaults import chart_filename, printing, report_filename
from generator.files import Job, resource
from generator.rules.editions import Edition
from generator.text.languages import Lang

if TYPE_CHECKING:
    from generator.cards import CardOrder
    from generator.rules.editions import Setup
    from generator.rules.match import MatchResult
    from generator.sheets import SheetOrder
    from generator.stats.season import Season

Place = Callable[[str], Path]
"""Where a file goes, given its default name: a batch's folder (``folder.joinpath``), or for one
command the file given with ``-o``, else the default folder (``generator.defaults.place``)."""

Warn = Callable[[str], None]
"""Where a job tells what its user should know of the file it makes: the command's warnings."""


def example_logs() -> list[Path]:
    """The bundled example match logs, by name."""
    return sorted(resource("examples").glob("*.toml"))


EXAMPLE_SEASONS = ("club-season",)
"""The folders of ``examples/`` that hold a season's logs (``examples/rules/`` holds house rules)."""


def example_seasons() -> dict[str, list[Path]]:
    """The bundled example seasons, by folder name, each with its logs by name."""
    return {name: sorted((resource("examples") / name).glob("*.toml")) for name in EXAMPLE_SEASONS}


def sheet_job(place: Place, edition: Edition, setup: Setup, order: SheetOrder) -> Job:
    """The score sheet of an edition and setup, as ``order`` asks: a PDF, or the phone sheet."""
    lang, paper = printing(edition, lang=order.lang, paper=order.paper)
    names = order.names or None
    if order.html:
        from generator.sheets.sheet_html import default_filename as html_filename
        from generator.sheets.sheet_html import sheet_html

        path = place(html_filename(edition, setup, lang=lang))
        return Job(
            path, lambda: sheet_html(edition, setup, lang=lang, names=names, rules_file=order.rules_file)
        )
    if order.layout == "scan":
        return _scan_sheet_job(place, edition, setup, order, lang, paper)
    from generator.sheets.content import default_filename

    def build() -> bytes:
        from generator.sheets.sheet_pdf import sheet_pdf

        return sheet_pdf(
            edition,
            setup,
            lang=lang,
            paper=paper,
            names=names,
            hands=order.hands,
            first_hand=order.first_hand,
            fillable=order.fillable,
            rules_file=order.rules_file,
        )

    return Job(
        place(default_filename(edition, setup, lang=lang, paper=paper, fillable=order.fillable)), build
    )


def _scan_sheet_job(
    place: Place, edition: Edition, setup: Setup, order: SheetOrder, lang: Lang, paper: str
) -> Job:
    """The scan sheet (``--layout scan``): whole pages for the hands asked, its code naming the house
    rules' hash where it has them."""
    from generator.sheets.scan_content import scan_filename

    def build() -> bytes:
        from generator.sheets.scan_pdf import scan_pdf

        return scan_pdf(
            edition,
            setup,
            lang=lang,
            paper=paper,
            names=order.names or None,
            hands=order.hands,
            first_hand=order.first_hand,
            rules_hash=_rules_hash(order),
        )

    return Job(place(scan_filename(edition, setup, lang=lang, paper=paper)), build)


def _rules_hash(order: SheetOrder) -> str | None:
    """The short hash of the house-rules file a sheet is printed for (``scan_code.rules_hash``)."""
    if order.rules_path is None:
        return None
    from generator.errors import HouseRulesError
    from generator.files import read_text
    from generator.sheets.scan_code import rules_hash

    return rules_hash(read_text(order.rules_path, HouseRulesError))


def scan_map_job(path: Path, edition: Edition, setup: Setup, order: SheetOrder) -> Job:
    """The scan sheet's map (``--map FILE``): where its markers, code and circles are, as JSON."""
    paper = printing(edition, lang=order.lang, paper=order.paper).paper

    def build() -> bytes:
        from generator.sheets.scan_layout import map_json, scan_layout

        return map_json(scan_layout(edition, setup, paper, first_hand=order.first_hand, hands=order.hands))

    return Job(path, build)


def card_jobs(
    place: Place, editions: Iterable[Edition], order: CardOrder, *, warn: Warn | None = None
) -> list[Job]:
    """The rules reference cards (or player aids) of each edition in each language of ``order``
    (``CardOrder.languages``), printed as it asks; or, for ``order.calibrate``, the calibration target.

    ``warn`` is told of every card with text below the legible size, naming the file.
    """
    from generator.cards import calibration_filename

    if order.calibrate:
        lang, paper = printing(None, lang=order.lang, paper=order.paper)
        path = place(calibration_filename(lang=lang, paper=paper, duplex=order.duplex))
        return [Job(path, lambda: _calibration(lang, paper, order))]
    jobs = []
    for edition in editions:
        for language in order.languages():
            lang, paper = printing(edition, lang=language, paper=order.paper)
            path = place(order.filename(edition, lang=lang, paper=paper))
            told = None if warn is None else _naming(path, warn)
            jobs.append(Job(path, _cards(edition, lang, paper, order, told)))
    return jobs


def _naming(path: Path, warn: Warn) -> Warn:
    """``warn``, each warning naming the file it is about (under ``--all``, one of ten)."""
    return lambda message: warn(f"{path}: {message}")


def _cards(
    edition: Edition, lang: Lang, paper: str, order: CardOrder, warn: Warn | None
) -> Callable[[], bytes]:
    """How the cards of one edition are made: ``build_cards`` with the print options of ``order``;
    with ``order.png``, its pages as PNG images in one ZIP archive (``generator.pdf.raster``)."""

    def build() -> bytes:
        pdf = build_pdf()
        if not order.png:
            return pdf
        from generator.cards import face_names
        from generator.pdf.raster import archive, page_images

        images = page_images(pdf)
        return archive(list(zip(face_names(len(images)), images, strict=True)))

    def build_pdf() -> bytes:
        from generator.cards.cards_pdf import build_cards

        return build_cards(
            edition,
            lang=lang,
            paper=paper,
            layout=order.layout,
            card_size=order.card_size,
            crop_marks=not order.no_crop_marks,
            duplex=order.duplex,
            bleed=order.bleed,
            margin=order.margin,
            gap=order.gap,
            safe=order.safe,
            back_offset=order.back_offset or (0.0, 0.0),
            aid=order.aid,
            copies=order.copies,
            frame=not order.no_frame,
            warn=warn,
        )

    return build


def _calibration(lang: Lang, paper: str, order: CardOrder) -> bytes:
    """The calibration target, for the printer's flip that ``order`` names."""
    from generator.cards.calibration import build_calibration

    return build_calibration(lang=lang, paper=paper, duplex=order.duplex)


def report_job(
    place: Place,
    name: str,
    played: MatchResult | Season,
    *,
    lang: Lang | None,
    paper: str | None,
    html: bool = False,
    png: bool = False,
) -> Job:
    """The report of a logged match, named after its log, or of a season, named after its logs'
    folder (``defaults.season_name``): a PDF, or with ``html`` a page, with ``png`` a picture to
    share."""
    from generator.rules.match import MatchResult

    edition = played.match.edition if isinstance(played, MatchResult) else played.edition
    printed = printing(edition, lang=lang, paper=paper)
    season = not isinstance(played, MatchResult)
    path = place(report_filename(name, printed.lang, season=season, html=html, png=png))

    def build() -> bytes:
        if png:
            from generator.report.picture import match_picture, png_file, season_picture

            if isinstance(played, MatchResult):
                return png_file(match_picture(played, lang=printed.lang))
            return png_file(season_picture(played, lang=printed.lang))
        if isinstance(played, MatchResult):
            if html:
                from generator.report.report_html import match_html

                return match_html(played, lang=printed.lang)
            from generator.report.report_pdf import match_pdf

            return match_pdf(played, lang=printed.lang, paper=printed.paper)
        if html:
            from generator.report.report_html import season_html

            return season_html(played, lang=printed.lang)
        from generator.report.report_pdf import season_pdf

        return season_pdf(played, lang=printed.lang, paper=printed.paper)

    return Job(path, build)


def chart_job(place: Place, name: str, result: MatchResult, *, lang: Lang | None) -> Job:
    """The race chart of one logged match, named after its log (``defaults.chart_filename``), in the
    format its file's suffix names (``chart.formats.format_of``)."""
    from generator.chart.formats import format_of

    lang = printing(result.match.edition, lang=lang, paper=None).lang
    path = place(chart_filename(name))

    def build() -> bytes:
        from generator.chart.export import still

        return still(result, format_of(path), lang)

    return Job(path, build)


def season_chart_job(place: Place, name: str, club: Season, *, lang: Lang | None) -> Job:
    """The ratings over a season, named after its logs' folder (``defaults.season_name``), in the
    format its file's suffix names."""
    from generator.chart.formats import format_of

    lang = printing(club.edition, lang=lang, paper=None).lang
    path = place(chart_filename(name, season=True))

    def build() -> bytes:
        from generator.report.picture import season_chart

        return season_chart(club, format_of(path), lang=lang)

    return Job(path, build)


def animation_job(path: Path, result: MatchResult, *, lang: Lang | None) -> Job:
    """The race chart of one logged match as an animated GIF, drawn hand by hand."""
    lang = printing(result.match.edition, lang=lang, paper=None).lang

    def build() -> bytes:
        from generator.chart.export import animation

        return animation(result, lang)

    return Job(path, build)


def edition_jobs(folder: Path, edition: Edition, lang: Lang | None, paper: str | None) -> list[Job]:
    """The default score sheet and reference cards of one edition."""
    from generator.cards import CardOrder
    from generator.sheets import SheetOrder

    return [
        sheet_job(folder.joinpath, edition, edition.default_setup, SheetOrder(lang=lang, paper=paper)),
        *card_jobs(folder.joinpath, [edition], CardOrder(lang=lang, paper=paper)),
    ]


def match_jobs(
    folder: Path, name: str, result: MatchResult, lang: Lang | None, paper: str | None
) -> list[Job]:
    """The report and race chart of one logged match, named after its log."""
    return [
        report_job(folder.joinpath, name, result, lang=lang, paper=paper),
        chart_job(folder.joinpath, name, result, lang=lang),
    ]


def season_jobs(folder: Path, name: str, club: Season, lang: Lang | None, paper: str | None) -> list[Job]:
    """The season report of a folder of logs, as a PDF and as an HTML page, named after the folder."""
    return [
        report_job(folder.joinpath, name, club, lang=lang, paper=paper, html=html) for html in (False, True)
    ]


def all_jobs(
    folder: Path,
    editions: Sequence[Edition],
    matches: Sequence[tuple[str, MatchResult]],
    *,
    seasons: Sequence[tuple[str, Season]] = (),
    lang: Lang | None = None,
    paper: str | None = None,
) -> list[Job]:
    """Every artefact for these editions, scored matches (each named after its log) and seasons
    (each named after its folder)."""
    jobs = [job for edition in editions for job in edition_jobs(folder, edition, lang, paper)]
    jobs += [job for name, result in matches for job in match_jobs(folder, name, result, lang, paper)]
    return jobs + [job for name, club in seasons for job in season_jobs(folder, name, club, lang, paper)]


def default_jobs(
    folder: Path,
    editions: Sequence[Edition],
    *,
    lang: Lang | None,
    paper: str | None,
    inputs: list[Path],
    warn: Warn,
) -> list[Job]:
    """``bornes all``: every artefact of ``editions`` and of the bundled examples played with them.

    ``inputs`` receives every example log read and the house rules it names;
    ``warn`` is told what each example season warns of (``Season.warnings``).
    """
    from generator.matchlog.load import load_result
    from generator.stats.season import season

    ids = {edition.id for edition in editions}
    matches = [(log.stem, load_result(log, inputs=inputs)) for log in example_logs()]
    chosen = [(name, result) for name, result in matches if result.match.edition.id in ids]
    seasons = []
    for name, logs in example_seasons().items():
        club = season([(log.stem, load_result(log, inputs=inputs)) for log in logs])
        for warning in club.warnings:
            warn(warning)
        if club.edition.id in ids:
            seasons.append((name, club))
    return all_jobs(folder, editions, chosen, seasons=seasons, lang=lang, paper=paper)
