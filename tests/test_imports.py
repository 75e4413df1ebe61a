"""Each command imports only what it needs: no ReportLab or matplotlib where nothing is drawn."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = str(Path(__file__).resolve().parent.parent / "examples" / "friday-night.toml")

PROBE = """
import sys
from click.testing import CliRunner
from generator.cli import main
result = CliRunner().invoke(main, sys.argv[1:])
assert result.exit_code == 0, result.output
heavy = sorted({m.split('.')[0] for m in sys.modules} & {'reportlab', 'matplotlib', 'jinja2', 'PIL', 'pypdf'})
print(','.join(heavy))
"""


def imported_by(*args: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, check=True)
    return set(filter(None, out.stdout.strip().split(",")))


@pytest.mark.parametrize(
    "args",
    [["--help"], ["--version"], ["editions"], ["score", EXAMPLE], ["score", EXAMPLE, "--json"]],
    ids=["help", "version", "editions", "score", "score-json"],
)
def test_commands_that_draw_nothing_import_no_drawing_library(args: list[str]) -> None:
    assert imported_by(*args) == set()
