"""The ``bornes`` command line: one group, thin commands, one place for errors.

Each command parses its options (choices read from the registries), calls one
library function and reports. Heavy libraries (ReportLab, matplotlib) are
imported inside the commands that draw, so ``bornes --help``, ``editions``,
``score`` and ``log`` start fast.
"""

from __future__ import annotations

import errno
import gc
import os
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar, cast

import click

from generator import __version__
from generator.errors import INTERRUPTED, BornesError, Interrupted, is_interrupt
from generator.pdf.margins import HOME_SAFE_MM, MIN_MARGIN_MM, PRINT_SHOP_SAFE_MM, SAFE_MARGIN_MM

if TYPE_CHECKING:  # for annotations only; at run time each is imported where it is needed:
    from pathlib import Path  # once a path is given (PathType): `--help` and `editions` take none

    from generator.cards.imposition import Duplex  # the type of --duplex, for the cast below
    from generator.rules.editions import Edition  # the registry is loaded on first use (_Registry)
    from generator.rules.match import MatchResult
    from generator.stats.season import Season

F = TypeVar("F", bound=Callable[..., Any])


class _Registry(Mapping[str, "Edition"]):
    """``generator.rules.editions.EDITIONS``, imported when first read: ``bornes --help`` needs none of it."""

    @staticmethod
    def _editions() -> Mapping[str, Edition]:
        from generator.rules.editions import EDITIONS

        return EDITIONS

    def __getitem__(self, edition_id: str) -> Edition:
        return self._editions()[edition_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._editions())

    def __len__(self) -> int:
        return len(self._editions())


EDITIONS = _Registry()


class RegistryChoice(click.Choice[str]):
    """A choice among a registry's keys, read from the registry when an option is parsed or its help shown.

    Every choice of the command line is one of these, named by the module and
    attribute that define it: ``bornes --help``, ``editions`` and ``score``
    load none of those modules, and how a typed value is matched to a choice,
    or a mistake answered, is decided here for all of them: in any case
    (``--paper A4`` is ``a4``), and a value that is none of them is answered
    with the choices it was likely meant to be (``generator.errors.did_you_mean``).
    """

    def __init__(self, module: str, registry: str) -> None:
        super().__init__((), case_sensitive=False)
        self.registry = (module, registry)

    @property
    def choices(self) -> tuple[str, ...]:
        from importlib import import_module

        module, registry = self.registry
        return tuple(getattr(import_module(module), registry))

    @choices.setter
    def choices(self, _: object) -> None:
        """Click sets the choices in ``__init__``; they are the registry's."""

    def get_invalid_choice_message(self, value: Any, ctx: click.Context | None) -> str:
        """Click's message (``'x' is not one of …``), then the likely choices: "Did you mean 'a4'?"."""
        from generator.errors import did_you_mean

        message = super().get_invalid_choice_message(value, ctx)
        hint = did_you_mean(str(value), self.choices)
        return f"{message} {hint[:1].upper()}{hint[1:]}" if hint else message


class PathType(click.Path["Path"]):
    """``click.Path`` giving a ``pathlib.Path``, with pathlib imported only once a path is given.

    The same as ``click.Path(path_type=Path)``; ``bornes --help`` and ``editions``
    take no path, so they do not load pathlib.
    """

    def coerce_path_result(self, value: str | os.PathLike[str]) -> Path:
        from pathlib import Path

        return Path(value)


ANY_PATH = PathType()
FILE_PATH = PathType(dir_okay=False)
FOLDER_PATH = PathType(file_okay=False)
"""The path types of the options and arguments: one of each, as each ``click.Path`` asks
gettext for its name when made (a file search each, for the user's languages)."""

EDITION_CHOICE = RegistryChoice("generator.rules.editions", "EDITIONS")
LANG_CHOICE = RegistryChoice("generator.text.languages", "LANGUAGES")
PAPER_CHOICE = RegistryChoice("generator.pdf.paper", "PAPERS")
CARD_LAYOUT_CHOICE = RegistryChoice("generator.cards", "LAYOUTS")
DUPLEX_CHOICE = RegistryChoice("generator.cards", "DUPLEX")


def default_output(name: str) -> Path:
    """``output/NAME``: where a command writes its file without ``-o``."""
    from pathlib import Path

    from generator.defaults import OUTPUT_FOLDER

    return Path(OUTPUT_FOLDER) / name


def save(
    path: Path, data: bytes, *, inputs: Sequence[Path | None] = (), default: bool = False, new: bool = False
) -> None:
    """Write a command's output through ``generator.files.write_output`` and print where it went.

    ``inputs`` are the files the command read (never replaced); a ``default``
    output's folder is made when missing; a ``new`` file is never written
    over anything. Nothing is printed for ``-o -``.
    """
    from generator.files import write_output
    from generator.textout import for_terminal

    read = [source for source in inputs if source is not None]
    if write_output(path, data, inputs=read, create_folder=default, new=new) is not None:
        click.echo(for_terminal(str(path)))


def default_folder(output: Path | None) -> Path:
    """The folder a folder-writing command fills: ``output/``, made when missing, or the given one."""
    from generator.errors import OutputError

    if output is not None:
        if not output.is_dir():
            raise OutputError(f"{output}: the output folder does not exist")
        return output
    from pathlib import Path

    from generator.defaults import OUTPUT_FOLDER

    folder = Path(OUTPUT_FOLDER)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{folder}: cannot make the folder ({exc.strerror or exc})") from None
    return folder


