"""What a season report says: a club's standings with their rule, head-to-head, ratings, form.

Every figure is a field of ``generator.stats.season.Season`` or a function of
that module over its matches; matches in progress are listed as such and left
out of the standings, the head-to-head and the ratings. The ranking rule and
the rating's formula are printed on the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from generator.report.content import (
    Fact,
    Row,
    Table,
    edition_value,
    house_value,
    join_phrases,
    names_in_sentence,
)
from generator.rules.editions import Line, MatchKind
from generator.stats import season as stats
from generator.stats.match_story import most as most_of
from generator.text.bidi import isolate
from generator.text.dates import long_date, short_date
from generator.text.i18n import N_, counted, say
from generator.text.numbers import format_number


@dataclass(frozen=True)
class RatingTrack:
    """One side's rating after each finished match it had played (``None`` before its first)."""

    name: str
    ratings: tuple[int | None, ...]


@dataclass(frozen=True)
class SeasonReport:
    """Everything a season report prints: standings, head-to-head, ratings and each match."""

    lang: str
    title: str
    subtitle: str
    facts: tuple[Fact, ...]
    count: str  # the matches: "12 matches, 1 in progress (not counted)"
    standings_heading: str
    standings: Table
    ranking_rule: str
    head_to_head_heading: str
    head_to_head: Table | None
    ratings_heading: str
    ratings_note: str
    ratings: tuple[RatingTrack, ...]
    rating_labels: tuple[str, ...]  # the x axis: each finished match's number
    highlights_heading: str
    highlights: tuple[str, ...]
    matches_heading: str
    matches: Table
    footer: str
    pdf_title: str
    pdf_subject: str


def season_report(season: stats.Season, lang: str) -> SeasonReport:
    """The report of a season (``generator.stats.season.season``), in ``lang``."""
    edition = season.edition
    games = edition.match_kind is MatchKind.GAMES
    matches = season.matches
    dates = [m.result.match.date for m in matches if m.result.match.date is not None]
    title = say("season_report", lang)
    subtitle = say("season", lang)
    if dates:
        first_day, last_day = long_date(min(dates), lang), long_date(max(dates), lang)
        subtitle = (
            first_day if first_day == last_day else say("seasons_dates", lang, first=first_day, last=last_day)
        )
    facts = [Fact(say("edition", lang), edition_value(edition, lang))]
    if edition.house_rules is not None:
        facts.append(Fact(say("house_rules", lang), house_value(edition, lang)))
    count = counted("matches", len(matches), lang)
    open_matches = sum(1 for m in matches if not m.finished)
    if open_matches:
        count = say("matches_with_open", lang, matches=count, open=format_number(open_matches, lang))
    facts.append(Fact(say("matches", lang), count))
    teams = all(m.result.match.setup.teams for m in matches)
    alone = not any(m.result.match.setup.teams for m in matches)
    side_word = say("team" if teams else "player" if alone else "side", lang)
    rules_name = edition_value(edition, lang)
    steps = season.ratings
    standings = season.standings
    return SeasonReport(
        lang=lang,
        title=title,
        subtitle=subtitle,
        facts=tuple(facts),
        count=count,
        standings_heading=say("standings", lang),
        standings=_standings(standings, season.form, steps, games, side_word, lang),
        ranking_rule=say("ranking_rule_games" if games else "ranking_rule", lang),
        head_to_head_heading=say("head_to_head", lang),
        head_to_head=_head_to_head(season.head_to_head, lang),
        ratings_heading=say("ratings", lang),
        ratings_note=say(
            "ratings_note",
            lang,
            start=format_number(stats.START_RATING, lang),
            k=format_number(stats.K, lang),
            scale=format_number(400, lang),
        ),
        ratings=_rating_tracks(standings, steps),
        rating_labels=tuple(format_number(step.index + 1, lang) for step in steps),
        highlights_heading=say("highlights", lang),
        highlights=tuple(_highlights(season, games, lang)),
        matches_heading=say("matches_played", lang),
        matches=_matches(matches, games, lang),
        footer=f"{title} · {rules_name}",
        pdf_title=title,
        pdf_subject=say("subject", lang, title=title, rules=rules_name),
    )


def _standings(
    rows: Sequence[stats.Standing],
    form: Mapping[str, tuple[bool, ...]],
    steps: Sequence[stats.RatingStep],
    games: bool,
    side_word: str,
    lang: str,
) -> Table:
    """Rank, side, played, won, win %, points (or games) per hand and per match, rating, form, total."""
    ranks = stats.ranks(rows)
    final = steps[-1].ratings if steps else {}
    won_word, lost_word = say("form_won", lang), say("form_lost", lang)
    headers = [say("rank", lang), side_word, say("played", lang)]
    headers += [say("series_won" if games else "matches_won", lang), say("win_percentage", lang)]
    if games:
        headers += [
            say("games_per_match", lang),
            say("rating", lang),
            say("form", lang),
            say("games_won", lang),
        ]
    else:
        headers += [
            say("hands_won", lang),
            say("points_per_hand", lang),
            say("points_per_match", lang),
            say("rating", lang),
            say("form", lang),
            say("points", lang),
        ]
    out = []
    for rank, row in zip(ranks, rows, strict=True):
        recent = " ".join(won_word if won else lost_word for won in form.get(row.name, ()))
        cells = [
            format_number(rank, lang),
            isolate(row.name),
            format_number(row.played, lang),
            format_number(row.won, lang),
        ]
        cells.append(say("percent", lang, value=format_number(row.win_percentage, lang)))
        if not games:
            cells += [format_number(row.hands_won, lang), format_number(row.per_hand, lang)]
        cells += [
            format_number(row.per_match, lang),
            format_number(final.get(row.name, stats.START_RATING), lang),
            recent,
            format_number(row.total, lang),
        ]
        out.append(Row(cells=tuple(cells), strong=rank == 1 and row.won > 0))
    kinds = ["rank", "name", *["number"] * (len(headers) - 2)]
    kinds[-2] = "text"  # the form: W L W
    return Table(
        tuple(headers),
        tuple(kinds),
        tuple(out),
        say("form_note", lang, count=format_number(stats.FORM_MATCHES, lang)),
    )


