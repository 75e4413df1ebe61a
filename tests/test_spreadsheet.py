"""`bornes score LOG... -o FILE.xlsx`: a workbook LibreOffice opens as it is, read back cell by cell.

LibreOffice (Debian's ``libreoffice-calc-nogui``) opens the workbook headless
with its default import and writes each sheet back as UTF-8 CSV, showing
each cell as it would on screen: names in every script must come back as
typed, and a name that reads as a formula must come back as its text, not
as what the formula computes.
"""

from __future__ import annotations

import csv
import io
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.csvout import Sheet
from generator.spreadsheet import workbook

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")

NAMES = {
    "zoe": "Zoé",
    "david": "דוד כהן",  # Hebrew
    "sara": "سارة",  # Arabic
    "wang": "王芳",  # Chinese
    "olga": "Ольга",  # Cyrillic
    "eleni": "Ελένη",  # Greek
    "formula": "=1+1",
    "link": '=HYPERLINK("http://evil.example/","Ana")',
    "at": "@SUM(1)",
}


def _log(folder: Path, number: int, first: str, second: str) -> Path:
    """A one-hand Winning Moves match of two players, ``first`` winning 700 to 300."""
    path = folder / f"night-{number}.toml"
    path.write_text(
        f'edition = "winning-moves"\nplayers = 2\ndate = 2026-10-{number:02d}\nfixed_hands = 1\n\n'
        f"[sides]\na = {_toml(NAMES[first])}\nb = {_toml(NAMES[second])}\n\n"
        "[[hands]]\na = { miles = 700, two_hundreds = 0 }\nb = { miles = 300 }\n",
        encoding="utf-8",
    )
    return path


def _toml(text: str) -> str:
    return "'" + text + "'"


@pytest.fixture
def season_logs(tmp_path: Path) -> list[Path]:
    """Eight matches, every name playing, each script and each formula among them."""
    keys = list(NAMES)
    return [_log(tmp_path, n, keys[n - 1], keys[n]) for n in range(1, len(keys))]


def _read_back(book: Path, folder: Path, locale: str) -> dict[str, list[list[str]]]:
    """Each sheet of ``book`` as LibreOffice shows it in ``locale`` (its language and number format
    follow ``LANG``), through its CSV export (UTF-8, cells as shown)."""
    assert SOFFICE is not None
    profile = folder / "profile"
    # Field 44 (comma), text 34 ("), charset 76 (UTF-8), from line 1; cells as shown, not formulas;
    # every sheet (-1), each to BOOK-SHEET.csv.
    options = "44,34,76,1,,0,false,true,true,false,false,-1"
    subprocess.run(
        [
            SOFFICE,
            f"-env:UserInstallation={profile.as_uri()}",
            "--headless",
            "--convert-to",
            f"csv:Text - txt - csv (StarCalc):{options}",
            "--outdir",
            str(folder),
            str(book),
        ],
        check=True,
        capture_output=True,
        timeout=180,
        env={**os.environ, "HOME": str(folder), "LANG": locale, "LC_ALL": locale},
    )
    return {
        path.stem.removeprefix(f"{book.stem}-"): list(csv.reader(io.StringIO(path.read_text("utf-8"))))
        for path in folder.glob(f"{book.stem}-*.csv")
    }


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.skipif(
    SOFFICE is None, reason="LibreOffice is not installed (apt-get install libreoffice-calc-nogui)"
)
@pytest.mark.parametrize("locale", ["en_US.UTF-8", "fr_FR.UTF-8"])
def test_libreoffice_shows_every_name_as_typed_and_calculates_none(
    runner: CliRunner, season_logs: list[Path], tmp_path: Path, locale: str
) -> None:
    # In French a CSV's commas would not separate columns; a workbook's cells do not depend on it.
    book = tmp_path / "club.xlsx"
    out = runner.invoke(main, ["score", *map(str, season_logs), "-o", str(book)])
    assert out.exit_code == 0, out.output
    sheets = _read_back(book, tmp_path / "back", locale)
    assert set(sheets) == {"standings", "matches", "ratings", "head_to_head", "hands"}
    standings = sheets["standings"]
    assert standings[0][:4] == ["rank", "name", "played", "won"]
    assert {row[1] for row in standings[1:]} == set(NAMES.values())
    # The first player won their only match; the figures are numbers, shown plainly.
    assert standings[1][:4] == ["1", "Zoé", "1", "1"]
    hands = sheets["hands"]
    name = hands[0].index("name")
    assert {row[name] for row in hands[1:]} == set(NAMES.values())
    assert {row[hands[0].index("miles")] for row in hands[1:]} == {"700", "300"}


def test_a_formula_is_written_as_text_marked_as_typed_and_a_number_as_a_number() -> None:
    book = workbook([Sheet("t", ("name", "total"), (("=1+1", -16), ("Ana", None)))])
    with zipfile.ZipFile(io.BytesIO(book)) as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml").decode()
        styles = archive.read("xl/styles.xml").decode()
        strings = archive.read("xl/sharedStrings.xml").decode()
    assert "<f>" not in sheet  # no formula anywhere
    assert '<c r="A2" s="2" t="s">' in sheet  # a shared string, in the quote-prefix style
    assert 'quotePrefix="1"' in styles
    assert "<t>=1+1</t>" in strings
    assert '<c r="B2"><v>-16</v></c>' in sheet
    assert 'r="B3"' not in sheet  # nothing written for nothing


def test_the_same_tables_give_the_same_bytes() -> None:
    sheet = Sheet("t", ("name",), (("Ana",),))
    assert workbook([sheet]) == workbook([sheet])


def test_the_spreadsheet_must_be_an_xlsx_file(runner: CliRunner, tmp_path: Path) -> None:
    log = Path(__file__).parent.parent / "examples" / "friday-night.toml"
    out = runner.invoke(main, ["score", str(log), "-o", str(tmp_path / "scores.csv")])
    assert out.exit_code == 2
    assert "give a .xlsx file for the spreadsheet" in out.output
    assert not (tmp_path / "scores.csv").exists()
