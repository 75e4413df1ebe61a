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
    # The fillable sheet's form is built with pypdf (generator.sheets.form_writer); nothing else loads it.
    assert ("pypdf" in loaded) is ("--fillable" in args)


@pytest.mark.parametrize(
    "args",
    [
        ["sheet", "--edition", "dujardin-2024", "--lang", "en"],
        ["cards", "--edition", "dujardin-2025"],
        ["report", EXAMPLE, "--season"],
        ["chart", EXAMPLE],
    ],
    ids=["sheet", "cards", "report", "chart"],
)
def test_no_command_reads_a_po_catalog_or_imports_babel(args: list[str], tmp_path: Path) -> None:
    # The compiled .mo catalogs are read with the standard library's gettext.
    suffix = ".png" if args[0] == "chart" else ".pdf"
    loaded = imported_by(*args, "-o", str(tmp_path / f"out{suffix}"))
    assert "babel" not in loaded


def test_help_loads_no_edition_data() -> None:
    out = subprocess.run(
        [sys.executable, "-c", "import sys; from generator.cli import main; main(['--help'])"],
        capture_output=True,
        text=True,
    )
    assert "Usage:" in out.stdout
    probe = "import sys, generator.cli; print('generator.rules.editions' in sys.modules)"
    assert (
        subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True).stdout.strip()
        == "False"
    )


@pytest.mark.parametrize(
    "args", [["--help"], ["editions"], ["score", EXAMPLE]], ids=["help", "editions", "score"]
)
def test_commands_that_write_nothing_load_no_temporary_file_machinery(args: list[str]) -> None:
    # tempfile loads shutil and its compression modules: only writing an output needs them.
    # (not through click.testing, which loads tempfile itself)
    probe = (
        "import sys\nfrom generator.cli import main\n"
        f"sys.argv = ['bornes', *{args!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('tempfile' in sys.modules, 'shutil' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    tempfile, shutil = out.split()[-2:]
    assert tempfile == "False"
    assert shutil == "False" or args == ["--help"]  # Click's help measures the terminal with shutil


CHOICES = {"generator.text.languages", "generator.pdf.paper", "generator.cards", "generator.chart.formats"}
"""The registries other commands read their choices from: each read only when its option is parsed
or its help shown (``generator.cli.RegistryChoice``)."""

NOT_LOADED = {
    # pathlib loads urllib.parse and ipaddress (3 ms): paths are made only when one is given.
    "--help": {
        "pathlib",
        "hashlib",
        "tempfile",
        "generator.rules.editions",
        "generator.environment",
        *CHOICES,
    },
    # The editions table needs no path and no match: no pathlib, files, log parser, tomllib.
    "editions": {
        "pathlib",
        "hashlib",
        "tempfile",
        "shutil",
        "tomllib",
        "generator.files",
        "generator.rules.match",
        *CHOICES,
    },
    # A log read is a regular file read: no hashing (only a lock's long name needs it), no writing.
    "score": {"hashlib", "tempfile", "shutil", "generator.stats", "generator.rules.house", *CHOICES},
}
"""Modules a command must not load: each one found on its path once, and taken off it."""


@pytest.mark.parametrize(
    "args", [["--help"], ["editions"], ["score", EXAMPLE]], ids=["help", "editions", "score"]
)
def test_terminal_commands_load_none_of_what_they_do_not_use(args: list[str]) -> None:
    # As the installed program runs (not through click.testing, which loads more itself).
    probe = (
        "import sys\nfrom generator.cli import main\n"
        f"sys.argv = ['bornes', *{args!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print(' '.join(sorted(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    loaded = set(out.split("\n")[-2].split())
    assert loaded & NOT_LOADED[args[0]] == set()
