"""The command line in the household's language: found as gettext programs find it, Click's words and
Bornes' help through the catalog, the command reference left in English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import COMMANDS, main
from generator.cli.language import CONTEXT, cli_language, template, words
from generator.cli.messages import help_texts
from generator.text.languages import FR
from tests.catalogs import read_catalog
from tests.conftest import EXAMPLES

FRENCH = {"BORNES_LANG": "fr"}


@pytest.mark.parametrize(
    ("environ", "system", "lang"),
    [
        ({}, None, "en"),
        ({"BORNES_LANG": "fr"}, None, "fr"),
        ({"BORNES_LANG": "fr", "LC_ALL": "C"}, None, "fr"),  # the household's choice first
        ({"LANG": "fr_FR.UTF-8"}, None, "fr"),
        ({"LANG": "fr_CA"}, None, "fr"),
        ({"LC_MESSAGES": "fr_BE.UTF-8@euro", "LANG": "en_US.UTF-8"}, None, "fr"),
        ({"LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, None, "en"),
        ({"LANG": "de_DE.UTF-8", "LANGUAGE": "de:fr"}, None, "fr"),  # a list, passed over to French
        ({"LANG": "C.UTF-8", "LANGUAGE": "fr"}, None, "en"),  # in C, gettext ignores LANGUAGE
        ({"LANG": "POSIX"}, None, "en"),
        ({"BORNES_LANG": "de", "LANG": "fr_FR.UTF-8"}, None, "fr"),  # no catalog for German
        ({"LANG": "es_ES.UTF-8"}, None, "en"),
        ({}, "fr_FR", "fr"),  # Windows: no variable, the user's display language
        ({"LANG": "en_GB.UTF-8"}, "fr_FR", "en"),  # the variables first
    ],
)
def test_the_command_line_s_language_is_found_as_gettext_programs_find_it(
    environ: dict[str, str], system: str | None, lang: str
) -> None:
    assert cli_language(environ, lambda: system) == lang


def test_a_help_text_s_figures_are_placeholders_in_its_catalog_message() -> None:
    assert template("Keep it 10 mm in; 5 mm (9 cards), A4 and dujardin-2025 {x}") == (
        "Keep it {0} mm in; {1} mm ({2} cards), A4 and dujardin-2025 {{x}}"
    )
    english = "Space the cards this far apart, for cutting tools that want a gutter (0: edge to edge)."
    french = "Espacer les cartes d’autant, pour les outils de coupe qui veulent une gouttière"
    assert words(english, FR) == f"{french} (0\u00a0: bord à bord)."


def _flat(text: str) -> str:
    """Text with its line breaks and runs of plain spaces as one space, as Click wraps help (never at
    a no-break space)."""
    return re.sub(r"[ \n]+", " ", re.sub(r"-\n +", "-", text)).strip()


@pytest.mark.parametrize("name", ["", *COMMANDS])
def test_every_help_is_french_with_bornes_lang_fr(runner: CliRunner, name: str) -> None:
    result = runner.invoke(main, [*([name] if name else []), "--help"], env=FRENCH, prog_name="bornes")
    assert result.exit_code == 0, result.output
    shown = _flat(result.output)
    assert shown.startswith("Utilisation\u00a0: bornes")
    assert "Options\u00a0:" in shown
    assert "Exemples\u00a0:" in shown
    assert "Afficher ce message et quitter." in shown
    command = COMMANDS[name] if name else main
    for param in command.params:
        help = getattr(param, "help", None)
        if help:
            assert _flat(words(help, FR)) in shown, param.name
    for english in ("Usage:", "Show this message", "Examples:"):
        assert english not in shown


def test_the_group_lists_each_command_s_summary_in_french(runner: CliRunner) -> None:
    shown = _flat(runner.invoke(main, ["--help"], env=FRENCH, prog_name="bornes").output)
    assert "Commandes\u00a0:" in shown
    assert (
        "editions Lister chaque édition\u00a0: identifiant, nom, joueurs, parcours et décompte en bref."
        in shown
    )


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["score"], "Erreur\u00a0: Argument manquant 'LOG...'."),
        (
            ["sheet", "--papr", "a4"],
            "Erreur\u00a0: Pas d’option '--papr'. (Vouliez-vous dire l’un de\u00a0: ",
        ),
        (["sheet", "--edition", "parker", "-o", "-"], "Vouliez-vous dire 'parker-brothers'\u202f?"),
        (
            ["sheet", "--players", "0"],
            "Valeur non valable pour '--players'\u00a0: 0 n’est pas dans l’intervalle",
        ),
        (["sheet"], "Erreur\u00a0: donnez --edition ID (voir `bornes editions`) ou --rules FICHIER"),
    ],
)
def test_click_s_usage_errors_and_bornes_own_are_french(
    runner: CliRunner, args: list[str], said: str
) -> None:
    result = runner.invoke(main, args, env=FRENCH, prog_name="bornes")
    assert result.exit_code == 2
    assert "Essayez 'bornes" in result.stderr
    assert said in _flat(result.stderr)


def test_aborted_and_interrupted_are_french(runner: CliRunner, tmp_path: Path) -> None:
    new = ["log", str(tmp_path / "new.toml"), "--edition", "winning-moves", "--players", "2"]
    aborted = runner.invoke(main, new, input="", env=FRENCH)  # end of input at the first name
    assert aborted.exit_code == 1
    assert aborted.stderr.splitlines()[-1] == "Abandon\u202f!"


def test_a_warning_is_french(runner: CliRunner, tmp_path: Path) -> None:
    undated = tmp_path / "undated.toml"
    undated.write_text(
        (EXAMPLES / "friday-night.toml").read_text("utf-8").replace("date = ", "# date = "), "utf-8"
    )
    result = runner.invoke(main, ["score", str(EXAMPLES / "friday-night.toml"), str(undated)], env=FRENCH)
    assert result.exit_code == 0, result.output
    assert result.stderr.startswith("Avertissement\u00a0: ")


def test_the_locale_alone_makes_the_command_line_french(runner: CliRunner) -> None:
    result = runner.invoke(main, ["score"], env={"LC_MESSAGES": "fr_FR.UTF-8"})
    assert "Argument manquant" in result.stderr


def test_the_commands_keep_their_english_for_the_command_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    # sphinx-click reads each command's and option's own help: translated only when shown.
    monkeypatch.setenv("BORNES_LANG", "fr")
    assert (main.help or "").startswith("Bornes: score sheets")
    assert all((COMMANDS[name].help or "").isascii() or name == "cards" for name in COMMANDS)
    sheet = COMMANDS["sheet"]
    assert next(p for p in sheet.params if p.name == "paper").help == (
        "Paper size (default: Letter in English, A4 in French)."
    )


def test_every_help_text_has_its_french_with_the_same_options_and_placeholders() -> None:
    french = read_catalog("fr")
    for text in help_texts():
        message = french.get(text, context=CONTEXT)
        assert message is not None, text
        assert isinstance(message.string, str)
        assert message.string != text or text == "Options", text
        assert set(re.findall(r"--[a-z-]+", message.string)) == set(re.findall(r"--[a-z-]+", text)), text
