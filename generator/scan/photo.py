"""Reading a photo: a JPEG or a PNG, bounded before it is decoded, turned as its EXIF says, grey.

A photo is an input like a log or a filled sheet: ``read_photo`` reads at
most ``MAX_PHOTO_BYTES`` of a regular file (``files.read_bytes``), finds its
kind and its size in pixels in its header (``header``) and refuses, before
any decoding, anything but a JPEG or a PNG (a HEIC file with a sentence
saying how to send a JPEG instead) and anything past ``MAX_PIXELS``. A photo
larger than ``DECODED_PIXELS`` is decoded at a half, a quarter or an eighth
of its size (libjpeg scales while it decodes, so the full image is never
held); the sheet's smallest marks still span several pixels. A photo can be
decoded at any of those sizes (``decode_at``): the reader looks for the
page in a small one first (``locate.look``). The EXIF
orientation a phone writes (JPEG's APP1, PNG's ``eXIf``) is applied here,
so the image is the photo as its owner sees it.

OpenCV is imported only here and in the reader's other rooms: only
``bornes scan`` loads it.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, NamedTuple

from generator.errors import PhotoError

if TYPE_CHECKING:
    from pathlib import Path

    import numpy as np
    import numpy.typing as npt

    Gray = npt.NDArray[np.uint8]

MAX_PHOTO_BYTES = 40 * 1024 * 1024
"""The largest photo file read: a 12-megapixel JPEG is 2 to 6 MB, a 50-megapixel one 10 to 25."""

MAX_PIXELS = 120_000_000
"""The most pixels a photo may have (its header says): a 108-megapixel phone's full size fits."""

DECODED_PIXELS = 16_000_000
"""A photo larger than this is decoded at a half, a quarter or an eighth of its size."""

JPEG, PNG, HEIC = "jpeg", "png", "heic"


class Header(NamedTuple):
    """What a photo's first bytes say: its kind, its size in pixels, and its EXIF orientation (1 to 8)."""

    kind: str
    width: int
    height: int
    orientation: int = 1


class Photo(NamedTuple):
    """A photo read: where it came from, and its pixels, grey, turned upright (``image``); ``scale``
    is how many of them there are to a pixel of the file (1, ½, ¼, ⅛)."""

    source: str
    image: Gray
    scale: float


def header(data: bytes, source: str) -> Header:
    """The kind, size and orientation of a photo from its header alone; ``PhotoError`` for a file
    Bornes does not read."""
    if data.startswith(b"\xff\xd8\xff"):
        return _jpeg(data, source)
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return _png(data, source)
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"heim", b"heis", b"mif1", b"msf1", b"avif"):
        raise PhotoError(
            "is a HEIC photo, which Bornes does not read: send it as a JPEG (on an iPhone: "
            "Settings > Camera > Formats > Most Compatible, or share the photo by e-mail)",
            source=source,
        )
    raise PhotoError("is not a JPEG or PNG photo", source=source)


_SOF = frozenset({0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF})
"""JPEG's start-of-frame markers: the frame's size follows them."""


def _jpeg(data: bytes, source: str) -> Header:
    """A JPEG's size from its start of frame, its orientation from its EXIF (APP1), if any."""
    at, orientation = 2, 1
    while at + 4 <= len(data):
        if data[at] != 0xFF:
            break
        marker = data[at + 1]
        if marker == 0xFF:  # fill bytes before a marker
            at += 1
            continue
        (length,) = struct.unpack(">H", data[at + 2 : at + 4])
        segment = data[at + 4 : at + 2 + length]
        if marker == 0xE1 and segment.startswith(b"Exif\0\0"):
            orientation = _exif_orientation(segment[6:])
        if marker in _SOF and len(segment) >= 5:
            height, width = struct.unpack(">HH", segment[1:5])
            return Header(JPEG, width, height, orientation)
        if marker == 0xDA or length < 2:  # the image data starts before any frame: not a photo
            break
        at += 2 + length
    raise PhotoError("is a damaged JPEG: its size cannot be read", source=source)


def _png(data: bytes, source: str) -> Header:
    """A PNG's size from its IHDR chunk, its orientation from its ``eXIf`` chunk, if any."""
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise PhotoError("is a damaged PNG: its size cannot be read", source=source)
    width, height = struct.unpack(">II", data[16:24])
    at, orientation = 8, 1
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        if kind == b"eXIf":
            orientation = _exif_orientation(data[at + 8 : at + 8 + length])
        if kind in (b"IDAT", b"IEND"):
            break
        at += 12 + length
    return Header(PNG, width, height, orientation)


