"""Names that look the same are the same or refused; the worst inputs under the limits.

The worst inputs that can be built under the limits of ``generator.inputs``
and ``generator.files`` are built here (``WORST``): each is parsed or refused
with one line, and those that ``tomllib`` would take quadratic time over are
refused before it sees them. How long each takes is measured, not asserted:
``python benchmarks/inputs.py`` times every case.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.errors import LogError
from generator.files import MAX_INPUT_BYTES
from generator.inputs import MAX_ITEMS, parse_toml
from generator.matchlog.parse import parse_result
from generator.report.season_report import season_report
from generator.stats.season import season
from generator.text.languages import EN
from tests.hardening.test_bad_inputs import assert_one_line_error

# One agreed hand, so each match is finished: a season ranks finished matches only.
HEAD = 'edition = "parker-brothers"\nplayers = 4\nfixed_hands = 1\n'
HAND = "[[hands]]\nns = { miles = 1000, two_hundreds = 0 }\new = { miles = 25 }\n"


def _log(ns: str, ew: str) -> str:
    return f'{HEAD}[sides]\nns = "{ns}"\new = "{ew}"\n{HAND}'


def test_a_name_is_read_in_nfc_and_trimmed() -> None:
    result = parse_result(_log("Zoe\\u0308  ", "Ben"), "x.toml")
    assert result.match.sides[0].name == "Zoë"


def test_a_season_counts_a_side_once_however_its_name_was_typed() -> None:
    one = parse_result(_log("Zoe\\u0308", "Ben"), "one.toml")
    two = parse_result(_log(" Zoë", "Ben "), "two.toml")
    report = season_report(season([("one", one), ("two", two)]), EN)
    names = [row.cells[1] for row in report.standings.rows]
    assert sorted(names) == ["Ben", "Zoë"], names


@pytest.mark.parametrize("name", ["Ana\\u200b", "\\u2066Ana", "Ana\\u00ad", "An\\u2028a"])
def test_a_name_with_an_invisible_character_is_refused_naming_the_side(name: str) -> None:
    with pytest.raises(LogError, match="the name of side 'ns' has an invisible or control character"):
        parse_result(_log(name, "Ben"), "x.toml")


def _fill(unit: str, before: str = "x = [", after: str = "]") -> str:
    """As many ``unit`` as the limits let through (items, then bytes)."""
    per_unit = sum(unit.count(mark) for mark in "=,[{")
    count = min((MAX_ITEMS - 4) // max(per_unit, 1), (MAX_INPUT_BYTES - 20) // len(unit))
    return before + unit * count + after


def _distinct(unit: str) -> str:
    """As many ``unit`` (each with its own number) as the limits let through."""
    parts: list[str] = []
    size = items = 0
    per_unit = sum(unit.count(mark) for mark in "=,[{")
    while True:
        part = unit.format(len(parts))
        if size + len(part) > MAX_INPUT_BYTES - 20 or items + per_unit > MAX_ITEMS - 4:
            return "".join(parts)
        parts.append(part)
        size, items = size + len(part), items + per_unit


WORST = {
    "a 200 KB dotted header": "[" + ".".join(["a"] * 100_000) + "]\n",
    "a dotted key": ".".join(["a"] * 100_000) + " = 1\n",
    "a long array": _fill("1,"),
    "nested arrays in an array": _fill("[1],"),
    "inline tables in an array": _fill("{a=1},"),
    "many tables": _fill("[t]\n", before="", after=""),
    "many subtables": _fill("[x.a]\n", before="", after=""),
    "many hands": _fill("[[hands]]\n", before="", after=""),
    "many keys": _fill("k = 1\n", before="", after=""),
    "many dotted keys": _fill("x.y.z = 1\n", before="", after=""),
    "many distinct tables": _distinct("[t{}]\n"),
    "many distinct subtables": _distinct("[x.t{}]\n"),
    "many distinct keys": _distinct("k{} = 1\n"),
    "many distinct inline keys": "x = {" + _distinct("k{}=1,")[:-1] + "}",
    "a long string": 'x = "' + "\\u0041" * (MAX_INPUT_BYTES // 6 - 2) + '"',
    "a long comment": "#" * (MAX_INPUT_BYTES - 1),
}


REFUSED_BEFORE_PARSING = {"a 200 KB dotted header", "a dotted key"}
"""The cases ``tomllib`` takes time in the square of their length over: refused before it reads them."""


@pytest.mark.slow
@pytest.mark.parametrize("case", list(WORST))
def test_the_worst_input_under_the_limits_is_read_or_refused_in_one_line(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = WORST[case]
    assert len(text.encode()) <= MAX_INPUT_BYTES
    if case in REFUSED_BEFORE_PARSING:
        monkeypatch.setattr("tomllib.loads", _never)
    try:
        parse_toml(text, "x.toml", LogError)
    except LogError as error:
        assert "\n" not in str(error)
    else:
        assert case not in REFUSED_BEFORE_PARSING, case


def _never(_text: str) -> None:
    raise AssertionError("tomllib was given a text the structure check should have refused")


def test_more_items_than_the_limit_are_refused_before_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "x = [" + "1," * (MAX_ITEMS + 1) + "]"
    monkeypatch.setattr("tomllib.loads", _never)
    with pytest.raises(LogError, match="has more than 300,000 TOML items"):
        parse_toml(text, "x.toml", LogError)


@pytest.mark.parametrize("title", ["Version 1.2.3.4.5.6.7.8.9", "a.b.c.d.e.f.g.h.i.j = k"])
def test_a_value_with_many_dots_is_not_taken_for_a_long_dotted_key(title: str) -> None:
    parsed = parse_toml(f'title = "{title}"\n', "x.toml", LogError)
    assert parsed["title"] == title


def test_a_10000_hand_log_is_within_the_limits(tmp_path: Path) -> None:
    from tests.hardening.test_bad_inputs import write_long_log

    log = tmp_path / "marathon.toml"
    write_long_log(log, 10_000)
    assert log.stat().st_size < MAX_INPUT_BYTES
    parse_toml(log.read_text("utf-8"), str(log), LogError)


def test_a_200_kb_dotted_header_is_one_line_through_the_command(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "dots.toml"
    log.write_text(WORST["a 200 KB dotted header"], "utf-8")
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "has more than 8 parts")


@pytest.mark.slow
def test_the_longest_names_allowed_still_print_well(runner: CliRunner, tmp_path: Path) -> None:
    from generator.inputs import MAX_NAME_LENGTH, MAX_RULES_NAME_LENGTH, MAX_TITLE_LENGTH

    rules = tmp_path / "h.toml"
    rules_name = ("Maison Dupont-Lefebvre " * 10)[:MAX_RULES_NAME_LENGTH]
    rules.write_text(f'name = "{rules_name}"\nbase = "parker-brothers"\n', "utf-8")
    names = ["W" * 25 + " " + "M" * (MAX_NAME_LENGTH - 26), "É" * MAX_NAME_LENGTH, "Ω" * MAX_NAME_LENGTH]
    log = tmp_path / "m.toml"
    log.write_text(
        f'edition = "parker-brothers"\nplayers = 6\ntitle = "{"T" * MAX_TITLE_LENGTH}"\nrules = "h.toml"\n'
        "[sides]\n"
        + "".join(f'{side} = "{name}"\n' for side, name in zip("abc", names, strict=True))
        + "[[hands]]\na = { miles = 700, two_hundreds = 0 }\nb = { miles = 25 }\nc = { miles = 0 }\n",
        "utf-8",
    )
    for args in (
        ["cards", "--rules", str(rules), "-o", str(tmp_path / "c.pdf")],
        ["cards", "--rules", str(rules), "--lang", "fr", "-o", str(tmp_path / "f.pdf")],
        ["report", str(log), "-o", str(tmp_path / "r.pdf")],
        ["chart", str(log), "-o", str(tmp_path / "r.png")],
    ):
        result = runner.invoke(main, args)
        assert result.exit_code == 0, result.output
        assert result.stderr == "", result.stderr
