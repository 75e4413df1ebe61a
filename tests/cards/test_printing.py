"""Printing the cards: actual size, duplex, page boxes, slug line, backs that survive drift, bleed, fold."""

from __future__ import annotations

import io
from functools import cache
from typing import TypedDict, Unpack

import numpy as np
import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from generator.cards.calibration import build_calibration
from generator.cards.cards_pdf import BACK_FILL, build_cards, lay_out_cards
from generator.cards.content import CARDS
from generator.cards.imposition import MARK_GAP, MM, Duplex, Slot
from generator.cards.plan import DRIFT, DRIFT_TOLERANCE, SCALE_BAR, PrintOptions
from generator.pdf.page import PAPERS, SAFE_MARGIN
from generator.rules.editions import EDITIONS
from generator.rules.house import parse_house_rules
from generator.text.languages import EN, FR, Lang
from tests.cards.conftest import longest_run
from tests.pdfcheck import ink_in_margin, page_texts, viewer_preferences

PARKER = EDITIONS["parker-brothers"]


class Printing(TypedDict, total=False):
    """The ways to print that the tests vary: ``build_cards``'s keyword arguments."""

    layout: str
    duplex: Duplex
    bleed: float
    back_offset: tuple[float, float]
    aid: bool
    margin: float
    gap: float
    safe: float
    frame: bool


@cache
def _pdf(paper: str = "letter", **options: Unpack[Printing]) -> bytes:
    return build_cards(PARKER, lang=EN, paper=paper, **options)


def _reader(data: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(data))


def _words(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


@pytest.mark.parametrize(
    ("options", "duplex"),
    [
        ({}, "/DuplexFlipLongEdge"),
        ({"duplex": "short"}, "/DuplexFlipShortEdge"),
        ({"layout": "fold"}, "/Simplex"),
        ({"layout": "single"}, "/Simplex"),
        ({"layout": "sheet"}, "/Simplex"),
        ({"aid": True}, "/DuplexFlipLongEdge"),
    ],
)
def test_every_layout_asks_for_actual_size_and_its_duplex(options: Printing, duplex: str) -> None:
    prefs = viewer_preferences(_reader(_pdf(**options)))
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == duplex


def test_the_calibration_target_asks_for_actual_size_too() -> None:
    prefs = viewer_preferences(_reader(build_calibration(lang=EN, paper="a4", duplex="short")))
    assert prefs["/PrintScaling"] == "/None"
    assert prefs["/Duplex"] == "/DuplexFlipShortEdge"


@pytest.mark.parametrize("layout", ["cards", "fold"])
def test_each_page_has_the_cards_trim_box(layout: str) -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper="letter", options=PrintOptions(layout=layout))
    pages = _reader(_pdf(layout=layout)).pages
    assert len(pages) == len(cards.pages)
    for page, plan in zip(pages, cards.pages, strict=True):
        assert [float(v) for v in page.trimbox] == pytest.approx(list(plan.trim), abs=0.01)
        assert "/BleedBox" not in page
        # The trim is the outline of the cards on the page.
        assert plan.trim[0] == pytest.approx(min(f.slot.x for f in plan.faces))
        assert plan.trim[2] == pytest.approx(max(f.slot.x + f.slot.width for f in plan.faces))


def test_with_bleed_each_page_has_a_bleed_box_around_its_trim() -> None:
    data = _pdf("a4", bleed=3.0)
    for page in _reader(data).pages:
        trim = [float(v) for v in page.trimbox]
        bleed = [float(v) for v in page.bleedbox]
        assert bleed == pytest.approx(
            [trim[0] - 3 * MM, trim[1] - 3 * MM, trim[2] + 3 * MM, trim[3] + 3 * MM]
        )


