"""The story of a match, on small matches whose every number is checked by hand."""

from __future__ import annotations

from generator.rules import EDITIONS, Line, Match, MatchResult, Side, SideFacts, play
from generator.stats.match_story import (
    BestHand,
    Comeback,
    Lead,
    LeadChange,
    SoleLead,
    best_hands,
    biggest_leads,
    comeback,
    hand_stories,
    lead_changes,
    leaders,
    margins,
    sole_lead,
    tallies,
)
from generator.stats.rounding import round_half_up
from tests.stats.matches import miles, two_players


def three_hands_of_three() -> MatchResult:
    """Winning Moves, three alone, three hands of miles only (no trip completed)."""
    edition = EDITIONS["winning-moves"]
    rows = ((600, 500, 500), (300, 600, 600), (400, 0, 0))
    return play(
        Match(
            edition=edition,
            setup=edition.setup(3),
            sides=(Side("a", "Ana"), Side("b", "Ben"), Side("c", "Cleo")),
            hands=tuple({s: SideFacts(m) for s, m in zip("abc", row, strict=True)} for row in rows),
            fixed_hands=3,
        )
    )


# Winning Moves, two players: trip 700 (1,000 with the extension).
# Hand 1: Léa completes 700, safe trip: 700 + 400 + 300 = 1,400; Sam 300.
# Hand 2: Sam calls the extension at 700, completes 1,000 with no 200 and Léa at 0:
#         1,000 + 400 + 300 (safe trip) + 200 (extension) + 500 (shut-out) = 2,400; Léa 0.
# Hand 3: Léa calls the extension and fails at 900; Sam 500 scores the 200.
STORY = two_players(
    (miles(700), miles(300)),
    (miles(0), miles(1000, extension=True)),
    (miles(900, extension=True), miles(500)),
)


def test_hand_stories_say_the_trip_who_completed_it_the_extension_and_the_shutout() -> None:
    first, second, third = hand_stories(STORY)
    assert (first.trip, first.completed, first.extension_caller, first.extension_made) == (
        700,
        "lea",
        None,
        None,
    )
    assert (second.trip, second.completed, second.extension_caller, second.extension_made) == (
        1000,
        "sam",
        "sam",
        True,
    )
    assert second.shutouts == ("sam",)
    assert second.shut_out == ("lea",)  # the side that laid no distance, not the one that scored it
    assert (third.trip, third.completed, third.extension_caller, third.extension_made) == (
        1000,
        None,
        "lea",
        False,
    )
    assert third.shutouts == ()
    assert third.shut_out == ()


def test_leaders_and_lead_changes_follow_the_running_totals() -> None:
    # Running totals: 1,400–300, 1,400–2,700, 2,300–3,400.
    assert [dict(r) for r in STORY.running] == [
        {"lea": 1400, "sam": 300},
        {"lea": 1400, "sam": 2700},
        {"lea": 2300, "sam": 3400},
    ]
    assert leaders(STORY) == ("lea", "sam", "sam")
    assert lead_changes(STORY) == (LeadChange(2, "sam", "lea"),)


def test_a_tie_at_the_top_is_no_lead_change_until_another_side_leads_alone() -> None:
    level = two_players((miles(700), miles(300)), (miles(300), miles(700)), (miles(700), miles(300)))
    # Léa 1,400, then level at 1,700, then Léa again: no change.
    assert leaders(level) == ("lea", None, "lea")
    assert lead_changes(level) == ()
    # Léa led from hand 1 and only shared the top after hand 2: led is not level.
    assert sole_lead(level) == SoleLead("lea", 1, (2,), ())


def test_a_sole_leader_can_be_level_at_the_top_or_below_a_tie() -> None:
    three = three_hands_of_three()
    # Ana 600 alone; then Ben and Cleo level above her (1,100 to 900); then Ana alone again.
    assert leaders(three) == ("a", None, "a")
    assert sole_lead(three) == SoleLead("a", 1, (), (2,))
    assert sole_lead(STORY) is None  # the lead changed hands
    never = two_players((miles(300), miles(300)))
    assert sole_lead(never) is None  # nobody led alone


def test_a_side_s_200s_not_logged_are_counted_as_unlogged_not_as_none_played() -> None:
    unlogged = two_players(
        (miles(700, two_hundreds=1), miles(500, two_hundreds=None)),
        (miles(700, two_hundreds=0), miles(600, two_hundreds=None)),
    )
    lea, sam = tallies(unlogged)
    assert (lea.two_hundreds, lea.two_hundreds_unlogged) == (1, 0)
    assert (sam.two_hundreds, sam.two_hundreds_unlogged) == (0, 2)


def test_the_biggest_lead_and_the_comeback_that_overcame_it() -> None:
    assert margins(STORY) == (1100, 1300, 1100)
    assert biggest_leads(STORY) == (Lead("sam", 1300, 2),)
    # Not finished (no target reached, no set hands): no comeback to tell.
    assert comeback(STORY) is None
    won = two_players(
        (miles(700), miles(300)),
        (miles(0), miles(1000, extension=True)),
        fixed_hands=2,
    )
    assert comeback(won) == Comeback("sam", 1100, 1)


def test_equal_biggest_leads_name_every_side_that_held_them() -> None:
    level = two_players((miles(700), miles(0, two_hundreds=None)), (miles(0, two_hundreds=None), miles(700)))
    # Hand 1: Léa 700 + 400 + 300 + 500 shut-out = 1,900 ahead; hand 2: Sam the same, level.
    assert margins(level) == (1900, 0)
    assert biggest_leads(level) == (Lead("lea", 1900, 1),)
    three = two_players(
        (miles(700), miles(0, two_hundreds=None)),
        (miles(0, two_hundreds=None), miles(700)),
        (miles(0, two_hundreds=None), miles(700)),
    )
    assert biggest_leads(three) == (Lead("lea", 1900, 1), Lead("sam", 1900, 3))


def test_best_hands_keep_every_tie() -> None:
    level = two_players((miles(700), miles(0, two_hundreds=None)), (miles(0, two_hundreds=None), miles(700)))
    assert best_hands(level) == (BestHand("lea", 1900, 1), BestHand("sam", 1900, 2))


def test_tallies_add_each_line_and_count_what_happened() -> None:
    lea, sam = tallies(STORY)
    assert dict(lea.points) == {
        Line.DISTANCE: 1600,
        Line.SAFETIES: 0,
        Line.ALL_SAFETIES: 0,
        Line.COUPS_FOURRES: 0,
        Line.TRIP: 400,
        Line.DELAYED_ACTION: 0,
        Line.SAFE_TRIP: 300,
        Line.EXTENSION: 0,
        Line.SHUTOUT: 0,
    }
    assert sum(lea.points.values()) == STORY.totals["lea"]
    assert sum(sam.points.values()) == STORY.totals["sam"]
    assert (sam.points[Line.EXTENSION], sam.line_hands[Line.EXTENSION]) == (400, 2)
    assert (lea.extensions_called, lea.extensions_made, sam.extensions_called, sam.extensions_made) == (
        1,
        0,
        1,
        1,
    )
    assert (lea.trips_completed, sam.trips_completed, sam.line_hands[Line.SHUTOUT]) == (1, 1, 1)


def test_round_half_up_rounds_halves_the_way_people_do() -> None:
    assert round_half_up(775, 2) == 388  # 387.5
    assert round_half_up(325, 2) == 163  # 162.5: round() would say 162
    assert round_half_up(1, 3) == 0
    assert round_half_up(-5, 2) == -3
