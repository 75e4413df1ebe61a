"""Logging a match as it is played: the questions and answers of ``bornes log``.

A session opens a log (or starts one from the command's options), then asks
for each side's facts of the next hand, only those the edition scores: for
Dujardin 2025 just the miles. Each answer is checked as it is typed against
every answer before it (``generator.rules.answers``): it is taken while the
hand can still be valid, so a mistake is caught at the answer that makes it,
told in a sentence of the game (``generator.text.refusals``) and asked
again; where earlier answers are involved, the player says which one is
wrong and only that one is asked again. The whole match is then played with
the hand, so ``bornes log`` refuses exactly what the parser refuses.

``--fix N`` lists hand N's answers, numbered: the player changes the wrong
ones (or answers the whole hand again) and keeps the hand with Enter; a fix
that would end the match before a later hand is refused and the log kept.

Every word comes from the catalog, in ``--lang`` or the edition's language
(``Talk``); the tables are ``bornes score``'s (``textout.ScoreColumns``).

A hand is saved only once it is complete and valid (``generator.matchlog.logfile``):
input that ends in the middle of a hand (``click.Abort``) leaves the log as it was.

Nothing here draws: no ReportLab, no matplotlib.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType

import click

from generator.errors import Interrupted, LogError, is_interrupt
from generator.files import LogLock, check_writable
from generator.matchlog.logfile import LogFile, NewMatch, kept_on_interrupt, open_log, side_option
from generator.matchlog.tables import hand_report, hand_title, standings
from generator.matchlog.terminal import Talk, echo
from generator.rules.answers import Answer, Answers, clash, problem
from generator.rules.editions import Line
from generator.rules.interview import Hand
from generator.rules.match import Match, MatchOverError, play
from generator.rules.scoring import FactError, SideFacts, completer, hand_winner, trip_length
from generator.text.i18n import N_, counted
from generator.text.numbers import format_number
from generator.text.refusals import refusal
from generator.textout import outcome_sentence

__all__ = ["Hand", "LogFile", "NewMatch", "Talk", "fix_hand", "log_hands", "run", "side_option"]


def run(path: Path, start: NewMatch, *, fix: int | None = None, lang: str | None = None) -> None:
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
    questions = HandQuestions(log.match, talk, old)
    hand = questions.review(log, number)
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
    questions = HandQuestions(match, talk, old)
    if not questions.settle(may_stop=old is None):
        return None
    return questions.checked(log, number)


SIDE_QUESTIONS = ("miles", "extension", "safeties", "coups_fourres")
"""What each side is asked, in order: the extension right after the distance that allows it."""

WINNER_QUESTIONS = ("delayed", "two_hundreds", "hundreds_played")
"""What is asked once every side has answered: delayed action of the side that completed the trip,
the 200s of the hand's winner, and whether it laid a 100 when it laid no 200 ([DJ]'s variant)."""

FIRST_ANSWERS: Mapping[str, int | bool] = MappingProxyType(
    {"safeties": 0, "coups_fourres": 0, "extension": False, "delayed": False, "hundreds_played": False}
)
"""What Enter answers to a question asked for the first time (none for a distance or the 200s)."""


class HandQuestions:
    """One hand's questions, each answer checked against every answer given before it.

    An answer is taken when the hand can still be valid (``generator.rules.answers``);
    when it cannot, the reason is shown and the question asked again, or,
    where earlier answers are involved, the player says which answer is
    wrong and only that one is asked again.
    """

    def __init__(self, match: Match, talk: Talk, old: Hand | None = None) -> None:
        self.match = match
        self.talk = talk
        self.sides = match.side_ids
        self.old = old
        # The answers given so far; for a fix, the hand as logged.
        self.known: dict[str, dict[str, int | bool]] = {side: {} for side in self.sides}
        # Each question's last answer: what Enter gives when it is asked again.
        self.previous: dict[str, dict[str, int | bool]] = {side: {} for side in self.sides}
        if old is not None:
            for side, values in _answers(old).items():
                self.known[side] = dict(values)
                self.previous[side] = dict(values)
            self._prune()
        self._asking: str | None = None  # the side whose questions are being asked

    # Which questions are asked

    def _scored(self, *lines: Line) -> bool:
        scoring = self.match.edition.scoring
        return scoring is not None and any(scoring.scores(line) for line in lines)

    def _base_hand(self) -> dict[str, SideFacts] | None:
        """Every side's facts once each side's own questions are answered; ``None`` before."""
        for side in self.sides:
            for fact in SIDE_QUESTIONS:
                if fact not in self.known[side] and self.asked(side, fact) is not False:
                    return None
        return {side: self._facts(side) for side in self.sides}

    def _facts(self, side: str) -> SideFacts:
        known = self.known[side]
        return SideFacts(
            miles=int(known.get("miles", 0)),
            safeties=int(known.get("safeties", 0)),
            coups_fourres=int(known.get("coups_fourres", 0)),
            two_hundreds=int(known["two_hundreds"]) if "two_hundreds" in known else None,
            delayed=bool(known.get("delayed", False)),
            extension=bool(known.get("extension", False)),
            hundreds_played=bool(known["hundreds_played"]) if "hundreds_played" in known else None,
        )

    def asked(self, side: str, fact: str) -> bool | None:
        """Whether ``side`` is asked ``fact``, given the answers so far; ``None`` until they tell.

        Only what the edition scores: the safeties where safeties score, the
        coups fourrés of a side that laid a safety, the extension of a side
        that reached the short trip while nobody else called it, delayed
        action of the side that completed the trip, the 200s of the hand's
        winner where a win without a 200 scores, and whether that winner laid
        a 100 when it laid no 200, where a win without either scores ([DJ]).
        """
        known = self.known[side]
        setup = self.match.setup
        if fact == "miles":
            return True
        if fact == "extension":
            if not setup.extension:
                return False
            if "miles" not in known:
                return None
            others = any(self.known[other].get("extension") for other in self.sides if other != side)
            return int(known["miles"]) >= setup.trip and not others
        if fact == "safeties":
            return self._scored(Line.SAFETIES, Line.ALL_SAFETIES, Line.COUPS_FOURRES)
        if fact == "coups_fourres":
            if not self._scored(Line.COUPS_FOURRES):
                return False
            return None if "safeties" not in known else int(known["safeties"]) > 0
        lines = {
            "delayed": (Line.DELAYED_ACTION,),
            "two_hundreds": (Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS),
            "hundreds_played": (Line.WITHOUT_HUNDREDS,),
        }[fact]
        if not self._scored(*lines):
            return False
        if fact == "hundreds_played":
            if "two_hundreds" not in known:
                return None
            if int(known["two_hundreds"]) != 0:
                return False
        hand = self._base_hand()
        if hand is None:
            return None
        length = trip_length(self.match.edition, setup, hand)
        if fact == "delayed":
            return completer(self.match.edition, hand, length) == side
        return hand_winner(self.match.edition, hand, length) == side

    def _prune(self) -> None:
        """Forget the answers to questions no longer asked (the 200s of a side that no longer wins)."""
        changed = True
        while changed:
            changed = False
            for side in self.sides:
                for fact in list(self.known[side]):
                    if self.asked(side, fact) is False:
                        del self.known[side][fact]
                        changed = True

    def next_question(self) -> Answer | None:
        """The first question asked and not yet answered, in the order they are asked."""
        for facts in (SIDE_QUESTIONS, WINNER_QUESTIONS):
            for side in self.sides:
                for fact in facts:
                    if fact not in self.known[side] and self.asked(side, fact):
                        return Answer(side, fact)
        return None

    def answers(self) -> list[Answer]:
        """Every answer given, in the order they are asked."""
        return [
            Answer(side, fact)
            for facts in (SIDE_QUESTIONS, WINNER_QUESTIONS)
            for side in self.sides
            for fact in facts
            if fact in self.known[side]
        ]

    def hand(self) -> Hand:
        """The hand the answers make, each fact not asked at its default (as a player types a log).

        A fix keeps the 200s a log gave a side that did not win, where they still fit its distance.
        """
        facts = {}
        for side in self.sides:
            own = self._facts(side)
            kept = self.old[side].two_hundreds if self.old is not None else None
            if "two_hundreds" not in self.known[side] and kept is not None and 200 * kept <= own.miles:
                own = own._replace(two_hundreds=kept)
            facts[side] = own
        return MappingProxyType(facts)

    # Asking

    def settle(self, *, may_stop: bool = False) -> bool:
        """Ask every question not yet answered, in order; ``False`` when the player stops at the first."""
        while (question := self.next_question()) is not None:
            side, fact = question
            if fact == "two_hundreds" and int(self.known[side]["miles"]) < 200:
                self.known[side][fact] = 0  # no 200 fits under 200 miles: nothing to ask
                continue
            if fact == "hundreds_played" and int(self.known[side]["miles"]) < 100:
                self.known[side][fact] = False  # no 100 fits under 100 miles: nothing to ask
                continue
            if not self._answer(question, may_stop=may_stop):
                return False
            may_stop = False
        return True

    def _answer(self, question: Answer, *, may_stop: bool) -> bool:
        """Ask one question until its answer fits the hand so far (``False``: the player stopped).

        When the answer clashes with earlier answers, the player picks the
        one that is wrong; it is forgotten, to be asked again next.
        """
        side, fact = question
        while True:
            value = self._ask(question, may_stop=may_stop)
            if value is None:
                return False
            may_stop = False
            self.previous[side][fact] = value
            before = self.known
            self.known = {s: dict(answers) for s, answers in before.items()}
            self.known[side][fact] = value
            self._prune()  # an answer that no longer applies goes first (the delayed action of 1,000 → 800)
            error = problem(self.match.edition, self.match.setup, self.known, self.sides)
            if error is None:
                return True
            self.talk.mistake(self.refusal(error, self.known))
            del self.previous[side][fact]  # a refused answer is no default
            involved = [
                question,
                *(a for a in clash(error, self.known, self.match.edition, self.match.setup) if a != question),
            ]
            if len(involved) == 1:
                self.known = before
                continue
            wrong = self._which(involved)
            self.previous[wrong.side].pop(wrong.fact, None)
            self._forget(wrong)
            return True

    def _ask(self, question: Answer, *, may_stop: bool) -> int | bool | None:
        side, fact = question
        talk = self.talk
        name = self._name(side)
        if fact in SIDE_QUESTIONS and self._asking != side:
            echo(name)
            self._asking = side
        default = self.previous[side].get(fact, FIRST_ANSWERS.get(fact))
        if fact == "extension":
            extended = self.match.edition.extended_trip
            return talk.yes_no(talk.say("log_ask_extension", extended=extended), bool(default))
        if fact == "delayed":
            return talk.yes_no(talk.say("log_ask_delayed", name=name), bool(default))
        if fact == "hundreds_played":
            return talk.yes_no(talk.say("log_ask_hundreds_played", name=name), bool(default))
        label = {
            "miles": lambda: talk.say("log_ask_miles"),
            "safeties": lambda: talk.say("log_ask_safeties"),
            "coups_fourres": lambda: talk.say("log_ask_coups_fourres"),
            "two_hundreds": lambda: talk.say("log_ask_two_hundreds", name=name),
        }[fact]()
        shown = None if default is None else int(default)
        return talk.count(label, shown, may_stop=may_stop)

    def _which(self, involved: list[Answer]) -> Answer:
        """The answer the player says is wrong, among those that clash (Enter: the one just given)."""
        for number, answer in enumerate(involved, start=1):
            echo(f"  {number:>2}  {self._answer_text(answer)}")
        chosen = self.talk.pick(self.talk.say("log_which_answer", most=len(involved)), len(involved))
        return involved[(chosen or 1) - 1]

    def _forget(self, answer: Answer) -> None:
        del self.known[answer.side][answer.fact]
        self._asking = None
        self._prune()

    # Reviewing: a fix, or a hand the whole-hand checks refuse

    def review(self, log: LogFile, number: int) -> Hand:
        """Show the answers, numbered; the player changes any of them until Enter keeps the hand."""
        while True:
            answers = self.answers()
            for index, answer in enumerate(answers, start=1):
                echo(f"  {index:>2}  {self._answer_text(answer)}")
            talk = self.talk
            chosen = talk.pick(talk.say("log_fix_which", most=len(answers)), len(answers), zero=True)
            if chosen is None:
                return self.checked(log, number)
            if chosen == 0:
                echo(talk.say("log_fix_all"))
                self.known = {side: {} for side in self.sides}
            else:
                self._forget(answers[chosen - 1])
            self._asking = None
            self.settle()

    def checked(self, log: LogFile, number: int) -> Hand:
        """The hand, once the match with it passes every check; else the reason and the review.

        A hand that would end the match before a hand logged after it (a fix)
        is refused, the log unchanged.
        """
        match = log.match
        hand = self.hand()
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
            self.talk.mistake(self.refusal(error, self.known))
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

    def _answer_text(self, answer: Answer) -> str:
        """ "Ana & Cleo: miles 650": an answer as the review lists it."""
        value = self.known[answer.side].get(answer.fact)
        talk = self.talk
        if isinstance(value, bool):
            shown = talk.say("log_yes" if value else "log_no")
        else:
            shown = "" if value is None else format_number(value, talk.lang)
        fact = talk.say(FACT_NAMES[answer.fact])
        return talk.say("log_answer", name=self._name(answer.side), fact=fact, value=shown)

    def refusal(self, error: FactError, known: Answers) -> str:
        """Why the answers break a rule, in a sentence of the game naming the sides and numbers."""
        return refusal(error, self.talk.lang, match=self.match, known=known)


def _answers(hand: Hand) -> Answers:
    """A logged hand's facts as answers (a fact never given left out)."""
    return {
        side: {key: value for key, value in facts._asdict().items() if value is not None}
        for side, facts in hand.items()
    }


FACT_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "miles": N_("log_fact_miles"),
        "safeties": N_("log_fact_safeties"),
        "coups_fourres": N_("log_fact_coups_fourres"),
        "two_hundreds": N_("log_fact_two_hundreds"),
        "delayed": N_("log_fact_delayed"),
        "extension": N_("log_fact_extension"),
        "hundreds_played": N_("log_fact_hundreds_played"),
    }
)
"""The name of each fact in the review's list."""
