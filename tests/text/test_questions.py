"""Each fact of the question table has its words, in every language."""

from __future__ import annotations

import pytest

from generator.rules.questions import TABLE
from generator.text.i18n import message
from generator.text.languages import EN, FR, Lang
from generator.text.questions import FACT_WORDS


def test_every_fact_of_the_table_has_its_words() -> None:
    assert set(FACT_WORDS) == set(TABLE)


@pytest.mark.parametrize("lang", [EN, FR])
def test_every_fact_s_words_are_in_the_catalog(lang: Lang) -> None:
    for words in FACT_WORDS.values():
        for key in words:
            assert message(key, lang) != key
