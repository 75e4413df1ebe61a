"""What a sheet shows, as data: every value from the scoring module, in the pad's words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.files import load_house_rules
from generator.form_format import EXTENSION_CALLED, FACT_BOXES, HUNDREDS_PLAYED, TWO_HUNDREDS
from generator.rules.editions import EDITIONS, EXTENDED_TRIP, MAX_TWO_HUNDREDS, Edition, Line, Setup
from generator.rules.questions import questions
from generator.sheets.content import (
    CellKind,
    SheetKind,
    check_names,
    default_filename,
    pick_setup,
    sheet_content,
)
from generator.text.i18n import line_label, say
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import NARROW_NBSP, format_number

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
POINTS = [e for e in EDITIONS.values() if e.scoring is not None]
CASES = [
    pytest.param(edition, setup, lang, id=f"{edition.id}-{setup.id}-{lang}")
    for edition in EDITIONS.values()
    for setup in edition.setups
    for lang in (EN, FR)
]


def rows_by_key(edition: Edition, setup: Setup, lang: Lang) -> dict[str, str]:
    return {row.key: row.label for row in sheet_content(edition, setup, lang=lang).rows}


@pytest.mark.parametrize(("edition", "setup", "lang"), CASES)
def test_each_line_row_carries_the_scoring_modules_value(edition: Edition, setup: Setup, lang: Lang) -> None:
    rows = rows_by_key(edition, setup, lang)
    if edition.scoring is None:
        assert set(rows) == {"distance", "two_hundreds", "won", "games_won"}
        return
    expected = [line for line in edition.scoring.lines if line is not Line.EXTENSION or setup.extension]
    assert [key for key in rows if key not in ("carried", "total", "running")] == [
        line.value for line in expected
    ]
    for line in expected:
        label = rows[line.value]
        assert label.startswith(line_label(line, lang, edition=edition))
        assert f"—\u00a0{format_number(edition.scoring.value(line), lang)}" in label


@pytest.mark.parametrize(
    ("edition_id", "players", "lang", "line", "label"),
    [
        ("parker-brothers", 4, EN, Line.COUPS_FOURRES, "Coups fourrés —\u00a0300\u00a0each"),
        ("dujardin-classic", 4, FR, Line.COUPS_FOURRES, "Coups fourrés —\u00a0300\u00a0chacun"),
        ("dujardin-classic", 4, FR, Line.SAFETIES, "Bottes —\u00a0100\u00a0chacune"),
        ("parker-brothers", 4, EN, Line.SAFE_TRIP, "Safe trip —\u00a0300"),
        ("dujardin-2024", 4, FR, Line.SAFE_TRIP, "Victoire sans carte 200 —\u00a0200"),  # seed 004
        (
            "parker-brothers",
            4,
            EN,
            Line.DISTANCE,
            "Distance —\u00a01\u00a0a\u00a0mile; \u2610\u00a0a\u00a0200\u00a0laid",
        ),
        (
            "dujardin-classic",
            4,
            FR,
            Line.DISTANCE,
            "Bornes —\u00a01\u00a0par\u00a0borne\u202f; \u2610\u00a0par\u00a0200\u00a0posé",
        ),
        ("parker-brothers", 2, EN, Line.TRIP, "Trip completed (700\u00a0miles) —\u00a0400"),
        ("dujardin-classic", 4, FR, Line.TRIP, f"Manche (1{NARROW_NBSP}000\u00a0bornes) —\u00a0400"),
        (
            "dujardin-classic",
            2,
            FR,
            Line.EXTENSION,
            f"Allonge à\u00a01{NARROW_NBSP}000 —\u00a0200\u202f; \u2610\u00a0annoncée, \u2610\u00a0marquée",
        ),
        ("dujardin-classic", 2, FR, Line.SHUTOUT, "Capot —\u00a0500"),
        ("dujardin-classic", 3, FR, Line.SHUTOUT, "Capot —\u00a0500 par adversaire sans\u00a0borne"),
    ],
)
def test_row_labels_read_as_the_pads_do(
    edition_id: str, players: int, lang: Lang, line: Line, label: str
) -> None:
    edition = EDITIONS[edition_id]
    assert rows_by_key(edition, edition.setup(players), lang)[line.value] == label


@pytest.mark.parametrize("edition", POINTS, ids=lambda e: e.id)
def test_the_extension_row_appears_only_where_the_setup_plays_it(edition: Edition) -> None:
    for setup in edition.setups:
        rows = rows_by_key(edition, setup, EN)
        assert edition.scoring is not None
        assert (Line.EXTENSION.value in rows) == (setup.extension and edition.scoring.scores(Line.EXTENSION))


def test_lines_the_edition_does_not_score_have_no_row() -> None:
    rows = rows_by_key(EDITIONS["dujardin-2024"], EDITIONS["dujardin-2024"].setup(4), FR)
    for line in (Line.ALL_SAFETIES, Line.DELAYED_ACTION, Line.EXTENSION):
        assert line.value not in rows


def test_the_french_pad_order_report_lines_total_a_reporter() -> None:
    edition = EDITIONS["dujardin-classic"]
    labels = [row.label.split(" —")[0] for row in sheet_content(edition, edition.setup(2), lang=FR).rows]
    assert labels == [
        "Report",
        "Bornes",
        "Bottes",
        "Les 4 Bottes",
        "Coups fourrés",
        "Manche (700\u00a0bornes)",
        "Couronnement",
        "Pas de 200",
        "Allonge à\u00a01\u202f000",
        "Capot",
        "Total",
        "À reporter",
    ]


def test_nothing_is_brought_forward_into_the_first_hand() -> None:
    content = sheet_content(EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].default_setup, lang=EN)
    assert [row.key for row in content.rows if row.none_in_first] == ["carried"]
    assert [row.key for row in content.rows if row.strong] == ["total", "running"]


def test_the_race_sheet_has_distance_two_boxes_for_200s_a_winner_box_and_games_won() -> None:
    edition = EDITIONS["dujardin-2025"]
    content = sheet_content(edition, edition.default_setup, lang=FR)
    assert content.kind is SheetKind.RACE
    rows = {row.key: row for row in content.rows}
    assert rows["two_hundreds"].kind is CellKind.TICKS
    assert rows["two_hundreds"].ticks == MAX_TWO_HUNDREDS
    assert rows["won"].kind is CellKind.TICKS
    assert rows["won"].ticks == 1
    assert rows["games_won"].strong
    assert content.block_title(3) == "Partie 3"
    assert content.series_label is not None
    assert any(f"1{NARROW_NBSP}000" in line for line in content.info)


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_header_names_the_edition_reference_setup_trip_and_target(lang: Lang) -> None:
    edition = EDITIONS["dujardin-classic"]
    info = " ".join(sheet_content(edition, edition.setup(6), lang=lang).info)
    assert edition.name(lang) in info
    assert edition.reference_in(lang) in info
    assert "6" in info
    assert format_number(700, lang) in info
    assert format_number(EXTENDED_TRIP, lang) in info
    assert format_number(5000, lang) in info


@pytest.mark.parametrize("lang", [EN, FR])
def test_a_house_rules_sheet_says_so_and_shows_its_overrides(lang: Lang) -> None:
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    content = sheet_content(house, house.default_setup, lang=lang)
    assert "house rules" in content.heading.lower() or "règle maison" in content.heading.lower()
    assert any("Safe trip 500, shut-out 300" in line for line in content.info)
    rows = {row.key: row.label for row in content.rows}
    assert rows["safe_trip"].endswith("—\u00a0500")
    assert rows["shutout"].endswith("—\u00a0300")
    base = rows_by_key(EDITIONS["parker-brothers"], house.default_setup, lang)
    changed = {key for key in rows if rows[key] != base[key]}
    assert changed == {"safe_trip", "shutout"}


def test_a_house_rule_that_drops_lines_drops_their_rows() -> None:
    house = load_house_rules(EXAMPLES / "rules" / "no-safe-trip.toml")
    content = sheet_content(house, house.default_setup, lang=EN)
    assert {row.key for row in content.rows}.isdisjoint({"safe_trip", "delayed_action"})
    assert any("no safe trip" in line and "no delayed action" in line for line in content.info)


FRENCH_PUNCTUATION = re.compile(r"[^\u00a0\u202f][:;!?»]|«[^\u00a0]")


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=lambda e: e.id)
def test_french_sheets_keep_no_break_spaces_before_punctuation_and_in_numbers(edition: Edition) -> None:
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    for shown in (edition, house):
        for setup in shown.setups:
            content = sheet_content(shown, setup, lang=FR)
            texts = [content.heading, *content.info, *content.notes, *(r.label for r in content.rows)]
            for text in texts:
                assert not FRENCH_PUNCTUATION.search(text), text
                assert not re.search(r"\d \d{3}\b", text), text  # 1 000 with a plain space
                assert "'" not in text, text  # typographic apostrophes only


def test_names_must_match_the_sides() -> None:
    setup = EDITIONS["parker-brothers"].setup(6)
    check_names(("A", "B", "C"), setup)
    with pytest.raises(ValueError, match="2 names given for 3 sides"):
        check_names(("A", "B"), setup)
    with pytest.raises(ValueError, match="blank"):
        check_names(("A", " ", "C"), setup)


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (("Straße", "STRASSE"), "names 1 and 2 are one name"),
        (("ﬁx", "FIX"), "names 1 and 2 are one name"),
        (("Ana & Cleo", "Ana & Dev"), "'Ana' plays in sides 1 and 2"),
        (
            ("Ana & Cleo", "ANA"),
            "name 2 ('ANA') lists no players, so it counts as one player, who plays in side 1",
        ),
        (("Ana", "Cleo & ana"), "'ana' plays in sides 1 and 2"),
        (("Ana\u200b", "Ben"), "name 1 has an invisible or control character (U+200B"),
        (("A" * 51, "Ben"), "name 1 is 51 characters long"),
    ],
)
def test_names_the_log_reader_would_refuse_are_refused(names: tuple[str, str], message: str) -> None:
    with pytest.raises(ValueError, match=re.escape(message)):
        check_names(names, EDITIONS["parker-brothers"].setup(4))


def test_a_name_a_log_would_refuse_is_refused_before_the_sheet_is_made() -> None:
    # A sheet printed with it could never be read back: the log parser takes 50 characters.
    setup = EDITIONS["parker-brothers"].setup(2)
    check_names(("A" * 50, "Ben"), setup)
    with pytest.raises(ValueError, match="name 1 is 51 characters long, more than the 50 a name may have"):
        check_names(("A" * 51, "Ben"), setup)
    with pytest.raises(ValueError, match=r"name 2 has an invisible or control character \(U\+200F"):
        check_names(("Ana", "Ben\u200f"), setup)


def test_given_names_are_kept_as_typed() -> None:
    names = ('<b>Ana</b> & "Cleo"', "Ben & Dev")
    content = sheet_content(
        EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].setup(4), lang=EN, names=names
    )
    assert tuple(side.name for side in content.sides) == names
    assert tuple(side.tag for side in content.sides) == ("A", "B")


@pytest.mark.parametrize(
    ("edition_id", "players", "sides", "expected"),
    [
        ("parker-brothers", None, None, "4p-2x2"),
        ("dujardin-2024", None, None, "4p-4x1"),
        ("dujardin-2024", 4, 2, "4p-2x2"),
        ("dujardin-2025", 4, None, "4p-4x1"),
        ("dujardin-2025", 4, 4, "4p-4x1"),
        ("parker-brothers", None, 3, None),
        ("dujardin-classic", 6, None, "6p-3x2"),
    ],
)
def test_the_setup_is_the_editions_usual_one_or_the_one_asked_for(
    edition_id: str, players: int | None, sides: int | None, expected: str | None
) -> None:
    if expected is None:
        with pytest.raises(ValueError, match="give --players too"):
            pick_setup(EDITIONS[edition_id], players, sides)
    else:
        assert pick_setup(EDITIONS[edition_id], players, sides).id == expected


@pytest.mark.parametrize("sides", [2, 3])
def test_sides_alone_never_pick_a_number_of_players_silently(sides: int) -> None:
    with pytest.raises(
        ValueError, match=f"{sides} sides fit .* players in parker-brothers: give --players too"
    ):
        pick_setup(EDITIONS["parker-brothers"], None, sides)


def test_setup_errors_count_in_good_english() -> None:
    with pytest.raises(ValueError, match="no setup for 1 player \\("):
        pick_setup(EDITIONS["parker-brothers"], 1)
    with pytest.raises(ValueError, match="no setup for 9 players in 1 side \\("):
        pick_setup(EDITIONS["parker-brothers"], 9, 1)
    with pytest.raises(ValueError, match="no setup for 1 side \\("):
        pick_setup(EDITIONS["parker-brothers"], None, 1)


@pytest.mark.parametrize(
    ("players", "sides", "message"),
    [
        (5, None, "no setup for 5 players"),
        (4, 4, "no setup for 4 players in 4 sides"),
        (None, 3, "--players"),
    ],
)
def test_a_setup_the_edition_lacks_is_refused_with_the_ones_it_has(
    players: int | None, sides: int | None, message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        pick_setup(EDITIONS["parker-brothers"], players, sides)


def test_file_names_say_edition_setup_language_paper_and_fillable() -> None:
    edition = EDITIONS["parker-brothers"]
    name = default_filename(edition, edition.setup(4), lang=EN, paper="letter", fillable=False)
    assert name == "sheet-parker-brothers-4p-2x2-en-letter.pdf"
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    name = default_filename(house, house.setup(2), lang=FR, paper="a4", fillable=True)
    assert name == "sheet-house-safe-trip-500-shut-out-300-2p-2x1-fr-a4-fillable.pdf"


def test_references_print_in_the_sheets_language() -> None:
    pb, dj = EDITIONS["parker-brothers"], EDITIONS["dujardin-classic"]
    assert "Parker Brothers, règle anglaise" in sheet_content(pb, pb.default_setup, lang=FR).info[0]
    assert "English rules" in sheet_content(pb, pb.default_setup, lang=EN).info[0]
    assert "ref. 9026/9027" in sheet_content(dj, dj.default_setup, lang=EN).info[0]
    assert "réf. 9026/9027" in sheet_content(dj, dj.default_setup, lang=FR).info[0]


def test_a_line_house_rules_drop_reads_as_scoring_no_points(tmp_path: Path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text(
        'name = "No bonus"\nbase = "parker-brothers"\n[scoring]\nall_safeties = false\nextension = false\n',
        "utf-8",
    )
    house = load_house_rules(rules)
    english = sheet_content(house, house.setup(2), lang=EN).info[1]
    assert english == "Changed from the rulebook: no bonus for all four safeties; no bonus for the extension."
    assert "extension to\u00a01,000" in sheet_content(house, house.setup(2), lang=EN).info[0]  # still played
    french = sheet_content(house, house.setup(2), lang=FR).info[1]
    assert "Les 4 Bottes\u00a0: aucun point" in french
    assert "sans" not in french


@pytest.mark.parametrize(
    ("edition_id", "lang", "definitions"),
    [
        (
            "parker-brothers",
            EN,
            ["Delayed action: completed after the draw pile ran out", "Safe trip: completed without a 200"],
        ),
        ("dujardin-2024", EN, ["Hand won: ", "Won without a 200: the hand's winner played no 200"]),
        ("dujardin-2024", FR, ["Manche gagnée\u00a0: ", "Victoire sans carte 200\u00a0: "]),
    ],
)
def test_each_bonus_has_its_short_definition_in_the_rulebooks_words(
    edition_id: str, lang: Lang, definitions: list[str]
) -> None:
    edition = EDITIONS[edition_id]
    content = sheet_content(edition, edition.default_setup, lang=lang)
    foot = " ".join(content.notes)
    for definition in definitions:
        assert definition in foot
    if edition_id == "dujardin-2024":
        labels = [row.label for row in content.rows]
        assert any(label.startswith("Hand won" if lang == "en" else "Manche gagnée") for label in labels)


def test_the_hand_won_row_names_no_trip_its_winner_may_be_short_of() -> None:
    edition = EDITIONS["dujardin-2024"]
    for lang, label in ((EN, "Hand won —\u00a0400"), (FR, "Manche gagnée —\u00a0400")):
        assert rows_by_key(edition, edition.default_setup, lang)["trip"] == label


HOUSE_RULES = sorted((EXAMPLES / "rules").glob("*.toml"))


@pytest.mark.parametrize("rules", [None, *HOUSE_RULES], ids=lambda p: "editions" if p is None else p.stem)
def test_a_points_sheet_has_boxes_for_each_fact_the_question_table_asks_and_no_other(
    rules: Path | None,
) -> None:
    editions = list(EDITIONS.values()) if rules is None else [load_house_rules(rules)]
    for edition in (e for e in editions if e.scoring is not None):
        for setup in edition.setups:
            rows = sheet_content(edition, setup, lang=EN).rows
            ticked = {row.fact for row in rows if row.fact_ticks} | {row.key for row in rows if row.boxes}
            asked = {FACT_BOXES[q.fact] for q in questions(edition, setup) if q.fact in FACT_BOXES}
            assert asked <= ticked, (edition.id, setup.id)
            facts_only = {key for key in ticked if key in (TWO_HUNDREDS, HUNDREDS_PLAYED, EXTENSION_CALLED)}
            assert facts_only <= asked, (edition.id, setup.id)


def test_the_fillable_sheets_foot_says_what_the_how_to_says_of_each_viewer() -> None:
    # The foot once said Chrome adds the sheet up, while the docs said Chrome was untested.
    from tests.conftest import ROOT

    how_to = (ROOT / "docs" / "howto" / "fillable-sheet.md").read_text(encoding="utf-8")
    table = [row.split("|") for row in how_to.splitlines() if row.startswith("| ")]
    note = say("note_fillable", EN)
    clauses = re.split(r"[;.] ", note)
    for viewer in ("Firefox", "Acrobat Reader", "Chrome"):
        [adds] = [cells[2] for cells in table if viewer in cells[1]]
        [clause] = [clause for clause in clauses if viewer in clause]
        assert ("untested" in clause) == ("untested" in adds), viewer
        assert "tested" in clause
