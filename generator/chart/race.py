"""The numbers a race chart draws, read from the rules module's ``MatchResult``.

Pure data, no matplotlib: a chart shows the scoring ``bornes score`` prints
and nothing else, so the report, the chart and the score always agree.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.editions import MatchKind
from generator.rules.match import MatchResult
from generator.text.languages import Lang


class Track(NamedTuple):
    """One side's race: its standing before the first hand (0) and after each hand.

    ``distances`` are the miles of each hand, drawn for a race without
    points (Dujardin 2025), where every hand is a game.
    """

    side: str
    name: str
    standings: tuple[int, ...]
    distances: tuple[int, ...]

    @property
    def final(self) -> int:
        """The standing after the last hand."""
        return self.standings[-1]


class Race(NamedTuple):
    """A match as a race chart sees it.

    ``games``: the standings count games won (Dujardin 2025) and each game's
    distances are drawn too. ``goal``: the line drawn across the chart, the
    match target in points or the games a series asks for (``None`` for a set
    number of hands or an open series). ``trip``: the distance a game is won
    at, for the distance panel.
    """

    games: bool
    tracks: tuple[Track, ...]
    goal: int | None
    trip: int
    hand_winners: tuple[str | None, ...]
    winner: str | None
    finished: bool
    title: str | None
    date: datetime.date | None
    units: Mapping[Lang, str]  # the unit of distance by language: "miles", "bornes"

    @property
    def hands(self) -> int:
        """How many hands (or games) were played."""
        return len(self.hand_winners)

    def name(self, side: str) -> str:
        """The name of the side with this id."""
        return next(track.name for track in self.tracks if track.side == side)


def race(result: MatchResult) -> Race:
    """The race of a scored match: each side's running totals (games won in a series) and,
    in a series, each game's miles."""
    match = result.match
    edition = match.edition
    games = edition.match_kind is MatchKind.GAMES
    tracks = tuple(
        Track(
            side.id,
            side.name,
            (0, *(running[side.id] for running in result.running)),
            tuple(hand.facts[side.id].miles for hand in result.hands) if games else (),
        )
        for side in match.sides
    )
    trips = {hand.trip_length for hand in result.hands}
    return Race(
        games=games,
        tracks=tracks,
        goal=match.first_to if games else match.match_target,
        trip=max(trips) if trips else match.setup.trip,
        hand_winners=tuple(hand.winner for hand in result.hands),
        winner=result.outcome.winner,
        finished=result.outcome.finished,
        title=match.title,
        date=match.date,
        units=MappingProxyType({lang: names.unit for lang, names in edition.card_names.items()}),
    )
