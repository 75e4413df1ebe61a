"""Reading filled fillable sheets back into a match log (``bornes import``).

A fillable sheet (``generator.sheets.form_writer``) carries what it is for
in its document information (edition, players, sides, names, first hand,
house-rules file) and, in its fields, each side's facts per hand: the miles
written in, a box ticked per safety, per coup fourré and per 200 laid, and
a box for the delayed action and for the extension's call. Its field names
and its metadata are ``generator.form_format``'s, the module the writer
uses too. The reading goes in three steps, each the one home of its checks:

1. ``read_sheet``: the PDF, with pypdf, to the metadata (``SheetMeta``,
   every value checked by ``SheetMeta.from_json``) and every field's value
   as text; what pypdf may be asked to read is decided here: at most
   ``MAX_SHEET_BYTES`` of file, its streams decoding to at most
   ``MAX_STREAM_BYTES`` each and ``MAX_DECODED_BYTES`` in all
   (``pypdf_internals.reading_limits``);
2. ``log_from_fields`` (pure): the values to a log document, the boxes
   grouped by block and side in one pass (``form_format.block_boxes``), at
   most ``form_format.MAX_SHEET_HANDS`` a sheet, each number read by
   ``form_format.box_number``, every later sheet's names and date compared
   with the first's;
3. the log parser checks that document like any other log
   (``parse.build_result``); the points the viewer computed and stored,
   and the boxes ticked for the lines (trip, safe trip, shut-out…), are
   then compared with the scoring module's (``check_stored``): each
   disagreement is reported by hand and side, and the facts are written all
   the same.

Several sheets of one match (the second made with ``--first-hand``) are
read in order, each starting where the one before stopped. ``import_to_log``
writes what they hold as a new log, under the log's lock.
"""

from __future__ import annotations

import datetime
import io
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.errors import BornesError, LogError, OutputError
from generator.files import read_bytes
from generator.form_format import (
    DATE,
    FACT_BOXES,
    GAMES_WON,
    MAX_SHEET_HANDS,
    META_KEY,
    MILES,
    RUNNING,
    TOTAL,
    UNTICKED,
    WON,
    SheetMeta,
    block_boxes,
    block_field,
    box_number,
    has_ticks,
    side_name_field,
    ticks,
)
from generator.inputs import normal_name, team_players
from generator.rules.editions import EDITIONS, CoupFourreRule, Edition, Line
from generator.rules.match import MatchResult
from generator.rules.questions import QUESTIONS, Kind


@dataclass(frozen=True)
class FilledSheet:
    """One sheet as read: its metadata and every field's value as text ("" when empty, "Off" unticked)."""

    source: str
    meta: SheetMeta
    values: Mapping[str, str]


MAX_STREAM_BYTES = 4 * 1024 * 1024
"""The most one stream of a sheet may decode to: a 200-hand sheet's largest is about 300 KB."""

MAX_DECODED_BYTES = 16 * 1024 * 1024
"""The most all the streams read from a sheet may decode to, together: reading a 200-hand sheet
of six sides decodes about 6 MB."""


def read_sheet(data: bytes, source: str) -> FilledSheet:
    """The metadata and field values of a filled fillable sheet; ``LogError`` when it is not one.

    pypdf reads it within ``pypdf_internals.reading_limits``: a sheet whose
    streams inflate past what any sheet holds is refused, not read.
    """
    from pypdf import PdfReader
    from pypdf.errors import LimitReachedError

    from generator.pdf.pypdf_internals import reading_limits

    fail = LogError
    # pypdf logs what it repairs ("EOF marker not found"): the user gets one line, ours.
    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    try:
        with reading_limits(per_stream=MAX_STREAM_BYTES, total=MAX_DECODED_BYTES) as budget:
            try:
                reader = PdfReader(io.BytesIO(data))
                info = reader.metadata
                raw = info.get(META_KEY) if info is not None else None
                fields = reader.get_fields() or {}
            except LimitReachedError:
                if budget.exceeded is None:  # one stream past pypdf's bound, as reading_limits set it
                    limit = MAX_STREAM_BYTES // (1024 * 1024)
                    says = f"is not a score sheet: a stream inflates past {limit} MB"
                    raise fail(says, source=source) from None
            except Exception as error:  # a damaged PDF can fail anywhere in pypdf: still one line
                if budget.exceeded is None:
                    raise fail(f"is not a PDF pypdf can read ({error})", source=source) from None
        if budget.exceeded is not None:  # said even where pypdf caught it and read on
            raise fail(f"is not a score sheet: {budget.exceeded}", source=source)
    finally:
        logger.setLevel(level)
    if raw is None:
        raise fail("is not a fillable Bornes sheet (made with `bornes sheet --fillable`)", source=source)
    meta = SheetMeta.from_json(str(raw), source)
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


