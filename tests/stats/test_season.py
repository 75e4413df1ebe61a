"""A season's standings, head-to-head, Elo ratings and form, on matches checked by hand."""

from __future__ import annotations

import datetime
from fractions import Fraction as F
from pathlib import Path

import pytest

from generator.errors import InputError
from generator.matchlog.load import load_match, load_result
from generator.rules import MatchResult, SideFacts, play
from generator.stats.season import (
    START_RATING,
    Closest,
    K,
    Meeting,
    PlayerMatch,
    Record,
    SeasonBest,
    Standing,
    best_hands,
    closest,
    coups_fourres,
    expected,
    form,
    head_to_head,
    look_alike,
    matches_won,
    ranks,
    ratings,
    season,
    standings,
)
from tests.conftest import EXAMPLES
from tests.stats.matches import miles, series, shared_rule, teams, three_players, two_players

# Léa wins 1,400 to 300 in one hand (fixed_hands = 1); then Sam wins 1,400 to 300; then Léa again.
LEA = two_players((miles(700), miles(300)), fixed_hands=1)
SAM = two_players((miles(300), miles(700)), fixed_hands=1)
UNFINISHED = two_players((miles(700), miles(300)))


def test_standings_count_finished_matches_only_and_rank_by_matches_won() -> None:
    rows = standings([LEA, SAM, LEA, UNFINISHED])
    assert [(r.name, r.played, r.won, r.hands, r.hands_won, r.total) for r in rows] == [
        ("Léa", 3, F(2), 3, 2, 3100),
        ("Sam", 3, F(1), 3, 1, 2000),
    ]
    lea, sam = rows
    # 2 of 3 is 66.7 %: 67; 3,100 / 3 = 1,033.3: 1,033; 2,000 / 3 = 666.7: 667.
    assert (lea.win_percentage, lea.per_match, lea.per_hand) == (67, F(1033), 1033)
    assert (sam.win_percentage, sam.per_match) == (33, F(667))
    assert ranks(rows) == (1, 2)


def test_equal_records_share_a_rank() -> None:
    rows = standings([LEA, SAM])
    assert ranks(rows) == (1, 1)


def test_head_to_head_counts_matches_met_and_who_finished_ahead() -> None:
    assert head_to_head([LEA, SAM, LEA, UNFINISHED]) == (Meeting("Léa", "Sam", 3, 2, 1),)
    three = three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))
    assert head_to_head([three]) == (
        Meeting("Ana", "Ben", 1, 1, 0),
        Meeting("Ana", "Cleo", 1, 1, 0),
        Meeting("Ben", "Cleo", 1, 0, 0),
    )


def test_elo_moves_by_k_times_score_minus_expectation() -> None:
    steps = ratings([LEA, UNFINISHED, SAM])
    assert [step.index for step in steps] == [0, 2]
    # Both start at 1,500, expect ½: Léa +16, Sam −16.
    assert dict(steps[0].ratings) == {"Léa": 1516, "Sam": 1484}
    # Then Sam, expected 1 / (1 + 10^(32/400)) = 0.454, wins: +32 × 0.546 = +17.47.
    gain = K * (1 - expected(START_RATING - 16, START_RATING + 16))
    assert gain == pytest.approx(17.47, abs=0.01)
    assert dict(steps[1].ratings) == {"Léa": 1499, "Sam": 1501}


def test_elo_with_three_sides_scores_every_pair_and_shares_k() -> None:
    (step,) = ratings([three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))])
    # Ana beats both (2 × ½ above expectation, K/2 each: +16); Ben and Cleo lose to Ana and are level: −8.
    assert dict(step.ratings) == {"Ana": 1516, "Ben": 1492, "Cleo": 1492}


def test_form_lists_the_last_finished_matches_oldest_first() -> None:
    assert dict(form([LEA, SAM, LEA, UNFINISHED])) == {
        "Léa": (True, False, True),
        "Sam": (False, True, False),
    }
    assert form([LEA] * 7, count=5)["Léa"] == (True,) * 5


