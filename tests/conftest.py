"""Shared fixtures: the Click runner and paths to the bundled examples."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


@pytest.fixture
def runner() -> CliRunner:
    """A Click runner whose stderr is kept apart from stdout."""
    return CliRunner()


@pytest.fixture
def examples() -> Path:
    """The folder of bundled example logs and house rules."""
    return EXAMPLES


def pytest_configure() -> None:
    """Compile the catalogs as the build does, so the tests read what the ``.po`` files say now.

    The build hook (``hatch_build.py``) compiles them at ``pip install``; a
    catalog edited since then would otherwise be seen stale.
    """
    from generator.text.catalogs import compile_catalogs

    compile_catalogs(ROOT / "templates" / "locale")
