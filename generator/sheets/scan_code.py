"""The scan sheet's identity: its code's text, its markers' ids, for the writer and the reader alike.

``bornes sheet --layout scan`` prints them (``generator.sheets.scan_layout``,
``generator.sheets.scan_pdf``); ``bornes scan`` reads them back
(``generator.scan.identity``, ``generator.scan.locate``). Both take their
names and numbers from here, as the fillable sheet's writer and reader share
``generator.form_format``.

The code (a QR code) says what the page is for, in one line of upper-case
letters, digits and ``-/:`` (QR's alphanumeric mode, the densest for them)::

    BORNES/1 PARKER-BROTHERS 4P-2X2 H1 P2 A4 R:K3Q7TZ

the format and its version, the edition (a house-rules sheet: its base
edition), the setup (players and sides), the sheet's first hand, the page,
the paper, and for house rules a short hash of what their file says
(``rules_hash``), so a photo is never read with other house rules. Where
``--names`` printed the sides' names, they follow in a second segment, one
a line, in UTF-8 (an ECI says so), when they fit a code of at most
``MAX_CODE_VERSION``; the same line is printed small beneath the code for
people.

The four markers are ArUco markers of OpenCV's ``DICT_4X4_50`` (their bits
are ``MARKER_BITS``, so printing needs no OpenCV); a marker's id says which
corner it is and the layout's paper and sides (``marker_id``), so a page is
found upside down, and its rows read from ``--edition`` where the code
cannot be read.

Pure: no PDF library, no file.
"""

from __future__ import annotations

import base64
import hashlib
import json
import tomllib
from collections.abc import Mapping
from enum import IntEnum
from types import MappingProxyType
from typing import NamedTuple

FORMAT = "BORNES/1"
"""The code's first word: the format and its version."""

MAP_FORMAT = "bornes-scan-map/1"
"""The ``format`` of the sheet's map (``bornes sheet --layout scan --map FILE``)."""

PAPER_CODES: Mapping[str, str] = MappingProxyType({"a4": "A4", "letter": "LETTER"})
"""The paper's word in the code, by ``--paper`` choice."""

RULES_PREFIX = "R:"
HAND_PREFIX = "H"
PAGE_PREFIX = "P"

MAX_CODE_VERSION = 4
"""The largest QR version a sheet prints (33 modules): names that would need a larger code are left
out of it, so the code keeps modules of at least ``scan_layout.MIN_MODULE_MM``."""


class Corner(IntEnum):
    """A page's corners, in the order of a marker's own corners (clockwise from the top left)."""

    TOP_LEFT = 0
    TOP_RIGHT = 1
    BOTTOM_RIGHT = 2
    BOTTOM_LEFT = 3


MARKER_DICTIONARY = "DICT_4X4_50"
"""OpenCV's name of the markers' dictionary: 4 × 4 bits inside a black border, ids 0 to 49."""

MARKER_BITS: tuple[int, ...] = (
    46386, 3994, 13101, 39238, 21662, 31181, 40494, 50418, 65242, 53078, 63889, 4519,
    3767, 10767, 9393, 9790, 18021, 26112, 27742, 30383, 34443, 45099, 52437, 56706,
)  # fmt: skip
"""The bits of ``DICT_4X4_50``'s first 24 markers, row by row from the top left, the first bit the
highest (1 is white): what ``cv2.aruco.generateImageMarker`` draws inside the border
(``tests/sheets/test_scan_code.py`` compares them)."""

LAYOUT_GROUPS: tuple[tuple[str, int], ...] = (
    ("a4", 2),
    ("a4", 3),
    ("a4", 4),
    ("letter", 2),
    ("letter", 3),
    ("letter", 4),
)
"""The layouts the markers tell apart: paper and sides. Group ``g``'s markers are ids ``4g`` to
``4g + 3``, one per ``Corner``."""


def marker_id(paper: str, sides: int, corner: Corner) -> int:
    """The id of the marker printed in ``corner`` of a page of ``sides`` sides on ``paper``."""
    return 4 * LAYOUT_GROUPS.index((paper, sides)) + corner


class MarkerMeaning(NamedTuple):
    """What a marker's id says: the layout's paper and sides, and the corner."""

    paper: str
    sides: int
    corner: Corner


