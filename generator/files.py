"""Reading users' files and writing outputs, at the edge of the pipeline.

Reads turn every operating-system problem (missing, a folder, a device or
pipe, unreadable, not text, too large) into an ``InputError`` of one line;
only regular files are read, so a FIFO given as a log is refused at once
instead of blocking. A UTF-8 byte-order mark is accepted and CRLF line
endings are read as they are; ``read_text_file`` says which the file had, so
a rewrite keeps them.

Every output goes through ``write_output``, which is given the command's
inputs as well:

- ``-`` is standard output;
- an output that is the same file as an input (same device and inode,
  through symlinks and hard links) is refused, so no log or house-rules
  file is ever replaced by a PDF;
- a symlink is followed: its target is written, in the target's folder, and
  the link stays;
- a character device or FIFO (``/dev/null``, a pipe) is written straight,
  never renamed over; anything else that is not a regular file is refused;
- a regular file is written to a temporary file in its folder (a short
  name, so a 250-character output name works) and renamed into place, so it
  is either complete or untouched; a rewritten file keeps its mode, a new
  one follows the umask;
- a file with several hard links is rewritten in place, so every name sees
  the new content instead of one name being split off silently.

``LogLock`` is the lock ``bornes log`` holds on a log while it runs.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, NamedTuple

from generator.errors import HouseRulesError, InputError, LogError, OutputError

if TYPE_CHECKING:  # the readers import them when they read: writing a sheet parses no log
    from generator.rules.editions import Edition
    from generator.rules.match import Match, MatchResult

MAX_INPUT_BYTES = 2 * 1024 * 1024
"""The largest log or house-rules file read: a 10,000-hand log is about 850 KB, and
anything up to this size parses in well under a second (``tests/hardening``)."""

BOM = "\ufeff"
STDOUT = "-"
"""The output name that means standard output, as Click's ``File("wb")`` reads it."""


class TextFile(NamedTuple):
    """A text file as read: its text with LF line endings and no byte-order mark, and how it was saved."""

    text: str
    bom: bool = False
    newline: str = "\n"

    def encode(self, text: str) -> bytes:
        """``text`` (LF line endings) as this file saves it: same line endings, same byte-order mark."""
        saved = text.replace("\n", self.newline) if self.newline != "\n" else text
        return ((BOM if self.bom else "") + saved).encode("utf-8")


def _regular_file(path: Path, error: type[InputError]) -> None:
    """Refuse, without opening it, what is not a regular file: opening a FIFO would block."""
    source = str(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise error("no such file", source=source) from None
    except NotADirectoryError:
        raise error("no such file (a folder in its path is a file)", source=source) from None
    except OSError as exc:
        raise error(f"cannot be read ({exc.strerror or exc})", source=source) from None
    if stat.S_ISDIR(info.st_mode):
        raise error("is a folder, not a file", source=source)
    if not stat.S_ISREG(info.st_mode):
        raise error("is not a regular file (a device, pipe or socket): give a file", source=source)


def read_bytes(path: Path, error: type[InputError], *, limit: int, kind: str) -> bytes:
    """The bytes of a user's regular file of at most ``limit`` bytes, or ``error`` saying why not.

    ``kind`` names what the file should be, for the message on a file too large ("a match log").
    """
    source = str(path)
    _regular_file(path, error)
    try:
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except FileNotFoundError:
        raise error("no such file", source=source) from None
    except IsADirectoryError:
        raise error("is a folder, not a file", source=source) from None
    except PermissionError:
        raise error("cannot be read (permission denied)", source=source) from None
    except OSError as exc:
        raise error(f"cannot be read ({exc.strerror or exc})", source=source) from None
    if len(data) > limit:
        raise error(f"is larger than {limit // (1024 * 1024)} MB: not {kind}", source=source)
    return data


def read_text_file(path: Path, error: type[InputError]) -> TextFile:
    """The UTF-8 text of a user's file and how it is saved, or ``error`` saying why it cannot be read."""
    source = str(path)
    data = read_bytes(path, error, limit=MAX_INPUT_BYTES, kind="a match log")
    if b"\x00" in data:
        raise error("is a binary file, not TOML text", source=source)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"is not UTF-8 text (byte {exc.start})", source=source) from None
    bom = text.startswith(BOM)
    text = text.removeprefix(BOM)
    first = text.find("\n")
    if first > 0 and text[first - 1] == "\r":  # the first line's ending is the file's
        return TextFile(text.replace("\r\n", "\n"), bom, "\r\n")
    return TextFile(text, bom)


