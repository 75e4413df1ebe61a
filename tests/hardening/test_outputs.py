"""No command replaces its input or a device; ``-o -`` is stdout; default folders are made.

Every command that writes gives its output to ``generator.files.write_output``
with the files it read: a log, a house-rules file, a log's ``rules =`` file.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from tests.conftest import EXAMPLES

HOUSE_MATCH = "house-rules-match.toml"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder holding copies of the examples (with their house rules), made the cwd."""
    for name in ("friday-night.toml", "dujardin-2024.toml", HOUSE_MATCH):
        shutil.copy(EXAMPLES / name, tmp_path / name)
    shutil.copytree(EXAMPLES / "rules", tmp_path / "rules")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _house_rules_of_the_match() -> str:
    import tomllib

    return str(tomllib.loads((EXAMPLES / HOUSE_MATCH).read_text("utf-8"))["rules"])


OVER_AN_INPUT = {
    "report over its log": (["report", "friday-night.toml", "-o", "OUT.pdf"], "friday-night.toml"),
    "season over its second log": (
        ["report", "friday-night.toml", "dujardin-2024.toml", "--season", "-o", "OUT.pdf"],
        "dujardin-2024.toml",
    ),
    "sheet over its house rules": (
        ["sheet", "--rules", "rules/swapped-bonuses.toml", "-o", "OUT.pdf"],
        "rules/swapped-bonuses.toml",
    ),
    "cards over its house rules": (
        ["cards", "--rules", "rules/swapped-bonuses.toml", "-o", "OUT.pdf"],
        "rules/swapped-bonuses.toml",
    ),
    "report over the log's rules file": (["report", HOUSE_MATCH, "-o", "OUT.pdf"], "RULES"),
}
"""Commands whose ``-o`` (``OUT.pdf``, a hard link to one of the files it reads) is an input."""


@pytest.mark.slow
@pytest.mark.parametrize("case", list(OVER_AN_INPUT))
def test_an_output_over_an_input_is_refused_and_the_input_kept(
    case: str, runner: CliRunner, here: Path
) -> None:
    args, victim = OVER_AN_INPUT[case]
    victim = _house_rules_of_the_match() if victim == "RULES" else victim
    if case.startswith("season"):
        # a season needs logs of the same rules: a second Friday night
        shutil.copy(here / "friday-night.toml", here / "dujardin-2024.toml")
    os.link(here / victim, here / "OUT.pdf")  # -o names the input by another name, with a PDF's suffix
    before = (here / victim).read_bytes()
    result = runner.invoke(main, args)
    assert result.exit_code == 1, result.output
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: "), result.stderr
    assert "is the same file as the input" in lines[0]
    assert (here / victim).read_bytes() == before


WRONG_SUFFIX = {
    "sheet as a PNG": (
        ["sheet", "--edition", "parker-brothers", "-o", "s.png"],
        "a .pdf file for the score sheet",
    ),
    "phone sheet as a PDF": (
        ["sheet", "--edition", "parker-brothers", "--html", "-o", "p.pdf"],
        "a .html or .htm file for the phone sheet",
    ),
    "report as a log": (
        ["report", "friday-night.toml", "-o", "friday-night.toml"],
        "a .pdf file for the report",
    ),
    "report page as a PDF": (
        ["report", "friday-night.toml", "--html", "-o", "r.pdf"],
        "a .html or .htm file for the report",
    ),
    "cards as a log": (
        ["cards", "--rules", "rules/swapped-bonuses.toml", "-o", "rules/swapped-bonuses.toml"],
        "a .pdf file for the cards",
    ),
    "workbook as CSV": (["score", "friday-night.toml", "-o", "s.csv"], "a .xlsx file for the spreadsheet"),
    "import as text": (["import", "friday-night.toml", "-o", "m.txt"], "a .toml file for a match log"),
    "new log as text": (["log", "m.txt", "--edition", "parker-brothers"], "a .toml file for a new match log"),
}
"""Outputs named with a suffix that is not their file's kind: each is refused, as ``chart`` refuses one."""


@pytest.mark.parametrize("case", list(WRONG_SUFFIX))
def test_an_output_s_suffix_must_be_its_kind_s(case: str, runner: CliRunner, here: Path) -> None:
    args, said = WRONG_SUFFIX[case]
    before = {path: path.read_bytes() for path in here.rglob("*") if path.is_file()}
    result = runner.invoke(main, args)
    assert result.exit_code == 2, result.output
    option, name = ("LOG", args[1]) if args[0] == "log" else ("-o", args[-1])
    assert result.stderr.splitlines()[-1] == f"Error: Invalid value for {option}: {name}: give {said}"
    assert {path: path.read_bytes() for path in here.rglob("*") if path.is_file()} == before


