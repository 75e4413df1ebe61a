"""Every screen of the phone sheet at 360, 390 and 768 px, in English and French, light and dark, in
Chromium and Firefox ESR: axe-core finds no violation (WCAG 2.2 AA and its best practices, contrast
included), nothing scrolls sideways but a table in its box (its first column kept in view, a shadow
saying it scrolls), every control has a name and room for a finger, and a short name is never broken
mid-word.

Each run walks one page through its states by taps and keys: the setup, a name refused, a hand with a
refusal and with the winner's question, the result with its race and every hand, the names form, the
matches kept, and a race of four short names with its games and its result. With ``BORNES_SCREENSHOTS``
set to a folder, each state's screenshot is kept there, to look at.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from generator.rules.editions import EDITIONS
from generator.text.i18n import say
from generator.text.languages import EN, FR, Lang
from tests.viewer.browser import require
from tests.viewer.phone_steps import BROWSERS, FRIDAY, drive, log_setup, tapping, write_page
from tests.viewer.test_report_page import CUE, edge_darkness


@pytest.fixture(scope="module", autouse=True)
def browser() -> None:
    require("the phone sheet's test", "puppeteer-core", "axe-core", firefox=True)


WIDTHS = {360: 740, 390: 844, 768: 1024}
"""The screens: two phones and a tablet held upright (width: height)."""

RUNS = [
    ("chromium", 360, EN, "light"),
    ("chromium", 390, FR, "dark"),
    ("chromium", 768, EN, "dark"),
    ("firefox", 360, FR, "dark"),
    ("firefox", 390, EN, "light"),
    ("firefox", 768, FR, "light"),
]
"""Each browser at each width, each in both languages and both themes, and each language in both themes
in each browser: every pair of the four, in six runs (the whole product, 24 runs, would take CI a
quarter of an hour for nothing more a pair does not catch: a theme's colours do not depend on the width)."""

WIDTH = "() => document.documentElement.scrollWidth - window.innerWidth"

CONTROLS = """() => {
  const shown = (node) => node.getClientRects().length > 0 && getComputedStyle(node).visibility !== "hidden";
  const problems = [];
  for (const box of document.querySelectorAll("input, textarea, button, summary")) {
    if (!shown(box) && !(box.type === "radio" || box.type === "checkbox")) continue;
    const label = box.labels && box.labels.length ? box.labels[0].textContent.trim() : "";
    const named = label || box.getAttribute("aria-label") || box.textContent.trim();
    if (!named) problems.push(`no name: ${box.outerHTML.slice(0, 80)}`);
    if (box.tabIndex > 0) problems.push(`tabindex: ${box.id}`);
    const target = box.type === "radio" || box.type === "checkbox" ? box.closest("label") : box;
    const rect = target.getBoundingClientRect();
    if (shown(target) && (rect.width < 44 || rect.height < 44)) {
      const what = box.id || box.name || box.textContent.trim().slice(0, 20);
      problems.push(`small: ${what} ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
  }
  return problems;
}"""

WHOLE_NAMES = """() => Array.from(document.querySelectorAll("table.totals th.side-name"), (cell) => {
  const range = document.createRange();
  range.selectNodeContents(cell);
  return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
})"""
"""How many lines each side's name takes in the standings."""


def check(state: str, keep: Path | None, tag: str) -> list[dict[str, Any]]:
    """The checks of one state: axe, the page's width, its controls (and a screenshot to keep)."""
    steps: list[dict[str, Any]] = [
        {"axe": state, "as": f"axe {state}"},
        {"evaluate": WIDTH, "as": f"wider {state}"},
        {"evaluate": CONTROLS, "as": f"controls {state}"},
    ]
    if keep is not None:
        steps.append({"screenshot": str(keep / f"{tag}-{state}.png"), "fullPage": True})
    return steps


STATES = (
    "setup",
    "name refused",
    "hand refused",
    "hand asked",
    "result",
    "names",
    "kept",
    "race",
    "race result",
)


def race_page(folder: Path, lang: Lang) -> Path:
    """A Dujardin 2025 race's page for four sides."""
    edition = EDITIONS["dujardin-2025"]
    return write_page(folder, edition, edition.setups_for(players=4, sides=4)[0], lang=lang)


def race_games(race: Path) -> list[dict[str, Any]]:
    """A race of four short names, first to 2 games won, and its first two games (Mamie's, Louis's)."""
    return [
        {"goto": str(race)},
        {"type": "#name-a", "text": "Papi"},
        {"type": "#name-b", "text": "Mamie"},
        {"type": "#name-c", "text": "Louis"},
        {"type": "#name-d", "text": "Chloé"},
        {"tap": "label:has(> input[name=end][value=first_to])"},
        {"type": "#end-value", "text": "2"},
        {"tap": "#setup-form button[type=submit]"},
        {"tap": "button[data-winner=b]"},
        {"tap": "button[data-winner=c]"},
    ]


RACE_LAST_GAME: list[dict[str, Any]] = [
    {"tap": "#new-hand"},
    {"type": "#miles-a", "text": "700"},
    {"tap": "button.trip[data-side=b]"},
    {"type": "#miles-c", "text": "950"},
    {"type": "#miles-d", "text": "25"},
    {"tap": "#save-hand"},
]
"""The race's third game, its distances typed: Mamie's second win, the race's end."""


@pytest.mark.parametrize(("browser_name", "width", "lang", "scheme"), RUNS)
def test_every_screen_passes_axe_fits_and_has_controls_for_a_finger(
    browser_name: str, width: int, lang: Lang, scheme: str, tmp_path: Path
) -> None:
    keep = Path(os.environ["BORNES_SCREENSHOTS"]) if os.environ.get("BORNES_SCREENSHOTS") else None
    tag = f"{browser_name}-{width}-{lang}-{scheme}"
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup, lang=lang)
    entered = tapping(match, page)
    first_hand = next(index for index, step in enumerate(entered) if step.get("mark") == "setup") + 1
    race = race_page(tmp_path, lang)
    steps: list[dict[str, Any]] = [
        {"goto": str(page)},
        *check("setup", keep, tag),
        {"tap": "#setup-form button[type=submit]"},
        *check("name refused", keep, tag),
        *entered[1:first_hand],
        {"type": "#miles-a", "text": "1025"},
        *check("hand refused", keep, tag),
        {"tap": "button.trip[data-side=a]"},
        {"type": "#miles-b", "text": "575"},
        *check("hand asked", keep, tag),
        {"tap": "#cancel-hand"},
        {"tap": "#new-hand"},
        *entered[first_hand:],
        *check("result", keep, tag),
        {"tap": "#rename"},
        *check("names", keep, tag),
        {"tap": "#cancel-names"},
        {"tap": "#rematch"},
        {"tap": "#cancel-hand"},
        *check("kept", keep, tag),
        *race_games(race),
        *check("race", keep, tag),
        {"evaluate": WHOLE_NAMES, "as": "name lines"},
        *RACE_LAST_GAME,
        *check("race result", keep, tag),
    ]
    shown = drive(
        tmp_path,
        steps,
        browser=browser_name,
        viewport={"width": width, "height": WIDTHS[width]},
        mobile=width < 768,
        scheme=scheme,
        locale="fr-FR" if lang == "fr" else "en-GB",
    )
    for state in STATES:
        assert shown[f"axe {state}"] == [], (state, shown[f"axe {state}"])
        assert shown[f"wider {state}"] <= 0, f"{state}: {shown[f'wider {state}']} px wider than the screen"
        assert shown[f"controls {state}"] == [], (state, shown[f"controls {state}"])
    assert shown["name lines"] == [1, 1, 1, 1]  # "Papi", "Mamie", "Louis", "Chloé": each on one line


