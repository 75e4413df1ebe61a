"""What ``bornes score`` gives of its logs, one match or a season: each output from the module
that makes it."""

from __future__ import annotations

from generator.csvout import scores_csv, standings_rows, to_csv
from generator.matchlog.load import load_result
from generator.report.report_text import season_table
from generator.report.share import match_summary
from generator.scores import score_json, score_text, score_workbook
from generator.stats.season import season
from generator.summary import season_summary, summary
from generator.text.languages import EN, FR
from generator.textout import score_table
from tests.conftest import EXAMPLES

MATCH = [("friday-night", load_result(EXAMPLES / "friday-night.toml"))]
CLUB = [(log.stem, load_result(log)) for log in sorted((EXAMPLES / "club-season").glob("*.toml"))]


def test_a_match_s_table_is_in_its_edition_s_language_unless_asked_ending_with_a_new_line() -> None:
    result = MATCH[0][1]
    assert score_text(MATCH, None, lang=None) == score_table(result, result.match.edition.language) + "\n"
    assert score_text(MATCH, None, lang=FR) == score_table(result, FR) + "\n"
    assert score_text(MATCH, None, lang=FR, summary=True) == match_summary(result, FR)


def test_a_season_gives_its_standings_as_a_table_csv_and_json() -> None:
    club = season(CLUB)
    assert score_text(CLUB, club, lang=EN) == season_table(club, EN) + "\n"
    assert score_text(CLUB, club, lang=None, csv=True) == to_csv(standings_rows(club))
    assert score_json(CLUB, club) == season_summary(club)


def test_matches_read_apart_give_a_row_per_hand_and_side_and_the_first_match_s_json() -> None:
    assert score_text(CLUB, None, lang=None, csv=True) == scores_csv(CLUB)
    assert score_json(CLUB, None) == summary(CLUB[0][1])


def test_a_workbook_is_an_office_open_xml_file() -> None:
    assert score_workbook(MATCH, None, lang=None)[:2] == b"PK"
    assert score_workbook(CLUB, season(CLUB), lang=FR)[:2] == b"PK"
