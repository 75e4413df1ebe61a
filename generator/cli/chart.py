"""``bornes chart``: a match's race chart, as a picture, a drawing or an animation."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    FILE_PATH,
    command,
    lang_option,
    output_option,
    save,
    warn_unprintable_matches,
)

if TYPE_CHECKING:
    from pathlib import Path

    from generator.text.languages import Lang


@command(
    (
        "The race chart as a picture (output/race-friday-night.png)",
        "bornes chart examples/friday-night.toml",
    ),
    (
        "As a drawing that scales, for a web page or a print",
        "bornes chart examples/friday-night.toml -o race.svg",
    ),
    (
        "An animation that draws the race hand by hand",
        "bornes chart examples/friday-night.toml --animate race.gif",
    ),
)
@click.argument("log", type=ANY_PATH)
@output_option("The chart to write: race.png, race.svg or race.pdf (default: output/race-LOG.png).")
@click.option(
    "--animate",
    type=FILE_PATH,
    help="Also write an animated GIF that draws the race hand by hand (alone, without -o).",
)
@lang_option("Language of the chart (default: the edition's).")
def chart(log: Path, output: Path | None, animate: Path | None, lang: Lang | None) -> None:
    """Draw the race chart of a match: each side's standing hand by hand, the target, the winner.

    The format comes from the file name given with -o. --animate writes a GIF
    with one frame per hand and the final chart. Prints the paths written.
    """
    from generator.chart.formats import still_refusal

    if output is not None and (refusal := still_refusal(output)) is not None:
        raise click.BadParameter(refusal, param_hint="-o")
    if animate is not None and animate.suffix.lower() != ".gif":
        raise click.BadParameter(f"{animate}: the animation is a .gif file", param_hint="--animate")
    from generator.batch import animation_job, chart_job
    from generator.defaults import place
    from generator.matchlog.load import load_result

    inputs: list[Path] = []
    result = load_result(log, inputs=inputs)
    warn_unprintable_matches([result], players=False)
    if output is not None or animate is None:
        save(chart_job(place(output), log.stem, result, lang=lang), output, inputs=inputs)
    if animate is not None:
        save(animation_job(animate, result, lang=lang), animate, inputs=inputs)
