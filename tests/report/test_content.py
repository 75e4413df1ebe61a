"""What a report says: every figure from the scoring module, each reason, both languages."""

from __future__ import annotations

import re
from dataclasses import fields
from itertools import pairwise
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.matchlog.load import load_match
from generator.matchlog.parse import parse_log
from generator.report.content import MAX_LISTED, ZERO, names_in_sentence
from generator.report.match_report import MatchReport, match_report, shown_lines
from generator.report.season_report import MAX_MATRIX, MAX_PAIR_LIST, season_report
from generator.rules import MatchResult, SideFacts, play
from generator.stats.season import season
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import format_number
from tests.conftest import EXAMPLES
from tests.report.big_season import season_logs
from tests.report.long_log import long_log
from tests.scored import score_json
from tests.stats.matches import miles, shared_rule

LOGS = sorted(EXAMPLES.glob("*.toml"))


def result_of(text: str) -> MatchResult:
    return play(parse_log(text, "log.toml"))


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_every_cell_of_the_hand_table_is_what_bornes_score_json_says(
    runner: CliRunner, log: Path, lang: Lang
) -> None:
    data = score_json(runner, log)
    result = play(load_match(log))
    table = match_report(result, lang).table
    assert table is not None
    rows = iter(table.rows)

    def n(value: int) -> str:
        return format_number(value, lang)

    for hand in data["hands"]:
        for side in data["sides"]:
            cells = next(rows).cells
            score = hand["scores"][side["id"]]
            assert cells[1].startswith(side["name"])
            assert cells[-1] == n(hand["running"][side["id"]])
            if "miles" in score:  # Dujardin 2025: distance, won, games won
                assert cells[2] == n(score["miles"])
                assert (cells[3] == "★") == score["won"]
            else:
                lines = [line.value for line in shown_lines(result)]
                assert cells[2:-2] == tuple(n(score[line]) if score[line] else ZERO for line in lines)
                assert cells[-2] == n(score["total"])
                hidden = set(score) - {*lines, "total"}
                assert all(score[line] == 0 for line in hidden)
    assert next(rows, None) is None


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_standings_totals_and_result_are_those_of_bornes_score_json(runner: CliRunner, log: Path) -> None:
    data = score_json(runner, log)
    report = match_report(play(load_match(log)), EN)
    names = {s["id"]: s["name"] for s in data["sides"]}
    shown = {row.cells[1].removesuffix("\u00a0★"): row.cells[2] for row in report.standings.rows}
    assert shown == {names[s]: format_number(t, EN) for s, t in data["totals"].items()}
    winner = data["winner"]
    if data["finished"] and winner is not None:
        assert report.result.startswith(f"Winner: {names[winner]}, ")
        assert format_number(data["totals"][winner], EN) in report.result
    else:
        assert report.result.startswith("Match in progress")


def test_a_target_reached_by_one_side_says_in_which_hand() -> None:
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), EN)
    assert report.result == "Winner: Ben & Dev, 5,475\u00a0points"
    assert report.result_details == ("Reached the target of 5,000 in hand 4.",)


def test_both_sides_past_the_target_say_the_higher_total_wins() -> None:
    text = (EXAMPLES / "friday-night.toml").read_text(encoding="utf-8")
    text = text.replace("ns = { miles = 425 }", "ns = { miles = 900, safeties = 2, coups_fourres = 2 }")
    report = match_report(result_of(text), FR)
    assert report.result_details == (
        "2\u00a0équipes ont dépassé 5\u202f000 à la manche 4\u00a0: le plus haut total l’emporte.",
    )


def test_a_set_number_of_hands_and_a_series_give_their_reasons() -> None:
    fixed = match_report(result_of(long_log(6)), EN)
    assert fixed.result_details == ("The higher total after the 6\u00a0hands agreed.",)
    series = match_report(play(load_match(EXAMPLES / "dujardin-2025-series.toml")), FR)
    assert series.result == "Vainqueur\u00a0: Mamie, 3\u00a0parties gagnées"
    assert series.result_details == ("3\u00a0parties gagnées, l’objectif de la série, à la partie 6.",)


