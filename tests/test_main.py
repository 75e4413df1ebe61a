"""The ``bornes`` program: started with the cyclic garbage collector paused, frozen at exit.

Each case runs the entry point the console script calls, in a fresh interpreter.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES

PROBE = """
import atexit, gc, sys
# Runs after the entry point has returned (or raised SystemExit), as the interpreter ends.
atexit.register(lambda: print("collector", gc.isenabled(), gc.get_freeze_count() > 0, file=sys.stderr))
sys.argv = ["bornes", *sys.argv[1:]]
from generator.__main__ import run
run()
"""


def collector_at_exit(*args: str) -> tuple[bool, bool]:
    """Whether the collector was on when ``bornes ARGS`` ended, and whether every object was frozen."""
    out = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, check=True)
    _, enabled, frozen = out.stderr.splitlines()[-1].split()
    return enabled == "True", frozen == "True"


@pytest.mark.subprocess
@pytest.mark.parametrize(
    "args",
    [["--help"], ["editions"], ["score", str(EXAMPLES / "friday-night.toml")]],
    ids=["help", "editions", "score"],
)
def test_commands_that_only_print_run_without_the_collector(args: list[str]) -> None:
    assert collector_at_exit(*args) == (False, True)


@pytest.mark.subprocess
def test_a_command_that_draws_turns_the_collector_back_on(tmp_path: Path) -> None:
    # Its libraries (ReportLab, matplotlib) make and drop cycles of objects as they draw.
    assert collector_at_exit("sheet", "--edition", "parker-brothers", "-o", str(tmp_path / "s.pdf")) == (
        True,
        True,
    )


def test_the_program_ends_interrupted_with_the_command_line_s_status() -> None:
    # generator.__main__ keeps its own copy: it runs before anything else is imported.
    from generator import __main__, errors

    assert __main__.INTERRUPTED == errors.INTERRUPTED == 130


WARNS = """
import sys, warnings
import generator.textout
table = generator.textout.editions_table
def warning_table(lang, width):
    # As matplotlib warns of a layout it cannot make: a library's own warning, while a command runs.
    warnings.warn("constrained_layout not applied", UserWarning, stacklevel=1)
    return table(lang, width)
generator.textout.editions_table = warning_table
sys.argv = ["bornes", "editions"]
from generator.__main__ import run
run()
"""


@pytest.mark.subprocess
@pytest.mark.parametrize(("options", "shown"), [([], False), (["-W", "default"], True)], ids=["user", "-W"])
def test_a_library_s_warning_never_reaches_the_user_unless_python_is_asked(
    options: list[str], shown: bool
) -> None:
    out = subprocess.run([sys.executable, *options, "-c", WARNS], capture_output=True, text=True, check=True)
    assert "parker-brothers" in out.stdout
    assert ("UserWarning: constrained_layout not applied" in out.stderr) is shown, out.stderr
