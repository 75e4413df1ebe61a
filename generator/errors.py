"""The errors Bornes reports to its users, all from one base class.

    BornesError                 anything the CLI turns into a one-line message
    ├── InputError              a file a user wrote is wrong (names file, hand, side)
    │   ├── LogError            a match log
    │   └── HouseRulesError     a house-rules file
    └── OutputError             an output file cannot be written

The CLI catches ``BornesError`` alone, prints ``str(error)`` on stderr and
exits with status 1; anything else is a bug and keeps its traceback.
"""

from __future__ import annotations


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


class OutputError(BornesError):
    """An output file cannot be written."""
