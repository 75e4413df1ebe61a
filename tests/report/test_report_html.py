"""A report as an HTML page: self-contained, the PDF's words and numbers, readable on a phone.

The page is opened in headless Chromium at a phone's width (360 × 740 CSS
pixels, as a small Android phone) by ``html_check.mjs``: the page must not
be wider than the screen (wide tables scroll in their own box), its text
and its charts' text must stay legible, the charts' text must be text with a
title and a description, and the page must ask the network for nothing.
Needs Chromium and ``npm ci`` in ``tests/viewer`` (playwright-core), as the
fillable sheet's viewer test does; skips saying why where either is missing.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.matchlog.load import load_result
from generator.report.figures import LEAST_TEXT
from generator.report.match_report import match_report
from generator.report.report_html import match_html, season_html
from generator.stats.season import season
from generator.text.languages import EN, FR, Lang
from tests.conftest import EXAMPLES
from tests.viewer import browser

HERE = Path(__file__).resolve().parent
CLUB = sorted((EXAMPLES / "club-season").glob("*.toml"))


@cache
def club_page(lang: Lang) -> bytes:
    return season_html(season([(log.stem, load_result(log)) for log in CLUB]), lang=lang)


def _in_chromium(page: bytes, folder: Path, width: int = 360, height: int = 740) -> dict[str, Any]:
    path = folder / "page.html"
    path.write_bytes(page)
    done = subprocess.run(
        ["node", str(HERE / "html_check.mjs"), str(path), str(width), str(height), str(folder / "shot.png")],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, Any] = json.loads(done.stdout)
    return seen


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.browser
@pytest.mark.parametrize("lang", [EN, FR])
def test_a_season_page_reads_on_a_phone_and_loads_nothing(lang: Lang, tmp_path: Path) -> None:
    browser.require("the HTML report's phone test", "playwright-core")
    seen = _in_chromium(club_page(lang), tmp_path)
    assert seen["requests"] == []
    assert seen["scrollWidth"] == seen["innerWidth"] == 360  # only the tables scroll sideways
    assert seen["smallestText"] >= 12
    (chart,) = seen["charts"]
    assert chart["texts"] > 12  # every label is text: twelve names at the lines' ends, the axes
    assert chart["smallestText"] >= LEAST_TEXT - 0.01  # 12 CSS px on a 360-px phone
    assert chart["title"] == ("Ratings over the season" if lang == "en" else "Cote au fil de la saison")
    assert chart["desc"]
    assert chart["labelled"] == "c0-title c0-desc"
    assert "Fatou" in seen["text"]


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.browser
@pytest.mark.parametrize("log", ["dujardin-2024", "dujardin-2025-series"])
def test_a_match_page_reads_on_a_phone_with_its_three_charts_as_text(log: str, tmp_path: Path) -> None:
    browser.require("the HTML report's phone test", "playwright-core")
    result = load_result(EXAMPLES / f"{log}.toml")
    seen = _in_chromium(match_html(result, lang=FR), tmp_path)
    assert seen["requests"] == []
    assert seen["scrollWidth"] == seen["innerWidth"]
    assert len(seen["charts"]) == (3 if log == "dujardin-2024" else 2)  # a series has no points
    assert all(chart["texts"] and chart["smallestText"] >= LEAST_TEXT - 0.01 for chart in seen["charts"])
    assert len({chart["labelled"] for chart in seen["charts"]}) == len(seen["charts"])


@pytest.mark.slow
def test_the_page_says_what_the_report_says() -> None:
    result = load_result(EXAMPLES / "friday-night.toml")
    page = match_html(result, lang=EN).decode("utf-8")
    report = match_report(result, EN)
    text = html.unescape(re.sub(r"[ \t\n]+", " ", re.sub(r"<[^>]+>", " ", page)))
    for sentence in (report.result, *report.result_details, *report.highlights):
        assert sentence in text
    for row in report.table.rows if report.table else ():
        for cell in row.cells:
            assert cell in text


@pytest.mark.slow
def test_the_page_loads_nothing_and_names_are_escaped(tmp_path: Path) -> None:
    log = tmp_path / "evil.toml"
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    log.write_text(text.replace('"Ana & Cleo"', '"<script>alert(1)</script>"'), encoding="utf-8")
    page = match_html(load_result(log), lang=EN).decode("utf-8")
    assert "<script" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert policy is not None
    assert html.unescape(policy[1]).startswith("default-src 'none';")
    assert not re.search(r"""(?:src|href)=["'](?!#|data:)""", page)


def test_the_same_season_gives_the_same_page() -> None:
    assert club_page(EN) == season_html(season([(log.stem, load_result(log)) for log in CLUB]), lang=EN)


def test_bornes_report_html_writes_the_page_and_refuses_a_paper(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "club.html"
    done = runner.invoke(main, ["report", *map(str, CLUB), "--season", "-o", str(out)])
    assert done.exit_code == 0, done.output
    assert out.read_bytes().startswith(b"<!DOCTYPE html>")
    refused = runner.invoke(main, ["report", str(CLUB[0]), "--html", "--paper", "a4", "-o", str(out)])
    assert refused.exit_code == 2
    assert "--paper has no effect on an HTML page" in refused.output
