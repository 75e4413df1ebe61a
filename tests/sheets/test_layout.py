"""Where things go on a sheet, measured without drawing: nothing overflows, nothing too small."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from reportlab.lib.units import mm

from generator.files import load_house_rules
from generator.pdf.box import Box
from generator.pdf.fonts import BOLD, REGULAR
from generator.pdf.page import PAPERS, SAFE_MARGIN
from generator.pdf.text import for_print, width_of
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.sheets.content import sheet_content
from generator.sheets.layout import (
    COLUMN_NAME_MIN,
    HEADING_MIN_SIZE,
    MIN_WRITING,
    NAME_MIN,
    FieldKind,
    Page,
    SheetLayout,
    Text,
    geometry_for,
    layout,
)
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import NARROW_NBSP

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
HOUSE = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
EDITIONS_AND_HOUSE = [*EDITIONS.values(), HOUSE]
LONG_NAMES = (
    '<Ana & "Cleo"> Éloïse d’Artagnan-Brûlé 4',
    "Benoît & Dev <the best> team of all!!!!!",
    "Wolfeschlegelsteinhausenbergerdorff & Co",
    "Zoë & Chloé l'Été, <b>Françoise</b> & Ïo",
)
FAMILY_NAMES = ("Christophe", "Grand-mère & Grand-père", "Marie-Antoinette & Jean-Baptiste", "Zoé")
"""Names that once printed at 5, 5.75 and 2.47 pt in the hands' headings."""
FIFTY = "Wolfeschlegelsteinhausenbergerdorffwelchevoraltern"  # as long as a log takes, and unbreakable
FIFTIES = (FIFTY, *(FIFTY[:-1] + end for end in "abc"))  # four sides, each its own name
EPSILON = 0.01
LEAST = 7.0  # no text on a sheet is smaller, names included

CASES = [
    pytest.param(
        edition, setup, lang, paper, id=f"{edition.house_rules or edition.id}-{setup.id}-{lang}-{paper}"
    )
    for edition in EDITIONS_AND_HOUSE
    for setup in edition.setups
    for lang in (EN, FR)
    for paper in PAPERS
]
EVERY_EDITION = pytest.mark.parametrize(
    ("edition", "lang", "paper"),
    [
        pytest.param(edition, lang, paper, id=f"{edition.house_rules or edition.id}-{lang}-{paper}")
        for edition in EDITIONS_AND_HOUSE
        for lang in (EN, FR)
        for paper in PAPERS
    ],
)
"""Every edition (and a house-rules file) in each language on each paper: a test goes through the setups."""


def texts(sheet: SheetLayout) -> list[Text]:
    return [text for page in sheet.pages for text in page.texts]


def inside(inner: Box, outer: Box) -> bool:
    return (
        inner.x >= outer.x - EPSILON
        and inner.y >= outer.y - EPSILON
        and inner.right <= outer.right + EPSILON
        and inner.top <= outer.top + EPSILON
    )


def check_page(page: Page, paper: str) -> None:
    width, height = PAPERS[paper]
    safe = Box(SAFE_MARGIN, SAFE_MARGIN, width - 2 * SAFE_MARGIN, height - 2 * SAFE_MARGIN)
    for text in page.texts:
        assert text.widest <= text.box.width + EPSILON, (text.text, text.fitted)
        assert text.fitted.height <= text.box.height + EPSILON, (text.text, text.fitted)
        assert inside(text.box, safe), text.text
    for rect in page.rects:
        # Half the stroke lies outside the box: it must stay inside the safe margin too.
        half = rect.stroke / 2
        assert inside(
            Box(
                rect.box.x - half,
                rect.box.y - half,
                rect.box.width + rect.stroke,
                rect.box.height + rect.stroke,
            ),
            safe,
        )
    for field in page.fields:
        assert inside(field.box, safe)
        if field.kind is FieldKind.TEXT:
            assert field.box.height >= MIN_WRITING - EPSILON, field.name


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "setup", "lang", "paper"), CASES)
def test_every_string_fits_its_box_and_everything_stays_off_the_margin(
    edition: Edition, setup: Setup, lang: Lang, paper: str
) -> None:
    names = LONG_NAMES[: setup.sides]
    for given in (None, names):
        sheet = layout(sheet_content(edition, setup, lang=lang, names=given, hands=None), paper)
        for page in sheet.pages:
            check_page(page, paper)