def test_bleed_separates_the_cards_by_twice_the_bleed_and_marks_the_trim() -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper="a4", options=PrintOptions(bleed=3.0))
    page = cards.imposition.pages[0]
    a, b = page.slots[0], page.slots[1]
    assert b.x - (a.x + a.width) == pytest.approx(6 * MM)  # the gutter
    assert (a.width, a.height) == pytest.approx((63.5 * MM, 88.9 * MM))  # the trim is the card
    vertical = {round(m.x1, 4) for m in page.marks if m.vertical}
    assert {round(a.x, 4), round(a.x + a.width, 4), round(b.x, 4)} <= vertical
    top = max(s.y + s.height for s in page.slots)
    assert min(m.y1 for m in page.marks if m.vertical and m.y1 > top) == pytest.approx(
        top + 3 * MM + MARK_GAP
    )
    assert ink_in_margin(_pdf("a4", bleed=3.0), 10) == []


def test_single_layout_is_one_card_per_page_at_trim_plus_bleed_fronts_then_backs() -> None:
    data = _pdf(layout="single", bleed=3.0)
    reader = _reader(data)
    assert len(reader.pages) == 2 * len(CARDS)  # every front, then every back
    for page in reader.pages:
        assert [float(v) for v in page.mediabox] == pytest.approx([0, 0, 69.5 * MM, 94.9 * MM], abs=0.01)
        assert [float(v) for v in page.trimbox] == pytest.approx(
            [3 * MM, 3 * MM, 66.5 * MM, 91.9 * MM], abs=0.01
        )
        assert [float(v) for v in page.bleedbox] == pytest.approx([float(v) for v in page.mediabox])
    texts = page_texts(data)
    assert all("Mille Bornes" not in text for text in texts[: len(CARDS)])
    assert all("Mille Bornes" in text for text in texts[len(CARDS) :])


@pytest.mark.parametrize(("paper", "lang"), [("letter", EN), ("a4", FR)])
def test_a_slug_line_says_what_the_page_is_and_how_to_print_it(paper: str, lang: Lang) -> None:
    data = build_cards(EDITIONS["dujardin-classic"], lang=lang, paper=paper)
    texts = [_words(t) for t in page_texts(data)]
    if lang == "en":
        for words in (
            "English",
            "cards of 63.5 × 88.9 mm",
            "print at 100% (actual size)",
            "flip on the long edge",
        ):
            assert all(words in text for text in texts), words
        assert "fronts, page 1" in texts[0]
        assert "backs, page 2" in texts[1]
        assert all("50 mm: check it with a ruler" in text for text in texts)
    else:
        for words in ("français", "cartes de 63,5 × 88,9 mm", "imprimer à 100 % (taille réelle)"):
            assert all(words in text for text in texts), words
        assert "rectos, page 1" in texts[0]
        assert "versos, page 2" in texts[1]


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("layout", ["cards", "fold"])
def test_the_slug_band_is_outside_every_card_and_mark_and_inside_the_margin(paper: str, layout: str) -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper=paper, options=PrintOptions(layout=layout))
    for plan in cards.pages:
        band = plan.band
        assert band is not None
        assert band.length >= SCALE_BAR + 60 * MM
        x0, y0, x1, y1 = band.box
        assert x0 >= SAFE_MARGIN
        assert y0 >= SAFE_MARGIN
        assert x1 <= plan.width - SAFE_MARGIN
        assert y1 <= plan.height - SAFE_MARGIN
        for face in plan.faces:
            fx0, fy0, fx1, fy1 = face.slot.grown(plan.spill if face.side == "back" else 0)
            assert fx1 <= x0 or fx0 >= x1 or fy1 <= y0 or fy0 >= y1
        for mark in plan.marks:
            assert (
                max(mark.x1, mark.x2) <= x0
                or min(mark.x1, mark.x2) >= x1
                or (max(mark.y1, mark.y2) <= y0 or min(mark.y1, mark.y2) >= y1)
            )


