"""The player aid: hazards with their remedy and safety on the front, scoring on the back, one per seat."""

from __future__ import annotations

import pytest

from generator.cards.cards_pdf import aid_documents, build_cards, default_copies, lay_out_cards
from generator.cards.content import SPEED_LIMIT
from generator.cards.markup import Paragraph
from generator.cards.plan import PrintOptions
from generator.files import load_house_rules
from generator.rules.cards import HAZARDS, REMEDY_FOR, SAFETY_FOR
from generator.rules.editions import EDITIONS
from generator.text.i18n import line_label
from generator.text.languages import EN, FR, Lang
from generator.text.numbers import format_number
from tests.cards.conftest import EDITION_LANGS
from tests.conftest import EXAMPLES
from tests.pdfcheck import page_count, page_texts, trimmed_text


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_the_front_gives_each_hazard_its_remedy_and_safety_in_the_editions_names(
    edition_id: str, lang: Lang
) -> None:
    edition = EDITIONS[edition_id]
    names = edition.names(lang)
    front, _ = aid_documents(edition, lang)
    (table,) = front.tables()
    rows = [tuple(cell.text for cell in row.cells) for row in table.rows[1:]]
    assert [row[0] for row in rows] == [names[hazard] for hazard in HAZARDS]
    for (_, both), hazard in zip(rows, HAZARDS, strict=True):
        # Two columns: the remedy, then the safety, in one cell; a line breaks after the dot, not before.
        assert both == f"{names[REMEDY_FOR[hazard]]}\u00a0· {names[SAFETY_FOR[hazard]]}"
    # The Roll after a remedy, said once under the table, where the edition needs it.
    then_roll = [names[h] for h in HAZARDS if h != SPEED_LIMIT and REMEDY_FOR[h] != "roll"]
    notes = " ".join(note.text for note in front.paragraphs("p"))
    assert all(name in notes for name in then_roll) == edition.roll_after_remedy


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_the_back_lists_every_scoring_line_with_its_value(edition_id: str, lang: Lang) -> None:
    edition = EDITIONS[edition_id]
    _, back = aid_documents(edition, lang)
    if edition.scoring is None:
        assert back.tables() == ()
        text = back.text
        assert format_number(1000, lang) in text  # how a game is won: exactly 1,000
        return
    (table,) = back.tables()
    printed = {row.key: (row.cells[0].text, row.cells[1].text) for row in table.rows}
    assert printed == {
        line.value: (line_label(line, lang, edition=edition), format_number(value, lang))
        for line, value in edition.scoring.values.items()
    }


@pytest.mark.parametrize("edition_id", list(EDITIONS))
def test_one_aid_per_player_of_the_usual_setup_by_default(edition_id: str) -> None:
    edition = EDITIONS[edition_id]
    cards = lay_out_cards(edition, lang=EN, paper="a4", aid=True)
    assert default_copies(edition) == edition.default_setup.players == 4
    assert sum(1 for page in cards.pages for face in page.faces if face.side == "front") == 4
    assert sum(1 for page in cards.pages for face in page.faces if face.side == "back") == 4


def test_copies_print_that_many_imposed_and_duplexed() -> None:
    data = build_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", aid=True, copies=10)
    assert page_count(data) == 4  # six a page upright: fronts, backs, fronts, backs
    texts = page_texts(data)
    assert texts[0].count("Mémo") == 6
    assert texts[2].count("Mémo") == 4
    assert texts[1].count("Le score") == 6  # "d’une manche" on the next line, the title balanced
    cards = lay_out_cards(EDITIONS["dujardin-2024"], lang=FR, paper="a4", aid=True, copies=10)
    for fronts, backs in zip(cards.pages[::2], cards.pages[1::2], strict=True):
        for front, back in zip(fronts.faces, backs.faces, strict=True):
            assert back.slot == front.slot.mirrored(fronts.width)


def test_the_aid_prints_in_every_layout() -> None:
    for layout in ("fold", "single"):
        options = PrintOptions(layout=layout)
        cards = lay_out_cards(EDITIONS["parker-brothers"], lang=EN, paper="letter", aid=True, options=options)
        assert {face.side for page in cards.pages for face in page.faces} == {"front", "back"}
        data = build_cards(EDITIONS["parker-brothers"], lang=EN, paper="letter", aid=True, layout=layout)
        assert "Player aid" in page_texts(data)[0]


def test_the_back_names_the_edition_and_the_house_rules_last() -> None:
    # The front leaves it to the back: one line fewer keeps the front's text at 9 pt.
    house = load_house_rules(EXAMPLES / "rules" / "swapped-bonuses.toml")
    front, back = aid_documents(house, FR)
    assert "Parker Brothers" not in front.text
    last = back.blocks[-1]
    assert isinstance(last, Paragraph)
    assert last.text == "Parker Brothers, règles maison\u00a0: Safe trip 500, shut-out 300"


AID_SIZE = 9.0
"""The least size of any text on a player aid, as the cards reference says: read across the table."""


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_text_of_an_aid_is_nine_points_or_more_and_black(
    edition_id: str, lang: Lang, paper: str
) -> None:
    cards = lay_out_cards(EDITIONS[edition_id], lang=lang, paper=paper, aid=True)
    for laid in (cards.fronts[0], cards.backs[0]):
        assert laid.smallest >= AID_SIZE, (laid.key, laid.smallest)
        assert {fragment.grey for fragment in laid.fragments} == {0.0}, laid.key
    # As printed: every character on the cards, as a viewer reads it from the PDF.
    printed = trimmed_text(build_cards(EDITIONS[edition_id], lang=lang, paper=paper, aid=True))
    assert min(size for _, size, _ in printed) >= AID_SIZE - 0.01
    assert {colour for _, _, colour in printed} == {(0, 0, 0)}
