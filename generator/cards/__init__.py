"""Rules reference cards: six cards per edition, in English or French, from the rules module.

The folders show the pipeline:

    content.py      the facts each card prints, read from the edition's record
    templates.py    the wording: Jinja2 templates (templates/cards/) and gettext
                    catalogs (templates/locale/), strict and autoescaped
    markup.py       the templates' output read back as blocks of plain text
    layout.py       the blocks set in a box: wrap, then shrink, never clip
    imposition.py   the cards placed on paper: grid, bleed, crop marks, fold pairs, backs
    plan.py         every page as data: the faces, marks, fold lines, page boxes, slug band
    render.py       ReportLab draws it all: ``build_cards`` returns the PDF

This module itself stays light (no ReportLab), so the CLI can read the
choices of ``bornes cards`` without loading the drawing libraries.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from types import MappingProxyType

from generator.cards.imposition import POKER
from generator.rules.editions import Edition

LAYOUTS: Mapping[str, str] = MappingProxyType(
    {
        "cards": "card-sized fronts with crop marks, then their backs for long-edge duplex",
        "sheet": "the same six cards as panels of one page, for the table",
    }
)
"""The ``--layout`` choices and what each prints."""

DEFAULT_CARD_SIZE = POKER

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*[x×X]\s*(\d+(?:\.\d+)?)\s*(?:mm)?\s*$")


def parse_card_size(text: str) -> tuple[float, float]:
    """A card size ``WxH`` in millimetres ("63.5x88.9"); ``ValueError`` saying why not."""
    match = _SIZE.match(text)
    if not match:
        raise ValueError(f"{text!r} is not a size: write WIDTHxHEIGHT in mm, e.g. 63.5x88.9")
    width, height = float(match[1]), float(match[2])
    if width <= 0 or height <= 0:
        raise ValueError(f"{text!r}: a card's width and height must be more than 0 mm")
    return width, height


def default_filename(edition: Edition, *, lang: str, paper: str, layout: str) -> str:
    """``cards-<edition>-<lang>-<paper>[-sheet].pdf``; house rules: ``cards-house-<name>-…``.

    The house-rules name is made safe for a file name the way ``bornes sheet`` does it.
    """
    who = edition.id
    if edition.house_rules is not None:
        who = f"house-{_slug(edition.house_rules) or edition.id}"
    suffix = "-sheet" if layout == "sheet" else ""
    return f"cards-{who}-{lang}-{paper}{suffix}.pdf"


def _slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")[:40].strip("-")
