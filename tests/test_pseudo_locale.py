"""Every artefact built in the pseudo-locale ``xx``: no word escapes the catalog, no layout breaks.

``xx`` is the English catalog with every message marked, accented and about
40 % longer (``tests/pseudo.py``). What is not a message stays as the data
gives it: names and titles from the logs, the editions' names, references and
card names (data of the rules, in English for ``xx``) and numbers. So once the
marked spans and that data are taken out of a page's text, no English word may
remain, and every layout check the other tests make in English and French
holds in ``xx`` too.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType

import pytest

from generator.cards.cards_pdf import LEGIBLE_SIZE, build_cards, lay_out_cards, lay_out_sheet
from generator.chart.draw import RaceChart, chart_style
from generator.chart.export import still
from generator.chart.race import race
from generator.files import load_house_rules
from generator.matchlog.load import load_result
from generator.pdf import page as pdf_page
from generator.report.report_pdf import match_pdf, season_pdf
from generator.rules.cards import CardNames
from generator.rules.editions import EDITIONS, Edition
from generator.rules.match import MatchResult
from generator.sheets.content import pick_setup, sheet_content
from generator.sheets.layout import layout
from generator.sheets.sheet_pdf import sheet_pdf
from generator.stats.season import season
from generator.text import i18n, languages, numbers
from generator.text.languages import EN, Lang
from tests import pseudo
from tests.pdfcheck import all_text, ink_in_margin, smallest_text
from tests.sheets.test_layout import check_page

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
HOUSE = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
ALL_EDITIONS = [*EDITIONS.values(), HOUSE]
LOGS = sorted(EXAMPLES.glob("*.toml"))
FLOOR = 6.0
"""No printed text smaller, in points."""


@pytest.fixture(scope="module", autouse=True)
def xx(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lang]:
    """``xx`` installed beside English and French, a language of ``LANGUAGES`` while the module runs;
    its data (numbers, card names) is English's."""
    folder = tmp_path_factory.mktemp("locale")
    real = Path(i18n.locale_dir())
    for lang in ("en", "fr"):
        (folder / lang / "LC_MESSAGES").mkdir(parents=True)
        (folder / lang / "LC_MESSAGES" / "bornes.mo").write_bytes(
            (real / lang / "LC_MESSAGES" / "bornes.mo").read_bytes()
        )
    pseudo.write_locale(folder)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(languages, "LANGUAGES", (*languages.LANGUAGES, pseudo.LANG))
        xx = Lang(pseudo.LANG)

        def with_xx(edition: Edition) -> Mapping[Lang, CardNames]:
            # Card names are edition data (generator/rules/), not catalog words: xx borrows English's.
            # (_asdict reads the tuple's fields themselves, past the property patched below.)
            cards: Mapping[Lang, CardNames] = edition._asdict()["card_names"]
            return MappingProxyType({**cards, xx: cards[EN]})

        patch.setattr(i18n, "locale_dir", lambda: folder)
        patch.setitem(numbers.SEPARATORS, xx, numbers.SEPARATORS[EN])
        patch.setitem(pdf_page.LANGUAGE_TAGS, xx, "en-XA")  # the tag pseudo-locales use
        patch.setattr(Edition, "card_names", property(with_xx))
        i18n.translations.cache_clear()
        try:
            yield xx
        finally:
            i18n.translations.cache_clear()
    from generator.cards import templates

    templates.environment.cache_clear()


def _data_strings(edition: Edition, results: Sequence[MatchResult] = ()) -> list[str]:
    """What a page may print that is not a message: the rules' data, the logs' names and titles."""
    found = [edition.name(EN), edition.reference, edition.house_rules or ""]
    base = EDITIONS.get(edition.house_rules_base or edition.id)
    if base is not None:
        found += [base.name(EN), base.reference]
    for names in edition.card_names.values():
        for field in dataclasses.fields(names):
            value = getattr(names, field.name)
            values = value.values() if hasattr(value, "values") else [value]
            found += [str(v) for v in values if isinstance(v, str)]
    for result in results:
        match = result.match
        found += [name for side in match.sides for name in (side.name, *side.players)]
        found.append(match.title or "")
    return sorted({text for text in found if text}, key=len, reverse=True)


def assert_no_english_outside_markers(text: str, data: list[str]) -> None:
    text = " ".join(text.split())
    assert pseudo.OPEN in text, "nothing came through the catalog"
    rest = pseudo.unmarked(text)
    for value in data:
        rest = rest.replace(" ".join(value.split()), " ")
    words = re.findall(r"[A-Za-z]{2,}", rest)
    assert words == [], f"words outside the catalog: {sorted(set(words))}"


