"""The fillable sheet's format: its field names and its metadata, for the writer and the reader alike.

``bornes sheet --fillable`` writes it (``generator.sheets.layout`` names the
boxes, ``generator.sheets.form_writer`` builds the form); ``bornes import``
reads it (``generator.matchlog.form_reader``). Both import their names and
the metadata's schema from here, so the two directions cannot drift apart,
as python-chess keeps ``Board.fen()`` beside ``Board.set_fen()``.

Field names (PDF 1.7, 12.7.3.2: partial names joined by periods, none
holding a period itself):

- ``h3.B.safeties``: a box of a block: the block (``h`` and a hand's number
  on a points sheet, ``g`` and a game's on a race sheet), the side's letter
  and the row's key (``distance``, a scoring line's name, ``total``…);
- ``h3.B.safeties_2``: the second box to tick of that row (``tick_name``);
- ``h3.dealer``, ``g3.won``: one choice among the sides, a radio group whose
  value is the chosen side's letter;
- ``names.B``, ``date``, ``place``, ``series``, ``winner``: the sheet's frame.

What the sheet is for (``SheetMeta``) is a JSON object in the document
information, under ``META_KEY``; ``SheetMeta.from_json`` reads it back into
the same record, every value checked (a bad one is one ``LogError`` line
naming the sheet). The values typed into the boxes are read here too
(``box_number``, ``ticks``): every rule about what a box
holds lives in this module.

Pure: no PDF library, no file.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from generator.errors import LogError

TAGS = "ABCDEFGH"
"""The letters that stand for the sides, in their columns and in the field names: A, B, C…"""

SEPARATOR = "."
"""Joins a field's partial names (``h3`` → ``B`` → ``safeties``)."""

BLOCK_PREFIXES: Mapping[str, str] = MappingProxyType({"points": "h", "race": "g"})
"""A block's first letter by the sheet's kind: ``h`` a hand (points), ``g`` a game (race)."""

SIDE_NAMES = "names"
"""The parent of the sides' name boxes: ``names.A``."""

UNTICKED = frozenset({"", "Off"})
"""What a box to tick holds when it is not ticked (its ``/V``: empty, or ``/Off`` read without its slash)."""

# The keys of a block's rows that both directions name (the others are scoring lines' names,
# ``Line`` values, which ``MILES`` is too).
MILES = "distance"  # the miles written in
CARRIED, TOTAL, RUNNING = "carried", "total", "running"  # brought forward, the hand's total, running total
TWO_HUNDREDS, EXTENSION_CALLED = "two_hundreds", "extension_called"  # facts ticked that score nothing
HUNDREDS_PLAYED = "hundreds_played"  # [DJ]'s variant: a box ticked when the side lays a 100
GAMES_WON = "games_won"  # a race: games won so far
DEALER, WON = "dealer", "won"  # a block's choices among the sides: who dealt, who won the game

FACT_BOXES: Mapping[str, str] = MappingProxyType(
    {
        "extension": EXTENSION_CALLED,
        "safeties": "safeties",  # the safeties' line: a box per safety laid
        "coups_fourres": "coups_fourres",  # the coups fourrés' line: a box per coup fourré
        "delayed": "delayed_action",  # the delayed action's line: its one box
        "two_hundreds": TWO_HUNDREDS,
        "hundreds_played": HUNDREDS_PLAYED,
    }
)
"""The boxes to tick that record each fact of a hand (a fact of ``generator.rules.questions``) but
the miles, which are written in (``MILES``): the line's boxes for a fact that a scoring line counts,
the fact's own for one that scores nothing by itself."""

# The sheet's frame: one field each, with a widget on every page.
DATE, PLACE, WINNER, SERIES = "date", "place", "winner", "series"

META_KEY = "/BornesSheet"
"""The document information entry that says what the sheet is for."""

META_VERSION = 1
META_FIELDS = ("edition", "first_hand", "kind", "names", "players", "rules", "sides", "version")
"""Every key of the metadata's JSON object, each always written."""

MAX_META_LENGTH = 4096
"""The longest metadata read, in characters: Bornes writes at most a few hundred (eight names of 50)."""

MAX_SHEET_HANDS = 200
"""The most hands (games) one sheet holds: what ``bornes sheet --hands`` can make; an import reads no more."""


