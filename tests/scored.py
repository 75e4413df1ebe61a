"""What ``bornes score LOG --json`` prints, read back as the typed shape it is documented as.

Tests that hold another output (a report, a chart) against the JSON read it
through ``score_json``: its keys are checked against ``generator.summary``'s
``TypedDict`` shapes, key for key and in order, so the shape the type checker
sees is the shape printed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import cast

from click.testing import CliRunner

from generator.cli import main
from generator.summary_shapes import FactsJSON, HandJSON, MatchJSON, SideJSON


def keys_of(shape: type) -> list[str]:
    """A ``TypedDict``'s keys in the order it declares them."""
    return list(shape.__annotations__)


def assert_match_shape(data: Mapping[str, object]) -> None:
    """The match's JSON has exactly the keys of ``MatchJSON``, each hand of ``HandJSON``…, in order."""
    assert list(data) == keys_of(MatchJSON)
    for side in cast(list[Mapping[str, object]], data["sides"]):
        assert list(side) == keys_of(SideJSON)
    for hand in cast(list[Mapping[str, Mapping[str, object]]], data["hands"]):
        assert list(hand) == keys_of(HandJSON)
        for facts in cast(Mapping[str, Mapping[str, object]], hand["facts"]).values():
            assert list(facts) == keys_of(FactsJSON)


def score_json(runner: CliRunner, log: Path) -> MatchJSON:
    """``bornes score LOG --json``, parsed and checked to be a ``MatchJSON``."""
    out = runner.invoke(main, ["score", str(log), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert_match_shape(data)
    return cast(MatchJSON, data)
