"""The calibration target: a cross on the front, millimetre scales on the back, read as --back-offset."""

from __future__ import annotations

import numpy as np
import pypdfium2 as pdfium
import pytest

from generator.cards.cards_pdf import CROSS_ARM, SCALE_DISTANCE, build_calibration
from generator.cards.imposition import MM
from generator.pdf.page import PAPERS
from tests.cards.conftest import longest_run
from tests.pdfcheck import ink_in_margin, page_count, page_texts


@pytest.mark.parametrize(("lang", "paper"), [("en", "letter"), ("fr", "a4")])
def test_the_target_is_two_pages_that_say_how_to_read_it(lang: str, paper: str) -> None:
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
    back = pdfium.PdfDocument(build_calibration(lang="en", paper=paper))[1]
    for label, mm in (("+5", 5), ("+10", 10), ("−5", -5), ("−10", -10)):
        places = _label_centres(back, label)
        assert len(places) == 2, label
        (hx, hy), (vx, vy) = sorted(places, key=lambda p: -(p[1] - cy - SCALE_DISTANCE / 2 > 0))
        assert hy - cy > SCALE_DISTANCE / 2
        assert vx - cx > SCALE_DISTANCE / 2
        assert hx - cx == pytest.approx(mm * MM, abs=0.3 * MM)
        assert vy - cy == pytest.approx(mm * MM, abs=0.6 * MM)


@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_target_also_checks_the_scale_with_a_fifty_millimetre_bar(paper: str) -> None:
    data = build_calibration(lang="en", paper=paper)
    assert "50 mm: check it with a ruler" in page_texts(data)[0].replace("\u00a0", " ")
    # The bar is the longest straight line on the front after the cross's 80 mm arms.
    page = pdfium.PdfDocument(data)[0]
    scale = 400 / 72
    image = np.asarray(page.render(scale=scale).to_pil().convert("L")) < 100
    height = PAPERS[paper][1]
    row = round((height / 2 + CROSS_ARM + 15 * MM) * scale)  # the bar's row, from the top
    run = max(longest_run(line) for line in image[row - 2 : row + 3])
    assert run / scale / MM == pytest.approx(50.0, abs=0.2)
