"""Setting card text in a box: it fits every card in both languages, and never clips."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from generator.cards import layout
from generator.cards.cards_pdf import (
    LEGIBLE_SIZE,
    aid_documents,
    build_cards,
    documents,
    lay_out_cards,
    lay_out_sheet,
)
from generator.cards.imposition import MM, CardSizeError
from generator.cards.layout import Laid, lay_out, lay_out_together
from generator.cards.markup import Document, Paragraph, Run
from generator.files import load_house_rules
from generator.pdf.fonts import BOLD, missing_glyphs
from generator.rules.editions import EDITIONS, Edition
from generator.text.languages import EN, FR, Lang
from tests.cards.conftest import EDITION_LANGS
from tests.conftest import EXAMPLES


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_no_text_overflows_any_card_and_all_stays_legible(edition_id: str, lang: Lang) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper="a4")
    for laid in (*cards.fronts, cards.back):
        assert laid.overflows() == []
        assert laid.used <= laid.height + 0.01
        assert laid.size >= LEGIBLE_SIZE, f"{laid.key} set at {laid.size:.2f} pt"
    box = cards.text_box
    assert box.x >= 0
    assert box.x + box.width <= cards.imposition.card_width
    assert box.y >= 0
    assert box.y + box.height <= cards.imposition.card_height


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_every_glyph_drawn_is_in_its_font(edition_id: str, lang: Lang) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper="a4")
    for laid in (*cards.fronts, cards.back):
        for fragment in laid.fragments:
            assert missing_glyphs(fragment.text, fragment.font) == "", fragment.text


def test_a_forty_character_house_rules_name_with_markup_characters_fits() -> None:
    name = "Mamie’s <rules> & “Tonton” Jean-Édouard!"
    assert len(name) >= 40
    edition = EDITIONS["parker-brothers"]._replace(house_rules=name, house_rules_base="parker-brothers")
    for lang in (EN, FR):
        cards = lay_out_cards(edition, lang=lang, paper="letter")
        for laid in (*cards.fronts, cards.back):
            assert laid.overflows() == []
        assert "<rules>" in cards.fronts[0].text
        assert "&" in cards.back.text


def test_a_word_wider_than_the_box_shrinks_rather_than_overflow() -> None:
    document = Document("card", "k", (Paragraph("p", (Run("Anticonstitutionnellement" * 2),)),))
    laid = lay_out(document, 60 * MM, 40 * MM, max_size=8)
    assert laid.overflows() == []
    assert laid.size < 8


def test_lines_break_only_at_ordinary_spaces() -> None:
    text = "Score\u00a0: 1\u202f000 " * 12
    laid = lay_out(Document("card", "k", (Paragraph("p", (Run(text),)),)), 30 * MM, 80 * MM, max_size=8)
    for fragment in laid.fragments:
        assert not fragment.text.startswith((":", "000")), fragment.text


def test_a_card_too_small_for_its_text_is_refused() -> None:
    with pytest.raises(CardSizeError, match=r"20 × 30 mm card is too small"):
        lay_out_cards(EDITIONS["parker-brothers"], lang=EN, paper="a4", card_size=(20, 30))


def test_larger_cards_get_larger_text() -> None:
    small = lay_out_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", card_size=(57, 89))
    large = lay_out_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", card_size=(70, 120))
    assert min(f.size for f in large.fronts) > min(f.size for f in small.fronts)


def test_a_character_the_font_lacks_is_drawn_as_a_visible_replacement() -> None:
    edition = EDITIONS["parker-brothers"]._replace(
        house_rules="Fun 🎲 rules", house_rules_base="parker-brothers"
    )
    back = lay_out_cards(edition, lang=EN, paper="a4").back
    assert "Fun \ufffd rules" in back.text


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_text_run_of_a_default_card_is_at_least_six_points(
    edition_id: str, lang: Lang, paper: str
) -> None:
    # Every fragment, in every style (the grey edition line and notes included), not just the body.
    edition = EDITIONS[edition_id]
    for aid in (False, True):
        cards = lay_out_cards(edition, lang=lang, paper=paper, aid=aid)
        for laid in (*cards.fronts, *cards.backs):
            assert laid.smallest >= LEGIBLE_SIZE, (laid.key, laid.smallest)
    for _, laid in lay_out_sheet(edition, lang=lang, paper=paper).panels:
        assert laid.smallest >= LEGIBLE_SIZE, (laid.key, laid.smallest)


def test_the_house_rules_name_stays_legible_in_french() -> None:
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    cards = lay_out_cards(house, lang=FR, paper="a4")
    for laid in cards.fronts:
        named = [f for f in laid.fragments if "Safe" in f.text or "shut-out" in f.text]
        assert named
        assert min(f.size for f in named) >= LEGIBLE_SIZE


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_the_six_cards_of_a_set_share_one_body_size(edition_id: str, lang: Lang) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper="a4")
    assert len({laid.size for laid in cards.fronts}) == 1
    # So their titles match too.
    titles = {
        f.size for laid in cards.fronts for f in laid.fragments if f.font == BOLD and f.size > laid.size * 1.2
    }
    assert len(titles) == 1


def test_default_cards_and_aids_warn_of_nothing() -> None:
    told: list[str] = []
    for edition in EDITIONS.values():
        for lang, paper, aid in itertools.product((EN, FR), ("a4", "letter"), (False, True)):
            build_cards(edition, lang=lang, paper=paper, aid=aid, warn=told.append)
    assert told == []


@pytest.mark.parametrize(
    ("options", "size", "card"),
    [
        ({"safe": 6.0}, "6.91", "a 63.5 × 88.9 mm card with a 6 mm safe zone"),
        ({"card_size": (57.0, 89.0)}, "6.94", "a 57 × 89 mm card with a 2 mm safe zone"),
    ],
)
def test_a_body_under_seven_points_is_warned_of_naming_the_card_and_the_size(
    options: dict[str, Any], size: str, card: str
) -> None:
    told: list[str] = []
    build_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", warn=told.append, **options)
    assert told == [
        f"“Fin de manche et de partie” sets the cards' text at {size} pt on {card}, under the 7 pt that "
        "stays easy to read: a larger --card-size"
        + (" or a smaller --safe" if "safe" in options else "")
        + " gives it room"
    ]
    # --safe 4, the print shops' how-to's example, keeps it at 7 pt or more.
    told.clear()
    build_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", safe=4.0, warn=told.append)
    assert told == []


def test_a_body_under_six_and_a_half_points_is_refused() -> None:
    with pytest.raises(CardSizeError) as refused:
        build_cards(EDITIONS["parker-brothers"], lang=EN, paper="letter", card_size=(44, 68))
    assert str(refused.value).startswith("“")
    assert "fits a 44 × 68 mm card with a 2 mm safe zone only at" in str(refused.value)
    assert str(refused.value).endswith("pt, under 6.5 pt: choose a larger --card-size")
    with pytest.raises(CardSizeError, match="or a smaller --safe"):
        build_cards(EDITIONS["parker-brothers"], lang=EN, paper="letter", safe=10.0)
    with pytest.raises(CardSizeError, match=r"under 6\.5 pt"):
        build_cards(EDITIONS["parker-brothers"], lang=EN, paper="letter", aid=True, card_size=(40, 56))


def _each_alone(documents: tuple[Document, ...], width: float, height: float, top: float) -> list[Laid]:
    """The shared size found the plain way: each document laid out alone, the smallest size kept."""
    size = min(lay_out(doc, width, height, max_size=top).size for doc in documents)
    return [lay_out(doc, width, height, max_size=size) for doc in documents]


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("card_size", [(63.5, 88.9), (44, 68), (70, 120)])
def test_one_shared_size_is_the_smallest_each_card_fits_at_alone(
    edition_id: str, lang: Lang, card_size: tuple[float, float]
) -> None:
    width, height = (card_size[0] - 8.4) * MM, (card_size[1] - 8.4) * MM
    edition = EDITIONS[edition_id]
    for docs in (documents(edition, lang)[0], aid_documents(edition, lang)):
        size, laid = lay_out_together(docs, width, height, max_size=8.0)
        assert list(laid) == _each_alone(docs, width, height, 8.0)
        assert size == min(each.size for each in laid)


def test_the_shared_size_is_found_without_setting_a_card_at_every_size(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The search only measures; each card is set once, at the size chosen.
    docs = documents(EDITIONS["dujardin-classic"], FR)[0]
    set_sizes: list[float] = []
    real_set = layout._set

    def counting_set(*args: Any) -> Laid | None:
        set_sizes.append(args[4])
        return real_set(*args)

    monkeypatch.setattr(layout, "_set", counting_set)
    size, _ = lay_out_together(docs, 55 * MM, 80 * MM, max_size=8.0)
    assert size < 8.0
    assert set_sizes == [size] * len(docs)


def test_a_card_too_small_names_the_first_card_that_does_not_fit() -> None:
    docs = documents(EDITIONS["parker-brothers"], EN)[0]
    with pytest.raises(CardSizeError, match="'turn' card does not fit"):
        lay_out_together(docs, 20 * MM, 36 * MM, max_size=8.0)
    with pytest.raises(CardSizeError, match="'hazards' card does not fit"):
        lay_out_together(docs[2:], 20 * MM, 36 * MM, max_size=8.0)


HOUSE = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize(
    ("edition", "rules_body", "aid_body"),
    [*((edition, 7.5, 9.0) for edition in EDITIONS.values()), (HOUSE, 7.0, 8.5)],
    ids=lambda value: value.house_rules or value.id if isinstance(value, Edition) else None,
)
def test_cards_an_older_player_reads(
    edition: Edition, rules_body: float, aid_body: float, lang: Lang
) -> None:
    # On poker cards: the rules cards' body 7.5 pt or more, no run under 6.5 pt, no grey under 7 pt;
    # every text of the player aid 9 pt or more. Where the text would not fit, the cards were laid
    # out anew (a seventh card, then an eighth), never made smaller. A house-rules name printed in
    # full (two lines on the aid's back) costs a little.
    rules = lay_out_cards(edition, lang=lang, paper="a4")
    aid = lay_out_cards(edition, lang=lang, paper="a4", aid=True)
    assert rules.fronts[0].size >= rules_body
    assert min(aid.fronts[0].smallest, aid.backs[0].smallest) >= aid_body
    for laid in (*rules.fronts, rules.back, aid.fronts[0], aid.backs[0]):
        assert laid.smallest >= 6.5
        assert all(f.size >= 7.0 for f in laid.fragments if f.grey), laid.key
        assert laid.overflows() == []