@pytest.mark.parametrize(("edition", "setup", "lang", "paper"), CASES)
def test_a_page_holds_two_bands_of_blocks_with_columns_wide_enough_to_write_in(
    edition: Edition, setup: Setup, lang: Lang, paper: str
) -> None:
    geometry = geometry_for(sheet_content(edition, setup, lang=lang), paper)
    assert geometry.per_page >= 2
    assert geometry.bands_per_page >= 2  # a page is never a single band and a blank half
    assert geometry.col_w >= 17 * mm - EPSILON
    assert geometry.row_h >= MIN_WRITING


def test_the_usual_sheets_hold_a_match_on_one_page() -> None:
    # Parker Brothers, four in two teams, Letter: six hands; Dujardin 2025: ten games on A4.
    pb = EDITIONS["parker-brothers"]
    assert geometry_for(sheet_content(pb, pb.default_setup, lang=EN), "letter").per_page == 6
    dj = EDITIONS["dujardin-2025"]
    assert geometry_for(sheet_content(dj, dj.default_setup, lang=FR), "a4").per_page == 10


@pytest.mark.parametrize("hands", [1, 5, 6, 7, 13])
def test_hands_asks_for_that_many_blocks_numbered_on_as_many_pages_as_needed(hands: int) -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.default_setup, lang=EN, hands=hands), "letter")
    numbers = [n for page in sheet.pages for n in page.blocks]
    assert numbers == list(range(1, hands + 1))
    assert len(sheet.pages) == -(-hands // sheet.geometry.per_page)


def test_without_hands_the_sheet_fills_one_page() -> None:
    edition = EDITIONS["dujardin-classic"]
    sheet = layout(sheet_content(edition, edition.setup(6), lang=FR), "a4")
    assert len(sheet.pages) == 1
    assert len(sheet.pages[0].blocks) == sheet.geometry.per_page


@pytest.mark.parametrize(
    ("edition_id", "players", "paper"), [("dujardin-2024", 4, "a4"), ("parker-brothers", 6, "letter")]
)
def test_a_40_character_name_prints_whole_and_legible_in_the_sides_boxes(
    edition_id: str, players: int, paper: str
) -> None:
    edition = EDITIONS[edition_id]
    setup = edition.setup(players)
    names = LONG_NAMES[: setup.sides]
    sheet = layout(sheet_content(edition, setup, lang=FR, names=names), paper)
    for name in names:
        assert len(name) == 40
        [legend] = [t for t in texts(sheet) if t.text == name and t.box.height > 6 * mm]
        assert legend.fitted.size >= NAME_MIN
        assert "".join(legend.fitted.lines).replace(" ", "") == name.replace(" ", "")


def test_columns_show_the_names_where_they_fit_else_every_columns_letter() -> None:
    edition = EDITIONS["dujardin-2024"]
    short = ("Ana", "Ben & Dev", "Éloïse", '<Max> & "Lou"')
    sheet = layout(sheet_content(edition, edition.setup(4), lang=FR, names=short), "a4")
    assert sheet.geometry.heads == short
    assert all(t.fitted.size >= COLUMN_NAME_MIN for t in texts(sheet) if t.text in short)
    sheet = layout(sheet_content(edition, edition.setup(4), lang=FR, names=LONG_NAMES), "a4")
    assert sheet.geometry.heads == ("A", "B", "C", "D")


def test_every_box_of_a_block_has_its_own_name_and_the_frame_is_one_field_on_every_page() -> None:
    for edition in EDITIONS.values():
        sheet = layout(sheet_content(edition, edition.default_setup, lang=EN, hands=30), "letter")
        own = [(f.name, f.export) for page in sheet.pages for f in page.fields if f.block is not None]
        assert len(own) == len(set(own))
        shared = [f.name for page in sheet.pages for f in page.fields if f.block is None]
        for name in set(shared):
            assert shared.count(name) == len(sheet.pages), name


def test_blank_names_leave_a_box_to_write_each_name_in_typed_once_for_every_page() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.setup(6), lang=EN, hands=20), "letter")
    assert len(sheet.pages) > 1
    for page in sheet.pages:
        assert {"names.A", "names.B", "names.C"} <= {field.name for field in page.fields}
    named = layout(sheet_content(edition, edition.setup(6), lang=EN, names=("X", "Y", "Z")), "letter")
    assert not any(field.name.startswith("names.") for field in named.pages[0].fields)


