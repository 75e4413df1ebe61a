"""Every rule a hand can break has a sentence in every language, with the side's name and the numbers."""

from __future__ import annotations

import pytest

from generator.rules.editions import EDITIONS
from generator.rules.match import Match, Side
from generator.rules.scoring import Broken, FactError, SideFacts, check_hand
from generator.text.languages import EN, FR, Lang, every_language
from generator.text.refusals import REFUSAL_KEYS, refusal

EDITION = EDITIONS["winning-moves"]
MATCH = Match(EDITION, EDITION.setup(2), (Side("a", "Léa"), Side("b", "Sam")))


def test_every_rule_has_a_sentence() -> None:
    assert set(REFUSAL_KEYS) == set(Broken)


@pytest.mark.parametrize("lang", every_language())
@pytest.mark.parametrize("rule", list(Broken))
def test_each_sentence_names_the_side_and_fills_every_number(lang: Lang, rule: Broken) -> None:
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
    assert refusal(error, EN, match=MATCH, known={}) == (
        "Sam: 725 is past the trip of 700, and nobody called the extension."
    )
    assert refusal(error, FR, match=MATCH, known={}) == (
        "Sam\u00a0: 725 dépasse le parcours de 700, et personne n’a annoncé l’allonge."
    )


def test_a_side_past_the_most_a_card_takes_with_its_safeties_is_told_their_points() -> None:
    # [DJ14]: the safeties' points count toward the trip, so 900 miles alone are not what went too far.
    edition = EDITIONS["dujardin-2014"]
    match = Match(edition, edition.setup(2), (Side("a", "Maya"), Side("b", "Théo")))
    with pytest.raises(FactError) as caught:
        check_hand(edition, match.setup, {"a": SideFacts(900, safeties=3), "b": SideFacts(0)})
    assert refusal(caught.value, EN, match=match, known={}) == (
        "Maya: 900, with 300 for the safeties, is past 1,175, the most one card takes a side "
        "from below the trip of 1,000."
    )
    assert refusal(caught.value, FR, match=match, known={}).startswith(
        "Maya\u00a0: 900 et 300 pour les bottes dépassent 1\u202f175,"
    )
    with pytest.raises(FactError) as alone:
        check_hand(edition, match.setup, {"a": SideFacts(1200), "b": SideFacts(0)})
    assert refusal(alone.value, EN, match=match, known={}).startswith("Maya: 1,200 is past 1,175,")


def test_two_sides_past_a_trip_without_an_exact_finish_are_both_named() -> None:
    # [DJ14]: 1,000 or more; Théo's 850 and two safeties (200) reach it too.
    edition = EDITIONS["dujardin-2014"]
    match = Match(edition, edition.setup(2), (Side("a", "Maya"), Side("b", "Théo")))
    known = {"a": {"miles": 1050}, "b": {"miles": 850, "safeties": 2}}
    with pytest.raises(FactError) as caught:
        check_hand(edition, match.setup, {"a": SideFacts(1050), "b": SideFacts(850, safeties=2)})
    assert refusal(caught.value, EN, match=match, known=known) == (
        "Théo and Maya cannot both have completed the trip of 1,000."
    )
