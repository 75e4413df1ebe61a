"""``bornes sheet``: defaults that fit the user, clear refusals, the path it wrote."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import main
from generator.pdf.page import PAPERS

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def run(runner: CliRunner, *args: str) -> tuple[int, str]:
    result = runner.invoke(main, ["sheet", *args])
    return result.exit_code, result.output


def page_size(path: Path) -> tuple[float, float]:
    box = PdfReader(io.BytesIO(path.read_bytes())).pages[0].mediabox
    return float(box.width), float(box.height)


@pytest.mark.parametrize(
    ("args", "expected", "paper"),
    [
        (["--edition", "parker-brothers"], "output/sheet-parker-brothers-4p-2x2-en-letter.pdf", "letter"),
        (
            ["--edition", "dujardin-classic", "--players", "6"],
            "output/sheet-dujardin-classic-6p-3x2-fr-a4.pdf",
            "a4",
        ),
        (["--edition", "dujardin-2024"], "output/sheet-dujardin-2024-4p-4x1-fr-a4.pdf", "a4"),
        (
            ["--edition", "dujardin-2024", "--players", "4", "--sides", "2"],
            "output/sheet-dujardin-2024-4p-2x2-fr-a4.pdf",
            "a4",
        ),
        (
            ["--edition", "dujardin-2025", "--lang", "en"],
            "output/sheet-dujardin-2025-4p-4x1-en-letter.pdf",
            "letter",
        ),
        (
            ["--edition", "winning-moves", "--paper", "a4", "--fillable"],
            "output/sheet-winning-moves-4p-2x2-en-a4-fillable.pdf",
            "a4",
        ),
    ],
)
def test_the_sheet_goes_under_output_with_a_name_that_says_what_it_is(
    runner: CliRunner,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    args: list[str],
    expected: str,
    paper: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "output").mkdir()
    code, output = run(runner, *args)
    assert code == 0, output
    assert output.strip() == expected
    width, height = PAPERS[paper]
    assert page_size(tmp_path / expected) == pytest.approx((width, height))


def test_a_house_rules_sheet_is_named_after_the_house_rules(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "output").mkdir()
    code, output = run(runner, "--rules", str(EXAMPLES / "rules" / "swapped-bonuses.toml"))
    assert code == 0, output
    assert output.strip() == "output/sheet-house-safe-trip-500-shut-out-300-4p-2x2-en-letter.pdf"


def test_output_and_names_as_asked(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "ours.pdf"
    code, output = run(
        runner,
        "--edition",
        "parker-brothers",
        "--names",
        "Ana & Cleo",
        "--names",
        "<Ben> & Dev",
        "-o",
        str(target),
    )
    assert code == 0, output
    assert output.strip() == str(target)
    assert target.stat().st_size > 0


def test_the_names_must_match_the_sides(runner: CliRunner, tmp_path: Path) -> None:
    code, output = run(
        runner,
        "--edition",
        "parker-brothers",
        "--players",
        "6",
        "--names",
        "A",
        "-o",
        str(tmp_path / "x.pdf"),
    )
    assert code == 2
    assert "1 name given for 3 sides (6 players)" in output
    assert not (tmp_path / "x.pdf").exists()


def test_a_name_longer_than_a_log_takes_is_refused_naming_it(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "x.pdf"
    names = ("--names", "Ana", "--names", "B" * 60)
    code, output = run(runner, "--edition", "parker-brothers", *names, "-o", str(target))
    assert code == 2
    assert "name 2 is 60 characters long, more than the 50 a name may have" in output
    assert not target.exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--edition", "parker-brothers", "--players", "5"], "parker-brothers has no setup for 5 players"),
        (["--edition", "dujardin-2024", "--sides", "2"], "give --players too"),
        ([], "give --edition ID"),
        (
            ["--edition", "dujardin-2024", "--rules", str(EXAMPLES / "rules" / "swapped-bonuses.toml")],
            "based on",
        ),
    ],
)
def test_a_setup_or_edition_that_does_not_exist_is_refused_in_one_line(
    runner: CliRunner, args: list[str], message: str
) -> None:
    code, output = run(runner, *args)
    assert code == 2
    assert message in output


@pytest.mark.subprocess
def test_first_hand_numbers_the_sheet_from_that_hand(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "second.pdf"
    code, output = run(runner, "--edition", "parker-brothers", "--first-hand", "7", "-o", str(out))
    assert code == 0, output
    text = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys, pypdf; print(pypdf.PdfReader(sys.argv[1]).pages[0].extract_text())",
            str(out),
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "Hand 7" in text
    assert "Hand 12" in text
    assert "Hand 6" not in text
    assert "follows hand 6" in text
    assert "next sheet: hand 13" in text
    code, output = run(runner, "--edition", "parker-brothers", "--first-hand", "0", "-o", str(out))
    assert code == 2
    assert "--first-hand" in output
