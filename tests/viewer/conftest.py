"""The viewer tests' kinds: every test of ``test_pdfjs.py`` and the ``test_phone*.py`` drives a browser.

Each is marked ``browser``, ``subprocess`` (node and Chromium run as programs of their own) and
``slow`` (each takes seconds), so ``pytest -m "not browser"`` leaves them out; ``test_pdfium.py``
reads a sheet with pypdfium2, in the test's own process, and is none of these.
"""

from __future__ import annotations

import pytest

from tests.viewer.browser import HERE

DRIVE_CHROMIUM = ("test_pdfjs.py", "test_phone.py", "test_phone_actions.py", "test_phone_screens.py")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark the tests of the modules that drive Chromium."""
    for item in items:
        if item.path.parent == HERE and item.path.name in DRIVE_CHROMIUM:
            for mark in (pytest.mark.browser, pytest.mark.subprocess, pytest.mark.slow):
                item.add_marker(mark)
