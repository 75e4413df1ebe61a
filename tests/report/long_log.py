"""A long match log made by a script: 200 hands (``fixed_hands = 200``), for the long-report tests."""

from __future__ import annotations

import random

from generator.matchlog.write import toml_key, toml_string


def long_log(
    hands: int = 200,
    *,
    names: tuple[str, ...] = ("Ana & Cleo", "Ben & Dev"),
    edition: str = "parker-brothers",
    players: int = 4,
    seed: int = 1000,
) -> str:
    """A valid log of ``hands`` hands played to ``fixed_hands``; the same text for the same seed.

    Each hand one side (in turn, or nobody every seventh hand) completes the
    1,000-mile trip; the others stop short by a multiple of 25. Safeties,
    coups fourrés and 200s vary, within the rules.
    """
    rng = random.Random(seed)
    ids = [f"s{i}" for i in range(len(names))]
    lines = [f"edition = {toml_string(edition)}", f"players = {players}", 'title = "A long winter"']
    lines += ["date = 2026-12-31", f"fixed_hands = {hands}", "", "[sides]"]
    lines += [f"{toml_key(i)} = {toml_string(n)}" for i, n in zip(ids, names, strict=True)]
    for number in range(hands):
        completer = None if number % 7 == 6 else ids[number % len(ids)]
        lines += ["", "[[hands]]"]
        safeties_left = 4
        for side in ids:
            miles = 1000 if side == completer else 25 * rng.randrange(0, 39)
            safeties = rng.randrange(0, min(2, safeties_left) + 1)
            safeties_left -= safeties
            facts = [f"miles = {miles}"]
            if safeties:
                facts.append(f"safeties = {safeties}")
                coups = rng.randrange(0, safeties + 1)
                if coups:
                    facts.append(f"coups_fourres = {coups}")
            facts.append(f"two_hundreds = {rng.randrange(0, min(2, miles // 200) + 1)}")
            if side == completer and rng.random() < 0.2:
                facts.append("delayed = true")
            lines.append(f"{toml_key(side)} = {{ {', '.join(facts)} }}")
    return "\n".join(lines) + "\n"
