"""The PDFs: every edition × language × layout builds, says the right things, prints cleanly."""

from __future__ import annotations

import io
from functools import cache

import numpy as np
import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from generator.cards.cards_pdf import build_cards, lay_out_cards
from generator.files import load_house_rules
from generator.pdf.page import PAPERS
from generator.rules.cards import CARD_IDS
from generator.rules.editions import EDITIONS
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import format_number
from tests.cards.conftest import EDITION_LANGS, fronts
from tests.conftest import EXAMPLES
from tests.pdfcheck import all_text, fonts, ink_in_margin, page_count, page_texts


@cache
def pdf(edition_id: str, lang: Lang, paper: str, layout: str) -> bytes:
    return build_cards(EDITIONS[edition_id], lang=lang, paper=paper, layout=layout)


def _words(text: str) -> str:
    """Text with every kind of space folded, to compare what a viewer extracts."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


@pytest.mark.slow
@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("layout", ["cards", "sheet"])
def test_every_edition_builds_in_both_languages_and_layouts(edition_id: str, lang: Lang, layout: str) -> None:
    paper = "letter" if lang == "en" else "a4"
    data = pdf(edition_id, lang, paper, layout)
    assert data.startswith(b"%PDF")
    # Seven cards: eight to an A4 page turned; six to a Letter page, so two pages of fronts there.
    assert page_count(data) == ((4 if paper == "letter" else 2) if layout == "cards" else 1)
    text = _words(all_text(data))
    names = EDITIONS[edition_id].names(lang)
    for card in CARD_IDS:
        assert _words(names[card]) in text, names[card]


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_the_scoring_card_prints_the_rules_modules_values(edition_id: str, lang: Lang) -> None:
    edition = EDITIONS[edition_id]
    (table,) = fronts(edition, lang)["scoring"].tables() or (None,)
    if edition.scoring is None:
        assert table is None
        return
    assert table is not None
    printed = {row.key: row.cells[-1].text for row in table.rows}
    assert printed == {line.value: format_number(v, lang) for line, v in edition.scoring.values.items()}


def test_a_house_rules_file_changes_the_printed_values() -> None:
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    (table,) = fronts(house, EN)["scoring"].tables()
    printed = {row.key: row.cells[-1].text for row in table.rows}
    assert printed["safe_trip"] == "500"
    assert printed["shutout"] == "300"
    text = all_text(build_cards(house, lang=EN, paper="letter"))
    assert "house rules: Safe trip 500, shut-out 300" in text


def test_the_2025_cards_explain_a_race_without_points() -> None:
    text = _words(all_text(pdf("dujardin-2025", FR, "a4", "cards")))
    assert "Pas besoin de Feu vert pour partir" in text
    assert "sa Parade suffit pour repartir, sans Feu vert après" in text
    assert "Cette règle ne compte pas de points" in text
    assert "le coup fourré annule l’Attaque et vous donne la main" in text
    assert "plus aucune carte Borne" in text
    assert "5 000" not in text
    assert "points des manches" not in text


def test_the_parker_brothers_cards_answer_the_tables_questions() -> None:
    text = _words(all_text(pdf("parker-brothers", EN, "letter", "cards")))
    assert "To start, play a Roll" in text
    assert "Out of Gas, Flat Tire, or Accident: its remedy, then a Roll." in text
    assert "A safety scores 100; as a coup fourré, 300 more: 400 in all." in text
    assert "the first side to reach 5,000 wins" in text
    assert "For 2 or 3 players, take out one each of Stop, Speed Limit" in text
    assert "Extension: on a trip of 700" in text


@pytest.mark.parametrize("layout", ["cards", "sheet"])
def test_rebuilds_are_byte_identical(layout: str) -> None:
    edition = EDITIONS["dujardin-classic"]
    first = build_cards(edition, lang=FR, paper="a4", layout=layout)
    assert build_cards(edition, lang=FR, paper="a4", layout=layout) == first


def test_fonts_are_embedded_and_only_the_bundled_ones_used() -> None:
    for data in (pdf("parker-brothers", EN, "letter", "cards"), pdf("dujardin-2025", FR, "a4", "sheet")):
        used = fonts(data)
        assert used, used
        assert all(used.values()), used
        assert all("DejaVuSans" in name for name in used), used  # the bundled fonts, subset


@pytest.mark.parametrize(
    ("edition_id", "lang", "paper", "layout"),
    [
        ("parker-brothers", EN, "letter", "cards"),
        ("dujardin-2025", FR, "a4", "cards"),
        ("dujardin-2024", FR, "letter", "sheet"),
        ("parker-brothers", EN, "a4", "sheet"),
    ],
)
def test_nothing_is_drawn_within_the_safe_margin(
    edition_id: str, lang: Lang, paper: str, layout: str
) -> None:
    assert ink_in_margin(pdf(edition_id, lang, paper, layout), 10) == []


def test_backs_follow_their_fronts_page_by_page() -> None:
    data = build_cards(EDITIONS["parker-brothers"], lang=EN, paper="a4", card_size=(100, 140))
    cards = lay_out_cards(EDITIONS["parker-brothers"], lang=EN, paper="a4", card_size=(100, 140))
    pages = len(cards.imposition.pages)
    assert pages > 1
    assert page_count(data) == 2 * pages
    texts = page_texts(data)
    for index in range(pages):
        assert "Mille Bornes" not in texts[2 * index]  # a front
        assert texts[2 * index + 1].count("Mille Bornes") == len(cards.imposition.pages[index].cards)


def test_the_document_says_its_language_and_title() -> None:
    data = pdf("dujardin-2025", FR, "a4", "cards")
    assert b"/Lang (fr-FR)" in data
    info = PdfReader(io.BytesIO(data)).metadata
    assert info is not None
    assert info.title is not None
    assert "Aide-mémoire" in info.title
    assert "Dujardin 2025" in info.title


def test_too_small_cards_warn_that_the_text_is_small() -> None:
    told: list[str] = []
    build_cards(EDITIONS["parker-brothers"], lang=EN, paper="a4", card_size=(53, 84), warn=told.append)
    assert len(told) == 1
    assert "sets the cards' text at 6.88 pt on a 53 × 84 mm card" in told[0]
    told.clear()
    build_cards(EDITIONS["parker-brothers"], lang=EN, paper="a4", warn=told.append)
    assert told == []


@pytest.mark.parametrize(("paper", "lang"), [("letter", EN), ("a4", FR)])
def test_drawn_cards_stay_in_their_slots_and_backs_in_the_mirrored_ones(paper: str, lang: Lang) -> None:
    # Rendered pixels, not layout data: each card's turn is applied as its slot says.
    edition = EDITIONS["parker-brothers"]
    cards = lay_out_cards(edition, lang=lang, paper=paper)
    page = cards.imposition.pages[0]
    width, height = PAPERS[paper]
    document = pdfium.PdfDocument(build_cards(edition, lang=lang, paper=paper))
    for index, slots in ((0, page.slots), (1, page.backs(width))):
        dark = np.asarray(document[index].render(scale=1).to_pil().convert("L")) < 200
        allowed = np.zeros_like(dark)
        boxes = [(s.x, s.y, s.x + s.width, s.y + s.height) for s in slots]
        if index == 0:  # crop marks on the fronts only
            boxes += [
                (min(m.x1, m.x2), min(m.y1, m.y2), max(m.x1, m.x2), max(m.y1, m.y2)) for m in page.marks
            ]
        band = cards.pages[index].band  # the slug line and the scale bar, outside every card
        assert band is not None
        boxes.append(band.box)
        for x1, y1, x2, y2 in boxes:
            # PDF points (origin lower left) to pixel rows and columns, a pixel and a half of slack.
            allowed[
                int(height - y2 - 1.5) : int(height - y1 + 1.5) + 1, int(x1 - 1.5) : int(x2 + 1.5) + 1
            ] = True
        assert not (dark & ~allowed).any()
        for x1, y1, x2, y2 in boxes[: len(slots)]:  # every card and every back was drawn
            assert dark[int(height - y2) + 4 : int(height - y1) - 4, int(x1) + 4 : int(x2) - 4].any()


TOP = {0: (0, 1), 90: (-1, 0), -90: (1, 0)}  # where a card's top points on the page, by its turn


def _centre_of(page: pdfium.PdfPage, text: str) -> tuple[float, float]:
    textpage = page.get_textpage()
    found = textpage.search(text).get_next()
    assert found, text
    first, count = found
    boxes = [textpage.get_charbox(i) for i in range(first, first + count)]
    return (
        (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2,
        (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2,
    )


@pytest.mark.parametrize("paper", ["letter", "a4"])
def test_fronts_and_backs_share_their_top_edge_once_the_sheet_is_turned_over(paper: str) -> None:
    edition = EDITIONS["parker-brothers"]
    page = lay_out_cards(edition, lang=EN, paper=paper).imposition.pages[0]
    document = pdfium.PdfDocument(build_cards(edition, lang=EN, paper=paper))
    front, back = page.slots[0], page.backs(PAPERS[paper][0])[0]
    # The first card's title sits towards its top; on the back the name sits below the milestone.
    for slot, text, side, pdf_page in ((front, "The turn", 1, 0), (back, "Mille Bornes", -1, 1)):
        x, y = _centre_of(document[pdf_page], text)
        dx, dy = TOP[slot.rotation]
        offset = (x - (slot.x + slot.width / 2)) * dx + (y - (slot.y + slot.height / 2)) * dy
        assert offset * side > 0, (paper, text, offset)
    # Turning the sheet over its long (vertical) edge flips x: the tops then point the same way.
    assert TOP[back.rotation] == (-TOP[front.rotation][0], TOP[front.rotation][1])
