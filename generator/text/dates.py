"""Dates as each language writes them, with Babel's CLDR data.

"November 27, 2026" and "27 novembre 2026" in full; "Nov 27, 2026" and
"27 nov. 2026" in a table. Only a date given by the user is printed:
nothing is stamped with the day a file was made.
"""

from __future__ import annotations

import datetime

LOCALES = {"en": "en_US", "fr": "fr_FR"}


def long_date(day: datetime.date, lang: str) -> str:
    """A date in full: "November 27, 2026", "27 novembre 2026"."""
    from babel.dates import format_date  # Babel's locale data loads only when a date is printed

    return str(format_date(day, format="long", locale=LOCALES[lang]))


def short_date(day: datetime.date, lang: str) -> str:
    """A date in a table: "Nov 27, 2026", "27 nov. 2026"."""
    from babel.dates import format_date

    return str(format_date(day, format="medium", locale=LOCALES[lang]))
