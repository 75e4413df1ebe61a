"""Seeded random hands and matches of one edition and setup, and what the rules module says of them.

The phone sheet's engine (``templates/html/rules.js``) is held to the scoring
module on these: under node (``tests/sheets/test_rules_js.py``) and in the
page, in Chromium (``tests/viewer/test_phone.py``). A hand's facts are drawn
around the trip, where the rules differ (at it, past it, one card past it,
with the extension), valid and refused alike; a match is valid hands with a
random way to end, cut where it is won. The shapes are the engine's
(``checkHand``'s and ``play``'s answers, its match), JSON-ready.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from generator.form_format import TAGS
from generator.rules.cards import HUNDRED
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.house import parse_house_rules
from generator.rules.match import Match, MatchOverError, Side, play
from generator.rules.scoring import TWO_HUNDRED, FactError, SideFacts, check_hand, furthest
from tests.conftest import EXAMPLES

RULES_FILES = sorted((EXAMPLES / "rules").glob("*.toml"))


def every_rules() -> Iterator[tuple[str, Edition]]:
    """Every edition, by its id, and every example house-rules file, as ``rules/<file name>``."""
    for edition in EDITIONS.values():
        yield edition.id, edition
    for path in RULES_FILES:
        yield f"rules/{path.name}", parse_house_rules(path.read_text(encoding="utf-8"), str(path))


def _facts(rng: random.Random, edition: Edition, setup: Setup, wild: bool) -> SideFacts:
    longest = edition.extended_trip if setup.extension else setup.trip
    # Without an exact finish a side may end past the trip, up to one card past it (``furthest``).
    most = furthest(edition, longest)
    miles = rng.choice(
        [
            setup.trip,
            setup.trip,
            longest,
            0,
            rng.randrange(0, most + 25, 25),
            rng.randrange(0, most + 25, 25),
        ]
    )
    if not edition.exact_finish and rng.random() < 0.3:
        miles = rng.randrange(setup.trip - 300, most + 50, 25)  # around the trip: reached, past it, too far
    if wild and rng.random() < 0.3:
        miles = rng.choice([miles + 10, most + 25, -25, miles + 1])
    safeties = rng.choice([0, 0, 0, 1, 1, 2, 3, 4, 5] if wild else [0, 0, 0, 0, 1, 1, 2, 3, 4])
    coups_fourres = rng.randint(0, safeties + (1 if wild else 0))
    two_hundreds = rng.choice([None, 0, 0, 1, 2, 3] if wild else [None, 0, 0, 1, 2])
    if two_hundreds and not wild:
        two_hundreds = min(two_hundreds, max(miles, 0) // TWO_HUNDRED)
    hundreds_played = rng.choice([None, False, True, True])
    if hundreds_played and not wild and HUNDRED + TWO_HUNDRED * (two_hundreds or 0) > miles:
        hundreds_played = False  # no room for a 100
    return SideFacts(
        miles=miles,
        safeties=safeties,
        coups_fourres=coups_fourres,
        two_hundreds=two_hundreds,
        delayed=rng.random() < (0.3 if wild else 0.2),
        extension=(setup.extension or wild) and rng.random() < 0.2,
        hundreds_played=hundreds_played,
    )


def _hand(rng: random.Random, edition: Edition, setup: Setup, wild: bool) -> dict[str, SideFacts]:
    return {TAGS[index].lower(): _facts(rng, edition, setup, wild) for index in range(setup.sides)}


def random_hands(
    edition: Edition, setup: Setup, seed: int, valid: int, invalid: int
) -> list[dict[str, SideFacts]]:
    """``valid`` hands the scoring module accepts and ``invalid`` it refuses, from a fixed seed."""
    rng = random.Random(seed)
    good: list[dict[str, SideFacts]] = []
    bad: list[dict[str, SideFacts]] = []
    for _ in range(200 * (valid + invalid)):
        if len(good) >= valid and len(bad) >= invalid:
            break
        hand = _hand(rng, edition, setup, wild=rng.random() < 0.5)
        try:
            check_hand(edition, setup, hand)
        except FactError:
            if len(bad) < invalid:
                bad.append(hand)
        else:
            if len(good) < valid:
                good.append(hand)
    assert len(good) == valid, f"{edition.id} {setup.id}: only {len(good)} valid hands"
    return good + bad


def as_json(hand: Mapping[str, SideFacts]) -> dict[str, dict[str, Any]]:
    return {side: facts._asdict() for side, facts in hand.items()}


def expected(edition: Edition, setup: Setup, hand: Mapping[str, SideFacts]) -> dict[str, Any]:
    """What the scoring module says of a hand, in the shape the page's ``checkHand`` answers."""
    try:
        result = check_hand(edition, setup, hand)
    except FactError as error:
        return {"ok": False, "rule": error.rule.value, "side": error.side, "fact": error.fact}
    return {
        "ok": True,
        "length": result.trip_length,
        "completed": result.completed,
        "winner": result.winner,
        "lines": {
            side: {line.value: points for line, points in b.lines.items()}
            for side, b in result.scores.items()
        },
    }


