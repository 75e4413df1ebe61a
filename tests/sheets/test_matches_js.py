"""The phone sheet's matches and words (``templates/html/matches.js``, ``summary.js``) under plain node,
held to the log reader, the log writer and ``bornes score --summary``.

What the page keeps in the browser comes back as data anyone could have written, so it is read as the
log reader reads a log. For every edition and example house rules, random matches stored as the page
stores them are read back and exported: the log is the match, read by ``parse_log``, and the result
the page shares is ``match_summary``'s (what ``bornes score --summary`` prints for that log). The same
matches spoiled one way each (a date with a line break, a six-digit year, a name equal to another under
Unicode case folding, a fact of the wrong type, a hand the rules refuse…) are refused by the page
exactly when the log reader refuses the same values written as a log; what only the page keeps (its
sides' ids, its own fields) is refused outright. Actions (a hand saved, fixed, deleted, the names
changed) survive a reload and undo back to where they started; a rematch keeps names, setup and end.
"""

from __future__ import annotations

import copy
import datetime
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator.errors import LogError
from generator.files import resource
from generator.matchlog.parse import parse_log
from generator.matchlog.write import toml_key, toml_string, toml_value
from generator.report.share import match_summary
from generator.rules.editions import Edition, Setup
from generator.rules.match import play
from generator.sheets.page_data import page_data
from tests.conftest import ROOT
from tests.random_hands import as_json, every_rules, random_hands, random_matches
from tests.sheets.test_rules_js import find_node, run_node

DRIVER = Path(__file__).resolve().parent / "matches_driver.js"
FOLDER = resource("templates") / "html"
RULES = dict(every_rules())
MATCHES = 6
"""Random valid matches per edition and house rules (their usual setup), each also spoiled every way."""

NAMES = ("Ana & Cleo", "Ben & Dev", "Zoé", "דוד כהן")
"""Sides' names: teams, an accent, a right-to-left name (isolated in the summary)."""


def stored(setup: Setup, number: int, match: Any, end: dict[str, int]) -> dict[str, Any]:
    """A random match as the page stores it: its own version and id, the page's side ids."""
    sides = []
    for index, side in enumerate(match.sides):
        name = NAMES[(number + index) % len(NAMES)]
        players = [part.strip() for part in name.split("&")] if setup.teams and "&" in name else []
        sides.append({"id": side.id, "name": name, "players": players})
    return {
        "version": 2,
        "id": f"m{number}",
        "title": ["", "Friday night", "Soirée « chez Zoé »"][number % 3],
        "date": (datetime.date(2026, 11, 27) + datetime.timedelta(days=number)).isoformat(),
        "sides": sides,
        "end": dict(end),
        "hands": [as_json(hand) for hand in match.hands],
        "undo": [],
        "draft": None,
        "changed": number,
    }


def log_of(value: dict[str, Any], edition: Edition, setup: Setup) -> str:
    """A stored match's values written as a log by Python's own writer, whatever they hold: a string
    quoted, a date as a TOML date where it looks like one, a number as it is. What the log reader makes
    of this is what it makes of those values."""

    def written(item: object) -> str:
        if isinstance(item, bool | int | str):
            return toml_value(item)
        if isinstance(item, float):
            return repr(item)
        if isinstance(item, list):
            return "[" + ", ".join(written(part) for part in item) + "]"
        if isinstance(item, dict):
            return (
                "{ "
                + ", ".join(f"{toml_key(k)} = {written(v)}" for k, v in item.items() if v is not None)
                + " }"
            )
        raise TypeError(item)

    lines = [f"edition = {toml_string(edition.house_rules_base or edition.id)}", f"players = {setup.players}"]
    if value["title"]:
        lines.append(f"title = {written(value['title'])}")
    date = value["date"]
    looks = isinstance(date, str) and re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", date)
    lines.append(f"date = {date if looks else written(date)}")
    lines += [f"{key} = {written(number)}" for key, number in value["end"].items()]
    if edition.house_rules is not None:
        lines.append('rules = "house.toml"')
    lines += ["", "[sides]"]
    for side in value["sides"]:
        entry = {"name": side["name"], "players": side["players"]} if side["players"] else side["name"]
        lines.append(f"{toml_key(side['id'])} = {written(entry)}")
    text = "\n".join(lines) + "\n"
    for hand in value["hands"]:
        text += "\n[[hands]]\n" + "".join(
            f"{toml_key(side)} = {written(facts)}\n" for side, facts in hand.items()
        )
    return text


def _first_hand(value: dict[str, Any], change: Callable[[dict[str, Any]], None]) -> None:
    if value["hands"]:
        change(value["hands"][0][value["sides"][0]["id"]])


