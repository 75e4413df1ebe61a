"""The ``bornes`` command line: one group, thin commands, one place for errors.

Each command, a module of its own here, parses its options (choices read
from the registries), calls one library function and reports. What they
share (the choices, the options several take, the group's error handling,
how a command reports) is ``common``. The group names each command and its
module (``COMMANDS``): no command is found by looking, and a command line
imports its own command's module only. Heavy libraries (ReportLab,
matplotlib) are imported inside the commands that draw, so ``bornes --help``,
``editions``, ``score`` and ``log`` start fast.
"""

from __future__ import annotations

import gc

import click

from generator import __version__
from generator.cli.common import BornesGroup, Commands, examples, warn

COMMANDS = Commands(
    {
        "editions": ("generator.cli.editions", "editions"),
        "score": ("generator.cli.score", "score"),
        "log": ("generator.cli.log", "log_command"),
        "sheet": ("generator.cli.sheet", "sheet"),
        "import": ("generator.cli.import_", "import_command"),
        "scan": ("generator.cli.scan", "scan"),
        "cards": ("generator.cli.cards", "cards"),
        "report": ("generator.cli.report", "report"),
        "chart": ("generator.cli.chart", "chart"),
        "all": ("generator.cli.all", "all_command"),
    }
)
"""Every command of ``bornes``, by name: the module that defines it, and the command there. Each
module is imported when its command is asked for: ``bornes score`` makes no other command's options."""

TERMINAL_COMMANDS = ("editions", "score", "log", "scan")
"""The commands that draw nothing, so load no drawing library and check none of their settings."""

WITHOUT_COLLECTOR = ("editions", "score")
"""The commands that run to the end with the cyclic garbage collector paused (``generator.__main__``):
each reads at most its logs (2 MB each), prints and exits, and makes no cycles to collect."""


@click.group(
    cls=BornesGroup,
    commands=COMMANDS,
    context_settings={"help_option_names": ["-h", "--help"]},
    epilog=examples(
        ("Find your box's edition id (first column)", "bornes editions"),
        ("Print its score sheet and rules cards", "bornes sheet --edition winning-moves"),
        ("Everything a command can do", "bornes cards --help"),
    ),
)
@click.version_option(__version__, prog_name="bornes")
@click.pass_context
def main(ctx: click.Context) -> None:
    """Bornes: score sheets, rules cards and match reports for Mille Bornes.

    Every value Bornes prints comes from the rulebook of the edition you
    choose; `bornes editions` lists them.
    """
    # Click runs the group's callback once it knows the subcommand, before running it:
    # a command that draws gets the drawing libraries' settings checked (generator.environment).
    if ctx.invoked_subcommand not in WITHOUT_COLLECTOR:
        gc.enable()  # paused while Bornes loads (generator.__main__)
    if ctx.invoked_subcommand not in TERMINAL_COMMANDS:
        from generator.environment import prepare_drawing

        prepare_drawing(warn=warn)
