"""Race charts as files: deterministic bytes, vector PDF with embedded fonts, a GIF frame per hand."""

from __future__ import annotations

import io
import re
from functools import cache
from pathlib import Path

import matplotlib
import numpy as np
import pytest
from click.testing import CliRunner
from PIL import Image, ImageSequence
from PIL.GifImagePlugin import GifImageFile

from generator.chart.draw import MAX_MARKERS, RaceChart, as_given, chart_style, literal
from generator.chart.export import animation, frame_ms, pdf_pages, race_figure, still
from generator.chart.formats import STILL_FORMATS
from generator.chart.race import race
from generator.cli import main
from generator.matchlog.load import load_match
from generator.matchlog.parse import parse_log
from generator.rules import MatchResult, play
from generator.text.languages import EN, FR, Lang
from tests import pdfcheck
from tests.conftest import EXAMPLES
from tests.report.long_log import long_log


@cache
def result(name: str) -> MatchResult:
    return play(load_match(EXAMPLES / f"{name}.toml"))


def report_chart(result: MatchResult, lang: Lang, *, width: float, height: float, font_size: float) -> bytes:
    """The race chart as a report draws it, alone in a one-page PDF."""
    with chart_style():
        return pdf_pages([race_figure(result, lang, width=width, height=height, font_size=font_size)])


@pytest.mark.slow
@pytest.mark.parametrize("fmt", sorted(STILL_FORMATS))
def test_two_builds_of_a_still_are_byte_identical(fmt: str) -> None:
    assert still(result("friday-night"), fmt, EN) == still(result("friday-night"), fmt, EN)


def test_png_carries_no_software_or_date_metadata() -> None:
    image = Image.open(io.BytesIO(still(result("friday-night"), "png", EN)))
    assert image.size == (1200, 675)
    assert not {"Software", "Creation Time", "date:create"} & set(image.info)


def test_svg_has_no_date_and_fixed_ids() -> None:
    svg = still(result("dujardin-2025-series"), "svg", FR).decode()
    assert "<dc:date>" not in svg
    assert svg.startswith("<?xml")


def test_svg_keeps_its_text_as_text_with_a_title_and_a_description() -> None:
    svg = still(result("friday-night"), "svg", EN).decode()
    texts = re.findall(r"<text[^>]*>([^<]*)</text>", svg)
    assert "Ben &amp; Dev: 5,475 ★ winner" in texts  # the legend, as text a reader can select
    assert "target 5,000" in texts
    assert '<title id="title">Friday night · November 27, 2026</title>' in svg
    assert '<desc id="desc">Each side’s points after each hand' in svg
    assert 'role="img" aria-labelledby="title desc"' in svg
    assert 'id="DejaVuSans' not in svg  # no glyph drawn as a path (matplotlib's ids for them)


def test_the_report_chart_is_vector_with_its_text_in_embedded_dejavu_sans() -> None:
    pdf = report_chart(result("friday-night"), FR, width=500, height=230, font_size=8.5)
    assert pdfcheck.image_count(pdf) == 0
    fonts = pdfcheck.fonts(pdf)
    assert fonts
    assert all(embedded for embedded in fonts.values())
    assert all("DejaVuSans" in name for name in fonts)
    text = pdfcheck.all_text(pdf)  # no-break spaces folded to spaces
    assert "Ben & Dev : 5 475 ★ vainqueur" in text
    assert "objectif 5 000" in text


def test_a_report_chart_subsets_dejavu_sans_once_with_the_star_among_the_other_characters() -> None:
    pdf = report_chart(result("friday-night"), EN, width=500, height=230, font_size=8.5)
    assert "5,475 ★ winner" in pdfcheck.all_text(pdf)
    assert len(pdfcheck.fonts(pdf)) == 1


def test_drawing_leaves_matplotlib_s_global_settings_as_they_were() -> None:
    before = dict(matplotlib.rcParams)
    still(result("friday-night"), "pdf", EN)
    assert dict(matplotlib.rcParams) == before


@pytest.mark.slow
@pytest.mark.parametrize("name", ["friday-night", "dujardin-2025-series"])
def test_the_animation_has_one_frame_per_hand_then_the_final_one_held_longer(name: str) -> None:
    gif = animation(result(name), EN)
    durations = [frame.info["duration"] for frame in ImageSequence.Iterator(Image.open(io.BytesIO(gif)))]
    assert len(durations) == len(result(name).hands) + 1
    assert durations[-1] > durations[0]


def test_a_long_match_replays_faster_frame_by_frame() -> None:
    assert frame_ms(4) == 700
    assert frame_ms(200) == 100  # 200 hands in 20 seconds
    assert frame_ms(5000) == 60


def test_two_builds_of_an_animation_are_byte_identical() -> None:
    assert animation(result("friday-night"), FR) == animation(result("friday-night"), FR)


