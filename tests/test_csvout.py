"""`bornes score LOG... --csv`: a row per hand and side, every fact and line; a season's standings;
formulas neutralised."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.csvout import STANDINGS, Sheet, is_formula, neutral, season_tables, standings_rows, to_csv
from generator.matchlog.load import load_match
from generator.rules import SideFacts, play
from generator.spreadsheet import sheet_name, workbook
from generator.stats.season import season
from generator.summary import season_summary
from generator.text.languages import EN
from tests.conftest import EXAMPLES
from tests.stats.matches import miles, series, shared_rule


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


def test_several_logs_of_other_rules_without_csv_are_refused_as_a_season(runner: CliRunner) -> None:
    logs = [EXAMPLES / "friday-night.toml", EXAMPLES / "two-players-extension.toml"]
    out = runner.invoke(main, ["score", *map(str, logs)])
    assert out.exit_code == 1
    assert "a season's logs must all use the same rules" in out.stderr


FORMULAS = (
    "=1+1",
    '=HYPERLINK("http://evil.example/","Ana")',
    "+33 6",
    "-Bob",
    "@SUM(A1)",
    "\tTab",
    "\r=1+1",
    " =1+1",  # after spaces
    "\u200b=1+1",  # after an invisible character
    "\uff1d1+1",  # a full-width equals sign
)


@pytest.mark.parametrize("text", FORMULAS)
def test_a_text_cell_a_spreadsheet_would_calculate_gets_a_quote_before_it(text: str) -> None:
    assert is_formula(text)
    assert neutral(text) == "'" + text
    sheet = Sheet("t", ("name", "total"), ((text, -16), ("Ana", 3)))
    assert list(csv.reader(io.StringIO(to_csv(sheet)))) == [
        ["name", "total"],
        ["'" + text, "-16"],  # the number stays a number, its minus sign kept
        ["Ana", "3"],
    ]


def test_names_and_titles_from_a_log_are_neutralised_in_the_csv(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "evil.toml"
    log.write_text(EVIL_LOG, encoding="utf-8")
    out = runner.invoke(main, ["score", str(log), "--csv"])
    assert out.exit_code == 0, out.output
    table = rows(out.stdout)
    assert {r["name"] for r in table} == {"'=1+1", "'@Ben"}
    assert {r["title"] for r in table} == {'\'=HYPERLINK("http://evil.example/","Ana")'}


def test_a_carriage_return_inside_a_cell_is_quoted_so_no_row_and_formula_start_there() -> None:
    sheet = Sheet("t", ("name", "total"), (("Ana\r=1+1", 3), ("Ben", 4)))
    text = to_csv(sheet)
    assert text == 'name,total\n"Ana\r=1+1",3\nBen,4\n'
    assert list(csv.reader(io.StringIO(text, newline=""))) == [
        ["name", "total"],
        ["Ana\r=1+1", "3"],
        ["Ben", "4"],
    ]


def test_a_title_s_control_and_format_characters_are_kept_as_data_in_the_csv(
    runner: CliRunner, tmp_path: Path
) -> None:
    # An escape, a right-to-left override, a zero width space and a bell, as TOML escapes.
    log = tmp_path / "night.toml"
    escapes = "Night \\u001b[31m1\\u202e \\u200b\\u0007"
    log.write_text(EVIL_LOG.replace(EVIL_LOG.splitlines()[2], f'title = "{escapes}"'), encoding="utf-8")
    out = runner.invoke(main, ["score", str(log), "--csv"])
    assert out.exit_code == 0, out.output
    assert {r["title"] for r in rows(out.stdout_bytes.decode("utf-8"))} == {
        "Night \x1b[31m1\u202e \u200b\x07"
    }


EVIL_LOG = """edition = "winning-moves"
players = 2
title = '=HYPERLINK("http://evil.example/","Ana")'
fixed_hands = 1

[sides]
a = "=1+1"
b = "@Ben"

