"""Rounding the way people do it."""

from __future__ import annotations


def round_half_up(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` to the nearest whole number, halves away from zero (162.5 → 163)."""
    # Not ``round``, which takes halves to even (162) where a player expects 163; in integers, 387.5
    # is exactly a half, never 387.4999….
    if denominator <= 0:
        raise ValueError("the denominator must be positive")
    sign = -1 if numerator < 0 else 1
    return sign * ((2 * abs(numerator) + denominator) // (2 * denominator))
