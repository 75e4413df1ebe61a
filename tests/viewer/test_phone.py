"""The phone score sheet in a real browser: headless Chromium, a phone's screen, a finger's taps.

``phone.mjs`` drives the page that ``bornes sheet --html`` writes, as a file
opened on a phone. The page applies the edition's rules in its script, so:

- the rules engine it inlines (``templates/html/rules.js``) scores, refuses
  and plays random hands and matches of every edition and every house-rules
  file in ``examples/rules/`` as the rules module does, in the browser too
  (a smoke check: ``tests/sheets/test_rules_js.py`` holds the engine to the
  rules module on thousands of them, every setup, under node);
- every example match, tapped in hand by hand, shows ``bornes score``'s
  totals, survives a reload, and its exported log scores as the example;
- it shows each refusal beside the box, fixes a hand when one is tapped,
  fits 320 px and a tablet, and every control has a label, room for a
  finger and contrast enough to read.

Needs Chromium and ``npm ci`` in this folder (``playwright-core``), as the
pdf.js test does; skips locally, saying why, when they are missing, and
never in CI.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.form_format import TAGS
from generator.matchlog.load import load_result
from generator.rules.cards import HUNDRED
from generator.rules.editions import EDITIONS, Edition, Line, Setup
from generator.rules.match import Match, play
from generator.rules.scoring import TWO_HUNDRED, HandResult, SideFacts
from generator.sheets.sheet_html import sheet_html
from generator.text.i18n import say
from generator.text.numbers import format_number
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
from tests.viewer.browser import CHROMIUM, HERE, require

LOGS = sorted(EXAMPLES.glob("*.toml"))
SMOKE_HANDS = 30
"""Random valid hands per edition and house-rules file (its usual setup), and half as many refused."""
SMOKE_MATCHES = 4
"""Random matches per edition and house-rules file."""


@pytest.fixture(scope="module", autouse=True)
def browser() -> None:
    require("the phone sheet's test", "puppeteer-core", "axe-core")


def drive(folder: Path, steps: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    """Run ``phone.mjs`` with these steps; what it read, after checking the page raised no error."""
    plan = folder / f"plan-{len(list(folder.glob('plan-*')))}.json"
    plan.write_text(json.dumps({"steps": steps, **options}), "utf-8")
    done = subprocess.run(
        ["node", str(HERE / "phone.mjs"), str(plan)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, "CHROMIUM": CHROMIUM},
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)
    assert shown["errors"] == [], shown["errors"]
    return {**shown["read"], "effort": shown["effort"]}


def write_page(
    folder: Path, edition: Edition, setup: Setup, *, lang: str | None = None, rules: str | None = None
) -> Path:
    page = folder / f"sheet-{setup.id}-{lang or edition.language}.html"
    page.write_bytes(sheet_html(edition, setup, lang=lang or edition.language, rules_file=rules))
    return page


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


def test_the_page_scores_and_refuses_random_hands_as_the_scoring_module(tmp_path: Path) -> None:
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
    shown = drive(tmp_path, steps)
    for name, (answers, results) in wanted.items():
        assert shown[f"hands {name}"] == answers, name
        assert shown[f"matches {name}"] == results, name


def test_a_rule_the_page_does_not_know_stops_it_rather_than_guess(tmp_path: Path) -> None:
    edition = EDITIONS["dujardin-classic"]
    page = write_page(tmp_path, edition, edition.setup(2), lang="en")
    text = page.read_text("utf-8").replace(
        '"shutout_rule":"each_blank_opponent"', '"shutout_rule":"every_third_side"'
    )
    page.write_text(text, "utf-8")
    hand = {"a": SideFacts(700, two_hundreds=0), "b": SideFacts(0)}
    shown = drive(
        tmp_path, [{"goto": str(page)}, {"evaluate": ANSWER, "arg": [as_json(hand)], "as": "answer"}]
    )
    assert "does not know the rule shutout_rule every_third_side" in shown["answer"][0]["thrown"]


# Example matches, tapped in


def _log_setup(log: Path) -> tuple[Match, str | None]:
    match = load_result(log).match
    rules = None
    if match.edition.house_rules is not None:
        text = log.read_text("utf-8")
        rules = next(line.split('"')[1] for line in text.splitlines() if line.startswith("rules ="))
    return match, rules


def pill(side: str, fact: str, value: int | bool) -> dict[str, str]:
    shown = str(value).lower() if isinstance(value, bool) else value
    return {"tap": f"label:has(> input[name={fact}-{side}][value='{shown}'])"}


def tapping(match: Match, page: Path) -> list[dict[str, Any]]:
    """The taps and keys that enter ``match`` on the page, as a person enters it at the table."""
    ids = [TAGS[index].lower() for index in range(len(match.sides))]
    steps: list[dict[str, Any]] = [{"goto": str(page)}]
    for side_id, side in zip(ids, match.sides, strict=True):
        steps.append({"type": f"#name-{side_id}", "text": side.name})
    if match.title:
        steps.append({"type": "#match-title", "text": match.title})
    if match.date:
        steps.append(
            {
                "evaluate": "(day) => { document.getElementById('match-date').value = day; }",
                "arg": match.date.isoformat(),
            }
        )
    for kind in ("fixed_hands", "first_to", "target"):
        value = getattr(match, kind)
        if value is not None:
            steps += [
                {"tap": f"label:has(> input[name=end][value={kind}])"},
                {"type": "#end-value", "text": str(value)},
            ]
    steps += [{"tap": "#setup-form button[type=submit]"}, {"mark": "setup"}]
    for hand, result in zip(match.hands, play(match).hands, strict=True):
        steps += entering(match, hand, result, ids)
        steps.append({"mark": "hand"})
    return steps


def one_tap_game(match: Match, hand: Mapping[str, SideFacts]) -> str | None:
    """The side a race's game is one tap on: its winner at the whole trip, every other side at 0."""
    if match.edition.scoring is not None:
        return None
    full = [side for side, facts in hand.items() if facts.miles == match.setup.trip]
    others = [facts.miles for side, facts in hand.items() if side not in full]
    return full[0] if len(full) == 1 and not any(others) else None


