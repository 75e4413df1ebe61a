"""Paper sizes, the safe printing margin and a deterministic canvas with metadata."""

from __future__ import annotations

import io
from collections.abc import Mapping
from types import MappingProxyType

from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.fonts import register_fonts

PAPERS: Mapping[str, tuple[float, float]] = MappingProxyType({"a4": A4, "letter": LETTER})
"""Paper sizes in points, portrait; the CLI's ``--paper`` choices come from here."""

SAFE_MARGIN = 10 * mm
"""Nothing is drawn closer than this to the paper's edge: home printers cannot print there."""

LANGUAGE_TAGS = {"en": "en", "fr": "fr-FR"}


def default_paper(lang: str) -> str:
    """Letter for English, A4 for French, unless the user says otherwise."""
    return "letter" if lang == "en" else "a4"


def new_canvas(
    buffer: io.BytesIO,
    *,
    paper: str,
    title: str,
    subject: str,
    lang: str,
    landscape: bool = False,
) -> Canvas:
    """A canvas writing into ``buffer``: invariant (same inputs, same bytes), with metadata.

    Author "Bornes", the title and subject given, and the document language.
    """
    register_fonts()
    width, height = PAPERS[paper]
    size = (height, width) if landscape else (width, height)
    canvas = Canvas(
        buffer,
        pagesize=size,
        invariant=1,
        pageCompression=1,
        lang=LANGUAGE_TAGS[lang],
        initialFontName=register_fonts()[0],
    )
    canvas.setAuthor("Bornes")
    canvas.setTitle(title)
    canvas.setSubject(subject)
    canvas.setCreator("Bornes")
    canvas.setProducer("Bornes")
    return canvas
