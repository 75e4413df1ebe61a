"""Plain-text tables for the terminal: ``bornes editions`` and ``bornes score``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.rules.editions import EDITIONS, Edition, MatchKind
from generator.text.labels import line_label
from generator.text.numbers import format_number

if TYPE_CHECKING:  # `bornes editions` needs no match, so loads none
    from generator.rules.match import MatchResult


def _n(value: int) -> str:
    return format_number(value, "en")


def scoring_in_short(edition: Edition) -> str:
    """One phrase for the edition's scoring, e.g. "trip 400, safe trip 300, … to 5,000"."""
    if edition.scoring is None:
        return "no points: first to exactly 1,000 wins the game"
    parts = [
        f"{line_label(line, 'en').lower()} {_n(edition.scoring.value(line))}"
        for line in edition.scoring.lines
        if line.value not in ("distance", "safeties")
    ]
    target = f"; to {_n(edition.target)}" if edition.target else ""
    return ", ".join(parts) + target


def setups_in_short(edition: Edition) -> str:
    """Every setup, e.g. "2 (700+ext), 3 (700+ext), 4 in 2 teams (1,000)"."""
    parts = []
    for setup in edition.setups:
        seat = f"{setup.players} in {setup.sides} teams" if setup.teams else f"{setup.players} alone"
        trip = _n(setup.trip) + ("+ext" if setup.extension else "")
        parts.append(f"{seat} ({trip})")
    return ", ".join(parts)


def editions_table() -> str:
    """Every edition, one block each."""
    blocks = []
    for edition in EDITIONS.values():
        blocks.append(
            "\n".join(
                (
                    f"{edition.id}  {edition.name_en} — {edition.publisher}, {edition.reference}",
                    f"    players: {setups_in_short(edition)}",
                    f"    scoring: {scoring_in_short(edition)}",
                )
            )
        )
    return "\n\n".join(blocks)


def outcome_sentence(result: MatchResult) -> str:
    """Who won and why, or that the match goes on."""
    from generator.rules.match import Reason

    match = result.match
    names = {s.id: s.name for s in match.sides}
    outcome = result.outcome
    totals = result.totals
    if not outcome.finished or outcome.winner is None:
        return "Match in progress."
    winner = names[outcome.winner]
    score = _n(totals[outcome.winner])
    if outcome.reason is Reason.FIRST_TO:
        return f"Winner: {winner}, first to {score} games won."
    if outcome.reason is Reason.FIXED_HANDS:
        unit = "games" if match.edition.match_kind is MatchKind.GAMES else "points"
        return f"Winner: {winner}, {score} {unit} after {outcome.after_hand} hands."
    target = _n(match.match_target or 0)
    if outcome.reason is Reason.HIGHER_TOTAL:
        return f"Winner: {winner}, {score}: the higher total of the sides past {target}."
    return f"Winner: {winner}, {score}: first past {target}."


def score_table(result: MatchResult) -> str:
    """The hand-by-hand breakdown with running totals, then the result."""
    match = result.match
    names = [s.name for s in match.sides]
    width = max(12, *(len(n) for n in names))
    label_width = 18
    rows: list[str] = []

    def row(label: str, cells: list[str]) -> None:
        rows.append(f"{label:<{label_width}}" + "".join(f"  {c:>{width}}" for c in cells))

    title = match.title or "Match"
    rows.append(
        f"{title} — {match.edition.name_en}"
        + (f" ({match.edition.house_rules})" if match.edition.house_rules else "")
    )
    row("", names)
    games = match.edition.match_kind is MatchKind.GAMES
    for number, (hand, running) in enumerate(zip(result.hands, result.running, strict=True), start=1):
        rows.append(
            f"Hand {number}" + (f" (trip {_n(hand.trip_length)})" if hand.trip_length != 1000 else "")
        )
        if games:
            row("  miles", [_n(hand.facts[s].miles) for s in match.side_ids])
            row("  won", ["yes" if s == hand.winner else "" for s in match.side_ids])
            row("  games won", [_n(running[s]) for s in match.side_ids])
            continue
        assert match.edition.scoring is not None
        for line in match.edition.scoring.lines:
            values = [hand.scores[s].lines[line] for s in match.side_ids]
            if any(values):
                row(f"  {line_label(line, 'en').lower()}", [_n(v) for v in values])
        row("  hand total", [_n(hand.total(s)) for s in match.side_ids])
        row("  running total", [_n(running[s]) for s in match.side_ids])
    rows.append(outcome_sentence(result))
    return "\n".join(rows)