def entering(
    match: Match, hand: Mapping[str, SideFacts], result: HandResult, ids: list[str]
) -> list[dict[str, Any]]:
    """The taps and keys that enter one hand, the page showing its boxes (a race: its winner's buttons):
    a distance that is the whole trip in one tap, any other typed; the safeties and coups fourrés as
    pills; then the questions asked of the completer and the winner; then Save."""
    scoring = match.edition.scoring
    side_of = dict(zip((side.id for side in match.sides), ids, strict=True))
    if scoring is None:
        winner = one_tap_game(match, hand)
        if winner is not None:
            return [{"tap": f"button[data-winner={side_of[winner]}]"}]
    steps: list[dict[str, Any]] = [{"tap": "#new-hand"}] if scoring is None else []
    trips = {match.setup.trip, *((match.edition.extended_trip,) if match.setup.extension else ())}
    for side_id, side in zip(ids, match.sides, strict=True):
        facts = hand[side.id]
        if facts.miles in trips:
            steps.append({"tap": f"button.trip[data-side={side_id}][data-trip='{facts.miles}']"})
        else:
            steps.append({"type": f"#miles-{side_id}", "text": str(facts.miles)})
        if facts.extension:
            steps.append({"tap": f"[data-question=extension][data-for={side_id}] label"})
        if scoring is not None and facts.safeties:
            steps.append(pill(side_id, "safeties", facts.safeties))
        if facts.coups_fourres:
            steps.append(pill(side_id, "coups_fourres", facts.coups_fourres))
    for side_id, side in zip(ids, match.sides, strict=True):
        facts = hand[side.id]
        if facts.delayed:
            steps.append({"tap": f"[data-question=delayed][data-for={side_id}] label"})
        # The page asks the 200s of the hand's winner only, where a win without a 200 scores,
        # and then, where [DJ]'s variant scores, whether a winner without a 200 laid a 100.
        if scoring is None or side.id != result.winner:
            continue
        asked = any(scoring.scores(line) for line in (Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS))
        if asked and facts.miles >= TWO_HUNDRED:
            steps.append(pill(side_id, "two_hundreds", facts.two_hundreds or 0))
        hundreds = scoring.scores(Line.WITHOUT_HUNDREDS) and not facts.two_hundreds
        if hundreds and facts.miles >= HUNDRED:
            steps.append(pill(side_id, "hundreds_played", bool(facts.hundreds_played)))
    return [*steps, {"tap": "#save-hand"}]


