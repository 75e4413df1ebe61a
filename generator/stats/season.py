"""A club's season from its scored matches: standings, head-to-head, ratings, recent form.

A season counts people: each side's players where its log names them
(``ns = { name = "Ana & Cleo", players = ["Ana", "Cleo"] }``), else the side
itself, under its name (``Side.members``). A player is the same from one
match to the next when their name is; partners change, and each player has
a record of their own: a team's result, points and hands are each of its
players'. Only finished matches count: a match in progress has no result to
rank by (the report lists it as in progress). A match whose sides level at
the top share the win (the house rule ``tie_rule = "shared"``) is finished:
it counts as played and as ½ a match won to each side that shared it, as
chess standings and Elo count a draw (FIDE Handbook C.02, "a draw ½ point";
Elo's own score of ½): ½ in the standings' matches won, ½ in the rating,
neither ahead of the other in the head-to-head, and ``None`` in the form of
those who shared it. The standings rank on exact values (fractions), and
show them rounded. The functions take matches in
the order given; ``season`` orders a club's logs by date and gathers every
figure in one typed record, ``Season``, that the season report reads (and
JSON is made of, ``generator.summary.season_summary``).

The rating is Elo's (Arpad Elo, *The Rating of Chessplayers, Past and
Present*, 1978, as FIDE applies it): everyone starts at ``START_RATING``;
after a match a side's rating moves by ``K`` × (score − expected score), with
expected score 1 / (1 + 10^((R_other − R_own) / 400)). A match of more than
two sides is scored as one game between every pair of sides (1 to the side
that finished ahead, ½ each when level), the ``K`` shared among a side's
opponents so that a match weighs the same however many sides play it. A
team is rated at the mean of its players' ratings, and each of its players
moves by the team's change: a = a + Δ((a + b) / 2, (c + d) / 2) when A and B
play C and D, as the team Elo of the krank table-football ladder writes it
(github.com/L3viathan/krank, README) and the HaxElo library computes it
(``teamEloChange``, npmjs.com/package/haxelo). With one player a side this
is Elo's own formula.
"""

from __future__ import annotations

import datetime
import unicodedata
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from types import MappingProxyType

from generator.errors import InputError
from generator.inputs import team_players
from generator.rules.editions import Edition, MatchKind
from generator.rules.match import MatchResult, Reason
from generator.stats.rounding import round_half_up

START_RATING = 1500
K = 32
FORM_MATCHES = 5
"""Recent form shows this many of a side's last finished matches."""

RANKING_RULE = ("matches_won", "win_percentage", "points_per_match")
"""How the standings rank: matches won (a shared one ½), then the share won, then points (or games)
per match, each compared unrounded: 1,701 points in 3 matches rank above 1,700, though both show 567."""

SHARED_WIN = Fraction(1, 2)
"""What a shared match counts to each side that shared it in the standings' matches won: a draw's
½ point in chess standings (FIDE Handbook C.02) and Elo's score of a draw."""


def has_result(result: MatchResult) -> bool:
    """Whether a match counts in a season: finished, won by one side or shared by the sides level
    at the top (``Reason.SHARED``, a house rule)."""
    outcome = result.outcome
    return outcome.finished and (outcome.winner is not None or outcome.reason is Reason.SHARED)


def shared_by(result: MatchResult) -> tuple[str, ...]:
    """The ids of the sides that shared a finished match's win, level at the top; none otherwise."""
    outcome = result.outcome
    return outcome.shared if outcome.finished and outcome.reason is Reason.SHARED else ()


def finished(matches: Sequence[MatchResult]) -> tuple[MatchResult, ...]:
    """The matches with a result: won by one side, or shared."""
    return tuple(m for m in matches if has_result(m))


def _names(result: MatchResult) -> Mapping[str, str]:
    return {side.id: side.name for side in result.match.sides}


def members(result: MatchResult) -> dict[str, tuple[str, ...]]:
    """Who each side of a match counts for in a season, by side id (``Side.members``)."""
    return {side.id: side.members for side in result.match.sides}


def people(result: MatchResult) -> dict[str, str]:
    """Everyone a season counts in a match, each with their side's id, in the log's order."""
    return {person: side for side, names in members(result).items() for person in names}


def winner_name(result: MatchResult) -> str | None:
    """The name of the match's winner, ``None`` while it is in progress."""
    winner = result.outcome.winner if result.outcome.finished else None
    return None if winner is None else _names(result)[winner]


