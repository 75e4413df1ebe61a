"""Reading a photo file: its kind and size from its header, bounded before decoding, turned upright."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import numpy as np
import pytest
from PIL import Image

from generator.errors import PhotoError
from generator.scan.photo import (
    DECODED_PIXELS,
    MAX_PHOTO_BYTES,
    MAX_PIXELS,
    decode,
    header,
    read_photo,
    reduction,
    upright,
)


def pil_bytes(image: Image.Image, kind: str, orientation: int | None = None) -> bytes:
    buffer = io.BytesIO()
    extra = {}
    if orientation is not None:
        exif = Image.Exif()
        exif[0x0112] = orientation
        extra["exif"] = exif.tobytes()
    image.save(buffer, kind, **extra)
    return buffer.getvalue()


def arrow() -> Image.Image:
    """A 30 × 20 picture whose top-left quarter alone is white: every turn and mirror shows."""
    pixels = np.zeros((20, 30), np.uint8)
    pixels[:10, :15] = 255
    return Image.fromarray(pixels)


def test_a_jpeg_and_a_png_say_their_size_in_their_header() -> None:
    assert header(pil_bytes(arrow(), "JPEG"), "x")[:3] == ("jpeg", 30, 20)
    assert header(pil_bytes(arrow(), "PNG"), "x")[:3] == ("png", 30, 20)


@pytest.mark.parametrize("kind", ["JPEG", "PNG"])
@pytest.mark.parametrize("orientation", range(1, 9))
def test_the_exif_orientation_of_a_jpeg_or_a_png_is_read_and_applied(kind: str, orientation: int) -> None:
    data = pil_bytes(arrow(), kind, orientation)
    assert header(data, "x").orientation == orientation
    expected = np.asarray(arrow().transpose(_PIL_TRANSPOSE[orientation]) if orientation > 1 else arrow())
    got = decode(data, "x").image
    assert got.shape == expected.shape
    # JPEG blurs the edge a little: compare where the white quarter is.
    assert np.array_equal(got > 127, expected > 127)


_PIL_TRANSPOSE = {
    2: Image.Transpose.FLIP_LEFT_RIGHT,
    3: Image.Transpose.ROTATE_180,
    4: Image.Transpose.FLIP_TOP_BOTTOM,
    5: Image.Transpose.TRANSPOSE,
    6: Image.Transpose.ROTATE_270,
    7: Image.Transpose.TRANSVERSE,
    8: Image.Transpose.ROTATE_90,
}
"""What each EXIF orientation asks a viewer to do, in Pillow's words (``ImageOps.exif_transpose``)."""


def test_upright_leaves_an_unknown_orientation_alone() -> None:
    image = np.arange(6, dtype=np.uint8).reshape(2, 3)
    assert np.array_equal(upright(image, 1), image)
    assert np.array_equal(upright(image, 9), image)


def test_a_heic_photo_is_refused_with_a_sentence_saying_how_to_send_a_jpeg() -> None:
    data = struct.pack(">I", 24) + b"ftypheic" + b"\0" * 16
    with pytest.raises(PhotoError, match=r"photo.heic: is a HEIC photo.*send it as a JPEG"):
        header(data, "photo.heic")


@pytest.mark.parametrize(
    ("data", "said"),
    [
        (b"%PDF-1.7\n", "is not a JPEG or PNG photo"),
        (b"GIF89a" + b"\0" * 20, "is not a JPEG or PNG photo"),
        (b"\xff\xd8\xff\xda\x00\x02", "is a damaged JPEG"),
        (b"\x89PNG\r\n\x1a\n" + b"\0" * 4, "is a damaged PNG"),
    ],
)
def test_a_file_that_is_no_photo_is_refused_in_one_line(data: bytes, said: str) -> None:
    with pytest.raises(PhotoError, match=said):
        decode(data, "x")


def test_a_photo_of_more_pixels_than_bornes_reads_is_refused_from_its_header_before_decoding() -> None:
    # A PNG whose header claims 20,000 × 20,000 pixels and holds none: never decoded.
    ihdr = struct.pack(">II5B", 20_000, 20_000, 8, 0, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0" * 4
    assert MAX_PIXELS < 20_000 * 20_000
    with pytest.raises(PhotoError, match=r"has 400 megapixels, more than the 120 Bornes reads"):
        decode(data, "big.png")


def test_a_damaged_jpeg_whose_header_is_whole_is_one_line_not_a_traceback() -> None:
    data = pil_bytes(arrow(), "JPEG")
    with pytest.raises(PhotoError, match="is a damaged JPEG: it cannot be decoded"):
        decode(data[: len(data) // 3], "cut.jpg")


def test_a_large_photo_is_decoded_shrunk_to_at_most_the_decoded_pixels() -> None:
    assert reduction(12_000_000) == 1
    assert reduction(48_000_000) == 2
    assert reduction(108_000_000) == 4
    for pixels in (12_000_000, 48_000_000, 108_000_000):
        assert pixels / reduction(pixels) ** 2 <= DECODED_PIXELS


def test_a_photo_larger_than_the_file_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.jpg"
    with path.open("wb") as handle:
        handle.truncate(MAX_PHOTO_BYTES + 1)
    with pytest.raises(PhotoError, match=r"huge.jpg: is larger than 40 MB: not a photo"):
        read_photo(path)


def test_a_missing_photo_is_one_line_naming_it(tmp_path: Path) -> None:
    with pytest.raises(PhotoError, match=r"nowhere.jpg"):
        read_photo(tmp_path / "nowhere.jpg")
