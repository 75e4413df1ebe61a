"""Scored matches and seasons as tables, for a spreadsheet: ``bornes score --csv`` and ``-o FILE.xlsx``.

``hand_rows``: one row per hand and side, with every logged fact, every
line's points (``points_distance``, ``points_safe_trip``…, the lines any of
the matches scores, named as in ``bornes score --json``), the hand's total
and the running total; several logs make one table, each row carrying its
log, title and date. A season's tables (``season_tables``) are its standings,
its matches, each rating step and the head-to-head, their columns named as
the season's JSON names them. The first row names the columns; numbers are
plain (no thousands separator), yes/no facts are 1 or 0, and a fact not
logged (``two_hundreds`` of a side that did not say) is an empty cell; a
``hundreds_played`` column follows ``delayed`` where a match scores [DJ]'s
variant without a 200 or a 100. For a
series without points (Dujardin 2025) ``hand_total`` is 1 for the game's
winner and ``running_total`` counts games won.

Names and titles come from logs and sheets other people send: a text cell
that a spreadsheet would read as a formula (starting with ``=``, ``+``,
``-``, ``@``, a tab or a carriage return, or their full-width forms, after
any spaces and invisible characters) is neutralised, the OWASP rule for
CSV injection (owasp.org/www-community/attacks/CSV_Injection): a ``'`` is
put before it in the CSV (``neutral``), and in a workbook the cell is text
marked as typed (``generator.spreadsheet``), so it shows as it was typed and
is never calculated. A cell holding a carriage return is quoted, so that no
spreadsheet starts a new row (and a formula) in the middle of it. Nothing
else is changed: a title's control and format characters are its data, kept.
"""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Sequence
from typing import NamedTuple

from generator.rules.editions import LINES, Line, MatchKind
from generator.rules.match import MatchResult
from generator.rules.scoring import SideFacts
from generator.stats.match_story import hand_stories
from generator.stats.rounding import plain
from generator.stats.season import START_RATING, Season, ranks, winner_name

FACT_COLUMNS = ("miles", "safeties", "coups_fourres", "two_hundreds", "delayed")
HEAD = ("log", "title", "date", "edition", "house_rules", "hand", "trip", "side", "name")
HAND = ("won_hand", "completed_trip", *FACT_COLUMNS, "extension_called", "extension_made", "shutout")
TAIL = ("hand_total", "running_total")

FORMULA_SIGNS = ("=", "+", "-", "@")
FORMULA_START = (*FORMULA_SIGNS, "\t", "\r")
"""What a spreadsheet reads as the start of a formula in a text cell (OWASP, CSV Injection): a sign,
or a tab or carriage return before one."""

Cell = str | int | float | bool | None


class Sheet(NamedTuple):
    """A table to write: its name (a workbook's sheet), its columns, its rows of cells."""

    name: str
    columns: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]


def is_formula(text: str) -> bool:
    """Whether a spreadsheet would read this text cell as a formula: its first character that is
    neither a space nor invisible (Unicode ``Zs``, ``Cf``) is one of ``FORMULA_START``, or a
    full-width form of one (``＝``, which some spreadsheets take for ``=``)."""
    shown = next((char for char in text if unicodedata.category(char) not in ("Zs", "Cf")), "")
    return text.startswith(FORMULA_START) or unicodedata.normalize("NFKC", shown) in FORMULA_SIGNS


def neutral(text: str) -> str:
    """A text cell as a CSV holds it: a ``'`` before a formula, so it is never calculated."""
    return f"'{text}" if is_formula(text) else text


def _facts(facts: SideFacts) -> tuple[Cell, ...]:
    """A side's logged facts, in the order of ``FACT_COLUMNS``."""
    return (facts.miles, facts.safeties, facts.coups_fourres, facts.two_hundreds, facts.delayed)


