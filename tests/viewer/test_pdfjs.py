"""The fillable sheet adds itself up in a real viewer: pdf.js, in headless Chromium.

``fill.mjs`` opens the sheet in pdf.js's viewer components with its
scripting sandbox, types the names and each side's miles, ticks the boxes a
player ticks (safeties, coups fourrés, 200s, the lines that apply), marks a
game's winner, reads back what the form's calculation scripts computed and
saves the sheet as pdf.js does. The totals shown must be
``bornes score --json``'s for the same match, and ``bornes import`` of the
saved sheet must give that match again, with no total to query: the family
on a tablet and the organiser's report agree. The saved sheet, opened in
PDFium (pypdfium2) and poppler, must show in every box what pdf.js showed
(``saved.py``), and miles the rules refuse are refused where they are typed.

Needs Chromium (Debian's ``chromium``) and ``npm ci`` in this folder
(``pdfjs-dist``, ``playwright-core``); ``.ci/run`` installs both. Locally the
test skips, saying why, when either is missing; in CI (``CI=true``) it never
skips.
"""

from __future__ import annotations

import json
import os
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.form_format import TAGS
from generator.matchlog.write import log_text
from generator.rules import Match
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.i18n import say
from generator.text.languages import FR
from tests.matchlog.sheetfill import filled_values, known_match, played
from tests.viewer.browser import CHROMIUM, HERE, require
from tests.viewer.saved import as_words, needs_appearances, pdfium_shows, poppler_shows, text_boxes

CASES = [
    ("parker-brothers", 2),  # 700 miles, the extension called, made and failed
    ("dujardin-classic", 3),  # the Capot once per side without distance
    ("dujardin-2014", 2),  # a coup fourré's 200 instead of its safety's 100, 1,000 or more
    ("dujardin-2024", 4),  # the hand's winner by distance, four alone
    ("dujardin-2025", 2),  # a race: games won
]


class Filled(NamedTuple):
    """One case filled in pdf.js: its match, what the viewer showed, and the folder of its files."""

    match: Match
    done: subprocess.CompletedProcess[str]
    folder: Path


def fill_in_pdfjs(edition_id: str, players: int, folder: Path) -> Filled:
    """The case's known match typed and ticked into its fillable sheet in pdf.js, as a player would."""
    edition: Edition = EDITIONS[edition_id]
    setup: Setup = edition.setup(players)
    match = known_match(edition, setup)
    result = played(match)
    sheet = folder / "sheet.pdf"
    sheet.write_bytes(
        sheet_pdf(edition, setup, lang=edition.language, paper="a4", hands=len(match.hands), fillable=True)
    )
    values = filled_values(result)
    race = edition.scoring is None
    prefix = "g" if race else "h"
    facts = ("distance",)
    actions: dict[str, object] = {
        "type": {f"names.{TAGS[i]}": side.name for i, side in enumerate(match.sides)}
        | {name: value for name, value in values.items() if name.endswith(facts)},
        "tick": [name for name, value in values.items() if value == "/Yes"],
        "choose": [
            [name, TAGS.index(value.lstrip("/"))]
            for name, value in values.items()
            if name.endswith(".won") and value.startswith("/")
        ],
        "read": [
            f"{prefix}{number}.{TAGS[index]}.{key}"
            for number in range(1, len(match.hands) + 1)
            for index in range(setup.sides)
            for key in (("games_won",) if race else ("total", "running"))
        ]
        + [f"names.{TAGS[i]}" for i in range(setup.sides)],
    }
    return Filled(match, fill_mjs(sheet, actions, folder, save=folder / "saved.pdf"), folder)


def fill_mjs(
    sheet: Path, actions: dict[str, object], folder: Path, save: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """``fill.mjs`` run on ``sheet`` with ``actions`` (written into ``folder``), saving to ``save``."""
    (folder / "actions.json").write_text(json.dumps(actions), "utf-8")
    return subprocess.run(
        ["node", str(HERE / "fill.mjs"), str(sheet), str(folder / "actions.json")],
        capture_output=True,
        text=True,
        timeout=240,
        check=False,
        env={**os.environ, "CHROMIUM": CHROMIUM} | ({"SAVE": str(save)} if save is not None else {}),
    )


@pytest.fixture(scope="module")
def filled(tmp_path_factory: pytest.TempPathFactory) -> dict[tuple[str, int], Filled]:
    """Every case filled in pdf.js, two at a time: the viewer mostly waits (keystrokes are typed 60 ms
    apart, as a person types), so two browsers take little more time than one."""
    require("the viewer test", "pdfjs-dist", "playwright-core")
    folders = [tmp_path_factory.mktemp(f"{edition_id}-{players}") for edition_id, players in CASES]
    with ThreadPoolExecutor(2) as pool:
        runs = pool.map(fill_in_pdfjs, *zip(*CASES, strict=True), folders)
        return dict(zip(CASES, runs, strict=True))


@pytest.mark.parametrize(("edition_id", "players"), CASES)
def test_the_form_computes_the_scoring_modules_totals_in_pdfjs(
    edition_id: str, players: int, filled: dict[tuple[str, int], Filled]
) -> None:
    match, done, folder = filled[edition_id, players]
    edition = match.edition
    race = edition.scoring is None
    prefix = "g" if race else "h"
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)["read"]
    for index, side in enumerate(match.sides):
        assert shown.pop(f"names.{TAGS[index]}") == side.name  # typed text, as typed
    log = folder / "match.toml"
    log.write_text(log_text(match), "utf-8")
    scored = json.loads(CliRunner().invoke(main, ["score", str(log), "--json"]).stdout)
    expected = {}
    for number, hand in enumerate(scored["hands"], start=1):
        for index, side in enumerate(scored["sides"]):
            base = f"{prefix}{number}.{TAGS[index]}"
            if race:
                expected[f"{base}.games_won"] = hand["running"][side["id"]]
            else:
                expected[f"{base}.total"] = hand["scores"][side["id"]]["total"]
                expected[f"{base}.running"] = hand["running"][side["id"]]
    digits = {name: int("".join(ch for ch in text if ch.isdigit())) for name, text in shown.items()}
    assert digits == expected
    # Numbers show with the language's thousands separator, as on the paper sheet.
    separator = "," if edition.language == "en" else "\u202f"
    assert all(separator in text for name, text in shown.items() if digits[name] >= 1000)
    # The sheet as pdf.js saves it imports to the same match, with no total to query.
    imported = CliRunner().invoke(main, ["import", str(folder / "saved.pdf"), "-o", str(folder / "in.toml")])
    assert imported.exit_code == 0, imported.output
    assert imported.stderr == ""
    again = json.loads(CliRunner().invoke(main, ["score", str(folder / "in.toml"), "--json"]).stdout)
    assert again == scored


