"""The command line: `bornes --version`, `editions`, `score`, one-line errors, choices from the registries,
the household's defaults, a season's logs counted once, Ctrl-C and the exit statuses."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
from collections.abc import Callable, Collection, Mapping
from pathlib import Path

import click
import pytest
from click.testing import CliRunner, Result

from generator import __version__
from generator.cards import DUPLEX, LAYOUTS
from generator.cli import main
from generator.cli.common import RegistryChoice
from generator.pdf.paper import PAPERS
from generator.rules import EDITIONS
from generator.sheets import LAYOUTS as SHEET_LAYOUTS
from generator.text.languages import LANGUAGES, Lang
from tests.terminal import CtrlCAfter

# Each example log: its final totals and winner, as the rules compute them by hand.
EXPECTED = {
    "friday-night.toml": ({"ns": 4875, "ew": 5475}, "ew", "reached_target"),
    "two-players-extension.toml": ({"lea": 5525, "sam": 3125}, "lea", "reached_target"),
    "dujardin-2024.toml": ({"zoe": 6075, "hugo": 2650, "ines": 3800}, "zoe", "reached_target"),
    "dujardin-2025-series.toml": ({"mamie": 3, "louis": 1, "chloe": 1, "papa": 0}, "mamie", "first_to"),
    "house-rules-match.toml": ({"red": 3100, "blue": 2200}, None, "in_progress"),
}


def test_version(runner: CliRunner) -> None:
    result = runner.invoke(main, ["--version"])
    assert result.exit_code == 0
    assert __version__ in result.output


def test_editions_lists_every_edition(runner: CliRunner) -> None:
    result = runner.invoke(main, ["editions"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0].split() == ["id", "name", "players", "trip", "scoring"]
    words = set(re.findall(r"\w+", result.output))
    for edition in EDITIONS.values():
        assert any(line.startswith(f"{edition.id} ") for line in lines), edition.id
        assert set(re.findall(r"\w+", edition.name_en)) <= words, edition.name_en  # wrapped in its column
    assert "no points" in result.output
    assert "shut-out 500 per side" in result.output  # Dujardin's Capot
    assert max(len(line) for line in lines) <= 130


@pytest.mark.parametrize("command", [[], ["editions"], ["score"]])
def test_every_command_has_help(runner: CliRunner, command: list[str]) -> None:
    result = runner.invoke(main, [*command, "--help"])
    assert result.exit_code == 0
    assert "Usage:" in result.output


def test_the_group_names_every_command_it_has() -> None:
    names = ["editions", "score", "log", "sheet", "import", "scan", "cards", "report", "chart", "all"]
    assert list(main.commands) == names
    assert [main.commands[name].name for name in names] == names


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_score_json_gives_each_example_s_totals_and_winner(
    runner: CliRunner, examples: Path, name: str
) -> None:
    result = runner.invoke(main, ["score", str(examples / name), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    totals, winner, reason = EXPECTED[name]
    assert data["totals"] == totals
    assert data["winner"] == winner
    assert data["finished"] is (winner is not None)
    assert data["reason"] == reason
    last = data["hands"][-1]
    assert last["running"] == totals
    assert {s["id"] for s in data["sides"]} == set(totals)


def test_score_json_hand_shape(runner: CliRunner, examples: Path) -> None:
    data = json.loads(runner.invoke(main, ["score", str(examples / "friday-night.toml"), "--json"]).output)
    first = data["hands"][0]
    assert first["number"] == 1
    assert first["winner"] == "ns"
    assert first["scores"]["ns"] == {
        "distance": 1000,
        "safeties": 200,
        "all_safeties": 0,
        "coups_fourres": 300,
        "trip": 400,
        "delayed_action": 300,
        "safe_trip": 0,
        "extension": 0,
        "shutout": 0,
        "total": 2200,
    }
    assert data["hands"][1]["running"] == {"ns": 2950, "ew": 2475}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_score_prints_a_table_and_the_result_in_the_edition_s_language(
    runner: CliRunner, examples: Path, name: str
) -> None:
    result = runner.invoke(main, ["score", str(examples / name)])
    assert result.exit_code == 0
    french = name.startswith("dujardin")
    assert ("Manche 1" if french else "Hand 1") in result.output
    last = result.output.strip().splitlines()[-1]
    assert (("Vainqueur\u00a0:" if french else "Winner:") in last) is (EXPECTED[name][1] is not None)


def test_score_and_editions_speak_the_language_asked_for(runner: CliRunner, examples: Path) -> None:
    english = runner.invoke(main, ["score", str(examples / "dujardin-2024.toml"), "--lang", "en"])
    assert english.exit_code == 0, english.output
    assert "Hand 1" in english.output
    assert "Winner: Zoé, 6,075: first past 5,000." in english.output
    french = runner.invoke(main, ["score", str(examples / "friday-night.toml"), "--lang", "fr"])
    assert "Vainqueur\u00a0: Ben & Dev, 5\u202f475\u00a0: premier au-delà de 5\u202f000." in french.output
    table = runner.invoke(main, ["editions", "--lang", "fr"])
    assert table.exit_code == 0, table.output
    assert table.output.splitlines()[0].split() == ["id", "nom", "joueurs", "parcours", "décompte"]
    assert "dujardin-classic  Dujardin (règle" in table.output
    # Wrapped at spaces, never at a no-break space.
    assert "500 par camp sans borne\u202f; en 5\u202f000" in table.output


def test_a_bad_log_gets_one_line_on_stderr_and_exit_1(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "bad.toml"
    log.write_text(
        'edition = "parker-brothers"\nplayers = 4\n[sides]\nns = "A"\new = "B"\n'
        "[[hands]]\nns = { miles = 1025 }\new = { miles = 0 }\n",
        "utf-8",
    )
    result = runner.invoke(main, ["score", str(log)])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == f"Error: {log}: hand 1, side 'ns': miles 1025 is past the hand's trip of 1000\n"
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_a_missing_log_gets_one_line(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["score", str(tmp_path / "nope.toml")])
    assert result.exit_code == 1
    assert result.stderr == f"Error: {tmp_path / 'nope.toml'}: no such file\n"


def test_a_log_s_house_rules_are_read_beside_it(runner: CliRunner, examples: Path) -> None:
    data = json.loads(
        runner.invoke(main, ["score", str(examples / "house-rules-match.toml"), "--json"]).output
    )
    assert data["house_rules"] == "Safe trip 500, shut-out 300"
    assert data["hands"][0]["scores"]["red"]["safe_trip"] == 500
    assert data["hands"][0]["scores"]["red"]["shutout"] == 300


REGISTRIES: Mapping[str, Collection[str]] = {
    "--edition": EDITIONS,
    "--lang": LANGUAGES,
    "--paper": PAPERS,
    "--layout": LAYOUTS,
    "--duplex": DUPLEX,
}
"""Each option with choices, and the registry that defines them."""

COMMAND_REGISTRIES: Mapping[tuple[str, str], Collection[str]] = {("sheet", "--layout"): SHEET_LAYOUTS}
"""An option whose choices differ by command: ``bornes sheet --layout`` chooses the sheet's layout."""


