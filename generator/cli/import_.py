"""``bornes import``: filled fillable sheets read back into a match log."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import ANY_PATH, command, output_option, parsed, shown, warn

if TYPE_CHECKING:
    from pathlib import Path


@command(
    ("A sheet filled on a tablet, back into a match log (tablet.toml)", "bornes import tablet.pdf"),
    (
        "A match on two sheets (the second made with --first-hand)",
        "bornes import first.pdf second.pdf -o match.toml",
    ),
    name="import",
)
@click.argument("sheets", metavar="SHEET...", nargs=-1, required=True, type=ANY_PATH)
@output_option("The log to write (default: the first sheet's name, ending in .toml); never overwritten.")
def import_command(sheets: tuple[Path, ...], output: Path | None) -> None:
    """Read filled fillable sheets back into a match log, checked like any log.

    Several sheets of one match are read in order (the next one made with
    --first-hand). Where the totals the sheet stored disagree with the
    scoring module, a warning names the hand and side; the facts are written
    all the same. Prints the path of the log written.
    """
    from generator.defaults import LOG_SUFFIXES, check_suffix
    from generator.matchlog.form_reader import import_to_log

    parsed(lambda: check_suffix(output, LOG_SUFFIXES, "a match log"), option="-o")
    shown(import_to_log(sheets, output, warn=warn))
