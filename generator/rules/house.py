"""House rules: an edition with values changed, lines switched off, and rules switched.

A house-rules file is a small TOML document::

    name = "Safe trip 500, shut-out 300"   # printed on sheets and reports
    base = "parker-brothers"               # an id from ``bornes editions``
    target = 5000                          # optional: another match target

    [scoring]                              # a line name = its new value,
    safe_trip = 500                        # or false to switch the line off
    shutout = 300

    [rules]                                # rule switches (``RULE_KEYS``)
    extension_rule = "completer"           # who scores the extension's bonus
    shutout_rule = "each_blank_opponent"   # who scores the shut-out
    tie_rule = "shared"                    # an exact tie at the top
    coup_fourre_rule = "instead"           # a coup fourré's value and its safety's
    points = false                         # no points: each hand is a game
    go_after_remedy = false                # a remedy sets a side off again
    hazards_out_for_2_or_3 = false         # take one of each hazard out for 2 or 3

    [trip]                                 # the trip (``TRIP_KEYS``)
    length = 700                           # every setup's trip, or by setup:
    lengths = { "4p-2x2" = 700 }           # ids as ``bornes editions`` seats them
    extension = true                       # the extension on every shorter trip
    extended = 1200                        # the extension's trip
    exact = false                          # a side may finish past the trip
    counts_safeties = true                 # the safeties' points count toward it

Some English rule sheets swap safe trip and shut-out (seed 000), some score
apps drop safe trip and delayed action (rules-notes), and the computer
versions give the extension's 200 only to the side that completes 1,000
([BSD]): these and the other switches ship in ``examples/rules/``. The house
rules change exactly what they name; a switch that cannot apply to its base,
or two that contradict each other, are refused with one line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from functools import partial
from types import MappingProxyType
from typing import Any, NamedTuple

from generator.errors import HouseRulesError, unknown_name
from generator.inputs import (
    MAX_LINE_VALUE,
    MAX_RULES_NAME_LENGTH,
    MAX_TARGET,
    check_keys,
    is_int,
    name_problem,
    normal_name,
    parse_toml,
    type_name,
)
from generator.rules.editions import (
    EDITIONS,
    LINES,
    SMALL_TABLE_REMOVALS,
    CoupFourreRule,
    Edition,
    ExtensionRule,
    HandWinner,
    Line,
    MatchKind,
    Setup,
    ShutoutRule,
    TieRule,
)

TOP_KEYS = ("name", "base", "target", "scoring", "rules", "trip")
RULE_KEYS = (
    "extension_rule",
    "shutout_rule",
    "tie_rule",
    "coup_fourre_rule",
    "points",
    "go_after_remedy",
    "hazards_out_for_2_or_3",
)
"""The keys of ``[rules]``, each a switch of the edition's record."""
TRIP_KEYS = ("length", "lengths", "extension", "extended", "exact", "counts_safeties")
"""The keys of ``[trip]``."""

MIN_TRIP = 300
MAX_TRIP = 3000
"""A trip's length may be 300 to 3,000, in 25s (the range PlayAural's Mille Bornes offers)."""
TRIP_STEP = 25

_ENUM_RULES: Mapping[str, type[StrEnum]] = MappingProxyType(
    {
        "extension_rule": ExtensionRule,
        "shutout_rule": ShutoutRule,
        "tie_rule": TieRule,
        "coup_fourre_rule": CoupFourreRule,
    }
)


def parse_house_rules(text: str, source: str, *, named: bool = False) -> Edition:
    """The edition a house-rules document describes; ``HouseRulesError`` if it is wrong.

    ``named``: the file was named by a log or a sheet, not given by the user,
    so it may be any file of the log's folder. Until it shows itself to be
    house rules (TOML whose ``base`` is an edition Bornes knows), a message
    about it quotes nothing it holds: no key, no value, no character.
    """
    data = parse_toml(text, source, HouseRulesError, quote=not named)
    return house_edition(data, source, named=named)