def test_a_match_in_progress_says_who_leads_and_a_new_one_that_no_hand_was_played() -> None:
    report = match_report(play(load_match(EXAMPLES / "house-rules-match.toml")), EN)
    assert report.result == "Match in progress after 2\u00a0hands"
    assert report.result_details == ("In the lead: Les Rouges, 3,100\u00a0points.",)
    empty = match_report(result_of(long_log(0).replace("fixed_hands = 0\n", "")), EN)
    assert empty.result == "No hand played yet"
    assert empty.table is None
    assert empty.highlights == ()


def test_house_rules_are_named_with_what_they_change() -> None:
    report = match_report(play(load_match(EXAMPLES / "house-rules-match.toml")), EN)
    facts = {fact.label: fact.value for fact in report.facts}
    assert facts["House rules"] == (
        "“Safe trip 500, shut-out 300” (safe trip: 500 instead of 300; shut-out: 300 instead of 500)"
    )
    assert facts["Rules"] == "Parker Brothers, English rules"


def test_highlights_count_from_the_data() -> None:
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), EN)
    assert report.highlights == (
        "The lead changed once, last in hand 4, to Ben & Dev.",
        "Biggest lead: 1,525\u00a0points, Ana & Cleo after hand 1.",
        "Biggest comeback: Ben & Dev won from 1,525\u00a0points behind, after hand 1.",
        "No shut-out in this match.",
        "Best hand: 2,200\u00a0points, Ana & Cleo in hand 1 and Ben & Dev in hand 4.",
        "Farthest on average: Ben & Dev, 844\u00a0miles a hand.",
        "Most coups fourrés: Ana & Cleo and Ben & Dev (1).",
        "Most safe trips: Ben & Dev (2).",
    )
    rows = {row.cells[1]: row.cells for row in report.standings.rows}
    # Rank, side, points, hands won, average distance, coups fourrés, safe trips, shut-outs, best hand.
    assert rows["Ben & Dev\u00a0★"] == ("1", "Ben & Dev\u00a0★", "5,475", "2", "844", "1", "2", "0", "2,200")


def test_the_extension_s_caller_and_fate_are_told_in_the_highlights_and_under_each_hand() -> None:
    report = match_report(play(load_match(EXAMPLES / "two-players-extension.toml")), EN)
    assert "Extensions: made by Léa in hand 1; failed by Sam in hand 3." in report.highlights
    # The side shut out is named, not the one that scored the shut-out (Léa, who completed the trip).
    assert "Shut out: Sam in hand 4." in report.highlights
    assert report.table is not None
    marks = {row.group + 1: row.mark for row in report.table.rows if row.mark}
    assert marks == {
        1: "700 → 1,000, extension made by Léa",
        3: "700 → 1,000, extension failed by Sam",
        4: "Sam shut out; delayed action: Léa",
    }
    assert report.table.note is not None
    assert "Under a hand" in report.table.note


def test_dujardin_2024_names_its_lines_and_counts_hands_won_without_a_200() -> None:
    report = match_report(play(load_match(EXAMPLES / "dujardin-2024.toml")), EN)
    assert report.table is not None
    assert "Hand won" in report.table.headers
    assert "Won without a 200" in report.table.headers
    assert "Trip completed" not in report.table.headers
    assert "Safe trip" not in report.table.headers
    assert "Hands won without a 200" in report.standings.headers
    assert "Most hands won without a 200: Zoé (2)." in report.highlights
    assert not any("safe trip" in line.lower() for line in report.highlights)
    french = match_report(play(load_match(EXAMPLES / "dujardin-2024.toml")), FR)
    assert "Le plus de manches gagnées sans carte 200\u00a0: Zoé (2)." in french.highlights


def test_a_french_report_names_the_rules_in_french() -> None:
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), FR)
    assert {f.label: f.value for f in report.facts}["Règle"] == "Parker Brothers, règle anglaise"


def test_every_highlight_names_all_the_sides_level_on_it() -> None:
    text = (EXAMPLES / "two-players-extension.toml").read_text(encoding="utf-8")
    level = "\n".join(
        [text.split("[[hands]]")[0], "[[hands]]", "lea = { miles = 600 }", "sam = { miles = 600 }"]
    )
    report = match_report(result_of(level), EN)
    assert "Farthest on average: Léa and Sam, 600\u00a0miles a hand." in report.highlights


