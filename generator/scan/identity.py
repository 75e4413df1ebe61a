"""Reading a page's identity: its code first, then the options where the code cannot be read.

The code (``generator.sheets.scan_code``) is read with zxing-cpp, which
reads codes of modules of 2.5 pixels through a blur where OpenCV's own
detector reads none: first in the flattened page around where the code is
printed, then in the photo itself, flattened again around the code at
``CODE_PX_PER_MM``. What it says is checked against what Bornes knows: an
edition and a setup of it, the paper and sides the markers say, and for
house rules, the hash of the file given with ``--rules``.

Where no code is read, the page is read from the options: ``--edition`` (or
``--rules``), ``--players`` where the markers' sides leave a choice, and
``--first-hand``, the first hand printed on the page (1 without it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from generator.errors import PhotoError
from generator.sheets.scan_code import ScanCode, rules_hash
from generator.sheets.scan_layout import frame, per_page

if TYPE_CHECKING:
    from pathlib import Path

    from generator.rules.editions import Edition, Setup
    from generator.scan.locate import Located
    from generator.scan.photo import Gray, Photo

CODE_PX_PER_MM = 12
"""The code is read again from the photo flattened at this resolution where the page's was not enough."""

MARGIN_MM = 4.0
"""Around the code's square, the part of the page read for it."""


class Given(NamedTuple):
    """What the command line says of the sheet: the rules (``--edition``, ``--rules``: an edition
    and, for house rules, the file's text), ``--players`` and ``--first-hand``."""

    edition: Edition | None = None
    rules_path: Path | None = None
    rules_text: str | None = None
    players: int | None = None
    first_hand: int | None = None


class Identity(NamedTuple):
    """What a page is: the rules and setup, the paper, the first hand on it, and the names the code
    carries. ``coded``: read from its code (else from the options)."""

    edition: Edition
    setup: Setup
    paper: str
    first_hand: int
    names: tuple[str, ...] | None
    coded: bool
    page: int | None = None


def read_code(photo: Photo, located: Located) -> ScanCode | None:
    """The page's code, read in the flattened page, then in the photo; ``None`` where neither reads."""
    import cv2
    import numpy as np

    from generator.scan.locate import PX_PER_MM

    box = frame(located.paper).code
    left, top = box.x - MARGIN_MM, box.y - MARGIN_MM
    size = box.width + 2 * MARGIN_MM
    x0, y0 = round(left * PX_PER_MM), round(top * PX_PER_MM)
    crop = located.page[max(0, y0) : y0 + round(size * PX_PER_MM), max(0, x0) : x0 + round(size * PX_PER_MM)]
    code = _decoded(crop)
    if code is not None:
        return code
    # Again from the photo's own pixels, at twice the page's resolution.
    shift = np.asarray([[1 / CODE_PX_PER_MM, 0, left], [0, 1 / CODE_PX_PER_MM, top], [0, 0, 1]])
    pixels = round(size * CODE_PX_PER_MM)
    sharp = cv2.warpPerspective(
        photo.image,
        located.homography @ shift,
        (pixels, pixels),
        flags=cv2.INTER_CUBIC | cv2.WARP_INVERSE_MAP,
        borderMode=cv2.BORDER_REPLICATE,
    )
    return _decoded(np.asarray(sharp, np.uint8))


def _decoded(image: Gray) -> ScanCode | None:
    """A scan sheet's code in ``image``; ``None`` where zxing-cpp reads none, or none of ours."""
    import zxingcpp

    formats = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    for result in zxingcpp.read_barcodes(image, formats=formats):
        code = ScanCode.parse(bytes(result.bytes))
        if code is not None:
            return code
    return None


def identify(photo: Photo, located: Located, given: Given) -> Identity:
    """What the page is: from its code, checked against the markers and the options, else from the
    options; ``PhotoError`` where neither says."""
    code = read_code(photo, located)
    source = photo.source
    if code is None:
        return _from_options(located, given, source)
    return _from_code(code, located, given, source)


def _from_code(code: ScanCode, located: Located, given: Given, source: str) -> Identity:
    from generator.rules.editions import EDITIONS

    edition = EDITIONS.get(code.edition)
    if edition is None:
        raise PhotoError(
            f"is a sheet for an edition this Bornes does not know ({code.edition}): update Bornes",
            source=source,
        )
    if code.rules is not None:
        if given.rules_text is None or given.edition is None:
            raise PhotoError(
                "is a sheet printed for house rules: give the same house-rules file with --rules FILE",
                source=source,
            )
        if rules_hash(given.rules_text) != code.rules:
            raise PhotoError(
                f"is a sheet printed for other house rules than {given.rules_path} (their code is "
                f"{code.rules}): give the file it was printed with",
                source=source,
            )
        edition = given.edition
    elif given.rules_text is not None:
        raise PhotoError(
            f"is a sheet printed for {code.edition}'s own rules, not for house rules: leave --rules out",
            source=source,
        )
    elif given.edition is not None and given.edition.id != edition.id:
        raise PhotoError(
            f"is a sheet printed for {edition.id}, not {given.edition.id}: leave --edition out", source=source
        )
    setup = next((s for s in edition.setups if s.id == code.setup), None)
    if setup is None or code.paper != located.paper or setup.sides != located.sides:
        raise PhotoError(
            "has a code that does not match its corner squares: it is not a sheet Bornes printed",
            source=source,
        )
    first = code.first_hand + (code.page - 1) * per_page(edition, setup, code.paper)
    return Identity(edition, setup, code.paper, first, code.names, coded=True, page=code.page)


class CodeUnread(PhotoError):
    """A page whose code cannot be read, and whose options do not say what it is either."""


def candidates(located: Located, given: Given) -> tuple[tuple[Edition, Setup], ...]:
    """The rules and setups a page whose code is unread may be printed for: the options' edition
    (else every edition) in each setup of as many sides as its corner squares say, and of
    ``--players`` where given."""
    from generator.rules.editions import EDITIONS

    editions = (given.edition,) if given.edition is not None else tuple(EDITIONS.values())
    return tuple(
        (edition, setup)
        for edition in editions
        for setup in edition.setups_for(sides=located.sides)
        if given.players is None or setup.players == given.players
    )


def _from_options(located: Located, given: Given, source: str) -> Identity:
    edition = given.edition
    if edition is None:
        raise CodeUnread(
            "has a code that cannot be read: take the photo again, or give --edition (and --first-hand "
            "where the page does not start at hand 1)",
            source=source,
        )
    setups = edition.setups_for(sides=located.sides)
    if given.players is not None:
        setups = tuple(s for s in setups if s.players == given.players)
    if not setups:
        raise PhotoError(
            f"is a sheet for {located.sides} sides, which {edition.id} does not play"
            + (f" with {given.players} players" if given.players is not None else ""),
            source=source,
        )
    if len(setups) > 1:
        choices = " or ".join(str(s.players) for s in setups)
        raise CodeUnread(
            f"has a code that cannot be read, and {located.sides} sides fit {choices} players: "
            "give --players",
            source=source,
        )
    return Identity(edition, setups[0], located.paper, given.first_hand or 1, None, coded=False)
