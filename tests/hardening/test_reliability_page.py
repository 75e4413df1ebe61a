"""The Reliability page's figures are the tests' own counts and the code's own limits.

The page is ``docs/explanation/reliability.md`` (it was the README's Reliability
section): a figure there that no longer matches the corpus, the fuzzing or a
limit in the code fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

from generator import inputs
from generator.files import MAX_INPUT_BYTES
from tests.hardening import test_fuzz
from tests.hardening.test_bad_inputs import LOGS, RULES
from tests.hardening.test_limits import WORST

PAGE = Path(__file__).resolve().parents[2] / "docs" / "explanation" / "reliability.md"


def _reliability() -> str:
    """The page's text, its lines joined, so a figure may wrap anywhere."""
    return " ".join(PAGE.read_text("utf-8").split())


def test_the_corpus_figures_are_the_corpus() -> None:
    text = _reliability()
    assert f"**{len(LOGS) + len(RULES)} bad files with the message each must get**" in text
    assert f": {len(LOGS)} match logs (" in text
    assert f"and {len(RULES)} house-rules files (" in text


def test_the_slow_inputs_figure_is_the_number_tried() -> None:
    assert f"{len(WORST)} inputs built to be slow" in _reliability()


def test_the_fuzzing_figures_are_the_examples_run() -> None:
    examples, sessions = test_fuzz.EXAMPLES, test_fuzz.LOG_SESSIONS
    # Each parser test runs EXAMPLES documents: the ones whose hypothesis settings say so.
    parser_tests = [
        test
        for name, test in vars(test_fuzz).items()
        if name.startswith("test_")
        and getattr(test, "_hypothesis_internal_use_settings", None) is not None
        and test._hypothesis_internal_use_settings.max_examples == examples
    ]
    assert len(parser_tests) == 4
    text = _reliability()
    assert (
        f"{examples} random log documents, {examples} random texts read as logs, "
        f"{examples} random house-rules documents and {examples} random house-rules texts, "
        f"plus {sessions} `bornes log` sessions fed random answers: "
        f"{len(parser_tests) * examples + sessions:,} in all"
    ) in text


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


def test_the_import_figures_are_the_code_s() -> None:
    from generator.form_format import MAX_META_LENGTH, MAX_SHEET_HANDS
    from generator.matchlog.form_reader import MAX_DECODED_BYTES, MAX_SHEET_BYTES, MAX_STREAM_BYTES
    from tests.matchlog.hostile_sheets import AS_REPORTED, HOSTILE

    megabytes = 1024 * 1024
    text = _reliability()
    assert f"groups of three, at most {inputs.MAX_COUNT_DIGITS})" in text
    assert f"(at most {MAX_META_LENGTH:,} characters)" in text
    assert f"at most {MAX_SHEET_BYTES // megabytes} MB read, {MAX_SHEET_HANDS} hands a sheet" in text
    each, together = MAX_STREAM_BYTES // megabytes, MAX_DECODED_BYTES // megabytes
    assert f"decode to at most {each} MB each and {together} MB in all" in text
    assert f"{len(HOSTILE) + len(AS_REPORTED)} hostile sheets" in text