# --- field names: the writer's side ---------------------------------------------------------


def block_prefix(kind: str) -> str:
    """The start of a block's field names: ``h`` on a points sheet, ``g`` on a race sheet."""
    return BLOCK_PREFIXES[kind]


def block_field(kind: str, number: int, key: str) -> str:
    """A block's own field, one choice among the sides: ``h3.dealer``, ``g3.won``."""
    return f"{block_prefix(kind)}{number}{SEPARATOR}{key}"


def box_name(kind: str, number: int, tag: str, key: str) -> str:
    """A side's box in a row of a block: ``h3.B.safeties``."""
    return f"{block_prefix(kind)}{number}{SEPARATOR}{tag}{SEPARATOR}{key}"


def tick_name(box: str, tick: int) -> str:
    """The ``tick``-th box to tick (from 1) of a row's box: ``h3.B.safeties_2``."""
    return f"{box}_{tick}"


def side_name_field(tag: str) -> str:
    """The box a side's name is typed in: ``names.B``, one field with a widget on every page."""
    return f"{SIDE_NAMES}{SEPARATOR}{tag}"


def partial_names(name: str) -> list[str]:
    """A field's place in the form's hierarchy: ``h3.B.safeties`` is ``h3`` → ``B`` → ``safeties``."""
    return name.split(SEPARATOR)


# --- field names and values: the reader's side ----------------------------------------------

_BLOCK = re.compile(r"(?P<letter>[a-z])(?P<number>[1-9][0-9]*)", re.ASCII)


class BoxKey(NamedTuple):
    """Where a block's box sits: its block's number, its side's letter, and its key in the row."""

    number: int
    tag: str
    key: str  # "distance", "safeties", "safeties_2", "total"…


def parse_box_name(kind: str, name: str) -> BoxKey | None:
    """The block, side and key of a box's name (``box_name``, ``tick_name``); ``None`` for any other field."""
    parts = partial_names(name)
    if len(parts) != 3:
        return None
    found = _BLOCK.fullmatch(parts[0])
    if found is None or found["letter"] != block_prefix(kind):
        return None
    return BoxKey(int(found["number"]), parts[1], parts[2])


def block_boxes(kind: str, values: Mapping[str, str]) -> dict[int, dict[str, dict[str, str]]]:
    """The boxes of every block, in one pass: block number → side's letter → key → text."""
    blocks: dict[int, dict[str, dict[str, str]]] = {}
    for name, text in values.items():
        box = parse_box_name(kind, name)
        if box is not None:
            blocks.setdefault(box.number, {}).setdefault(box.tag, {})[box.key] = text
    return blocks


def has_ticks(boxes: Mapping[str, str], key: str) -> bool:
    """Whether a side's boxes of a block have boxes to tick for ``key`` (``key_1`` is there)."""
    return tick_name(key, 1) in boxes


def ticks(boxes: Mapping[str, str], key: str) -> int:
    """How many of the boxes ``key_1``, ``key_2``… are ticked."""
    count, number = 0, 1
    while tick_name(key, number) in boxes:
        count += boxes[tick_name(key, number)] not in UNTICKED
        number += 1
    return count


def box_number(text: str) -> int | None:
    """The number in a box, as ``bornes log`` reads one typed (``inputs.read_count``); ``None`` when empty.

    Every box is read by this one rule: the miles a player wrote and the
    points a viewer's script stored. ``ValueError`` when the box holds
    anything else: the form's keystroke script lets only digits in, but a
    viewer that runs no script (macOS Preview, most phone viewers) stores
    what was typed, and a sheet filled by another program may hold anything.
    """
    from generator.inputs import read_count  # only an import reads boxes: writing a sheet does not

    if not text.strip():
        return None
    return read_count(text)


# --- the metadata ---------------------------------------------------------------------------


