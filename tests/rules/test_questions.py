"""The question table: one row per fact, and which facts each edition and setup asks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.rules.editions import EDITIONS, Edition
from generator.rules.house import parse_house_rules
from generator.rules.questions import (
    HARMLESS,
    QUESTIONS,
    TABLE,
    Bound,
    Compare,
    Measure,
    asks,
    questions,
    side_facts,
    table_record,
)
from generator.rules.scoring import FactError, SideFacts, check_hand, longest_trip

ROOT = Path(__file__).resolve().parents[2]
RULES = sorted((ROOT / "examples" / "rules").glob("*.toml"))


def house(name: str) -> Edition:
    path = ROOT / "examples" / "rules" / name
    return parse_house_rules(path.read_text(encoding="utf-8"), str(path))


def test_the_table_has_one_row_per_fact_of_a_hand() -> None:
    assert sorted(question.fact for question in QUESTIONS) == sorted(SideFacts._fields)
    assert set(TABLE) == set(SideFacts._fields)


def test_the_harmless_values_break_no_rule_on_their_own() -> None:
    for edition in EDITIONS.values():
        for setup in edition.setups:
            sides = {side: SideFacts._make(HARMLESS[f] for f in SideFacts._fields) for side in "ab"}
            check_hand(edition, setup._replace(sides=2), sides)


# Which facts each edition asks, for its two-player setup and its four-player (two teams) setup.
ASKED = {
    "parker-brothers": {"miles", "safeties", "coups_fourres", "delayed", "two_hundreds"},
    "winning-moves": {"miles", "safeties", "coups_fourres", "delayed", "two_hundreds"},
    "dujardin-classic": {"miles", "safeties", "coups_fourres", "delayed", "two_hundreds"},
    "dujardin-2014": {"miles", "safeties", "coups_fourres"},
    "dujardin-2024": {"miles", "safeties", "coups_fourres", "two_hundreds"},
    "dujardin-2025": {"miles"},
}


@pytest.mark.parametrize(("edition", "facts"), ASKED.items())
def test_an_edition_asks_the_facts_of_the_lines_it_scores(edition: str, facts: set[str]) -> None:
    record = EDITIONS[edition]
    four = record.setup(4)
    assert {question.fact for question in questions(record, four)} == facts
    two = record.setup(2)
    extension = {"extension"} if two.extension else set()
    assert {question.fact for question in questions(record, two)} == facts | extension


@pytest.mark.parametrize(
    ("rules", "fact", "asked"),
    [
        ("without-200-or-100.toml", "hundreds_played", True),
        ("no-safe-trip.toml", "two_hundreds", False),
        ("no-points.toml", "safeties", False),
        ("no-extension.toml", "extension", False),
    ],
)
def test_house_rules_ask_what_they_score(rules: str, fact: str, asked: bool) -> None:
    edition = house(rules)
    assert asks(edition, edition.setup(2), fact) is asked


def test_questions_fill_in_the_bounds_of_the_setup() -> None:
    edition = EDITIONS["winning-moves"]
    setup = edition.setup(2)
    rows = {question.fact: question for question in questions(edition, setup)}
    (reached,) = rows["extension"].only_if
    assert reached == (Measure.PROGRESS, Compare.AT_LEAST, 700)
    assert rows["two_hundreds"].none_fit == (Measure.MILES, Compare.BELOW, 200)
    assert rows["miles"].most == longest_trip(edition, setup) == 1000
    assert TABLE["extension"].only_if[0].bound is Bound.TRIP  # the table itself keeps the names


def test_the_facts_a_hand_must_say_where_asked_are_those_without_a_default() -> None:
    assert {question.fact for question in QUESTIONS if question.required} == {
        "two_hundreds",
        "hundreds_played",
    }


@pytest.mark.parametrize("path", RULES, ids=[path.stem for path in RULES])
def test_the_page_s_record_is_json_and_lists_the_rows_asked(path: Path) -> None:
    edition = parse_house_rules(path.read_text(encoding="utf-8"), str(path))
    for setup in edition.setups:
        record = table_record(edition, setup)
        assert json.loads(json.dumps(record)) == record
        assert [row["fact"] for row in record] == [question.fact for question in questions(edition, setup)]


def test_a_count_up_to_another_answer_is_refused_just_past_it() -> None:
    # The coups fourrés: at most the side's safeties, as the scoring checks them.
    bounded = [question for question in QUESTIONS if question.up_to is not None]
    assert [(question.fact, question.up_to) for question in bounded] == [("coups_fourres", Measure.SAFETIES)]
    edition = EDITIONS["parker-brothers"]
    setup = edition.setup(2)
    for question in bounded:
        assert question.up_to is not None
        at = side_facts({question.up_to.value: 2, question.fact: 2}, {})
        check_hand(edition, setup, {"a": at, "b": SideFacts(0)})
        past = side_facts({question.up_to.value: 2, question.fact: 3}, {})
        with pytest.raises(FactError) as refused:
            check_hand(edition, setup, {"a": past, "b": SideFacts(0)})
        assert (refused.value.side, refused.value.fact) == ("a", question.fact)
