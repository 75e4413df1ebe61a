"""What the phone sheet's browser tests share: the driver, the pages, and the taps that enter a match.

``drive`` runs ``phone.mjs`` (puppeteer-core: headless Chromium over the DevTools protocol, Firefox
ESR over WebDriver BiDi) on a list of steps and returns what the page showed, failing on any error
the page raised and on any network request. ``tapping`` is how a person enters a whole match at the
table, as the page asks it: a distance that is the whole trip in one tap, any other typed, the
safeties as pills, the winner's 200s once asked, Save; a race's game one tap on its winner.
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

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
from generator.text.languages import Lang
from generator.text.numbers import format_number
from tests.conftest import EXAMPLES
from tests.viewer.browser import CHROMIUM, FIREFOX, HERE

LOGS = sorted(EXAMPLES.glob("*.toml"))
FRIDAY = EXAMPLES / "friday-night.toml"
BROWSERS = ("chromium", "firefox")
"""Every browser test that drives the page runs in both: Chromium and Firefox ESR."""


def drive(folder: Path, steps: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    """Run ``phone.mjs`` with these steps (and the plan's ``options``: browser, viewport, scheme…);
    what it read, and the effort of each marked stretch under ``effort``, after checking the page
    raised no error and asked for nothing on the network."""
    plan = folder / f"plan-{len(list(folder.glob('plan-*')))}.json"
    plan.write_text(json.dumps({"steps": steps, **options}), "utf-8")
    done = subprocess.run(
        ["node", str(HERE / "phone.mjs"), str(plan)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, "CHROMIUM": CHROMIUM, "FIREFOX": FIREFOX},
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)
    assert shown["errors"] == [], shown["errors"]
    return {**shown["read"], "effort": shown["effort"]}


def write_page(
    folder: Path,
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang | None = None,
    rules: str | None = None,
    names: tuple[str, ...] | None = None,
) -> Path:
    """The phone sheet for this edition and setup, written into ``folder``."""
    page = folder / f"sheet-{setup.id}-{lang or edition.language}.html"
    page.write_bytes(sheet_html(edition, setup, lang=lang or edition.language, rules_file=rules, names=names))
    return page


def log_setup(log: Path) -> tuple[Match, str | None]:
    """The match of an example log, and the house-rules file it names."""
    match = load_result(log).match
    rules = None
    if match.edition.house_rules is not None:
        text = log.read_text("utf-8")
        rules = next(line.split('"')[1] for line in text.splitlines() if line.startswith("rules ="))
    return match, rules


def pill(side: str, fact: str, value: int | bool) -> dict[str, str]:
    """The tap on a pill: a count, or yes or no."""
    shown = str(value).lower() if isinstance(value, bool) else value
    return {"tap": f"label:has(> input[name={fact}-{side}][value='{shown}'])"}


def started(
    page: Path, names: tuple[str, ...] = ("Ana & Cleo", "Ben & Dev"), *end: dict[str, Any]
) -> list[dict[str, Any]]:
    """The steps that open ``page`` and start a match with these names (and ``end``'s taps)."""
    typed = [{"type": f"#name-{TAGS[index].lower()}", "text": name} for index, name in enumerate(names)]
    return [{"goto": str(page)}, *typed, *end, {"tap": "#setup-form button[type=submit]"}]


def one_tap_game(match: Match, hand: Mapping[str, SideFacts]) -> str | None:
    """The side a race's game is one tap on: its winner at the whole trip, every other side at 0."""
    if match.edition.scoring is not None:
        return None
    full = [side for side, facts in hand.items() if facts.miles == match.setup.trip]
    others = [facts.miles for side, facts in hand.items() if side not in full]
    return full[0] if len(full) == 1 and not any(others) else None


def entering(match: Match, hand: Mapping[str, SideFacts], result: HandResult) -> list[dict[str, Any]]:
    """The taps and keys that enter one hand, the page showing its boxes (a race: its winner's
    buttons): a distance that is the whole trip in one tap, any other typed; the safeties and coups
    fourrés as pills; then the questions asked of the completer and the winner; then Save."""
    scoring = match.edition.scoring
    ids = [TAGS[index].lower() for index in range(len(match.sides))]
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


def tapping(match: Match, page: Path) -> list[dict[str, Any]]:
    """The taps and keys that enter ``match`` on the page, as a person enters it at the table: each
    hand's stretch marked ``hand`` for its effort."""
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
        steps += [*entering(match, hand, result), {"mark": "hand"}]
    return steps


def score_json(log: Path) -> dict[str, Any]:
    """``bornes score --json`` of a log."""
    result = CliRunner().invoke(main, ["score", str(log), "--json"])
    assert result.exit_code == 0, result.output
    return dict(json.loads(result.stdout))


def shown_texts(log: Path) -> dict[str, Any]:
    """What the page must show for the match of ``log``, from ``bornes score --json``: each hand's
    line in the list (its points, or a game's miles, and who won), the totals."""
    scored = score_json(log)
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
