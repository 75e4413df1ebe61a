"""The numbers a race chart draws: those of `bornes score --json`, nothing else."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.chart.race import race
from generator.matchlog.load import load_match
from generator.rules import play
from tests.conftest import EXAMPLES
from tests.scored import score_json

LOGS = sorted(EXAMPLES.glob("*.toml"))


@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_each_side_s_standings_are_the_running_totals_of_bornes_score(runner: CliRunner, log: Path) -> None:
    scored = score_json(runner, log)
    drawn = race(play(load_match(log)))
    for track in drawn.tracks:
        assert track.standings == (0, *(hand["running"][track.side] for hand in scored["hands"]))
    assert drawn.winner == scored["winner"]
    assert drawn.hand_winners == tuple(hand["winner"] for hand in scored["hands"])


def test_a_points_match_draws_its_target_and_no_distances() -> None:
    drawn = race(play(load_match(EXAMPLES / "friday-night.toml")))
    assert not drawn.games
    assert drawn.goal == 5000
    assert all(track.distances == () for track in drawn.tracks)


def test_a_dujardin_2025_series_draws_games_won_each_game_s_distances_and_first_to() -> None:
    drawn = race(play(load_match(EXAMPLES / "dujardin-2025-series.toml")))
    assert drawn.games
    assert drawn.goal == 3
    assert drawn.trip == 1000
    mamie = drawn.tracks[0]
    assert mamie.distances == (1000, 600, 850, 1000, 700, 1000)
    assert mamie.standings == (0, 1, 1, 1, 2, 2, 3)
    assert drawn.units == {"en": "miles", "fr": "bornes"}