def house_edition(data: Mapping[str, Any], source: str, *, named: bool = False) -> Edition:
    """Apply a parsed house-rules document to its base edition (``named``: see ``parse_house_rules``)."""
    fail = partial(HouseRulesError, source=source)
    base_id = data.get("base")
    if named and not (isinstance(base_id, str) and base_id in EDITIONS):
        raise fail("is not a house-rules file: 'base' must name an edition of `bornes editions`")
    if not isinstance(base_id, str):
        raise fail("'base' must name an edition, e.g. base = \"parker-brothers\"")
    if base_id not in EDITIONS:
        raise fail(unknown_name("base edition", base_id, EDITIONS))
    check_keys(data, TOP_KEYS, "the house rules", fail)
    base = EDITIONS[base_id]
    name = data.get("name", f"House rules on {base.name_en}")
    if not isinstance(name, str) or not name.strip():
        raise fail(f"'name' must be a non-empty string, not {type_name(name)}")
    name = " ".join(normal_name(name).split())
    problem = name_problem(name, MAX_RULES_NAME_LENGTH) if "name" in data else None
    if problem is not None:
        raise fail(f"'name' {problem}")
    rules = _table(data, "rules", RULE_KEYS, fail)
    trip = _table(data, "trip", TRIP_KEYS, fail)
    edition = base._replace(house_rules=name, house_rules_base=base.id)
    # The trip first: whether a setup plays the extension decides what [scoring] may add.
    edition = _trip(edition, trip, fail)
    if rules.get("points") is not None:
        edition = _points(edition, _flag(rules, "points", fail), data, rules, trip, fail)
    if "target" in data:
        # A target ends the match by points: a set number of hands ([DJ14] one deal) goes with it.
        edition = edition._replace(target=_target(edition, data["target"], fail), match_hands=None)
    if "scoring" in data:
        edition = edition._replace(scoring=_scoring(edition, data["scoring"], fail))
    edition = _rules(edition, rules, fail)
    scoring = edition.scoring
    if scoring is not None and scoring.scores(Line.EXTENSION) and not edition.has_extension:
        # A table that plays no extension scores none: its line goes with it.
        values: dict[Line, int] = {k: v for k, v in scoring.values.items() if k is not Line.EXTENSION}
        edition = edition._replace(scoring=scoring._replace(values=MappingProxyType(values)))
    # What the house rules set is the table's own choice, no longer Bornes' reading of the rulebook.
    chosen = {"coup_fourre_rule": "coup_fourre_rule" in rules, "counts_safeties": "counts_safeties" in trip}
    chosen["match_hands"] = "target" in data or edition.match_hands is None
    edition = edition._replace(readings=tuple(r for r in edition.readings if not chosen.get(r, False)))
    if edition.trip_counts_safeties and edition.exact_finish:
        raise fail(
            "counts_safeties needs exact = false under [trip]: a side's safeties cannot be known "
            "to land it exactly on the trip"
        )
    return edition


def _table(data: Mapping[str, Any], key: str, allowed: tuple[str, ...], fail: Any) -> dict[str, Any]:
    table = data.get(key, {})
    if not isinstance(table, dict):
        raise fail(f"[{key}] must be a table, not {type_name(table)}")
    check_keys(table, allowed, f"[{key}]", fail)
    return table


def _flag(table: Mapping[str, Any], key: str, fail: Any, where: str = "rules") -> bool:
    value = table[key]
    if not isinstance(value, bool):
        raise fail(f"{where}.{key} must be true or false, not {_short(value)}")
    return value


def _target(edition: Edition, target: Any, fail: Any) -> int:
    if edition.match_kind is not MatchKind.POINTS:
        raise fail(f"{_what(edition)} has no points, so no target to change")
    if not is_int(target) or target <= 0:
        raise fail(f"'target' must be a positive integer, not {_short(target)}")
    if target > MAX_TARGET:
        raise fail(f"'target' is {_short(target)}, more than the {MAX_TARGET:,} it may be")
    return int(target)


def _what(edition: Edition) -> str:
    """The base's id, or "these house rules" once a switch took the points away."""
    base = EDITIONS[edition.house_rules_base or edition.id]
    return base.id if base.scoring is None else "these house rules (points = false)"