def marker_meaning(marker: int) -> MarkerMeaning | None:
    """What the marker ``marker`` says; ``None`` for an id no scan sheet prints."""
    group, corner = divmod(marker, 4)
    if not 0 <= group < len(LAYOUT_GROUPS):
        return None
    paper, sides = LAYOUT_GROUPS[group]
    return MarkerMeaning(paper, sides, Corner(corner))


def marker_cells(marker: int) -> tuple[tuple[bool, ...], ...]:
    """The marker's 6 × 6 cells, row by row from the top left, ``True`` black: the border and its bits."""
    bits = MARKER_BITS[marker]
    inner = [[not (bits >> (15 - (4 * row + col))) & 1 for col in range(4)] for row in range(4)]
    return tuple(
        tuple(True if row in (0, 5) or col in (0, 5) else inner[row - 1][col - 1] for col in range(6))
        for row in range(6)
    )


def rules_hash(text: str) -> str:
    """A house-rules file's short hash: six base-32 characters of the SHA-256 of what it says.

    What it says is its TOML table as JSON, keys sorted: comments, spacing,
    line endings and the order of keys change nothing; a value does.
    ``ValueError`` when the text is not TOML (a sheet is printed only from
    house rules already read).
    """
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"not TOML ({error})") from None
    canonical = json.dumps(table, sort_keys=True, ensure_ascii=True, default=str)
    return base64.b32encode(hashlib.sha256(canonical.encode("ascii")).digest()).decode("ascii")[:6]


class ScanCode(NamedTuple):
    """What a scan sheet's page says about itself."""

    edition: str  # the edition's id (a house-rules sheet: its base edition's)
    setup: str  # the setup's id: "4p-2x2"
    first_hand: int  # the sheet's first hand (``--first-hand``)
    page: int  # the page, from 1
    paper: str  # a ``--paper`` choice
    rules: str | None = None  # a house-rules sheet: ``rules_hash`` of its file
    names: tuple[str, ...] | None = None  # the names ``--names`` printed, where they fit the code

    def line(self) -> str:
        """The code's first segment, and the line printed beneath it: one line, upper case."""
        words = [
            FORMAT,
            self.edition.upper(),
            self.setup.upper(),
            f"{HAND_PREFIX}{self.first_hand}",
            f"{PAGE_PREFIX}{self.page}",
            PAPER_CODES[self.paper],
        ]
        if self.rules is not None:
            words.append(RULES_PREFIX + self.rules)
        return " ".join(words)

    def segments(self) -> tuple[str, ...]:
        """What the code holds: ``line``, then the names, one a line (empty: none)."""
        if not self.names:
            return (self.line(),)
        return (self.line(), "".join(f"\n{name}" for name in self.names))

    @classmethod
    def parse(cls, data: bytes) -> ScanCode | None:
        """The page's identity from a code's bytes; ``None`` when they are not a scan sheet's code.

        Only the form is checked here; whether the edition, the setup and
        the house rules are ones Bornes knows is the reader's to say
        (``generator.scan.identity``).
        """
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            return None
        first, *names = text.split("\n")
        words = first.split(" ")
        if len(words) not in (6, 7) or words[0] != FORMAT:
            return None
        _, edition, setup, hand, page, paper, *rules = words
        papers = {code: name for name, code in PAPER_CODES.items()}
        if (
            paper not in papers
            or not hand.startswith(HAND_PREFIX)
            or not page.startswith(PAGE_PREFIX)
            or not _number(hand[1:])
            or not _number(page[1:])
            or (rules and not (rules[0].startswith(RULES_PREFIX) and len(rules[0]) == len(RULES_PREFIX) + 6))
        ):
            return None
        return cls(
            edition=edition.lower(),
            setup=setup.lower(),
            first_hand=int(hand[1:]),
            page=int(page[1:]),
            paper=papers[paper],
            rules=rules[0][len(RULES_PREFIX) :] if rules else None,
            names=tuple(names) if names else None,
        )


def _number(text: str) -> bool:
    """Whether ``text`` is a whole number from 1 written as digits, at most six of them."""
    return 1 <= len(text) <= 6 and text.isascii() and text.isdigit() and not text.startswith("0")
