"""Reading filled fillable sheets back into a match log (``bornes import``).

A fillable sheet (``generator.sheets.form``) carries what it is for in its
document information (``/BornesSheet``: edition, players, sides, names,
first hand, house-rules file) and, in its fields, each side's facts per
hand: the miles written in, a box ticked per safety, per coup fourré and
per 200 laid, and a box for the delayed action and for the extension's
call. Those facts become a log document, checked by the log parser like
any other (``parse.build_result``); the points the viewer computed and
stored, and the boxes ticked for the lines (trip, safe trip, shut-out…),
are then compared with the scoring module's: each disagreement is reported
by hand and side, and the facts are written all the same.

Several sheets of one match (the second made with ``--first-hand``) are
read in order, each starting where the one before stopped.

``log_from_fields`` is pure (field values in, a document and its checks
out); ``read_sheet`` reads the PDF with pypdf.
"""

from __future__ import annotations

import datetime
import io
import json
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.errors import LogError, OutputError
from generator.files import read_bytes
from generator.rules.editions import EDITIONS, Edition, Line
from generator.rules.match import MatchResult

META_KEY = "/BornesSheet"
"""The document information entry a fillable sheet carries (``generator.sheets.form.META_KEY``)."""


@dataclass(frozen=True)
class FilledSheet:
    """One sheet as read: its metadata and every field's value as text ("" when empty, "Off" unticked)."""

    source: str
    meta: Mapping[str, Any]
    values: Mapping[str, str]


def read_sheet(data: bytes, source: str) -> FilledSheet:
    """The metadata and field values of a filled fillable sheet; ``LogError`` when it is not one."""
    from pypdf import PdfReader

    fail = LogError
    # pypdf logs what it repairs ("EOF marker not found"): the user gets one line, ours.
    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    try:
        reader = PdfReader(io.BytesIO(data))
        info = reader.metadata
        raw = info.get(META_KEY) if info is not None else None
        fields = reader.get_fields() or {}
    except Exception as error:  # a damaged PDF can fail anywhere in pypdf: still one line
        raise fail(f"is not a PDF pypdf can read ({error})", source=source) from None
    finally:
        logger.setLevel(level)
    if raw is None:
        raise fail("is not a fillable Bornes sheet (made with `bornes sheet --fillable`)", source=source)
    try:
        meta = json.loads(str(raw))
    except ValueError:
        raise fail("its Bornes metadata is not valid JSON", source=source) from None
    if not isinstance(meta, dict) or meta.get("version") != 1:
        raise fail("its Bornes metadata is of an unknown version", source=source)
    values: dict[str, str] = {}
    for name, field in fields.items():
        if "/FT" not in field:
            continue  # a parent in the hierarchy ("h3", "h3.B")
        value = field.get("/V")
        text = "" if value is None else str(value)
        values[name] = text.lstrip("/") if field.get("/FT") == "/Btn" else text
    return FilledSheet(source, meta, values)


def _side_id(tag: str) -> str:
    return tag.lower()


def _ticks(values: Mapping[str, str], prefix: str) -> int:
    """How many of the boxes ``prefix_1``, ``prefix_2``… are ticked."""
    count, number = 0, 1
    while f"{prefix}_{number}" in values:
        count += values[f"{prefix}_{number}"] not in ("", "Off")
        number += 1
    return count


def _digits(text: str, fail: Callable[..., LogError], **where: Any) -> int | None:
    """The number a box holds ("1 000" and "1,000" allowed), ``None`` when empty."""
    cleaned = "".join(ch for ch in text if ch not in " ,.\u00a0\u202f")
    if not cleaned:
        return None
    if not cleaned.isdigit():
        raise fail(f"{text!r} is not a number", **where)
    return int(cleaned)


def _date(text: str) -> datetime.date | None:
    for pattern in ("%Y-%m-%d", "%d/%m/%Y", "%m/%d/%Y"):
        try:
            return datetime.datetime.strptime(text.strip(), pattern).date()
        except ValueError:
            continue
    return None


@dataclass(frozen=True)
class Stored:
    """What a sheet stored for one side in one hand: every box of its block, by the box's name."""

    source: str  # the sheet it was read from
    hand: int  # the hand's number in the log, from 1
    side: str  # the side's id in the log
    boxes: Mapping[str, str]  # "safeties" (the points), "safeties_1" (a box ticked), "total"…
    winner: str | None = None  # a race: the game's winner as marked ("" when none)