def read_text(path: Path, error: type[InputError]) -> str:
    """The UTF-8 text of a user's file (LF line endings, no byte-order mark)."""
    return read_text_file(path, error).text


def load_house_rules(path: Path) -> Edition:
    """The edition a house-rules file describes."""
    from generator.rules.house import parse_house_rules

    return parse_house_rules(read_text(path, HouseRulesError), str(path))


def load_match(path: Path) -> Match:
    """The checked match of a log file; house rules named in it are read beside it."""
    return load_result(path).match


def load_result(path: Path, *, inputs: list[Path] | None = None) -> MatchResult:
    """The checked and scored match of a log file (scored once: checking it scores it).

    ``inputs``, when given, receives the log and the house-rules file it names: the
    files a command's output must not replace.
    """
    from generator.matchlog.parse import parse_result

    def house(name: str) -> Edition:
        if inputs is not None:
            inputs.append(path.parent / name)
        return load_house_rules(path.parent / name)

    if inputs is not None:
        inputs.append(path)
    return parse_result(read_text(path, LogError), str(path), house_rules=house)


# Writing


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _os_error(path: Path | str, exc: OSError) -> OutputError:
    return OutputError(f"{path}: cannot be written ({exc.strerror or exc})")


def check_output(path: Path, *, inputs: Iterable[Path] = (), create_folder: bool = False) -> Path | None:
    """Where writing ``path`` puts the bytes: the real file behind any symlink (``None``: stdout).

    Refuses an output that is one of ``inputs``, a folder, or a block device or socket;
    a missing folder is made when ``create_folder`` (a command's default ``output/``),
    else refused. Nothing is written.
    """
    if str(path) == STDOUT:
        return None
    target = Path(os.path.realpath(path))
    folder = target.parent
    if not folder.is_dir():
        if not create_folder or folder.exists():
            raise OutputError(f"{path}: the folder {path.parent} does not exist")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            reason = exc.strerror or exc
            raise OutputError(f"{path}: cannot make the folder {path.parent} ({reason})") from None
    try:
        info: os.stat_result | None = target.stat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise _os_error(path, exc) from None
    if info is None:
        return target
    if stat.S_ISDIR(info.st_mode):
        raise OutputError(f"{path}: is a folder: give a file name")
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode)):
        raise OutputError(f"{path}: is not a regular file, a character device or a pipe: give a file name")
    for source in inputs:
        if _identity(source) == (info.st_dev, info.st_ino):
            raise OutputError(
                f"{path}: is the same file as the input {source}: writing it would replace the input"
            )
    return target


def write_output(
    path: Path, data: bytes, *, inputs: Iterable[Path] = (), create_folder: bool = False
) -> Path | None:
    """Write ``data`` to a command's output ``path``; the path written, ``None`` for stdout.

    The one function every output goes through (see the module docstring):
    inputs protected, links followed, mode kept, devices and ``-`` handled.
    """
    target = check_output(path, inputs=inputs, create_folder=create_folder)
    if target is None:
        stream = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else None
        try:
            if stream is None:
                raise OSError(errno.EBADF, "standard output takes no bytes")
            stream.write(data)
            stream.flush()
        except OSError as exc:
            if exc.errno == errno.EPIPE:
                raise  # a closed pipe (`| head`): the command ends quietly (generator.cli)
            from generator.environment import quiet_stdout

            quiet_stdout()  # what is still buffered must not fail again at exit
            raise _os_error("standard output", exc) from None
        return None
    try:
        info = target.stat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise _os_error(path, exc) from None
    try:
        if info is not None and not stat.S_ISREG(info.st_mode):
            # A device or a pipe: written straight, never replaced by a file.
            with open(target, "wb") as handle:
                handle.write(data)
            return Path(path)
        if info is not None and info.st_nlink > 1:
            _write_in_place(target, data)
            return Path(path)
    except OSError as exc:
        raise _os_error(path, exc) from None
    with _replacing(path, target, info) as handle:
        handle.write(data)
    return Path(path)


def _write_in_place(target: Path, data: bytes) -> None:
    """Rewrite a hard-linked file's content, so every one of its names sees it."""
    fd = os.open(target, os.O_WRONLY | os.O_CLOEXEC)
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.truncate()
        handle.flush()
        os.fsync(handle.fileno())


