"""Rectangles on a page, in points: a ``Box`` to lay text out in, a ``PageBox`` for the PDF.

Plain numbers, no ReportLab: the layouts (``sheets.layout``, ``cards.plan``)
are geometry that tests measure without drawing.
"""

from __future__ import annotations

from typing import NamedTuple


class Box(NamedTuple):
    """A rectangle: lower-left corner, width and height, in points."""

    x: float
    y: float
    width: float
    height: float

    @property
    def top(self) -> float:
        return self.y + self.height

    @property
    def right(self) -> float:
        return self.x + self.width

    def inset(self, dx: float, dy: float = 0.0) -> Box:
        """The box shrunk by ``dx`` left and right, ``dy`` top and bottom."""
        return Box(self.x + dx, self.y + dy, self.width - 2 * dx, self.height - 2 * dy)


PageBox = tuple[float, float, float, float]
"""A page box as a PDF gives it (``/TrimBox``, ``/BleedBox``): left, bottom, right, top."""