def _scale_bar_length(data: bytes, page_index: int) -> float:
    """The longest straight horizontal or vertical black run on a page, in mm (rendered at 400 dpi)."""
    page = pdfium.PdfDocument(data)[page_index]
    scale = 400 / 72
    image = np.asarray(page.render(scale=scale).to_pil().convert("L")) < 100
    rows = max(longest_run(line) for line in image)
    columns = max(longest_run(line) for line in image.T)
    return max(rows, columns) / scale / MM


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_scale_bar_measures_fifty_millimetres(paper: str) -> None:
    # The longest straight black line on the backs page is the bar: the backs have no frame.
    assert _scale_bar_length(_pdf(paper), 1) == pytest.approx(50.0, abs=0.2)


def _render(data: bytes, index: int, dpi: int = 127) -> np.ndarray:
    page = pdfium.PdfDocument(data)[index]
    return np.asarray(page.render(scale=dpi / 72).to_pil().convert("L")).astype(int)


def _px(box: tuple[float, float, float, float], height: float, dpi: int = 127) -> tuple[slice, slice]:
    """Page points to a pixel window (rows, columns); ``box`` is left, bottom, right, top."""
    s = dpi / 72
    x0, y0, x1, y1 = box
    return slice(round((height - y1) * s), round((height - y0) * s)), slice(round(x0 * s), round(x1 * s))


@pytest.mark.slow
@pytest.mark.parametrize(
    ("paper", "size"),
    [("a4", (63.5, 88.9)), ("letter", (63.5, 88.9)), ("a4", (54.0, 120.0)), ("a4", (88.9, 63.5))],
)
@pytest.mark.parametrize("shift", [(2, 0), (-2, 0), (0, 2), (0, -2), (2, 2), (-2, -2)])
def test_a_back_printed_two_millimetres_off_looks_the_same_once_cut(
    paper: str, size: tuple[float, float], shift: tuple[float, float]
) -> None:
    # At 254 dpi, 2 mm is exactly 20 pixels: the shifted print can be compared pixel for pixel.
    dpi, per_mm = 254, 10
    height = PAPERS[paper][1]
    plan = lay_out_cards(PARKER, lang=EN, paper=paper, card_size=size).pages[1]
    still = _render(_pdf(paper, card_size=size), 1, dpi)
    moved = _render(_pdf(paper, card_size=size, back_offset=shift), 1, dpi)
    dx, dy = round(shift[0] * per_mm), -round(shift[1] * per_mm)  # pixels; rows grow downwards
    for face in plan.faces:
        rows, cols = _px(face.slot.grown(0), height, dpi)  # where the cut falls: fixed by the fronts
        kept = moved[rows, cols]
        # Through the cut, the moved back shows the design moved by 2 mm, and past the
        # design's edge only its fill: the back as drawn, from 2 mm beyond its cut. Each pixel
        # is compared with the source's pixel and its eight neighbours (0.1 mm): PDFium places
        # the edge of a turned glyph, or a hairline at exactly half a pixel, on one pixel or the
        # next depending on where on the page it falls, not only on its place in the card.
        near = [
            np.abs(
                kept
                - still[rows.start - dy + r : rows.stop - dy + r, cols.start - dx + c : cols.stop - dx + c]
            )
            for r in (-1, 0, 1)
            for c in (-1, 0, 1)
        ]
        assert np.minimum.reduce(near).max() <= 8, face
        # Nothing but the fill within the tolerance of the cut: no frame to give the drift away.
        edge = DRIFT - DRIFT_TOLERANCE
        rim = np.ones_like(kept, dtype=bool)
        band = round(edge / MM * per_mm)
        rim[band:-band, band:-band] = False
        assert np.abs(kept[rim] - round(BACK_FILL * 255)).max() <= 2


def test_backs_tolerate_drift_in_every_edition_and_language() -> None:
    # Geometry, in points: nothing of a back's design lies within the drift of its cut.
    for edition in EDITIONS.values():
        for lang in (EN, FR):
            cards = lay_out_cards(edition, lang=lang, paper="a4")
            box = cards.back_box
            assert box.x >= DRIFT
            assert box.y >= DRIFT
            assert box.x + box.width <= cards.imposition.card_width - DRIFT
            for fragment in cards.back.fragments:
                assert fragment.x >= 0
                assert fragment.x + fragment.width <= box.width


