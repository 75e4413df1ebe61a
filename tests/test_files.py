"""Reading users' files and writing outputs: whole or untouched, never half-written."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator import compat
from generator.cli import main
from generator.errors import InputError, LogError, OutputError
from generator.files import (
    BOM,
    AlreadyExists,
    Job,
    LockedError,
    LogLock,
    TextFile,
    check_writable,
    distinct_logs,
    read_text,
    read_text_file,
    resource,
    write_output,
)
from tests.guards import never_open


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")
    write_output(target, b"new")
    assert target.read_bytes() == b"new"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_an_error_mid_write_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")

    def failing(_fd: int) -> None:
        raise RuntimeError("the write failed")

    monkeypatch.setattr(os, "fsync", failing)  # the new bytes are in the temporary file by then
    with pytest.raises(RuntimeError):
        write_output(target, b"half a pdf")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_ctrl_c_mid_write_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "match.toml"
    target.write_bytes(b"old")

    def interrupted(_fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_output(target, b"half")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["match.toml"]


def test_a_full_disk_is_a_clear_output_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "report.pdf"

    def full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OutputError, match=r"report.pdf: cannot be written \(No space left on device\)"):
        write_output(target, b"data")
    assert not target.exists()
    assert os.listdir(tmp_path) == []


def test_an_output_in_a_missing_folder_is_refused_not_created(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match=r"the folder .*nowhere does not exist"):
        write_output(tmp_path / "nowhere" / "sheet.pdf", b"x")
    assert not (tmp_path / "nowhere").exists()


def test_reading_refuses_what_is_not_text(tmp_path: Path) -> None:
    (tmp_path / "b.toml").write_bytes(b"\x00\x01")
    with pytest.raises(LogError, match="binary"):
        read_text(tmp_path / "b.toml", LogError)


@pytest.mark.parametrize("name", ["fonts", "templates", "examples"])
def test_bundled_folders_are_found(name: str) -> None:
    assert resource(name).is_dir()


def test_a_missing_bundled_folder_says_so() -> None:
    with pytest.raises(FileNotFoundError, match="'nothing' is missing"):
        resource("nothing")


# Modes: kept on a rewrite, the umask's for a new file


@pytest.fixture
def umask_077() -> Iterator[None]:
    old = os.umask(0o077)
    yield
    os.umask(old)


@pytest.fixture(params=["posix", "windows"])
def system(request: pytest.FixtureRequest) -> None:
    """Each system's way to set a mode: through the open file (POSIX), or by name (Windows)."""
    if request.param == "windows":
        request.getfixturevalue("windows")


@pytest.mark.usefixtures("umask_077", "system")
def test_a_new_file_follows_the_umask(tmp_path: Path) -> None:
    write_output(tmp_path / "a.pdf", b"x")
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o600


