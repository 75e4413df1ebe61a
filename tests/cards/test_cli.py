"""`bornes cards`: options, default paths, --all, and one-line errors."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from generator.cards.cards_pdf import build_cards
from generator.cards.content import CARDS
from generator.cli import main
from generator.pdf.raster import page_images
from generator.rules.editions import EDITIONS
from generator.text.languages import EN
from tests.conftest import EXAMPLES
from tests.pdfcheck import all_text, page_count


@pytest.fixture
def workdir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A working folder with an ``output`` folder, as in a checkout."""
    (tmp_path / "output").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_defaults_follow_the_editions_language(runner: CliRunner, workdir: Path) -> None:
    result = runner.invoke(main, ["cards", "--edition", "parker-brothers"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == str(Path("output") / "cards-parker-brothers-en-letter.pdf")
    result = runner.invoke(main, ["cards", "--edition", "dujardin-2025", "--layout", "sheet"])
    assert result.output.strip() == str(Path("output") / "cards-dujardin-2025-fr-a4-sheet.pdf")
    data = (workdir / "output" / "cards-dujardin-2025-fr-a4-sheet.pdf").read_bytes()
    assert page_count(data) == 1
    assert "Le coup fourré" in all_text(data)


def test_language_paper_and_output_can_be_chosen(runner: CliRunner, tmp_path: Path) -> None:
    target = tmp_path / "cartes.pdf"
    args = ["cards", "--edition", "parker-brothers", "--lang", "fr", "--paper", "a4", "-o", str(target)]
    result = runner.invoke(main, args)
    assert result.exit_code == 0
    assert result.output.strip() == str(target)
    assert "Attaques et parades" in all_text(target.read_bytes())


def test_house_rules_name_the_file_and_print_their_values(runner: CliRunner, workdir: Path) -> None:
    rules = EXAMPLES / "rules" / "swapped-bonuses.toml"
    result = runner.invoke(main, ["cards", "--rules", str(rules)])
    assert result.exit_code == 0, result.output
    path = workdir / result.output.strip()
    assert path.name == "cards-house-safe-trip-500-shut-out-300-en-letter.pdf"
    assert "house rules: Safe trip 500, shut-out 300" in all_text(path.read_bytes())


def test_a_card_too_large_for_the_paper_is_a_one_line_error(runner: CliRunner, tmp_path: Path) -> None:
    args = ["cards", "--edition", "parker-brothers", "--card-size", "200x300", "-o", str(tmp_path / "x.pdf")]
    result = runner.invoke(main, args)
    assert result.exit_code == 1
    assert "200 × 300 mm card does not fit on Letter" in result.output
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("size", ["big", "63.5", "0x88", "63.5x-1"])
def test_a_card_size_that_is_not_a_size_is_a_usage_error(runner: CliRunner, size: str) -> None:
    result = runner.invoke(main, ["cards", "--edition", "parker-brothers", "--card-size", size])
    assert result.exit_code == 2
    assert "--card-size" in result.output


def test_small_cards_build_with_a_warning(runner: CliRunner, tmp_path: Path) -> None:
    args = ["cards", "--edition", "dujardin-2024", "--card-size", "57x89", "-o", str(tmp_path / "s.pdf")]
    result = runner.invoke(main, args)
    assert result.exit_code == 0
    assert "Warning:" in result.stderr
    assert "under the 7 pt that stays easy to read" in result.stderr


def test_cards_too_small_for_their_text_are_refused_in_one_line(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "s.pdf"
    result = runner.invoke(
        main, ["cards", "--edition", "dujardin-2024", "--card-size", "45x65", "-o", str(out)]
    )
    assert result.exit_code != 0
    (line,) = result.stderr.splitlines()
    assert line.startswith("Error: “")
    assert line.endswith("under 6.5 pt: choose a larger --card-size")
    assert "Traceback" not in result.output
    assert not out.exists()


def test_png_writes_each_card_face_as_a_300_dpi_image_in_one_zip(runner: CliRunner, workdir: Path) -> None:
    args = ["cards", "--edition", "winning-moves", "--layout", "single", "--bleed", "3", "--png"]
    result = runner.invoke(main, args)
    assert result.exit_code == 0, result.output
    out = Path("output") / "cards-winning-moves-en-letter-single.zip"  # named as the PDF, a .zip
    assert result.stdout.strip() == str(out)
    pdf = build_cards(EDITIONS["winning-moves"], lang=EN, paper="letter", layout="single", bleed=3.0)
    with zipfile.ZipFile(workdir / out) as zipped:
        fronts = [f"front-{n:02d}.png" for n in range(1, len(CARDS) + 1)]
        assert zipped.namelist() == [*fronts, *(name.replace("front", "back") for name in fronts)]
        image = Image.open(io.BytesIO(zipped.read("front-01.png")))
        assert image.size == (821, 1121)  # 69.5 × 94.9 mm at 300 dpi
        # The images of the PDF's pages, pixel for pixel.
        assert [zipped.read(name) for name in zipped.namelist()] == page_images(pdf)


def test_png_is_refused_but_with_one_card_a_page(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "c.zip"
    result = runner.invoke(main, ["cards", "--edition", "winning-moves", "--png", "-o", str(out)])
    assert result.exit_code == 2
    assert "--png has no effect with --layout cards" in result.stderr
    assert not out.exists()


def test_png_writes_the_zip_named_by_o_and_refuses_a_pdf_name(runner: CliRunner, tmp_path: Path) -> None:
    args = ["cards", "--edition", "winning-moves", "--layout", "single", "--png", "-o"]
    images = tmp_path / "cards.zip"
    result = runner.invoke(main, [*args, str(images)])
    assert result.exit_code == 0, result.output
    assert zipfile.is_zipfile(images)
    pdf = tmp_path / "cards.pdf"
    result = runner.invoke(main, [*args, str(pdf)])
    assert result.exit_code == 2
    assert "give a .zip file for the cards' images" in result.stderr
    assert not pdf.exists()


def test_crop_marks_can_be_left_out(runner: CliRunner, tmp_path: Path) -> None:
    with_marks, without = tmp_path / "a.pdf", tmp_path / "b.pdf"
    runner.invoke(main, ["cards", "--edition", "winning-moves", "--paper", "a4", "-o", str(with_marks)])
    runner.invoke(
        main, ["cards", "--edition", "winning-moves", "--paper", "a4", "--no-crop-marks", "-o", str(without)]
    )
    assert with_marks.read_bytes() != without.read_bytes()
    assert all_text(with_marks.read_bytes()) == all_text(without.read_bytes())


def test_all_builds_every_edition_in_both_languages(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["cards", "--all", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    paths = result.stdout.split()
    assert len(paths) == 2 * len(EDITIONS)
    assert sorted(Path(p).name for p in paths) == sorted(f.name for f in tmp_path.iterdir())
    assert not list(tmp_path.glob(".*.part"))  # each file written whole, through a temporary
    assert "Building cards" in result.stderr
    assert (tmp_path / "cards-dujardin-2025-fr-a4.pdf").is_file()
    assert (tmp_path / "cards-parker-brothers-en-letter.pdf").is_file()


def test_all_refuses_an_edition(runner: CliRunner) -> None:
    result = runner.invoke(main, ["cards", "--all", "--edition", "parker-brothers"])
    assert result.exit_code == 2
    assert "--all" in result.output


def test_an_edition_or_rules_file_is_needed(runner: CliRunner) -> None:
    result = runner.invoke(main, ["cards"])
    assert result.exit_code == 2
    assert "--edition" in result.output


def test_all_with_a_language_builds_only_that_language(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["cards", "--all", "--lang", "fr", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    names = sorted(f.name for f in tmp_path.iterdir())
    assert names == sorted(f"cards-{edition}-fr-a4.pdf" for edition in EDITIONS)


def test_all_with_a_paper_builds_only_that_paper(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["cards", "--all", "--paper", "letter", "-o", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert all(f.name.endswith("-letter.pdf") for f in tmp_path.iterdir())


def test_every_warning_under_all_names_its_file(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(
        main, ["cards", "--all", "--lang", "en", "--card-size", "53x84", "-o", str(tmp_path)]
    )
    assert result.exit_code == 0, result.output
    warnings = [line for line in result.stderr.splitlines() if line.startswith("Warning:")]
    assert len(warnings) == len(EDITIONS)
    for edition in EDITIONS:
        path = tmp_path / f"cards-{edition}-en-letter.pdf"
        assert sum(line.startswith(f"Warning: {path}: ") for line in warnings) == 1, edition


@pytest.mark.parametrize(
    ("args", "complaint"),
    [
        (["--layout", "sheet", "--card-size", "200x300"], "--card-size has no effect with --layout sheet"),
        (["--layout", "sheet", "--bleed", "3"], "--bleed has no effect with --layout sheet"),
        (["--layout", "fold", "--back-offset", "1,1"], "--back-offset has no effect with --layout fold"),
        (["--layout", "single", "--duplex", "short"], "--duplex has no effect with --layout single"),
        (["--copies", "3"], "--copies is the number of player aids"),
        (["--aid", "--layout", "sheet"], "the player aid is a card"),
    ],
)
def test_options_a_layout_would_ignore_are_refused(
    runner: CliRunner, args: list[str], complaint: str
) -> None:
    result = runner.invoke(main, ["cards", "--edition", "parker-brothers", *args])
    assert result.exit_code == 2
    assert complaint in result.output


def test_a_french_decimal_comma_is_a_size(runner: CliRunner, tmp_path: Path) -> None:
    comma, point = tmp_path / "comma.pdf", tmp_path / "point.pdf"
    for size, path in (("63,5x88,9", comma), ("63.5x88.9", point)):
        result = runner.invoke(
            main, ["cards", "--edition", "dujardin-2025", "--card-size", size, "-o", str(path)]
        )
        assert result.exit_code == 0, result.output
    assert comma.read_bytes() == point.read_bytes()


def test_a_house_rules_extension_on_dujardin_2024_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    rules = tmp_path / "long.toml"
    rules.write_text('name = "Long"\nbase = "dujardin-2024"\n[scoring]\nextension = 200\n', encoding="utf-8")
    result = runner.invoke(main, ["cards", "--rules", str(rules), "-o", str(tmp_path / "x.pdf")])
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1
    assert "dujardin-2024 has no extension" in result.stderr
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize(
    ("args", "name", "pages"),
    [
        # Eight cards: two pages of fronts on Letter at the 10 mm margin, one at 5 mm (turned); a 4 mm
        # gap as well leaves the crop marks too little room beside four rows: two pages again.
        (["--layout", "fold"], "cards-parker-brothers-en-letter-fold.pdf", 4),
        (["--layout", "single", "--bleed", "3"], "cards-parker-brothers-en-letter-single.pdf", 16),
        (["--duplex", "short"], "cards-parker-brothers-en-letter-short.pdf", 4),
        (["--aid"], "cards-parker-brothers-en-letter-aid.pdf", 2),
        (["--aid", "--copies", "6", "--layout", "fold"], "cards-parker-brothers-en-letter-aid-fold.pdf", 3),
        (["--back-offset", "1,5;-0,5", "--bleed", "1,5"], "cards-parker-brothers-en-letter.pdf", 4),
        (["--margin", "5"], "cards-parker-brothers-en-letter.pdf", 2),
        (["--gap", "4", "--margin", "5"], "cards-parker-brothers-en-letter.pdf", 4),
    ],
)
def test_each_way_to_print_has_its_file(
    runner: CliRunner, workdir: Path, args: list[str], name: str, pages: int
) -> None:
    result = runner.invoke(main, ["cards", "--edition", "parker-brothers", *args])
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(Path("output") / name)
    assert page_count((workdir / "output" / name).read_bytes()) == pages


@pytest.mark.usefixtures("workdir")
def test_calibrate_writes_the_target_without_an_edition(runner: CliRunner) -> None:
    result = runner.invoke(main, ["cards", "--calibrate", "--lang", "fr", "--duplex", "short"])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == str(Path("output") / "calibration-fr-a4-short.pdf")
    result = runner.invoke(main, ["cards", "--calibrate", "--edition", "parker-brothers"])
    assert result.exit_code == 2
    assert "without an edition" in result.output


@pytest.mark.parametrize("offset", ["1", "a,b", "1x2"])
def test_an_offset_that_is_not_one_is_a_usage_error(runner: CliRunner, offset: str) -> None:
    result = runner.invoke(main, ["cards", "--edition", "parker-brothers", "--back-offset", offset])
    assert result.exit_code == 2
    assert "--back-offset" in result.output
