"""What reaches a terminal: no raw control characters, replacements where it cannot encode,
one line for a full standard output, nothing for a closed one; numbers typed as people type them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.matchlog.load import load_match
from generator.textout import visible
from tests.conftest import EXAMPLES
from tests.hardening.test_bad_inputs import write_long_log

RAW = [b"\x1b", b"\r", b"\x07", "\u202e".encode()]


def _no_raw_controls(data: bytes) -> None:
    for raw in RAW:
        assert raw not in data, (raw, data[:200])


def test_visible_escapes_control_and_format_characters_and_keeps_the_rest() -> None:
    assert visible("Ana\x1b[2K\rBen\u202e") == "Ana\\x1b[2K\\rBen\\u202e".replace("\\r", "\\x0d")
    assert visible("Zoë & Léa\u00a0!\nline two") == "Zoë & Léa\u00a0!\nline two"


def test_a_title_full_of_escape_codes_prints_visibly_in_the_score(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "fake.toml"
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    log.write_text(
        text.replace('title = "Friday night"', 'title = "Night\\u001b[2J\\rWinner: Ana & Cleo\\u0007"'),
        "utf-8",
    )
    result = runner.invoke(main, ["score", str(log)])
    assert result.exit_code == 0, result.output
    _no_raw_controls(result.stdout_bytes)
    assert b"Night\\x1b[2J\\x0dWinner: Ana & Cleo\\x07" in result.stdout_bytes
    assert result.stdout.rstrip().endswith("Winner: Ben & Dev, 5,475: first past 5,000.")


def test_a_name_that_would_fake_the_winner_is_refused_and_the_error_shows_it_visibly(
    runner: CliRunner,
) -> None:
    log = EXAMPLES.parent / "tests" / "corpus" / "logs" / "name-carriage-return-fakes-a-winner.toml"
    result = runner.invoke(main, ["score", str(log)])
    assert result.exit_code == 1
    _no_raw_controls(result.stderr_bytes)
    assert "Winner: Ana & Cleo" not in result.stdout


def test_an_error_naming_a_file_with_escape_codes_shows_them_visibly(
    runner: CliRunner, tmp_path: Path
) -> None:
    missing = tmp_path / "x\x1b[31m\r.toml"
    result = runner.invoke(main, ["score", str(missing)])
    assert result.exit_code == 1
    _no_raw_controls(result.stderr_bytes)
    assert "x\\x1b[31m\\x0d.toml: no such file" in result.stderr


def test_prompts_and_tables_of_a_session_have_no_raw_controls(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "t\x1b.toml"
    start = ["--edition", "dujardin-2025", "--players", "2", "--side", "a=Ana", "--side", "b=Ben"]
    result = runner.invoke(main, ["log", str(log), *start, "--title", "T\x1b[2J"], input="1000\n975\n\n")
    assert result.exit_code == 0, result.output
    _no_raw_controls(result.stdout_bytes)


# Numbers at a prompt


@pytest.fixture
def three_hands(tmp_path: Path) -> Path:
    log = Path(shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "friday.toml"))
    text = log.read_text(encoding="utf-8")
    log.write_text(text[: text.rindex("[[hands]]")], encoding="utf-8")
    return log


@pytest.mark.parametrize("typed", ["1000", "1,000", "1 000", "1\u00a0000", "1\u202f000", " 1000 "])
def test_a_number_plain_or_in_groups_of_three_is_read(
    runner: CliRunner, three_hands: Path, typed: str
) -> None:
    answers = f"425\n0\n{typed}\n2\n1\nn\n0\n"
    result = runner.invoke(main, ["log", str(three_hands)], input=answers)
    assert result.exit_code == 0, result.output
    assert load_match(three_hands).hands[-1]["ew"].miles == 1000


@pytest.mark.parametrize("typed", ["1 0 0 0", "1,0,0,0", "10 00", "1,000 000", "1.000", "1e3", "１０００"])
def test_any_other_number_is_refused_with_the_reason_and_asked_again(
    runner: CliRunner, three_hands: Path, typed: str
) -> None:
    answers = f"425\n0\n{typed}\n1000\n2\n1\nn\n0\n"
    result = runner.invoke(main, ["log", str(three_hands)], input=answers)
    assert result.exit_code == 0, result.output
    assert "is not a whole number: type it plainly (1000) or in groups of three digits" in result.output
    assert load_match(three_hands).hands[-1]["ew"].miles == 1000


def test_25_space_0_is_not_250(runner: CliRunner, three_hands: Path) -> None:
    result = runner.invoke(main, ["log", str(three_hands)], input="25 0\n425\n0\n1000\n2\n1\nn\n0\n")
    assert result.exit_code == 0, result.output
    assert "'25 0' is not a whole number" in result.output
    assert load_match(three_hands).hands[-1]["ns"].miles == 425


# Real processes: encodings, full and closed standard output


def _bornes(*args: str, env: dict[str, str], given: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        capture_output=True,
        env={**os.environ, **env},
        input=given,
        check=False,
    )


@pytest.mark.subprocess
@pytest.mark.parametrize(
    "env", [{"PYTHONIOENCODING": "cp1252"}, {"PYTHONIOENCODING": "ascii", "LANG": "C", "LC_ALL": "C"}]
)
def test_a_terminal_that_cannot_encode_gets_replacements(env: dict[str, str], three_hands: Path) -> None:
    out = _bornes("log", str(three_hands), env=env, given=b"1025\n425\n0\n1000\n2\n1\nn\n0\n")
    assert out.returncode == 0, out.stderr
    assert b"Traceback" not in out.stderr
    assert b"x Ana & Cleo: 1,025 is past this hand's trip of 1,000." in out.stdout
    assert len(load_match(three_hands).hands) == 4


@pytest.mark.subprocess
def test_a_full_standard_output_is_one_line_and_exit_1() -> None:
    with open("/dev/full", "wb") as full:
        out = subprocess.run(
            [sys.executable, "-m", "generator", "score", str(EXAMPLES / "friday-night.toml")],
            stdout=full,
            stderr=subprocess.PIPE,
            check=False,
        )
    assert out.returncode == 1
    assert out.stderr == b"Error: cannot write the output (No space left on device)\n"


@pytest.mark.subprocess
def test_a_closed_standard_output_ends_quietly(tmp_path: Path) -> None:
    log = tmp_path / "long.toml"
    write_long_log(log, 2000)
    child = subprocess.Popen(
        [sys.executable, "-m", "generator", "score", str(log)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None
    assert child.stderr is not None
    child.stdout.readline()
    child.stdout.close()  # as `| head -1` does
    error = child.stderr.read()
    child.stderr.close()
    assert child.wait(30) in (0, 1)
    assert error == b""


def test_score_json_escapes_what_a_terminal_would_obey_and_reads_back_the_same(
    runner: CliRunner, tmp_path: Path
) -> None:
    import json

    log = tmp_path / "t.toml"
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    title = "Night\u202e\x7f\U000e0041 & Zoë"
    escaped = "Night\\u202e\\u007f\\U000e0041 & Zoë"  # as TOML writes them
    log.write_text(text.replace('title = "Friday night"', f'title = "{escaped}"'), "utf-8")
    result = runner.invoke(main, ["score", str(log), "--json"])
    assert result.exit_code == 0, result.output
    _no_raw_controls(result.stdout_bytes)
    assert b"\x7f" not in result.stdout_bytes
    assert "\U000e0041".encode() not in result.stdout_bytes
    assert json.loads(result.stdout)["title"] == title


@pytest.mark.subprocess
def test_a_pdf_to_a_full_standard_output_is_one_line() -> None:
    with open("/dev/full", "wb") as full:
        out = subprocess.run(
            [sys.executable, "-m", "generator", "sheet", "--edition", "parker-brothers", "-o", "-"],
            stdout=full,
            stderr=subprocess.PIPE,
            check=False,
        )
    assert out.returncode == 1
    assert out.stderr == b"Error: standard output: cannot be written (No space left on device)\n"


@pytest.mark.subprocess
def test_a_pdf_to_a_closed_pipe_ends_quietly() -> None:
    read, write = os.pipe()
    os.close(read)
    try:
        out = subprocess.run(
            [sys.executable, "-m", "generator", "sheet", "--edition", "parker-brothers", "-o", "-"],
            stdout=write,
            stderr=subprocess.PIPE,
            check=False,
        )
    finally:
        os.close(write)
    assert out.stderr == b""
    assert out.returncode in (0, 1)


def test_the_path_written_is_printed_visibly(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "s\x1b[2J\r.pdf"
    result = runner.invoke(main, ["sheet", "--edition", "parker-brothers", "-o", str(out)])
    assert result.exit_code == 0, result.output
    _no_raw_controls(result.stdout_bytes)
    assert out.is_file()


def _hebrew_log(folder: Path) -> Path:
    log = folder / "h.toml"
    text = (EXAMPLES / "two-players-extension.toml").read_text("utf-8")
    log.write_text(text.replace('sam = "Sam"', 'sam = "דוד"'), encoding="utf-8")
    return log


@pytest.mark.subprocess
def test_json_for_a_terminal_that_cannot_show_a_name_escapes_it_and_loses_nothing(tmp_path: Path) -> None:
    import json

    out = _bornes("score", str(_hebrew_log(tmp_path)), "--json", env={"PYTHONIOENCODING": "ascii"}, given=b"")
    assert out.returncode == 0, out.stderr
    assert b"\\u05d3\\u05d5\\u05d3" in out.stdout
    assert json.loads(out.stdout)["sides"][1]["name"] == "דוד"
    assert out.stderr == b""


@pytest.mark.subprocess
def test_a_table_a_terminal_cannot_show_warns_and_says_how_to_see_it(tmp_path: Path) -> None:
    out = _bornes("score", str(_hebrew_log(tmp_path)), env={"PYTHONIOENCODING": "cp1252"}, given=b"")
    assert out.returncode == 0, out.stderr
    assert out.stderr.decode("cp1252").startswith(
        "Warning: this terminal's encoding (cp1252) cannot show 2 character(s) of the output "
        "(U+05D3, U+05D5): they print as look-alikes or '?'; set PYTHONIOENCODING=utf-8 to see them\n"
    )
    assert b"???" in out.stdout
