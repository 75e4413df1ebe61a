"""Property-based fuzzing of the log and house-rules parsers.

Any document either parses to a valid match (which then scores without
error) or raises the project's own ``InputError``; nothing else escapes.
``bornes log`` gets random typed answers: it asks again or stops, and the log
it leaves always reads back. The numbers per run (``EXAMPLES`` documents per
parser test, ``LOG_SESSIONS`` sessions) are reported on the documentation's
Reliability page (``docs/explanation/reliability.md``), which
``test_reliability_page.py`` checks against them.
"""

from __future__ import annotations

import datetime
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.errors import HouseRulesError, LogError
from generator.matchlog.parse import SIDE_KEYS, TOP_KEYS, build_match, parse_log
from generator.rules import EDITIONS, LINES, play
from generator.rules.house import house_edition, parse_house_rules

EXAMPLES = 400
LOG_SESSIONS = 150
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Values of every TOML type, biased towards the ones the format uses.
scalars = st.one_of(
    st.integers(-50, 1100).map(lambda n: n - n % 25),
    st.integers(-(2**70), 2**70),
    st.booleans(),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.dates(),
    st.just(datetime.time(12, 0)),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)

side_facts = st.dictionaries(
    st.sampled_from([*SIDE_KEYS, "coup_fourres", "mile"]),
    st.one_of(
        st.integers(0, 1000).map(lambda n: n - n % 25),
        st.integers(-3, 6),
        st.booleans(),
        values,
    ),
    max_size=6,
)


@st.composite
def log_documents(draw: st.DrawFn) -> dict[str, Any]:
    """A log-shaped document: a plausible match, then zero to three mutations.

    Without mutations about half the documents are valid matches, so both
    outcomes are exercised; mutations put wrong keys, types and values in.
    """
    edition = draw(st.sampled_from(list(EDITIONS.values())))
    setup = draw(st.sampled_from(edition.setups))
    side_ids = [f"s{i}" for i in range(setup.sides)]
    # Mutations may put any value where a side's facts belong.
    hands: list[dict[str, object]] = []
    for _ in range(draw(st.integers(0, 5))):
        hand: dict[str, object] = {}
        for side in side_ids:
            finishes = draw(st.integers(0, 9)) == 0
            miles = setup.trip if finishes else draw(st.integers(0, setup.trip // 25 - 1)) * 25
            facts: dict[str, Any] = {"miles": miles}
            if finishes or draw(st.booleans()):
                facts["two_hundreds"] = min(draw(st.integers(0, 2)), miles // 200)
            for key, strategy, odds in (
                ("safeties", st.integers(0, 1), 3),
                ("coups_fourres", st.integers(0, 1), 8),
                ("delayed", st.booleans(), 12),
                ("extension", st.booleans(), 12),
            ):
                if draw(st.integers(0, odds)) == 0:
                    facts[key] = draw(strategy)
            hand[side] = facts
        hands.append(hand)
    document: dict[str, Any] = {
        "edition": edition.id,
        "players": setup.players,
        "sides": {s: draw(st.text(min_size=1, max_size=40)) for s in side_ids},
        "hands": hands,
    }
    for _ in range(draw(st.sampled_from([0, 0, 1, 2, 3]))):
        target = draw(st.sampled_from(["top", "side", "hand"]))
        if target == "top":
            document[draw(st.sampled_from([*TOP_KEYS, "colour"]))] = draw(values)
        elif target == "side" and hands:
            hand = draw(st.sampled_from(hands))
            mutated = hand[draw(st.sampled_from(side_ids))]
            if not isinstance(mutated, dict):
                continue
            mutated[draw(st.sampled_from([*SIDE_KEYS, "coup_fourres"]))] = draw(
                st.one_of(st.integers(-50, 1100), values)
            )
        elif hands:
            draw(st.sampled_from(hands))[draw(st.sampled_from([*side_ids, "zz"]))] = draw(side_facts | values)
    return document


@pytest.mark.slow
@FUZZ
@given(log_documents())
def test_any_log_document_parses_to_a_valid_match_or_raises_log_error(document: dict[str, Any]) -> None:
    try:
        match = build_match(document, "fuzz.toml", house_rules=lambda _name: EDITIONS["parker-brothers"])
    except LogError as error:
        assert "\n" not in str(error)
        return
    result = play(match)
    assert len(result.running) == len(match.hands)


@FUZZ
@given(st.text(max_size=400))
def test_any_text_parses_or_raises_log_error(text: str) -> None:
    try:
        parse_log(text, "fuzz.toml")
    except LogError as error:
        assert "\n" not in str(error)


@pytest.mark.slow
@FUZZ
@given(
    st.dictionaries(
        st.sampled_from(["name", "base", "target", "scoring", "colour"]),
        st.one_of(
            st.sampled_from([*EDITIONS, "x"]),
            st.dictionaries(
                st.sampled_from([*(line.value for line in LINES), "bonus"]),
                st.one_of(st.integers(-100, 1000), st.booleans(), values),
                max_size=5,
            ),
            values,
        ),
        max_size=5,
    )
)
def test_any_house_rules_document_gives_an_edition_or_raises_house_rules_error(
    document: dict[str, Any],
) -> None:
    try:
        edition = house_edition(document, "fuzz.toml")
    except HouseRulesError as error:
        assert "\n" not in str(error)
        return
    if edition.scoring is not None:
        assert all(value >= 0 for value in edition.scoring.values.values())


@FUZZ
@given(st.text(max_size=200))
def test_any_house_rules_text_parses_or_raises_house_rules_error(text: str) -> None:
    try:
        parse_house_rules(text, "fuzz.toml")
    except HouseRulesError as error:
        assert "\n" not in str(error)


# `bornes log`: whatever a player types, the session asks again or stops, and the log stays readable.

answers = st.one_of(
    st.integers(-100, 1200).map(str),
    st.sampled_from(["", "y", "n", "yes", "no", "0", "1", "2", "4", "700", "1000", "25", "975"]),
    st.text(max_size=8).filter(lambda t: "\n" not in t and "\r" not in t),
)


@pytest.mark.slow
@settings(max_examples=LOG_SESSIONS, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["parker-brothers", "dujardin-2024", "dujardin-2025"]),
    st.sampled_from([2, 3, 4]),
    st.lists(answers, max_size=40),
)
def test_any_typed_answers_leave_a_log_that_reads_back(edition: str, players: int, typed: list[str]) -> None:
    import tempfile
    from pathlib import Path

    from click.testing import CliRunner

    from generator.cli import main
    from generator.matchlog.load import load_match

    sides = ["--side", "a=Ana", "--side", "b=Ben"] + (["--side", "c=Cleo"] if players == 3 else [])
    if players == 4 and edition != "parker-brothers":
        sides += ["--side", "c=Cleo", "--side", "d=Dev"]
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "match.toml"
        result = CliRunner().invoke(
            main,
            [
                "log",
                str(log),
                "--edition",
                edition,
                "--players",
                str(players),
                "--date",
                "2026-11-30",
                *sides,
            ],
            input="\n".join(typed) + "\n",
        )
        # Enter at a hand's first question stops (0); input ending mid-hand aborts (1).
        assert result.exit_code in (0, 1), result.output
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        if log.exists():
            match = load_match(log)
            assert play(match).running == () or len(play(match).running) == len(match.hands)