@pytest.mark.parametrize(
    "args",
    [
        ["sheet", "--edition", "parker-brothers"],
        ["sheet", "--edition", "parker-brothers", "--fillable"],
        ["report", "friday-night.toml"],
        ["report", "friday-night.toml", "--season"],
    ],
    ids=["sheet", "fillable sheet", "report", "season report"],
)
def test_an_output_into_a_missing_folder_is_refused_and_no_file_takes_its_name(
    args: list[str], runner: CliRunner, here: Path
) -> None:
    result = runner.invoke(main, [*args, "-o", "nowhere/"])
    assert result.exit_code == 2, result.output
    assert result.stderr.splitlines()[-1].endswith("(-o names a file: it makes no folder)")
    assert not (here / "nowhere").exists()


@pytest.mark.parametrize("way", ["same name", "symlink", "hard link"])
def test_a_workbook_over_the_house_rules_its_log_names_is_refused(
    way: str, runner: CliRunner, here: Path
) -> None:
    rules = here / _house_rules_of_the_match()
    log = here / HOUSE_MATCH
    out = here / "scores.xlsx"
    if way == "same name":  # the log names a house-rules file that ends in .xlsx
        out = rules.rename(rules.with_name("house.xlsx"))
        log.write_text(log.read_text("utf-8").replace(rules.name, out.name), "utf-8")
    elif way == "symlink":
        out.symlink_to(rules)
    else:
        os.link(rules, out)
    before = out.read_bytes()
    result = runner.invoke(main, ["score", str(log), "-o", str(out)])
    assert result.exit_code == 1, result.output
    assert result.stderr.startswith(f"Error: {out}: is the same file as the input ")
    assert len(result.stderr.splitlines()) == 1
    assert out.read_bytes() == before
    assert runner.invoke(main, ["score", str(log)]).exit_code == 0  # the log still reads


@pytest.mark.slow
@pytest.mark.parametrize("link", ["symlink", "hard link"])
def test_an_output_linked_to_the_log_is_refused(link: str, runner: CliRunner, here: Path) -> None:
    before = (here / "friday-night.toml").read_bytes()
    out = here / "report.pdf"
    if link == "symlink":
        out.symlink_to(here / "friday-night.toml")
    else:
        os.link(here / "friday-night.toml", out)
    result = runner.invoke(main, ["report", "friday-night.toml", "-o", str(out)])
    assert result.exit_code == 1
    assert "is the same file as the input" in result.stderr
    assert (here / "friday-night.toml").read_bytes() == before


def test_a_chart_over_its_log_through_a_link_is_refused(runner: CliRunner, here: Path) -> None:
    (here / "race.png").symlink_to(here / "friday-night.toml")
    before = (here / "friday-night.toml").read_bytes()
    result = runner.invoke(main, ["chart", "friday-night.toml", "-o", "race.png"])
    assert result.exit_code == 1
    assert "is the same file as the input" in result.stderr
    assert (here / "friday-night.toml").read_bytes() == before


@pytest.mark.usefixtures("here")
def test_a_report_to_dev_null_leaves_the_device(runner: CliRunner) -> None:
    before = os.stat("/dev/null")
    result = runner.invoke(main, ["report", "friday-night.toml", "-o", "/dev/null"])
    assert result.exit_code == 0, result.output
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode)
    assert after.st_ino == before.st_ino


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ["sheet", "--edition", "parker-brothers", "-o", "-"],
        ["cards", "--edition", "parker-brothers", "-o", "-"],
        ["report", "friday-night.toml", "-o", "-"],
    ],
    ids=["sheet", "cards", "report"],
)
def test_dash_writes_the_pdf_to_standard_output(args: list[str], runner: CliRunner, here: Path) -> None:
    result = runner.invoke(main, args)
    assert result.exit_code == 0, result.output
    assert result.stdout_bytes.startswith(b"%PDF-")
    assert result.stdout_bytes.rstrip().endswith(b"%%EOF")
    assert not (here / "-").exists()
    assert not (here / "output").exists()


DEFAULTS = {
    "sheet": ["sheet", "--edition", "parker-brothers"],
    "cards": ["cards", "--edition", "parker-brothers", "--layout", "sheet"],
    "report": ["report", "friday-night.toml"],
    "chart": ["chart", "friday-night.toml"],
}


@pytest.mark.parametrize("case", list(DEFAULTS))
def test_a_missing_default_output_folder_is_made(case: str, runner: CliRunner, here: Path) -> None:
    assert not (here / "output").exists()
    result = runner.invoke(main, DEFAULTS[case])
    assert result.exit_code == 0, result.output
    written = Path(result.stdout.strip())
    assert written.parent == Path("output")
    assert (here / written).is_file()


def test_cards_all_makes_its_missing_default_folder(runner: CliRunner, here: Path) -> None:
    result = runner.invoke(main, ["cards", "--all"])
    assert result.exit_code == 0, result.output
    assert len(list((here / "output").glob("cards-*.pdf"))) == len(result.stdout.splitlines())
