"""What a match report and a season report say: plain data, every number from the rules.

``match_report`` reads ``generator.summary.summary(result)`` (what ``bornes
score --json`` prints) for every point, total and winner, and the logged
facts (miles, coups fourrés) for the highlights; it adds nothing up that the
scoring module computes. Numbers are formatted here for the language
(``format_number``), so drawing (``render``) only places strings.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator.errors import InputError
from generator.report.wording import counted, say
from generator.rules.editions import EDITIONS, EXTENDED_TRIP, Edition, Line, MatchKind, Setup
from generator.rules.match import MatchResult, Reason
from generator.summary import summary
from generator.text.changes import describe_changes
from generator.text.dates import long_date, short_date
from generator.text.labels import line_label
from generator.text.numbers import format_number

ZERO = "–"
"""Printed for a line worth nothing in a hand: the table reads faster than with rows of 0."""

WON = "★"
"""Marks the hand's (or match's) winner in the tables, as the star marks it on the chart."""


@dataclass(frozen=True)
class Fact:
    """One line of the report's header: a label and its value."""

    label: str
    value: str


@dataclass(frozen=True)
class Row:
    """A table row: its cells, whether it is a winner's, and the group (hand) it belongs to."""

    cells: tuple[str, ...]
    strong: bool = False
    group: int = 0
    first_in_group: bool = True


@dataclass(frozen=True)
class Table:
    """A table: headers, rows, and each column's kind.

    Kinds: "rank" (a short number, centred), "name" (user text that wraps),
    "text", "number" (right-aligned), "mark" (a ★, centred).
    """

    headers: tuple[str, ...]
    kinds: tuple[str, ...]
    rows: tuple[Row, ...]
    note: str | None = None
    grouped: bool = False  # rows come in groups (a hand's sides), shaded in turn and kept on one page


@dataclass(frozen=True)
class MatchReport:
    """Everything a match report prints, in one language."""

    lang: str
    title: str
    subtitle: str
    facts: tuple[Fact, ...]
    result: str  # the winner and total, or "match in progress"
    result_details: tuple[str, ...]  # why, or who leads
    chart_heading: str
    standings_heading: str
    standings: Table
    highlights_heading: str
    highlights: tuple[str, ...]
    table_heading: str
    table: Table | None  # None before the first hand
    footer: str
    pdf_title: str
    pdf_subject: str


@dataclass(frozen=True)
class SeasonReport:
    """Everything a season report prints: the standings across matches and each match's result."""

    lang: str
    title: str
    subtitle: str
    facts: tuple[Fact, ...]
    standings_heading: str
    standings: Table
    highlights_heading: str
    highlights: tuple[str, ...]
    matches_heading: str
    matches: Table
    footer: str
    pdf_title: str
    pdf_subject: str


# Shared phrases


def _n(value: int, lang: str) -> str:
    return format_number(value, lang)


def _cell(value: int, lang: str) -> str:
    return _n(value, lang) if value else ZERO


def _names(names: Sequence[str], lang: str) -> str:
    """Names in a sentence: "A", "A and B", "A, B and C"."""
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + say("and", lang) + names[-1]


def edition_value(edition: Edition, lang: str) -> str:
    """The rulebook: "Parker Brothers, English rules"."""
    base = EDITIONS.get(edition.house_rules_base or edition.id, edition)
    return say("edition_value", lang, name=base.name(lang), reference=base.reference)


def house_changes(edition: Edition, lang: str) -> list[str]:
    """What house rules change from their base edition: values, lines dropped or added, the target."""
    return describe_changes(edition, lang, say, lambda line: line_label(line, lang, edition=edition).lower())


def house_value(edition: Edition, lang: str) -> str:
    """The house rules' name and what they change."""
    assert edition.house_rules is not None
    changes = say("semicolon", lang).join(house_changes(edition, lang)) or say("no_change", lang)
    return say("house_value", lang, house=edition.house_rules, changes=changes)


