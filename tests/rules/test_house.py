"""House rules: an edition with values changed or lines switched off."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import HouseRulesError
from generator.rules import EDITIONS, Line
from generator.rules.house import parse_house_rules

EXAMPLES = Path(__file__).parent.parent.parent / "examples" / "rules"


def test_the_swapped_bonus_sheet_changes_exactly_two_values() -> None:
    edition = parse_house_rules((EXAMPLES / "swapped-bonuses.toml").read_text("utf-8"), "swapped.toml")
    base = EDITIONS["parker-brothers"]
    assert edition.scoring is not None
    assert base.scoring is not None
    changed = {line for line in base.scoring.lines if edition.scoring.value(line) != base.scoring.value(line)}
    assert changed == {Line.SAFE_TRIP, Line.SHUTOUT}
    assert edition.scoring.value(Line.SAFE_TRIP) == 500
    assert edition.scoring.value(Line.SHUTOUT) == 300
    assert edition.house_rules == "Safe trip 500, shut-out 300"
    assert edition.id == base.id
    assert edition.house_rules_base == base.id


def test_switching_lines_off_removes_them_from_the_scoring() -> None:
    edition = parse_house_rules((EXAMPLES / "no-safe-trip.toml").read_text("utf-8"), "no.toml")
    assert edition.scoring is not None
    assert not edition.scoring.scores(Line.SAFE_TRIP)
    assert not edition.scoring.scores(Line.DELAYED_ACTION)
    assert edition.scoring.scores(Line.SHUTOUT)


def test_a_target_can_be_changed() -> None:
    edition = parse_house_rules('base = "dujardin-classic"\ntarget = 3000\n', "t.toml")
    assert edition.target == 3000


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "'base' must name an edition"),
        ('base = "monopoly"', "unknown base edition 'monopoly'"),
        ('base = "parker-brothers"\ncolour = 1', "unknown key 'colour'"),
        ('base = "parker-brothers"\n[scoring]\nsafe_trp = 500', "unknown key 'safe_trp' in \\[scoring\\]"),
        (
            'base = "parker-brothers"\n[scoring]\nsafe_trip = -300',
            "scoring.safe_trip must be an integer of 0",
        ),
        ('base = "parker-brothers"\n[scoring]\nsafe_trip = 2.5', "scoring.safe_trip must be an integer"),
        ('base = "parker-brothers"\n[scoring]\nsafe_trip = "300"', "scoring.safe_trip must be an integer"),
        ('base = "parker-brothers"\n[scoring]\ndistance = false', "distance line cannot be switched off"),
        ('base = "parker-brothers"\nscoring = 3', "\\[scoring\\] must be a table"),
        ('base = "parker-brothers"\ntarget = 0', "'target' must be a positive integer"),
        ('base = "dujardin-2025"\n[scoring]\ntrip = 400', "dujardin-2025 has no points"),
        ('base = "parker-brothers"\nname = ""', "'name' must be a non-empty string"),
        ("base = ", "not valid TOML"),
    ],
)
def test_a_bad_house_rules_file_is_refused_with_one_line(text: str, message: str) -> None:
    with pytest.raises(HouseRulesError, match=message) as refused:
        parse_house_rules(text, "house.toml")
    assert str(refused.value).startswith("house.toml")
    assert "\n" not in str(refused.value)


def test_house_changes_lists_each_changed_line_then_the_target() -> None:
    from generator.rules.house import Change, house_changes

    edition = parse_house_rules(
        'base = "dujardin-2024"\ntarget = 3000\n'
        "[scoring]\nsafe_trip = false\nall_safeties = 300\ntrip = 500\n",
        "h.toml",
    )
    assert house_changes(edition) == (
        Change("added", Line.ALL_SAFETIES, None, 300),
        Change("value", Line.TRIP, 400, 500),
        Change("removed", Line.SAFE_TRIP, 200, None),
        Change("target", None, 5000, 3000),
    )
    assert house_changes(EDITIONS["dujardin-2024"]) == ()


def test_an_extension_on_an_edition_without_one_is_refused() -> None:
    # Dujardin 2024 always plays to 1,000: no 700 trip to extend, so no value could ever score.
    text = 'name = "Long trips"\nbase = "dujardin-2024"\n[scoring]\nextension = 200\n'
    with pytest.raises(HouseRulesError, match="dujardin-2024 has no extension"):
        parse_house_rules(text, "long.toml")
    # Where a setup plays the extension, its value can change.
    edition = parse_house_rules(text.replace("dujardin-2024", "parker-brothers"), "long.toml")
    assert edition.scoring is not None
    assert edition.scoring.value(Line.EXTENSION) == 200
