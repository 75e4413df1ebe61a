"""What differs between the systems Bornes runs on, in one place: Windows, macOS and Linux.

``generator.files`` (every read and write of a user's file, and the log's
lock) and ``generator.environment`` ask here, so they read the same on every
system, as Click keeps its differences in ``click/_compat.py``. Each
difference is found by what the system has, never by its name:

- **open flags** that exist on some systems only: ``O_CLOEXEC``,
  ``O_NOCTTY``, ``O_NOFOLLOW`` and ``O_NONBLOCK`` (POSIX), and ``O_BINARY``
  (Windows, where ``os.open`` would otherwise translate line endings and
  stop reading at Ctrl-Z). Windows makes every descriptor non-inheritable
  already (PEP 446), so nothing stands in for ``O_CLOEXEC`` there;
- **modes**: set through the open file where ``os.fchmod`` exists (POSIX;
  Windows from Python 3.13), by name otherwise; on Windows only the
  read-only flag means anything;
- **owners**: a rewritten file keeps its owner where files have one that
  Bornes can give back (``os.fchown`` and ``os.getuid``: POSIX);
- **the lock**: ``fcntl.flock`` on POSIX, ``msvcrt.locking`` on Windows.
  Both are released by the system when the process ends, however it ends,
  so a killed ``bornes log`` never blocks the next one. A POSIX system
  lets a file be removed while it is open, Windows does not: the lock file
  is removed before it is let go on one, after on the other;
- **a file another program holds open**: Windows refuses to replace a PDF
  that Acrobat has open (a sharing violation); ``in_use`` recognises it;
- **where settings live**: ``HOME`` on POSIX, ``USERPROFILE`` on Windows;
  matplotlib keeps its folders under XDG's on Linux and BSD, in
  ``%LOCALAPPDATA%`` on Windows, in ``~/.matplotlib`` on macOS;
- **the user's language**: POSIX keeps it in ``LANG`` and its kin; Windows,
  whose console sets none of them, in the user's settings (``user_language``).

``SYSTEM`` is what this process runs on. Tests switch it (``detect`` with
another ``os``), and ``tests/windows/`` runs the command line's tests on
Linux with Windows' view of ``os``, without ``fcntl`` and with ``msvcrt``.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

LOCK_REGION = 1
"""The bytes of the lock file ``msvcrt.locking`` locks, from its start: any one byte will do."""


@dataclass(frozen=True)
class System:
    """What the system offers the file layer, found by what ``os`` and the lock modules have."""

    windows: bool
    """Windows' rules: the lock is ``msvcrt``'s, and a file open elsewhere cannot be removed or replaced."""
    open_flags: int
    """Added to every ``os.open``: ``O_BINARY``, ``O_CLOEXEC``, ``O_NOCTTY``, those that exist."""
    nofollow: int
    """``O_NOFOLLOW``, or 0 where the system has none (Windows)."""
    nonblock: int
    """``O_NONBLOCK``, or 0 where the system has none (Windows, which has no FIFO to block on)."""
    fchmod: bool
    """A mode is set through the open file (``os.fchmod``); else by name."""
    owners: bool
    """Files have owners Bornes can give back (``os.fchown``, ``os.getuid``)."""


def _flag(module: Any, name: str) -> int:
    value = getattr(module, name, 0)
    return value if isinstance(value, int) else 0


def _importable(name: str) -> bool:
    try:
        __import__(name)
    except ImportError:
        return False
    return True


def detect(system_os: Any = os) -> System:
    """The system ``system_os`` describes, with the lock module this interpreter can import."""
    windows = not _importable("fcntl") and _importable("msvcrt")
    return System(
        windows=windows,
        open_flags=sum(_flag(system_os, name) for name in ("O_BINARY", "O_CLOEXEC", "O_NOCTTY")),
        nofollow=_flag(system_os, "O_NOFOLLOW"),
        nonblock=_flag(system_os, "O_NONBLOCK"),
        fchmod=hasattr(system_os, "fchmod"),
        owners=hasattr(system_os, "fchown") and hasattr(system_os, "getuid"),
    )


SYSTEM = detect()


# Opening


def open_fd(path: str | os.PathLike[str], flags: int, mode: int = 0o666) -> int:
    """``os.open`` with the flags every open needs here (binary, not inherited, no terminal taken)."""
    return os.open(path, flags | SYSTEM.open_flags, mode)


def open_to_read(path: str | os.PathLike[str]) -> int:
    """A file opened for reading without waiting on it: a FIFO, or a device such as ``/proc/kmsg``,
    gives ``BlockingIOError`` at the first read instead of blocking for ever."""
    return open_fd(path, os.O_RDONLY | SYSTEM.nonblock)


# Modes and owners


def set_mode(fd: int, path: str | os.PathLike[str], mode: int) -> None:
    """Give the file open as ``fd`` (named ``path``) the permission bits ``mode``."""
    if SYSTEM.fchmod:
        os.fchmod(fd, mode)
    else:
        os.chmod(path, mode)


def keep_owner(fd: int, info: os.stat_result) -> None:
    """Give the file open as ``fd`` the owner and group of ``info`` where the system has owners.

    Only root may give a file away: for anyone else this is a no-op, which
    is why the owner is set only when it differs from the process's.
    """
    if not SYSTEM.owners or (info.st_uid, info.st_gid) == (os.getuid(), os.getgid()):
        return
    with contextlib.suppress(OSError):
        os.fchown(fd, info.st_uid, info.st_gid)


def umask() -> int:
    """The process's umask (read by setting it and setting it back: there is no other way)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