def test_averages_round_half_up() -> None:
    text = (EXAMPLES / "two-players-extension.toml").read_text(encoding="utf-8")
    two = "\n".join(
        [
            text.split("[[hands]]")[0],
            "[[hands]]",
            "lea = { miles = 300 }",
            "sam = { miles = 25 }",
            "[[hands]]",
            "lea = { miles = 25 }",
            "sam = { miles = 300 }",
        ]
    )
    # 325 miles in 2 hands: 162.5, shown 163 (Python's round would say 162).
    report = match_report(result_of(two), EN)
    assert {row.cells[1]: row.cells[4] for row in report.standings.rows} == {"Léa": "163", "Sam": "163"}


def test_a_tie_after_the_agreed_hands_says_a_deciding_hand_is_due_and_then_how_it_was_decided() -> None:
    log = long_log(2)
    head, *hands = log.split("[[hands]]")
    tie = head + "[[hands]]\ns0 = { miles = 500 }\ns1 = { miles = 500 }\n" * 2
    report = match_report(result_of(tie), EN)
    assert report.result == "Match in progress after 2\u00a0hands"
    assert (
        report.result_details[-1]
        == "Level after the 2\u00a0hands agreed: a deciding hand is due (Bornes’ rule: no rulebook says)."
    )
    decided = tie + "[[hands]]\ns0 = { miles = 525 }\ns1 = { miles = 500 }\n"
    report = match_report(result_of(decided), EN)
    assert report.result_details == (
        "Level after the 2\u00a0hands agreed; the higher total after the deciding hand 3.",
    )
    one = result_of(head.replace("fixed_hands = 2", "fixed_hands = 1") + "[[hands]]\n" + hands[0])
    assert match_report(one, EN).result_details == ("The higher total after the one hand agreed.",)
    assert match_report(one, FR).result_details == ("Le plus haut total au bout de la seule manche prévue.",)


def test_sides_past_the_target_level_then_decided_say_when_they_were_level() -> None:
    text = (EXAMPLES / "two-players-extension.toml").read_text(encoding="utf-8")
    head = text.split("[[hands]]")[0].replace("date = 2026-11-29", "date = 2026-11-29\ntarget = 1000")
    hands = "[[hands]]\nlea = { miles = 600 }\nsam = { miles = 600 }\n" * 2
    hands += "[[hands]]\nlea = { miles = 625 }\nsam = { miles = 600 }\n"
    report = match_report(result_of(head + hands), EN)
    assert report.result_details == (
        "Level at the top past 1,000 after hand 2; the higher total after hand 3 wins.",
    )


def test_a_right_to_left_name_is_isolated_in_every_sentence() -> None:
    from generator.text.bidi import FSI, PDI

    text = (EXAMPLES / "two-players-extension.toml").read_text(encoding="utf-8")
    report = match_report(result_of(text.replace('sam = "Sam"', 'sam = "דוד כהן"')), EN)
    facts = {f.label: f.value for f in report.facts}
    assert facts["Players"] == f"Léa and {FSI}דוד כהן{PDI}"
    assert f"Most coups fourrés: {FSI}דוד כהן{PDI} (1)." in report.highlights


def test_a_series_shows_games_won_and_the_games_won_at_exactly_1000() -> None:
    report = match_report(play(load_match(EXAMPLES / "dujardin-2025-series.toml")), EN)
    assert report.standings.headers == ("Rank", "Player", "Games won", "Average distance")
    assert "Games won at exactly 1,000: 4 of 6." in report.highlights
    assert "Games with no winner (a tie at the top): 1." in report.highlights


def test_the_extension_column_shows_only_where_the_setup_plays_it() -> None:
    four = match_report(play(load_match(EXAMPLES / "friday-night.toml")), EN).table
    two = match_report(play(load_match(EXAMPLES / "two-players-extension.toml")), EN).table
    assert four is not None
    assert two is not None
    assert "Extension" not in four.headers
    assert "Extension" in two.headers