def _exif_orientation(tiff: bytes) -> int:
    """The orientation (tag 0x0112) of EXIF's first image directory; 1 where it is missing or damaged."""
    order = {b"II": "<", b"MM": ">"}.get(tiff[:2])
    if order is None or len(tiff) < 8:
        return 1
    (first,) = struct.unpack(order + "I", tiff[4:8])
    if first + 2 > len(tiff):
        return 1
    (count,) = struct.unpack(order + "H", tiff[first : first + 2])
    for index in range(min(count, 512)):
        entry = tiff[first + 2 + 12 * index : first + 14 + 12 * index]
        if len(entry) < 12:
            break
        tag, kind = struct.unpack(order + "HH", entry[:4])
        if tag == 0x0112 and kind == 3:
            (value,) = struct.unpack(order + "H", entry[8:10])
            return value if 1 <= value <= 8 else 1
    return 1


def reduction(pixels: int) -> int:
    """How much a photo of ``pixels`` is shrunk as it is decoded: 1, 2, 4 or 8."""
    factor = 1
    while pixels / (factor * factor) > DECODED_PIXELS and factor < 8:
        factor *= 2
    return factor


def upright(image: Gray, orientation: int) -> Gray:
    """The image turned as its EXIF orientation says (1: as it is; 3: half a turn; 6, 8: a quarter;
    2, 4, 5, 7: mirrored too)."""
    import cv2
    import numpy as np

    turns = {3: cv2.ROTATE_180, 6: cv2.ROTATE_90_CLOCKWISE, 8: cv2.ROTATE_90_COUNTERCLOCKWISE}
    mirrors = {2: 1, 4: 0}  # around the vertical axis, around the horizontal one
    turned: object = image
    if orientation in (5, 7):  # mirrored across a diagonal: transposed, then half a turn for 7
        turned = np.ascontiguousarray(image.T)
        if orientation == 7:
            turned = cv2.rotate(turned, cv2.ROTATE_180)
    elif orientation in mirrors:
        turned = cv2.flip(image, mirrors[orientation])
    elif orientation in turns:
        turned = cv2.rotate(image, turns[orientation])
    return np.asarray(turned, np.uint8)


class PhotoFile(NamedTuple):
    """A photo file read and its header checked, not yet decoded: where it came from, its bytes, its
    header."""

    source: str
    data: bytes
    header: Header

    @property
    def pixels(self) -> int:
        return self.header.width * self.header.height


def checked(data: bytes, source: str) -> PhotoFile:
    """``data`` as a photo Bornes reads: a JPEG or a PNG of at most ``MAX_PIXELS``, from its header."""
    found = header(data, source)
    pixels = found.width * found.height
    if pixels == 0:
        raise PhotoError("is an empty image", source=source)
    if pixels > MAX_PIXELS:
        raise PhotoError(
            f"has {pixels / 1e6:.0f} megapixels, more than the {MAX_PIXELS // 1_000_000} Bornes reads: "
            "take the photo at the camera's usual size",
            source=source,
        )
    return PhotoFile(source, data, found)


def decode_at(photo: PhotoFile, factor: int) -> Photo:
    """The photo decoded at a ``factor``-th of its size (1, 2, 4, 8), grey and upright; never larger
    than ``DECODED_PIXELS`` (a smaller ``factor`` is raised to ``reduction``'s)."""
    import cv2
    import numpy as np

    factor = max(factor, reduction(photo.pixels))
    flags = {
        1: cv2.IMREAD_GRAYSCALE,
        2: cv2.IMREAD_REDUCED_GRAYSCALE_2,
        4: cv2.IMREAD_REDUCED_GRAYSCALE_4,
        8: cv2.IMREAD_REDUCED_GRAYSCALE_8,
    }
    data = np.frombuffer(photo.data, np.uint8)
    image = cv2.imdecode(data, flags[factor] | cv2.IMREAD_IGNORE_ORIENTATION)
    if image is None:
        kind = photo.header.kind.upper()
        raise PhotoError(f"is a damaged {kind}: it cannot be decoded", source=photo.source)
    turned = upright(np.asarray(image, np.uint8), photo.header.orientation)
    return Photo(photo.source, turned, image.shape[1] / photo.header.width)


def decode(data: bytes, source: str) -> Photo:
    """The photo in ``data``, grey and upright, as large as ``DECODED_PIXELS`` allows; ``PhotoError``
    saying why it cannot be read."""
    return decode_at(checked(data, source), 1)


def read_photo_file(path: Path) -> PhotoFile:
    """The photo file at ``path``, read within ``MAX_PHOTO_BYTES`` and checked within ``MAX_PIXELS``."""
    from generator.files import read_bytes

    return checked(read_bytes(path, PhotoError, limit=MAX_PHOTO_BYTES, kind="a photo"), str(path))


def read_photo(path: Path) -> Photo:
    """The photo at ``path``, decoded as large as ``DECODED_PIXELS`` allows."""
    return decode_at(read_photo_file(path), 1)
