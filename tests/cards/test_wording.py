"""What the cards say, sentence by sentence: nothing twice, nothing a player could misread."""

from __future__ import annotations

import pytest

from generator.cards.markup import Paragraph
from generator.rules.editions import EDITIONS, Line
from generator.text.languages import EN, FR, Lang
from tests.cards.conftest import EDITION_LANGS, fronts


def _sentences(edition_id: str, lang: Lang) -> dict[str, list[str]]:
    """Every paragraph of the six fronts (the edition line aside), with the cards it is on."""
    found: dict[str, list[str]] = {}
    for key, doc in fronts(EDITIONS[edition_id], lang).items():
        for block in doc.blocks:
            if isinstance(block, Paragraph) and block.style not in ("edition", "title", "h"):
                found.setdefault(block.text, []).append(key)
    return found


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_no_sentence_is_printed_on_two_cards(edition_id: str, lang: Lang) -> None:
    repeated = {text: keys for text, keys in _sentences(edition_id, lang).items() if len(keys) > 1}
    assert repeated == {}


def test_the_2025_french_cards_say_the_tie_and_the_coup_fourre_once() -> None:
    text = " ".join(_sentences("dujardin-2025", FR))
    assert text.count("Personne n’y arrive") == 1
    assert text.count("annule") == 1


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize(
    "edition_id", ["parker-brothers", "winning-moves", "dujardin-classic", "dujardin-2024"]
)
def test_the_roll_after_a_remedy_names_the_hazards_that_stop(edition_id: str, lang: Lang) -> None:
    names = EDITIONS[edition_id].names(lang)
    turn = fronts(EDITIONS[edition_id], lang)["turn"].text
    gas, flat, accident, roll = (names[card] for card in ("out_of_gas", "flat_tire", "accident", "roll"))
    expected = {
        "en": f"{gas}, {flat}, or {accident}: its remedy, then a {roll}.",
        "fr": f"{gas}, {flat} ou {accident}\u00a0: sa Parade, puis un {roll}.",
    }[lang]
    (sentence,) = [text for text in _paragraphs(edition_id, lang, "turn") if expected in text]
    assert sentence == expected
    assert "later turn" not in turn
    assert "tour suivant" not in turn


def _paragraphs(edition_id: str, lang: Lang, card: str) -> list[str]:
    return [
        block.text
        for block in fronts(EDITIONS[edition_id], lang)[card].blocks
        if isinstance(block, Paragraph)
    ]


def test_the_2025_remedy_needs_no_roll() -> None:
    turn = fronts(EDITIONS["dujardin-2025"], FR)["turn"].text
    assert "sa Parade suffit pour repartir" in turn
    assert "puis un Feu vert" not in turn


@pytest.mark.parametrize(
    ("edition_id", "lang", "rows"),
    [
        (
            "parker-brothers",
            EN,
            {
                "delayed_action": "Delayed action: trip completed after the draw pile ran out",
                "safe_trip": "Safe trip: trip completed without a\u00a0200",
                "shutout": "Shut-out: trip completed while no other side has any distance",
            },
        ),
        (
            "dujardin-classic",
            FR,
            {
                "delayed_action": "Couronnement\u00a0: parcours terminé une fois le sabot vide",
                "safe_trip": "Pas de 200\u00a0: parcours terminé sans carte\u00a0200",
            },
        ),
        (
            "dujardin-2024",
            FR,
            {
                "safe_trip": "Victoire sans carte 200\u00a0: au gagnant de la manche, "
                "s’il n’a posé aucune carte\u00a0200"
            },
        ),
        (
            "dujardin-2024",
            EN,
            {"safe_trip": "Won without a 200: to the hand’s winner, if it played no\u00a0200"},
        ),
    ],
)
def test_each_bonus_only_the_winner_scores_says_so_in_its_row(
    edition_id: str, lang: Lang, rows: dict[str, str]
) -> None:
    # In its own row, so no sentence under the table need list them again.
    (table,) = fronts(EDITIONS[edition_id], lang)["scoring"].tables()
    printed = {row.key: row.cells[0].text for row in table.rows}
    assert {key: printed[key] for key in rows} == rows
    assert all(
        "scores:" not in text and "marque\u00a0:" not in text
        for text in _paragraphs(edition_id, lang, "scoring")
    )


