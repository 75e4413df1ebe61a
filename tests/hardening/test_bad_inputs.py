"""The corpus of bad inputs: every one gets its one-line message, exit 1, no traceback."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from generator.cli import main
from tests.conftest import EXAMPLES
from tests.guards import never_open

CORPUS = Path(__file__).parent.parent / "corpus"
LOGS = sorted((CORPUS / "logs").glob("*.toml"))
RULES = sorted(p for p in (CORPUS / "rules").glob("*.toml"))


def expected(path: Path, *, named_by_a_log: bool = False) -> str:
    """The message a corpus file must get: its first line's, or its second's when a log names it
    and the message may not quote the file (``# expect from a log: …``)."""
    first, second, *_ = [*path.read_text("utf-8").splitlines(), "", ""]
    assert first.startswith("# expect: "), path
    if named_by_a_log and second.startswith("# expect from a log: "):
        return second.removeprefix("# expect from a log: ")
    return first.removeprefix("# expect: ")


def assert_one_line_error(result: Result, source: Path | str, message: str) -> None:
    assert result.exit_code == 1, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith(f"Error: {source}"), lines[0]
    assert message in lines[0], lines[0]
    assert "Traceback" not in result.stderr


def test_the_corpus_is_large() -> None:
    assert len(LOGS) >= 60
    assert len(RULES) >= 18


@pytest.mark.parametrize("log", LOGS, ids=[p.stem for p in LOGS])
def test_every_bad_log_gets_its_message(runner: CliRunner, log: Path) -> None:
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, expected(log))


@pytest.mark.parametrize("rules", RULES, ids=[p.stem for p in RULES])
def test_every_bad_house_rules_file_gets_its_message(runner: CliRunner, rules: Path, tmp_path: Path) -> None:
    result = runner.invoke(main, ["log", str(tmp_path / "new.toml"), "--rules", str(rules)])
    assert_one_line_error(result, rules, expected(rules))


@pytest.mark.parametrize("rules", RULES, ids=[p.stem for p in RULES])
def test_every_bad_house_rules_file_named_by_a_log_gets_its_message(
    runner: CliRunner, rules: Path, tmp_path: Path
) -> None:
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / rules.name).write_bytes(rules.read_bytes())
    log = tmp_path / "match.toml"
    log.write_text(
        f'edition = "parker-brothers"\nplayers = 4\nrules = "rules/{rules.name}"\n[sides]\na = "A"\nb = "B"\n'
    )
    result = runner.invoke(main, ["score", str(log)])
    assert_one_line_error(result, log, f"house rules: {tmp_path / 'rules' / rules.name}")
    assert expected(rules, named_by_a_log=True) in result.stderr


def test_an_empty_file(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "empty.toml"
    log.write_bytes(b"")
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "'edition' is missing")


def test_a_binary_file(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "photo.toml"
    log.write_bytes(bytes(range(256)) * 4)
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "is a binary file")


def test_a_file_that_is_not_utf8(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "latin1.toml"
    log.write_bytes('title = "Soirée"\n'.encode("latin-1"))
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "is not UTF-8 text")


