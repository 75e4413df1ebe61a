"""Report PDFs: the numbers of `bornes score --json`, a vector chart, print quality, long matches."""

from __future__ import annotations

import io
import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import main
from generator.matchlog.load import load_match
from generator.matchlog.parse import parse_log
from generator.pdf.page import PAPERS
from generator.report.match_report import match_report
from generator.report.report_pdf import match_pdf, season_pdf
from generator.rules import MatchResult, play
from generator.stats.season import season
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import format_number
from tests import pdfcheck
from tests.conftest import EXAMPLES
from tests.report.big_season import player_name, season_logs
from tests.report.long_log import long_log

LOGS = sorted(EXAMPLES.glob("*.toml"))
MARKUP_NAMES = (
    '<b>Ana</b> & "Cléo" d’Éméraude-Montréal$',  # 40 characters, markup, quotes, accents
    "Bérénice_&_Côme_<i>x</i>_AAAAAAAAAAAAAAA",  # 40, one unbreakable word
    "Zoë & Ñoño (les « cousins ») de Saint-Ém",  # 40
)


@cache
def result(log: str) -> MatchResult:
    return play(load_match(EXAMPLES / f"{log}.toml"))


@cache
def pdf(log: str, lang: Lang, paper: str) -> bytes:
    return match_pdf(result(log), lang=lang, paper=paper)


@cache
def long_result() -> MatchResult:
    return play(parse_log(long_log(), "long.toml"))


@cache
def long_pdf() -> bytes:
    return match_pdf(long_result(), lang=EN, paper="letter")


@cache
def names_pdf(lang: Lang, paper: str) -> bytes:
    text = long_log(12, names=MARKUP_NAMES, edition="dujardin-2024", players=6)
    text = text.replace('"A long winter"', '"<Le grand soir> & les $cousins$ : revanche !"')
    return match_pdf(play(parse_log(text, "names.toml")), lang=lang, paper=paper)


def hand_rows(data: dict[str, Any], lang: Lang, extension: bool) -> list[str]:
    """Each hand's rows as the report's text shows them: the figures of `bornes score --json`.

    Every line the edition scores, in its order, a dash for nothing; the
    extension only where the setup plays it.
    """

    def n(value: int) -> str:
        return format_number(value, lang).replace("\u202f", " ")

    rows = []
    for hand in data["hands"]:
        for side in data["sides"]:
            score = hand["scores"][side["id"]]
            won = " ★" if hand["winner"] == side["id"] else ""
            if "miles" in score:
                figures = [n(score["miles"]), *(["★"] if score["won"] else [])]
                rows.append(" ".join([side["name"], *figures, n(hand["running"][side["id"]])]))
            else:
                lines = [v for k, v in score.items() if k != "total" and (extension or k != "extension")]
                shown = [n(v) if v else "–" for v in lines]
                running = n(hand["running"][side["id"]])
                rows.append(" ".join([side["name"] + won, *shown, n(score["total"]), running]))
    return rows


@pytest.mark.slow
@pytest.mark.parametrize("log", [p.stem for p in LOGS])
def test_the_report_shows_the_numbers_of_bornes_score_json(runner: CliRunner, log: str) -> None:
    data = json.loads(runner.invoke(main, ["score", str(EXAMPLES / f"{log}.toml"), "--json"]).output)
    lang = result(log).match.edition.language
    text = pdfcheck.all_text(pdf(log, lang, "a4"))
    for row in hand_rows(data, lang, result(log).match.setup.extension):
        assert row in text
    for side in data["sides"]:
        assert format_number(data["totals"][side["id"]], lang).replace("\u202f", " ") in text


@pytest.mark.slow
@pytest.mark.parametrize("log", [p.stem for p in LOGS])
def test_example_reports_are_small_vector_and_embed_every_font(log: str) -> None:
    document = pdf(log, EN, "letter")
    assert len(document) < 200 * 1024
    assert pdfcheck.image_count(document) == 0
    fonts = pdfcheck.fonts(document)
    assert fonts, fonts
    assert all(fonts.values()), fonts
    assert {name.split("+")[-1] for name in fonts} == {"DejaVuSans", "DejaVuSans-Bold"}


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "paper"), [(EN, "letter"), (FR, "a4"), (EN, "a4"), (FR, "letter")])
def test_pages_keep_the_paper_size_and_nothing_is_drawn_in_the_safe_margin(lang: Lang, paper: str) -> None:
    document = pdf("friday-night", lang, paper)
    for page in PdfReader(io.BytesIO(document)).pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(PAPERS[paper])
    assert pdfcheck.ink_in_margin(document, 10) == []


