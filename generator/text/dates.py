"""Dates as each language writes them, in the catalog's words and order.

"November 27, 2026" and "27 novembre 2026" in full; "Nov 27, 2026" and
"27 nov. 2026" in a table: CLDR's long and medium date formats for en_US
and fr_FR, carried in the catalog (month names and the order of day, month
and year), so printing a date needs no locale library. Only a date given by
the user is printed: nothing is stamped with the day a file was made.
"""

from __future__ import annotations

import datetime

from generator.text.i18n import N_, message, say
from generator.text.languages import Lang

MONTHS = (
    N_("month_1"), N_("month_2"), N_("month_3"), N_("month_4"), N_("month_5"), N_("month_6"),
    N_("month_7"), N_("month_8"), N_("month_9"), N_("month_10"), N_("month_11"), N_("month_12"),
)  # fmt: skip
MONTHS_SHORT = (
    N_("month_short_1"), N_("month_short_2"), N_("month_short_3"), N_("month_short_4"),
    N_("month_short_5"), N_("month_short_6"), N_("month_short_7"), N_("month_short_8"),
    N_("month_short_9"), N_("month_short_10"), N_("month_short_11"), N_("month_short_12"),
)  # fmt: skip


def long_date(day: datetime.date, lang: Lang) -> str:
    """A date in full: "November 27, 2026", "27 novembre 2026"."""
    month = message(MONTHS[day.month - 1], lang)
    return say("date_long", lang, day=day.day, month=month, year=day.year)


def short_date(day: datetime.date, lang: Lang) -> str:
    """A date in a table: "Nov 27, 2026", "27 nov. 2026"."""
    month = message(MONTHS_SHORT[day.month - 1], lang)
    return say("date_short", lang, day=day.day, month=month, year=day.year)
