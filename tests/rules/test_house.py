"""House rules: an edition with values changed or lines switched off."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.errors import HouseRulesError
from generator.rules import EDITIONS, Edition, HandWinner, Line, MatchKind, ShutoutRule
from generator.rules.editions import CoupFourreRule, ExtensionRule, TieRule
from generator.rules.house import Switch, house_switches, parse_house_rules
from generator.rules.match import Match

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


def test_a_target_on_a_one_deal_edition_plays_to_the_target_not_one_deal() -> None:
    assert EDITIONS["dujardin-2014"].match_hands == 1
    edition = parse_house_rules('base = "dujardin-2014"\ntarget = 3000\n', "t.toml")
    assert edition.match_hands is None
    match = Match(edition=edition, setup=edition.setup(2), sides=(), hands=())
    assert match.hands_to_play is None
    assert match.match_target == 3000


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


def test_a_delayed_action_on_an_edition_whose_draw_pile_never_runs_out_is_refused() -> None:
    # [DJ14] p.7: the discards are shuffled into a new draw pile, so no side ever plays on after it ran out.
    text = 'name = "Crowned"\nbase = "dujardin-2014"\n[scoring]\ndelayed_action = 300\n'
    with pytest.raises(HouseRulesError, match="dujardin-2014's draw pile never runs out"):
        parse_house_rules(text, "crowned.toml")
    assert parse_house_rules(text.replace("300", "0"), "crowned.toml").scoring is not None


def rules(text: str) -> Edition:
    return parse_house_rules(text, "house.toml")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('base = "parker-brothers"\n[rules]\ntie = "shared"', "unknown key 'tie' in \\[rules\\]"),
        ('base = "parker-brothers"\n[rules]\ntie_rule = "coin"', "rules.tie_rule must be one of"),
        ('base = "parker-brothers"\n[rules]\npoints = "no"', "rules.points must be true or false"),
        ('base = "parker-brothers"\nrules = 3', "\\[rules\\] must be a table"),
        ('base = "parker-brothers"\n[trip]\nlength = 710', "trip.length must be a whole number of miles"),
        ('base = "parker-brothers"\n[trip]\nlength = 3025', "from 300 to 3,000 in 25s"),
        ('base = "parker-brothers"\n[trip.lengths]\n"5p-5x1" = 700', "unknown setup '5p-5x1'"),
        ('base = "parker-brothers"\n[trip]\nextended = 700', "extended trip of 700 must be longer"),
        ('base = "dujardin-2024"\n[trip]\nextended = 1200', "no setup plays the extension"),
        ('base = "dujardin-2025"\n[trip]\nextension = true', "dujardin-2025 has no points, so no extension"),
        ('base = "parker-brothers"\n[trip]\ncounts_safeties = true', "counts_safeties needs exact = false"),
        ('base = "dujardin-2014"\n[trip]\nexact = true', "counts_safeties needs exact = false"),
        (
            'base = "dujardin-2024"\n[rules]\nextension_rule = "completer"',
            "needs the extension line",
        ),
        (
            'base = "parker-brothers"\n[scoring]\nextension = false\n[rules]\nextension_rule = "completer"',
            "needs the extension line",
        ),
        ('base = "dujardin-2014"\n[rules]\nshutout_rule = "trip_winner"', "needs the shutout line"),
        (
            'base = "dujardin-2025"\n[rules]\ncoup_fourre_rule = "instead"',
            "dujardin-2025 has no points, so rules.coup_fourre_rule",
        ),
        ('base = "dujardin-2025"\n[rules]\npoints = true', "dujardin-2025 has no points to keep"),
        (
            'base = "parker-brothers"\ntarget = 3000\n[rules]\npoints = false',
            "points = false scores nothing, so target cannot be given",
        ),
        (
            'base = "parker-brothers"\n[scoring]\ntrip = 500\n[rules]\npoints = false',
            "so scoring cannot be given",
        ),
        (
            'base = "parker-brothers"\n[rules]\npoints = false\nextension_rule = "completer"',
            "so rules.extension_rule cannot be given",
        ),
        ('base = "parker-brothers"\n[trip]\nexact = 1', "trip.exact must be true or false"),
        ('base = "dujardin-2025"\n[trip]\nexact = false', "so trip.exact stays true"),
    ],
)
def test_a_switch_that_cannot_apply_or_contradicts_another_is_refused_with_one_line(
    text: str, message: str
) -> None:
    with pytest.raises(HouseRulesError, match=message) as refused:
        rules(text)
    assert "\n" not in str(refused.value)


def test_the_switches_set_the_records_fields() -> None:
    edition = rules(
        'base = "parker-brothers"\n'
        '[rules]\nextension_rule = "completer"\nshutout_rule = "each_blank_opponent"\n'
        'tie_rule = "shared"\ncoup_fourre_rule = "instead"\ngo_after_remedy = false\n'
        "hazards_out_for_2_or_3 = false\n"
        '[trip]\nlengths = { "4p-2x2" = 700 }\nextended = 1200\nexact = false\n'
    )
    assert edition.scoring is not None
    assert edition.scoring.extension_rule is ExtensionRule.COMPLETER
    assert edition.scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT
    assert edition.scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    assert edition.tie_rule is TieRule.SHARED
    assert not edition.roll_after_remedy
    assert edition.remove_for_small == ()
    assert [(s.id, s.trip, s.extension) for s in edition.setups] == [
        ("2p-2x1", 700, True),
        ("3p-3x1", 700, True),
        ("4p-2x2", 700, False),
        ("6p-3x2", 700, True),
    ]
    assert edition.extended_trip == 1200
    assert not edition.exact_finish
    assert house_switches(edition) == (
        Switch("extension_rule", "completer"),
        Switch("shutout_rule", "each_blank_opponent"),
        Switch("coup_fourre_rule", "instead"),
        Switch("tie_rule", "shared"),
        Switch("exact", False),
        Switch("go_after_remedy", False),
        Switch("hazards_out_for_2_or_3", False),
        Switch("trip", 700, edition.setups[2]),
        Switch("extended", 1200),
    )


def test_points_false_makes_a_series_of_games_won_by_the_first_to_complete_the_trip() -> None:
    edition = rules('base = "winning-moves"\n[rules]\npoints = false\n')
    assert edition.scoring is None
    assert edition.match_kind is MatchKind.GAMES
    assert edition.target is None
    assert edition.winner_rule is HandWinner.TRIP
    assert not edition.has_extension  # without points, the extension earns nothing
    assert house_switches(edition) == (Switch("points", False),)


def test_extension_false_drops_the_extension_from_every_setup() -> None:
    edition = rules('base = "dujardin-classic"\n[trip]\nextension = false\n')
    assert not edition.has_extension
    assert house_switches(edition) == (Switch("extension", False),)
    # A table that drops it can no longer score it either.
    with pytest.raises(HouseRulesError, match="has no extension"):
        rules('base = "dujardin-classic"\n[trip]\nextension = false\n[scoring]\nextension = 300\n')


def test_a_switch_set_to_what_the_base_does_is_no_change() -> None:
    edition = rules('base = "parker-brothers"\n[rules]\ntie_rule = "another_hand"\ngo_after_remedy = true\n')
    assert house_switches(edition) == ()


def test_the_examples_each_parse() -> None:
    for path in sorted(EXAMPLES.glob("*.toml")):
        assert parse_house_rules(path.read_text("utf-8"), path.name).house_rules
