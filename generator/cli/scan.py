"""``bornes scan``: photos of a filled scan sheet read back into a match log."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    FILE_PATH,
    command,
    echo,
    edition_options,
    lang_option,
    output_option,
    parsed,
    resolve_edition,
    shown,
    warn,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang

EXTRA = "pip install 'bornes[scan]'"
"""What installs the reader's libraries (OpenCV and zxing-cpp), said where they are missing."""


@command(
    ("A photo of tonight's sheet, into a match log (tonight.toml)", "bornes scan tonight.jpg"),
    (
        "A match on two pages, with the sides' names",
        "bornes scan page1.jpg page2.jpg -o match.toml --side a=Zoe --side b=Hugo",
    ),
    (
        "Without a terminal: answer the doubts it printed, and see what it read",
        "bornes scan sheet.jpg --answer 3.b.miles=725 --review read.png",
    ),
    name="scan",
)
@click.argument("photos", metavar="PHOTO...", nargs=-1, required=True, type=ANY_PATH)
@output_option("The log to write (default: the first photo's name, ending in .toml); never overwritten.")
@edition_options
@click.option(
    "--players", type=click.IntRange(min=1), help="Players at the table, where the code cannot be read."
)
@click.option(
    "--first-hand",
    type=click.IntRange(min=1),
    help="The first hand printed on the page, where its code cannot be read (default: 1).",
)
@click.option(
    "--side",
    "sides",
    multiple=True,
    metavar="ID=NAME",
    help="A side's name (its letter as id: a=Zoe), where the sheet prints none; without it, asked.",
)
@click.option(
    "--answer",
    "answers",
    multiple=True,
    metavar="HAND.SIDE.FACT=VALUE",
    help="Answer a doubt from the command line: 3.b.miles=725, 2.a.delayed=yes.",
)
@click.option(
    "--review",
    type=FILE_PATH,
    help="Write the flattened pages as PNG, the marks read in green and the doubts numbered in red.",
)
@lang_option("Language of the questions and the table (default: the edition's).")
def scan(
    photos: tuple[Path, ...],
    output: Path | None,
    edition_id: str | None,
    rules_path: Path | None,
    players: int | None,
    first_hand: int | None,
    sides: tuple[str, ...],
    answers: tuple[str, ...],
    review: Path | None,
    lang: Lang | None,
) -> None:
    """Read photos of a filled scan sheet into a new match log, checked like any log.

    Print the sheet with `bornes sheet --layout scan`, fill one circle per
    row as you play, and photograph each page whole, its four black corner
    squares in view. Each doubt (two circles in a row, a faint mark, a
    rule broken) is asked as `bornes log` asks; without a terminal each is
    printed on one line and nothing is written (answer them with --answer).
    Ends with the hand-by-hand table: compare it with the totals on your
    sheet. Needs the scan extra: pip install 'bornes[scan]'.
    """
    from generator.errors import BornesError

    _check_extra()
    from generator.defaults import LOG_SUFFIXES, REVIEW_SUFFIXES, check_suffix
    from generator.matchlog.logfile import side_option
    from generator.scan.session import ScanOrder, scan_to_log
    from generator.scores import score_text
    from generator.text.i18n import say

    parsed(lambda: check_suffix(output, LOG_SUFFIXES, "a match log"), option="-o")
    parsed(lambda: check_suffix(review, REVIEW_SUFFIXES, "the review image"), option="--review")
    order = ScanOrder(
        photos=photos,
        output=output,
        edition=resolve_edition(edition_id, rules_path) if edition_id or rules_path else None,
        rules_path=rules_path,
        players=players,
        first_hand=first_hand,
        sides=parsed(
            lambda: tuple(side_option(text) for text in sides), option="--side", refusal=BornesError
        ),
        answers=answers,
        review=review,
        lang=lang,
    )
    done = scan_to_log(order, interactive=_interactive(), warn=warn, tell=_tell)
    echo(score_text([(done.result.match.title or "", done.result)], None, lang=done.lang), nl=False)
    echo(say("scan_compare", done.lang))
    shown(done.path)


def _interactive() -> bool:
    """Whether the doubts can be asked: standard input is a terminal."""
    return sys.stdin.isatty()


def _tell(line: str) -> None:
    """A doubt, on standard error: one line each."""
    from generator.textout import for_terminal

    click.echo(for_terminal(line, err=True), err=True)


def _check_extra() -> None:
    """A usage error naming the pip command where the reader's libraries cannot be imported."""
    try:
        import cv2  # noqa: F401
        import zxingcpp  # noqa: F401
    except ImportError as error:
        raise click.UsageError(
            f"bornes scan needs OpenCV and zxing-cpp, which are not installed ({error.name}): {EXTRA}"
        ) from None
