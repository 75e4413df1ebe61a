"""The phone sheet as a file: self-contained, the same bytes each time, every number from the rules.

What it does in a browser is ``tests/viewer/test_phone.py``'s; here, what it is.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.files import load_house_rules
from generator.inputs import INVISIBLE, MAX_HANDS, MAX_NAME_LENGTH, MAX_TARGET, MAX_TITLE_LENGTH
from generator.rules.editions import EDITIONS, Edition, Scoring, Setup
from generator.rules.questions import questions
from generator.sheets.page_data import (
    EDITION_FIELDS,
    SCORING_FIELDS,
    SETUP_FIELDS,
    casefold_record,
    rules_record,
)
from generator.sheets.sheet_html import sheet_html
from generator.text.languages import EN, FR
from tests.conftest import EXAMPLES

HOUSE = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
ALL = [*EDITIONS.values(), HOUSE]


class _Page(HTMLParser):
    """The page's tags, attributes and inline scripts and styles, as a browser reads them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.blocks: dict[str, list[str]] = {"script": [], "style": []}
        self._in: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        self._in = tag if tag in self.blocks else None

    def handle_endtag(self, tag: str) -> None:  # noqa: ARG002 (HTMLParser's signature)
        self._in = None

    def handle_data(self, data: str) -> None:
        if self._in is not None:
            self.blocks[self._in].append(data)


def read(page: bytes) -> _Page:
    parsed = _Page()
    parsed.feed(page.decode("utf-8"))
    return parsed


def data_block(page: bytes) -> dict[str, Any]:
    found = re.search(rb'<script type="application/json" id="bornes-data">(.*?)</script>', page, re.S)
    assert found is not None
    return dict(json.loads(found[1]))


def test_every_field_of_the_rules_records_is_read_by_the_page_or_said_to_change_no_score() -> None:
    # A rule added to an edition must be taught to the page (or said to change no score) before it ships.
    assert set(Edition._fields) == set(EDITION_FIELDS)
    assert set(Scoring._fields) == set(SCORING_FIELDS)
    assert set(Setup._fields) == set(SETUP_FIELDS)


@pytest.mark.parametrize("edition", ALL, ids=lambda e: e.house_rules or e.id)
def test_the_rules_record_is_the_rules_module_s(edition: Edition) -> None:
    for setup in edition.setups:
        record = rules_record(edition, setup)
        assert record["setup"] == setup._asdict()
        if edition.scoring is None:
            assert record["scoring"] is None
        else:
            values = edition.scoring.values
            assert record["scoring"]["values"] == {line.value: value for line, value in values.items()}
            assert record["scoring"]["lines"] == [line.value for line in edition.scoring.lines]


@pytest.mark.parametrize("edition", ALL, ids=lambda e: e.house_rules or e.id)
def test_each_side_has_a_box_for_each_row_of_the_question_table_and_no_other(edition: Edition) -> None:
    for setup in edition.setups:
        made = sheet_html(edition, setup, lang=edition.language)
        tags = read(made).tags
        asked = [question.fact for question in questions(edition, setup)]
        for side in (side["id"] for side in data_block(made)["sides"]):
            # Each side's own questions in its box, then the questions asked once every side has answered.
            boxes = [a["data-question"] for _, a in tags if "data-question" in a and a["data-for"] == side]
            assert boxes == asked, setup.id
            inputs = [a.get("data-fact") for t, a in tags if t == "input" and a.get("data-side") == side]
            assert list(dict.fromkeys(fact for fact in inputs if fact is not None)) == asked, setup.id


@pytest.mark.parametrize("edition", ALL, ids=lambda e: e.house_rules or e.id)
def test_the_page_loads_nothing_and_runs_only_its_own_script_and_style(edition: Edition) -> None:
    page = sheet_html(edition, edition.default_setup, lang=edition.language)
    parsed = read(page)
    for tag, attrs in parsed.tags:
        assert "src" not in attrs, tag
        assert tag != "link"
        assert not any(value and "://" in value for value in attrs.values()), (tag, attrs)
    policy = next(a["content"] for t, a in parsed.tags if t == "meta" and a.get("http-equiv"))
    assert policy is not None
    assert "default-src 'none'" in policy
    script, style = parsed.blocks["script"][-1], parsed.blocks["style"][0]
    for kind, text in (("script", script), ("style", style)):
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert f"{kind}-src 'sha256-{digest}'" in policy


def test_the_same_inputs_give_the_same_bytes() -> None:
    edition = EDITIONS["winning-moves"]
    made = [sheet_html(edition, edition.setup(3), lang=FR, names=("Léa", "Sam", "Zoé")) for _ in range(2)]
    assert made[0] == made[1]


def test_a_name_can_neither_end_the_data_block_nor_add_markup() -> None:
    edition = EDITIONS["parker-brothers"]
    names = ("</script><script>alert(1)</script>", "<b>Ben & Dev</b>")
    page = sheet_html(edition, edition.default_setup, lang=EN, names=names)
    assert b"<script>alert" not in page
    assert b"<b>Ben" not in page
    assert [side["name"] for side in data_block(page)["sides"]] == list(names)
    inputs = [a for t, a in read(page).tags if t == "input" and (a.get("id") or "").startswith("name-")]
    assert [a["value"] for a in inputs] == list(names)