def _cell(value: Cell) -> str | int | float:
    """Booleans as 1 and 0, nothing as an empty cell, text neutralised, numbers as they are."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, str):
        return neutral(value)
    return value


def hand_rows(results: Sequence[tuple[str, MatchResult]]) -> Sheet:
    """A row per hand and side of these matches (each paired with its log's name), with a column
    for each line any of them scores."""
    used = {
        line
        for _, result in results
        for hand in result.hands
        for breakdown in hand.scores.values()
        for line in breakdown.lines
    }
    lines = [line for line in LINES if line in used]
    # The 100s laid matter only where [DJ]'s variant is scored: their column only then.
    hundreds = Line.WITHOUT_HUNDREDS in used
    hand_columns = (*HAND[: HAND.index("delayed") + 1], "hundreds_played", *HAND[HAND.index("delayed") + 1 :])
    rows: list[tuple[Cell, ...]] = []
    for name, result in results:
        match = result.match
        games = match.edition.match_kind is MatchKind.GAMES
        date = match.date.isoformat() if match.date else None
        stories = hand_stories(result)
        for hand, running, story in zip(result.hands, result.running, stories, strict=True):
            for side in match.sides:
                breakdown = hand.scores.get(side.id)  # none in a series without points
                called = story.extension_caller == side.id
                rows.append(
                    (
                        name,
                        match.title,
                        date,
                        match.edition.id,
                        match.edition.house_rules,
                        story.number,
                        hand.trip_length,
                        side.id,
                        side.name,
                        hand.winner == side.id,
                        hand.completed == side.id,
                        *_facts(hand.facts[side.id]),
                        *((hand.facts[side.id].hundreds_played,) if hundreds else ()),
                        called,
                        story.extension_made if called else None,
                        side.id in story.shutouts,
                        *(breakdown.lines.get(line) if breakdown else None for line in lines),
                        int(hand.winner == side.id) if games else hand.total(side.id),
                        running[side.id],
                    )
                )
    facts = hand_columns if hundreds else HAND
    columns = (*HEAD, *facts, *(f"points_{line.value}" for line in lines), *TAIL)
    return Sheet("hands", columns, tuple(rows))


STANDINGS = (
    "rank",
    "name",
    "played",
    "won",
    "win_percentage",
    "hands",
    "hands_won",
    "total",
    "per_match",
    "per_hand",
    "rating",
    "form",
)
"""The standings' columns: the season JSON's, then the rating after the last match and the form
(the last finished matches, oldest first, 1 won, ½ shared and 0 lost, as "1 0 ½")."""

FORM_CELL = {True: "1", None: "½", False: "0"}
"""A match of the form in the standings' CSV: won, shared (level at the top), lost; Elo's scores."""


def standings_rows(season: Season) -> Sheet:
    """The season's standings, ranked, as the report prints them."""
    final = season.ratings[-1].ratings if season.ratings else {}
    rows = tuple(
        (
            rank,
            row.name,
            row.played,
            plain(row.won),
            row.win_percentage,
            row.hands,
            row.hands_won,
            row.total,
            plain(row.per_match),
            row.per_hand,
            final.get(row.name, START_RATING),
            " ".join(FORM_CELL[won] for won in season.form.get(row.name, ())),
        )
        for rank, row in zip(ranks(season.standings), season.standings, strict=True)
    )
    return Sheet("standings", STANDINGS, rows)


def season_tables(season: Season) -> tuple[Sheet, ...]:
    """A season's standings, matches (a row per side), rating steps (a row per player and match)
    and head-to-head, as the season's JSON names their columns."""
    matches: list[tuple[Cell, ...]] = []
    for number, match in enumerate(season.matches, start=1):
        result = match.result
        day = result.match.date.isoformat() if result.match.date else None
        won = winner_name(result) if match.finished else None
        for side in result.match.sides:
            matches.append(
                (
                    number,
                    match.name,
                    result.match.title,
                    day,
                    match.finished,
                    side.name,
                    " & ".join(side.players) or None,
                    result.totals[side.id],
                    side.name == won if match.finished else None,
                )
            )
    steps = tuple(
        (step.index + 1, name, step.ratings[name], change)
        for step in season.ratings
        for name, change in step.changes.items()
    )
    meetings = tuple((m.first, m.second, m.met, m.first_ahead, m.second_ahead) for m in season.head_to_head)
    return (
        standings_rows(season),
        Sheet(
            "matches",
            ("match", "log", "title", "date", "finished", "side", "players", "total", "won"),
            tuple(matches),
        ),
        Sheet("ratings", ("match", "name", "rating", "change"), steps),
        Sheet("head_to_head", ("first", "second", "met", "first_ahead", "second_ahead"), meetings),
    )


def to_csv(sheet: Sheet) -> str:
    """A table as CSV text: the columns, then every row; text neutralised (``neutral``), and a row
    with a carriage return in a cell written with its text quoted (the ``csv`` module quotes a line
    feed, not a lone carriage return, which spreadsheets also take for a new row)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    quoting = csv.writer(out, lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
    writer.writerow(sheet.columns)
    for row in sheet.rows:
        cells = [_cell(value) for value in row]
        carriage_return = any(isinstance(cell, str) and "\r" in cell for cell in cells)
        (quoting if carriage_return else writer).writerow(cells)
    return out.getvalue()


def scores_csv(results: Sequence[tuple[str, MatchResult]]) -> str:
    """The CSV text of these matches, each paired with its log's name: a row per hand and side."""
    return to_csv(hand_rows(results))
