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


def takes_singular(count: int, lang: str) -> bool:
    """Whether a noun after ``count`` is singular: 1 in English; 0 and 1 in French (« 0 manche »)."""
    return count == 1 or (lang == "fr" and count == 0)
