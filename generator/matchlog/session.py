"""Logging a match as it is played: ``bornes log``, a terminal driver of the hand's interview.

A session opens a log (or starts one from the command's options:
``generator.matchlog.logfile``), then asks the questions of the next hand's
interview (``generator.rules.interview``), one by one, in the words of
``generator.text.questions``: what is asked, of whom, in what order and with
what default is the interview's, read from the question table, so for
Dujardin 2025 just the miles. Each answer is checked as it is typed against
every answer before it: it is taken while the hand can still be valid, so a
mistake is caught at the answer that makes it, told in a sentence of the game
(``generator.text.refusals``) and asked again; where earlier answers are
involved, the player says which one is wrong and only that one is asked
again. The whole match is then played with the hand, so ``bornes log``
refuses exactly what the parser refuses.

``--fix N`` lists hand N's answers, numbered: the player changes the wrong
ones (or answers the whole hand again) and keeps the hand with Enter; a fix
that would end the match before a later hand is refused and the log kept.

Every word comes from the catalog, in ``--lang`` or the edition's language
(``generator.matchlog.terminal``); the tables are ``bornes score``'s
(``generator.matchlog.tables``).

A hand is saved only once it is complete and valid: input that ends in the
middle of a hand (``click.Abort``) leaves the log as it was, and a session
holds ``files.LogLock`` on its log, so a second ``bornes log`` (or a
``bornes import``) on the same log is refused at once.

Nothing here draws: no ReportLab, no matplotlib.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import click

from generator.errors import Interrupted, LogError, is_interrupt
from generator.files import LogLock, check_writable
from generator.matchlog.logfile import LogFile, NewMatch, kept_on_interrupt, open_log, side_option
from generator.matchlog.tables import hand_report, hand_title, standings
from generator.matchlog.terminal import Talk, echo
from generator.rules.answers import Answer, Answers
from generator.rules.interview import Ask, Clashed, Hand, Interview, Refused
from generator.rules.match import Match, MatchOverError, play
from generator.rules.questions import Kind, Stage, Value
from generator.rules.scoring import FactError
from generator.text.i18n import counted
from generator.text.languages import Lang
from generator.text.numbers import format_number
from generator.text.questions import FACT_WORDS
from generator.text.refusals import refusal
from generator.textout import outcome_sentence

__all__ = ["Hand", "LogFile", "NewMatch", "Talk", "fix_hand", "log_hands", "run", "side_option"]


def run(path: Path, start: NewMatch, *, fix: int | None = None, lang: Lang | None = None) -> None:
    """``bornes log``: open or start the log, then log hands until the match is won (or fix one).

    The session speaks ``lang``, or the language of the edition's rulebook.
    """
    if not os.path.exists(path) and start.edition is None:  # False too for a name too long
        raise LogError(
            "no such log: to start one, give --edition ID (and --players N, --side ID=NAME)",
            source=str(path),
        )
    check_writable(path)  # before any question: a hand typed must be a hand saved
    with LogLock(path):
        log = None
        try:
            log = open_log(path, start, lang=lang)
            talk = Talk(lang or log.match.edition.language)
            log = replace(log, lang=talk.lang)
            if fix is not None:
                fix_hand(log, fix, talk)
            else:
                log_hands(log, talk)
        except (KeyboardInterrupt, click.Abort) as stop:
            if not is_interrupt(stop):
                raise
            raise Interrupted(kept_on_interrupt(path, log, fix)) from None


# Logging hands


def log_hands(log: LogFile, talk: Talk) -> None:
    """Ask hand after hand until the match is won or the player stops (Enter or end of input)."""
    result = play(log.match)
    if log.match.hands and not result.outcome.finished:
        echo(standings(result, talk))
    while not result.outcome.finished:
        number = len(log.match.hands) + 1
        hand = _ask_valid_hand(log, number, None, talk)
        if hand is None:
            count = len(log.match.hands)
            talk.tell(
                talk.say("log_stopped", path=log.path, logged=counted("log_hands_logged", count, talk.lang))
            )
            return
        log = log.save_hand(hand)
        result = play(log.match)
        echo(hand_report(result, len(log.match.hands), talk.lang))
    talk.tell(talk.say("log_match_over", outcome=outcome_sentence(result, talk.lang)))


def fix_hand(log: LogFile, number: int, talk: Talk) -> None:
    """Show hand ``number``'s answers and let the player change the ones that are wrong.

    The player picks an answer by its number (0 asks the whole hand again,
    each old answer offered as the default) and Enter keeps the hand; a fix
    that would end the match before a later hand is refused and the log kept.
    """
    count = len(log.match.hands)
    if not 1 <= number <= count:
        held = f"hands 1 to {count}" if count else "no hands yet"
        raise LogError(f"there is no hand {number} to fix: the log has {held}", source=str(log.path))
    old = log.match.hands[number - 1]
    talk.tell(talk.say("log_fixing", number=number, path=log.path))
    asking = TerminalInterview(log.match, talk, old)
    hand = asking.review(log, number)
    if dict(hand) == dict(old):
        talk.tell(talk.say("log_unchanged", number=number))
        return
    log = log.save_hand(hand, fix=number)
    result = play(log.match)
    echo(hand_report(result, number, talk.lang))
    talk.tell(
        talk.say("log_fixed", number=number, path=log.path, outcome=outcome_sentence(result, talk.lang))
    )


def _ask_valid_hand(log: LogFile, number: int, old: Hand | None, talk: Talk) -> Hand | None:
    """Hand ``number``'s facts, each answer checked as it is typed; ``None`` when the player stops."""
    match = log.match
    echo("\n" + hand_title(match, number, talk, may_stop=old is None))
    asking = TerminalInterview(match, talk, old)
    if not asking.settle(may_stop=old is None):
        return None
    return asking.checked(log, number)


