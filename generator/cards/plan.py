"""Every page of a cards PDF as data: which face goes where, and what surrounds it.

Pure geometry in points, from an imposition (``imposition.py``) and the
print options: the faces (a card's front or back in a slot), the crop marks,
the fold lines, the page's TrimBox and BleedBox, and the free band outside
the cards where the slug line and the 50 mm scale bar go. ``cards_pdf.py``
draws exactly this, and tests measure it.

Layouts (``--layout``):

- ``cards``: a page of fronts, then its page of backs, placed for the duplex
  flip asked for (``--duplex long|short``) and moved by ``--back-offset``;
- ``fold``: each front beside its back on one page, for single-sided printers;
- ``single``: one face per page at the card's trim size plus bleed, all the
  fronts and then all the backs, as print-on-demand services ask.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal, NamedTuple

from generator.cards.imposition import (
    MARGIN_SLACK,
    MM,
    Duplex,
    Imposition,
    Mark,
    Room,
    Slot,
    impose,
    impose_fold,
)
from generator.pdf.box import PageBox
from generator.pdf.margins import HOME_SAFE_MM, PRINT_SHOP_SAFE_MM, SAFE_MARGIN_MM

DRIFT = 3.0 * MM
"""How far a back's fill runs past its cut, bleed or not.

