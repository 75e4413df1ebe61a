"""Writing match logs: every log written reads back to the same match."""

from __future__ import annotations

import datetime
import tomllib
import unicodedata
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.errors import LogError
from generator.files import load_house_rules, read_text
from generator.matchlog.load import load_match
from generator.matchlog.parse import SIDE_KEYS, parse_log
from generator.matchlog.write import (
    append_hand,
    facts_table,
    log_text,
    replace_hand,
    toml_key,
    toml_string,
)
from generator.rules import EDITIONS, Edition, Match, Side, SideFacts
from tests.conftest import EXAMPLES


def _house_loader(folder: Path) -> Callable[[str], Edition]:
    return lambda name: load_house_rules(folder / name)


def test_a_side_s_keys_in_the_log_are_the_fields_of_its_facts() -> None:
    # The writer reads each fact by its key (``facts_table``), in the order the parser lists them.
    assert SideFacts._fields == SIDE_KEYS


@pytest.mark.parametrize("log", sorted(EXAMPLES.glob("*.toml")), ids=lambda p: p.stem)
def test_every_example_log_written_again_reads_back_to_the_same_match(log: Path) -> None:
    match = load_match(log)
    rules = tomllib.loads(read_text(log, LogError)).get("rules")
    text = log_text(match, rules=rules)
    assert parse_log(text, "written.toml", house_rules=_house_loader(log.parent)) == match


def test_a_match_with_house_rules_needs_the_rules_file_name() -> None:
    match = load_match(EXAMPLES / "house-rules-match.toml")
    with pytest.raises(ValueError, match="house rules"):
        log_text(match)


def test_strings_escape_quotes_backslashes_and_control_characters() -> None:
    assert toml_string('a "b" \\ c\nd\te\x7f\x01') == '"a \\"b\\" \\\\ c\\nd\\te\\u007F\\u0001"'
    assert toml_string("Zoé « ok »") == '"Zoé « ok »"'


def test_side_ids_are_bare_keys_when_they_can_be_and_quoted_otherwise() -> None:
    assert toml_key("ns") == "ns"
    assert toml_key("team-1_b") == "team-1_b"
    assert toml_key("Léa") == '"Léa"'
    assert toml_key("a b") == '"a b"'
    assert toml_key("") == '""'


def test_facts_leave_defaults_out_and_keep_an_explicit_zero_two_hundreds() -> None:
    assert facts_table(SideFacts(miles=575, safeties=1)) == "{ miles = 575, safeties = 1 }"
    assert facts_table(SideFacts(miles=1000, two_hundreds=0)) == "{ miles = 1000, two_hundreds = 0 }"
    full = SideFacts(1000, 2, 1, 1, delayed=True, extension=True)
    assert facts_table(full) == (
        "{ miles = 1000, safeties = 2, coups_fourres = 1, two_hundreds = 1,"
        " delayed = true, extension = true }"
    )


NAME = (
    st.text(
        # Lone surrogates cannot be UTF-8; invisible and control characters are refused in names.
        alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Cf", "Zl", "Zp", "Co")),
        min_size=1,
        max_size=40,
    )
    .map(lambda name: unicodedata.normalize("NFC", name).strip())
    .filter(bool)
)


@settings(max_examples=60, deadline=None)
@given(
    names=st.lists(NAME, min_size=2, max_size=2, unique_by=str.casefold),
    ids=st.lists(st.text(min_size=0, max_size=8), min_size=2, max_size=2, unique=True),
    title=st.none() | st.text(max_size=60),
    miles=st.lists(st.integers(0, 40).map(lambda n: n * 25), min_size=2, max_size=2),
)
def test_any_names_ids_and_title_read_back_literally(
    names: list[str], ids: list[str], title: str | None, miles: list[int]
) -> None:
    edition = EDITIONS["dujardin-2025"]
    if miles[0] == miles[1] == 1000:
        miles[1] = 975
    match = Match(
        edition=edition,
        setup=edition.setup(2),
        sides=tuple(Side(i, n) for i, n in zip(ids, names, strict=True)),
        hands=({ids[0]: SideFacts(miles[0]), ids[1]: SideFacts(miles[1])},),
        title=title,
        date=datetime.date(2026, 1, 2),
    )
    back = parse_log(log_text(match), "x.toml")
    assert back.sides == match.sides
    assert back.title == title
    assert [dict(h) for h in back.hands] == [dict(h) for h in match.hands]


