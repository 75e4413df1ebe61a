"""`bornes score`'s table: values in their columns, counts in the right number, names isolated."""

from __future__ import annotations

from generator.matchlog.parse import parse_log
from generator.rules import play
from generator.text.bidi import FSI, PDI
from generator.text.languages import EN
from generator.textout import score_table

LOG = """
edition = "parker-brothers"
players = 2
fixed_hands = 1
[sides]
a = "{name}"
b = "Sam"
[[hands]]
a = {{ miles = 700, safeties = 4, two_hundreds = 0 }}
b = {{ miles = 300 }}
"""


def table(name: str = "Léa") -> str:
    return score_table(play(parse_log(LOG.format(name=name), "log.toml")), EN)


def test_the_all_four_safeties_value_stays_in_its_column() -> None:
    lines = table().splitlines()
    distance = next(line for line in lines if line.strip().startswith("distance"))
    four = next(line for line in lines if line.strip().startswith("all four safeties"))
    assert len(four) == len(distance)
    assert four.endswith(" 0")
    assert distance.endswith(" 300")


def test_one_hand_is_said_in_the_singular() -> None:
    assert table().splitlines()[-1] == "Winner: Léa, 2,100 points after 1 hand."


def test_a_right_to_left_name_is_isolated_and_keeps_its_column() -> None:
    lines = table("דוד כהן").splitlines()
    assert lines[-1] == f"Winner: {FSI}דוד כהן{PDI}, 2,100 points after 1 hand."
    header, distance = lines[1], lines[3]
    assert len(header) - 2 == len(distance)  # the two marks take no column


def test_the_isolates_reach_the_terminal_as_marks_not_escapes() -> None:
    # Control characters are shown escaped (generator.textout.visible), but the
    # isolates Bornes itself puts around a name are directions, not text.
    from generator.textout import visible

    shown = visible(table("דוד כהן"))
    assert "\\u2068" not in shown
    assert f"{FSI}דוד כהן{PDI}" in shown
    assert visible("a\x1bb") == "a\\x1bb"