Home duplex printers put the back 1 to 4 mm off (the print-and-play trackers'
most common complaint); with the fill running 3 mm past every cut, and
nothing but that fill within 3 mm of it, a back drifting up to 2 mm still
shows only its fill at the cut.
"""

DRIFT_TOLERANCE = 2.0 * MM
"""The misregistration a back must survive unseen (the issue's 2 mm)."""

SCALE_BAR = 50.0 * MM
"""The scale bar's length: 50 mm, to check with a ruler that nothing was scaled."""

SLUG_MIN_THICKNESS = 6.5 * MM
"""A band thinner than this holds no slug line (its text would fall below 6 pt)."""

LAYOUT_DUPLEX: Mapping[str, Literal["simplex", "long", "short"] | None] = MappingProxyType(
    {"cards": None, "fold": "simplex", "single": "simplex", "sheet": "simplex"}
)
"""The duplex mode each layout asks the viewer for; ``None``: the ``--duplex`` option's."""

Side = Literal["front", "back"]


class Face(NamedTuple):
    """One side of one card on a page: ``card`` indexes the set's cards."""

    card: int
    side: Side
    slot: Slot


class Band(NamedTuple):
    """A free strip of the page for the slug line: its box, and whether text runs up it."""

    box: PageBox
    vertical: bool  # text runs bottom to top (the band is beside the cards)
    cards_above: bool = False  # the cards lie on the side the text's tops point to

    @property
    def length(self) -> float:
        """How long the band is, along its text."""
        x0, y0, x1, y1 = self.box
        return y1 - y0 if self.vertical else x1 - x0

    @property
    def thickness(self) -> float:
        """How thick the band is, across its text."""
        x0, y0, x1, y1 = self.box
        return x1 - x0 if self.vertical else y1 - y0


class PagePlan(NamedTuple):
    """One page: its size, its faces, marks and fold lines, its boxes and its slug band."""

    number: int  # from 1
    width: float
    height: float
    kind: Literal["fronts", "backs", "fold"]
    faces: tuple[Face, ...]
    marks: tuple[Mark, ...]
    folds: tuple[tuple[float, float, float, float], ...]
    trim: PageBox
    bleed: PageBox | None
    spill: float  # how far each back's fill runs past its cut
    printable: PageBox  # the paper less its safe margin; every drawing stays inside
    band: Band | None


class PrintOptions(NamedTuple):
    """How the cards are to be printed (``bornes cards`` options), in millimetres."""

    layout: str = "cards"
    duplex: Duplex = "long"
    bleed: float = 0.0
    back_offset: tuple[float, float] = (0.0, 0.0)
    crop_marks: bool = True
    margin: float = SAFE_MARGIN_MM  # nothing printed nearer the paper's edge (``--margin``)
    gap: float = 0.0  # between neighbouring cards' cuts, besides their bleed (``--gap``)
    safe: float | None = None  # nothing important nearer the cut (``--safe``); None: the layout's
    frame: bool = True  # the fronts' border on the safe zone's edge (``--no-frame``)

    @property
    def tight(self) -> bool:
        """Whether the margin asked for is under the default: to fit more cards, the crop marks may
        then be shorter, and the backs' fill may run less than ``DRIFT`` past the outer cuts."""
        return self.margin < SAFE_MARGIN_MM

    @property
    def safe_zone(self) -> float:
        """The safe zone inside the cut, in mm: ``--safe``, else 3 mm for a print shop, 2 mm at home."""
        if self.safe is not None:
            return self.safe
        return PRINT_SHOP_SAFE_MM if self.layout == "single" else HOME_SAFE_MM

    @property
    def pdf_duplex(self) -> Literal["simplex", "long", "short"]:
        """The duplex mode the PDF asks the viewer for."""
        return LAYOUT_DUPLEX.get(self.layout) or self.duplex


def plan_pages(
    page: tuple[float, float],
    card: tuple[float, float],
    *,
    count: int,
    options: PrintOptions,
    paper_name: str = "the paper",
) -> tuple[Imposition, tuple[PagePlan, ...]]:
    """The pages for ``count`` cards of size ``card`` (points, upright) on ``page``.

    Raises ``CardSizeError`` when the cards do not fit (``impose``).
    """
    bleed = options.bleed * MM
    margin = options.margin * MM
    if options.layout == "single":
        return _single(card, count, bleed)
    if options.layout == "fold":
        return _fold(page, card, count, margin, options, paper_name)
    offset = (options.back_offset[0] * MM, options.back_offset[1] * MM)
    imposition = impose(page, card, count=count, room=_room(options, margin, paper_name))
    width, height = page
    printable = _printable(page, margin)
    spill = max(bleed, DRIFT)
    pages: list[PagePlan] = []
    for sheet in imposition.pages:
        fronts = tuple(Face(i, "front", s) for i, s in zip(sheet.cards, sheet.slots, strict=True))
        backs = sheet.backs(width, height, duplex=options.duplex, offset=offset)
        back_faces = tuple(Face(i, "back", s) for i, s in zip(sheet.cards, backs, strict=True))
        both: tuple[tuple[Literal["fronts", "backs"], tuple[Face, ...], tuple[Mark, ...], float], ...] = (
            ("fronts", fronts, sheet.marks, bleed),
            ("backs", back_faces, (), spill),
        )
        for kind, faces, marks, reach in both:
            trim = _bounds([f.slot.grown(0) for f in faces])
            grown = _bounds([f.slot.grown(reach) for f in faces])
            taken = _bounds([grown, *map(_mark_box, marks)])
            pages.append(
                PagePlan(
                    number=len(pages) + 1,
                    width=width,
                    height=height,
                    kind=kind,
                    faces=faces,
                    marks=marks,
                    folds=(),
                    trim=trim,
                    bleed=_bounds([f.slot.grown(bleed) for f in faces]) if bleed else None,
                    spill=spill,
                    printable=printable,
                    band=free_band(printable, taken),
                )
            )
    return imposition, tuple(pages)


def _room(options: PrintOptions, margin: float, paper_name: str) -> Room:
    """How the cards share the page: the options in points, and the slug line's band kept free."""
    return Room(
        margin=margin,
        crop_marks=options.crop_marks,
        paper_name=paper_name,
        bleed=options.bleed * MM,
        gap=options.gap * MM,
        keep_free=SLUG_MIN_THICKNESS + BAND_GAP + 0.1 * MM,  # a hair more: the band is measured in floats
        tight=options.tight,
        # The backs' fill runs DRIFT past every cut; past the outer ones, beyond the bleed, it needs
        # the page's room (a back flips left for right, so each side's room is some back's).
        fill=max(0.0, DRIFT - options.bleed * MM) if options.layout == "cards" else 0.0,
    )


def _fold(
    page: tuple[float, float],
    card: tuple[float, float],
    count: int,
    margin: float,
    options: PrintOptions,
    paper_name: str,
) -> tuple[Imposition, tuple[PagePlan, ...]]:
    bleed = options.bleed * MM
    imposition, sheets = impose_fold(page, card, count=count, room=_room(options, margin, paper_name))
    # The pairs were imposed as cards twice as wide; every face is one card.
    imposition = imposition._replace(card_width=card[0], card_height=card[1])
    width, height = page
    printable = _printable(page, margin)
    pages = []
    for number, (sheet, pairs) in enumerate(zip(imposition.pages, sheets, strict=True), start=1):
        faces = tuple(
            face for p in pairs for face in (Face(p.card, "front", p.front), Face(p.card, "back", p.back))
        )
        trim = _bounds([s.grown(0) for s in sheet.slots])
        taken = _bounds([_bounds([s.grown(bleed) for s in sheet.slots]), *map(_mark_box, sheet.marks)])
        pages.append(
            PagePlan(
                number=number,
                width=width,
                height=height,
                kind="fold",
                faces=faces,
                marks=sheet.marks,
                folds=tuple(p.fold for p in pairs),
                trim=trim,
                bleed=_bounds([s.grown(bleed) for s in sheet.slots]) if bleed else None,
                spill=bleed,
                printable=printable,
                band=free_band(printable, taken),
            )
        )
    return imposition, tuple(pages)


def _single(card: tuple[float, float], count: int, bleed: float) -> tuple[Imposition, tuple[PagePlan, ...]]:
    """One face per page, the page the card's trim plus its bleed: all fronts, then all backs."""
    width, height = card[0] + 2 * bleed, card[1] + 2 * bleed
    slot = Slot(bleed, bleed, card[0], card[1], 0)
    trim = slot.grown(0)
    page_box = (0.0, 0.0, width, height)
    pages: list[PagePlan] = []
    sides: tuple[Side, Side] = ("front", "back")
    for side in sides:
        for index in range(count):
            pages.append(
                PagePlan(
                    number=len(pages) + 1,
                    width=width,
                    height=height,
                    kind="fronts" if side == "front" else "backs",
                    faces=(Face(index, side, slot),),
                    marks=(),
                    folds=(),
                    trim=trim,
                    bleed=page_box if bleed else None,
                    spill=bleed,
                    printable=page_box,
                    band=None,
                )
            )
    imposition = Imposition(width, height, card[0], card[1], 1, 1, False, ())
    return imposition, tuple(pages)


def _printable(page: tuple[float, float], margin: float) -> PageBox:
    inset = margin + MARGIN_SLACK
    return (inset, inset, page[0] - inset, page[1] - inset)


def _mark_box(mark: Mark) -> PageBox:
    return (min(mark.x1, mark.x2), min(mark.y1, mark.y2), max(mark.x1, mark.x2), max(mark.y1, mark.y2))


def _bounds(boxes: list[PageBox]) -> PageBox:
    return (
        min(b[0] for b in boxes),
        min(b[1] for b in boxes),
        max(b[2] for b in boxes),
        max(b[3] for b in boxes),
    )


BAND_GAP = 1.5 * MM
"""Between the slug band and the cards or their marks."""


def free_band(printable: PageBox, taken: PageBox, gap: float = BAND_GAP) -> Band | None:
    """The thickest strip of ``printable`` beside ``taken`` (above, below, left or right), a gap away.

    ``None`` when none is thick enough for a legible slug line.
    """
    px0, py0, px1, py1 = printable
    tx0, ty0, tx1, ty1 = taken
    candidates = [
        Band((px0, ty1 + gap, px1, py1), vertical=False),
        Band((px0, py0, px1, ty0 - gap), vertical=False, cards_above=True),
        Band((px0, py0, tx0 - gap, py1), vertical=True),
        Band((tx1 + gap, py0, px1, py1), vertical=True, cards_above=True),
    ]
    # The thickest wins; on a tie the first (above the cards, then below, left, right).
    best = max(candidates, key=lambda band: round(band.thickness, 1) - 1e-3 * candidates.index(band))
    return best if best.thickness >= SLUG_MIN_THICKNESS and best.length >= 2 * SCALE_BAR else None


def fill_box(face: Face, page: PagePlan) -> PageBox:
    """A back's fill: its card grown by the page's spill, kept in the printable area.

    On a fold page the side on the fold stops at the fold, so no fill runs onto the front.
    """
    x0, y0, x1, y1 = face.slot.grown(page.spill)
    for fx1, fy1, fx2, fy2 in page.folds:
        left, bottom, right, top = face.slot.grown(0)
        if fx1 == fx2 and fy1 <= top and fy2 >= bottom:
            if abs(left - fx1) < 0.01:
                x0 = fx1
            elif abs(right - fx1) < 0.01:
                x1 = fx1
        elif fy1 == fy2 and fx1 <= right and fx2 >= left:
            if abs(bottom - fy1) < 0.01:
                y0 = fy1
            elif abs(top - fy1) < 0.01:
                y1 = fy1
    px0, py0, px1, py1 = page.printable
    return (max(x0, px0), max(y0, py0), min(x1, px1), min(y1, py1))


class Shortfall(NamedTuple):
    """Where the backs' fill runs least far past the cuts, when that is less than ``DRIFT``."""

    page: int
    side: Literal["left", "right", "bottom", "top"]
    reach: float  # how far it runs, in points


def fill_shortfall(pages: tuple[PagePlan, ...]) -> Shortfall | None:
    """The page and side where the backs' fill runs least past a cut, if less than the page's spill
    (``DRIFT`` on a page of duplex backs): the paper's margin clips it there, where a
    ``--back-offset`` moves the backs towards the edge. The imposition leaves the fill its room
    otherwise (``Room.fill``)."""
    worst: Shortfall | None = None
    sides: tuple[Literal["left", "right", "bottom", "top"], ...] = ("left", "bottom", "right", "top")
    for page in pages:
        if page.kind != "backs":
            continue
        for face in page.faces:
            fill = fill_box(face, page)
            cut = face.slot.grown(0)
            for index, side in enumerate(sides):
                reach = cut[index] - fill[index] if index < 2 else fill[index] - cut[index]
                if reach < page.spill - 0.01 and (worst is None or reach < worst.reach):
                    worst = Shortfall(page.number, side, reach)
    return worst