def shown_texts(log: Path) -> dict[str, Any]:
    """What the page must show for the match of ``log``, from ``bornes score --json``: each hand's
    line in the list (its points, or a game's miles, and who won), the totals."""
    scored = json.loads(CliRunner().invoke(main, ["score", str(log), "--json"]).stdout)
    lang = EDITIONS[scored["edition"]].language
    names = {side["id"]: side["name"] for side in scored["sides"]}
    games = EDITIONS[scored["edition"]].scoring is None
    hands = []
    for hand in scored["hands"]:
        parts = [
            say(
                "side_count",
                lang,
                name=name,
                count=format_number(
                    hand["facts"][side]["miles"] if games else hand["scores"][side]["total"], lang
                ),
            )
            for side, name in names.items()
        ]
        heading = say("page_game" if games else "page_hand", lang, number=hand["number"])
        won = say("page_no_winner", lang)
        if hand["winner"] is not None:
            won = say("page_hand_won_by", lang, winner=names[hand["winner"]])
        hands.append(heading + say("comma", lang).join(parts) + won)
    last = scored["hands"][-1]["running"]
    return {"hands": hands, "totals": [format_number(last[side], lang) for side in names]}


def asked_facts(hand: HandResult, side: str) -> SideFacts:
    """A side's facts as the page asks them: the 200s and the 100s only of the hand's winner."""
    facts = hand.facts[side]
    return facts if side == hand.winner else facts._replace(two_hundreds=None, hundreds_played=None)


def same_match(exported: Match, example: Match) -> None:
    """The exported log holds the example's match: names, facts, rules, ending and scores, side by side."""
    assert [s.name for s in exported.sides] == [s.name for s in example.sides]
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
    for mine, theirs in zip(ours.hands, wanted.hands, strict=True):
        # The 200s of a side that did not win score nothing, and the page does not ask them.
        assert [asked_facts(mine, a) for a, _ in pairs] == [asked_facts(theirs, b) for _, b in pairs]
    assert [[r[a] for a, _ in pairs] for r in ours.running] == [
        [r[b] for _, b in pairs] for r in wanted.running
    ]
    assert ours.outcome._replace(winner=None) == wanted.outcome._replace(winner=None)
    assert dict(pairs).get(ours.outcome.winner or "") == wanted.outcome.winner


def enter_example(log: Path, folder: Path) -> tuple[Match, dict[str, Any], Path]:
    match, rules = _log_setup(log)
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
        {"tap": "#copy"},
        {"wait": "#copy-status:not(:empty)"},
        {"read": "#copy-status", "as": "copied"},
    ]
    shown = drive(folder, steps)
    shutil.copy(shown["export"], export)
    return match, shown, export


@pytest.fixture(scope="module")
def entered(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Match, dict[str, Any], Path]]:
    """Every example match tapped into its page, two browsers at a time."""
    folders = [tmp_path_factory.mktemp(log.stem) for log in LOGS]
    with ThreadPoolExecutor(2) as pool:
        return dict(zip((log.stem for log in LOGS), pool.map(enter_example, LOGS, folders), strict=True))


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_each_example_match_tapped_in_shows_bornes_score_json_s_totals(
    log: Path, entered: dict[str, tuple[Match, dict[str, Any], Path]]
) -> None:
    match, shown, _ = entered[log.stem]
    texts = shown_texts(log)
    assert shown["hands"] == texts["hands"]
    assert shown["totals"] == texts["totals"]
    assert shown["totals after reload"] == texts["totals"]
    result = play(match)
    if result.outcome.finished:
        winner = next(s.name for s in match.sides if s.id == result.outcome.winner)
        assert winner in shown["outcome"]


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_each_example_match_s_exported_log_scores_as_the_example(
    log: Path, entered: dict[str, tuple[Match, dict[str, Any], Path]]
) -> None:
    example, shown, export = entered[log.stem]
    assert export.read_text("utf-8") == shown["log"]  # the download is the text shown and copied
    assert shown["copied"] == say("page_copied", example.edition.language)
    if example.edition.house_rules is not None:
        rules = export.parent / next(
            line.split('"')[1] for line in shown["log"].splitlines() if line.startswith("rules")
        )
        shutil.copy(EXAMPLES / "rules" / rules.name, rules)
    same_match(load_result(export).match, example)


