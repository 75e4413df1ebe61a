"""What a command uses where an option is left out: the edition's language, its paper, the names."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.chart.formats import STILL_FORMATS
from generator.defaults import (
    CHART_FORMAT,
    Printing,
    chart_filename,
    default_output,
    distinct_house_rules,
    is_html,
    output_folder,
    place,
    printing,
    report_filename,
    season_name,
)
from generator.errors import OutputError
from generator.rules import EDITIONS
from generator.rules.editions import Edition
from generator.text.languages import EN, FR

USUAL_PAPER = {"en": "letter", "fr": "a4"}


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda edition: edition.id)
def test_an_edition_prints_in_its_rulebook_s_language_on_that_language_s_paper(edition: Edition) -> None:
    assert printing(edition, lang=None, paper=None) == (edition.language, USUAL_PAPER[edition.language])


def test_a_language_given_brings_its_own_paper() -> None:
    french = EDITIONS["dujardin-2025"]
    assert printing(french, lang=EN, paper=None) == Printing(lang=EN, paper="letter")
    assert printing(EDITIONS["parker-brothers"], lang=FR, paper=None) == Printing(lang=FR, paper="a4")


def test_a_paper_given_is_kept_in_any_language() -> None:
    assert printing(EDITIONS["dujardin-2025"], lang=None, paper="letter") == ("fr", "letter")
    assert printing(EDITIONS["parker-brothers"], lang=EN, paper="a4") == (EN, "a4")


def test_without_an_edition_english_on_letter() -> None:
    assert printing(None, lang=None, paper=None) == ("en", "letter")
    assert printing(None, lang=FR, paper=None) == (FR, "a4")


def test_reports_and_charts_are_named_after_their_log() -> None:
    assert report_filename("friday-night", EN) == "report-friday-night-en.pdf"
    assert report_filename("club", FR, season=True) == "season-club-fr.pdf"
    assert chart_filename("friday-night") == "race-friday-night.png"


def test_a_season_is_named_after_the_folder_that_holds_its_logs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    club = tmp_path / "Club du jeudi: été"
    (club / "autumn").mkdir(parents=True)
    logs = [club / "01-opening-night.toml", club / "autumn" / "02-cup.toml"]
    assert season_name(logs[:1]) == "Club-du-jeudi-été"  # a name any system and shell takes
    assert season_name(logs) == "Club-du-jeudi-été"  # the nearest folder holding them all
    monkeypatch.chdir(club / "autumn")
    assert season_name([Path("02-cup.toml")]) == "autumn"  # `bornes report --season *.toml`
    assert season_name([Path("/01.toml")]) == "season"


def test_the_default_chart_format_is_a_still_format() -> None:
    assert CHART_FORMAT in STILL_FORMATS


def test_a_command_writes_into_output_unless_given_a_file() -> None:
    assert default_output("race-friday-night.png") == Path("output") / "race-friday-night.png"
    assert place(None)("race-friday-night.png") == Path("output") / "race-friday-night.png"
    assert place(Path("mine.svg"))("race-friday-night.png") == Path("mine.svg")


def test_an_output_ending_in_html_is_a_page() -> None:
    assert is_html(Path("report.HTML"))
    assert is_html(Path("report.htm"))
    assert not is_html(Path("report.pdf"))
    assert not is_html(None)


def test_house_rules_that_would_write_files_of_one_name_are_refused(tmp_path: Path) -> None:
    one, two = tmp_path / "a.toml", tmp_path / "b.toml"
    one.write_text('name = "House"\nbase = "parker-brothers"\n[scoring]\nsafe_trip = 500\n', "utf-8")
    two.write_text('name = "House"\nbase = "parker-brothers"\n[scoring]\nshutout = 300\n', "utf-8")
    with pytest.raises(OutputError, match=f"--rules {one} and --rules {two} would both write"):
        distinct_house_rules([one, two])
    assert [edition.house_rules for edition in distinct_house_rules([one, one])] == ["House"]


def test_a_batch_goes_into_the_folder_given_or_a_default_one_made_when_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert output_folder(tmp_path) == tmp_path
    with pytest.raises(OutputError, match="the output folder does not exist"):
        output_folder(tmp_path / "nowhere")
    monkeypatch.chdir(tmp_path)
    assert output_folder(None) == Path("output")
    assert (tmp_path / "output").is_dir()