# The lock


def _lock_module() -> ModuleType:
    # Import statements, not importlib: each system has one of the two (and tests/windows sees to it).
    if SYSTEM.windows:
        import msvcrt

        return msvcrt
    import fcntl

    return fcntl


def try_lock(fd: int) -> bool:
    """Lock the file open as ``fd`` for this process alone, at once; ``False`` when another holds it."""
    module = _lock_module()
    if SYSTEM.windows:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            module.locking(fd, module.LK_NBLCK, LOCK_REGION)
        except OSError as error:
            # Another process's lock: EACCES ("locking violation"); EDEADLOCK after retries.
            if error.errno in (errno.EACCES, getattr(errno, "EDEADLOCK", errno.EDEADLK)):
                return False
            raise
        return True
    try:
        module.flock(fd, module.LOCK_EX | module.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def unlock(fd: int) -> None:
    """Let go of the lock on ``fd`` (closing the file lets go too; Windows asks for it first)."""
    module = _lock_module()
    with contextlib.suppress(OSError):
        if SYSTEM.windows:
            os.lseek(fd, 0, os.SEEK_SET)
            module.locking(fd, module.LK_UNLCK, LOCK_REGION)
        else:
            module.flock(fd, module.LOCK_UN)


# Errors


WINDOWS_IN_USE = frozenset({32, 33})
"""ERROR_SHARING_VIOLATION and ERROR_LOCK_VIOLATION: another program has the file open."""

WINDOWS_ACCESS_DENIED = 5
"""ERROR_ACCESS_DENIED: what replacing a file open in another program may give instead."""


def in_use(error: OSError) -> bool:
    """Whether ``error`` says another program has the file open (Windows: a PDF viewer, often)."""
    return getattr(error, "winerror", None) in WINDOWS_IN_USE


def access_denied(error: OSError) -> bool:
    """Whether ``error`` is Windows' access denied, which replacing an open file can give too."""
    return getattr(error, "winerror", None) == WINDOWS_ACCESS_DENIED


# Where settings live


def home(environ: Mapping[str, str] = os.environ) -> str | None:
    """The user's home folder as the libraries find it: ``HOME`` on POSIX, ``USERPROFILE`` on Windows."""
    if SYSTEM.windows:
        profile = environ.get("USERPROFILE")
        if profile:
            return profile
        drive, path = environ.get("HOMEDRIVE"), environ.get("HOMEPATH")
        return drive + path if drive and path else None
    return environ.get("HOME") or None


def matplotlib_folders(home: str, environ: Mapping[str, str] = os.environ) -> list[str]:
    """The folders matplotlib keeps its settings and cache in when ``MPLCONFIGDIR`` is not set.

    As matplotlib's ``_get_config_or_cache_dir`` finds them (3.11, the
    locked release): XDG's on Linux and BSD; on Windows ``~/.matplotlib``
    if it is a folder, else ``%LOCALAPPDATA%\\matplotlib``; ``~/.matplotlib``
    on macOS and elsewhere.
    """
    join = os.path.join
    if not SYSTEM.windows and sys.platform.startswith(("linux", "freebsd")):
        return [
            join(environ.get("XDG_CONFIG_HOME") or join(home, ".config"), "matplotlib"),
            join(environ.get("XDG_CACHE_HOME") or join(home, ".cache"), "matplotlib"),
        ]
    old = join(home, ".matplotlib")
    local = environ.get("LOCALAPPDATA")
    if SYSTEM.windows and local and not os.path.isdir(old):
        return [join(local, "matplotlib")]
    return [old]


def user_language() -> str | None:
    """The user's display language as the system keeps it, where it keeps one apart from the
    environment's variables: Windows (``GetUserDefaultUILanguage``, the language Windows itself
    is shown in, as a locale name through Python's own table, ``locale.windows_locale``: "fr_FR").
    ``None`` elsewhere: POSIX says it in ``LANG`` and its kin, which are read before this.
    """
    if not hasattr(sys, "getwindowsversion"):  # Windows' alone: elsewhere not even ctypes is loaded
        return None
    import ctypes
    import locale

    windll = getattr(ctypes, "windll", None)  # Windows' system libraries
    if windll is None:
        return None

    try:
        found = locale.windows_locale.get(int(windll.kernel32.GetUserDefaultUILanguage()))
    except (AttributeError, OSError, ValueError):
        return None
    return found if isinstance(found, str) else None
