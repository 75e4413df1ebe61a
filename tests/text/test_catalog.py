"""The one catalog: every message in every language, none unused, placeholders kept, compiled as built."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from generator.text.catalogs import catalogs, compile_catalog
from generator.text.i18n import locale_dir
from generator.text.languages import EN, FR, LANGUAGES, Lang, every_language
from tests.catalogs import LOCALE, catalog_ids, extracted, forms, po_path, read_catalog


def test_every_language_in_the_catalogs_folder_is_tested() -> None:
    assert sorted(po.parent.parent.name for po in catalogs(LOCALE)) == sorted(LANGUAGES)


@pytest.mark.parametrize("lang", every_language())
def test_the_catalog_holds_every_message_the_code_and_templates_ask_for(lang: Lang) -> None:
    missing = set(extracted()) - catalog_ids(lang)
    assert not missing, f"{lang}: missing {sorted(missing, key=str)}"


@pytest.mark.parametrize("lang", every_language())
def test_the_catalog_holds_no_message_that_no_code_uses(lang: Lang) -> None:
    unused = catalog_ids(lang) - set(extracted())
    assert not unused, f"{lang}: unused {sorted(unused, key=str)}"


@pytest.mark.parametrize("lang", every_language())
def test_no_message_is_empty_or_fuzzy(lang: Lang) -> None:
    for message in read_catalog(lang):
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(forms), message.id
        assert not message.fuzzy, message.id


@pytest.mark.parametrize("lang", every_language())
def test_counted_nouns_are_plural_messages_with_every_form(lang: Lang) -> None:
    catalog = read_catalog(lang)
    plural = {key for key, is_plural in extracted().items() if is_plural}
    for context, msgid in plural:
        message = catalog.get(msgid, context=context)
        assert message is not None, msgid
        assert message.pluralizable, msgid
        assert len(forms(message)) == catalog.num_plurals, msgid


def _fields(text: str) -> set[str]:
    braces = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    return braces | set(re.findall(r"%\((\w+)\)s", text))


@pytest.mark.parametrize("lang", [FR])
def test_translations_use_only_the_placeholders_the_code_fills(lang: Lang) -> None:
    # A translation may leave one out (« chaque adversaire » needs no {side}), never add one.
    english = read_catalog(EN)
    for message in read_catalog(lang):
        if not message.id:
            continue
        source = english.get(message.id, context=message.context)
        assert source is not None
        filled = set().union(*(_fields(form) for form in forms(source)))
        for form in forms(message):
            assert _fields(form) <= filled, message.id


def test_french_typography_is_kept_in_the_catalog() -> None:
    # No ordinary space before : ; ! ? and none inside « » (a no-break space, or a narrow one).
    for message in read_catalog(FR):
        for form in forms(message):
            assert not re.search(r" [:;!?]|« | »", form), message.id


@pytest.mark.parametrize("lang", every_language())
def test_the_compiled_catalog_is_the_one_the_build_makes(lang: Lang, tmp_path: Path) -> None:
    built = tmp_path / "bornes.mo"
    compile_catalog(po_path(lang), built)
    assert (Path(locale_dir()) / lang / "LC_MESSAGES" / "bornes.mo").read_bytes() == built.read_bytes()
