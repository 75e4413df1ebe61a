"""What the catalog holds of the command line: Babel's extraction method for it (``babel.cfg``).

The command line's words are in the catalog's context ``cli``, each under its
English text (``generator.cli.language``): every help text the commands show
(``help_texts``) and every message the installed Click marks for
translation (``click_messages``). ``pybabel extract`` and the catalog's tests
(``tests/text/test_catalog.py``) find them here, where nothing that runs a
command looks.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping
from typing import IO, Any

from generator.cli.language import COMMENT, CONTEXT, EXAMPLES_HEADING, template


def help_texts() -> Iterator[str]:
    """Every help text of the command line, as the catalog holds it (``template``): the group's and
    each command's, each option's and argument's, each example's comment, and the headings Bornes
    adds ("Examples")."""
    import inspect

    from generator.cli import COMMANDS, main

    yield EXAMPLES_HEADING
    for command in (main, *(COMMANDS[name] for name in COMMANDS)):
        if command.help:
            yield template(inspect.cleandoc(command.help).partition("\f")[0])
        for line in (command.epilog or "").splitlines():
            if line.startswith(COMMENT):
                yield template(line.removeprefix(COMMENT))
        for param in command.params:
            help = getattr(param, "help", None)
            if help:
                yield template(help)


def click_messages() -> Iterator[tuple[str, ...]]:
    """Every message the installed Click marks for translation: (singular,) or (singular, plural)."""
    from pathlib import Path

    import click
    from babel.messages.extract import extract_from_file

    for source in sorted(Path(click.__file__).parent.glob("*.py")):
        keywords = {"_": None, "ngettext": (1, 2)}
        for _, message, _, _ in extract_from_file("python", str(source), keywords=keywords):
            yield (message,) if isinstance(message, str) else tuple(message)


def messages(
    fileobj: IO[bytes], keywords: Collection[str], comment_tags: Collection[str], options: Mapping[str, Any]
) -> Iterator[tuple[int, str, str | tuple[str, ...], list[str]]]:
    """Babel's extraction method for the command line (``babel.cfg``): the file's keys, as
    ``generator.text.extract.messages`` finds them, then every help text and every message of
    Click's, in the context ``cli``."""
    from generator.text.extract import messages as keys

    yield from keys(fileobj, keywords, comment_tags, options)
    for text in help_texts():
        yield 0, "pgettext", (CONTEXT, text), []
    for message in click_messages():
        if len(message) == 1:
            yield 0, "pgettext", (CONTEXT, message[0]), []
        else:
            yield 0, "npgettext", (CONTEXT, *message), []
