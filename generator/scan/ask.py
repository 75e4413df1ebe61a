"""Asking the doubts of a scan, as ``bornes log`` asks a hand: one by one, in the session's language.

Each doubt (``generator.scan.facts.Doubt``) is said in one sentence naming
the hand, the side and what was seen ("Hand 3, Ben & Dev, miles: 7 and 8
are both filled."), then asked as ``bornes log`` asks the fact: a whole
number, or yes or no (``matchlog.terminal.Talk``); the answer is checked by
the hand's interview like any answer typed (``facts.settle``), so a rule it
breaks is said in the game's words (``text.refusals``) and the fact asked
again; where several facts read break a rule together, the player says
which one is wrong, as in ``bornes log``.

Without a terminal nothing is asked: each doubt is one line (``doubt_line``)
and nothing is written. ``--answer HAND.SIDE.FACT=VALUE`` answers a doubt
from the command line (``parse_answer``); ``--side ID=NAME`` names a side
where the sheet's code does not.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from generator.errors import InputError
from generator.inputs import NameFault, name_fault, normal_name, read_count
from generator.matchlog.terminal import Talk, echo
from generator.rules.answers import Answer
from generator.rules.match import Match
from generator.rules.questions import Kind, Value
from generator.scan.facts import Doubt, Why
from generator.text.i18n import N_, join_list
from generator.text.questions import FACT_WORDS
from generator.text.refusals import refusal

YES_WORDS = ("yes", "y", "true", "1")
NO_WORDS = ("no", "n", "false", "0")
"""What ``--answer`` takes for yes or no, whatever the session's language."""


def parse_answer(
    text: str, facts: Collection[tuple[int, str, str]], kinds: dict[str, Kind]
) -> tuple[tuple[int, str, str], Value]:
    """``--answer HAND.SIDE.FACT=VALUE``: the fact (one the photos hold) and its value, a whole number,
    or yes or no; ``InputError`` saying what is wrong."""
    where, sep, typed = text.partition("=")
    parts = where.strip().split(".")
    example = "--answer 3.b.miles=725"
    if not sep or len(parts) != 3 or not parts[0].strip().isdigit():
        raise InputError(f"--answer takes HAND.SIDE.FACT=VALUE, such as {example}, not {text!r}")
    key = (int(parts[0]), parts[1].strip().lower(), parts[2].strip())
    if key not in facts:
        known = ", ".join(sorted({fact for _, _, fact in facts}))
        raise InputError(
            f"--answer {where.strip()}: the photos have no such hand, side or fact (facts: {known})"
        )
    value = typed.strip().lower()
    if kinds.get(key[2]) is Kind.YES_NO:
        if value in YES_WORDS:
            return key, True
        if value in NO_WORDS:
            return key, False
        raise InputError(f"--answer {where.strip()} takes yes or no, not {typed.strip()!r}")
    try:
        return key, read_count(value)
    except ValueError as error:
        raise InputError(f"--answer {where.strip()}: {error}") from None


def _fact_words(talk: Talk, fact: str) -> str:
    return talk.say(FACT_WORDS[fact].review)


def doubt_sentence(doubt: Doubt, talk: Talk, match: Match, block_word: str) -> str:
    """The doubt in one sentence: "Hand 3, Ben & Dev, miles: 7 and 8 are both filled."."""
    name = next(side.name for side in match.sides if side.id == doubt.side)
    where = talk.say(
        "scan_doubt_where", block=block_word, number=doubt.hand, name=name, fact=_fact_words(talk, doubt.fact)
    )
    marks = join_list(doubt.seen, talk.lang)
    if doubt.why is Why.RULE:
        assert doubt.error is not None
        reason = refusal(doubt.error, talk.lang, match=match, known=doubt.known)
        key = N_("scan_doubt_rule_answered") if doubt.answered else N_("scan_doubt_rule")
        return talk.say(key, where=where, reason=reason)
    if doubt.why is Why.BLANK:
        return talk.say("scan_doubt_blank", where=where)
    if "□" in doubt.seen:
        return talk.say("scan_doubt_box", where=where)
    if doubt.why is Why.MARKS:
        key = N_("scan_doubt_two") if len(doubt.seen) == 2 else N_("scan_doubt_marks")
        return talk.say(key, where=where, marks=marks)
    key = N_("scan_doubt_unclear_one") if len(doubt.seen) == 1 else N_("scan_doubt_unclear")
    return talk.say(key, where=where, marks=marks)


def doubt_line(doubt: Doubt, talk: Talk, match: Match, block_word: str) -> str:
    """A doubt said where nothing is asked: its sentence, and how to answer it on the command line."""
    return talk.say(
        "scan_doubt_line",
        sentence=doubt_sentence(doubt, talk, match, block_word),
        answer=f"--answer {doubt.hand}.{doubt.side}.{doubt.fact}=…",
    )


class TerminalAsker:
    """Doubts asked at the terminal, one by one, in ``talk``'s language."""

    def __init__(self, talk: Talk, match: Match, block_word: str, kinds: dict[str, Kind]) -> None:
        self.talk = talk
        self.match = match
        self.block_word = block_word
        self.kinds = kinds

    def which(self, doubt: Doubt) -> Answer:
        """The fact to ask again: the doubt's own, or, for a rule that several facts read break, the
        one the player says is wrong (Enter: the first)."""
        talk = self.talk
        echo(doubt_sentence(doubt, talk, self.match, self.block_word))
        if len(doubt.involved) <= 1:
            return Answer(doubt.side, doubt.fact)
        for number, answer in enumerate(doubt.involved, start=1):
            fact = _fact_words(talk, answer.fact)
            name = next(side.name for side in self.match.sides if side.id == answer.side)
            echo(f"  {number:>2}  {talk.say('scan_involved', name=name, fact=fact)}")
        chosen = talk.pick(talk.say("log_which_answer", most=len(doubt.involved)), len(doubt.involved))
        return doubt.involved[(chosen or 1) - 1]

    def value(self, answer: Answer) -> Value:
        """The value typed for ``answer``'s fact: a whole number, or yes or no (Enter: no)."""
        talk = self.talk
        name = next(side.name for side in self.match.sides if side.id == answer.side)
        label = talk.say(FACT_WORDS[answer.fact].ask, name=name, extended=self.match.edition.extended_trip)
        if self.kinds.get(answer.fact) is Kind.YES_NO:
            return talk.yes_no(label, False)
        value = talk.count(label, None)
        assert value is not None, "a count is asked until one is typed"
        return value


def ask_names(talk: Talk, tags: Sequence[str], *, teams: bool) -> tuple[str, ...]:
    """Each side's name, asked as ``bornes log`` asks a new match's (Enter: the side's letter)."""
    names: list[str] = []
    key = N_("log_name_of_team") if teams else N_("log_name_of_player")
    for number, tag in enumerate(tags, start=1):
        while True:
            label = talk.say(
                "log_ask_with_default", question=talk.say(key, number=number, sides=len(tags)), default=tag
            )
            name = " ".join(normal_name(talk.ask(label)).split()) or tag
            fault = name_fault(name)
            if fault is None and any(name.casefold() == other.casefold() for other in names):
                fault = NameFault("taken")
            if fault is None:
                names.append(name)
                break
            talk.mistake(talk.name_refusal(name, fault, teams=teams))
    return tuple(names)
