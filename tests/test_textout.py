"""`bornes score`'s table: values in their columns, counts in the right number, names isolated."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.matchlog.load import load_match
from generator.matchlog.parse import parse_log
from generator.report.season_report import season_report
from generator.rules import EDITIONS, play
from generator.stats.season import season
from generator.text.bidi import FSI, PDI
from generator.text.languages import EN, FR, Lang
from generator.textout import editions_table, score_table, scoring_in_short
from tests.conftest import EXAMPLES

LOG = """
edition = "parker-brothers"
players = 2
fixed_hands = 1
[sides]
a = "{name}"
b = "Sam"
[[hands]]
a = {{ miles = 700, safeties = 4, two_hundreds = 0 }}
b = {{ miles = 300 }}
"""


def table(name: str = "Léa") -> str:
    return score_table(play(parse_log(LOG.format(name=name), "log.toml")), EN)


def test_the_all_four_safeties_value_stays_in_its_column() -> None:
    lines = table().splitlines()
    distance = next(line for line in lines if line.strip().startswith("distance"))
    four = next(line for line in lines if line.strip().startswith("all four safeties"))
    assert len(four) == len(distance)
    assert four.endswith(" 0")
    assert distance.endswith(" 300")


def test_one_hand_is_said_in_the_singular() -> None:
    assert table().splitlines()[-1] == "Winner: Léa, 2,100 points after 1 hand."


def test_a_right_to_left_name_is_isolated_and_keeps_its_column() -> None:
    lines = table("דוד כהן").splitlines()
    assert lines[-1] == f"Winner: {FSI}דוד כהן{PDI}, 2,100 points after 1 hand."
    header, distance = lines[1], lines[3]
    assert len(header) - 2 == len(distance)  # the two marks take no column


def test_the_isolates_reach_the_terminal_as_marks_not_escapes() -> None:
    # Control characters are shown escaped (generator.textout.visible), but the
    # isolates Bornes itself puts around a name are directions, not text.
    from generator.textout import visible

    shown = visible(table("דוד כהן"))
    assert "\\u2068" not in shown
    assert f"{FSI}דוד כהן{PDI}" in shown
    assert visible("a\x1bb") == "a\\x1bb"


# The terminal's width: `bornes editions` (the README's first command) and a season's table


WIDTHS = (60, 80, 100)


def _lines(runner: CliRunner, args: list[str], columns: int) -> list[str]:
    result = runner.invoke(main, args, env={"COLUMNS": str(columns)})
    assert result.exit_code == 0, result.output
    return result.stdout.splitlines()


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("columns", WIDTHS)
def test_the_editions_fit_the_terminal_and_keep_every_word(
    runner: CliRunner, columns: int, lang: Lang
) -> None:
    lines = _lines(runner, ["editions", "--lang", lang], columns)
    assert max(map(len, lines)) <= columns
    words = " ".join(lines).split()
    for edition in EDITIONS.values():
        assert edition.id in words  # whole, never broken, where --edition takes it from
        assert all(word in words for word in scoring_in_short(edition, lang).split())


def test_the_editions_are_a_table_where_it_fits_one_block_an_edition_below(runner: CliRunner) -> None:
    wide = _lines(runner, ["editions"], 100)
    assert wide[0].split() == ["id", "name", "players", "trip", "scoring"]
    assert set(wide[1]) == {"-", " "}
    narrow = _lines(runner, ["editions"], 80)
    assert narrow[0] == "parker-brothers"
    assert narrow[1] == "  name: Parker Brothers, English rules"


def test_without_a_terminal_the_editions_keep_their_whole_width() -> None:
    # A file or a pipe, with no COLUMNS: the table as wide as its columns want (scoring at 40).
    lines = editions_table(EN).splitlines()
    assert max(map(len, lines)) == len(lines[1]) == 16 + 24 + 18 + 22 + 40 + 2 * 4


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("columns", WIDTHS)
def test_a_season_s_table_fits_the_terminal_and_keeps_every_figure(
    runner: CliRunner, columns: int, lang: Lang
) -> None:
    logs = sorted(str(log) for log in (EXAMPLES / "club-season").glob("*.toml"))
    lines = _lines(runner, ["score", *logs, "--lang", lang], columns)
    assert max(map(len, lines)) <= columns
    club = season([(Path(log).stem, play(load_match(Path(log)))) for log in logs])
    shown = " ".join(lines)
    for row in season_report(club, lang).standings.rows:
        assert all(cell in shown for cell in row.cells if " " not in cell), row.cells


def test_a_season_s_table_wraps_its_headings_before_its_figures(runner: CliRunner) -> None:
    logs = sorted(str(log) for log in (EXAMPLES / "club-season").glob("*.toml"))
    lines = _lines(runner, ["score", *logs], 80)
    rule = next(number for number, line in enumerate(lines) if set(line) == {"-", " "})
    assert rule > 4  # the headings on several lines
    fatou = lines[rule + 1]
    assert fatou.split()[:2] == ["1", "Fatou"]
    assert fatou.split()[-5:] == ["W", "W", "W", "W", "23,625"]  # the form whole, on one line
    assert lines[rule + 2].split()[:2] == ["2", "Eli"]  # one line a player
