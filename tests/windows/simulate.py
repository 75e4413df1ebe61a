"""Windows, as Bornes' own code sees it, on Linux: what CI can run without a Windows machine.

CI cannot run Windows here, so one job runs the command line's tests with
this simulation on (``.ci/run``, step 7; ``tests/windows/site`` on
``PYTHONPATH`` turns it on in every process: pytest's workers and every
``bornes`` a test starts). Each module of the ``generator`` package, as it
is imported, gets:

- an ``os`` without what Windows' Python lacks (``WINDOWS_LACKS``:
  ``fchmod`` and ``fchown``, ``getuid``, ``O_CLOEXEC``, ``O_NOFOLLOW``,
  ``O_NONBLOCK``, ``mkfifo``…), with Windows' ``O_BINARY``, and whose
  ``os.open`` refuses a call without it: on Windows, ``os.open`` opens in
  text mode unless told, and would turn every ``\\n`` of a PDF into
  ``\\r\\n``;
- no ``fcntl`` (importing it fails, as on Windows);
- an ``msvcrt`` whose ``locking`` locks as Windows' does, for this
  process's file handle, and is let go when the process ends (here by
  ``flock``, which Bornes' code cannot reach).

So ``generator.compat`` finds Windows and every Windows code path is the
one taken: the lock's, the modes set by name, no owners, no ``O_NOFOLLOW``
(a planted link is found by looking), the lock file removed after it is
closed. Python itself, the libraries and the tests keep the real ``os``.

What this does not simulate, and only a Windows machine tests: NTFS's
sharing rules (a file open elsewhere cannot be removed or replaced: the
file-in-use message is tested by raising Windows' own error where the
replace happens), backslashes and drive letters (``os.path`` stays
POSIX's), reserved names (``CON``, ``NUL``), the console's own code pages
(``PYTHONIOENCODING`` stands for them), and ``msvcrt.locking``'s byte
ranges.
"""

from __future__ import annotations

import builtins
import errno
import importlib.abc
import importlib.machinery
import os
import sys
import types
from collections.abc import Sequence
from typing import Any

WINDOWS_LACKS = frozenset(
    {
        # Python 3.11 and 3.12 on Windows: no fchmod (3.13 has it); never fchown, chown, owners.
        "fchmod", "fchown", "chown", "lchown", "lchmod",
        "getuid", "geteuid", "getgid", "getegid", "getgroups", "getpgid", "setsid", "killpg",
        # Flags that exist only on POSIX systems.
        "O_CLOEXEC", "O_NOFOLLOW", "O_NONBLOCK", "O_NOCTTY", "O_NDELAY", "O_DIRECTORY", "O_SYNC",
        "O_DSYNC", "O_ASYNC", "O_LARGEFILE", "O_NOATIME", "O_PATH", "O_TMPFILE",
        # Files and processes Windows has no such call for.
        "mkfifo", "mknod", "fork", "posix_fallocate", "posix_fadvise", "fdatasync", "pread", "pwrite",
        "statvfs", "fstatvfs", "pathconf", "fpathconf", "sync", "pipe2", "openpty", "ttyname", "uname",
        "getloadavg", "sysconf", "confstr", "nice", "chroot", "sched_getaffinity",
    }
)  # fmt: skip
"""The names of Linux's ``os`` that Windows' Python 3.11 has not."""

O_BINARY = 0x8000
"""Windows' ``os.O_BINARY``: open without translating line endings."""


class TextModeOpen(RuntimeError):
    """Bornes opened a file without ``O_BINARY``: on Windows it would read and write in text mode."""


class _WindowsOs(types.ModuleType):
    """``os`` as Windows' Python has it, for Bornes' modules; everything it has is the real one's."""

    def __init__(self) -> None:
        super().__init__("os", "Windows' os, simulated")
        self.O_BINARY = O_BINARY
        self.name = "nt"
        self.linesep = "\r\n"

    def __getattr__(self, name: str) -> Any:
        if name in WINDOWS_LACKS:
            raise AttributeError(f"module 'os' has no attribute {name!r} (Windows, simulated)")
        return getattr(os, name)

    def __dir__(self) -> list[str]:
        return sorted(set(dir(os)) - WINDOWS_LACKS | {"O_BINARY"})

    @staticmethod
    def open(path: Any, flags: int, mode: int = 0o777, *, dir_fd: int | None = None) -> int:
        if not flags & O_BINARY:
            raise TextModeOpen(f"os.open({path!r}) without O_BINARY: Windows would open it in text mode")
        return os.open(path, flags & ~O_BINARY, mode, dir_fd=dir_fd)


