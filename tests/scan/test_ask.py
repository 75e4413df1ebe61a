"""Asking a scan's doubts: each in one sentence of the session's language, answered as bornes log takes it."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from generator.errors import InputError
from generator.matchlog.terminal import Talk
from generator.rules.answers import Answer
from generator.rules.editions import EDITIONS
from generator.rules.match import Match, Side
from generator.rules.questions import Kind
from generator.rules.scoring import Broken, FactError
from generator.scan.ask import TerminalAsker, doubt_line, doubt_sentence, parse_answer
from generator.scan.facts import Doubt, Why
from generator.text.languages import EN, FR

PB = EDITIONS["parker-brothers"]
MATCH = Match(PB, PB.default_setup, (Side("a", "Ana & Cleo"), Side("b", "Ben & Dev")))
FACTS = {(3, "a", "miles"), (3, "b", "miles"), (3, "b", "delayed"), (3, "a", "safeties")}
KINDS = {"miles": Kind.COUNT, "safeties": Kind.COUNT, "delayed": Kind.YES_NO}


def test_an_answer_on_the_command_line_names_a_hand_a_side_and_a_fact_the_photos_hold() -> None:
    assert parse_answer("3.b.miles=725", FACTS, KINDS) == ((3, "b", "miles"), 725)
    assert parse_answer(" 3.B.delayed = yes", FACTS, KINDS) == ((3, "b", "delayed"), True)
    assert parse_answer("3.b.delayed=0", FACTS, KINDS) == ((3, "b", "delayed"), False)
    assert parse_answer("3.a.miles=1,025", FACTS, KINDS) == ((3, "a", "miles"), 1025)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "3.b.miles",
            r"--answer takes HAND.SIDE.FACT=VALUE, such as --answer 3.b.miles=725, not '3.b.miles'",
        ),
        ("b.3.miles=725", "--answer takes HAND.SIDE.FACT=VALUE"),
        (
            "4.b.miles=725",
            r"--answer 4.b.miles: the photos have no such hand, side or fact \(facts: delayed, miles",
        ),
        ("3.b.delayed=maybe", r"--answer 3.b.delayed takes yes or no, not 'maybe'"),
        ("3.b.miles=lots", r"--answer 3.b.miles: "),
    ],
)
def test_a_wrong_answer_on_the_command_line_is_one_line_saying_what_is_wrong(text: str, said: str) -> None:
    with pytest.raises(InputError, match=said):
        parse_answer(text, FACTS, KINDS)


DOUBTS = {
    "two": Doubt(3, "b", "miles", Why.MARKS, ("7", "8")),
    "three": Doubt(3, "b", "miles", Why.MARKS, ("7", "8", "25")),
    "unclear": Doubt(3, "a", "safeties", Why.UNCLEAR, ("2",)),
    "box": Doubt(3, "b", "delayed", Why.UNCLEAR, ("□",)),
    "blank": Doubt(3, "a", "safeties", Why.BLANK),
    "rule": Doubt(
        3,
        "b",
        "miles",
        Why.RULE,
        (),
        1025,
        FactError("past", "b", rule=Broken.MILES_PAST_TRIP, fact="miles", miles=1025, trip=1000),
        (Answer("b", "miles"),),
    ),
}
DOUBTS["answered"] = DOUBTS["rule"]._replace(answered=True)  # the same rule, broken by an answer given


@pytest.mark.parametrize(
    ("doubt", "english"),
    [
        ("two", "Hand 3, Ben & Dev, miles: 7 and 8 are both filled."),
        ("three", "Hand 3, Ben & Dev, miles: 7, 8, and 25 are all filled."),
        (
            "unclear",
            "Hand 3, Ana & Cleo, safeties: 2 is not clearly filled (a tick, a cross or part of the circle).",
        ),
        ("box", "Hand 3, Ben & Dev, delayed action: the box is not clearly filled."),
        ("blank", "Hand 3, Ana & Cleo, safeties: no circle is filled."),
        (
            "rule",
            "Hand 3, Ben & Dev, miles: what was read breaks a rule. "
            "Ben & Dev: 1,025 is past this hand's trip of 1,000.",
        ),
        (
            "answered",
            "Hand 3, Ben & Dev, miles: the answer given breaks a rule. "
            "Ben & Dev: 1,025 is past this hand's trip of 1,000.",
        ),
    ],
)
def test_each_doubt_is_one_sentence_naming_the_hand_the_side_and_what_was_seen(
    doubt: str, english: str
) -> None:
    assert doubt_sentence(DOUBTS[doubt], Talk(EN), MATCH, "Hand") == english
    french = doubt_sentence(DOUBTS[doubt], Talk(FR), MATCH, "Manche")
    assert french.startswith("Manche 3, ")
    assert "\u00a0:" in french


def test_a_doubt_left_without_a_terminal_says_how_to_answer_it() -> None:
    assert doubt_line(DOUBTS["two"], Talk(EN), MATCH, "Hand") == (
        "Hand 3, Ben & Dev, miles: 7 and 8 are both filled. Answer with --answer 3.b.miles=…"
    )


def run_asker(doubt: Doubt, typed: str) -> tuple[Answer, int | bool, str]:
    """What the terminal asker picks and reads for ``doubt`` with ``typed`` at its prompts."""
    found: list[tuple[Answer, int | bool]] = []

    @click.command()
    def ask() -> None:
        asker = TerminalAsker(Talk(EN), MATCH, "Hand", KINDS)
        answer = asker.which(doubt)
        found.append((answer, asker.value(answer)))

    done = CliRunner().invoke(ask, input=typed)
    assert done.exit_code == 0, done.output
    return found[0][0], found[0][1], done.output


def test_a_doubt_is_said_then_its_fact_asked_as_bornes_log_asks_it() -> None:
    answer, value, said = run_asker(DOUBTS["two"], "abc\n725\n")
    assert (answer, value) == (Answer("b", "miles"), 725)
    assert said.splitlines()[0] == "Hand 3, Ben & Dev, miles: 7 and 8 are both filled."
    assert "✗ " in said  # "abc" refused as bornes log refuses it, then asked again


def test_a_yes_or_no_doubt_takes_the_language_s_words() -> None:
    answer, value, _ = run_asker(DOUBTS["box"], "y\n")
    assert (answer, value) == (Answer("b", "delayed"), True)


def test_where_several_facts_read_break_a_rule_the_player_says_which_is_wrong() -> None:
    clash = DOUBTS["rule"]._replace(
        error=FactError("two", "b", rule=Broken.TWO_COMPLETED, fact="miles", trip=1000),
        involved=(Answer("b", "miles"), Answer("a", "miles")),
        known={"a": {"miles": 1000}, "b": {"miles": 1000}},
    )
    answer, value, said = run_asker(clash, "2\n975\n")
    assert (answer, value) == (Answer("a", "miles"), 975)
    assert "   1  Ben & Dev, miles" in said
    assert "   2  Ana & Cleo, miles" in said
