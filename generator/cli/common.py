"""What the commands of the command line share, written once.

- the choices, each read from the registry that defines it
  (``RegistryChoice``), and the path types;
- how a command is declared (``command``: a ``BornesCommand``, its help
  ending with its examples) and the group's class (``BornesGroup``: the one
  place where errors become one-line messages and exit statuses);
- the options several commands take (``edition_options``, ``lang_option``,
  ``paper_option``, ``output_option``, ``flag``);
- what a command makes of its options: those typed (``typed``), the
  library's refusals (``refuse``, ``parsed``), the edition asked for, a
  season with its warnings;
- how a command reports: its warnings (``warn``), its text (``echo``,
  ``echo_json``), the files it writes (``save``, ``write_all``).

Heavy libraries, and the registries, are imported only when an option is
parsed or a command runs: ``bornes --help``, ``editions``, ``score`` and
``log`` start fast.
"""

from __future__ import annotations

import errno
import inspect
import os
import sys
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, MutableMapping, Sequence
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from generator.cli import language

if TYPE_CHECKING:  # for annotations only; at run time each is imported where it is needed:
    from pathlib import Path  # once a path is given (PathType): `--help` and `editions` take none

    from generator.files import Job
    from generator.rules.editions import Edition  # the registry is loaded on first use (_Registry)
    from generator.rules.match import MatchResult
    from generator.stats.season import Season
    from generator.text.languages import Lang

F = TypeVar("F", bound=Callable[..., Any])
T = TypeVar("T")


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
    attribute that define it: ``bornes --help`` loads none of those modules,
    ``editions`` and ``score`` none but the languages (every table is worded
    in a ``Lang``), and how a typed value is matched to a choice,
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
        """Click's message (``'x' is not one of …``), then the likely choices in Click's words (its
        own for a mistyped option): "Did you mean 'a4'?"."""
        from generator.cli.language import click_counted
        from generator.errors import close_names

        message = super().get_invalid_choice_message(value, ctx)
        close = [repr(name) for name in close_names(str(value), self.choices)]
        if not close:
            return message
        hint = click_counted(
            "Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)", len(close)
        )
        return f"{message} {hint.format(possibility=close[0], possibilities=', '.join(close))}"


class LangChoice(RegistryChoice):
    """``--lang``: a choice of ``generator.text.languages.LANGUAGES``, handed to the command as a
    ``Lang``, the one place a language typed (or set in ``BORNES_LANG``) becomes one."""

    def __init__(self) -> None:
        super().__init__("generator.text.languages", "LANGUAGES")

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Lang:
        from generator.text.languages import Lang

        return Lang(super().convert(value, param, ctx))


class PathType(click.Path["Path"]):
    """``click.Path`` giving a ``pathlib.Path``, with pathlib imported only once a path is given.

    The same as ``click.Path(path_type=Path)``; ``bornes --help`` and ``editions``
    take no path, so they do not load pathlib.
    """

    def coerce_path_result(self, value: str | os.PathLike[str]) -> Path:
        from pathlib import Path

        return Path(value)

    @property
    def name(self) -> str:
        """ "file", "directory" or "path", as a usage error names it: made once, with the command
        line, read in its language (``generator.cli.language``) each time it is shown."""
        from generator.cli.language import click_words

        return click_words(self._name)

    @name.setter
    def name(self, value: str) -> None:
        self._name = value


ANY_PATH = PathType()
FILE_PATH = PathType(dir_okay=False)
FOLDER_PATH = PathType(file_okay=False)
"""The path types of the options and arguments: one of each, as each ``click.Path`` asks
gettext for its name when made (a file search each, for the user's languages)."""

EDITION_CHOICE = RegistryChoice("generator.rules.editions", "EDITIONS")
LANG_CHOICE = LangChoice()
PAPER_CHOICE = RegistryChoice("generator.pdf.paper", "PAPERS")
CARD_LAYOUT_CHOICE = RegistryChoice("generator.cards", "LAYOUTS")
DUPLEX_CHOICE = RegistryChoice("generator.cards", "DUPLEX")
SHEET_LAYOUT_CHOICE = RegistryChoice("generator.sheets", "LAYOUTS")


