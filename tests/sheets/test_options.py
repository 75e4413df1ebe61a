"""What ``bornes sheet`` is asked for (``SheetOrder``): the options the phone sheet refuses, as data."""

from __future__ import annotations

from pathlib import Path

from generator.sheets import PHONE_IGNORES, SheetOrder


def test_each_option_the_phone_sheet_has_no_use_for_is_refused_when_typed() -> None:
    for option in PHONE_IGNORES:
        assert SheetOrder(html=True).refusal({option}) == f"{option} has no effect with --html"
    assert SheetOrder(html=True).refusal({"--lang", "--names", "--players", "--output"}) is None


def test_a_paper_sheet_takes_every_option() -> None:
    assert SheetOrder().refusal(set(PHONE_IGNORES)) is None


def test_the_first_refused_option_is_named_in_order() -> None:
    assert SheetOrder(html=True).refusal({"--fillable", "--paper"}) == "--paper has no effect with --html"


def test_a_sheet_of_house_rules_names_their_file_for_the_import() -> None:
    assert SheetOrder(rules_path=Path("rules") / "no-safe-trip.toml").rules_file == "no-safe-trip.toml"
    assert SheetOrder().rules_file is None
