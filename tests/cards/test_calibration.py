"""The calibration target: a cross on the front, millimetre scales on the back, read as --back-offset."""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest
from PIL import Image

from generator.cards.calibration import (
    CORNER_TOLERANCE,
    CORNER_X,
    CORNER_Y,
    CROSS_ARM,
    SCALE_DISTANCE,
    build_calibration,
    corners,
)
from generator.cards.imposition import MM, Duplex
from generator.cards.plan import DRIFT_TOLERANCE, PrintOptions, plan_pages
from generator.pdf.page import PAPERS
from generator.text.languages import EN, FR, Lang
from tests.cards.conftest import longest_run
from tests.pdfcheck import ink_in_margin, page_count, page_texts


@pytest.mark.parametrize(("lang", "paper"), [(EN, "letter"), (FR, "a4")])
def test_the_target_is_two_pages_that_say_how_to_read_it(lang: Lang, paper: str) -> None:
    data = build_calibration(lang=lang, paper=paper)
    assert page_count(data) == 2
    front, back = page_texts(data)
    if lang == "en":
        assert "Printer calibration: the front" in front
        assert "double-sided" in front
        assert "--back-offset X,Y" in back
    else:
        assert "Réglage de l’imprimante" in front
        assert "--back-offset X,Y" in back
    assert ink_in_margin(data, 10) == []


