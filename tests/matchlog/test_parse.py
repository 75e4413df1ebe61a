"""Reading match logs: the format of the rules-core issue, and every refusal with its message."""

from __future__ import annotations

import datetime

import pytest

from generator.errors import LogError
from generator.matchlog.parse import parse_log
from generator.rules import EDITIONS, play

HEAD = """edition = "parker-brothers"
players = 4
[sides]
ns = "Ana & Cleo"
ew = "Ben & Dev"
"""

ISSUE_EXAMPLE = """edition = "parker-brothers"   # an id from `bornes editions`
players = 4                   # needed where the sides alone do not tell (two sides: 2 or 4 players)
title = "Friday night"        # optional
date = 2026-11-27             # optional
# target = 5000               # optional: another match target; or fixed_hands = 3
# rules = "house.toml"        # optional house rules, relative to this file

[sides]                       # side id = name printed on sheets and reports
ns = "Ana & Cleo"
ew = "Ben & Dev"

[[hands]]
ns = { miles = 1000, safeties = 2, coups_fourres = 1, two_hundreds = 1, delayed = true }
ew = { miles = 575, safeties = 1 }

[[hands]]
ns = { miles = 650, safeties = 1 }
ew = { miles = 1000, safeties = 1, two_hundreds = 0 }
"""


def test_the_issue_s_example_log_reads_to_seed_000_s_match() -> None:
    match = parse_log(ISSUE_EXAMPLE, "friday.toml")
    assert match.edition is EDITIONS["parker-brothers"]
    assert match.setup.players == 4
    assert match.setup.trip == 1000
    assert [s.name for s in match.sides] == ["Ana & Cleo", "Ben & Dev"]
    assert match.title == "Friday night"
    assert match.date == datetime.date(2026, 11, 27)
    assert dict(play(match).totals) == {"ns": 2950, "ew": 2475}


def test_a_side_may_name_its_players_and_its_name_defaults_to_theirs() -> None:
    log = HEAD.replace('ns = "Ana & Cleo"', 'ns = { name = "The Aces", players = ["Ana", " Cleo"] }')
    log = log.replace('ew = "Ben & Dev"', 'ew = { players = ["Ben", "Dev"] }')
    ns, ew = parse_log(log, "x.toml").sides
    assert (ns.name, ns.players, ns.members) == ("The Aces", ("Ana", "Cleo"), ("Ana", "Cleo"))
    assert (ew.name, ew.players) == ("Ben & Dev", ("Ben", "Dev"))
    plain = parse_log(HEAD, "x.toml").sides[0]
    assert (plain.players, plain.members) == ((), ("Ana & Cleo",))


def test_players_can_be_left_out_where_the_sides_tell() -> None:
    log = 'edition = "dujardin-2024"\n[sides]\na = "A"\nb = "B"\nc = "C"\n'
    with pytest.raises(LogError, match="'players' is needed: 3 sides in dujardin-2024 can be 3 or 6"):
        parse_log(log, "x.toml")
    four = 'edition = "dujardin-2024"\n[sides]\n' + "".join(f'{s} = "{s}"\n' for s in "abcd")
    with pytest.raises(LogError, match="can be 4 or 8"):
        parse_log(four, "x.toml")


def hand(ns: str, ew: str) -> str:
    return f"[[hands]]\nns = {{ {ns} }}\new = {{ {ew} }}\n"


