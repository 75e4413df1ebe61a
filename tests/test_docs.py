"""The README and the documentation: the command reference is generated, links and pictures are there.

The site itself is built by CI with warnings as errors (``.ci/run``), which
catches a broken link between its pages; these tests catch what that build
cannot see: the README's own links, a command reference written by hand, and
terminal output shown in the tutorial that the commands no longer print.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from PIL import Image

from generator.cli import main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PICTURES = ("sheet", "card", "report")
MAX_PICTURE_BYTES = 150_000
"""A picture in the README is downloaded by every reader of the project's page: keep each small."""


def test_the_command_reference_is_generated_from_the_click_group() -> None:
    page = (DOCS / "reference" / "cli.md").read_text(encoding="utf-8")
    directive = re.search(r"\.\. click:: (\S+):(\S+)\n((?:   :\S+:.*\n)+)", page)
    assert directive, "docs/reference/cli.md must document the commands with sphinx-click's directive"
    module, name = directive[1], directive[2]
    assert (module, name) == ("generator.cli", "main")
    assert isinstance(main, click.Group)
    # Every subcommand, with its own options, is documented: a new command cannot be left out.
    assert ":nested: full" in directive[3]
    assert ":prog: bornes" in directive[3]


def test_no_page_copies_a_help_text_by_hand() -> None:
    for page in DOCS.rglob("*.md"):
        text = page.read_text(encoding="utf-8")
        assert "Usage: bornes" not in text, f"{page.relative_to(ROOT)} copies --help: use the reference"
        for command in main.commands.values():
            assert command.help is None or command.help.split("\n\n")[0].strip() not in text, (
                f"{page.relative_to(ROOT)} copies `bornes {command.name} --help`: link to the reference"
            )


def _blocks(page: str, language: str) -> list[str]:
    """The text of each fenced block of ``language`` on a documentation page."""
    text = (DOCS / page).read_text(encoding="utf-8")
    return re.findall(rf"```{language}\n(.*?)```", text, flags=re.S)


def test_the_tutorial_shows_the_editions_as_bornes_editions_prints_them(runner: CliRunner) -> None:
    excerpt = next(block for block in _blocks("tutorial.md", "text") if block.startswith("id "))
    width = max(len(line) for line in excerpt.splitlines())
    printed = [line[:width].rstrip() for line in runner.invoke(main, ["editions"]).output.splitlines()]
    # The lines that only held the other columns are left out, as the page leaves them.
    shown = [line for i, line in enumerate(printed) if line or (i + 1 < len(printed) and printed[i + 1])]
    assert shown == excerpt.splitlines()


def test_the_tutorial_s_hand_is_what_bornes_log_asks_and_prints(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    transcript = next(block for block in _blocks("tutorial.md", "text") if block.startswith("Hand 1 "))
    # The answers typed in the transcript, then Enter at the next hand's first question, to stop.
    answers = re.findall(r"(?:\]|\?|:) (\S+)$", transcript, flags=re.M)
    arguments = ["log", "friday.toml", "--edition", "parker-brothers", "--players", "4"]
    arguments += ["--side", "ns=Ana & Cleo", "--side", "ew=Ben & Dev", "--title", "Friday night"]
    result = runner.invoke(main, arguments, input="\n".join([*answers, "", ""]))
    assert result.exit_code == 0, result.output
    assert transcript in result.output


def test_the_readme_s_links_and_pictures_point_to_files_in_the_repository() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", readme) + re.findall(r'<img src="([^"]+)"', readme)
    local = [target for target in targets if not re.match(r"[a-z]+:", target)]
    assert len(local) >= len(PICTURES) + 4
    for target in local:
        assert (ROOT / target).exists(), f"the README links to {target}, which is not in the repository"


def test_the_committed_pictures_are_small() -> None:
    for name in (*PICTURES, "phone"):
        picture = DOCS / "images" / f"{name}.png"
        assert picture.stat().st_size < MAX_PICTURE_BYTES, f"{picture.name} is over 150 KB"


def test_the_phone_sheet_is_shown_with_the_browsers_it_was_tried_in() -> None:
    page = (DOCS / "howto" / "phone-sheet.md").read_text(encoding="utf-8")
    assert "../images/phone.png" in page
    assert "Chromium" in page


@pytest.mark.slow
@pytest.mark.subprocess
def test_the_pictures_script_makes_them_from_real_commands(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(DOCS / "pictures.py"), str(tmp_path)], check=True, capture_output=True
    )
    for name in PICTURES:
        with Image.open(tmp_path / f"{name}.png") as picture:
            assert picture.height == 720
            assert picture.width > 400
        assert (tmp_path / f"{name}.png").stat().st_size < MAX_PICTURE_BYTES


def test_the_score_output_reference_lists_every_reason_a_match_ends() -> None:
    from generator.rules.match import Reason

    rows = re.findall(
        r'^\| `"([a-z_]+)"` \|', (DOCS / "reference" / "score-output.md").read_text("utf-8"), re.M
    )
    assert rows == [reason.value for reason in Reason]