def _strings(report: MatchReport) -> list[str]:
    out: list[str] = [
        report.title,
        report.subtitle,
        report.result,
        *report.result_details,
        *report.highlights,
    ]
    out += [fact.label for fact in report.facts] + [fact.value for fact in report.facts]
    for table in (report.standings, report.table):
        if table is not None:
            out += [*table.headers, table.note or ""]
    return out


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_french_puts_a_no_break_space_before_two_part_punctuation_and_inside_guillemets(log: Path) -> None:
    for text in _strings(match_report(play(load_match(log)), FR)):
        assert not re.search(r"[^\u00a0\u202f][:;!?»]", text.replace("réf. ", "")), text
        assert not re.search(r"«[^\u00a0]", text), text


def test_season_standings_add_up_each_match_and_rank_by_matches_won() -> None:
    friday = play(load_match(EXAMPLES / "friday-night.toml"))
    long = result_of(long_log(6))
    report = season_report(season([("friday-night", friday), ("long", long)]), EN)
    rows = {row.cells[1]: row.cells for row in report.standings.rows}
    # The sides have other ids in each log (ns/ew, s0/s1): the same name is the same side.
    by_name = [{s.name: r.totals[s.id] for s in r.match.sides} for r in (friday, long)]
    totals = {name: by_name[0][name] + by_name[1][name] for name in ("Ana & Cleo", "Ben & Dev")}
    for name, total in totals.items():
        assert rows[name][report.standings.headers.index("Points")] == format_number(total, EN)
    # Rank, side, played, matches won, hands won, points: ranked by matches won, then points.
    first, second = report.standings.rows
    assert (first.cells[0], second.cells[0]) == ("1", "2")
    assert (int(first.cells[3]), totals[first.cells[1]]) > (int(second.cells[3]), totals[second.cells[1]])
    assert [row.cells[2] for row in report.matches.rows] == [
        "Friday night (4\u00a0hands)",
        "A long winter (6\u00a0hands)",
    ]


def test_content_holds_strings_only_so_rendering_adds_no_number() -> None:
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), FR)
    for field in fields(report):
        value = getattr(report, field.name)
        assert not isinstance(value, int | float), field.name


def _season_logs() -> list[tuple[str, MatchResult]]:
    """Three sides over three finished matches and one in progress."""
    out = []
    for number, (a, b, c) in enumerate([(700, 300, 200), (300, 700, 200), (700, 200, 300), (300, 300, 300)]):
        fixed = "fixed_hands = 1\n" if number < 3 else "fixed_hands = 2\n"
        text = (
            f'edition = "parker-brothers"\nplayers = 3\ntitle = "Night {number + 1}"\n'
            f"date = 2026-10-0{number + 1}\n{fixed}"
            '[sides]\na = "Léa"\nb = "Sam"\nc = "Zoé"\n[[hands]]\n'
            f"a = {{ miles = {a}, two_hundreds = 0 }}\nb = {{ miles = {b}, two_hundreds = 0 }}\n"
            f"c = {{ miles = {c}, two_hundreds = 0 }}\n"
        )
        out.append((f"night-{number + 1}", result_of(text)))
    return out


def test_a_season_leaves_matches_in_progress_out_and_prints_its_ranking_rule() -> None:
    report = season_report(season(_season_logs()), EN)
    facts = {f.label: f.value for f in report.facts}
    assert facts["Matches"] == "4\u00a0matches, 1 in progress (not counted)"
    headers = report.standings.headers
    rows = {row.cells[1]: dict(zip(headers, row.cells, strict=True)) for row in report.standings.rows}
    assert {name: row["Played"] for name, row in rows.items()} == {"Léa": "3", "Sam": "3", "Zoé": "3"}
    assert rows["Léa"]["Matches won"] == "2"
    assert rows["Léa"]["% won"] == "67%"  # CLDR's English percent, as the cards print 100%
    assert rows["Léa"]["Form"] == "W L W"
    assert report.ranking_rule.startswith(
        "Ranked by matches won (a shared win counts ½), then by the share of matches won"
    )
    assert [row.cells[3] for row in report.matches.rows][-1] == "in progress"
    # In a family's words: where everyone starts and how far a match moves a rating; the formula is
    # the documentation's.
    assert "everyone starts at 1,500" in report.ratings_note
    assert "No match moves a rating by more than 32" in report.ratings_note
    assert not any(sign in report.ratings_note for sign in ("×", "^", "S −", "E ="))
    assert "No coup fourré this season." in report.highlights