# What the family sees: refusals beside the box, a hand fixed by tapping it


FRIDAY = EXAMPLES / "friday-night.toml"


def _started(
    page: Path, names: tuple[str, str] = ("Ana & Cleo", "Ben & Dev"), *end: dict[str, Any]
) -> list[dict[str, Any]]:
    """The steps that open ``page`` and start a match of two sides with these names (and ``end``'s taps)."""
    return [
        {"goto": str(page)},
        {"type": "#name-a", "text": names[0]},
        {"type": "#name-b", "text": names[1]},
        *end,
        {"tap": "#setup-form button[type=submit]"},
    ]


def test_a_mistake_is_shown_beside_its_box_and_the_hand_is_not_saved_until_fixed(tmp_path: Path) -> None:
    match, _ = _log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    steps = [
        *_started(page),
        {"tap": "#new-hand"},
        {"type": "#miles-a", "text": "1025"},
        {"read": "#reason-a-miles", "as": "past the trip"},
        {"type": "#miles-a", "text": "1010"},
        {"read": "#reason-a-miles", "as": "not a step"},
        {"type": "#miles-a", "text": "10x"},
        {"read": "#reason-a-miles", "as": "not a number"},
        {"type": "#miles-a", "text": "1000"},
        pill("a", "safeties", 3),
        {"type": "#miles-b", "text": "575"},
        pill("b", "safeties", 2),
        {"read": "#reason-hand", "as": "five safeties"},
        {
            "evaluate": "() => document.getElementById('miles-a').getAttribute('aria-describedby')",
            "as": "described",
        },
        {"tap": "#save-hand"},
        {"evaluate": "() => !document.getElementById('editor').hidden", "as": "still open"},
        pill("b", "safeties", 1),
        pill("a", "two_hundreds", 1),
        {"tap": "#save-hand"},
        {"readAll": "#hand-list button", "as": "hands"},
    ]
    shown = drive(tmp_path, steps)
    assert shown["past the trip"] == "Ana & Cleo: 1,025 is past this hand's trip of 1,000."
    assert shown["not a step"] == "Ana & Cleo: 1,010 is not a distance the cards make; they go by 25."
    assert shown["not a number"] == say("page_number_wrong", "en")
    assert shown["five safeties"] == "The deck has only 4 safeties: Ana & Cleo 3, Ben & Dev 2."
    assert shown["described"] == "reason-a-miles"
    assert shown["still open"] is True
    assert shown["hands"] == ["Hand 1Ana & Cleo 1,700, Ben & Dev 675won by Ana & Cleo"]


def test_a_hand_is_fixed_by_tapping_it(tmp_path: Path) -> None:
    match, _ = _log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    wrong = match._replace(hands=match.hands[:2])
    steps = tapping(wrong, page)[:-2]  # hand 2 typed with 700 for Ana & Cleo, then fixed
    hand_two = [i for i, step in enumerate(steps) if step.get("type") == "#miles-a"][1]
    steps[hand_two] = {"type": "#miles-a", "text": "700"}
    steps += [
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "wrong"},
        {"tap": "#hand-list button[data-hand='2']"},
        {"read": "#editor-heading", "as": "heading"},
        {"read": "#miles-a", "as": "miles"},
        {"type": "#miles-a", "text": "650"},
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "fixed"},
    ]
    shown = drive(tmp_path, steps)
    assert shown["heading"] == "Fixing hand 2"
    assert shown["miles"] == "700"
    assert shown["wrong"] == ["3,000", "2,475"]
    assert shown["fixed"] == ["2,950", "2,475"]  # seed 000's two hands