REFUSALS = [
    # (log text, message, hand, side)
    (HEAD + "[[hands]\n", "not valid TOML", None, None),
    (HEAD + hand("miles = 500, coup_fourres = 1", "miles = 0"), "unknown key 'coup_fourres'", 1, "ns"),
    (
        HEAD + "[[hands]]\nns = { miles = 0 }\new = { miles = 0 }\nsw = { miles = 0 }\n",
        "unknown side 'sw'",
        1,
        "sw",
    ),
    (HEAD + "[[hands]]\nns = { miles = 0 }\n", "this side is missing", 1, "ew"),
    (HEAD + hand('miles = "500"', "miles = 0"), "'miles' must be an integer, not a string", 1, "ns"),
    (HEAD + hand("miles = 500.0", "miles = 0"), "'miles' must be an integer, not a float", 1, "ns"),
    (HEAD + hand("miles = true", "miles = 0"), "'miles' must be an integer, not a boolean", 1, "ns"),
    (HEAD + hand("miles = 500, safeties = 1.5", "miles = 0"), "'safeties' must be an integer", 1, "ns"),
    (HEAD + hand("miles = 500, delayed = 1", "miles = 0"), "'delayed' must be true or false", 1, "ns"),
    (
        HEAD + hand("miles = 500, extension = 'yes'", "miles = 0"),
        "'extension' must be true or false",
        1,
        "ns",
    ),
    (HEAD + hand("safeties = 1", "miles = 0"), "'miles' is missing", 1, "ns"),
    (HEAD + "[[hands]]\nns = 5\new = { miles = 0 }\n", "a side's facts must be a table", 1, "ns"),
    (HEAD + hand("miles = -25", "miles = 0"), "miles must be 0 or more", 1, "ns"),
    (HEAD + hand("miles = 510", "miles = 0"), "not a multiple of 25", 1, "ns"),
    (HEAD + hand("miles = 1025", "miles = 0"), "past the hand's trip of 1000", 1, "ns"),
    (HEAD + hand("miles = 800, two_hundreds = 3", "miles = 0"), "two_hundreds must be 0 to 2", 1, "ns"),
    (HEAD + hand("miles = 100, two_hundreds = 1", "miles = 0"), "worth more than the 100 miles", 1, "ns"),
    (HEAD + hand("miles = 100, safeties = 5", "miles = 0"), "safeties must be 0 to 4", 1, "ns"),
    (HEAD + hand("miles = 0, safeties = 3", "miles = 0, safeties = 2"), "add up to more than 4", 1, None),
    (
        HEAD + hand("miles = 0, safeties = 1, coups_fourres = 2", "miles = 0"),
        "coups_fourres must be 0 to",
        1,
        "ns",
    ),
    (
        HEAD + hand("miles = 1000, two_hundreds = 0", "miles = 1000, two_hundreds = 0"),
        "two sides completed the trip",
        1,
        "ew",
    ),
    (HEAD + hand("miles = 975, delayed = true", "miles = 0"), "did not complete the trip", 1, "ns"),
    (HEAD + hand("miles = 1000", "miles = 0"), "two_hundreds is required", 1, "ns"),
    (HEAD + hand("miles = 800, extension = true", "miles = 0"), "with 4 players has no extension", 1, "ns"),
    (
        HEAD.replace("players = 4", "players = 2") + hand("miles = 650, extension = true", "miles = 0"),
        "extension called with 650 miles, less than 700",
        1,
        "ns",
    ),
    (
        HEAD.replace("players = 4", "players = 2")
        + hand("miles = 700, extension = true", "miles = 700, extension = true"),
        "more than one side",
        1,
        "ew",
    ),
    (
        'edition = "dujardin-2024"\nplayers = 2\n[sides]\na = "A"\nb = "B"\n'
        "[[hands]]\na = { miles = 700, extension = true }\nb = { miles = 0 }\n",
        "dujardin-2024 with 2 players has no extension",
        1,
        "a",
    ),
    (
        HEAD.replace("players = 4", "players = 5"),
        r"not played with 5 players \(allowed: 2, 3, 4, 6\)",
        None,
        None,
    ),
    (
        HEAD.replace("players = 4", "players = 3"),
        "3 players in parker-brothers sit as 3 sides, not 2",
        None,
        None,
    ),
    (HEAD.replace("players = 4", 'players = "four"'), "'players' must be an integer", None, None),
    (
        HEAD.replace("parker-brothers", "mille-bornes-deluxe"),
        "unknown edition 'mille-bornes-deluxe'",
        None,
        None,
    ),
    (HEAD.replace('edition = "parker-brothers"\n', ""), "'edition' is missing", None, None),
    (HEAD.replace('"parker-brothers"', "3"), "'edition' must be a string", None, None),
    ("colour = 'red'\n" + HEAD, "unknown key 'colour' in the log", None, None),
    ('edition = "parker-brothers"\nplayers = 4\n', "\\[sides\\] is missing", None, None),
    ('edition = "parker-brothers"\nplayers = 4\n[sides]\na = "A"\n', "at least 2 sides", None, None),
    (
        'edition = "parker-brothers"\nplayers = 4\n[sides]\na = "A"\nb = 3\n',
        "side 'b' must be a string",
        None,
        None,
    ),
    (
        'edition = "parker-brothers"\nplayers = 4\n[sides]\na = "A"\nb = " "\n',
        "side 'b' is empty",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { name = "Ben & Dev", players = ["Ben"] }'),
        "side 'ew' names 1 players, but 4 players sit 2 to a side",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { players = ["Ben", "Ana", "Dev", "Eve"] }'),
        "side 'ew' names 4 players: name 1 to 3",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { players = "Ben, Dev" }'),
        "the players of side 'ew' must be an array of names, not a string",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { players = ["Ben", 2] }'),
        "a player of side 'ew' must be a name, not an integer",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { players = ["Ben", "ben"] }'),
        "side 'ew' names 'ben' twice",
        None,
        None,
    ),
    (
        HEAD.replace('ns = "Ana & Cleo"', 'ns = { players = ["Ana", "Cleo"] }').replace(
            'ew = "Ben & Dev"', 'ew = { players = ["Ben", "ANA"] }'
        ),
        "'ANA' plays in sides 'ns' and 'ew': a player has one side",
        None,
        None,
    ),
    (
        HEAD.replace('ns = "Ana & Cleo"', 'ns = { players = ["Ana", "Cleo"] }').replace(
            'ew = "Ben & Dev"', 'ew = "ANA"'
        ),
        r"'ANA' plays in side 'ns' \('Ana & Cleo'\) and is side 'ew' \(it names no players\): a player has",
        None,
        None,
    ),
    (
        HEAD.replace('ns = "Ana & Cleo"', 'ns = "Ana"').replace(
            'ew = "Ben & Dev"', 'ew = { name = "The Kings", players = ["Ben", "ana"] }'
        ),
        r"'ana' is side 'ns' \(it names no players\) and plays in side 'ew' \('The Kings'\): a player has",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { name = "Ben & Dev", players = ["Ben", "Dev"], colour = 1 }'),
        "unknown key 'colour' in side 'ew'",
        None,
        None,
    ),
    (
        HEAD.replace('ew = "Ben & Dev"', 'ew = { name = "Ben & Dev", players = ["Ben", "\u200bDev"] }'),
        "a player's name in side 'ew' has an invisible or control character",
        None,
        None,
    ),
    ('hands = "none"\n' + HEAD, "'hands' must be an array of tables", None, None),
    ("target = 0\n" + HEAD, "'target' must be a positive integer", None, None),
    ("target = 3000\nfixed_hands = 2\n" + HEAD, "give 'target' or 'fixed_hands', not both", None, None),
    ("first_to = 3\n" + HEAD, "'first_to' counts games won", None, None),
    ("date = 'yesterday'\n" + HEAD, "'date' must be a date", None, None),
    ("title = 5\n" + HEAD, "'title' must be a string", None, None),
    ('rules = "house.toml"\n' + HEAD, "not read from a file", None, None),
    (
        "target = 1000\n"
        + HEAD
        + hand("miles = 1000, two_hundreds = 0", "miles = 0")
        + hand("miles = 0", "miles = 0"),
        "the match was already won after hand 1",
        2,
        None,
    ),
]


