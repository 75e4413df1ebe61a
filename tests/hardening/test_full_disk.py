"""A full disk and a file-size limit, for real: nothing half-written, no hand lost.

A small tmpfs (1 MB, mounted for the test where the machine lets it: root,
or a container that allows mounts) is filled while a real ``bornes log``
waits at its first question; where no tmpfs can be mounted, a file-size
limit (``RLIMIT_FSIZE``, set on the running process) stops its writes in the
same place. A hard-linked file is rewritten in place, so every name sees it:
that rewrite is where a full disk used to leave half a file.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES
from tests.matchlog.test_session import LAST_HAND, waiting_session

pytestmark = pytest.mark.posix  # tmpfs and RLIMIT_FSIZE

TOML_OF_THE_HAND = (
    "[[hands]] ns = { miles = 425 } ew = { miles = 1000, safeties = 2, coups_fourres = 1, two_hundreds = 0 }"
)
"""The start of the hand typed (LAST_HAND) as the message gives it, to be added by hand."""


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB tmpfs, mounted for the test; skipped where this machine does not allow it."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(disk)], capture_output=True, check=False
    )
    if mounted.returncode != 0:
        pytest.skip("no small tmpfs can be mounted here: the RLIMIT_FSIZE tests stand for these")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=False)


PAGE = 4096
"""A tmpfs gives a file its room a page at a time: a log that ends just short of a page's end needs
a new page for one more hand."""


def three_hands_in(folder: Path) -> Path:
    """Friday night without its last hand, in ``folder``, a comment making it end just short of a page."""
    log = folder / "friday.toml"
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    text = text[: text.rindex("[[hands]]")]
    padding = PAGE - 16 - len(text.encode()) % PAGE
    log.write_text(text + "# " + "." * padding + "\n", "utf-8")
    assert log.stat().st_size % PAGE > PAGE - 32
    return log


def fill(disk: Path) -> None:
    """Write to ``disk`` until it is full."""
    with (disk / "filler").open("wb", buffering=0) as filler:
        try:
            while True:
                filler.write(bytes(4096))
        except OSError:
            pass


def files_under(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.name != "filler"}


def type_the_hand(child: subprocess.Popen[bytes]) -> str:
    """Type the last hand into the waiting session; what it said on stderr."""
    _, errors = child.communicate(LAST_HAND.encode(), timeout=60)
    return errors.decode()


def assert_refused_with_the_hand(child: subprocess.Popen[bytes], errors: str, log: Path) -> None:
    assert child.returncode == 1
    last = errors.splitlines()[-1]
    assert last.startswith(f"Error: {log}: cannot be written ("), errors
    assert TOML_OF_THE_HAND in last, last  # the hand typed is in the message, to add by hand
    assert "Traceback" not in errors


@pytest.mark.subprocess
@pytest.mark.parametrize("linked", [True, False], ids=["hard-linked log", "log"])
def test_a_full_disk_during_a_session_loses_no_hand_and_leaves_the_log_whole(
    linked: bool, small_disk: Path
) -> None:
    # Before: a hard-linked log ended `[[hands]]\na = { miles = 700, ` and every command then
    # refused it; the message of a failed save did not give the hand typed.
    log = three_hands_in(small_disk)
    if linked:
        os.link(log, small_disk / "backup.toml")
    before = files_under(small_disk)
    child = waiting_session(log)
    fill(small_disk)
    errors = type_the_hand(child)
    assert files_under(small_disk) == before  # the log whole, its link too, no temporary file
    assert_refused_with_the_hand(child, errors, log)


@pytest.mark.subprocess
def test_a_file_size_limit_during_a_session_leaves_a_hard_linked_log_whole(tmp_path: Path) -> None:
    # The same without a tmpfs: the limit is set on the waiting session, under the log's new size.
    log = three_hands_in(tmp_path)
    os.link(log, tmp_path / "backup.toml")
    before = files_under(tmp_path)
    child = waiting_session(log)
    size = log.stat().st_size
    resource.prlimit(child.pid, resource.RLIMIT_FSIZE, (size, size))
    errors = type_the_hand(child)
    assert files_under(tmp_path) == before
    assert_refused_with_the_hand(child, errors, log)


def _limited(size: int) -> None:
    resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_file_size_limit_leaves_a_hard_linked_report_as_it_was(tmp_path: Path) -> None:
    # Before (`ulimit -f` over a hard-linked report): the report became the new PDF's first bytes.
    shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "friday.toml")
    report = tmp_path / "report.pdf"
    report.write_bytes(b"%PDF- the report printed last week\n")
    os.link(report, tmp_path / "archive.pdf")
    before = files_under(tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "generator", "report", "friday.toml", "-o", "report.pdf"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: _limited(30_000),
    )
    assert done.returncode == 1
    assert done.stderr == "Error: report.pdf: cannot be written (File too large)\n"
    assert files_under(tmp_path) == before
