"""The corpus' scoring: a fact read wrong is caught unless it was asked, and a photo outside the
conditions passes only when refused in one line, with the words it must get."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.matchlog.write import log_text
from tests.scan.corpus import DOUBT, REFUSALS, Result, Tally, _score
from tests.scan.simulator.case import Case, make, plan

pytestmark = pytest.mark.slow  # a case is photographed: a few seconds


@pytest.fixture(scope="module")
def case() -> Case:
    seed = next(s for s in range(100, 200) if (p := plan(s)).within and len(p.match.hands) >= 2)
    return make(seed)


def scored(case: Case, log: str, tmp_path: Path, asked: set[tuple[int, str, str]]) -> Result:
    path = tmp_path / "match.toml"
    path.write_text(log, encoding="utf-8")
    result = Result(case.plan.seed, True, case.plan.shadow, len(case.photos))
    _score(result, path, case.truth, asked)
    return result


def test_the_log_the_truth_expects_scores_no_wrong_read(case: Case, tmp_path: Path) -> None:
    result = scored(case, log_text(case.plan.match.match), tmp_path, set())
    assert result.wrong == []
    assert result.facts == len(case.truth["facts"]) > 0


def test_a_fact_read_wrong_is_caught_unless_it_was_asked(case: Case, tmp_path: Path) -> None:
    match = case.plan.match.match
    last = dict(match.hands[-1])
    a, b = list(last)[:2]
    assert last[a] != last[b]
    swapped = match._replace(hands=(*match.hands[:-1], {**last, a: last[b], b: last[a]}))
    result = scored(case, log_text(swapped), tmp_path, set())
    hand = len(match.hands)
    differ = {f for f in last[a]._fields if getattr(last[a], f) != getattr(last[b], f)}
    wrong = {line.split(", ")[2].split(":")[0] for line in result.wrong}
    assert wrong & differ
    assert all(line.startswith(f"hand {hand}") for line in result.wrong)
    asked = {(hand, side, fact) for side in (a, b) for fact in differ}
    assert scored(case, log_text(swapped), tmp_path, asked).wrong == []


def test_a_hand_missing_from_the_log_is_a_wrong_read(case: Case, tmp_path: Path) -> None:
    match = case.plan.match.match
    result = scored(case, log_text(match._replace(hands=match.hands[:-1])), tmp_path, set())
    assert any("hands instead of" in line for line in result.wrong)


def test_a_doubt_line_names_the_fact_to_answer() -> None:
    line = "p1.jpg: Hand 3, Ben & Dev, miles: 7 and 8 are both filled. Answer with --answer 3.b.miles=…"
    assert DOUBT.findall(line) == [("3", "b", "miles")]


@pytest.mark.parametrize(
    ("refusal", "message", "one_line", "passes"),
    [
        (
            "small",
            "Error: a.jpg: shows the page too small: come closer, the page filling the photo",
            True,
            True,
        ),
        ("small", "Error: a.jpg: shows two sheets: photograph one sheet a photo", True, False),
        ("markers", "Error: a.jpg: photograph the whole sheet", False, False),
        ("other", "Error: a.jpg: shows no scan sheet", True, True),
    ],
)
def test_a_photo_outside_the_conditions_passes_only_refused_in_one_line_with_its_words(
    refusal: str, message: str, one_line: bool, passes: bool
) -> None:
    result = Result(1, False, "none", 1, refusal=refusal, refused=message, one_line=one_line)
    assert result.failed is not passes
    assert set(REFUSALS) >= {refusal}


def test_the_tally_names_each_bound_missed() -> None:
    wrong = Result(1, True, "hard", 1, found=1, code_read=1, facts=10, clean=10, clean_asked=1, wrong=["x"])
    total = Tally([wrong])
    failures = total.failures(full=True)
    assert any("read wrong without a question" in f for f in failures)
    assert any("clean fills" in f for f in failures)
    assert any("facts (at least 30000)" in f for f in failures)
    assert any("hard-edged shadow" in f for f in failures)
    assert "| facts read wrong without a question | 1 |" in total.table()
