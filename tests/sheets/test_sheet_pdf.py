"""The printed sheets themselves: every combination builds, reads right, stays off the margin."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pypdf import PdfReader

from generator.files import load_house_rules
from generator.pdf.page import PAPERS
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.sheets.content import sheet_content
from generator.sheets.layout import FieldKind, layout
from generator.sheets.sheet_pdf import layout_pdf, sheet_pdf
from generator.text.i18n import say
from generator.text.languages import EN, FR, Lang
from tests.pdfcheck import (
    all_text,
    catalog,
    fonts,
    image_count,
    ink_in_margin,
    page_count,
    page_texts,
    smallest_text,
    viewer_preferences,
)
from tests.sheets.test_layout import EVERY_EDITION, FAMILY_NAMES, LEAST

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HOUSE = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
NO_SAFE_TRIP = load_house_rules(EXAMPLES / "rules" / "no-safe-trip.toml")
MARKUP_NAMES = ('<b>Ana</b> & "Cleo"', "Ben & Dev's <i>team</i> &amp;", "Zoë & Chloé", "O'Brien & <3")
MAX_BYTES = 60 * 1024
MAX_FILLABLE_BYTES = 160 * 1024

CASES = [
    pytest.param(
        edition, setup, lang, paper, id=f"{edition.house_rules or edition.id}-{setup.id}-{lang}-{paper}"
    )
    for edition in [*EDITIONS.values(), HOUSE, NO_SAFE_TRIP]
    for setup in edition.setups
    for lang in (EN, FR)
    for paper in PAPERS
]


def flat(text: str) -> str:
    """Whitespace (no-break spaces included) folded, as ``all_text`` gives it."""
    return " ".join(text.split())


_BUILT: dict[tuple[str, Setup, str, str], bytes] = {}


def built(edition: Edition, setup: Setup, lang: Lang, paper: str) -> bytes:
    """The printed sheet, built once per test run (editions are not hashable: keyed by name)."""
    key = (edition.house_rules or edition.id, setup, lang, paper)
    if key not in _BUILT:
        _BUILT[key] = sheet_pdf(edition, setup, lang=lang, paper=paper)
    return _BUILT[key]


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "setup", "lang", "paper"), CASES)
def test_every_sheet_builds_shows_its_values_and_keeps_the_margin_blank(
    edition: Edition, setup: Setup, lang: Lang, paper: str
) -> None:
    pdf = built(edition, setup, lang, paper)
    text = all_text(pdf)
    content = sheet_content(edition, setup, lang=lang)
    for row in content.rows:
        assert flat(row.label) in text
    for line in (content.heading, *content.info, *content.notes):
        assert flat(line) in text
    assert content.block_title(2) in text
    assert ink_in_margin(pdf, 10, scale=1) == []
    assert len(pdf) < MAX_BYTES
    assert page_count(pdf) == 1
    assert image_count(pdf) == 0


@pytest.mark.slow
@EVERY_EDITION
def test_no_text_printed_is_under_7_pt_with_names_or_on_a_later_sheet(
    edition: Edition, lang: Lang, paper: str
) -> None:
    # As printed (pdfium's size of each character drawn): names in the hands' headings once
    # printed at 2.47 pt, and a continuation sheet's page note at 6 pt.
    smallest = {
        (setup.id, sheet): smallest_text(pdf())
        for setup in edition.setups
        for sheet, pdf in (
            ("plain", partial(built, edition, setup, lang, paper)),
            (
                "names",
                partial(sheet_pdf, edition, setup, lang=lang, paper=paper, names=FAMILY_NAMES[: setup.sides]),
            ),
            ("later", partial(sheet_pdf, edition, setup, lang=lang, paper=paper, first_hand=7, hands=12)),
        )
    }
    assert {key: size for key, size in smallest.items() if size < LEAST - 0.01} == {}


def test_a_house_rules_override_shows_on_the_sheet() -> None:
    text = all_text(built(HOUSE, HOUSE.default_setup, EN, "letter"))
    assert "house rules" in text
    assert "Safe trip 500, shut-out 300" in text
    assert "Safe trip — 500" in text
    assert "Shut-out — 300" in text
    assert "Safe trip — 300" not in text
    assert "Shut-out — 500" not in text
    assert "Trip completed (1,000 miles) — 400" in text  # what the house rules leave alone
    text = all_text(built(NO_SAFE_TRIP, NO_SAFE_TRIP.default_setup, FR, "a4"))
    assert "Pas de 200 —" not in text
    assert "Couronnement —" not in text


def test_french_numbers_print_with_a_narrow_no_break_space() -> None:
    edition = EDITIONS["dujardin-classic"]
    page = page_texts(built(edition, edition.setup(2), FR, "a4"))[0]
    assert "5\u202f000" in page
    assert "1\u202f000" in page
    assert not re.search(r"\d \d{3}", page)  # never a plain space inside a number


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=lambda e: e.id)
def test_names_with_markup_characters_print_literally(edition: Edition) -> None:
    setup = edition.setup(4, 4) if edition.setups_for(players=4, sides=4) else edition.setup(6)
    names = MARKUP_NAMES[: setup.sides]
    text = all_text(sheet_pdf(edition, setup, lang=EN, paper="letter", names=names))
    for name in names:
        assert name in text


@pytest.mark.slow
def test_two_builds_are_byte_identical() -> None:
    for edition in EDITIONS.values():
        for fillable in (False, True):
            first = sheet_pdf(edition, edition.default_setup, lang=FR, paper="a4", fillable=fillable)
            again = sheet_pdf(edition, edition.default_setup, lang=FR, paper="a4", fillable=fillable)
            assert first == again


def test_metadata_title_subject_author_and_language() -> None:
    edition = EDITIONS["dujardin-2024"]
    pdf = built(edition, edition.default_setup, FR, "a4")
    reader = PdfReader(io.BytesIO(pdf))
    meta = reader.metadata
    assert meta is not None
    assert meta.author == "Bornes"
    assert meta.title
    assert "Feuille de marque" in meta.title
    assert "Dujardin 2024" in meta.title
    assert meta.subject
    assert "réf. 1130300234" in meta.subject
    assert str(catalog(reader)["/Lang"]) == "fr-FR"
    english = PdfReader(
        io.BytesIO(built(EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].setup(4), EN, "letter"))
    )
    assert str(catalog(english)["/Lang"]) == "en"


def test_the_fonts_are_the_bundled_ones_embedded() -> None:
    edition = EDITIONS["dujardin-classic"]
    used = fonts(built(edition, edition.setup(6), FR, "a4"))
    assert used
    assert all(used.values())
    assert all("DejaVuSans" in name for name in used)


def test_more_hands_than_a_page_holds_take_more_pages() -> None:
    edition = EDITIONS["parker-brothers"]
    pdf = sheet_pdf(edition, edition.setup(2), lang=EN, paper="letter", hands=13)
    assert page_count(pdf) == 3
    text = all_text(pdf)
    assert "Hand 13" in text
    assert "Hand 14" not in text
    assert "Page 3 of 3" in text
    assert ink_in_margin(pdf, 10, scale=1) == []


def fillable(edition: Edition, setup: Setup, lang: Lang, paper: str) -> bytes:
    return sheet_pdf(edition, setup, lang=lang, paper=paper, fillable=True)


@pytest.mark.slow
@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=lambda e: e.id)
@pytest.mark.parametrize("paper", list(PAPERS))
def test_a_fillable_sheet_has_a_field_on_every_box_pypdf_reads(edition: Edition, paper: str) -> None:
    setup = edition.default_setup
    pdf = fillable(edition, setup, edition.language, paper)
    every = PdfReader(io.BytesIO(pdf)).get_fields() or {}
    fields = {name: field for name, field in every.items() if "/FT" in field}  # the hierarchy's leaves
    content = sheet_content(edition, setup, lang=edition.language, fillable=True)
    placed = [f for page in layout(content, paper).pages for f in page.fields]
    assert set(fields) == {f.name for f in placed}
    kinds = {f.name: f.kind for f in placed}
    for name, field in fields.items():
        assert field.get("/FT") == ("/Tx" if kinds[name] is FieldKind.TEXT else "/Btn")
    # A real hierarchy: no partial name holds a period (PDF 1.7, 12.7.3.2).
    assert all("." not in str(field.get("/T")) for field in every.values())
    assert len(pdf) < MAX_FILLABLE_BYTES
    assert ink_in_margin(pdf, 10, scale=1) == []
    # The same drawing as the sheet printed from the same content: only the form is added; and that
    # content is the printed sheet's with one line more at its foot, which says what adds it up.
    assert all_text(pdf) == all_text(layout_pdf(layout(content, paper), content))
    viewers = " ".join(say("note_fillable", edition.language).split())
    assert viewers in all_text(pdf)
    # (A race sheet on Letter holds a band fewer for it: the paper sheet of as many games.)
    blocks = layout(content, paper).blocks
    paper_sheet = sheet_pdf(edition, setup, lang=edition.language, paper=paper, hands=blocks)
    assert all_text(pdf).replace(f" {viewers}", "") == all_text(paper_sheet)


@pytest.mark.subprocess
@pytest.mark.skipif(
    shutil.which("pdftoppm") is None and not os.environ.get("CI"),
    reason="poppler-utils is not installed (CI installs it, and there this test always runs)",
)
def test_poppler_opens_a_fillable_sheet_without_a_word(tmp_path: Path) -> None:
    for edition in (EDITIONS["parker-brothers"], EDITIONS["dujardin-2025"]):
        path = tmp_path / f"{edition.id}.pdf"
        path.write_bytes(fillable(edition, edition.default_setup, FR, "a4"))
        for command in (
            ["pdfinfo", str(path)],
            ["pdftoppm", "-r", "20", "-png", str(path), str(tmp_path / "p")],
        ):
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            assert done.returncode == 0, done.stderr
            assert done.stderr == "", done.stderr


@pytest.mark.parametrize("fillable", [False, True])
def test_every_sheet_asks_to_print_at_actual_size(fillable: bool) -> None:
    edition = EDITIONS["parker-brothers"]
    pdf = sheet_pdf(edition, edition.default_setup, lang=EN, paper="letter", fillable=fillable)
    preferences = viewer_preferences(PdfReader(io.BytesIO(pdf)))
    assert preferences["/PrintScaling"] == "/None"


def test_the_drawing_prints_each_string_as_the_layout_fitted_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # The layout fits every string to its box; drawing it does not fit it a second time.
    from generator.pdf import text as pdf_text
    from generator.sheets import sheet_pdf

    edition = EDITIONS["parker-brothers"]
    content = sheet_content(edition, edition.default_setup, lang=FR, names=MARKUP_NAMES[:2])
    laid_out = layout(content, "a4")
    drawn: list[str] = []
    monkeypatch.setattr(pdf_text, "fit", lambda *_, **__: pytest.fail("fitted again"))

    def recording(
        canvas: Canvas, fitted: pdf_text.Fitted, font: str, *box: float, align: str = "left"
    ) -> None:
        drawn.extend(fitted.lines)
        pdf_text.draw_lines(canvas, fitted, font, *box, align=align)

    monkeypatch.setattr(sheet_pdf, "draw_lines", recording)
    sheet_pdf.layout_pdf(laid_out, content)
    assert drawn == [line for page in laid_out.pages for text in page.texts for line in text.fitted.lines]
