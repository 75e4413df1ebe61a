"""The phone score sheet in real browsers (headless Chromium and Firefox ESR), a phone's screen, taps.

``phone.mjs`` drives the page that ``bornes sheet --html`` writes, as a file
opened on a phone. The page applies the edition's rules in its script, so:

- the rules engine it inlines (``templates/html/rules.js``) scores, refuses
  and plays random hands and matches of every edition and every house-rules
  file in ``examples/rules/`` as the rules module does, in both browsers too
  (a smoke check: ``tests/sheets/test_rules_js.py`` holds the engine to the
  rules module on thousands of them, every setup, under node);
- every example match, tapped in hand by hand in both browsers, shows
  ``bornes score --json``'s totals, survives a reload, and its exported log
  scores as the example; each hand's taps, digits and scrolls are counted;
- it shows each refusal beside the box, fixes a hand when one is tapped,
  speaks French with French typography, and a hand can be entered with the
  keyboard alone.

What a family does around the hands (undo, names, several matches, sharing…)
is ``test_phone_actions.py``'s; every screen at every width, language and
theme, with axe-core, ``test_phone_screens.py``'s. Needs Chromium, Firefox ESR
and ``npm ci`` in this folder; skips locally, saying why, when they are
missing, and never in CI.
"""

from __future__ import annotations

import shutil
import statistics
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from generator.matchlog.load import load_result
from generator.rules.editions import EDITIONS
from generator.rules.match import Match, play
from generator.rules.scoring import HandResult, SideFacts
from generator.text.i18n import say
from generator.text.languages import EN
from tests.conftest import EXAMPLES
from tests.random_hands import (
    as_json,
    every_rules,
    expected,
    match_json,
    played,
    random_hands,
    random_matches,
)
from tests.viewer.browser import require
from tests.viewer.phone_steps import (
    BROWSERS,
    FRIDAY,
    LOGS,
    drive,
    log_setup,
    pill,
    shown_texts,
    started,
    tapping,
    write_page,
)

SMOKE_HANDS = 30
"""Random valid hands per edition and house-rules file (its usual setup), and half as many refused."""
SMOKE_MATCHES = 4
"""Random matches per edition and house-rules file."""


@pytest.fixture(scope="module", autouse=True)
def browser() -> None:
    require("the phone sheet's test", "puppeteer-core", "axe-core", firefox=True)


# The rules: the engine the page inlines, in the browser


RULES = dict(every_rules())


ANSWER = """(hands) => hands.map((hand) => {
  try {
    const r = window.bornes.checkHand(hand);
    return { ok: true, length: r.length, completed: r.completed, winner: r.winner, lines: r.lines };
  } catch (error) {
    if (!(error instanceof window.bornes.Refusal)) return { ok: false, thrown: String(error) };
    return { ok: false, rule: error.rule, side: error.side, fact: error.fact };
  }
})"""

