"""``bornes chart``: a match's race chart, as a picture, a drawing or an animation; a season's ratings."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from generator.cli.common import (
    ANY_PATH,
    FILE_PATH,
    command,
    flag,
    lang_option,
    output_option,
    save,
    season_of,
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
        "An animation that draws the race hand by hand",
        "bornes chart examples/friday-night.toml --animate race.gif",
    ),
    (
        "Everyone's rating over a season of matches",
        "bornes chart --season examples/club-season/*.toml -o ratings.png",
    ),
)
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=ANY_PATH)
@output_option(
    "The chart to write: race.png, race.svg or race.pdf (default: output/race-LOG.png, or "
    "output/ratings-FOLDER.png for a season, named after its logs' folder)."
)
@flag("--season", help="Several logs, same rules: everyone's rating over the season's matches.")
@click.option(
    "--animate",
    type=FILE_PATH,
    help="Also write an animated GIF that draws the race hand by hand (alone, without -o).",
)
@lang_option("Language of the chart (default: the edition's).")
def chart(
    logs: tuple[Path, ...], output: Path | None, season: bool, animate: Path | None, lang: Lang | None
) -> None:
    """Draw the race chart of a match: each side's standing hand by hand, the target, the winner.

    With --season and several logs (same rules), the season's chart instead:
    everyone's rating after each finished match, the leaders over the field.
    The format comes from the file name given with -o. --animate writes a GIF
    with one frame per hand and the final chart. Prints the paths written.
    """
    from generator.chart.formats import still_refusal

    if len(logs) > 1 and not season:
        raise click.UsageError("several logs make a season chart: add --season")
    if season and animate is not None:
        raise click.UsageError("--animate draws one match's race: not with --season")
    if output is not None and (refusal := still_refusal(output)) is not None:
        raise click.BadParameter(refusal, param_hint="-o")
    if animate is not None and animate.suffix.lower() != ".gif":
        raise click.BadParameter(f"{animate}: the animation is a .gif file", param_hint="--animate")
    from generator.batch import animation_job, chart_job, season_chart_job
    from generator.defaults import place, season_name
    from generator.matchlog.load import load_results

    inputs: list[Path] = []
    results = load_results(logs, inputs=inputs)
    warn_unprintable_matches((result for _, result in results), players=season)
    if season:
        job = season_chart_job(place(output), season_name(logs), season_of(results), lang=lang)
        save(job, output, inputs=inputs)
        return
    log, result = logs[0], results[0][1]
    if output is not None or animate is None:
        save(chart_job(place(output), log.stem, result, lang=lang), output, inputs=inputs)
    if animate is not None:
        save(animation_job(animate, result, lang=lang), animate, inputs=inputs)
