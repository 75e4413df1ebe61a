"""The languages Bornes prints in: the ``--lang`` choices, and ``Lang``, a language checked once.

A language is its gettext catalog (``templates/locale/LANG/``) with the data
the catalog cannot hold: a thousands separator (``generator.text.numbers``),
a PDF language tag (``generator.pdf.page``) and the card names of every
edition (``generator.rules.editions``). Tests check that each of them knows
every language listed here.

Every function that words something takes a ``Lang``, never a plain string:
a code is made a ``Lang`` once, where it comes in (the command line's
``--lang`` and ``BORNES_LANG``, an edition's rulebook), and a code that is
none of ``LANGUAGES`` is refused there, so it cannot reach a page. Plain
data, no import: the rules' editions hold their language as a ``Lang``, and
the command line reads ``LANGUAGES`` for its choices.
"""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The languages, by their code in the catalogs."""


class Lang(str):
    """A language of ``LANGUAGES``, by its code: ``Lang("fr")``; ``Lang("de")`` is a ``ValueError``.

    It is the code itself (a ``str``), so it names a catalog's folder, keys
    the tables of separators, tags and card names, and is written into file
    names and JSON as the code; mypy refuses a plain ``str`` where a ``Lang``
    is asked for. The code is checked against ``LANGUAGES`` as it is when the
    ``Lang`` is made (a test installs a pseudo-locale there).
    """

    __slots__ = ()

    def __new__(cls, code: str) -> Lang:
        if code not in LANGUAGES:
            raise ValueError(f"unsupported language: {code!r}")
        return super().__new__(cls, code)


EN = Lang("en")
FR = Lang("fr")


def every_language() -> list[Lang]:
    """Each language of ``LANGUAGES``, in its order: what ``bornes cards --all`` prints in."""
    return [Lang(code) for code in LANGUAGES]
