"""Setting card text in a box: it fits every card in both languages, and never clips."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.cards.imposition import MM, CardSizeError
from generator.cards.layout import lay_out
from generator.cards.markup import Document, Paragraph, Run
from generator.cards.render import LEGIBLE_SIZE, lay_out_cards, lay_out_sheet
from generator.pdf.fonts import missing_glyphs
from generator.rules.editions import EDITIONS
from tests.cards.conftest import EDITION_LANGS


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_no_text_overflows_any_card_and_all_stays_legible(edition_id: str, lang: str) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper="a4")
    for laid in (*cards.fronts, cards.back):
        assert laid.overflows() == []
        assert laid.used <= laid.height + 0.01
        assert laid.size >= LEGIBLE_SIZE, f"{laid.key} set at {laid.size:.2f} pt"
    box = cards.text_box
    assert box.x >= 0 and box.x + box.width <= cards.imposition.card_width
    assert box.y >= 0 and box.y + box.height <= cards.imposition.card_height


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_text_overflows_the_sheets_panels(edition_id: str, lang: str, paper: str) -> None:
    sheet = lay_out_sheet(EDITIONS[edition_id], lang=lang, paper=paper)
    assert sheet.heading.overflows() == []
    assert len(sheet.panels) == 6
    assert len({laid.size for _, laid in sheet.panels}) == 1  # one size for the whole page
    for box, laid in sheet.panels:
        assert laid.overflows() == [] and laid.size >= LEGIBLE_SIZE
        assert box.x >= 10 * MM and box.y >= 10 * MM
        assert box.x + box.width <= sheet.page_width - 10 * MM
        assert box.y + box.height <= sheet.page_height - 10 * MM


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_every_glyph_drawn_is_in_its_font(edition_id: str, lang: str) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper="a4")
    for laid in (*cards.fronts, cards.back):
        for fragment in laid.fragments:
            assert missing_glyphs(fragment.text, fragment.font) == "", fragment.text


def test_a_forty_character_house_rules_name_with_markup_characters_fits() -> None:
    name = "Mamie’s <rules> & “Tonton” Jean-Édouard!"
    assert len(name) >= 40
    edition = replace(EDITIONS["parker-brothers"], house_rules=name, house_rules_base="parker-brothers")
    for lang in ("en", "fr"):
        cards = lay_out_cards(edition, lang=lang, paper="letter")
        for laid in (*cards.fronts, cards.back):
            assert laid.overflows() == []
        assert "<rules>" in cards.fronts[0].text and "&" in cards.back.text


def test_a_word_wider_than_the_box_shrinks_rather_than_overflow() -> None:
    document = Document("card", "k", (Paragraph("p", (Run("Anticonstitutionnellement" * 2),)),))
    laid = lay_out(document, 60 * MM, 40 * MM, max_size=8)
    assert laid.overflows() == [] and laid.size < 8


def test_lines_break_only_at_ordinary_spaces() -> None:
    text = "Score\u00a0: 1\u202f000 " * 12
    laid = lay_out(Document("card", "k", (Paragraph("p", (Run(text),)),)), 30 * MM, 80 * MM, max_size=8)
    for fragment in laid.fragments:
        assert not fragment.text.startswith((":", "000")), fragment.text


def test_a_card_too_small_for_its_text_is_refused() -> None:
    with pytest.raises(CardSizeError, match=r"20 × 30 mm card is too small"):
        lay_out_cards(EDITIONS["parker-brothers"], lang="en", paper="a4", card_size=(20, 30))


def test_larger_cards_get_larger_text() -> None:
    small = lay_out_cards(EDITIONS["dujardin-2024"], lang="fr", paper="a4", card_size=(57, 89))
    large = lay_out_cards(EDITIONS["dujardin-2024"], lang="fr", paper="a4", card_size=(70, 120))
    assert min(f.size for f in large.fronts) > min(f.size for f in small.fronts)


def test_a_character_the_font_lacks_is_drawn_as_a_visible_replacement() -> None:
    edition = replace(
        EDITIONS["parker-brothers"], house_rules="Fun 🎲 rules", house_rules_base="parker-brothers"
    )
    back = lay_out_cards(edition, lang="en", paper="a4").back
    assert "Fun \ufffd rules" in back.text
