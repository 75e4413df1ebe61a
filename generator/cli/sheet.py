"""``bornes sheet``: a score sheet for an edition and a setup, on paper, as a form or for a phone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from generator.cli.common import (
    command,
    edition_options,
    flag,
    lang_option,
    output_option,
    paper_option,
    parsed,
    refuse,
    resolve_edition,
    save,
    typed,
    warn_unprintable,
)

if TYPE_CHECKING:
    from pathlib import Path


@command(
    (
        "The Winning Moves box's sheet for three players, on A4",
        "bornes sheet --edition winning-moves --players 3 --paper a4",
    ),
    (
        "A French sheet for two, with the players' names printed",
        "bornes sheet --edition dujardin-2024 --players 2 --names Zoe --names Hugo",
    ),
    (
        "A form that adds itself up, to fill in on a tablet",
        "bornes sheet --edition parker-brothers --fillable -o tablet.pdf",
    ),
)
@edition_options
@click.option(
    "--players", type=click.IntRange(min=1), help="Players at the table (default: the edition's usual)."
)
@click.option(
    "--sides",
    type=click.IntRange(min=1),
    help="Sides, where the players alone do not tell (4 players: 2 teams, or 4 alone).",
)
@lang_option("Language of the sheet (default: the edition's).")
@paper_option()
@click.option(
    "--names",
    multiple=True,
    metavar="NAME",
    help="A side's name, once per side in order; without it the name boxes are left to write in.",
)
@click.option(
    "--hands",
    type=click.IntRange(min=1, max=200),
    help="Hands (games, for a race) to print in all; default: as many as fill one page.",
)
@click.option(
    "--first-hand",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="The number of the sheet's first hand, to go on with a match from another sheet.",
)
@flag("--fillable", help="A form that adds itself up, to fill in on screen.")
@flag(
    "--html",
    help="A score sheet for phones and tablets instead: one HTML file that applies the rules, "
    "keeps the match in the browser and exports its log; it needs no network.",
)
@output_option(
    "The file to write (default: output/sheet-EDITION-SETUP-LANG-PAPER.pdf; "
    "with --html, output/sheet-EDITION-SETUP-LANG.html)."
)
def sheet(output: Path | None, **options: Any) -> None:
    """Print a score sheet for your edition and setup, every value from its rules.

    A block per hand with a row per line the edition scores, each with its
    value, the hand's total and the running total; for dujardin-2025, a race
    sheet for a series of games. Prints the path of the PDF written.

    --html writes the sheet for a phone or a tablet instead: one file to
    send to the device and open in its browser, nothing to install. It asks
    each hand's facts, applies the edition's rules as `bornes score` does,
    keeps the match across reloads and exports it as a match log.
    """
    from generator.batch import sheet_job
    from generator.defaults import HTML_SUFFIXES, PDF_SUFFIXES, check_suffix, place
    from generator.sheets import SheetOrder
    from generator.sheets.content import check_names, pick_setup

    order = SheetOrder(**options)
    refuse(order.refusal(typed()))
    kind = (HTML_SUFFIXES, "the phone sheet") if order.html else (PDF_SUFFIXES, "the score sheet")
    parsed(lambda: check_suffix(output, *kind), option="-o")
    edition = resolve_edition(order.edition_id, order.rules_path)
    setup = parsed(lambda: pick_setup(edition, order.players, order.sides), option="--players/--sides")
    parsed(lambda: check_names(order.names or None, setup), option="--names")
    if not order.html:
        warn_unprintable(*order.names)
    save(sheet_job(place(output), edition, setup, order), output, inputs=[order.rules_path])
