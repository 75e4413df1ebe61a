"""Numbers as each language writes them: 1,000 in English, 1 000 in French.

French separates thousands with a narrow no-break space (U+202F), so a number
never breaks across lines (Imprimerie nationale, *Lexique des règles
typographiques*). A negative number keeps its minus sign.
"""

from __future__ import annotations

NARROW_NBSP = "\u202f"
NBSP = "\u00a0"

SEPARATORS = {"en": ",", "fr": NARROW_NBSP}


def format_number(value: int, lang: str) -> str:
    """``value`` with the thousands separator of ``lang`` ("en" or "fr")."""
    return f"{value:,}".replace(",", SEPARATORS[lang])