def examples(*cases: tuple[str, str]) -> str:
    """A command's examples, as its epilog: each a comment saying what it does, then the command line.

    Each is a paragraph of its own that Click prints as it is (``\\b``): a
    command line is never wrapped, and the comments keep the whole block
    pasteable into bash, zsh, fish and PowerShell alike.
    """
    from generator.cli.language import COMMENT

    return "\n\n".join(f"\b\n{COMMENT}{purpose}\n{command}" for purpose, command in cases)


class _HelpFormatter(click.HelpFormatter):
    """Click's help formatter, its headings ("Options:") punctuated as the command line's language
    writes them (« Exemples : »)."""

    def write_heading(self, heading: str) -> None:
        self.write(f"{'':>{self.current_indent}}{language.heading(heading)}\n")


class _Context(click.Context):
    """Click's context, with the help formatter above."""

    formatter_class = _HelpFormatter


class _WithExamples(click.Command):
    """A command whose help ends with its examples (its epilog) under the heading "Examples", every
    word of its help in the command line's language (``generator.cli.language``): its text, its
    summary in the group's list, its options' help and its examples' comments, each looked up when
    shown, so the commands themselves keep their English (the command reference reads them)."""

    context_class = _Context

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:  # noqa: ARG002 (Click's signature)
        from generator.cli.language import words

        text = inspect.cleandoc(self.help).partition("\f")[0] if self.help else ""
        if text:
            formatter.write_paragraph()
            with formatter.indentation():
                formatter.write_text(words(text))

    def get_short_help_str(self, limit: int = 45) -> str:
        """The help's first sentence, in the command line's language, as Click makes a summary, but
        keeping the no-break spaces of French typography (Click's splits and joins at every space);
        cut at a word with "..." past ``limit`` characters."""
        from generator.cli.language import words

        text = words(inspect.cleandoc(self.help).partition("\f")[0]) if self.help else ""
        first = " ".join(text.split("\n\n")[0].split("\n"))
        end = first.find(". ")
        summary = first if end < 0 else first[: end + 1]
        if len(summary) <= limit:
            return summary
        return summary[: limit - 3].rsplit(" ", 1)[0] + "..."

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The options, as Click lists them, each one's help in the command line's language."""
        import copy

        from generator.cli.language import click_words, words

        rows = []
        for param in self.get_params(ctx):
            if isinstance(param, click.Option) and param.help:
                help = words(param.help)
                param = copy.copy(param)
                param.help = help
            record = param.get_help_record(ctx)
            if record is not None:
                rows.append(record)
        if rows:
            with formatter.section(click_words("Options")):  # Click's own heading
                formatter.write_dl(rows)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:  # noqa: ARG002 (Click's signature)
        from generator.cli.language import COMMENT, EXAMPLES_HEADING, words

        if self.epilog:
            lines = [
                COMMENT + words(line.removeprefix(COMMENT)) if line.startswith(COMMENT) else line
                for line in self.epilog.split("\n")
            ]
            with formatter.section(words(EXAMPLES_HEADING)):
                formatter.write_text("\n".join(lines))


class BornesCommand(_WithExamples):
    """Every command of the group: its help ends with its examples."""


def command(
    *cases: tuple[str, str], name: str | None = None
) -> Callable[[Callable[..., Any]], BornesCommand]:
    """A command of the group (``BornesCommand``) named ``name`` (by default, its function's),
    its help ending with these examples (``examples``)."""
    return click.command(name, cls=BornesCommand, epilog=examples(*cases))


class Commands(MutableMapping[str, click.Command]):
    """A group's commands by name, each imported from the module that defines it when first asked for.

    ``where`` names every command's module and the command's name there: it
    is the group's list of commands, written out (Click's "lazily loading
    subcommands"). A command line makes the options of its own command only,
    while ``--help`` and the reference, which list every command, import
    them all.
    """

    def __init__(self, where: Mapping[str, tuple[str, str]]) -> None:
        self._where = dict(where)
        self._made: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self._made:
            from importlib import import_module

            module, attribute = self._where[name]
            self._made[name] = getattr(import_module(module), attribute)
        return self._made[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._made[name] = command

    def __delitem__(self, name: str) -> None:
        if name not in self._where and name not in self._made:
            raise KeyError(name)
        self._where.pop(name, None)
        self._made.pop(name, None)

    def __iter__(self) -> Iterator[str]:
        return iter(dict.fromkeys([*self._where, *self._made]))

    def __len__(self) -> int:
        return len(self._where.keys() | self._made.keys())


class BornesGroup(_WithExamples, click.Group):
    """The command group; turns every ``BornesError`` into a one-line message and exit status 1.

    The terminal is made safe first (``generator.environment``): characters it
    cannot encode are replaced. A full standard output is one line and exit
    status 1; a closed one (``| head``) ends quietly, as Click does for a
    broken pipe. Ctrl-C is one line too (what is kept, for ``Interrupted``)
    and exit status 130.
    """

    command_class = BornesCommand

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The options, then the commands, as a Click group lists them."""
        super().format_options(ctx, formatter)
        self.format_commands(ctx, formatter)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run the command line, Click's own words in its language from the start (its usage errors
        come before any command runs)."""
        from generator.cli.language import install

        install()
        return super().main(*args, **kwargs)

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
        with formatter.section(language.click_words("Commands")):
            formatter.write_dl(rows)

    def invoke(self, ctx: click.Context) -> Any:
        from generator.environment import prepare_terminal, quiet_stdout
        from generator.errors import BornesError, Interrupted, is_interrupt
        from generator.textout import for_terminal

        try:
            prepare_terminal()
            result = super().invoke(ctx)
            sys.stdout.flush()
            return result
        except Interrupted as stop:
            _interrupted(language.say("cli_interrupted_because", reason=str(stop)))
        except BornesError as error:
            raise click.ClickException(for_terminal(str(error), err=True)) from None
        except (KeyboardInterrupt, click.Abort) as stop:
            if not is_interrupt(stop):
                raise  # end of input at a prompt: Click's "Aborted!", status 1
            _interrupted(language.say("cli_interrupted"))
        except OSError as error:
            # Files are written through generator.files (an OutputError): this is stdout.
            if error.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO):
                raise
            quiet_stdout()
            raise click.ClickException(
                language.say("cli_cannot_write", reason=str(error.strerror or error))
            ) from None


def _interrupted(message: str) -> NoReturn:
    """Ctrl-C: a new line after the terminal's ``^C``, ``message`` on stderr, exit status 130.

    Every file is written whole or not at all (``generator.files``), so there
    is nothing to clean up.
    """
    from generator.errors import INTERRUPTED
    from generator.textout import for_terminal

    click.echo(err=True)
    click.echo(for_terminal(message, err=True), err=True)
    raise click.exceptions.Exit(INTERRUPTED)


# The options several commands take


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


def flag(*names: str, help: str) -> Callable[[F], F]:
    """An option that is on when given (``--aid``): ``names`` are its flag and, where it differs, the
    name the command reads it by."""
    return click.option(*names, is_flag=True, help=help)


LANG_VARIABLE = language.LANG_VARIABLE
PAPER_VARIABLE = "BORNES_PAPER"
"""The environment variables a household sets once for ``--lang`` and ``--paper`` (an English
family in Britain: ``BORNES_PAPER=a4``). Each stands for its option wherever the option is taken,
checked as the option is; an option typed wins over its variable."""


class HouseholdOption(click.Option):
    """An option a household may set once in an environment variable (``LANG_VARIABLE``,
    ``PAPER_VARIABLE``): a bad value is the option's, or the variable's, wherever it came from.

    Click names the variable in every error about such an option, so a
    ``--paper a5`` typed on the command line would be blamed on
    ``BORNES_PAPER``; here the variable is named only when the value is its.
    """

    def get_error_hint(self, ctx: click.Context | None) -> str:
        hint = click.Parameter.get_error_hint(self, ctx)  # the option's names, without the variable
        source = ctx.get_parameter_source(self.name) if ctx is not None and self.name is not None else None
        if source is click.core.ParameterSource.ENVIRONMENT:
            hint += f" (env var: '{self.envvar}')"
        return hint


def lang_option(help: str) -> Callable[[F], F]:
    """``--lang``, one of ``generator.text.languages``, or ``BORNES_LANG``, as a ``Lang``; ``None``
    when neither is given (``defaults.printing``)."""
    return click.option(
        "--lang", cls=HouseholdOption, type=LANG_CHOICE, envvar=LANG_VARIABLE, show_envvar=True, help=help
    )


def paper_option(help: str = "Paper size (default: Letter in English, A4 in French).") -> Callable[[F], F]:
    """``--paper``, one of ``generator.pdf.paper.PAPERS``, or ``BORNES_PAPER``; ``None`` when neither
    is given (``defaults.printing``)."""
    return click.option(
        "--paper", cls=HouseholdOption, type=PAPER_CHOICE, envvar=PAPER_VARIABLE, show_envvar=True, help=help
    )


def output_option(help: str, *, type: click.Path[Path] = FILE_PATH) -> Callable[[F], F]:
    """``-o``/``--output``: a file, or what ``type`` allows; ``None`` when left out (``defaults.place``)."""
    return click.option("-o", "--output", type=type, help=help)


# What a command makes of its options


def typed() -> frozenset[str]:
    """The options the user typed for the command running, by their long names (``--gap``): not
    those left to their default or given by an environment variable."""
    ctx = click.get_current_context()
    return frozenset(
        param.opts[-1]
        for param in ctx.command.params
        if isinstance(param, click.Option)
        and param.name is not None
        and ctx.get_parameter_source(param.name) is click.core.ParameterSource.COMMANDLINE
    )


def refuse(problem: str | None) -> None:
    """A usage error (exit status 2) saying ``problem``, the library's word on options that do not go
    together; nothing for ``None``."""
    if problem is not None:
        raise click.UsageError(problem)


def parsed(read: Callable[[], T], *, option: str, refusal: type[Exception] = ValueError) -> T:
    """What ``read`` makes of an option's value, its ``refusal`` made the error of ``option``'s
    value (exit status 2)."""
    try:
        return read()
    except refusal as error:
        raise click.BadParameter(str(error), param_hint=option) from None


def resolve_edition(edition_id: str | None, rules_path: Path | None) -> Edition:
    """The edition an ``--edition``/``--rules`` pair asks for."""
    if rules_path is not None:
        from generator.files import load_house_rules

        edition = load_house_rules(rules_path)
        if edition_id is not None and edition_id != edition.house_rules_base:
            raise click.UsageError(
                language.say(
                    "cli_rules_based_on",
                    rules=str(rules_path),
                    base=str(edition.house_rules_base),
                    edition=edition_id,
                )
            )
        return edition
    if edition_id is None:
        raise click.UsageError(language.say("cli_give_edition"))
    return EDITIONS[edition_id]


def season_of(results: Sequence[tuple[str, MatchResult]]) -> Season:
    """The season of these logs, with a warning for what it does quietly (``Season.warnings``)."""
    from generator.stats.season import season

    club = season(results)
    for warning in club.warnings:
        warn(warning)
    return club


# How a command reports


def warn(message: str) -> None:
    """A ``Warning:`` line on stderr, made safe for the terminal: every command warns through here."""
    from generator.textout import for_terminal

    click.echo(for_terminal(language.say("cli_warning", message=message), err=True), err=True)


def warn_unprintable(*texts: str | None) -> None:
    """Warn on stderr about characters of user strings that no bundled font has.

    They print as U+FFFD (see ``generator.pdf.text.for_print``): never a silent empty box.
    """
    from generator.pdf.fonts import missing_glyphs

    for text in texts:
        missing = missing_glyphs(text or "")
        if missing:
            warn(f"{text!r} has characters the bundled fonts lack ({missing}); they print as \ufffd.")


def warn_unprintable_matches(results: Iterable[MatchResult], *, players: bool = True) -> None:
    """``warn_unprintable`` for what the matches' logs name: their titles, then each side's name
    (and its players' names, where ``players``: the charts print none)."""
    results = list(results)
    warn_unprintable(
        *(result.match.title for result in results),
        *(
            name
            for result in results
            for side in result.match.sides
            for name in (side.name, *(side.players if players else ()))
        ),
    )


def echo(text: str, *, nl: bool = True) -> None:
    """Print ``text`` as the terminal can show it, with a warning when some characters cannot be."""
    from generator.textout import for_terminal, unshowable

    missing = unshowable(text)
    if missing:
        encoding = getattr(sys.stdout, "encoding", None) or "?"
        shown = ", ".join(f"U+{ord(char):04X}" for char in missing[:3]) + (", …" if len(missing) > 3 else "")
        warn(
            f"this terminal's encoding ({encoding}) cannot show {len(missing)} character(s) of the output "
            f"({shown}): they print as look-alikes or '?'; set PYTHONIOENCODING=utf-8 to see them"
        )
    click.echo(for_terminal(text), nl=nl)


def terminal_width() -> int:
    """The width a table printed on standard output is laid out in: ``COLUMNS`` where set, else the
    terminal's (Windows' console too), else no limit (a file or a pipe gets the table whole).

    What ``shutil.get_terminal_size`` reads, without its import (2 ms, more than a table takes).
    """
    from generator.textout import NO_LIMIT

    columns = os.environ.get("COLUMNS", "")
    if columns.isdigit() and int(columns) > 0:
        return int(columns)
    try:
        return os.get_terminal_size(sys.stdout.fileno()).columns or NO_LIMIT
    except (AttributeError, ValueError, OSError):  # not a terminal, or no file behind stdout
        return NO_LIMIT


def echo_json(data: object) -> None:
    """Print JSON: as it is where the terminal can show every character, else with ``\\u``
    escapes (the same JSON, nothing lost)."""
    import json

    from generator.textout import json_visible, unshowable

    text = json.dumps(data, ensure_ascii=False, indent=2)
    if unshowable(text):
        text = json.dumps(data, ensure_ascii=True, indent=2)
    click.echo(json_visible(text))


def shown(path: Path | None) -> None:
    """Print the path of a file written, made safe for the terminal; nothing for standard output."""
    from generator.textout import for_terminal

    if path is not None:
        click.echo(for_terminal(str(path)))


def save(job: Job, output: Path | None, *, inputs: Iterable[Path | None] = ()) -> None:
    """Make a command's file and write it where ``job`` says (``generator.files.write_output``), then
    print where it went.

    ``output`` is the ``-o`` given: without it the file goes in the default
    folder, made when missing. ``inputs`` are the files the command read,
    never replaced (``None``: an option not given).
    """
    from generator.files import write_output

    read = [source for source in inputs if source is not None]
    shown(write_output(job.path, job.build(), inputs=read, create_folder=output is None))


def write_all(jobs: Sequence[Job], label: str, *, inputs: Collection[Path] = ()) -> None:
    """Make and write every file of a batch, under a progress bar on stderr; then print each path."""
    from generator.files import write_output

    with click.progressbar(jobs, label=label, file=sys.stderr) as bar:
        for job in bar:
            write_output(job.path, job.build(), inputs=inputs)
    for job in jobs:
        shown(job.path)