def final_totals(result: MatchResult) -> dict[str, int]:
    """Each side's final points (or games won), by name."""
    names = _names(result)
    return {names[side]: total for side, total in result.totals.items()}


@dataclass(frozen=True)
class Standing:
    """One side's season over its finished matches.

    ``won`` counts matches won, each shared one ½ (``SHARED_WIN``); ``total``
    is points, or games won in a series without points (``series``). The
    figures shown (``win_percentage``, ``per_match``, ``per_hand``) are
    rounded half up: to whole numbers, and a series' games per match to
    hundredths (0.67), whose whole number would be 0 or 1 for most players;
    the ranking compares the exact ones (``key``).
    """

    name: str
    played: int
    won: Fraction
    hands: int
    hands_won: int
    total: int
    series: bool = False

    @property
    def win_share(self) -> Fraction:
        """The share of matches won, exactly."""
        return self.won / self.played

    @property
    def total_per_match(self) -> Fraction:
        """Points (or games won) per match, exactly."""
        return Fraction(self.total, self.played)

    @property
    def win_percentage(self) -> int:
        """The share of matches won, in percent, rounded half up."""
        share = 100 * self.win_share
        return round_half_up(share.numerator, share.denominator)

    @property
    def per_match(self) -> Fraction:
        """Points per match, rounded half up to a whole number; a series' games won per match, to
        hundredths."""
        places = 100 if self.series else 1
        return Fraction(round_half_up(places * self.total, self.played), places)

    @property
    def per_hand(self) -> int:
        """Points per hand, rounded half up (0 without a hand)."""
        return round_half_up(self.total, self.hands) if self.hands else 0

    @property
    def key(self) -> tuple[Fraction, Fraction, Fraction]:
        """What the standings rank by (``RANKING_RULE``), highest first, unrounded."""
        return (self.won, self.win_share, self.total_per_match)


def standings(matches: Sequence[MatchResult]) -> tuple[Standing, ...]:
    """Everyone of the finished matches, ranked by ``RANKING_RULE``; equal keys keep first-seen order.

    A player's match, hands, hands won and points are their side's; a match
    their side shared counts ½ won (``SHARED_WIN``).
    """
    rows: dict[str, list[Fraction | int]] = {}
    series = False
    for result in finished(matches):
        series = series or result.match.edition.match_kind is MatchKind.GAMES
        shared = shared_by(result)
        for person, side in people(result).items():
            row = rows.setdefault(person, [0, Fraction(0), 0, 0, 0])
            row[0] += 1
            row[1] += 1 if result.outcome.winner == side else SHARED_WIN if side in shared else 0
            row[2] += len(result.hands)
            row[3] += sum(1 for hand in result.hands if hand.winner == side)
            row[4] += result.totals[side]
    out = [
        Standing(
            name=name,
            played=int(played),
            won=Fraction(won),
            hands=int(hands),
            hands_won=int(hands_won),
            total=int(total),
            series=series,
        )
        for name, (played, won, hands, hands_won, total) in rows.items()
    ]
    order = {s.name: index for index, s in enumerate(out)}
    return tuple(sorted(out, key=lambda s: (tuple(-v for v in s.key), order[s.name])))


def ranks(rows: Sequence[Standing]) -> tuple[int, ...]:
    """Competition ranks of ranked standings: equal keys share a rank (1, 2, 2, 4)."""
    # 1 + how many keys are higher, counted in the sorted keys: n log n, not n² (500 people: 250,000).
    keys = sorted(row.key for row in rows)
    return tuple(1 + len(keys) - bisect_right(keys, row.key) for row in rows)


@dataclass(frozen=True)
class Meeting:
    """Two people over the season, on opposite sides: the finished matches they played against
    each other, and how often each one's side finished ahead."""

    first: str
    second: str
    met: int
    first_ahead: int
    second_ahead: int


