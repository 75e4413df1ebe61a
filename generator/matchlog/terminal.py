"""The terminal of ``bornes log``: what a session prints and reads, every word from the catalog.

``Talk`` speaks one language: it prints a sentence of the catalog (numbers as
the language writes them), prints why an answer is refused, and reads an
answer typed at a prompt: a line, a whole number (``read_count``, the rule a
sheet's boxes are read by), yes or no in the language's words, or a number
picked from a list. ``echo`` prints any text with control and escape
characters shown as escapes.

Nothing here decides what is asked: the session (``generator.matchlog.session``)
does, from the hand's interview.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

import click

from generator.errors import is_interrupt
from generator.inputs import NameFault, count_fault
from generator.rules.match import Side
from generator.text.i18n import N_, join_list, say
from generator.text.languages import Lang
from generator.text.numbers import format_number
from generator.textout import for_terminal


def echo(text: str) -> None:
    """Print to the terminal, control and escape characters shown as escapes (``textout.visible``)."""
    click.echo(for_terminal(text))


class Talk:
    """What a session prints and reads, in one language: every word from the catalog.

    Numbers are printed as the language writes them (1,000; 1 000) and read
    either way; a prompt ends as the language ends one (":" in English, a
    no-break space and ":" in French); a mistake is a sentence of the game,
    never a Click error.
    """

    def __init__(self, lang: Lang) -> None:
        self.lang = lang

    def say(self, key: str, **values: object) -> str:
        """The catalog's sentence ``key``, its whole numbers formatted for the language."""
        shown = {
            name: format_number(value, self.lang)
            if isinstance(value, int) and not isinstance(value, bool)
            else value
            for name, value in values.items()
        }
        return say(key, self.lang, **shown)

    def tell(self, text: str) -> None:
        """Print a sentence (``say``'s) to the player."""
        echo(text)

    def mistake(self, sentence: str) -> None:
        """Print why an answer is refused, before its question comes again."""
        echo(self.say("log_mistake", sentence=sentence))

    def names(self, sides: Sequence[Side]) -> str:
        """The sides' names as the language lists them: "Ana, Ben and Cleo"."""
        return join_list([side.name for side in sides], self.lang)

    def ask(self, label: str) -> str:
        """One answer typed at a prompt, stripped; ``click.Abort`` at the end of the input."""
        prompt = for_terminal(label + self.say("log_prompt_end"))
        return str(click.prompt(prompt, default="", show_default=False, prompt_suffix="")).strip()

    def count(self, label: str, default: int | None, *, may_stop: bool = False) -> int | None:
        """A whole number, asked until one is typed; Enter gives ``default``.

        With ``may_stop`` (a hand's first question), Enter or the end of the
        input gives ``None``: the player stops for now.
        """
        if may_stop:
            label = self.say("log_ask_or_stop", question=label)
        elif default is not None:
            label = self.say("log_ask_with_default", question=label, default=default)
        while True:
            try:
                text = self.ask(label)
            except click.Abort as stop:
                if not may_stop or is_interrupt(stop):
                    raise  # Ctrl-C: run() says which hands are saved
                click.echo()
                return None
            if not text:
                if may_stop:
                    return None
                if default is not None:
                    return default
                self.mistake(self.say("log_need_number"))
                continue
            value, fault = read_count(text)
            if value is not None:
                return value
            self.mistake(self.say(fault, text=text))

    def yes_no(self, label: str, default: bool) -> bool:
        """Yes or no, in the language's words (y, yes; o, oui); Enter gives ``default``."""
        hint = self.say("log_yes_no_yes" if default else "log_yes_no_no")
        yes = self.say("log_yes_words").split()
        no = self.say("log_no_words").split()
        while True:
            text = self.ask(self.say("log_ask_yes_no", question=label, hint=hint)).casefold()
            if not text:
                return default
            if text in yes:
                return True
            if text in no:
                return False
            self.mistake(self.say("log_not_yes_or_no", text=text))

    def pick(self, label: str, most: int, *, zero: bool = False) -> int | None:
        """A number from 1 to ``most`` (from 0 with ``zero``) typed; Enter gives ``None``."""
        while True:
            text = self.ask(label)
            if not text:
                return None
            value, _ = read_count(text)
            if value is not None and (0 if zero else 1) <= value <= most:
                return value
            self.mistake(self.say("log_pick_between", most=most))

    def name_refusal(self, name: str, fault: NameFault, *, teams: bool) -> str:
        """Why a side's name typed at a prompt is refused, in a sentence."""
        if fault.kind == "taken":
            key = N_("log_name_taken_team") if teams else N_("log_name_taken_player")
            return self.say(key, name=name)
        if fault.kind == "invisible":
            return self.say("log_name_invisible", code=f"U+{ord(fault.char):04X}")
        if fault.kind == "too_long":
            return self.say("log_name_too_long", length=fault.length, most=fault.most)
        return self.say("log_name_empty")


_COUNT_FAULTS = MappingProxyType(
    {"not_a_number": N_("log_not_a_number"), "too_large": N_("log_number_too_large")}
)
"""The catalog's sentence for each reason ``inputs.count_fault`` gives."""


def read_count(text: str) -> tuple[int | None, str]:
    """A whole number typed, read by the rule a sheet's boxes are read by (``inputs.count_fault``).

    Returns the number and "", or ``None`` and the catalog key of the reason.
    """
    value, fault = count_fault(text)
    return (value, "") if fault is None else (None, _COUNT_FAULTS[fault])