def registry(command: str, option: str) -> Collection[str]:
    """The registry of ``command``'s ``option``."""
    return COMMAND_REGISTRIES.get((command, option), REGISTRIES[option])


def choice_options() -> list[tuple[str, click.Option]]:
    """Every option of every command whose value is one of a list of choices."""
    return [
        (name, param)
        for name, command in sorted(main.commands.items())
        for param in command.params
        if isinstance(param, click.Option) and isinstance(param.type, click.Choice)
    ]


@pytest.mark.parametrize(
    ("command", "option"), choice_options(), ids=lambda x: x if isinstance(x, str) else x.opts[-1]
)
def test_each_choice_is_its_registry_s_keys_read_not_retyped(command: str, option: click.Option) -> None:
    long_name = option.opts[-1]
    assert isinstance(option.type, RegistryChoice), f"{command} {long_name}: a list typed in the CLI"
    assert list(option.type.choices) == list(registry(command, long_name))


def test_every_registry_gives_choices_to_some_option() -> None:
    assert {option.opts[-1] for _, option in choice_options()} == set(REGISTRIES)


def test_a_choice_not_in_its_registry_is_refused_with_the_registry_s_keys(runner: CliRunner) -> None:
    result = runner.invoke(main, ["sheet", "--edition", "parker-brothers", "--paper", "a5"])
    assert result.exit_code == 2
    assert "'a5' is not one of " + ", ".join(map(repr, PAPERS)) in result.stderr


