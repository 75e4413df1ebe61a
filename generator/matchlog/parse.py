"""Reading a match log: TOML text in, a checked ``Match`` out.

The format (one inline table per side per hand)::

    edition = "parker-brothers"
    players = 4
    title = "Friday night"
    date = 2026-11-27
    # target = 5000 | fixed_hands = 3 | first_to = 3 (Dujardin 2025 series)
    # rules = "house.toml"

    [sides]
    ns = "Ana & Cleo"
    ew = { name = "Ben & Dev", players = ["Ben", "Dev"] }  # players: counted one by one in a season

    [[hands]]
    ns = { miles = 1000, safeties = 2, coups_fourres = 1, two_hundreds = 1, delayed = true }
    ew = { miles = 575, safeties = 1 }

Everything is checked here, with the rules of ``generator.rules``: a log
that parses is a match Bornes can score. No file is opened: house rules named
by ``rules`` come through the ``house_rules`` callback.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping
from functools import partial
from types import MappingProxyType
from typing import Any

from generator.errors import BornesError, LogError, unknown_name
from generator.inputs import (
    MAX_HANDS,
    MAX_NAME_LENGTH,
    MAX_TARGET,
    MAX_TITLE_LENGTH,
    check_keys,
    is_int,
    name_problem,
    normal_name,
    parse_toml,
    rules_name_problem,
    type_name,
)
from generator.inputs import team_players as team_players  # generator.matchlog.session reads it here
from generator.rules.editions import EDITIONS, Edition, MatchKind, Setup
from generator.rules.match import Match, MatchOverError, MatchResult, OnTwoSides, Side, on_two_sides, play
from generator.rules.scoring import FactError, SideFacts

VALUE_KEYS = ("edition", "players", "title", "date", "target", "fixed_hands", "first_to", "rules")
"""The log's top-level values, in the order ``generator.matchlog.write`` writes them."""
TOP_KEYS = (*VALUE_KEYS, "sides", "hands")
SIDE_KEYS = ("miles", "safeties", "coups_fourres", "two_hundreds", "delayed", "extension", "hundreds_played")
"""A side's facts in a hand, in the order they are written: the fields of ``SideFacts``."""
INT_KEYS = ("miles", "safeties", "coups_fourres", "two_hundreds")
BOOL_KEYS = ("delayed", "extension", "hundreds_played")

HouseRulesLoader = Callable[[str], Edition]


def parse_log(text: str, source: str, *, house_rules: HouseRulesLoader | None = None) -> Match:
    """The match a log describes, every hand checked; ``LogError`` otherwise."""
    return parse_result(text, source, house_rules=house_rules).match


def parse_result(text: str, source: str, *, house_rules: HouseRulesLoader | None = None) -> MatchResult:
    """The match a log describes, checked and scored (checking a match is scoring it)."""
    data = parse_toml(text, source, LogError)
    return build_result(data, source, house_rules=house_rules)


def build_match(
    data: Mapping[str, Any], source: str, *, house_rules: HouseRulesLoader | None = None
) -> Match:
    """Check a parsed log document and build its ``Match``."""
    return build_result(data, source, house_rules=house_rules).match


def build_result(
    data: Mapping[str, Any], source: str, *, house_rules: HouseRulesLoader | None = None
) -> MatchResult:
    """Check a parsed log document, build its ``Match`` and score it."""
    fail = partial(LogError, source=source)
    check_keys(data, TOP_KEYS, "the log", fail)
    edition = _edition(data, fail, house_rules)
    sides = _sides(data.get("sides"), fail)
    setup = _setup(edition, data.get("players"), len(sides), fail)
    _check_players(sides, setup, fail)
    match = Match(
        edition=edition,
        setup=setup,
        sides=sides,
        hands=_hands(data.get("hands", []), tuple(s.id for s in sides), fail),
        title=_optional_text(data, "title", fail),
        date=_date(data.get("date"), fail),
        **_match_end(data, edition, fail),
    )
    try:
        return play(match)
    except FactError as error:
        raise LogError(error.message, source=source, hand=error.hand, side=error.side) from None
    except MatchOverError as error:
        raise LogError(str(error), source=source, hand=error.hand) from None


def _edition(data: Mapping[str, Any], fail: Any, house_rules: HouseRulesLoader | None) -> Edition:
    edition_id = data.get("edition")
    if edition_id is None:
        raise fail("'edition' is missing: name an edition from `bornes editions`")
    if not isinstance(edition_id, str):
        raise fail(f"'edition' must be a string, not {type_name(edition_id)}")
    if edition_id not in EDITIONS:
        raise fail(unknown_name("edition", edition_id, EDITIONS))
    rules = data.get("rules")
    if rules is None:
        return EDITIONS[edition_id]
    if not isinstance(rules, str) or not rules:
        raise fail(f"'rules' must be a file name, not {type_name(rules)}")
    problem = rules_name_problem(rules)
    if problem is not None:
        raise fail(f"'rules' {problem}")
    if house_rules is None:
        raise fail("'rules' names a house-rules file, but this log was not read from a file")
    try:
        edition = house_rules(rules)
    except BornesError as error:
        raise fail(f"house rules: {error}") from None
    if edition.house_rules_base != edition_id:
        raise fail(f"the house rules are based on {edition.house_rules_base!r}, the log on {edition_id!r}")
    return edition


