"""``bornes scan`` at the command line: its extra, its one-line refusals, its options."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.rules.editions import EDITIONS
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN
from tests.scan.flat import on_table, png, render, sheet


@pytest.mark.subprocess
def test_without_the_scan_extra_bornes_scan_is_a_usage_error_naming_the_pip_command(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "sys.modules['cv2'] = None  # as where opencv-python-headless is not installed\n"
        "from generator.__main__ import run\n"
        "sys.argv = ['bornes', 'scan', 'photo.jpg']\n"
        "run()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=tmp_path
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1] == (
        "Error: bornes scan needs OpenCV and zxing-cpp, which are not installed (cv2): "
        "pip install 'bornes[scan]'"
    )
    assert "Traceback" not in done.stderr


def ordinary_sheet() -> bytes:
    edition = EDITIONS["winning-moves"]
    return sheet_pdf(edition, edition.default_setup, lang=EN, paper="a4")


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda: b"not a photo", "is not a JPEG or PNG photo"),
        (
            lambda: png(
                render(
                    sheet_pdf(
                        EDITIONS["winning-moves"],
                        EDITIONS["winning-moves"].default_setup,
                        lang=EN,
                        paper="a4",
                    ),
                    6,
                )
            ),
            "shows no scan sheet",
        ),
        (lambda: png(on_table(render(sheet(), 6), scale=0.5)), "shows the page too small"),
    ],
)
def test_a_photo_outside_the_conditions_is_refused_in_one_line_and_nothing_is_written(
    tmp_path: Path, make: object, said: str
) -> None:
    photo = tmp_path / "photo.png"
    photo.write_bytes(make())  # type: ignore[operator]
    done = CliRunner().invoke(main, ["scan", str(photo)])
    assert done.exit_code == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(f"Error: {photo}: {said}")
    assert list(tmp_path.iterdir()) == [photo]


def test_the_same_page_twice_is_refused(tmp_path: Path) -> None:
    photo = tmp_path / "page.png"
    photo.write_bytes(png(render(sheet(), 6)))
    done = CliRunner().invoke(main, ["scan", str(photo), str(photo), "-o", str(tmp_path / "m.toml")])
    assert done.exit_code == 1
    assert "is the same page as" in done.stderr


def test_a_photo_whose_code_cannot_be_read_is_read_from_the_options(tmp_path: Path) -> None:
    image = render(sheet(), 6)
    image[60:300, 890:1110] = 255  # the code scratched out
    photo = tmp_path / "page.png"
    photo.write_bytes(png(image))
    without = CliRunner().invoke(main, ["scan", str(photo), "-o", str(tmp_path / "a.toml")])
    assert without.exit_code == 1
    assert "has a code that cannot be read: take the photo again, or give --edition" in without.stderr
    given = ["--edition", "parker-brothers", "--players", "4", "--first-hand", "1"]
    done = CliRunner().invoke(main, ["scan", str(photo), "-o", str(tmp_path / "b.toml"), *given])
    assert done.exit_code == 0, done.output


@pytest.mark.parametrize(
    ("option", "name", "said"),
    [
        ("-o", "match.txt", "match.txt: give a .toml file for a match log"),
        ("-o", "folder", "folder: give a .toml file for a match log (-o names a file: it makes no folder)"),
        ("--review", "review.jpg", "review.jpg: give a .png file for the review image"),
    ],
)
def test_an_output_not_of_its_kind_is_a_usage_error_and_nothing_is_read_or_written(
    tmp_path: Path, option: str, name: str, said: str
) -> None:
    photo = tmp_path / "page.png"
    photo.write_bytes(png(render(sheet(), 6)))
    done = CliRunner().invoke(main, ["scan", str(photo), option, str(tmp_path / name)])
    assert done.exit_code == 2
    assert said in done.stderr
    assert list(tmp_path.iterdir()) == [photo]