def _names(sheet: FilledSheet) -> list[str | None]:
    """Each side's name on a sheet, in the order of its sides: typed, else printed; ``None`` if neither."""
    meta = sheet.meta
    names: list[str | None] = []
    for index, tag in enumerate(meta.sides):
        typed = " ".join(normal_name(sheet.values.get(side_name_field(tag), "")).split())
        printed = meta.names[index] if meta.names is not None else None
        names.append(typed or printed or None)
    return names


def _quoted(text: str) -> str:
    """A name or a date as a sheet holds it, for a one-line message: cut short."""
    return repr(text) if len(text) <= 40 else repr(text[:37]) + "…"


def _same_match(first: FilledSheet, sheet: FilledSheet) -> None:
    """Refuse a sheet whose names or date differ from the first sheet's: a sheet of another match.

    A name or a date left blank on a later sheet is no difference: players
    often write them on the first sheet only. Names compare as names do
    everywhere in Bornes (``normal_name``), whatever their case.
    """
    for tag, one, other in zip(first.meta.sides, _names(first), _names(sheet), strict=True):
        if one is not None and other is not None and one.casefold() != other.casefold():
            raise LogError(
                f"names side {tag} {_quoted(other)}, where the first sheet names it {_quoted(one)}: "
                "give the sheets of one match",
                source=sheet.source,
            )
    one_day, other_day = _date(first.values.get(DATE, "")), _date(sheet.values.get(DATE, ""))
    if one_day is not None and other_day is not None and one_day != other_day:
        raise LogError(
            f"is dated {other_day.isoformat()}, the first sheet {one_day.isoformat()}: "
            "give the sheets of one match",
            source=sheet.source,
        )


def log_from_fields(
    sheets: Sequence[FilledSheet], *, coups_apart: bool = False
) -> tuple[dict[str, Any], list[Stored]]:
    """A log document from the sheets' facts, and what each sheet stored, to check once scored.

    ``coups_apart``: the sheet's safeties row counts the safeties not laid as
    coups fourrés (``CoupFourreRule.INSTEAD``, [DJ14]); the log's ``safeties``
    counts every safety, so the coups fourrés are added to it.
    """
    first = sheets[0]
    meta = first.meta
    tags, kind = meta.sides, meta.kind
    sides: dict[str, str | dict[str, Any]] = {}
    per_side = meta.players // len(tags)
    for tag, named in zip(tags, _names(first), strict=True):
        name = named or tag
        # A team's box that lists its players ("Ana & Cleo") names them, so a season counts each one.
        players = team_players(name, per_side)
        sides[_side_id(tag)] = name if players is None else {"name": name, "players": list(players)}
    document: dict[str, Any] = {"edition": meta.edition, "players": meta.players, "sides": sides}
    if meta.rules:
        document["rules"] = meta.rules
    day = _date(first.values.get(DATE, ""))
    if day is not None:
        document["date"] = day
    hands: list[dict[str, dict[str, Any]]] = []
    stored: list[Stored] = []
    expected = 1
    for sheet in sheets:
        # The sheets of one match differ only in where they start and in the names printed.
        if sheet.meta._replace(names=meta.names, first_hand=meta.first_hand) != meta:
            raise LogError("is a sheet for other rules or sides than the first sheet", source=sheet.source)
        _same_match(first, sheet)
        start = sheet.meta.first_hand
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
        blocks = block_boxes(kind, sheet.values)
        if len(blocks) > MAX_SHEET_HANDS:
            raise LogError(
                f"has boxes for {len(blocks):,} hands, more than the {MAX_SHEET_HANDS} of any sheet "
                "`bornes sheet` makes",
                source=sheet.source,
            )
        number = start
        blank_seen: int | None = None
        while MILES in blocks.get(number, {}).get(tags[0], {}):
            fail = _failer(sheet.source, number)
            block = blocks[number]
            if all(not block.get(tag, {}).get(MILES, "").strip() for tag in tags):
                blank_seen = blank_seen or number
                number += 1
                continue
            if blank_seen is not None:
                raise fail(f"is filled in, but hand {blank_seen} before it is blank")
            hand: dict[str, dict[str, Any]] = {}
            won = sheet.values.get(block_field(kind, number, WON), "") if kind == "race" else None
            for tag in tags:
                boxes = block.get(tag, {})
                hand[_side_id(tag)] = _facts(boxes, fail, _side_id(tag), coups_apart=coups_apart)
                stored.append(Stored(sheet.source, len(hands) + 1, _side_id(tag), boxes, won))
            hands.append(hand)
            number += 1
        expected = number if blank_seen is None else blank_seen
    document["hands"] = hands
    return document, stored


