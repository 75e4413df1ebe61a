"""Reading users' files and writing outputs, at the edge of the pipeline.

Reads turn every operating-system problem (missing, a folder, unreadable,
not text, too large) into an ``InputError`` of one line. Writes go to a
temporary file in the destination's folder and are moved into place, so an
output is either complete or untouched, whatever interrupts the write.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING

from generator.errors import HouseRulesError, InputError, LogError, OutputError

if TYPE_CHECKING:  # the readers import them when they read: writing a sheet parses no log
    from generator.rules.editions import Edition
    from generator.rules.match import Match, MatchResult

MAX_INPUT_BYTES = 8 * 1024 * 1024
"""The largest log or house-rules file read: a 10,000-hand log is about 1 MB."""


def read_text(path: Path, error: type[InputError]) -> str:
    """The UTF-8 text of a user's file, or ``error`` saying why it cannot be read."""
    source = str(path)
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_INPUT_BYTES + 1)
    except FileNotFoundError:
        raise error("no such file", source=source) from None
    except IsADirectoryError:
        raise error("is a folder, not a file", source=source) from None
    except PermissionError:
        raise error("cannot be read (permission denied)", source=source) from None
    except OSError as exc:
        raise error(f"cannot be read ({exc.strerror or exc})", source=source) from None
    if len(data) > MAX_INPUT_BYTES:
        raise error(f"is larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB: not a match log", source=source)
    if b"\x00" in data:
        raise error("is a binary file, not TOML text", source=source)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise error(f"is not UTF-8 text (byte {exc.start})", source=source) from None


def load_house_rules(path: Path) -> Edition:
    """The edition a house-rules file describes."""
    from generator.rules.house import parse_house_rules

    return parse_house_rules(read_text(path, HouseRulesError), str(path))


def load_match(path: Path) -> Match:
    """The checked match of a log file; house rules named in it are read beside it."""
    return load_result(path).match


def load_result(path: Path) -> MatchResult:
    """The checked and scored match of a log file (scored once: checking it scores it)."""
    from generator.matchlog.parse import parse_result

    def house(name: str) -> Edition:
        return load_house_rules(path.parent / name)

    return parse_result(read_text(path, LogError), str(path), house_rules=house)


@contextlib.contextmanager
def atomic_writer(path: Path, mode: str = "wb") -> Iterator[IO[bytes]]:
    """A file to write ``path`` through: moved into place only when the block succeeds."""
    folder = path.parent
    if not folder.is_dir():
        raise OutputError(f"{path}: the folder {folder} does not exist")
    import tempfile  # only writing needs it (and the shutil it loads): reading a log does not

    try:
        fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise OutputError(f"{path}: cannot write in {folder} ({exc.strerror or exc})") from None
    try:
        with os.fdopen(fd, mode) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        if isinstance(exc, OSError):
            raise OutputError(f"{path}: cannot be written ({exc.strerror or exc})") from None
        raise


def write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically."""
    with atomic_writer(path) as handle:
        handle.write(data)


def write_text(path: Path, text: str) -> None:
    """Write UTF-8 ``text`` to ``path`` atomically."""
    write_bytes(path, text.encode("utf-8"))


def resource(name: str) -> Path:
    """A bundled folder (``templates``, ``fonts``, ``examples``).

    Inside an installed wheel it sits in the package; in a checkout, at the top level.
    """
    here = Path(__file__).resolve().parent
    for candidate in (here / name, here.parent / name):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bundled folder {name!r} is missing from the installation")
