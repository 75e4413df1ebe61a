"""Bornes on Windows: the simulation's own checks, every command in it, a PDF open in a viewer, the console.

CI's Windows job (``.ci/run``, step 7) runs this module and the command
line's tests with ``tests/windows/site`` on ``PYTHONPATH``: every process
then runs Bornes with Windows' view of ``os`` (``tests/windows/simulate.py``).
The rest of the suite runs these tests too, each command in a process of
its own with the simulation on.
"""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import generator.files
from generator import compat
from generator.cli import main
from tests.conftest import EXAMPLES, WINDOWS_SIMULATED
from tests.windows import simulate

SITE = Path(__file__).resolve().parent / "site"


def windows_env(**extra: str) -> dict[str, str]:
    """The environment of a ``bornes`` run with the simulation on."""
    path = os.pathsep.join(p for p in (str(SITE), os.environ.get("PYTHONPATH", "")) if p)
    return {**os.environ, "PYTHONPATH": path, **extra}


def bornes(*args: str, cwd: Path, given: str = "", **env: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env=windows_env(**env),
        input=given.encode(),
        capture_output=True,
        check=False,
        timeout=120,
    )


# The simulation itself


@pytest.mark.skipif(not WINDOWS_SIMULATED, reason="checks the Windows job's own process")
def test_this_run_takes_the_windows_code_paths() -> None:
    assert simulate.active()
    assert compat.SYSTEM.windows
    assert compat.SYSTEM.nofollow == compat.SYSTEM.nonblock == 0
    assert not compat.SYSTEM.fchmod
    assert not compat.SYSTEM.owners
    assert compat.SYSTEM.open_flags & simulate.O_BINARY
    files_os = vars(generator.files)["os"]  # the os Bornes' file layer sees
    assert not hasattr(files_os, "fchmod")
    assert not hasattr(files_os, "O_CLOEXEC")


@pytest.mark.subprocess
def test_bornes_sees_no_posix_call_and_no_fcntl_in_the_simulation() -> None:
    code = (
        "import generator.compat as c, generator.files as f\n"
        "print(c.SYSTEM.windows, *(hasattr(f.os, n) for n in ('fchmod', 'getuid', 'O_CLOEXEC')))\n"
        "try:\n    c.__builtins__['__import__']('fcntl')\nexcept ImportError:\n    print('no fcntl')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=windows_env(), capture_output=True, text=True, check=True
    )
    assert done.stdout.split("\n")[:2] == ["True False False False", "no fcntl"]


def test_the_simulated_os_opens_nothing_in_text_mode(tmp_path: Path) -> None:
    # Windows' os.open translates line endings unless given O_BINARY: every open must give it.
    with pytest.raises(simulate.TextModeOpen):
        simulate.WINDOWS_OS.open(tmp_path / "a", os.O_WRONLY | os.O_CREAT)
    fd = simulate.WINDOWS_OS.open(tmp_path / "a", os.O_WRONLY | os.O_CREAT | simulate.O_BINARY)
    os.close(fd)
    for name in ("fchmod", "fchown", "getuid", "O_CLOEXEC", "O_NOFOLLOW", "O_NONBLOCK", "mkfifo"):
        assert not hasattr(simulate.WINDOWS_OS, name), name


def test_the_simulated_lock_refuses_a_second_handle_and_goes_with_the_first(tmp_path: Path) -> None:
    lock = tmp_path / "x.lock"
    first, second = (os.open(lock, os.O_RDWR | os.O_CREAT) for _ in range(2))
    simulate.MSVCRT.locking(first, simulate.MSVCRT.LK_NBLCK, 1)
    with pytest.raises(PermissionError) as refused:
        simulate.MSVCRT.locking(second, simulate.MSVCRT.LK_NBLCK, 1)
    assert refused.value.errno == errno.EACCES
    os.close(first)
    simulate.MSVCRT.locking(second, simulate.MSVCRT.LK_NBLCK, 1)
    os.close(second)


# Every command, with Windows' calls only


