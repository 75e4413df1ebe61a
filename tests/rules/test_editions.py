"""The editions registry: every record complete and true to its sources."""

from __future__ import annotations

import pytest

from generator.rules import EDITIONS, Line, MatchKind, find_edition
from generator.rules.cards import CARD_IDS, HAZARDS, SAFETIES, Kind, kind_of
from generator.rules.editions import CoupFourreRule, Edition, HandEnd
from generator.text.languages import EN, FR, Lang


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=list(EDITIONS))
def test_every_edition_deals_the_106_card_deck(edition: Edition) -> None:
    assert edition.deck_size == 106
    assert sum(n for card, n in edition.deck.items() if kind_of(card) is Kind.SAFETY) == 4
    assert edition.hand_size == 6


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=list(EDITIONS))
@pytest.mark.parametrize("lang", [EN, FR])
def test_every_card_has_a_name_in_both_languages(edition: Edition, lang: Lang) -> None:
    names = edition.names(lang)
    assert all(names[card].strip() for card in CARD_IDS)


def test_recent_french_boxes_use_their_own_names() -> None:
    assert EDITIONS["dujardin-2025"].names(FR)["right_of_way"] == "Véhicule prioritaire"
    assert EDITIONS["dujardin-classic"].names(FR)["right_of_way"] == "Prioritaire"
    assert EDITIONS["winning-moves"].names(EN)["puncture_proof"] == "Puncture Proof"


