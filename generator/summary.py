"""The JSON Bornes prints: a scored match (``bornes score --json``) and a season, as plain data.

This is the edge where typed results become dicts, and the only one: reports,
charts, the CSV and the terminal's tables read ``MatchResult``, the
``generator.stats`` records and ``generator.stats.season.Season`` by their
fields. Each shape is a ``TypedDict``, so a key renamed on one side and not
the other is a type error, and the keys are written in the order printed.
Every figure comes from ``generator.rules`` and ``generator.stats``; nothing
here adds points up itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.rules.editions import MatchKind
from generator.rules.match import MatchResult
from generator.rules.scoring import Breakdown, SideFacts
from generator.stats.match_story import hand_stories
from generator.stats.rounding import plain

if TYPE_CHECKING:
    # `score --json` prints one match: the season's module loads only for a season, and the
    # shapes only for mypy and the tests.
    from generator.stats.season import PlayerSeason, Season
    from generator.summary_shapes import (
        FactsJSON,
        GameScoreJSON,
        HandJSON,
        MatchJSON,
        PlayerJSON,
        SeasonJSON,
        SeasonMatchJSON,
        StandingJSON,
    )


def facts_data(facts: SideFacts) -> FactsJSON:
    """A side's logged facts for one hand, as the log names them."""
    return {
        "miles": facts.miles,
        "safeties": facts.safeties,
        "coups_fourres": facts.coups_fourres,
        "two_hundreds": facts.two_hundreds,
        "delayed": facts.delayed,
        "extension": facts.extension,
        "hundreds_played": facts.hundreds_played,
    }


def breakdown_data(breakdown: Breakdown) -> dict[str, int]:
    """A side's points for one hand: each line's name and points, then ``total``."""
    return {**{line.value: points for line, points in breakdown.lines.items()}, "total": breakdown.total}


def summary(result: MatchResult) -> MatchJSON:
    """The match as JSON-ready data, what ``bornes score --json`` prints.

    ``hands`` holds each hand's number, winner, ``trip`` (700 or 1,000),
    ``completed`` (the side that completed it), ``extension`` (``caller`` and
    ``made``, or null), ``shutouts`` (the sides that scored one), ``delayed``
    (the side that completed the trip after the draw pile ran out), each
    side's logged ``facts``, scores by side and running totals. For a series
    without points (Dujardin 2025) ``totals`` counts games won.
    """
    match = result.match
    games = match.edition.match_kind is MatchKind.GAMES
    hands: list[HandJSON] = []
    stories = hand_stories(result)
    for hand, running, story in zip(result.hands, result.running, stories, strict=True):
        scores: dict[str, dict[str, int]] | dict[str, GameScoreJSON]
        if games:
            scores = {s: {"miles": hand.facts[s].miles, "won": s == hand.winner} for s in match.side_ids}
        else:
            scores = {s: breakdown_data(hand.scores[s]) for s in match.side_ids}
        hands.append(
            {
                "number": story.number,
                "winner": hand.winner,
                "completed": hand.completed,
                "trip": hand.trip_length,
                "extension": (
                    None
                    if story.extension_caller is None
                    else {"caller": story.extension_caller, "made": bool(story.extension_made)}
                ),
                "shutouts": list(story.shutouts),
                "delayed": story.delayed,
                "facts": {s: facts_data(hand.facts[s]) for s in match.side_ids},
                "scores": scores,
                "running": dict(running),
            }
        )
    outcome = result.outcome
    return {
        "edition": match.edition.id,
        "house_rules": match.edition.house_rules,
        "players": match.setup.players,
        "title": match.title,
        "date": match.date.isoformat() if match.date else None,
        "target": match.match_target,
        "fixed_hands": match.hands_to_play,
        "first_to": match.first_to,
        "sides": [{"id": s.id, "name": s.name, "players": list(s.players)} for s in match.sides],
        "hands": hands,
        "totals": dict(result.totals),
        "finished": outcome.finished,
        "winner": outcome.winner,
        "reason": outcome.reason.value,
    }


def season_summary(season: Season) -> SeasonJSON:
    """A season (``generator.stats.season.season``) as JSON-ready data, what ``bornes score LOG...
    --json`` prints; everyone by name, as a season knows them (each side's players where its log
    names them). ``form``: each one's last finished matches, oldest first, ``true`` for a win."""
    from generator.stats.season import final_totals, ranks, winner_name

    matches: list[SeasonMatchJSON] = [
        {
            "log": match.name,
            "title": match.result.match.title,
            "date": match.result.match.date.isoformat() if match.result.match.date else None,
            "sides": [
                {"name": side.name, "players": list(side.players)} for side in match.result.match.sides
            ],
            "finished": match.finished,
            "winner": winner_name(match.result) if match.finished else None,
            "shared": list(match.shared),
            "totals": final_totals(match.result),
        }
        for match in season.matches
    ]
    standings: list[StandingJSON] = [
        {
            "rank": rank,
            "name": row.name,
            "played": row.played,
            "won": plain(row.won),
            "win_percentage": row.win_percentage,
            "hands": row.hands,
            "hands_won": row.hands_won,
            "total": row.total,
            "per_match": plain(row.per_match),
            "per_hand": row.per_hand,
        }
        for rank, row in zip(ranks(season.standings), season.standings, strict=True)
    ]
    return {
        "edition": season.edition.id,
        "house_rules": season.edition.house_rules,
        "matches": matches,
        "standings": standings,
        "head_to_head": [
            {
                "first": m.first,
                "second": m.second,
                "met": m.met,
                "first_ahead": m.first_ahead,
                "second_ahead": m.second_ahead,
            }
            for m in season.head_to_head
        ],
        "ratings": [
            {"match": step.index + 1, "ratings": dict(step.ratings), "changes": dict(step.changes)}
            for step in season.ratings
        ],
        "form": {name: list(results) for name, results in season.form.items()},
        "players": [_player_data(page) for page in season.players],
    }


def _player_data(page: PlayerSeason) -> PlayerJSON:
    """A player's page (``generator.stats.season.PlayerSeason``) as JSON-ready data."""
    best = page.best
    return {
        "name": page.name,
        "matches": [
            {
                "match": played.index + 1,
                "side": played.side,
                "partners": list(played.partners),
                "opponents": list(played.opponents),
                "points": played.points,
                "won": played.won,
                "rating": played.rating,
                "change": played.change,
                "shared": played.shared,
            }
            for played in page.matches
        ],
        "records": [
            {"opponent": r.opponent, "met": r.met, "ahead": r.ahead, "behind": r.behind} for r in page.records
        ],
        "best_hand": None
        if best is None
        else {"points": best.points, "match": best.index + 1, "hand": best.hand},
    }
