"""The scan sheet printed: every word in its box at 7 pt or more, its code readable, the same bytes twice."""

from __future__ import annotations

from functools import cache

import pypdfium2
import pytest
import zxingcpp

from generator.pdf.text import width_of
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.sheets.scan_code import ScanCode
from generator.sheets.scan_content import ROW_LABELS, scan_content
from generator.sheets.scan_layout import MIN_MODULE_MM, POINT_MM, SLOT_MM, frame, scan_layout
from generator.sheets.scan_pdf import (
    MIN_SIZE,
    Placed,
    code_modules,
    page_code,
    page_texts,
    printed_code,
    scan_pdf,
)
from generator.text.languages import EN, FR, Lang, every_language
from tests.scan.flat import Gray, render

SETUPS = [(edition, setup) for edition in EDITIONS.values() for setup in edition.setups]


def placed(
    edition: Edition, setup: Setup, lang: Lang, paper: str, names: tuple[str, ...] | None = None
) -> Placed:
    content = scan_content(edition, setup, lang=lang, names=names)
    layout = scan_layout(edition, setup, paper)
    page = layout.pages[0]
    code = page_code(edition, setup, paper, first_hand=1, page=1, names=names, rules=None)
    return page_texts(content, page, layout, code)


@pytest.mark.parametrize("lang", every_language())
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("edition", "setup"), SETUPS, ids=[f"{e.id}-{s.id}" for e, s in SETUPS])
def test_every_string_fits_its_box_at_seven_points_or_more(
    edition: Edition, setup: Setup, lang: Lang, paper: str
) -> None:
    names = tuple(f"Side {n} & Co {n}" for n in range(1, setup.sides + 1))  # a player on one side only
    for text in placed(edition, setup, lang, paper, names).texts:
        assert text.fitted.size >= MIN_SIZE, text.text
        assert text.fitted.height <= text.box.height + 0.01, text.text
        for line in text.fitted.lines:
            assert width_of(line, text.font, text.fitted.size) <= text.box.width + 0.01, text.text


LONG_NAMES = ("Marie-Antoinette & Jean-Baptiste", "Grand-mère & Grand-père", "W" * 50, "دانيال و مريم")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("edition", "setup"), SETUPS, ids=[f"{e.id}-{s.id}" for e, s in SETUPS])
def test_a_long_name_is_cut_with_an_ellipsis_rather_than_shrunk_below_seven_points(
    edition: Edition, setup: Setup, paper: str
) -> None:
    names = tuple(LONG_NAMES[n % len(LONG_NAMES)] for n in range(setup.sides))
    texts = placed(edition, setup, EN, paper, names).texts
    for text in texts:
        assert text.fitted.size >= MIN_SIZE, text.text
        assert text.fitted.height <= text.box.height + 0.01, text.text
    printed = [
        text.text
        for text in texts
        if text.text.rstrip("\u2026") and any(name.startswith(text.text.rstrip("\u2026")) for name in names)
    ]
    assert len(printed) == setup.sides  # each name, whole or its beginning
    assert all(len(text.rstrip("\u2026")) >= 6 for text in printed)  # enough to tell who


@pytest.mark.parametrize("lang", every_language())
def test_every_row_label_fits_its_slot_in_two_lines_at_seven_points(lang: Lang) -> None:
    from generator.pdf.fonts import REGULAR
    from generator.pdf.text import fit

    edition = EDITIONS["parker-brothers"]
    content = scan_content(edition, edition.default_setup, lang=lang)
    for fact in ROW_LABELS:
        slot = SLOT_MM[fact] / POINT_MM
        fitted = fit(content.labels[fact], REGULAR, 7.0, slot, 2 * 7.0 * 1.15 + 0.1, min_size=7.0)
        assert fitted.size == 7.0, (fact, content.labels[fact])
        assert len(fitted.lines) <= 2, (fact, content.labels[fact])


@cache
def pages(pdf: bytes) -> list[Gray]:
    return [render(pdf, 6.0, page) for page in range(len(pypdfium2.PdfDocument(pdf)))]


def read_codes(pdf: bytes) -> list[bytes]:
    found = []
    for image in pages(pdf):
        results = zxingcpp.read_barcodes(
            image, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
        )
        found += [bytes(result.bytes) for result in results]
    return found


