"""Finding the page in a photo: its markers, where each millimetre of the page is, the page flattened.

The scan sheet's four markers (``generator.sheets.scan_code``) are found with
OpenCV's ArUco detector, first in the photo shrunk to ``DETECT_SIZE`` pixels
across (fast), then, where fewer than three are found, in the whole photo.
A marker's id says which corner of the page it is and the layout's paper
and sides, so three markers are enough, in any rotation, upside down
included. Their twelve or sixteen corners give the homography from the
page's millimetres to the photo's pixels; the page is then flattened to
``PX_PER_MM`` pixels a millimetre, the reader's working image.

A photo is refused, in one line that says what to do, where:

- no marker of a scan sheet is in it (an ordinary sheet, anything else);
- fewer than three are ("photograph the whole sheet");
- markers of two sheets are ("one sheet a photo");
- the page is smaller than ``MIN_PX_PER_MM`` pixels a millimetre ("come
  closer": about 840 pixels across an A4 page);
- the markers' corners do not lie on one flat page within ``MAX_BEND_MM``
  ("lay it flat");
- the page's rows run out of the photo.

Nothing of a refused photo is read.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, NamedTuple, NoReturn

from generator.errors import PhotoError
from generator.sheets.scan_code import MARKER_DICTIONARY, Corner, marker_meaning
from generator.sheets.scan_layout import FRAME_MM, MARKER_MM, frame, paper_mm

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from generator.scan.photo import Gray, Photo, PhotoFile

    Points = npt.NDArray[np.float64]

DETECT_SIZE = 2000
"""The photo is first searched for markers shrunk to this many pixels on its longer side."""

DECODED_PX_PER_MM = 5.0
"""A large photo is decoded at a half or a quarter of its size where its page's centre keeps at
least this many pixels a millimetre: a quarter more than the least a photo may have
(``MIN_PX_PER_MM``), so it reads as any photo within the conditions does."""

PREVIEW_PIXELS = 700_000
"""A JPEG of more pixels is first decoded at a half, a quarter or an eighth of its size, down to
about this many, to find its markers (``look``): a 12-megapixel photo at a quarter."""

MIN_PX_PER_MM = 4.0
"""The least pixels a millimetre of the page may take in the photo, where it is smallest: about
840 pixels across an A4 page. Every simulated photo refused was under it, none over it missed."""

MAX_BEND_MM = 8.0
"""How far a marker may lie from where the three others put it, in millimetres, before the photo is
refused. Set on the tuning photos: a flat page seen from 30° is within 0.5 mm, a sheet bowed by
up to 5 mm or with a corner lifted by up to 6 mm (as one lies on a table) within about 5 mm, while
a page folded or curled by 25 mm or more was 12 mm off or more: such a page would put circles out
of the reader's reach."""

PX_PER_MM = 6
"""The flattened page's pixels a millimetre: a circle 4.4 mm across is 26 pixels."""

SMALL_MARKER_PERIMETER = 0.004
"""Where fewer than three markers are found, they are looked for again down to this share of the
photo's longer side around (OpenCV's default, 0.03, misses a marker 12 mm across under about 2
pixels a millimetre on a 3,000-pixel photo): a page too small is then told to come closer, not
taken for no sheet or a sheet half in view."""

SMALL_MARKER_PIXELS_A_CELL = 8
"""In that second search, each of a marker's cells is read from this many pixels across (OpenCV's
default, 4, leaves a marker of 3 pixels a cell unread where it is not square to the photo)."""

CORNER_NAMES = {
    Corner.TOP_LEFT: "top left",
    Corner.TOP_RIGHT: "top right",
    Corner.BOTTOM_RIGHT: "bottom right",
    Corner.BOTTOM_LEFT: "bottom left",
}


class Found(NamedTuple):
    """A marker found in the photo: its id and its four corners in the photo's pixels."""

    id: int
    corners: Points


class Located(NamedTuple):
    """The page found in a photo: its layout (paper, sides), the markers used, the homography from
    the page's millimetres to the photo's pixels, and the page flattened at ``PX_PER_MM``."""

    paper: str
    sides: int
    markers: tuple[int, ...]
    homography: Points
    page: Gray
    px_per_mm: float  # in the photo, where the page is smallest