@contextlib.contextmanager
def _replacing(shown: Path, target: Path, info: os.stat_result | None) -> Iterator[IO[bytes]]:
    """A temporary file beside ``target``, renamed over it when the block succeeds.

    The temporary name is short (``.bornes-XXXXXXXX.tmp``), so any name the
    folder accepts can be written. The new file gets the old one's mode (and
    owner, where allowed), or the umask's for a new file.
    """
    import tempfile  # only writing needs it (and the shutil it loads): reading a log does not

    folder = target.parent
    try:
        fd, temp = tempfile.mkstemp(prefix=".bornes-", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise OutputError(f"{shown}: cannot write in {shown.parent} ({exc.strerror or exc})") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
            if info is None:
                os.fchmod(handle.fileno(), 0o666 & ~_umask())
            else:
                os.fchmod(handle.fileno(), stat.S_IMODE(info.st_mode))
                if (info.st_uid, info.st_gid) != (os.getuid(), os.getgid()):
                    with contextlib.suppress(OSError):
                        os.fchown(handle.fileno(), info.st_uid, info.st_gid)
        os.replace(temp, target)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(exc, OSError):
            raise _os_error(shown, exc) from None
        raise


def check_writable(path: Path) -> None:
    """Refuse, before anything is typed, a log that could not be saved.

    A read-only file, a folder that cannot be written, a name too long, a
    full disk: a temporary file as large as the log (and some room to grow)
    is written and removed in the log's real folder.
    """
    import tempfile

    target = check_output(path)
    assert target is not None
    try:
        info: os.stat_result | None = target.stat()
    except FileNotFoundError:
        info = None
    writable = info is None or (bool(info.st_mode & 0o222) and os.access(target, os.W_OK))
    if not writable:
        raise OutputError(f"{path}: is read-only: make it writable to log hands in it")
    size = (info.st_size if info is not None else 0) + 64 * 1024
    try:
        if info is None:
            # The name itself must be accepted (length, characters) by the file system.
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
            os.close(fd)
            os.unlink(target)
        fd, temp = tempfile.mkstemp(prefix=".bornes-", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise OutputError(f"{path}: cannot be written ({exc.strerror or exc})") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"\n" * size)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        raise OutputError(f"{path}: cannot be written ({exc.strerror or exc})") from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp)


class LockedError(OutputError):
    """Another ``bornes log`` is writing this log."""


class LogLock:
    """The lock ``bornes log`` holds on a log for the whole session.

    ``fcntl.flock`` on a small file beside the log's real file (``.NAME.lock``):
    the kernel releases it when the process ends, however it ends, so a
    killed session never blocks the next one, and it needs no package. The
    lock file is removed when the session ends; a session that locked a file
    removed meanwhile locks again, so two sessions never both hold it.
    """

    def __init__(self, path: Path) -> None:
        target = Path(os.path.realpath(path))
        name = f".{target.name}.lock"
        if len(os.fsencode(name)) > 255:
            import hashlib  # only for a name too long to lock beside: reading a log does not

            digest = hashlib.sha256(os.fsencode(target.name)).hexdigest()[:16]
            name = f".bornes-{digest}.lock"
        self.shown = path
        self.path = target.parent / name
        self._fd: int | None = None

    def acquire(self) -> None:
        """Take the lock at once, or raise ``LockedError``."""
        import fcntl  # Unix only: imported here so that the rest of Bornes imports anywhere

        while True:
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
            except OSError as exc:
                raise OutputError(f"{self.shown}: cannot be written ({exc.strerror or exc})") from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                raise LockedError(
                    f"{self.shown}: another `bornes log` is writing this log: finish that one first"
                ) from None
            if _identity(self.path) == (os.fstat(fd).st_dev, os.fstat(fd).st_ino):
                self._fd = fd
                return
            os.close(fd)  # the file was removed by the session that just ended: lock the new one

    def release(self) -> None:
        """Remove the lock file and let the lock go."""
        if self._fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        os.close(self._fd)
        self._fd = None

    def __enter__(self) -> LogLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def resource(name: str) -> Path:
    """A bundled folder (``templates``, ``fonts``, ``examples``).

    Inside an installed wheel it sits in the package; in a checkout, at the top level.
    """
    here = Path(__file__).resolve().parent
    for candidate in (here / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")
