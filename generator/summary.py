"""A scored match as plain data: what ``bornes score --json`` prints and reports show.

Every figure comes from ``generator.rules``; nothing here adds points up
itself, so a report and ``bornes score --json`` always agree.
"""

from __future__ import annotations

from typing import Any

from generator.rules.editions import MatchKind
from generator.rules.match import MatchResult
from generator.rules.scoring import SideFacts
from generator.stats.match import hand_stories


def facts_data(facts: SideFacts) -> dict[str, Any]:
    """A side's logged facts for one hand, as the log names them (``two_hundreds`` may be null)."""
    return {
        "miles": facts.miles,
        "safeties": facts.safeties,
        "coups_fourres": facts.coups_fourres,
        "two_hundreds": facts.two_hundreds,
        "delayed": facts.delayed,
        "extension": facts.extension,
    }


def summary(result: MatchResult) -> dict[str, Any]:
    """The match as JSON-ready data.

    Shape: ``edition``, ``sides`` (id, name), ``hands`` (number, winner,
    ``trip`` (700 or 1,000), ``completed`` (the side that completed it),
    ``extension`` (``caller`` and ``made``, or null), ``shutouts`` (the sides
    that scored one), ``delayed`` (the side that completed the trip after the
    draw pile ran out), each side's logged ``facts``, scores by side with one
    key per line and ``total``, running totals),
    ``totals``, ``finished``, ``winner``, ``reason``. For a series without
    points (Dujardin 2025) a hand's scores hold ``miles`` and ``won``, and
    ``totals`` counts games won.
    """
    match = result.match
    games = match.edition.match_kind is MatchKind.GAMES
    hands = []
    stories = hand_stories(result)
    for number, (hand, running, story) in enumerate(
        zip(result.hands, result.running, stories, strict=True), start=1
    ):
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
                "extension": (
                    None
                    if story.extension_caller is None
                    else {"caller": story.extension_caller, "made": story.extension_made}
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
        "fixed_hands": match.fixed_hands,
        "first_to": match.first_to,
        "sides": [{"id": s.id, "name": s.name} for s in match.sides],
        "hands": hands,
        "totals": dict(result.totals),
        "finished": outcome.finished,
        "winner": outcome.winner,
        "reason": outcome.reason.value,
    }