def head_to_head(matches: Sequence[MatchResult]) -> tuple[Meeting, ...]:
    """Every pair that met in a finished match on opposite sides, in the order people first appear.

    One is ahead of the other in a match when their side's final total is
    higher (with two sides: when it won); level totals count for neither.
    Partners on one side do not meet.
    """
    order: dict[str, int] = {}
    met: dict[tuple[str, str], list[int]] = {}
    for result in finished(matches):
        sides = people(result)
        for person in sides:
            order.setdefault(person, len(order))
        totals = result.totals
        for a, b in combinations(sides, 2):
            if sides[a] == sides[b]:
                continue
            first, second = sorted((a, b), key=order.__getitem__)
            entry = met.setdefault((first, second), [0, 0, 0])
            entry[0] += 1
            entry[1] += totals[sides[first]] > totals[sides[second]]
            entry[2] += totals[sides[second]] > totals[sides[first]]
    pairs = sorted(met, key=lambda pair: (order[pair[0]], order[pair[1]]))
    return tuple(Meeting(a, b, *met[(a, b)]) for a, b in pairs)


def expected(own: float, other: float) -> float:
    """Elo's expected score of a side rated ``own`` against one rated ``other``."""
    return 1.0 / (1.0 + float(10.0 ** ((other - own) / 400.0)))


@dataclass(frozen=True)
class RatingStep:
    """The ratings after a finished match: ``index`` is its place among the matches given.

    ``changes``: what the match moved each of its sides by, as the ratings are
    shown (the rating after it less the one before, ``START_RATING`` before a
    side's first match), so the changes printed add up to the ratings printed.
    """

    index: int
    ratings: Mapping[str, int]  # rounded half up, by name; sides not yet seen are absent
    changes: Mapping[str, int]  # by name, the match's sides only


def ratings(matches: Sequence[MatchResult]) -> tuple[RatingStep, ...]:
    """Everyone's Elo rating after every finished match (module docstring: formula and sources).

    Each side is rated at the mean of its players' ratings before the match;
    each player moves by their side's change. Ratings are kept unrounded
    between matches and rounded only when shown.
    """
    current: dict[str, float] = {}
    steps = []
    for index, result in enumerate(matches):
        if not has_result(result):
            continue
        teams = members(result)
        totals = result.totals
        before = {
            person: current.get(person, float(START_RATING)) for names in teams.values() for person in names
        }
        rating = {side: sum(before[p] for p in names) / len(names) for side, names in teams.items()}
        weight = K / max(1, len(teams) - 1)
        for side, names in teams.items():
            change = 0.0
            for other in teams:
                if other == side:
                    continue
                score = 1.0 if totals[side] > totals[other] else 0.5 if totals[side] == totals[other] else 0.0
                change += score - expected(rating[side], rating[other])
            for person in names:
                current[person] = before[person] + weight * change
        shown = {name: _round(value) for name, value in current.items()}
        changes = {person: shown[person] - _round(before[person]) for person in before}
        steps.append(RatingStep(index, MappingProxyType(shown), MappingProxyType(changes)))
    return tuple(steps)


def _round(value: float) -> int:
    """Half up, as ``round_half_up``, for a rating (a float: Elo's expectation is not a fraction)."""
    return int(value + 0.5) if value >= 0 else -int(-value + 0.5)


def form(matches: Sequence[MatchResult], count: int = FORM_MATCHES) -> Mapping[str, tuple[bool | None, ...]]:
    """Everyone's last ``count`` finished matches, oldest first: ``True`` for a match their side won,
    ``None`` for one it shared (level at the top, ``shared_by``), ``False`` otherwise."""
    out: dict[str, list[bool | None]] = {}
    for result in finished(matches):
        shared = shared_by(result)
        for person, side in people(result).items():
            out.setdefault(person, []).append(None if side in shared else side == result.outcome.winner)
    return MappingProxyType({name: tuple(results[-count:]) for name, results in out.items()})


def matches_won(matches: Sequence[MatchResult]) -> Mapping[str, Fraction]:
    """Everyone's finished matches won, by name, in the order people first appear: a shared one
    ½ (``SHARED_WIN``), as the standings count it, so that the highlight of the most matches won
    and the standings' column never disagree."""
    out: dict[str, Fraction] = {}
    for result in finished(matches):
        shared = shared_by(result)
        for person, side in people(result).items():
            won = 1 if result.outcome.winner == side else SHARED_WIN if side in shared else 0
            out[person] = out.get(person, Fraction(0)) + won
    return MappingProxyType(out)


def coups_fourres(matches: Sequence[MatchResult]) -> Mapping[str, int]:
    """Everyone's coups fourrés over the finished matches (a team's are each of its players'), by
    name, in the order people first appear."""
    out: dict[str, int] = {}
    for result in finished(matches):
        for person, side in people(result).items():
            out[person] = out.get(person, 0) + sum(hand.facts[side].coups_fourres for hand in result.hands)
    return MappingProxyType(out)