def _facts(
    boxes: Mapping[str, str], fail: Callable[..., LogError], side: str, *, coups_apart: bool = False
) -> dict[str, Any]:
    """One side's facts in the log's words, from its block's boxes: the miles written in, and each
    fact of the question table the sheet has boxes for (``form_format.FACT_BOXES``), a count of the
    boxes ticked or whether one is. A fact is written where the table says a hand must say it (the
    200s, a 100 laid) or where it is not what a log leaves out (no safety, no call)."""
    try:
        miles = box_number(boxes.get(MILES, ""))
    except ValueError as error:
        raise fail(str(error), side=side) from None
    if miles is None:
        raise fail("no miles written in", side=side)
    facts: dict[str, Any] = {"miles": miles}
    for question in QUESTIONS:
        key = FACT_BOXES.get(question.fact)
        if key is None or not has_ticks(boxes, key):
            continue
        count = ticks(boxes, key)
        value = count if question.kind is Kind.COUNT else bool(count)
        if question.required or value != question.unasked:
            facts[question.fact] = value
    if coups_apart and facts.get("coups_fourres"):
        facts["safeties"] = facts.get("safeties", 0) + facts["coups_fourres"]
    return facts


def _failer(source: str, hand: int) -> Callable[..., LogError]:
    def fail(message: str, *, side: str | None = None) -> LogError:
        return LogError(message, source=source, hand=hand, side=side)

    return fail


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

    def number_in(entry: Stored, key: str, what: str) -> int | None:
        """The number in one of the boxes a viewer fills; a box that holds none is said, then skipped."""
        try:
            return box_number(entry.boxes.get(key, ""))
        except ValueError as error:
            where = f"hand {entry.hand}, side {entry.side!r}"
            found.append(f"{source}: {where}: {what}: {error}")
            return None

    for entry in stored:
        scored = result.hands[entry.hand - 1]
        expected: dict[str, int] = {}
        if scoring is not None:
            for line in scoring.lines:
                if line is Line.DISTANCE:
                    continue
                said = number_in(entry, line.value, line.value.replace("_", " "))
                if said is None and has_ticks(entry.boxes, line.value):
                    said = ticks(entry.boxes, line.value) * scoring.value(line)
                want = scored.scores[entry.side].lines[line]
                if said is not None and said != want:
                    say(entry.hand, entry.side, line.value.replace("_", " "), said, want)
            expected[TOTAL] = scored.total(entry.side)
            expected[RUNNING] = result.running[entry.hand - 1][entry.side]
        else:
            expected[GAMES_WON] = result.running[entry.hand - 1][entry.side]
            ticked = entry.winner is not None and entry.winner not in UNTICKED
            marked = _side_id(entry.winner) if ticked and entry.winner is not None else None
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
            said = number_in(entry, key, key.replace("_", " "))
            if said is not None and said != want:
                say(entry.hand, entry.side, key.replace("_", " "), said, want)
    return found


