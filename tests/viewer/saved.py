"""What other viewers show in each box of a saved fillable sheet: PDFium (pypdfium2) and poppler.

A viewer that saves a filled form writes each box's appearance, the text it
drew; another viewer opening the saved file draws that appearance (or, where
the file asks for it with ``/NeedAppearances``, draws the box again in its
own way). These read back the text each box shows, box by box:

- PDFium: each page flattened as it prints (``FPDFPage_Flatten``), then the
  text inside each box's rectangle;
- poppler: ``pdftotext -bbox``, which draws annotations too, and the words
  whose middle lies in each box's rectangle, joined with spaces (poppler cuts
  words at U+202F as at any space).
"""

from __future__ import annotations

import html
import re
import subprocess
from pathlib import Path
from typing import NamedTuple

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
from pypdf import PdfReader
from pypdf.generic import DictionaryObject

from tests.pdfcheck import catalog, pdf_array, pdf_dict


class TextBox(NamedTuple):
    """A text field's widget: its page (from 0), its field's full name, its rectangle and value."""

    page: int
    name: str
    rect: tuple[float, float, float, float]
    value: str


def _inherited(widget: DictionaryObject, key: str) -> object:
    node: DictionaryObject | None = widget
    while node is not None:
        if key in node:
            return node[key]
        parent = node.get("/Parent")
        node = pdf_dict(parent) if parent is not None else None
    return None


def _full_name(widget: DictionaryObject) -> str:
    parts = []
    node: DictionaryObject | None = widget
    while node is not None:
        if "/T" in node:
            parts.append(str(node["/T"]))
        parent = node.get("/Parent")
        node = pdf_dict(parent) if parent is not None else None
    return ".".join(reversed(parts))


def text_boxes(path: Path) -> list[TextBox]:
    """Every text field's widget in the file, page by page."""
    found = []
    for number, page in enumerate(PdfReader(path).pages):
        for ref in pdf_array(page.get("/Annots", [])):
            widget = pdf_dict(ref)
            if _inherited(widget, "/FT") != "/Tx":
                continue
            x0, y0, x1, y1 = (float(v) for v in pdf_array(widget["/Rect"]))
            value = _inherited(widget, "/V")
            found.append(TextBox(number, _full_name(widget), (x0, y0, x1, y1), str(value or "")))
    return found


def needs_appearances(path: Path) -> bool:
    """Whether the file asks viewers to draw its boxes again (``/NeedAppearances true``)."""
    form = pdf_dict(catalog(PdfReader(path))["/AcroForm"])
    return bool(form.get("/NeedAppearances", False))


def pdfium_shows(path: Path, boxes: list[TextBox]) -> list[str]:
    """The text PDFium prints in each box (the page flattened for print), spaces at the ends cut."""
    document = pdfium.PdfDocument(str(path))
    try:
        document.init_forms()
        for number in range(len(document)):
            page = document[number]
            pdfium_c.FPDFPage_Flatten(page.raw, pdfium_c.FLAT_PRINT)
            page.close()  # PDFium reads a flattened page's content again only once it is reopened
        shown = []
        pages = {number: document[number] for number in {box.page for box in boxes}}
        texts = {number: page.get_textpage() for number, page in pages.items()}
        for box in boxes:
            shown.append(texts[box.page].get_text_bounded(*box.rect).strip())
        return shown
    finally:
        document.close()


def poppler_shows(path: Path, boxes: list[TextBox]) -> list[str]:
    """The words poppler draws in each box, joined with single spaces."""
    out = subprocess.run(
        ["pdftotext", "-bbox", str(path), "-"], capture_output=True, text=True, check=True, timeout=120
    ).stdout
    pages = []
    for page in out.split("<page ")[1:]:
        height_found = re.search(r'height="([\d.]+)"', page)
        assert height_found is not None
        height = float(height_found[1])
        words = [
            ((float(x0) + float(x1)) / 2, height - (float(y0) + float(y1)) / 2, html.unescape(word))
            for x0, y0, x1, y1, word in re.findall(
                r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<', page
            )
        ]
        pages.append(words)
    shown = []
    for box in boxes:
        x0, y0, x1, y1 = box.rect
        shown.append(" ".join(w for x, y, w in pages[box.page] if x0 <= x <= x1 and y0 <= y <= y1))
    return shown


def as_words(text: str) -> str:
    """``text`` as poppler gives it: its spaces, no-break ones included, between words."""
    return " ".join(text.replace("\u202f", " ").replace("\u00a0", " ").split())
