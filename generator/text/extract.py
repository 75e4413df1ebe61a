"""The messages Python code asks the catalog for, as ``pybabel extract`` collects them.

A Babel extraction method, named in ``babel.cfg``
(``[generator.text.extract.messages: generator/**.py]``). Python code names
its messages by key through a few functions of ``generator.text.i18n``; this
finds every key given to them as a string literal, on either side of a
conditional expression too (``say("team" if teams else "player", lang)``):

- ``say``, ``message``, ``sheet_term`` and the marker ``N_``: a message;
- ``counted``, ``counted_score`` and the marker ``NC_``: a counted noun, singular and plural,
  in the message context ``count``.

Only the build tools and the tests import this module, never a command.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

MESSAGE_FUNCTIONS = frozenset({"say", "message", "sheet_term", "N_"})
COUNTED_FUNCTIONS = frozenset({"counted", "counted_score", "NC_"})
COUNT = "count"  # generator.text.i18n.COUNT
MARKERS = frozenset({"N_", "NC_"})

Extracted = tuple[int, str, str | tuple[str, ...], list[str]]


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return None


def _literals(node: ast.expr) -> Iterator[str]:
    """The string literals an argument can be: itself, either branch of a conditional, a marked key."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)
    elif isinstance(node, ast.Call) and _name(node) in MARKERS and node.args:
        # N_(NC_("coups_fourres")): a key that is both a message and a counted noun.
        yield from _literals(node.args[0])


def keys_in(source: str) -> Iterator[tuple[int, str, bool]]:
    """(line, key, counted) for every key the code in ``source`` names."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        name = _name(node)
        if name in MESSAGE_FUNCTIONS or name in COUNTED_FUNCTIONS:
            for key in _literals(node.args[0]):
                yield node.lineno, key, name in COUNTED_FUNCTIONS


def messages(
    fileobj: IO[bytes],
    keywords: Collection[str],  # noqa: ARG001 (Babel's protocol: the keys are found by name, not keyword)
    comment_tags: Collection[str],  # noqa: ARG001 (the same: no translator comments are read)
    options: Mapping[str, Any],
) -> Iterator[Extracted]:
    """Babel's extraction protocol: (line, function, message, comments) for each key in the file."""
    source = fileobj.read().decode(options.get("encoding", "utf-8"))
    for lineno, key, is_counted in sorted(keys_in(source)):
        if is_counted:
            yield lineno, "npgettext", (COUNT, key, key), []
        else:
            yield lineno, "gettext", key, []