def _turned(hand: Mapping[str, SideFacts], shift: int) -> dict[str, SideFacts]:
    """The hand with each side's facts given to the side ``shift`` seats on: as valid, other winners."""
    sides, facts = list(hand), list(hand.values())
    return {side: facts[(index + shift) % len(sides)] for index, side in enumerate(sides)}


def random_matches(
    edition: Edition, setup: Setup, hands: list[dict[str, SideFacts]], seed: int, count: int
) -> list[tuple[Match, dict[str, Any]]]:
    """``count`` random matches of valid hands, each with a random way to end (the page's ``end``),
    cut where the match is won."""
    rng = random.Random(seed)
    valid = [hand for hand in hands if expected(edition, setup, hand)["ok"]]
    sides = tuple(Side(TAGS[i].lower(), f"Side {i}") for i in range(setup.sides))
    out = []
    for _ in range(count):
        chosen = rng.sample(valid, min(len(valid), rng.randint(1, 12)))
        level = rng.random() < 0.3
        if level:  # each hand's facts in every seat in turn: the sides end level, a tie at the top
            chosen = [_turned(hand, shift) for hand in chosen[:2] for shift in range(setup.sides)]
        end: dict[str, int] = {}
        kind = rng.choice(["none", "fixed_hands", "other"])
        if kind == "fixed_hands":
            end["fixed_hands"] = len(chosen) if level else rng.randint(1, 6)
        elif kind == "other" and edition.scoring is None:
            end["first_to"] = rng.randint(1, 4)
        elif kind == "other":
            end["target"] = rng.choice([1000, 2500, 5000])
        match = Match(
            edition,
            setup,
            sides,
            hands=tuple(chosen),
            target=end.get("target"),
            fixed_hands=end.get("fixed_hands"),
            first_to=end.get("first_to"),
        )
        for cut in range(len(chosen), 0, -1):
            try:
                play(match._replace(hands=tuple(chosen[:cut])))
            except MatchOverError:
                continue
            match = match._replace(hands=tuple(chosen[:cut]))
            break
        out.append((match, end))
    return out


def refused_matches(
    matches: list[tuple[Match, dict[str, Any]]], refused: list[dict[str, SideFacts]], seed: int
) -> list[tuple[Match, dict[str, Any]]]:
    """The matches spoiled so that the match module refuses them: one of the ``refused`` hands
    among their hands, or a hand played after the match was won (where it is won)."""
    rng = random.Random(seed)
    out = []
    for match, end in matches:
        chosen = list(match.hands)
        if play(match).outcome.finished and rng.random() < 0.5:
            chosen.append(rng.choice(chosen))  # one more hand: the match is over
        else:
            chosen.insert(rng.randint(0, len(chosen)), rng.choice(refused))
        out.append((match._replace(hands=tuple(chosen)), end))
    return out


def match_json(match: Match, end: Mapping[str, int]) -> dict[str, Any]:
    """The match as the page keeps it: its sides, how it ends, its hands."""
    return {
        "sides": [side._asdict() for side in match.sides],
        "end": dict(end),
        "hands": [as_json(hand) for hand in match.hands],
    }


def played(match: Match) -> dict[str, Any]:
    """What the match module says of a match, in the shape the page's ``play`` answers: the running
    totals and the outcome, or the hand refused and why."""
    try:
        result = play(match)
    except FactError as error:
        return {"hand": error.hand, "rule": error.rule.value, "side": error.side, "fact": error.fact}
    except MatchOverError as error:
        return {"hand": error.hand, "rule": "match_over", "after": error.after}
    return {
        "running": [dict(running) for running in result.running],
        "outcome": {
            "finished": result.outcome.finished,
            "winner": result.outcome.winner,
            "reason": result.outcome.reason.value,
            "after": result.outcome.after_hand,
            "shared": list(result.outcome.shared),
        },
    }
