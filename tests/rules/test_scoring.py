"""Scoring one hand: the seeds' examples and rules-notes' decisions, then invariants."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.rules import (
    EDITIONS,
    LINES,
    Edition,
    FactError,
    HandWinner,
    Line,
    Setup,
    SideFacts,
    check_hand,
)
from generator.rules.house import house_edition
from generator.rules.scoring import MAX_SAFETIES, Broken, furthest, progress

DATA = Path(__file__).parent.parent / "data"
CASES = [
    case
    for name in ("hands.toml", "computer-versions.toml")
    for case in tomllib.loads((DATA / name).read_text("utf-8"))["case"]
]


def _facts(table: dict[str, Any]) -> dict[str, SideFacts]:
    return {side: SideFacts(**values) for side, values in table.items()}


def case_edition(case: dict[str, Any]) -> Edition:
    """The case's edition, or its house rules (``rules``: the file's tables) on that base."""
    if "rules" not in case:
        return EDITIONS[case["edition"]]
    return house_edition({"name": case["name"][:120], "base": case["edition"], **case["rules"]}, "case")


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_replayed_hand_scores_as_the_rules_say(case: dict[str, Any]) -> None:
    edition = case_edition(case)
    setup = edition.setup(case["players"], case.get("sides"))
    hand = check_hand(edition, setup, _facts(case["facts"]))
    assert hand.winner == case.get("winner")
    if edition.scoring is None:
        assert hand.scores == {}
        return
    for side, expected in case["expect"].items():
        breakdown = hand.scores[side]
        lines = {line.value: points for line, points in breakdown.lines.items()}
        wanted = {line: expected.get(line, 0) for line in lines}
        assert lines == wanted, side
        assert breakdown.total == expected["total"], side
        assert set(expected) - {"total"} <= set(lines), "a case names a line the edition does not score"


def test_a_line_the_edition_does_not_score_is_absent_from_the_breakdown() -> None:
    edition = EDITIONS["dujardin-2024"]
    hand = check_hand(edition, edition.setup(2), {"a": SideFacts(1000, 4, two_hundreds=0), "b": SideFacts(0)})
    assert Line.ALL_SAFETIES not in hand.scores["a"].lines
    assert Line.DELAYED_ACTION not in hand.scores["a"].lines
    assert Line.EXTENSION not in hand.scores["a"].lines


# Invariants over any valid hand -------------------------------------------------------------


@st.composite
def hands(draw: st.DrawFn) -> tuple[Edition, Setup, dict[str, SideFacts]]:
    """A valid hand of any edition and setup.

    Without an exact finish ([DJ14]) the finisher's progress (its distance,
    and its safeties' points where they count) lies from the trip to
    ``furthest`` of the cards it laid (a 200 where only a 200 takes it that
    far), and every other side's below the trip; a delayed action only where
    the draw pile can run out.
    """
    edition = draw(st.sampled_from(list(EDITIONS.values())))
    setup = draw(st.sampled_from(edition.setups))
    sides = [f"s{i}" for i in range(setup.sides)]
    caller = draw(st.sampled_from([None, *sides])) if setup.extension else None
    length = edition.extended_trip if caller else setup.trip
    finisher = draw(st.sampled_from([None, *sides]))
    safeties_left = MAX_SAFETIES
    facts = {}
    for side in sides:
        safeties = draw(st.integers(0, safeties_left))
        coups = draw(st.integers(0, safeties))
        laid = SideFacts(0, safeties, coups)
        extra = progress(edition, laid)
        if extra >= length and side != finisher:
            laid, extra = SideFacts(0), 0
        safeties_left -= laid.safeties
        if side == finisher:
            low = max(length - extra, 0)
            high = furthest(edition, length, laid) - extra
        else:
            low = setup.trip if side == caller else 0
            high = length - 25 - extra
        miles = draw(st.integers(-(-low // 25), high // 25).map(lambda n: n * 25))
        no_200 = laid._replace(miles=miles, two_hundreds=0)
        needs_200 = progress(edition, no_200) > furthest(edition, length, no_200)
        facts[side] = SideFacts(
            miles=miles,
            safeties=laid.safeties,
            coups_fourres=laid.coups_fourres,
            two_hundreds=draw(st.integers(int(needs_200), min(2, miles // 200))),
            delayed=side == finisher and edition.draw_pile_runs_out and draw(st.booleans()),
            extension=side == caller,
            hundreds_played=False,
        )
    return edition, setup, facts


@given(hands())
def test_a_total_is_the_sum_of_its_lines(hand: tuple[Edition, Setup, dict[str, SideFacts]]) -> None:
    edition, setup, facts = hand
    result = check_hand(edition, setup, facts)
    for breakdown in result.scores.values():
        assert breakdown.total == sum(breakdown.lines.values())
        assert list(breakdown.lines) == [line for line in LINES if line in breakdown.lines]


@given(hands())
def test_a_side_that_did_not_complete_the_trip_never_scores_a_trip_bonus(
    hand: tuple[Edition, Setup, dict[str, SideFacts]],
) -> None:
    edition, setup, facts = hand
    result = check_hand(edition, setup, facts)
    if edition.scoring is None:
        return
    for side, breakdown in result.scores.items():
        if side != result.completed:
            assert breakdown.lines.get(Line.DELAYED_ACTION, 0) == 0
            if edition.scoring.hand_winner is HandWinner.TRIP:
                assert breakdown.lines.get(Line.TRIP, 0) == 0
                assert breakdown.lines.get(Line.SAFE_TRIP, 0) == 0
        if side != result.winner:
            assert breakdown.lines.get(Line.TRIP, 0) == 0
            assert breakdown.lines.get(Line.SAFE_TRIP, 0) == 0


@given(hands(), st.randoms())
def test_scores_never_depend_on_the_order_of_the_sides(
    hand: tuple[Edition, Setup, dict[str, SideFacts]], random: Any
) -> None:
    edition, setup, facts = hand
    order = list(facts)
    random.shuffle(order)
    first = check_hand(edition, setup, facts)
    second = check_hand(edition, setup, {side: facts[side] for side in order})
    assert first.winner == second.winner
    assert {s: dict(b.lines) for s, b in first.scores.items()} == {
        s: dict(b.lines) for s, b in second.scores.items()
    }


# Refusals ------------------------------------------------------------------------------------

PB = EDITIONS["parker-brothers"]


@pytest.mark.parametrize(
    ("players", "facts", "message", "side"),
    [
        (4, {"a": SideFacts(-25), "b": SideFacts(0)}, "miles must be 0 or more", "a"),
        (4, {"a": SideFacts(110), "b": SideFacts(0)}, "not a multiple of 25", "a"),
        (4, {"a": SideFacts(1025), "b": SideFacts(0)}, "past the hand's trip of 1000", "a"),
        (2, {"a": SideFacts(725), "b": SideFacts(0)}, "past the hand's trip of 700", "a"),
        (4, {"a": SideFacts(600, two_hundreds=3), "b": SideFacts(0)}, "two_hundreds must be 0 to 2", "a"),
        (4, {"a": SideFacts(300, two_hundreds=2), "b": SideFacts(0)}, "worth more than the 300 miles", "a"),
        (4, {"a": SideFacts(0, safeties=5), "b": SideFacts(0)}, "safeties must be 0 to 4", "a"),
        (4, {"a": SideFacts(0, safeties=3), "b": SideFacts(0, safeties=2)}, "add up to more than 4", None),
        (4, {"a": SideFacts(0, 1, coups_fourres=2), "b": SideFacts(0)}, "coups_fourres must be 0 to", "a"),
        (4, {"a": SideFacts(1000, two_hundreds=0), "b": SideFacts(1000, two_hundreds=0)}, "two sides", "b"),
        (4, {"a": SideFacts(900, delayed=True), "b": SideFacts(0)}, "did not complete the trip", "a"),
        (4, {"a": SideFacts(900, extension=True), "b": SideFacts(0)}, "has no extension", "a"),
        (2, {"a": SideFacts(650, extension=True), "b": SideFacts(0)}, "less than 700", "a"),
        (
            3,
            {"a": SideFacts(700, extension=True), "b": SideFacts(700, extension=True), "c": SideFacts(0)},
            "more than one side",
            "b",
        ),
        (4, {"a": SideFacts(1000), "b": SideFacts(0)}, "two_hundreds is required", "a"),
    ],
)
def test_facts_that_break_a_rule_are_refused_naming_the_side(
    players: int, facts: dict[str, SideFacts], message: str, side: str | None
) -> None:
    with pytest.raises(FactError, match=message) as refused:
        check_hand(PB, PB.setup(players), facts)
    assert refused.value.side == side


DJ14 = EDITIONS["dujardin-2014"]
ON_TOP = house_edition(
    {"name": "On top", "base": "dujardin-2014", "rules": {"coup_fourre_rule": "on_top"}}, "t"
)


@pytest.mark.parametrize(
    ("edition", "facts", "rule", "message"),
    [
        # Past 1,000 by 175 needs a last 200, from 975; with no 200 laid the most is 975 + 100.
        (
            DJ14,
            SideFacts(1175, two_hundreds=0),
            Broken.PAST_MOST_WITHOUT_200,
            "past 1,075, the most a side that laid no 200",
        ),
        (DJ14, SideFacts(1100, two_hundreds=0), Broken.PAST_MOST_WITHOUT_200, "past 1,075"),
        # A side that laid no safety ends at most one distance card past 975: 1,175.
        (ON_TOP, SideFacts(1275), Broken.MILES_PAST_MOST, "miles 1275 is past 1,175"),
        # A coup fourré takes a side 300 at most: from 975 to 1,275, not 1,300.
        (ON_TOP, SideFacts(1000, 1, 1), Broken.MILES_PAST_MOST, r"miles 1000 \(and 300 for its safeties\)"),
        # The discards are shuffled into a new draw pile ([DJ14] p.7): no delayed action.
        (DJ14, SideFacts(1000, delayed=True), Broken.DELAYED_PILE_NEVER_EMPTY, "never runs out"),
    ],
)
def test_facts_no_deal_of_dujardin_2014_can_make_are_refused_naming_the_rule(
    edition: Edition, facts: SideFacts, rule: Broken, message: str
) -> None:
    with pytest.raises(FactError, match=message) as refused:
        check_hand(edition, edition.setup(2), {"a": facts, "b": SideFacts(0)})
    assert (refused.value.rule, refused.value.side) == (rule, "a")


def test_a_coup_fourre_is_the_last_card_only_of_a_side_that_laid_one() -> None:
    assert furthest(ON_TOP, 1000) == 1275  # a coup fourré: its 100 and its 200 in one card
    assert furthest(ON_TOP, 1000, SideFacts(0)) == 1175  # a 200
    assert furthest(ON_TOP, 1000, SideFacts(0, two_hundreds=0)) == 1075  # a 100
    assert furthest(ON_TOP, 1000, SideFacts(0, safeties=1)) == 1175  # a safety: 100, less than a 200
    assert furthest(DJ14, 1000, SideFacts(0, 1, 1, two_hundreds=0)) == 1175  # [DJ14]'s coup fourré: 200
    assert furthest(PB, 1000) == 1000  # an exact finish


def test_two_hundreds_is_not_needed_where_no_bonus_depends_on_it() -> None:
    edition = EDITIONS["dujardin-2025"]
    hand = check_hand(edition, edition.setup(2), {"a": SideFacts(1000), "b": SideFacts(0)})
    assert hand.winner == "a"


def test_two_hundreds_is_not_needed_from_a_side_that_did_not_win() -> None:
    hand = check_hand(PB, PB.setup(4), {"a": SideFacts(1000, two_hundreds=1), "b": SideFacts(975)})
    assert hand.total("b") == 975