TERMINAL_COMMANDS = ("editions", "score", "log")
"""The commands that draw nothing, so load no drawing library and check none of their settings."""

WITHOUT_COLLECTOR = ("editions", "score")
"""The commands that run to the end with the cyclic garbage collector paused (``generator.__main__``):
each reads at most its logs (2 MB each), prints and exits, and makes no cycles to collect."""


def warn(message: str) -> None:
    """A ``Warning:`` line on stderr, made safe for the terminal: every command warns through here."""
    from generator.textout import for_terminal

    click.echo(for_terminal(f"Warning: {message}", err=True), err=True)


def examples(*cases: tuple[str, str]) -> str:
    """A command's examples, as its epilog: each a comment saying what it does, then the command line.

    Each is a paragraph of its own that Click prints as it is (``\\b``): a
    command line is never wrapped, and the comments keep the whole block
    pasteable into bash, zsh, fish and PowerShell alike.
    """
    return "\n\n".join(f"\b\n# {purpose}\n{command}" for purpose, command in cases)


class _WithExamples(click.Command):
    """A command whose help ends with its examples (its epilog) under the heading "Examples"."""

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:  # noqa: ARG002 (Click's signature)
        if self.epilog:
            with formatter.section("Examples"):
                formatter.write_text(self.epilog)


class BornesCommand(_WithExamples):
    """Every command of the group: its help ends with its examples."""


class BornesGroup(_WithExamples, click.Group):
    """The command group; turns every ``BornesError`` into a one-line message and exit status 1.

    The terminal is made safe first (``generator.environment``): characters it
    cannot encode are replaced. A full standard output is one line and exit
    status 1; a closed one (``| head``) ends quietly, as Click does for a
    broken pipe. Ctrl-C is one line too (what is kept, for ``Interrupted``)
    and exit status 130.
    """

    command_class = BornesCommand

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Each command with its summary (its help's first sentence) uncut, wrapped as it needs.

        Click cuts a summary to what fits beside the command on one line, and
        most of Bornes' summaries say more than that.
        """
        rows = [
            (name, command.get_short_help_str(limit=sys.maxsize))
            for name in self.list_commands(ctx)
            if (command := self.get_command(ctx, name)) is not None and not command.hidden
        ]
        with formatter.section("Commands"):
            formatter.write_dl(rows)

    def invoke(self, ctx: click.Context) -> Any:
        from generator.environment import prepare_terminal, quiet_stdout
        from generator.textout import for_terminal

        try:
            prepare_terminal()
            result = super().invoke(ctx)
            sys.stdout.flush()
            return result
        except Interrupted as stop:
            _interrupted(f"Interrupted: {stop}")
        except BornesError as error:
            raise click.ClickException(for_terminal(str(error), err=True)) from None
        except (KeyboardInterrupt, click.Abort) as stop:
            if not is_interrupt(stop):
                raise  # end of input at a prompt: Click's "Aborted!", status 1
            _interrupted("Interrupted.")
        except OSError as error:
            # Files are written through generator.files (an OutputError): this is stdout.
            if error.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO):
                raise
            quiet_stdout()
            raise click.ClickException(f"cannot write the output ({error.strerror or error})") from None


def _interrupted(message: str) -> NoReturn:
    """Ctrl-C: a new line after the terminal's ``^C``, ``message`` on stderr, exit status 130.

    Every file is written whole or not at all (``generator.files``), so there
    is nothing to clean up.
    """
    from generator.textout import for_terminal

    click.echo(err=True)
    click.echo(for_terminal(message, err=True), err=True)
    raise click.exceptions.Exit(INTERRUPTED)


@click.group(
    cls=BornesGroup,
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


def edition_options(func: F) -> F:
    """``--edition ID`` and ``--rules FILE``, for every command that prints an edition's rules."""
    func = click.option(
        "--rules",
        "rules_path",
        type=ANY_PATH,
        help="A house-rules TOML file (its 'base' names the edition).",
    )(func)
    return click.option(
        "--edition",
        "edition_id",
        type=EDITION_CHOICE,
        help="The rulebook you play, from `bornes editions`.",
    )(func)


LANG_VARIABLE = "BORNES_LANG"
PAPER_VARIABLE = "BORNES_PAPER"
"""The environment variables a household sets once for ``--lang`` and ``--paper`` (an English
family in Britain: ``BORNES_PAPER=a4``). Each stands for its option wherever the option is taken,
checked as the option is; an option typed wins over its variable."""


def lang_option(help: str) -> Callable[[F], F]:
    """``--lang``, one of ``generator.text.languages``, or ``BORNES_LANG``; ``None`` when neither is
    given (``defaults.printing``)."""
    return click.option("--lang", type=LANG_CHOICE, envvar=LANG_VARIABLE, show_envvar=True, help=help)


def paper_option(help: str = "Paper size (default: Letter in English, A4 in French).") -> Callable[[F], F]:
    """``--paper``, one of ``generator.pdf.paper.PAPERS``, or ``BORNES_PAPER``; ``None`` when neither
    is given (``defaults.printing``)."""
    return click.option("--paper", type=PAPER_CHOICE, envvar=PAPER_VARIABLE, show_envvar=True, help=help)


def output_option(help: str, *, type: click.Path[Path] = FILE_PATH) -> Callable[[F], F]:
    """``-o``/``--output``: a file, or what ``type`` allows; ``None`` when left out (``default_output``)."""
    return click.option("-o", "--output", type=type, help=help)


def resolve_edition(edition_id: str | None, rules_path: Path | None) -> Edition:
    """The edition an ``--edition``/``--rules`` pair asks for."""
    if rules_path is not None:
        from generator.files import load_house_rules

        edition = load_house_rules(rules_path)
        if edition_id is not None and edition_id != edition.house_rules_base:
            raise click.UsageError(
                f"{rules_path} is based on {edition.house_rules_base}, not on {edition_id}"
            )
        return edition
    if edition_id is None:
        raise click.UsageError("give --edition ID (see `bornes editions`) or --rules FILE")
    return EDITIONS[edition_id]


def warn_unprintable(*texts: str | None) -> None:
    """Warn on stderr about characters of user strings that no bundled font has.

    They print as U+FFFD (see ``generator.pdf.text.for_print``): never a silent empty box.
    """
    from generator.pdf.fonts import missing_glyphs

    for text in texts:
        missing = missing_glyphs(text or "")
        if missing:
            warn(f"{text!r} has characters the bundled fonts lack ({missing}); they print as \ufffd.")


@main.command(
    epilog=examples(
        ("Every edition; its id (first column) is what --edition takes", "bornes editions"),
        ("Then, for the Winning Moves box", "bornes sheet --edition winning-moves"),
    )
)
@lang_option("Language of the table (default: English).")
def editions(lang: str | None) -> None:
    """List every edition: id, name, players, trip and scoring in short."""
    from generator.textout import editions_table

    click.echo(editions_table(lang or "en"))


@main.command(
    epilog=examples(
        ("Every hand's lines, the running totals and the winner", "bornes score examples/friday-night.toml"),
        ("The same as JSON, for a program to read", "bornes score examples/friday-night.toml --json"),
        ("Every match of a folder in one table, for a spreadsheet", "bornes score club/*.toml --csv"),
    )
)
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=ANY_PATH)
@click.option(
    "--season",
    "as_season",
    is_flag=True,
    help="The logs as a season (same rules): standings, ratings, head-to-head. Several logs are one "
    "unless --csv is given without it.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON (a season: the season's).")
