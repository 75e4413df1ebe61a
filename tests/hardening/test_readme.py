"""The Reliability section's figures are the tests' own counts and the code's own limits."""

from __future__ import annotations

import re
from pathlib import Path

from generator import inputs
from generator.files import MAX_INPUT_BYTES
from tests.hardening.test_bad_inputs import LOGS, RULES
from tests.hardening.test_limits import WORST

README = Path(__file__).resolve().parents[2] / "README.md"


def _reliability() -> str:
    text = README.read_text("utf-8")
    section = text[text.index("## Reliability") :]
    return " ".join(section[: section.index("\n## ", 3)].split())


def test_the_corpus_figures_are_the_corpus() -> None:
    text = _reliability()
    assert f"**{len(LOGS) + len(RULES)} bad files with the message each must get**" in text
    assert f": {len(LOGS)} match logs (" in text
    assert f"and {len(RULES)} house-rules files (" in text


def test_the_slow_inputs_figure_is_the_number_tried() -> None:
    assert f"{len(WORST)} inputs built to be slow" in _reliability()


def test_the_limits_are_the_code_s() -> None:
    text = _reliability()
    assert f"logs are read up to {MAX_INPUT_BYTES // (1024 * 1024)} MB" in text
    assert f"a house-rules line value at most {inputs.MAX_LINE_VALUE:,}" in text
    assert f"a target (log or house rules) at most {inputs.MAX_TARGET:,}" in text
    assert f"`fixed_hands` and `first_to` at most {inputs.MAX_HANDS:,}" in text
    assert f"a side's name at most {inputs.MAX_NAME_LENGTH} characters" in text
    assert f"house-rules name {inputs.MAX_RULES_NAME_LENGTH}, a title {inputs.MAX_TITLE_LENGTH}" in text
    assert f"keys of more than {inputs.MAX_KEY_PARTS} parts" in text
    assert re.search(rf"more than {inputs.MAX_ITEMS:,} TOML items", text)
