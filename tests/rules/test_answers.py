"""A hand told one answer at a time: an answer is refused exactly when no answer to come can save it."""

from __future__ import annotations

from collections.abc import Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.rules.answers import FACTS, Answer, Answers, clash, problem
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.scoring import Broken, FactError, SideFacts, check_hand

WINNING_MOVES = EDITIONS["winning-moves"]
THREE = WINNING_MOVES.setup(3)
SIDES = ("a", "b", "c")


def ask(edition: Edition, setup: Setup, *answers: tuple[str, str, int | bool]) -> FactError | None:
    known: dict[str, dict[str, int | bool]] = {}
    for side, fact, value in answers:
        known.setdefault(side, {})[fact] = value
    return problem(edition, setup, known, SIDES[: setup.sides])


ANA_NO_CALL = (("a", "miles", 700), ("a", "extension", False))
"""Ana completed the short trip of 700 and did not call the extension."""
BEN_725_NO_CALL = (("b", "miles", 725), ("b", "extension", False))
"""Ben has 725 and says he did not call it."""


def test_a_distance_past_a_completed_short_trip_is_taken_while_someone_may_still_call_the_extension() -> None:
    assert ask(WINNING_MOVES, THREE, *ANA_NO_CALL, ("b", "miles", 725)) is None
    assert ask(WINNING_MOVES, THREE, *ANA_NO_CALL, *BEN_725_NO_CALL) is None  # Cleo still may


def test_a_distance_past_the_trip_is_refused_once_nobody_can_have_called_the_extension() -> None:
    error = ask(WINNING_MOVES, THREE, *ANA_NO_CALL, *BEN_725_NO_CALL, ("c", "miles", 400))
    assert error is not None
    assert (error.rule, error.side, error.fact, error.values) == (
        Broken.MILES_PAST_TRIP,
        "b",
        "miles",
        {"miles": 725, "trip": 700},
    )


def test_the_safety_that_makes_five_is_refused_and_the_clash_names_every_side_s_safeties() -> None:
    known: Answers = {"a": {"miles": 700, "safeties": 3}, "b": {"miles": 300, "safeties": 2}}
    error = problem(WINNING_MOVES, THREE, known, SIDES)
    assert error is not None
    assert error.rule is Broken.SAFETIES_TOTAL
    assert clash(error, known, WINNING_MOVES, THREE) == (Answer("a", "safeties"), Answer("b", "safeties"))


def test_a_distance_clash_names_the_distance_and_every_no_to_the_extension() -> None:
    known: Answers = {
        "a": {"miles": 700, "extension": False},
        "b": {"miles": 725, "extension": False},
        "c": {"miles": 400},
    }
    error = problem(WINNING_MOVES, THREE, known, SIDES)
    assert error is not None
    assert clash(error, known, WINNING_MOVES, THREE) == (
        Answer("b", "miles"),
        Answer("a", "extension"),
        Answer("b", "extension"),
    )


def test_a_second_side_on_the_trip_is_refused_and_both_distances_clash() -> None:
    setup = WINNING_MOVES.setup(4)  # 1,000 without an extension
    known: Answers = {"a": {"miles": 1000}, "b": {"miles": 1000}}
    error = problem(WINNING_MOVES, setup, known, ("a", "b"))
    assert error is not None
    assert error.rule is Broken.TWO_COMPLETED
    assert clash(error, known, WINNING_MOVES, setup) == (Answer("a", "miles"), Answer("b", "miles"))


def test_two_sides_past_a_trip_without_an_exact_finish_both_clash_their_safeties_too() -> None:
    # [DJ14]: 1,000 or more, the safeties' points counted; 850 and 2 safeties (200) reach it.
    edition = EDITIONS["dujardin-2014"]
    setup = edition.setup(2)
    known: Answers = {"a": {"miles": 1050}, "b": {"miles": 850, "safeties": 2}}
    error = problem(edition, setup, known, ("a", "b"))
    assert error is not None
    assert error.rule is Broken.TWO_COMPLETED
    assert clash(error, known, edition, setup) == (
        Answer("a", "miles"),
        Answer("b", "miles"),
        Answer("b", "safeties"),
    )


def test_a_one_side_rule_names_only_its_answer() -> None:
    known: Answers = {"a": {"miles": 300, "safeties": 1, "coups_fourres": 2}}
    error = problem(WINNING_MOVES, THREE, known, SIDES)
    assert error is not None
    assert clash(error, known, WINNING_MOVES, THREE) == (Answer("a", "coups_fourres"),)


def _facts(draw: st.DrawFn, setup: Setup) -> dict[str, SideFacts]:
    sides = SIDES[: setup.sides] if setup.sides <= 3 else ("a", "b", "c", "d")
    facts = {}
    for side in sides:
        safeties = draw(st.integers(0, 4))
        miles = draw(st.sampled_from([0, 25, 200, 450, 675, 700, 725, 975, 1000, 1025]))
        facts[side] = SideFacts(
            miles=miles,
            safeties=safeties,
            coups_fourres=draw(st.integers(0, safeties)),
            two_hundreds=draw(st.integers(0, 2)),
            delayed=draw(st.booleans()),
            extension=setup.extension and draw(st.booleans()),
        )
    return facts


@st.composite
def hands(draw: st.DrawFn) -> tuple[Edition, Setup, dict[str, SideFacts]]:
    edition = draw(st.sampled_from(list(EDITIONS.values())))
    setup = draw(st.sampled_from(edition.setups))
    return edition, setup, _facts(draw, setup)


def _prefixes(facts: Mapping[str, SideFacts]) -> list[dict[str, dict[str, int | bool]]]:
    """The answers as a session gives them: side after side, fact after fact."""
    known: dict[str, dict[str, int | bool]] = {}
    out = []
    for side, own in facts.items():
        for fact in FACTS:
            value = getattr(own, fact)
            if value is None:
                continue
            known.setdefault(side, {})[fact] = value
            out.append({s: dict(f) for s, f in known.items()})
    return out


def _valid(edition: Edition, setup: Setup, facts: Mapping[str, SideFacts]) -> bool:
    try:
        check_hand(edition, setup, facts)
    except FactError:
        return False
    return True


@settings(max_examples=400, deadline=None)
@given(hands())
def test_no_answer_of_a_valid_hand_is_ever_refused(case: tuple[Edition, Setup, dict[str, SideFacts]]) -> None:
    edition, setup, facts = case
    if not _valid(edition, setup, facts):
        return
    for known in _prefixes(facts):
        assert problem(edition, setup, known, tuple(facts)) is None, known


@settings(max_examples=400, deadline=None)
@given(hands())
def test_every_answer_given_a_hand_is_refused_exactly_when_the_rules_refuse_it(
    case: tuple[Edition, Setup, dict[str, SideFacts]],
) -> None:
    edition, setup, facts = case
    known = _prefixes(facts)[-1]
    error = problem(edition, setup, known, tuple(facts))
    assert (error is None) is _valid(edition, setup, facts)
    if error is not None and error.side is not None:
        assert error.fact in known[error.side]  # it names an answer given, never one to come


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda e: e.id)
def test_no_answers_yet_is_never_a_problem(edition: Edition) -> None:
    for setup in edition.setups:
        assert problem(edition, setup, {}, ("a", "b", "c", "d")[: setup.sides]) is None