@pytest.mark.parametrize(("text", "message", "hand_number", "side"), REFUSALS)
def test_a_bad_log_is_refused_with_one_line_naming_file_hand_and_side(
    text: str, message: str, hand_number: int | None, side: str | None
) -> None:
    with pytest.raises(LogError, match=message) as refused:
        parse_log(text, "match.toml")
    error = refused.value
    assert (error.hand, error.side) == (hand_number, side)
    line = str(error)
    assert line.startswith("match.toml: ")
    assert "\n" not in line
    if hand_number is not None:
        assert f"hand {hand_number}" in line
    if side is not None:
        assert f"side {side!r}" in line


def test_a_toml_syntax_error_names_its_line() -> None:
    with pytest.raises(LogError, match=r"match.toml: line 6: not valid TOML") as refused:
        parse_log(HEAD + "[[hands]\n", "match.toml")
    assert refused.value.line == 6


def test_house_rules_come_through_the_loader_and_must_share_the_base() -> None:
    from generator.rules.house import parse_house_rules

    swapped = parse_house_rules('name = "Swap"\nbase = "parker-brothers"\n[scoring]\nsafe_trip = 500\n', "h")
    match = parse_log('rules = "h.toml"\n' + HEAD, "m.toml", house_rules=lambda _name: swapped)
    assert match.edition.house_rules == "Swap"
    other = parse_house_rules('base = "winning-moves"\n', "h")
    with pytest.raises(LogError, match="based on 'winning-moves', the log on 'parker-brothers'"):
        parse_log('rules = "h.toml"\n' + HEAD, "m.toml", house_rules=lambda _name: other)


def test_a_series_takes_first_to_and_no_target() -> None:
    log = 'edition = "dujardin-2025"\nplayers = 2\nfirst_to = 2\n[sides]\na = "A"\nb = "B"\n'
    assert parse_log(log, "s.toml").first_to == 2
    with pytest.raises(LogError, match="dujardin-2025 has no points"):
        parse_log("target = 2\n" + log, "s.toml")
