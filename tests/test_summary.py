"""The JSON Bornes prints: what `bornes score --json` says about each hand, and a season as data.

The shapes are ``TypedDict``s: these tests hold the printed keys to them, in
order, and check that no other output reads a result through the JSON.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from generator.matchlog.load import load_match
from generator.rules import play
from generator.stats.season import season
from generator.summary import season_summary, summary
from generator.summary_shapes import (
    BestHandJSON,
    MatchJSON,
    MeetingJSON,
    PlayerJSON,
    PlayerMatchJSON,
    RatingJSON,
    RecordJSON,
    SeasonJSON,
    SeasonMatchJSON,
    SeasonSideJSON,
    StandingJSON,
)
from tests.conftest import EXAMPLES, ROOT
from tests.scored import assert_match_shape, keys_of
from tests.stats.matches import miles, teams, two_players

LOGS = sorted(EXAMPLES.glob("*.toml"))


def test_json_says_each_hand_s_trip_who_completed_it_and_the_extension_s_fate() -> None:
    data = summary(play(load_match(EXAMPLES / "two-players-extension.toml")))
    hands = data["hands"]
    assert [(h["trip"], h["completed"]) for h in hands] == [
        (1000, "lea"),
        (700, "sam"),
        (1000, None),
        (700, "lea"),
    ]
    assert [h["extension"] for h in hands] == [
        {"caller": "lea", "made": True},
        None,
        {"caller": "sam", "made": False},
        None,
    ]
    assert [h["shutouts"] for h in hands] == [[], [], [], ["lea"]]
    assert [h["delayed"] for h in hands] == [None, None, None, "lea"]
    assert hands[0]["facts"]["lea"] == {
        "miles": 1000,
        "safeties": 1,
        "coups_fourres": 0,
        "two_hundreds": 1,
        "delayed": False,
        "extension": True,
        "hundreds_played": None,  # asked only where [DJ]'s 500 without a 200 or a 100 is scored
    }


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_every_key_printed_is_a_key_of_the_typed_shape_in_its_order(log: Path) -> None:
    # A key renamed in summary() but not in MatchJSON (or the reverse) is a type error; this holds
    # the printed JSON, after a round trip, to the same shape, so a reader typed by it reads what is there.
    data: MatchJSON = json.loads(json.dumps(summary(play(load_match(log)))))
    assert_match_shape(data)


OUTPUTS = ["generator/csvout.py", "generator/textout.py", "generator/report", "generator/chart"]


@pytest.mark.parametrize("output", OUTPUTS)
def test_no_output_reads_a_result_through_the_json(output: str) -> None:
    # Reports, charts, the CSV and the terminal's tables read the typed results by their fields:
    # the dict is made for `score --json` alone, so a renamed key cannot fail in them at run time.
    path = ROOT / output
    for module in sorted(path.glob("*.py")) if path.is_dir() else [path]:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        imported = {
            node.module if isinstance(node, ast.ImportFrom) else alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.Import | ast.ImportFrom)
            for alias in node.names
        }
        assert "generator.summary" not in imported, module


# Léa wins 1,400 to 300 in one agreed hand, then Sam does; a third match is still being played.
LEA = two_players((miles(700), miles(300)), fixed_hands=1)
SAM = two_players((miles(300), miles(700)), fixed_hands=1)
OPEN = two_players((miles(700), miles(300)))


def test_a_season_as_data_holds_its_matches_standings_head_to_head_ratings_and_form() -> None:
    data = season_summary(season([("lea", LEA), ("sam", SAM), ("open", OPEN)]))
    assert data["edition"] == "winning-moves"
    assert data["house_rules"] is None
    matches: list[SeasonMatchJSON] = [
        {
            "log": "lea",
            "title": None,
            "date": None,
            "sides": [{"name": "Léa", "players": []}, {"name": "Sam", "players": []}],
            "finished": True,
            "winner": "Léa",
            "shared": [],
            "totals": {"Léa": 1400, "Sam": 300},
        },
        {
            "log": "sam",
            "title": None,
            "date": None,
            "sides": [{"name": "Léa", "players": []}, {"name": "Sam", "players": []}],
            "finished": True,
            "winner": "Sam",
            "shared": [],
            "totals": {"Léa": 300, "Sam": 1400},
        },
        {
            "log": "open",
            "title": None,
            "date": None,
            "sides": [{"name": "Léa", "players": []}, {"name": "Sam", "players": []}],
            "finished": False,
            "winner": None,
            "shared": [],
            "totals": {"Léa": 1400, "Sam": 300},
        },
    ]
    assert data["matches"] == matches
    # One win each, 1,700 points each over 2 matches of 1 hand: level on every key, both ranked 1.
    level = {"played": 2, "won": 1, "win_percentage": 50, "hands": 2, "hands_won": 1}
    level |= {"total": 1700, "per_match": 850, "per_hand": 850}
    assert data["standings"] == [{"rank": 1, "name": "Léa", **level}, {"rank": 1, "name": "Sam", **level}]
    assert data["head_to_head"] == [
        {"first": "Léa", "second": "Sam", "met": 2, "first_ahead": 1, "second_ahead": 1}
    ]
    # Elo, K = 32: ½ expected, Léa +16; then Sam, expected 0.454 against 1,516, wins: +17 (tests/stats).
    assert data["ratings"] == [
        {"match": 1, "ratings": {"Léa": 1516, "Sam": 1484}, "changes": {"Léa": 16, "Sam": -16}},
        {"match": 2, "ratings": {"Léa": 1499, "Sam": 1501}, "changes": {"Léa": -17, "Sam": 17}},
    ]
    assert data["form"] == {"Léa": [True, False], "Sam": [False, True]}
    lea = data["players"][0]
    assert (lea["name"], lea["best_hand"]) == ("Léa", {"points": 1400, "match": 1, "hand": 1})
    assert lea["matches"][1] == {
        "match": 2,
        "side": "Léa",
        "partners": [],
        "opponents": ["Sam"],
        "points": 300,
        "won": False,
        "rating": 1499,
        "change": -17,
        "shared": False,
    }
    assert lea["matches"][2]["won"] is None  # the match in progress
    assert lea["records"] == [{"opponent": "Sam", "met": 2, "ahead": 1, "behind": 1}]


def test_a_season_of_teams_that_name_their_players_lists_them_by_side() -> None:
    data = season_summary(season([("one", teams(("Ana", "Cleo"), ("Ben", "Dev"), (700, 300)))]))
    assert data["matches"][0]["sides"] == [
        {"name": "Ana & Cleo", "players": ["Ana", "Cleo"]},
        {"name": "Ben & Dev", "players": ["Ben", "Dev"]},
    ]
    assert [row["name"] for row in data["standings"]] == ["Ana", "Cleo", "Ben", "Dev"]
    assert data["players"][1]["matches"][0]["partners"] == ["Ana"]


def test_a_season_s_json_keys_are_its_typed_shape_s_in_order() -> None:
    data = json.loads(json.dumps(season_summary(season([("lea", LEA), ("sam", SAM), ("open", OPEN)]))))
    assert list(data) == keys_of(SeasonJSON)
    shapes = {"matches": SeasonMatchJSON, "standings": StandingJSON, "head_to_head": MeetingJSON}
    shapes |= {"ratings": RatingJSON, "players": PlayerJSON}
    for key, shape in shapes.items():
        assert data[key], key
        assert all(list(entry) == keys_of(shape) for entry in data[key]), key
    page = data["players"][0]
    assert all(list(entry) == keys_of(PlayerMatchJSON) for entry in page["matches"])
    assert all(list(entry) == keys_of(RecordJSON) for entry in page["records"])
    assert list(page["best_hand"]) == keys_of(BestHandJSON)
    assert all(list(side) == keys_of(SeasonSideJSON) for side in data["matches"][0]["sides"])