def test_a_rating_change_is_the_rating_shown_after_the_match_less_the_one_before() -> None:
    steps = ratings([LEA, UNFINISHED, SAM])
    assert [dict(step.changes) for step in steps] == [{"Léa": 16, "Sam": -16}, {"Léa": -17, "Sam": 17}]
    (step,) = ratings([three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))])
    assert dict(step.changes) == {"Ana": 16, "Ben": -8, "Cleo": -8}


# Léa 300 to 200, then 1,900 (700 miles, 2 safeties, a coup fourré, trip, safe trip) to 900: 2,200 to 900.
TWO_HANDS = two_players(
    (miles(300), miles(200)),
    (miles(700, safeties=2, coups_fourres=1), miles(300, safeties=1, coups_fourres=1)),
    fixed_hands=2,
)
THREE = three_players(("Ana", "Ben", "Cleo"), (600, 500, 500))


def test_matches_won_and_coups_fourres_count_finished_matches_by_name_as_first_seen() -> None:
    assert dict(matches_won([THREE, LEA, UNFINISHED, LEA])) == {
        "Ana": 1,
        "Ben": 0,
        "Cleo": 0,
        "Léa": 2,
        "Sam": 0,
    }
    assert dict(coups_fourres([TWO_HANDS, TWO_HANDS, UNFINISHED])) == {"Léa": 2, "Sam": 2}


def test_the_season_s_best_hand_names_each_side_that_scored_it_at_its_first_match_and_hand() -> None:
    assert best_hands([LEA, TWO_HANDS, SAM, UNFINISHED]) == (SeasonBest("Léa", 1900, 1, 2),)
    assert best_hands([LEA, SAM, LEA]) == (SeasonBest("Léa", 1400, 0, 1), SeasonBest("Sam", 1400, 1, 1))
    assert best_hands([UNFINISHED]) == ()


def test_the_closest_finish_is_the_smallest_winning_margin_of_a_finished_match() -> None:
    # Léa wins by 1,100 twice; Ana by 100 over Ben and Cleo; the match in progress does not count.
    assert closest([LEA, THREE, UNFINISHED]) == Closest(100, (1,))
    assert closest([LEA, SAM]) == Closest(1100, (0, 1))
    assert closest([UNFINISHED]) is None


def _on(result: MatchResult, day: int) -> MatchResult:
    """The same match, played on 2026-10-``day``."""
    return play(result.match._replace(date=datetime.date(2026, 10, day)))


def test_a_season_takes_its_matches_by_date_undated_last_in_the_order_given() -> None:
    logs = [("late", _on(LEA, 9)), ("undated", SAM), ("open", UNFINISHED), ("early", _on(SAM, 2))]
    club = season(logs)
    assert [m.name for m in club.matches] == ["early", "late", "undated", "open"]
    assert [m.finished for m in club.matches] == [True, True, True, False]
    assert club.results == tuple(m.result for m in club.matches)
    # Each figure is over the matches by date: a rating step names its match's place among them.
    assert [step.index for step in club.ratings] == [0, 1, 2]
    assert club.form == form(club.results)
    assert club.standings == standings(club.results)
    assert club.head_to_head == (Meeting("Léa", "Sam", 3, 1, 2),)


def test_a_season_needs_a_match_and_one_set_of_rules() -> None:
    with pytest.raises(InputError, match="a season needs at least one match log"):
        season([])
    friday = play(load_match(EXAMPLES / "friday-night.toml"))
    house = play(load_match(EXAMPLES / "house-rules-match.toml"))
    with pytest.raises(
        InputError, match="same rules: a uses parker-brothers, b uses parker-brothers with house"
    ):
        season([("a", friday), ("b", house)])


def test_a_match_is_labelled_by_its_title_or_else_its_log_s_name() -> None:
    titled = play(LEA.match._replace(title="Night 1"))
    assert [m.label for m in season([("one", titled), ("two", SAM)]).matches] == ["Night 1", "two"]


# A club of four rotating partners: Ana & Cleo beat Ben & Dev, Ana & Ben beat Cleo & Dev, then
# Cleo & Dev beat Ana & Ben.
ROTATING = (
    teams(("Ana", "Cleo"), ("Ben", "Dev"), (700, 300)),
    teams(("Ana", "Ben"), ("Cleo", "Dev"), (600, 400)),
    teams(("Ana", "Ben"), ("Cleo", "Dev"), (200, 500)),
)


