"""The paper sizes, as plain numbers the command line reads without ReportLab."""

from __future__ import annotations

from reportlab.lib import pagesizes

from generator.pdf import page
from generator.pdf.paper import PAPERS, default_paper
from generator.text.languages import EN, FR


def test_the_sizes_are_reportlab_s_to_the_last_bit() -> None:
    # Compared with ==, not approx: a size one bit off would change every PDF's bytes.
    assert dict(PAPERS) == {"a4": pagesizes.A4, "letter": pagesizes.LETTER}


def test_the_canvas_module_draws_on_the_same_sizes() -> None:
    assert page.PAPERS is PAPERS


def test_english_prints_on_letter_and_french_on_a4() -> None:
    assert default_paper(EN) == "letter"
    assert default_paper(FR) == "a4"
