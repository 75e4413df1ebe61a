"""The pen: the ink on the page is where each row's truth says, and each mark is what its label says.

Measured on the page's pixels, apart from how the pen drew them: a circle is
inked where the page is darker than as printed.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from generator.rules.match import Side
from tests.scan.simulator.pen import CLEAN_COVER, INSIDE, TROUBLED, Kind, Player, RowInk, ink, write_page
from tests.scan.simulator.sheetmap import Mark
from tests.scan.simulator.sheets import PX_PER_MM, Image, SheetSpec, printed
from tests.scan.simulator.truth import random_match

pytestmark = pytest.mark.slow  # a page printed, rendered and written on: about a second each

SPEC = SheetSpec("winning-moves", 4, paper="letter")


def darkening(before: Image, after: Image, mark: Mark, within: float) -> np.ndarray:
    """How much darker each pixel of a circle's disc of radius ``within`` is than as printed (0 to 1)."""
    k = PX_PER_MM
    cx, cy = mark.centre
    x0, x1 = int((cx - within) * k), int((cx + within) * k) + 2
    y0, y1 = int((cy - within) * k), int((cy + within) * k) + 2
    yy, xx = np.mgrid[y0:y1, x0:x1]
    disc = np.hypot((xx + 0.5) / k - cx, (yy + 0.5) / k - cy) <= within
    b = before[y0:y1, x0:x1].mean(axis=2)[disc]
    a = after[y0:y1, x0:x1].mean(axis=2)[disc]
    dark: np.ndarray = np.clip((b - a) / np.maximum(b, 1), 0, 1)
    return dark


def inked_share(before: Image, after: Image, mark: Mark, transmittance: float) -> float:
    """The share of a circle's inside darkened at least halfway to the ink's full shade."""
    dark = darkening(before, after, mark, mark.radius - INSIDE)
    return float((dark >= (1 - transmittance) / 2).mean())


def written(
    troubled: float, ink_name: str, seed: int, cancelled: float | None = None, strays: float | None = None
) -> tuple[Image, Image, list[RowInk], Player]:
    sheet = printed(SPEC)
    page = sheet.map.pages[0]
    sides = tuple(Side(side, side) for side in page.sides)
    match = random_match(SPEC, sheet.map.pages, sides, random.Random(seed), 6)
    rng = np.random.default_rng(seed)
    cancelled = troubled / 2 if cancelled is None else cancelled
    strays = troubled * 3 if strays is None else strays
    player = Player(ink(ink_name, rng), 0.1, 0.5, troubled, cancelled, strays, writes_totals=True)
    after, rows = write_page(page, match.rows(page), sheet.pages[0], player, rng)
    return sheet.pages[0], after, rows, player


CASES = [
    (0.0, "black", 1),
    (0.0, "pencil", 2),
    (0.0, "blue", 3),
    (0.5, "black", 4),
    (0.5, "felt", 5),
    (0.6, "pencil", 6),
]


@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[1]}-troubled-{c[0]}")
def page(request: pytest.FixtureRequest) -> tuple[Image, Image, list[RowInk], Player]:
    troubled, name, seed = request.param
    return written(troubled, name, seed)


def untouched(rows: list[RowInk]) -> Iterator[tuple[RowInk, Mark]]:
    """Every circle the truth says no ink reaches."""
    for row in rows:
        yield from ((row, mark) for mark in row.truth.row.marks if mark.value not in row.ink)


def test_no_ink_falls_in_a_circle_the_truth_leaves_empty(
    page: tuple[Image, Image, list[RowInk], Player],
) -> None:
    before, after, rows, _ = page
    for row, mark in untouched(rows):
        dark = darkening(before, after, mark, mark.radius - 0.1)
        assert dark.max() < 0.25, (
            f"ink on hand {row.truth.row.hand} {row.truth.row.side} {row.truth.row.fact} {mark.value}"
        )


def test_a_clean_fill_inks_most_of_the_circle_the_truth_names(
    page: tuple[Image, Image, list[RowInk], Player],
) -> None:
    before, after, rows, player = page
    t = float(np.mean(player.ink.transmittance))
    fills = [(row, m) for row in rows for m in row.marks if m.kind is Kind.FILL]
    assert fills
    for row, drawn in fills:
        assert drawn.value == row.truth.filled
        mark = row.truth.row.mark(drawn.value)
        share = inked_share(before, after, mark, t)
        assert share >= CLEAN_COVER - 0.05, (row.truth.row, share)
        assert abs(share - drawn.cover) < 0.12


def test_every_row_of_a_hand_played_gets_its_mark_and_a_clean_row_nothing_else(
    page: tuple[Image, Image, list[RowInk], Player],
) -> None:
    _, _, rows, _ = page
    for row in rows:
        values = [m.value for m in row.marks if m.kind is not Kind.CANCELLED]
        assert values == ([] if row.truth.filled is None else [row.truth.filled])
        if row.clean:
            assert not row.strays
            assert all(m.kind is Kind.FILL for m in row.marks)


@pytest.mark.parametrize(("cancelled", "kinds"), [(0.0, set(TROUBLED)), (1.0, {Kind.CANCELLED})])
def test_troubled_marks_are_what_their_labels_say(cancelled: float, kinds: set[Kind]) -> None:
    before, after, rows, player = written(1.0, "black", 11, cancelled=cancelled, strays=0.0)
    t = float(np.mean(player.ink.transmittance))
    assert kinds <= {m.kind for row in rows for m in row.marks}
    for row in rows:
        for drawn in row.marks:
            mark = row.truth.row.mark(drawn.value)
            share = inked_share(before, after, mark, t)
            if drawn.kind is Kind.CIRCLED:  # a ring around the circle, its inside left blank
                assert share < 0.15
                assert darkening(before, after, mark, mark.radius * 1.8).max() > 0.5
            elif drawn.kind is Kind.CANCELLED:  # filled, then crossed out or blackened
                assert share > 0.7
                others = [m for m in row.marks if m is not drawn]
                assert others
                assert others[0].value == row.truth.filled
            elif drawn.kind is Kind.FAINT:  # a light pencil: never as dark as a pen
                assert darkening(before, after, mark, mark.radius - INSIDE).max() < 0.5
            elif drawn.kind in (Kind.TICK, Kind.CROSS, Kind.DOT):
                assert share < CLEAN_COVER
