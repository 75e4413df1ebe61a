"""What a season report says: a club's standings with their rule, head-to-head, ratings, form,
and a page per player.

Every figure is a field of ``generator.stats.season.Season`` or a function of
that module over its matches; matches in progress are listed as such and left
out of the standings, the head-to-head and the ratings. The ranking rule and
the rating's formula are printed on the page. A season counts people (each
player of a team whose log names them): the head-to-head is a list of pairs
up to ``MAX_PAIR_LIST`` people, a matrix up to ``MAX_MATRIX``, and beyond, each
person's opponents in a line, so that what it prints grows with the meetings
played, never with the square of the people.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from generator.report.content import (
    MAX_LISTED,
    Fact,
    Footer,
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
from generator.text.i18n import N_, counted, counted_score, say
from generator.text.languages import Lang
from generator.text.numbers import format_decimal, format_number, format_percent, format_score

MAX_PAIR_LIST = 6
"""Up to this many people the head-to-head lists each pair (15 rows); beyond, a matrix (12 people
would make 66 rows over two pages)."""

MAX_MATRIX = 12
"""Up to this many people the head-to-head is a matrix: twelve columns of "12–10" and the longest
name fit the narrowest page's width (A4's). Beyond, a line of opponents per person (``_opponents``):
a matrix of 72 would be columns a few points wide, and 500 people 250,000 cells, mostly empty."""

MINUS = "\u2212"
"""The minus sign of a rating's change (−17): a sign, not a dash."""


@dataclass(frozen=True)
class RatingTrack:
    """One's rating after each finished match (``None`` before their first), and whether they
    played it (the chart marks only those)."""

    name: str
    ratings: tuple[int | None, ...]
    played: tuple[bool, ...]


@dataclass(frozen=True)
class PlayerPage:
    """A player's page: their line in words, every match they played, their record by opponent."""

    name: str
    summary: tuple[str, ...]
    matches: Table
    records: Table | None


@dataclass(frozen=True)
class SeasonReport:
    """Everything a season report prints: standings, head-to-head, ratings and each match."""

    lang: Lang
    title: str
    subtitle: str
    facts: tuple[Fact, ...]
    count: str  # the matches: "12 matches, 1 in progress (not counted)"
    standings_heading: str
    standings: Table
    ranking_rule: str
    head_to_head_heading: str
    head_to_head: Table | None
    head_to_head_note: str | None  # how to read the matrix
    ratings_heading: str
    ratings_note: str
    ratings: tuple[RatingTrack, ...]
    rating_matches: tuple[int, ...]  # the x axis: each finished match's number in the matches table
    highlights_heading: str
    highlights: tuple[str, ...]
    matches_heading: str
    matches: Table
    players_heading: str
    players: tuple[PlayerPage, ...]
    footer: Footer
    pdf_title: str
    pdf_subject: str


def season_report(season: stats.Season, lang: Lang) -> SeasonReport:
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
        count = counted("matches_with_open", open_matches, lang, matches=count)
    facts.append(Fact(say("matches", lang), count))
    sides = [side for m in matches for side in m.result.match.sides]
    teams_named = any(side.players for side in sides)
    people = all(
        side.players or not m.result.match.setup.teams for m in matches for side in m.result.match.sides
    )
    teams = all(m.result.match.setup.teams for m in matches) and not teams_named
    side_word = say("player" if people else "team" if teams else "side", lang)
    rules_name = edition_value(edition, lang)
    steps = season.ratings
    standings = season.standings
    matrix = MAX_PAIR_LIST < len(standings) <= MAX_MATRIX
    listed = len(standings) > MAX_MATRIX
    ranked = {row.name: (rank, row) for rank, row in zip(stats.ranks(standings), standings, strict=True)}
    # In a family's words; the formula and its sources are the season reference's (docs).
    ratings_note = say(
        "ratings_note", lang, start=format_number(stats.START_RATING, lang), k=format_number(stats.K, lang)
    )
    if teams_named:
        ratings_note += " " + say("ratings_note_teams", lang)
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
        head_to_head=(
            _matrix(standings, season.head_to_head, side_word, lang)
            if matrix
            else _opponents(standings, season.head_to_head, side_word, lang)
            if listed
            else _head_to_head(season.head_to_head, side_word, lang)
        ),
        head_to_head_note=(
            None
            if not season.head_to_head or not (matrix or listed)
            else say("h2h_matrix_note" if matrix else "h2h_list_note", lang)
        ),
        ratings_heading=say("ratings", lang),
        ratings_note=ratings_note,
        ratings=_rating_tracks(standings, steps),
        rating_matches=tuple(step.index + 1 for step in steps),
        highlights_heading=say("highlights", lang),
        highlights=tuple(_highlights(season, games, lang)),
        matches_heading=say("matches_played", lang),
        matches=_matches(matches, games, lang),
        players_heading=say("player_pages", lang),
        players=tuple(_player_page(season, page, ranked, games, lang) for page in season.players),
        footer=Footer(title, rules_name),
        pdf_title=title,
        pdf_subject=say("subject", lang, title=title, rules=rules_name),
    )


