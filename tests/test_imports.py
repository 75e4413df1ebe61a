"""Each command imports only what it needs: no ReportLab or matplotlib where nothing is drawn.

`--help`, `editions`, `score` and `log` import neither ReportLab nor
matplotlib; `sheet` and `cards` draw with ReportLab but no chart, so they do
not import matplotlib. Each command runs in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = str(Path(__file__).resolve().parent.parent / "examples" / "friday-night.toml")

PROBE = """
import os, sys
from click.testing import CliRunner
from generator.cli import main
result = CliRunner().invoke(main, sys.argv[1:], input=os.environ.get("PROBE_INPUT"))
assert result.exit_code == 0, result.output
heavy = {'reportlab', 'matplotlib', 'jinja2', 'babel', 'PIL', 'pypdf'}
print(','.join(sorted({m.split('.')[0] for m in sys.modules} & heavy)))
"""


def imported_by(*args: str, stdin: str | None = None) -> set[str]:
    env = {"PROBE_INPUT": stdin} if stdin is not None else {}
    out = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        capture_output=True,
        text=True,
        check=True,
        env={**__import__("os").environ, **env},
    )
    return set(filter(None, out.stdout.strip().split(",")))


@pytest.mark.parametrize(
    "args",
    [["--help"], ["--version"], ["editions"], ["score", EXAMPLE], ["score", EXAMPLE, "--json"]],
    ids=["help", "version", "editions", "score", "score-json"],
)
def test_commands_that_draw_nothing_import_no_drawing_library(args: list[str]) -> None:
    assert imported_by(*args) == set()


def test_logging_a_hand_imports_no_drawing_library(tmp_path: Path) -> None:
    log = str(tmp_path / "match.toml")
    args = ["log", log, "--edition", "parker-brothers", "--players", "4", "--side", "ns=A", "--side", "ew=B"]
    # Seed 000's first hand, then Enter to stop.
    assert imported_by(*args, stdin="1000\n2\n1\n575\n1\n0\ny\n1\n\n") == set()
    assert Path(log).read_text("utf-8").count("[[hands]]") == 1


@pytest.mark.parametrize(
    "args",
    [
        ["sheet", "--edition", "parker-brothers"],
        ["sheet", "--edition", "dujardin-2025", "--fillable"],
        ["cards", "--edition", "dujardin-classic"],
        ["cards", "--edition", "winning-moves", "--layout", "sheet"],
    ],
    ids=["sheet", "race-sheet-fillable", "cards", "cards-sheet"],
)
def test_sheets_and_cards_draw_without_matplotlib(args: list[str], tmp_path: Path) -> None:
    loaded = imported_by(*args, "-o", str(tmp_path / "out.pdf"))
    assert "reportlab" in loaded
    assert "matplotlib" not in loaded  # (ReportLab itself loads PIL)
    # The fillable sheet's form is built with pypdf (generator.sheets.form); nothing else loads it.
    assert ("pypdf" in loaded) is ("--fillable" in args)