@pytest.mark.parametrize("planted", ["a file", "a folder"])
def test_house_rules_linked_from_the_log_s_folder_to_elsewhere_are_never_opened(
    planted: str, runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # planted.toml -> ../elsewhere/planted.toml, or etc -> ../elsewhere (as a link to /etc would be).
    club, elsewhere = tmp_path / "club", tmp_path / "elsewhere"
    club.mkdir()
    elsewhere.mkdir()
    outside = elsewhere / "planted.toml"
    outside.write_bytes((EXAMPLES / "rules" / "swapped-bonuses.toml").read_bytes())
    if planted == "a file":
        (club / "planted.toml").symlink_to(Path("..") / "elsewhere" / "planted.toml")
        name = "planted.toml"
    else:
        (club / "etc").symlink_to(Path("..") / "elsewhere", target_is_directory=True)
        name = "etc/planted.toml"
    log = club / "club.toml"
    text = (EXAMPLES / "house-rules-match.toml").read_text("utf-8")
    log.write_text(re.sub(r'(?m)^rules = ".*"$', f'rules = "{name}"', text), "utf-8")
    never_open(monkeypatch, outside)
    assert_one_line_error(
        runner.invoke(main, ["score", str(log)]),
        log,
        f"house rules: {club / name}: is a link to a file outside the log's folder ({club})",
    )


def test_a_folder_where_a_file_is_expected(runner: CliRunner, tmp_path: Path) -> None:
    assert_one_line_error(runner.invoke(main, ["score", str(tmp_path)]), tmp_path, "is a folder, not a file")


def test_a_missing_file(runner: CliRunner, tmp_path: Path) -> None:
    missing = tmp_path / "nope.toml"
    assert_one_line_error(runner.invoke(main, ["score", str(missing)]), missing, "no such file")


def test_an_unreadable_file(runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Tests may run as root, whom file modes do not stop: refuse the open itself.
    log = tmp_path / "secret.toml"
    log.write_text("", "utf-8")

    def refuse(path: Path) -> int:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("generator.compat.open_to_read", refuse)
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "cannot be read (permission denied)")


def test_a_fifo_is_refused_at_once_not_waited_on(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    never_open(monkeypatch, fifo)
    assert_one_line_error(runner.invoke(main, ["score", str(fifo)]), fifo, "is not a regular file")


def test_a_device_is_refused(runner: CliRunner) -> None:
    assert_one_line_error(runner.invoke(main, ["score", "/dev/zero"]), "/dev/zero", "is not a regular file")


def test_a_fifo_as_a_log_s_rules_file_is_refused_at_once(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    os.mkfifo(tmp_path / "rules.toml")
    never_open(monkeypatch, tmp_path / "rules.toml")
    log = tmp_path / "match.toml"
    log.write_text(
        'edition = "parker-brothers"\nplayers = 4\nrules = "rules.toml"\n[sides]\na = "A"\nb = "B"\n'
    )
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "is not a regular file")


def test_a_20_mb_file_is_refused_before_parsing(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "huge.toml"
    with log.open("w", encoding="utf-8") as handle:
        handle.write('edition = "parker-brothers"\n')
        line = "# " + "x" * 1021 + "\n"
        for _ in range(20 * 1024):
            handle.write(line)
    assert_one_line_error(runner.invoke(main, ["score", str(log)]), log, "is larger than 2 MB")


def write_long_log(path: Path, hands: int) -> None:
    """A valid log of ``hands`` hands, a set number of them, no side ever ahead at the end but one."""
    lines = [
        'edition = "parker-brothers"',
        "players = 4",
        f"fixed_hands = {hands}",
        "[sides]",
        'ns = "North & South"',
        'ew = "East & West"',
    ]
    for number in range(hands):
        winner, loser = ("ns", "ew") if number % 2 == 0 else ("ew", "ns")
        lines += [
            "[[hands]]",
            f"{winner} = {{ miles = 1000, safeties = 1, two_hundreds = 1 }}",
            f"{loser} = {{ miles = {25 * (number % 39 + 1)} }}",
        ]
    path.write_text("\n".join(lines) + "\n", "utf-8")


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_log_of_10000_hands_is_scored_correctly(tmp_path: Path) -> None:
    log = tmp_path / "marathon.toml"
    write_long_log(log, 10_000)
    out = subprocess.run(
        [sys.executable, "-m", "generator", "score", str(log), "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(out.stdout)
    assert len(data["hands"]) == 10_000
    ns = sum(1500 if n % 2 == 0 else 25 * (n % 39 + 1) for n in range(10_000))
    ew = sum(1500 if n % 2 == 1 else 25 * (n % 39 + 1) for n in range(10_000))
    assert data["totals"] == {"ns": ns, "ew": ew}
    assert data["finished"]
    assert data["winner"] == ("ns" if ns > ew else "ew")


@pytest.mark.parametrize(
    "name",
    [
        "שרה ודוד",
        "علي و سارة",
        "🚗💨 Team",
        "漢字チーム",
        "𝔘𝔫𝔦𝔠𝔬𝔡𝔢",
    ],
)
def test_hostile_names_are_scored_without_a_crash(runner: CliRunner, tmp_path: Path, name: str) -> None:
    log = tmp_path / "names.toml"
    escaped = json.dumps(name, ensure_ascii=False)  # for these names JSON strings are TOML strings
    log.write_text(
        f'edition = "parker-brothers"\nplayers = 4\n[sides]\na = {escaped}\nb = "B"\n'
        "[[hands]]\na = { miles = 1000, two_hundreds = 0 }\nb = { miles = 25 }\n",
        "utf-8",
    )
    result = runner.invoke(main, ["score", str(log), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["sides"][0]["name"] == name


@pytest.mark.subprocess
def test_a_real_process_prints_one_line_and_no_traceback() -> None:
    log = CORPUS / "logs" / "two-sides-complete.toml"
    out = subprocess.run(
        [sys.executable, "-m", "generator", "score", str(log)], capture_output=True, text=True, check=False
    )
    assert out.returncode == 1
    assert out.stdout == ""
    assert out.stderr.count("\n") == 1
    assert "Traceback" not in out.stderr


@pytest.mark.parametrize(
    ("saved", "how"),
    [
        (lambda text: b"\xef\xbb\xbf" + text.encode("utf-8"), "a byte-order mark (Notepad)"),
        (lambda text: text.replace("\n", "\r\n").encode("utf-8"), "CRLF line endings"),
        (lambda text: b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"), "both"),
    ],
    ids=["bom", "crlf", "bom-crlf"],
)
def test_a_log_saved_the_windows_way_reads_the_same(
    runner: CliRunner, tmp_path: Path, saved: Callable[[str], bytes], how: str
) -> None:
    example = Path(__file__).parents[2] / "examples" / "friday-night.toml"
    log = tmp_path / "windows.toml"
    log.write_bytes(saved(example.read_text("utf-8")))
    result = runner.invoke(main, ["score", str(log), "--json"])
    assert result.exit_code == 0, (how, result.output)
    expected = runner.invoke(main, ["score", str(example), "--json"]).stdout
    assert result.stdout == expected