def _check_pdf(pdf: bytes, data: list[str], *, floor: bool = True) -> None:
    assert_no_english_outside_markers(all_text(pdf), data)
    if floor:
        assert smallest_text(pdf) >= FLOOR - 0.01
    assert ink_in_margin(pdf, 10, scale=1) == []


@pytest.mark.slow
@pytest.mark.parametrize("edition", ALL_EDITIONS, ids=lambda e: e.house_rules or e.id)
def test_each_editions_sheet_in_xx_is_all_catalog_and_fits(edition: Edition, xx: Lang) -> None:
    setup = pick_setup(edition)
    for paper in ("a4", "letter"):
        sheet = layout(sheet_content(edition, setup, lang=xx), paper)
        for page in sheet.pages:
            check_page(page, paper)
    _check_pdf(sheet_pdf(edition, setup, lang=xx, paper="letter"), _data_strings(edition))


@pytest.mark.slow
@pytest.mark.parametrize("edition", ALL_EDITIONS, ids=lambda e: e.house_rules or e.id)
def test_each_editions_scan_sheet_in_xx_is_all_catalog_and_in_the_page(edition: Edition, xx: Lang) -> None:
    # The scan sheet's geometry is fixed, the same in every language, for the reader: its labels have
    # slots as wide as the longest of each catalog's words (tests/sheets/test_scan_pdf.py checks each
    # language at 7 pt or more). xx's words, twice as long, do not fit them; no word escapes the catalog.
    from generator.sheets.scan_pdf import page_code, scan_pdf

    setup = pick_setup(edition)
    code = page_code(edition, setup, "letter", first_hand=1, page=1, names=None, rules=None)
    pdf = scan_pdf(edition, setup, lang=xx, paper="letter")
    _check_pdf(pdf, [code.line(), *_data_strings(edition)], floor=False)


@pytest.mark.slow
@pytest.mark.parametrize("edition", ALL_EDITIONS, ids=lambda e: e.house_rules or e.id)
def test_each_editions_cards_in_xx_are_all_catalog_and_fit_in_both_layouts(
    edition: Edition, xx: Lang
) -> None:
    cards = lay_out_cards(edition, lang=xx, paper="a4")
    for laid in (*cards.fronts, cards.back):
        assert laid.overflows() == [], laid.key
        assert laid.size >= LEGIBLE_SIZE, f"{laid.key} set at {laid.size:.2f} pt"
    for paper in ("a4", "letter"):
        sheet = lay_out_sheet(edition, lang=xx, paper=paper)
        assert sheet.heading.overflows() == []
        for _, laid in sheet.panels:
            assert laid.overflows() == []
            assert laid.size >= LEGIBLE_SIZE
    data = _data_strings(edition)
    for layout_name in ("cards", "sheet"):
        # The 6 pt floor of every line is the next test's: it fails in French already.
        _check_pdf(build_cards(edition, lang=xx, paper="letter", layout=layout_name), data, floor=False)


@pytest.mark.slow
@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda e: e.id)
def test_no_line_of_the_cards_in_xx_falls_below_6_pt(edition: Edition, xx: Lang) -> None:
    for layout_name in ("cards", "sheet"):
        pdf = build_cards(edition, lang=xx, paper="letter", layout=layout_name)
        assert smallest_text(pdf) >= FLOOR - 0.01


@pytest.mark.slow
@pytest.mark.parametrize("log", LOGS, ids=lambda p: p.stem)
def test_each_report_in_xx_is_all_catalog_and_stays_in_the_page(log: Path, xx: Lang) -> None:
    result = load_result(log)
    _check_pdf(match_pdf(result, lang=xx, paper="a4"), _data_strings(result.match.edition, [result]))


def test_a_season_report_in_xx_is_all_catalog_and_stays_in_the_page(xx: Lang) -> None:
    results = [load_result(EXAMPLES / "friday-night.toml") for _ in range(2)]
    pdf = season_pdf(
        season([(f"friday-{n}.toml", r) for n, r in enumerate(results)]), lang=xx, paper="letter"
    )
    _check_pdf(pdf, _data_strings(results[0].match.edition, results))


@pytest.mark.slow
def test_the_html_pages_in_xx_are_all_catalog(xx: Lang) -> None:
    import html

    from generator.report.report_html import match_html, season_html

    club = sorted((EXAMPLES / "club-season").glob("*.toml"))
    results = [load_result(log) for log in club]
    friday = load_result(EXAMPLES / "friday-night.toml")
    pages = [
        (
            season_html(season([(log.stem, r) for log, r in zip(club, results, strict=True)]), lang=xx),
            results,
        ),
        (match_html(friday, lang=xx), [friday]),
    ]
    for page, shown in pages:
        text = page.decode("utf-8")
        # What a reader sees: the page's text, the charts' text; not the style sheet or the markup.
        text = re.sub(r"<style[^>]*>.*?</style>", " ", text, flags=re.DOTALL)
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
        assert_no_english_outside_markers(text, _data_strings(shown[0].match.edition, shown))


