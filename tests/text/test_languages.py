"""Each language of ``--lang`` has everything printing in it takes: catalog, numbers, PDF tag, card names."""

from __future__ import annotations

import pytest

from generator.pdf.page import LANGUAGE_TAGS
from generator.rules import EDITIONS
from generator.rules.editions import Edition
from generator.text.languages import LANGUAGES
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
