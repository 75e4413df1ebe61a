"""``bornes score``: a match's or a season's scores, printed or written as a workbook."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    command,
    echo,
    echo_json,
    flag,
    lang_option,
    output_option,
    parsed,
    save,
    season_of,
    terminal_width,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang


@command(
    ("Every hand's lines, the running totals and the winner", "bornes score examples/friday-night.toml"),
    ("The same as JSON, for a program to read", "bornes score examples/friday-night.toml --json"),
    ("Every match of a folder in one table, for a spreadsheet", "bornes score club/*.toml --csv"),
)
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=ANY_PATH)
@flag(
    "--season",
    "as_season",
    help="The logs as a season (same rules): standings, ratings, head-to-head. Several logs are one "
    "unless --csv is given without it.",
)
@flag("--json", "as_json", help="Print the scores as JSON (a season: the season's).")
@flag(
    "--csv",
    "as_csv",
    help="Print a CSV table: a row per hand and side (several logs: one table); with --season, "
    "the standings.",
)
@flag(
    "--summary",
    help="Print a few lines to paste in a chat or an e-mail: the result and the best hand, or a "
    "season's standings.",
)
@lang_option(
    "Language of the table, of --summary and of the spreadsheet's headings (default: the edition's); "
    "JSON and CSV keep their keys."
)
@output_option(
    "Write a spreadsheet (FILE.xlsx) instead of printing: every hand, and for a season its "
    "standings, matches, ratings and head-to-head, headed in the report's words, with real numbers "
    "and dates."
)
def score(
    logs: tuple[Path, ...],
    as_season: bool,
    as_json: bool,
    as_csv: bool,
    summary: bool,
    lang: Lang | None,
    output: Path | None,
) -> None:
    """Score a match log: every hand's lines, running totals and the winner.

    Several logs of the same rules are a season: its standings (everyone
    named in the logs, each player of a team that names its players), with
    --json its standings, ratings, head-to-head, form and a page per player.
    --csv prints one row per hand and side with every fact and line, for a
    program (with --season, the standings); -o FILE.xlsx writes a workbook
    that LibreOffice and Excel open as it is.
    """
    from pathlib import Path

    from generator.defaults import WORKBOOK_SUFFIXES, check_suffix
    from generator.files import STDOUT, Job, write_output
    from generator.matchlog.load import load_results
    from generator.scores import score_json, score_text, score_workbook

    if sum((as_json, as_csv, summary, output is not None)) > 1:
        raise click.UsageError("--json, --csv, --summary and -o: choose one")
    parsed(lambda: check_suffix(output, WORKBOOK_SUFFIXES, "the spreadsheet"), option="-o")
    inputs: list[Path] = []  # the logs and the house rules they name: never written over
    results = load_results(logs, inputs=inputs)
    club = season_of(results) if as_season or (len(logs) > 1 and not as_csv) else None
    if output is not None:
        save(Job(output, lambda: score_workbook(results, club, lang=lang)), output, inputs=inputs)
    elif as_json:
        echo_json(score_json(results, club))
    elif as_csv and not sys.stdout.isatty():
        # Into a file or a program: the data as the logs hold it, in UTF-8 (csvout neutralises what a
        # spreadsheet would run); a terminal is shown it as every text is, its control characters escaped.
        write_output(Path(STDOUT), score_text(results, club, lang=lang, csv=True).encode("utf-8"))
    else:
        width = terminal_width()
        echo(score_text(results, club, lang=lang, csv=as_csv, summary=summary, width=width), nl=False)