def log_from_fields(sheets: Sequence[FilledSheet]) -> tuple[dict[str, Any], list[Stored]]:
    """A log document from the sheets' facts, and what each sheet stored, to check once scored."""
    first = sheets[0]
    meta = first.meta
    edition_id, tags = meta.get("edition"), meta.get("sides")
    if edition_id not in EDITIONS or not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise LogError("its Bornes metadata names no known edition and sides", source=first.source)
    race = meta.get("kind") == "race"
    prefix = "g" if race else "h"
    names = meta.get("names")
    sides = {}
    for index, tag in enumerate(tags):
        typed = " ".join(first.values.get(f"names.{tag}", "").split())
        printed = names[index] if isinstance(names, list) and index < len(names) else None
        sides[_side_id(tag)] = typed or printed or tag
    document: dict[str, Any] = {"edition": edition_id, "players": meta.get("players"), "sides": sides}
    if meta.get("rules"):
        document["rules"] = meta["rules"]
    day = _date(first.values.get("date", ""))
    if day is not None:
        document["date"] = day
    hands: list[dict[str, dict[str, Any]]] = []
    stored: list[Stored] = []
    expected = 1
    for sheet in sheets:
        if sheet.meta.get("edition") != edition_id or sheet.meta.get("sides") != tags:
            raise LogError("is a sheet for other rules or sides than the first sheet", source=sheet.source)
        start = sheet.meta.get("first_hand", 1)
        if start != expected and expected == 1:
            raise LogError(
                f"starts at hand {start}: give the sheets of hands 1 to {start - 1} before it",
                source=sheet.source,
            )
        if start != expected:
            raise LogError(
                f"starts at hand {start}, but the sheets before it stop at hand {expected - 1}",
                source=sheet.source,
            )
        number = start
        blank_seen: int | None = None
        while f"{prefix}{number}.{tags[0]}.distance" in sheet.values:
            fail = _failer(sheet.source, number)
            miles = {tag: sheet.values.get(f"{prefix}{number}.{tag}.distance", "") for tag in tags}
            if all(not text.strip() for text in miles.values()):
                blank_seen = blank_seen or number
                number += 1
                continue
            if blank_seen is not None:
                raise fail(f"is filled in, but hand {blank_seen} before it is blank")
            hand: dict[str, dict[str, Any]] = {}
            for tag in tags:
                base = f"{prefix}{number}.{tag}."
                boxes = {
                    name[len(base) :]: text for name, text in sheet.values.items() if name.startswith(base)
                }
                hand[_side_id(tag)] = _facts(boxes, fail, _side_id(tag))
                won = sheet.values.get(f"{prefix}{number}.won", "") if race else None
                stored.append(Stored(sheet.source, len(hands) + 1, _side_id(tag), boxes, won))
            hands.append(hand)
            number += 1
        expected = number if blank_seen is None else blank_seen
    document["hands"] = hands
    return document, stored


def _facts(boxes: Mapping[str, str], fail: Callable[..., LogError], side: str) -> dict[str, Any]:
    """One side's facts in the log's words, from its block's boxes."""
    miles = _digits(boxes.get("distance", ""), fail, side=side)
    if miles is None:
        raise fail("no miles written in", side=side)
    facts: dict[str, Any] = {"miles": miles}
    for key in ("safeties", "coups_fourres", "two_hundreds"):
        if f"{key}_1" in boxes:
            count = _ticks(boxes, key)
            if count or key == "two_hundreds":
                facts[key] = count
    if _ticks(boxes, Line.DELAYED_ACTION.value):
        facts["delayed"] = True
    if _ticks(boxes, "extension_called"):
        facts["extension"] = True
    return facts


def _failer(source: str, hand: int) -> Callable[..., LogError]:
    def fail(message: str, *, side: str | None = None) -> LogError:
        return LogError(message, source=source, hand=hand, side=side)

    return fail


def _number(text: str) -> int | None:
    cleaned = "".join(ch for ch in text if ch.isdigit())
    return int(cleaned) if cleaned else None


