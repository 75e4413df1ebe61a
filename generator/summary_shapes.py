"""The shapes of the JSON Bornes prints (``generator.summary``): a ``TypedDict`` each, keys in printed order.

``generator.summary`` builds its dicts to these shapes, so mypy refuses a key
renamed on one side only; the tests hold ``bornes score --json``'s output to
them, key for key. Kept apart from ``generator.summary`` because only type
checking and the tests need them at run time: ``bornes score --json`` does
not create these classes.
"""

from __future__ import annotations

from typing import TypedDict


class SideJSON(TypedDict):
    """A side of a match: its id in the log, its name and its players (empty where the log names none)."""

    id: str
    name: str
    players: list[str]


class FactsJSON(TypedDict):
    """A side's logged facts for one hand, as the log names them (``two_hundreds`` and
    ``hundreds_played`` may be null)."""

    miles: int
    safeties: int
    coups_fourres: int
    two_hundreds: int | None
    delayed: bool
    extension: bool
    hundreds_played: bool | None


class ExtensionJSON(TypedDict):
    """Who called the extension in a hand, and whether that side then completed the longer trip."""

    caller: str
    made: bool


class GameScoreJSON(TypedDict):
    """A side's game in a series without points (Dujardin 2025): its miles and whether it won."""

    miles: int
    won: bool


class HandJSON(TypedDict):
    """One hand. ``scores`` by side: one key per line the edition scores and ``total``
    (``GameScoreJSON`` in a series without points); ``running``: the totals after it."""

    number: int
    winner: str | None
    completed: str | None
    trip: int
    extension: ExtensionJSON | None
    shutouts: list[str]
    delayed: str | None
    facts: dict[str, FactsJSON]
    scores: dict[str, dict[str, int]] | dict[str, GameScoreJSON]
    running: dict[str, int]


class MatchJSON(TypedDict):
    """A scored match, as ``bornes score --json`` prints it (``reason``: a ``Reason`` value)."""

    edition: str
    house_rules: str | None
    players: int
    title: str | None
    date: str | None
    target: int | None
    fixed_hands: int | None
    first_to: int | None
    sides: list[SideJSON]
    hands: list[HandJSON]
    totals: dict[str, int]
    finished: bool
    winner: str | None
    reason: str


class SeasonSideJSON(TypedDict):
    """A side of a season's match: its name and the players it names (empty where none)."""

    name: str
    players: list[str]


class SeasonMatchJSON(TypedDict):
    """A match of a season: its log's name, its sides, and its result with the sides by name
    (``shared``: the sides that shared its win, level at the top, ``winner`` then null)."""

    log: str
    title: str | None
    date: str | None
    sides: list[SeasonSideJSON]
    finished: bool
    winner: str | None
    shared: list[str]
    totals: dict[str, int]


class StandingJSON(TypedDict):
    """A side's line of the season's standings (``generator.stats.season.Standing``) and its rank."""

    rank: int
    name: str
    played: int
    won: int | float  # a shared match counts 0.5
    win_percentage: int
    hands: int
    hands_won: int
    total: int
    per_match: int | float  # a series: games won per series, to hundredths (0.67)
    per_hand: int


class MeetingJSON(TypedDict):
    """Two sides' finished matches together, and how often each finished ahead."""

    first: str
    second: str
    met: int
    first_ahead: int
    second_ahead: int


class RatingJSON(TypedDict):
    """The ratings after a finished match (``match``: its number in ``matches``, from 1), and the
    change it made to each of its sides."""

    match: int
    ratings: dict[str, int]
    changes: dict[str, int]


class PlayerMatchJSON(TypedDict):
    """A match on a player's page (``match``: its number in ``matches``, from 1); ``won``,
    ``rating`` and ``change`` are null while it is in progress; ``shared``: their side shared the win."""

    match: int
    side: str
    partners: list[str]
    opponents: list[str]
    points: int
    won: bool | None
    rating: int | None
    change: int | None
    shared: bool


class RecordJSON(TypedDict):
    """A player's record against one opponent: finished matches met, ahead, behind."""

    opponent: str
    met: int
    ahead: int
    behind: int


class BestHandJSON(TypedDict):
    """A player's best hand: its points, its match's number in ``matches`` (from 1) and its hand."""

    points: int
    match: int
    hand: int


class PlayerJSON(TypedDict):
    """A player's page: every match they played, their record against each opponent, their best hand."""

    name: str
    matches: list[PlayerMatchJSON]
    records: list[RecordJSON]
    best_hand: BestHandJSON | None


class SeasonJSON(TypedDict):
    """A season as data: its matches by date, standings, head-to-head, ratings, recent form, and a
    page per player."""

    edition: str
    house_rules: str | None
    matches: list[SeasonMatchJSON]
    standings: list[StandingJSON]
    head_to_head: list[MeetingJSON]
    ratings: list[RatingJSON]
    form: dict[str, list[bool | None]]
    players: list[PlayerJSON]
