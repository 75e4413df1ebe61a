"""Shared fixtures: the Click runner and paths to the bundled examples."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

# Hypothesis checks what a property says, never how long an example takes: its deadline (200 ms an
# example) and its too-slow health check would fail a test on a loaded machine, not on a wrong value.
settings.register_profile("bornes", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("bornes")

FIRST = ("tests/viewer/test_pdfjs.py", "tests/viewer/test_phone.py", "tests/hardening/test_commands.py")
"""The modules that take longest, run first: the viewers' mostly wait on Chromium; the commands'
runs each command in pairs of processes. pytest-xdist gives a module to one worker at a time
(``--dist loadscope``, keeping each module's fixtures made once), in this order, so the two start
at once on the two workers and the other modules fill in around them."""


@pytest.fixture(autouse=True)
def no_household_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests see Bornes' own defaults, whatever ``BORNES_LANG`` and ``BORNES_PAPER`` the shell
    running them sets (the commands they run in other processes inherit this environment), and a
    command line that speaks English whatever the shell's locale (``generator.cli.language``): its
    messages untranslated (``LC_MESSAGES=C``), the locale's other settings as they were; and tables
    as wide as their columns want, as in a file, whatever the terminal running the tests (a test of
    the terminal's width sets ``COLUMNS``)."""
    from generator.cli.common import LANG_VARIABLE, PAPER_VARIABLE

    for name in (LANG_VARIABLE, PAPER_VARIABLE, "LANGUAGE", "LC_ALL", "COLUMNS"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LC_MESSAGES", "C")


@pytest.fixture
def runner() -> CliRunner:
    """A Click runner whose stderr is kept apart from stdout."""
    return CliRunner()


@pytest.fixture
def examples() -> Path:
    """The folder of bundled example logs and house rules."""
    return EXAMPLES


WINDOWS_SIMULATED = bool(os.environ.get("BORNES_WINDOWS_SIMULATION"))
"""This run simulates Windows (``tests/windows/simulate.py``, CI's Windows job)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules of ``FIRST`` first, the rest in their order; under the Windows simulation, the
    tests of what only POSIX systems have (marked ``posix``) are skipped."""
    items.sort(key=lambda item: item.nodeid.split("::")[0] not in FIRST)
    if WINDOWS_SIMULATED:
        skip = pytest.mark.skip(reason="a POSIX system's behaviour: Windows is simulated in this run")
        for item in items:
            if item.get_closest_marker("posix"):
                item.add_marker(skip)


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Bornes' file layer takes Windows' paths for the test (``generator.compat.SYSTEM``), with
    ``tests/windows/simulate.py``'s ``msvcrt`` for the lock: the Windows job's choices, in one test."""
    from generator import compat
    from tests.windows.simulate import MSVCRT

    monkeypatch.setitem(sys.modules, "msvcrt", MSVCRT)
    monkeypatch.setattr(
        compat,
        "SYSTEM",
        compat.System(
            windows=True,
            open_flags=compat.SYSTEM.open_flags,
            nofollow=0,
            nonblock=0,
            fchmod=False,
            owners=False,
        ),
    )


def pytest_configure(config: pytest.Config) -> None:
    """Compile the catalogs as the build does, so the tests read what the ``.po`` files say now.

    The build hook (``hatch_build.py``) compiles them at ``pip install``; a
    catalog edited since then would otherwise be seen stale. Under
    pytest-xdist the main process compiles them before it starts the workers,
    which then read them as they are.
    """
    if hasattr(config, "workerinput"):  # a pytest-xdist worker
        return
    from generator.text.catalogs import compile_catalogs

    compile_catalogs(ROOT / "templates" / "locale")
    warm_font_list()


def warm_font_list() -> None:
    """Have matplotlib's list of the system's fonts made, in its cache folder, before any test draws.

    matplotlib makes it the first time it is imported on a machine (or after
    an upgrade), and says "Matplotlib is building the font cache" on stderr
    when that takes over five seconds, as on a loaded machine. Made by a
    command under test, that line would land in the output a test reads.
    Made here, once, every command and every worker reads it ready.
    """
    import matplotlib.font_manager  # noqa: F401  (importing it makes the list if it is missing)
