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
import tracemalloc
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.csvout import HAND, HEAD, TAIL, Cell, Sheet, season_tables
from generator.rules import EDITIONS, MatchResult
from generator.spreadsheet import SHEETS, _header, sheet_name, workbook
from generator.stats.season import season
from generator.text.languages import EN, FR, every_language
from tests.conftest import EXAMPLES
from tests.stats.matches import teams

EDITION = EDITIONS["parker-brothers"]


def _played() -> MatchResult:
    return teams(("Ana", "Cleo"), ("Ben", "Dev"), (975, 550))


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


LOCALE_SETTING = """<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema"
 xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse">
<value>{locale}</value></prop></item>
</oor:items>
"""
"""LibreOffice's own locale setting (Tools, Options, Languages), which its number and date formats
follow: set in a new profile, so the files keep UTF-8 names whatever locales the system has."""


def _read_back(book: Path, folder: Path, locale: str) -> dict[str, list[list[str]]]:
    """Each sheet of ``book``, by name, as LibreOffice shows it with its locale set to ``locale``
    (``fr-FR``), through its CSV export (UTF-8, cells as shown)."""
    assert SOFFICE is not None
    profile = folder / "profile"
    (profile / "user").mkdir(parents=True)
    (profile / "user" / "registrymodifications.xcu").write_text(LOCALE_SETTING.format(locale=locale), "utf-8")
    # Field 44 (comma), text 34 ("), charset 76 (UTF-8), from line 1; cells as shown, not formulas;
    # every sheet (-1), each to BOOK-SHEET.csv.
    options = "44,34,76,1,,0,false,true,true,false,false,-1"
    environment = {key: value for key, value in os.environ.items() if not key.startswith("LC_")}
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
        env={**environment, "HOME": str(folder), "LANG": "C.UTF-8"},
    )
    return {
        path.stem.removeprefix(f"{book.stem}-"): list(csv.reader(io.StringIO(path.read_text("utf-8"))))
        for path in folder.glob(f"{book.stem}-*.csv")
    }


needs_libreoffice = pytest.mark.skipif(
    SOFFICE is None, reason="LibreOffice is not installed (apt-get install libreoffice-calc-nogui)"
)


@pytest.mark.slow
@pytest.mark.subprocess
@needs_libreoffice
@pytest.mark.parametrize("locale", ["en-US", "fr-FR"])
def test_libreoffice_shows_every_name_as_typed_and_calculates_none(
    runner: CliRunner, season_logs: list[Path], tmp_path: Path, locale: str
) -> None:
    # In French a CSV's commas would not separate columns; a workbook's cells do not depend on it.
    book = tmp_path / "club.xlsx"
    out = runner.invoke(main, ["score", *map(str, season_logs), "-o", str(book)])
    assert out.exit_code == 0, out.output
    sheets = _read_back(book, tmp_path / "back", locale)
    assert set(sheets) == {
        "Standings",
        "Matches played",
        "Ratings over the season",
        "Head to head",
        "Hand by hand",
    }
    standings = sheets["Standings"]
    assert standings[0][:4] == ["Rank", "Player", "Played", "Matches won"]
    assert {row[1] for row in standings[1:]} == set(NAMES.values())
    # The first player won their only match; the figures are numbers, shown plainly.
    assert standings[1][:4] == ["1", "Zoé", "1", "1"]
    hands = sheets["Hand by hand"]
    name = hands[0].index("Side")
    assert {row[name] for row in hands[1:]} == set(NAMES.values())
    assert {row[hands[0].index("Miles travelled")] for row in hands[1:]} == {"700", "300"}


SHOWN = {
    "en": ("en-US", "Standings", "Matches played", "9/8/2026", "5,900", "100%", "W W W W"),
    "fr": ("fr-FR", "Classement", "Parties jouées", "08/09/2026", "5 900", "100 %", "V V V V"),
}
"""How LibreOffice shows the club season's workbook in each language's locale: the standings' and
the matches' sheets, the first match's date and winning points, Fatou's share won and form."""


@pytest.mark.slow
@pytest.mark.subprocess
@needs_libreoffice
@pytest.mark.parametrize("lang", sorted(SHOWN))
def test_a_season_s_workbook_holds_real_dates_and_numbers_under_the_report_s_headings(
    runner: CliRunner, tmp_path: Path, lang: str
) -> None:
    locale, standings, matches, date, points, share, form = SHOWN[lang]
    logs = sorted(str(log) for log in (EXAMPLES / "club-season").glob("*.toml"))
    book = tmp_path / "club.xlsx"
    out = runner.invoke(main, ["score", *logs, "--lang", lang, "-o", str(book)])
    assert out.exit_code == 0, out.output
    sheets = _read_back(book, tmp_path / "back", locale)
    # A date is a date, in the reader's own format (as text it would stay 2026-09-08); points and
    # shares are numbers, grouped as the locale groups them; the form is the report's letters.
    first = sheets[matches][1]
    assert first[3] == date
    assert " ".join(first[7].split()) == points
    fatou = sheets[standings][1]
    assert fatou[1] == "Fatou"
    assert " ".join(fatou[4].split()) == share
    assert fatou[-1] == form


