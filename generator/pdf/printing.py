"""Print settings shared by every PDF Bornes makes: actual size, duplex, page boxes.

A viewer that prints "fit to page" shrinks a Letter sheet onto A4 and a card
by a few per cent, so every PDF asks for ``/PrintScaling /None`` in its
``/ViewerPreferences`` (ISO 32000-1, 12.2, table 150), with the duplex mode
its imposition needs (``/Simplex``, ``/DuplexFlipLongEdge``,
``/DuplexFlipShortEdge``). Pages that are cut say where with a ``/TrimBox``
and, when they carry bleed, a ``/BleedBox`` (14.11.2).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal

from reportlab.pdfgen.canvas import Canvas

from generator.pdf.box import PageBox

Duplex = Literal["simplex", "long", "short"]

DUPLEX_NAMES: Mapping[str, str] = MappingProxyType(
    {"simplex": "Simplex", "long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}
)
"""The ``/Duplex`` name of each way to print (ISO 32000-1, table 150)."""


def set_print_preferences(canvas: Canvas, duplex: Duplex = "simplex") -> None:
    """Ask viewers to print at actual size (``/PrintScaling /None``), in the given duplex mode."""
    canvas.setViewerPreference("PrintScaling", "None")
    canvas.setViewerPreference("Duplex", DUPLEX_NAMES[duplex])


def set_page_boxes(canvas: Canvas, trim: PageBox | None = None, bleed: PageBox | None = None) -> None:
    """Set the ``/TrimBox`` and ``/BleedBox`` of this page and those after it (``None``: left out)."""
    canvas.setTrimBox(list(trim) if trim is not None else None)
    canvas.setBleedBox(list(bleed) if bleed is not None else None)
