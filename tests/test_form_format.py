"""The fillable sheet's format: names read back as written, metadata checked value by value."""

from __future__ import annotations

import json
from typing import Any

import pytest

from generator.errors import LogError
from generator.form_format import (
    META_FIELDS,
    BoxKey,
    SheetMeta,
    block_boxes,
    block_field,
    box_name,
    box_number,
    parse_box_name,
    partial_names,
    side_name_field,
    stored_number,
    tick_name,
    ticks,
)

META = SheetMeta(
    edition="dujardin-classic",
    players=4,
    sides=("A", "B"),
    names=("Ana & Cleo", "Ben « Dev »"),
    first_hand=7,
    kind="points",
    rules="house.toml",
)


def test_names_read_back_as_the_writer_made_them() -> None:
    box = box_name("points", 12, "B", "safeties")
    assert box == "h12.B.safeties"
    assert tick_name(box, 2) == "h12.B.safeties_2"
    assert parse_box_name("points", box) == BoxKey(12, "B", "safeties")
    assert parse_box_name("points", tick_name(box, 2)) == BoxKey(12, "B", "safeties_2")
    assert parse_box_name("race", box_name("race", 3, "D", "games_won")) == BoxKey(3, "D", "games_won")
    assert block_field("race", 3, "won") == "g3.won"
    assert side_name_field("C") == "names.C"
    assert partial_names(box) == ["h12", "B", "safeties"]


@pytest.mark.parametrize(
    "name",
    ["g1.A.distance", "h0.A.distance", "h01.A.distance", "h1.A", "h1.A.x.y", "names.A", "date", "h1.won"],
)
def test_only_a_blocks_boxes_of_the_sheets_kind_read_as_boxes(name: str) -> None:
    assert parse_box_name("points", name) is None


def test_the_boxes_are_grouped_by_block_and_side_in_one_pass() -> None:
    values = {
        "h1.A.distance": "700",
        "h1.A.safeties_1": "Yes",
        "h1.A.safeties_2": "Off",
        "h1.B.distance": "",
        "h2.A.distance": "25",
        "h1.won": "A",
        "names.A": "Ana",
    }
    blocks = block_boxes("points", values)
    assert blocks == {
        1: {"A": {"distance": "700", "safeties_1": "Yes", "safeties_2": "Off"}, "B": {"distance": ""}},
        2: {"A": {"distance": "25"}},
    }
    assert ticks(blocks[1]["A"], "safeties") == 1
    assert ticks(blocks[1]["A"], "coups_fourres") == 0


@pytest.mark.parametrize(("text", "number"), [("", None), ("  ", None), ("1 000", 1000), ("1,025", 1025)])
def test_a_box_holds_digits_and_thousands_separators(text: str, number: int | None) -> None:
    assert box_number(text) == number


def test_a_box_with_anything_else_is_refused_but_a_stored_total_is_read_as_its_digits() -> None:
    with pytest.raises(ValueError, match="'12a' is not a number"):
        box_number("12a")
    assert stored_number("1 000 pts") == 1000
    assert stored_number("") is None


def test_the_metadata_reads_back_as_written() -> None:
    assert SheetMeta.from_json(META.to_json(), "sheet.pdf") == META
    race = SheetMeta("dujardin-2025", 3, ("A", "B", "C"), None, 1, "race")
    assert SheetMeta.from_json(race.to_json(), "sheet.pdf") == race
    assert sorted(json.loads(META.to_json())) == sorted(META_FIELDS)


def changed(**values: Any) -> str:
    data = json.loads(META.to_json())
    for key, value in values.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{not json", "is not valid JSON"),
        ("[1, 2]", "is of an unknown version"),
        (changed(version=2), "is of an unknown version"),
        (changed(version=True), "is of an unknown version"),
        (changed(players=...), "lacks players"),
        (changed(colour="red"), "has unknown keys: colour"),
        (changed(edition="nope"), 'names no edition Bornes knows ("nope")'),
        (changed(edition=["dujardin-classic"]), "names no edition Bornes knows"),
        (changed(kind="chess"), "gives the kind \"chess\", not 'points' or 'race'"),
        (changed(kind=["race"]), "gives the kind"),
        (
            changed(kind="race", rules=None),
            "says a race sheet, which edition 'dujardin-classic' does not make",
        ),
        (changed(sides=["A", "A"]), 'gives the sides ["A", "A"], not 2 to 8 distinct letters'),
        (changed(sides=["A"]), "gives the sides"),
        (changed(sides=["A", "b"]), "gives the sides"),
        (changed(sides=["A", 2]), "gives the sides"),
        (changed(sides="AB"), "gives the sides"),
        (changed(players="4"), 'gives "4" players, not a whole number from 2 to 8'),
        (changed(players=True), "gives true players"),
        (changed(players=1), "gives 1 players"),
        (changed(players=10**30), "gives 10000000000000000000000000000"),
        (changed(names=["Ana"]), "gives the names"),
        (changed(names=["Ana", None]), "gives the names"),
        (changed(first_hand=0), "gives the first hand 0, not a whole number from 1 to 10,000"),
        (changed(first_hand=1.5), "gives the first hand 1.5"),
        (changed(rules=5), "gives the house-rules file 5, not a file name"),
        (changed(rules=""), "gives the house-rules file"),
        (changed(rules="x" * 300), "gives the house-rules file"),
    ],
)
def test_a_bad_metadata_value_is_one_line_naming_the_sheet(text: str, says: str) -> None:
    with pytest.raises(LogError) as raised:
        SheetMeta.from_json(text, "sheet.pdf")
    message = str(raised.value)
    assert message.startswith("sheet.pdf: its Bornes metadata ")
    assert "\n" not in message
    assert says in message