def test_dujardin_2024_names_its_400_in_the_rulebooks_words() -> None:
    (table,) = fronts(EDITIONS["dujardin-2024"], FR)["scoring"].tables()
    trip = next(row for row in table.rows if row.key == "trip")
    assert trip.cells[0].text.startswith("Manche gagnée\u00a0:")


@pytest.mark.parametrize(
    ("edition_id", "lang", "sentence"),
    [
        ("winning-moves", EN, "The player on the dealer’s left starts; play goes clockwise."),
        ("dujardin-classic", FR, "Le joueur à gauche du donneur commence\u202f; on joue dans le sens"),
        (
            "dujardin-2025",
            FR,
            "Le plus jeune commence\u202f; on joue dans le sens des aiguilles d’une montre.",
        ),
        ("dujardin-2024", EN, "The youngest player starts; play goes clockwise."),
    ],
)
def test_the_turn_card_says_who_starts(edition_id: str, lang: Lang, sentence: str) -> None:
    assert sentence in fronts(EDITIONS[edition_id], lang)["turn"].text


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_a_failed_extension_loses_the_trips_value(edition_id: str, lang: Lang) -> None:
    # Said on the card that explains the extension (the players and the trip), beside its call.
    edition = EDITIONS[edition_id]
    scoring = fronts(edition, lang)["trip"].text
    says = "loses the 400 for the trip too" in scoring or "perd aussi les 400 du parcours" in scoring
    assert says == edition.has_extension


def test_only_dujardin_classic_lets_the_table_agree_another_target() -> None:
    for edition_id in EDITIONS:
        for lang in (EN, FR):
            end = fronts(EDITIONS[edition_id], lang)["end"].text
            says = (
                "another target or on a number of hands" in end
                or "d’un autre total ou d’un nombre de manches" in end
            )
            assert says == (edition_id == "dujardin-classic"), (edition_id, lang)


@pytest.mark.parametrize("edition_id", list(EDITIONS))
def test_french_titles_and_labels_capitalise_only_the_card_names(edition_id: str) -> None:
    cards = fronts(EDITIONS[edition_id], FR)
    assert cards["hazards"].paragraphs("title")[0].text == "Attaques et parades"
    scoring = cards["scoring"].text
    assert "Les 4 bottes" not in scoring
    rules = EDITIONS[edition_id].scoring
    if rules is not None and rules.scores(Line.ALL_SAFETIES):
        assert "Les 4 Bottes" in scoring


@pytest.mark.parametrize("lang", [EN, FR])
def test_dujardin_2014_puts_no_hazard_on_a_side_before_its_first_go(lang: Lang) -> None:
    # [DJ14] p.3, "Drive pile": "The first card to be played MUST be a GO card, or an Emergency
    # Vehicle safety card."
    names = EDITIONS["dujardin-2014"].names(lang)
    turn = fronts(EDITIONS["dujardin-2014"], lang)["turn"].text
    assert {"en": "even before it starts", "fr": "avant même qu’il démarre"}[lang] not in turn
    assert f"{names['roll']} {'or' if lang == 'en' else 'ou'} {names['right_of_way']}" in turn


@pytest.mark.parametrize("lang", [EN, FR])
@pytest.mark.parametrize("edition_id", ["dujardin-2024", "dujardin-2025"])
def test_equal_distance_is_marked_as_bornes_rule(edition_id: str, lang: Lang) -> None:
    end = " ".join(fronts(EDITIONS[edition_id], lang)["end"].text.split())
    said = {
        "en": "nobody does (Bornes’ rule: the rulebook is silent)",
        "fr": "à égalité, personne (règle de Bornes",
    }
    assert said[lang] in end


@pytest.mark.parametrize("lang", [EN, FR])
def test_the_parker_brothers_cards_never_say_what_a_booklet_nobody_read_is_silent_on(lang: Lang) -> None:
    end = " ".join(fronts(EDITIONS["parker-brothers"], lang)["end"].text.split())
    assert {"en": "the rulebook is silent", "fr": "n’en dit rien"}[lang] not in end
    assert {"en": "no copy of the rulebook could be read", "fr": "aucun exemplaire de la règle"}[lang] in end
    winning = " ".join(fronts(EDITIONS["winning-moves"], lang)["end"].text.split())
    assert {"en": "the rulebook is silent", "fr": "n’en dit rien"}[lang] in winning
