"""Each language of ``--lang`` has everything printing in it takes: catalog, numbers, PDF tag, card names.

A language travels as a ``Lang``, made once where a code comes in: only from a
code of ``LANGUAGES``, and the command line refuses any other as it always has.
"""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.cli.common import LANG_CHOICE
from generator.pdf.page import LANGUAGE_TAGS
from generator.rules import EDITIONS
from generator.rules.editions import Edition
from generator.text.languages import EN, FR, LANGUAGES, Lang, every_language
from generator.text.numbers import SEPARATORS
from tests.conftest import ROOT


def test_the_languages_are_the_catalogs() -> None:
    catalogs = sorted(po.parent.parent.name for po in ROOT.glob("templates/locale/*/LC_MESSAGES/bornes.po"))
    assert sorted(LANGUAGES) == catalogs


def test_each_language_has_a_thousands_separator_and_a_pdf_tag() -> None:
    assert set(SEPARATORS) == set(LANGUAGES)
    assert set(LANGUAGE_TAGS) == set(LANGUAGES)


@pytest.mark.parametrize("edition", EDITIONS.values(), ids=lambda edition: edition.id)
def test_each_edition_names_its_cards_in_each_language(edition: Edition) -> None:
    assert set(edition.card_names) == set(LANGUAGES)
    assert edition.language in LANGUAGES
    assert isinstance(edition.language, Lang)
    assert all(isinstance(lang, Lang) for lang in edition.card_names)


# A Lang: a code of LANGUAGES, checked once


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_lang_is_made_from_a_known_code_and_is_that_code(code: str) -> None:
    lang = Lang(code)
    assert lang == code
    assert isinstance(lang, str)
    assert f"{lang}" == str(lang) == code  # in a file name, a path, a JSON string: the code itself
    assert hash(lang) == hash(code)  # it finds the code's entries in a table


@pytest.mark.parametrize("code", ["de", "xx", "", "EN", "Fr", "en-US", "en_US", " fr", "fr\n", "français"])
def test_a_lang_is_refused_for_any_other_code(code: str) -> None:
    with pytest.raises(ValueError, match=r"^unsupported language: ") as refused:
        Lang(code)
    assert str(refused.value) == f"unsupported language: {code!r}"


def test_en_and_fr_are_the_two_languages_and_every_language_lists_them_in_order() -> None:
    assert (EN, FR) == ("en", "fr")
    assert every_language() == list(LANGUAGES)
    assert all(isinstance(lang, Lang) for lang in every_language())


def test_a_lang_made_from_a_lang_is_the_same_language() -> None:
    assert Lang(FR) == FR
    assert isinstance(Lang(FR), Lang)


# The command line: --lang and BORNES_LANG become a Lang, or are refused as they always were


def lang_commands() -> list[str]:
    """Every command that takes ``--lang``."""
    return [
        name
        for name, command in sorted(main.commands.items())
        if any(p.name == "lang" for p in command.params)
    ]


def _required_arguments(command: click.Command) -> list[str]:
    """A value for each argument ``command`` requires, so that its options can be parsed alone."""
    return ["x.toml" for param in command.params if isinstance(param, click.Argument) and param.required]


def test_the_lang_choice_gives_a_lang_in_any_case() -> None:
    for typed, lang in (("en", EN), ("FR", FR), ("Fr", FR)):
        given = LANG_CHOICE.convert(typed, None, None)
        assert given == lang
        assert type(given) is Lang


@pytest.mark.parametrize("name", lang_commands())
def test_each_command_is_given_a_lang_from_the_option_or_the_variable(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    command = main.commands[name]
    arguments = _required_arguments(command)
    monkeypatch.delenv("BORNES_LANG", raising=False)
    assert command.make_context(name, [*arguments]).params["lang"] is None
    typed = command.make_context(name, ["--lang", "FR", *arguments]).params["lang"]
    assert (typed, type(typed)) == (FR, Lang)
    monkeypatch.setenv("BORNES_LANG", "en")
    household = command.make_context(name, [*arguments]).params["lang"]
    assert (household, type(household)) == (EN, Lang)


@pytest.mark.parametrize("name", lang_commands())
def test_an_unknown_lang_is_refused_by_every_command(runner: CliRunner, name: str) -> None:
    result = runner.invoke(main, [name, "--lang", "de", *_required_arguments(main.commands[name])])
    assert result.exit_code == 2
    assert result.stdout == ""
    # Typed on the command line, it is the option's mistake: the variable is not named.
    assert result.stderr.splitlines()[-1] == (
        "Error: Invalid value for '--lang': 'de' is not one of 'en', 'fr'."
    )


def test_an_unknown_bornes_lang_is_refused_naming_the_variable(runner: CliRunner) -> None:
    result = runner.invoke(main, ["editions"], env={"BORNES_LANG": "de"})
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        "Error: Invalid value for '--lang' (env var: 'BORNES_LANG'): 'de' is not one of 'en', 'fr'."
    )


def test_a_mistyped_lang_is_answered_with_the_one_likely_meant(runner: CliRunner) -> None:
    result = runner.invoke(main, ["editions", "--lang", "fre"])
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1] == (
        "Error: Invalid value for '--lang': 'fre' is not one of 'en', 'fr'. Did you mean 'fr'?"
    )
