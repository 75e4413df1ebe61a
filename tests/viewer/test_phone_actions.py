"""What a family does around the hands on the phone sheet, by taps and keys, in Chromium and Firefox ESR.

Undo and delete, kept through a reload; the result screen; the result shared as ``bornes score
--summary`` words it; names changed after the start, a team's players, a rematch; several matches kept,
reopened, exported one by one or all at once, deleted; a stored match the log reader would refuse set
aside and said; another sheet never touching this one's matches; names and days the log reader refuses,
refused; a private window said; the screen kept on; a hand half entered kept, and Cancel asking first;
a race's game in one tap. Every exported log is read back by the log reader.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.files import load_house_rules
from generator.matchlog.load import load_result
from generator.rules.editions import EDITIONS, Edition
from generator.rules.match import Match, Side, play
from generator.rules.scoring import SideFacts
from generator.sheets.page_data import page_data
from generator.text.i18n import say
from generator.text.languages import EN
from generator.text.numbers import format_number
from tests.viewer.browser import require
from tests.viewer.phone_steps import (
    BROWSERS,
    FRIDAY,
    drive,
    log_setup,
    pill,
    score_json,
    started,
    tapping,
    write_page,
)


@pytest.fixture(scope="module", autouse=True)
def browser() -> None:
    require("the phone sheet's test", "puppeteer-core", "axe-core", firefox=True)


def friday(tmp_path: Path, hands: int = 2) -> tuple[Path, list[dict[str, Any]]]:
    """Friday night's page, and the steps that enter its first ``hands`` hands."""
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    return page, tapping(match._replace(hands=match.hands[:hands]), page)


def export(shown: dict[str, Any], key: str = "export") -> str:
    """The text of a log the page downloaded."""
    return Path(shown[key]).read_text("utf-8")


def summary_of(log_text: str, folder: Path) -> str:
    """``bornes score --summary`` of a log's text."""
    log = folder / "summary-of.toml"
    log.write_text(log_text, "utf-8")
    done = CliRunner().invoke(main, ["score", str(log), "--summary"])
    assert done.exit_code == 0, done.output
    return done.stdout


