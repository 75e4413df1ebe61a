"""The catalog's words: scoring-line labels, counted nouns, lists, and what a missing message does."""

from __future__ import annotations

from typing import Literal

import pytest

from generator.rules.editions import EDITIONS, Edition, Label, Line
from generator.text.i18n import (
    LABEL_KEYS,
    MissingMessage,
    count_of,
    counted,
    join_list,
    line_definition,
    line_label,
    message,
    say,
)
from generator.text.languages import EN, FR, Lang

POINTS = [e for e in EDITIONS.values() if e.scoring is not None]


def test_dujardin_2024_names_its_400_and_200_as_its_rulebook_does() -> None:
    # seed 004: "Manche gagnée 400 points", "Victoire sans carte 200 200 points".
    edition = EDITIONS["dujardin-2024"]
    assert line_label(Line.TRIP, FR, edition=edition) == "Manche gagnée"
    assert line_label(Line.SAFE_TRIP, FR, edition=edition) == "Victoire sans carte 200"
    assert line_label(Line.TRIP, EN, edition=edition) == "Hand won"
    assert line_label(Line.SAFE_TRIP, EN, edition=edition) == "Won without a 200"


@pytest.mark.parametrize("edition_id", ["parker-brothers", "winning-moves", "dujardin-classic"])
def test_the_classic_rulebooks_keep_trip_completed_and_safe_trip(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    assert line_label(Line.TRIP, EN, edition=edition) == "Trip completed"
    assert line_label(Line.SAFE_TRIP, FR, edition=edition) == "Pas de 200"


@pytest.mark.parametrize("lang", [EN, FR])
def test_every_label_has_words_in_every_language(lang: Lang) -> None:
    assert set(LABEL_KEYS) == set(Label)
    assert all(message(key, lang).strip() for key in LABEL_KEYS.values())


@pytest.mark.parametrize("edition", POINTS, ids=lambda e: e.id)
@pytest.mark.parametrize("lang", [EN, FR])
def test_a_definition_starts_with_the_label_and_keeps_french_spacing(edition: Edition, lang: Lang) -> None:
    assert edition.scoring is not None
    for line in edition.scoring.lines:
        definition = line_definition(line, lang, edition=edition)
        label = line_label(line, lang, edition=edition)
        colon = "\u00a0: " if lang == "fr" else ": "
        assert definition.startswith(label + colon)
        assert " :" not in definition
        assert " ;" not in definition


def test_the_shutout_definition_follows_who_scores_it() -> None:
    parker = line_definition(Line.SHUTOUT, EN, edition=EDITIONS["parker-brothers"])
    dujardin = line_definition(Line.SHUTOUT, EN, edition=EDITIONS["dujardin-classic"])
    assert "completed" in parker
    assert "each side without distance" in dujardin


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (EN, ["0\u00a0hands", "1\u00a0hand", "2\u00a0hands"]),
        (FR, ["0\u00a0manche", "1\u00a0manche", "2\u00a0manches"]),
    ],
)
def test_counted_nouns_follow_the_languages_plural_rule(lang: Lang, expected: list[str]) -> None:
    # GNU gettext's rules from each catalog's Plural-Forms: English singular at 1, French at 0 and 1.
    assert [counted("hands", n, lang, str(n)) for n in (0, 1, 2)] == expected


def test_the_charts_count_of_hands_is_plural_in_english_at_zero_and_singular_in_french() -> None:
    assert count_of("hands", 0, EN) == "0 hands"
    assert count_of("hands", 0, FR) == "0 manche"
    assert count_of("games", 1000, FR) == "1\u202f000 parties"


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("style", ["standard", "or"])
def test_lists_are_joined_as_cldr_joins_them(lang: Lang, style: Literal["standard", "or"]) -> None:
    from babel.lists import format_list  # the tests may use Babel; the commands do not

    for size in range(6):
        items = [f"item{n}" for n in range(size)]
        assert join_list(items, lang, style) == format_list(items, style=style, locale=lang)


def test_a_missing_message_is_an_error_not_its_key() -> None:
    with pytest.raises(MissingMessage, match="no_such_key"):
        say("no_such_key", FR)
    with pytest.raises(MissingMessage, match="no_such_noun"):
        counted("no_such_noun", 2, EN, "2")