[[hands]]
a = { miles = 700, two_hundreds = 0 }
b = { miles = 300 }
"""


def test_a_season_s_csv_is_its_standings_as_the_report_ranks_them(runner: CliRunner, tmp_path: Path) -> None:
    # The same match played twice: two logs (one log given twice is counted once, and refused).
    logs = [EXAMPLES / "dujardin-2024.toml", tmp_path / "again.toml"]
    logs[1].write_bytes(logs[0].read_bytes())
    out = runner.invoke(main, ["score", *map(str, logs), "--season", "--csv"])
    assert out.exit_code == 0, out.output
    table = rows(out.stdout)
    assert list(table[0]) == list(STANDINGS)
    # Zoé wins both, 6,075 points each time. Elo, K 32 shared by two opponents: +8 against each
    # in the first match (1,516); then +16 × (1 − 0.523) against Inès (1,500) and +16 × (1 − 0.546)
    # against Hugo (1,484): 1,530.9.
    assert [(r["rank"], r["name"], r["won"], r["total"], r["rating"], r["form"]) for r in table] == [
        ("1", "Zoé", "2", "12150", "1531", "1 1"),
        ("2", "Inès", "0", "7600", "1500", "0 0"),
        ("3", "Hugo", "0", "5300", "1469", "0 0"),
    ]
    assert [r["win_percentage"] for r in table] == ["100", "0", "0"]


def test_a_shared_win_is_half_a_point_in_the_standings_form() -> None:
    won = shared_rule(miles(700), SideFacts(miles=300))
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    rows = standings_rows(season([("won", won), ("draw", draw)])).rows
    assert [(row[1], row[-1]) for row in rows] == [("Léa", "1 ½"), ("Sam", "0 ½")]


def test_a_shared_win_is_half_a_match_won_in_the_standings_json_csv_and_workbook() -> None:
    won = shared_rule(miles(700), SideFacts(miles=300))
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    club = season([("won", won), ("draw", draw)])
    table = rows(to_csv(standings_rows(club)))
    assert [(r["name"], r["won"], r["win_percentage"]) for r in table] == [
        ("Léa", "1.5", "75"),
        ("Sam", "0.5", "25"),
    ]
    assert [(r["name"], r["won"]) for r in season_summary(club)["standings"]] == [("Léa", 1.5), ("Sam", 0.5)]
    cells = workbook_cells(
        workbook(list(season_tables(club)), lang=EN, edition=club.edition), sheet_name("standings", EN)
    )
    assert [(row[1], row[3]) for row in cells[1:]] == [("Léa", 1.5), ("Sam", 0.5)]


def test_a_series_season_s_games_per_series_are_a_fraction_in_every_table() -> None:
    club = season([(f"s{n}", series("Zoé", "Ben", games)) for n, games in enumerate(("aba", "aaa", "aba"))])
    ben = next(r for r in rows(to_csv(standings_rows(club))) if r["name"] == "Ben")
    assert ben["per_match"] == "0.67"
    assert next(r for r in season_summary(club)["standings"] if r["name"] == "Ben")["per_match"] == 0.67
    book = workbook(list(season_tables(club)), lang=EN, edition=club.edition)
    cells = workbook_cells(book, sheet_name("standings", EN))
    column = STANDINGS.index("per_match")
    row = next(number for number, shown in enumerate(cells) if "Ben" in shown)
    assert cells[row][column] == 0.67
    assert number_format(book, sheet_name("standings", EN), row, column) == 4  # Excel's #,##0.00: 0.67


def workbook_cells(data: bytes, sheet: str) -> list[tuple[object, ...]]:
    """The cells of one sheet of a workbook, read back with the standard library (its XML): strings
    shared or inline (a workbook written row by row keeps its strings in their cells), and numbers."""
    import re
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as book:
        names = re.findall(r'<sheet name="([^"]+)"', book.read("xl/workbook.xml").decode())
        xml = book.read(f"xl/worksheets/sheet{names.index(sheet) + 1}.xml").decode()
        listed = book.namelist()
        strings = book.read("xl/sharedStrings.xml").decode() if "xl/sharedStrings.xml" in listed else ""
        shared = re.findall(r"<t[^>]*>([^<]*)</t>", strings)
    out = []
    for row in re.findall(r"<row [^>]*>(.*?)</row>", xml):
        cells: list[object] = []
        for kind, value, inline in re.findall(
            r'<c r="[A-Z]+\d+"(?: s="\d+")?(?: t="(\w+)")?>'
            r"(?:<v>([^<]*)</v>|<is><t[^>]*>([^<]*)</t></is>)</c>",
            row,
        ):
            cells.append(
                inline if kind == "inlineStr" else shared[int(value)] if kind == "s" else float(value)
            )
        out.append(tuple(cells))
    return out


def number_format(data: bytes, sheet: str, row: int, column: int) -> int:
    """The built-in number format (Excel's id) a workbook's cell is shown with: 0 where it has none."""
    import re
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as book:
        names = re.findall(r'<sheet name="([^"]+)"', book.read("xl/workbook.xml").decode())
        xml = book.read(f"xl/worksheets/sheet{names.index(sheet) + 1}.xml").decode()
        styles = book.read("xl/styles.xml").decode()
    formats = re.findall(r'<xf numFmtId="(\d+)"', styles.split("<cellXfs", 1)[1])
    letter = chr(ord("A") + column)
    found = re.search(rf'<c r="{letter}{row + 1}"(?: s="(\d+)")?', xml)
    assert found is not None
    return int(formats[int(found.group(1) or 0)])