def test_the_dark_theme_is_dark(tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    colours = "() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]"
    steps = [{"goto": str(page)}, {"evaluate": colours, "as": "colours"}]
    light = drive(tmp_path, steps, scheme="light")["colours"]
    for browser_name in BROWSERS:
        dark = drive(tmp_path, steps, browser=browser_name, scheme="dark")["colours"]
        assert dark != light
        assert dark[0] == "rgb(18, 20, 23)", browser_name


def test_the_private_window_s_warning_passes_axe(tmp_path: Path) -> None:
    match, _ = log_setup(FRIDAY)
    page = write_page(tmp_path, match.edition, match.setup)
    steps = [
        *tapping(match._replace(hands=match.hands[:1]), page),
        {"wait": "#private-warning:not([hidden])"},
        {"axe": "private", "as": "axe"},
    ]
    for scheme in ("light", "dark"):
        assert drive(tmp_path, steps, browser="firefox", private=True, scheme=scheme)["axe"] == []


KEPT_COLUMN = """(box) => {
  const scroller = document.querySelector(box);
  const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
  scroller.scrollLeft = scroller.scrollWidth;
  const left = scroller.getBoundingClientRect().left;
  const cells = Array.from(scroller.querySelectorAll("tr"), (row) => row.children[0]);
  return {
    scrolls,
    scrolled: scroller.scrollLeft,
    texts: cells.map((cell) => cell.textContent),
    // Each first cell at the box's left edge, and on top of the cells scrolled under it.
    offsets: cells.map((cell) => Math.round(cell.getBoundingClientRect().left - left)),
    onTop: cells.map((cell) => {
      const rect = cell.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      return hit !== null && cell.contains(hit);
    }),
  };
}"""


@pytest.mark.parametrize("browser_name", BROWSERS)
def test_the_race_s_game_table_keeps_its_first_column_in_view_and_shows_that_it_scrolls(
    browser_name: str, tmp_path: Path
) -> None:
    box = "#result .scroll"
    steps = [
        *race_games(race_page(tmp_path, EN)),
        *RACE_LAST_GAME,
        {"screenshot": str(tmp_path / "start.png"), "element": box},
        {"evaluate": KEPT_COLUMN, "arg": box, "as": "kept"},
        {"screenshot": str(tmp_path / "end.png"), "element": box},
    ]
    shown = drive(tmp_path, steps, browser=browser_name, viewport={"width": 390, "height": 844})
    kept = shown["kept"]
    # Four sides do not fit at 390 px: the table scrolls, by more than the cue is wide.
    assert kept["scrolls"]
    assert kept["scrolled"] >= CUE
    # Scrolled to its end, the games' numbers and the total's label are still at the box's left edge.
    assert kept["texts"] == [say("match_number", EN), "1", "2", "3", say("games_won", EN)]
    assert all(abs(offset) <= 1 for offset in kept["offsets"]), kept["offsets"]
    assert all(kept["onTop"]), kept["onTop"]
    # The shadow at the right edge while more lies beyond, gone at the end.
    assert edge_darkness(tmp_path / "start.png") >= edge_darkness(tmp_path / "end.png") + 20