def test_in_team_games_that_name_their_players_each_player_has_a_record() -> None:
    rows = standings(ROTATING)
    # A team's points are each of its players': Cleo 700 + 400 + 500, Ana 700 + 600 + 200.
    assert [(r.name, r.played, r.won, r.total, r.per_match) for r in rows] == [
        ("Cleo", 3, F(2), 1600, F(533)),
        ("Ana", 3, F(2), 1500, F(500)),
        ("Dev", 3, F(1), 1200, F(400)),
        ("Ben", 3, F(1), 1100, F(367)),
    ]
    assert dict(form(ROTATING)) == {
        "Ana": (True, True, False),
        "Cleo": (True, False, True),
        "Ben": (False, True, False),
        "Dev": (False, False, True),
    }
    assert dict(matches_won(ROTATING)) == {"Ana": 2, "Cleo": 2, "Ben": 1, "Dev": 1}
    assert best_hands(ROTATING) == (SeasonBest("Ana", 700, 0, 1), SeasonBest("Cleo", 700, 0, 1))


def test_partners_do_not_meet_and_opponents_meet_once_a_match() -> None:
    assert head_to_head(ROTATING) == (
        Meeting("Ana", "Cleo", 2, 1, 1),  # partners in match 1; apart in 2 (Ana ahead) and 3
        Meeting("Ana", "Ben", 1, 1, 0),  # partners in matches 2 and 3
        Meeting("Ana", "Dev", 3, 2, 1),
        Meeting("Cleo", "Ben", 3, 2, 1),
        Meeting("Cleo", "Dev", 1, 1, 0),
        Meeting("Ben", "Dev", 2, 1, 1),
    )


def test_a_team_is_rated_at_its_players_mean_and_each_player_moves_by_its_change() -> None:
    first, second, third = ratings(ROTATING)
    # Everyone at 1,500: the winners +16 each, the losers −16 each.
    assert dict(first.ratings) == {"Ana": 1516, "Cleo": 1516, "Ben": 1484, "Dev": 1484}
    # Ana & Ben (1,516 and 1,484: 1,500) beat Cleo & Dev (1,516 and 1,484: 1,500): ±16 again.
    assert dict(second.ratings) == {"Ana": 1532, "Ben": 1500, "Cleo": 1500, "Dev": 1468}
    # Cleo & Dev (1,500 and 1,468: 1,484) beat Ana & Ben (1,532 and 1,500: 1,516): expected
    # 1 / (1 + 10^(32/400)) = 0.454, so +32 × 0.546 = +17.47 each, and −17.47 for Ana and Ben.
    assert dict(third.ratings) == {"Ana": 1515, "Ben": 1483, "Cleo": 1517, "Dev": 1485}
    assert dict(third.changes) == {"Ana": -17, "Ben": -17, "Cleo": 17, "Dev": 17}


def test_a_player_s_page_lists_their_matches_ratings_records_and_best_hand() -> None:
    open_match = teams(("Ana", "Dev"), ("Ben", "Cleo"), (300, 200), fixed_hands=None)
    club = season([(f"night-{n}", result) for n, result in enumerate((*ROTATING, open_match), start=1)])
    assert [page.name for page in club.players] == ["Cleo", "Ana", "Dev", "Ben"]
    ana = club.players[1]
    assert ana.matches == (
        PlayerMatch(0, "Ana & Cleo", ("Cleo",), ("Ben & Dev",), 700, True, 1516, 16),
        PlayerMatch(1, "Ana & Ben", ("Ben",), ("Cleo & Dev",), 600, True, 1532, 16),
        PlayerMatch(2, "Ana & Ben", ("Ben",), ("Cleo & Dev",), 200, False, 1515, -17),
        PlayerMatch(3, "Ana & Dev", ("Dev",), ("Ben & Cleo",), 300, None, None, None),
    )
    assert ana.records == (
        Record("Cleo", 2, 1, 1),
        Record("Ben", 1, 1, 0),
        Record("Dev", 3, 2, 1),
    )
    assert ana.best == SeasonBest("Ana", 700, 0, 1)
    assert club.players[3].records[0] == Record("Ana", 1, 0, 1)  # Ben's side behind Ana's once


