"""The command line's own language: which it is, and Click's words and Bornes' help in it.

An artefact is printed in the language it is asked for (``--lang``, by
default ``BORNES_LANG``, else its edition's). The command line itself (its
help, Click's usage errors and headings, ``Error:``, ``Warning:``,
``Interrupted`` and ``Aborted!``) speaks the user's language, found as
gettext programs find it (``cli_language``):

1. ``BORNES_LANG``, where it names one of Bornes' languages: the household's
   choice, which ``--lang`` follows too;
2. the locale, in GNU gettext's order: the first of ``LC_ALL``,
   ``LC_MESSAGES`` and ``LANG`` that is set. ``C`` or ``POSIX`` there means
   untranslated English, and ``LANGUAGE`` is then ignored, as gettext ignores
   it; otherwise ``LANGUAGE`` (a list, ``fr:en``), where set, comes first;
3. where none of them is set (a Windows console sets none), the user's
   display language as the system keeps it (``generator.compat.user_language``);
4. English.

Each is read by its language code (``fr_CA.UTF-8`` is French); one Bornes has
no catalog for is passed over for the next.

The words come from the catalog, context ``cli``, each message under its
English text: Click's own (``install`` points Click's ``gettext`` at
``click_words``, through ``generator.cli.click_internals``) and Bornes' help
(``words``, looked up when the help is shown, so the command reference that
Sphinx builds from the same commands stays English). A figure in a help text
comes in through a placeholder (``template``), so the catalog never holds it.
A message the catalog lacks is shown in English rather than not at all;
``tests/cli/test_language.py`` keeps the catalogs whole. The library's own
error messages (a log's mistake, a file that cannot be written) are English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the registry is read only where a language is asked for: `bornes --help` reads none
    from generator.text.languages import Lang

CONTEXT = "cli"
"""The catalog's context of the command line's messages, each under its English text."""

ENGLISH = "en"
LANG_VARIABLE = "BORNES_LANG"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
"""Where the locale is read from, in gettext's order: the first that is set counts."""
UNTRANSLATED = frozenset({"C", "POSIX"})
"""The locales of untranslated messages: English."""


def _code(value: str) -> str:
    """A locale's language code: ``fr_FR.UTF-8@euro`` → ``fr``, ``C.UTF-8`` → ``C``."""
    return re.split(r"[_.@-]", value.strip(), maxsplit=1)[0]


def cli_language(
    environ: Mapping[str, str] = os.environ, system: Callable[[], str | None] | None = None
) -> str:
    """The code of the language the command line speaks (the module's docstring: which, and in what order).

    ``system`` gives the user's display language where no variable does
    (``generator.compat.user_language``, by default).
    """
    wanted = [environ.get(LANG_VARIABLE, "").strip()]
    locale = next((environ[name] for name in LOCALE_VARIABLES if environ.get(name)), "")
    if locale:
        if _code(locale) not in UNTRANSLATED:  # in C or POSIX, gettext ignores LANGUAGE too
            wanted += [*environ.get("LANGUAGE", "").split(":"), locale]
    else:  # no locale in the environment (a Windows console): the system's
        if system is None:
            from generator.compat import user_language

            system = user_language
        wanted.append(system() or "")
    wanted = [part for part in wanted if part]
    if not wanted:
        return ENGLISH
    from generator.text.languages import LANGUAGES  # a registry, read only where there is a choice

    return next((code for part in wanted if (code := _code(part).lower()) in LANGUAGES), ENGLISH)


def _lang(code: str) -> Lang:
    """The ``Lang`` of a code ``cli_language`` found: made only where a catalog is read."""
    from generator.text.languages import Lang

    return Lang(code)


NUMBER = re.compile(r"(?<![\w.,-])\d+(?:[.,]\d+)?(?![\w-]|[.,]\d)")
"""A figure in a help text ("10 mm"): a placeholder in its catalog message. Not one that is part of a
word ("A4", "dujardin-2025"), which is a name."""


def template(text: str) -> str:
    """The catalog message of a text: each figure a numbered placeholder ("{0} mm"), braces doubled."""
    count = iter(range(len(text)))
    escaped = text.replace("{", "{{").replace("}", "}}")
    return NUMBER.sub(lambda _: "{" + str(next(count)) + "}", escaped)


def _lookup(text: str, lang: Lang) -> str | None:
    """``text``'s words in ``lang`` (its figures put back), ``None`` where the catalog has none."""
    from generator.text.i18n import MissingMessage, translations

    try:
        found = translations(lang).pgettext(CONTEXT, template(text))
    except MissingMessage:
        return None
    return found.format(*NUMBER.findall(text))


def words(text: str, lang: Lang | None = None) -> str:
    """A text of the command line (a help, a heading) in ``lang``, by default the command line's
    language (``cli_language``); as it is in English, or where the catalog lacks it."""
    code = lang or cli_language()
    if code == ENGLISH or not text:
        return text
    return _lookup(text, _lang(code)) or text


def say(key: str, **values: str) -> str:
    """A sentence of the command line's own (``Warning:``, ``Interrupted``, a usage error), by its
    key, in the command line's language."""
    from generator.text.i18n import say as sentence

    return sentence(key, _lang(cli_language()), **values)


def heading(text: str) -> str:
    """A help's heading as the language punctuates it: "Options:", « Exemples : ». In English
    without the catalog: ``bornes --help`` reads none (it would load the editions with it)."""
    lang = cli_language()
    return f"{text}:" if lang == ENGLISH else say("cli_heading", heading=text)


def click_words(message: str) -> str:
    """What Click asks ``gettext.gettext`` for, in the command line's language."""
    lang = cli_language()
    if lang == ENGLISH:
        return message
    from generator.text.i18n import MissingMessage, translations

    try:
        return translations(_lang(lang)).pgettext(CONTEXT, message)
    except MissingMessage:
        return message


def click_counted(singular: str, plural: str, count: int) -> str:
    """What Click asks ``gettext.ngettext`` for, in the command line's language."""
    lang = cli_language()
    if lang == ENGLISH:
        return singular if count == 1 else plural
    from generator.text.i18n import MissingMessage, translations

    try:
        return translations(_lang(lang)).npgettext(CONTEXT, singular, plural, count)
    except MissingMessage:
        return singular if count == 1 else plural


def install() -> None:
    """Click's messages in the command line's language, from now on (``click_internals``)."""
    from generator.cli.click_internals import translate_click

    translate_click(click_words, click_counted)


EXAMPLES_HEADING = "Examples"
"""The heading of a command's examples (``generator.cli.common``)."""

COMMENT = "# "
"""How an example's comment starts (``generator.cli.common.examples``)."""
