"""The command line's help and completion: every summary whole, examples that run, Tab in four shells."""

from __future__ import annotations

import itertools
import os
import re
import shlex
import shutil
import subprocess
import sys
from glob import glob
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.rules.editions import EDITIONS
from generator.text.languages import EN
from tests.conftest import EXAMPLES, ROOT
from tests.matchlog.sheetfill import fill, filled_values, known_match, played

COMMANDS = sorted(main.commands)
WIDTH = 80
"""The widest Click prints help, whatever the terminal's width."""


def help_text(runner: CliRunner, *command: str) -> str:
    result = runner.invoke(main, [*command, "--help"], terminal_width=200)
    assert result.exit_code == 0, result.output
    return result.stdout


def test_bornes_help_shows_each_command_s_summary_whole(runner: CliRunner) -> None:
    listed = help_text(runner).split("Commands:\n", 1)[1]
    for name in COMMANDS:
        entry = re.search(rf"^  {name} +(.*(?:\n {{4,}}\S.*)*)", listed, flags=re.M)
        assert entry, name
        first_sentence = re.match(r".*?\.(?=\s|$)", " ".join((main.commands[name].help or "").split()))
        assert first_sentence, name
        assert " ".join(entry[1].split()) == first_sentence[0], name


def examples(runner: CliRunner, *command: str) -> list[str]:
    """The command lines at the end of ``bornes COMMAND --help``, each after its comment."""
    text = help_text(runner, *command)
    assert "\nExamples:\n" in text, f"bornes {' '.join(command)} --help has no examples"
    block = text.rsplit("\nExamples:\n", 1)[1]
    assert max(len(line) for line in block.splitlines()) <= WIDTH, "an example is wrapped or too wide"
    lines = [line.strip() for line in block.splitlines()]
    for comment, line in itertools.pairwise(lines):
        if line.startswith("bornes"):
            assert comment.startswith("# "), f"{line}: no comment says what it does"
    return [line for line in lines if line.startswith("bornes")]


@pytest.mark.parametrize("command", ["", *COMMANDS], ids=["bornes", *COMMANDS])
def test_every_help_ends_with_two_or_three_examples_of_that_command(runner: CliRunner, command: str) -> None:
    found = examples(runner, *([command] if command else []))
    assert 2 <= len(found) <= 3
    assert found[0].startswith(f"bornes {command}".rstrip())  # the command itself first, then what follows it
    assert help_text(runner, *([command] if command else [])).rstrip("\n").endswith(found[-1])


def every_example() -> list[str]:
    runner = CliRunner()
    return [line for command in ([], *([c] for c in COMMANDS)) for line in examples(runner, *command)]


def _filled_sheet(first_hand: int = 1, hands: int | None = None) -> bytes:
    """A Parker Brothers sheet for three, filled as a tablet's viewer leaves it."""
    from generator.sheets.sheet_pdf import sheet_pdf

    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(3))
    count = len(match.hands)
    pdf = sheet_pdf(
        edition,
        match.setup,
        lang=EN,
        paper="letter",
        hands=hands or count,
        first_hand=first_hand,
        fillable=True,
    )
    earlier = tuple(f"h{number}." for number in range(1, first_hand))  # the hands of the sheets before
    values = filled_values(played(match))
    return fill(pdf, {key: value for key, value in values.items() if not key.startswith(earlier)})


def _photos(folder: Path) -> None:
    """Photos of scan sheets: tonight's (names printed), a match on two pages, and a page with two
    circles filled in hand 3's miles of side b, which the example answers (725)."""
    from generator.rules.match import Match, Side
    from generator.rules.scoring import SideFacts
    from tests.scan.flat import photos_of

    edition = EDITIONS["parker-brothers"]
    sides = (Side("a", "Zoe"), Side("b", "Hugo"))
    hand = {"a": SideFacts(300, 1, 0, two_hundreds=0), "b": SideFacts(200, two_hundreds=0)}
    third = {"a": SideFacts(300, two_hundreds=0), "b": SideFacts(725, two_hundreds=0)}
    four = Match(edition, edition.default_setup, sides, (hand, hand, third, hand))
    photos_of(four, folder, names=("Zoe", "Hugo"), stem="tonight")
    (folder / "tonight1.jpg").rename(folder / "tonight.jpg")
    photos_of(four._replace(hands=(hand,) * 7), folder, names=None)
    photos_of(four, folder, names=("Zoe", "Hugo"), extra=[(3, "b", "miles", 800)], stem="sheet")
    (folder / "sheet1.jpg").rename(folder / "sheet.jpg")


def _household_folder(folder: Path, line: str) -> str:
    """Lay out ``folder`` as a household's would be for the example ``line``; what to type into it."""
    shutil.copytree(EXAMPLES, folder / "examples")
    (folder / "club").mkdir()
    for number in (1, 2):
        text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
        (folder / "club" / f"match-{number}.toml").write_text(
            text.replace("Friday night", f"Match {number}"), "utf-8"
        )
    if " import " in f" {line} ":
        (folder / "tablet.pdf").write_bytes(_filled_sheet())
        (folder / "first.pdf").write_bytes(_filled_sheet(hands=2))
        (folder / "second.pdf").write_bytes(_filled_sheet(first_hand=3, hands=4))
    if line.startswith("bornes scan"):
        _photos(folder)
    if line.startswith("bornes log") and "--edition" not in line:
        text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
        (folder / "tonight.toml").write_text(text[: text.rindex("[[hands]]")], "utf-8")
    # Names when asked, then Enter at the first question of a hand (to stop) or at each (to keep it).
    # Four players are two teams: a team whose name lists its players offers them, Enter takes them.
    names = "Ana & Cleo\n\nBen & Dev\n\n" if "--players 4" in line else "Ana\nBen\nCleo\nDev\n"
    return names + "\n" * 20


