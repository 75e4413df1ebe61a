"""What the viewer tests need, in one place: Chromium, Firefox ESR, node and this folder's npm packages.

Locally a test skips when one is missing, saying which and how to install what they need; in CI
(``CI=true``) it fails instead, so the browser tests can never silently not run there (``.ci/run``
installs all three).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FIREFOX = os.environ.get("FIREFOX", "/usr/bin/firefox-esr")

SET_UP = (
    "to run the browser tests, apt-get install chromium firefox-esr nodejs npm poppler-utils, "
    "then cd tests/viewer && npm ci --omit=optional"
)
"""How to give a machine what the browser tests need, as ``.ci/run`` does (from the repository)."""


def missing(*packages: str, commands: tuple[str, ...] = (), firefox: bool = False) -> str | None:
    """Why the browser (and Firefox, with ``firefox``) cannot run here with these npm packages and
    commands, and how to make it; or ``None``."""
    for command in commands:
        if shutil.which(command) is None:
            return f"{command} is not installed: {SET_UP}"
    if shutil.which("node") is None:
        return f"node is not installed: {SET_UP}"
    if not Path(CHROMIUM).exists():
        return f"Chromium is not installed at {CHROMIUM} (or set CHROMIUM to its path): {SET_UP}"
    if firefox and not Path(FIREFOX).exists():
        return f"Firefox ESR is not installed at {FIREFOX} (or set FIREFOX to its path): {SET_UP}"
    for package in packages:
        if not (HERE / "node_modules" / package).is_dir():
            return f"{package} is not installed: {SET_UP}"
    return None


def require(test: str, *packages: str, commands: tuple[str, ...] = (), firefox: bool = False) -> None:
    """Skip (locally) or fail (in CI) unless the browsers, these packages and commands are there."""
    reason = missing(*packages, commands=commands, firefox=firefox)
    if reason is not None:
        if os.environ.get("CI"):
            pytest.fail(f"{test} must run in CI: {reason}")
        pytest.skip(reason)
