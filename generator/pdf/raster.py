"""A PDF's pages as PNG images, in one ZIP archive: for print services that take images only.

Some print-on-demand services take one image per card face, not a PDF. Each
page of a ``--layout single`` PDF is one face at its trim size plus bleed,
so each page becomes one PNG at ``PNG_DPI`` (``page_images``), and the
images go in one file (``archive``), named as the caller says. pypdfium2
(PDFium, Chromium's PDF renderer, the one the tests measure every PDF with)
draws the pages; Pillow writes the PNGs.

Same PDF, same bytes: PNGs carry no time, and the archive's entries have a
fixed date, system and mode, in the order given.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Sequence

PNG_DPI = 300
"""What print services ask of an image: 300 dots per inch at the printed size."""

_ZIP_DATE = (1980, 1, 1, 0, 0, 0)
"""The earliest date a ZIP entry can carry: every entry the same, so the archive never changes."""


def page_images(pdf: bytes, *, dpi: int = PNG_DPI) -> list[bytes]:
    """Every page of ``pdf`` as a PNG at ``dpi``, its resolution written in it (``pHYs``)."""
    import pypdfium2 as pdfium

    images = []
    document = pdfium.PdfDocument(pdf)
    try:
        for page in document:
            bitmap = page.render(scale=dpi / 72, draw_annots=False)
            buffer = io.BytesIO()
            bitmap.to_pil().convert("RGB").save(buffer, "PNG", dpi=(dpi, dpi), optimize=False)
            images.append(buffer.getvalue())
    finally:
        document.close()
    return images


def archive(files: Sequence[tuple[str, bytes]]) -> bytes:
    """A ZIP archive of ``files`` (name, bytes), in that order, stored as they are (a PNG is
    compressed already)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zipped:
        for name, data in files:
            entry = zipfile.ZipInfo(name, date_time=_ZIP_DATE)
            entry.create_system = 3  # the same on every computer (Python writes 0 on Windows)
            entry.external_attr = 0o644 << 16
            entry.compress_type = zipfile.ZIP_STORED
            zipped.writestr(entry, data)
    return buffer.getvalue()