def _label_centres(page: pdfium.PdfPage, label: str) -> list[tuple[float, float]]:
    """The centre of every place ``label`` is printed, in page points."""
    text = page.get_textpage()
    found = []
    for index in range(text.count_chars() - len(label) + 1):
        if text.get_text_range(index, len(label)) == label:
            boxes = [text.get_charbox(i) for i in range(index, index + len(label))]
            found.append(
                (
                    (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2,
                    (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2,
                )
            )
    return found


@pytest.mark.parametrize("paper", list(PAPERS))
def test_each_scale_reads_millimetres_from_the_page_centre(paper: str) -> None:
    # The labels sit under their ticks: "+5" five millimetres right of the centre on the
    # horizontal scale (above the centre), and five millimetres up on the vertical one
    # (right of it): the back's own directions, the way --back-offset moves the backs.
    width, height = PAPERS[paper]
    cx, cy = width / 2, height / 2
    back = pdfium.PdfDocument(build_calibration(lang=EN, paper=paper))[1]
    for label, mm in (("+5", 5), ("+10", 10), ("−5", -5), ("−10", -10)):
        # The centre's scales and grid (the corners' small grids are 60 mm and more away).
        found = [p for p in _label_centres(back, label) if abs(p[0] - cx) + abs(p[1] - cy) < 40 * MM]
        # The scales' labels, 17 mm or more from the centre; the grid's, nearer (X under it, Y left).
        places = [p for p in found if p[1] - cy > 14 * MM or p[0] - cx > 14 * MM]
        assert len(places) == 2, label
        if abs(mm) == 5:
            (gx, _), (_, gy) = sorted((p for p in found if p not in places), key=lambda p: p[1])
            assert gx - cx == pytest.approx(mm * MM, abs=0.3 * MM)
            assert gy - cy == pytest.approx(mm * MM, abs=0.6 * MM)
        (hx, hy), (vx, vy) = sorted(places, key=lambda p: -(p[1] - cy - SCALE_DISTANCE / 2 > 0))
        assert hy - cy > SCALE_DISTANCE / 2
        assert vx - cx > SCALE_DISTANCE / 2
        assert hx - cx == pytest.approx(mm * MM, abs=0.3 * MM)
        assert vy - cy == pytest.approx(mm * MM, abs=0.6 * MM)


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_target_also_checks_the_scale_with_a_fifty_millimetre_bar(paper: str) -> None:
    data = build_calibration(lang=EN, paper=paper)
    assert "50 mm: check it with a ruler" in page_texts(data)[0].replace("\u00a0", " ")
    # The bar is the longest straight line on the front after the cross's 80 mm arms.
    page = pdfium.PdfDocument(data)[0]
    scale = 400 / 72
    image = np.asarray(page.render(scale=scale).to_pil().convert("L")) < 100
    height = PAPERS[paper][1]
    row = round((height / 2 + CROSS_ARM + 15 * MM) * scale)  # the bar's row, from the top
    run = max(longest_run(line) for line in image[row - 2 : row + 3])
    assert run / scale / MM == pytest.approx(50.0, abs=0.2)


def _dark(data: bytes, index: int, dpi: int = 254) -> np.ndarray:
    page = pdfium.PdfDocument(data)[index]
    return np.asarray(page.render(scale=dpi / 72).to_pil().convert("L")) < 128


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_cross_and_ticks_are_thick_enough_to_show_through_card(paper: str) -> None:
    # At 254 dpi a pixel is 0.1 mm: the cross's lines are 0.5 mm (1.5 pt), a scale's ticks 0.2 mm;
    # they were 0.6 pt and 0.3 pt, too faint through 300 g/m² card.
    data = build_calibration(lang=EN, paper=paper)
    height = PAPERS[paper][1]
    front = _dark(data, 0)
    row = front[
        round((height / 2 - 20 * MM) * 254 / 72)
    ]  # across the cross's upright line, 20 mm below its centre
    assert longest_run(row) >= 5
    back = _dark(data, 1)
    scale_row = back[round((height / 2 - SCALE_DISTANCE - 1.5 * MM) * 254 / 72)]  # through the ticks
    runs = [len(run) for run in "".join("1" if v else "0" for v in scale_row).split("0") if run]
    assert min(runs) >= 2


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_a_pin_through_the_cross_comes_out_at_the_zero_of_the_backs_grid(lang: Lang, duplex: Duplex) -> None:
    # The second way to measure, needing no light: the front's centre is the page's, which either
    # flip brings to the back's centre; the grid there reads X below it and Y beside it.
    data = build_calibration(lang=lang, paper="a4", duplex=duplex)
    width, height = PAPERS["a4"]
    back = _dark(data, 1)
    s = 254 / 72
    cx, cy = round(width / 2 * s), round(height / 2 * s)
    # Dark grid lines through the centre and every 5 mm, within ±10 mm of it.
    for step in (-10, -5, 0, 5, 10):
        assert back[cy - 50 : cy + 50, cx + step * 10].mean() > 0.9
        assert back[cy + step * 10, cx - 50 : cx + 50].mean() > 0.9
    texts = page_texts(data)
    pin = {"en": ("pin", "grid"), "fr": ("épingle", "grille")}[lang]
    assert all(word in texts[0] for word in pin)
    assert pin[1] in texts[1]


def _cross_centre(dark: np.ndarray, near: tuple[float, float], s: float) -> tuple[float, float]:
    """Where a cross's lines meet, in pixels (x, y from the top left), in a window 12 mm around ``near``:
    the column and the row that hold the most ink."""
    x0, y0 = round(near[0] - 12 * MM * s), round(near[1] - 12 * MM * s)
    window = dark[y0 : y0 + round(24 * MM * s), x0 : x0 + round(24 * MM * s)]
    columns, rows = window.sum(axis=0), window.sum(axis=1)
    x = np.flatnonzero(columns >= 0.8 * columns.max()).mean()
    y = np.flatnonzero(rows >= 0.8 * rows.max()).mean()
    return x0 + x, y0 + y


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("duplex", ["long", "short"])
def test_each_corner_cross_lands_on_the_zero_of_its_grid_on_the_back(paper: str, duplex: Duplex) -> None:
    data = build_calibration(lang=EN, paper=paper, duplex=duplex)
    width, height = PAPERS[paper]
    s = 254 / 72
    front, back = _dark(data, 0), _dark(data, 1)
    for (name, (x, y)), (back_name, (bx, by)) in zip(
        corners(width, height), corners(width, height, duplex=duplex), strict=True
    ):
        assert name == back_name
        found = _cross_centre(front, (x * s, (height - y) * s), s)
        assert found == pytest.approx((x * s, (height - y) * s), abs=1.5)  # 0.15 mm
        # The flip brings the front's point to the back's grid, whose zero lines are dark.
        assert (bx, by) == pytest.approx((width - x, y) if duplex == "long" else (x, height - y))
        col, row = round(bx * s), round((height - by) * s)
        assert back[row - 40 : row + 40, col].mean() > 0.9
        assert back[row, col - 40 : col + 40].mean() > 0.9


def _printed(
    front: np.ndarray, duplex: Duplex, turn: float, shift: tuple[float, float], s: float
) -> np.ndarray:
    """The front's ink as seen through the back, from a printer that turns the back ``turn`` degrees
    (anticlockwise, about the page's centre) and shifts it by ``shift`` mm (right, up): the
    front seen against the back moves the other way, which is what the back's grids read."""
    seen = front[:, ::-1] if duplex == "long" else front[::-1, :]
    image = Image.fromarray((seen * 255).astype(np.uint8))
    offset = (round(shift[0] * MM * s), round(-shift[1] * MM * s))  # pixels (10 a mm), rows grow down
    return np.asarray(image.rotate(turn, resample=Image.Resampling.BILINEAR, translate=offset)) > 128


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize(("turn", "within"), [(0.0, True), (0.5, True), (2.0, False)])
def test_the_corners_read_the_shift_and_the_turn(duplex: Duplex, turn: float, within: bool) -> None:
    # A shift reads the same everywhere; a turn reads more the further from the centre: within
    # 1 mm of the centre's reading at half a degree, past it at two degrees (the page says so).
    paper, shift = "a4", (1.5, -1.0)
    data = build_calibration(lang=EN, paper=paper, duplex=duplex)
    width, height = PAPERS[paper]
    s = 254 / 72
    seen = _printed(_dark(data, 0), duplex, turn, shift, s)
    centre = (width / 2, height / 2)
    angle = np.radians(turn)

    def reading(point: tuple[float, float]) -> tuple[float, float]:
        x, y = _cross_centre(seen, (point[0] * s, (height - point[1]) * s), s)
        return ((x / s - point[0]) / MM, ((height - y / s) - point[1]) / MM)

    middle = reading(centre)
    assert middle == pytest.approx(shift, abs=0.15)
    apart = []
    for _, (bx, by) in corners(width, height, duplex=duplex):
        dx, dy = bx - centre[0], by - centre[1]
        expected = (
            shift[0] + (dx * np.cos(angle) - dy * np.sin(angle) - dx) / MM,
            shift[1] + (dx * np.sin(angle) + dy * np.cos(angle) - dy) / MM,
        )
        read = reading((bx, by))
        assert read == pytest.approx(expected, abs=0.15)
        apart.append(max(abs(read[0] - middle[0]), abs(read[1] - middle[1])))
    assert (max(apart) < CORNER_TOLERANCE / MM) == within


@pytest.mark.parametrize("paper", list(PAPERS))
@pytest.mark.parametrize("margin", [4.0, 5.0, 10.0])
def test_a_turn_the_corners_allow_moves_no_card_corner_past_what_the_backs_forgive(
    paper: str, margin: float
) -> None:
    # A turn moves a point in X by its height from the centre, in Y by its distance across: a
    # corner reading CORNER_TOLERANCE moves the furthest card corner no more than the 2 mm drift.
    width, height = PAPERS[paper]
    for count in (8, 9, 12):
        _, pages = plan_pages(
            PAPERS[paper], (63.5 * MM, 88.9 * MM), count=count, options=PrintOptions(margin=margin)
        )
        for page in pages:
            across = max(abs(x - width / 2) for f in page.faces for x in (f.slot.x, f.slot.x + f.slot.width))
            up = max(abs(y - height / 2) for f in page.faces for y in (f.slot.y, f.slot.y + f.slot.height))
            assert CORNER_TOLERANCE * up / CORNER_Y <= DRIFT_TOLERANCE + 1e-9
            assert CORNER_TOLERANCE * across / CORNER_X <= DRIFT_TOLERANCE + 1e-9