@pytest.mark.slow
def test_two_builds_are_byte_identical() -> None:
    assert match_pdf(result("dujardin-2024"), lang=FR, paper="a4") == pdf("dujardin-2024", FR, "a4")


@pytest.mark.slow
@pytest.mark.subprocess
def test_a_build_in_another_process_with_another_hash_seed_gives_the_same_bytes(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    out = tmp_path / "report.pdf"
    log = EXAMPLES / "dujardin-2024.toml"
    env = {**os.environ, "PYTHONHASHSEED": "7"}
    args = [
        sys.executable,
        "-m",
        "generator",
        "report",
        str(log),
        "--lang",
        "fr",
        "--paper",
        "a4",
        "-o",
        str(out),
    ]
    subprocess.run(args, check=True, env=env, capture_output=True)
    assert out.read_bytes() == pdf("dujardin-2024", FR, "a4")


def test_the_chart_is_on_the_first_page_with_the_page_s_font() -> None:
    first = pdfcheck.page_texts(pdf("friday-night", EN, "letter"))[0]
    assert "Final standings, after 4 hands" in first
    assert "target 5,000" in first


def test_french_reports_use_french_words_and_numbers() -> None:
    text = pdfcheck.all_text(pdf("friday-night", FR, "a4"))
    assert "Vainqueur : Ben & Dev, 5 475 points" in text
    # The story (highlights, margin, where the points came from) takes a second page.
    assert "Page 1 sur 2" in text
    assert "Manche par manche" in text
    assert "27 novembre 2026" in text


def test_a_series_report_shows_each_game_s_distance_and_the_games_won() -> None:
    text = pdfcheck.all_text(pdf("dujardin-2025-series", FR, "a4"))
    assert "Vainqueur : Mamie, 3 parties gagnées" in text
    assert "Parties gagnées, et les bornes de chaque partie" in text
    assert "premier à 3" in text


@pytest.mark.slow
def test_a_200_hand_report_has_every_hand_over_several_pages_with_headers_repeated() -> None:
    document = long_pdf()
    pages = pdfcheck.page_texts(document)
    assert len(pages) > 4
    text = pdfcheck.all_text(document)
    data = long_result()
    for running in data.running:
        for total in running.values():
            assert format_number(total, EN) in text
    table_pages = [page for page in pages[1:] if "Hand by hand" not in page]
    assert table_pages
    assert all("Running total" in " ".join(page.split()) for page in table_pages)
    assert f"Page {len(pages)} of {len(pages)}" in pages[-1]
    assert pdfcheck.image_count(document) == 0
    assert pdfcheck.ink_in_margin(document, 10) == []


def test_a_200_hand_report_keeps_each_hand_s_rows_on_one_page() -> None:
    for page in pdfcheck.page_texts(long_pdf())[1:]:
        rows = [line for line in page.splitlines() if "Ana & Cleo" in line or "Ben & Dev" in line]
        if rows:
            assert "Ana & Cleo" in rows[0]  # a page never starts with the second row of a hand
            assert "Ben & Dev" in rows[-1]


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "paper"), [(FR, "a4"), (EN, "letter")])
def test_names_with_markup_characters_print_literally_and_stay_in_the_page(lang: Lang, paper: str) -> None:
    document = names_pdf(lang, paper)
    text = pdfcheck.all_text(document)
    assert "<Le grand soir> & les $cousins$ : revanche !" in text
    for name in MARKUP_NAMES:
        assert name in text  # whole in the chart's legend, the standings or the highlights
    assert pdfcheck.ink_in_margin(document, 10) == []