def test_a_side_s_players_are_written_as_a_table_that_reads_back() -> None:
    edition = EDITIONS["parker-brothers"]
    match = Match(
        edition=edition,
        setup=edition.setup(4),
        sides=(Side("ns", "Ana & Cleo", ("Ana", "Cleo")), Side("ew", 'Ben "B" & Dev')),
    )
    text = log_text(match)
    assert 'ns = { name = "Ana & Cleo", players = ["Ana", "Cleo"] }\n' in text
    assert 'ew = "Ben \\"B\\" & Dev"\n' in text
    assert parse_log(text, "x.toml").sides == match.sides


def test_appending_a_hand_keeps_the_player_s_comments() -> None:
    log = EXAMPLES / "friday-night.toml"
    text = log.read_text(encoding="utf-8")
    match = load_match(log)
    hand = {"ns": SideFacts(miles=300), "ew": SideFacts(miles=1000, two_hundreds=0)}
    short = match._replace(hands=match.hands[:3])
    cut = text[: text.rindex("[[hands]]")]
    new = append_hand(cut, match.side_ids, hand)
    assert new.startswith(cut.rstrip("\n"))
    assert "# seed 000, hand 1: 2,200 to 675" in new
    assert parse_log(new, "x.toml").hands == (*short.hands, hand)


def test_replacing_a_hand_keeps_its_header_comment_and_every_other_hand() -> None:
    log = EXAMPLES / "friday-night.toml"
    text = log.read_text(encoding="utf-8")
    match = load_match(log)
    hand = {"ns": SideFacts(miles=900, safeties=1), "ew": SideFacts(miles=1000, two_hundreds=1)}
    new = replace_hand(text, 2, match.side_ids, hand)
    assert new is not None
    assert "[[hands]]  # seed 000, hand 2" in new
    assert parse_log(new, "x.toml").hands == (match.hands[0], hand, *match.hands[2:])
    old_parts, new_parts = text.split("[[hands]]"), new.split("[[hands]]")
    assert new_parts[:2] + new_parts[3:] == old_parts[:2] + old_parts[3:]


def test_replacing_a_hand_in_a_log_without_hand_headers_gives_none() -> None:
    text = 'edition = "dujardin-2025"\nplayers = 2\nsides = { a = "A", b = "B" }\nhands = []\n'
    assert replace_hand(text, 1, ("a", "b"), {"a": SideFacts(0), "b": SideFacts(0)}) is None


COMMENTED = """edition = "parker-brothers"
players = 4

[sides]
ns = "Ana & Cleo"
"e w" = "Ben & Dev"

[[hands]]
# dealt by Ana
ns = { miles = 1000, two_hundreds = 1 }  # a coup fourré was missed
"e w" = { miles = 575 }
# Ben's note: check hand 1
[[hands]]  # the last hand
ns = { miles = 650 }
# a comment inside the last hand
"e w" = { miles = 1000, two_hundreds = 0 }

# a comment after the last hand
"""


@pytest.mark.parametrize("number", [1, 2])
def test_replacing_a_hand_keeps_every_comment(number: int) -> None:
    hand = {"ns": SideFacts(miles=900, safeties=1), "e w": SideFacts(miles=1000, two_hundreds=1)}
    new = replace_hand(COMMENTED, number, ("ns", "e w"), hand)
    assert new is not None
    comments = [line for line in COMMENTED.splitlines() if "#" in line]
    assert [line.partition("#")[2] for line in new.splitlines() if "#" in line] == [
        line.partition("#")[2] for line in comments
    ]
    assert parse_log(new, "x.toml").hands[number - 1] == hand
    assert len(new.splitlines()) == len(COMMENTED.splitlines())