def _msvcrt() -> types.ModuleType:
    """``msvcrt``'s lock, as Bornes uses it: one lock a file handle, refused at once to another."""
    import fcntl  # the simulation's own, before Bornes' modules are kept from it

    unlock = 0  # LK_UNLCK

    def locking(fd: int, mode: int, nbytes: int) -> None:
        if nbytes < 1:
            raise OSError(errno.EINVAL, "Invalid argument")
        if mode == unlock:
            fcntl.flock(fd, fcntl.LOCK_UN)
            return
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            # Windows' C library: EACCES for a non-blocking lock another handle holds.
            raise OSError(errno.EACCES, "Permission denied") from None

    module = types.ModuleType("msvcrt", "Windows' msvcrt, simulated: locking() only")
    vars(module).update(LK_UNLCK=unlock, LK_LOCK=1, LK_NBLCK=2, LK_RLCK=3, LK_NBRLCK=4, locking=locking)
    return module


WINDOWS_OS = _WindowsOs()
MSVCRT = _msvcrt()
_real_import = builtins.__import__


def _windows_import(
    name: str,
    globals: dict[str, Any] | None = None,
    locals: dict[str, Any] | None = None,
    fromlist: Sequence[str] | None = (),
    level: int = 0,
) -> Any:
    """``import`` as Bornes' modules see it on Windows: ``os`` without its POSIX calls, no ``fcntl``."""
    if level == 0:
        top = name.partition(".")[0]
        if top == "fcntl":
            raise ModuleNotFoundError("No module named 'fcntl' (Windows, simulated)", name="fcntl")
        if name == "msvcrt":
            return MSVCRT
        if name == "os" or (top == "os" and not fromlist):
            return WINDOWS_OS
    return _real_import(name, globals, locals, fromlist or (), level)


WINDOWS_BUILTINS = {**vars(builtins), "__import__": _windows_import}
"""The builtins Bornes' modules run with: their ``import`` statements go through ``_windows_import``."""


class _Loader(importlib.abc.Loader):
    """Runs a Bornes module with ``WINDOWS_BUILTINS``; everything else is its own loader's."""

    def __init__(self, loader: importlib.abc.Loader) -> None:
        self.loader = loader

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: types.ModuleType) -> None:
        module.__dict__["__builtins__"] = WINDOWS_BUILTINS
        self.loader.exec_module(module)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.loader, name)


class _Finder(importlib.abc.MetaPathFinder):
    """Finds ``generator`` and its modules as usual, and gives them ``_Loader``."""

    bornes_windows = True

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname != "generator" and not fullname.startswith("generator."):
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None and spec.loader is not None:
                spec.loader = _Loader(spec.loader)
                return spec
        return None


ENVIRONMENT = "BORNES_WINDOWS_SIMULATION"
"""Set in every process the simulation runs in, so the tests know (``tests/conftest.py``)."""


def install() -> None:
    """Turn the simulation on for every ``generator`` module imported from now on."""
    if active():
        return
    if any(name == "generator" or name.startswith("generator.") for name in sys.modules):
        raise RuntimeError("the Windows simulation must start before Bornes is imported")
    sys.meta_path.insert(0, _Finder())
    os.environ[ENVIRONMENT] = "1"
    # Every Windows user has a profile folder; Bornes finds settings there (generator.compat.home).
    os.environ.setdefault("USERPROFILE", os.environ.get("HOME", os.getcwd()))


def active() -> bool:
    """Whether this process runs with the simulation on (by whichever copy of this module)."""
    return any(getattr(finder, "bornes_windows", False) for finder in sys.meta_path)