PLAY = """(matches) => matches.map((match) => {
  try {
    const r = window.bornes.play(match);
    return { running: r.running, outcome: r.outcome };
  } catch (error) {
    return { thrown: String(error), rule: error.rule };
  }
})"""


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_the_page_scores_and_refuses_random_hands_as_the_scoring_module(
    browser_name: str, tmp_path: Path
) -> None:
    steps: list[dict[str, Any]] = []
    wanted: dict[str, tuple[list[dict[str, Any]], list[dict[str, Any]]]] = {}
    for number, (name, edition) in enumerate(RULES.items()):
        setup = edition.default_setup
        hands = random_hands(edition, setup, seed=number, valid=SMOKE_HANDS, invalid=SMOKE_HANDS // 2)
        matches = random_matches(edition, setup, hands, number, SMOKE_MATCHES)
        folder = tmp_path / f"rules-{number}"
        folder.mkdir()
        wanted[name] = ([expected(edition, setup, hand) for hand in hands], [played(m) for m, _ in matches])
        steps += [
            {"goto": str(write_page(folder, edition, setup))},
            {"evaluate": ANSWER, "arg": [as_json(hand) for hand in hands], "as": f"hands {name}"},
            {"evaluate": PLAY, "arg": [match_json(m, end) for m, end in matches], "as": f"matches {name}"},
        ]
    shown = drive(tmp_path, steps, browser=browser_name)
    for name, (answers, results) in wanted.items():
        assert shown[f"hands {name}"] == answers, name
        assert shown[f"matches {name}"] == results, name


def test_a_rule_the_page_does_not_know_stops_it_rather_than_guess(tmp_path: Path) -> None:
    edition = EDITIONS["dujardin-classic"]
    page = write_page(tmp_path, edition, edition.setup(2), lang=EN)
    text = page.read_text("utf-8").replace(
        '"shutout_rule":"each_blank_opponent"', '"shutout_rule":"every_third_side"'
    )
    page.write_text(text, "utf-8")
    hand = {"a": SideFacts(700, two_hundreds=0), "b": SideFacts(0)}
    shown = drive(
        tmp_path, [{"goto": str(page)}, {"evaluate": ANSWER, "arg": [as_json(hand)], "as": "answer"}]
    )
    assert "does not know the rule shutout_rule every_third_side" in shown["answer"][0]["thrown"]


# Example matches, tapped in, in both browsers


def enter_example(log: Path, folder: Path, browser_name: str) -> tuple[Match, dict[str, Any], Path]:
    match, rules = log_setup(log)
    page = write_page(folder, match.edition, match.setup, rules=Path(rules).name if rules else None)
    export = folder / "export.toml"
    steps = [
        *tapping(match, page),
        {"readAll": "#hand-list button", "as": "hands"},
        {"readAll": "[data-total]", "as": "totals"},
        {"read": "#outcome", "as": "outcome"},
        {"reload": True},
        {"readAll": "[data-total]", "as": "totals after reload"},
        {"download": "#download", "as": "export"},
        {"read": "#log-text", "as": "log"},
    ]
    shown = drive(folder, steps, browser=browser_name, viewport={"width": 390, "height": 844})
    shutil.copy(shown["export"], export)
    return match, shown, export


@pytest.fixture(scope="module")
def entered(
    tmp_path_factory: pytest.TempPathFactory,
) -> dict[tuple[str, str], tuple[Match, dict[str, Any], Path]]:
    """Every example match tapped into its page in each browser, two browsers at a time."""
    runs = [(browser_name, log) for browser_name in BROWSERS for log in LOGS]
    folders = [tmp_path_factory.mktemp(f"{browser_name}-{log.stem}") for browser_name, log in runs]
    with ThreadPoolExecutor(2) as pool:
        done = pool.map(lambda run, folder: enter_example(run[1], folder, run[0]), runs, folders)
        return {
            (browser_name, log.stem): found for (browser_name, log), found in zip(runs, done, strict=True)
        }


EXAMPLE_RUNS = [(browser_name, log) for browser_name in BROWSERS for log in LOGS]


@pytest.mark.parametrize(("browser_name", "log"), EXAMPLE_RUNS, ids=lambda v: getattr(v, "stem", v))
def test_each_example_match_tapped_in_shows_bornes_score_json_s_totals(
    browser_name: str, log: Path, entered: dict[tuple[str, str], tuple[Match, dict[str, Any], Path]]
) -> None:
    match, shown, _ = entered[(browser_name, log.stem)]
    texts = shown_texts(log)
    assert shown["hands"] == texts["hands"]
    assert shown["totals"] == texts["totals"]
    assert shown["totals after reload"] == texts["totals"]
    result = play(match)
    if result.outcome.finished:
        winner = next(s.name for s in match.sides if s.id == result.outcome.winner)
        assert winner in shown["outcome"]


def asked_facts(hand: HandResult, side: str) -> SideFacts:
    """A side's facts as the page asks them: the 200s and the 100s only of the hand's winner."""
    facts = hand.facts[side]
    return facts if side == hand.winner else facts._replace(two_hundreds=None, hundreds_played=None)


def same_match(exported: Match, example: Match) -> None:
    """The exported log holds the example's match: names, players, facts, rules, ending and scores."""
    assert [s.name for s in exported.sides] == [s.name for s in example.sides]
    # A team's players are the log's, or read from the team's name as bornes log reads them.
    for mine, theirs in zip(exported.sides, example.sides, strict=True):
        assert mine.players == (theirs.players or mine.players)
    assert exported.edition == example.edition
    assert (exported.title, exported.setup) == (example.title, example.setup)
    assert exported.date == (example.date or exported.date)  # a page's match has a date: today's by default
    assert (exported.target, exported.fixed_hands, exported.first_to) == (
        example.target,
        example.fixed_hands,
        example.first_to,
    )
    pairs = list(zip(exported.side_ids, example.side_ids, strict=True))
    ours, wanted = play(exported), play(example)
    for mine_hand, theirs_hand in zip(ours.hands, wanted.hands, strict=True):
        # The 200s of a side that did not win score nothing, and the page does not ask them.
        assert [asked_facts(mine_hand, a) for a, _ in pairs] == [
            asked_facts(theirs_hand, b) for _, b in pairs
        ]
    assert [[r[a] for a, _ in pairs] for r in ours.running] == [
        [r[b] for _, b in pairs] for r in wanted.running
    ]
    assert ours.outcome._replace(winner=None) == wanted.outcome._replace(winner=None)
    assert dict(pairs).get(ours.outcome.winner or "") == wanted.outcome.winner


@pytest.mark.parametrize(("browser_name", "log"), EXAMPLE_RUNS, ids=lambda v: getattr(v, "stem", v))
def test_each_example_match_s_exported_log_scores_as_the_example(
    browser_name: str, log: Path, entered: dict[tuple[str, str], tuple[Match, dict[str, Any], Path]]
) -> None:
    example, shown, export = entered[(browser_name, log.stem)]
    assert export.read_text("utf-8") == shown["log"]  # the download is the text shown
    if example.edition.house_rules is not None:
        rules = export.parent / next(
            line.split('"')[1] for line in shown["log"].splitlines() if line.startswith("rules")
        )
        shutil.copy(EXAMPLES / "rules" / rules.name, rules)
    same_match(load_result(export).match, example)


EFFORT_MOST = {"taps": 8, "digits": 12, "scrolls": 1}
"""The most taps, digits and scrolls a hand of the examples takes at 390 × 844, in either browser (the
page before: 9 taps, 13 digits, 4 scrolls). Twelve digits: a race's game of four sides, every
distance typed; one scroll: a hand of three sides."""
EFFORT_MEAN = {"taps": 6.5, "digits": 6.5, "scrolls": 0.1}
"""What a hand of the examples takes on average, at most (before: 7.0 taps, 8.9 digits, 2.0 scrolls; a
question revealed below the Save bar cost a scroll until the page brought it into view: 0.5)."""


def test_a_hand_takes_few_taps_few_digits_and_no_scroll(
    entered: dict[tuple[str, str], tuple[Match, dict[str, Any], Path]],
) -> None:
    hands = [mark for _, shown, _ in entered.values() for mark in shown["effort"] if mark["mark"] == "hand"]
    for key, most in EFFORT_MOST.items():
        assert max(mark[key] for mark in hands) <= most, (key, [mark[key] for mark in hands])
        assert statistics.mean(mark[key] for mark in hands) <= EFFORT_MEAN[key], key


# What the family sees: refusals beside the box, a hand fixed by tapping it


def test_a_mistake_is_shown_beside_its_box_and_the_hand_is_not_saved_until_fixed(tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    steps = [
        *started(page),
        {"type": "#miles-a", "text": "1025"},
        {"read": "#reason-a-miles", "as": "past the trip"},
        {"type": "#miles-a", "text": "1010"},
        {"read": "#reason-a-miles", "as": "not a step"},
        {"type": "#miles-a", "text": "10x"},
        {"read": "#reason-a-miles", "as": "not a number"},
        {"tap": "button.trip[data-side=a]"},
        pill("a", "safeties", 3),
        {"type": "#miles-b", "text": "575"},
        pill("b", "safeties", 2),
        {"read": "#reason-hand", "as": "five safeties"},
        {
            "evaluate": "() => document.getElementById('miles-a').getAttribute('aria-describedby')",
            "as": "described",
        },
        {"tap": "#save-hand"},
        {"evaluate": "() => document.getElementById('hand-list').children.length", "as": "saved"},
        pill("b", "safeties", 1),
        pill("a", "two_hundreds", 1),
        {"tap": "#save-hand"},
        {"readAll": "#hand-list button", "as": "hands"},
        {"read": "#editor-heading", "as": "next"},
    ]
    shown = drive(tmp_path, steps)
    assert shown["past the trip"] == "Ana & Cleo: 1,025 is past this hand's trip of 1,000."
    assert shown["not a step"] == "Ana & Cleo: 1,010 is not a distance the cards make; they go by 25."
    assert shown["not a number"] == say("page_number_wrong", EN)
    assert shown["five safeties"] == "The deck has only 4 safeties: Ana & Cleo 3, Ben & Dev 2."
    assert shown["described"] == "reason-a-miles"
    assert shown["saved"] == 0
    assert shown["hands"] == ["Hand 1Ana & Cleo 1,700, Ben & Dev 675won by Ana & Cleo"]
    assert shown["next"] == "Hand 2"  # the next hand's boxes, at once


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_a_hand_is_fixed_by_tapping_it(browser_name: str, tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    first, second = match.hands[:2]
    ana = match.side_ids[0]
    wrong = match._replace(
        hands=(first, {**second, ana: second[ana]._replace(miles=700)})
    )  # hand 2: 700, not 650
    steps = [
        *tapping(wrong, page),
        {"readAll": "[data-total]", "as": "wrong"},
        {"tap": "#hand-list button[data-hand='2']"},
        {"read": "#editor-heading", "as": "heading"},
        {"read": "#miles-a", "as": "miles"},
        {"type": "#miles-a", "text": "650"},
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "fixed"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    assert shown["heading"] == "Fixing hand 2"
    assert shown["miles"] == "700"
    assert shown["wrong"] == ["3,000", "2,475"]
    assert shown["fixed"] == ["2,950", "2,475"]  # seed 000's two hands


def test_the_french_page_speaks_french_with_french_typography(tmp_path: Path) -> None:
    edition = EDITIONS["dujardin-classic"]
    page = write_page(tmp_path, edition, edition.setup(2))
    steps = [
        *started(page, ("Zoé", "Hugo")),
        {"type": "#miles-a", "text": "725"},
        {"read": "#reason-a-miles", "as": "refusal"},
        {"tap": "[data-question=extension][data-for=a] label"},
        {"read": "#reason-a-miles", "as": "extended"},
        {"type": "#miles-b", "text": "1000"},
        {"read": "#reason-b-two_hundreds", "as": "winner"},
        {"evaluate": "() => document.body.innerText", "as": "text"},
    ]
    shown = drive(tmp_path, steps, locale="fr-FR")
    assert shown["refusal"] == "Zoé\u00a0: 725 dépasse le parcours de 700, et personne n’a annoncé l’allonge."
    assert shown["extended"] == ""
    assert shown["winner"] == "Hugo gagne la manche\u00a0: dites combien de cartes 200 bornes ont été posées."
    assert "Feuille de marque — Dujardin (règle classique)" in shown["text"]
    assert "Bottes posées, coups fourrés compris" in shown["text"]
    assert "Cartes 200 bornes posées" in shown["text"]


def test_a_winner_without_a_200_is_asked_for_its_100s_where_the_variant_scores(tmp_path: Path) -> None:
    edition = RULES["rules/without-200-or-100.toml"]
    page = write_page(tmp_path, edition, edition.setup(2), lang=EN)
    hidden = "() => document.querySelector('[data-question=hundreds_played][data-for=a]').hidden"
    steps = [
        *started(page, ("Zoé", "Hugo")),
        {"tap": "button.trip[data-side=a]"},
        {"type": "#miles-b", "text": "300"},
        {"evaluate": hidden, "as": "before the 200s"},
        pill("a", "two_hundreds", 0),
        {"evaluate": hidden, "as": "without a 200"},
        {"read": "#reason-a-hundreds_played", "as": "missing"},
        pill("a", "hundreds_played", True),
        {"read": "[data-points='a:without_hundreds']", "as": "a 100 played"},
        pill("a", "hundreds_played", False),
        {"read": "[data-points='a:without_hundreds']", "as": "no 100"},
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "totals"},
        {"read": "#log-text", "as": "log"},
    ]
    shown = drive(tmp_path, steps)
    assert (shown["before the 200s"], shown["without a 200"]) == (True, False)
    assert shown["missing"] == "Zoé won the hand without a 200: say whether a 100-mile card was played."
    assert (shown["a 100 played"], shown["no 100"]) == ("0", "500")
    assert shown["totals"] == ["1,900", "300"]  # 700, the trip 400, safe trip 300, 500 without a 200 or a 100
    assert "a = { miles = 700, two_hundreds = 0, hundreds_played = false }" in shown["log"]


def test_a_tie_at_the_top_shares_the_match_where_the_house_rules_say_so(tmp_path: Path) -> None:
    edition = RULES["rules/shared-win.toml"]
    page = write_page(tmp_path, edition, edition.setup(2))
    hands = [{"tap": "label:has(> input[name=end][value=fixed_hands])"}, {"type": "#end-value", "text": "2"}]
    steps = started(page, ("Zoé", "Hugo"), *hands)
    for winner, other in (("a", "b"), ("b", "a")):
        steps += [
            {"tap": f"button.trip[data-side={winner}]"},
            {"type": f"#miles-{other}", "text": "0"},
            pill(winner, "two_hundreds", 0),
            {"tap": "#save-hand"},
        ]
    shown = drive(tmp_path, [*steps, {"read": "#outcome", "as": "outcome"}], locale="fr-FR")
    assert shown["outcome"] == "Match nul\u00a0: Zoé et Hugo se partagent la victoire, à 1\u202f900 chacun."


def test_a_hand_can_be_entered_with_the_keyboard_alone_in_the_page_s_order(tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    keys: list[dict[str, Any]] = [
        *started(page),
        {"evaluate": "() => document.getElementById('miles-a').focus()", "as": "_"},
    ]
    # Through Ana & Cleo's boxes to Ben & Dev's: the distance, its steppers and the trip, the safeties.
    for number in range(6):
        keys += [
            {"press": "Tab"},
            {
                "evaluate": "() => document.activeElement.id || document.activeElement.name"
                " || document.activeElement.textContent",
                "as": f"t{number}",
            },
        ]
    keys += [
        {"evaluate": "() => document.getElementById('miles-a').focus()", "as": "_"},
        *({"press": key} for key in ("1", "0", "0", "0", "Enter")),
        {"evaluate": "() => document.activeElement.id", "as": "after enter"},
        *({"press": key} for key in ("5", "7", "5")),
        {"evaluate": "() => document.querySelector('input[name=safeties-a]').focus()", "as": "_"},
        *({"press": key} for key in ("ArrowRight", "ArrowRight")),
        {"evaluate": "() => document.querySelector('input[name=two_hundreds-a]').focus()", "as": "_"},
        {"press": "Space"},
        {"evaluate": "() => document.getElementById('save-hand').focus()", "as": "_"},
        {"press": "Enter"},
        {"readAll": "[data-total]", "as": "totals"},
    ]
    shown = drive(tmp_path, keys)
    order = [shown[f"t{number}"] for number in range(6)]
    assert order[:3] == ["+25", "1,000", "safeties-a"]  # the distance's +25 and trip, then the safeties
    assert shown["after enter"] == "miles-b"  # Enter goes on to the next side's distance
    # 1,000 miles, 2 safeties (arrows), the trip, and a safe trip: Space chose no 200.
    assert shown["totals"] == ["1,900", "575"]