def _sides(table: object, fail: Any) -> tuple[Side, ...]:
    if table is None:
        raise fail('[sides] is missing: give each side an id and a name, e.g. ns = "Ana & Cleo"')
    if not isinstance(table, dict):
        raise fail(f"'sides' must be a table, not {type_name(table)}")
    sides: list[Side] = []
    for side_id, typed in table.items():
        side = _side(side_id, typed, fail)
        same = next((s for s in sides if s.name.casefold() == side.name.casefold()), None)
        if same is not None:
            raise fail(
                f"sides {same.id!r} and {side_id!r} are both named {side.name!r}: give each side its own name"
            )
        sides.append(side)
        twice = on_two_sides(sides)
        if twice is not None:
            raise fail(two_sides_problem(twice))
    if len(sides) < 2:
        raise fail(f"a match needs at least 2 sides, [sides] has {len(sides)}")
    return tuple(sides)


def two_sides_problem(twice: OnTwoSides) -> str:
    """A person on two sides (``rules.match.on_two_sides``), in the words of a log's error: both sides
    by their ids, and how each counts the person (a player it names, or its name when it names none)."""
    first, second, person = twice.first, twice.second, twice.person
    if first.players and second.players:
        return f"{person!r} plays in sides {first.id!r} and {second.id!r}: a player has one side"

    def counted(side: Side) -> str:
        if side.players:
            return f"plays in side {side.id!r} ({side.name!r})"
        return f"is side {side.id!r} (it names no players)"

    return f"{person!r} {counted(first)} and {counted(second)}: a player has one side"


SIDE_TABLE_KEYS = ("name", "players")
"""A side written as a table: ``ns = { name = "Ana & Cleo", players = ["Ana", "Cleo"] }``."""
MAX_SIDE_PLAYERS = 3
"""The most players a side may name: no edition seats more than three to a team."""


def _side(side_id: str, typed: object, fail: Any) -> Side:
    """A side from its name, or from a table of its name and players (the name defaults to
    the players joined by " & ")."""
    if isinstance(typed, str):
        return Side(side_id, _name(typed, f"the name of side {side_id!r}", fail))
    if not isinstance(typed, dict):
        raise fail(
            f"the name of side {side_id!r} must be a string (or a table of its name and players, "
            f'{{ name = "Ana & Cleo", players = ["Ana", "Cleo"] }}), not {type_name(typed)}'
        )
    check_keys(typed, SIDE_TABLE_KEYS, f"side {side_id!r}", fail)
    listed = typed.get("players", [])
    if not isinstance(listed, list):
        raise fail(f"the players of side {side_id!r} must be an array of names, not {type_name(listed)}")
    if not listed or len(listed) > MAX_SIDE_PLAYERS:
        raise fail(f"side {side_id!r} names {len(listed)} players: name 1 to {MAX_SIDE_PLAYERS}")
    players: list[str] = []
    for typed_player in listed:
        if not isinstance(typed_player, str):
            raise fail(f"a player of side {side_id!r} must be a name, not {type_name(typed_player)}")
        player = _name(typed_player, f"a player's name in side {side_id!r}", fail)
        if any(player.casefold() == p.casefold() for p in players):
            raise fail(f"side {side_id!r} names {player!r} twice")
        players.append(player)
    name = typed.get("name")
    if name is None:
        joined = " & ".join(players)
        name = joined if len(joined) <= MAX_NAME_LENGTH else ", ".join(players)
    if not isinstance(name, str):
        raise fail(f"the name of side {side_id!r} must be a string, not {type_name(name)}")
    return Side(side_id, _name(name, f"the name of side {side_id!r}", fail), tuple(players))


def _name(typed: str, what: str, fail: Any) -> str:
    name = normal_name(typed)
    problem = name_problem(name)
    if problem is not None:
        raise fail(f"{what} {problem}")
    return name


def _setup(edition: Edition, players: object, sides: int, fail: Any) -> Setup:
    allowed = ", ".join(str(p) for p in edition.players_allowed)
    if players is None:
        found = edition.setups_for(sides=sides)
        if len(found) == 1:
            return found[0]
        if not found:
            raise fail(f"{edition.id} cannot be played with {sides} sides")
        options = " or ".join(str(s.players) for s in found)
        raise fail(f"'players' is needed: {sides} sides in {edition.id} can be {options} players")
    if not is_int(players):
        raise fail(f"'players' must be an integer, not {type_name(players)}")
    if players not in edition.players_allowed:
        raise fail(f"{edition.id} is not played with {players} players (allowed: {allowed})")
    found = edition.setups_for(players=players, sides=sides)
    if not found:
        counts = " or ".join(str(s.sides) for s in edition.setups_for(players=players))
        raise fail(f"{players} players in {edition.id} sit as {counts} sides, not {sides}")
    return found[0]