def test_a_new_file_is_readable_by_everyone_under_the_usual_umask(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_output(tmp_path / "a.pdf", b"x")
    finally:
        os.umask(old)
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o644


@pytest.mark.usefixtures("system")
def test_a_rewritten_file_keeps_its_mode(tmp_path: Path) -> None:
    log = tmp_path / "match.toml"
    log.write_bytes(b"old")
    log.chmod(0o600)
    write_output(log, b"new")
    assert log.read_bytes() == b"new"
    assert log.stat().st_mode & 0o777 == 0o600


# Inputs protected, through names, symlinks and hard links


def test_an_output_that_is_an_input_is_refused(tmp_path: Path) -> None:
    log = tmp_path / "f.toml"
    log.write_bytes(b"the log")
    with pytest.raises(OutputError, match=r"f.toml: is the same file as the input .*f.toml"):
        write_output(log, b"%PDF", inputs=[log])
    assert log.read_bytes() == b"the log"


def test_an_output_linked_to_an_input_is_refused(tmp_path: Path) -> None:
    log = tmp_path / "f.toml"
    log.write_bytes(b"the log")
    (tmp_path / "soft.pdf").symlink_to(log)
    os.link(log, tmp_path / "hard.pdf")
    for out in ("soft.pdf", "hard.pdf"):
        with pytest.raises(OutputError, match="is the same file as the input"):
            write_output(tmp_path / out, b"%PDF", inputs=[tmp_path / "." / "f.toml"])
    assert log.read_bytes() == b"the log"


# Links, devices, pipes, stdout


def test_a_symlinked_output_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "match.toml"
    target.write_bytes(b"old")
    link = tmp_path / "match.toml"
    link.symlink_to(target)
    write_output(link, b"new")
    assert link.is_symlink()
    assert target.read_bytes() == b"new"
    assert sorted(os.listdir(tmp_path)) == ["match.toml", "real"]
    assert os.listdir(tmp_path / "real") == ["match.toml"]


def test_a_hard_linked_file_is_rewritten_for_every_name(tmp_path: Path) -> None:
    one, two = tmp_path / "one.toml", tmp_path / "two.toml"
    one.write_bytes(b"old")
    os.link(one, two)
    write_output(one, b"new")
    assert two.read_bytes() == b"new"
    assert os.path.samefile(one, two)


def test_a_character_device_is_written_straight_not_replaced() -> None:
    before = os.stat("/dev/null")
    assert write_output(Path("/dev/null"), b"%PDF") == Path("/dev/null")
    after = os.stat("/dev/null")
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)


def test_a_fifo_is_written_straight(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_output(fifo, b"%PDF-1.4")
    reader.join(5)
    assert got == [b"%PDF-1.4"]
    assert os.listdir(tmp_path) == ["pipe"]


def test_a_folder_as_output_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="is a folder"):
        write_output(tmp_path, b"x")


def test_dash_writes_to_standard_output(capfdbinary: pytest.CaptureFixture[bytes]) -> None:
    assert write_output(Path("-"), b"%PDF-1.4 bytes") is None
    assert capfdbinary.readouterr().out == b"%PDF-1.4 bytes"


def test_a_250_character_name_can_be_written(tmp_path: Path) -> None:
    out = tmp_path / ("r" * 246 + ".pdf")
    write_output(out, b"x")
    write_output(out, b"y")
    assert out.read_bytes() == b"y"


def test_a_missing_default_folder_is_made(tmp_path: Path) -> None:
    write_output(tmp_path / "output" / "a.pdf", b"x", create_folder=True)
    assert (tmp_path / "output" / "a.pdf").read_bytes() == b"x"


# Reading: regular files only, BOM and CRLF


def test_a_fifo_is_refused_as_input_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fifo = tmp_path / "log.toml"
    os.mkfifo(fifo)
    never_open(monkeypatch, fifo)
    with pytest.raises(LogError, match="is not a regular file"):
        read_text(fifo, LogError)


def test_a_character_device_is_refused_as_input() -> None:
    with pytest.raises(LogError, match="is not a regular file"):
        read_text(Path("/dev/zero"), LogError)