def setup_value(edition: Edition, setup: Setup, lang: str) -> str:
    """The table: "4 players in 2 teams of 2, trip 1,000 miles"."""
    players, sides = _n(setup.players, lang), _n(setup.sides, lang)
    if setup.teams:
        seat = say("setup_teams", lang, players=players, sides=sides, per_side=_n(setup.per_side, lang))
    else:
        seat = say("setup_alone", lang, players=players)
    unit = edition.names(lang).unit
    trip = _n(setup.trip, lang)
    if edition.match_kind is MatchKind.GAMES:
        trip_text = say("race_trip", lang, trip=trip, unit=unit)
    elif setup.extension:
        trip_text = say("trip_extension", lang, trip=trip, unit=unit, extended=_n(EXTENDED_TRIP, lang))
    else:
        trip_text = say("trip", lang, trip=trip, unit=unit)
    return f"{seat}, {trip_text}"


def _match_value(data: Mapping[str, Any], games: bool, lang: str) -> str:
    if data["fixed_hands"] is not None:
        count = data["fixed_hands"]
        hands = counted("games" if games else "hands", count, lang, _n(count, lang))
        return say("match_fixed", lang, hands=hands)
    if games:
        first_to = data["first_to"]
        if first_to is None:
            return say("match_open", lang)
        return say("match_first_to", lang, games=counted("games", first_to, lang, _n(first_to, lang)))
    return say("match_target", lang, target=_n(data["target"], lang))


def _total(value: int, games: bool, lang: str) -> str:
    return counted("games_won" if games else "points", value, lang, _n(value, lang))


# One match


COUNTED_LINES: tuple[tuple[Line, str], ...] = (
    (Line.COUPS_FOURRES, "coups_fourres"),
    (Line.SAFE_TRIP, "safe_trips"),
    (Line.SHUTOUT, "shutouts"),
)
"""Lines whose count per side the standings and highlights show, where the edition scores them."""


@dataclass(frozen=True)
class _SideStats:
    """One side's figures over the match: all from the summary and the logged facts."""

    side: str
    name: str
    total: int
    hands_won: int
    miles: int
    coups_fourres: int
    safe_trips: int
    shutouts: int
    best_hand: int
    best_hand_number: int
    exact: int  # hands in which the side completed the trip


def _stats(result: MatchResult, data: Mapping[str, Any]) -> list[_SideStats]:
    stats = []
    for side in data["sides"]:
        sid = side["id"]
        hands = data["hands"]
        scores = [hand["scores"][sid] for hand in hands]
        totals = [score.get("total", 0) for score in scores]
        best = max(totals, default=0)
        stats.append(
            _SideStats(
                side=sid,
                name=side["name"],
                total=data["totals"][sid],
                hands_won=sum(1 for hand in hands if hand["winner"] == sid),
                miles=sum(hand.facts[sid].miles for hand in result.hands),
                coups_fourres=sum(hand.facts[sid].coups_fourres for hand in result.hands),
                safe_trips=sum(1 for score in scores if score.get(Line.SAFE_TRIP.value, 0) > 0),
                shutouts=sum(1 for score in scores if score.get(Line.SHUTOUT.value, 0) > 0),
                best_hand=best,
                best_hand_number=totals.index(best) + 1 if totals else 0,
                exact=sum(1 for hand in hands if hand["completed"] == sid),
            )
        )
    return stats


def _count_column(key: str, lang: str) -> Callable[[_SideStats], str]:
    """A standings column showing the side's count of ``key`` (coups fourrés, safe trips…)."""
    return lambda stats: _n(getattr(stats, key), lang)


def _ranks(values: Sequence[int]) -> list[int]:
    """Competition ranks, highest first: 5,475 → 1, 4,875 → 2; equal values share a rank."""
    return [1 + sum(1 for other in values if other > value) for value in values]


def _average(stats: _SideStats, hands: int) -> int:
    return round(stats.miles / hands) if hands else 0