RUN_ELSEWHERE = {"bornes all": "tests/test_batch.py"}
"""Examples another test runs as they are (``bornes all`` takes ten seconds): here they are only parsed."""


@pytest.mark.slow
@pytest.mark.parametrize("line", every_example())
def test_every_example_runs(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, line: str
) -> None:
    monkeypatch.chdir(tmp_path)
    typed = _household_folder(tmp_path, line)
    args = [match for arg in shlex.split(line)[1:] for match in (sorted(glob(arg)) if "*" in arg else [arg])]
    if line in RUN_ELSEWHERE:
        main.commands[args[0]].make_context(args[0], args[1:])
        return
    result = runner.invoke(main, args, input=typed)
    assert result.exit_code == 0, f"{line}\n{result.output}"
    assert "Warning" not in result.stderr


# Tab completion: Click's scripts for bash, zsh, fish and PowerShell, answered by Bornes

SHELLS = ("bash", "zsh", "fish", "powershell")


@pytest.mark.subprocess
@pytest.mark.parametrize("shell", SHELLS)
def test_each_shell_s_completion_script_is_made_as_the_install_page_says(
    runner: CliRunner, shell: str
) -> None:
    page = (ROOT / "docs" / "howto" / "install.md").read_text("utf-8")
    named = (
        '$env:_BORNES_COMPLETE = "powershell_source"'
        if shell == "powershell"
        else f"_BORNES_COMPLETE={shell}_source bornes"
    )
    assert named in page
    result = runner.invoke(main, [], prog_name="bornes", env={"_BORNES_COMPLETE": f"{shell}_source"})
    assert result.exit_code == 0
    assert "_BORNES_COMPLETE" in result.stdout


# What each shell's script hands Bornes (the words typed, the word under the cursor), and what it reads back.
ASKED = [
    ("bornes sh", ["sheet"]),
    ("bornes sheet --edition dujardin-20", ["dujardin-2014", "dujardin-2024", "dujardin-2025"]),
    ("bornes sheet --paper ", ["a4", "letter"]),
    ("bornes cards --layout F", ["fold"]),
]


def _completions(runner: CliRunner, shell: str, words: str) -> list[str]:
    """What Bornes answers ``shell``'s script for ``words`` typed: the values it offers."""
    # bash, zsh and PowerShell give the word's position; fish gives the word itself.
    cursor = words.split(" ")[-1] if shell == "fish" else str(words.count(" "))
    env = {"_BORNES_COMPLETE": f"{shell}_complete", "COMP_WORDS": words, "COMP_CWORD": cursor}
    result = runner.invoke(main, [], prog_name="bornes", env=env)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    if shell in ("bash", "fish"):  # "plain,VALUE", and for fish a tab and the help after it
        return [line.split(",", 1)[1].split("\t")[0] for line in lines if line]
    # zsh and PowerShell: three lines each, the type, the value and its help
    return [lines[i + 1] for i in range(0, len(lines) - 2, 3) if lines[i] == "plain"]


@pytest.mark.parametrize("shell", SHELLS)
@pytest.mark.parametrize(("words", "offered"), ASKED, ids=[w for w, _ in ASKED])
def test_bornes_answers_each_shell_with_its_commands_options_and_choices(
    runner: CliRunner, shell: str, words: str, offered: list[str]
) -> None:
    assert _completions(runner, shell, words) == offered


BORNES_BIN = str(Path(sys.executable).parent)
"""Where the ``bornes`` program is, for a shell to run it."""


@pytest.mark.subprocess
@pytest.mark.skipif(shutil.which("bash") is None or os.name != "posix", reason="no bash here")
def test_bash_completes_an_edition_for_real() -> None:
    script = (
        'eval "$(_BORNES_COMPLETE=bash_source bornes)"\n'
        "COMP_WORDS=(bornes sheet --edition win); COMP_CWORD=3; COMPREPLY=()\n"
        '_bornes_completion bornes\necho "${COMPREPLY[*]}"\n'
    )
    env = {**os.environ, "PATH": BORNES_BIN + os.pathsep + os.environ.get("PATH", "")}
    done = subprocess.run(
        ["bash", "-c", script], capture_output=True, text=True, env=env, check=True, timeout=60
    )
    assert done.stdout == "winning-moves\n"


@pytest.mark.subprocess
@pytest.mark.skipif(shutil.which("fish") is None, reason="no fish here")
def test_fish_completes_an_edition_for_real() -> None:
    script = '_BORNES_COMPLETE=fish_source bornes | source; complete -C "bornes sheet --edition win"'
    env = {**os.environ, "PATH": BORNES_BIN + os.pathsep + os.environ.get("PATH", "")}
    done = subprocess.run(
        ["fish", "-c", script], capture_output=True, text=True, env=env, check=True, timeout=60
    )
    assert done.stdout == "winning-moves\n"


def test_click_s_completion_covers_every_shell_the_install_page_names() -> None:
    from click.shell_completion import get_completion_class

    assert all(get_completion_class(shell) is not None for shell in SHELLS)