def _trip_length(value: Any, key: str, fail: Any) -> int:
    if not is_int(value) or not MIN_TRIP <= value <= MAX_TRIP or value % TRIP_STEP:
        raise fail(
            f"trip.{key} must be a whole number of miles from {MIN_TRIP} to {MAX_TRIP:,} in "
            f"{TRIP_STEP}s, not {_short(value)}"
        )
    return int(value)


def _trip(edition: Edition, trip: Mapping[str, Any], fail: Any) -> Edition:
    """``[trip]``: each setup's trip, the extension and its trip, the exact finish."""
    if not trip:
        return edition
    lengths: dict[str, int] = {}
    if "length" in trip:
        every = _trip_length(trip["length"], "length", fail)
        lengths = {setup.id: every for setup in edition.setups}
    by_setup = trip.get("lengths", {})
    if not isinstance(by_setup, dict):
        raise fail(f"trip.lengths must be a table of setups, not {type_name(by_setup)}")
    known = {setup.id for setup in edition.setups}
    for setup_id, value in by_setup.items():
        if setup_id not in known:
            raise fail(
                f"unknown setup {setup_id!r} in trip.lengths ({edition.id} has: {', '.join(sorted(known))})"
            )
        lengths[setup_id] = _trip_length(value, f"lengths.{setup_id}", fail)
    extended = edition.extended_trip
    if "extended" in trip:
        extended = _trip_length(trip["extended"], "extended", fail)
    extension: bool | None = _flag(trip, "extension", fail, "trip") if "extension" in trip else None
    if extension and edition.scoring is None:
        raise fail(f"{edition.id} has no points, so no extension to play")
    setups = []
    for setup in edition.setups:
        length = lengths.get(setup.id, setup.trip)
        extends = setup.extension if extension is None else extension and length < extended
        setups.append(setup._replace(trip=length, extension=extends))
    extending = [setup for setup in setups if setup.extension]
    if "extended" in trip and not extending:
        raise fail("trip.extended is given but no setup plays the extension (add extension = true)")
    if extension and not extending:
        raise fail(f"trip.extension is true but no trip is shorter than the extended trip of {extended:,}")
    for setup in extending:
        if setup.trip >= extended:
            raise fail(
                f"the extended trip of {extended:,} must be longer than the {setup.id} trip of {setup.trip:,}"
            )
    changes: dict[str, Any] = {"setups": tuple(setups), "extended_trip": extended}
    if "exact" in trip:
        changes["exact_finish"] = _flag(trip, "exact", fail, "trip")
        if not changes["exact_finish"] and edition.scoring is None:
            # Seed 004: a game is won at exactly 1,000, or by the closest; "past it" means nothing there.
            raise fail(f"{edition.id} is won at exactly its trip or by the closest, so trip.exact stays true")
    if "counts_safeties" in trip:
        counts = _flag(trip, "counts_safeties", fail, "trip")
        if counts and edition.scoring is None:
            raise fail(f"{edition.id} has no points, so its safeties have none to count")
        changes["trip_counts_safeties"] = counts
    return edition._replace(**changes)


def _points(
    edition: Edition,
    points: bool,
    data: Mapping[str, Any],
    rules: Mapping[str, Any],
    trip: Mapping[str, Any],
    fail: Any,
) -> Edition:
    """``points``: a classic table's short game, where the first to complete the trip wins the
    hand (seed 000 "no points at all, where the first to complete the trip wins"), played as a
    series of games like Dujardin 2025's."""
    if points:
        if edition.scoring is None:
            raise fail(f"{edition.id} has no points to keep: its rulebook scores none")
        return edition
    if edition.scoring is None:
        return edition  # already a race
    clash = [key for key in ("scoring", "target") if key in data]
    clash += [
        f"rules.{key}" for key in ("extension_rule", "shutout_rule", "coup_fourre_rule") if key in rules
    ]
    clash += [f"trip.{key}" for key in ("extension", "extended") if key in trip]
    if trip.get("counts_safeties") is True:
        clash.append("trip.counts_safeties")
    if clash:
        raise fail(f"rules.points = false scores nothing, so {clash[0]} cannot be given with it")
    return edition._replace(
        scoring=None,
        match_kind=MatchKind.GAMES,
        target=None,
        match_hands=None,
        other_targets=False,
        race_winner=HandWinner.TRIP,
        trip_counts_safeties=False,
        readings=(),
        # Without points the extension earns nothing: the first to the trip wins.
        setups=tuple(setup._replace(extension=False) for setup in edition.setups),
    )


