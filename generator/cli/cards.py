"""``bornes cards``: rules reference cards, player aids or the printer's calibration target."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from generator.cli.common import (
    ANY_PATH,
    CARD_LAYOUT_CHOICE,
    DUPLEX_CHOICE,
    EDITIONS,
    F,
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
    write_all,
)
from generator.pdf.margins import HOME_SAFE_MM, MIN_MARGIN_MM, PRINT_SHOP_SAFE_MM, SAFE_MARGIN_MM

if TYPE_CHECKING:
    from pathlib import Path


def _read_millimetres(ctx: click.Context, param: click.Parameter, value: str | None) -> object:
    """An option's value in millimetres, read as ``generator.cards.OPTION_VALUES`` reads it."""
    if value is None:
        return None
    from generator.cards import OPTION_VALUES

    try:
        return OPTION_VALUES[param.opts[-1]](value)
    except ValueError as error:
        raise click.BadParameter(str(error), ctx=ctx, param=param) from None


def millimetres(name: str, help: str, *, default: str | None = None, metavar: str = "MM") -> Callable[[F], F]:
    """An option of ``bornes cards`` in millimetres: ``default``, when it has one, shown in its help."""
    return click.option(
        name,
        default=default,
        show_default=default is not None,
        metavar=metavar,
        callback=_read_millimetres,
        help=help,
    )


@command(
    (
        "Your box's cards, fronts then backs, to print double-sided",
        "bornes cards --edition winning-moves",
    ),
    (
        "Each card's front beside its back, to fold: no duplex needed",
        "bornes cards --edition dujardin-classic --layout fold",
    ),
    ("Four player aids, in French", "bornes cards --edition parker-brothers --aid --copies 4 --lang fr"),
)
@edition_options
@lang_option("Language of the cards (default: the edition's).")
@paper_option()
@click.option(
    "--layout",
    type=CARD_LAYOUT_CHOICE,
    default="cards",
    show_default=True,
    help="cards: fronts to cut out, each page followed by its backs for duplex; fold: each front "
    "beside its back, for printers without duplex; single: one card per page, for print shops; "
    "sheet: the cards as panels of one page.",
)
@millimetres(
    "--card-size",
    "Card width and height in mm (poker size by default; 63,5x88,9 works too).",
    default="63.5x88.9",
    metavar="WxH",
)
@click.option(
    "--duplex",
    type=DUPLEX_CHOICE,
    default="long",
    show_default=True,
    help="How your printer turns the sheet for the backs: over its long edge or its short edge.",
)
@millimetres(
    "--back-offset",
    "Move every back by X,Y mm (negative allowed), as read on the --calibrate target.",
    metavar="X,Y",
)
@millimetres(
    "--bleed",
    "Extend each card's background this far past the cut, for a print shop (3 is usual).",
    default="0",
)
@millimetres(
    "--margin",
    f"Keep everything this far from the paper's edge: {SAFE_MARGIN_MM:g} mm suits every printer; "
    "most print to 5 mm (nine poker cards to an A4 page, eight to Letter), "
    f"none nearer than {MIN_MARGIN_MM:g} mm.",
    default=f"{SAFE_MARGIN_MM:g}",
)
@millimetres(
    "--gap",
    "Space the cards this far apart, for cutting tools that want a gutter (0: edge to edge).",
    default="0",
)
@millimetres(
    "--safe",
    f"Keep the frame and text this far inside the cut (default: {PRINT_SHOP_SAFE_MM:g} with --layout "
    f"single, as print shops ask; {HOME_SAFE_MM:g} otherwise).",
)
@flag("--no-crop-marks", help="Leave out the crop marks around the cards.")
@flag(
    "--no-frame",
    help="Leave out the border inside each front's cut: a print shop's cutting drift then shows nowhere.",
)
@flag(
    "--png",
    help="With --layout single: each page as a 300 dpi PNG image instead, all in one ZIP file "
    "(front-01.png…, back-01.png…), for print services that take images only.",
)
@flag("--aid", help="Print player aids instead: hazards on the front, scoring on the back.")
@click.option(
    "--copies",
    type=click.IntRange(min=1, max=64),
    help="How many player aids (default: one per player of the edition's usual setup).",
)
@flag(
    "--calibrate",
    help="Print the two-page target that measures your printer's back offset, for --back-offset.",
)
@output_option(
    "The PDF to write (default: output/cards-EDITION-LANG-PAPER….pdf); "
    "with --all, the folder to write into (default: output).",
    type=ANY_PATH,
)
@flag("--all", "build_all", help="Build every edition, in English and in French (or in the --lang given).")
def cards(output: Path | None, **options: Any) -> None:
    """Print rules reference cards for your edition, in English or French.

    Eight cards: the turn, the players and the trip, hazards and remedies,
    the safeties, the coup fourré, scoring (or, for dujardin-2025, the race
    without points), the end of the hand and the match, and the deck. Every
    value comes from the edition's rules. Prints the path of each PDF written.

    --aid prints player aids instead (hazards on the front, scoring on the
    back); --calibrate prints the target that measures a duplex printer's
    back offset, to give back as --back-offset X,Y.
    """
    from generator.batch import card_jobs
    from generator.cards import CardOrder
    from generator.defaults import PDF_SUFFIXES, ZIP_SUFFIXES, check_suffix, output_folder, place

    order = CardOrder(**options)
    refuse(order.refusal(typed()))
    for caution in order.cautions():
        warn(caution)
    if order.build_all:
        jobs = card_jobs(output_folder(output).joinpath, EDITIONS.values(), order, warn=warn)
        write_all(jobs, "Building cards")
        return
    if order.png:
        parsed(lambda: check_suffix(output, ZIP_SUFFIXES, "the cards' images"), option="-o")
    else:
        parsed(lambda: check_suffix(output, PDF_SUFFIXES, "the cards"), option="-o")
    editions = [] if order.calibrate else [resolve_edition(order.edition_id, order.rules_path)]
    warn_unprintable(*(edition.house_rules for edition in editions))
    (job,) = card_jobs(place(output), editions, order, warn=warn)
    save(job, output, inputs=[order.rules_path])
