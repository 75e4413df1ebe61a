"""``bornes log``: a match logged as it is played, hand by hand, at the terminal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from generator.cli.common import (
    ANY_PATH,
    command,
    edition_options,
    lang_option,
    parsed,
    resolve_edition,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang


@command(
    (
        "Start tonight's match (names and team players asked), then log each hand",
        "bornes log tonight.toml --edition winning-moves --players 4",
    ),
    ("Go on with a match stopped with Enter", "bornes log tonight.toml"),
    ("Enter hand 3 again, to fix a miscount", "bornes log tonight.toml --fix 3"),
    name="log",
)
@click.argument("log_path", metavar="LOG", type=ANY_PATH)
@edition_options
@click.option("--players", type=click.IntRange(min=1), help="Players at the table (a new log).")
@click.option(
    "--side",
    "sides",
    multiple=True,
    metavar="ID=NAME",
    help="A side's id and name, once per side (a new log); without it, the names are asked.",
)
@click.option(
    "--player",
    "side_players",
    multiple=True,
    metavar="ID=NAME",
    help="A player of a team, once per player (a new log), so a season counts each one: "
    "--player ns=Ana --player ns=Cleo.",
)
@click.option("--title", help="The match's title (a new log).")
@click.option(
    "--date",
    "day",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    help="The day played, YYYY-MM-DD (a new log; default: today).",
)
@click.option("--target", type=click.IntRange(min=1), help="Another match target (a new log).")
@click.option("--fixed-hands", type=click.IntRange(min=1), help="Play this many hands (a new log).")
@click.option("--first-to", type=click.IntRange(min=1), help="Dujardin 2025: games to win (a new log).")
@click.option(
    "--fix",
    type=click.IntRange(min=1),
    metavar="N",
    help="Show hand N's answers and change the wrong ones, to fix a miscount.",
)
@lang_option("Language of the questions and tables (default: the edition's).")
def log_command(log_path: Path, fix: int | None, lang: Lang | None, **new: Any) -> None:
    """Log a match as it is played: each side's facts, hand by hand.

    Creates LOG if needed (in a team game, asking each team's players too, so
    a season counts each one), asks only what the edition scores, checks each
    answer against the hand so far as it is typed (asking again on a
    mistake), shows each hand's lines and the running totals, and stops when
    the match is won. Every hand is saved as soon as it is complete; press
    Enter at a hand's first question to stop. --fix N lists hand N's answers
    to change only the wrong ones.
    """
    import os

    from generator.defaults import LOG_SUFFIXES, check_suffix
    from generator.errors import BornesError
    from generator.matchlog.session import NewMatch, run, side_option

    if not os.path.exists(log_path):  # a new log is a .toml file, as a season's `*.toml` finds it
        parsed(lambda: check_suffix(log_path, LOG_SUFFIXES, "a new match log"), option="LOG")
    edition_id, rules = new.pop("edition_id"), new.pop("rules_path")
    sides, players, day = new.pop("sides"), new.pop("side_players"), new.pop("day")
    start = NewMatch(
        edition=resolve_edition(edition_id, rules) if edition_id or rules else None,
        rules=rules,
        sides=parsed(
            lambda: tuple(side_option(text) for text in sides), option="--side", refusal=BornesError
        ),
        side_players=parsed(
            lambda: tuple(side_option(text, "--player") for text in players),
            option="--player",
            refusal=BornesError,
        ),
        date=day.date() if day else None,
        **new,  # --players, --title, --target, --fixed-hands, --first-to: as NewMatch names them
    )
    run(log_path, start, fix=fix, lang=lang)
