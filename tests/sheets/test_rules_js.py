"""The phone sheet's rules engine (``templates/html/rules.js``) under plain node, held to the rules module.

For every setup of every edition and of every example house-rules file,
seeded random hands and matches (``tests/random_hands.py``) are scored by the
scoring and match modules and by the engine, which ``rules_driver.js`` runs
in one node process: each hand's lines, winner and trip, or the rule, side
and fact it breaks; each match's running totals and end, or the hand it
refuses. Each valid hand is also entered as a player answering the page's
questions truly: the hand the page saves is the interview's
(``Interview.hand``), the engine asks each side each fact as the interview
does, and the boxes shown at the end are the questions the interview asked
that still apply. A rule or a field the engine does not know stops it with
the catalog's sentence. The page itself, in Chromium, is
``tests/viewer/test_phone.py``'s.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import pytest

from generator.files import resource
from generator.rules.editions import Edition, Line, Setup, TieRule
from generator.rules.interview import Accepted, Interview
from generator.rules.match import Match
from generator.rules.scoring import SideFacts
from generator.sheets.page_data import page_data
from generator.text.i18n import message
from generator.text.languages import EN, FR
from tests.conftest import ROOT
from tests.random_hands import (
    as_json,
    every_rules,
    expected,
    match_json,
    played,
    random_hands,
    random_matches,
    refused_matches,
)

ENGINE = resource("templates") / "html" / "rules.js"
DRIVER = Path(__file__).resolve().parent / "rules_driver.js"
RULES = dict(every_rules())
VALID_HANDS = 100
"""Random valid hands per setup."""
INVALID_HANDS = 100
"""Random hands the scoring module refuses, per setup."""
ENTERED_HANDS = 40
"""Valid hands per setup also entered as a player answers the page's questions, and interviewed."""
MATCHES = 8
"""Random valid matches per setup, and as many the match module refuses."""


class Case(NamedTuple):
    """One setup's hands and matches, what the rules module says of each hand, and what the engine
    answered of them."""

    setup: Setup
    hands: list[dict[str, SideFacts]]
    wanted: list[dict[str, Any]]
    matches: list[tuple[Match, dict[str, int]]]
    answers: dict[str, Any]

    @property
    def valid(self) -> list[dict[str, SideFacts]]:
        """The hands the scoring module accepts."""
        return [hand for hand, want in zip(self.hands, self.wanted, strict=True) if want["ok"]]


def _row_of(data: dict[str, Any], field: str) -> dict[str, Any]:
    """The first row of the page's question table with this field set."""
    return next(row for row in data["questions"] if row[field] not in (None, [], False, "each_side"))


# A rule or a field of the data block the engine does not know, each changed on a copy of the block.
UNKNOWN: dict[str, Callable[[dict[str, Any]], object]] = {
    "shutout_rule every_third_side": lambda d: d["rules"]["scoring"].update(shutout_rule="every_third_side"),
    "hand_winner coin_toss": lambda d: d["rules"].update(hand_winner="coin_toss"),
    "line parking": lambda d: d["rules"]["scoring"]["lines"].append("parking"),
    "match_kind laps": lambda d: d["rules"].update(match_kind="laps"),
    "whom dealer": lambda d: _row_of(d, "whom").update(whom="dealer"),
    "compare near": lambda d: _row_of(d, "only_if")["only_if"][0].__setitem__(1, "near"),
    "measure luck": lambda d: _row_of(d, "only_if")["only_if"][0].__setitem__(0, "luck"),
}
"""What the engine must refuse to guess, on Parker Brothers' two-player page (a hand nobody completes)."""


def find_node() -> str:
    """node's path; locally the tests skip, saying how to get it, where it is missing (CI needs it)."""
    node = shutil.which("node")
    if node is None:
        reason = "node is not installed (apt-get install nodejs, or https://nodejs.org)"
        if os.environ.get("CI"):
            pytest.fail(f"the engine's test must run in CI: {reason}")
        pytest.skip(reason)
    return node


STALE_YES = {"a": SideFacts(725, extension=True), "b": SideFacts(300, extension=True)}
"""A draft of Parker Brothers' two-player page: Ana past the trip of 700, having called the extension;
Ben's box still ticked from when his distance reached the trip (its box is hidden since)."""


