"""French typography survives in every artefact: no plain space inside a number, in any text run.

Each French artefact Bornes draws (score sheet, reference cards, match and
season reports, the chart as PDF and SVG) is read back run by run, as a PDF
or SVG holds it: a number such as 5 000 must keep its narrow no-break space
(U+202F), and no line may start with the punctuation that French sets after
a no-break space (a sign that a line was broken there).
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import main
from tests import pdfcheck
from tests.conftest import EXAMPLES

PLAIN_SPACE_IN_NUMBER = re.compile(r"\d\x20\d{3}(?!\d)")
BROKEN_BEFORE_PUNCTUATION = re.compile(r"^[:;!?»]")

ANOTHER_MATCH = "\0another"
"""Stands for a copy of the example match: a season counts a log given twice once (refuses it)."""

ARTEFACTS = {
    "sheet": ["sheet", "--edition", "dujardin-2024", "--lang", "fr"],
    "cards": ["cards", "--edition", "dujardin-classic", "--lang", "fr"],
    "report": ["report", str(EXAMPLES / "friday-night.toml"), "--lang", "fr"],
    "season": [
        "report",
        str(EXAMPLES / "friday-night.toml"),
        ANOTHER_MATCH,
        "--season",
        "--lang",
        "fr",
    ],
    "chart.pdf": ["chart", str(EXAMPLES / "friday-night.toml"), "--lang", "fr"],
    "chart.svg": ["chart", str(EXAMPLES / "friday-night.toml"), "--lang", "fr"],
}


def pdf_runs(path: Path) -> list[str]:
    """Every text-showing operation's string, page by page, charts placed in the page included."""
    runs: list[str] = []
    for page in PdfReader(path).pages:
        page.extract_text(visitor_text=lambda text, *_: runs.append(text))
    return [run for run in runs if run.strip(" \n")]


def svg_runs(path: Path) -> list[str]:
    """The strings of an SVG chart, one a ``<text>`` element (its text is kept as text)."""
    return pdfcheck.svg_strings(path.read_bytes())


@pytest.mark.slow
@pytest.mark.parametrize("artefact", list(ARTEFACTS))
def test_no_french_artefact_has_a_plain_space_inside_a_number(
    artefact: str, runner: CliRunner, tmp_path: Path
) -> None:
    suffix = ".svg" if artefact.endswith("svg") else ".pdf"
    out = tmp_path / f"out{suffix}"
    another = Path(shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "another.toml"))
    args = [str(another) if arg == ANOTHER_MATCH else arg for arg in ARTEFACTS[artefact]]
    result = runner.invoke(main, [*args, "-o", str(out)])
    assert result.exit_code == 0, result.output
    runs = svg_runs(out) if suffix == ".svg" else pdf_runs(out)
    assert any("\u202f" in run for run in runs)  # there are numbers to check
    assert [run for run in runs if PLAIN_SPACE_IN_NUMBER.search(run)] == []
    assert [run for run in runs if BROKEN_BEFORE_PUNCTUATION.match(run.strip("\n"))] == []