def test_animation_frames_draw_the_race_so_far() -> None:
    with chart_style():
        chart = RaceChart(race(result("friday-night")), EN, width=6, height=4, font_size=9, title=True)
        chart.show(2)
        xs, ys = chart._lines[0].get_data()
        assert np.asarray(xs).tolist() == [0, 1, 2]
        assert np.asarray(ys).tolist() == [0, 2200, 2950]
        # The legend is the final scoreboard, in rank order: the winner first, in every frame.
        assert [t.get_text() for t in chart._legend.get_texts()] == ["Ben & Dev: 2,475", "Ana & Cleo: 2,950"]
        chart.show(None)
        assert chart._legend.get_texts()[0].get_text() == "Ben & Dev: 5,475 ★ winner"


def test_a_long_match_keeps_markers_sparse_so_its_lines_stay_readable() -> None:
    long = play(parse_log(long_log(), "long.toml"))
    with chart_style():
        chart = RaceChart(race(long), EN, width=7, height=3.2, font_size=8.5, title=False)
        for line in chart._lines:
            every = line.get_markevery()
            assert isinstance(every, tuple)  # (first, step): a marker every step-th hand
            start, step = every
            assert isinstance(start, int)
            assert isinstance(step, int)
            assert len(range(start, 201, step)) <= MAX_MARKERS + 1


def test_names_with_dollar_signs_print_literally_not_as_mathematics() -> None:
    text = long_log(2, names=("$x$ & <b>Ana</b>", "Ben"))
    pdf = report_chart(play(parse_log(text, "x.toml")), EN, width=500, height=230, font_size=8.5)
    assert "$x$ & <b>Ana</b>" in pdfcheck.all_text(pdf)
    assert literal("$5") == r"\$5"


def test_characters_the_font_lacks_print_as_a_replacement_without_a_warning() -> None:
    # pytest turns warnings into errors: matplotlib's "Glyph missing" would fail this test.
    text = long_log(2, names=("Ana 🎲 Cleo", "Ben"))  # a tab is refused in a name (Cc)
    pdf = report_chart(play(parse_log(text, "x.toml")), EN, width=500, height=230, font_size=8.5)
    assert "Ana \ufffd Cleo" in pdfcheck.all_text(pdf)


def test_a_right_to_left_name_is_reordered_alone_and_its_label_drawn_as_given() -> None:
    name = "שלום עליכם"
    assert literal(name) == "םכילע םולש"  # the name alone in visual order
    label = as_given(f"{literal(name)}: 1,800")
    # A left-to-right override first: matplotlib's layout keeps the sentence's order.
    assert label == "\u202dםכילע םולש: 1,800"
    assert as_given("Sam: 1,800") == "Sam: 1,800"


def test_bornes_chart_writes_the_still_and_the_animation(runner: CliRunner, tmp_path: Path) -> None:
    out = runner.invoke(
        main,
        [
            "chart",
            str(EXAMPLES / "friday-night.toml"),
            "-o",
            str(tmp_path / "race.svg"),
            "--animate",
            str(tmp_path / "race.gif"),
        ],
    )
    assert out.exit_code == 0, out.output
    assert out.output.split() == [str(tmp_path / "race.svg"), str(tmp_path / "race.gif")]
    assert (tmp_path / "race.svg").read_bytes().startswith(b"<?xml")
    assert (tmp_path / "race.gif").read_bytes().startswith(b"GIF89a")


def test_bornes_chart_writes_a_png_to_output_by_default(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "output").mkdir()
    out = runner.invoke(main, ["chart", str(EXAMPLES / "dujardin-2024.toml")])
    assert out.exit_code == 0, out.output
    assert (tmp_path / "output" / "race-dujardin-2024.png").read_bytes().startswith(b"\x89PNG")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["-o", "race.jpg"], "give a .png, .svg or .pdf file"),
        (["--animate", "race.mp4"], "the animation is a .gif file"),
    ],
)
def test_bornes_chart_refuses_formats_it_does_not_write(
    runner: CliRunner, args: list[str], message: str
) -> None:
    out = runner.invoke(main, ["chart", str(EXAMPLES / "friday-night.toml"), *args])
    assert out.exit_code == 2
    assert message in out.output


@pytest.mark.slow
def test_a_long_match_s_gif_holds_at_most_max_frames_hand_frames_ending_on_the_last_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from generator.chart import export
    from generator.chart.export import MAX_FRAMES, frame_hands

    assert frame_hands(4) == [1, 2, 3, 4]
    shown = frame_hands(2000)
    assert len(shown) == MAX_FRAMES
    assert shown[-1] == 2000
    assert shown == sorted(shown)
    # The GIF draws only those hands. Shown with a cap of 12 over 52 hands (the same code as 150
    # over 190, drawn in a twelfth of the time).
    monkeypatch.setattr(export, "MAX_FRAMES", 12)
    gif = Image.open(io.BytesIO(animation(play(parse_log(long_log(52), "x.toml")), EN)))
    assert isinstance(gif, GifImageFile)
    assert 1 < gif.n_frames <= 12 + 1  # the hand frames, then the final chart
