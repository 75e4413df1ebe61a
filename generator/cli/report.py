"""``bornes report``: a match's report, or a season's, as a PDF, an HTML page or a picture to share."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    command,
    flag,
    lang_option,
    output_option,
    paper_option,
    parsed,
    save,
    season_of,
    typed,
    warn_unprintable_matches,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang


@command(
    (
        "A match's report: who won and why, the race chart, every hand",
        "bornes report examples/friday-night.toml",
    ),
    (
        "One picture of the night, in French, to post in the club's chat",
        "bornes report examples/friday-night.toml --png --lang fr",
    ),
    (
        "A season's standings from every match of a folder",
        "bornes report --season club/*.toml -o season.pdf",
    ),
)
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=ANY_PATH)
@lang_option("Language of the report (default: the edition's).")
@paper_option()
@flag("--season", help="Several logs, same rules: standings across the matches.")
@flag(
    "--html",
    help="Write one self-contained HTML page instead of the PDF (charts as SVG with their text, "
    "nothing to load), to share or read on a phone. An -o ending in .html implies it.",
)
@flag(
    "--png",
    help="Write one picture to post in a chat instead of the PDF, sized for a phone's screen: the "
    "result, the standings and the race chart (a season's: its standings and ratings). An -o ending "
    "in .png implies it.",
)
@output_option(
    "The file to write (default: output/report-LOG-LANG.pdf, or output/season-FOLDER-LANG.pdf named "
    "after the logs' folder; .html with --html, .png with --png)."
)
def report(
    logs: tuple[Path, ...],
    lang: Lang | None,
    paper: str | None,
    season: bool,
    html: bool,
    png: bool,
    output: Path | None,
) -> None:
    """Print a match report: the result and why, the race chart, every hand, highlights.

    Every figure is computed by the scoring module, as `bornes score` prints it.
    With --season and several logs (same rules), a season report: standings
    across the matches (everyone named in the logs, each player of a team that
    names its players), head-to-head, ratings, each match's result and a page
    per player. --html writes it as a page to read on a phone, --png as one
    picture to post in a chat. Prints the path of the file written.
    """
    from generator.batch import report_job
    from generator.defaults import (
        HTML_SUFFIXES,
        PDF_SUFFIXES,
        PNG_SUFFIXES,
        check_suffix,
        is_html,
        is_png,
        place,
        season_name,
    )
    from generator.matchlog.load import load_results

    html = html or is_html(output)
    png = png or is_png(output)
    if html and png:
        raise click.UsageError("--html and --png make different files: give one")
    suffixes = HTML_SUFFIXES if html else PNG_SUFFIXES if png else PDF_SUFFIXES
    parsed(lambda: check_suffix(output, suffixes, "the report"), option="-o")
    if (html or png) and "--paper" in typed():
        raise click.UsageError(f"--paper has no effect on {'an HTML page' if html else 'a picture'}")
    if len(logs) > 1 and not season:
        raise click.UsageError("several logs make a season report: add --season")
    inputs: list[Path] = []
    results = load_results(logs, inputs=inputs)
    if not html:
        warn_unprintable_matches(result for _, result in results)
    played = season_of(results) if season else results[0][1]
    name = season_name(logs) if season else logs[0].stem
    job = report_job(place(output), name, played, lang=lang, paper=paper, html=html, png=png)
    save(job, output, inputs=inputs)