# bornes all with house rules of one name


def test_all_refuses_two_house_rules_that_would_write_files_of_one_name(
    runner: CliRunner, tmp_path: Path
) -> None:
    # Before: 4 paths printed and 2 files left, each house rules' files writing over the other's.
    one, two = tmp_path / "a.toml", tmp_path / "b.toml"
    one.write_text('name = "House"\nbase = "parker-brothers"\n[scoring]\nsafe_trip = 500\n', "utf-8")
    two.write_text('name = "House"\nbase = "parker-brothers"\n[scoring]\nshutout = 300\n', "utf-8")
    out = tmp_path / "out"
    out.mkdir()
    result = runner.invoke(main, ["all", "--rules", str(one), "--rules", str(two), "-o", str(out)])
    assert result.exit_code == 1
    assert result.stderr == (
        f"Error: --rules {one} and --rules {two} would both write the files named house-house: "
        "give each house rules a name of its own\n"
    )
    assert list(out.iterdir()) == []


@pytest.mark.slow
def test_all_makes_house_rules_given_twice_once(runner: CliRunner, tmp_path: Path) -> None:
    rules = tmp_path / "a.toml"
    rules.write_text('name = "House"\nbase = "dujardin-2025"\n', "utf-8")
    out = tmp_path / "out"
    out.mkdir()
    result = runner.invoke(main, ["all", "--rules", str(rules), "--rules", str(rules), "-o", str(out)])
    assert result.exit_code == 0, result.output
    printed = result.stdout.splitlines()
    assert len(printed) == len(set(printed)) == len(list(out.iterdir()))
    assert sum("house-house" in line for line in printed) == 2  # its sheet and its cards, once


def _season_log(folder: Path, name: str, day: str | None, sides: tuple[str, str]) -> Path:
    """A one-hand Winning Moves match of two players, the first winning 700 to 300."""
    path = folder / f"{name}.toml"
    dated = f"date = {day}\n" if day else ""
    path.write_text(
        f'edition = "winning-moves"\nplayers = 2\n{dated}fixed_hands = 1\n\n'
        f'[sides]\na = "{sides[0]}"\nb = "{sides[1]}"\n\n'
        "[[hands]]\na = { miles = 700, two_hundreds = 0 }\nb = { miles = 300 }\n",
        encoding="utf-8",
    )
    return path


