"""``bornes sheet --layout scan`` and ``--map``: the scan sheet and its map, and the options it refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.sheets.scan_code import MAP_FORMAT


def test_the_scan_sheet_and_its_map_are_written_where_asked(tmp_path: Path) -> None:
    sheet, mapped = tmp_path / "scan.pdf", tmp_path / "map.json"
    args = ["sheet", "--edition", "winning-moves", "--layout", "scan", "-o", str(sheet), "--map", str(mapped)]
    done = CliRunner().invoke(
        main, [*args, "--hands", "7", "--names", "Ana", "--names", "Ben", "--players", "2"]
    )
    assert done.exit_code == 0, done.output
    assert done.stdout.splitlines() == [str(sheet), str(mapped)]
    assert sheet.read_bytes().startswith(b"%PDF")
    document = json.loads(mapped.read_text("ascii"))
    assert document["format"] == MAP_FORMAT
    assert [page["page"] for page in document["pages"]] == [1, 2]  # seven hands: two whole pages


def test_without_o_the_scan_sheet_is_named_for_what_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    done = CliRunner().invoke(main, ["sheet", "--edition", "dujardin-2025", "--layout", "scan"])
    assert done.exit_code == 0, done.output
    assert done.stdout.strip() == str(Path("output") / "sheet-dujardin-2025-4p-4x1-fr-a4-scan.pdf")


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        (["--layout", "scan", "--fillable"], "--fillable has no effect with --layout scan"),
        (["--layout", "scan", "--html"], "--html has no effect with --layout scan"),
        (["--map", "map.json"], "--map writes the scan sheet's map: give --layout scan too"),
        (["--layout", "scan", "--map", "map.txt"], "map.txt: give a .json file for the sheet's map"),
        (["--layout", "sideways"], "'sideways' is not one of 'standard', 'scan'"),
    ],
)
def test_options_the_scan_sheet_has_no_use_for_are_refused_as_usage_errors(
    tmp_path: Path, extra: list[str], said: str
) -> None:
    done = CliRunner().invoke(
        main, ["sheet", "--edition", "parker-brothers", "-o", str(tmp_path / "s.pdf"), *extra]
    )
    assert done.exit_code == 2
    assert said in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_names_too_long_for_the_code_are_printed_with_a_warning_that_bornes_scan_will_ask_them(
    tmp_path: Path,
) -> None:
    args = [
        "sheet",
        "--edition",
        "dujardin-2024",
        "--players",
        "2",
        "--layout",
        "scan",
        "-o",
        str(tmp_path / "s.pdf"),
    ]
    short = CliRunner().invoke(main, [*args, "--names", "Zoë", "--names", "Hugo"])
    assert short.exit_code == 0, short.output
    assert short.stderr == ""
    long = CliRunner().invoke(
        main, [*args, "--names", "Anne-Charlotte de la Fontaine", "--names", "Jean-Baptiste Poquelin"]
    )
    assert long.exit_code == 0, long.output
    assert long.stderr.startswith("Warning: the names are too long to go in the scan sheet's code as well")