def _standings(
    rows: Sequence[stats.Standing],
    form: Mapping[str, tuple[bool | None, ...]],
    steps: Sequence[stats.RatingStep],
    games: bool,
    side_word: str,
    lang: Lang,
) -> Table:
    """Rank, side, played, won, win %, points (or games) per hand and per match, rating, form, total."""
    ranks = stats.ranks(rows)
    final = steps[-1].ratings if steps else {}
    word = {True: say("form_won", lang), None: say("form_shared", lang), False: say("form_lost", lang)}
    shared = any(won is None for results in form.values() for won in results)
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
        recent = " ".join(word[won] for won in form.get(row.name, ()))
        cells = [
            format_number(rank, lang),
            isolate(row.name),
            format_number(row.played, lang),
            format_score(row.won, lang),
        ]
        cells.append(format_percent(row.win_percentage, lang))
        if not games:
            cells += [format_number(row.hands_won, lang), format_number(row.per_hand, lang)]
        cells += [
            format_decimal(float(row.per_match), lang, places=2)
            if games
            else format_number(int(row.per_match), lang),
            format_number(final.get(row.name, stats.START_RATING), lang),
            recent,
            format_number(row.total, lang),
        ]
        out.append(Row(cells=tuple(cells), strong=rank == 1 and row.won > 0))
    kinds = ["rank", "name", *["number"] * (len(headers) - 2)]
    kinds[-2] = "text"  # the form: W L W
    last = len(headers) - 1
    return Table(
        tuple(headers),
        tuple(kinds),
        tuple(out),
        say(
            N_("form_note_shared") if shared else N_("form_note"),
            lang,
            count=format_number(stats.FORM_MATCHES, lang),
        ),
        lead=(3, last - 2, last - 1, last),  # matches won (the first key), rating, form, total
    )