def find_markers(image: Gray) -> list[Found]:
    """Every ArUco marker of ``MARKER_DICTIONARY`` in the image, corners refined to a tenth of a pixel."""
    import cv2
    import numpy as np

    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, MARKER_DICTIONARY))
    parameters = cv2.aruco.DetectorParameters()
    parameters.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    detector = cv2.aruco.ArucoDetector(dictionary, parameters)
    shrink = min(1.0, DETECT_SIZE / max(image.shape))
    found: list[Found] = []
    for scale in dict.fromkeys((shrink, 1.0)):
        small = (
            image
            if scale == 1.0
            else cv2.resize(image, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
        )
        corners, ids, _ = detector.detectMarkers(small)
        found = (
            []
            if ids is None
            else [
                Found(int(i), np.asarray(c, np.float64).reshape(4, 2) / scale)
                for c, i in zip(corners, ids.ravel(), strict=True)
            ]
        )
        if sum(marker_meaning(f.id) is not None for f in found) >= 3:
            break
    else:
        parameters.minMarkerPerimeterRate = SMALL_MARKER_PERIMETER
        parameters.perspectiveRemovePixelPerCell = SMALL_MARKER_PIXELS_A_CELL
        small_ones = cv2.aruco.ArucoDetector(dictionary, parameters)
        corners, ids, _ = small_ones.detectMarkers(image)
        if ids is not None:
            smaller = [
                Found(int(i), np.asarray(c, np.float64).reshape(4, 2))
                for c, i in zip(corners, ids.ravel(), strict=True)
            ]
            if len(_ours(smaller)) > len(_ours(found)):
                return smaller
    if shrink < 1.0:
        found = [_refined(image, marker) for marker in found]
    return found


def _refined(image: Gray, marker: Found) -> Found:
    """A marker found in the shrunk photo, its corners refined in the whole one."""
    import cv2
    import numpy as np

    side = float(np.linalg.norm(marker.corners[0] - marker.corners[2])) / 1.414
    window = max(2, min(12, int(side / 12)))
    corners = marker.corners.astype(np.float32).reshape(-1, 1, 2).copy()
    criteria = (cv2.TERM_CRITERIA_EPS + cv2.TERM_CRITERIA_MAX_ITER, 20, 0.05)
    cv2.cornerSubPix(image, corners, (window, window), (-1, -1), criteria)
    return Found(marker.id, corners.reshape(4, 2).astype(np.float64))


def page_corners(paper: str, corner: Corner) -> list[tuple[float, float]]:
    """The page's millimetres of the four corners of the marker in ``corner``, in the marker's own order."""
    width, height = paper_mm(paper)
    far_x, far_y = width - FRAME_MM - MARKER_MM, height - FRAME_MM - MARKER_MM
    x, y = {
        Corner.TOP_LEFT: (FRAME_MM, FRAME_MM),
        Corner.TOP_RIGHT: (far_x, FRAME_MM),
        Corner.BOTTOM_RIGHT: (far_x, far_y),
        Corner.BOTTOM_LEFT: (FRAME_MM, far_y),
    }[corner]
    return [(x, y), (x + MARKER_MM, y), (x + MARKER_MM, y + MARKER_MM), (x, y + MARKER_MM)]


def _sheet_markers(found: list[Found], source: str) -> tuple[str, int, list[Found]]:
    """The markers of the one scan sheet in the photo, and its paper and sides; refused in one line
    where there are none, too few, or those of two sheets."""
    ours = [f for f in found if marker_meaning(f.id) is not None]
    if not ours:
        raise PhotoError(
            "shows no scan sheet: none of its four black corner squares is in the photo. Print one with "
            "`bornes sheet --layout scan` and photograph the whole sheet",
            source=source,
        )
    layouts = Counter((m.paper, m.sides) for f in ours if (m := marker_meaning(f.id)) is not None)
    (paper, sides), count = layouts.most_common(1)[0]
    twice = [marker for marker, seen in Counter(f.id for f in ours).items() if seen > 1]
    if twice or (len(layouts) > 1 and sorted(layouts.values())[-2] >= 2):
        raise PhotoError("shows two sheets: photograph one sheet a photo", source=source)
    mine = [
        f for f in ours if (m := marker_meaning(f.id)) is not None and (m.paper, m.sides) == (paper, sides)
    ]
    if count < 3:
        _check_size(mine, paper, source)
        seen = {meaning.corner for f in mine if (meaning := marker_meaning(f.id)) is not None}
        missing = " and ".join(CORNER_NAMES[c] for c in Corner if c not in seen)
        raise PhotoError(
            f"shows only {count} of the sheet's four black corner squares (not the {missing}): "
            "photograph the whole sheet, with at least three of them in view",
            source=source,
        )
    return paper, sides, mine


def _marker_scale(marker: Found) -> float:
    """The pixels a millimetre of the page takes at a marker, from its shortest side."""
    import numpy as np

    sides = np.linalg.norm(marker.corners - np.roll(marker.corners, 1, axis=0), axis=1)
    return float(sides.min()) / MARKER_MM


def _check_size(markers: list[Found], paper: str, source: str) -> None:
    """Refuse a photo whose markers say the page is under ``MIN_PX_PER_MM``: "come closer" (a page
    too small shows its markers too small to be all found)."""
    if markers and (scale := max(_marker_scale(m) for m in markers)) < MIN_PX_PER_MM:
        _too_small(scale * paper_mm(paper)[0], paper, source)


def _too_small(wide: float, paper: str, source: str) -> NoReturn:
    """The refusal of a page too small in the photo, ``wide`` pixels across."""
    raise PhotoError(
        f"shows the page too small (about {wide:.0f} pixels across, where Bornes needs "
        f"{MIN_PX_PER_MM * paper_mm(paper)[0]:.0f}): come closer, the page filling the photo",
        source=source,
    )


def _homography(paper: str, markers: list[Found]) -> Points | None:
    """The homography from the page's millimetres to the image's pixels, from the markers' corners."""
    import cv2
    import numpy as np

    page_points: list[tuple[float, float]] = []
    for marker in markers:
        meaning = marker_meaning(marker.id)
        assert meaning is not None
        page_points += page_corners(paper, meaning.corner)
    found, _ = cv2.findHomography(
        np.asarray(page_points, np.float64), np.concatenate([marker.corners for marker in markers]), 0
    )
    return None if found is None else np.asarray(found, np.float64)


def look(photo: PhotoFile) -> tuple[Photo, Located]:
    """The page in a photo file, decoded no larger than it needs: a JPEG of more than
    ``PREVIEW_PIXELS`` is first decoded small (libjpeg scales as it decodes) to find the markers
    there, then at the largest reduction that still gives the page's centre ``DECODED_PX_PER_MM``,
    the markers' corners refined in it. Where the small picture shows fewer than three markers, the
    photo is decoded whole and searched as ``locate`` does."""
    from generator.scan.photo import JPEG, decode_at

    preview = 1
    while photo.header.kind == JPEG and photo.pixels / (preview * 2) ** 2 >= PREVIEW_PIXELS and preview < 8:
        preview *= 2
    if preview > 1:
        small = decode_at(photo, preview)
        found = _ours(find_markers(small.image))
        layouts = {(m.paper, m.sides) for f in found if (m := marker_meaning(f.id)) is not None}
        if len(found) >= 3 and len(layouts) == 1 and len({f.id for f in found}) == len(found):
            paper = layouts.pop()[0]
            homography = _homography(paper, found)
            if homography is not None:
                width, height = paper_mm(paper)
                full = _scale_at(homography, width / 2, height / 2) / small.scale
                factor = 1
                while factor < preview and full / (factor * 2) >= DECODED_PX_PER_MM:
                    factor *= 2
                if factor == preview:
                    return small, locate(small, found)
                chosen = decode_at(photo, factor)
                ratio = chosen.scale / small.scale
                return chosen, locate(chosen, [_again(chosen.image, f.id, f.corners * ratio) for f in found])
    whole = decode_at(photo, 1)
    return whole, locate(whole)


def _again(image: Gray, marker: int, near: Points) -> Found:
    """Marker ``marker`` found again in ``image``, in the part around where a smaller picture of it
    put it (``near``); where it is not found there, those corners refined."""
    import numpy as np

    side = float(max(np.ptp(near[:, 0]), np.ptp(near[:, 1])))
    left, top = (max(0, int(v - side / 2)) for v in near.min(axis=0))
    right, bottom = (int(v + side / 2) + 1 for v in near.max(axis=0))
    for found in find_markers(image[top:bottom, left:right]):
        if found.id == marker:
            return Found(marker, found.corners + np.asarray([left, top], np.float64))
    return _refined(image, Found(marker, near))


def _ours(found: list[Found]) -> list[Found]:
    """The markers a scan sheet prints, among those found."""
    return [f for f in found if marker_meaning(f.id) is not None]


def locate(photo: Photo, found: list[Found] | None = None) -> Located:
    """The page in ``photo``, flattened, from the markers ``found`` in it (``None``: looked for
    here); ``PhotoError`` saying what to do where it cannot be read."""
    import cv2
    import numpy as np

    source = photo.source
    markers_found = find_markers(photo.image) if found is None else found
    paper, sides, markers = _sheet_markers(markers_found, source)
    homography = _homography(paper, markers)
    if homography is None:
        raise PhotoError(
            "shows the sheet's corner squares too distorted to read: take it again", source=source
        )
    width, height = paper_mm(paper)
    # In the photo's own pixels: it may have been decoded at a half or a quarter of its size.
    scale = _smallest_scale(homography, width, height) / photo.scale
    # Before the bend: a page too small has its markers' corners too coarse to tell a bend by.
    if scale < MIN_PX_PER_MM:
        _too_small(scale * width, paper, source)
    bend = _bend(paper, markers)
    if bend > MAX_BEND_MM:
        raise PhotoError(
            f"shows a page that is not flat (its corners are {bend:.0f} mm off): "
            "lay it flat and take it again",
            source=source,
        )
    _check_in_view(homography, photo.image.shape, paper, source)
    to_page = homography @ np.diag([1 / PX_PER_MM, 1 / PX_PER_MM, 1.0])
    size = (round(width * PX_PER_MM), round(height * PX_PER_MM))
    flat = cv2.warpPerspective(
        photo.image,
        to_page,
        size,
        flags=cv2.INTER_LINEAR | cv2.WARP_INVERSE_MAP,
        borderMode=cv2.BORDER_REPLICATE,
    )
    return Located(
        paper, sides, tuple(sorted(m.id for m in markers)), homography, np.asarray(flat, np.uint8), scale
    )


def _bend(paper: str, markers: list[Found]) -> float:
    """How far, in millimetres, each marker lies from where the others put it, at most: each one's
    corners seen from the homography of the others (four markers; three leave nothing to compare)."""
    import cv2
    import numpy as np

    if len(markers) < 4:
        return 0.0
    page = {}
    for marker in markers:
        meaning = marker_meaning(marker.id)
        assert meaning is not None
        page[marker.id] = np.asarray(page_corners(paper, meaning.corner), np.float64)
    worst = 0.0
    for alone in markers:
        others = [m for m in markers if m is not alone]
        fitted, _ = cv2.findHomography(
            np.concatenate([page[m.id] for m in others]), np.concatenate([m.corners for m in others]), 0
        )
        inverse = np.linalg.inv(np.asarray(fitted, np.float64))
        back = cv2.perspectiveTransform(alone.corners.reshape(-1, 1, 2), inverse).reshape(-1, 2)
        worst = max(worst, float(np.max(np.linalg.norm(back - page[alone.id], axis=1))))
    return worst


def _scale_at(homography: Points, x: float, y: float) -> float:
    """The fewest image pixels a millimetre of the page takes at (x, y), across or down."""
    import cv2
    import numpy as np

    square = np.asarray([[x, y], [x + 1, y], [x, y + 1]], np.float64).reshape(-1, 1, 2)
    a, b, c = cv2.perspectiveTransform(square, homography).reshape(-1, 2)
    return min(float(np.linalg.norm(b - a)), float(np.linalg.norm(c - a)))


def _smallest_scale(homography: Points, width: float, height: float) -> float:
    """The fewest image pixels a millimetre of the page takes, over its corners and centre."""
    points = [(x, y) for x in (0.0, width / 2, width) for y in (0.0, height / 2, height)]
    return min(_scale_at(homography, x, y) for x, y in points)


def _check_in_view(homography: Points, shape: tuple[int, ...], paper: str, source: str) -> None:
    """Refuse a photo in which the page's rows run out of the picture (a marker may: three are enough)."""
    import cv2
    import numpy as np

    body = frame(paper).body
    corners = np.asarray(
        [[body.x, body.y], [body.right, body.y], [body.right, body.bottom], [body.x, body.bottom]], np.float64
    ).reshape(-1, 1, 2)
    seen = cv2.perspectiveTransform(corners, homography).reshape(-1, 2)
    rows, columns = shape[:2]
    if np.any(seen < -0.5) or np.any(seen[:, 0] > columns - 0.5) or np.any(seen[:, 1] > rows - 0.5):
        raise PhotoError(
            "shows only part of the page (some rows are out of the photo): photograph the whole sheet",
            source=source,
        )