def test_each_page_s_code_reads_back_as_what_the_page_is() -> None:
    edition = EDITIONS["winning-moves"]
    pdf = scan_pdf(edition, edition.setup(3, None), lang=FR, paper="letter", hands=9, first_hand=4)
    codes = [ScanCode.parse(data) for data in read_codes(pdf)]
    assert codes == [
        ScanCode("winning-moves", "3p-3x1", 4, 1, "letter"),
        ScanCode("winning-moves", "3p-3x1", 4, 2, "letter"),
        ScanCode("winning-moves", "3p-3x1", 4, 3, "letter"),
    ]


def test_a_house_rules_sheet_s_code_names_its_base_edition_and_the_rules_hash() -> None:
    from generator.rules.house import parse_house_rules

    text = 'name = "Ours"\nbase = "dujardin-classic"\n[scoring]\nsafe_trip = 500\n'
    edition = parse_house_rules(text, "ours.toml")
    pdf = scan_pdf(edition, edition.default_setup, lang=FR, paper="a4", rules_hash="ABC234")
    assert [ScanCode.parse(data) for data in read_codes(pdf)] == [
        ScanCode("dujardin-classic", edition.default_setup.id, 1, 1, "a4", "ABC234")
    ]


def test_printed_names_ride_in_the_code_where_they_fit_and_are_left_out_where_they_do_not() -> None:
    edition = EDITIONS["dujardin-2024"]
    setup = edition.setup(2, None)
    short = ("Zoë", "Hugo")
    pdf = scan_pdf(edition, setup, lang=FR, paper="a4", names=short)
    assert [ScanCode.parse(data) for data in read_codes(pdf)] == [
        ScanCode("dujardin-2024", "2p-2x1", 1, 1, "a4", names=short)
    ]
    long = ("Anne-Charlotte de la Fontaine", "Jean-Baptiste Poquelin")
    assert printed_code(ScanCode("dujardin-2024", "2p-2x1", 1, 1, "a4", names=long)).names is None
    pdf = scan_pdf(edition, setup, lang=FR, paper="a4", names=long)
    assert [ScanCode.parse(data) for data in read_codes(pdf)] == [
        ScanCode("dujardin-2024", "2p-2x1", 1, 1, "a4")
    ]


def test_the_code_s_modules_are_never_smaller_than_the_least_that_photos_read() -> None:
    longest = ScanCode(
        "dujardin-classic", "6p-3x2", 9999, 999, "letter", "ABCDEF", ("Ana & Cleo", "Ben & Dev", "Zoë")
    )
    modules = code_modules(printed_code(longest))
    assert modules is not None
    assert frame("letter").code.width / (len(modules) + 8) >= MIN_MODULE_MM


def test_the_same_sheet_is_the_same_bytes() -> None:
    edition = EDITIONS["dujardin-2014"]
    first = scan_pdf(edition, edition.default_setup, lang=EN, paper="a4", names=("A", "B", "C", "D"), hands=4)
    assert first == scan_pdf(
        edition, edition.default_setup, lang=EN, paper="a4", names=("A", "B", "C", "D"), hands=4
    )
    assert first.startswith(b"%PDF")


def test_the_circles_are_grey_and_their_figures_lighter_so_a_pen_s_mark_stands_out() -> None:
    edition = EDITIONS["parker-brothers"]
    pdf = scan_pdf(edition, edition.default_setup, lang=EN, paper="a4")
    image = pages(pdf)[0]
    layout = scan_layout(edition, edition.default_setup, "a4").pages[0]
    mark = layout.rows[0].marks[5]
    x, y, r = (round(v * 6) for v in (*mark.centre, mark.radius))
    ring = image[y - r - 2 : y + r + 3, x - r - 2 : x + r + 3]
    assert 60 < ring.min() < 200  # grey, not black


def test_the_line_saying_how_speaks_of_squares_only_where_the_sheet_has_them() -> None:
    race = scan_content(EDITIONS["dujardin-2025"], EDITIONS["dujardin-2025"].default_setup, lang=EN)
    points = scan_content(EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].default_setup, lang=EN)
    assert "for yes" not in race.how
    assert "a square only for yes" in points.how
    assert "725 = 7 and 25" in race.how
