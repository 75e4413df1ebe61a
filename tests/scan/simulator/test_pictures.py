"""The how-to page's two photos (docs/howto/scan-sheet.md) do what its text says: the good one is read
without a doubt, the bad one is refused in one line, "photograph the whole sheet"."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image as PILImage

from tests.scan.simulator import pictures
from tests.scan.simulator.sheets import run_bornes

pytestmark = pytest.mark.slow  # a page printed, written on and photographed: a few seconds each


def scan(photo: bytes, folder: Path) -> tuple[int, str, Path]:
    path = folder / "photo.jpg"
    path.write_bytes(photo)
    log = folder / "match.toml"
    status, _, err = run_bornes(["scan", str(path), "--lang", "en", "-o", str(log)])
    return status, err, log


def test_the_good_photo_is_read_without_a_doubt(tmp_path: Path) -> None:
    status, err, log = scan(pictures.good(), tmp_path)
    assert status == 0, err
    assert log.exists()


def test_the_bad_photo_is_refused_in_one_line_saying_to_photograph_the_whole_sheet(tmp_path: Path) -> None:
    status, err, log = scan(pictures.bad(), tmp_path)
    lines = err.strip().splitlines()
    assert status != 0
    assert len(lines) == 1, err
    assert "photograph the whole sheet" in lines[0]
    assert not log.exists()


def test_a_picture_for_the_page_is_a_small_png_of_the_pictures_width() -> None:
    photo = PILImage.new("RGB", (1536, 2048), (200, 180, 150))
    out = io.BytesIO()
    photo.save(out, "JPEG")
    shown = PILImage.open(io.BytesIO(pictures.picture(out.getvalue())))
    assert shown.format == "PNG"
    assert shown.size == (pictures.WIDTH, round(2048 * pictures.WIDTH / 1536))
    assert len(shown.getcolors(256) or []) <= pictures.COLOURS
