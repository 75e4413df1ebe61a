"""Numbers as each language writes them."""

from __future__ import annotations

import pytest

from generator.text.languages import EN, FR
from generator.text.numbers import NARROW_NBSP, format_number


@pytest.mark.parametrize(
    ("value", "en", "fr"),
    [
        (0, "0", "0"),
        (400, "400", "400"),
        (1000, "1,000", f"1{NARROW_NBSP}000"),
        (-5475, "-5,475", f"-5{NARROW_NBSP}475"),
    ],
)
def test_thousands_are_separated_as_each_language_does(value: int, en: str, fr: str) -> None:
    assert format_number(value, EN) == en
    assert format_number(value, FR) == fr
