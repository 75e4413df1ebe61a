"""What differs between systems, found by what each system has: Windows (3.11 and 3.13), macOS, Linux."""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import pytest

from generator import compat
from generator.errors import OutputError
from generator.files import LockedError, LogLock


def fake_os(*, has: tuple[str, ...], flags: dict[str, int]) -> types.SimpleNamespace:
    return types.SimpleNamespace(**dict.fromkeys(has, lambda *_: None), **flags)


WINDOWS_311 = fake_os(has=("chmod", "umask"), flags={"O_BINARY": 0x8000})
WINDOWS_313 = fake_os(has=("chmod", "fchmod", "umask"), flags={"O_BINARY": 0x8000})
MACOS = fake_os(
    has=("fchmod", "fchown", "getuid"),
    flags={"O_CLOEXEC": 0x1000000, "O_NOCTTY": 0x20000, "O_NOFOLLOW": 0x100, "O_NONBLOCK": 0x4},
)
WINDOWS = compat.System(True, 0x8000, 0, 0, False, False)
POSIX = compat.System(False, 0x1000000 | 0x20000, 0x100, 0x4, True, True)
"""What ``compat.detect`` finds on Windows and on macOS, for the tests that switch ``compat.SYSTEM``
to one of them (so they test the same thing in the Windows-simulation run)."""


def test_windows_python_3_11_sets_modes_by_name_and_keeps_no_owner() -> None:
    system = compat.detect(WINDOWS_311)
    assert (system.fchmod, system.owners) == (False, False)
    assert (system.open_flags, system.nofollow, system.nonblock) == (0x8000, 0, 0)


def test_windows_python_3_13_has_fchmod_but_still_no_owner() -> None:
    # 3.13 added os.fchmod on Windows, not os.getuid: a sheet written again stopped there.
    system = compat.detect(WINDOWS_313)
    assert (system.fchmod, system.owners) == (True, False)


def test_macos_has_every_posix_flag_and_owners() -> None:
    system = compat.detect(MACOS)
    assert system.open_flags == 0x1000000 | 0x20000
    assert (system.nofollow, system.nonblock, system.fchmod, system.owners) == (0x100, 0x4, True, True)


@pytest.mark.posix
def test_this_linux_locks_with_fcntl() -> None:
    assert not compat.detect().windows


def test_home_is_userprofile_on_windows_and_home_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    environ = {"HOME": "/home/ana", "USERPROFILE": r"C:\Users\Ana"}
    monkeypatch.setattr(compat, "SYSTEM", POSIX)
    assert compat.home(environ) == "/home/ana"
    monkeypatch.setattr(compat, "SYSTEM", WINDOWS)
    assert compat.home(environ) == r"C:\Users\Ana"
    assert compat.home({"HOMEDRIVE": "D:", "HOMEPATH": r"\Ana"}) == r"D:\Ana"


@pytest.mark.parametrize(
    ("platform", "windows", "has_old_folder", "folders"),
    [
        ("linux", False, False, ["/xdg/config/matplotlib", "/home/ana/.cache/matplotlib"]),
        ("freebsd14", False, False, ["/xdg/config/matplotlib", "/home/ana/.cache/matplotlib"]),
        ("darwin", False, False, ["/home/ana/.matplotlib"]),
        ("win32", True, False, ["/local/matplotlib"]),
        ("win32", True, True, ["/home/ana/.matplotlib"]),
    ],
    ids=["linux", "freebsd", "macos", "windows", "windows-with-the-old-folder"],
)
def test_matplotlib_folders_are_where_matplotlib_looks_on_each_system(
    platform: str,
    windows: bool,
    has_old_folder: bool,
    folders: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # As matplotlib 3.11's _get_config_or_cache_dir: XDG's on Linux and FreeBSD; on Windows
    # %LOCALAPPDATA% unless ~/.matplotlib is a folder already; ~/.matplotlib on macOS.
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(compat, "SYSTEM", WINDOWS if windows else POSIX)
    monkeypatch.setattr(os.path, "isdir", lambda path: has_old_folder and path == "/home/ana/.matplotlib")
    environ = {"XDG_CONFIG_HOME": "/xdg/config", "LOCALAPPDATA": "/local"}
    assert compat.matplotlib_folders("/home/ana", environ) == folders


def test_a_file_in_use_is_recognised_by_windows_error_codes() -> None:
    class InUse(PermissionError):
        winerror = 32

    assert compat.in_use(InUse(13, "used by another process"))
    assert not compat.in_use(PermissionError(13, "Permission denied"))


# The lock, on each system's path


@pytest.mark.parametrize("system", ["posix", "windows"])
def test_the_lock_refuses_a_second_holder_and_its_file_goes_with_it(
    system: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    if system == "windows":
        request.getfixturevalue("windows")
    log = tmp_path / "match.toml"
    log.write_bytes(b"x")
    with LogLock(log), pytest.raises(LockedError):
        LogLock(log).acquire()
    assert os.listdir(tmp_path) == ["match.toml"]
    with LogLock(log):  # let go: taken again at once
        pass


@pytest.mark.parametrize("system", ["posix", "windows"])
def test_a_link_planted_as_the_lock_file_is_refused_and_its_target_never_made(
    system: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    # Before: the lock was opened with O_CREAT and no O_NOFOLLOW, so it made the link's target.
    if system == "windows":
        request.getfixturevalue("windows")  # no O_NOFOLLOW there: the link is found by looking
    log = tmp_path / "match.toml"
    log.write_bytes(b"x")
    victim = tmp_path / "elsewhere" / "made-by-bornes"
    victim.parent.mkdir()
    (tmp_path / ".match.toml.lock").symlink_to(victim)
    with pytest.raises(OutputError, match=r"its lock file .*\.match\.toml\.lock is a link"):
        LogLock(log).acquire()
    assert not victim.exists()
    assert (tmp_path / ".match.toml.lock").is_symlink()
