"""``bornes all``: every default artefact, from the bundled examples, in one go."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    EDITION_CHOICE,
    EDITIONS,
    FOLDER_PATH,
    command,
    lang_option,
    output_option,
    paper_option,
    warn,
    warn_unprintable,
    write_all,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang


@command(
    ("Every edition's sheet and cards, and the example matches' reports", "bornes all"),
    ("Only one box's, in French on A4", "bornes all --edition dujardin-classic --lang fr --paper a4"),
    (
        "One box's, and the same again with your house rules",
        "bornes all --edition parker-brothers --rules examples/rules/no-safe-trip.toml",
    ),
    name="all",
)
@click.option(
    "--edition",
    "edition_ids",
    type=EDITION_CHOICE,
    multiple=True,
    help="Only this edition (repeat for several); default: every edition.",
)
@click.option(
    "--rules",
    "rules_paths",
    type=ANY_PATH,
    multiple=True,
    help="Also (or, without --edition, only) these house rules (repeat for several).",
)
@lang_option("One language for everything (default: each edition's).")
@paper_option("One paper size (default: Letter in English, A4 in French).")
@output_option("The folder to write into (default: output, created if missing).", type=FOLDER_PATH)
def all_command(
    edition_ids: tuple[str, ...],
    rules_paths: tuple[Path, ...],
    lang: Lang | None,
    paper: str | None,
    output: Path | None,
) -> None:
    """Make every default artefact in one go, from the bundled example data.

    For each edition (and house rules given with --rules): its score sheet
    for the usual setup and its rules reference cards. For each bundled
    example match of those editions: its report and its race chart; for the
    bundled example season (a club of twelve): its season report, as a PDF
    and as an HTML page. Prints the path of each file written.
    """
    from generator.batch import default_jobs
    from generator.defaults import distinct_house_rules, output_folder

    house = distinct_house_rules(rules_paths)
    warn_unprintable(*(edition.house_rules for edition in house))
    folder = output_folder(output)
    editions = [EDITIONS[e] for e in edition_ids] + house or list(EDITIONS.values())
    inputs = list(rules_paths)
    jobs = default_jobs(folder, editions, lang=lang, paper=paper, inputs=inputs, warn=warn)
    write_all(jobs, "Making", inputs=inputs)