# Each a way to spoil a stored match that the log reader judges too: the page must agree with it.
SPOILED_LOG: dict[str, Callable[[dict[str, Any]], object]] = {
    "a date with a line and a key after it": lambda v: v.update(date="2026-01-01\nfixed_hands = 1"),
    "a six-digit year": lambda v: v.update(date="275760-01-01"),
    "a day that is not one": lambda v: v.update(date="2026-02-30"),
    "year 0": lambda v: v.update(date="0000-01-01"),
    "a date as a number": lambda v: v.update(date=20260101),
    "names equal under case folding (ß)": lambda v: (
        v["sides"][0].update(name="Straße"),
        v["sides"][1].update(name="STRASSE"),
    ),
    "names equal under case folding (ﬁ)": lambda v: (
        v["sides"][0].update(name="ﬁx"),
        v["sides"][1].update(name="FIX"),
    ),
    "names equal once trimmed": lambda v: (
        v["sides"][0].update(name=" Léa"),
        v["sides"][1].update(name="Léa "),
    ),
    "an invisible character in a name": lambda v: v["sides"][0].update(name="Ana\u200b"),
    "a name too long": lambda v: v["sides"][0].update(name="A" * 51),
    "an empty name": lambda v: v["sides"][0].update(name="  "),
    "a name as a number": lambda v: v["sides"][0].update(name=7),
    "a title too long": lambda v: v.update(title="T" * 121),
    "a title with a line break": lambda v: v.update(title="Friday\nnight"),
    "a title as a number": lambda v: v.update(title=12),
    "a player on two sides": lambda v: (
        v["sides"][0].update(players=["Ana", "Cleo"][: len(v["sides"][0]["players"]) or 1]),
        v["sides"][1].update(players=["ANA", "Dev"][: len(v["sides"][1]["players"]) or 1]),
    ),
    "a team that names no players named as another side's player": lambda v: (
        v["sides"][0].update(players=["Ana", "Cleo"][: len(v["sides"][0]["players"]) or 1]),
        v["sides"][1].update(name="ANA", players=[]),
    ),
    "a player named twice in a team": lambda v: v["sides"][0].update(players=["Ana", "ana"]),
    "players more than sit on a side": lambda v: v["sides"][0].update(players=["Ana", "Cleo", "Eve"]),
    "a target of 0": lambda v: v.update(end={"target": 0}),
    "a target past the limit": lambda v: v.update(end={"target": 1_000_001}),
    "a target as a string": lambda v: v.update(end={"target": "5000"}),
    "a target and a number of hands": lambda v: v.update(end={"target": 5000, "fixed_hands": 3}),
    "games to win in points": lambda v: v.update(end={"first_to": 3}),
    "a number of hands past the limit": lambda v: v.update(end={"fixed_hands": 10_001}),
    "miles as a string": lambda v: _first_hand(v, lambda f: f.update(miles="700")),
    "miles as a fraction": lambda v: _first_hand(v, lambda f: f.update(miles=700.5)),
    "miles missing": lambda v: _first_hand(v, lambda f: f.pop("miles")),
    "a fact the log does not know": lambda v: _first_hand(v, lambda f: f.update(parking=1)),
    "delayed as a number": lambda v: _first_hand(v, lambda f: f.update(delayed=1)),
    "negative miles": lambda v: _first_hand(v, lambda f: f.update(miles=-25)),
    "five safeties": lambda v: _first_hand(v, lambda f: f.update(safeties=5)),
    "a hand after the match is won": lambda v: v["hands"].extend(v["hands"] * 60),
}

# What only the page keeps: it refuses any change to it, whatever a log would say.
SPOILED_PAGE: dict[str, Callable[[dict[str, Any]], object]] = {
    "another side id": lambda v: v["sides"][0].update(id="ns"),
    "a side too many": lambda v: v["sides"].append({"id": "z", "name": "Zed", "players": []}),
    "a hand with another side": lambda v: (
        v["hands"].append({"ns": {"miles": 0}, **v["hands"][0]}) if v["hands"] else v.update(hands=5)
    ),
    "another version": lambda v: v.update(version=3),
    "an id with a quote": lambda v: v.update(id='m"1'),
    "a key the page does not know": lambda v: v.update(owner="someone"),
    "an undo the match cannot hold": lambda v: v.update(
        undo=[{"action": "deleted", "number": 99, "hand": {}}]
    ),
    "a half-entered hand past the next": lambda v: v.update(draft={"number": 99, "boxes": {}}),
    "a half-entered box with a long value": lambda v: v.update(
        draft={"number": 1, "boxes": {"miles-a": "1" * 99}}
    ),
    "not a match": lambda v: v.clear(),
}


def reader_accepts(text: str, edition: Edition) -> bool:
    """Whether ``bornes score``'s log reader reads this text (house rules from the edition itself)."""
    try:
        parse_log(text, "stored.toml", house_rules=lambda _: edition)
    except LogError:
        return False
    return True


