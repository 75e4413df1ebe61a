"""`bornes log`'s questions, driven as a person types them: mistakes caught at the answer that makes them.

Each test types what a player at the table types, mistakes included (those
of a family of three trying Winning Moves: a distance past a trip already
completed, five safeties across the sides, a fix of one number, ``nope`` at
a yes-or-no question), and reads what the terminal shows back.
"""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.matchlog.load import load_match, load_result
from generator.rules import SideFacts, play
from generator.rules.questions import TABLE
from generator.text.languages import EN
from generator.textout import ScoreColumns, score_table
from tests.conftest import EXAMPLES, ROOT
from tests.matchlog.test_session import FRIDAY_NIGHT, START, answers

THREE = [
    "--edition",
    "winning-moves",
    "--players",
    "3",
    "--side",
    "a=Ana",
    "--side",
    "b=Ben",
    "--side",
    "c=Cleo",
]
"""Three players alone, Winning Moves: a 700 trip, which the first to reach it may extend to 1,000."""


@pytest.fixture
def friday(tmp_path: Path) -> Path:
    return Path(shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "friday.toml"))


def prompts(output: str, label: str) -> int:
    """How many times the terminal asked a question ending in ``label``."""
    return output.count(label)


def test_a_distance_past_the_trip_is_refused_when_nobody_left_can_call_the_extension(
    runner: CliRunner, tmp_path: Path
) -> None:
    # Ana completes 700 without calling the extension; Ben types 725 by mistake: he says he did
    # not call it, so only Cleo could have. Cleo had 400: she could not, and the answers clash.
    log = tmp_path / "three.toml"
    typed = ["700", "n", "0", "725", "n", "0", "400"]
    clash = ["2", "625"]  # Ben's distance is the wrong answer: 625
    rest = ["0", "n", "0"]  # Cleo's safeties; Ana's delayed action, her 200s
    result = runner.invoke(main, ["log", str(log), *THREE], input=answers(typed, clash, rest) + "\n")
    assert result.exit_code == 0, result.output
    refusal = "✗ Ben: 725 is past the trip of 700, and nobody called the extension."
    assert result.output.count(refusal) == 1
    shown = result.output[result.output.index(refusal) :]
    assert shown.index("1  Cleo, miles: 400") < shown.index("2  Ben, miles: 725")
    assert "3  Ana, extension called: no" in shown
    assert "4  Ben, extension called: no" in shown
    hand = load_match(log).hands[0]
    assert [f.miles for f in hand.values()] == [700, 625, 400]
    # Only Ben's distance was asked again: Cleo's 400 was kept, her safeties asked once.
    assert prompts(result.output, "safeties laid, coups fourrés included [0]:") == 3


