"""Paper sizes, the safe printing margin and a deterministic canvas with metadata.

The sizes themselves and each language's usual paper are plain numbers in
``generator.pdf.paper``, which the command line reads without ReportLab;
they are named here too, for the modules that draw.
"""

from __future__ import annotations

import io

from reportlab.lib.units import mm
from reportlab.pdfgen.canvas import Canvas

from generator.pdf.fonts import register_fonts
from generator.pdf.margins import SAFE_MARGIN_MM
from generator.pdf.paper import PAPERS as PAPERS
from generator.pdf.paper import default_paper as default_paper
from generator.text.languages import EN, FR, Lang

SAFE_MARGIN = SAFE_MARGIN_MM * mm
"""Nothing is drawn closer than this to the paper's edge: home printers cannot print there."""

LANGUAGE_TAGS: dict[Lang, str] = {EN: "en", FR: "fr-FR"}


def new_canvas(
    buffer: io.BytesIO,
    *,
    paper: str,
    title: str,
    subject: str,
    lang: Lang,
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