@dataclass(frozen=True)
class SeasonBest:
    """``name`` scored ``points`` in hand ``hand`` of match ``index`` (its place among the matches given)."""

    name: str
    points: int
    index: int
    hand: int


def best_hands(matches: Sequence[MatchResult]) -> tuple[SeasonBest, ...]:
    """The highest hand total of the finished matches, and everyone whose side scored it.

    Each is named once, at the first match and hand in which their side
    scored their best; in the order in which they first scored any points.
    Empty when no hand scored (a series without points).
    """
    best = personal_bests(matches)
    top = max((entry.points for entry in best.values()), default=0)
    return tuple(entry for entry in best.values() if entry.points == top)


def personal_bests(matches: Sequence[MatchResult]) -> Mapping[str, SeasonBest]:
    """Everyone's best hand of the finished matches (their side's highest hand total, at its first
    match and hand), in the order in which they first scored; nobody without a hand that scored."""
    best: dict[str, SeasonBest] = {}
    for index, result in enumerate(matches):
        if not has_result(result):
            continue
        for person, side in people(result).items():
            for number, hand in enumerate(result.hands, start=1):
                points = hand.total(side)
                if points > (best[person].points if person in best else 0):
                    best[person] = SeasonBest(person, points, index, number)
    return MappingProxyType(best)


def margin(result: MatchResult) -> int:
    """The leader's lead over the next side after the last hand (a finished match: the winner's)."""
    totals = sorted(result.totals.values(), reverse=True)
    return totals[0] - totals[1]


@dataclass(frozen=True)
class Closest:
    """The smallest winning ``margin`` of a season, and the places (``indexes``) of the matches won by it."""

    margin: int
    indexes: tuple[int, ...]


def closest(matches: Sequence[MatchResult]) -> Closest | None:
    """The finished matches (of two sides or more) won by the smallest margin (a shared match was
    not won); ``None`` without any."""
    margins = {
        index: margin(result)
        for index, result in enumerate(matches)
        if has_result(result) and result.outcome.winner is not None and len(result.totals) > 1
    }
    if not margins:
        return None
    smallest = min(margins.values())
    return Closest(smallest, tuple(index for index, value in margins.items() if value == smallest))


@dataclass(frozen=True)
class SeasonMatch:
    """One match of a season: the name of its log (shown when it has no title) and its scoring."""

    name: str
    result: MatchResult

    @property
    def label(self) -> str:
        """What the season report calls the match: its title, or its log's name."""
        return self.result.match.title or self.name

    @property
    def finished(self) -> bool:
        """Whether the match has a result: won by one side, or shared (``has_result``)."""
        return has_result(self.result)

    @property
    def shared(self) -> tuple[str, ...]:
        """The names of the sides that shared its win, level at the top (``shared_by``); none else."""
        names = _names(self.result)
        return tuple(names[side] for side in shared_by(self.result))


@dataclass(frozen=True)
class PlayerMatch:
    """A match as one player played it: ``index`` is its place in the season's matches; ``won``,
    ``rating`` (after it) and ``change`` are ``None`` while it is in progress; ``shared``: their side
    shared the win, level at the top (``won`` is then ``False``)."""

    index: int
    side: str  # their side's name
    partners: tuple[str, ...]
    opponents: tuple[str, ...]  # the other sides' names
    points: int  # their side's total (games won in a series)
    won: bool | None
    rating: int | None
    change: int | None
    shared: bool = False


@dataclass(frozen=True)
class Record:
    """One player's record against one opponent: finished matches met, and who finished ahead."""

    opponent: str
    met: int
    ahead: int
    behind: int


@dataclass(frozen=True)
class PlayerSeason:
    """A player's page: every match they played, their record against each opponent, their best hand."""

    name: str
    matches: tuple[PlayerMatch, ...]
    records: tuple[Record, ...]
    best: SeasonBest | None


