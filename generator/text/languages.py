"""The languages Bornes prints in: the ``--lang`` choices of the command line.

A language is its gettext catalog (``templates/locale/LANG/``) with the data
the catalog cannot hold: a thousands separator (``generator.text.numbers``),
a PDF language tag (``generator.pdf.page``) and the card names of every
edition (``generator.rules.editions``). Tests check that each of them knows
every language listed here. Plain data, no import: the CLI reads it for its
choices.
"""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The languages, by their code in the catalogs."""
