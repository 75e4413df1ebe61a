"""``bornes editions``: every edition, as a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import command, lang_option, terminal_width

if TYPE_CHECKING:
    from generator.text.languages import Lang


@command(
    ("Every edition; its id (first column) is what --edition takes", "bornes editions"),
    ("Then, for the Winning Moves box", "bornes sheet --edition winning-moves"),
)
@lang_option("Language of the table (default: English).")
def editions(lang: Lang | None) -> None:
    """List every edition: id, name, players, trip and scoring in short.

    The table fits the terminal's width (COLUMNS where set); narrower than it
    can go, each edition is a block of its own.
    """
    from generator.text.languages import EN
    from generator.textout import editions_table

    click.echo(editions_table(lang or EN, terminal_width()))
