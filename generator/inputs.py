"""Typed reading of the TOML documents users write: match logs and house rules.

Pure functions over already-read text: no file is opened here. Every problem
raises the caller's ``InputError`` subclass, with the place it applies.

What is read is bounded, so that any text Bornes agrees to read parses in
about a second (``tests/hardening/test_limits.py`` measures the worst cases):
at most ``MAX_ITEMS`` TOML items, dotted keys of at most ``MAX_KEY_PARTS``
parts (``tomllib`` takes time in the square of a dotted key's length),
nesting no deeper than Python's recursion allows, integers of at most 4,300
digits. Names (of sides, of house rules) are compared after Unicode NFC
normalisation and trimming, and refused when they hold an invisible or
control character or are longer than ``MAX_NAME_LENGTH``.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Mapping
from typing import Any, NamedTuple

from generator.errors import InputError

_LINE = re.compile(r"at line (\d+)")

MAX_ITEMS = 300_000
"""The most TOML items (counted as ``=``, ``,``, ``[`` and ``{`` characters) in a document:
a 10,000-hand log of two sides has about 120,000."""

MAX_KEY_PARTS = 8
"""The most parts of a dotted key (``a.b.c``) or table header; Bornes' own keys have at most two."""

MAX_NAME_LENGTH = 50
"""The longest name of a side, in characters: more than any team name needs, and what a
report's standings and a race chart's legend still lay out well for six players."""

MAX_RULES_NAME_LENGTH = 120
"""The longest name of house rules, in characters: it heads every reference card, in words that wrap."""

MAX_TITLE_LENGTH = 120
"""The longest match title, in characters: two lines at most on a race chart."""

MAX_TARGET = 1_000_000
"""The highest match target a log or house rules may set (the editions play to 5,000)."""

MAX_LINE_VALUE = 10_000
"""The highest value house rules may give a scoring line (the editions' highest is 500)."""

MAX_HANDS = 10_000
"""The most hands (games) ``fixed_hands`` or ``first_to`` may ask for."""

_KEY_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_LONG_DOTTED_KEY = re.compile(
    rf"""(?<![A-Za-z0-9_\-"'.]){_KEY_PART}(?:[ \t]*+\.[ \t]*+{_KEY_PART}){{{MAX_KEY_PARTS},}}"""
    r"""(?=[ \t]*+[=\]])"""
)
"""A dotted key of more than ``MAX_KEY_PARTS`` parts. The look-behind starts a match only
at the first part of a key, so the search is linear in the text's length; the look-ahead
asks for the ``=`` of a key or the ``]`` of a table name, so a value such as
``title = "Version 1.2.3.4.5.6.7.8.9"`` is not taken for a key."""


def _items(text: str) -> int:
    return sum(text.count(mark) for mark in "=,[{")


def parse_toml(text: str, source: str, error: type[InputError], *, quote: bool = True) -> dict[str, Any]:
    """The TOML document in ``text``; a syntax error names its line.

    The structure is checked first (items, dotted keys), and what ``tomllib``
    cannot take (deep nesting, huge integers) is one message, not a traceback.
    Without ``quote``, a syntax error gives its line but not ``tomllib``'s
    reason, which can quote the text (a key, a character): for a file that
    a log names, which may be anything but house rules.
    """
    if _items(text) > MAX_ITEMS:
        raise error(
            f"has more than {MAX_ITEMS:,} TOML items (keys, values, tables): not a match log", source=source
        )
    long_key = _LONG_DOTTED_KEY.search(text)
    if long_key is not None:
        line = text.count("\n", 0, long_key.start()) + 1
        raise error(
            f"a dotted key or table name has more than {MAX_KEY_PARTS} parts", source=source, line=line
        )
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _LINE.search(str(exc))
        reason = str(exc).split(" (at ")[0]
        raise error(
            f"not valid TOML: {reason}" if quote else "not valid TOML",
            source=source,
            line=int(found[1]) if found else None,
        ) from None
    except RecursionError:
        raise error("arrays or tables are nested too deeply", source=source) from None
    except ValueError as exc:  # an integer of more than 4,300 digits (sys.int_info.default_max_str_digits)
        raise error(f"has a number too large to read ({exc})", source=source) from None


INVISIBLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co"})
"""Unicode categories refused in names: control, format (zero-width, bidi controls), line and
paragraph separators, surrogates, private use. Each prints as nothing, or as something else."""


def normal_name(name: str) -> str:
    """A name as Bornes compares and prints it: Unicode NFC, spaces trimmed ("Zoe\u0308 " is "Zoë")."""
    return unicodedata.normalize("NFC", name).strip()


class NameFault(NamedTuple):
    """Why a name is refused: ``kind`` ("empty", "invisible" or "too_long") and the facts a message needs."""

    kind: str
    char: str = ""  # the invisible character
    length: int = 0  # the name's length, when too long
    most: int = 0  # the longest a name may be


def name_fault(name: str, most: int = MAX_NAME_LENGTH) -> NameFault | None:
    """Why a name (already ``normal_name``) cannot be a side's or house rules' name; ``None`` if it can."""
    if not name:
        return NameFault("empty")
    for char in name:
        if unicodedata.category(char) in INVISIBLE:
            return NameFault("invisible", char=char)
    if len(name) > most:
        return NameFault("too_long", length=len(name), most=most)
    return None


def name_problem(name: str, most: int = MAX_NAME_LENGTH) -> str | None:
    """``name_fault`` in the words of a file's error message; ``None`` if the name is fine."""
    fault = name_fault(name, most)
    if fault is None:
        return None
    if fault.kind == "empty":
        return "is empty"
    if fault.kind == "invisible":
        what = unicodedata.name(fault.char, "a control character")
        return (
            f"has an invisible or control character (U+{ord(fault.char):04X}, {what}): "
            "type it again without it"
        )
    return f"is {fault.length:,} characters long, more than the {fault.most} a name may have"


def team_players(text: str, per_side: int) -> tuple[str, ...] | None:
    """The players a team's name or an answer lists ("Ana & Cleo", "Ana, Cleo"): as many distinct
    valid names as sit on a side, split at "&" and ","; ``None`` when it does not list them."""
    parts = [" ".join(normal_name(part).split()) for part in text.replace("&", ",").split(",")]
    if per_side < 2 or len(parts) != per_side or any(name_problem(part) is not None for part in parts):
        return None
    if len({part.casefold() for part in parts}) != len(parts):
        return None
    return tuple(parts)


MAX_COUNT_DIGITS = 9
"""The most digits of a number typed at a prompt or into a sheet's box: far past any count in a hand."""

_PLAIN = re.compile(r"-?[0-9]+")
_GROUPED = re.compile(r"-?[0-9]{1,3}(?P<sep>[, \u00a0\u202f])[0-9]{3}(?:(?P=sep)[0-9]{3})*")
"""A number with a thousands separator (comma, space, no-break or narrow no-break space)
between groups of three digits, the same separator throughout: 1,000 and 1 000, not 1,0,0,0."""


def count_fault(text: str) -> tuple[int | None, str | None]:
    """A whole number as a player types it, at ``bornes log``'s prompts and into a sheet's boxes alike,
    or why it is not one: ``"not_a_number"``, ``"too_large"``.

    ASCII digits only (not ², ①, ５), plain (1000) or in groups of three
    with one separator throughout (1,000, 1 000): never 1.000, 100.0 or
    1,0,0,0, whose meaning a reader would have to guess. At most
    ``MAX_COUNT_DIGITS`` digits, so ``int()`` stays cheap.
    """
    text = text.strip()
    if not (_PLAIN.fullmatch(text) or _GROUPED.fullmatch(text)):
        return None, "not_a_number"
    digits = re.sub(r"[, \u00a0\u202f]", "", text)
    if len(digits.lstrip("-")) > MAX_COUNT_DIGITS:
        return None, "too_large"
    return int(digits), None


def read_count(text: str) -> int:
    """``count_fault``'s number, or ``ValueError`` with the reason in a message's words (a sheet's box)."""
    text = text.strip()
    value, fault = count_fault(text)
    if value is not None:
        return value
    shown = repr(text) if len(text) <= 20 else f"{text[:12]!r}… ({len(text):,} characters)"
    if fault == "too_large":
        raise ValueError(f"{shown} is far too large for a count in a hand")
    raise ValueError(
        f"{shown} is not a whole number: write it plainly (1000) or with a separator "
        "between groups of three digits (1,000 or 1 000)"
    )


MAX_RULES_PATH = 255
"""The longest house-rules file name a log or a sheet may give, in characters (one file name's worth)."""


def rules_name_problem(name: str) -> str | None:
    """Why a house-rules file named by a log or a sheet is refused; ``None`` if it may be read.

    The file must be in the log's folder or below it: a log or a sheet comes
    from anyone, and must not make Bornes open ``/etc/passwd``,
    ``C:\\Users\\…`` or ``../../secret.toml``. Checked as a POSIX and as a
    Windows path both, so that no system reads it as leaving the folder.
    """
    from pathlib import PurePosixPath, PureWindowsPath

    if not name:
        return "is empty"
    if len(name) > MAX_RULES_PATH:
        return f"is longer than the {MAX_RULES_PATH} characters of a file name"
    if any(unicodedata.category(char) in ("Cc", "Cs") for char in name):
        return "holds a control character or bytes that are not text"
    windows = PureWindowsPath(name)
    if PurePosixPath(name).is_absolute() or windows.drive or windows.root:
        return "is an absolute path: name a house-rules file in the log's folder"
    if ".." in windows.parts:
        return "goes out of the log's folder (..): name a house-rules file in the log's folder"
    return None


def check_keys(table: Mapping[str, Any], allowed: tuple[str, ...], where: str, fail: Any) -> None:
    """Refuse a key not in ``allowed`` (a typo such as ``coup_fourres``)."""
    for key in table:
        if key not in allowed:
            raise fail(f"unknown key {key!r} in {where} (expected one of: {', '.join(allowed)})")


def is_int(value: object) -> bool:
    """A TOML integer (TOML booleans are Python ``bool``, which is an ``int``: refuse them)."""
    return isinstance(value, int) and not isinstance(value, bool)


def type_name(value: object) -> str:
    """A TOML-ish name for a value's type, for messages."""
    names = {bool: "a boolean", int: "an integer", float: "a float", str: "a string", list: "an array"}
    for kind, name in names.items():
        if type(value) is kind:
            return name
    return (
        "a table"
        if isinstance(value, dict)
        else "a date"
        if hasattr(value, "isoformat")
        else type(value).__name__
    )


def side_names_problem(names: tuple[str, ...], per_side: int) -> str | None:
    """Why these sides' names (one per side, as ``--names`` gives them) would make a log the log reader
    refuses, once a sheet or the phone sheet names them; ``None`` if they would not.

    Each name as ``name_problem`` judges it, compared with the others after Unicode case folding
    ("Straße" and "STRASSE" are one name), and each person on one side only, as
    ``rules.match.on_two_sides`` counts them: a team's players as ``bornes import`` and the phone
    sheet read them from its name ("Ana & Cleo"), or the team itself, under its name, where its name
    lists none ("Ana" beside "Ana & Cleo" is Ana twice).
    """
    seen: dict[str, int] = {}
    players: dict[str, int] = {}
    for number, typed in enumerate(names, start=1):
        name = normal_name(typed)
        problem = name_problem(name)
        if problem is not None:
            return f"name {number} {problem}"
        same = seen.setdefault(name.casefold(), number)
        if same != number:
            return f"names {same} and {number} are one name ({name!r}): give each side its own name"
        listed = team_players(name, per_side)
        for player in listed or (name,):
            other = players.setdefault(player.casefold(), number)
            if other == number:
                continue
            if listed is None:
                return (
                    f"name {number} ({name!r}) lists no players, so it counts as one player,"
                    f" who plays in side {other}: a player has one side"
                )
            return f"{player!r} plays in sides {other} and {number}: a player has one side"
    return None
