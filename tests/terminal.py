"""A player at a terminal: answers typed, then Ctrl-C."""

from __future__ import annotations

import io


class CtrlCAfter(io.BytesIO):
    """Standard input that gives these answers, then Ctrl-C when the session reads on.

    Click's prompt reads it as a terminal's: the ``KeyboardInterrupt`` comes out
    of its read, and Click turns it into the ``Abort`` the session sees.
    """

    def read(self, size: int | None = -1) -> bytes:
        data = super().read(size)
        if not data and size != 0:
            raise KeyboardInterrupt
        return data

    def read1(self, size: int | None = -1) -> bytes:
        return self.read(size)
