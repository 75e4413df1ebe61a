"""Writing a match log: a ``Match`` out as the TOML text ``parse_log`` reads.

The text is the format of ``generator.matchlog.parse``, whose keys it
writes (``VALUE_KEYS``, ``SIDE_KEYS``, in their order; one inline table
per side per hand), and reads back to the same match: strings are TOML
basic strings with every quote, backslash and control character escaped,
and a side id that is not a bare TOML key is quoted. A fact left at its
default is not written (``safeties = 0``), so a log written here looks
like one a player types.

``append_hand`` and ``replace_hand`` edit a player's own text in place, so
``bornes log`` keeps the comments of a log typed by hand; they return
``None`` where the text is not laid out as expected, and the caller then
writes ``log_text`` instead.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Mapping, Sequence

from generator.matchlog.parse import SIDE_KEYS, SIDE_TABLE_KEYS, VALUE_KEYS
from generator.rules.match import Match, Side
from generator.rules.scoring import SideFacts

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
_HANDS_HEADER = re.compile(r"\s*\[\[\s*hands\s*\]\]")
_ANY_HEADER = re.compile(r"\s*\[")


def toml_string(text: str) -> str:
    """``text`` as a TOML basic string (TOML 1.0, "Basic strings").

    Quotes, backslashes and every control character (U+0000 to U+001F and
    U+007F) are escaped; everything else is written as it is, in UTF-8.
    """
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif ord(char) < 0x20 or ord(char) == 0x7F:
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    """A key as TOML writes it: bare when it can be (``ns``), else quoted."""
    return key if _BARE_KEY.fullmatch(key) else toml_string(key)


def toml_value(value: str | bool | int | datetime.date) -> str:
    """A log's value as TOML writes it: a basic string, ``true``/``false``, an integer, a local date."""
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, datetime.date):
        return value.isoformat()
    return str(value)


def side_value(side: Side) -> str:
    """A side under ``[sides]``: its name, or a table of its name and players where it names them.

    ``"Ben & Dev"``, or ``{ name = "Ben & Dev", players = ["Ben", "Dev"] }``
    """
    if not side.players:
        return toml_string(side.name)
    name_key, players_key = SIDE_TABLE_KEYS
    players = ", ".join(toml_string(player) for player in side.players)
    return f"{{ {name_key} = {toml_string(side.name)}, {players_key} = [{players}] }}"


def facts_table(facts: SideFacts) -> str:
    """One side's facts as an inline table, defaults left out.

    ``{ miles = 1000, safeties = 2, coups_fourres = 1, two_hundreds = 1, delayed = true }``
    """
    defaults = SideFacts._field_defaults
    parts = []
    for key in SIDE_KEYS:
        value = getattr(facts, key)
        if key not in defaults or value != defaults[key]:
            parts.append(f"{key} = {toml_value(value)}")
    return "{ " + ", ".join(parts) + " }"


def hand_lines(side_ids: Sequence[str], hand: Mapping[str, SideFacts]) -> list[str]:
    """The lines under a ``[[hands]]`` header: one per side, in the log's order."""
    return [f"{toml_key(side)} = {facts_table(hand[side])}" for side in side_ids]


def hand_block(side_ids: Sequence[str], hand: Mapping[str, SideFacts]) -> str:
    """A whole ``[[hands]]`` table, header included, ending with a newline."""
    return "\n".join(["[[hands]]", *hand_lines(side_ids, hand)]) + "\n"


def log_text(match: Match, *, rules: str | None = None) -> str:
    """The whole log of ``match``, as ``parse_log`` reads it back.

    ``rules`` is the house-rules file name the log refers to (relative to
    the log's folder): a ``Match`` holds the edition those rules made, not
    the file they came from.
    """
    if match.edition.house_rules is not None and rules is None:
        raise ValueError("a match played with house rules needs the name of their file")
    # The values a Match does not hold under the log's key; house rules keep their base
    # edition's id (``rules.house.house_edition``).
    given: dict[str, str | int | None] = {
        "edition": match.edition.id,
        "players": match.setup.players,
        "rules": rules,
    }
    lines = []
    for key in VALUE_KEYS:
        value = given[key] if key in given else getattr(match, key)
        if value is not None:
            lines.append(f"{key} = {toml_value(value)}")
    lines += ["", "[sides]"]
    lines += [f"{toml_key(side.id)} = {side_value(side)}" for side in match.sides]
    text = "\n".join(lines) + "\n"
    for hand in match.hands:
        text += "\n" + hand_block(match.side_ids, hand)
    return text


def append_hand(text: str, side_ids: Sequence[str], hand: Mapping[str, SideFacts]) -> str:
    """A player's log text with one more hand at its end, the rest untouched."""
    return text.rstrip("\n") + "\n\n" + hand_block(side_ids, hand)


def replace_hand(
    text: str, number: int, side_ids: Sequence[str], hand: Mapping[str, SideFacts]
) -> str | None:
    """A player's log text with hand ``number`` (from 1) rewritten, the rest untouched.

    Only each side's inline table changes: the ``[[hands]]`` line, every
    comment (on its own line, at the end of a side's line, after the last
    hand) and every blank line stay where they are. ``None`` when the text is
    not laid out that way (hands written as an array, a side's facts as
    dotted keys, a side line missing): the caller then decides.
    """
    lines = text.split("\n")
    headers = [i for i, line in enumerate(lines) if _HANDS_HEADER.match(line)]
    if len(headers) < number:
        return None
    start = headers[number - 1] + 1
    end = next((i for i in range(start, len(lines)) if _ANY_HEADER.match(lines[i])), len(lines))
    done: set[str] = set()
    for index in range(start, end):
        found = _SIDE_LINE.match(lines[index])
        if found is None:
            continue
        side = _key_name(found["key"])
        if side not in side_ids or side in done:
            return None
        done.add(side)
        lines[index] = found["lead"] + facts_table(hand[side]) + found["rest"]
    return "\n".join(lines) if done == set(side_ids) else None


_SIDE_LINE = re.compile(
    r"""(?P<lead>\s*(?P<key>"(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*=\s*)\{[^}]*\}(?P<rest>.*)"""
)


def _key_name(key: str) -> str:
    """A key as written (bare, "basic" or 'literal') to the name it stands for."""
    if key[0] in "\"'":
        import tomllib

        return str(next(iter(tomllib.loads(f"{key} = 0"))))
    return key
