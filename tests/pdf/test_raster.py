"""A PDF's pages as PNG images in one ZIP archive: 300 dpi, the page's size, the same bytes each time."""

from __future__ import annotations

import io
import zipfile

import numpy as np
from PIL import Image

from generator.cards.cards_pdf import build_cards
from generator.pdf.raster import PNG_DPI, archive, page_images
from generator.rules.editions import EDITIONS
from generator.text.languages import EN
from tests.pdfcheck import page_count

MM = 72 / 25.4


def _single() -> bytes:
    return build_cards(EDITIONS["winning-moves"], lang=EN, paper="a4", layout="single", bleed=3.0)


def test_each_page_is_a_png_at_300_dpi_of_the_pages_size() -> None:
    pdf = _single()
    images = page_images(pdf)
    assert len(images) == page_count(pdf)
    for data in images:
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG"
        assert image.mode == "RGB"
        assert image.info["dpi"] == (PNG_DPI, PNG_DPI) or np.allclose(image.info["dpi"], PNG_DPI, atol=0.01)
        # The card and its bleed, 69.5 × 94.9 mm, at 300 dpi.
        assert image.size == (round(69.5 / 25.4 * PNG_DPI), round(94.9 / 25.4 * PNG_DPI))


def test_a_page_with_text_is_not_blank() -> None:
    (first, *_) = page_images(_single())
    pixels = np.asarray(Image.open(io.BytesIO(first)).convert("L"))
    assert pixels.min() < 50  # black text
    assert pixels.max() == 255  # white paper


def test_the_archive_holds_the_files_in_order_the_same_bytes_each_time() -> None:
    files = [("front-01.png", b"one"), ("back-01.png", b"two")]
    data = archive(files)
    assert data == archive(files)
    with zipfile.ZipFile(io.BytesIO(data)) as zipped:
        assert zipped.namelist() == ["front-01.png", "back-01.png"]
        assert zipped.read("back-01.png") == b"two"
        for entry in zipped.infolist():
            assert entry.date_time == (1980, 1, 1, 0, 0, 0)
            assert entry.create_system == 3
            assert entry.compress_type == zipfile.ZIP_STORED
