"""Scoring-line labels: each edition's own words, one place for every artefact."""

from __future__ import annotations

import pytest

from generator.rules.editions import EDITIONS, Label, Line
from generator.text.labels import LABELS, line_definition, line_label

POINTS = [e for e in EDITIONS.values() if e.scoring is not None]


def test_dujardin_2024_names_its_400_and_200_as_its_rulebook_does() -> None:
    # seed 004: "Manche gagnée 400 points", "Victoire sans carte 200 200 points".
    edition = EDITIONS["dujardin-2024"]
    assert line_label(Line.TRIP, "fr", edition=edition) == "Manche gagnée"
    assert line_label(Line.SAFE_TRIP, "fr", edition=edition) == "Victoire sans carte 200"
    assert line_label(Line.TRIP, "en", edition=edition) == "Hand won"
    assert line_label(Line.SAFE_TRIP, "en", edition=edition) == "Won without a 200"


@pytest.mark.parametrize("edition_id", ["parker-brothers", "winning-moves", "dujardin-classic"])
def test_the_classic_rulebooks_keep_trip_completed_and_safe_trip(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    assert line_label(Line.TRIP, "en", edition=edition) == "Trip completed"
    assert line_label(Line.SAFE_TRIP, "fr", edition=edition) == "Pas de 200"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_label_has_words_in_every_language(lang: str) -> None:
    assert set(LABELS[lang]) == set(Label)
    assert all(text.strip() for text in LABELS[lang].values())


@pytest.mark.parametrize("edition", POINTS, ids=lambda e: e.id)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_definition_starts_with_the_label_and_keeps_french_spacing(edition, lang: str) -> None:  # type: ignore[no-untyped-def]
    assert edition.scoring is not None
    for line in edition.scoring.lines:
        definition = line_definition(line, lang, edition=edition)
        label = line_label(line, lang, edition=edition)
        colon = "\u00a0: " if lang == "fr" else ": "
        assert definition.startswith(label + colon)
        assert " :" not in definition and " ;" not in definition


def test_the_shutout_definition_follows_who_scores_it() -> None:
    parker = line_definition(Line.SHUTOUT, "en", edition=EDITIONS["parker-brothers"])
    dujardin = line_definition(Line.SHUTOUT, "en", edition=EDITIONS["dujardin-classic"])
    assert "completed" in parker
    assert "each side without distance" in dujardin
