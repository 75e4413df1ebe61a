"""Scored matches as CSV, for a spreadsheet: ``bornes score LOG... --csv``.

One row per hand and side, with every logged fact, every line's points
(``points_distance``, ``points_safe_trip``…, the lines any of the matches
scores, named as in ``bornes score --json``), the
hand's total and the running total; several logs make one table, each row
carrying its log, title and date. The first row names the columns; numbers
are plain (no thousands separator), yes/no facts are 1 or 0, and a fact not
logged (``two_hundreds`` of a side that did not say) is an empty cell; a
``hundreds_played`` column follows ``delayed`` where a match scores [DJ]'s
variant without a 200 or a 100. For a
series without points (Dujardin 2025) ``hand_total`` is 1 for the game's
winner and ``running_total`` counts games won.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence

from generator.rules.editions import LINES, Line, MatchKind
from generator.rules.match import MatchResult
from generator.rules.scoring import SideFacts
from generator.stats.match_story import hand_stories

FACT_COLUMNS = ("miles", "safeties", "coups_fourres", "two_hundreds", "delayed")
HEAD = ("log", "title", "date", "edition", "house_rules", "hand", "trip", "side", "name")
HAND = ("won_hand", "completed_trip", *FACT_COLUMNS, "extension_called", "extension_made", "shutout")
TAIL = ("hand_total", "running_total")

Cell = str | int | bool | None


def _facts(facts: SideFacts) -> tuple[Cell, ...]:
    """A side's logged facts, in the order of ``FACT_COLUMNS``."""
    return (facts.miles, facts.safeties, facts.coups_fourres, facts.two_hundreds, facts.delayed)


def _cell(value: Cell) -> str | int:
    """Booleans as 1 and 0, nothing as an empty cell, the rest as it is."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    return value


def scores_csv(results: Sequence[tuple[str, MatchResult]]) -> str:
    """The CSV text of these matches, each paired with its log's name; lines any of them scores."""
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
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        (*HEAD, *(hand_columns if hundreds else HAND), *(f"points_{line.value}" for line in lines), *TAIL)
    )
    for name, result in results:
        match = result.match
        games = match.edition.match_kind is MatchKind.GAMES
        date = match.date.isoformat() if match.date else None
        stories = hand_stories(result)
        for hand, running, story in zip(result.hands, result.running, stories, strict=True):
            for side in match.sides:
                breakdown = hand.scores.get(side.id)  # none in a series without points
                called = story.extension_caller == side.id
                row: list[Cell] = [
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
                ]
                writer.writerow([_cell(value) for value in row])
    return out.getvalue()
