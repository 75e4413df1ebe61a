"""``--review FILE.png``: the flattened pages with what was read drawn on them.

Each circle read as filled is ringed in green; each doubt's circles (its
row, where nothing is filled) in red, with the doubt's number beside, the
number it has in the list ``bornes scan`` prints or asks from. The pages
are drawn one under the other, at the reader's resolution (``locate.PX_PER_MM``).
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.scan.facts import Doubt
from generator.scan.marks import State
from generator.scan.pages import ScannedPage

GREEN = (40, 160, 40)
RED = (30, 30, 220)
"""OpenCV's colours are blue, green, red."""


def review_png(pages: Sequence[ScannedPage], doubts: Sequence[Doubt], px_per_mm: float) -> bytes:
    """The pages, one under the other, the marks read in green and the doubts numbered in red, as PNG."""
    import cv2
    import numpy as np

    drawn = []
    numbers = {(d.hand, d.side, d.fact): index for index, d in enumerate(doubts, start=1)}
    for page in pages:
        image = cv2.cvtColor(page.flat, cv2.COLOR_GRAY2BGR)
        for read in page.rows:
            row = read.row
            number = numbers.get((row.hand, row.side, row.fact))
            for mark in read.marks:
                x, y = (round(c * px_per_mm) for c in mark.centre)
                radius = round((mark.mark.radius + 0.5) * px_per_mm)
                if mark.state is State.FILLED and number is None:
                    cv2.circle(image, (x, y), radius, GREEN, 2, lineType=cv2.LINE_AA)
                elif number is not None and (mark.state is not State.EMPTY or read.blank):
                    cv2.circle(image, (x, y), radius, RED, 2, lineType=cv2.LINE_AA)
            if number is not None:
                x, y = (round(c * px_per_mm) for c in read.marks[0].centre)
                corner = (x - round(row.marks[0].radius * px_per_mm) - 4, y + 8)
                cv2.putText(
                    image,
                    str(number),
                    (corner[0] - 22, corner[1]),
                    cv2.FONT_HERSHEY_SIMPLEX,
                    0.8,
                    RED,
                    2,
                    cv2.LINE_AA,
                )
        drawn.append(image)
    width = max(image.shape[1] for image in drawn)
    stacked = np.vstack(
        [np.pad(image, ((0, 0), (0, width - image.shape[1]), (0, 0)), constant_values=255) for image in drawn]
    )
    ok, encoded = cv2.imencode(".png", stacked)
    assert ok, "OpenCV encodes any image as PNG"
    return encoded.tobytes()
