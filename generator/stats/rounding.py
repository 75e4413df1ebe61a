"""Rounding the way people do it, and exact figures as data."""

from __future__ import annotations

from fractions import Fraction


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` to the nearest whole number, halves away from zero (162.5 → 163)."""
    # Not ``round``, which takes halves to even (162) where a player expects 163; in integers, 387.5
    # is exactly a half, never 387.4999….
    if denominator <= 0:
        raise ValueError("the denominator must be positive")
    sign = -1 if numerator < 0 else 1
    return sign * ((2 * abs(numerator) + denominator) // (2 * denominator))


def plain(value: Fraction) -> int | float:
    """A figure as JSON, a CSV and a workbook hold it: a whole number as an integer (2), else as a
    decimal number (1.5 matches won, 0.67 games per series)."""
    return value.numerator if value.denominator == 1 else float(value)