def test_names_that_differ_only_in_case_or_accents_are_found_and_kept_apart() -> None:
    zoe = three_players(("Zoé", "sam", "Ben"), (600, 500, 400))
    other = three_players(("zoe", "Sam", "ZOÉ"), (600, 500, 400))
    assert look_alike([zoe, other]) == (("Zoé", "zoe", "ZOÉ"), ("sam", "Sam"))
    assert [row.name for row in standings([zoe, other])] == ["Zoé", "zoe", "sam", "Sam", "Ben", "ZOÉ"]
    assert look_alike([zoe]) == ()


def test_a_season_names_its_undated_logs() -> None:
    club = season([("late", _on(LEA, 9)), ("undated", SAM), ("open", UNFINISHED)])
    assert club.undated == ("undated", "open")


def test_a_season_warns_of_look_alike_names_then_of_its_undated_logs() -> None:
    zoe = _on(three_players(("Zoé", "sam", "Ben"), (600, 500, 400)), 2)
    club = season([("first", zoe), ("second", three_players(("zoe", "Sam", "Ben"), (600, 500, 400)))])
    differ = (
        "look alike but are written differently (case, accents or letters of another alphabet): "
        "the season counts them as different people"
    )
    assert club.warnings == (
        f"'Zoé' (in first) and 'zoe' (in second) {differ}",
        f"'sam' (in first) and 'Sam' (in second) {differ}",
        "no date in second: the season takes it after the dated logs, in the order given",
    )
    assert season([("late", _on(LEA, 9)), ("undated", SAM), ("open", UNFINISHED)]).warnings == (
        "no date in undated, open: the season takes them after the dated logs, in the order given",
    )
    assert season([("first", _on(LEA, 2)), ("second", _on(SAM, 3))]).warnings == ()


def test_a_shared_win_is_played_won_by_nobody_and_rated_as_elo_s_draw() -> None:
    # House rule tie_rule = "shared": Léa wins 1,400 to 300, then both drive 300 and share the win.
    won = shared_rule(miles(700), SideFacts(miles=300))
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    played = season([("won", won), ("draw", draw)])
    assert [m.finished for m in played.matches] == [True, True]
    assert played.matches[1].shared == ("Léa", "Sam")
    # The shared match is ½ won to each, as chess and Elo count a draw: Léa 1½, Sam ½.
    assert [(r.name, r.played, r.won) for r in played.standings] == [("Léa", 2, F(3, 2)), ("Sam", 2, F(1, 2))]
    # Léa 1,516 against 1,484 expects 1 / (1 + 10^(−32/400)) = 0.546; a draw scores ½: −1.47.
    assert dict(played.ratings[1].ratings) == {"Léa": 1515, "Sam": 1485}
    assert dict(played.ratings[1].changes) == {"Léa": -1, "Sam": 1}
    assert dict(played.form) == {"Léa": (True, None), "Sam": (False, None)}
    assert head_to_head([won, draw])[0].first_ahead == 1
    assert head_to_head([won, draw])[0].second_ahead == 0
    assert closest([won, draw]) == Closest(1100, (0,))  # a shared match was not won by any margin
    lea = played.players[0].matches[1]
    assert (lea.won, lea.shared, lea.rating, lea.change) == (False, True, 1515, -1)


def test_ties_are_broken_on_unrounded_figures_that_print_the_same() -> None:
    # 1,701 and 1,700 points in 3 matches both print 567 a match; the first ranks above.
    more = Standing("Ana", 3, F(1), 3, 1, 1701)
    less = Standing("Ben", 3, F(1), 3, 1, 1700)
    assert more.per_match == less.per_match == 567
    assert ranks((more, less)) == (1, 2)
    assert ranks((more, more)) == (1, 1)