class Case:
    """One page's stored matches (valid, then spoiled), the page's answers, and what each is."""

    def __init__(self, name: str, edition: Edition, setup: Setup) -> None:
        self.name, self.edition, self.setup = name, edition, setup
        hands = random_hands(edition, setup, seed=7, valid=30, invalid=0)
        self.valid = [
            stored(setup, n, m, e)
            for n, (m, e) in enumerate(random_matches(edition, setup, hands, 7, MATCHES))
        ]
        self.spoiled: list[tuple[str, bool, dict[str, Any]]] = []
        for kinds, by_log in ((SPOILED_LOG, True), (SPOILED_PAGE, False)):
            for what, change in kinds.items():
                value = copy.deepcopy(self.valid[len(self.spoiled) % len(self.valid)])
                change(value)
                self.spoiled.append((what, by_log, value))
        self.answers: dict[str, Any] = {}

    def house_rules(self, _: str) -> Edition:
        """The house rules a log names: the case's own."""
        return self.edition


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    """Every edition's and house rules' stored matches, answered by the page's scripts in one node run."""
    node = find_node()
    made = [Case(name, edition, edition.default_setup) for name, edition in RULES.items()]
    payload = []
    for case in made:
        data = page_data(
            case.edition,
            case.setup,
            lang=case.edition.language,
            rules_file="house.toml" if case.edition.house_rules else None,
        )
        values = [*case.valid, *(value for _, _, value in case.spoiled)]
        payload.append({"data": data, "stored": values, "actions": actions(case)})
    for case, answer in zip(made, run_node(node, payload, DRIVER, FOLDER), strict=True):
        case.answers = answer
    return made


@pytest.mark.subprocess
@pytest.mark.slow
def test_a_stored_match_is_exported_as_a_log_the_reader_reads_as_that_match(cases: list[Case]) -> None:
    for case in cases:
        for value, answer in zip(case.valid, case.answers["stored"], strict=False):
            assert answer["ok"], (case.name, answer)
            match = parse_log(answer["log"], "export.toml", house_rules=case.house_rules)
            assert [s.name for s in match.sides] == [s["name"] for s in value["sides"]]
            assert [list(s.players) for s in match.sides] == [s["players"] for s in value["sides"]]
            assert [as_json(hand) for hand in match.hands] == value["hands"]
            assert match.date == datetime.date.fromisoformat(value["date"])
            assert (match.title or "") == value["title"]


@pytest.mark.subprocess
@pytest.mark.slow
def test_the_result_the_page_shares_is_bornes_score_summary_s(cases: list[Case]) -> None:
    for case in cases:
        for answer in case.answers["stored"][: len(case.valid)]:
            match = parse_log(answer["log"], "export.toml", house_rules=case.house_rules)
            assert answer["summary"] == match_summary(play(match), case.edition.language), case.name


@pytest.mark.subprocess
@pytest.mark.slow
def test_a_spoiled_stored_match_is_refused_exactly_when_the_log_reader_refuses_it(cases: list[Case]) -> None:
    seen_refused = set()
    for case in cases:
        answers = case.answers["stored"][len(case.valid) :]
        for (what, by_log, value), answer in zip(case.spoiled, answers, strict=True):
            if not by_log:
                assert not answer["ok"], (case.name, what)
                continue
            accepts = reader_accepts(log_of(value, case.edition, case.setup), case.edition)
            assert answer["ok"] is accepts, (case.name, what, answer)
            if not accepts:
                seen_refused.add(what)
    assert seen_refused == set(SPOILED_LOG) - {"a title with a line break"}  # every other one is refused


def actions(case: Case) -> list[dict[str, Any]]:
    """Scripts of actions on the case's valid matches: save, fix, delete, rename, then undo them all."""
    rng = random.Random(11)
    scripts = []
    for value in case.valid:
        count = len(value["hands"])
        if count < 2:
            continue
        renamed = [{**side, "name": f"{side['name']} bis"} for side in value["sides"]]
        script: list[list[Any]] = [
            ["delete", count],
            ["save", count, value["hands"][count - 1]],
            ["save", 1, value["hands"][0]],
            ["rename", renamed],
            ["delete", rng.randint(1, count)],
        ]
        script += [["undo"]] * len(script) + [["undo"], ["rematch"]]
        scripts.append({"match": value, "script": script})
    return scripts


@pytest.mark.subprocess
@pytest.mark.slow
def test_every_action_survives_a_reload_and_undoing_them_all_gives_back_the_match(cases: list[Case]) -> None:
    checked = 0
    for case in cases:
        for script, after in zip(actions(case), case.answers["actions"], strict=True):
            start = script["match"]
            steps = len(script["script"]) - 2
            undone = after[steps - 1]
            assert undone["ok"], (case.name, after)
            assert (undone["sides"], undone["hands"], undone["undo"]) == (start["sides"], start["hands"], 0)
            assert after[steps] == undone  # nothing left to undo: the match stays as it is
            rematch = after[-1]
            assert (rematch["sides"], rematch["hands"]) == (start["sides"], [])
            checked += 1
    assert checked > 10


def test_the_reference_page_quotes_this_test_s_figures() -> None:
    page = " ".join((ROOT / "docs" / "reference" / "sheets.md").read_text(encoding="utf-8").split())
    assert f"{len(SPOILED_LOG)} ways of spoiling a stored match that a log can carry" in page
    assert f"and {len(SPOILED_PAGE)} that only the page keeps" in page