def match_report(result: MatchResult, lang: str) -> MatchReport:
    """The report of one match, in ``lang``."""
    data = summary(result)
    match = result.match
    edition = match.edition
    games = edition.match_kind is MatchKind.GAMES
    title = match.title or say("untitled", lang)
    subtitle = say("report", lang)
    if match.date is not None:
        subtitle = f"{long_date(match.date, lang)} · {subtitle}"
    facts = [Fact(say("edition", lang), edition_value(edition, lang))]
    if edition.house_rules is not None:
        facts.append(Fact(say("house_rules", lang), house_value(edition, lang)))
    facts.append(Fact(say("setup", lang), setup_value(edition, match.setup, lang)))
    facts.append(Fact(say("match", lang), _match_value(data, games, lang)))
    people = say("teams" if match.setup.teams else "players", lang)
    facts.append(Fact(people, _names([s.name for s in match.sides], lang)))
    stats = _stats(result, data)
    result_line, details = _result(result, data, stats, games, lang)
    rules_name = edition_value(edition, lang)
    return MatchReport(
        lang=lang,
        title=title,
        subtitle=subtitle,
        facts=tuple(facts),
        result=result_line,
        result_details=tuple(details),
        chart_heading=say("chart_games" if games else "chart", lang),
        standings_heading=say("standings", lang),
        standings=_standings(result, stats, games, lang),
        highlights_heading=say("highlights", lang),
        highlights=tuple(_highlights(result, data, stats, games, lang)),
        table_heading=say("game_by_game" if games else "hand_by_hand", lang),
        table=_hand_table(result, data, games, lang) if data["hands"] else None,
        footer=f"{title} · {rules_name}",
        pdf_title=title,
        pdf_subject=say("subject", lang, title=say("report", lang), rules=rules_name),
    )


def _result(
    result: MatchResult, data: Mapping[str, Any], stats: Sequence[_SideStats], games: bool, lang: str
) -> tuple[str, list[str]]:
    """The result line and why: the winner and total, the ``Reason``; or who leads."""
    names = {s.side: s.name for s in stats}
    hands = len(data["hands"])
    outcome = result.outcome
    if data["finished"] and data["winner"] is not None:
        winner = data["winner"]
        line = say("winner", lang, name=names[winner], total=_total(data["totals"][winner], games, lang))
        hand = _n(outcome.after_hand or hands, lang)
        target = _n(data["target"], lang) if data["target"] is not None else ""
        reason = outcome.reason
        if reason is Reason.REACHED_TARGET:
            why = say("why_reached_target", lang, target=target, hand=hand)
        elif reason is Reason.HIGHER_TOTAL:
            count = sum(1 for t in data["totals"].values() if t >= data["target"])
            sides = say("sides_teams" if result.match.setup.teams else "sides_players", lang)
            why = say("why_higher_total", lang, count=_n(count, lang), sides=sides, target=target, hand=hand)
        elif reason is Reason.FIXED_HANDS:
            agreed = counted("games" if games else "hands", hands, lang, _n(hands, lang))
            why = say("why_fixed_games" if games else "why_fixed_hands", lang, hands=agreed)
        else:
            first_to = data["first_to"]
            goal = counted("games", first_to, lang, _n(first_to, lang))
            why = say("why_first_to", lang, games=goal, hand=hand)
        return line, [why]
    if not hands:
        return say("no_hands", lang), []
    played = counted("games" if games else "hands", hands, lang, _n(hands, lang))
    line = say("in_progress", lang, hands=played)
    top = max(data["totals"].values())
    leaders = [names[s] for s, t in data["totals"].items() if t == top]
    total = _total(top, games, lang)
    if len(leaders) == 1:
        return line, [say("leader", lang, name=leaders[0], total=total)]
    return line, [say("tied_leaders", lang, names=_names(leaders, lang), total=total)]