def test_a_series_ranks_and_prints_games_per_series_as_a_fraction() -> None:
    # Every series lost: Ana won 2 games in 2 series (1 a series), Ben 2 in 3 (0.67), Cleo 1 in 4 (0.25).
    matches = [
        series("Zoé", "Ana", "aab"),
        series("Zoé", "Ana", "aab"),
        series("Zoé", "Ben", "aba"),
        series("Zoé", "Ben", "aaa"),
        series("Zoé", "Ben", "aba"),
        *(series("Zoé", "Cleo", games) for games in ("aaa", "aba", "aaa", "aaa")),
    ]
    rows = [row for row in standings(matches) if row.name != "Zoé"]
    assert [(r.name, r.won, r.per_match) for r in rows] == [
        ("Ana", F(0), F(1)),
        ("Ben", F(0), F(67, 100)),
        ("Cleo", F(0), F(1, 4)),
    ]
    assert ranks(rows) == (1, 2, 3)


def test_a_shared_match_counts_half_a_match_won_in_the_standings_as_in_elo() -> None:
    # Léa and Sam share two matches; Ana loses two to Ben: Léa and Sam rank above Ana.
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    lost = three_players(("Ben", "Ana", "Cleo"), (600, 500, 500))
    rows = standings([draw, draw, lost, lost])
    assert {r.name: r.won for r in rows} == {"Léa": 1, "Sam": 1, "Ben": 2, "Ana": 0, "Cleo": 0}
    assert [r.name for r in rows][:3] == ["Ben", "Léa", "Sam"]
    assert ranks(rows) == (1, 2, 2, 4, 4)
    assert rows[1].win_percentage == 50


def test_a_latin_and_a_cyrillic_name_drawn_alike_are_warned_of_with_the_letter_named() -> None:
    latin = _on(three_players(("Ana", "Ben", "Cleo"), (600, 500, 400)), 2)
    cyrillic = _on(three_players(("\u0410na", "Ben", "Cleo"), (600, 500, 400)), 3)
    assert look_alike([latin, cyrillic]) == (("Ana", "\u0410na"),)
    (warning,) = season([("one", latin), ("two", cyrillic)]).warnings
    assert warning.startswith(
        "'Ana' (in one) and '\u0410na' (in two; its '\u0410' is U+0410 CYRILLIC CAPITAL LETTER A) look alike"
    )


def test_a_name_composed_or_decomposed_is_one_person(tmp_path: Path) -> None:
    # The log's parser reads names as Unicode NFC: "Le\u0301a" is "Léa", in one person's record.
    logs = []
    for day, lea in ((2, "L\u00e9a"), (3, "Le\u0301a")):
        log = tmp_path / f"night-{day}.toml"
        log.write_text(LOG.format(day=day, lea=lea), "utf-8")
        logs.append((log.stem, load_result(log)))
    club = season(logs)
    assert [(row.name, row.played) for row in club.standings] == [("Léa", 2), ("Sam", 2)]
    assert club.warnings == ()


LOG = """edition = "winning-moves"
players = 2
date = 2026-10-0{day}
fixed_hands = 1
[sides]
a = "{lea}"
b = "Sam"
[[hands]]
a = {{ miles = 700, two_hundreds = 0 }}
b = {{ miles = 300 }}
"""


def test_a_team_named_by_its_name_and_elsewhere_by_its_players_is_warned_of() -> None:
    # The phone sheet's logs name no players: "Ana & Dev" beside Ana and Dev of a `bornes log` log.
    phone = _on(teams(("Ana", "Dev"), ("Ben", "Cleo"), (700, 300)), 2)
    phone = play(
        phone.match._replace(sides=(phone.match.sides[0]._replace(players=()), phone.match.sides[1]))
    )
    terminal = _on(teams(("Ana", "Dev"), ("Ben", "Cleo"), (300, 700)), 3)
    club = season([("phone", phone), ("terminal", terminal)])
    assert "Ana & Dev" in [row.name for row in club.standings]
    assert club.warnings == (
        "'Ana & Dev' (in phone) names no players, but Ana and Dev play in other logs (terminal): "
        "the season counts the team as one more person; name its players in its logs",
    )
    assert season([("terminal", terminal)]).warnings == ()
