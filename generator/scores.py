"""What ``bornes score`` gives of its scored logs: the terminal's table, lines to paste, CSV, JSON or a
workbook, for one match or for a season.

Each comes from the module that makes it (``generator.textout``,
``generator.report.share``, ``generator.csvout``, ``generator.summary``,
``generator.spreadsheet``), imported only when it is asked for: the terminal's
table of one match loads none of the others, nor the season's statistics.
``season`` is the logs' season (``generator.stats.season``), or ``None`` when
they are read as matches.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from generator.text.languages import Lang

if TYPE_CHECKING:
    from generator.rules.match import MatchResult
    from generator.stats.season import Season
    from generator.summary_shapes import MatchJSON, SeasonJSON

Scored = Sequence[tuple[str, "MatchResult"]]
"""Scored matches, each with its log's name."""


def score_text(
    results: Scored,
    season: Season | None,
    *,
    lang: Lang | None,
    csv: bool = False,
    summary: bool = False,
    width: int | None = None,
) -> str:
    """The text ``bornes score`` prints, ending with a new line.

    ``csv``: the CSV table, a row per hand and side (a season: its
    standings); ``summary``: a few lines to paste in a chat, the result and
    the best hand (a season: its standings); else the terminal's table (a
    season's fitted to ``width`` characters, where given). The words are in
    ``lang``, by default the first match's edition's language.
    """
    first = results[0][1]
    lang = lang or first.match.edition.language
    if csv:
        from generator.csvout import scores_csv, standings_rows, to_csv

        return to_csv(standings_rows(season)) if season is not None else scores_csv(results)
    if summary:
        from generator.report.share import match_summary, season_summary_text

        return season_summary_text(season, lang) if season is not None else match_summary(first, lang)
    if season is not None:
        from generator.report.report_text import season_table

        return (season_table(season, lang) if width is None else season_table(season, lang, width)) + "\n"
    from generator.textout import score_table

    return score_table(first, lang) + "\n"


def score_json(results: Scored, season: Season | None) -> MatchJSON | SeasonJSON:
    """``bornes score --json``: the first match's scores, or the season's standings, ratings,
    head-to-head, form and players (``generator.summary``)."""
    if season is not None:
        from generator.summary import season_summary

        return season_summary(season)
    from generator.summary import summary

    return summary(results[0][1])


def score_workbook(results: Scored, season: Season | None, *, lang: Lang | None) -> bytes:
    """``bornes score -o FILE.xlsx``: a workbook of every hand, after a season's standings, matches,
    ratings and head-to-head (``generator.csvout``, ``generator.spreadsheet``), in the words of
    ``lang``, by default the first match's edition's language."""
    from generator.csvout import hand_rows, season_tables
    from generator.spreadsheet import workbook

    edition = results[0][1].match.edition
    tables = season_tables(season) if season is not None else ()
    return workbook([*tables, hand_rows(results)], lang=lang or edition.language, edition=edition)
