"""A report as one picture to post (``bornes report --png``) and a season's chart (``bornes chart
--season``): the report's words and figures, in its language, sized for a phone, the same bytes
each time."""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from matplotlib.figure import Figure
from PIL import Image

from generator.cli import main
from generator.matchlog.load import load_result
from generator.report.figures import LEAST_TEXT, PHONE
from generator.report.match_report import match_report
from generator.report.picture import SCALE, match_picture, png_file, season_picture
from generator.report.season_report import season_report
from generator.stats.season import Season, season
from generator.text.bidi import strip_isolates
from generator.text.languages import EN, FR, Lang
from tests.conftest import EXAMPLES

CLUB = sorted((EXAMPLES / "club-season").glob("*.toml"))
MATCHES = sorted(EXAMPLES.glob("*.toml"))


@cache
def club() -> Season:
    return season([(log.stem, load_result(log)) for log in CLUB])


def words(figure: Figure) -> str:
    """Every text the picture draws, its lines joined by spaces."""
    return " ".join(text.get_text().replace("\n", " ") for text in figure.texts)


@pytest.mark.slow
@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("log", MATCHES, ids=lambda log: log.stem)
def test_a_match_picture_says_the_result_and_the_standings_in_the_report_s_language(
    log: Path, lang: Lang
) -> None:
    result = load_result(log)
    figure = match_picture(result, lang=lang)
    report = match_report(result, lang)
    drawn = words(figure)
    for sentence in (report.title, report.result, *report.result_details, report.chart_heading):
        assert strip_isolates(sentence) in drawn
    for row in report.standings.rows:
        assert row.cells[0] in drawn  # the rank
    assert min(float(text.get_fontsize()) for text in figure.texts) >= LEAST_TEXT
    assert len(figure.images) == 1  # the race chart
    with Image.open(io.BytesIO(png_file(figure))) as picture:
        assert picture.width == PHONE * SCALE == 1080
        assert picture.height <= 2600  # about a phone's screen tall


@pytest.mark.slow
@pytest.mark.parametrize("lang", [EN, FR])
def test_a_season_picture_lists_the_standings_with_wins_and_ratings_and_draws_the_ratings(lang: Lang) -> None:
    figure = season_picture(club(), lang=lang)
    report = season_report(club(), lang)
    drawn = words(figure)
    for sentence in (report.title, report.subtitle, report.count, report.ratings_heading):
        assert sentence in drawn
    for row in report.standings.rows:
        assert row.cells[1] in drawn  # every player of a club of twelve
        assert row.cells[-3] in drawn  # their rating
    assert len(figure.images) == 1
    with Image.open(io.BytesIO(png_file(figure))) as picture:
        assert picture.width == 1080
        assert picture.height <= 2600


@pytest.mark.slow
def test_the_same_match_gives_the_same_picture_without_a_date_or_a_program_name() -> None:
    result = load_result(EXAMPLES / "friday-night.toml")
    first = png_file(match_picture(result, lang=FR))
    assert first == png_file(match_picture(result, lang=FR))
    assert b"tIME" not in first
    assert b"Software" not in first
    assert b"matplotlib" not in first.lower()


@pytest.mark.slow
def test_a_long_name_is_cut_to_its_column_rather_than_run_into_the_figures(tmp_path: Path) -> None:
    log = tmp_path / "long.toml"
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    log.write_text(text.replace('"Ana & Cleo"', '"Marie-Antoinette & Jean-Baptiste"'), encoding="utf-8")
    drawn = words(match_picture(load_result(log), lang=EN))
    assert "Marie-Antoinette & Jean-Baptiste" not in drawn.replace("Marie-Antoinette & Jean-Baptiste:", "")
    assert "Marie-Anto" in drawn


@pytest.mark.slow
def test_bornes_report_png_writes_the_picture_and_an_o_ending_in_png_implies_it(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    done = runner.invoke(main, ["report", str(EXAMPLES / "friday-night.toml"), "--png", "--lang", "fr"])
    assert done.exit_code == 0, done.output
    assert done.output.strip() == str(Path("output") / "report-friday-night-fr.png")
    assert Path(done.output.strip()).read_bytes().startswith(b"\x89PNG")
    out = tmp_path / "club.png"
    done = runner.invoke(main, ["report", "--season", *map(str, CLUB), "-o", str(out)])
    assert done.exit_code == 0, done.output
    assert out.read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        (["--png", "--html"], "--html and --png make different files: give one"),
        (["--png", "--paper", "a4"], "--paper has no effect on a picture"),
        (["-o", "x.png", "--paper", "a4"], "--paper has no effect on a picture"),
    ],
)
def test_bornes_report_refuses_what_a_picture_cannot_be(
    runner: CliRunner, tmp_path: Path, options: list[str], refusal: str
) -> None:
    done = runner.invoke(
        main, ["report", str(EXAMPLES / "friday-night.toml"), *options], catch_exceptions=False
    )
    assert done.exit_code == 2
    assert refusal in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_bornes_chart_with_several_logs_asks_for_season_instead_of_a_click_error(runner: CliRunner) -> None:
    done = runner.invoke(main, ["chart", *map(str, CLUB[:2])])
    assert done.exit_code == 2
    assert "several logs make a season chart: add --season" in done.stderr
    assert "unexpected extra argument" not in done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("suffix", ["png", "svg", "pdf"])
def test_bornes_chart_season_draws_the_ratings_over_the_season(
    runner: CliRunner, tmp_path: Path, suffix: str
) -> None:
    out = tmp_path / f"ratings.{suffix}"
    done = runner.invoke(main, ["chart", "--season", *map(str, CLUB), "-o", str(out), "--lang", "fr"])
    assert done.exit_code == 0, done.output
    data = out.read_bytes()
    if suffix == "svg":
        text = data.decode("utf-8")
        title = "Cote au fil de la saison · du 8 septembre 2026 au 24 novembre 2026"
        assert f'<title id="title">{title}</title>' in text
        assert "Fatou" in text  # the names are text
    else:
        assert data[:4] in (b"\x89PNG", b"%PDF")


@pytest.mark.slow
def test_bornes_chart_season_is_named_after_its_logs_folder_at_the_race_chart_s_size(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    done = runner.invoke(main, ["chart", "--season", *map(str, CLUB)])
    assert done.exit_code == 0, done.output
    written = Path("output") / "ratings-club-season.png"
    assert done.output.strip() == str(written)
    with Image.open(tmp_path / written) as picture:  # twelve players: one chart, not a panel each
        assert picture.size == (1200, 675)


def test_bornes_chart_season_of_no_finished_match_says_so_in_one_line(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = EXAMPLES / "house-rules-match.toml"
    assert not load_result(log).outcome.finished
    done = runner.invoke(main, ["chart", "--season", str(log), "-o", str(tmp_path / "r.png")])
    assert done.exit_code == 1
    last = done.stderr.strip().splitlines()[-1]  # after the season's own warning (the log has no date)
    assert last == "Error: no match of these logs is finished: the ratings start at a first result"
    assert not (tmp_path / "r.png").exists()