def test_a_season_report_lists_standings_and_each_match(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "january.toml"
    log.write_text(long_log(3), encoding="utf-8")
    out = tmp_path / "season.pdf"
    args = [
        "report",
        str(EXAMPLES / "friday-night.toml"),
        str(log),
        "--season",
        "--lang",
        "en",
        "-o",
        str(out),
    ]
    done = runner.invoke(main, args)
    assert done.exit_code == 0, done.output
    text = pdfcheck.all_text(out.read_bytes())
    assert "Mille Bornes season report" in text
    assert "Friday night (4 hands)" in text
    assert "A long winter (3 hands)" in text
    assert pdfcheck.image_count(out.read_bytes()) == 0
    assert season_pdf(season([("a", result("friday-night"))]), lang=EN, paper="a4") == season_pdf(
        season([("a", result("friday-night"))]), lang=EN, paper="a4"
    )


def test_a_long_season_runs_over_pages_and_lists_every_match() -> None:
    matches = [
        (f"m{i}", play(parse_log(long_log(2, seed=i).replace("A long winter", f"Week {i}"), f"m{i}.toml")))
        for i in range(60)
    ]
    document = season_pdf(season(matches), lang=FR, paper="letter")
    assert pdfcheck.page_count(document) >= 2
    text = pdfcheck.all_text(document)
    assert all(f"Week {i} (2 manches)" in text for i in range(60))
    assert "Parties jouées" in text


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "logs", "length"), [(72, 144, 21), (120, 240, 4), (500, 500, 8)], ids=lambda n: str(n)
)
def test_a_big_season_s_report_is_made_with_each_one_s_opponents_in_a_line(
    players: int, logs: int, length: int
) -> None:
    # Each of these sizes crashed in ReportLab when the head-to-head was a matrix of a column a player.
    club = season(
        [
            (n, play(parse_log(text, f"{n}.toml")))
            for n, text in season_logs(players, logs, name_length=length)
        ]
    )
    document = season_pdf(club, lang=EN, paper="a4")
    pages = pdfcheck.page_texts(document)
    text = " ".join(pages)
    assert "Against" in text
    assert "Each one’s opponents, in the standings’ order" in text.replace("\n", " ")
    assert all(player_name(n, length) in text for n in (0, players // 2, players - 1))
    assert pdfcheck.smallest_text(document) >= 6.0
    width, height = PAPERS["a4"]
    safe = 10 * pdfcheck.MM  # every character inside the printers' safe margin, on every page
    for page in pdfcheck.page_chars(document):
        assert all(
            safe <= x0 and x1 <= width - safe and safe <= y0 and y1 <= height - safe
            for _, x0, y0, x1, y1 in page
        )


def test_a_season_report_is_named_after_its_logs_folder(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    logs = sorted(str(log) for log in (EXAMPLES / "club-season").glob("*.toml"))[:3]
    done = runner.invoke(main, ["report", "--season", *logs, "--html"])
    assert done.exit_code == 0, done.output
    assert done.output.strip() == str(Path("output") / "season-club-season-en.html")
    assert (tmp_path / "output" / "season-club-season-en.html").is_file()


def test_bornes_report_writes_to_output_by_default(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "output").mkdir()
    done = runner.invoke(main, ["report", str(EXAMPLES / "dujardin-2024.toml")])
    assert done.exit_code == 0, done.output
    written = tmp_path / "output" / "report-dujardin-2024-fr.pdf"
    assert done.output.strip() == str(Path("output") / "report-dujardin-2024-fr.pdf")
    assert PdfReader(io.BytesIO(written.read_bytes())).pages[0].mediabox.width == pytest.approx(
        PAPERS["a4"][0]
    )


def test_several_logs_without_season_and_a_season_of_mixed_rules_are_refused(runner: CliRunner) -> None:
    two = [str(EXAMPLES / "friday-night.toml"), str(EXAMPLES / "dujardin-2024.toml")]
    plain = runner.invoke(main, ["report", *two])
    assert plain.exit_code == 2
    assert "add --season" in plain.output
    mixed = runner.invoke(main, ["report", *two, "--season"])
    assert mixed.exit_code == 1
    assert "Error: a season's logs must all use the same rules" in mixed.output


def test_a_long_hand_table_is_laid_out_in_chunks_so_time_grows_with_the_hands() -> None:
    from generator.report.match_report import match_report
    from generator.report.report_pdf import CHUNK_GROUPS, _chunked, _styles

    table = match_report(long_result(), EN).table
    assert table is not None
    chunks = _chunked(table, 500, _styles())
    assert len(chunks) == -(-200 // CHUNK_GROUPS)
    # Every chunk: the header row, then its hands' rows and marks; all with the same column widths.
    assert len({tuple(chunk._colWidths) for chunk in chunks}) == 1
    assert sum(len(chunk._cellvalues) - 1 for chunk in chunks) == len(table.rows) + sum(
        1 for row in table.rows if row.mark
    )


def test_a_report_asks_to_be_printed_at_actual_size() -> None:
    preferences = pdfcheck.viewer_preferences(PdfReader(io.BytesIO(pdf("friday-night", EN, "letter"))))
    assert preferences["/PrintScaling"] == "/None"


def test_the_report_tells_the_margin_and_where_the_points_came_from() -> None:
    text = pdfcheck.all_text(pdf("friday-night", EN, "letter"))
    assert "The leader's margin over the next side, after each hand" in text
    assert "Where the points came from" in text
    assert "200s played" in text
    assert "Trips completed" in text


def test_the_hand_table_starts_on_the_page_where_it_fits() -> None:
    pages = pdfcheck.page_texts(long_pdf())
    # Page 2 holds the end of the story and still has room: the table starts there, not on page 3.
    assert "Hand by hand" in pages[1]


def test_a_season_report_draws_the_ratings_and_states_the_formula(runner: CliRunner, tmp_path: Path) -> None:
    out = tmp_path / "season.pdf"
    another = shutil.copy(
        EXAMPLES / "friday-night.toml", tmp_path / "another.toml"
    )  # a log given twice is refused
    logs = [str(EXAMPLES / "friday-night.toml"), str(another)]
    result = runner.invoke(main, ["report", *logs, "--season", "-o", str(out)])
    assert result.exit_code == 0, result.output
    text = pdfcheck.all_text(out.read_bytes())
    assert "Ratings over the season" in text
    assert "How the ratings work: everyone starts at 1,500." in text
    assert "Ranked by matches won" in text
    assert "Head to head" in text


def test_a_text_block_split_across_pages_keeps_its_lines_as_wrapped() -> None:
    from generator.report.report_pdf import TextBlock, _styles

    block = TextBlock("Bartholomew-Featherstonehaugh " * 6, _styles()["body"])
    block.wrap(90, 1000)
    head, tail = block.split(90, block.style.leading * 2.5)
    head.wrap(90, 1000)
    tail.wrap(90, 1000)
    assert head.lines + tail.lines == block.lines
    assert head.lines[0].endswith("-")  # broken after the hyphen, no space added


def test_the_report_s_charts_embed_their_fonts_once_as_a_single_chart_does() -> None:
    from generator.chart.draw import chart_style
    from generator.chart.export import pdf_pages, race_figure

    # Three charts (the race, the margin, the points), drawn as the pages of one file.
    report = pdfcheck.fonts(pdf("friday-night", EN, "letter"))
    with chart_style():
        chart = pdf_pages([race_figure(result("friday-night"), EN, width=500, height=230, font_size=8.5)])
    alone = pdfcheck.fonts(chart)
    assert len(report) == len(alone) + 2  # and ReportLab's DejaVuSans and DejaVuSans-Bold


def test_each_chart_s_hatch_tiles_are_anchored_on_the_page_at_the_chart_s_own_height() -> None:
    import re

    from generator.report.report_pdf import CHART_HEIGHT_GAMES

    # matplotlib anchors a hatch at the top of its page; the charts of one file would share the last
    # one's anchor. The series' race chart hatches each game's distance and is taller than the next.
    page = PdfReader(io.BytesIO(pdf("dujardin-2025-series", FR, "a4"))).pages[0]
    contents = page.get_contents()
    assert contents is not None
    content = contents.get_data().decode("latin-1")
    hatched = []
    for name, reference in pdfcheck.pdf_dict(pdfcheck.pdf_dict(page["/Resources"])["/XObject"]).items():
        form = pdfcheck.pdf_dict(reference)
        if "/Pattern" not in form.get("/Resources", {}):
            continue
        placed = re.search(rf"1 0 0 1 (\S+) (\S+) cm {re.escape(name)} Do", content)
        assert placed is not None, name
        x, y = map(float, placed.groups())
        height = float(pdfcheck.pdf_array(form["/BBox"])[3])
        hatched.append(height)
        for pattern in pdfcheck.pdf_dict(pdfcheck.pdf_dict(form["/Resources"])["/Pattern"]).values():
            matrix = [float(value) for value in pdfcheck.pdf_array(pdfcheck.pdf_dict(pattern)["/Matrix"])]
            assert (matrix[4] + x, matrix[5] + y) == pytest.approx((0, height))
    assert pytest.approx(CHART_HEIGHT_GAMES) in hatched


def test_a_report_of_several_pages_is_laid_out_once_each_footer_saying_page_n_of_n(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from reportlab.platypus import BaseDocTemplate

    builds: list[int] = []
    build = BaseDocTemplate.build

    def counted(*args: object, **kwargs: object) -> None:
        builds.append(1)
        build(*args, **kwargs)

    monkeypatch.setattr(BaseDocTemplate, "build", counted)
    document = match_pdf(result("friday-night"), lang=EN, paper="letter")
    assert len(builds) == 1
    pages = pdfcheck.page_texts(document)
    assert len(pages) == 2
    assert [f"Page {n} of 2" in page for n, page in enumerate(pages, start=1)] == [True, True]


def test_each_chart_is_placed_as_a_form_clipped_to_the_chart_s_box() -> None:
    from generator.report.report_pdf import CHART_HEIGHT, MARGIN, MARGIN_HEIGHT

    page = PdfReader(io.BytesIO(pdf("friday-night", EN, "letter"))).pages[0]
    xobjects = pdfcheck.pdf_dict(pdfcheck.pdf_dict(page["/Resources"])["/XObject"])
    charts = [
        pdfcheck.pdf_dict(xobjects[name]) for name in sorted(xobjects) if name.startswith("/BornesChart")
    ]
    assert all(str(chart["/Subtype"]) == "/Form" for chart in charts)
    boxes = [[float(v) for v in pdfcheck.pdf_array(chart["/BBox"])] for chart in charts]
    width = PAPERS["letter"][0] - 2 * MARGIN
    assert boxes == [pytest.approx([0, 0, width, CHART_HEIGHT]), pytest.approx([0, 0, width, MARGIN_HEIGHT])]


def _gaps_after_dashes(document: bytes) -> list[float]:
    """For each "–" followed on its line by a figure: the room between them, in mm."""
    gaps = []
    for chars in pdfcheck.page_chars(document):
        for char, _, bottom, right, _ in chars:
            if char != "–":
                continue
            after = [(c[1] - right, c[0]) for c in chars if abs(c[2] - bottom) < 1.0 and c[1] > right]
            if after and min(after)[1].isdigit():
                gaps.append(min(after)[0] / pdfcheck.MM)
    return gaps


def test_a_line_worth_nothing_is_a_centred_dash_that_cannot_read_as_a_minus() -> None:
    # Right-aligned, a "–" sat 2.3 mm before the next column's figure, reading as "–2,200".
    gaps = _gaps_after_dashes(pdf("friday-night", EN, "letter")) + _gaps_after_dashes(long_pdf())
    assert gaps
    assert min(gaps) >= 5.0


HEADINGS = {
    "en": (
        "Highlights",
        "Standings",
        "The race",
        "Where the points came from",
        "Hand by hand",
        "Game by game",
    ),
    "fr": ("Faits marquants", "Classement", "La course", "D’où viennent les points", "Manche par manche"),
}


@pytest.mark.slow
@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("log", [p.stem for p in LOGS])
def test_no_page_ends_with_a_heading_and_the_highlights_stay_on_one_page(log: str, lang: Lang) -> None:
    document = pdf(log, lang, "letter")
    pages = pdfcheck.page_texts(document)
    for text in pages:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        assert lines[-1] not in HEADINGS[lang], (log, lang, lines[-1])
    report = match_report(result(log), lang)
    holding = [page for page in pages if report.highlights_heading in page]
    assert len(holding) == 1
    flat = " ".join(holding[0].split())
    assert all(" ".join(line.split()) in flat for line in report.highlights)


def test_a_long_title_is_shortened_in_the_footer_which_never_prints_below_6_points() -> None:
    title = "A" * 20 + " " + "very long title of a club night that goes on and on " * 2
    title = title[:120]
    log = (EXAMPLES / "friday-night.toml").read_text("utf-8").replace('"Friday night"', f'"{title}"')
    document = match_pdf(play(parse_log(log, "long-title.toml")), lang=EN, paper="letter")
    assert pdfcheck.smallest_text(document) >= 6.0 - 0.01
    footer = pdfcheck.page_texts(document)[1].splitlines()[0]
    assert "…" in footer
    assert "Parker Brothers, English rules" in footer