def test_a_byte_order_mark_is_read_and_remembered(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_bytes(BOM.encode() + b"x = 1\n")
    document = read_text_file(tmp_path / "a.toml", LogError)
    assert document == TextFile("x = 1\n", bom=True)
    assert document.encode("x = 2\n") == BOM.encode() + b"x = 2\n"


def test_crlf_line_endings_are_read_and_remembered(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_bytes(b"x = 1\r\ny = 2\r\n")
    document = read_text_file(tmp_path / "a.toml", LogError)
    assert document.text == "x = 1\ny = 2\n"
    assert document.newline == "\r\n"
    assert document.encode("x = 1\ny = 3\n") == b"x = 1\r\ny = 3\r\n"


# Before the first question: writable, and locked


def test_a_read_only_log_is_refused_before_anything_is_typed(tmp_path: Path) -> None:
    log = tmp_path / "match.toml"
    log.write_bytes(b"x")
    log.chmod(0o444)
    with pytest.raises(OutputError, match="is read-only"):
        check_writable(log)


def test_a_log_in_a_folder_that_cannot_be_written_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Root writes anywhere: refuse the temporary file the way a read-only folder would.
    def refuse(*_args: object, **_kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("tempfile.mkstemp", refuse)
    with pytest.raises(OutputError, match=r"match.toml: cannot be written \(Permission denied\)"):
        check_writable(tmp_path / "match.toml")


def test_a_full_disk_is_found_before_anything_is_typed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OutputError, match="No space left on device"):
        check_writable(tmp_path / "match.toml")
    assert os.listdir(tmp_path) == []


def test_a_name_too_long_is_found_before_anything_is_typed(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="File name too long"):
        check_writable(tmp_path / ("x" * 300 + ".toml"))


def test_a_second_lock_on_a_log_is_refused_at_once(tmp_path: Path) -> None:
    log = tmp_path / "match.toml"
    log.write_bytes(b"x")
    with (
        LogLock(log),
        pytest.raises(LockedError, match="another `bornes log` or `bornes import` is writing this log"),
    ):
        LogLock(tmp_path / "." / "match.toml").acquire()
    assert os.listdir(tmp_path) == ["match.toml"]  # the lock file goes with the session


@pytest.mark.subprocess
def test_a_lock_left_by_a_killed_session_does_not_block(tmp_path: Path) -> None:
    log = tmp_path / "match.toml"
    log.write_bytes(b"x")
    # The child holds the lock until it is killed, waiting on its input rather than for a time.
    code = (
        "import sys; from pathlib import Path; from generator.files import LogLock;"
        f"LogLock(Path({str(log)!r})).acquire(); print('locked', flush=True); sys.stdin.read()"
    )
    child = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert child.stdin is not None
    assert child.stdout is not None
    assert child.stdout.readline() == b"locked\n"
    with pytest.raises(LockedError):
        LogLock(log).acquire()
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    child.stdin.close()
    with LogLock(log):
        pass


# Nothing destroyed or replaced: new files made exclusively, hard links rewritten with room taken first


def _made_meanwhile(monkeypatch: pytest.MonkeyPatch, target: Path, content: bytes) -> None:
    """Another program makes ``target`` while Bornes writes its temporary file (at its fsync)."""
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        real_fsync(fd)
        if not target.exists():
            target.write_bytes(content)

    monkeypatch.setattr(os, "fsync", fsync)


def test_a_new_file_made_meanwhile_is_never_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: the temporary file was renamed over whatever had appeared at the name.
    log = tmp_path / "match.toml"
    _made_meanwhile(monkeypatch, log, b"a hand typed in another session")
    with pytest.raises(AlreadyExists, match=r"match.toml: already exists \(it was made while"):
        write_output(log, b"the imported log", new=True)
    assert log.read_bytes() == b"a hand typed in another session"
    assert os.listdir(tmp_path) == ["match.toml"]


def test_an_output_made_meanwhile_is_replaced_unless_it_is_an_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "match.toml"
    log.write_bytes(b"the log")
    out = tmp_path / "report.pdf"
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        real_fsync(fd)
        if not out.exists():
            os.link(log, out)  # the output's name became the log meanwhile

    monkeypatch.setattr(os, "fsync", fsync)
    with pytest.raises(OutputError, match="is the same file as the input"):
        write_output(out, b"%PDF", inputs=[log])
    assert log.read_bytes() == b"the log"
    monkeypatch.undo()
    out.unlink()
    _made_meanwhile(monkeypatch, out, b"an older report")
    write_output(out, b"%PDF", inputs=[log])
    assert out.read_bytes() == b"%PDF"


@pytest.mark.parametrize("when", ["taking the room", "writing the new bytes"])
def test_a_hard_linked_file_that_cannot_be_rewritten_keeps_its_old_bytes(
    when: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: the new bytes were written over the old with no room taken, and never undone.
    one, two = tmp_path / "one.toml", tmp_path / "two.toml"
    one.write_bytes(b"[[hands]]\na = { miles = 700 }\n" * 50)
    os.link(one, two)
    before = one.read_bytes()
    real_fsync = os.fsync
    calls = []

    def full(fd: int) -> None:
        calls.append(fd)
        if len(calls) == (1 if when == "taking the room" else 2):
            raise OSError(28, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OutputError, match=r"one.toml: cannot be written \(No space left on device\)$"):
        write_output(one, b"x" * (len(before) * 2))
    assert one.read_bytes() == two.read_bytes() == before
    assert os.path.samefile(one, two)
    assert sorted(os.listdir(tmp_path)) == ["one.toml", "two.toml"]


@pytest.mark.subprocess
@pytest.mark.posix
def test_dev_stdout_on_a_pipe_is_written_straight(tmp_path: Path) -> None:
    # Before: /dev/stdout was followed to /proc/self/fd/1, and a temporary file tried in /dev.
    done = subprocess.run(
        [sys.executable, "-m", "generator", "sheet", "--edition", "parker-brothers", "-o", "/dev/stdout"],
        capture_output=True,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(b"%PDF-")
    assert done.stdout.rstrip().endswith(b"/dev/stdout")  # the path written, printed after the PDF


@pytest.mark.posix
def test_a_log_naming_a_device_that_would_wait_is_refused_without_opening_it(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: as root, `rules = "/proc/kmsg"` (a regular file to stat, of size 0) hung for ever.
    log = tmp_path / "match.toml"
    log.write_text(
        'edition = "parker-brothers"\nplayers = 4\nrules = "/proc/kmsg"\n[sides]\na = "A"\nb = "B"\n', "utf-8"
    )
    never_open(monkeypatch, Path("/proc/kmsg"))
    result = runner.invoke(main, ["score", str(log)])
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: {log}: 'rules' is an absolute path: name a house-rules file in the log's folder\n"
    )


@pytest.mark.posix
def test_an_input_is_opened_without_waiting_on_it(tmp_path: Path) -> None:
    # A device such as /proc/kmsg stats as a regular file and blocks when read: opened without
    # waiting, its first read says so (EAGAIN) instead. A FIFO shows the open does not wait.
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    opened: list[int] = []
    opener = threading.Thread(target=lambda: opened.append(compat.open_to_read(fifo)), daemon=True)
    opener.start()
    opener.join(5)
    assert opened, "opening waited for a writer"
    os.close(opened[0])


def test_a_new_file_on_a_file_system_without_hard_links_is_made_exclusively(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # FAT and exFAT (USB sticks), some network shares: os.link fails with EPERM.
    def no_links(*_args: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    write_output(tmp_path / "new.toml", b"a new log", new=True)
    assert (tmp_path / "new.toml").read_bytes() == b"a new log"
    assert os.listdir(tmp_path) == ["new.toml"]  # no temporary file left
    with pytest.raises(AlreadyExists):
        write_output(tmp_path / "new.toml", b"again", new=True)
    assert (tmp_path / "new.toml").read_bytes() == b"a new log"


# A command's files, taken together


def test_a_log_given_twice_by_one_name_or_through_a_link_is_refused(tmp_path: Path) -> None:
    log = tmp_path / "friday.toml"
    log.write_text("", "utf-8")
    with pytest.raises(InputError, match="is given twice: each match is counted once"):
        distinct_logs([log, tmp_path / "." / "friday.toml"])
    link = tmp_path / "latest.toml"
    os.link(log, link)
    with pytest.raises(InputError, match=f"{link} and {log} are one file"):
        distinct_logs([log, link])


def test_two_logs_of_the_same_text_and_a_log_that_cannot_be_read_pass(tmp_path: Path) -> None:
    first, second = tmp_path / "first.toml", tmp_path / "second.toml"
    for log in (first, second):
        log.write_text("same", "utf-8")
    distinct_logs([first, second, tmp_path / "missing.toml", tmp_path / "missing.toml"])


def test_a_job_s_bytes_are_made_only_when_it_is_written(tmp_path: Path) -> None:
    made: list[str] = []

    def build() -> bytes:
        made.append("built")
        return b"%PDF"

    job = Job(tmp_path / "sheet.pdf", build)
    assert made == []
    write_output(job.path, job.build())
    assert made == ["built"]
    assert job.path.read_bytes() == b"%PDF"
