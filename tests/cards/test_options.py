"""What ``bornes cards`` is asked for (``CardOrder``): each layout's option rules, read as data."""

from __future__ import annotations

import pytest

from generator.cards import CALIBRATION_IGNORES, LAYOUTS, OPTION_VALUES, CardOrder
from generator.cli import main
from generator.pdf.margins import SAFE_MARGIN_MM
from generator.text.languages import FR, LANGUAGES

REFUSED = {option for layout in LAYOUTS.values() for option in layout.ignores}
"""Every option some layout has no use for: how the cards are printed."""


@pytest.mark.parametrize("name", LAYOUTS)
def test_each_option_a_layout_has_no_use_for_is_refused_when_typed(name: str) -> None:
    layout = LAYOUTS[name]
    for option in layout.ignores:
        assert CardOrder(layout=name).refusal({option}) == f"{option} has no effect with --layout {name}"
    assert CardOrder(layout=name).refusal(REFUSED - set(layout.ignores)) is None


def test_the_cards_layout_uses_every_option_but_the_images_and_the_sheet_none() -> None:
    assert LAYOUTS["cards"].ignores == ("--png",)
    assert set(LAYOUTS["sheet"].ignores) == REFUSED
    assert LAYOUTS["fold"].ignores == ("--back-offset", "--duplex", "--png")
    assert "--png" not in LAYOUTS["single"].ignores


def test_every_option_refused_is_an_option_of_the_command() -> None:
    options = {param.opts[-1] for param in main.commands["cards"].params}
    assert REFUSED | set(CALIBRATION_IGNORES) <= options
    assert set(OPTION_VALUES) <= options


def test_an_option_left_to_its_default_is_never_refused() -> None:
    assert CardOrder(layout="sheet").refusal(set()) is None


def test_the_first_refused_option_is_named_in_the_layout_s_order() -> None:
    refusal = CardOrder(layout="single").refusal({"--gap", "--duplex"})
    assert refusal == "--duplex has no effect with --layout single"


def test_the_calibration_target_refuses_every_option_of_the_cards_themselves() -> None:
    for option in CALIBRATION_IGNORES:
        refusal = CardOrder(calibrate=True).refusal({"--calibrate", option})
        assert refusal == f"{option} has no effect with --calibrate"
    used = {"--calibrate", "--duplex", "--lang", "--paper", "--output"}
    assert CardOrder(calibrate=True).refusal(used) is None


def test_copies_are_player_aids_and_the_sheet_prints_none() -> None:
    refusal = CardOrder(copies=3).refusal({"--copies"})
    assert refusal == "--copies is the number of player aids: give it with --aid"
    assert CardOrder(aid=True, copies=3).refusal({"--aid", "--copies"}) is None
    assert [name for name, layout in LAYOUTS.items() if not layout.aids] == ["sheet"]
    aid = CardOrder(layout="sheet", aid=True).refusal({"--aid", "--layout"})
    assert aid == "the player aid is a card: use --layout cards, fold or single"


def test_an_edition_is_refused_beside_the_calibration_target_and_beside_all() -> None:
    assert CardOrder(calibrate=True, edition_id="winning-moves").refusal({"--calibrate", "--edition"}) == (
        "--calibrate prints a target for the printer: give it without an edition"
    )
    assert CardOrder(build_all=True, edition_id="winning-moves").refusal({"--all", "--edition"}) == (
        "--all builds every edition: give it without --edition or --rules"
    )
    assert CardOrder(build_all=True).refusal({"--all", "--lang"}) is None


def test_a_margin_under_the_safe_one_is_a_caution_where_the_layout_keeps_margins() -> None:
    caution = (
        "a 5 mm margin is nearer the edge than some printers print: "
        f"check that yours prints there, or keep the {SAFE_MARGIN_MM:g} mm default"
    )
    assert CardOrder(margin=5.0).cautions() == [caution]
    assert CardOrder(layout="fold", margin=5.0).cautions() == [caution]
    assert CardOrder(layout="single", margin=5.0).cautions() == []
    assert CardOrder().cautions() == []


def test_all_prints_every_language_unless_one_is_asked_for() -> None:
    assert CardOrder(build_all=True).languages() == list(LANGUAGES)
    assert CardOrder(build_all=True, lang=FR).languages() == [FR]
    assert CardOrder().languages() == [None]


def test_each_option_in_millimetres_has_its_reader() -> None:
    assert OPTION_VALUES["--card-size"]("63,5x88,9") == (63.5, 88.9)
    assert OPTION_VALUES["--back-offset"]("1.5,-0.5") == (1.5, -0.5)
    assert [OPTION_VALUES[option]("3") for option in ("--bleed", "--gap", "--safe")] == [3.0, 3.0, 3.0]
    assert OPTION_VALUES["--margin"]("4,5") == 4.5
    with pytest.raises(ValueError, match="no printer prints nearer than 4 mm"):
        OPTION_VALUES["--margin"]("3")
