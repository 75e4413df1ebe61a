"""The pseudo-locale ``xx``, made from the English catalog for the tests only.

As large projects pseudo-localise: every message is wrapped in markers
(⁅ … ⁆), its letters are accented and its vowels, r and s doubled, so it comes out
about 40 % longer than the English. A string that reaches a page without the
markers did not come through the catalog; a layout that survives ``xx``
survives a language longer than French. Placeholders (``{name}``,
``%(name)s``) are kept as they are, and the whitespace at either end of a
message (" and ") stays outside the markers.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from generator.text.languages import EN
from tests.catalogs import read_catalog

LANG = "xx"
OPEN, CLOSE = "\u2045", "\u2046"  # ⁅ ⁆: in the bundled fonts, in no catalog message
PLACEHOLDER = re.compile(r"\{\w*\}|%\(\w+\)s")
ACCENTS = str.maketrans(
    "aceinousyzAEIOUCNYdg",
    "áçéíñóúšýžÁÉÍÓÚÇÑÝďĝ",
)
VOWELS = re.compile(r"([aeiouyAEIOUYrs])")


def _stretch(text: str) -> str:
    return VOWELS.sub(r"\1\1", text).translate(ACCENTS)


def pseudo(text: str) -> str:
    """One message in ``xx``: "Hand {number}" → "⁅Háánd {number}⁆"."""
    stripped = text.strip()
    if not stripped:
        return text
    lead, trail = text[: len(text) - len(text.lstrip())], text[len(text.rstrip()) :]
    parts, last = [], 0
    for found in PLACEHOLDER.finditer(stripped):
        parts.append(_stretch(stripped[last : found.start()]))
        parts.append(found.group())
        last = found.end()
    parts.append(_stretch(stripped[last:]))
    return f"{lead}{OPEN}{''.join(parts)}{CLOSE}{trail}"


def pseudo_catalog() -> Catalog:
    """The English catalog, every message pseudo-localised; English's plural rule."""
    english = read_catalog(EN)
    catalog = Catalog(domain="bornes", fuzzy=False)
    for message in english:
        if not message.id:
            continue
        if isinstance(message.string, str):
            string: str | tuple[str, ...] = pseudo(message.string)
        else:
            assert message.string is not None, message.id  # a plural message: its forms
            string = tuple(pseudo(form) for form in message.string)
        catalog.add(message.id, string, context=message.context)
    return catalog


def write_locale(folder: Path) -> None:
    """``folder/xx/LC_MESSAGES/bornes.mo``."""
    target = folder / LANG / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_mo(buffer, pseudo_catalog())
    (target / "bornes.mo").write_bytes(buffer.getvalue())


def unmarked(text: str) -> str:
    """``text`` without its marked spans (innermost first: a message can hold others)."""
    while True:
        shorter = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", text)
        if shorter == text:
            return text
        text = shorter