def test_the_race_sheet_has_two_tick_boxes_for_200s_and_one_winner_among_the_sides() -> None:
    edition = EDITIONS["dujardin-2025"]
    sheet = layout(sheet_content(edition, edition.setup(2), lang=EN, hands=1), "a4")
    checks = sorted(f.name for f in sheet.pages[0].fields if f.kind is FieldKind.CHECK)
    assert checks == [
        "g1.A.two_hundreds_1",
        "g1.A.two_hundreds_2",
        "g1.B.two_hundreds_1",
        "g1.B.two_hundreds_2",
    ]
    radios = sorted((f.name, f.export) for f in sheet.pages[0].fields if f.kind is FieldKind.RADIO)
    assert radios == [("g1.dealer", "A"), ("g1.dealer", "B"), ("g1.won", "A"), ("g1.won", "B")]


def overlap(one: Box, other: Box) -> bool:
    return (
        one.x < other.right - EPSILON
        and other.x < one.right - EPSILON
        and one.y < other.top - EPSILON
        and other.y < one.top - EPSILON
    )


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS_AND_HOUSE, ids=lambda e: e.house_rules or e.id)
@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("paper", list(PAPERS))
def test_the_sheets_name_shrinks_to_one_line_and_no_text_runs_into_another(
    edition: Edition, lang: Lang, paper: str
) -> None:
    # A continuation sheet's longer page note once left the French name two lines at 9.75 pt,
    # "marque" on the rules paragraph: every --first-hand and --hands, each page, every text.
    for first_hand, hands in ((1, None), (7, 12), (1, 40), (99, 30), (999, 6)):
        for fillable in (False, True):
            content = sheet_content(
                edition,
                edition.default_setup,
                lang=lang,
                first_hand=first_hand,
                hands=hands,
                fillable=fillable,
            )
            for page in layout(content, paper).pages:
                check_page(page, paper)
                heading = next(text for text in page.texts if text.text == content.heading)
                assert len(heading.fitted.lines) == 1
                assert heading.fitted.size >= HEADING_MIN_SIZE
                assert all(text.fitted.size >= LEAST for text in page.texts if text.box.top > heading.box.y)
                for index, text in enumerate(page.texts):
                    for other in page.texts[index + 1 :]:
                        assert not overlap(text.box, other.box), (text.text, other.text)
                frame = [field for field in page.fields if field.name in ("date", "place")]
                assert all(field.box.width >= 18 * mm - EPSILON for field in frame)


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_dealers_box_is_labelled_beside_the_headings_of_every_band(lang: Lang) -> None:
    edition = EDITIONS["dujardin-2025"]
    sheet = layout(sheet_content(edition, edition.default_setup, lang=lang), "a4")
    geometry = sheet.geometry
    key = {"en": "☐ = dealer", "fr": "☐ = donneur"}[lang]
    for page in sheet.pages:
        labels = [text for text in page.texts if text.text == key]
        assert len(labels) == geometry.bands_per_page
        dealers = [field.box for field in page.fields if field.name.endswith(".dealer")]
        for label in labels:
            # At the height of the headings' boxes, left of the first column, legible.
            assert label.fitted.size >= 6.5
            assert any(label.box.y <= box.y and box.top <= label.box.top for box in dealers)
            assert label.box.right <= min(box.x for box in dealers)


def test_every_hand_has_a_dealer_mark_for_each_side_and_the_match_a_frame() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.default_setup, lang=EN), "letter")
    fields = sheet.pages[0].fields
    for number in sheet.pages[0].blocks:
        assert sorted(str(f.export) for f in fields if f.name == f"h{number}.dealer") == ["A", "B"]
    assert {"date", "place", "winner"} <= {f.name for f in fields}


