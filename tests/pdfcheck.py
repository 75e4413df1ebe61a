"""Looking at PDFs and SVG charts from tests: text, fonts, images and the blank safe margin.

Pages are rendered with pypdfium2, so the checks see what a printer would.
Objects read with pypdf are checked for the kind the test expects
(``pdf_dict``, ``pdf_array``…), which also tells mypy what they are.
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ElementTree
from typing import TYPE_CHECKING, TypeVar

import pypdfium2 as pdfium

if TYPE_CHECKING:
    from pypdf import PdfReader
    from pypdf.generic import ArrayObject, DictionaryObject, StreamObject

MM = 72 / 25.4

T = TypeVar("T")


def pdf_object(value: object, kind: type[T]) -> T:
    """``value``, followed if it is a reference, as the kind of PDF object the test expects there.

    pypdf types every looked-up value as any PDF object; this checks which one it is.
    """
    from pypdf.generic import PdfObject

    if isinstance(value, PdfObject):
        value = value.get_object()
    assert isinstance(value, kind), value
    return value


def pdf_dict(value: object) -> DictionaryObject:
    """``value`` as a PDF dictionary (``pdf_object``)."""
    from pypdf.generic import DictionaryObject

    return pdf_object(value, DictionaryObject)


def pdf_array(value: object) -> ArrayObject:
    """``value`` as a PDF array (``pdf_object``)."""
    from pypdf.generic import ArrayObject

    return pdf_object(value, ArrayObject)


def pdf_stream(value: object) -> StreamObject:
    """``value`` as a PDF stream (``pdf_object``)."""
    from pypdf.generic import StreamObject

    return pdf_object(value, StreamObject)


def pdf_int(value: object) -> int:
    """``value`` as a PDF integer (a field's flags, an alignment)."""
    return int(pdf_object(value, int))


def catalog(reader: PdfReader) -> DictionaryObject:
    """The document's catalog (the trailer's /Root): its language, form, viewer preferences."""
    return pdf_dict(reader.trailer["/Root"])


def viewer_preferences(reader: PdfReader) -> dict[str, str]:
    """The document's viewer preferences (print scaling, duplex), each value as written (``/None``)."""
    return {str(key): str(value) for key, value in pdf_dict(catalog(reader)["/ViewerPreferences"]).items()}


def page_count(pdf: bytes) -> int:
    """How many pages the document has."""
    return len(pdfium.PdfDocument(pdf))


def page_texts(pdf: bytes) -> list[str]:
    """The text of each page, as a viewer's copy would give it."""
    document = pdfium.PdfDocument(pdf)
    return [page.get_textpage().get_text_range() for page in document]


def all_text(pdf: bytes) -> str:
    """The document's text, pages joined, whitespace runs folded to one space."""
    return " ".join(" ".join(page_texts(pdf)).split())


def ink_in_margin(pdf: bytes, margin_mm: float = 10.0, scale: float = 2.0) -> list[tuple[int, int]]:
    """(page, dark pixels) for every page with ink closer than ``margin_mm`` to its edge.

    Renders each page at ``scale`` × 72 dpi; a pixel counts as ink when any
    channel is below 250. One pixel of slack is left for anti-aliasing.
    """
    found = []
    document = pdfium.PdfDocument(pdf)
    for number, page in enumerate(document, start=1):
        image = page.render(scale=scale).to_pil().convert("L")
        width, height = image.size
        edge = int(margin_mm * MM * scale) - 1
        pixels = image.load()
        assert pixels is not None
        dark = 0
        for y in range(height):
            if edge <= y < height - edge:
                xs = list(range(edge)) + list(range(width - edge, width))
            else:
                xs = list(range(width))
            dark += sum(1 for x in xs if pixels[x, y] < 250)
        if dark:
            found.append((number, dark))
    return found


def fonts(pdf: bytes) -> dict[str, bool]:
    """Every font the pages use, by base name, and whether its program is embedded."""
    from pypdf import PdfReader

    found: dict[str, bool] = {}
    for page in PdfReader(io.BytesIO(pdf)).pages:
        resources = page.get("/Resources")
        if resources is None:
            continue
        _collect_fonts(resources.get_object(), found, depth=0)
    return found


def _collect_fonts(resources: object, found: dict[str, bool], depth: int) -> None:
    if depth > 4 or not hasattr(resources, "get"):
        return
    for font in (resources.get("/Font") or {}).values():
        font = font.get_object()
        descriptors = [font.get("/FontDescriptor")]
        for descendant in font.get("/DescendantFonts") or []:
            descriptors.append(descendant.get_object().get("/FontDescriptor"))
        embedded = any(
            d is not None and any(k in d.get_object() for k in ("/FontFile", "/FontFile2", "/FontFile3"))
            for d in descriptors
        )
        found[str(font.get("/BaseFont"))] = embedded
    for xobject in (resources.get("/XObject") or {}).values():
        xobject = xobject.get_object()
        if xobject.get("/Resources") is not None:
            _collect_fonts(xobject["/Resources"].get_object(), found, depth + 1)


def image_count(pdf: bytes) -> int:
    """How many raster images the document draws."""
    from pypdf import PdfReader

    return sum(len(page.images) for page in PdfReader(io.BytesIO(pdf)).pages)


def smallest_text(pdf: bytes) -> float:
    """The smallest size, in points as printed, of any character drawn (pdfium's font size)."""
    import pypdfium2.raw as raw

    smallest = float("inf")
    document = pdfium.PdfDocument(pdf)
    for page in document:
        text = page.get_textpage()
        for index in range(text.count_chars()):
            if text.get_text_range(index, 1).strip():
                smallest = min(smallest, raw.FPDFText_GetFontSize(text.raw, index))
    return smallest


def trimmed_text(pdf: bytes) -> list[tuple[str, float, tuple[int, int, int]]]:
    """Every character drawn inside its page's TrimBox (on the cards, not in the slug line beside
    them), with its size in points as printed and its fill colour (red, green, blue)."""
    import ctypes

    import pypdfium2.raw as raw

    found = []
    for page in pdfium.PdfDocument(pdf):
        left, bottom, right, top = page.get_trimbox()
        text = page.get_textpage()
        for index in range(text.count_chars()):
            char = text.get_text_range(index, 1)
            if not char.strip():
                continue
            x0, y0, x1, y1 = text.get_charbox(index)
            if not (left <= (x0 + x1) / 2 <= right and bottom <= (y0 + y1) / 2 <= top):
                continue
            r, g, b, a = (ctypes.c_uint() for _ in range(4))
            raw.FPDFText_GetFillColor(text.raw, index, r, g, b, a)
            found.append((char, raw.FPDFText_GetFontSize(text.raw, index), (r.value, g.value, b.value)))
    return found


def page_chars(pdf: bytes) -> list[list[tuple[str, float, float, float, float]]]:
    """Each page's drawn characters as (character, left, bottom, right, top) in points, from the
    font's box (so a dash and a digit on one line share their bottom); spaces left out."""
    pages = []
    for page in pdfium.PdfDocument(pdf):
        text = page.get_textpage()
        chars = []
        for index in range(text.count_chars()):
            char = text.get_text_range(index, 1)
            if char.strip():
                left, bottom, right, top = text.get_charbox(index, loose=True)
                chars.append((char, left, bottom, right, top))
        pages.append(chars)
    return pages


def svg_strings(svg: bytes) -> list[str]:
    """The strings an SVG chart draws: its ``<text>`` elements (Bornes keeps text as text), not its
    ``<title>`` or ``<desc>``, which are not drawn."""
    tree = ElementTree.fromstring(svg)
    return ["".join(t.itertext()) for t in tree.iter("{http://www.w3.org/2000/svg}text")]