@click.option(
    "--csv",
    "as_csv",
    is_flag=True,
    help="Print a CSV table: a row per hand and side (several logs: one table); with --season, "
    "the standings.",
)
@click.option(
    "--summary",
    is_flag=True,
    help="Print a few lines to paste in a chat or an e-mail: the result and the best hand, or a "
    "season's standings.",
)
@lang_option(
    "Language of the table and of --summary (default: the edition's); JSON, CSV and -o keep their keys."
)
@output_option(
    "Write a spreadsheet (FILE.xlsx) instead of printing: every hand, and for a season its "
    "standings, matches, ratings and head-to-head."
)
def score(
    logs: tuple[Path, ...],
    as_season: bool,
    as_json: bool,
    as_csv: bool,
    summary: bool,
    lang: str | None,
    output: Path | None,
) -> None:
    """Score a match log: every hand's lines, running totals and the winner.

    Several logs of the same rules are a season: its standings (everyone
    named in the logs, each player of a team that names its players), with
    --json its standings, ratings, head-to-head, form and a page per player.
    --csv prints one row per hand and side with every fact and line, for a
    program (with --season, the standings); -o FILE.xlsx writes a workbook
    that LibreOffice and Excel open as it is.
    """
    from generator.matchlog.load import load_result

    if sum((as_json, as_csv, summary, output is not None)) > 1:
        raise click.UsageError("--json, --csv, --summary and -o: choose one")
    if output is not None and output.suffix.lower() != ".xlsx":
        raise click.BadParameter(f"{output}: the spreadsheet is a .xlsx file", param_hint="-o")
    is_season = as_season or (len(logs) > 1 and not as_csv)
    results = [(log.stem, load_result(log)) for log in logs]
    first = results[0][1]
    language = lang or first.match.edition.language  # the table's and the summary's
    the_season = _season(results) if is_season else None
    if output is not None:
        from generator.csvout import hand_rows, season_tables
        from generator.spreadsheet import workbook

        tables = season_tables(the_season) if the_season is not None else ()
        save(output, workbook([*tables, hand_rows(results)]), inputs=logs)
        return
    if as_csv:
        from generator.csvout import scores_csv, standings_rows, to_csv

        _echo(to_csv(standings_rows(the_season)) if the_season is not None else scores_csv(results), nl=False)
    elif as_json:
        from generator.summary import season_summary
        from generator.summary import summary as match_json

        data = season_summary(the_season) if the_season is not None else match_json(results[0][1])
        _echo_json(data)
    elif summary:
        from generator.report.share import match_summary, season_summary_text

        if the_season is not None:
            _echo(season_summary_text(the_season, language), nl=False)
        else:
            _echo(match_summary(first, language), nl=False)
    elif the_season is not None:
        from generator.report.report_text import season_table

        _echo(season_table(the_season, language))
    else:
        from generator.textout import score_table

        _echo(score_table(first, language))