def check_stored(result: MatchResult, stored: Sequence[Stored], source: str) -> list[str]:
    """Where the sheet's stored points, or the lines it ticks, disagree with the scoring module.

    A line's points are the box the viewer filled or, where it is empty,
    what its ticked boxes make ("count × value", "tick = value"); totals,
    running totals and games won as stored. Each disagreement is one line
    naming the hand and side: a miscount, or a box ticked that the rules do
    not allow.
    """
    scoring = result.match.edition.scoring
    found: list[str] = []

    def say(hand: int, side: str | None, what: str, said: object, want: object) -> None:
        where = f"hand {hand}" + (f", side {side!r}" if side else "")
        found.append(f"{source}: {where}: {what}: the sheet says {said}, the rules {want}")

    for entry in stored:
        scored = result.hands[entry.hand - 1]
        expected: dict[str, int] = {}
        if scoring is not None:
            for line in scoring.lines:
                if line is Line.DISTANCE:
                    continue
                said = _number(entry.boxes.get(line.value, ""))
                ticks = f"{line.value}_1" in entry.boxes
                if said is None and ticks:
                    said = _ticks(entry.boxes, line.value) * scoring.value(line)
                want = scored.scores[entry.side].lines[line]
                if said is not None and said != want:
                    say(entry.hand, entry.side, line.value.replace("_", " "), said, want)
            expected["total"] = scored.total(entry.side)
            expected["running"] = result.running[entry.hand - 1][entry.side]
        else:
            expected["games_won"] = result.running[entry.hand - 1][entry.side]
            marked = _side_id(entry.winner) if entry.winner not in (None, "", "Off") else None
            if (marked is not None or scored.winner is not None) and (marked == entry.side) != (
                scored.winner == entry.side
            ):
                say(
                    entry.hand,
                    entry.side,
                    "won the game",
                    "yes" if marked == entry.side else "no",
                    "yes" if scored.winner == entry.side else "no",
                )
        for key, want in expected.items():
            said = _number(entry.boxes.get(key, ""))
            if said is not None and said != want:
                say(entry.hand, entry.side, key.replace("_", " "), said, want)
    return found


def import_sheets(
    sheets: Sequence[FilledSheet], *, build: Callable[[Mapping[str, Any]], MatchResult]
) -> tuple[dict[str, Any], MatchResult, list[str]]:
    """The log document of the sheets' facts, its checked match, and the disagreements.

    ``build`` is the log parser (``parse.build_result`` with the house rules
    beside the log); the disagreements are ``check_stored``'s, sheet by sheet.
    """
    document, stored = log_from_fields(sheets)
    result = build(document)
    found: list[str] = []
    for sheet in sheets:
        found += check_stored(result, [s for s in stored if s.source == sheet.source], sheet.source)
    return document, result, found


MAX_SHEET_BYTES = 32 * 1024 * 1024
"""The largest PDF read as a sheet: a 200-hand fillable sheet is a few megabytes."""


def load_sheet(path: Path) -> FilledSheet:
    """A filled sheet read from ``path``; ``LogError`` saying why it cannot be read."""
    data = read_bytes(path, LogError, limit=MAX_SHEET_BYTES, kind="a score sheet")
    return read_sheet(data, str(path))


def import_log(sheets: Sequence[Path], log: Path) -> tuple[str, list[str]]:
    """The text of the match log of filled sheets, to be written to ``log``, and the disagreements.

    ``log`` must not exist: an import never overwrites a log (``OutputError``).
    House rules named by the sheet are read beside ``log``, where the log
    names them; the text is read back by the parser before it is returned,
    so what is written is a log every command reads.
    """
    from generator.files import load_house_rules
    from generator.matchlog.parse import build_result, parse_result
    from generator.matchlog.write import log_text

    if log.exists() or log.is_symlink():
        raise OutputError(f"{log}: already exists: give another -o (an import never overwrites a log)")
    filled = [load_sheet(path) for path in sheets]

    def house(name: str) -> Edition:
        return load_house_rules(log.parent / name)

    def build(document: Mapping[str, Any]) -> MatchResult:
        return build_result(document, filled[0].source, house_rules=house)

    document, result, found = import_sheets(filled, build=build)
    rules = document.get("rules")
    text = log_text(result.match, rules=rules if isinstance(rules, str) else None)
    parse_result(text, str(log), house_rules=house)  # what is written reads back
    return text, found