@pytest.mark.parametrize("paper", list(PAPERS))
def test_short_edge_backs_mirror_across_the_horizontal_centre_line(paper: str) -> None:
    _width, height = PAPERS[paper]
    cards = lay_out_cards(PARKER, lang=EN, paper=paper, options=PrintOptions(duplex="short"))
    fronts, backs = cards.pages[0].faces, cards.pages[1].faces
    for front, back in zip(fronts, backs, strict=True):
        assert back.slot.y == pytest.approx(height - front.slot.y - front.slot.height)
        assert back.slot.x == pytest.approx(front.slot.x)
        # Turned over its short edge, a card's top points the other way up the page.
        assert back.slot.rotation == {0: 180, 90: 90, -90: -90}[front.slot.rotation]


def test_the_back_offset_moves_every_back_and_nothing_else() -> None:
    plain = lay_out_cards(PARKER, lang=EN, paper="a4")
    moved = lay_out_cards(PARKER, lang=EN, paper="a4", options=PrintOptions(back_offset=(1.5, -2.0)))
    assert [f.slot for f in moved.pages[0].faces] == [f.slot for f in plain.pages[0].faces]
    for a, b in zip(plain.pages[1].faces, moved.pages[1].faces, strict=True):
        assert (b.slot.x - a.slot.x, b.slot.y - a.slot.y) == pytest.approx((1.5 * MM, -2.0 * MM))
    assert ink_in_margin(_pdf("a4", back_offset=(3.0, -3.0)), 10) == []


@pytest.mark.parametrize("paper", list(PAPERS))
def test_fold_layout_puts_each_back_beside_its_front_across_the_fold(paper: str) -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper=paper, options=PrintOptions(layout="fold"))
    seen = []
    for plan in cards.pages:
        assert plan.kind == "fold"
        fronts = {f.card: f.slot for f in plan.faces if f.side == "front"}
        backs = {f.card: f.slot for f in plan.faces if f.side == "back"}
        assert fronts.keys() == backs.keys()
        for (card, front), fold in zip(fronts.items(), plan.folds, strict=True):
            x1, y1, x2, _y2 = fold
            if x1 == x2:  # a vertical fold: the back is the front reflected across it
                assert front.x + front.width == pytest.approx(x1)
                assert backs[card] == Slot(
                    2 * x1 - front.x - front.width, front.y, front.width, front.height, 0
                )
            else:
                assert front.y + front.height == pytest.approx(y1)
                assert backs[card].y == pytest.approx(y1)
                assert backs[card].rotation == front.rotation
            seen.append(card)
        # Marks follow the pairs' outline, never the fold.
        folds = {round(f[0], 4) for f in plan.folds if f[0] == f[2]}
        assert not folds & {round(m.x1, 4) for m in plan.marks if m.vertical}
    assert sorted(seen) == list(range(len(CARDS)))
    assert ink_in_margin(_pdf(paper, layout="fold"), 10) == []


def test_fold_backs_keep_their_fill_off_the_front() -> None:
    # Render the fold page: the front half of each pair stays white where the back's fill would spill.
    data = _pdf("a4", layout="fold")
    cards = lay_out_cards(PARKER, lang=EN, paper="a4", options=PrintOptions(layout="fold"))
    image = _render(data, 0)
    height = PAPERS["a4"][1]
    for face in cards.pages[0].faces:
        if face.side == "front":
            _x0, y0, x1, y1 = face.slot.grown(0)
            rows, cols = _px((x1 - 1.5 * MM, y0 + 5 * MM, x1 - 0.3 * MM, y1 - 5 * MM), height)
            assert image[rows, cols].min() > 240  # white: no grey fill past the fold


