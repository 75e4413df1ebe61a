"""Typed reading of the TOML documents users write: match logs and house rules.

Pure functions over already-read text: no file is opened here. Every problem
raises the caller's ``InputError`` subclass, with the place it applies.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from typing import Any

from generator.errors import InputError

_LINE = re.compile(r"at line (\d+)")


def parse_toml(text: str, source: str, error: type[InputError]) -> dict[str, Any]:
    """The TOML document in ``text``; a syntax error names its line."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = _LINE.search(str(exc))
        reason = str(exc).split(" (at ")[0]
        raise error(
            f"not valid TOML: {reason}", source=source, line=int(found[1]) if found else None
        ) from None


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