def _standings(result: MatchResult, stats: Sequence[_SideStats], games: bool, lang: str) -> Table:
    """Rank, side, points (or games won), hands won, and the figures of the highlights."""
    match = result.match
    scoring = match.edition.scoring
    hands = len(result.hands)
    winner = result.outcome.winner if result.outcome.finished else None
    side_word = say("team" if match.setup.teams else "player", lang)
    headers = [say("rank", lang), side_word, say("games_won" if games else "points", lang)]
    kinds = ["rank", "name", "number"]
    columns: list[Callable[[_SideStats], str]] = [lambda s: _n(s.total, lang)]
    if not games:
        headers.append(say("hands_won", lang))
        columns.append(lambda s: _n(s.hands_won, lang))
    headers.append(say("average_distance_games" if games else "average_distance", lang))
    columns.append(lambda s: _n(_average(s, hands), lang))
    if scoring is not None:
        for line, key in COUNTED_LINES:
            if scoring.scores(line):
                headers.append(say(key, lang))
                columns.append(_count_column(key, lang))
        headers.append(say("best_hand", lang))
        columns.append(lambda s: _n(s.best_hand, lang))
    kinds += ["number"] * (len(headers) - len(kinds))
    ranks = _ranks([s.total for s in stats])
    order = sorted(range(len(stats)), key=lambda i: (ranks[i], i))
    rows = []
    for i in order:
        side = stats[i]
        name = f"{side.name}\u00a0{WON}" if side.side == winner else side.name
        rows.append(
            Row(
                cells=(_n(ranks[i], lang), name, *(column(side) for column in columns)),
                strong=side.side == winner,
            )
        )
    return Table(tuple(headers), tuple(kinds), tuple(rows))


def _most(stats: Sequence[_SideStats | _SeasonSide], key: str, lang: str) -> str:
    """The side(s) with the most of ``key``: "Most coups fourrés: Ana & Cleo (2)."; or "No shut-out…"."""
    best = max(getattr(s, key) for s in stats)
    if best == 0:
        return say("hl_none", lang, what=counted(key, 1, lang, ""))
    names = [s.name for s in stats if getattr(s, key) == best]
    what = counted(key, 2, lang, "")
    return say("hl_most", lang, what=what, names=_names(names, lang), count=_n(best, lang))


def _highlights(
    result: MatchResult, data: Mapping[str, Any], stats: Sequence[_SideStats], games: bool, lang: str
) -> list[str]:
    """Sentences computed from the data: best hand, farthest on average, most coups fourrés…"""
    hands = len(data["hands"])
    if not hands:
        return []
    lines: list[str] = []
    scoring = result.match.edition.scoring
    if scoring is not None:
        best = max(s.best_hand for s in stats)
        who = [
            say("hl_best_hand_who", lang, name=s.name, hand=_n(s.best_hand_number, lang))
            for s in stats
            if s.best_hand == best
        ]
        total = counted("points", best, lang, _n(best, lang))
        lines.append(say("hl_best_hand", lang, total=total, who=_names(who, lang)))
    far = max(stats, key=lambda s: s.miles)
    unit = result.match.edition.names(lang).unit
    average = f"{_n(_average(far, hands), lang)}\u00a0{unit}"
    lines.append(
        say("hl_best_average_games" if games else "hl_best_average", lang, name=far.name, miles=average)
    )
    if scoring is not None:
        for line, key in COUNTED_LINES:
            if scoring.scores(line):
                lines.append(_most(stats, key, lang))
    if games:
        exact = sum(s.exact for s in stats)
        trip = _n(result.match.setup.trip, lang)
        lines.append(say("hl_exact_games", lang, trip=trip, count=_n(exact, lang), games=_n(hands, lang)))
        open_games = sum(1 for hand in data["hands"] if hand["winner"] is None)
        if open_games:
            lines.append(say("hl_no_winner_games", lang, count=_n(open_games, lang)))
    return lines


def shown_lines(result: MatchResult) -> tuple[Line, ...]:
    """The lines the hand table shows: those the edition scores, but the extension only where
    the setup plays it (with four players nobody can call it, so the column would stay empty)."""
    match = result.match
    assert match.edition.scoring is not None
    return tuple(
        line for line in match.edition.scoring.lines if line is not Line.EXTENSION or match.setup.extension
    )


