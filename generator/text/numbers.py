"""Numbers as each language writes them: 1,000 in English, 1 000 in French.

French separates thousands with a narrow no-break space (U+202F), so a number
never breaks across lines (Imprimerie nationale, *Lexique des règles
typographiques*). A negative number keeps its minus sign.
"""

from __future__ import annotations

from fractions import Fraction

from generator.text.languages import EN, FR, Lang

NARROW_NBSP = "\u202f"
NBSP = "\u00a0"

SEPARATORS: dict[Lang, str] = {EN: ",", FR: NARROW_NBSP}


def format_number(value: int, lang: Lang) -> str:
    """``value`` with the thousands separator of ``lang`` ("en" or "fr")."""
    return f"{value:,}".replace(",", SEPARATORS[lang])


DECIMAL_MARKS: dict[Lang, str] = {EN: ".", FR: ","}
"""The decimal mark of each language (CLDR): 63.5 mm, 63,5 mm."""

PERCENT_SIGNS: dict[Lang, str] = {EN: "%", FR: "\u202f%"}
"""The percent sign as each language writes it after a number (CLDR): 100%, 100 % (U+202F)."""


def format_decimal(value: float, lang: Lang, places: int = 1) -> str:
    """``value`` to at most ``places`` decimal places, with the language's decimal mark ("63.5",
    "63,5"; "0.67" to two)."""
    text = f"{round(value, places):g}"
    return text.replace(".", DECIMAL_MARKS.get(lang, "."))


HALF = "\u00bd"
"""½, as chess standings print a draw's half point in any language (1½)."""


def format_score(value: Fraction, lang: Lang) -> str:
    """Matches won, a shared one counted ½, as standings print them: "2", "1½", "½" (the whole
    part with the language's thousands separator)."""
    whole, rest = divmod(value, 1)
    if rest == 0:
        return format_number(int(whole), lang)
    if rest != Fraction(1, 2):
        raise ValueError(f"{value} is not a count of halves")
    return (format_number(int(whole), lang) if whole else "") + HALF


def format_percent(value: int, lang: Lang) -> str:
    """A whole percentage as the language writes it ("100%", "100 %")."""
    return f"{value}{PERCENT_SIGNS.get(lang, '%')}"
