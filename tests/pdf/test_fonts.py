"""The bundled fonts: French no-break spaces kept in the PDF's text layer, and drawn as before.

What a reader copies, searches or hears from a PDF is its text layer (each
font's ToUnicode map), read here as pypdf and pdfium (Chrome's PDF engine)
read it. poppler's ``pdftotext`` is no judge: it prints every Unicode space,
U+202F and U+00A0 included, as U+0020.
"""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from pypdf import PdfReader
from reportlab.pdfbase.ttfonts import TTFont

from generator.cli import main
from generator.files import resource
from generator.pdf.fonts import FONT_FILES, REGULAR, SPACE_CODE, TextLayerFont
from generator.pdf.page import new_canvas
from generator.text.languages import FR
from tests.conftest import EXAMPLES

FRENCH = {
    "sheet": ["sheet", "--edition", "dujardin-classic"],
    "cards": ["cards", "--edition", "dujardin-classic"],
    "report": ["report", str(EXAMPLES / "friday-night.toml"), "--lang", "fr"],
}

REGULAR_FILE = str(resource("fonts") / FONT_FILES[REGULAR])


class Document:
    """A stand-in for ReportLab's document: fonts keep their subsets per document object."""


def texts(pdf: Path) -> dict[str, str]:
    """The whole text layer of ``pdf`` as each reader gives it."""
    document = pdfium.PdfDocument(pdf)
    return {
        "pypdf": "\n".join(page.extract_text() for page in PdfReader(pdf).pages),
        "pdfium": "\n".join(page.get_textpage().get_text_range() for page in document),
    }


@pytest.mark.slow
@pytest.mark.parametrize("artefact", list(FRENCH))
def test_a_french_artefacts_text_layer_keeps_the_no_break_spaces(
    artefact: str, runner: CliRunner, tmp_path: Path
) -> None:
    out = tmp_path / "out.pdf"
    result = runner.invoke(main, [*FRENCH[artefact], "-o", str(out)])
    assert result.exit_code == 0, result.output
    for reader, text in texts(out).items():
        assert "\u00a0:" in text, reader
        assert "\x20:" not in text, reader
        assert "1\u202f000" in text, reader


def test_text_without_a_no_break_space_is_coded_exactly_as_reportlab_codes_it() -> None:
    ours, reportlabs = TextLayerFont("t", REGULAR_FILE), TTFont("t", REGULAR_FILE)
    our_doc, their_doc = Document(), Document()
    lines = ["Vainqueur : 5\u202f475 points", "Ἀθῆναι « Σπάρτη » ; Москва !", "x" * 300, "ÀÉÎÕÜ"]
    for line in lines:
        assert ours.splitString(line, our_doc) == reportlabs.splitString(line, their_doc)
    assert ours.state[our_doc].subsets == reportlabs.state[their_doc].subsets


def test_a_no_break_space_has_a_code_of_its_own_that_reads_back_as_u00a0() -> None:
    font, doc = TextLayerFont("t", REGULAR_FILE), Document()
    text = "Total\u00a0: 1\u202f000\u00a0points"
    runs = font.splitString(text, doc)
    state = font.state[doc]
    code = state.assignments[0xA0]
    assert code != SPACE_CODE
    assert state.assignments[0x20] == SPACE_CODE
    assert state.subsets[code >> 8][code & 0xFF] == 0xA0  # the ToUnicode map's entry
    assert runs == [(0, bytes(state.assignments[ord(ch)] for ch in text))]  # one run, as ReportLab makes
    assert font.splitString("\u00a0", doc) == [(0, bytes([code]))]  # the same code every time


def test_a_no_break_space_is_coded_where_it_first_appears_as_reportlab_would_code_it() -> None:
    # Coded as ReportLab codes any other new character in its place, "ê" here.
    ours, reportlabs = TextLayerFont("t", REGULAR_FILE), TTFont("t", REGULAR_FILE)
    our_doc, their_doc = Document(), Document()
    assert ours.splitString("é\u00a0è", our_doc) == reportlabs.splitString("éêè", their_doc)
    assert ours.state[our_doc].subsets == [
        [0xA0 if code == ord("ê") else code for code in subset]
        for subset in reportlabs.state[their_doc].subsets
    ]


def test_a_document_already_written_draws_a_no_break_space_with_the_space_code_as_reportlab_does() -> None:
    font, doc = TextLayerFont("t", REGULAR_FILE), Document()
    font.splitString("a", doc)
    font.state[doc].frozen = 1
    assert font.splitString("a\u00a0b", doc) == [(0, b"a b")]


def draw(font: str, text: str) -> bytes:
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper="a4", title="t", subject="s", lang=FR)
    canvas.setFont(font, 14)
    canvas.drawString(72, 700, text)
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_a_no_break_space_looks_exactly_as_reportlab_drew_it_and_only_its_text_changes() -> None:
    # ReportLab alone drew U+00A0 as the space: the same line with spaces shows what it drew.
    text = "Vainqueur\u00a0: Ben & Dev, 5\u202f475\u00a0points\u202f; À reporter\u00a0: 1\u202f000"
    pdfs = [draw(REGULAR, text), draw(REGULAR, text.replace("\u00a0", " "))]
    pixels = [pdfium.PdfDocument(pdf)[0].render(scale=3).to_pil().tobytes() for pdf in pdfs]
    assert pixels[0] == pixels[1]
    read = [pdfium.PdfDocument(pdf)[0].get_textpage().get_text_range() for pdf in pdfs]
    assert read == [text, text.replace("\u00a0", " ")]


@pytest.mark.subprocess
def test_checking_characters_registers_both_fonts_for_the_measuring_that_follows() -> None:
    # In a process of its own: other tests have registered the fonts in this one.
    script = (
        "from reportlab.pdfbase.pdfmetrics import stringWidth\n"
        "from generator.pdf.fonts import BOLD, missing_glyphs\n"
        "assert missing_glyphs('Zoë 🚗') == '🚗'\n"
        "print(stringWidth('Zoë', BOLD, 10) > 0)"
    )
    read = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert read.stdout.strip() == "True"