def run_node(
    node: str, payload: list[dict[str, Any]], driver: Path = DRIVER, script: Path = ENGINE
) -> list[dict[str, Any]]:
    """A driver's answers for these cases (this test's by default, on the engine), from one node process."""
    done = subprocess.run(
        [node, str(driver), str(script)],
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers: list[dict[str, Any]] = json.loads(done.stdout)
    return answers


@pytest.fixture(scope="module")
def answered() -> tuple[dict[str, list[Case]], dict[str, dict[str, Any]]]:
    """Every setup's random hands and matches, and the unknown rules, answered by the engine in one
    node run: the cases by rules' name, and the answer to each unknown rule and to the stale yes."""
    node = find_node()
    made: list[tuple[str, Case]] = []
    payload = []
    for name, edition in RULES.items():
        for index, setup in enumerate(edition.setups):
            hands = random_hands(edition, setup, seed=index, valid=VALID_HANDS, invalid=INVALID_HANDS)
            wanted = [expected(edition, setup, hand) for hand in hands]
            matches = random_matches(edition, setup, hands, index, MATCHES)
            refused = [hand for hand, want in zip(hands, wanted, strict=True) if not want["ok"]]
            matches += refused_matches(matches, refused, index)
            case = Case(setup, hands, wanted, matches, {})
            made.append((name, case))
            payload.append(
                {
                    "data": page_data(edition, setup, lang=edition.language),
                    "hands": [as_json(hand) for hand in hands],
                    "matches": [match_json(match, end) for match, end in matches],
                    "truths": [as_json(hand) for hand in case.valid[:ENTERED_HANDS]],
                }
            )
    edition = RULES["parker-brothers"]
    setup = edition.setup(2)
    hand = as_json({"a": SideFacts(600, two_hundreds=0), "b": SideFacts(0)})
    match = {"sides": [{"id": side, "name": side} for side in hand], "end": {}, "hands": [hand]}
    for change in UNKNOWN.values():
        data = page_data(edition, setup, lang=EN)
        change(data)
        payload.append({"data": data, "hands": [hand], "matches": [match], "truths": [hand]})
    data = page_data(edition, setup, lang=EN)
    payload.append({"data": data, "hands": [], "matches": [], "truths": [], "drafts": [as_json(STALE_YES)]})
    answers = run_node(node, payload)
    cases: dict[str, list[Case]] = {name: [] for name in RULES}
    for (name, case), answer in zip(made, answers[: len(made)], strict=True):
        cases[name].append(case._replace(answers=answer))
    return cases, dict(zip([*UNKNOWN, "stale yes"], answers[len(made) :], strict=True))


@pytest.mark.subprocess
@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULES))
def test_the_engine_scores_and_refuses_every_random_hand_as_the_scoring_module(
    name: str, answered: tuple[dict[str, list[Case]], Any]
) -> None:
    edition = RULES[name]
    every = []
    for case in answered[0][name]:
        for number, (want, got) in enumerate(zip(case.wanted, case.answers["hands"], strict=True)):
            assert got == want, f"{name}, {case.setup.id}, hand {number}: {case.hands[number]}"
        every += case.wanted
    assert sum(answer["ok"] for answer in every) == VALID_HANDS * len(edition.setups)
    # The random hands reach the edition's rules: each line scores somewhere, each rule refuses somewhere.
    sides = [points for a in every if a["ok"] for points in a["lines"].values()]
    scored = {line for points in sides for line, value in points.items() if value}
    assert scored == ({line.value for line in edition.scoring.lines} if edition.scoring else set())
    refused = {a["rule"] for a in every if not a["ok"]}
    assert ("miles_past_trip" if edition.exact_finish else "miles_past_most") in refused
    if edition.scoring is not None and edition.scoring.scores(Line.WITHOUT_HUNDREDS):
        assert {"hundreds_no_room", "hundreds_missing"} <= refused