@pytest.mark.parametrize(("edition_id", "players"), CASES)
def test_the_saved_sheet_shows_in_pdfium_and_poppler_what_pdfjs_showed(
    edition_id: str, players: int, filled: dict[tuple[str, int], Filled]
) -> None:
    # Every box's appearance as pdf.js wrote it when saving, read back by two other engines: a
    # French total of 1 000 or more once had none (U+202F missing from the form's font), and
    # poppler and PDFium drew it again as "4700".
    require("the saved sheet's test", commands=("pdftotext",))
    _, done, folder = filled[edition_id, players]
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout)["shown"]
    saved = folder / "saved.pdf"
    assert not needs_appearances(saved)
    boxes = text_boxes(saved)
    assert {box.name for box in boxes} == set(shown)
    expected = [shown[box.name] for box in boxes]
    assert sum(1 for text in expected if "\u202f" in text or "," in text) >= 2  # numbers of 1,000 or more
    assert pdfium_shows(saved, boxes) == expected
    assert poppler_shows(saved, boxes) == [as_words(text) for text in expected]


def test_miles_the_rules_refuse_are_refused_where_they_are_typed_with_the_reason(tmp_path: Path) -> None:
    require("the viewer test", "pdfjs-dist", "playwright-core")
    edition = EDITIONS["parker-brothers"]
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(sheet_pdf(edition, edition.setup(2), lang=FR, paper="a4", hands=2, fillable=True))
    typed = {
        "h1.A.distance": "130",  # not a multiple of 25
        "h1.B.distance": "7x5",  # the x refused as it is typed
        "h2.A.distance": "1025",  # past the longest trip (1 000, with the extension)
        "h2.B.distance": "725",  # allowed: the extension's trip
        "names.A": "Łéa",  # Ł: a letter the form's font cannot draw
    }
    done = fill_mjs(sheet, {"type": typed, "read": list(typed)}, tmp_path)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    shown = result["shown"]
    assert result["read"] == {
        "h1.A.distance": "",
        "h1.B.distance": "75",
        "h2.A.distance": "",
        "h2.B.distance": "725",
        "names.A": "éa",
    }
    # A refused value adds nothing up: the side's totals stay empty until its miles are allowed.
    assert (shown["h1.A.total"], shown["h1.B.total"]) == ("", "75")
    assert (shown["h2.A.running"], shown["h2.B.running"]) == ("", "800")
    miles = "Bornes\u00a0: des chiffres seulement, un multiple de 25, de 0 à 1\u202f000."
    assert result["alerts"] == [miles, miles, miles, say("form_text_check", FR)]


def test_a_leading_zero_typed_is_dropped_as_shown_saved_and_imported(tmp_path: Path) -> None:
    # "0700" once showed "0,700" / "0 700" and was saved so.
    require("the viewer test", "pdfjs-dist", "playwright-core")
    edition = EDITIONS["parker-brothers"]
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(sheet_pdf(edition, edition.setup(2), lang=FR, paper="a4", hands=1, fillable=True))
    typed = {"names.A": "Ana", "names.B": "Ben", "h1.A.distance": "0700", "h1.B.distance": "0300"}
    read = ["h1.A.distance", "h1.B.distance", "h1.A.running", "h1.B.running"]
    saved = tmp_path / "saved.pdf"
    actions: dict[str, object] = {"type": typed, "tick": ["h1.A.trip_1", "h1.A.safe_trip_1"], "read": read}
    done = fill_mjs(sheet, actions, tmp_path, save=saved)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["read"] == {
        "h1.A.distance": "700",
        "h1.B.distance": "300",
        "h1.A.running": "1\u202f400",
        "h1.B.running": "300",
    }
    log = tmp_path / "in.toml"
    imported = CliRunner().invoke(main, ["import", str(saved), "-o", str(log)])
    assert imported.exit_code == 0, imported.output
    assert imported.stderr == ""
    scored = json.loads(CliRunner().invoke(main, ["score", str(log), "--json"]).stdout)
    assert scored["hands"][0]["running"] == {"a": 1400, "b": 300}
