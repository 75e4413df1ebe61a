"""House rules: an edition with some values changed or some lines switched off.

A house-rules file is a small TOML document::

    name = "Safe trip 500, shut-out 300"   # printed on sheets and reports
    base = "parker-brothers"               # an id from ``bornes editions``
    target = 5000                          # optional: another match target

    [scoring]                              # a line name = its new value,
    safe_trip = 500                        # or false to switch the line off
    shutout = 300

Some English rule sheets swap safe trip and shut-out (seed 000), and some
score apps drop safe trip and delayed action (rules-notes): both ship in
``examples/``. The house rules change exactly what they name.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from generator.rules.editions import EDITIONS, LINES, Edition, Line, MatchKind

TOP_KEYS = ("name", "base", "target", "scoring")


def parse_house_rules(text: str, source: str) -> Edition:
    """The edition a house-rules document describes; ``HouseRulesError`` if it is wrong."""
    return house_edition(parse_toml(text, source, HouseRulesError), source)


def house_edition(data: Mapping[str, Any], source: str) -> Edition:
    """Apply a parsed house-rules document to its base edition."""
    fail = partial(HouseRulesError, source=source)
    check_keys(data, TOP_KEYS, "the house rules", fail)
    base_id = data.get("base")
    if not isinstance(base_id, str):
        raise fail("'base' must name an edition, e.g. base = \"parker-brothers\"")
    if base_id not in EDITIONS:
        raise fail(unknown_name("base edition", base_id, EDITIONS))
    base = EDITIONS[base_id]
    name = data.get("name", f"House rules on {base.name_en}")
    if not isinstance(name, str) or not name.strip():
        raise fail(f"'name' must be a non-empty string, not {type_name(name)}")
    name = " ".join(normal_name(name).split())
    problem = name_problem(name, MAX_RULES_NAME_LENGTH) if "name" in data else None
    if problem is not None:
        raise fail(f"'name' {problem}")
    changes: dict[str, Any] = {"house_rules": name, "house_rules_base": base.id}
    if "target" in data:
        target = data["target"]
        if base.match_kind is not MatchKind.POINTS:
            raise fail(f"{base.id} has no points, so no target to change")
        if not is_int(target) or target <= 0:
            raise fail(f"'target' must be a positive integer, not {_short(target)}")
        if target > MAX_TARGET:
            raise fail(f"'target' is {_short(target)}, more than the {MAX_TARGET:,} it may be")
        changes["target"] = target
    if "scoring" in data:
        changes["scoring"] = _scoring(base, data["scoring"], fail)
    return base._replace(**changes)


def _scoring(base: Edition, table: object, fail: Any) -> Any:
    if base.scoring is None:
        raise fail(f"{base.id} has no points, so no scoring to change")
    if not isinstance(table, dict):
        raise fail(f"[scoring] must be a table, not {type_name(table)}")
    check_keys(table, tuple(line.value for line in LINES), "[scoring]", fail)
    values = dict(base.scoring.values)
    for key, value in table.items():
        line = Line(key)
        if value is False:
            if line is Line.DISTANCE:
                raise fail("the distance line cannot be switched off")
            values.pop(line, None)
        elif is_int(value) and 0 <= value <= MAX_LINE_VALUE:
            if line is Line.EXTENSION and not base.has_extension:
                # No setup of the base plays a 700 trip to extend (Dujardin 2024 and
                # 2025 always play to 1,000): a value here could never be scored.
                raise fail(
                    f"{base.id} has no extension (its trip is always 1,000), "
                    "so scoring.extension cannot be added"
                )
            values[line] = value
        elif is_int(value) and value > MAX_LINE_VALUE:
            raise fail(
                f"scoring.{key} is {_short(value)}, more than the {MAX_LINE_VALUE:,} a line may be worth"
            )
        else:
            raise fail(f"scoring.{key} must be an integer of 0 or more, or false, not {_short(value)}")
    ordered = {line: values[line] for line in LINES if line in values}
    return base.scoring._replace(values=MappingProxyType(ordered))


def _short(value: object) -> str:
    """A value for a message, cut short when huge (a 4,000-digit integer)."""
    text = repr(value)
    return text if len(text) <= 20 else f"{text[:12]}… ({len(text)} characters)"


class Change(NamedTuple):
    """One way house rules differ from their base edition.

    ``kind`` is "value" (a line's value changed), "removed" (a line switched
    off), "added" (a line the base does not score) or "target" (the match
    target, with ``line`` None).
    """

    kind: str
    line: Line | None
    old: int | None
    new: int | None


def house_changes(edition: Edition) -> tuple[Change, ...]:
    """What a house-rules edition changes from its base, in the pad's line order, then the target.

    Sheets and reports print these; an edition that is not house rules changes nothing.
    """
    if edition.house_rules_base is None:
        return ()
    base = EDITIONS[edition.house_rules_base]
    changes: list[Change] = []
    old, new = base.scoring, edition.scoring
    if old is not None and new is not None:
        for line in LINES:
            if old.scores(line) and not new.scores(line):
                changes.append(Change("removed", line, old.value(line), None))
            elif new.scores(line) and not old.scores(line):
                changes.append(Change("added", line, None, new.value(line)))
            elif new.scores(line) and new.value(line) != old.value(line):
                changes.append(Change("value", line, old.value(line), new.value(line)))
    if edition.target is not None and base.target is not None and edition.target != base.target:
        changes.append(Change("target", None, base.target, edition.target))
    return tuple(changes)