@pytest.mark.parametrize("edition_id", ["parker-brothers", "winning-moves", "dujardin-classic"])
def test_classic_setups_trip_700_with_extension_except_four_in_teams(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    assert [(s.players, s.sides, s.trip, s.extension) for s in edition.setups] == [
        (2, 2, 700, True),
        (3, 3, 700, True),
        (4, 2, 1000, False),
        (6, 3, 700, True),
    ]
    assert edition.default_setup.players == 4
    assert edition.default_setup.teams
    assert set(edition.remove_for_small) == set(HAZARDS)


@pytest.mark.parametrize("edition_id", ["dujardin-2024", "dujardin-2025"])
def test_recent_dujardin_rules_always_race_to_1000(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    assert {s.trip for s in edition.setups} == {1000}
    assert not edition.has_extension
    assert edition.setup(4).sides == 4  # four players alone unless two sides are asked for
    assert edition.setup(4, 2).teams
    assert edition.players_allowed == (2, 3, 4, 6, 8)


def test_only_the_2025_box_starts_without_a_roll() -> None:
    assert {e.id for e in EDITIONS.values() if not e.roll_to_start} == {"dujardin-2025"}
    # [DJ14] p.3: "a GO card is not required after you play a Remedy card".
    assert {e.id for e in EDITIONS.values() if not e.roll_after_remedy} == {"dujardin-2014", "dujardin-2025"}


def test_classic_values_are_seed_000s_table() -> None:
    scoring = EDITIONS["parker-brothers"].scoring
    assert scoring is not None
    assert {line.value: scoring.value(line) for line in scoring.lines} == {
        "distance": 1,
        "safeties": 100,
        "all_safeties": 300,
        "coups_fourres": 300,
        "trip": 400,
        "delayed_action": 300,
        "safe_trip": 300,
        "extension": 200,
        "shutout": 500,
    }


def test_dujardin_2024_scores_the_variant_of_seed_004() -> None:
    scoring = EDITIONS["dujardin-2024"].scoring
    assert scoring is not None
    assert {line.value: scoring.value(line) for line in scoring.lines} == {
        "distance": 1,
        "safeties": 100,
        "coups_fourres": 300,
        "trip": 400,
        "safe_trip": 200,
        "shutout": 500,
    }
    assert not scoring.scores(Line.ALL_SAFETIES)


def test_dujardin_2025_has_no_points() -> None:
    edition = EDITIONS["dujardin-2025"]
    assert edition.scoring is None
    assert edition.match_kind is MatchKind.GAMES
    assert edition.target is None


def test_every_edition_names_a_source_for_its_scoring_and_setups() -> None:
    for edition in EDITIONS.values():
        assert {"setups", "deck", "scoring", "roll", "target"} <= set(edition.sources)


def test_an_unknown_edition_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown edition 'milles-bornes'.*parker-brothers"):
        find_edition("milles-bornes")


def test_a_mistyped_edition_is_refused_naming_the_one_likely_meant() -> None:
    with pytest.raises(
        ValueError, match=r"unknown edition 'winning': did you mean 'winning-moves'\? \(known: "
    ):
        find_edition("winning")


def test_card_kinds() -> None:
    assert {kind_of(c) for c in SAFETIES} == {Kind.SAFETY}
    with pytest.raises(ValueError, match="unknown card: 'joker'"):
        kind_of("joker")


def test_only_the_hands_winner_scores_the_trip_and_its_bonuses() -> None:
    # Seed 000: "Only the side that completed the trip scores the rest"; the extension
    # is not among them (when its caller falls short, the others score it).
    classic = EDITIONS["parker-brothers"].scoring
    assert classic is not None
    assert classic.winner_only == (Line.TRIP, Line.DELAYED_ACTION, Line.SAFE_TRIP, Line.SHUTOUT)
    # Capot goes to every side with distance ([DJ]); Dujardin 2024 has no delayed action.
    dujardin = EDITIONS["dujardin-classic"].scoring
    assert dujardin is not None
    assert dujardin.winner_only == (Line.TRIP, Line.DELAYED_ACTION, Line.SAFE_TRIP)
    recent = EDITIONS["dujardin-2024"].scoring
    assert recent is not None
    assert recent.winner_only == (Line.TRIP, Line.SAFE_TRIP)


def test_who_starts_and_whether_the_table_may_agree_another_target() -> None:
    starts = {edition.id: edition.first_player.value for edition in EDITIONS.values()}
    assert starts == {
        "parker-brothers": "left_of_dealer",  # seed 002
        "winning-moves": "left_of_dealer",
        "dujardin-classic": "left_of_dealer",
        "dujardin-2014": "youngest",  # [DJ14] p.6
        "dujardin-2024": "youngest",  # seed 004
        "dujardin-2025": "youngest",
    }
    assert [e.id for e in EDITIONS.values() if e.other_targets] == ["dujardin-classic"]  # [DJ]


def test_dujardin_2014_scores_only_distance_safeties_and_coups_fourres() -> None:
    # [DJ14] p.4, the whole "SCORING" table: 1 a mile, 100 a safety, 200 a coup fourré.
    edition = EDITIONS["dujardin-2014"]
    assert edition.scoring is not None
    assert {line.value: edition.scoring.value(line) for line in edition.scoring.lines} == {
        "distance": 1,
        "safeties": 100,
        "coups_fourres": 200,
    }
    assert edition.scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    assert edition.target is None
    assert edition.match_hands == 1


def test_dujardin_2014_plays_to_1000_or_more_with_the_discards_reshuffled() -> None:
    edition = EDITIONS["dujardin-2014"]
    assert not edition.exact_finish  # p.2 "reach 1000 Miles, or more!"
    assert edition.trip_counts_safeties  # p.7 "with their Distance and Safety cards"
    assert edition.hand_end is HandEnd.RESHUFFLE  # p.7
    assert edition.draw_from_discard  # p.6
    assert not edition.has_extension
    assert edition.players_allowed == (2, 3, 4, 6)  # the cover: "2, 3, 4 or 6 players"
    assert edition.setup(4).sides == 4
    assert edition.setup(4, 2).teams
    assert edition.remove_for_small == ()


def test_dujardin_2014_cards_carry_the_names_the_box_prints() -> None:
    names = EDITIONS["dujardin-2014"].names(EN)
    assert [names[card] for card in ("roll", "gasoline", "end_of_limit", "right_of_way", "extra_tank")] == [
        "Drive",
        "Gas",
        "End of Speed Limit",
        "Emergency Vehicle",
        "Fuel Truck",
    ]


def test_only_the_classic_dujardin_rules_take_the_replay_away_once_the_draw_pile_is_empty() -> None:
    # [DJ] « n'autorise plus à rejouer immédiatement, mais le coup-fourré est encore permis »
    assert [e.id for e in EDITIONS.values() if not e.safety_replay_on_empty_pile] == ["dujardin-classic"]
    classic = EDITIONS["dujardin-classic"].scoring
    assert classic is not None
    assert classic.all_safeties_in_all  # « au lieu de 4 x 100 … 700 »
