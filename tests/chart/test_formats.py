"""The files a race chart is written as: a format for each suffix, any other suffix refused."""

from __future__ import annotations

from pathlib import Path

from generator.chart.formats import STILL_FORMATS, format_of, still_refusal


def test_a_chart_s_format_is_its_file_s_suffix_in_any_case() -> None:
    assert format_of(Path("race.PNG")) == "png"
    assert format_of(Path("out/race.svg")) == "svg"


def test_a_still_chart_is_written_in_each_format_and_no_other() -> None:
    assert [still_refusal(Path(f"race.{fmt}")) for fmt in STILL_FORMATS] == [None] * len(STILL_FORMATS)
    assert still_refusal(Path("race.jpg")) == "race.jpg: give a .png, .svg or .pdf file"
    assert still_refusal(Path("race")) == "race: give a .png, .svg or .pdf file"
