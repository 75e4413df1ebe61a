"""Every rule a hand can break has a sentence in every language, with the side's name and the numbers."""

from __future__ import annotations

import pytest

from generator.rules.editions import EDITIONS
from generator.rules.match import Match, Side
from generator.rules.scoring import Broken, FactError
from generator.text.languages import LANGUAGES
from generator.text.refusals import REFUSAL_KEYS, refusal

EDITION = EDITIONS["winning-moves"]
MATCH = Match(EDITION, EDITION.setup(2), (Side("a", "Léa"), Side("b", "Sam")))


def test_every_rule_has_a_sentence() -> None:
    assert set(REFUSAL_KEYS) == set(Broken)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rule", list(Broken))
def test_each_sentence_names_the_side_and_fills_every_number(lang: str, rule: Broken) -> None:
    values = {"miles": 1025, "trip": 1000, "step": 25, "most": 4, "safeties": 2, "coups_fourres": 3}
    values |= {"two_hundreds": 2, "players": 4}
    error = FactError("", "a", rule=rule, fact="miles", **values)
    known = {"a": {"miles": 1000, "safeties": 3}, "b": {"miles": 1000, "safeties": 2}}
    sentence = refusal(error, lang, match=MATCH, known=known)
    assert "{" not in sentence
    assert "_" not in sentence  # no log key
    if rule is Broken.SAFETIES_TOTAL:
        assert "Léa 3" in sentence
        assert "Sam 2" in sentence
    else:
        assert "Léa" in sentence
    if rule in (Broken.MILES_PAST_TRIP, Broken.TWO_COMPLETED):
        assert ("1,000" if lang == "en" else "1\u202f000") in sentence


def test_a_distance_past_the_short_trip_says_nobody_called_the_extension() -> None:
    error = FactError("", "b", rule=Broken.MILES_PAST_TRIP, fact="miles", miles=725, trip=700)
    assert refusal(error, "en", match=MATCH, known={}) == (
        "Sam: 725 is past the trip of 700, and nobody called the extension."
    )
    assert refusal(error, "fr", match=MATCH, known={}) == (
        "Sam\u00a0: 725 dépasse le parcours de 700, et personne n’a annoncé l’allonge."
    )