class SheetMeta(NamedTuple):
    """What a fillable sheet says about itself, for ``bornes import``."""

    edition: str  # the edition's id (a house-rules sheet: its base edition's)
    players: int
    sides: tuple[str, ...]  # the sides' letters
    names: tuple[str, ...] | None  # printed names, where ``--names`` gave them
    first_hand: int
    kind: str  # "points" or "race" (``BLOCK_PREFIXES``' keys)
    rules: str | None = None  # a house-rules sheet: the rules file's name

    def to_json(self) -> str:
        """The metadata as written into the sheet: one JSON object, ASCII, keys sorted."""
        import json  # only a fillable sheet writes it: a paper sheet needs the names above alone

        return json.dumps(
            {
                "version": META_VERSION,
                "edition": self.edition,
                "players": self.players,
                "sides": list(self.sides),
                "names": list(self.names) if self.names is not None else None,
                "first_hand": self.first_hand,
                "kind": self.kind,
                "rules": self.rules,
            },
            ensure_ascii=True,
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str, source: str) -> SheetMeta:
        """The metadata a sheet carries, every value checked; ``LogError`` naming the sheet otherwise.

        The edition must be one Bornes knows, and a race sheet one of an
        edition without points (a points sheet, one with); the log parser
        then checks the rest against the rules, as it checks any log.
        """
        import json

        from generator.inputs import MAX_HANDS, is_int, rules_name_problem
        from generator.rules.editions import EDITIONS

        def fail(message: str) -> LogError:
            return LogError(f"its Bornes metadata {message}", source=source)

        if len(text) > MAX_META_LENGTH:
            raise fail(f"is longer than the {MAX_META_LENGTH:,} characters of any sheet's")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):  # RecursionError: arrays nested thousands deep
            raise fail("is not valid JSON") from None
        if not isinstance(data, dict) or data.get("version") != META_VERSION or not is_int(data["version"]):
            raise fail("is of an unknown version")
        missing = [key for key in META_FIELDS if key not in data]
        unknown = sorted(key for key in data if key not in META_FIELDS)
        if missing or unknown:
            raise fail(
                f"lacks {', '.join(missing)}" if missing else f"has unknown keys: {', '.join(unknown)}"
            )
        edition, kind = data["edition"], data["kind"]
        if not isinstance(edition, str) or edition not in EDITIONS:
            raise fail(f"names no edition Bornes knows ({_shown(edition)})")
        if not isinstance(kind, str) or kind not in BLOCK_PREFIXES:
            raise fail(f"gives the kind {_shown(kind)}, not {' or '.join(map(repr, BLOCK_PREFIXES))}")
        # House rules may take the points away (``points = false``): their sheet's kind is
        # checked against them once they are read (``form_reader.import_sheets``).
        if data["rules"] is None and (kind == "race") != (EDITIONS[edition].scoring is None):
            raise fail(f"says a {kind} sheet, which edition {edition!r} does not make")
        sides = data["sides"]
        if (
            not isinstance(sides, list)
            or not 2 <= len(sides) <= len(TAGS)
            or not all(isinstance(tag, str) and len(tag) == 1 and tag in TAGS for tag in sides)
            or len(set(sides)) != len(sides)
        ):
            raise fail(f"gives the sides {_shown(sides)}, not 2 to {len(TAGS)} distinct letters of {TAGS}")
        players = data["players"]
        if not is_int(players) or not len(sides) <= players <= len(TAGS):
            raise fail(
                f"gives {_shown(players)} players, not a whole number from {len(sides)} to {len(TAGS)}"
            )
        names = data["names"]
        if names is not None and (
            not isinstance(names, list)
            or len(names) != len(sides)
            or not all(isinstance(name, str) for name in names)
        ):
            raise fail(f"gives the names {_shown(names)}, not one string per side")
        first_hand = data["first_hand"]
        if not is_int(first_hand) or not 1 <= first_hand <= MAX_HANDS:
            raise fail(
                f"gives the first hand {_shown(first_hand)}, not a whole number from 1 to {MAX_HANDS:,}"
            )
        rules = data["rules"]
        if rules is not None and (not isinstance(rules, str) or rules_name_problem(rules) is not None):
            raise fail(f"gives the house-rules file {_shown(rules)}, not a file name in the log's folder")
        return cls(
            edition=edition,
            players=players,
            sides=tuple(sides),
            names=tuple(names) if names is not None else None,
            first_hand=first_hand,
            kind=kind,
            rules=rules,
        )


def _shown(value: Any) -> str:
    """A metadata value for a one-line message: as JSON writes it, ASCII, cut short."""
    import json

    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 40 else text[:37] + "..."