class TerminalInterview:
    """One hand's interview at the terminal: each question asked in the catalog's words, each
    answer given to the interview, and what it says of the answer told to the player.

    The interview (``generator.rules.interview``) decides which question
    comes next, of whom, with what default, and whether an answer is taken,
    refused (the question comes again) or clashes with earlier answers (the
    player says which one is wrong, and only that one is asked again).
    """

    def __init__(self, match: Match, talk: Talk, old: Hand | None = None) -> None:
        self.match = match
        self.talk = talk
        self.interview = Interview.start(match.edition, match.setup, match.side_ids, old)
        self._asking: str | None = None  # the side whose own questions are being asked

    # Asking

    def settle(self, *, may_stop: bool = False) -> bool:
        """Ask every question not yet answered, in the interview's order, each until its answer fits
        the hand so far; ``False`` when the player stops at the first."""
        while (question := self.interview.next_question()) is not None:
            value = self._ask(question, may_stop=may_stop)
            if value is None:
                return False
            may_stop = False
            self._give(question, value)
        return True

    def _give(self, question: Ask, value: Value) -> None:
        """Give the interview an answer typed. A refused one is told, to be asked again; when it
        clashes with earlier answers, the player picks the one that is wrong, to be asked again."""
        outcome = self.interview.answer(question.side, question.fact, value)
        if isinstance(outcome, Clashed):
            self.talk.mistake(self.refusal(outcome.error, outcome.interview.known))
            self.interview = outcome.blame(self._which(outcome))
            self._asking = None
            return
        if isinstance(outcome, Refused):
            self.talk.mistake(self.refusal(outcome.error, _given(outcome.interview, question, value)))
        self.interview = outcome.interview

    def _ask(self, question: Ask, *, may_stop: bool) -> Value | None:
        """The answer typed to ``question``, in its words (Enter: its default); ``None``: stopped."""
        talk = self.talk
        name = self._name(question.side)
        if question.question.stage is Stage.OWN and self._asking != question.side:
            echo(name)
            self._asking = question.side
        label = talk.say(FACT_WORDS[question.fact].ask, name=name, extended=self.match.edition.extended_trip)
        default = question.default
        if question.question.kind is Kind.YES_NO:
            return talk.yes_no(label, bool(default))
        return talk.count(label, None if default is None else int(default), may_stop=may_stop)

    def _which(self, clashed: Clashed) -> Answer:
        """The answer the player says is wrong, among those that clash (Enter: the one just given)."""
        involved = clashed.involved
        for number, answer in enumerate(involved, start=1):
            echo(f"  {number:>2}  {self._answer_text(clashed.interview, answer)}")
        chosen = self.talk.pick(self.talk.say("log_which_answer", most=len(involved)), len(involved))
        return involved[(chosen or 1) - 1]

    # Reviewing: a fix, or a hand the whole-hand checks refuse

    def review(self, log: LogFile, number: int) -> Hand:
        """Show the answers, numbered; the player changes any of them until Enter keeps the hand."""
        while True:
            answers = self.interview.answers()
            for index, answer in enumerate(answers, start=1):
                echo(f"  {index:>2}  {self._answer_text(self.interview, answer)}")
            talk = self.talk
            chosen = talk.pick(talk.say("log_fix_which", most=len(answers)), len(answers), zero=True)
            if chosen is None:
                return self.checked(log, number)
            if chosen == 0:
                echo(talk.say("log_fix_all"))
                self.interview = self.interview.restart()
            else:
                self.interview = self.interview.forget(answers[chosen - 1])
            self._asking = None
            self.settle()

    def checked(self, log: LogFile, number: int) -> Hand:
        """The hand, once the match with it passes every check; else the reason and the review.

        A hand that would end the match before a hand logged after it (a fix)
        is refused, the log unchanged.
        """
        match = log.match
        hand = self.interview.hand()
        hands = list(match.hands)
        hands[number - 1 : number] = [hand]
        try:
            play(match._replace(hands=tuple(hands)))
        except FactError as error:
            if error.hand != number:
                raise LogError(
                    self.talk.say(
                        "log_fix_breaks_hand",
                        number=number,
                        later=error.hand,
                        reason=self.refusal(
                            error, {s: f._asdict() for s, f in hands[(error.hand or 1) - 1].items()}
                        ),
                    ),
                    source=str(log.path),
                ) from None
            self.talk.mistake(self.refusal(error, self.interview.known))
            return self.review(log, number)
        except MatchOverError as error:
            raise LogError(
                self.talk.say("log_fix_ends_match", number=number, after=error.after, later=error.hand),
                source=str(log.path),
            ) from None
        return hand

    # What the player reads

    def _name(self, side: str) -> str:
        return next(s.name for s in self.match.sides if s.id == side)

    def _answer_text(self, interview: Interview, answer: Answer) -> str:
        """ "Ana & Cleo: miles 650": an answer as the review lists it."""
        value = interview.value(answer)
        talk = self.talk
        if isinstance(value, bool):
            shown = talk.say("log_yes" if value else "log_no")
        else:
            shown = "" if value is None else format_number(value, talk.lang)
        fact = talk.say(FACT_WORDS[answer.fact].review)
        return talk.say("log_answer", name=self._name(answer.side), fact=fact, value=shown)

    def refusal(self, error: FactError, known: Answers) -> str:
        """Why the answers break a rule, in a sentence of the game naming the sides and numbers."""
        return refusal(error, self.talk.lang, match=self.match, known=known)


def _given(interview: Interview, question: Ask, value: Value) -> Answers:
    """The answers a refused answer was checked with, for its sentence: the interview's, and it (the
    sentence reads each side's safeties, which no answer makes unasked)."""
    known = {side: dict(answers) for side, answers in interview.known.items()}
    known[question.side][question.fact] = value
    return known
