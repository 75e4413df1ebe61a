"""A scored match as plain data: what ``bornes score --json`` prints and reports show.

Every figure comes from ``generator.rules``; nothing here adds points up
itself, so a report and ``bornes score --json`` always agree.
"""

from __future__ import annotations

from typing import Any

from generator.rules.editions import MatchKind
from generator.rules.match import MatchResult


def summary(result: MatchResult) -> dict[str, Any]:
    """The match as JSON-ready data.

    Shape: ``edition``, ``sides`` (id, name), ``hands`` (number, winner,
    scores by side with one key per line and ``total``, running totals),
    ``totals``, ``finished``, ``winner``, ``reason``. For a series without
    points (Dujardin 2025) a hand's scores hold ``miles`` and ``won``, and
    ``totals`` counts games won.
    """
    match = result.match
    games = match.edition.match_kind is MatchKind.GAMES
    hands = []
    for number, (hand, running) in enumerate(zip(result.hands, result.running, strict=True), start=1):
        if games:
            scores: dict[str, Any] = {
                s: {"miles": hand.facts[s].miles, "won": s == hand.winner} for s in match.side_ids
            }
        else:
            scores = {s: hand.scores[s].as_dict() for s in match.side_ids}
        hands.append(
            {
                "number": number,
                "winner": hand.winner,
                "completed": hand.completed,
                "trip": hand.trip_length,
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
        "fixed_hands": match.fixed_hands,
        "first_to": match.first_to,
        "sides": [{"id": s.id, "name": s.name} for s in match.sides],
        "hands": hands,
        "totals": dict(result.totals),
        "finished": outcome.finished,
        "winner": outcome.winner,
        "reason": outcome.reason.value,
    }