def test_a_season_s_head_to_head_counts_every_pair() -> None:
    report = season_report(season(_season_logs()), EN)
    assert report.head_to_head is not None
    pairs = {(r.cells[0], r.cells[1]): r.cells[2:] for r in report.head_to_head.rows}
    # Night 1: Léa 1,400 ahead of Sam 300 and Zoé 200; night 2: Sam ahead; night 3: Léa, Zoé 300 ahead of Sam.
    assert pairs[("Léa", "Sam")] == ("3", "2", "1")
    assert pairs[("Sam", "Zoé")] == ("3", "2", "1")


def _big(players: int, logs: int) -> list[tuple[str, MatchResult]]:
    return [(name, result_of(text)) for name, text in season_logs(players, logs)]


@pytest.mark.parametrize(
    ("players", "headers"),
    [
        (MAX_PAIR_LIST, ("Player A", "Player B", "Met", "A ahead", "B ahead")),
        (MAX_PAIR_LIST + 1, ("No.", "Player", *(str(n) for n in range(1, MAX_PAIR_LIST + 2)))),
        (MAX_MATRIX, ("No.", "Player", *(str(n) for n in range(1, MAX_MATRIX + 1)))),
        (MAX_MATRIX + 1, ("No.", "Player", "Against")),
        (500, ("No.", "Player", "Against")),
    ],
)
def test_the_head_to_head_is_pairs_then_a_matrix_then_each_one_s_opponents(
    players: int, headers: tuple[str, ...]
) -> None:
    report = season_report(season(_big(players, 2 * players)), EN)
    assert report.head_to_head is not None
    assert report.head_to_head.headers == headers


def test_each_one_s_opponents_name_every_meeting_twice_and_print_no_empty_cell() -> None:
    club = season(_big(120, 240))
    report = season_report(club, FR)
    assert report.head_to_head is not None
    assert report.head_to_head_note is not None
    assert report.head_to_head_note.startswith("Les adversaires de chacun")
    entries = [row.cells[2].split("\u202f; ") for row in report.head_to_head.rows]
    # What it prints grows with the meetings played (twice each: once a side), not with 120².
    assert sum(map(len, entries)) == 2 * len(club.head_to_head)
    # The first row is the leader's, their opponents in the standings' order.
    first = club.standings[0].name
    assert report.head_to_head.rows[0].cells[1] == first
    met = {m.second for m in club.head_to_head if m.first == first}
    met |= {m.first for m in club.head_to_head if m.second == first}
    order = [row.name for row in club.standings if row.name in met]
    assert [entry.split("\u00a0")[0] for entry in entries[0]] == order


def test_a_highlight_names_at_most_a_few_matches_and_counts_the_rest() -> None:
    report = season_report(season(_big(72, 144)), EN)
    closest = next(line for line in report.highlights if line.startswith("Closest"))
    assert closest == (
        "Closest finishes: “Match 1”, “Match 2”, “Match 3” and 141 others, each won by 1,375\u00a0points."
    )
    best = next(line for line in report.highlights if line.startswith("Best hand"))
    assert best.count("“Match") == MAX_LISTED - 1


def test_a_dujardin_2025_season_says_series_won_and_games_won() -> None:
    series = play(load_match(EXAMPLES / "dujardin-2025-series.toml"))
    report = season_report(season([("a", series), ("b", series)]), FR)
    assert "Séries gagnées" in report.standings.headers
    assert "Parties gagnées" in report.standings.headers


def test_a_distance_column_worth_two_points_a_mile_says_it_shows_points(tmp_path: Path) -> None:
    (tmp_path / "house.toml").write_text(
        'name = "Double miles"\nbase = "parker-brothers"\n[scoring]\ndistance = 2\n', encoding="utf-8"
    )
    log = tmp_path / "match.toml"
    log.write_text(
        'edition = "parker-brothers"\nplayers = 4\nrules = "house.toml"\n[sides]\nns = "A"\new = "B"\n'
        "[[hands]]\nns = { miles = 1000, two_hundreds = 1 }\new = { miles = 500 }\n",
        encoding="utf-8",
    )
    table = match_report(play(load_match(log)), EN).table
    assert table is not None
    column = table.headers.index("Distance (points)")
    assert table.rows[0].cells[column] == "2,000"
    assert "Distance" not in table.headers


