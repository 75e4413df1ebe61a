"""Rules reference cards: eight cards per edition, in English or French, from the rules module.

The folders show the pipeline:

    content.py      the facts each card prints, read from the edition's record
    templates.py    the wording: Jinja2 templates (templates/cards/) and gettext
                    catalogs (templates/locale/), strict and autoescaped
    markup.py       the templates' output read back as blocks of plain text
    layout.py       the blocks set in a box: wrap, then shrink, never clip
    imposition.py   the cards placed on paper: grid, bleed, crop marks, fold pairs, backs
    plan.py         every page as data: the faces, marks, fold lines, page boxes, slug band
    panels.py       the one-page sheet: each card a panel, in columns, at one size
    cards_pdf.py    ReportLab draws it all: ``build_cards`` returns the PDF
    calibration.py  the printer's calibration target (``--calibrate``)

This module itself stays light (no ReportLab), so the CLI can read the
choices of ``bornes cards`` without loading the drawing libraries.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from generator.cards.imposition import POKER, Duplex
from generator.defaults import edition_in_name
from generator.pdf.margins import MIN_MARGIN_MM, SAFE_MARGIN_MM
from generator.rules.editions import Edition
from generator.text.languages import Lang, every_language

if TYPE_CHECKING:
    from pathlib import Path


class Layout(NamedTuple):
    """A way of putting the cards on paper (``--layout``): what it prints, the options of
    ``bornes cards`` it has no use for (refused when typed, never silently ignored), and whether
    it can print the player aids."""

    summary: str
    ignores: tuple[str, ...] = ()
    aids: bool = True


LAYOUTS: Mapping[str, Layout] = MappingProxyType(
    {
        "cards": Layout(
            "card-sized fronts with crop marks, each page followed by its backs for duplex",
            ignores=("--png",),
        ),
        "fold": Layout(
            "each front beside its back on one page, for printers without duplex: fold, glue, cut",
            ignores=("--back-offset", "--duplex", "--png"),
        ),
        "single": Layout(
            "one card per page at its trim size plus bleed, fronts then backs, for print shops",
            ignores=("--back-offset", "--duplex", "--no-crop-marks", "--margin", "--gap"),
        ),
        "sheet": Layout(
            "the same cards as panels of one page, for the table",
            ignores=(
                "--card-size",
                "--bleed",
                "--back-offset",
                "--duplex",
                "--no-crop-marks",
                "--margin",
                "--gap",
                "--safe",
                "--no-frame",
                "--png",
            ),
            aids=False,
        ),
    }
)
"""The ``--layout`` choices: what each prints, and which options it refuses."""

DUPLEX: Mapping[str, str] = MappingProxyType(
    {
        "long": "the printer turns the sheet over its long edge (most duplex printers)",
        "short": "the printer turns the sheet over its short edge",
    }
)
"""The ``--duplex`` choices: how the backs are placed for the printer's flip."""

CALIBRATION_IGNORES = (
    "--card-size",
    "--bleed",
    "--back-offset",
    "--no-crop-marks",
    "--layout",
    "--aid",
    "--copies",
    "--all",
    "--margin",
    "--gap",
    "--safe",
    "--no-frame",
    "--png",
)
"""The options of ``bornes cards`` that the calibration target (``--calibrate``) has no use for:
it is two pages for the printer, in the language, paper and duplex asked for."""

DEFAULT_CARD_SIZE = POKER

_NUMBER = r"\d+(?:[.,]\d+)?"
_SIZE = re.compile(rf"^\s*({_NUMBER})\s*[x×X]\s*({_NUMBER})\s*(?:mm)?\s*$")
_OFFSET = re.compile(rf"^\s*(-?{_NUMBER})\s*[,;]\s*(-?{_NUMBER})\s*(?:mm)?\s*$")


def _mm(text: str) -> float:
    """A length typed with a decimal point or, the French way, a decimal comma."""
    return float(text.replace(",", "."))


def parse_card_size(text: str) -> tuple[float, float]:
    """A card size ``WxH`` in millimetres ("63.5x88.9", "63,5x88,9"); ``ValueError`` saying why not."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"{text!r} is not a size: write WIDTHxHEIGHT in mm, e.g. 63.5x88.9")
    width, height = _mm(match[1]), _mm(match[2])
    if width <= 0 or height <= 0:
        raise ValueError(f"{text!r}: a card's width and height must be more than 0 mm")
    return width, height


def parse_offset(text: str) -> tuple[float, float]:
    """A back offset ``X,Y`` in millimetres, negative allowed ("1.5,-0.5", "1,5;-0,5")."""
    match = _OFFSET.match(text)
    if not match:
        raise ValueError(f"{text!r} is not an offset: write X,Y in mm, e.g. 1.5,-0.5, as the target reads")
    return _mm(match[1]), _mm(match[2])


def parse_length(text: str) -> float:
    """A length of 0 mm or more ("3", "1,5"); ``ValueError`` saying why not."""
    if not re.fullmatch(rf"\s*{_NUMBER}\s*(?:mm)?\s*", text):
        raise ValueError(f"{text!r} is not a length in mm, e.g. 3")
    return _mm(text.strip().removesuffix("mm").strip())


def parse_margin(text: str) -> float:
    """A margin from the paper's edge in mm, ``MIN_MARGIN_MM`` or more ("5", "4,5")."""
    margin = parse_length(text)
    if margin < MIN_MARGIN_MM:
        raise ValueError(
            f"{text!r}: no printer prints nearer than {MIN_MARGIN_MM:g} mm to the edge; "
            f"give {MIN_MARGIN_MM:g} or more"
        )
    return margin