def player_seasons(
    matches: Sequence[MatchResult], order: Sequence[str], steps: Sequence[RatingStep]
) -> tuple[PlayerSeason, ...]:
    """The page of each player named in ``order``, from the season's matches and rating steps."""
    after = {step.index: step for step in steps}
    played: dict[str, list[PlayerMatch]] = {name: [] for name in order}
    for index, result in enumerate(matches):
        step = after.get(index)
        for side in result.match.sides:
            for person in side.members:
                if person not in played:
                    continue
                played[person].append(
                    PlayerMatch(
                        index=index,
                        side=side.name,
                        partners=tuple(p for p in side.members if p != person),
                        opponents=tuple(other.name for other in result.match.sides if other.id != side.id),
                        points=result.totals[side.id],
                        won=(result.outcome.winner == side.id) if step is not None else None,
                        rating=step.ratings[person] if step is not None else None,
                        change=step.changes[person] if step is not None else None,
                        shared=side.id in shared_by(result),
                    )
                )
    records: dict[str, list[Record]] = {name: [] for name in order}
    for meeting in head_to_head(matches):
        a, b = meeting.first, meeting.second
        if a in records:
            records[a].append(Record(b, meeting.met, meeting.first_ahead, meeting.second_ahead))
        if b in records:
            records[b].append(Record(a, meeting.met, meeting.second_ahead, meeting.first_ahead))
    bests = personal_bests(matches)
    return tuple(
        PlayerSeason(name, tuple(played[name]), tuple(records[name]), bests.get(name)) for name in order
    )


LOOK_ALIKE_LETTERS = str.maketrans(
    {
        # Cyrillic letters drawn as Latin ones (after case folding: "А" is "а"), as Unicode's
        # confusables data (UTS #39, confusables.txt) maps them, or their capitals do.
        "а": "a", "в": "b", "е": "e", "һ": "h", "і": "i", "ј": "j", "к": "k", "ӏ": "l", "м": "m",
        "н": "h", "о": "o", "р": "p", "ԛ": "q", "ѕ": "s", "т": "t", "ԝ": "w", "х": "x", "у": "y",
        "ԁ": "d", "с": "c",
        # Greek, the same way ("Α" is "α").
        "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "h", "ι": "i", "κ": "k", "μ": "m", "ν": "n",
        "ο": "o", "ρ": "p", "τ": "t", "υ": "y", "χ": "x",
    }
)  # fmt: skip
"""The Cyrillic and Greek letters a reader takes for Latin ones, each as the Latin letter it looks like."""


def folded(name: str) -> str:
    """A name as a reader might not tell it apart: case, accents and letters of another alphabet
    drawn alike dropped ("Zoé", "zoe"; a Cyrillic "Аna", "ana"; "Le\u0301a", "lea")."""
    decomposed = unicodedata.normalize("NFKD", name.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).translate(LOOK_ALIKE_LETTERS)


def look_alike(matches: Sequence[MatchResult]) -> tuple[tuple[str, ...], ...]:
    """Names of a season that look alike but differ (case, accents, a Cyrillic or Greek letter
    drawn as a Latin one: "sam" and "Sam"), each group in the order the names first appear: a
    season counts them as different people."""
    groups: dict[str, list[str]] = {}
    for result in matches:
        for person in people(result):
            group = groups.setdefault(folded(person), [])
            if person not in group:
                group.append(person)
    return tuple(tuple(group) for group in groups.values() if len(group) > 1)


def _logs(names: Sequence[str], most: int = 3) -> str:
    """Logs named in a warning: the first ``most``, then how many more."""
    shown = ", ".join(names[:most])
    return shown if len(names) <= most else f"{shown} and {len(names) - most} more"


def _where(matches: Sequence[SeasonMatch]) -> dict[str, list[str]]:
    """Each person of the season, with the logs that count them, in order."""
    found: dict[str, list[str]] = {}
    for match in matches:
        for person in people(match.result):
            found.setdefault(person, []).append(match.name)
    return found


def _alphabet(name: str) -> str:
    """Where a name holds a letter of another alphabet than the Latin, the first one, named as
    Unicode names it, for a reader to whom both spellings look the same; "" otherwise."""
    for char in name:
        what = unicodedata.name(char, "")
        if char.isalpha() and not what.startswith("LATIN"):
            return f"; its {char!r} is U+{ord(char):04X} {what}"
    return ""


def look_alike_warnings(matches: Sequence[SeasonMatch]) -> tuple[str, ...]:
    """A sentence for each group of look-alike names (``look_alike``): every spelling, with the
    logs that write it (and its first letter of another alphabet, named)."""
    where = _where(matches)
    return tuple(
        " and ".join(f"{name!r} (in {_logs(where[name])}{_alphabet(name)})" for name in group)
        + " look alike but are written differently (case, accents or letters of another alphabet): "
        "the season counts them as different people"
        for group in look_alike([match.result for match in matches])
    )