@pytest.mark.subprocess
@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULES))
def test_the_engine_plays_every_random_match_as_the_match_module(
    name: str, answered: tuple[dict[str, list[Case]], Any]
) -> None:
    edition = RULES[name]
    every = []
    for case in answered[0][name]:
        wanted = [played(match) for match, _ in case.matches]
        for number, (want, got) in enumerate(zip(wanted, case.answers["matches"], strict=True)):
            assert got == want, f"{name}, {case.setup.id}, match {number}"
        every += wanted
    outcomes = {played["outcome"]["reason"] for played in every if "outcome" in played}
    assert ("shared" in outcomes) is (edition.tie_rule is TieRule.SHARED)
    refusals = {played["rule"] for played in every if "rule" in played}
    assert "match_over" in refusals
    assert len(refusals) > 1  # a refused hand's rule too


def interviewed(edition: Edition, setup: Setup, hand: Mapping[str, SideFacts]) -> tuple[Interview, set[str]]:
    """The interview of a valid hand answered truly, and every question it asked (``side.fact``)."""
    interview = Interview.start(edition, setup, tuple(hand))
    asked = set()
    while (question := interview.next_question()) is not None:
        outcome = interview.answer(question.side, question.fact, getattr(hand[question.side], question.fact))
        assert isinstance(outcome, Accepted), (question, outcome)
        interview = outcome.interview
        asked.add(f"{question.side}.{question.fact}")
    return interview, asked


@pytest.mark.subprocess
@pytest.mark.slow
@pytest.mark.parametrize("name", list(RULES))
def test_a_valid_hand_answered_truly_on_the_page_is_the_interview_s_hand(
    name: str, answered: tuple[dict[str, list[Case]], Any]
) -> None:
    edition = RULES[name]
    for case in answered[0][name]:
        for hand, entered in zip(case.valid[:ENTERED_HANDS], case.answers["entered"], strict=True):
            interview, questions = interviewed(edition, case.setup, hand)
            where = f"{name}, {case.setup.id}: {hand}"
            assert entered["hand"] == as_json(interview.hand()), where
            # The engine asks each side each row as the interview does (true, false, or not known).
            assert entered["asked"] == [
                [side, row.fact, interview.asked(side, row.fact)] for side in hand for row in interview.rows
            ], where
            # The boxes shown at the end: the questions the interview asked that still apply.
            still = {f"{side}.{fact}" for side, fact, asked in entered["asked"] if asked}
            assert {f"{side}.{fact}" for side, fact in entered["shown"]} == questions & still, where


@pytest.mark.subprocess
@pytest.mark.slow
@pytest.mark.parametrize("rule", list(UNKNOWN))
def test_a_rule_the_engine_does_not_know_stops_it_rather_than_guess(
    rule: str, answered: tuple[Any, dict[str, dict[str, Any]]]
) -> None:
    sentence = message("page_rules_unknown", EN).replace("{rule}", rule)
    answer = answered[1][rule]
    thrown = [answer.get("thrown")] + [
        found.get("thrown") for key in ("hands", "matches") for found in answer.get(key, [])
    ]
    assert f"Error: {sentence}" in thrown, answer


@pytest.mark.subprocess
@pytest.mark.slow
def test_a_yes_that_no_longer_applies_stops_no_other_side_from_calling_the_extension(
    answered: tuple[Any, dict[str, dict[str, Any]]],
) -> None:
    (draft,) = answered[1]["stale yes"]["drafts"]
    assert (draft["hand"]["a"]["extension"], draft["hand"]["b"]["extension"]) == (True, False)
    assert ["a", "extension"] in draft["shown"]
    assert ["b", "extension"] not in draft["shown"]


def test_the_page_inlines_the_engine_node_runs() -> None:
    from generator.sheets.sheet_html import sheet_html

    edition = RULES["dujardin-classic"]
    page = sheet_html(edition, edition.default_setup, lang=FR).decode("utf-8")
    assert ENGINE.read_text(encoding="utf-8") in page


def test_the_reference_page_quotes_this_test_s_figures() -> None:
    page = " ".join((ROOT / "docs" / "reference" / "sheets.md").read_text(encoding="utf-8").split())
    assert f"on {VALID_HANDS} random valid hands and {INVALID_HANDS} that break a rule" in page
    assert f"and {ENTERED_HANDS} valid hands a setup, entered as a player answering truly" in page