@pytest.mark.parametrize(
    "options",
    [
        {"layout": "fold"},
        {"layout": "single", "bleed": 3.0},
        {"aid": True},
        {"duplex": "short", "back_offset": (1.0, -1.5)},
    ],
)
def test_every_way_to_print_rebuilds_byte_for_byte(options: Printing) -> None:
    edition = EDITIONS["dujardin-2025"]
    first = build_cards(edition, lang=FR, paper="a4", **options)
    assert build_cards(edition, lang=FR, paper="a4", **options) == first


def test_the_calibration_target_rebuilds_byte_for_byte() -> None:
    assert build_calibration(lang=FR, paper="a4") == build_calibration(lang=FR, paper="a4")


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("options", [{"aid": True}, {"duplex": "short"}, {"aid": True, "layout": "fold"}])
def test_aids_and_short_edge_backs_keep_the_safe_margin(paper: str, options: Printing) -> None:
    assert ink_in_margin(_pdf(paper, **options), 10) == []


def test_a_house_rules_name_too_long_for_the_slug_band_leaves_it_to_the_cards() -> None:
    from generator.cards.content import front_rules_name

    # 85 × 125.5 mm cards leave a band 6.75 mm thick above the grid on A4: room for two lines.
    name = " ".join(["Rules agreed at the Thursday club"] * 3) + ", kept since winter"  # 120 characters
    house = parse_house_rules(f'name = "{name}"\nbase = "parker-brothers"\n', "long.toml")
    cards = lay_out_cards(house, lang=EN, paper="a4", card_size=(85, 125.5))
    band = cards.pages[0].band
    assert band is not None
    assert band.thickness < 7 * MM
    texts = [_words(t) for t in page_texts(build_cards(house, lang=EN, paper="a4", card_size=(85, 125.5)))]
    # The fronts' thin band names the edition alone; each front's top line, the name's first words
    # (``content.front_rules_name``); the backs, in full.
    assert "Parker Brothers · English · cards of 85 × 125.5 mm" in texts[0]
    assert front_rules_name(name) in texts[0]
    assert name not in texts[0]
    assert f"House rules: {name}" in texts[1]
    # A page of backs has no crop marks, so its band has room for the whole name.
    assert f"Parker Brothers · {name} · English" in texts[1]


def _ink_inset(data: bytes, index: int, trim: tuple[float, float, float, float]) -> float:
    """How far inside the trim the nearest ink of a page lies, in mm (rendered at 254 dpi)."""
    page = pdfium.PdfDocument(data)[index]
    scale = 254 / 72  # 10 pixels a millimetre
    image = np.asarray(page.render(scale=scale).to_pil().convert("L")) < 250
    height = page.get_height()
    left, bottom, right, top = (
        round(v * scale) for v in (trim[0], height - trim[3], trim[2], height - trim[1])
    )
    inside = image[bottom:top, left:right]
    rows, cols = np.nonzero(inside)
    return (
        float(min(rows.min(), cols.min(), inside.shape[0] - 1 - rows.max(), inside.shape[1] - 1 - cols.max()))
        / 10
    )


@pytest.mark.parametrize(("safe", "least"), [(None, 3.0), (5.0, 5.0)])
def test_print_shop_cards_keep_their_frame_and_text_in_the_safe_zone(
    safe: float | None, least: float
) -> None:
    # A print shop's cut drifts up to 3 mm (1/8 in): nothing but the background nearer the trim.
    options: Printing = {"layout": "single", "bleed": 3.0}
    if safe is not None:
        options["safe"] = safe
    data = _pdf("a4", **options)
    trim = (3 * MM, 3 * MM, 66.5 * MM, 91.9 * MM)
    for index in range(len(CARDS)):  # every front
        assert least - 0.1 <= _ink_inset(data, index, trim) <= least + 0.3, index


