"""Two programs at one log, for real: `bornes import`, `bornes log` and an editor, each its own process.

Before, `bornes import` checked that its log did not exist when it started,
read its sheets, then renamed its log over whatever was there, without the
log's lock: a `bornes log` session started meanwhile lost its hands. And a
new `bornes log` waiting at its name prompt wrote over a file an editor
saved meanwhile. Now an import holds the log's lock as a session does, and
both make a new log only where nothing is (``write_output(new=True)``).
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.rules.editions import EDITIONS
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN

LOCKED = "another `bornes log` or `bornes import` is writing this log: finish that one first"

NEW_LOG = ("--edition", "dujardin-2025", "--players", "2", "--lang", "en")
"""A new race log, its questions in English (the edition's language is French); without --side,
its names are asked first."""

NAMES = "Ana\nBen\n"
ONE_GAME = "1000\n975\n"


def started(*args: str, cwd: Path, until: bytes) -> subprocess.Popen[bytes]:
    """A real ``bornes`` process, once it has printed ``until`` (a question it waits at)."""
    child = subprocess.Popen(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None
    seen = b""
    deadline = time.monotonic() + 60
    while until not in seen:
        # A question worded otherwise fails here instead of waiting for ever.
        ready, _, _ = select.select([child.stdout], [], [], max(0.0, deadline - time.monotonic()))
        if not ready:
            child.kill()
            pytest.fail(f"bornes never asked {until!r}; it printed {seen!r}")
        chunk = os.read(child.stdout.fileno(), 4096)
        assert chunk, seen
        seen += chunk
    return child


def held_elsewhere(lock: Path) -> bool:
    """Whether another process holds the lock on ``lock`` (where none does, it is taken and let go)."""
    try:
        fd = os.open(lock, os.O_RDWR)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def stopped_holding(child: subprocess.Popen[bytes], lock: Path) -> None:
    """Stop ``child`` (SIGSTOP) once it holds the lock on ``lock``: it keeps it until continued.

    Stopped, the command holds the lock for as long as the test needs, however
    slow or loaded the machine: what runs meanwhile never races its work. It is
    stopped first and looked at after, so a look never takes the lock between
    its making the lock file and locking it.
    """
    deadline = time.monotonic() + 60  # only so that a command that never locks cannot hang the run
    while True:
        assert child.poll() is None, child.communicate()
        if lock.exists():
            os.kill(child.pid, signal.SIGSTOP)
            _, status = os.waitpid(child.pid, os.WUNTRACED)
            assert os.WIFSTOPPED(status), status
            if held_elsewhere(lock):
                return
            os.kill(child.pid, signal.SIGCONT)
        assert time.monotonic() < deadline, f"{lock} was never locked"
        time.sleep(0.01)


def bornes(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


@pytest.fixture(scope="module")
def blank_sheet() -> bytes:
    """A fillable race sheet with nothing written in: it imports to a log of no games."""
    edition = EDITIONS["dujardin-2025"]
    return sheet_pdf(edition, edition.setup(2), lang=EN, paper="letter", hands=6, fillable=True)


@pytest.mark.subprocess
def test_an_import_is_refused_while_a_session_holds_the_log(blank_sheet: bytes, tmp_path: Path) -> None:
    (tmp_path / "sheet.pdf").write_bytes(blank_sheet)
    session = started("log", "match.toml", *NEW_LOG, cwd=tmp_path, until=b"Name of player 1 of 2")
    imported = bornes("import", "sheet.pdf", "-o", "match.toml", cwd=tmp_path)
    assert imported.returncode == 1
    assert imported.stderr == f"Error: match.toml: {LOCKED}\n"
    _, errors = session.communicate((NAMES + ONE_GAME + "\n").encode(), timeout=60)
    assert session.returncode == 0, errors
    text = (tmp_path / "match.toml").read_text("utf-8")
    assert 'a = "Ana"' in text
    assert "miles = 1000" in text  # the session's game is there: nothing wrote over it


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_session_is_refused_while_an_import_holds_the_log(blank_sheet: bytes, tmp_path: Path) -> None:
    # Forty blank sheets of one match, read one after the other while the import holds the lock: it is
    # stopped there while the session tries, then let go on.
    sheets = [f"sheet-{index:02}.pdf" for index in range(40)]
    for name in sheets:
        (tmp_path / name).write_bytes(blank_sheet)
    importing = subprocess.Popen(
        [sys.executable, "-m", "generator", "import", *sheets, "-o", "match.toml"],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    stopped_holding(importing, tmp_path / ".match.toml.lock")
    session = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "log",
            "match.toml",
            *NEW_LOG,
            "--side",
            "a=Ana",
            "--side",
            "b=Ben",
        ],
        cwd=tmp_path,
        input=(ONE_GAME + "\n").encode(),
        capture_output=True,
        check=False,
        timeout=120,
    )
    os.kill(importing.pid, signal.SIGCONT)
    out, errors = importing.communicate(timeout=120)
    assert importing.returncode == 0, errors
    assert out.decode().strip() == "match.toml"
    assert session.returncode == 1
    assert session.stderr.decode() == f"Error: match.toml: {LOCKED}\n"
    assert "miles" not in (tmp_path / "match.toml").read_text("utf-8")  # the import's log, no game


@pytest.mark.subprocess
def test_a_new_session_never_writes_over_a_file_saved_while_it_asked_the_names(tmp_path: Path) -> None:
    session = started("log", "match.toml", *NEW_LOG, cwd=tmp_path, until=b"Name of player 1 of 2")
    editor = '# typed in an editor meanwhile\nedition = "dujardin-2025"\n'
    (tmp_path / "match.toml").write_text(editor, "utf-8")
    _, errors = session.communicate((NAMES + ONE_GAME + "\n").encode(), timeout=60)
    assert session.returncode == 1
    assert errors.decode().splitlines()[-1] == (
        "Error: match.toml: was made by another program while the names were asked: it is left as it is; "
        "run the command again to log hands in it"
    )
    assert (tmp_path / "match.toml").read_text("utf-8") == editor
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.toml"]