@pytest.mark.parametrize("log", ["friday-night", "dujardin-2025-series"])
def test_the_race_chart_in_xx_keeps_its_legend_and_title_in_the_figure(log: str, xx: Lang) -> None:
    result = load_result(EXAMPLES / f"{log}.toml")
    with chart_style():
        chart = RaceChart(race(result), xx, width=8.0, height=4.5, font_size=10.0, title=True)
        renderer = chart.canvas.get_renderer()
        width = chart.figure.bbox.width
        title = chart._title.get_window_extent(renderer)
        legend = chart._legend.get_window_extent(renderer)
        assert title.x0 >= 0
        assert title.x1 <= width
        assert legend.x0 >= 0
        assert legend.x1 <= width
    assert still(result, "png", xx).startswith(b"\x89PNG")


def test_the_terminal_tables_in_xx_are_all_catalog(xx: Lang) -> None:
    from generator import textout

    data = [text for edition in EDITIONS.values() for text in [edition.id, *_data_strings(edition)]]
    assert_no_english_outside_markers(textout.editions_table(xx), sorted(data, key=len, reverse=True))
    for log in LOGS:
        result = load_result(log)
        table = textout.score_table(result, xx)
        assert_no_english_outside_markers(table, _data_strings(result.match.edition, [result]))


LOG_SESSION = [
    *("", "Ana", "ana", "Ben"),  # names: one empty, one taken
    *("abc", "1025", "1010", "700", "peut-être", "NO", "5", "1", "2", "1"),  # Ana: a mistake at each question
    *("725", "NO", "2", "650", "4", "", "3", "0"),  # Ben: past the trip, a fifth safety
    *("NO", "1", ""),  # Ana's delayed action and 200s; Enter stops
]
"""Two players, Winning Moves: the names, then a hand typed with a mistake at nearly every question.
NO stands for xx's word for "no" (the catalog's, marked and accented like every xx message)."""

FIX_SESSION = ["9", "1", "700", ""]
"""``--fix 1``: a number not in the list, then Ana's distance typed again, the same."""


def test_a_log_session_in_xx_is_all_catalog(tmp_path: Path, xx: Lang) -> None:
    from click.testing import CliRunner

    from generator.matchlog.session import NewMatch, run

    log = tmp_path / "xx.toml"
    runner = CliRunner()
    no = i18n.say("log_no_words", xx).split()[0]
    typed = [no if answer == "NO" else answer for answer in LOG_SESSION]
    with runner.isolation(input="\n".join(typed) + "\n") as (out, _, _):
        run(log, NewMatch(edition=EDITIONS["winning-moves"], players=2), lang=xx)
    with runner.isolation(input="\n".join(FIX_SESSION) + "\n") as (fixing, _, _):
        run(log, NewMatch(), fix=1, lang=xx)
    with runner.isolation(input="\n") as (going_on, _, _):
        run(log, NewMatch(), lang=xx)
    result = load_result(log)
    assert [f.miles for f in result.hands[0].facts.values()] == [700, 650]
    data = [*_data_strings(result.match.edition, [result]), str(log), "abc", "peut-être", "ana", no]
    for shown in (out, fixing, going_on):
        text = shown.getvalue().decode()
        assert_no_english_outside_markers(text, sorted(data, key=len, reverse=True))
    assert text.count(pseudo.OPEN) >= 3  # the standings so far, the heading, the question


@pytest.mark.parametrize("edition", ALL_EDITIONS, ids=lambda e: e.house_rules or e.id)
def test_the_phone_sheet_in_xx_is_all_catalog(edition: Edition, xx: Lang) -> None:
    import json
    from html.parser import HTMLParser

    from generator.sheets.sheet_html import sheet_html

    page = sheet_html(edition, pick_setup(edition), lang=xx).decode("utf-8")
    shown: list[str] = []

    class Text(HTMLParser):
        skip = 0

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            self.skip += tag in ("script", "style")
            shown.extend(value for name, value in attrs if name in ("aria-label", "title", "alt") and value)

        def handle_endtag(self, tag: str) -> None:
            self.skip -= tag in ("script", "style")

        def handle_data(self, data: str) -> None:
            if not self.skip:
                shown.append(data)

    Text().feed(page)
    data = _data_strings(edition)
    assert_no_english_outside_markers(" ".join(shown), data)
    block = page.split('id="bornes-data">')[1].split("</script>")[0]
    words = json.loads(block)["words"]
    texts = [t for value in words.values() for t in (value.values() if isinstance(value, dict) else [value])]
    assert_no_english_outside_markers(" ".join(t for t in texts if isinstance(t, str)), data)