def test_with_two_players_a_distance_past_the_trip_is_refused_at_the_extension_s_no(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "two.toml"
    start = ["--edition", "winning-moves", "--players", "2", "--side", "lea=Léa", "--side", "sam=Sam"]
    typed = ["700", "n", "0", "725", "n", "2", "650", "0", "n", "0"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(typed) + "\n")
    assert result.exit_code == 0, result.output
    before_safeties = result.output.split("Sam\n")[1].split("safeties laid")[0]
    assert "✗ Sam: 725 is past the trip of 700, and nobody called the extension." in before_safeties
    assert [f.miles for f in load_match(log).hands[0].values()] == [700, 650]


def test_the_safety_that_makes_five_is_refused_with_each_side_s_count_and_only_it_is_asked_again(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    typed = ["1000", "3", "0", "575", "2"]  # five safeties: refused at Ben & Dev's 2
    again = ["", "1", "0", "n", "1"]  # Enter: Ben & Dev's answer is the wrong one; 1 safety
    result = runner.invoke(main, ["log", str(log), *START], input=answers(typed, again) + "\n")
    assert result.exit_code == 0, result.output
    assert "✗ The deck has only 4 safeties: Ana & Cleo 3, Ben & Dev 2." in result.output
    assert "the sides' safeties add up" not in result.output
    assert [f.safeties for f in load_match(log).hands[0].values()] == [3, 1]
    # Nothing else was asked again: one miles question per side, Enter to stop included.
    assert prompts(result.output, "  miles") == 3


def test_a_second_side_completing_the_trip_is_refused_naming_the_first(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    typed = ["1000", "0", "1000", "", "600", "0", "n", "1"]  # Enter: Ben & Dev's 1,000 was wrong
    result = runner.invoke(main, ["log", str(log), *START], input=answers(typed) + "\n")
    assert result.exit_code == 0, result.output
    assert "✗ Ben & Dev and Ana & Cleo cannot both have completed the trip of 1,000." in result.output
    assert [f.miles for f in load_match(log).hands[0].values()] == [1000, 600]


def test_a_bad_answer_is_told_in_a_sentence_of_the_game_and_asked_again(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    first = ["abc", "1025", "1010", "1000", "1", "2", "1", "575", "1", "0", "nope", "y", "3", "1"]
    result = runner.invoke(main, ["log", str(log), *START], input=answers(first) + "\n")
    assert result.exit_code == 0, result.output
    output = result.output
    assert "✗ 'abc' is not a whole number" in output
    assert "✗ Ana & Cleo: 1,025 is past this hand's trip of 1,000." in output
    assert "✗ Ana & Cleo: 1,010 is not a distance the cards make; they go by 25." in output
    assert "✗ Ana & Cleo: no more coups fourrés than safeties laid (1)." in output
    assert "✗ Answer yes or no (y or n), not 'nope'." in output
    assert "✗ Ana & Cleo: a side plays at most 2 200-mile cards in a hand." in output
    # Never Click's own error, never a log's key, every number as the tables write it.
    assert "Error" not in output
    refusals = [line.replace("(1000)", "") for line in output.splitlines() if "✗" in line]
    assert len(refusals) == 6
    assert not [line for line in refusals if re.search(r"coups_fourres|two_hundreds|\b10[0-9]{2}\b", line)]
    assert load_match(log).hands[0]["ns"] == SideFacts(1000, 1, 1, two_hundreds=1, delayed=True)


def test_only_miles_are_asked_for_dujardin_2025_in_french_and_the_series_ends_at_first_to(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "series.toml"
    start = ["--edition", "dujardin-2025", "--players", "2", "--side", "a=Mamie", "--side", "b=Louis"]
    games = [["1000", "700"], ["650", "900"], ["1000", "975"]]
    result = runner.invoke(main, ["log", str(log), *start, "--first-to", "2"], input=answers(*games))
    assert result.exit_code == 0, result.output
    assert "bottes" not in result.output
    assert "Partie 1 (en 1\u202f000 pile)\u00a0: appuyez sur Entrée" in result.output
    assert "  bornes (Entrée pour arrêter)\u00a0: " in result.output
    assert [[f.miles for f in hand.values()] for hand in load_match(log).hands] == [
        [1000, 700],
        [650, 900],
        [1000, 975],
    ]
    assert "La partie est finie. Vainqueur\u00a0: Mamie, premier à 2 parties gagnées." in result.output


def test_a_french_family_is_asked_everything_in_french_with_french_typography(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "dimanche.toml"
    start = ["--edition", "dujardin-classic", "--players", "2", "--date", "2026-11-29"]
    names = ["Zoé", "Hugo"]
    # "oui" where a number is asked, five safeties, "peut-être" at a yes-or-no question: each refused.
    hand = ["1 000", "o", "1", "0", "oui", "450", "5", "0", "peut-être", "n", "1"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(names, hand) + "\n")
    assert result.exit_code == 0, result.output
    output = result.output
    assert "Nom du joueur 1 sur 2\u00a0: " in output
    assert "Manche 1 (parcours de 700, ou 1\u202f000 avec l’allonge)\u00a0: " in output
    assert "  allonge annoncée jusqu’à 1\u202f000\u00a0? [o/N]\u00a0: " in output
    assert "✗ Hugo\u00a0: le jeu n’a que 4 bottes." in output
    assert "✗ Répondez oui ou non (o ou n), pas «\u00a0peut-être\u00a0»." in output
    assert "Manche 1\u00a0: Zoé l’emporte." in output
    assert "à reporter" in output
    assert "1\u202f000" in output
    assert not re.search(r"\b(miles|safeties|hand|trip|Enter)\b", output)
    facts = load_match(log).hands[0]
    assert facts["zoe"] == SideFacts(1000, 1, 0, two_hundreds=1, extension=True)


def test_lang_english_keeps_a_french_edition_s_session_in_english(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "series.toml"
    start = ["--edition", "dujardin-2025", "--players", "2", "--side", "a=Mamie", "--side", "b=Louis"]
    result = runner.invoke(main, ["log", str(log), *start, "--lang", "en"], input="1000\n700\n\n")
    assert result.exit_code == 0, result.output
    assert "Game 1 (to exactly 1,000)" in result.output
    assert "Game 1: Mamie won." in result.output


def test_each_hand_s_table_is_bornes_score_s_rows_for_that_hand(runner: CliRunner, tmp_path: Path) -> None:
    # The "all four safeties" row in its column, as bornes score prints it.
    log = tmp_path / "new.toml"
    hand = ["1000", "4", "0", "575", "0", "n", "0"]
    result = runner.invoke(main, ["log", str(log), *START], input=answers(hand) + "\n")
    assert result.exit_code == 0, result.output
    scored = load_result(log)
    columns = ScoreColumns(scored, EN)
    rows = [columns.header(), *columns.hand_rows(1)]
    assert "\n".join(rows) in result.output
    assert "\n".join(columns.hand_rows(1)) in score_table(scored, EN)
    four = next(row for row in rows if "all four safeties" in row)
    distance = next(row for row in rows if "distance" in row)
    assert len(four) == len(distance)


def test_fix_lists_the_answers_and_changes_only_the_one_picked(runner: CliRunner, friday: Path) -> None:
    # Hand 2 again: Ana & Cleo had 700 miles, not 650. Three keys: the answer's number, 700, Enter.
    result = runner.invoke(main, ["log", str(friday), "--fix", "2"], input="1\n700\n\n")
    assert result.exit_code == 0, result.output
    assert "   1  Ana & Cleo, miles: 650" in result.output
    assert "   8  Ben & Dev, 200-mile cards: 0" in result.output
    assert "miles [650]: " in result.output
    assert result.output.count("safeties laid") == 0
    old, new = load_match(EXAMPLES / "friday-night.toml"), load_match(friday)
    assert new.hands[1]["ns"] == SideFacts(700, 1)
    assert new.hands[:1] + new.hands[2:] == old.hands[:1] + old.hands[2:]
    assert "[[hands]]  # seed 000, hand 2" in friday.read_text(encoding="utf-8")
    assert "Hand 2 fixed" in result.output
    assert dict(play(new).running[1]) == {"ns": 3000, "ew": 2475}


def test_fix_asks_the_new_winner_s_facts_when_a_change_moves_the_win(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    logged = runner.invoke(main, ["log", str(log), *START], input=answers(FRIDAY_NIGHT[0]) + "\n")
    assert logged.exit_code == 0, logged.output
    # Ana & Cleo had 800, not 1,000, and Ben & Dev completed the trip: they are asked the rest.
    typed = ["1", "800", "4", "1000", "n", "0", ""]
    result = runner.invoke(main, ["log", str(log), "--fix", "1"], input=answers(typed))
    assert result.exit_code == 0, result.output
    assert "Ben & Dev won the hand: 200-mile cards played: " in result.output
    hand = load_match(log).hands[0]
    assert hand["ns"] == SideFacts(800, 2, 1, two_hundreds=1)
    assert hand["ew"] == SideFacts(1000, 1, two_hundreds=0)


def test_fix_with_0_walks_the_whole_hand_each_old_answer_the_default(runner: CliRunner, friday: Path) -> None:
    result = runner.invoke(main, ["log", str(friday), "--fix", "2"], input="0\n700\n" + "\n" * 8)
    assert result.exit_code == 0, result.output
    assert "safeties laid, coups fourrés included [1]: " in result.output
    assert load_match(friday).hands[1]["ns"] == SideFacts(700, 1)


def test_fix_with_nothing_changed_leaves_the_log_alone(runner: CliRunner, friday: Path) -> None:
    before = friday.read_bytes()
    result = runner.invoke(main, ["log", str(friday), "--fix", "3"], input="\n")
    assert result.exit_code == 0, result.output
    assert "Hand 3 is unchanged." in result.output
    assert friday.read_bytes() == before


def test_a_fix_that_would_end_the_match_before_later_hands_is_refused_and_the_log_kept(
    runner: CliRunner, friday: Path
) -> None:
    before = friday.read_bytes()
    # Hand 3 with all four safeties and three coups fourrés: 5,000 passed after hand 3.
    result = runner.invoke(main, ["log", str(friday), "--fix", "3"], input="2\n4\n3\n3\n\n")
    assert result.exit_code == 1
    assert (
        "hand 3 not fixed, the log is unchanged: with these answers the match is won after hand 3, "
        "before hand 4 was played" in result.output
    )
    assert friday.read_bytes() == before


def test_resuming_a_log_recalls_the_standings_so_far(runner: CliRunner, friday: Path) -> None:
    text = friday.read_text(encoding="utf-8")
    friday.write_text(text[: text.rindex("[[hands]]")], encoding="utf-8")
    result = runner.invoke(main, ["log", str(friday)], input="\n")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("After 3 hands: Ana & Cleo 4,450, Ben & Dev 3,275.\n")


def test_the_extension_is_asked_right_after_the_distance_that_allows_it(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "two.toml"
    start = ["--edition", "winning-moves", "--players", "2", "--side", "lea=Léa", "--side", "sam=Sam"]
    hand = ["1000", "y", "1", "0", "450", "0", "n", "1"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(hand) + "\n")
    assert result.exit_code == 0, result.output
    assert result.output.count("called the extension") == 1
    assert load_match(log).hands[0] == load_match(EXAMPLES / "two-players-extension.toml").hands[0]


def test_side_names_are_asked_when_not_given_and_ids_made_from_them(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(
        main,
        [
            "log",
            str(log),
            "--edition",
            "dujardin-2024",
            "--players",
            "3",
            "--date",
            "2026-11-28",
            "--lang",
            "en",
        ],
        input='Zoé\nHugo & "Hugues"\n zoé \nZoë\n\n',
    )
    assert result.exit_code == 0, result.output
    assert "Name of player 1 of 3" in result.output
    assert "✗ zoé is already the name of another player." in result.output
    match = load_match(log)
    assert [(s.id, s.name) for s in match.sides] == [
        ("zoe", "Zoé"),
        ("hugo-hugues", 'Hugo & "Hugues"'),
        ("zoe-2", "Zoë"),
    ]


def test_the_friday_night_example_typed_in_full_still_scores_as_the_example(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(main, ["log", str(log), *START], input=answers(*FRIDAY_NIGHT))
    assert result.exit_code == 0, result.output
    assert play(load_match(log)).running == play(load_match(EXAMPLES / "friday-night.toml")).running


@pytest.mark.parametrize("module", ["session", "logfile", "terminal", "tables"])
def test_the_session_names_no_fact_of_a_hand_by_hand(module: str) -> None:
    # What a hand asks, of whom, in what order, is the question table's: the session only drives it.
    source = (ROOT / "generator" / "matchlog" / f"{module}.py").read_text(encoding="utf-8")
    named = [
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and node.value in TABLE
    ]
    assert named == []
