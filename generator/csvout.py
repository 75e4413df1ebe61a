"""Scored matches as CSV, for a spreadsheet: ``bornes score LOG... --csv``.

One row per hand and side, with every logged fact, every line's points
(``points_distance``, ``points_safe_trip``…, the lines any of the matches
scores, named as in ``bornes score --json``), the
hand's total and the running total; several logs make one table, each row
carrying its log, title and date. The first row names the columns; numbers
are plain (no thousands separator), yes/no facts are 1 or 0, and a fact not
logged (``two_hundreds`` of a side that did not say) is an empty cell. For a
series without points (Dujardin 2025) ``hand_total`` is 1 for the game's
winner and ``running_total`` counts games won.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from typing import Any

from generator.rules.editions import LINES
from generator.rules.match import MatchResult
from generator.summary import summary

FACT_COLUMNS = ("miles", "safeties", "coups_fourres", "two_hundreds", "delayed")
HEAD = ("log", "title", "date", "edition", "house_rules", "hand", "trip", "side", "name")
HAND = ("won_hand", "completed_trip", *FACT_COLUMNS, "extension_called", "extension_made", "shutout")
TAIL = ("hand_total", "running_total")


def _cell(value: Any) -> Any:
    """Booleans as 1 and 0, nothing as an empty cell, the rest as it is."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return int(value)
    return value


def scores_csv(results: Sequence[tuple[str, MatchResult]]) -> str:
    """The CSV text of these matches, each paired with its log's name; lines any of them scores."""
    datas = [(name, summary(result)) for name, result in results]
    used = {
        key
        for _, data in datas
        for hand in data["hands"]
        for score in hand["scores"].values()
        for key in score
    }
    lines = [line.value for line in LINES if line.value in used]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow((*HEAD, *HAND, *(f"points_{line}" for line in lines), *TAIL))
    for name, data in datas:
        names = {side["id"]: side["name"] for side in data["sides"]}
        for hand in data["hands"]:
            extension = hand["extension"]
            for side, side_name in names.items():
                facts = hand["facts"][side]
                score = hand["scores"][side]
                games = "won" in score
                called = extension is not None and extension["caller"] == side
                row = [
                    name,
                    data["title"],
                    data["date"],
                    data["edition"],
                    data["house_rules"],
                    hand["number"],
                    hand["trip"],
                    side,
                    side_name,
                    hand["winner"] == side,
                    hand["completed"] == side,
                    *(facts[key] for key in FACT_COLUMNS),
                    called,
                    extension["made"] if called else None,
                    side in hand["shutouts"],
                    *(score.get(line) for line in lines),
                    int(score["won"]) if games else score["total"],
                    hand["running"][side],
                ]
                writer.writerow([_cell(value) for value in row])
    return out.getvalue()
