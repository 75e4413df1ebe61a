"""`bornes score LOG... --csv`: a row per hand and side, every fact and line, for a spreadsheet."""

from __future__ import annotations

import csv
import io

from click.testing import CliRunner

from generator.cli import main
from generator.files import load_match
from generator.rules import play
from tests.conftest import EXAMPLES


def rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_csv_has_a_named_column_for_every_fact_and_line_and_plain_numbers(runner: CliRunner) -> None:
    log = EXAMPLES / "friday-night.toml"
    out = runner.invoke(main, ["score", str(log), "--csv"])
    assert out.exit_code == 0, out.output
    table = rows(out.stdout)
    result = play(load_match(log))
    assert len(table) == len(result.hands) * len(result.match.sides)
    first = table[0]
    assert first["log"] == "friday-night"
    assert first["title"] == "Friday night"
    assert first["hand"] == "1"
    assert first["name"] == "Ana & Cleo"
    assert first["won_hand"] == "1"
    assert first["delayed"] == "1"
    assert first["points_distance"] == "1000"
    assert first["points_trip"] == "400"
    assert first["hand_total"] == "2200"
    assert first["running_total"] == "2200"
    last = table[-1]
    assert last["running_total"] == str(result.totals["ew"])
    assert "," not in "".join(v for row in table for k, v in row.items() if k.startswith("points_"))


def test_a_season_of_logs_gives_one_table_with_each_row_s_title_and_date(runner: CliRunner) -> None:
    logs = [EXAMPLES / "friday-night.toml", EXAMPLES / "two-players-extension.toml"]
    out = runner.invoke(main, ["score", *map(str, logs), "--csv"])
    assert out.exit_code == 0, out.output
    table = rows(out.stdout)
    assert {(r["title"], r["date"]) for r in table} == {
        ("Friday night", "2026-11-27"),
        ("Sunday, two of us", "2026-11-29"),
    }
    called = [r for r in table if r["extension_called"] == "1"]
    assert [(r["name"], r["extension_made"]) for r in called] == [("Léa", "1"), ("Sam", "0")]


def test_several_logs_without_csv_are_refused(runner: CliRunner) -> None:
    logs = [EXAMPLES / "friday-night.toml", EXAMPLES / "two-players-extension.toml"]
    out = runner.invoke(main, ["score", *map(str, logs)])
    assert out.exit_code == 2
    assert "add --csv" in out.output