def import_sheets(
    sheets: Sequence[FilledSheet],
    *,
    build: Callable[[Mapping[str, Any]], MatchResult],
    edition: Edition | None = None,
) -> tuple[dict[str, Any], MatchResult, list[str]]:
    """The log document of the sheets' facts, its checked match, and the disagreements.

    ``build`` is the log parser (``parse.build_result`` with the house rules
    beside the log); the disagreements are ``check_stored``'s, sheet by sheet.
    ``edition`` is the rules the sheets were made for (the metadata's edition
    when not given): a sheet is read as they lay it out, and must be of the
    kind they make, a race sheet for rules without points.
    """
    meta = sheets[0].meta
    rules = edition if edition is not None else EDITIONS[meta.edition]
    if (meta.kind == "race") != (rules.scoring is None):
        raise LogError(
            f"is a {meta.kind} sheet, which {rules.house_rules or rules.id} do not make",
            source=sheets[0].source,
        )
    scoring = rules.scoring
    apart = scoring is not None and scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    document, stored = log_from_fields(sheets, coups_apart=apart)
    hands = len(document["hands"])
    if rules.match_hands is not None and hands > rules.match_hands:
        # [DJ14] plays one deal; a sheet filled with more is the match the table agreed.
        document["fixed_hands"] = hands
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

    ``log`` must not exist: an import never overwrites a log (``OutputError``;
    ``import_to_log`` holds the log's lock while it reads and writes, and
    writes with ``new=True``). House rules named by the sheet are read beside
    ``log``, where the log names them, and only there; the text is read back
    by the parser before it is returned, so what is written is a log every
    command reads.
    """
    if log.exists() or log.is_symlink():
        raise OutputError(f"{log}: already exists: give another -o (an import never overwrites a log)")
    return sheets_log([load_sheet(path) for path in sheets], log)


def sheets_log(filled: Sequence[FilledSheet], log: Path) -> tuple[str, list[str]]:
    """The text of the match log of sheets already read (a fillable sheet's fields, or a scan sheet's
    marks: ``generator.scan``), to be written to ``log``, and the disagreements (``import_log``)."""
    from generator.files import house_rules_beside
    from generator.matchlog.parse import build_result, parse_result
    from generator.matchlog.write import log_text

    house = house_rules_beside(log)

    def build(document: Mapping[str, Any]) -> MatchResult:
        return build_result(document, filled[0].source, house_rules=house)

    meta = filled[0].meta
    try:
        edition = house(meta.rules) if meta.rules else None
    except BornesError as error:  # as the log parser words it, naming the sheet
        raise LogError(f"house rules: {error}", source=filled[0].source) from None
    document, result, found = import_sheets(filled, build=build, edition=edition)
    rules = document.get("rules")
    text = log_text(result.match, rules=rules if isinstance(rules, str) else None)
    parse_result(text, str(log), house_rules=house)  # what is written reads back
    return text, found


def import_to_log(sheets: Sequence[Path], output: Path | None, *, warn: Callable[[str], None]) -> Path | None:
    """``bornes import``: the filled ``sheets`` written as a new match log, the path written
    (``None`` for standard output).

    The log is ``output``, else the first sheet's name ending in ``.toml``;
    it is never one of the sheets, and never written over (``write_new_log``).
    ``warn`` is told each disagreement between the totals a sheet stored and
    the scoring module's, before the log is written.
    """
    path = output or sheets[0].with_suffix(".toml")
    return write_new_log(path, lambda: import_log(sheets, path), inputs=sheets, warn=warn)


def write_new_log(
    path: Path,
    make: Callable[[], tuple[str, list[str]]],
    *,
    inputs: Sequence[Path],
    warn: Callable[[str], None],
) -> Path | None:
    """A new match log written to ``path`` from what ``make`` reads (its text and the disagreements,
    each told to ``warn``); the path written (``None`` for standard output).

    ``path`` is never one of the ``inputs`` and never written over. Its lock
    (``LogLock``) is held from the first look at the log to its last byte, as
    ``bornes log`` holds it: no session can start the log meanwhile, and a
    file made meanwhile is left as it is. ``bornes import`` and ``bornes
    scan`` both write through here.
    """
    from generator.files import AlreadyExists, LogLock, check_output, write_output

    check_output(path, inputs=inputs)
    with LogLock(path):
        text, found = make()
        for disagreement in found:
            warn(disagreement)
        try:
            return write_output(path, text.encode("utf-8"), inputs=inputs, new=True)
        except AlreadyExists:
            said = "was made by another program while the sheets were read: it is left as it is"
            raise OutputError(f"{path}: {said}") from None