def test_house_rules_give_their_values_and_their_file_to_the_exported_log() -> None:
    page = sheet_html(HOUSE, HOUSE.default_setup, lang=EN, rules_file="swapped-bonuses.toml")
    data = data_block(page)
    assert data["log"] == {
        "edition": "parker-brothers",
        "rules": "swapped-bonuses.toml",
        "value_keys": ["edition", "players", "title", "date", "target", "fixed_hands", "first_to", "rules"],
        "side_keys": [
            "miles",
            "safeties",
            "coups_fourres",
            "two_hundreds",
            "delayed",
            "extension",
            "hundreds_played",
        ],
    }
    values = data["rules"]["scoring"]["values"]
    assert (values["safe_trip"], values["shutout"]) == (500, 300)


def test_sheet_html_writes_the_page_under_its_default_name(
    tmp_path: Path, runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(main, ["sheet", "--edition", "dujardin-2024", "--players", "3", "--html"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == str(Path("output") / "sheet-dujardin-2024-3p-3x1-fr.html")
    assert b'<html lang="fr">' in (tmp_path / result.output.strip()).read_bytes()


def test_sheet_html_refuses_the_options_of_paper(runner: CliRunner, tmp_path: Path) -> None:
    for option in (["--paper", "a4"], ["--fillable"], ["--hands", "3"]):
        result = runner.invoke(
            main, ["sheet", "--edition", "parker-brothers", "--html", "-o", str(tmp_path / "x.html"), *option]
        )
        assert result.exit_code == 2
        assert f"{option[0]} has no effect with --html" in result.output
    assert not (tmp_path / "x.html").exists()


def test_two_sheets_keep_their_matches_apart_and_one_sheet_keeps_its_own_across_copies(
    tmp_path: Path,
) -> None:
    def house(value: int, name: str = "") -> Edition:
        path = tmp_path / f"house-{value}-{len(name)}.toml"
        named = f'name = "{name}"\n' if name else ""
        path.write_text(f'{named}base = "parker-brothers"\n\n[scoring]\nsafe_trip = {value}\n', "utf-8")
        return load_house_rules(path)

    def key(edition: Edition, rules: str | None = None, setup: int = 2) -> str:
        return str(
            data_block(sheet_html(edition, edition.setup(setup), lang=EN, rules_file=rules))["storage_key"]
        )

    # Two house-rules files without a name on one base: one name in the file's, other values.
    assert key(house(500), "a.toml") != key(house(400), "a.toml")
    assert key(house(500), "a.toml") != key(house(500), "b.toml")  # the log names another file
    assert key(EDITIONS["parker-brothers"]) != key(EDITIONS["parker-brothers"], setup=3)
    # The same sheet made again (another copy, other names) keeps its matches.
    made = [
        sheet_html(HOUSE, HOUSE.default_setup, lang=lang, names=names)
        for lang, names in ((EN, None), (FR, ("Léa", "Sam")))
    ]
    assert data_block(made[0])["storage_key"] == data_block(made[1])["storage_key"]


def test_the_page_s_case_folding_is_python_s() -> None:
    record = casefold_record()
    folded: dict[int, str] = {}
    for first, count, shift, stride in record["runs"]:
        for index in range(count):
            folded[first + index * stride] = chr(first + index * stride + shift)
    folded.update({int(code): text for code, text in record["many"].items()})
    for text in ("Straße", "STRASSE", "ﬁx", "FIX", "ΣΊΣΥΦΟΣ", "İstanbul", "Ǆemal", "ＡＢＣ", "ꭰ"):
        assert "".join(folded.get(ord(char), char) for char in text) == text.casefold(), text
    every = [chr(code) for code in range(0x110000) if not 0xD800 <= code <= 0xDFFF]
    assert all(folded.get(ord(char), char) == char.casefold() for char in every)


def test_the_page_takes_the_log_reader_s_limits() -> None:
    limits = data_block(sheet_html(HOUSE, HOUSE.default_setup, lang=EN))["limits"]
    assert (limits["name"], limits["title"], limits["target"], limits["hands"]) == (
        MAX_NAME_LENGTH,
        MAX_TITLE_LENGTH,
        MAX_TARGET,
        MAX_HANDS,
    )
    assert limits["years"] == [datetime.MINYEAR, datetime.MAXYEAR]
    assert set(limits["invisible"]) == INVISIBLE


@pytest.mark.parametrize("kind", ["--html", "--fillable"])
@pytest.mark.parametrize(
    ("names", "message"),
    [
        (("Straße", "STRASSE"), "are one name"),
        (("Ana & Cleo", "Ana & Dev"), "plays in sides 1 and 2"),
        (("Ana & Cleo", "Ana"), "counts as one player, who plays in side 1"),
    ],
)
def test_sheet_refuses_names_the_page_or_import_would_refuse(
    kind: str, names: tuple[str, str], message: str, runner: CliRunner, tmp_path: Path
) -> None:
    out = tmp_path / ("x.html" if kind == "--html" else "x.pdf")
    args = ["sheet", "--edition", "parker-brothers", "--players", "4", kind, "-o", str(out)]
    result = runner.invoke(main, [*args, "--names", names[0], "--names", names[1]])
    assert result.exit_code == 2, result.output
    assert message in result.output
    assert not out.exists()
