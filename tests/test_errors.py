"""Error messages: the names a mistyped one was likely meant to be, and what counts as Ctrl-C."""

from __future__ import annotations

import click
import pytest

from generator.errors import close_names, did_you_mean, is_interrupt, unknown_name
from generator.pdf.paper import PAPERS
from generator.rules.editions import EDITIONS

# What a player types, and the edition ids Bornes answers with.
MISTYPED_EDITIONS = [
    ("parker", ["parker-brothers"]),  # the start of an id
    ("winning", ["winning-moves"]),
    ("moves", ["winning-moves"]),  # the start of one of its words
    ("2025", ["dujardin-2025"]),
    ("classic", ["dujardin-classic"]),
    ("dujardin", ["dujardin-classic", "dujardin-2014", "dujardin-2024", "dujardin-2025"]),  # several begin so
    ("Parker Brothers", ["parker-brothers"]),  # spaces and capitals
    ("winning_moves", ["winning-moves"]),
    ("winnig-moves", ["winning-moves"]),  # a slip
    ("dujardin-clasic", ["dujardin-classic"]),
    ("dujardin-2O25", ["dujardin-2025"]),  # the closest only
    ("monopoly", []),
    ("mille-bornes-deluxe", []),
    ("", []),
    ("-", []),
]


@pytest.mark.parametrize(("typed", "meant"), MISTYPED_EDITIONS)
def test_a_mistyped_edition_id_is_answered_with_those_it_was_likely_meant_to_be(
    typed: str, meant: list[str]
) -> None:
    assert close_names(typed, EDITIONS) == meant


@pytest.mark.parametrize(("typed", "meant"), [("leter", ["letter"]), ("US letter", ["letter"]), ("a5", [])])
def test_a_mistyped_paper_is_answered_too(typed: str, meant: list[str]) -> None:
    assert close_names(typed, PAPERS) == meant


def test_did_you_mean_names_one_or_several_and_nothing_when_none_is_close() -> None:
    assert did_you_mean("parker", EDITIONS) == "did you mean 'parker-brothers'?"
    assert did_you_mean("dujardin-202", EDITIONS) == "did you mean 'dujardin-2024' or 'dujardin-2025'?"
    assert (
        did_you_mean("dujardin", EDITIONS)
        == "did you mean 'dujardin-classic', 'dujardin-2014', 'dujardin-2024' or 'dujardin-2025'?"
    )
    assert did_you_mean("monopoly", EDITIONS) == ""


def test_an_unknown_name_is_named_with_the_likely_one_then_every_known_one() -> None:
    known = "parker-brothers, winning-moves, dujardin-classic, dujardin-2014, dujardin-2024, dujardin-2025"
    assert unknown_name("edition", "winning", EDITIONS) == (
        f"unknown edition 'winning': did you mean 'winning-moves'? (known: {known})"
    )
    assert unknown_name("edition", "monopoly", EDITIONS) == f"unknown edition 'monopoly' (known: {known})"


def _prompt_stopped_by(error: type[BaseException], monkeypatch: pytest.MonkeyPatch) -> click.Abort:
    """What Click's own prompt raises when reading the answer raises ``error``."""

    def read(_prompt: str) -> str:
        raise error

    monkeypatch.setattr(click.termui, "visible_prompt_func", read)
    with pytest.raises(click.Abort) as stopped:
        click.prompt("miles")
    return stopped.value


def test_ctrl_c_is_an_interrupt_raised_as_it_is_or_as_a_prompt_s_abort(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert is_interrupt(KeyboardInterrupt())
    assert is_interrupt(_prompt_stopped_by(KeyboardInterrupt, monkeypatch))
    assert not is_interrupt(_prompt_stopped_by(EOFError, monkeypatch))  # the input ended: not Ctrl-C
    assert not is_interrupt(click.Abort())
