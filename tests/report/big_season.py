"""A club's season made by a script: as many players and logs as asked, for the big-season tests and
``benchmarks/scale.py``."""

from __future__ import annotations

from generator.matchlog.write import toml_string

STEM = "Marie-Christophe Dupont-Lefebvre de la Tour-Montagne"
"""The start of every player's name, cut to the length asked, then a number of its own."""


def player_name(index: int, length: int) -> str:
    """Player ``index``'s name, ``length`` characters long: "Marie-Christophe 007", or "P007"."""
    number = f"{index:03d}"
    if length <= len(number) + 1:
        return f"P{number}"[-length:] if length > len(number) else number
    head = STEM[: length - len(number) - 1]
    return f"{head[:-1]}e {number}" if head.endswith(" ") else f"{head} {number}"


def season_logs(players: int, logs: int, *, name_length: int = 8, hands: int = 1) -> list[tuple[str, str]]:
    """``logs`` two-player Parker Brothers matches of ``hands`` hands each, as (log name, text),
    between ``players`` people named ``name_length`` characters long.

    Match n is played by player n mod ``players`` and the one after them by
    1 + n // ``players`` places, so every player plays about 2 × logs ÷ players
    matches against different people, and the head-to-head has about as many
    pairs as there are matches. Each hand one side completes the 700-mile trip.
    """
    out = []
    for n in range(logs):
        first = n % players
        second = (first + 1 + n // players) % players
        if second == first:
            second = (second + 1) % players
        lines = [
            'edition = "parker-brothers"',
            "players = 2",
            f"title = {toml_string(f'Match {n + 1}')}",
            f"date = 2026-{1 + n * 12 // max(logs, 1):02d}-01",
            f"fixed_hands = {hands}",
            "",
            "[sides]",
            f"a = {toml_string(player_name(first, name_length))}",
            f"b = {toml_string(player_name(second, name_length))}",
        ]
        for hand in range(hands):
            winner, loser = ("a", "b") if (n + hand) % 3 else ("b", "a")
            lines += [
                "",
                "[[hands]]",
                f"{winner} = {{ miles = 700, two_hundreds = 0 }}",
                f"{loser} = {{ miles = {25 * (hand % 20 + 1)} }}",
            ]
        out.append((f"m{n:04d}", "\n".join(lines) + "\n"))
    return out
