"""Plain-text tables for the terminal: ``bornes editions`` and ``bornes score``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.rules.editions import EDITIONS, Edition, Line, MatchKind, ShutoutRule
from generator.text.labels import line_label
from generator.text.numbers import format_number

if TYPE_CHECKING:  # `bornes editions` needs no match, so loads none
    from generator.rules.match import MatchResult


def _n(value: int) -> str:
    return format_number(value, "en")


def scoring_in_short(edition: Edition) -> str:
    """The edition's scoring in short: "safeties 100, …, shut-out 500; to 5,000"."""
    if edition.scoring is None:
        return "no points: each hand is a game, won at exactly 1,000 or by the closest"
    parts = [
        f"{line_label(line, 'en', edition=edition).lower()} {_n(edition.scoring.value(line))}"
        for line in edition.scoring.lines
        if line is not Line.DISTANCE
    ]
    if (
        edition.scoring.scores(Line.SHUTOUT)
        and edition.scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT
    ):
        parts[-1] += " per side without distance"
    target = f"; to {_n(edition.target)}" if edition.target else ""
    return ", ".join(parts) + target


def players_in_short(edition: Edition) -> str:
    """Who may play: "2, 3 alone; 4, 6 in teams of 2"."""
    alone = [str(s.players) for s in edition.setups if not s.teams]
    teams = [str(s.players) for s in edition.setups if s.teams]
    parts = [f"{', '.join(alone)} alone"] if alone else []
    parts += [f"{', '.join(teams)} in teams of 2"] if teams else []
    return "; ".join(parts)


def trips_in_short(edition: Edition) -> str:
    """The trip of each setup: "700 (2, 3, 6 players, extension to 1,000); 1,000 (4)"."""
    trips: dict[tuple[int, bool], list[str]] = {}
    for setup in edition.setups:
        seats = trips.setdefault((setup.trip, setup.extension), [])
        if str(setup.players) not in seats:
            seats.append(str(setup.players))
    if len(trips) == 1:
        ((trip, extension),) = trips
        return _n(trip) + (", extension to 1,000" if extension else "")
    return "; ".join(
        f"{_n(trip)} for {', '.join(seats)}" + (" (extension to 1,000)" if extension else "")
        for (trip, extension), seats in trips.items()
    )


COLUMNS = (("id", 16), ("name", 24), ("players", 18), ("trip", 22), ("scoring", 40))


def editions_table() -> str:
    """Every edition in a table: id, name, players, trip and scoring in short, long cells wrapped."""
    import textwrap

    lines = ["  ".join(f"{title:<{width}}" for title, width in COLUMNS).rstrip()]
    lines.append("  ".join("-" * width for _, width in COLUMNS))
    for edition in EDITIONS.values():
        cells = (
            edition.id,
            f"{edition.name_en}, {edition.reference}",
            players_in_short(edition),
            trips_in_short(edition),
            scoring_in_short(edition),
        )
        wrapped = [
            textwrap.wrap(cell, width) or [""] for cell, (_, width) in zip(cells, COLUMNS, strict=True)
        ]
        for row in range(max(len(w) for w in wrapped)):
            parts = [(w[row] if row < len(w) else "") for w in wrapped]
            lines.append(
                "  ".join(
                    f"{part:<{width}}" for part, (_, width) in zip(parts, COLUMNS, strict=True)
                ).rstrip()
            )
        lines.append("")
    return "\n".join(lines).rstrip()


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
                row(f"  {line_label(line, 'en', edition=match.edition).lower()}", [_n(v) for v in values])
        row("  hand total", [_n(hand.total(s)) for s in match.side_ids])
        row("  running total", [_n(running[s]) for s in match.side_ids])
    rows.append(outcome_sentence(result))
    return "\n".join(rows)
