"""The cards' wording: Jinja2 templates and the English and French catalogs.

The templates in ``templates/cards/`` hold the sentences (as gettext message
ids, in English); ``templates/locale/<lang>/LC_MESSAGES/bornes.po`` hold each
language's wording. The catalogs are read as they are with Babel, so there is
no compile step and the wheel carries them with the templates.

Templates render with ``StrictUndefined`` (a missing fact is an error, never
an empty string) and autoescaping: they produce a small XML vocabulary
(``generator.cards.markup``), and a name with ``<`` or ``&`` in it, such as a
house-rules name, is escaped like any other value. A message missing from a
catalog is an error too, so no untranslated sentence can reach a card.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any, Literal

from babel.lists import format_list
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from generator.cards.content import Content
from generator.environment import bytecode_cache
from generator.files import resource

LANGUAGES: tuple[str, ...] = ("en", "fr")
DOMAIN = "bornes"


class MissingMessage(LookupError):
    """A template asked for a sentence the language's catalog does not hold."""


def catalog_path(lang: str) -> Path:
    """The gettext catalog of a language."""
    return resource("templates") / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def read_catalog(lang: str) -> Catalog:
    """The language's catalog, as Babel reads the ``.po`` file."""
    with catalog_path(lang).open("rb") as handle:
        return read_po(handle, locale=lang, domain=DOMAIN)


class Translations:
    """gettext for one language that refuses message ids its catalog lacks."""

    def __init__(self, catalog: Catalog) -> None:
        self._catalog = catalog
        buffer = io.BytesIO()
        # GNU gettext evaluates the catalog's plural rule; the .mo stays in memory.
        write_mo(buffer, catalog)
        buffer.seek(0)
        self._gnu = gettext.GNUTranslations(buffer)

    def _check(self, msgid: str) -> None:
        message = self._catalog.get(msgid)
        if message is None or not message.string or message.fuzzy:
            raise MissingMessage(f"{self._catalog.locale}: no translation for {msgid!r}")

    def gettext(self, message: str) -> str:
        """The translation of ``message``."""
        self._check(message)
        return self._gnu.gettext(message)

    def ngettext(self, singular: str, plural: str, count: int) -> str:
        """The translation of ``singular``/``plural`` for ``count``."""
        self._check(singular)
        return self._gnu.ngettext(singular, plural, count)


def _bold(value: object) -> Markup:
    """``value`` in bold: the ``b`` filter. The value itself is escaped."""
    return Markup("<b>%s</b>") % value


def _list_filter(lang: str, style: Literal["standard", "or"]) -> Callable[[Iterable[object]], Markup]:
    """A filter joining items as the language does: "2, 3 or 4" / "2, 3 ou 4" (CLDR, via Babel)."""

    def join(items: Iterable[object]) -> Markup:
        # Items are escaped first; the CLDR pattern adds only commas and words.
        return Markup(format_list([str(escape(item)) for item in items], style=style, locale=lang))

    return join


@cache
def environment(lang: str) -> Environment:
    """The Jinja2 environment of one language: strict, autoescaping, with its catalog installed."""
    env = Environment(
        loader=FileSystemLoader(str(resource("templates") / "cards")),
        autoescape=True,
        undefined=StrictUndefined,
        extensions=["jinja2.ext.i18n"],
        trim_blocks=True,
        lstrip_blocks=True,
        # Compiled templates are kept in Jinja2's per-user temporary folder
        # (checked for ownership), so a run need not compile them again; a
        # cache that cannot be used is skipped (``generator.environment``).
        bytecode_cache=bytecode_cache(),
    )
    env.install_gettext_translations(Translations(read_catalog(lang)), newstyle=True)  # type: ignore[attr-defined]
    env.filters["b"] = _bold
    env.filters["or_list"] = _list_filter(lang, "or")
    env.filters["and_list"] = _list_filter(lang, "standard")
    return env


def _context(content: Content) -> dict[str, Any]:
    fields = {name: getattr(content, name) for name in content.__dataclass_fields__}
    return {**fields, "teams": content.teams}


def render_card(key: str, content: Content) -> str:
    """The markup of one card's front, from ``templates/cards/<key>.xml.j2``."""
    template = environment(content.lang).get_template(f"{key}.xml.j2")
    return template.render(key=key, **_context(content))


def render_back(content: Content) -> str:
    """The markup of the cards' back (and of the sheet's heading)."""
    return environment(content.lang).get_template("back.xml.j2").render(**_context(content))


def template_files() -> list[Path]:
    """Every card template, for the tests that read them."""
    return sorted((resource("templates") / "cards").glob("*.j2"))