def test_facts_are_ticked_beside_the_lines_they_decide() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.setup(2), lang=EN, hands=1), "letter")
    ticks = {f.name for f in sheet.pages[0].fields if f.kind is FieldKind.CHECK and f.side == "A"}
    assert {f"h1.A.safeties_{n}" for n in range(1, 5)} <= ticks
    assert {f"h1.A.coups_fourres_{n}" for n in range(1, 5)} <= ticks
    assert {
        "h1.A.two_hundreds_1",
        "h1.A.two_hundreds_2",
        "h1.A.extension_1",
        "h1.A.delayed_action_1",
    } <= ticks
    assert {"h1.A.trip_1", "h1.A.safe_trip_1", "h1.A.shutout_1", "h1.A.all_safeties_1"} <= ticks


def test_every_box_for_points_takes_a_written_thousand() -> None:
    for edition in EDITIONS.values():
        for setup in edition.setups:
            sheet = layout(sheet_content(edition, setup, lang=FR), "a4")
            for field in sheet.pages[0].fields:
                if field.kind is FieldKind.TEXT and field.block is not None:
                    assert field.box.width >= width_of(f"1{NARROW_NBSP}000", REGULAR, 10) + 2 * mm, field.name
                    assert field.box.height >= MIN_WRITING - EPSILON


@pytest.mark.parametrize("first", [1, 7])
def test_first_hand_starts_the_numbering_and_asks_for_what_is_brought_forward(first: int) -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(
        sheet_content(edition, edition.default_setup, lang=EN, hands=8, first_hand=first), "letter"
    )
    assert [n for page in sheet.pages for n in page.blocks] == list(range(first, first + 8))
    names = {f.name for page in sheet.pages for f in page.fields}
    assert (f"h{first}.A.carried" in names) is (first > 1)
    heads = [" ".join(t.text for t in page.texts) for page in sheet.pages]
    assert "on page 2" in heads[0]
    assert "from page 1" in heads[1]
    assert f"next sheet: hand {first + 8}" in heads[-1]
    assert ("follows hand 6" in heads[0]) is (first == 7)


def test_the_first_hand_has_nothing_brought_forward() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.default_setup, lang=EN, hands=2), "letter")
    fields = {field.name for field in sheet.pages[0].fields}
    assert "h1.A.carried" not in fields
    assert "h2.A.carried" in fields


def test_french_numbers_never_break_across_lines() -> None:
    edition = EDITIONS["dujardin-classic"]
    sheet = layout(sheet_content(edition, edition.setup(3), lang=FR), "letter")
    found = 0
    for text in texts(sheet):
        for number in re.findall(rf"\d+(?:{NARROW_NBSP}\d{{3}})+", text.text):
            found += 1
            assert any(number in line for line in text.fitted.lines), (number, text.fitted.lines)
    assert found >= 4


def test_the_footer_that_says_who_scores_what_is_at_least_7_5_pt() -> None:
    for edition in EDITIONS_AND_HOUSE:
        for lang in (EN, FR):
            content = sheet_content(edition, edition.default_setup, lang=lang)
            sheet = layout(content, "letter")
            notes = [t for t in sheet.pages[0].texts if t.text in content.notes]
            assert notes
            assert all(t.fitted.size >= 7.5 for t in notes)


@pytest.mark.slow
@EVERY_EDITION
def test_no_text_of_any_sheet_is_under_7_pt_names_included(edition: Edition, lang: Lang, paper: str) -> None:
    for setup in edition.setups:
        for names in (None, FAMILY_NAMES, LONG_NAMES, FIFTIES):
            for first_hand in (1, 7):
                content = sheet_content(
                    edition, setup, lang=lang, names=names and names[: setup.sides], first_hand=first_hand
                )
                sheet = layout(content, paper)
                small = [(t.text, t.fitted.size) for t in texts(sheet) if t.fitted.size < LEAST - EPSILON]
                assert not small, (setup.id, names, first_hand)


def test_a_name_too_long_for_its_heading_gives_every_column_its_letter_tied_to_the_name_above() -> None:
    edition = EDITIONS["dujardin-2024"]
    for setup in (edition.setup(4, 4), edition.setup(3)):
        names = FAMILY_NAMES[: setup.sides]
        sheet = layout(sheet_content(edition, setup, lang=FR, names=names), "a4")
        tags = tuple("ABCD"[: setup.sides])
        assert sheet.geometry.heads == tags
        page = sheet.pages[0]
        # At the top of the page, each letter sits beside its name, in boxes side by side.
        for tag, name in zip(tags, names, strict=True):
            [letter] = [t for t in page.texts if t.text == tag and t.box.height > 6 * mm]
            [printed] = [t for t in page.texts if t.text == name]
            assert abs(letter.box.right - printed.box.x) < 3 * mm
            assert abs(letter.box.y + letter.box.height / 2 - (printed.box.y + printed.box.height / 2)) < 1
            assert printed.fitted.size >= LEAST