def _head_to_head(meetings: Sequence[stats.Meeting], lang: str) -> Table | None:
    """For each pair of sides: finished matches met, and how often each finished ahead."""
    if not meetings:
        return None
    headers = (
        say("side", lang),
        say("side", lang),
        say("met", lang),
        say("ahead_first", lang),
        say("ahead_second", lang),
    )
    rows = tuple(
        Row(
            cells=(
                isolate(m.first),
                isolate(m.second),
                format_number(m.met, lang),
                format_number(m.first_ahead, lang),
                format_number(m.second_ahead, lang),
            )
        )
        for m in meetings
    )
    return Table(headers, ("name", "name", "number", "number", "number"), rows)


def _rating_tracks(
    rows: Sequence[stats.Standing], steps: Sequence[stats.RatingStep]
) -> tuple[RatingTrack, ...]:
    """Each ranked side's rating after every finished match, ``None`` before it first played."""
    return tuple(RatingTrack(row.name, tuple(step.ratings.get(row.name) for step in steps)) for row in rows)


def _highlights(season: stats.Season, games: bool, lang: str) -> list[str]:
    """The season's leaders: most matches won, best hand, most coups fourrés, closest finish."""
    played = season.results
    lines: list[str] = []
    most, winners = most_of(stats.matches_won(played))
    if most:
        count = counted("series" if games else "matches", most, lang)
        who = names_in_sentence(winners, lang)
        lines.append(say("hl_most_series" if games else "hl_most_matches", lang, names=who, count=count))
    best = best_hand_sentence(season, lang)
    if not games and best is not None:
        lines.append(best)
    if not games:
        scoring = season.edition.scoring
        if scoring is not None and scoring.scores(Line.COUPS_FOURRES):
            most_coups, coups_names = most_of(stats.coups_fourres(played))
            if most_coups == 0:
                lines.append(say("season_none_count_coups_fourres", lang))
            else:
                what = counted("count_coups_fourres", 2, lang, "")
                who_most = names_in_sentence(coups_names, lang)
                lines.append(
                    say("hl_most", lang, what=what, names=who_most, count=format_number(most_coups, lang))
                )
        closest = closest_sentence(season, lang)
        if closest is not None:
            lines.append(closest)
    return lines


def best_hand_sentence(season: stats.Season, lang: str) -> str | None:
    """ "Best hand: 2,200 points, Ana in “Night 1”."; ``None`` when no hand scored."""
    best = stats.best_hands(season.results)
    if not best:
        return None
    by_match: dict[int, list[str]] = {}
    for entry in best:
        by_match.setdefault(entry.index, []).append(entry.name)
    who = [
        say(
            "hl_season_best_who",
            lang,
            name=names_in_sentence(names, lang),
            match=isolate(season.matches[index].label),
        )
        for index, names in by_match.items()
    ]
    return say(
        "hl_best_hand", lang, total=counted("points", best[0].points, lang), who=join_phrases(who, lang)
    )


def closest_sentence(season: stats.Season, lang: str) -> str | None:
    """ "Closest finish: “Night 2”, won by 400 points."; ``None`` without a points match won."""
    if season.edition.match_kind is MatchKind.GAMES:
        return None
    closest = stats.closest(season.results)
    if closest is None:
        return None
    labels = [isolate(season.matches[index].label) for index in closest.indexes]
    margin = counted("points", closest.margin, lang)
    return say("hl_closest", lang, match=_join_quoted(labels, lang), margin=margin)


def _join_quoted(labels: Sequence[str], lang: str) -> str:
    return join_phrases([say("quoted", lang, text=label) for label in labels], lang)


def _matches(matches: Sequence[stats.SeasonMatch], games: bool, lang: str) -> Table:
    """Each match: number, date, title and length, winner (or in progress), and every side's total."""
    headers = tuple(
        say(key, lang)
        for key in (N_("match_number"), N_("date"), N_("title"), N_("winner_short"), N_("totals"))
    )
    rows = []
    for number, match in enumerate(matches, start=1):
        result = match.result
        day = result.match.date
        totals = result.totals
        ranked = sorted(result.match.sides, key=lambda s: -totals[s.id])
        shown = ", ".join(f"{isolate(s.name)}\u00a0{format_number(totals[s.id], lang)}" for s in ranked)
        won_by = stats.winner_name(result)  # None while the match is in progress
        winner = say("in_progress_short", lang) if won_by is None else isolate(won_by)
        hands = len(result.hands)
        length = counted("games" if games else "hands", hands, lang)
        rows.append(
            Row(
                cells=(
                    format_number(number, lang),
                    short_date(day, lang) if day else say("no_date", lang),
                    f"{isolate(match.label)} ({length})",
                    winner,
                    shown,
                )
            )
        )
    return Table(headers, ("rank", "text", "name", "name", "name"), tuple(rows))