def test_an_english_dujardin_2025_season_says_matches_won_and_games_won() -> None:
    series = play(load_match(EXAMPLES / "dujardin-2025-series.toml"))
    headers = season_report(season([("a", series), ("b", series)]), EN).standings.headers
    assert "Matches won" in headers
    assert "Games won" in headers


def test_the_records_a_match_report_is_built_from_are_named_tuples_cheap_to_define_at_import() -> None:
    from generator.chart.draw import SideStyle
    from generator.chart.race import Race, Track
    from generator.report.content import Fact, Row, Table
    from generator.report.match_report import Stack
    from generator.stats import match_story as stats

    records = [SideStyle, Race, Track, Fact, Row, Table, Stack]
    records += [stats.HandStory, stats.LeadChange, stats.Lead, stats.Comeback, stats.BestHand]
    records += [stats.SideTally]
    assert [record.__name__ for record in records if not issubclass(record, tuple)] == []


def test_a_team_s_players_are_named_in_the_header_where_its_name_does_not_list_them() -> None:
    from generator.rules import EDITIONS, Match, Side

    edition = EDITIONS["parker-brothers"]
    match = Match(
        edition=edition,
        setup=edition.setup(4),
        sides=(Side("ns", "The Aces", ("Ana", "Cleo")), Side("ew", "Ben & Dev", ("Ben", "Dev"))),
    )
    report = match_report(play(match), EN)
    assert report.facts[-1].value == "The Aces (Ana, Cleo) and Ben & Dev"


def test_level_at_the_top_is_not_leading() -> None:
    series = match_report(play(load_match(EXAMPLES / "dujardin-2025-series.toml")), EN)
    # Mamie led after game 1, was level with Chloé after games 2 and 3, then led again.
    assert (
        series.highlights[0]
        == "No lead change: Mamie led from game 1, and shared the lead after games 2 and 3."
    )
    french = match_report(play(load_match(EXAMPLES / "dujardin-2025-series.toml")), FR)
    assert french.highlights[0] == (
        "Pas de changement en tête\u00a0: Mamie a mené dès la partie 1, "
        "à égalité en tête après les parties 2 et 3."
    )
    from tests.stats.test_match_story import three_hands_of_three

    below = match_report(three_hands_of_three(), EN)
    assert below.highlights[0] == "Ana was the only side to lead alone, first after hand 1."


def test_french_agrees_with_one_match_in_progress_and_with_several_closest_finishes() -> None:
    from generator.report.season_report import season_report
    from tests.stats.matches import miles, two_players

    lea = two_players((miles(700), miles(300)), fixed_hands=1)
    club = season([("a", lea), ("b", lea), ("c", two_players((miles(700), miles(300))))])
    report = season_report(club, FR)
    assert report.count == "3\u00a0parties, dont 1 en cours (non comptée)"
    assert report.highlights[-1] == (
        "Arrivées les plus serrées\u00a0: «\u00a0a\u00a0» et «\u00a0b\u00a0», "
        "gagnées chacune de 1\u202f100\u00a0points."
    )


def test_the_hand_table_gives_manche_one_meaning() -> None:
    # The hand's number is "N°", not "Manche", which is the trip's line (Dujardin's word) in French.
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), FR)
    assert report.table is not None
    headers = report.table.headers
    assert (headers[0], headers[-2], headers[-1]) == ("N°", "Total", "À reporter")
    assert [h for h in headers if "Manche" in h] == ["Manche"]


def _shut_out_every_hand(hands: int) -> str:
    """Three players, ``hands`` hands in each of which Léa completes the trip and Sam and Zoé
    drive no mile (both shut out), 1,900 points to Léa each hand."""
    hand = "[[hands]]\na = { miles = 700, two_hundreds = 0 }\nb = { miles = 0 }\nc = { miles = 0 }\n"
    return (
        f'edition = "parker-brothers"\nplayers = 3\nfixed_hands = {hands}\n'
        '[sides]\na = "Léa"\nb = "Sam"\nc = "Zoé"\n' + hand * hands
    )