def _rules(edition: Edition, rules: Mapping[str, Any], fail: Any) -> Edition:
    """``[rules]``: the switches other than ``points``, each checked against the edition so far."""
    changes: dict[str, Any] = {}
    scoring_changes: dict[str, Any] = {}
    for key, kind in _ENUM_RULES.items():
        if key not in rules:
            continue
        value = rules[key]
        choices = [member.value for member in kind]
        if not isinstance(value, str) or value not in choices:
            raise fail(f"rules.{key} must be one of {', '.join(map(repr, choices))}, not {_short(value)}")
        if key == "tie_rule":
            changes[key] = kind(value)
            continue
        scoring = edition.scoring
        if scoring is None:
            raise fail(f"{_what(edition)} has no points, so rules.{key} has nothing to score")
        needs = {
            "extension_rule": (Line.EXTENSION,),
            "shutout_rule": (Line.SHUTOUT,),
            "coup_fourre_rule": (Line.SAFETIES, Line.COUPS_FOURRES),
        }[key]
        missing = [line.value for line in needs if not scoring.scores(line)]
        if missing:
            raise fail(f"rules.{key} needs the {missing[0]} line, which these rules do not score")
        if key == "extension_rule" and not edition.has_extension:
            raise fail(f"{edition.id} plays no extension, so rules.extension_rule has nothing to give")
        scoring_changes[key] = kind(value)
    if "go_after_remedy" in rules:
        changes["roll_after_remedy"] = _flag(rules, "go_after_remedy", fail)
    if "hazards_out_for_2_or_3" in rules:
        changes["remove_for_small"] = (
            SMALL_TABLE_REMOVALS if _flag(rules, "hazards_out_for_2_or_3", fail) else ()
        )
    if scoring_changes:
        assert edition.scoring is not None
        changes["scoring"] = edition.scoring._replace(**scoring_changes)
    return edition._replace(**changes)


def _scoring(edition: Edition, table: object, fail: Any) -> Any:
    if edition.scoring is None:
        raise fail(f"{_what(edition)} has no points, so no scoring to change")
    if not isinstance(table, dict):
        raise fail(f"[scoring] must be a table, not {type_name(table)}")
    check_keys(table, tuple(line.value for line in LINES), "[scoring]", fail)
    values = dict(edition.scoring.values)
    for key, value in table.items():
        line = Line(key)
        if value is False:
            if line is Line.DISTANCE:
                raise fail("the distance line cannot be switched off")
            values.pop(line, None)
        elif is_int(value) and 0 <= value <= MAX_LINE_VALUE:
            if line is Line.EXTENSION and not edition.has_extension:
                # No setup plays a trip to extend (Dujardin 2024 and 2025 always play to
                # 1,000): a value here could never be scored.
                raise fail(
                    f"{edition.id} has no extension (add extension = true under [trip]), "
                    "so scoring.extension cannot be added"
                )
            if line is Line.DELAYED_ACTION and not edition.draw_pile_runs_out and value:
                # The discards make a new draw pile ([DJ14] p.7): no side ever completes the
                # trip after the pile ran out, so a value here could never be scored.
                raise fail(
                    f"{edition.id}'s draw pile never runs out (the discards are shuffled into a new "
                    "one), so scoring.delayed_action cannot be added"
                )
            values[line] = value
        elif is_int(value) and value > MAX_LINE_VALUE:
            raise fail(
                f"scoring.{key} is {_short(value)}, more than the {MAX_LINE_VALUE:,} a line may be worth"
            )
        else:
            raise fail(f"scoring.{key} must be an integer of 0 or more, or false, not {_short(value)}")
    ordered = {line: values[line] for line in LINES if line in values}
    return edition.scoring._replace(values=MappingProxyType(ordered))


def _short(value: object) -> str:
    """A value for a message, cut short when huge (a 4,000-digit integer)."""
    text = repr(value)
    return text if len(text) <= 20 else f"{text[:12]}… ({len(text)} characters)"


