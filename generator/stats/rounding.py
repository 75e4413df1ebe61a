"""Rounding the way people do it."""

from __future__ import annotations


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` to the nearest whole number, halves away from zero.

    Python's ``round`` rounds halves to even (162.5 → 162); a player reading
    an average expects 163, as school arithmetic teaches. Integer arithmetic,
    so 387.5 is exactly a half and never 387.4999….
    """
    if denominator <= 0:
        raise ValueError("the denominator must be positive")
    sign = -1 if numerator < 0 else 1
    return sign * ((2 * abs(numerator) + denominator) // (2 * denominator))
