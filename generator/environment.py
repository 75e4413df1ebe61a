"""The process's surroundings made safe before a command runs: terminal, caches, settings.

Nothing here is fatal. What the libraries would crash on or flood stderr
about is found first and worked around, with at most one ``Warning:`` line:

- a terminal that cannot encode a character (cp1252, ASCII) gets
  replacements (``REPLACE``, an encoding error handler) instead of a
  ``UnicodeEncodeError`` at the first ✗;
- ReportLab runs ``~/.reportlab_mods`` when it is imported and crashes when
  that is a folder, or when the home folder (``HOME``; ``USERPROFILE`` on
  Windows: ``compat.home``) is a file: the settings are skipped;
- matplotlib writes several lines when its config or cache folder
  (``MPLCONFIGDIR``; else ``compat.matplotlib_folders``: ``XDG_CONFIG_HOME`` and
  ``XDG_CACHE_HOME`` on Linux, ``%LOCALAPPDATA%`` on Windows, ``~/.matplotlib``
  on macOS) cannot be used: it is given a
  private temporary folder instead;
- Jinja2's bytecode cache in the shared temporary folder can be made
  unusable by any local user (a file in its place, a folder they own):
  ``bytecode_cache`` then gives none, and templates are compiled each run.
"""

from __future__ import annotations

import codecs
import contextlib
import io
import os
import sys
import types
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from generator import compat

if TYPE_CHECKING:  # pathlib only for the commands that draw: `editions` and `score` need no folder
    from pathlib import Path

    from jinja2 import BytecodeCache


REPLACE = "bornes-replace"
"""The name of the encoding error handler that ``prepare_terminal`` gives stdout and stderr, and that
``generator.textout.for_terminal`` encodes with: ✗ becomes x, é becomes e, a character with no
ASCII form ``?``."""

_FALLBACK = {"✗": "x", "✓": "v", "—": "-", "–": "-", "«": '"', "»": '"', "’": "'", "…": "..."}


def _replacement(char: str) -> str:
    if char in _FALLBACK:
        return _FALLBACK[char]
    if unicodedata.category(char) == "Zs":
        return " "
    ascii_form = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return ascii_form or "?"


def _replace(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(_replacement(c) for c in error.object[error.start : error.end]), error.end


codecs.register_error(REPLACE, _replace)


def prepare_terminal() -> None:
    """Make standard output and error safe to write to: what they cannot encode is replaced."""
    for stream in (sys.stdout, sys.stderr):
        _replace_unencodable(stream)


def prepare_drawing(*, warn: Callable[[str], None]) -> None:
    """Make the drawing libraries' settings safe to use, for a command that draws."""
    problems = [p for p in (_reportlab_mods(), _matplotlib_folders()) if p]
    if problems:
        warn("; ".join(problems))


def _replace_unencodable(stream: Any) -> None:
    if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
        with contextlib.suppress(ValueError, io.UnsupportedOperation, AttributeError):
            stream.reconfigure(errors=REPLACE)


def _home() -> Path | None:
    from pathlib import Path

    home = compat.home()
    return Path(home) if home else None


def _reportlab_mods() -> str | None:
    """Keep ReportLab from importing a ``~/.reportlab_mods`` that is not a file (it would crash)."""
    home = _home()
    if home is None or "reportlab_mods" in sys.modules:
        return None
    mods = home / ".reportlab_mods"
    with contextlib.suppress(OSError):
        if home.is_dir() and (mods.is_file() or not mods.exists()):
            return None
    # ReportLab imports ``reportlab_mods`` from the path before ``~/.reportlab_mods``:
    # an empty module there stands for settings that cannot be read.
    sys.modules["reportlab_mods"] = types.ModuleType("reportlab_mods")
    if not home.is_dir():
        return f"HOME ({home}) is not a folder: settings kept there are skipped"
    return f"{mods} is not a file: ReportLab's settings are skipped"


def _usable_folder(folder: Path) -> bool:
    """A folder that is, or could be made, writable (nothing is made here)."""
    try:
        if folder.exists():
            return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)
        parent = folder.parent
        while not parent.exists():
            if parent == parent.parent:
                return False
            parent = parent.parent
        return parent.is_dir() and os.access(parent, os.W_OK | os.X_OK)
    except OSError:
        return False


def _matplotlib_folders() -> str | None:
    """A private temporary ``MPLCONFIGDIR`` when matplotlib's own folders cannot be used."""
    from pathlib import Path

    configured = os.environ.get("MPLCONFIGDIR")
    if configured:
        wanted = [Path(configured)]
    else:
        wanted = [Path(folder) for folder in compat.matplotlib_folders(str(_home() or "/nonexistent"))]
    bad = [folder for folder in wanted if not _usable_folder(folder)]
    if not bad:
        return None
    import atexit  # with shutil and tempfile, only for this rare case: the terminal commands load none
    import shutil
    import tempfile

    private = tempfile.mkdtemp(prefix="bornes-matplotlib-")
    atexit.register(shutil.rmtree, private, ignore_errors=True)
    os.environ["MPLCONFIGDIR"] = private
    return f"matplotlib cannot use {bad[0]}: its cache is kept in a temporary folder for this run"


def quiet_stdout() -> None:
    """Point standard output at the null device, so what is still buffered cannot fail again at exit."""
    with contextlib.suppress(OSError, ValueError, AttributeError, io.UnsupportedOperation):
        null = compat.open_fd(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)


def bytecode_cache() -> BytecodeCache | None:
    """Jinja2's per-user bytecode cache in the temporary folder, or ``None`` when it cannot be used.

    Jinja2 refuses a cache folder that is not a folder or not its user's own
    (``RuntimeError``); reading or writing one can still fail (a full disk).
    Either way the templates are compiled again, and nothing is fatal.
    """
    from jinja2 import FileSystemBytecodeCache
    from jinja2.bccache import Bucket

    class _Quiet(FileSystemBytecodeCache):
        def load_bytecode(self, bucket: Bucket) -> None:
            with contextlib.suppress(OSError, ValueError, EOFError):
                super().load_bytecode(bucket)

        def dump_bytecode(self, bucket: Bucket) -> None:
            with contextlib.suppress(OSError):
                super().dump_bytecode(bucket)

    try:
        return _Quiet()
    except (RuntimeError, OSError):
        return None