def _hand_table(result: MatchResult, data: Mapping[str, Any], games: bool, lang: str) -> Table:
    """Every hand: each side's lines as the edition scores them, hand total and running total."""
    match = result.match
    scoring = match.edition.scoring
    side_word = say("team" if match.setup.teams else "player", lang)
    names = {s["id"]: s["name"] for s in data["sides"]}
    headers: tuple[str, ...]
    kinds: tuple[str, ...]
    if games or scoring is None:
        headers = (say("game", lang), side_word, *(say(k, lang) for k in ("distance", "won", "games_won")))
        kinds = ("rank", "name", "number", "mark", "number")
    else:
        lines = shown_lines(result)
        headers = (
            say("hand", lang),
            side_word,
            *(line_label(line, lang, edition=match.edition) for line in lines),
            say("hand_total", lang),
            say("running_total", lang),
        )
        kinds = ("rank", "name", *(["number"] * len(lines)), "number", "number")
    rows: list[Row] = []
    for index, hand in enumerate(data["hands"]):
        for position, side in enumerate(names):
            won = hand["winner"] == side
            number = _n(hand["number"], lang) if position == 0 else ""
            if games or scoring is None:
                score = hand["scores"][side]
                cells: tuple[str, ...] = (
                    number,
                    names[side],
                    _n(score["miles"], lang),
                    WON if won else "",
                    _n(hand["running"][side], lang),
                )
            else:
                score = hand["scores"][side]
                cells = (
                    number,
                    f"{names[side]}\u00a0{WON}" if won else names[side],
                    *(_cell(score[line.value], lang) for line in shown_lines(result)),
                    _n(score["total"], lang),
                    _n(hand["running"][side], lang),
                )
            rows.append(Row(cells=cells, strong=won, group=index, first_in_group=position == 0))
    note = say("table_note_games" if games or scoring is None else "table_note", lang)
    return Table(tuple(headers), tuple(kinds), tuple(rows), note, grouped=True)


# A season