def _season(results: Sequence[tuple[str, MatchResult]]) -> Season:
    """The season of these logs, warning of what a season would otherwise do quietly: count as two
    people names that differ only in case or accents, and take undated logs after the dated ones."""
    from generator.stats.season import look_alike, season

    club = season(results)
    for group in look_alike(club.results):
        shown = ", ".join(repr(name) for name in group)
        warn(f"{shown} differ only in case or accents: the season counts them as different people")
    if club.undated:
        undated = ", ".join(club.undated)
        them = "it" if len(club.undated) == 1 else "them"
        warn(f"no date in {undated}: the season takes {them} after the dated logs, in the order given")
    return club


def _echo(text: str, *, nl: bool = True) -> None:
    """Print ``text`` as the terminal can show it, with a warning when some characters cannot be."""
    from generator.textout import for_terminal, unshowable

    missing = unshowable(text)
    if missing:
        import sys

        encoding = getattr(sys.stdout, "encoding", None) or "?"
        shown = ", ".join(f"U+{ord(char):04X}" for char in missing[:3]) + (", …" if len(missing) > 3 else "")
        warn(
            f"this terminal's encoding ({encoding}) cannot show {len(missing)} character(s) of the output "
            f"({shown}): they print as look-alikes or '?'; set PYTHONIOENCODING=utf-8 to see them"
        )
    click.echo(for_terminal(text), nl=nl)


def _echo_json(data: object) -> None:
    """Print JSON: as it is where the terminal can show every character, else with ``\\u``
    escapes (the same JSON, nothing lost)."""
    import json

    from generator.textout import json_visible, unshowable

    text = json.dumps(data, ensure_ascii=False, indent=2)
    if unshowable(text):
        text = json.dumps(data, ensure_ascii=True, indent=2)
    click.echo(json_visible(text))