def test_up_to_four_hands_a_highlight_lists_each_beyond_it_counts_them() -> None:
    four = match_report(result_of(_shut_out_every_hand(4)), EN).highlights
    assert (
        "Shut out: Sam and Zoé in hand 1, Sam and Zoé in hand 2, Sam and Zoé in hand 3"
        " and Sam and Zoé in hand 4." in four
    )
    five = match_report(result_of(_shut_out_every_hand(5)), EN).highlights
    assert "Shut out: Sam 5\u00a0times and Zoé 5\u00a0times." in five
    assert "Best hand: 1,900\u00a0points, Léa 5\u00a0times." in five
    french = match_report(result_of(_shut_out_every_hand(5)), FR).highlights
    assert "Capots subis\u00a0: Sam 5\u00a0fois et Zoé 5\u00a0fois." in french
    assert "Meilleure manche\u00a0: 1\u202f900\u00a0points, Léa 5\u00a0fois." in french


def test_beyond_four_names_a_sentence_names_three_and_counts_the_rest() -> None:
    assert names_in_sentence(list("ABCD"), EN, most=MAX_LISTED) == "A, B, C and D"
    assert names_in_sentence(list("ABCDEF"), EN, most=MAX_LISTED) == "A, B, C and 3 others"
    assert names_in_sentence(list("ABCDEF"), FR, most=MAX_LISTED) == "A, B, C et 3 autres"


def _chain(people: list[str], *more: tuple[str, str]) -> list[tuple[str, MatchResult]]:
    """One-hand Winning Moves matches of two, each person beating the next in ``people`` (700 to
    300: 1,400 points to 300), then ``more`` pairs, the first beating the second."""
    pairs = [*pairwise(people), *more]
    return [
        (
            f"m{n}",
            result_of(
                f'edition = "winning-moves"\nplayers = 2\ndate = 2026-10-{n:02d}\nfixed_hands = 1\n'
                f'[sides]\na = "{a}"\nb = "{b}"\n[[hands]]\n'
                "a = { miles = 700, two_hundreds = 0 }\nb = { miles = 300 }\n"
            ),
        )
        for n, (a, b) in enumerate(pairs, start=1)
    ]


@pytest.mark.parametrize(
    ("lang", "headers"),
    [
        (EN, ("Player A", "Player B", "Met", "A ahead", "B ahead")),
        (FR, ("Joueur A", "Joueur B", "Rencontres", "A devant", "B devant")),
    ],
)
def test_up_to_six_people_the_head_to_head_lists_each_pair(lang: Lang, headers: tuple[str, ...]) -> None:
    report = season_report(season(_chain(["Ana", "Ben", "Cleo", "Dev", "Eva", "Finn"])), lang)
    assert report.head_to_head is not None
    assert report.head_to_head.headers == headers
    assert report.head_to_head_note is None
    assert [row.cells for row in report.head_to_head.rows][:2] == [
        ("Ana", "Ben", "1", "1", "0"),
        ("Ben", "Cleo", "1", "1", "0"),
    ]


def test_beyond_six_people_the_head_to_head_is_a_matrix_in_the_standings_order() -> None:
    people = ["Ana", "Ben", "Cleo", "Dev", "Eva", "Finn", "Gus"]
    report = season_report(season(_chain(people, ("Ben", "Ana"))), EN)
    assert report.head_to_head is not None
    assert report.head_to_head.headers == ("No.", "Player", "1", "2", "3", "4", "5", "6", "7")
    assert report.head_to_head_note is not None
    assert report.head_to_head_note.startswith("Each cell: how often the row’s side finished ahead")
    rows = [row.cells for row in report.head_to_head.rows]
    # Ben beat Cleo and Ana, lost to Ana: first; each cell is the row's wins–losses against the column.
    assert rows[0] == ("1", "Ben", "·", "1–1", "1–0", "", "", "", "")
    assert rows[1] == ("2", "Ana", "1–1", "·", "", "", "", "", "")
    assert rows[2] == ("3", "Cleo", "0–1", "", "·", "1–0", "", "", "")
    assert rows[6] == ("7", "Gus", "", "", "", "", "", "0–1", "·")


