"""Guards the tests put around a call, for what must never happen during it."""

from __future__ import annotations

import builtins
import io
import os
from pathlib import Path
from typing import Any

import pytest


def never_open(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Fail the test at once if anything opens ``path`` (by any name, with ``open`` or ``os.open``)
    while the guard is on.

    Opening a FIFO for reading waits for a writer, so a reader that opens one
    before checking what it is hangs; with this guard such a reader fails
    instead, and a test proves the file was refused unopened.
    """
    guarded = os.path.realpath(path)
    real_open, real_os_open = io.open, os.open

    def check(file: Any) -> None:
        if isinstance(file, str | bytes | os.PathLike) and os.path.realpath(os.fsdecode(file)) == guarded:
            raise AssertionError(f"{path} was opened")

    def guard(file: Any, *args: Any, **kwargs: Any) -> Any:
        check(file)
        return real_open(file, *args, **kwargs)

    def os_guard(file: Any, *args: Any, **kwargs: Any) -> Any:
        check(file)
        return real_os_open(file, *args, **kwargs)

    monkeypatch.setattr(io, "open", guard)
    monkeypatch.setattr(builtins, "open", guard)
    monkeypatch.setattr(os, "open", os_guard)
