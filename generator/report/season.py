"""What a season report says: a club's standings with their rule, head-to-head, ratings, form.

Every figure is ``generator.stats.season``'s, over each match's scoring;
matches in progress are listed as such and left out of the standings, the
head-to-head and the ratings. The ranking rule and the rating's formula are
printed on the page.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator.errors import InputError
from generator.report.content import (
    Fact,
    Row,
    Table,
    edition_value,
    house_value,
    n,
    names_in_sentence,
)
from generator.report.wording import counted, say
from generator.rules.editions import Edition, Line, MatchKind
from generator.rules.match import MatchResult
from generator.stats import season as stats
from generator.summary import summary
from generator.text.bidi import isolate
from generator.text.dates import long_date, short_date


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


@dataclass(frozen=True)
class _SeasonMatch:
    """One match of a season: its name (the log's, when it has no title), its result and summary."""

    name: str
    result: MatchResult
    data: Mapping[str, Any]

    @property
    def label(self) -> str:
        return self.result.match.title or self.name

    @property
    def done(self) -> bool:
        return bool(self.data["finished"] and self.data["winner"] is not None)


def _rules_id(edition: Edition) -> str:
    return f"{edition.id} with house rules “{edition.house_rules}”" if edition.house_rules else edition.id


def season_report(results: Sequence[tuple[str, MatchResult]], lang: str) -> SeasonReport:
    """The report of several matches played with the same rules.

    ``results`` pairs each match with a name to show when it has no title (its
    log's file name). Matches are taken by date (undated ones last, in the
    order given). Sides are the same from one match to the next when their
    names are.
    """
    if not results:
        raise InputError("a season needs at least one match log")
    first_name, first = results[0]
    for name, other in results[1:]:
        if other.match.edition != first.match.edition:
            raise InputError(
                f"a season's logs must all use the same rules: {first_name} uses "
                f"{_rules_id(first.match.edition)}, {name} uses {_rules_id(other.match.edition)}"
            )
    edition = first.match.edition
    games = edition.match_kind is MatchKind.GAMES
    ordered = sorted(
        enumerate(results),
        key=lambda item: (item[1][1].match.date is None, item[1][1].match.date or datetime.date.min, item[0]),
    )
    matches = [_SeasonMatch(name, result, summary(result)) for _, (name, result) in ordered]
    played = [m.result for m in matches]
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
    count = counted("matches", len(matches), lang, n(len(matches), lang))
    open_matches = sum(1 for m in matches if not m.done)
    if open_matches:
        count = say("matches_with_open", lang, matches=count, open=n(open_matches, lang))
    facts.append(Fact(say("matches", lang), count))
    teams = all(m.result.match.setup.teams for m in matches)
    alone = not any(m.result.match.setup.teams for m in matches)
    side_word = say("team" if teams else "player" if alone else "side", lang)
    rules_name = edition_value(edition, lang)
    steps = stats.ratings(played)
    standings = stats.standings(played)
    return SeasonReport(
        lang=lang,
        title=title,
        subtitle=subtitle,
        facts=tuple(facts),
        standings_heading=say("standings", lang),
        standings=_standings(standings, played, steps, games, side_word, lang),
        ranking_rule=say("ranking_rule_games" if games else "ranking_rule", lang),
        head_to_head_heading=say("head_to_head", lang),
        head_to_head=_head_to_head(played, games, lang),
        ratings_heading=say("ratings", lang),
        ratings_note=say(
            "ratings_note",
            lang,
            start=n(stats.START_RATING, lang),
            k=n(stats.K, lang),
            scale=n(400, lang),
        ),
        ratings=_rating_tracks(standings, steps),
        rating_labels=tuple(n(step.index + 1, lang) for step in steps),
        highlights_heading=say("highlights", lang),
        highlights=tuple(_highlights(matches, games, lang)),
        matches_heading=say("matches_played", lang),
        matches=_matches(matches, games, lang),
        footer=f"{title} · {rules_name}",
        pdf_title=title,
        pdf_subject=say("subject", lang, title=title, rules=rules_name),
    )


def _standings(
    rows: Sequence[stats.Standing],
    played: Sequence[MatchResult],
    steps: Sequence[stats.RatingStep],
    games: bool,
    side_word: str,
    lang: str,
) -> Table:
    """Rank, side, played, won, win %, points (or games) per hand and per match, rating, form, total."""
    ranks = stats.ranks(rows)
    form = stats.form(played)
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
        cells = [n(rank, lang), isolate(row.name), n(row.played, lang), n(row.won, lang)]
        cells.append(say("percent", lang, value=n(row.win_percentage, lang)))
        if not games:
            cells += [n(row.hands_won, lang), n(row.per_hand, lang)]
        cells += [
            n(row.per_match, lang),
            n(final.get(row.name, stats.START_RATING), lang),
            recent,
            n(row.total, lang),
        ]
        out.append(Row(cells=tuple(cells), strong=rank == 1 and row.won > 0))
    kinds = ["rank", "name", *["number"] * (len(headers) - 2)]
    kinds[-2] = "text"  # the form: W L W
    return Table(
        tuple(headers), tuple(kinds), tuple(out), say("form_note", lang, count=n(stats.FORM_MATCHES, lang))
    )


def _head_to_head(played: Sequence[MatchResult], games: bool, lang: str) -> Table | None:
    """For each pair of sides: finished matches met, and how often each finished ahead."""
    meetings = stats.head_to_head(played)
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
                n(m.met, lang),
                n(m.first_ahead, lang),
                n(m.second_ahead, lang),
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


def _highlights(matches: Sequence[_SeasonMatch], games: bool, lang: str) -> list[str]:
    """The season's leaders: most matches won, best hand, most coups fourrés, closest finish."""
    done = [m for m in matches if m.done]
    lines: list[str] = []
    wins: dict[str, int] = {}
    best: dict[str, tuple[int, str]] = {}
    coups: dict[str, int] = {}
    for match in done:
        names = {s["id"]: s["name"] for s in match.data["sides"]}
        for sid, name in names.items():
            wins[name] = wins.get(name, 0) + int(match.data["winner"] == sid)
            coups[name] = coups.get(name, 0) + sum(h.facts[sid].coups_fourres for h in match.result.hands)
            for hand in match.data["hands"]:
                points = hand["scores"][sid].get("total", 0)
                if points > best.get(name, (0, ""))[0]:
                    best[name] = (points, match.label)
    if wins and max(wins.values()):
        most = max(wins.values())
        count = counted("series" if games else "matches", most, lang, n(most, lang))
        who = names_in_sentence([name for name, won in wins.items() if won == most], lang)
        lines.append(say("hl_most_series" if games else "hl_most_matches", lang, names=who, count=count))
    if not games and best:
        top = max(points for points, _ in best.values())
        if top:
            best_who = [
                say("hl_season_best_who", lang, name=isolate(name), match=isolate(label))
                for name, (points, label) in best.items()
                if points == top
            ]
            lines.append(
                say(
                    "hl_best_hand",
                    lang,
                    total=counted("points", top, lang, n(top, lang)),
                    who=_join(best_who, lang),
                )
            )
        scoring = matches[0].result.match.edition.scoring
        if scoring is not None and scoring.scores(Line.COUPS_FOURRES):
            most_coups = max(coups.values())
            if most_coups == 0:
                lines.append(say("season_none_count_coups_fourres", lang))
            else:
                most_names = names_in_sentence([name for name, c in coups.items() if c == most_coups], lang)
                what = counted("count_coups_fourres", 2, lang, "")
                lines.append(say("hl_most", lang, what=what, names=most_names, count=n(most_coups, lang)))
        finished = [m for m in done if len(m.data["totals"]) > 1]
        if finished:
            closest = min(_margin(m.data) for m in finished)
            labels = [isolate(m.label) for m in finished if _margin(m.data) == closest]
            margin = counted("points", closest, lang, n(closest, lang))
            lines.append(say("hl_closest", lang, match=_join_quoted(labels, lang), margin=margin))
    return lines


def _join(parts: Sequence[str], lang: str) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + say("and", lang) + parts[-1]


def _join_quoted(labels: Sequence[str], lang: str) -> str:
    return _join([say("quoted", lang, text=label) for label in labels], lang)


def _margin(data: Mapping[str, Any]) -> int:
    """The winner's lead over the next side at the end of a match."""
    totals = sorted(data["totals"].values(), reverse=True)
    return int(totals[0] - totals[1])


def _matches(matches: Sequence[_SeasonMatch], games: bool, lang: str) -> Table:
    """Each match: number, date, title and length, winner (or in progress), and every side's total."""
    headers = tuple(say(key, lang) for key in ("match_number", "date", "title", "winner_short", "totals"))
    rows = []
    for number, match in enumerate(matches, start=1):
        data = match.data
        day = match.result.match.date
        ranked = sorted(data["sides"], key=lambda s: -data["totals"][s["id"]])
        totals = ", ".join(f"{isolate(s['name'])}\u00a0{n(data['totals'][s['id']], lang)}" for s in ranked)
        if match.done:
            winner = isolate(next(s["name"] for s in data["sides"] if s["id"] == data["winner"]))
        else:
            winner = say("in_progress_short", lang)
        hands = len(data["hands"])
        length = counted("games" if games else "hands", hands, lang, n(hands, lang))
        rows.append(
            Row(
                cells=(
                    n(number, lang),
                    short_date(day, lang) if day else say("no_date", lang),
                    f"{isolate(match.label)} ({length})",
                    winner,
                    totals,
                )
            )
        )
    return Table(headers, ("rank", "text", "name", "name", "name"), tuple(rows))