def test_a_season_report_has_a_page_per_player_with_matches_ratings_and_records() -> None:
    people = ["Ana", "Ben", "Cleo", "Dev", "Eva", "Finn", "Gus"]
    report = season_report(season(_chain(people, ("Ben", "Ana"))), EN)
    assert [page.name for page in report.players][:2] == ["Ben", "Ana"]
    ben = report.players[0]
    # Elo from 1,500, K 32: Ben loses to Ana (−16), beats Cleo (+17) and Ana (+16).
    assert ben.summary == (
        "Rank 1 of 7: 2\u00a0wins in 3\u00a0matches (67%), rating 1,517.",
        "Best hand: 1,400\u00a0points, in “m2”, hand 1.",
    )
    assert ben.matches.headers == (
        "No.",
        "Date",
        "Match",
        "With",
        "Against",
        "Points",
        "Result",
        "Rating",
        "Change",
    )
    assert [row.cells for row in ben.matches.rows] == [
        ("1", "Oct 1, 2026", "m1", "—", "Ana", "300", "L", "1,484", "−16"),
        ("2", "Oct 2, 2026", "m2", "—", "Cleo", "1,400", "W", "1,501", "+17"),
        ("7", "Oct 7, 2026", "m7", "—", "Ana", "1,400", "W", "1,517", "+16"),
    ]
    assert ben.records is not None
    assert ben.records.headers == ("Opponent", "Met", "Ahead", "Behind")
    assert [row.cells for row in ben.records.rows] == [("Ana", "2", "1", "1"), ("Cleo", "1", "1", "0")]


@pytest.mark.parametrize(
    ("lang", "form", "winner", "result"),
    [
        (EN, ("W D", "L D"), "Léa and Sam (shared)", "D"),
        (FR, ("V N", "D N"), "Léa et Sam (victoire partagée)", "N"),
    ],
)
def test_a_shared_win_is_a_draw_in_the_form_the_matches_and_a_player_s_page(
    lang: Lang, form: tuple[str, str], winner: str, result: str
) -> None:
    won = shared_rule(miles(700), SideFacts(miles=300))
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    report = season_report(season([("won", won), ("draw", draw)]), lang)
    assert report.count == ("2\u00a0matches" if lang == "en" else "2\u00a0parties")  # none in progress
    assert tuple(row.cells[-2] for row in report.standings.rows) == form
    assert report.standings.note is not None
    assert ("D drawn" if lang == "en" else "N nulle") in report.standings.note
    assert report.matches.rows[1].cells[3] == winner
    assert report.players[0].matches.rows[1].cells[6] == result


@pytest.mark.parametrize(
    ("lang", "unknown", "note"),
    [
        (EN, "?", "?: not logged; ≥: at least"),
        (FR, "n.c.", "n.c.\u00a0: non communiqué\u00a0; ≥\u00a0: au moins"),
    ],
)
def test_200s_a_side_did_not_log_print_as_unknown_or_at_least_never_as_0(
    lang: Lang, unknown: str, note: str
) -> None:
    # Friday night: some hands say no side's 200s (only the winner must); where Ben & Dev's do,
    # they played none, so their count is unknown; Ana & Cleo's say 3: at least 3.
    report = match_report(play(load_match(EXAMPLES / "friday-night.toml")), lang)
    counts = report.points_counts
    assert counts is not None
    assert {row.cells[0]: row.cells[1] for row in counts.rows} == {
        "Ben & Dev": unknown,
        "Ana & Cleo": "≥\u00a03",
    }
    assert counts.note is not None
    assert counts.note.startswith(note)


def test_the_most_matches_won_counts_a_shared_match_half_as_the_standings_do() -> None:
    # Léa wins one match and shares another with Sam: 1½ won to Léa, ½ to Sam, in the standings'
    # column and in the highlight alike (it once counted outright wins only: Léa 1).
    won = shared_rule(miles(700), SideFacts(miles=300))
    draw = shared_rule(SideFacts(miles=300), SideFacts(miles=300))
    club = season([("won", won), ("draw", draw)])
    english = "Most matches won: Léa (1½\u00a0matches)."
    french = "Le plus de parties gagnées\u00a0: Léa (1½\u00a0parties)."
    for lang, line in ((EN, english), (FR, french)):
        assert line in season_report(club, lang).highlights
