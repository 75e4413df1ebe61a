"""Print settings: actual size, the duplex mode and the page boxes, read back from the PDF."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.pdf.box import PageBox
from generator.pdf.page import new_canvas
from generator.pdf.printing import Duplex, set_page_boxes, set_print_preferences
from generator.text.languages import EN
from tests.pdfcheck import pdf_array, viewer_preferences


def build(duplex: Duplex, trim: PageBox | None, bleed: PageBox | None) -> PdfReader:
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper="a4", title="t", subject="s", lang=EN)
    set_print_preferences(canvas, duplex)
    set_page_boxes(canvas, trim, bleed)
    canvas.drawString(100, 100, "x")
    canvas.showPage()
    canvas.save()
    return PdfReader(io.BytesIO(buffer.getvalue()))


@pytest.mark.parametrize(
    ("duplex", "name"),
    [("simplex", "/Simplex"), ("long", "/DuplexFlipLongEdge"), ("short", "/DuplexFlipShortEdge")],
)
def test_viewers_are_asked_for_actual_size_and_the_duplex_mode(duplex: Duplex, name: str) -> None:
    preferences = viewer_preferences(build(duplex, None, None))
    assert preferences["/PrintScaling"] == "/None"
    assert preferences["/Duplex"] == name


def test_the_trim_and_bleed_boxes_are_those_given() -> None:
    page = build("long", (20, 30, 200, 300), (11.5, 21.5, 208.5, 308.5)).pages[0]
    assert [float(v) for v in pdf_array(page["/TrimBox"])] == [20, 30, 200, 300]
    assert [float(v) for v in pdf_array(page["/BleedBox"])] == [11.5, 21.5, 208.5, 308.5]


def test_no_box_given_leaves_the_boxes_out() -> None:
    page = build("simplex", None, None).pages[0]
    assert "/TrimBox" not in page
    assert "/BleedBox" not in page
