"""Flat pictures of scan sheets, for the reader's unit tests: a page rendered, its circles painted.

These are not photos: a page rendered by pdfium, circles filled as solid
discs where the layout puts them, and a few fixed transforms (a turn, a
shrink, a perspective). The photo simulator (``tests/scan/simulator``), written
apart from the reader, makes the photos the reader is measured on; these
only put each room of the reader in a known situation.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt
import pypdfium2

from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.match import Match
from generator.scan.locate import PX_PER_MM
from generator.sheets.scan_layout import Mark, MarkRow, ScanPage, scan_layout, scan_page
from generator.sheets.scan_pdf import scan_pdf
from generator.text.languages import EN, Lang

Gray = npt.NDArray[np.uint8]

POINTS_PER_MM = 72 / 25.4


def sheet(
    edition: Edition | None = None,
    setup: Setup | None = None,
    *,
    paper: str = "a4",
    lang: Lang = EN,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
    first_hand: int = 1,
    rules_hash: str | None = None,
) -> bytes:
    """A scan sheet's PDF (Parker Brothers, four players, by default)."""
    edition = edition or EDITIONS["parker-brothers"]
    setup = setup or edition.default_setup
    return scan_pdf(
        edition,
        setup,
        lang=lang,
        paper=paper,
        names=names,
        hands=hands,
        first_hand=first_hand,
        rules_hash=rules_hash,
    )


def render(pdf: bytes, px_per_mm: float, page: int = 0) -> Gray:
    """A page of ``pdf`` rendered grey at ``px_per_mm``."""
    document = pypdfium2.PdfDocument(pdf)
    bitmap = document[page].render(scale=px_per_mm / POINTS_PER_MM, grayscale=True)
    image = np.asarray(bitmap.to_numpy())
    if image.ndim == 3:
        image = image[..., 0]
    return np.ascontiguousarray(image, dtype=np.uint8)


def paint(
    image: Gray, marks: Iterable[Mark], px_per_mm: float, *, ink: int = 35, share: float = 0.95
) -> Gray:
    """``image`` with each mark filled: a disc (a square for a box) of ``share`` of its radius."""
    painted = image.copy()
    for mark in marks:
        x, y = mark.centre[0] * px_per_mm, mark.centre[1] * px_per_mm
        r = mark.radius * share * px_per_mm
        if mark.square:
            cv2.rectangle(painted, (round(x - r), round(y - r)), (round(x + r), round(y + r)), ink, -1)
        else:
            cv2.circle(painted, (round(x), round(y)), round(r), ink, -1, lineType=cv2.LINE_AA)
    return painted


def marks_for(page: ScanPage, values: Mapping[tuple[int, str, str], int]) -> list[Mark]:
    """The marks that say ``values`` (hand, side, fact → value): the miles' hundreds and the rest, a
    count's circle, a yes-or-no box filled for 1."""
    chosen = []
    for row in page.rows:
        value = values.get((row.hand, row.side, row.fact))
        if value is None:
            continue
        chosen += _marks_of(row, value)
    return chosen


def _marks_of(row: MarkRow, value: int) -> list[Mark]:
    if len(row.marks) == 1:
        return [row.marks[0]] if value else []
    if row.fact == "miles":
        part = value - value % 100 if row.marks[1].value == 100 else value % 100
        return [mark for mark in row.marks if mark.value == part]
    return [mark for mark in row.marks if mark.value == value]


def facts_of(match: Match, first_hand: int = 1) -> dict[tuple[int, str, str], int]:
    """Each side's facts in each hand, by hand number, side id and fact, as numbers to fill in."""
    values = {}
    for number, hand in enumerate(match.hands, start=first_hand):
        for side, facts in hand.items():
            for fact, value in facts._asdict().items():
                if value is not None:
                    values[(number, side, fact)] = int(value)
    return values


def photos_of(
    match: Match,
    folder: Path,
    *,
    names: tuple[str, ...] | None,
    rules: str | None = None,
    turn: float = 12.0,
    extra: Iterable[tuple[int, str, str, int]] = (),
    stem: str = "page",
) -> list[Path]:
    """The scan sheet of ``match`` filled with its facts, each page laid on a table turned by ``turn``
    (half a turn more each page) and saved as JPEG: ``page1.jpg``, ``page2.jpg``… ``extra`` marks
    more circles (hand, side, fact, value of the circle), as a player filling a wrong one does."""
    edition, setup = match.edition, match.setup
    pdf = sheet(edition, setup, names=names, hands=len(match.hands), rules_hash=rules, paper="a4")
    layout = scan_layout(edition, setup, "a4", hands=len(match.hands))
    values = facts_of(match)
    paths = []
    for index, page in enumerate(layout.pages):
        marks = marks_for(page, values)
        for hand, side, fact, value in extra:
            marks += [
                mark
                for row in page.rows
                if (row.hand, row.side, row.fact) == (hand, side, fact)
                for mark in row.marks
                if mark.value == value
            ]
        image = paint(render(pdf, PX_PER_MM, index), marks, PX_PER_MM)
        path = folder / f"{stem}{index + 1}.jpg"
        path.write_bytes(jpeg(on_table(image, turn=turn + 180 * index, scale=0.9, tilt=0.04)))
        paths.append(path)
    return paths


def layout_page(edition: Edition | None = None, setup: Setup | None = None, *, paper: str = "a4") -> ScanPage:
    """The first page's layout of ``sheet``'s sheet."""
    edition = edition or EDITIONS["parker-brothers"]
    return scan_page(edition, setup or edition.default_setup, paper, first_hand=1, page=1)


def on_table(
    page: Gray,
    *,
    turn: float = 0.0,
    scale: float = 1.0,
    tilt: float = 0.0,
    size: tuple[int, int] | None = None,
) -> Gray:
    """The page laid on a dark table and seen turned by ``turn`` degrees, shrunk by ``scale``, its top
    edge ``tilt`` of its width narrower (a perspective), in a picture of ``size`` (width, height)."""
    height, width = page.shape
    out_w, out_h = size or (
        round(max(width, height) * scale * 1.25),
        round(max(width, height) * scale * 1.25),
    )
    w, h = width * scale, height * scale
    cx, cy = out_w / 2, out_h / 2
    corners = np.asarray(
        [
            [cx - w / 2 + tilt * w, cy - h / 2],
            [cx + w / 2 - tilt * w, cy - h / 2],
            [cx + w / 2, cy + h / 2],
            [cx - w / 2, cy + h / 2],
        ],
        np.float32,
    )
    turned = cv2.transform(corners[None], cv2.getRotationMatrix2D((cx, cy), turn, 1.0))[0]
    source = np.asarray([[0, 0], [width, 0], [width, height], [0, height]], np.float32)
    homography = cv2.getPerspectiveTransform(source, np.asarray(turned, np.float32))
    seen = cv2.warpPerspective(page, homography, (out_w, out_h), flags=cv2.INTER_AREA, borderValue=70)
    return np.asarray(seen, np.uint8)


def png(image: Gray) -> bytes:
    """The image as PNG bytes."""
    ok, data = cv2.imencode(".png", image)
    assert ok
    return bytes(data.tobytes())


def jpeg(image: Gray, quality: int = 90) -> bytes:
    """The image as JPEG bytes."""
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
    assert ok
    return bytes(data.tobytes())
