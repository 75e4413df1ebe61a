"""`bornes all`: every default artefact from the bundled examples, in one process."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.batch import card_jobs, example_logs, example_seasons, match_jobs, report_job, sheet_job
from generator.cards import CardOrder
from generator.cli import main
from generator.matchlog.load import load_result
from generator.rules import EDITIONS
from generator.sheets import SheetOrder
from generator.stats.season import season
from generator.text.languages import FR, LANGUAGES


@pytest.mark.slow
def test_all_makes_a_sheet_and_cards_per_edition_and_a_report_and_chart_per_example(
    runner: CliRunner, tmp_path: Path
) -> None:
    result = runner.invoke(main, ["all", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    made = sorted(p.name for p in tmp_path.iterdir())
    assert sorted(Path(line).name for line in result.stdout.splitlines()) == made
    for edition in EDITIONS:
        assert any(n.startswith(f"sheet-{edition}-") for n in made), edition
        assert any(n.startswith(f"cards-{edition}-") for n in made), edition
    for log in example_logs():
        assert any(n.startswith(f"report-{log.stem}-") for n in made), log
        assert f"race-{log.stem}.png" in made
    for name in example_seasons():  # a club's season: its report, as a PDF and as a page
        assert f"season-{name}-en.pdf" in made
        assert f"season-{name}-en.html" in made
    assert len(made) == 2 * len(EDITIONS) + 2 * len(example_logs()) + 2 * len(example_seasons())
    assert all((tmp_path / n).stat().st_size > 1000 for n in made)
    assert not [n for n in made if n.endswith(".part")]


def test_all_for_one_edition_in_another_language(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["all", "--edition", "dujardin-2025", "--lang", "en", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    made = sorted(p.name for p in tmp_path.iterdir())
    assert made == [
        "cards-dujardin-2025-en-letter.pdf",
        "race-dujardin-2025-series.png",
        "report-dujardin-2025-series-en.pdf",
        "sheet-dujardin-2025-4p-4x1-en-letter.pdf",
    ]


def test_all_into_a_missing_folder_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["all", "-o", str(tmp_path / "nowhere")])
    assert result.exit_code == 1
    assert result.stderr.strip() == f"Error: {tmp_path / 'nowhere'}: the output folder does not exist"


@pytest.mark.slow
def test_all_with_house_rules_makes_their_sheet_and_cards(
    runner: CliRunner, tmp_path: Path, examples: Path
) -> None:
    rules = examples / "rules" / "swapped-bonuses.toml"
    result = runner.invoke(main, ["all", "--rules", str(rules), "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    made = sorted(p.name for p in tmp_path.iterdir())
    assert "sheet-house-safe-trip-500-shut-out-300-4p-2x2-en-letter.pdf" in made
    assert "cards-house-safe-trip-500-shut-out-300-en-letter.pdf" in made
    assert not [n for n in made if n.startswith(("sheet-dujardin", "cards-dujardin"))]


def test_all_with_bad_house_rules_is_refused_in_one_line(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('base = "monopoly"\n', "utf-8")
    result = runner.invoke(main, ["all", "--rules", str(bad), "-o", str(tmp_path)])
    assert result.exit_code == 1
    assert (
        result.stderr
        == f"Error: {bad}: unknown base edition 'monopoly' (known: "
        + ", ".join(
            [
                "parker-brothers",
                "winning-moves",
                "dujardin-classic",
                "dujardin-2014",
                "dujardin-2024",
                "dujardin-2025",
            ]
        )
        + ")\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.toml"]


@pytest.mark.slow
def test_a_match_s_report_and_chart_are_named_alike_alone_and_in_all(
    runner: CliRunner, tmp_path: Path, examples: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = examples / "dujardin-2024.toml"  # French: its language names the report
    monkeypatch.chdir(tmp_path)
    alone = [runner.invoke(main, [command, str(log)]).stdout.strip() for command in ("report", "chart")]
    in_all = [job.path for job in match_jobs(Path("output"), log.stem, load_result(log), None, None)]
    assert in_all == [Path(path) for path in alone]
    assert [path.name for path in in_all] == ["report-dujardin-2024-fr.pdf", "race-dujardin-2024.png"]


def test_cards_under_all_are_every_edition_in_every_language_each_warning_naming_its_file(
    tmp_path: Path,
) -> None:
    told: list[str] = []
    jobs = card_jobs(tmp_path.joinpath, EDITIONS.values(), CardOrder(build_all=True), warn=told.append)
    assert [job.path.name for job in jobs[:2]] == [
        "cards-parker-brothers-en-letter.pdf",
        "cards-parker-brothers-fr-a4.pdf",
    ]
    assert len(jobs) == len(EDITIONS) * len(LANGUAGES)
    small = CardOrder(card_size=(53.0, 84.0))  # text at 6.97 pt: a warning
    (job,) = card_jobs(tmp_path.joinpath, [EDITIONS["winning-moves"]], small, warn=told.append)
    job.build()
    assert told
    assert all(warning.startswith(f"{job.path}: ") for warning in told)


def test_the_calibration_target_is_one_job_for_no_edition(tmp_path: Path) -> None:
    (job,) = card_jobs(tmp_path.joinpath, (), CardOrder(calibrate=True, lang=FR, duplex="short"))
    assert job.path == tmp_path / "calibration-fr-a4-short.pdf"


def test_a_sheet_is_named_as_its_order_asks(tmp_path: Path) -> None:
    edition = EDITIONS["winning-moves"]
    for order, name in [
        (SheetOrder(), "sheet-winning-moves-4p-2x2-en-letter.pdf"),
        (SheetOrder(lang=FR, fillable=True), "sheet-winning-moves-4p-2x2-fr-a4-fillable.pdf"),
        (SheetOrder(html=True), "sheet-winning-moves-4p-2x2-en.html"),
    ]:
        assert sheet_job(tmp_path.joinpath, edition, edition.default_setup, order).path == tmp_path / name


def test_a_report_is_a_match_s_or_a_season_s_named_after_its_log(examples: Path) -> None:
    logs = sorted((examples / "club-season").glob("*.toml"))[:2]
    results = [(log.stem, load_result(log)) for log in logs]
    club = season(results)
    match = report_job(Path, "friday", results[0][1], lang=FR, paper=None)
    assert match.path == Path("report-friday-fr.pdf")
    page = report_job(Path, "club", club, lang=None, paper=None, html=True)
    assert page.path == Path("season-club-en.html")