def team_name_warnings(matches: Sequence[SeasonMatch]) -> tuple[str, ...]:
    """A sentence for each team a season counts under its name ("Ana & Dev", a log naming no
    players, as the phone sheet's do) whose name lists players that other logs name one by one: the
    season counts the team as one more person beside them."""
    players: dict[str, list[str]] = {}
    for match in matches:
        for side in match.result.match.sides:
            for player in side.players:
                players.setdefault(folded(player), []).append(match.name)
    teams: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for match in matches:
        per_side = match.result.match.setup.per_side
        for side in match.result.match.sides:
            listed = () if side.players else team_players(side.name, per_side) or ()
            named = tuple(player for player in listed if folded(player) in players)
            if named:
                teams.setdefault((side.name, named), []).append(match.name)
    said = []
    for (team, named), logs in teams.items():
        elsewhere = list(dict.fromkeys(log for player in named for log in players[folded(player)]))
        said.append(
            f"{team!r} (in {_logs(logs)}) names no players, but {' and '.join(named)} play in other "
            f"logs ({_logs(elsewhere)}): the season counts the team as one more person; name its "
            "players in its logs"
        )
    return tuple(said)


@dataclass(frozen=True)
class Season:
    """A club's season: its matches by date, and the standings, head-to-head, ratings and form
    they make; ``players``: a page for each one in the standings, in their order. ``ratings``
    steps' ``index`` is a match's place in ``matches``."""

    edition: Edition
    matches: tuple[SeasonMatch, ...]
    standings: tuple[Standing, ...]
    head_to_head: tuple[Meeting, ...]
    ratings: tuple[RatingStep, ...]
    form: Mapping[str, tuple[bool | None, ...]]
    players: tuple[PlayerSeason, ...]

    @property
    def results(self) -> tuple[MatchResult, ...]:
        """The matches' scoring, by date."""
        return tuple(match.result for match in self.matches)

    @property
    def undated(self) -> tuple[str, ...]:
        """The logs of matches without a date, which the season takes after the dated ones."""
        return tuple(match.name for match in self.matches if match.result.match.date is None)

    @property
    def warnings(self) -> tuple[str, ...]:
        """What the season does quietly that its club should be told, a sentence each: it counts as
        different people names that look alike (``look_alike_warnings``) and a team named by its
        name beside its players named one by one (``team_name_warnings``), and takes the undated
        logs after the dated ones (``undated``)."""
        said = [*look_alike_warnings(self.matches), *team_name_warnings(self.matches)]
        if self.undated:
            them = "it" if len(self.undated) == 1 else "them"
            said.append(
                f"no date in {', '.join(self.undated)}: the season takes {them} after the dated logs, "
                "in the order given"
            )
        return tuple(said)


def _rules_id(edition: Edition) -> str:
    return f"{edition.id} with house rules “{edition.house_rules}”" if edition.house_rules else edition.id


def season(logs: Sequence[tuple[str, MatchResult]]) -> Season:
    """The season of several matches played with the same rules.

    ``logs`` pairs each match with its log's name. Matches are taken by date
    (undated ones last, in the order given). Raises ``InputError`` for no
    match, or for matches played with different rules.
    """
    if not logs:
        raise InputError("a season needs at least one match log")
    first_name, first = logs[0]
    for name, other in logs[1:]:
        if other.match.edition != first.match.edition:
            raise InputError(
                f"a season's logs must all use the same rules: {first_name} uses "
                f"{_rules_id(first.match.edition)}, {name} uses {_rules_id(other.match.edition)}"
            )
    ordered = sorted(
        enumerate(logs),
        key=lambda item: (item[1][1].match.date is None, item[1][1].match.date or datetime.date.min, item[0]),
    )
    matches = tuple(SeasonMatch(name, result) for _, (name, result) in ordered)
    results = [match.result for match in matches]
    ranked = standings(results)
    steps = ratings(results)
    return Season(
        edition=first.match.edition,
        matches=matches,
        standings=ranked,
        head_to_head=head_to_head(results),
        ratings=steps,
        form=form(results),
        players=player_seasons(results, [row.name for row in ranked], steps),
    )