def _head_to_head(meetings: Sequence[stats.Meeting], side_word: str, lang: Lang) -> Table | None:
    """For each pair (A and B): finished matches met, and how often each one's side finished ahead."""
    if not meetings:
        return None
    headers = (
        say("h2h_first", lang, word=side_word),
        say("h2h_second", lang, word=side_word),
        say("met", lang),
        say("h2h_first_ahead", lang),
        say("h2h_second_ahead", lang),
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


def _matrix(
    rows: Sequence[stats.Standing], meetings: Sequence[stats.Meeting], side_word: str, lang: Lang
) -> Table | None:
    """Everyone against everyone, in the standings' order: the row's times ahead and behind the
    column's ("2–1"), empty where they never met; columns numbered as the rows."""
    if not meetings:
        return None
    record: dict[tuple[str, str], tuple[int, int]] = {}
    for m in meetings:
        record[(m.first, m.second)] = (m.first_ahead, m.second_ahead)
        record[(m.second, m.first)] = (m.second_ahead, m.first_ahead)
    names = [row.name for row in rows]
    headers = (
        say("match_number", lang),
        side_word,
        *(format_number(n, lang) for n in range(1, len(names) + 1)),
    )
    out = []
    for number, name in enumerate(names, start=1):
        cells = [format_number(number, lang), isolate(name)]
        for other in names:
            if other == name:
                cells.append(say("h2h_self", lang))
            elif (name, other) in record:
                ahead, behind = record[(name, other)]
                cells.append(
                    say(
                        "h2h_cell", lang, ahead=format_number(ahead, lang), behind=format_number(behind, lang)
                    )
                )
            else:
                cells.append("")
        out.append(Row(cells=tuple(cells)))
    return Table(headers, ("rank", "name", *["rank"] * len(names)), tuple(out))


def _opponents(
    rows: Sequence[stats.Standing], meetings: Sequence[stats.Meeting], side_word: str, lang: Lang
) -> Table | None:
    """Each one in the standings' order, numbered as there, with every opponent they met and how
    often they finished ahead of them, then behind ("Ben 2–1; Cleo 0–1"), opponents in the same
    order: a row per person, as long as their meetings."""
    if not meetings:
        return None
    place = {row.name: index for index, row in enumerate(rows)}
    met: dict[str, list[tuple[int, str, int, int]]] = {row.name: [] for row in rows}
    for m in meetings:
        if m.first in met and m.second in place:
            met[m.first].append((place[m.second], m.second, m.first_ahead, m.second_ahead))
        if m.second in met and m.first in place:
            met[m.second].append((place[m.first], m.first, m.second_ahead, m.first_ahead))
    separator = say("semicolon", lang)
    out = []
    for number, row in enumerate(rows, start=1):
        entries = [
            say(
                "h2h_entry",
                lang,
                name=isolate(name),
                record=say(
                    "h2h_cell", lang, ahead=format_number(ahead, lang), behind=format_number(behind, lang)
                ),
            )
            for _, name, ahead, behind in sorted(met[row.name])
        ]
        if entries:
            out.append(Row(cells=(format_number(number, lang), isolate(row.name), separator.join(entries))))
    headers = (say("match_number", lang), side_word, say("opponents", lang))
    return Table(headers, ("rank", "name", "name"), tuple(out))


def _rating_tracks(
    rows: Sequence[stats.Standing], steps: Sequence[stats.RatingStep]
) -> tuple[RatingTrack, ...]:
    """Each ranked side's rating after every finished match, ``None`` before it first played."""
    return tuple(
        RatingTrack(
            row.name,
            tuple(step.ratings.get(row.name) for step in steps),
            tuple(row.name in step.changes for step in steps),
        )
        for row in rows
    )


def _highlights(season: stats.Season, games: bool, lang: Lang) -> list[str]:
    """The season's leaders: most matches won, best hand, most coups fourrés, closest finish."""
    played = season.results
    lines: list[str] = []
    most, winners = most_of(stats.matches_won(played))
    if most:
        count = counted_score("series" if games else "matches", Fraction(most), lang)
        who = names_in_sentence(winners, lang, most=MAX_LISTED)
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
                who_most = names_in_sentence(coups_names, lang, most=MAX_LISTED)
                lines.append(
                    say("hl_most", lang, what=what, names=who_most, count=format_number(most_coups, lang))
                )
        closest = closest_sentence(season, lang)
        if closest is not None:
            lines.append(closest)
    return lines


def best_hand_sentence(season: stats.Season, lang: Lang) -> str | None:
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
            name=names_in_sentence(names, lang, most=MAX_LISTED),
            match=isolate(season.matches[index].label),
        )
        for index, names in by_match.items()
    ]
    return say(
        "hl_best_hand",
        lang,
        total=counted("points", best[0].points, lang),
        who=join_phrases(_at_most(who, lang), lang),
    )


def closest_sentence(season: stats.Season, lang: Lang) -> str | None:
    """ "Closest finish: “Night 2”, won by 400 points."; ``None`` without a points match won."""
    if season.edition.match_kind is MatchKind.GAMES:
        return None
    closest = stats.closest(season.results)
    if closest is None:
        return None
    labels = [isolate(season.matches[index].label) for index in closest.indexes]
    margin = counted("points", closest.margin, lang)
    return counted("hl_closest", len(labels), lang, match=_join_quoted(labels, lang), margin=margin)


