"""The errors Bornes reports to its users, all from one base class.

    BornesError                 anything the CLI turns into a one-line message
    ├── InputError              a file a user wrote is wrong (names file, hand, side)
    │   ├── LogError            a match log
    │   ├── HouseRulesError     a house-rules file
    │   └── PhotoError          a photo of a scan sheet (``bornes scan``)
    ├── OutputError             an output file cannot be written
    └── Interrupted             the user pressed Ctrl-C; says what was kept

The CLI catches ``BornesError`` alone, prints ``str(error)`` on stderr and
exits with status 1 (``Interrupted``: 130); anything else is a bug and keeps
its traceback. Click's own usage errors exit with status 2.
A name typed wrong (an edition id, a choice) is answered with the names it
was likely meant to be: ``did_you_mean``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable


class BornesError(Exception):
    """Base class of every error shown to a user as one line."""


class InputError(BornesError):
    """A user's file breaks a rule; the message says where: file, line, hand, side."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        line: int | None = None,
        hand: int | None = None,
        side: str | None = None,
    ) -> None:
        self.message = " ".join(message.split())  # always one line
        self.source = source
        self.line = line
        self.hand = hand
        self.side = side
        super().__init__(str(self))

    def __str__(self) -> str:
        where = []
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.hand is not None:
            where.append(f"hand {self.hand}")
        if self.side is not None:
            where.append(f"side {self.side!r}")
        place = ", ".join(where)
        prefix = ": ".join(p for p in (self.source, place) if p)
        return f"{prefix}: {self.message}" if prefix else self.message


class LogError(InputError):
    """A match log is wrong."""


class HouseRulesError(InputError):
    """A house-rules file is wrong."""


class PhotoError(InputError):
    """A photo cannot be read as a scan sheet: the message says what to do (come closer…)."""


class OutputError(BornesError):
    """An output file cannot be written."""


INTERRUPTED = 130
"""The exit status after Ctrl-C: 128 + SIGINT's number, as shells report a command Ctrl-C stopped."""


class Interrupted(BornesError):
    """The user pressed Ctrl-C; the message says what is kept (``bornes log``: which hands are saved)."""


def is_interrupt(error: BaseException) -> bool:
    """Whether ``error`` is Ctrl-C: ``KeyboardInterrupt`` itself, or the ``click.Abort`` a prompt
    raises in its place (while handling it, so with the interrupt as its context)."""
    return isinstance(error, KeyboardInterrupt) or isinstance(error.__context__, KeyboardInterrupt)


def close_names(typed: str, known: Iterable[str]) -> list[str]:
    """The names of ``known`` that ``typed`` was likely meant to be, in ``known``'s order.

    A name is likely meant when ``typed`` begins it or one of its words, with
    spaces, underscores and capitals taken as hyphens and small letters
    (``parker`` and ``Parker Brothers`` → ``parker-brothers``, ``2025`` →
    ``dujardin-2025``); else it is the one name a slip or two away
    (``dujardin-clasic``): the closest by difflib's ratio, if that is 0.6 or
    more, as for Click's "No such option" suggestions.
    """
    names = list(known)
    words = _words(typed)
    if not words:
        return []
    wanted = "-".join(words)
    begun = [
        name
        for name in names
        if "-".join(_words(name)).startswith(wanted) or any(w.startswith(wanted) for w in _words(name))
    ]
    if begun:
        return begun
    from difflib import get_close_matches  # only once a name is wrong

    spelled = {"-".join(_words(name)): name for name in names}
    return [spelled[close] for close in get_close_matches(wanted, spelled, n=1, cutoff=0.6)]


def did_you_mean(typed: str, known: Iterable[str]) -> str:
    """``did you mean 'a'?`` (or ``'a', 'b' or 'c'``) for a mistyped name; empty when none is close."""
    names = [repr(name) for name in close_names(typed, known)]
    if not names:
        return ""
    either = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    return f"did you mean {either}?"


def unknown_name(what: str, typed: str, known: Iterable[str]) -> str:
    """``unknown WHAT 'x' (known: a, b)``, with ``did you mean …?`` after the name when one is close."""
    names = list(known)
    hint = did_you_mean(typed, names)
    return f"unknown {what} {typed!r}{': ' + hint if hint else ''} (known: {', '.join(names)})"


def _words(name: str) -> list[str]:
    """A name's words, lower-cased: what is between hyphens, underscores, spaces and dots."""
    return [word for word in re.split(r"[-_\s.]+", name.casefold()) if word]
