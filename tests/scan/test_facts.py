"""From rows read to a hand's facts: each fact read or asked, in bornes log's order; then its boxes."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from generator.form_format import SheetMeta
from generator.matchlog.form_reader import FilledSheet, log_from_fields
from generator.rules.editions import EDITIONS, Edition
from generator.rules.scoring import Broken
from generator.scan.facts import Doubt, Settled, Why, fact_reads, filled_values, played, settle
from generator.scan.marks import MarkRead, RowRead, State
from generator.sheets.scan_layout import ScanPage, scan_page

PB = EDITIONS["parker-brothers"]
SETUP = PB.default_setup  # four players, two teams, 1,000 miles, no extension
SIDES = ("a", "b")


def page(edition: Edition = PB) -> ScanPage:
    return scan_page(edition, edition.default_setup, "a4", first_hand=1, page=1)


def rows_read(
    values: Mapping[tuple[int, str, str], int],
    *,
    states: Mapping[tuple[int, str, str, str, int], State] | None = None,
    edition: Edition = PB,
) -> tuple[RowRead, ...]:
    """Every row of the page read as ``values`` say (the miles split in their two rows), with
    ``states`` (hand, side, fact, part, value) overriding a circle's state."""
    states = states or {}
    found = []
    for row in page(edition).rows:
        value = values.get((row.hand, row.side, row.fact))
        if value is not None and row.fact == "miles":
            value = value - value % 100 if row.part == "hundreds" else value % 100
        marks = []
        for mark in row.marks:
            state = (
                State.FILLED
                if value is not None and mark.value == value and (value or len(row.marks) > 1)
                else State.EMPTY
            )
            state = states.get((row.hand, row.side, row.fact, row.part, mark.value), state)
            share = {State.EMPTY: 0.0, State.DOUBT: 0.3, State.FILLED: 0.9}[state]
            marks.append(MarkRead(mark, share, state, mark.centre))
        found.append(RowRead(row, tuple(marks)))
    return tuple(found)


HAND = {
    (1, "a", "miles"): 1000,
    (1, "a", "safeties"): 2,
    (1, "a", "coups_fourres"): 1,
    (1, "a", "delayed"): 1,
    (1, "a", "two_hundreds"): 1,
    (1, "b", "miles"): 575,
    (1, "b", "safeties"): 1,
    (1, "b", "coups_fourres"): 0,
    (1, "b", "delayed"): 0,
    (1, "b", "two_hundreds"): 0,
}
"""Seed 000's first hand: Ana & Cleo complete the trip after the draw pile ran out."""


def settled(
    values: Mapping[tuple[int, str, str], int],
    answered: Mapping[tuple[str, str], int | bool] | None = None,
    **kw: object,
) -> Settled | Doubt:
    reads = fact_reads(rows_read(values, **kw), PB, SETUP)  # type: ignore[arg-type]
    return settle(PB, SETUP, SIDES, 1, reads, answered or {})


def test_a_hand_read_whole_is_settled_with_every_fact_the_sheet_prints() -> None:
    outcome = settled(HAND)
    assert isinstance(outcome, Settled)
    assert outcome.facts["a"] == {
        "miles": 1000,
        "safeties": 2,
        "coups_fourres": 1,
        "delayed": True,
        "two_hundreds": 1,
    }
    # The 200s of a side that did not win are not asked, and kept as read.
    assert outcome.facts["b"] == {
        "miles": 575,
        "safeties": 1,
        "coups_fourres": 0,
        "delayed": False,
        "two_hundreds": 0,
    }


def test_the_miles_are_the_sum_of_their_two_rows() -> None:
    reads = fact_reads(rows_read(HAND), PB, SETUP)
    assert reads[(1, "b", "miles")].value == 575
    assert [row.value for row in reads[(1, "b", "miles")].rows] == [500, 75]


def test_two_filled_circles_in_a_row_are_a_doubt_naming_them() -> None:
    outcome = settled(HAND, states={(1, "b", "miles", "hundreds", 600): State.FILLED})
    assert outcome == Doubt(1, "b", "miles", Why.MARKS, ("5", "6"))


def test_a_circle_not_clearly_filled_is_a_doubt() -> None:
    outcome = settled(HAND, states={(1, "a", "safeties", "count", 2): State.DOUBT})
    assert isinstance(outcome, Doubt)
    assert (outcome.side, outcome.fact, outcome.why, outcome.seen) == ("a", "safeties", Why.UNCLEAR, ("2",))


def test_a_blank_row_of_a_fact_the_hand_asks_is_a_doubt_not_a_zero() -> None:
    values = {key: value for key, value in HAND.items() if key != (1, "a", "safeties")}
    outcome = settled(values)
    assert isinstance(outcome, Doubt)
    assert (outcome.side, outcome.fact, outcome.why) == ("a", "safeties", Why.BLANK)


def test_a_blank_row_of_a_fact_the_hand_does_not_ask_is_a_doubt_too() -> None:
    # The 200s of the side that did not win, not asked by the interview: the sheet says to fill 0, so a
    # blank row is a mark the photo lost (a light pencil's fill), asked, never read as none.
    values = {key: value for key, value in HAND.items() if key != (1, "b", "two_hundreds")}
    outcome = settled(values)
    assert isinstance(outcome, Doubt)
    assert (outcome.side, outcome.fact, outcome.why) == ("b", "two_hundreds", Why.BLANK)
    answered = settled(values, {("b", "two_hundreds"): 1})
    assert isinstance(answered, Settled)
    assert answered.facts["b"]["two_hundreds"] == 1