def _join_quoted(labels: Sequence[str], lang: Lang) -> str:
    return join_phrases(_at_most([say("quoted", lang, text=label) for label in labels], lang), lang)


def _at_most(parts: Sequence[str], lang: Lang) -> list[str]:
    """A highlight's phrases, at most ``MAX_LISTED``: beyond, the first few and how many others ("“Night
    1”, “Night 2”, “Night 3” and 141 others"), so a season of 2,000 matches says one sentence."""
    if len(parts) <= MAX_LISTED:
        return list(parts)
    return [*parts[: MAX_LISTED - 1], counted("others", len(parts) - (MAX_LISTED - 1), lang)]


def _matches(matches: Sequence[stats.SeasonMatch], games: bool, lang: Lang) -> Table:
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
        won_by = stats.winner_name(result)  # None while the match is in progress, or shared
        if match.shared:
            winner = say("winners_shared", lang, names=names_in_sentence(match.shared, lang))
        else:
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


def signed(value: int, lang: Lang) -> str:
    """A change as printed: "+16", "−17" (the minus sign U+2212), "0"."""
    text = format_number(abs(value), lang)
    return f"+{text}" if value > 0 else f"{MINUS}{text}" if value < 0 else text


def _player_page(
    season: stats.Season,
    page: stats.PlayerSeason,
    ranked: Mapping[str, tuple[int, stats.Standing]],
    games: bool,
    lang: Lang,
) -> PlayerPage:
    """A player's page: rank, record, rating and best hand in a line; every match; every opponent.

    ``ranked``: everyone's rank and standing, by name, worked out once for all the pages."""
    rank, row = ranked[page.name]
    final = (
        season.ratings[-1].ratings.get(page.name, stats.START_RATING)
        if season.ratings
        else stats.START_RATING
    )
    summary = [
        say(
            "player_line",
            lang,
            rank=format_number(rank, lang),
            of=format_number(len(season.standings), lang),
            wins=counted_score("wins", row.won, lang),
            matches=counted("matches", row.played, lang),
            share=format_percent(row.win_percentage, lang),
            rating=format_number(final, lang),
        )
    ]
    best = page.best
    if best is not None and not games:
        summary.append(
            say(
                "player_best",
                lang,
                total=counted("points", best.points, lang),
                match=isolate(season.matches[best.index].label),
                hand=format_number(best.hand, lang),
            )
        )
    headers = tuple(
        say(key, lang)
        for key in (
            N_("match_number"),
            N_("date"),
            N_("title"),
            N_("partners"),
            N_("opponents"),
            N_("games_won") if games else N_("points"),
            N_("result"),
            N_("rating"),
            N_("change"),
        )
    )
    rows = []
    for played in page.matches:
        match = season.matches[played.index]
        day = match.result.match.date
        result = (
            say("in_progress_short", lang)
            if played.won is None
            else say("form_shared" if played.shared else "form_won" if played.won else "form_lost", lang)
        )
        rows.append(
            Row(
                cells=(
                    format_number(played.index + 1, lang),
                    short_date(day, lang) if day else say("no_date", lang),
                    isolate(match.label),
                    names_in_sentence(played.partners, lang) if played.partners else say("no_partner", lang),
                    names_in_sentence(played.opponents, lang),
                    format_number(played.points, lang),
                    result,
                    format_number(played.rating, lang) if played.rating is not None else "",
                    signed(played.change, lang) if played.change is not None else "",
                ),
                strong=bool(played.won),
            )
        )
    matches = Table(
        headers,
        ("rank", "text", "name", "name", "name", "number", "rank", "number", "number"),
        tuple(rows),
        say("form_note_short_shared" if any(p.shared for p in page.matches) else "form_note_short", lang),
    )
    records = None
    if page.records:
        records = Table(
            (say("opponent", lang), say("met", lang), say("ahead", lang), say("behind", lang)),
            ("name", "number", "number", "number"),
            tuple(
                Row(
                    cells=(
                        isolate(r.opponent),
                        format_number(r.met, lang),
                        format_number(r.ahead, lang),
                        format_number(r.behind, lang),
                    )
                )
                for r in page.records
            ),
        )
    return PlayerPage(page.name, tuple(summary), matches, records)
