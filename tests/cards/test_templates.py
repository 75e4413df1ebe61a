"""The cards' wording: their catalog messages, strict templates, escaped values, typography."""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Message
from jinja2 import UndefinedError

from generator.cards.content import CARDS, card_content
from generator.cards.markup import parse
from generator.cards.templates import (
    MissingMessage,
    environment,
    render_back,
    render_card,
    template_files,
)
from generator.rules.editions import EDITIONS
from generator.text.i18n import translations
from generator.text.languages import EN, FR, Lang, every_language
from tests.cards.conftest import EDITION_LANGS, fronts
from tests.catalogs import read_catalog, template_ids


def _card_messages(lang: Lang) -> list[Message]:
    """The catalog's messages the card templates use (the rest is the other artefacts' wording)."""
    ids = template_ids()
    return [m for m in read_catalog(lang) if m.id in ids]


@pytest.mark.parametrize("lang", every_language())
def test_translations_keep_every_placeholder(lang: Lang) -> None:
    placeholder = re.compile(r"%\((\w+)\)s")
    for message in _card_messages(lang):
        if message.id:
            assert sorted(placeholder.findall(str(message.string))) == sorted(
                placeholder.findall(str(message.id))
            ), message.id


def test_no_template_or_catalog_holds_a_number() -> None:
    # Every value is a variable from the rules module: no bonus, target or
    # trip length is typed into the wording (the strongest form: no digit at all).
    for path in template_files():
        text = re.sub(r"[\w.]+\.j2\b", "", path.read_text(encoding="utf-8"))  # template file names
        assert not re.search(r"\d", text), path.name
    for lang in every_language():
        for message in _card_messages(lang):
            if message.id:
                assert not re.search(r"\d", str(message.id) + str(message.string)), message.id


def test_catalogs_hold_no_markup() -> None:
    for lang in every_language():
        for message in read_catalog(lang):
            if message.id:
                assert not set("<>&") & set(str(message.string)), message.id


def test_a_missing_message_is_an_error_not_english() -> None:
    with pytest.raises(MissingMessage):
        translations(FR).gettext("A sentence no catalog has")


def test_templates_are_strict_about_missing_facts() -> None:
    template = environment(EN).get_template("turn.xml.j2")
    with pytest.raises(UndefinedError):
        template.render(key="turn")


def test_house_rules_names_are_escaped_never_markup() -> None:
    name = "Tom & Jerry’s <b>bold</b> \"rules\" 'x' é"
    edition = EDITIONS["parker-brothers"]._replace(house_rules=name, house_rules_base="parker-brothers")
    content = card_content(edition, EN)
    markup = render_card("turn", content)
    assert "<b>bold</b>" not in markup
    assert "&lt;b&gt;bold&lt;/b&gt;" in markup
    document = parse(markup)
    (line,) = document.paragraphs("edition")
    assert line.text == f"Parker Brothers, house rules: {name}"
    assert not any(run.bold for run in line.runs)
    assert name in parse(render_back(content)).text


def test_control_characters_in_a_name_cannot_break_the_markup() -> None:
    edition = EDITIONS["parker-brothers"]._replace(house_rules="Bell\x07 and\nnewline\x00")
    document = parse(render_card("deck", card_content(edition, FR)))
    assert document.paragraphs("edition")[0].text.endswith("Bell and newline")


FRENCH_PUNCTUATION = re.compile(r"(.)([:;!?»])")


@pytest.mark.parametrize("edition_id", list(EDITIONS))
def test_french_cards_follow_french_typography(edition_id: str) -> None:
    for key, document in fronts(EDITIONS[edition_id], FR).items():
        for text in document.texts:
            _check_french(key, text)


def _check_french(key: str, text: str) -> None:
    assert "'" not in text, key
    assert '"' not in text, key  # apostrophe ’, quotes « »
    for before, mark in FRENCH_PUNCTUATION.findall(text):
        assert before in "\u00a0\u202f", f"{key}: no no-break space before {mark!r} in {text!r}"
    for after in re.findall(r"«(.)", text):
        assert after in "\u00a0\u202f", key
    # Thousands take a narrow no-break space: 1 000, 5 000.
    assert not re.search(r"\d[ ,]\d{3}\b", text), key


def test_french_cards_use_the_rulebooks_terms() -> None:
    texts = " ".join(d.text for d in fronts(EDITIONS["dujardin-classic"], FR).values())
    for term in ("Bottes", "Parades", "Attaques", "Coup fourré", "Allonge", "Couronnement", "Capot", "sabot"):
        assert term in texts, term


def test_the_french_coup_fourre_call_is_in_guillemets() -> None:
    coup = fronts(EDITIONS["dujardin-2025"], FR)["coup_fourre"].text
    assert "«\u202fCoup fourré\u202f!\u202f»" in coup


@pytest.mark.parametrize(("edition_id", "lang"), EDITION_LANGS)
def test_every_card_renders_and_names_its_edition(edition_id: str, lang: Lang) -> None:
    edition = EDITIONS[edition_id]
    documents = fronts(edition, lang)
    assert list(documents) == list(CARDS)
    for document in documents.values():
        assert document.paragraphs("edition")[0].text == edition.name(lang)
        assert len(document.paragraphs("title")) == 1