OPTION_VALUES: Mapping[str, Callable[[str], object]] = MappingProxyType(
    {
        "--card-size": parse_card_size,
        "--back-offset": parse_offset,
        "--bleed": parse_length,
        "--margin": parse_margin,
        "--gap": parse_length,
        "--safe": parse_length,
    }
)
"""How the value of each option of ``bornes cards`` given in millimetres is read."""


class CardOrder(NamedTuple):
    """What ``bornes cards`` is asked for: the edition (``--edition``, ``--rules``), the language and
    paper, how the cards are printed, the player aids, the calibration target, every edition.

    The defaults are the command's: the cards of ``bornes all``.
    """

    edition_id: str | None = None
    rules_path: Path | None = None
    lang: Lang | None = None
    paper: str | None = None
    layout: str = "cards"
    card_size: tuple[float, float] = POKER
    duplex: Duplex = "long"
    back_offset: tuple[float, float] | None = None
    bleed: float = 0.0
    margin: float = SAFE_MARGIN_MM
    gap: float = 0.0
    safe: float | None = None
    no_crop_marks: bool = False
    no_frame: bool = False
    png: bool = False
    aid: bool = False
    copies: int | None = None
    calibrate: bool = False
    build_all: bool = False

    def refusal(self, typed: Collection[str]) -> str | None:
        """Why the options ``typed`` (as the user typed them, ``--gap``) do not go together; ``None``
        when they do.

        An option the layout (or the calibration target) has no use for is refused, never silently
        ignored (``Layout.ignores``, ``CALIBRATION_IGNORES``); so are ``--copies`` without
        ``--aid``, the player aid on a layout that prints none (``Layout.aids``), and an edition
        for the calibration target or besides ``--all``.
        """
        ignored = CALIBRATION_IGNORES if self.calibrate else LAYOUTS[self.layout].ignores
        what = "--calibrate" if self.calibrate else f"--layout {self.layout}"
        for option in ignored:
            if option in typed:
                return f"{option} has no effect with {what}"
        if "--copies" in typed and not self.aid:
            return "--copies is the number of player aids: give it with --aid"
        if self.aid and not LAYOUTS[self.layout].aids:
            able = [name for name, layout in LAYOUTS.items() if layout.aids]
            return f"the player aid is a card: use --layout {', '.join(able[:-1])} or {able[-1]}"
        chosen = self.edition_id is not None or self.rules_path is not None
        if self.calibrate and chosen:
            return "--calibrate prints a target for the printer: give it without an edition"
        if self.build_all and chosen:
            return "--all builds every edition: give it without --edition or --rules"
        return None

    def cautions(self) -> list[str]:
        """What the user should check before printing: a margin nearer the paper's edge than
        ``SAFE_MARGIN_MM`` on a layout that keeps margins (some printers print nothing there)."""
        if self.margin >= SAFE_MARGIN_MM or "--margin" in LAYOUTS[self.layout].ignores:
            return []
        return [
            f"a {self.margin:g} mm margin is nearer the edge than some printers print: "
            f"check that yours prints there, or keep the {SAFE_MARGIN_MM:g} mm default"
        ]

    def filename(self, edition: Edition, *, lang: Lang, paper: str) -> str:
        """``cards-<edition>-<lang>-<paper>[-aid][-<layout>][-short].pdf`` (the edition:
        ``edition_in_name``), ``.zip`` for the PNG images: the file this order makes."""
        suffix = ("-aid" if self.aid else "") + (f"-{self.layout}" if self.layout != "cards" else "")
        if self.layout == "cards" and self.duplex == "short":
            suffix += "-short"
        return f"cards-{edition_in_name(edition)}-{lang}-{paper}{suffix}.{'zip' if self.png else 'pdf'}"

    def languages(self) -> list[Lang | None]:
        """The languages to print in: the one asked for (``None``: the edition's), and with
        ``--all`` and none asked for, each of ``generator.text.languages``."""
        if self.build_all and self.lang is None:
            return [*every_language()]
        return [self.lang]


def default_filename(
    edition: Edition, *, lang: Lang, paper: str, layout: str, aid: bool = False, duplex: Duplex = "long"
) -> str:
    """The PDF ``bornes cards`` makes of ``edition`` as asked (``CardOrder.filename``)."""
    return CardOrder(layout=layout, aid=aid, duplex=duplex).filename(edition, lang=lang, paper=paper)


def calibration_filename(*, lang: Lang, paper: str, duplex: str = "long") -> str:
    """``calibration-<lang>-<paper>[-short].pdf``: the printer's calibration target."""
    return f"calibration-{lang}-{paper}{'-short' if duplex == 'short' else ''}.pdf"


def face_names(pages: int) -> list[str]:
    """The names of a ``--layout single`` PDF's pages as images: ``front-01.png``… then
    ``back-01.png``…, the fronts being the first half of the pages and the backs the second."""
    half = pages // 2
    return [f"{'front' if index < half else 'back'}-{index % half + 1:02d}.png" for index in range(pages)]
