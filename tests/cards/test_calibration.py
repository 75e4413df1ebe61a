"""The calibration target: a cross on the front, millimetre scales on the back, read as --back-offset."""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest

from generator.cards.cards_pdf import CROSS_ARM, SCALE_DISTANCE, build_calibration
from generator.cards.imposition import MM, Duplex
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
        found = _label_centres(back, label)
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