def test_several_logs_are_a_season_whose_json_has_standings_ratings_and_pages(
    runner: CliRunner, tmp_path: Path
) -> None:
    logs = [_season_log(tmp_path, f"n{n}", f"2026-10-0{n}", ("Léa", "Sam")) for n in (1, 2)]
    result = runner.invoke(main, ["score", *map(str, logs), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [row["name"] for row in data["standings"]] == ["Léa", "Sam"]
    assert [step["match"] for step in data["ratings"]] == [1, 2]
    assert [page["name"] for page in data["players"]] == ["Léa", "Sam"]
    assert result.stderr == ""


LOOK_ALIKE = (
    "look alike but are written differently (case, accents or letters of another alphabet): "
    "the season counts them as different people"
)


def test_a_season_warns_of_look_alike_names_and_undated_logs(runner: CliRunner, tmp_path: Path) -> None:
    logs = [
        _season_log(tmp_path, "first", "2026-10-01", ("Léa", "Sam")),
        _season_log(tmp_path, "second", None, ("Lea", "sam")),
    ]
    result = runner.invoke(main, ["score", *map(str, logs)])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines() == [
        f"Warning: 'Léa' (in first) and 'Lea' (in second) {LOOK_ALIKE}",
        f"Warning: 'Sam' (in first) and 'sam' (in second) {LOOK_ALIKE}",
        "Warning: no date in second: the season takes it after the dated logs, in the order given",
    ]
    assert "Lea" in result.stdout


def _required_arguments(command: click.Command) -> list[str]:
    """A value for each argument ``command`` requires, so that its options can be parsed alone."""
    return ["x.toml" for param in command.params if isinstance(param, click.Argument) and param.required]


@pytest.mark.parametrize(
    ("command", "option"), choice_options(), ids=lambda x: x if isinstance(x, str) else x.opts[-1]
)
def test_a_choice_is_taken_in_any_case(command: str, option: click.Option) -> None:
    chosen = main.commands[command]
    for key in registry(command, option.opts[-1]):
        for typed in (key.upper(), key.title()):
            ctx = chosen.make_context(command, [option.opts[-1], typed, *_required_arguments(chosen)])
            assert ctx.params[option.name or ""] in (key, (key,)), typed


@pytest.mark.parametrize("option", sorted(REGISTRIES))
def test_a_mistyped_choice_is_answered_with_the_one_likely_meant(runner: CliRunner, option: str) -> None:
    command, _ = next((name, param) for name, param in choice_options() if param.opts[-1] == option)
    key = next(iter(REGISTRIES[option]))
    typed = key[:-1]  # one letter short: "parker-brother", "a", "lon"
    result = runner.invoke(main, [command, option, typed, *_required_arguments(main.commands[command])])
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1].endswith(
        f"{typed!r} is not one of " + ", ".join(map(repr, REGISTRIES[option])) + f". Did you mean {key!r}?"
    )


def test_a_mistyped_edition_in_a_log_is_answered_with_the_one_likely_meant(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "match.toml"
    log.write_text('edition = "Winning Moves"\nplayers = 2\n[sides]\na = "A"\nb = "B"\n', "utf-8")
    result = runner.invoke(main, ["score", str(log)])
    assert result.exit_code == 1
    assert (
        f"Error: {log}: unknown edition 'Winning Moves': did you mean 'winning-moves'? (known: "
        in result.stderr
    )


# Defaults a household sets once: BORNES_PAPER and BORNES_LANG


def test_every_lang_and_paper_option_reads_its_environment_variable() -> None:
    options = [
        (name, param)
        for name, command in main.commands.items()
        for param in command.params
        if param.name in ("lang", "paper")
    ]
    assert len(options) >= 8
    for name, param in options:
        assert param.envvar == f"BORNES_{(param.name or '').upper()}", name


def test_bornes_paper_and_bornes_lang_are_used_where_the_options_are_left_out(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    sheet = ["sheet", "--edition", "winning-moves"]
    alone = runner.invoke(main, sheet)
    household = runner.invoke(main, sheet, env={"BORNES_PAPER": "A4", "BORNES_LANG": "fr"})
    typed = runner.invoke(main, [*sheet, "--paper", "letter"], env={"BORNES_PAPER": "a4"})
    assert alone.stdout == f"{Path('output', 'sheet-winning-moves-4p-2x2-en-letter.pdf')}\n"
    assert household.stdout == f"{Path('output', 'sheet-winning-moves-4p-2x2-fr-a4.pdf')}\n"
    assert typed.stdout == alone.stdout  # an option typed wins over its variable


def test_a_wrong_bornes_paper_is_refused_naming_the_variable(runner: CliRunner) -> None:
    result = runner.invoke(
        main, ["sheet", "--edition", "winning-moves", "-o", "-"], env={"BORNES_PAPER": "leter"}
    )
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.splitlines()[-1] == (
        "Error: Invalid value for '--paper' (env var: 'BORNES_PAPER'): 'leter' is not one of 'a4', 'letter'. "
        "Did you mean 'letter'?"
    )


@pytest.mark.parametrize(
    ("option", "value", "env", "said"),
    [
        ("--paper", "a5", {}, "Error: Invalid value for '--paper': 'a5' is not one of"),
        ("--paper", "a5", {"BORNES_PAPER": "a4"}, "Error: Invalid value for '--paper': 'a5' is not one of"),
        # BORNES_LANG=fr: the command line speaks French too.
        ("--lang", "de", {"BORNES_LANG": "fr"}, "Erreur\u00a0: Valeur non valable pour '--lang'\u00a0: 'de'"),
    ],
)
def test_a_wrong_value_typed_is_the_option_s_not_its_variable_s(
    runner: CliRunner, option: str, value: str, env: dict[str, str], said: str
) -> None:
    result = runner.invoke(main, ["sheet", "--edition", "winning-moves", option, value, "-o", "-"], env=env)
    assert result.exit_code == 2
    error = result.stderr.splitlines()[-1]
    assert error.startswith(said)
    assert "env var" not in error
    assert "variable d" not in error


# Each match is counted once, by every command that takes several logs

OUTPUTS = {
    "season report": ["report", "--season", "-o", "out.pdf"],
    "table": ["score"],
    "season table": ["score", "--season"],
    "summary": ["score", "--summary"],
    "json": ["score", "--json"],
    "csv": ["score", "--csv"],
    "workbook": ["score", "-o", "out.xlsx"],
}
"""Every way a command takes several logs, with its ``-o`` (a file in the test's folder)."""


def _twice(runner: CliRunner, tmp_path: Path, command: str, *logs: Path) -> Result:
    words = [str(tmp_path / word) if word.startswith("out.") else word for word in OUTPUTS[command]]
    return runner.invoke(main, [*words[:1], *map(str, logs), *words[1:]])


def _season(runner: CliRunner, *logs: Path) -> Result:
    return runner.invoke(
        main, ["report", "--season", *map(str, logs), "-o", str(logs[0].with_suffix(".pdf"))]
    )


@pytest.mark.parametrize("command", OUTPUTS)
@pytest.mark.parametrize("again", ["same name", "./ name"])
def test_a_log_given_twice_is_refused_in_one_line_by_every_command(
    runner: CliRunner, examples: Path, tmp_path: Path, command: str, again: str
) -> None:
    log = Path(shutil.copy(examples / "friday-night.toml", tmp_path / "friday.toml"))
    second = log if again == "same name" else tmp_path / "." / "friday.toml"
    result = _twice(runner, tmp_path, command, log, second)
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr == f"Error: {second} is given twice: each match is counted once\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.toml"]  # nothing written


@pytest.mark.parametrize("command", OUTPUTS)
@pytest.mark.parametrize("link", [os.symlink, os.link], ids=["symbolic link", "hard link"])
def test_a_log_and_a_link_to_it_are_refused_in_one_line_by_every_command(
    runner: CliRunner, examples: Path, tmp_path: Path, link: Callable[[Path, Path], None], command: str
) -> None:
    log = Path(shutil.copy(examples / "friday-night.toml", tmp_path / "friday.toml"))
    other = tmp_path / "latest.toml"
    try:
        link(log, other)
    except OSError as error:  # Windows lets only some accounts make symbolic links
        pytest.skip(f"cannot make a link here: {error}")
    result = _twice(runner, tmp_path, command, log, other)
    assert result.exit_code == 1
    assert result.stderr == f"Error: {other} and {log} are one file: each match is counted once\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["friday.toml", "latest.toml"]


def test_a_season_of_two_copies_of_a_log_is_two_matches(
    runner: CliRunner, examples: Path, tmp_path: Path
) -> None:
    # Two files, even with the same text, are two logs: only one file given twice is refused.
    first = Path(shutil.copy(examples / "friday-night.toml", tmp_path / "first.toml"))
    second = Path(shutil.copy(examples / "friday-night.toml", tmp_path / "second.toml"))
    assert _season(runner, first, second).exit_code == 0


# Ctrl-C and the exit statuses


def test_ctrl_c_in_any_command_exits_130_in_one_line(
    runner: CliRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    import generator.textout

    def pressed(lang: Lang, width: int) -> str:  # noqa: ARG001
        raise KeyboardInterrupt

    monkeypatch.setattr(generator.textout, "editions_table", pressed)
    result = runner.invoke(main, ["editions"])
    assert result.exit_code == 130
    assert result.stderr == "\nInterrupted.\n"


STATUSES = {
    "0": ["editions"],
    "1": ["score", "no-such-log.toml"],
    "2": ["sheet", "--edition", "monopoly"],
    "130": ["log", "new.toml", "--edition", "winning-moves", "--players", "2"],  # Ctrl-C at the first name
}
"""A command that ends with each exit status the command reference documents."""


def test_every_exit_status_documented_is_the_one_a_command_ends_with(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = (Path(__file__).parent.parent / "docs" / "reference" / "cli.md").read_text("utf-8")
    table = page.split("## Exit statuses", 1)[1].split("\n## ", 1)[0]
    assert re.findall(r"^\| (\d+) \|", table, flags=re.M) == list(STATUSES)
    monkeypatch.chdir(tmp_path)
    for status, args in STATUSES.items():
        stdin = CtrlCAfter(b"") if status == "130" else io.BytesIO(b"")
        assert runner.invoke(main, args, input=stdin).exit_code == int(status), args
