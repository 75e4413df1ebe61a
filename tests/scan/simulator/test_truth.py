"""The truth of a filled sheet: the sheet's rows can say every value once, the match is valid, and
the marks a player makes add up to what the paper says."""

from __future__ import annotations

import json
import random

import pytest

from generator.rules.match import Side, play
from generator.rules.questions import Kind, questions
from generator.rules.scoring import MILE_STEP, SideFacts, check_hand
from tests.scan.simulator.case import SHEETS
from tests.scan.simulator.sheetmap import parse_map
from tests.scan.simulator.sheets import SheetSpec, printed
from tests.scan.simulator.truth import edition_of, is_yes_no, marks_for, random_match, setup_of

pytestmark = pytest.mark.slow  # each sheet is printed and rendered once, about a second


def sides_of(spec: SheetSpec) -> tuple[Side, ...]:
    page = printed(spec).map.pages[0]
    return tuple(Side(side, side.upper()) for side in page.sides)


@pytest.mark.parametrize("spec", SHEETS, ids=lambda spec: f"{spec.rules}-{spec.players}p-{spec.paper}")
def test_every_value_the_rules_allow_is_said_one_way_on_the_rows(spec: SheetSpec) -> None:
    edition = edition_of(spec)
    setup = setup_of(spec, edition)
    page = printed(spec).map.pages[0]
    for question in questions(edition, setup):
        rows = page.rows_of(page.hands[0], page.sides[0], question.fact)
        assert rows, f"{question.fact} is asked by the rules and not printed"
        if question.kind is Kind.YES_NO:
            assert marks_for(True, rows) == (rows[0].marks[0].value,)
            assert marks_for(False, rows) == (None,)
            continue
        assert question.most is not None
        step = MILE_STEP if question.fact == "miles" else 1
        for value in range(0, question.most + 1, step):
            filled = marks_for(value, rows)
            assert sum(v for v in filled if v is not None) == value


def test_a_value_said_two_ways_is_refused() -> None:
    def row(y: int) -> dict[str, object]:
        marks = [{"value": v, "centre_mm": [10 + 6 * v, y], "radius_mm": 2} for v in (0, 1)]
        return {"hand": 1, "side": "a", "fact": "safeties", "marks": marks}

    page = {"page": 1, "size_mm": [210, 297], "markers": [], "qr_mm": [0, 0, 30], "rows": [row(10), row(20)]}
    sheet = parse_map(json.dumps({"format": "bornes-scan-map/1", "pages": [page]}))
    with pytest.raises(ValueError, match="2 ways"):
        marks_for(1, sheet.pages[0].rows_of(1, "a", "safeties"))


def test_another_format_is_not_read_as_a_map() -> None:
    with pytest.raises(ValueError, match="not a bornes-scan-map/1 map"):
        parse_map('{"format": "bornes-scan-map/2", "pages": []}')


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("spec", SHEETS[::3], ids=lambda spec: f"{spec.rules}-{spec.players}p")
def test_a_random_match_is_valid_and_its_marks_add_up_to_the_paper(spec: SheetSpec, seed: int) -> None:
    sheet = printed(spec)
    pages = sheet.map.pages
    truth = random_match(spec, pages, sides_of(spec), random.Random(seed), 40)
    play(truth.match)  # every hand valid, none after the match is won
    for logged, written in zip(truth.hands, truth.papers, strict=True):
        check_hand(truth.edition, truth.setup, logged)
        for side, facts in logged.items():
            assert facts.miles == written[side]["miles"]
            for fact, value in written[side].items():  # as written, or not asked and at its default
                if fact != "miles":  # always asked, and has no default
                    assert getattr(facts, fact) in (value, SideFacts._field_defaults[fact])
    for page in pages:
        rows = truth.rows(page)
        assert [r.row for r in rows] == list(page.rows)
        for hand in page.hands:
            paper = truth.paper(hand)
            for side in page.sides:
                for fact in page.facts(hand, side):
                    mine = [r for r in rows if (r.row.hand, r.row.side, r.row.fact) == (hand, side, fact)]
                    if paper is None:
                        assert all(r.filled is None for r in mine), "a hand not played gets no mark"
                    elif is_yes_no(fact):
                        assert (mine[0].filled is not None) == bool(paper[side][fact])
                    else:
                        assert all(r.filled is not None for r in mine), "every row of a count says a value"
                        assert sum(r.filled or 0 for r in mine) == paper[side][fact]


def test_the_log_keeps_what_the_rules_ask_and_the_paper_says_the_rest() -> None:
    spec = SheetSpec("winning-moves", 4, paper="letter")
    truth = random_match(spec, printed(spec).map.pages, sides_of(spec), random.Random(3), 6)
    # The paper says the 200s of every side; the log keeps them only for the hand's winner.
    for hand, paper in zip(truth.hands, truth.papers, strict=True):
        for side, facts in hand.items():
            assert isinstance(paper[side]["two_hundreds"], int)
            assert facts.two_hundreds in (None, paper[side]["two_hundreds"])
    assert any(facts.two_hundreds is None for hand in truth.hands for facts in hand.values())
