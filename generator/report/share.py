"""A few lines to paste in a chat or an e-mail: ``bornes score LOG... --summary``.

A match: its title and day, the result and why, every side's total, the
best hand. A season: its title and dates, the matches counted, the
standings (rank, name, wins, rating), the best hand and the closest finish.
Every sentence is the report's own (``match_report``, ``season_report``),
in the report's language, so the summary never says what the report does
not; names keep their bidi isolation, as a chat shows them.
"""

from __future__ import annotations

from generator.report.match_report import best_hand_sentence as match_best_hand
from generator.report.match_report import match_report
from generator.report.season_report import best_hand_sentence as season_best_hand
from generator.report.season_report import closest_sentence, season_report
from generator.rules.match import MatchResult
from generator.stats import season as stats
from generator.stats.match_story import ranked
from generator.text.bidi import isolate
from generator.text.dates import long_date
from generator.text.i18n import counted, counted_score, say
from generator.text.languages import Lang
from generator.text.numbers import format_number


def match_summary(result: MatchResult, lang: Lang) -> str:
    """The summary of one match, in ``lang``."""
    match = result.match
    report = match_report(result, lang)
    heading = report.title
    if match.date is not None:
        heading = say("share_heading", lang, title=heading, date=long_date(match.date, lang))
    lines = [heading, report.result, *report.result_details]
    if result.hands:
        totals = result.totals
        names = {side.id: side.name for side in match.sides}
        lines.append(
            say("comma", lang).join(
                say("standing", lang, name=isolate(names[side]), value=format_number(totals[side], lang))
                for side in ranked(totals, match.side_ids)
            )
        )
    best = match_best_hand(result, lang)
    if best is not None:
        lines.append(best)
    return "\n".join(lines) + "\n"


def season_summary_text(season: stats.Season, lang: Lang) -> str:
    """The summary of a season, in ``lang``: its standings in full, one line each."""
    report = season_report(season, lang)
    lines = [say("share_heading", lang, title=report.title, date=report.subtitle)]
    lines.append(report.count)
    final = season.ratings[-1].ratings if season.ratings else {}
    for rank, row in zip(stats.ranks(season.standings), season.standings, strict=True):
        lines.append(
            say(
                "share_standing",
                lang,
                rank=format_number(rank, lang),
                name=isolate(row.name),
                wins=counted_score("wins", row.won, lang),
                matches=counted("matches", row.played, lang),
                rating=format_number(final.get(row.name, stats.START_RATING), lang),
            )
        )
    for sentence in (season_best_hand(season, lang), closest_sentence(season, lang)):
        if sentence is not None:
            lines.append(sentence)
    return "\n".join(lines) + "\n"
