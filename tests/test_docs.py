"""The README and the documentation: the command reference is generated, links and pictures are there.

The site itself is built by CI with warnings as errors (``.ci/run``), which
catches a broken link between its pages; these tests catch what that build
cannot see: the README's own links, and a command reference written by hand.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import click
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


def test_the_readme_s_links_and_pictures_point_to_files_in_the_repository() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#]+)(?:#[^)]*)?\)", readme) + re.findall(r'<img src="([^"]+)"', readme)
    local = [target for target in targets if not re.match(r"[a-z]+:", target)]
    assert len(local) >= len(PICTURES) + 4
    for target in local:
        assert (ROOT / target).exists(), f"the README links to {target}, which is not in the repository"


def test_the_committed_pictures_are_small() -> None:
    for name in PICTURES:
        picture = DOCS / "images" / f"{name}.png"
        assert picture.stat().st_size < MAX_PICTURE_BYTES, f"{picture.name} is over 150 KB"


def test_the_pictures_script_makes_them_from_real_commands(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(DOCS / "pictures.py"), str(tmp_path)], check=True, capture_output=True
    )
    for name in PICTURES:
        with Image.open(tmp_path / f"{name}.png") as picture:
            assert picture.height == 720
            assert picture.width > 400
        assert (tmp_path / f"{name}.png").stat().st_size < MAX_PICTURE_BYTES