def test_names_on_two_lines_take_a_taller_heading_where_that_costs_no_hand() -> None:
    edition = EDITIONS["dujardin-2024"]
    names = ("Ana", "Ben & Dev", "Éloïse", "Léa")
    plain = geometry_for(sheet_content(edition, edition.setup(4, 4), lang=FR), "a4")
    sheet = layout(sheet_content(edition, edition.setup(4, 4), lang=FR, names=names), "a4")
    assert sheet.geometry.heads == names
    assert sheet.geometry.heads_h > plain.heads_h
    assert sheet.geometry.per_page == plain.per_page
    [ben] = {t.fitted for t in texts(sheet) if t.text == "Ben & Dev" and t.font == BOLD}
    assert ben.lines == ("Ben &", "Dev")
    assert ben.size >= LEAST


def test_a_name_too_long_for_two_to_a_row_takes_a_row_of_its_own() -> None:
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.setup(2), lang=EN, names=(FIFTY, "Ana")), "letter")
    [fifty] = [t for t in sheet.pages[0].texts if t.text == FIFTY]
    [ana] = [t for t in sheet.pages[0].texts if t.text == "Ana"]
    assert fifty.fitted.size >= LEAST
    assert ana.box.top < fifty.box.y  # on the row below


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_page_note_stays_7_pt_beside_the_page_number_where_it_is_long(lang: Lang) -> None:
    # A continuation sheet's note ("follows hand 998 · next sheet: hand 1005") once took two lines
    # at 6 pt: the sheet's name now gives up room first, and the note's first part goes beside
    # the page number.
    edition = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    content = sheet_content(edition, edition.default_setup, lang=lang, first_hand=999, hands=6)
    page = layout(content, "a4").pages[0]
    label = content.page_label(1, 1)
    where = content.page_where(1, 1, 1005)
    [first] = [t for t in page.texts if t.text.startswith(label)]
    [second] = [t for t in page.texts if t.text == where[1]]
    assert first.text == f"{label} · {where[0]}"
    assert min(first.fitted.size, second.fitted.size) >= LEAST
    assert second.box.top <= first.box.y + EPSILON


@pytest.mark.slow
@EVERY_EDITION
def test_no_wrapped_text_ends_on_a_lone_word_or_breaks_a_box_from_its_word(
    edition: Edition, lang: Lang, paper: str
) -> None:
    # "counted", "choice." and « comptées » once ended the Dujardin 2014 header's lines alone,
    # and "☐" ended a row's label, its word on the next line.
    for setup in edition.setups:
        for options in ({}, {"fillable": True}, {"first_hand": 7, "hands": 20}):
            for text in texts(layout(sheet_content(edition, setup, lang=lang, **options), paper)):
                lines = text.fitted.lines
                assert not any(line.endswith("☐") or line.startswith("×") for line in lines), lines
                if len(lines) > 1 and len(lines[-1].split()) == 1:
                    # Alone only where the line before has no word to spare.
                    before = lines[-2].split(" ")
                    wider = width_of(f"{before[-1]} {lines[-1]}", text.font, text.fitted.size)
                    assert len(before) < 3 or wider > text.box.width, lines


def test_right_to_left_names_print_reordered_alone_in_the_boxes_and_the_headings() -> None:
    names = ("דוד כהן", "سارة علي", "Zoé")
    edition = EDITIONS["parker-brothers"]
    sheet = layout(sheet_content(edition, edition.setup(3), lang=EN, names=names), "a4")
    assert sheet.geometry.heads == names
    for name in names:
        drawn = {(t.font, t.fitted.lines) for t in texts(sheet) if t.text == name}
        assert drawn == {(REGULAR, (for_print(name, REGULAR),)), (BOLD, (for_print(name, BOLD),))}
        assert all(t.fitted.size >= LEAST for t in texts(sheet) if t.text == name)