def _check_players(sides: tuple[Side, ...], setup: Setup, fail: Any) -> None:
    """A side that names its players names as many as sit on it."""
    for side in sides:
        if side.players and len(side.players) != setup.per_side:
            seated = f"{setup.per_side} to a side" if setup.teams else "alone"
            raise fail(
                f"side {side.id!r} names {len(side.players)} players, but {setup.players} players "
                f"sit {seated}"
            )


def _optional_text(data: Mapping[str, Any], key: str, fail: Any) -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise fail(f"'{key}' must be a string, not {type_name(value)}")
    if value is not None and len(value) > MAX_TITLE_LENGTH:
        raise fail(f"'{key}' is {len(value):,} characters long, more than the {MAX_TITLE_LENGTH} it may have")
    return value


def _date(value: object, fail: Any) -> datetime.date | None:
    if value is None or type(value) is datetime.date:
        return value
    if isinstance(value, str):
        try:
            return datetime.date.fromisoformat(value)
        except ValueError:
            pass
    raise fail(f"'date' must be a date such as 2026-11-27, not {value!r}")


_MOST = {"target": MAX_TARGET, "fixed_hands": MAX_HANDS, "first_to": MAX_HANDS}
"""The highest each way of ending a match may be (``generator.inputs``)."""


def _positive(data: Mapping[str, Any], key: str, fail: Any) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if not is_int(value) or value <= 0:
        raise fail(f"'{key}' must be a positive integer, not {_short(value)}")
    if value > _MOST[key]:
        raise fail(f"'{key}' is {_short(value)}, more than the {_MOST[key]:,} it may be")
    return int(value)


def _short(value: object) -> str:
    """A value for a message, cut short when huge (a 4,000-digit integer)."""
    text = repr(value)
    return text if len(text) <= 20 else f"{text[:12]}… ({len(text)} characters)"


def _match_end(data: Mapping[str, Any], edition: Edition, fail: Any) -> dict[str, int | None]:
    end = {key: _positive(data, key, fail) for key in ("target", "fixed_hands", "first_to")}
    if end["target"] is not None and end["fixed_hands"] is not None:
        raise fail("give 'target' or 'fixed_hands', not both")
    if edition.match_kind is MatchKind.GAMES and end["target"] is not None:
        raise fail(f"{edition.id} has no points: end a series with 'first_to' or 'fixed_hands', not 'target'")
    if edition.match_kind is MatchKind.POINTS and end["first_to"] is not None:
        raise fail(f"'first_to' counts games won, which {edition.id} does not: use 'target' or 'fixed_hands'")
    return end


def _hands(hands: object, side_ids: tuple[str, ...], fail: Any) -> tuple[Mapping[str, SideFacts], ...]:
    if not isinstance(hands, list):
        raise fail(f"'hands' must be an array of tables ([[hands]]), not {type_name(hands)}")
    return tuple(_hand(hand, number, side_ids, fail) for number, hand in enumerate(hands, start=1))


def _hand(hand: object, number: int, side_ids: tuple[str, ...], fail: Any) -> Mapping[str, SideFacts]:
    if not isinstance(hand, dict):
        raise fail(f"a hand must be a table, not {type_name(hand)}", hand=number)
    for side_id in hand:
        if side_id not in side_ids:
            raise fail(f"unknown side {side_id!r} (sides: {', '.join(side_ids)})", hand=number, side=side_id)
    facts = {}
    for side_id in side_ids:
        if side_id not in hand:
            raise fail("this side is missing from the hand", hand=number, side=side_id)
        facts[side_id] = side_facts(hand[side_id], partial(fail, hand=number, side=side_id))
    return MappingProxyType(facts)


def side_facts(table: object, fail: Any) -> SideFacts:
    """One side's facts from its inline table, each key's type checked.

    Shared with ``bornes log``, which checks what a player types the same way.
    """
    if not isinstance(table, dict):
        raise fail(f"a side's facts must be a table such as {{ miles = 700 }}, not {type_name(table)}")
    check_keys(table, SIDE_KEYS, "a side's facts", fail)
    if "miles" not in table:
        raise fail("'miles' is missing")
    for key in INT_KEYS:
        if key in table and not is_int(table[key]):
            raise fail(f"'{key}' must be an integer, not {type_name(table[key])}")
    for key in BOOL_KEYS:
        if key in table and not isinstance(table[key], bool):
            raise fail(f"'{key}' must be true or false, not {type_name(table[key])}")
    return SideFacts(
        miles=table["miles"],
        safeties=table.get("safeties", 0),
        coups_fourres=table.get("coups_fourres", 0),
        two_hundreds=table.get("two_hundreds"),
        delayed=table.get("delayed", False),
        extension=table.get("extension", False),
        hundreds_played=table.get("hundreds_played"),
    )
