"""A hand's interview: the questions asked, in order, and what each answer does, replayed from
tests/data/interviews.toml; and, over random valid hands, an interview answered truly gives back the
hand with every fact that scores."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings

from generator.rules.answers import Answer
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.house import parse_house_rules
from generator.rules.interview import Accepted, Clashed, Interview, Refused
from generator.rules.scoring import SideFacts, score_hand
from tests.rules.test_scoring import hands

ROOT = Path(__file__).resolve().parents[2]
CASES = tomllib.loads((ROOT / "tests" / "data" / "interviews.toml").read_text(encoding="utf-8"))["interview"]


def case_edition(case: Mapping[str, Any]) -> Edition:
    if "rules" in case:
        path = ROOT / "examples" / "rules" / case["rules"]
        return parse_house_rules(path.read_text(encoding="utf-8"), str(path))
    return EDITIONS[case["edition"]]


def answer_of(text: str) -> Answer:
    side, fact = text.strip().split(".")
    return Answer(side, fact)


def replay(case: Mapping[str, Any]) -> Interview:
    """Drive the interview through the case's steps, checking each question and each verdict."""
    edition = case_edition(case)
    setup = edition.setup(case["players"])
    interview = Interview.start(edition, setup, tuple(case["hand"]))
    for number, (asked, value, *verdict) in enumerate(case["steps"], start=1):
        question = interview.next_question()
        assert question is not None, f"step {number}: the interview is over, {asked} expected"
        assert question.answer == answer_of(asked), f"step {number}"
        outcome = interview.answer(question.side, question.fact, value)
        if not verdict:
            assert isinstance(outcome, Accepted), f"step {number}: {outcome}"
            interview = outcome.interview
        elif verdict[0].startswith("refused "):
            assert isinstance(outcome, Refused), f"step {number}: {outcome}"
            assert outcome.error.rule.value == verdict[0].removeprefix("refused ")
            assert outcome.interview.known == interview.known
            interview = outcome.interview
        else:
            clash = re.fullmatch(r"clash (\w+): (.*)", verdict[0])
            assert clash is not None, f"step {number}: {verdict[0]!r}"
            assert isinstance(outcome, Clashed), f"step {number}: {outcome}"
            assert outcome.error.rule.value == clash.group(1)
            assert outcome.involved == tuple(answer_of(a) for a in clash.group(2).split(","))
            interview = outcome.blame(answer_of(verdict[1].removeprefix("blame ")))
    assert interview.next_question() is None, "the interview asks more than the case's steps"
    return interview


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_an_interview_asks_the_case_s_questions_in_order_and_makes_its_hand(case: Mapping[str, Any]) -> None:
    interview = replay(case)
    assert interview.complete
    expected = {side: SideFacts(**facts) for side, facts in case["hand"].items()}
    assert dict(interview.hand()) == expected


def test_a_refused_answer_is_no_default_when_it_is_asked_again() -> None:
    setup = EDITIONS["winning-moves"].setup(4)
    interview = Interview.start(EDITIONS["winning-moves"], setup, ("a", "b"))
    outcome = interview.answer("a", "miles", 730)
    assert isinstance(outcome, Refused)
    question = outcome.interview.next_question()
    assert question is not None
    assert question.default is None


def test_enter_gives_the_table_s_first_answer_then_the_last_answer_given() -> None:
    edition = EDITIONS["winning-moves"]
    interview = Interview.start(edition, edition.setup(4), ("a", "b"))
    accepted = interview.answer("a", "miles", 400)
    assert isinstance(accepted, Accepted)
    question = accepted.interview.next_question()
    assert question is not None
    assert (question.fact, question.default) == ("safeties", 0)
    again = accepted.interview.answer("a", "safeties", 2)
    assert isinstance(again, Accepted)
    forgotten = again.interview.forget(Answer("a", "safeties"))
    question = forgotten.next_question()
    assert question is not None
    assert (question.fact, question.default) == ("safeties", 2)


def test_an_answer_that_no_longer_applies_is_forgotten() -> None:
    # Ana's 1,000 made her the winner, asked her 200s; fixed to 800, she no longer completes the trip.
    edition = EDITIONS["winning-moves"]
    old = {"a": SideFacts(1000, two_hundreds=1, delayed=True), "b": SideFacts(600)}
    interview = Interview.start(edition, edition.setup(4), ("a", "b"), old=old)
    assert interview.complete
    refixed = interview.forget(Answer("a", "miles")).answer("a", "miles", 800)
    assert isinstance(refixed, Accepted)
    assert "delayed" not in refixed.interview.known["a"]
    assert refixed.interview.complete
    # The 200s a log gave a side that did not win are kept where they still fit its distance.
    assert refixed.interview.hand()["a"] == SideFacts(800, two_hundreds=1)


def test_a_fix_asked_again_whole_offers_every_old_answer_as_the_default() -> None:
    edition = EDITIONS["parker-brothers"]
    old = {"a": SideFacts(1000, safeties=2, coups_fourres=1, two_hundreds=1), "b": SideFacts(575, 1)}
    interview = Interview.start(edition, edition.setup(4), ("a", "b"), old=old).restart()
    asked = []
    while (question := interview.next_question()) is not None:
        asked.append((question.side, question.fact, question.default))
        assert question.default is not None
        outcome = interview.answer(question.side, question.fact, question.default)
        assert isinstance(outcome, Accepted)
        interview = outcome.interview
    assert asked[0] == ("a", "miles", 1000)
    assert dict(interview.hand()) == {**old, "a": old["a"]._replace(delayed=False)}


def _unasked_at_default(interview: Interview, facts: Mapping[str, SideFacts]) -> dict[str, SideFacts]:
    """The hand as the interview makes it: each fact it never asks at ``SideFacts``' default."""
    defaults = SideFacts(0)
    return {
        side: own._replace(
            **{
                fact: getattr(defaults, fact)
                for fact in SideFacts._fields
                if fact != "miles" and not interview.asked(side, fact) and fact not in interview.known[side]
            }
        )
        for side, own in facts.items()
    }


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(hands())
def test_a_valid_hand_answered_truly_is_never_refused_and_scores_the_same(
    case: tuple[Edition, Setup, dict[str, SideFacts]],
) -> None:
    edition, setup, facts = case
    interview = Interview.start(edition, setup, tuple(facts))
    for _ in range(len(facts) * len(SideFacts._fields)):
        question = interview.next_question()
        if question is None:
            break
        value = getattr(facts[question.side], question.fact)
        outcome = interview.answer(question.side, question.fact, value)
        assert isinstance(outcome, Accepted), (question, value, outcome)
        interview = outcome.interview
    assert interview.complete
    hand = interview.hand()
    assert dict(hand) == _unasked_at_default(interview, facts)
    assert score_hand(edition, setup, hand).scores == score_hand(edition, setup, facts).scores
