"""Rules reference cards: six cards per edition, in English or French, from the rules module.

The folders show the pipeline:

    content.py      the facts each card prints, read from the edition's record
    templates.py    the wording: Jinja2 templates (templates/cards/) and gettext
                    catalogs (templates/locale/), strict and autoescaped
    markup.py       the templates' output read back as blocks of plain text
    layout.py       the blocks set in a box: wrap, then shrink, never clip
    imposition.py   the cards placed on paper: grid, bleed, crop marks, fold pairs, backs
    plan.py         every page as data: the faces, marks, fold lines, page boxes, slug band
    cards_pdf.py    ReportLab draws it all: ``build_cards`` returns the PDF

This module itself stays light (no ReportLab), so the CLI can read the
choices of ``bornes cards`` without loading the drawing libraries.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from generator.cards.imposition import POKER
from generator.defaults import edition_in_name
from generator.pdf.margins import MIN_MARGIN_MM
from generator.rules.editions import Edition

LAYOUTS: Mapping[str, str] = MappingProxyType(
    {
        "cards": "card-sized fronts with crop marks, each page followed by its backs for duplex",
        "fold": "each front beside its back on one page, for printers without duplex: fold, glue, cut",
        "single": "one card per page at its trim size plus bleed, fronts then backs, for print shops",
        "sheet": "the same six cards as panels of one page, for the table",
    }
)
"""The ``--layout`` choices and what each prints."""

DUPLEX: Mapping[str, str] = MappingProxyType(
    {
        "long": "the printer turns the sheet over its long edge (most duplex printers)",
        "short": "the printer turns the sheet over its short edge",
    }
)
"""The ``--duplex`` choices: how the backs are placed for the printer's flip."""

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


def default_filename(
    edition: Edition, *, lang: str, paper: str, layout: str, aid: bool = False, duplex: str = "long"
) -> str:
    """``cards-<edition>-<lang>-<paper>[-aid][-<layout>][-short].pdf`` (the edition: ``edition_in_name``)."""
    suffix = ("-aid" if aid else "") + (f"-{layout}" if layout != "cards" else "")
    if layout == "cards" and duplex == "short":
        suffix += "-short"
    return f"cards-{edition_in_name(edition)}-{lang}-{paper}{suffix}.pdf"


def calibration_filename(*, lang: str, paper: str, duplex: str = "long") -> str:
    """``calibration-<lang>-<paper>[-short].pdf``: the printer's calibration target."""
    return f"calibration-{lang}-{paper}{'-short' if duplex == 'short' else ''}.pdf"