def test_a_formula_is_written_as_text_marked_as_typed_and_a_number_as_a_number() -> None:
    book = workbook(
        [Sheet("ratings", ("name", "change"), (("=1+1", -16), ("Ana", None)))], lang=EN, edition=EDITION
    )
    with zipfile.ZipFile(io.BytesIO(book)) as archive:
        sheet = archive.read("xl/worksheets/sheet1.xml").decode()
        styles = archive.read("xl/styles.xml").decode()
    assert "<f>" not in sheet  # no formula anywhere
    assert '<c r="A2" s="2" t="inlineStr">' in sheet  # a string, in the quote-prefix style
    assert 'quotePrefix="1"' in styles
    assert "<t>=1+1</t>" in sheet
    assert '<c r="B2"><v>-16</v></c>' in sheet
    assert 'r="B3"' not in sheet  # nothing written for nothing


def test_every_sheet_s_header_row_is_frozen_and_filtered() -> None:
    book = workbook(
        [
            Sheet(
                "ratings",
                ("match", "name", "rating", "change"),
                ((1, "Ana", 1516, 16), (1, "Ben", 1484, -16)),
            ),
            Sheet("head_to_head", ("first", "second", "met", "first_ahead", "second_ahead"), ()),
        ],
        lang=FR,
        edition=EDITION,
    )
    with zipfile.ZipFile(io.BytesIO(book)) as archive:
        ratings = archive.read("xl/worksheets/sheet1.xml").decode()
        empty = archive.read("xl/worksheets/sheet2.xml").decode()
        names = archive.read("xl/workbook.xml").decode()
    assert '<autoFilter ref="A1:D3"/>' in ratings
    assert '<autoFilter ref="A1:E1"/>' in empty
    assert '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' in ratings
    assert 'name="Cote au fil de la saison"' in names
    assert 'name="Face-à-face"' in names
    assert "<t>Joueur A</t>" in empty


def test_every_column_a_table_can_have_is_headed_in_every_language() -> None:
    from generator.rules.editions import EDITIONS, LINES

    tables = {sheet.name: sheet.columns for sheet in season_tables(season([("a", _played())]))}
    tables["hands"] = (*HEAD, *HAND, "hundreds_played", *(f"points_{line.value}" for line in LINES), *TAIL)
    for lang in every_language():
        for edition in EDITIONS.values():
            for name, columns in tables.items():
                headers = [_header(name, column, lang, edition)[0] for column in columns]
                assert all(headers), (lang, edition.id, name)
                assert len(set(headers)) == len(headers), (lang, edition.id, name)


@pytest.mark.parametrize(
    ("taken", "expected"),
    [((), "Head to head"), (("HEAD TO HEAD",), "Head to head (2)")],
)
def test_a_sheet_s_name_is_one_a_spreadsheet_takes(taken: tuple[str, ...], expected: str) -> None:
    assert sheet_name("head_to_head", EN, taken) == expected
    assert all(len(sheet_name(sheet, lang)) <= 31 for sheet in SHEETS for lang in every_language())


@pytest.mark.slow
def test_a_long_table_is_written_in_the_memory_of_a_row_not_of_the_whole() -> None:
    # 4,000 rows of 20 cells: XlsxWriter's default keeps every cell until the end (17 MB here).
    columns: tuple[str, ...] = ("log", "title", "date", "edition", "house_rules", "hand", "trip", "side")
    columns += ("name", "won_hand", "completed_trip", "miles", "safeties", "coups_fourres", "two_hundreds")
    columns += ("delayed", "extension_called", "shutout", "hand_total", "running_total")
    row: tuple[Cell, ...] = ("a", "Night", "2026-10-01", "parker-brothers", None, 1, 1000, "ns", "Ana")
    row += (True, True, 1000, 1, 0, 1, False, False, False, 1800, 1800)
    workbook([Sheet("hands", columns, (row,))], lang=EN, edition=EDITION)  # what is made once, first
    tracemalloc.start()
    try:
        workbook([Sheet("hands", columns, (row,) * 4_000)], lang=EN, edition=EDITION)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4_000_000, peak


def test_the_spreadsheet_must_be_an_xlsx_file(runner: CliRunner, tmp_path: Path) -> None:
    log = Path(__file__).parent.parent / "examples" / "friday-night.toml"
    out = runner.invoke(main, ["score", str(log), "-o", str(tmp_path / "scores.csv")])
    assert out.exit_code == 2
    assert "give a .xlsx file for the spreadsheet" in out.output
    assert not (tmp_path / "scores.csv").exists()