def season_report(results: Sequence[tuple[str, MatchResult]], lang: str) -> SeasonReport:
    """The report of several matches played with the same rules: standings across them, each result.

    ``results`` pairs each match with a name to show when it has no title (its
    log's file name). Matches are listed by date (undated ones last, in the
    order given). Sides are the same from one match to the next when their
    names are; the standings rank by matches won, then by points (or games)
    won over the season.
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
    played = counted("matches", len(matches), lang, _n(len(matches), lang))
    facts.append(Fact(say("matches", lang), played))
    sides = _season_sides(matches)
    teams = all(m.result.match.setup.teams for m in matches)
    alone = not any(m.result.match.setup.teams for m in matches)
    side_word = say("team" if teams else "player" if alone else "side", lang)
    rules_name = edition_value(edition, lang)
    return SeasonReport(
        lang=lang,
        title=title,
        subtitle=subtitle,
        facts=tuple(facts),
        standings_heading=say("standings", lang),
        standings=_season_standings(sides, games, side_word, lang),
        highlights_heading=say("highlights", lang),
        highlights=tuple(_season_highlights(matches, sides, games, lang)),
        matches_heading=say("matches_played", lang),
        matches=_season_matches(matches, games, lang),
        footer=f"{title} · {rules_name}",
        pdf_title=title,
        pdf_subject=say("subject", lang, title=title, rules=rules_name),
    )


def _rules_id(edition: Edition) -> str:
    return f"{edition.id} with house rules “{edition.house_rules}”" if edition.house_rules else edition.id


@dataclass(frozen=True)
class _SeasonMatch:
    """One match of a season: its name (the log's, when it has no title), its result and summary."""

    name: str
    result: MatchResult
    data: Mapping[str, Any]

    @property
    def label(self) -> str:
        return self.result.match.title or self.name


@dataclass
class _SeasonSide:
    """A side's season, added up from each match's summary."""

    name: str
    played: int = 0
    won: int = 0
    hands_won: int = 0
    total: int = 0
    coups_fourres: int = 0
    best_hand: int = 0
    best_hand_in: str = ""


def _season_sides(matches: Sequence[_SeasonMatch]) -> list[_SeasonSide]:
    sides: dict[str, _SeasonSide] = {}
    for match in matches:
        data = match.data
        for side in data["sides"]:
            sid = side["id"]
            entry = sides.setdefault(side["name"], _SeasonSide(side["name"]))
            entry.played += 1
            entry.won += int(data["finished"] and data["winner"] == sid)
            entry.hands_won += sum(1 for hand in data["hands"] if hand["winner"] == sid)
            entry.total += data["totals"][sid]
            entry.coups_fourres += sum(hand.facts[sid].coups_fourres for hand in match.result.hands)
            for hand in data["hands"]:
                points = hand["scores"][sid].get("total", 0)
                if points > entry.best_hand:
                    entry.best_hand, entry.best_hand_in = points, match.label
    return list(sides.values())


def _season_ranks(sides: Sequence[_SeasonSide]) -> list[int]:
    keys = [(s.won, s.total) for s in sides]
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def _season_standings(sides: Sequence[_SeasonSide], games: bool, side_word: str, lang: str) -> Table:
    ranks = _season_ranks(sides)
    order = sorted(range(len(sides)), key=lambda i: (ranks[i], i))
    headers = [say("rank", lang), side_word, say("played", lang), say("matches_won", lang)]
    headers += [say("games_won", lang)] if games else [say("hands_won", lang), say("points", lang)]
    rows = []
    for i in order:
        e = sides[i]
        cells = [_n(ranks[i], lang), e.name, _n(e.played, lang), _n(e.won, lang)]
        cells += [_n(e.total, lang)] if games else [_n(e.hands_won, lang), _n(e.total, lang)]
        rows.append(Row(cells=tuple(cells), strong=ranks[i] == 1 and e.won > 0))
    kinds = ("rank", "name", *(["number"] * (len(headers) - 2)))
    return Table(tuple(headers), kinds, tuple(rows))


def _season_highlights(
    matches: Sequence[_SeasonMatch], sides: Sequence[_SeasonSide], games: bool, lang: str
) -> list[str]:
    """The season's leaders: most matches won, best hand, most coups fourrés, closest finish."""
    lines = []
    most = max(s.won for s in sides)
    if most:
        names = [s.name for s in sides if s.won == most]
        count = counted("matches", most, lang, _n(most, lang))
        lines.append(say("hl_most_matches", lang, names=_names(names, lang), count=count))
    if not games:
        best = max(s.best_hand for s in sides)
        if best:
            who = [
                say("hl_season_best_who", lang, name=s.name, match=s.best_hand_in)
                for s in sides
                if s.best_hand == best
            ]
            total = counted("points", best, lang, _n(best, lang))
            lines.append(say("hl_best_hand", lang, total=total, who=_names(who, lang)))
        scoring = matches[0].result.match.edition.scoring
        if scoring is not None and scoring.scores(Line.COUPS_FOURRES):
            lines.append(_most(sides, "coups_fourres", lang))
        finished = [m for m in matches if m.data["finished"] and len(m.data["totals"]) > 1]
        if finished:
            closest = min(finished, key=lambda m: _margin(m.data))
            margin = counted("points", _margin(closest.data), lang, _n(_margin(closest.data), lang))
            lines.append(say("hl_closest", lang, match=closest.label, margin=margin))
    return lines


def _margin(data: Mapping[str, Any]) -> int:
    """The winner's lead over the next side at the end of a match."""
    totals = sorted(data["totals"].values(), reverse=True)
    return int(totals[0] - totals[1])


def _season_matches(matches: Sequence[_SeasonMatch], games: bool, lang: str) -> Table:
    """Each match: number, date, title and length, winner, and every side's total."""
    headers = tuple(say(key, lang) for key in ("match_number", "date", "title", "winner_short", "totals"))
    rows = []
    for number, match in enumerate(matches, start=1):
        data = match.data
        day = match.result.match.date
        ranked = sorted(data["sides"], key=lambda s: -data["totals"][s["id"]])
        totals = ", ".join(f"{s['name']} {_n(data['totals'][s['id']], lang)}" for s in ranked)
        if data["finished"] and data["winner"] is not None:
            winner = next(s["name"] for s in data["sides"] if s["id"] == data["winner"])
        else:
            winner = say("in_progress_short", lang)
        hands = len(data["hands"])
        length = counted("games" if games else "hands", hands, lang, _n(hands, lang))
        rows.append(
            Row(
                cells=(
                    _n(number, lang),
                    short_date(day, lang) if day else say("no_date", lang),
                    f"{match.label} ({length})",
                    winner,
                    totals,
                )
            )
        )
    return Table(headers, ("rank", "text", "name", "name", "name"), tuple(rows))