def test_the_doubts_come_in_the_order_bornes_log_asks() -> None:
    states = {
        (1, "b", "safeties", "count", 1): State.DOUBT,
        (1, "a", "delayed", "yes_no", 1): State.DOUBT,
    }
    first = settled(HAND, states=states)
    assert isinstance(first, Doubt)
    assert (first.side, first.fact) == ("b", "safeties")  # each side's own facts before the completer's
    second = settled(HAND, {("b", "safeties"): 1}, states=states)
    assert isinstance(second, Doubt)
    assert (second.side, second.fact) == ("a", "delayed")
    assert isinstance(settled(HAND, {("b", "safeties"): 1, ("a", "delayed"): True}, states=states), Settled)


def test_a_rule_broken_by_what_was_read_is_a_doubt_naming_every_fact_involved() -> None:
    both = {**HAND, (1, "b", "miles"): 1000}
    outcome = settled(both)
    assert isinstance(outcome, Doubt)
    assert outcome.why is Why.RULE
    assert outcome.error is not None
    assert outcome.error.rule is Broken.TWO_COMPLETED
    assert {(a.side, a.fact) for a in outcome.involved} == {("a", "miles"), ("b", "miles")}
    assert isinstance(settled(both, {("b", "miles"): 975}), Settled)


def test_an_answer_that_breaks_a_rule_on_its_own_is_a_doubt_again() -> None:
    outcome = settled(HAND, {("b", "miles"): 1010})
    assert isinstance(outcome, Doubt)
    assert (outcome.side, outcome.fact, outcome.why, outcome.value) == ("b", "miles", Why.RULE, 1010)
    assert outcome.error is not None
    assert outcome.error.rule is Broken.MILES_STEP


def test_a_fact_the_sheet_does_not_print_is_left_unsaid_as_the_import_leaves_it() -> None:
    # [DJ14]'s sheet prints no 200s: 1,175 needs a last 200 from 975, which a 200s of 0 would refuse.
    dj14 = EDITIONS["dujardin-2014"]
    setup = dj14.default_setup
    sides = ("a", "b", "c", "d")
    values = {(1, side, "miles"): 500 for side in sides[1:]}
    values[(1, "a", "miles")] = 1175
    values.update({(1, side, fact): 0 for side in sides for fact in ("safeties", "coups_fourres")})
    reads = fact_reads(rows_read(values, edition=dj14), dj14, setup)
    outcome = settle(dj14, setup, sides, 1, reads, {})
    assert isinstance(outcome, Settled)
    assert "two_hundreds" not in outcome.facts["a"]


def test_a_hand_with_nothing_marked_is_not_played() -> None:
    reads = fact_reads(rows_read(HAND), PB, SETUP)
    assert played(reads, 1)
    assert not played(reads, 2)


@pytest.mark.parametrize(
    "stray",
    [
        {(2, "a", "miles", "hundreds", 0): State.DOUBT, (2, "a", "safeties", "count", 1): State.DOUBT},
        {(2, "b", "safeties", "count", 3): State.FILLED, (2, "b", "miles", "tens", 25): State.DOUBT},
    ],
)
def test_a_hand_with_only_a_stray_stroke_on_one_side_is_not_played(
    stray: Mapping[tuple[int, str, str, str, int], State],
) -> None:
    # A stroke ran into hand 2 across one side's rows, doubtful or filling a circle, its miles unread.
    reads = fact_reads(rows_read(HAND, states=stray), PB, SETUP)
    assert not played(reads, 2)


def test_a_hand_with_one_side_marked_and_its_miles_read_is_played_and_the_others_asked() -> None:
    one_side = {(2, "a", "miles", "hundreds", 300): State.FILLED, (2, "a", "miles", "tens", 0): State.FILLED}
    reads = fact_reads(rows_read(HAND, states=one_side), PB, SETUP)
    assert played(reads, 2)
    outcome = settle(PB, SETUP, SIDES, 2, reads, {})
    assert isinstance(outcome, Doubt)
    assert outcome.why is Why.BLANK


def test_a_hand_with_doubtful_marks_on_every_side_is_played_and_asked() -> None:
    faint = {(2, side, "miles", "hundreds", 300): State.DOUBT for side in SIDES}
    reads = fact_reads(rows_read(HAND, states=faint), PB, SETUP)
    assert played(reads, 2)
    outcome = settle(PB, SETUP, SIDES, 2, reads, {})
    assert isinstance(outcome, Doubt)
    assert outcome.why is Why.UNCLEAR


@pytest.mark.parametrize(
    "edition", [EDITIONS["parker-brothers"], EDITIONS["dujardin-2014"], EDITIONS["dujardin-2025"]]
)
def test_the_facts_settled_become_boxes_the_import_reads_back_as_the_same_facts(edition: Edition) -> None:
    setup = edition.default_setup
    tags = tuple("ABCD"[: setup.sides])
    facts = {tag.lower(): {"miles": 700 + 25 * i} for i, tag in enumerate(tags)}
    if edition.scoring is not None:
        for i, tag in enumerate(tags):
            facts[tag.lower()].update(safeties=i % 2 + 1, coups_fourres=i % 2)
    kind = "race" if edition.scoring is None else "points"
    values = filled_values(edition, kind, {1: Settled(facts), 2: None}, setup.sides)
    meta = SheetMeta(edition.id, setup.players, tags, None, 1, kind)
    document, _ = log_from_fields(
        [FilledSheet("photo.jpg", meta, values)], coups_apart=edition.id == "dujardin-2014"
    )
    assert [{side: dict(own) for side, own in hand.items()} for hand in document["hands"]] == [
        {side: {k: v for k, v in own.items() if v or k == "miles"} for side, own in facts.items()}
    ]
