"""Reading users' files and writing outputs, at the edge of the pipeline.

What differs between Windows, macOS and Linux (open flags, modes, owners,
the lock's system call) is ``generator.compat``'s: this module reads the same
on every system.

Reads turn every operating-system problem (missing, a folder, a device or
pipe, unreadable, not text, too large) into an ``InputError`` of one line;
only regular files are read, so a FIFO given as a log is refused at once
instead of blocking; files are opened without waiting and looked at again
once open. A UTF-8 byte-order mark is accepted and CRLF line endings are
read as they are; ``read_text_file`` says which the file had, so a rewrite
keeps them. House rules a log names are read in the log's folder only
(``house_rules_beside``).

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
- a new file is linked into place, which fails if its name was taken
  meanwhile: it is then checked again as any output is, or, where it must be
  new (``new=True``: a log an import or a session makes), left alone;
- a file with several hard links is rewritten in place, so every name sees
  the new content instead of one name being split off silently; the room it
  needs is taken first, so a full disk leaves it whole;
- Windows' refusal to replace a file another program holds open (a PDF in
  Acrobat) is one line that says to close it.

``LogLock`` is the lock ``bornes log`` and ``bornes import`` hold on a log.

A command's files taken together: ``distinct_logs`` refuses a log given
twice (each match is counted once), and a ``Job`` is a file to make, written whole when its bytes
are made (where files go by default, and which names would clash, is
``generator.defaults``).
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from generator import compat
from generator.errors import HouseRulesError, InputError, OutputError

if TYPE_CHECKING:  # the readers import them when they read: writing a sheet parses no log
    from generator.rules.editions import Edition

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


def _read_problem(exc: OSError) -> str:
    """What a failed look at, opening or reading of a user's file means, in a message's words."""
    if isinstance(exc, FileNotFoundError):
        return "no such file"
    if isinstance(exc, NotADirectoryError):
        return "no such file (a folder in its path is a file)"
    if isinstance(exc, IsADirectoryError):
        return "is a folder, not a file"
    if isinstance(exc, PermissionError):
        return "cannot be read (permission denied)"
    if isinstance(exc, BlockingIOError):
        return "cannot be read without waiting (a device, not a file): give a file"
    return f"cannot be read ({exc.strerror or exc})"


def _not_regular(info: os.stat_result) -> str | None:
    """Why a file that is not a regular file is not read (``None`` for a regular file)."""
    if stat.S_ISDIR(info.st_mode):
        return "is a folder, not a file"
    if not stat.S_ISREG(info.st_mode):
        return "is not a regular file (a device, pipe or socket): give a file"
    return None


def read_bytes(path: Path, error: type[InputError], *, limit: int, kind: str) -> bytes:
    """The bytes of a user's regular file of at most ``limit`` bytes, or ``error`` saying why not.

    The file is looked at before it is opened (a FIFO is never opened: that
    would wait for a writer), opened without waiting (``compat.open_to_read``),
    and looked at again once open: a file swapped for another meanwhile, or
    one that says it is larger than ``limit``, is refused before a byte is
    read. ``kind`` names what the file should be, for the message on a file
    too large ("a match log").
    """
    source = str(path)
    too_large = f"is larger than {limit // (1024 * 1024)} MB: not {kind}"
    try:
        info = os.stat(path)
        problem = _not_regular(info)
        if problem is not None:
            raise error(problem, source=source)
        with open(compat.open_to_read(path), "rb") as handle:
            opened = os.fstat(handle.fileno())
            problem = _not_regular(opened)
            if problem is None and (opened.st_dev, opened.st_ino) != (info.st_dev, info.st_ino):
                problem = "was replaced by another file while it was read: try again"
            if problem is None and opened.st_size > limit:
                problem = too_large
            if problem is not None:
                raise error(problem, source=source)
            data = handle.read(limit + 1)
    except OSError as exc:
        raise error(_read_problem(exc), source=source) from None
    if len(data) > limit:
        raise error(too_large, source=source)
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
    """The edition of a house-rules file the user gave (``--rules``)."""
    from generator.rules.house import parse_house_rules

    return parse_house_rules(read_text(path, HouseRulesError), str(path))


def in_folder(path: Path, folder: Path) -> bool:
    """Whether ``path``, every link in it followed, is ``folder`` or in it (or below), ``folder``'s
    own links followed too: a link in the folder to a file elsewhere is not in it."""
    real_folder = os.path.realpath(folder)
    try:
        return os.path.commonpath([real_folder, os.path.realpath(path)]) == real_folder
    except ValueError:  # Windows: on another drive
        return False


def rules_beside(log: Path, name: str) -> Path:
    """The house-rules file ``name`` that a log (or a sheet becoming ``log``) names: in the log's
    folder or below, and there still once every link is followed, or ``HouseRulesError``.

    The one rule of where a log's house rules may be, for the log's reader
    (``house_rules_beside``) and its writer (``bornes log --rules``): the name
    is checked as text first (``inputs.rules_name_problem``: no absolute
    path, no ``..``), then as the file system resolves it, so that a link
    planted in the folder (``planted.toml -> ../elsewhere/planted.toml``, a
    folder linked to ``/etc``) opens nothing outside it.
    """
    from generator.inputs import rules_name_problem

    path = log.parent / name
    problem = rules_name_problem(name)
    if problem is not None:
        raise HouseRulesError(problem, source=str(path))
    if not in_folder(path, log.parent):
        raise HouseRulesError(
            f"is a link to a file outside the log's folder ({log.parent}): copy the house rules into it",
            source=str(path),
        )
    return path


def house_rules_beside(log: Path) -> Callable[[str], Edition]:
    """Reads the house rules a log (or a sheet becoming ``log``) names, in the log's folder
    (``rules_beside``). What the file holds is quoted in no message until it shows itself to be
    house rules (``parse_house_rules(named=True)``).
    """

    def load(name: str) -> Edition:
        from generator.rules.house import parse_house_rules  # only for a log that names house rules

        path = rules_beside(log, name)
        return parse_house_rules(read_text(path, HouseRulesError), str(path), named=True)

    return load


# Writing


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_dev, info.st_ino)


class AlreadyExists(OutputError):
    """A file that must be new (``write_output(new=True)``) exists, or appeared while it was made."""


def _os_error(path: Path | str, exc: OSError, info: os.stat_result | None = None) -> OutputError:
    """The one line for a write that failed; ``info``: the file it was to replace.

    Windows refuses to replace or open a file another program holds open (a
    PDF in Acrobat): that gets its own message, which says what to do.
    """
    if compat.in_use(exc):
        return OutputError(f"{path}: is open in another program: close it in your PDF viewer, then try again")
    if compat.access_denied(exc) and info is not None:
        if not info.st_mode & stat.S_IWRITE:
            return OutputError(f"{path}: is read-only: make it writable, or give another -o")
        return OutputError(
            f"{path}: cannot be replaced (access denied): if it is open in a PDF viewer, close it there"
        )
    return OutputError(f"{path}: cannot be written ({exc.strerror or exc})")


class _Target(NamedTuple):
    """Where a write puts its bytes, and the file there now (``None``: none yet)."""

    path: Path
    info: os.stat_result | None


def _target(path: Path, inputs: Iterable[Path], create_folder: bool) -> _Target:
    """The file writing ``path`` writes: a device or pipe as named, a regular file behind its links."""
    try:
        named: os.stat_result | None = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        named = None
    except OSError as exc:
        raise _os_error(path, exc) from None
    if named is not None and (stat.S_ISCHR(named.st_mode) or stat.S_ISFIFO(named.st_mode)):
        # Written straight, by the name given: /dev/stdout is a link to /proc/self/fd/1,
        # which names the pipe itself; its folder is no place for a temporary file.
        return _Target(path, named)
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
        return _Target(target, None)
    if stat.S_ISDIR(info.st_mode):
        raise OutputError(f"{path}: is a folder: give a file name")
    if not (stat.S_ISREG(info.st_mode) or stat.S_ISCHR(info.st_mode) or stat.S_ISFIFO(info.st_mode)):
        raise OutputError(f"{path}: is not a regular file, a character device or a pipe: give a file name")
    _check_not_an_input(path, info, inputs)
    return _Target(target, info)


def _check_not_an_input(path: Path, info: os.stat_result, inputs: Iterable[Path]) -> None:
    for source in inputs:
        if _identity(source) == (info.st_dev, info.st_ino):
            raise OutputError(
                f"{path}: is the same file as the input {source}: writing it would replace the input"
            )


def check_output(path: Path, *, inputs: Iterable[Path] = (), create_folder: bool = False) -> Path | None:
    """Where writing ``path`` puts the bytes: the real file behind any symlink (``None``: stdout).

    Refuses an output that is one of ``inputs``, a folder, or a block device or socket;
    a missing folder is made when ``create_folder`` (a command's default ``output/``),
    else refused. Nothing is written.
    """
    if str(path) == STDOUT:
        return None
    return _target(path, inputs, create_folder).path


def write_output(
    path: Path, data: bytes, *, inputs: Iterable[Path] = (), create_folder: bool = False, new: bool = False
) -> Path | None:
    """Write ``data`` to a command's output ``path``; the path written, ``None`` for stdout.

    The one function every output goes through (see the module docstring):
    inputs protected, links followed, mode kept, devices and ``-`` handled.
    ``new``: the file must not exist (a log an import or a new session
    makes), and is not written over if it appears meanwhile
    (``AlreadyExists``).
    """
    if str(path) == STDOUT:
        _write_stdout(data)
        return None
    inputs = list(inputs)
    target = _target(path, inputs, create_folder)
    if new and target.info is not None:
        raise AlreadyExists(f"{path}: already exists")
    info = target.info
    try:
        if info is not None and not stat.S_ISREG(info.st_mode):
            # A device or a pipe: written straight, never replaced by a file.
            with open(target.path, "wb") as handle:
                handle.write(data)
            return Path(path)
        if info is not None and info.st_nlink > 1:
            _rewrite_in_place(path, target.path, data)
            return Path(path)
    except OSError as exc:
        raise _os_error(path, exc, info) from None
    _write_whole(path, target, data, inputs, new=new)
    return Path(path)


def _write_stdout(data: bytes) -> None:
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


def _write_whole(shown: Path, target: _Target, data: bytes, inputs: list[Path], *, new: bool) -> None:
    """Write a temporary file beside the target, then put it in the target's place.

    The temporary name is short (``.bornes-XXXXXXXX.tmp``), so any name the
    folder accepts can be written. The new file gets the old one's mode (and
    owner, where the system has owners), or the umask's for a new file. A
    new file is linked into place, which fails if the name was taken
    meanwhile: then it is replaced as any existing file is (its inputs
    checked again), or, for a file that must be new, left alone.
    """
    import tempfile  # only writing needs it (and the shutil it loads): reading a log does not

    folder = target.path.parent
    try:
        fd, temp = tempfile.mkstemp(prefix=".bornes-", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise OutputError(f"{shown}: cannot write in {shown.parent} ({exc.strerror or exc})") from None
    info = target.info
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            mode = 0o666 & ~compat.umask() if info is None else stat.S_IMODE(info.st_mode)
            compat.set_mode(handle.fileno(), temp, mode)
            if info is not None:
                compat.keep_owner(handle.fileno(), info)
        if info is None:
            try:
                _link_new(temp, target.path, data, mode)
            except FileExistsError:
                if new:
                    raise AlreadyExists(
                        f"{shown}: already exists (it was made while Bornes was writing it)"
                    ) from None
                info = target.path.stat()  # made meanwhile: replaced as any output is, inputs checked
            else:
                with contextlib.suppress(OSError):
                    os.unlink(temp)  # the file is in place under its name: the temporary name goes
                return
        _check_not_an_input(shown, info, inputs)
        os.replace(temp, target.path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(exc, OSError):
            raise _os_error(shown, exc, info) from None
        raise


NO_HARD_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS, errno.EMLINK})
"""What ``os.link`` says on a file system without hard links (FAT, exFAT, some network shares)."""


def _link_new(temp: str, target: Path, data: bytes, mode: int) -> None:
    """Give the complete temporary file ``temp`` the name ``target``, only if nothing has that name.

    ``FileExistsError`` if something has. A hard link does it in one step;
    a file system without hard links gets the file created exclusively and
    written (removed again if the write fails, so nothing half-written stays).
    """
    try:
        os.link(temp, target)
    except FileExistsError:
        raise
    except OSError as exc:
        if exc.errno not in NO_HARD_LINKS and getattr(exc, "winerror", None) not in (1, 50):
            raise
    else:
        return
    fd = compat.open_fd(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | compat.SYSTEM.nofollow, mode)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(target)
        raise


_ZEROS = bytes(64 * 1024)


def _rewrite_in_place(shown: Path, target: Path, data: bytes) -> None:
    """Rewrite a hard-linked file's content, so that every one of its names sees it.

    The room the new content needs is taken first, by writing zeros past the
    old content's end: a full disk or a file-size limit stops that, the file
    is cut back to its old length and nothing of it has changed. Then the new
    content is written over the old. A copy-on-write file system (APFS,
    btrfs) can still run out of room there: the old content, kept in memory,
    is then written back, and the message says whether that worked. Written
    unbuffered, so that what failed is known to the byte.
    """
    fd = compat.open_fd(target, os.O_RDWR)
    try:
        old = _read_all(fd)
        try:
            for start in range(len(old), len(data), len(_ZEROS)):
                _write_at(fd, start, _ZEROS[: min(len(_ZEROS), len(data) - start)])
            os.fsync(fd)
        except OSError:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, len(old))
            raise
        try:
            _write_at(fd, 0, data)
            os.ftruncate(fd, len(data))
            os.fsync(fd)
        except OSError as exc:
            if _put_back(fd, old):
                raise
            raise OutputError(
                f"{shown}: cannot be written ({exc.strerror or exc}), and its old content "
                "could not be written back: it may be incomplete"
            ) from None
    finally:
        os.close(fd)


def _read_all(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 1024 * 1024):
        chunks.append(chunk)
    return b"".join(chunks)


def _write_at(fd: int, offset: int, data: bytes) -> None:
    """Write all of ``data`` at ``offset`` (``os.write`` may write less than it is given)."""
    os.lseek(fd, offset, os.SEEK_SET)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _put_back(fd: int, old: bytes) -> bool:
    """Write ``old`` back over the whole file and cut it to its length; whether that worked."""
    try:
        _write_at(fd, 0, old)
        os.ftruncate(fd, len(old))
        os.fsync(fd)
    except OSError:
        return False
    return True


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
            fd = compat.open_fd(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            os.close(fd)
            os.unlink(target)
        fd, temp = tempfile.mkstemp(prefix=".bornes-", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise _os_error(path, exc, info) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(b"\n" * size)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as exc:
        raise _os_error(path, exc) from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp)


class LockedError(OutputError):
    """Another ``bornes log`` or ``bornes import`` is writing this log."""


class LogLock:
    """The lock a command holds on a log while it writes it: ``bornes log``, ``bornes import``.

    A lock on a small file beside the log's real file (``.NAME.lock``),
    taken with the system's own lock (``compat.try_lock``: ``fcntl.flock``,
    ``msvcrt.locking``), which the system lets go when the process ends,
    however it ends: a killed session never blocks the next one, and no
    package is needed. The lock file is never a link: one planted in its
    place is refused, never followed. It is removed when the command ends;
    a command that locked a file removed meanwhile locks again, so two
    commands never both hold it.
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
        while True:
            fd = self._open()
            if fd is None:
                continue  # removed between two looks: look again
            if not compat.try_lock(fd):
                os.close(fd)
                raise LockedError(
                    f"{self.shown}: another `bornes log` or `bornes import` is writing this log: "
                    "finish that one first"
                )
            if _same_file(self.path, fd):
                self._fd = fd
                return
            compat.unlock(fd)
            os.close(fd)  # the file was removed by the command that just ended: lock the new one

    def _open(self) -> int | None:
        """The lock file, opened for the lock: made if missing; ``None`` if it went meanwhile."""
        nofollow = compat.SYSTEM.nofollow
        try:
            return compat.open_fd(self.path, os.O_RDWR | os.O_CREAT | os.O_EXCL | nofollow, 0o600)
        except FileExistsError:
            pass
        except OSError as exc:
            raise self._error(exc) from None
        if os.path.islink(self.path):
            raise self._planted()
        try:
            fd = compat.open_fd(self.path, os.O_RDWR | nofollow)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise self._error(exc) from None
        if not _same_file(self.path, fd):  # swapped for a link between the two looks
            os.close(fd)
            raise self._planted()
        return fd

    def _planted(self) -> OutputError:
        return OutputError(
            f"{self.shown}: its lock file {self.path} is a link, which Bornes never makes: remove it"
        )

    def _error(self, exc: OSError) -> OutputError:
        if exc.errno == errno.ELOOP:  # O_NOFOLLOW met a link
            return self._planted()
        return _os_error(self.shown, exc)

    def release(self) -> None:
        """Remove the lock file and let the lock go.

        A POSIX system removes a file that is open, and the lock goes with the
        last descriptor: removed first, so no new command can lock the old
        file. Windows removes no file that is open: let go and closed first.
        """
        fd = self._fd
        if fd is None:
            return
        self._fd = None
        if compat.SYSTEM.windows:
            compat.unlock(fd)
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(self.path)  # fails, harmlessly, if the next command has it open
            return
        with contextlib.suppress(OSError):
            os.unlink(self.path)
        os.close(fd)

    def __enter__(self) -> LogLock:
        self.acquire()
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _same_file(path: Path, fd: int) -> bool:
    """Whether ``path`` names, itself and not through a link, the file open as ``fd``."""
    try:
        named = os.lstat(path)
    except OSError:
        return False
    opened = os.fstat(fd)
    return not stat.S_ISLNK(named.st_mode) and (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)


def resource(name: str) -> Path:
    """A bundled folder (``templates``, ``fonts``, ``examples``).

    Inside an installed wheel it sits in the package; in a checkout, at the top level.
    """
    here = Path(__file__).resolve().parent
    for candidate in (here / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")


# A command's files, taken together


def distinct_logs(logs: Sequence[Path]) -> None:
    """Refuse a log given twice, by one name or by two (a link to it): each match is counted once.

    Two names are one file when the system gives them one device and file
    number (a symbolic or a hard link); where it gives no file number (0, as
    some file systems of USB sticks do), when they resolve to one path. A log
    that cannot be read is left for the reading to name.
    """
    seen: dict[object, Path] = {}
    for log in logs:
        try:
            info = os.stat(log)
        except (OSError, ValueError):
            continue
        key = (info.st_dev, info.st_ino) if info.st_ino else os.path.normcase(os.path.realpath(log))
        first = seen.setdefault(key, log)
        if first is not log:
            again = "is given twice" if first == log else f"and {first} are one file"
            raise InputError(f"{log} {again}: each match is counted once")


class Job(NamedTuple):
    """One file a command makes: where it goes, and how to make its bytes (made as it is written)."""

    path: Path
    build: Callable[[], bytes]