@pytest.mark.slow
@pytest.mark.subprocess
def test_every_command_works_with_windows_calls_only(tmp_path: Path) -> None:
    # Before: `bornes sheet` stopped at os.fchmod (Python 3.11 and 3.12 on Windows have none), a
    # sheet written again at os.getuid, and `bornes log` at `import fcntl`.
    shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "friday.toml")
    runs = {
        "sheet": ("sheet", "--edition", "parker-brothers", "-o", "sheet.pdf"),
        "sheet, written again": ("sheet", "--edition", "parker-brothers", "-o", "sheet.pdf"),
        "fillable sheet": ("sheet", "--edition", "dujardin-2025", "--fillable", "-o", "f.pdf"),
        "cards": ("cards", "--edition", "winning-moves", "-o", "cards.pdf"),
        "report": ("report", "friday.toml", "-o", "report.pdf"),
        "chart": ("chart", "friday.toml", "-o", "race.png"),
        "score": ("score", "friday.toml"),
        "import": ("import", "f.pdf", "-o", "imported.toml"),
    }
    for name, args in runs.items():
        done = bornes(*args, cwd=tmp_path)
        assert done.returncode == 0, (name, done.stderr.decode())
        assert b"Traceback" not in done.stderr, name
    hand = "1000\n1\n0\n575\n1\n0\ny\n1\n\n"
    log = bornes(
        *("log", "new.toml", "--edition", "parker-brothers", "--players", "4"),
        *("--side", "ns=Ana", "--side", "ew=Ben"),
        cwd=tmp_path,
        given=hand,
    )
    assert log.returncode == 0, log.stderr.decode()
    assert "[[hands]]" in (tmp_path / "new.toml").read_text("utf-8")
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".")) == []  # no lock left
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF-")
    assert b"\r\n" not in (tmp_path / "new.toml").read_bytes()  # written in binary mode


# A PDF open in a viewer


class SharingViolation(PermissionError):
    """What Windows raises where another program holds the file open (ERROR_SHARING_VIOLATION)."""

    winerror = 32


@pytest.mark.usefixtures("windows")
@pytest.mark.parametrize("linked", [False, True], ids=["replaced", "rewritten in place (hard-linked)"])
def test_a_pdf_open_in_a_viewer_gets_one_line_that_says_to_close_it(
    linked: bool, runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Acrobat on Windows opens a PDF without letting others replace or write it.
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(b"%PDF- the sheet in Acrobat")
    if linked:
        os.link(pdf, tmp_path / "copy.pdf")

    def held(*_args: object, **_kwargs: object) -> int:
        raise SharingViolation(
            errno.EACCES, "The process cannot access the file because it is being used by another process"
        )

    if linked:
        monkeypatch.setattr(compat, "open_fd", held)  # opening it to write in place
    else:
        monkeypatch.setattr(vars(generator.files)["os"], "replace", held)  # renaming the new file over it
    result = runner.invoke(main, ["sheet", "--edition", "parker-brothers", "-o", str(pdf)])
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {pdf}: is open in another program: close it in your PDF viewer, then try again\n"
    )
    assert pdf.read_bytes() == b"%PDF- the sheet in Acrobat"
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == (["copy.pdf", "sheet.pdf"] if linked else ["sheet.pdf"])


# The console


NAMES = ("Zoë « Z »", "Ben ✓")


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.parametrize(
    ("env", "encoding"),
    [
        ({"PYTHONIOENCODING": "cp1252"}, "cp1252"),  # a console or pipe in Windows' code page
        ({"PYTHONIOENCODING": "utf-8"}, "utf-8"),  # the console in UTF-8 (chcp 65001)
        ({"PYTHONUTF8": "1", "PYTHONIOENCODING": ""}, "utf-8"),  # Python's UTF-8 mode
    ],
    ids=["cp1252", "utf-8", "UTF-8 mode"],
)
def test_the_console_shows_what_its_code_page_can_and_replaces_the_rest(
    env: dict[str, str], encoding: str, tmp_path: Path
) -> None:
    log = (
        'edition = "dujardin-2025"\nplayers = 2\ntitle = "Soirée à 1 000 €"\n[sides]\n'
        f'a = "{NAMES[0]}"\nb = "{NAMES[1]}"\n'
    )
    (tmp_path / "m.toml").write_text(log, "utf-8")
    done = bornes("log", "m.toml", "--lang", "en", cwd=tmp_path, given="1025\n1000\n975\n\n", **env)
    assert done.returncode == 0, done.stderr
    shown = done.stdout.decode(encoding)  # every byte is the console's encoding
    assert "Zoë « Z »" in shown  # cp1252 has ë, « and »
    if encoding == "cp1252":
        assert "Ben v" in shown  # ✓ is not in cp1252: a replacement, not a crash
        assert "x Zoë « Z »: 1,025 is past" in shown
    else:
        assert "Ben ✓" in shown
        assert "✗ Zoë « Z »: 1,025 is past" in shown
    score = bornes("score", "m.toml", cwd=tmp_path, **env)
    assert score.returncode == 0, score.stderr
    assert "Soirée à 1 000 €" in score.stdout.decode(encoding).replace("\u202f", " ")
