"""Dates as each language writes them."""

from __future__ import annotations

import datetime

from generator.text.dates import long_date, short_date
from generator.text.languages import EN, FR

DAY = datetime.date(2026, 11, 27)


def test_a_date_in_full_in_english_and_french() -> None:
    assert long_date(DAY, EN) == "November 27, 2026"
    assert long_date(DAY, FR) == "27 novembre 2026"


def test_a_date_in_a_table_in_english_and_french() -> None:
    assert short_date(DAY, EN) == "Nov 27, 2026"
    assert short_date(DAY, FR) == "27 nov. 2026"


def test_every_date_is_written_as_cldr_writes_it() -> None:
    from babel.dates import format_date  # the tests may use Babel; the commands do not

    for lang, locale in ((EN, "en_US"), (FR, "fr_FR")):
        for month in range(1, 13):
            for day_number in (1, 9, 28):
                day = datetime.date(2025 + month % 2, month, day_number)
                assert long_date(day, lang) == format_date(day, format="long", locale=locale)
                assert short_date(day, lang) == format_date(day, format="medium", locale=locale)
