"""`bornes chart`: the files ``-o`` takes are the still formats of ``generator.chart.formats``."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.chart.formats import STILL_FORMATS
from generator.cli import main
from tests.conftest import EXAMPLES


def test_another_format_is_refused_with_every_still_format_named(runner: CliRunner, tmp_path: Path) -> None:
    log = str(EXAMPLES / "friday-night.toml")
    result = runner.invoke(main, ["chart", log, "-o", str(tmp_path / "race.jpg")])
    assert result.exit_code == 2
    named = result.stderr.split("give ")[-1]
    assert [fmt for fmt in STILL_FORMATS if f".{fmt}" in named] == list(STILL_FORMATS)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("fmt", list(STILL_FORMATS))
def test_the_help_names_each_still_format(runner: CliRunner, fmt: str) -> None:
    assert f"race.{fmt}" in runner.invoke(main, ["chart", "--help"]).output