def test_the_french_page_speaks_french_with_french_typography(tmp_path: Path) -> None:
    edition = EDITIONS["dujardin-classic"]
    page = write_page(tmp_path, edition, edition.setup(2))
    steps = [
        *_started(page, ("Zoé", "Hugo")),
        {"tap": "#new-hand"},
        {"type": "#miles-a", "text": "725"},
        {"read": "#reason-a-miles", "as": "refusal"},
        {"tap": "fieldset[data-side=a] .extension label"},
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
    page = write_page(tmp_path, edition, edition.setup(2), lang="en")
    hidden = "() => document.querySelector('fieldset[data-side=a] .hundreds-played').hidden"
    steps = [
        *_started(page, ("Zoé", "Hugo")),
        {"tap": "#new-hand"},
        {"type": "#miles-a", "text": "700"},
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
    steps = _started(page, ("Zoé", "Hugo"), *hands)
    for winner, other in (("a", "b"), ("b", "a")):
        steps += [
            {"tap": "#new-hand"},
            {"type": f"#miles-{winner}", "text": "700"},
            {"type": f"#miles-{other}", "text": "0"},
            pill(winner, "two_hundreds", 0),
            {"tap": "#save-hand"},
        ]
    shown = drive(tmp_path, [*steps, {"read": "#outcome", "as": "outcome"}], locale="fr-FR")
    assert shown["outcome"] == "Match nul\u00a0: Zoé et Hugo se partagent la victoire, à 1\u202f900 chacun."


# Every screen, every way in


SCREENS: dict[str, dict[str, Any]] = {
    "phone-320": {"viewport": {"width": 320, "height": 640}},
    "phone-390": {"viewport": {"width": 390, "height": 844}},
    "tablet": {"viewport": {"width": 820, "height": 1180}, "mobile": False},
}
"""The smallest phone the issue names, a common phone, a tablet held upright."""


def _match_under_way(page: Path) -> list[dict[str, Any]]:
    match, _ = _log_setup(FRIDAY)
    steps = tapping(match._replace(hands=match.hands[:2]), page)
    return [*steps, {"tap": "#new-hand"}, {"type": "#miles-a", "text": "1000"}, pill("a", "safeties", 1)]


WIDTH = "() => [document.documentElement.scrollWidth, window.innerWidth]"


@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_page_fits_the_screen_without_sideways_scrolling(screen: str, tmp_path: Path) -> None:
    match, _ = _log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    keep = Path(os.environ.get("BORNES_SCREENSHOTS", tmp_path))
    steps: list[dict[str, Any]] = [
        {"goto": str(page)},
        {"evaluate": WIDTH, "as": "setup"},
        {"screenshot": str(keep / f"{screen}-setup.png"), "fullPage": True},
        *_match_under_way(page)[1:],
        {"evaluate": WIDTH, "as": "hand"},
        {"screenshot": str(keep / f"{screen}-hand.png"), "fullPage": True},
        {"tap": "#cancel-hand"},
        {"evaluate": WIDTH, "as": "standings"},
        {"screenshot": str(keep / f"{screen}-standings.png"), "fullPage": True},
    ]
    shown = drive(tmp_path, steps, **SCREENS[screen])
    for view in ("setup", "hand", "standings"):
        scrolled, width = shown[view]
        assert scrolled <= width, f"{view}: {scrolled} px wide on a {width} px screen"


ACCESS = """() => {
  const shown = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
  const problems = [];
  for (const box of document.querySelectorAll("input, textarea, button")) {
    if (!shown(box) && !(box.type === "radio" || box.type === "checkbox")) continue;
    const label = box.labels && box.labels.length ? box.labels[0].textContent.trim() : "";
    const text = box.tagName === "BUTTON" && box.textContent.trim();
    const named = label || box.getAttribute("aria-label") || text;
    if (!named) problems.push(`no name: ${box.outerHTML.slice(0, 80)}`);
    if (box.tabIndex > 0) problems.push(`tabindex: ${box.id}`);
    const target = box.type === "radio" || box.type === "checkbox" ? box.closest("label") : box;
    const rect = target.getBoundingClientRect();
    if (shown(target) && (rect.width < 44 || rect.height < 44)) {
      problems.push(`small: ${box.id || box.name} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
  }
  const rgb = (text) => text.match(/[0-9.]+/g).map(Number);
  const lum = ([r, g, b]) => {
    const linear = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const c = [r / 255, g / 255, b / 255].map(linear);
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const background = (node) => {
    for (let at = node; at; at = at.parentElement) {
      const colour = rgb(getComputedStyle(at).backgroundColor);
      if (colour.length === 3 || colour[3] > 0) return colour.slice(0, 3);
    }
    return [255, 255, 255];
  };
  for (const node of document.querySelectorAll("body *")) {
    const own = Array.from(node.childNodes).filter((c) => c.nodeType === 3);
    const text = own.map((c) => c.textContent).join("").trim();
    if (!text || !shown(node)) continue;
    const style = getComputedStyle(node);
    if (style.opacity !== "1" || node.closest("[disabled], :disabled")) continue;
    let [a, b] = [lum(rgb(style.color)), lum(background(node))];
    if (a < b) [a, b] = [b, a];
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) problems.push(`contrast ${ratio.toFixed(2)}: ${text.slice(0, 30)}`);
  }
  return problems;
}"""


def test_every_control_has_a_name_room_for_a_finger_and_text_contrast_enough(tmp_path: Path) -> None:
    match, _ = _log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    steps = [
        {"goto": str(page)},
        {"evaluate": ACCESS, "as": "setup"},
        *_match_under_way(page)[1:],
        {"evaluate": ACCESS, "as": "hand"},
        {"tap": "#cancel-hand"},
        {"evaluate": ACCESS, "as": "standings"},
    ]
    shown = drive(tmp_path, steps)
    assert shown == {"setup": [], "hand": [], "standings": []}


FOCUS = """(count) => {
  const seen = [];
  for (let i = 0; i < count; i += 1) {
    const at = document.activeElement;
    seen.push(at.id || at.name || at.textContent.trim().slice(0, 20));
  }
  return seen;
}"""


def test_a_hand_can_be_entered_with_the_keyboard_alone_in_the_page_s_order(tmp_path: Path) -> None:
    match, _ = _log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    keys = [
        *_started(page),
        {"tap": "#new-hand"},
        {"evaluate": "() => document.getElementById('miles-a').focus()", "as": "_"},
    ]
    order: list[str] = []
    # Through Ana & Cleo's boxes to Ben & Dev's: the distance, its steppers, the safeties' group.
    for number in range(6):
        keys += [
            {"press": "Tab"},
            {
                "evaluate": "() => document.activeElement.id || document.activeElement.name",
                "as": f"t{number}",
            },
        ]
    keys += [
        {"evaluate": "() => document.getElementById('miles-a').focus()", "as": "_"},
        *({"press": key} for key in ("1", "0", "0", "0", "Tab", "Tab", "ArrowRight", "ArrowRight")),
        {"evaluate": "() => document.getElementById('miles-b').focus()", "as": "_"},
        *({"press": key} for key in ("5", "7", "5")),
        {"evaluate": "() => document.querySelector('input[name=two_hundreds-a]').focus()", "as": "_"},
        {"press": "Space"},
        {"evaluate": "() => document.getElementById('save-hand').focus()", "as": "_"},
        {"press": "Enter"},
        {"readAll": "[data-total]", "as": "totals"},
    ]
    shown = drive(tmp_path, keys)
    order = [shown[f"t{number}"] for number in range(6)]
    assert order[0] == ""  # the +25 after the distance, named by its label
    assert order.index("safeties-a") < order.index("miles-b")
    # 1,000 miles, 2 safeties (arrows), the trip, and a safe trip: Space chose no 200.
    assert shown["totals"] == ["1,900", "575"]
