"""What the viewer tests need, in one place: Chromium, node and this folder's npm packages.

Locally a test skips, saying why, when one is missing; in CI (``CI=true``) it fails instead, so
the browser tests can never silently not run there (``.ci/run`` installs all three).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def missing(*packages: str, commands: tuple[str, ...] = ()) -> str | None:
    """Why the browser cannot run here with these npm packages and commands, or ``None``."""
    for command in commands:
        if shutil.which(command) is None:
            return f"{command} is not installed"
    if shutil.which("node") is None:
        return "node is not installed"
    if not Path(CHROMIUM).exists():
        return f"Chromium is not installed at {CHROMIUM} (apt-get install chromium)"
    for package in packages:
        if not (HERE / "node_modules" / package).is_dir():
            return f"{package} is not installed (npm ci in {HERE})"
    return None


def require(test: str, *packages: str, commands: tuple[str, ...] = ()) -> None:
    """Skip (locally) or fail (in CI) unless the browser, these packages and commands are there."""
    reason = missing(*packages, commands=commands)
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"{test} must run in CI: {reason}")
        pytest.skip(reason)
