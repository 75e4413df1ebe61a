"""The facts the cards print come from the edition's record, formatted for the language."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.cards.content import CARDS, card_content
from generator.files import load_house_rules
from generator.rules.cards import SAFETY_FOR
from generator.rules.editions import EDITIONS, Line
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import format_number
from tests.conftest import EXAMPLES


@pytest.mark.parametrize("edition_id", list(EDITIONS))
@pytest.mark.parametrize("lang", [EN, FR])
def test_scoring_rows_are_the_editions_lines_and_values(edition_id: str, lang: Lang) -> None:
    edition = EDITIONS[edition_id]
    content = card_content(edition, lang)
    if edition.scoring is None:
        assert content.scoring is None
        return
    assert content.scoring is not None
    assert [row.key for row in content.scoring.rows] == [line.value for line in edition.scoring.lines]
    assert [row.value for row in content.scoring.rows] == [
        format_number(edition.scoring.value(line), lang) for line in edition.scoring.lines
    ]


def test_swapped_bonuses_change_safe_trip_and_shutout() -> None:
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    base = card_content(EDITIONS["parker-brothers"], EN).scoring
    swapped = card_content(house, EN).scoring
    assert base is not None
    assert swapped is not None
    values = {row.key: row.value for row in swapped.rows}
    assert values["safe_trip"] == format_number(500, EN)
    assert values["shutout"] == format_number(300, EN)
    assert {row.key: row.value for row in base.rows}["safe_trip"] == format_number(300, EN)


def test_switched_off_lines_leave_the_scoring_card() -> None:
    house = load_house_rules(EXAMPLES / "rules" / "no-safe-trip.toml")
    scoring = card_content(house, EN).scoring
    assert scoring is not None
    keys = {row.key for row in scoring.rows}
    assert Line.SAFE_TRIP.value not in keys
    assert Line.DELAYED_ACTION.value not in keys


def test_house_rules_target_reaches_the_match_card(tmp_path: Path) -> None:
    rules = tmp_path / "short.toml"
    rules.write_text('name = "Short match"\nbase = "dujardin-2024"\ntarget = 3000\n', encoding="utf-8")
    content = card_content(load_house_rules(rules), FR)
    assert content.target == format_number(3000, FR) == "3\u202f000"
    assert content.house_rules == "Short match"


def test_numbers_are_formatted_for_the_language() -> None:
    en = card_content(EDITIONS["parker-brothers"], EN)
    fr = card_content(EDITIONS["parker-brothers"], FR)
    assert en.target == "5,000"
    assert fr.target == "5\u202f000"
    assert en.extension is not None
    assert en.extension.extended == "1,000"
    assert fr.extension is not None
    assert fr.extension.extended == "1\u202f000"


@pytest.mark.parametrize("edition_id", list(EDITIONS))
def test_card_names_are_the_editions_in_each_language(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    for lang in (EN, FR):
        content = card_content(edition, lang)
        names = edition.names(lang)
        assert [row.hazard for row in content.hazards] == [names[h] for h in SAFETY_FOR]
        assert [row.safety for row in content.safeties] == [
            names[s] for s in ("right_of_way", "extra_tank", "puncture_proof", "driving_ace")
        ]
        assert content.names["roll"] == names["roll"]


def test_the_race_needs_no_roll_and_scores_nothing() -> None:
    race = card_content(EDITIONS["dujardin-2025"], FR)
    assert not race.roll_to_start
    assert not race.roll_after_remedy
    assert race.scoring is None
    assert race.target is None
    assert race.hand_end == "no_distance_left"
    assert not any(row.then_roll for row in race.hazards)
    assert not any(row.spares_roll for row in race.safeties)


def test_classic_rules_need_a_roll_after_each_stopping_remedy() -> None:
    classic = card_content(EDITIONS["parker-brothers"], EN)
    then_roll = {row.hazard: row.then_roll for row in classic.hazards}
    # Stop's remedy is the Roll; Speed Limit never stops the car (seed 002's table).
    assert then_roll == {
        "Stop": False,
        "Speed Limit": False,
        "Out of Gas": True,
        "Flat Tire": True,
        "Accident": True,
    }
    assert [row.safety for row in classic.safeties if row.spares_roll] == ["Right of Way"]


def test_small_table_removals_only_where_the_edition_has_them() -> None:
    classic = card_content(EDITIONS["parker-brothers"], EN)
    assert classic.small_table == ("2", "3")
    assert classic.removals == ("Stop", "Speed Limit", "Out of Gas", "Flat Tire", "Accident")
    assert card_content(EDITIONS["dujardin-2025"], FR).removals == ()


def test_deck_counts_add_up_to_the_deck() -> None:
    edition = EDITIONS["parker-brothers"]
    content = card_content(edition, EN)
    counted = sum(
        int(card.copies) for pair in content.deck for g in (pair.left, pair.right) for card in g.cards
    )
    assert counted == edition.deck_size == int(content.deck_total)


def test_setups_are_grouped_by_seating_and_trip() -> None:
    classic = card_content(EDITIONS["parker-brothers"], EN).seats
    assert [(s.players, s.teams, s.trip) for s in classic] == [
        (("2", "3"), False, "700"),
        (("4",), True, "1,000"),
        (("6",), True, "700"),
    ]
    recent = card_content(EDITIONS["dujardin-2025"], EN).seats
    assert [(s.players, s.teams) for s in recent] == [(("2", "3", "4"), False), (("4", "6", "8"), True)]


def test_there_are_eight_cards() -> None:
    # Six until the text had to be 7 pt (the trip left the turn), seven until it had to be 7.5 pt
    # (the coup fourré left the safeties): eight fill an A4 page turned, or two Letter pages.
    assert CARDS == ("turn", "trip", "hazards", "safeties", "coup_fourre", "scoring", "end", "deck")


def test_a_long_house_rules_name_is_cut_at_a_word_on_the_fronts_top_line() -> None:
    from generator.cards.content import FRONT_RULES_NAME, front_rules_name

    assert front_rules_name("Chez Mamie") == "Chez Mamie"
    long = ("Maison Dupont-Lefebvre " * 10)[:120]
    cut = front_rules_name(long)
    assert len(cut) <= FRONT_RULES_NAME
    assert cut == "Maison Dupont-Lefebvre Maison\u2026"
    assert front_rules_name("W" * 120) == "W" * (FRONT_RULES_NAME - 1) + "\u2026"