@main.command(
    "log",
    epilog=examples(
        (
            "Start tonight's match (names and team players asked), then log each hand",
            "bornes log tonight.toml --edition winning-moves --players 4",
        ),
        ("Go on with a match stopped with Enter", "bornes log tonight.toml"),
        ("Enter hand 3 again, to fix a miscount", "bornes log tonight.toml --fix 3"),
    ),
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
def log_command(
    log_path: Path,
    edition_id: str | None,
    rules_path: Path | None,
    players: int | None,
    sides: tuple[str, ...],
    side_players: tuple[str, ...],
    title: str | None,
    day: Any,
    target: int | None,
    fixed_hands: int | None,
    first_to: int | None,
    fix: int | None,
    lang: str | None,
) -> None:
    """Log a match as it is played: each side's facts, hand by hand.

    Creates LOG if needed (in a team game, asking each team's players too, so
    a season counts each one), asks only what the edition scores, checks each
    answer against the hand so far as it is typed (asking again on a
    mistake), shows each hand's lines and the running totals, and stops when
    the match is won. Every hand is saved as soon as it is complete; press
    Enter at a hand's first question to stop. --fix N lists hand N's answers
    to change only the wrong ones.
    """
    from generator.matchlog.session import NewMatch, run, side_option

    edition = resolve_edition(edition_id, rules_path) if edition_id or rules_path else None
    try:
        parsed_sides = tuple(side_option(text) for text in sides)
    except BornesError as error:
        raise click.BadParameter(str(error), param_hint="--side") from None
    try:
        parsed_players = tuple(side_option(text, "--player") for text in side_players)
    except BornesError as error:
        raise click.BadParameter(str(error), param_hint="--player") from None
    start = NewMatch(
        edition=edition,
        rules=rules_path,
        players=players,
        sides=parsed_sides,
        side_players=parsed_players,
        title=title,
        date=day.date() if day else None,
        target=target,
        fixed_hands=fixed_hands,
        first_to=first_to,
    )
    run(log_path, start, fix=fix, lang=lang)


@main.command(
    epilog=examples(
        (
            "The Winning Moves box's sheet for three players, on A4",
            "bornes sheet --edition winning-moves --players 3 --paper a4",
        ),
        (
            "A French sheet for two, with the players' names printed",
            "bornes sheet --edition dujardin-2024 --players 2 --names Zoe --names Hugo",
        ),
        (
            "A form that adds itself up, to fill in on a tablet",
            "bornes sheet --edition parker-brothers --fillable -o tablet.pdf",
        ),
    )
)
@edition_options
@click.option(
    "--players", type=click.IntRange(min=1), help="Players at the table (default: the edition's usual)."
)
@click.option(
    "--sides",
    type=click.IntRange(min=1),
    help="Sides, where the players alone do not tell (4 players: 2 teams, or 4 alone).",
)
@lang_option("Language of the sheet (default: the edition's).")
@paper_option()
@click.option(
    "--names",
    multiple=True,
    metavar="NAME",
    help="A side's name, once per side in order; without it the name boxes are left to write in.",
)
@click.option(
    "--hands",
    type=click.IntRange(min=1, max=200),
    help="Hands (games, for a race) to print in all; default: as many as fill one page.",
)
@click.option(
    "--first-hand",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="The number of the sheet's first hand, to go on with a match from another sheet.",
)
@click.option("--fillable", is_flag=True, help="A form that adds itself up, to fill in on screen.")
@click.option(
    "--html",
    "as_html",
    is_flag=True,
    help="A score sheet for phones and tablets instead: one HTML file that applies the rules, "
    "keeps the match in the browser and exports its log; it needs no network.",
)
@output_option(
    "The file to write (default: output/sheet-EDITION-SETUP-LANG-PAPER.pdf; "
    "with --html, output/sheet-EDITION-SETUP-LANG.html)."
)
@click.pass_context
def sheet(
    ctx: click.Context,
    edition_id: str | None,
    rules_path: Path | None,
    players: int | None,
    sides: int | None,
    lang: str | None,
    paper: str | None,
    names: tuple[str, ...],
    hands: int | None,
    first_hand: int,
    fillable: bool,
    as_html: bool,
    output: Path | None,
) -> None:
    """Print a score sheet for your edition and setup, every value from its rules.

    A block per hand with a row per line the edition scores, each with its
    value, the hand's total and the running total; for dujardin-2025, a race
    sheet for a series of games. Prints the path of the PDF written.

    --html writes the sheet for a phone or a tablet instead: one file to
    send to the device and open in its browser, nothing to install. It asks
    each hand's facts, applies the edition's rules as `bornes score` does,
    keeps the match across reloads and exports it as a match log.
    """
    from generator.defaults import printing
    from generator.sheets.content import check_names, default_filename, pick_setup

    if as_html:
        for name in ("paper", "hands", "first_hand", "fillable"):
            if _given(ctx, name):
                raise click.UsageError(f"--{name.replace('_', '-')} has no effect with --html")
    edition = resolve_edition(edition_id, rules_path)
    try:
        setup = pick_setup(edition, players, sides)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--players/--sides") from None
    try:
        check_names(names or None, setup)
    except ValueError as error:
        raise click.BadParameter(str(error), param_hint="--names") from None
    rules_file = rules_path.name if rules_path is not None else None
    if as_html:
        from generator.sheets.sheet_html import default_filename as html_filename
        from generator.sheets.sheet_html import sheet_html

        lang = lang or edition.language
        page = sheet_html(edition, setup, lang=lang, names=names or None, rules_file=rules_file)
        path = output or default_output(html_filename(edition, setup, lang=lang))
        save(path, page, inputs=[rules_path], default=output is None)
        return
    from generator.sheets.sheet_pdf import sheet_pdf

    warn_unprintable(*names)
    lang, paper = printing(edition, lang=lang, paper=paper)
    pdf = sheet_pdf(
        edition,
        setup,
        lang=lang,
        paper=paper,
        names=names or None,
        hands=hands,
        first_hand=first_hand,
        fillable=fillable,
        rules_file=rules_file,
    )
    path = output or default_output(
        default_filename(edition, setup, lang=lang, paper=paper, fillable=fillable)
    )
    save(path, pdf, inputs=[rules_path], default=output is None)


@main.command(
    "import",
    epilog=examples(
        ("A sheet filled on a tablet, back into a match log (tablet.toml)", "bornes import tablet.pdf"),
        (
            "A match on two sheets (the second made with --first-hand)",
            "bornes import first.pdf second.pdf -o match.toml",
        ),
    ),
)
@click.argument("sheets", metavar="SHEET...", nargs=-1, required=True, type=ANY_PATH)
@output_option("The log to write (default: the first sheet's name, ending in .toml); never overwritten.")
def import_command(sheets: tuple[Path, ...], output: Path | None) -> None:
    """Read filled fillable sheets back into a match log, checked like any log.

    Several sheets of one match are read in order (the next one made with
    --first-hand). Where the totals the sheet stored disagree with the
    scoring module, a warning names the hand and side; the facts are written
    all the same. Prints the path of the log written.
    """
    from generator.errors import OutputError
    from generator.files import AlreadyExists, LogLock, check_output
    from generator.matchlog.form_reader import import_log

    path = output or sheets[0].with_suffix(".toml")
    check_output(path, inputs=sheets)
    # Held from the first look at the log to its last byte, as `bornes log` holds it: no
    # session can start the log meanwhile, and a file made meanwhile is never written over.
    with LogLock(path):
        text, warnings = import_log(sheets, path)
        for warning in warnings:
            warn(warning)
        try:
            save(path, text.encode("utf-8"), inputs=sheets, new=True)
        except AlreadyExists:
            said = "was made by another program while the sheets were read: it is left as it is"
            raise OutputError(f"{path}: {said}") from None


def _card_parser(name: str) -> Callable[[click.Context, click.Parameter, Any], Any]:
    """A Click callback reading an option with ``generator.cards.parse_<name>``."""

    def callback(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        if value is None:
            return None
        import generator.cards

        try:
            return getattr(generator.cards, f"parse_{name}")(value)
        except ValueError as error:
            raise click.BadParameter(str(error), ctx=ctx, param=param) from None

    return callback


def _given(ctx: click.Context, name: str) -> bool:
    """Whether the user typed the option (not its default)."""
    return ctx.get_parameter_source(name) is click.core.ParameterSource.COMMANDLINE


def _check_card_options(ctx: click.Context, layout: str, aid: bool, calibrate: bool) -> None:
    """Refuse options the chosen layout would silently ignore."""
    ignored = {
        "sheet": ("card_size", "bleed", "back_offset", "duplex", "no_crop_marks", "margin", "gap", "safe"),
        "fold": ("back_offset", "duplex"),
        "single": ("back_offset", "duplex", "no_crop_marks", "margin", "gap"),
        "cards": (),
    }[layout]
    if calibrate:
        ignored = (
            "card_size",
            "bleed",
            "back_offset",
            "no_crop_marks",
            "layout",
            "aid",
            "copies",
            "build_all",
            "margin",
            "gap",
            "safe",
        )
    for name in ignored:
        if _given(ctx, name):
            option = "--" + name.replace("_", "-").replace("build-all", "all")
            what = "--calibrate" if calibrate else f"--layout {layout}"
            raise click.UsageError(f"{option} has no effect with {what}")
    if _given(ctx, "copies") and not aid:
        raise click.UsageError("--copies is the number of player aids: give it with --aid")
    if aid and layout == "sheet":
        raise click.UsageError("the player aid is a card: use --layout cards, fold or single")


@main.command(
    epilog=examples(
        (
            "Your box's cards, fronts then backs, to print double-sided",
            "bornes cards --edition winning-moves",
        ),
        (
            "Each card's front beside its back, to fold: no duplex needed",
            "bornes cards --edition dujardin-classic --layout fold",
        ),
        ("Four player aids, in French", "bornes cards --edition parker-brothers --aid --copies 4 --lang fr"),
    )
)
@edition_options
@lang_option("Language of the cards (default: the edition's).")
@paper_option()
@click.option(
    "--layout",
    type=CARD_LAYOUT_CHOICE,
    default="cards",
    show_default=True,
    help="cards: fronts to cut out, each page followed by its backs for duplex; fold: each front "
    "beside its back, for printers without duplex; single: one card per page, for print shops; "
    "sheet: the cards as six panels of one page.",
)
@click.option(
    "--card-size",
    default="63.5x88.9",
    show_default=True,
    metavar="WxH",
    callback=_card_parser("card_size"),
    help="Card width and height in mm (poker size by default; 63,5x88,9 works too).",
)
@click.option(
    "--duplex",
    type=DUPLEX_CHOICE,
    default="long",
    show_default=True,
    help="How your printer turns the sheet for the backs: over its long edge or its short edge.",
)
@click.option(
    "--back-offset",
    metavar="X,Y",
    callback=_card_parser("offset"),
    help="Move every back by X,Y mm (negative allowed), as read on the --calibrate target.",
)
@click.option(
    "--bleed",
    default="0",
    show_default=True,
    metavar="MM",
    callback=_card_parser("length"),
    help="Extend each card's background this far past the cut, for a print shop (3 is usual).",
)
@click.option(
    "--margin",
    default=f"{SAFE_MARGIN_MM:g}",
    show_default=True,
    metavar="MM",
    callback=_card_parser("margin"),
    help=f"Keep everything this far from the paper's edge: {SAFE_MARGIN_MM:g} mm suits every printer; "
    f"most print to 5 mm (nine poker cards to a page), none nearer than {MIN_MARGIN_MM:g} mm.",
)
@click.option(
    "--gap",
    default="0",
    show_default=True,
    metavar="MM",
    callback=_card_parser("length"),
    help="Space the cards this far apart, for cutting tools that want a gutter (0: edge to edge).",
)
@click.option(
    "--safe",
    metavar="MM",
    callback=_card_parser("length"),
    help=f"Keep the frame and text this far inside the cut (default: {PRINT_SHOP_SAFE_MM:g} with --layout "
    f"single, as print shops ask; {HOME_SAFE_MM:g} otherwise).",
)
@click.option("--no-crop-marks", is_flag=True, help="Leave out the crop marks around the cards.")
@click.option(
    "--aid", is_flag=True, help="Print player aids instead: hazards on the front, scoring on the back."
)
@click.option(
    "--copies",
    type=click.IntRange(min=1, max=64),
    help="How many player aids (default: one per player of the edition's usual setup).",
)
@click.option(
    "--calibrate",
    is_flag=True,
    help="Print the two-page target that measures your printer's back offset, for --back-offset.",
)
@output_option(
    "The PDF to write (default: output/cards-EDITION-LANG-PAPER….pdf); "
    "with --all, the folder to write into (default: output).",
    type=ANY_PATH,
)
@click.option(
    "--all",
    "build_all",
    is_flag=True,
    help="Build every edition, in English and in French (or in the --lang given).",
)
@click.pass_context
def cards(
    ctx: click.Context,
    edition_id: str | None,
    rules_path: Path | None,
    lang: str | None,
    paper: str | None,
    layout: str,
    card_size: tuple[float, float],
    duplex: str,
    back_offset: tuple[float, float] | None,
    bleed: float,
    margin: float,
    gap: float,
    safe: float | None,
    no_crop_marks: bool,
    aid: bool,
    copies: int | None,
    calibrate: bool,
    output: Path | None,
    build_all: bool,
) -> None:
    """Print rules reference cards for your edition, in English or French.

    Six cards: the turn and the trip, hazards and remedies, safeties and the
    coup fourré, scoring (or, for dujardin-2025, the race without points),
    the end of the hand and the match, and the deck. Every value comes from
    the edition's rules. Prints the path of each PDF written.

    --aid prints player aids instead (hazards on the front, scoring on the
    back); --calibrate prints the target that measures a duplex printer's
    back offset, to give back as --back-offset X,Y.
    """
    from functools import partial

    from generator.cards import calibration_filename, default_filename
    from generator.cards.cards_pdf import build_calibration, build_cards
    from generator.defaults import printing
    from generator.files import write_output
    from generator.text.languages import LANGUAGES
    from generator.textout import for_terminal

    _check_card_options(ctx, layout, aid, calibrate)
    flip = cast("Duplex", duplex)  # one of DUPLEX_CHOICE
    if calibrate:
        if edition_id is not None or rules_path is not None:
            raise click.UsageError("--calibrate prints a target for the printer: give it without an edition")
        lang, paper = printing(None, lang=lang, paper=paper)
        path = output or default_output(calibration_filename(lang=lang, paper=paper, duplex=duplex))
        save(path, build_calibration(lang=lang, paper=paper, duplex=flip), default=output is None)
        return

    def warner(path: Path) -> Callable[[str], None]:
        """Warnings name the file they are about (under --all, one of ten)."""
        return lambda message: warn(f"{path}: {message}")

    if margin < SAFE_MARGIN_MM and layout in ("cards", "fold"):
        warn(
            f"a {margin:g} mm margin is nearer the edge than some printers print: "
            f"check that yours prints there, or keep the {SAFE_MARGIN_MM:g} mm default"
        )
    build = partial(
        build_cards,
        layout=layout,
        card_size=card_size,
        crop_marks=not no_crop_marks,
        duplex=flip,
        bleed=bleed,
        margin=margin,
        gap=gap,
        safe=safe,
        back_offset=back_offset or (0.0, 0.0),
        aid=aid,
        copies=copies,
    )
    name = partial(default_filename, layout=layout, aid=aid, duplex=duplex)
    if build_all:
        if edition_id is not None or rules_path is not None:
            raise click.UsageError("--all builds every edition: give it without --edition or --rules")
        folder = default_folder(output)
        languages = [lang] if lang else list(LANGUAGES)
        jobs = [(edition, language) for edition in EDITIONS.values() for language in languages]
        written = []
        with click.progressbar(jobs, label="Building cards", file=sys.stderr) as bar:
            for edition, language in bar:
                card_lang, card_paper = printing(edition, lang=language, paper=paper)
                path = folder / name(edition, lang=card_lang, paper=card_paper)
                write_output(path, build(edition, lang=card_lang, paper=card_paper, warn=warner(path)))
                written.append(path)
        for path in written:
            click.echo(for_terminal(str(path)))
        return
    edition = resolve_edition(edition_id, rules_path)
    warn_unprintable(edition.house_rules)
    lang, paper = printing(edition, lang=lang, paper=paper)
    path = output or default_output(name(edition, lang=lang, paper=paper))
    pdf = build(edition, lang=lang, paper=paper, warn=warner(path))
    save(path, pdf, inputs=[rules_path], default=output is None)


@main.command(
    epilog=examples(
        (
            "A match's report: who won and why, the race chart, every hand",
            "bornes report examples/friday-night.toml",
        ),
        ("The same in French, on A4", "bornes report examples/friday-night.toml --lang fr --paper a4"),
        (
            "A season's standings from every match of a folder",
            "bornes report --season club/*.toml -o season.pdf",
        ),
    )
)
@click.argument("logs", metavar="LOG...", nargs=-1, required=True, type=ANY_PATH)
@lang_option("Language of the report (default: the edition's).")
@paper_option()
@click.option("--season", is_flag=True, help="Several logs, same rules: standings across the matches.")
@click.option(
    "--html",
    is_flag=True,
    help="Write one self-contained HTML page instead of the PDF (charts as SVG with their text, "
    "nothing to load), to share or read on a phone. An -o ending in .html implies it.",
)
@output_option(
    "The file to write (default: output/report-LOG-LANG.pdf, or output/season-LOG-LANG.pdf; "
    ".html with --html)."
)
@click.pass_context
def report(
    ctx: click.Context,
    logs: tuple[Path, ...],
    lang: str | None,
    paper: str | None,
    season: bool,
    html: bool,
    output: Path | None,
) -> None:
    """Print a match report: the result and why, the race chart, every hand, highlights.

    Every figure is computed by the scoring module, as `bornes score` prints it.
    With --season and several logs (same rules), a season report: standings
    across the matches (everyone named in the logs, each player of a team that
    names its players), head-to-head, ratings, each match's result and a page
    per player. Prints the path of the file written.
    """
    from generator.defaults import printing, report_filename
    from generator.matchlog.load import load_result

    html = html or (output is not None and output.suffix.lower() in HTML_SUFFIXES)
    if html and _given(ctx, "paper"):
        raise click.UsageError("--paper has no effect on an HTML page")
    if len(logs) > 1 and not season:
        raise click.UsageError("several logs make a season report: add --season")
    distinct_logs(logs)
    inputs: list[Path] = []
    results = [(log.stem, load_result(log, inputs=inputs)) for log in logs]
    first = results[0][1].match
    if not html:
        warn_unprintable(
            *(m.match.title for _, m in results),
            *(name for _, m in results for s in m.match.sides for name in (s.name, *s.players)),
        )
    lang, paper = printing(first.edition, lang=lang, paper=paper)
    club = _season(results) if season else None
    data: bytes
    if html:
        from generator.report.report_html import match_html, season_html

        data = season_html(club, lang=lang) if club is not None else match_html(results[0][1], lang=lang)
    else:
        from generator.report.report_pdf import match_pdf, season_pdf

        data = (
            season_pdf(club, lang=lang, paper=paper)
            if club is not None
            else match_pdf(results[0][1], lang=lang, paper=paper)
        )
    name = report_filename(logs[0].stem, lang, season=season, html=html)
    path = output or default_output(name)
    save(path, data, inputs=inputs, default=output is None)


HTML_SUFFIXES = (".html", ".htm")


def distinct_logs(logs: Sequence[Path]) -> None:
    """Refuse a log given twice, by one name or by two (a link to it): a season counts each match once.

    Two names are one file when the system gives them one device and file
    number (a symbolic or a hard link); where it gives no file number (0, as
    some file systems of USB sticks do), when they resolve to one path. A log
    that cannot be read is left for the reading to name.
    """
    from generator.errors import InputError

    seen: dict[object, Path] = {}
    for log in logs:
        try:
            stat = os.stat(log)
        except (OSError, ValueError):
            continue
        key = (stat.st_dev, stat.st_ino) if stat.st_ino else os.path.normcase(os.path.realpath(log))
        first = seen.setdefault(key, log)
        if first is not log:
            again = "is given twice" if first == log else f"and {first} are one file"
            raise InputError(f"{log} {again}: a season counts each match once")


def _format(path: Path) -> str:
    """A chart's format, from its file's suffix (``png`` for ``race.PNG``)."""
    return path.suffix.lower().lstrip(".")


@main.command(
    epilog=examples(
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
)
@click.argument("log", type=ANY_PATH)
@output_option("The chart to write: race.png, race.svg or race.pdf (default: output/race-LOG.png).")
@click.option(
    "--animate",
    type=FILE_PATH,
    help="Also write an animated GIF that draws the race hand by hand (alone, without -o).",
)
@lang_option("Language of the chart (default: the edition's).")
def chart(log: Path, output: Path | None, animate: Path | None, lang: str | None) -> None:
    """Draw the race chart of a match: each side's standing hand by hand, the target, the winner.

    The format comes from the file name given with -o. --animate writes a GIF
    with one frame per hand and the final chart. Prints the paths written.
    """
    from generator.chart.formats import STILL_FORMATS

    if output is not None and _format(output) not in STILL_FORMATS:
        suffixes = [f".{fmt}" for fmt in STILL_FORMATS]
        either = f"{', '.join(suffixes[:-1])} or {suffixes[-1]}"
        raise click.BadParameter(f"{output}: give a {either} file", param_hint="-o")
    if animate is not None and animate.suffix.lower() != ".gif":
        raise click.BadParameter(f"{animate}: the animation is a .gif file", param_hint="--animate")
    from generator.chart.export import animation, still
    from generator.defaults import chart_filename, printing
    from generator.matchlog.load import load_result

    inputs: list[Path] = []
    result = load_result(log, inputs=inputs)
    lang = printing(result.match.edition, lang=lang, paper=None).lang
    warn_unprintable(result.match.title, *(s.name for s in result.match.sides))
    if output is not None or animate is None:
        path = output or default_output(chart_filename(log.stem))
        save(path, still(result, _format(path), lang), inputs=inputs, default=output is None)
    if animate is not None:
        save(animate, animation(result, lang), inputs=inputs)


def _distinct_house_rules(paths: Sequence[Path], editions: Sequence[Edition]) -> list[Edition]:
    """House rules of ``bornes all --rules``, each once; refused when two would write files of one name.

    Files are named after the house rules' name (``defaults.edition_in_name``):
    two different house rules of one name would each overwrite the other's.
    The same rules given twice are made once.
    """
    from generator.defaults import edition_in_name
    from generator.errors import OutputError

    kept: dict[str, tuple[Path, Edition]] = {}
    for path, edition in zip(paths, editions, strict=True):
        name = edition_in_name(edition)
        if name in kept and kept[name][1] != edition:
            raise OutputError(
                f"--rules {kept[name][0]} and --rules {path} would both write the files named {name}: "
                "give each house rules a name of its own"
            )
        kept.setdefault(name, (path, edition))
    return [edition for _, edition in kept.values()]


@main.command(
    "all",
    epilog=examples(
        ("Every edition's sheet and cards, and the example matches' reports", "bornes all"),
        ("Only one box's, in French on A4", "bornes all --edition dujardin-classic --lang fr --paper a4"),
        (
            "One box's, and the same again with your house rules",
            "bornes all --edition parker-brothers --rules examples/rules/no-safe-trip.toml",
        ),
    ),
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
    lang: str | None,
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
    from generator.batch import all_jobs, example_logs, example_seasons
    from generator.files import load_house_rules, write_output
    from generator.matchlog.load import load_result
    from generator.textout import for_terminal

    house = _distinct_house_rules(rules_paths, [load_house_rules(path) for path in rules_paths])
    warn_unprintable(*(edition.house_rules for edition in house))

    folder = default_folder(output)
    chosen = [EDITIONS[e] for e in edition_ids]
    editions = chosen + house if chosen or house else list(EDITIONS.values())
    ids = {edition.id for edition in editions}
    inputs = list(rules_paths)
    matches = [(log.stem, load_result(log, inputs=inputs)) for log in example_logs()]
    chosen_matches = [(name, result) for name, result in matches if result.match.edition.id in ids]
    seasons = []
    for name, logs in example_seasons().items():
        club = _season([(log.stem, load_result(log, inputs=inputs)) for log in logs])
        if club.edition.id in ids:
            seasons.append((name, club))
    jobs = all_jobs(folder, editions, chosen_matches, seasons=seasons, lang=lang, paper=paper)
    with click.progressbar(jobs, label="Making", file=sys.stderr) as bar:
        for job in bar:
            write_output(job.path, job.build(), inputs=inputs)
    for job in jobs:
        click.echo(for_terminal(str(job.path)))
