"""``bornes sheet``: a score sheet for an edition and a setup, on paper, as a form or for a phone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from generator.cli.common import (
    FILE_PATH,
    SHEET_LAYOUT_CHOICE,
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
    warn,
    warn_unprintable,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.rules.editions import Edition, Setup
    from generator.sheets import SheetOrder


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
@click.option(
    "--layout",
    type=SHEET_LAYOUT_CHOICE,
    default="standard",
    show_default=True,
    help="scan: a row of circles to fill per fact, to photograph and read back with `bornes scan`.",
)
@click.option(
    "--map",
    "map_path",
    type=FILE_PATH,
    help="With --layout scan, also write where its markers, code and circles are, as JSON.",
)
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

    --layout scan prints a sheet made to be photographed: a row of circles
    to fill per fact, which `bornes scan` reads back from a photo.

    --html writes the sheet for a phone or a tablet instead: one file to
    send to the device and open in its browser, nothing to install. It asks
    each hand's facts, applies the edition's rules as `bornes score` does,
    keeps the match across reloads and exports it as a match log.
    """
    from generator.batch import sheet_job
    from generator.defaults import HTML_SUFFIXES, MAP_SUFFIXES, PDF_SUFFIXES, check_suffix, place
    from generator.sheets import SheetOrder
    from generator.sheets.content import check_names, pick_setup

    order = SheetOrder(**options)
    refuse(order.refusal(typed()))
    kind = (HTML_SUFFIXES, "the phone sheet") if order.html else (PDF_SUFFIXES, "the score sheet")
    parsed(lambda: check_suffix(output, *kind), option="-o")
    parsed(lambda: check_suffix(order.map_path, MAP_SUFFIXES, "the sheet's map"), option="--map")
    edition = resolve_edition(order.edition_id, order.rules_path)
    setup = parsed(lambda: pick_setup(edition, order.players, order.sides), option="--players/--sides")
    parsed(lambda: check_names(order.names or None, setup), option="--names")
    if not order.html:
        warn_unprintable(*order.names)
    save(sheet_job(place(output), edition, setup, order), output, inputs=[order.rules_path])
    if order.layout == "scan" and order.names:
        _warn_names_out_of_code(edition, setup, order)
    if order.map_path is not None:
        from generator.batch import scan_map_job

        save(scan_map_job(order.map_path, edition, setup, order), order.map_path, inputs=[order.rules_path])


def _warn_names_out_of_code(edition: Edition, setup: Setup, order: SheetOrder) -> None:
    """Warn where the names printed on a scan sheet are too long to go in its code as well."""
    from generator.defaults import printing
    from generator.sheets.scan_pdf import names_in_code

    paper = printing(edition, lang=order.lang, paper=order.paper).paper
    if not names_in_code(edition, setup, paper, order.names):
        warn(
            "the names are too long to go in the scan sheet's code as well: bornes scan will ask "
            "them (or take --side ID=NAME)"
        )
