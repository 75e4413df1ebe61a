"""The cards' wording: Jinja2 templates, translated through the catalogs.

The templates in ``templates/cards/`` hold the sentences (as gettext message
ids, in English); the catalogs ``templates/locale/<lang>/LC_MESSAGES/bornes.po``
hold each language's wording, compiled to ``.mo`` at build time and read with
the standard library's ``gettext`` (``generator.text.i18n``), through Jinja2's
i18n extension.

Templates render with ``StrictUndefined`` (a missing fact is an error, never
an empty string) and autoescaping: they produce a small XML vocabulary
(``generator.cards.markup``), and a name with ``<`` or ``&`` in it, such as a
house-rules name, is escaped like any other value. A message missing from a
catalog is an error too (``MissingMessage``), so no untranslated sentence can
reach a card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any, Literal

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup, escape

from generator.cards.content import Content
from generator.environment import bytecode_cache
from generator.files import resource
from generator.text.i18n import MissingMessage, join_list, translations
from generator.text.languages import LANGUAGES, Lang

__all__ = ["LANGUAGES", "MissingMessage", "environment", "render_back", "render_card", "template_files"]


def _bold(value: object) -> Markup:
    """``value`` in bold: the ``b`` filter. The value itself is escaped."""
    return Markup("<b>%s</b>") % value


def _list_filter(lang: Lang, style: Literal["standard", "or"]) -> Callable[[Iterable[object]], Markup]:
    """A filter joining items as the language does: "2, 3, or 4" / "2, 3 ou 4".

    CLDR's list patterns, carried in the catalog (``generator.text.i18n.join_list``).
    """

    def join(items: Iterable[object]) -> Markup:
        # Items are escaped first; the list pattern adds only commas and words.
        return Markup(join_list([str(escape(item)) for item in items], lang, style))

    return join


@cache
def environment(lang: Lang) -> Environment:
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
    # The i18n extension adds this method when the environment is made; Jinja2's types cannot say so.
    env.install_gettext_translations(translations(lang), newstyle=True)  # type: ignore[attr-defined]
    env.filters["b"] = _bold
    env.filters["or_list"] = _list_filter(lang, "or")
    env.filters["and_list"] = _list_filter(lang, "standard")
    return env


def _context(content: Content) -> dict[str, Any]:
    return {**content._asdict(), "teams": content.teams}


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


def render_aid(content: Content) -> tuple[str, str]:
    """The markup of the player aid's front and back (``aid.xml.j2``, ``aid-back.xml.j2``)."""
    env = environment(content.lang)
    context = _context(content)
    return (
        env.get_template("aid.xml.j2").render(**context),
        env.get_template("aid-back.xml.j2").render(**context),
    )


def render_print(lang: Lang, key: str, **values: object) -> str:
    """The markup printed outside the cut (``print.xml.j2``): ``key`` "slug", "scale" or "calibrate-…"."""
    return environment(lang).get_template("print.xml.j2").render(key=key, **values)
