"""Every example's HTML report, match and season, English and French, read in headless Chromium on
a small phone (360 px), a larger one (390 px) and a desktop (1280 px) by ``report.mjs``.

What a reader must get: a page that loads nothing and runs nothing, axe-core finding no violation,
no sideways scrolling of the page itself, chart text of 12 CSS pixels or more, and wide tables that
scroll in their box with their number and name kept in view, the totals first, and a shadow at the
right edge while more lies beyond (gone once scrolled to the end). Needs Chromium, node and
``npm ci`` in ``tests/viewer`` (playwright-core, axe-core); skips saying so where one is missing.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageStat

from generator.matchlog.load import load_result
from generator.report.figures import LEAST_TEXT
from generator.report.report_html import match_html, season_html
from generator.stats.season import season
from generator.text.i18n import say
from generator.text.languages import EN, FR, Lang
from tests.conftest import EXAMPLES
from tests.viewer import browser

pytestmark = [pytest.mark.browser, pytest.mark.subprocess, pytest.mark.slow]

HERE = Path(__file__).resolve().parent
WIDTHS = (360, 390, 1280)
MATCHES = sorted(log.stem for log in EXAMPLES.glob("*.toml"))
PAGES = [*MATCHES, "club-season"]


@cache
def page(name: str, lang: Lang) -> bytes:
    if name == "club-season":
        logs = sorted((EXAMPLES / name).glob("*.toml"))
        return season_html(season([(log.stem, load_result(log)) for log in logs]), lang=lang)
    return match_html(load_result(EXAMPLES / f"{name}.toml"), lang=lang)


SEEN: dict[tuple[str, Lang], tuple[dict[str, dict[str, Any]], Path]] = {}


@pytest.fixture
def read_page(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str, Lang], tuple[dict[str, Any], Path]]:
    """What ``report.mjs`` saw of a page at each of ``WIDTHS``, and the folder of its pictures; each
    page is read once however many tests ask."""
    browser.require("the HTML report's browser test", "playwright-core", "axe-core")

    def read(name: str, lang: Lang) -> tuple[dict[str, Any], Path]:
        if (name, lang) not in SEEN:
            folder = tmp_path_factory.mktemp(f"{name}-{lang}")
            SEEN[name, lang] = _read(name, lang, folder), folder
        return SEEN[name, lang]

    return read


def _read(name: str, lang: Lang, folder: Path) -> dict[str, dict[str, Any]]:
    path = folder / f"{name}-{lang}.html"
    path.write_bytes(page(name, lang))
    done = subprocess.run(
        ["node", str(HERE / "report.mjs"), str(path), str(folder), *map(str, WIDTHS)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=HERE,
    )
    assert done.returncode == 0, done.stderr
    seen: dict[str, dict[str, Any]] = json.loads(done.stdout)
    return seen


CUE = 20
"""The scroll cue's width in CSS pixels (1.25rem in ``report.css``): a table hiding less than this
shows part of it only, the white cover at the table's end already sliding over it."""


def edge_darkness(picture: Path) -> float:
    """How dark the last 4 pixels of a table's box are, from its top down, 0 (white) to 255 (black):
    right of the last column's padding, so no figure is measured, only the cue and the rules."""
    with Image.open(picture) as image:
        strip = image.convert("L").crop((image.width - 4, 0, image.width, image.height))
        return 255 - float(ImageStat.Stat(strip).mean[0])


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("name", PAGES)
def test_the_report_reads_on_a_phone_and_a_desktop_and_axe_finds_nothing(
    name: str, lang: Lang, read_page: Callable[[str, Lang], tuple[dict[str, Any], Path]]
) -> None:
    seen, folder = read_page(name, lang)
    for width in map(str, WIDTHS):
        at = seen[width]
        assert at["requests"] == [], width
        assert at["errors"] == [], width
        assert at["scripts"] == 0, width
        assert at["violations"] == [], (width, at["violations"])
        assert at["scrollWidth"] == at["innerWidth"] == int(width)  # only tables scroll sideways
        assert at["charts"], width
        for chart in at["charts"]:
            assert chart["texts"], (width, chart)
            assert chart["smallestText"] >= LEAST_TEXT - 0.01, (width, chart)
        for index, table in enumerate(at["tables"]):
            if not table["scrolls"]:
                continue
            assert table["sticky"] >= 1, (width, table["label"])
            # Scrolled to its end, its kept columns sit at the box's left edge, side by side, on
            # top of what scrolled under them, their text inside them.
            assert table["scrolled"] > 0
            for row in table["stuck"]:
                assert all(abs(offset) <= 1 for offset in row["offsets"]), (width, table["label"], row)
                assert row["onTop"], (width, table["label"], row)
                assert not row["overflow"], (width, table["label"], row)
            # The shadow at the right edge while more lies beyond, gone at the end.
            start = edge_darkness(folder / width / f"edge-{index}-start.png")
            end = edge_darkness(folder / width / f"edge-{index}-end.png")
            shown = 20 if table["scrolled"] >= CUE else 0
            assert start >= end + shown, (width, table["label"], table["scrolled"], start, end)


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_hand_by_hand_table_shows_the_totals_first_even_on_a_small_phone(
    lang: Lang, read_page: Callable[[str, Lang], tuple[dict[str, Any], Path]]
) -> None:
    seen, _ = read_page("friday-night", lang)
    totals = [say("table_total", lang), say("running_total", lang)]
    for width in map(str, WIDTHS):
        (hands,) = [t for t in seen[width]["tables"] if t["label"] == say("hand_by_hand", lang)]
        assert hands["headers"][2:4] == totals
        assert hands["sticky"] == 2  # the hand's number and the side
        assert set(totals) <= set(hands["seen"]), (width, hands["seen"])


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_season_standings_show_wins_rating_form_and_points_after_the_name(
    lang: Lang, read_page: Callable[[str, Lang], tuple[dict[str, Any], Path]]
) -> None:
    seen, _ = read_page("club-season", lang)
    first = [say(key, lang) for key in ("matches_won", "rating", "form", "points")]
    for width in map(str, WIDTHS):
        standings = seen[width]["tables"][0]
        assert standings["headers"][2:6] == first
        assert standings["sticky"] == 2
    assert set(first) <= set(seen["1280"]["tables"][0]["seen"])
    labels = [table["label"] for table in seen["360"]["tables"]]
    assert len(labels) == len(set(labels))  # every region its own name