HANDS = "() => Array.from(document.querySelectorAll('#hand-list button'), (b) => b.textContent)"


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_a_hand_deleted_or_saved_by_mistake_is_undone_and_both_are_kept_through_a_reload(
    browser_name: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path)
    steps += [
        {"evaluate": HANDS, "as": "two hands"},
        {"tap": "#hand-list button[data-hand='1']"},
        {"tap": "#delete-hand"},
        {"evaluate": HANDS, "as": "deleted"},
        {"reload": True},
        {"evaluate": HANDS, "as": "deleted after reload"},
        {"read": "#undo", "as": "undo label"},
        {"tap": "#undo"},
        {"evaluate": HANDS, "as": "undone"},
        {"read": "#undo-status", "as": "said"},
        {"reload": True},
        {"evaluate": HANDS, "as": "undone after reload"},
        {"read": "#undo", "as": "next undo"},
        {"tap": "#undo"},
        {"evaluate": HANDS, "as": "hand 2 undone"},
        {"readAll": "[data-total]", "as": "totals"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    two = shown["two hands"]
    assert shown["dialogs"] == [say("page_delete_confirm", EN, item="hand 1")]  # asked once
    assert shown["deleted"] == shown["deleted after reload"] == [two[1].replace("Hand 2", "Hand 1")]
    assert shown["undo label"] == "Undo: hand 1 deleted"
    assert shown["undone"] == shown["undone after reload"] == two
    assert shown["said"] == "Undone."
    assert shown["next undo"] == "Undo: hand 2 saved"
    assert shown["hand 2 undone"] == two[:1]
    assert shown["totals"] == ["2,200", "675"]


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_the_winning_hand_shows_the_result_in_view_with_the_race_every_hand_and_what_follows(
    browser_name: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path, hands=4)
    in_view = (
        "(id) => { const box = document.getElementById(id).getBoundingClientRect();"
        " return box.top >= 0 && box.top < window.innerHeight; }"
    )
    steps += [
        {"evaluate": "() => document.activeElement.id", "as": "focus"},
        {"evaluate": in_view, "arg": "result-line", "as": "in view"},
        {"read": "#result-line", "as": "line"},
        {"read": "#result-margin", "as": "margin"},
        {"read": "#result-why", "as": "why"},
        {"readAll": "#final-standings li", "as": "standings"},
        {"readAll": "#race-legend li", "as": "legend"},
        {
            "evaluate": "() => Array.from(document.querySelectorAll('#race-chart polyline'),"
            " (l) => l.getAttribute('points').split(' ').length)",
            "as": "points",
        },
        {"evaluate": "() => document.querySelectorAll('#race-chart .star').length", "as": "stars"},
        {"evaluate": "() => document.querySelector('#race-chart .goal-text').textContent", "as": "goal"},
        {
            "evaluate": "() => document.querySelector('#race-chart svg').getAttribute('aria-labelledby')",
            "as": "named",
        },
        {
            "evaluate": "() => Array.from(document.querySelectorAll('#hand-table tbody tr'),"
            " (r) => Array.from(r.cells, (c) => c.firstChild.textContent))",
            "as": "table",
        },
        {"readAll": "#hand-table tfoot td", "as": "table totals"},
        {"evaluate": "() => document.getElementById('new-hand').hidden", "as": "no new hand"},
        {"download": "#download", "as": "export"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    scored = score_json(FRIDAY)
    assert shown["focus"] == "result-heading"
    assert shown["in view"] is True
    summary = summary_of(export(shown), tmp_path).splitlines()
    assert shown["line"] == summary[1] == "Winner: Ben & Dev, 5,475\u00a0points"
    assert shown["why"] == summary[2]
    assert shown["margin"] == "Ben & Dev wins by 600\u00a0points."
    assert shown["standings"] == ["Ben & Dev: 5,475\u00a0points ★ winner", "Ana & Cleo: 4,875\u00a0points"]
    assert shown["legend"] == [
        "Final standings, after 4 hands",
        "Ben & Dev: 5,475 ★ winner",
        "Ana & Cleo: 4,875",
    ]
    assert shown["points"] == [5, 5]  # each side's standing before the first hand and after each
    assert (shown["stars"], shown["goal"], shown["named"]) == (1, "target 5,000", "race-title race-desc")
    hands = [
        [str(hand["number"]), *(f"{hand['scores'][s]['total']:,}" for s in ("ns", "ew"))]
        for hand in scored["hands"]
    ]
    assert shown["table"] == hands
    assert shown["table totals"] == ["4,875", "5,475"]
    assert shown["no new hand"] is True


SHARE = """window.__shared = [];
Object.defineProperty(navigator, "share", {
  configurable: true, value: async (data) => { window.__shared.push(data.text); } });"""
NO_SHARE = """window.__copied = [];
Object.defineProperty(navigator, "share", { configurable: true, value: undefined });
Object.defineProperty(navigator, "clipboard", {
  configurable: true, value: { writeText: async (text) => { window.__copied.push(text); } } });"""


@pytest.mark.parametrize("browser_name", BROWSERS)
@pytest.mark.parametrize("how", ["share sheet", "clipboard"])
def test_the_result_is_shared_in_bornes_score_summary_s_words(
    browser_name: str, how: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path, hands=4)
    got = "() => (window.__shared || window.__copied)"
    steps += [
        {"tap": "#share"},
        {"evaluate": got, "as": "shared"},
        {"read": "#share-status", "as": "said"},
        {"download": "#download", "as": "export"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name, init=SHARE if how == "share sheet" else NO_SHARE)
    assert shown["shared"] == [summary_of(export(shown), tmp_path)]
    assert shown["said"] == ("" if how == "share sheet" else say("page_share_copied", EN))


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_names_changed_after_the_start_and_a_team_s_players_go_into_the_log_and_a_rematch_keeps_them(
    browser_name: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path, hands=4)
    steps += [
        {"tap": "#rename"},
        {"type": "#rename-b", "text": "The Aces"},
        {"type": "#replayers-b", "text": "Ben"},
        {"tap": "#names-form button[type=submit]"},
        {"read": "#replayers-b-reason", "as": "one player"},
        {"type": "#replayers-b", "text": "Ben, ANA"},
        {"tap": "#names-form button[type=submit]"},
        {"read": "#replayers-b-reason", "as": "a player twice"},
        {"type": "#rename-b", "text": "ANA"},
        {"type": "#replayers-b", "text": ""},
        {"tap": "#names-form button[type=submit]"},
        {"read": "#rename-b-reason", "as": "a team as a player"},
        {"type": "#rename-b", "text": "The Aces"},
        {"type": "#replayers-b", "text": "Ben & Dev"},
        {"tap": "#names-form button[type=submit]"},
        {"readAll": "#final-standings li", "as": "standings"},
        {"read": "#undo", "as": "undo"},
        {"download": "#download", "as": "renamed"},
        {"tap": "#rematch"},
        {"readAll": "[data-total]", "as": "rematch totals"},
        {"read": "#match-line", "as": "rematch line"},
        {"readAll": "#match-list li p:first-child", "as": "kept"},
        {"tap": "#cancel-hand"},
        {"download": "#download", "as": "rematch"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    assert shown["one player"] == say("page_players_count", EN, count=2)
    assert shown["a player twice"] == say("page_player_taken", EN, name="ANA")
    assert shown["a team as a player"] == say("page_team_is_a_player", EN, name="ANA")
    assert shown["standings"][0] == "The Aces: 5,475\u00a0points ★ winner"
    assert shown["undo"] == "Undo: names changed"
    renamed = export(shown, "renamed")
    assert 'a = { name = "Ana & Cleo", players = ["Ana", "Cleo"] }' in renamed
    assert 'b = { name = "The Aces", players = ["Ben", "Dev"] }' in renamed
    (tmp_path / "renamed.toml").write_text(renamed, "utf-8")
    assert [side.players for side in load_result(tmp_path / "renamed.toml").match.sides] == [
        ("Ana", "Cleo"),
        ("Ben", "Dev"),
    ]
    rematch = export(shown, "rematch")
    assert rematch.split("[sides]")[1].strip() == renamed.split("[sides]")[1].split("[[hands]]")[0].strip()
    assert "[[hands]]" not in rematch
    assert shown["rematch totals"] == ["0", "0"]
    assert shown["rematch line"] == "Friday night — first to 5,000"
    assert shown["kept"][0].startswith("Friday night · November 27, 2026")  # the match won, kept in the list


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_several_matches_are_kept_reopened_exported_one_or_all_and_deleted(
    browser_name: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path, hands=2)
    steps += [
        {"tap": "#cancel-hand"},
        {"tap": "#new-match"},
        {"type": "#name-a", "text": "Zoé & Hugo"},
        {"type": "#name-b", "text": "Léa & Sam"},
        {"tap": "#setup-form button[type=submit]"},
        {"tap": "button.trip[data-side=a]"},
        {"type": "#miles-b", "text": "300"},
        pill("a", "two_hundreds", 0),
        {"tap": "#save-hand"},
        {"readAll": "#match-list li p:first-child", "as": "kept"},
        {"download": "#match-list button[data-act=download]", "as": "first"},
        {"download": "#download-all", "as": "all"},
        {"tap": "#match-list button[data-act=open]"},
        {"evaluate": HANDS, "as": "reopened"},
        {"reload": True},
        {"evaluate": HANDS, "as": "after reload"},
        {"tap": "#match-list button[data-act=delete]"},
        {"evaluate": "() => document.querySelectorAll('#match-list li').length", "as": "left"},
        {"reload": True},
        {"evaluate": HANDS, "as": "still open"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    assert shown["kept"] == ["Friday night · November 27, 2026"]
    first = export(shown, "first")
    assert 'title = "Friday night"' in first
    assert first.count("[[hands]]") == 2
    with zipfile.ZipFile(shown["all"]) as archive:
        logs = [archive.read(name).decode("utf-8") for name in archive.namelist()]
    assert sorted(log.count("[[hands]]") for log in logs) == [1, 2]
    for number, text in enumerate(logs):
        (tmp_path / f"zip-{number}.toml").write_text(text, "utf-8")
        load_result(tmp_path / f"zip-{number}.toml")
    assert len(shown["reopened"]) == 2
    assert shown["after reload"] == shown["reopened"]
    assert shown["dialogs"][-1] == say("page_delete_match_confirm", EN)
    assert shown["left"] == 0  # the other match deleted; the open one is not listed
    assert shown["still open"] == shown["reopened"]


STORE = """([key, value]) => { localStorage.setItem(key, value); }"""
READ = """(key) => localStorage.getItem(key)"""


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_a_stored_match_the_log_reader_would_refuse_is_set_aside_untouched_and_said(
    browser_name: str, tmp_path: Path
) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    key = page_data(match.edition, match.setup, lang=EN)["storage_key"]
    spoiled = {
        "version": 2, "id": "x1", "title": "", "date": "2026-01-01\nfixed_hands = 1",
        "sides": [{"id": "a", "name": "Ana", "players": []}, {"id": "b", "name": "Ben", "players": []}],
        "end": {}, "hands": [], "undo": [], "draft": None, "changed": 1,
    }  # fmt: skip
    text = json.dumps(spoiled)
    steps: list[dict[str, Any]] = [
        {"goto": str(page)},
        {"evaluate": STORE, "arg": [f"{key}:match:x1", text]},
        {"evaluate": STORE, "arg": [f"{key}:open", "x1"]},
        {"reload": True},
        {"read": "#storage-warning", "as": "warning"},
        {"evaluate": "() => document.getElementById('setup').hidden", "as": "setup hidden"},
        {"evaluate": "() => document.querySelectorAll('#match-list li').length", "as": "listed"},
        *started(page)[1:],
        {"evaluate": READ, "arg": f"{key}:match:x1", "as": "kept"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    assert shown["warning"] == say("page_stored_unreadable", EN)
    assert (shown["setup hidden"], shown["listed"]) == (False, 0)
    assert shown["kept"] == text


def nameless_house_rules(folder: Path, value: int) -> Path:
    """House rules without a name on Parker Brothers' base, the safe trip worth ``value``."""
    path = folder / f"house-{value}.toml"
    path.write_text(f'base = "parker-brothers"\n\n[scoring]\nsafe_trip = {value}\n', "utf-8")
    return path


def safe_trip_totals(edition: Edition) -> list[str]:
    """The totals after one hand of two players, the first at the whole trip without a 200 (a safe
    trip) and the second at 0, as the scoring module counts them."""
    setup = edition.setup(2)
    sides = (Side("a", "Zoé"), Side("b", "Hugo"))
    hand = {"a": SideFacts(miles=setup.trip, two_hundreds=0), "b": SideFacts(miles=0)}
    totals = play(Match(edition, setup, sides, (hand,))).totals
    return [format_number(totals[side.id], EN) for side in sides]


def test_two_sheets_never_share_a_match_even_from_nameless_house_rules_on_one_base(tmp_path: Path) -> None:
    first = load_house_rules(nameless_house_rules(tmp_path, 500))
    other = load_house_rules(nameless_house_rules(tmp_path, 400))
    assert safe_trip_totals(first) != safe_trip_totals(other)  # the sheets' rules tell them apart
    (tmp_path / "one").mkdir()
    (tmp_path / "two").mkdir()
    page_one = write_page(tmp_path / "one", first, first.setup(2), rules="house-500.toml")
    page_two = write_page(tmp_path / "two", other, other.setup(2), rules="house-400.toml")
    steps = [
        *started(page_one, ("Zoé", "Hugo")),
        {"tap": "button.trip[data-side=a]"},
        {"type": "#miles-b", "text": "0"},
        pill("a", "two_hundreds", 0),
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "one"},
        {"goto": str(page_two)},
        {"evaluate": "() => document.getElementById('setup').hidden", "as": "two opens on its own"},
        *started(page_two, ("Léa", "Sam"))[1:],
        {"tap": "button.trip[data-side=b]"},
        {"type": "#miles-a", "text": "0"},
        pill("b", "two_hundreds", 0),
        {"tap": "#save-hand"},
        {"goto": str(page_one)},
        {"readAll": "[data-total]", "as": "one again"},
        {"readAll": ".side-name[data-side]", "as": "names"},
    ]
    shown = drive(tmp_path, steps)
    assert shown["two opens on its own"] is False
    assert shown["one again"] == shown["one"] == safe_trip_totals(first)  # page two's safe trip not used
    assert shown["names"][:2] == ["Zoé", "Hugo"]


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_names_and_days_the_log_reader_refuses_are_refused(browser_name: str, tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    day = "(value) => { document.getElementById('match-date').value = value; }"
    steps = [
        *started(page, ("Straße", "STRASSE")),
        {"read": "#name-b-reason", "as": "ß"},
        {"type": "#name-a", "text": "ﬁx"},
        {"type": "#name-b", "text": "FIX"},
        {"tap": "#setup-form button[type=submit]"},
        {"read": "#name-b-reason", "as": "ﬁ"},
        {"type": "#name-b", "text": "Fox"},
        {"evaluate": day, "arg": "275760-01-01"},
        {"evaluate": "() => document.getElementById('match-date').value", "as": "typed day"},
        {"tap": "#setup-form button[type=submit]"},
        {"read": "#match-date-reason", "as": "year"},
        {"evaluate": "() => document.getElementById('setup').hidden", "as": "started"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    taken = say("page_name_taken", EN)
    assert (shown["ß"], shown["ﬁ"]) == (taken, taken)
    if shown["typed day"]:  # a browser that takes a six-digit year in its date box (Chromium does)
        assert shown["year"] == say("page_date_wrong", EN, first=1, last=9999)
        assert shown["started"] is False


def test_a_private_window_is_said_and_the_log_offered(tmp_path: Path) -> None:
    page, steps = friday(tmp_path, hands=1)
    steps += [
        {"read": "#private-warning p", "as": "warning"},
        {"download": "#private-download", "as": "export"},
    ]
    shown = drive(tmp_path, steps, browser="firefox", private=True)
    assert shown["warning"] == say("page_private", EN)
    assert export(shown).count("[[hands]]") == 1
    normal = drive(
        tmp_path,
        [
            {"goto": str(page)},
            {"evaluate": "() => document.getElementById('private-warning').hidden", "as": "hidden"},
        ],
        browser="firefox",
    )
    assert normal["hidden"] is True


NO_STORAGE = """Object.defineProperty(window, "localStorage", {
  configurable: true, get() { throw new DOMException("denied", "SecurityError"); } });"""


def test_a_browser_that_keeps_nothing_says_so_and_the_match_still_plays(tmp_path: Path) -> None:
    _page, steps = friday(tmp_path, hands=2)
    steps += [{"read": "#storage-warning", "as": "warning"}, {"readAll": "[data-total]", "as": "totals"}]
    shown = drive(tmp_path, steps, init=NO_STORAGE)
    assert shown["warning"] == say("page_no_storage", EN)
    assert shown["totals"] == ["2,950", "2,475"]


WAKE_LOCK = """window.__locks = [];
let hidden = false;
Object.defineProperty(Document.prototype, "visibilityState", {
  configurable: true, get: () => (hidden ? "hidden" : "visible") });
window.__hide = (value) => { hidden = value; document.dispatchEvent(new Event("visibilitychange")); };
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request: async (type) => {
  const lock = new EventTarget();
  lock.release = async () => { window.__locks.push("release"); lock.dispatchEvent(new Event("release")); };
  window.__locks.push(`request ${type}`);
  return lock;
} } });"""
NO_WAKE_LOCK = """Object.defineProperty(navigator, "wakeLock", { configurable: true, value: undefined });"""
LOCKS = "() => window.__locks.slice()"


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_the_screen_is_kept_on_while_a_match_is_played_and_let_go_when_hidden_or_won(
    browser_name: str, tmp_path: Path
) -> None:
    page, steps = friday(tmp_path, hands=3)
    match, _ = log_setup(FRIDAY)
    last = tapping(match, page)
    last_hand = last[[i for i, step in enumerate(last) if step.get("mark") == "hand"][2] + 1 : -1]
    steps += [
        {"evaluate": LOCKS, "as": "playing"},
        {"evaluate": "() => window.__hide(true)", "as": "_"},
        {"evaluate": LOCKS, "as": "hidden"},
        {"evaluate": "() => window.__hide(false)", "as": "_"},
        {"evaluate": LOCKS, "as": "seen again"},
        *last_hand,
        {"evaluate": LOCKS, "as": "won"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name, init=WAKE_LOCK)
    assert shown["playing"] == ["request screen"]
    assert shown["hidden"] == ["request screen", "release"]
    assert shown["seen again"] == ["request screen", "release", "request screen"]
    assert shown["won"] == ["request screen", "release", "request screen", "release"]
    one_hand: list[dict[str, Any]] = friday(tmp_path, hands=1)[1]
    without = drive(
        tmp_path,
        [*one_hand, {"readAll": "[data-total]", "as": "totals"}],
        browser=browser_name,
        init=NO_WAKE_LOCK,
    )
    assert without["totals"] == ["2,200", "675"]


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_a_half_entered_hand_is_kept_through_a_reload_and_cancel_asks_before_forgetting_it(
    browser_name: str, tmp_path: Path
) -> None:
    _page, steps = friday(tmp_path, hands=1)
    steps += [
        {"type": "#miles-a", "text": "750"},
        pill("a", "safeties", 2),
        {"reload": True},
        {"read": "#editor-heading", "as": "heading"},
        {"read": "#miles-a", "as": "miles"},
        {
            "evaluate": "() => document.querySelector('input[name=safeties-a]:checked').value",
            "as": "safeties",
        },
        {"tap": "#cancel-hand"},
        {"evaluate": "() => document.getElementById('editor').hidden", "as": "kept open"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name, dismiss=True)
    assert (shown["heading"], shown["miles"], shown["safeties"]) == ("Hand 2", "750", "2")
    assert shown["dialogs"] == [say("page_cancel_confirm", EN)]
    assert shown["kept open"] is False  # No: the typing stays


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_a_race_starts_without_a_number_and_a_game_is_one_tap_on_its_winner(
    browser_name: str, tmp_path: Path
) -> None:
    edition = EDITIONS["dujardin-2025"]
    page = write_page(tmp_path, edition, edition.setup(3), lang=EN)
    steps: list[dict[str, Any]] = [
        *started(page, ("Papi", "Mamie", "Léa")),
        {"mark": "setup"},
    ]
    for winner in ("b", "b", "c"):
        steps += [{"tap": f"button[data-winner={winner}]"}, {"mark": "game"}]
    steps += [
        {"tap": "#new-hand"},
        {"tap": "button.trip[data-side=a]"},
        {"type": "#miles-b", "text": "875"},
        {"type": "#miles-c", "text": "300"},
        {"tap": "#save-hand"},
        {"readAll": "[data-total]", "as": "totals"},
        {"readAll": "[data-mark]", "as": "marks"},
        {"read": "#log-text", "as": "log"},
        {"evaluate": "() => document.getElementById('setup').hidden", "as": "started"},
    ]
    shown = drive(tmp_path, steps, browser=browser_name)
    games = [mark for mark in shown["effort"] if mark["mark"] == "game"]
    assert [(g["taps"], g["digits"], g["scrolls"]) for g in games] == [(1, 0, 0)] * 3
    assert shown["totals"] == ["1", "2", "1"]
    assert shown["marks"] == ["", f"▲ {say('page_leading', EN)}", ""]  # who leads, in words
    assert "a = { miles = 0 }\nb = { miles = 1000 }\nc = { miles = 0 }" in shown["log"]
    assert "a = { miles = 1000 }\nb = { miles = 875 }\nc = { miles = 300 }" in shown["log"]


def test_a_page_made_for_other_names_opens_on_its_own_names_the_match_in_progress_listed(
    tmp_path: Path,
) -> None:
    match, _ = log_setup(FRIDAY)
    (tmp_path / "ours").mkdir()
    (tmp_path / "theirs").mkdir()
    ours = write_page(tmp_path / "ours", match.edition, match.setup)
    theirs = write_page(tmp_path / "theirs", match.edition, match.setup, names=("Zoé & Hugo", "Léa & Sam"))
    steps = [
        *tapping(match._replace(hands=match.hands[:1]), ours),
        {"goto": str(theirs)},
        {"read": "#other-match", "as": "note"},
        {
            "evaluate": "() => ['a', 'b'].map((side) => document.getElementById(`name-${side}`).value)",
            "as": "names",
        },
        {"tap": "#match-list button[data-act=open]"},
        {"evaluate": HANDS, "as": "opened"},
    ]
    shown = drive(tmp_path, steps)
    assert shown["note"] == say("page_other_match", EN, names="Ana & Cleo and Ben & Dev")
    assert shown["names"] == ["Zoé & Hugo", "Léa & Sam"]
    assert shown["opened"] == ["Hand 1Ana & Cleo 2,200, Ben & Dev 675won by Ana & Cleo"]
