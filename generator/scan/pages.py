"""A photo read into a page: located, identified, its rows read; the pages of one match put in order.

Each photo goes through the reader's rooms in turn: ``photo`` (the file,
bounded), ``locate`` (the markers and the flattened page), ``identity`` (the
code, or the options), ``marks`` (each circle, then each row). The photo's
own pixels are let go once its page is read; the flattened page is kept for
``--review``.

Several photos are the pages of one match: they are put in the order of the
first hand each holds, whatever order they were given in, and must be of
one sheet (the same rules, setup and paper, the same names) with no page
twice. Whether they follow one another without a gap is the log reader's to
say, as for several filled sheets (``matchlog.form_reader``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, NamedTuple

from generator.errors import PhotoError
from generator.scan.identity import Given, Identity
from generator.scan.marks import RowRead
from generator.sheets.scan_layout import ScanPage, scan_page

if TYPE_CHECKING:
    from pathlib import Path

    from generator.scan.photo import Gray


NOT_FLAT = (
    "shows a page that is not flat: {where} are not where the sheet prints them (a curl or a fold): "
    "lay it flat and take it again"
)
"""The refusal of a page whose printed circles are not where the flat page puts them."""


class ScannedPage(NamedTuple):
    """A photo read: where it came from, what it is, its layout, its rows read, its flattened page."""

    source: str
    identity: Identity
    layout: ScanPage
    rows: tuple[RowRead, ...]
    flat: Gray


def read_page(path: Path, given: Given) -> ScannedPage:
    """The photo at ``path`` read into a page; ``PhotoError`` (one line, saying what to do) where it
    cannot be."""
    from generator.scan.identity import CodeUnread, candidates, identify
    from generator.scan.locate import PX_PER_MM, look
    from generator.scan.marks import Unaligned, lies_flat, read_rows
    from generator.scan.photo import read_photo_file

    photo, located = look(read_photo_file(path))
    try:
        identity = identify(photo, located, given)
    except CodeUnread:
        # A curl or a fold can be what makes the code unreadable: said as such where the page's
        # circles lie as none of the sheets it may be prints them, rather than asking for options.
        layouts = [
            scan_page(edition, setup, located.paper, first_hand=given.first_hand or 1, page=1)
            for edition, setup in candidates(located, given)
        ]
        if layouts and not lies_flat(located.page, layouts, PX_PER_MM):
            raise PhotoError(NOT_FLAT.format(where="its circles"), source=str(path)) from None
        raise
    del photo  # its pixels: a 12-megapixel photo is 12 MB, the flattened page 2
    layout = scan_page(
        identity.edition, identity.setup, identity.paper, first_hand=identity.first_hand, page=1
    )
    try:
        rows = read_rows(located.page, layout, PX_PER_MM)
    except Unaligned as error:
        where = f"hand {error.hand}'s circles"
        raise PhotoError(NOT_FLAT.format(where=where), source=str(path)) from None
    return ScannedPage(str(path), identity, layout, rows, located.page)


def in_order(pages: Sequence[ScannedPage]) -> list[ScannedPage]:
    """The pages of one match, by the first hand each holds; ``PhotoError`` for pages of different
    sheets or a page given twice."""
    ordered = sorted(pages, key=lambda page: page.identity.first_hand)
    first = ordered[0]
    for page in ordered[1:]:
        one, other = first.identity, page.identity
        if (other.edition, other.setup.id, other.paper) != (one.edition, one.setup.id, one.paper):
            raise PhotoError(
                f"is a page of another sheet than {first.source} (other rules, players or paper): "
                "give the photos of one match",
                source=page.source,
            )
        if one.names and other.names and one.names != other.names:
            raise PhotoError(
                f"names other sides than {first.source}: give the photos of one match", source=page.source
            )
    for before, after in pairwise(ordered):
        if before.identity.first_hand == after.identity.first_hand:
            raise PhotoError(
                f"is the same page as {before.source} (hands from {after.identity.first_hand}): "
                "give each page once",
                source=after.source,
            )
    return ordered
