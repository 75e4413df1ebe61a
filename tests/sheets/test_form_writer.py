"""The fillable sheet's form: structure, appearances, scripts and font, read with pypdf and poppler."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from pypdf.generic import DictionaryObject, IndirectObject
from reportlab.pdfbase.ttfonts import TTFont

from generator.files import resource
from generator.form_format import META_KEY
from generator.pdf.reportlab_internals import characters
from generator.rules.editions import EDITIONS
from generator.sheets.content import sheet_content
from generator.sheets.form_writer import FORM_FONT_FILE, calculations, form_font
from generator.sheets.layout import layout
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN, FR, Lang
from tests.matchlog.sheetfill import fill
from tests.pdfcheck import catalog, pdf_array, pdf_dict, pdf_int, pdf_stream

POPPLER = pytest.mark.skipif(
    shutil.which("pdftotext") is None and not os.environ.get("CI"),
    reason="poppler-utils is not installed (CI installs it, and there this test always runs)",
)


def fillable(
    edition_id: str = "parker-brothers",
    players: int | None = None,
    *,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
) -> bytes:
    edition = EDITIONS[edition_id]
    setup = edition.setup(players) if players else edition.default_setup
    return sheet_pdf(
        edition, setup, lang=edition.language, paper="letter", fillable=True, names=names, hands=hands
    )


def leaves(pdf: bytes) -> dict[str, Any]:
    """Every terminal field by its full name."""
    found: dict[str, Any] = {}

    def walk(ref: object, prefix: str) -> None:
        node = ref.get_object() if isinstance(ref, IndirectObject) else ref
        assert isinstance(node, DictionaryObject)
        name = f"{prefix}.{node['/T']}" if prefix else str(node["/T"])
        kids = [k.get_object() for k in node.get("/Kids", [])]
        if "/FT" in node:
            found[name] = node
            return
        for kid in node.get("/Kids", []):
            walk(kid, name)
        assert kids

    reader = PdfReader(io.BytesIO(pdf))
    for root in pdf_array(pdf_dict(catalog(reader)["/AcroForm"])["/Fields"]):
        walk(root, "")
    return found


def widgets(field: Any) -> list[Any]:
    if "/Kids" in field:
        return [pdf_dict(kid) for kid in pdf_array(field["/Kids"])]
    return [field]


def test_no_partial_field_name_holds_a_period_and_each_box_is_a_leaf() -> None:
    pdf = fillable(players=2)
    found = leaves(pdf)
    assert "h1.A.distance" in found
    assert "h2.B.safeties_4" in found
    assert "names.A" in found
    reader = PdfReader(io.BytesIO(pdf))

    def partials(ref: object) -> list[str]:
        node = pdf_dict(ref)
        here = [str(node["/T"])] if "/T" in node else []
        return here + [p for kid in node.get("/Kids", []) for p in partials(kid)]

    fields = pdf_array(pdf_dict(catalog(reader)["/AcroForm"])["/Fields"])
    names = [p for root in fields for p in partials(root)]
    assert names
    assert all("." not in name for name in names)


def test_every_widget_has_its_own_appearance_stream() -> None:
    streams: list[int] = []
    for field in leaves(fillable("dujardin-2024")).values():
        for widget in widgets(field):
            normal = pdf_dict(widget["/AP"]).raw_get("/N")
            if isinstance(normal, IndirectObject):
                streams.append(normal.idnum)
            else:
                streams += [ref.idnum for ref in normal.get_object().values()]
    assert len(streams) == len(set(streams)) > 300


@pytest.mark.slow
@pytest.mark.subprocess
@POPPLER
def test_values_filled_with_pypdf_show_once_each_in_their_own_box(tmp_path: Path) -> None:
    pdf = fillable(players=2, hands=6)
    texts = [
        name
        for name, field in leaves(pdf).items()
        if str(field["/FT"]) == "/Tx" and not name.startswith("names")
    ]
    values = {name: str(70_001 + index) for index, name in enumerate(texts)}
    path = tmp_path / "filled.pdf"
    path.write_bytes(fill(pdf, values))
    shown = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    counts = {value: len(re.findall(rf"(?<!\d){value}(?!\d)", shown)) for value in values.values()}
    assert set(counts.values()) == {1}, [v for v, c in counts.items() if c != 1][:5]


def test_number_boxes_are_right_aligned_digits_only_and_computed_ones_read_only() -> None:
    found = leaves(fillable(players=2))
    miles = found["h2.A.distance"]
    actions = pdf_dict(miles["/AA"])
    assert pdf_int(miles["/Q"]) == 2
    assert "/K" in actions
    assert "/F" in actions
    assert "[0-9]" in str(pdf_dict(actions["/K"])["/JS"])
    assert int(miles.get("/Ff", 0)) & 1 == 0
    for name in ("h2.A.total", "h2.A.running", "h2.A.carried", "h2.A.safeties", "h2.A.trip"):
        assert pdf_int(found[name]["/Q"]) == 2, name
        assert pdf_int(found[name]["/Ff"]) & 1, name  # read-only
        assert "/C" in pdf_dict(found[name]["/AA"]), name
    assert pdf_int(found["names.A"]["/Q"]) == 0


@pytest.mark.slow
def test_a_name_is_one_field_with_a_widget_on_every_page() -> None:
    pdf = fillable(players=3, hands=12)
    pages = PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) > 1
    found = leaves(pdf)  # parsed once: a twelve-hand sheet takes a second or more
    for tag in "ABC":
        kids = widgets(found[f"names.{tag}"])
        assert sorted(kid.raw_get("/P").idnum for kid in kids) == sorted(
            p.indirect_reference.idnum for p in pages if p.indirect_reference
        )


def test_a_games_winner_and_a_hands_dealer_are_one_choice_among_the_sides() -> None:
    found = leaves(fillable("dujardin-2025"))
    for name in ("g1.won", "g1.dealer"):
        group = found[name]
        assert pdf_int(group["/Ff"]) & (1 << 15)  # a radio group
        states = [set(pdf_dict(pdf_dict(kid["/AP"])["/N"]).keys()) for kid in widgets(group)]
        assert states == [{"/A"}, {"/B"}, {"/C"}, {"/D"}]


def test_calculation_order_runs_each_box_after_the_boxes_it_reads() -> None:
    pdf = fillable(players=2, hands=6)
    reader = PdfReader(io.BytesIO(pdf))
    order = pdf_array(pdf_dict(catalog(reader)["/AcroForm"])["/CO"])
    names = {id(field): name for name, field in leaves(pdf).items()}
    by_ref = {ref.idnum: ref.get_object() for ref in order}
    assert len(by_ref) == len(order)
    content = sheet_content(
        EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].setup(2), lang=EN, hands=6
    )
    calcs = calculations(content, layout(content, "letter"))
    computed = [calc.name for calc in calcs]
    assert len(order) == len(computed)
    assert len(names) > len(computed)
    for index, calc in enumerate(calcs):
        for read in re.findall(r'getField\("([^"]+)"\)', calc.script):
            if read in computed:
                assert computed.index(read) < index, (calc.name, read)


def test_the_scripts_carry_the_editions_values_and_only_multiply_and_add() -> None:
    edition = EDITIONS["dujardin-classic"]
    content = sheet_content(edition, edition.setup(3), lang=FR, hands=2)
    scripts = {calc.name: calc.script for calc in calculations(content, layout(content, "a4"))}
    assert scripts["h1.A.coups_fourres"].endswith("* 300; }")
    assert "* 500" in scripts["h1.A.shutout"]
    assert "shutout_2" in scripts["h1.A.shutout"]
    assert 'getField("h1.A.running")' in scripts["h2.A.carried"]
    for name, script in scripts.items():  # "count × value", "tick = value" and sums: nothing else,
        # once the side's miles are miles the rules allow (a multiple of 25, up to the extended trip)
        side = name.rsplit(".", 1)[0]
        guard, _, body = script.partition(" } else { ")
        assert guard == (
            f'var m = String(this.getField("{side}.distance").value); '
            'if (!/^[0-9]+$/.test(m) || m % 25 !== 0 || m > 1000) { event.value = "";'
        ) or name.endswith(".carried"), script
        assert not re.search(r" [-/%] ", body), script


def test_miles_are_checked_as_typed_with_the_reason_in_the_sheets_language() -> None:
    edition = EDITIONS["parker-brothers"]
    for lang, players, most in ((EN, 4, 1000), (FR, 2, 1000)):
        pdf = sheet_pdf(edition, edition.setup(players), lang=lang, paper="a4", fillable=True, hands=1)
        miles = leaves(pdf)["h1.A.distance"]
        script = str(pdf_dict(pdf_dict(miles["/AA"])["/K"])["/JS"])
        assert f"Number(typed) % 25 === 0 && Number(typed) <= {most}" in script
        reason = {
            "en": "Distance: digits only, a multiple of 25, from 0 to 1,000.",
            "fr": "Bornes\u00a0: des chiffres seulement, un multiple de 25, de 0 à 1\u202f000.",
        }[lang]
        assert f"app.alert({json.dumps(reason)})" in script
        assert pdf_int(miles["/MaxLen"]) == 4  # where no script runs, no more digits than 1,000 has
    race = EDITIONS["dujardin-2025"]
    pdf = sheet_pdf(race, race.default_setup, lang=FR, paper="a4", fillable=True, hands=1)
    assert "<= 1000" in str(pdf_dict(pdf_dict(leaves(pdf)["g1.A.distance"]["/AA"])["/K"])["/JS"])


RUN_SCRIPTS = """
const cases = JSON.parse(require("fs").readFileSync(0, "utf8"));
console.log(JSON.stringify(cases.map(([script, value, willCommit]) => {
  const event = { value, change: value, willCommit, rc: true };
  new Function("event", "app", script)(event, { alert() {} });
  return [String(event.value), event.rc];
})));
"""
"""Each case's script run as a viewer runs a field's action: ``event`` and ``app.alert`` its world."""


def run_scripts(cases: list[tuple[str, str, bool]]) -> list[list[Any]]:
    """What each (script, value, committed) leaves in ``event.value`` and ``event.rc``, under node."""
    from tests.sheets.test_rules_js import find_node

    done = subprocess.run(
        [find_node(), "-e", RUN_SCRIPTS],
        input=json.dumps(cases),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    found: list[list[Any]] = json.loads(done.stdout)
    return found


@pytest.mark.subprocess
@pytest.mark.parametrize(("lang", "separator"), [(EN, ","), (FR, "\u202f")])
def test_a_number_keeps_no_leading_zero_as_typed_and_shows_none(lang: Lang, separator: str) -> None:
    # "0700" once showed "0,700" / "0 700": the zeros are dropped as the box is committed, and a
    # box filled where no script ran ("0725") shows without them wherever scripts run.
    edition = EDITIONS["parker-brothers"]
    pdf = sheet_pdf(edition, edition.setup(2), lang=lang, paper="a4", fillable=True, hands=1, first_hand=3)
    found = leaves(pdf)

    def script(name: str, action: str) -> str:
        return str(pdf_dict(pdf_dict(found[name]["/AA"])[action])["/JS"])

    miles, carried, shown = (
        script("h3.A.distance", "/K"),
        script("h3.A.carried", "/K"),
        script("h3.A.total", "/F"),
    )
    cases = [
        (miles, "0700", True),
        (miles, "00", True),
        (miles, "0", True),
        (miles, "0701", True),  # refused: not a multiple of 25
        (carried, "01200", True),
        (carried, "0", True),
        (shown, "0725", False),
        (shown, "01200", False),
        (shown, "000", False),
        (shown, "", False),
        (shown, "4700", False),
    ]
    assert run_scripts(cases) == [
        ["700", True],
        ["0", True],
        ["0", True],
        ["0701", False],
        ["1200", True],
        ["0", True],
        ["725", True],
        [f"1{separator}200", True],
        ["0", True],
        ["", True],
        [f"4{separator}700", True],
    ]


def test_typed_names_take_only_characters_the_forms_font_draws() -> None:
    found = form_font()
    name = leaves(fillable())["names.A"]
    script = str(pdf_dict(pdf_dict(name["/AA"])["/K"])["/JS"])
    pattern = re.search(r"/\^(\[.*?\])\*\$/", script)
    assert pattern is not None
    allowed = re.compile(pattern[1].replace("\\\\u", "\\u"))
    for code in range(0x20, 0x3000):
        assert bool(allowed.fullmatch(chr(code))) == (chr(code) in found.codes), hex(code)


def test_typed_text_is_in_embedded_dejavu() -> None:
    reader = PdfReader(io.BytesIO(fillable()))
    form = pdf_dict(catalog(reader)["/AcroForm"])
    font = pdf_dict(pdf_dict(pdf_dict(form["/DR"])["/Font"])["/DejaVu"])
    assert str(font["/BaseFont"]) == "/DejaVuSans"
    encoding = pdf_dict(font["/Encoding"])
    assert str(encoding["/BaseEncoding"]) == "/WinAnsiEncoding"
    # The narrow no-break space of French numbers on a code Windows-1252 leaves unused.
    assert [str(v) for v in pdf_array(encoding["/Differences"])] == ["129", "/uni202F"]
    assert len(pdf_stream(pdf_dict(font["/FontDescriptor"])["/FontFile2"]).get_data()) > 20_000
    assert str(form["/DA"]).startswith("/DejaVu ")


@pytest.mark.parametrize("lang", [EN, FR])
def test_every_character_a_number_box_shows_is_in_the_forms_font(lang: Lang) -> None:
    # Digits and the language's thousands separator: a viewer saving the sheet finds each one a code
    # and a glyph, so the saved copy shows 1 000 as on screen (it once had no U+202F).
    found = form_font()
    separator = {"en": ",", "fr": "\u202f"}[lang]
    assert set("0123456789" + separator) <= set(found.codes)
    widths = found.widths()
    for char in "0123456789" + separator:
        assert widths[found.codes[char] - 32] == round(found.font.stringWidth(char, 1000)) > 0
    # Every character the font file has (its cmap, read anew) has a code, and no other.
    face = TTFont("form-font-read-again", str(resource("fonts") / FORM_FONT_FILE))
    assert set(found.codes) == {chr(c) for c in characters(face) if c >= 0x20 and c != 0xFFFF}


def test_the_sheet_says_what_it_is_for_and_stays_byte_identical() -> None:
    first = fillable("dujardin-2024", 4, names=("A1", "B2", "C3", "D4"))
    assert first == fillable("dujardin-2024", 4, names=("A1", "B2", "C3", "D4"))
    meta = PdfReader(io.BytesIO(first)).metadata
    assert meta is not None
    assert '"edition": "dujardin-2024"' in str(meta[META_KEY])
    assert '"names": ["A1", "B2", "C3", "D4"]' in str(meta[META_KEY])


def test_only_the_fillable_sheet_has_a_form() -> None:
    edition = EDITIONS["parker-brothers"]
    plain = sheet_pdf(edition, edition.default_setup, lang=EN, paper="letter")
    assert "/AcroForm" not in catalog(PdfReader(io.BytesIO(plain)))
