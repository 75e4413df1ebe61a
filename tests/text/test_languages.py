"""Each language of ``--lang`` has everything printing in it takes: catalog, numbers, PDF tag, card names.

A language travels as a ``Lang``, made once where a code comes in: only from a
code of ``LANGUAGES``.
"""

from __future__ import annotations

import pytest

from generator.pdf.page import LANGUAGE_TAGS
from generator.rules import EDITIONS
from generator.rules.editions import Edition
from generator.text.languages import EN, FR, LANGUAGES, Lang, every_language
from generator.text.numbers import SEPARATORS
from tests.conftest import ROOT


def test_the_languages_are_the_catalogs() -> None:
    catalogs = sorted(po.parent.parent.name for po in ROOT.glob("templates/locale/*/LC_MESSAGES/bornes.po"))
    assert sorted(LANGUAGES) == catalogs


def test_each_language_has_a_thousands_separator_and_a_pdf_tag() -> None:
    assert set(SEPARATORS) == set(LANGUAGES)
    assert set(LANGUAGE_TAGS) == set(LANGUAGES)


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda edition: edition.id)
def test_each_edition_names_its_cards_in_each_language(edition: Edition) -> None:
    assert set(edition.card_names) == set(LANGUAGES)
    assert edition.language in LANGUAGES


# A Lang: a code of LANGUAGES, checked once


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_lang_is_made_from_a_known_code_and_is_that_code(code: str) -> None:
    lang = Lang(code)
    assert lang == code
    assert isinstance(lang, str)
    assert f"{lang}" == str(lang) == code  # in a file name, a path, a JSON string: the code itself
    assert hash(lang) == hash(code)  # it finds the code's entries in a table


@pytest.mark.parametrize("code", ["de", "xx", "", "EN", "Fr", "en-US", "en_US", " fr", "fr\n", "français"])
def test_a_lang_is_refused_for_any_other_code(code: str) -> None:
    with pytest.raises(ValueError, match=r"^unsupported language: ") as refused:
        Lang(code)
    assert str(refused.value) == f"unsupported language: {code!r}"


def test_en_and_fr_are_the_two_languages_and_every_language_lists_them_in_order() -> None:
    assert (EN, FR) == ("en", "fr")
    assert every_language() == list(LANGUAGES)
    assert all(isinstance(lang, Lang) for lang in every_language())


def test_a_lang_made_from_a_lang_is_the_same_language() -> None:
    assert Lang(FR) == FR
    assert isinstance(Lang(FR), Lang)