class Change(NamedTuple):
    """One way house rules differ from their base edition, in the values of its lines.

    ``kind`` is "value" (a line's value changed), "removed" (a line switched
    off), "added" (a line the base does not score) or "target" (the match
    target, with ``line`` None).
    """

    kind: str
    line: Line | None
    old: int | None
    new: int | None


class Switch(NamedTuple):
    """One rule the house rules switch: which (``key``), to what, and for which setup.

    ``key`` names the switch as ``generator.text`` words it: "extension_rule",
    "shutout_rule", "tie_rule", "coup_fourre_rule", "points", "go_after_remedy",
    "hazards_out_for_2_or_3", "exact", "counts_safeties", "extension" (``value``
    True where the base had none, False where it is dropped), "extended" (the
    extension's trip) and "trip" (a setup's trip, ``setup`` saying whose).
    """

    key: str
    value: str | int | bool
    setup: Setup | None = None


def house_changes(edition: Edition) -> tuple[Change, ...]:
    """What a house-rules edition changes from its base, in the pad's line order, then the target.

    Sheets and reports print these; an edition that is not house rules changes nothing.
    """
    if edition.house_rules_base is None:
        return ()
    base = EDITIONS[edition.house_rules_base]
    changes: list[Change] = []
    old, new = base.scoring, edition.scoring
    dropped = base.has_extension and not edition.has_extension  # a switch: ``Switch("extension", False)``
    if old is not None and new is not None:
        for line in LINES:
            if line is Line.EXTENSION and dropped:
                continue
            if old.scores(line) and not new.scores(line):
                changes.append(Change("removed", line, old.value(line), None))
            elif new.scores(line) and not old.scores(line):
                changes.append(Change("added", line, None, new.value(line)))
            elif new.scores(line) and new.value(line) != old.value(line):
                changes.append(Change("value", line, old.value(line), new.value(line)))
    if edition.target is not None and base.target is not None and edition.target != base.target:
        changes.append(Change("target", None, base.target, edition.target))
    return tuple(changes)


_SWITCHED: tuple[tuple[str, Callable[[Edition], Any]], ...] = (
    ("points", lambda e: e.scoring is not None),
    ("extension_rule", lambda e: e.scoring.extension_rule if e.scoring else None),
    ("shutout_rule", lambda e: e.scoring.shutout_rule if e.scoring else None),
    ("coup_fourre_rule", lambda e: e.scoring.coup_fourre_rule if e.scoring else None),
    ("tie_rule", lambda e: e.tie_rule),
    ("exact", lambda e: e.exact_finish),
    ("counts_safeties", lambda e: e.trip_counts_safeties),
    ("go_after_remedy", lambda e: e.roll_after_remedy),
    ("hazards_out_for_2_or_3", lambda e: bool(e.remove_for_small)),
)
"""Each switch and how to read it from an edition, in the order a sheet's header lists them."""


def house_switches(edition: Edition) -> tuple[Switch, ...]:
    """The rules a house-rules edition switches from its base's: first the scoring's and the
    match's, then the trip (each setup whose trip changed, the extension and its trip).

    A switch set to what the base already does is no change and is not listed;
    the scoring switches are not listed where ``points = false`` drops the scoring.
    """
    if edition.house_rules_base is None:
        return ()
    base = EDITIONS[edition.house_rules_base]
    found: list[Switch] = []
    for key, read in _SWITCHED:
        now = read(edition)
        if now is not None and read(base) is not None and now != read(base):
            found.append(Switch(key, now.value if isinstance(now, StrEnum) else now))
    for old, new in zip(base.setups, edition.setups, strict=True):
        if new.trip != old.trip:
            found.append(Switch("trip", new.trip, new))
    if base.has_extension and not edition.has_extension and edition.scoring is not None:
        found.append(Switch("extension", False))
    elif edition.has_extension and not base.has_extension:
        found.append(Switch("extension", True))
    if edition.has_extension and edition.extended_trip != base.extended_trip:
        found.append(Switch("extended", edition.extended_trip))
    return tuple(found)