def test_without_the_frame_only_the_text_is_drawn_on_a_front_its_inset_inside_the_trim() -> None:
    # A print shop's 1 mm drift shows against a border 3 mm in as 2 mm against 4 mm: --no-frame.
    framed = _pdf("a4", layout="single", bleed=3.0)
    bare = _pdf("a4", layout="single", bleed=3.0, frame=False)
    trim = (3 * MM, 3 * MM, 66.5 * MM, 91.9 * MM)
    for index in range(len(CARDS)):  # every front
        assert _ink_inset(framed, index, trim) == pytest.approx(3.0, abs=0.2)
        assert _ink_inset(bare, index, trim) >= 4.0  # the text 4.2 mm in, its edge a pixel or two nearer
    assert page_texts(bare) == page_texts(framed)


def test_cards_cut_at_home_keep_their_frame_2mm_inside_the_cut() -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper="a4")
    assert cards.options.safe_zone == 2.0
    trim = cards.pages[0].faces[0].slot.grown(0)
    assert 1.9 <= _ink_inset(_pdf("a4"), 0, trim) <= 2.3


def test_a_print_shops_bleed_carries_each_faces_background() -> None:
    # The backs' grey runs through the bleed to the page's edge; a front's background is the paper's.
    data = _pdf("a4", layout="single", bleed=3.0)
    document = pdfium.PdfDocument(data)
    for index, fill in ((0, 255), (len(CARDS), round(BACK_FILL * 255))):
        image = np.asarray(document[index].render(scale=254 / 72).to_pil().convert("L")).astype(int)
        bleed = np.concatenate(
            [image[:28].ravel(), image[-28:].ravel(), image[:, :28].ravel(), image[:, -28:].ravel()]
        )
        assert np.abs(bleed - fill).max() <= 2, index


@pytest.mark.parametrize(("paper", "grid"), [("a4", (3, 3, False)), ("letter", (2, 4, True))])
def test_at_a_5mm_margin_nine_poker_cards_go_on_an_a4_page_eight_on_letter(
    paper: str, grid: tuple[int, int, bool]
) -> None:
    # On Letter a ninth card would leave 1.1 mm above and below the grid: no room for a crop mark.
    count = grid[0] * grid[1]
    cards = lay_out_cards(
        PARKER, lang=EN, paper=paper, aid=True, copies=count, options=PrintOptions(margin=5.0)
    )
    fronts = cards.pages[0]
    assert len(fronts.faces) == count
    assert (cards.imposition.columns, cards.imposition.rows, cards.imposition.turned) == grid
    outline = (
        min(f.slot.x for f in fronts.faces),
        min(f.slot.y for f in fronts.faces),
        max(f.slot.x + f.slot.width for f in fronts.faces),
        max(f.slot.y + f.slot.height for f in fronts.faces),
    )
    width, height = PAPERS[paper]
    for mark in fronts.marks:
        # Outside the grid, inside the 5 mm margin.
        x, y = (mark.x1 + mark.x2) / 2, (mark.y1 + mark.y2) / 2
        assert not (outline[0] < x < outline[2] and outline[1] < y < outline[3])
        for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
            assert 5 * MM <= x <= width - 5 * MM
            assert 5 * MM <= y <= height - 5 * MM
    assert ink_in_margin(_pdf(paper, aid=True, margin=5.0), 5) == []
    # At the default margin, six.
    assert len(lay_out_cards(PARKER, lang=EN, paper=paper, aid=True, copies=9).pages[0].faces) == 6


def test_a_gap_sets_the_cards_apart_with_marks_at_every_cut() -> None:
    cards = lay_out_cards(PARKER, lang=EN, paper="a4", options=PrintOptions(gap=4.0))
    slots = [face.slot for face in cards.pages[0].faces]
    xs = sorted({round(s.x, 3) for s in slots})
    assert xs[1] - xs[0] == pytest.approx(slots[0].width + 4 * MM, abs=0.01)
    vertical = {round(m.x1, 3) for m in cards.pages[0].marks if m.vertical}
    assert {round(x, 3) for s in slots for x in (s.x, s.x + s.width)} <= vertical
