"""A hand's interview: the pure state machine every way a hand comes in drives.

``Interview`` asks the rows of the question table (``generator.rules.questions``)
one by one: ``next_question`` is the first row asked and not yet answered, in
the table's order (each side's own facts side by side, then the facts of the
side that completed the trip and of the hand's winner); ``answer`` gives one.
An answer is ``Accepted`` while some answers to come can still make the hand
valid (``generator.rules.answers``, the lower half: a side's 725 miles after
another's 700 is taken while somebody may still have called the extension),
``Refused`` when it breaks a rule on its own (ask it again), and ``Clashed``
when it breaks one with earlier answers, naming every answer involved, so that
only the one the player blames is asked again (``Clashed.blame``). An answer
that no longer applies is forgotten (the 200s of a side that no longer wins);
one that nothing can change is given without asking (no 200 fits under 200
miles). ``hand`` is the finished hand, each fact not asked at its default.

``bornes log`` is a terminal driver of it (``generator.matchlog.session``);
``--fix`` starts it from the logged hand (``Interview.start(..., old=hand)``).

Pure and immutable: every transition returns a new interview; no I/O, no words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.answers import Answer, clash, problem
from generator.rules.editions import Edition, Setup
from generator.rules.questions import Measure, Question, Stage, Value, Whom, questions, side_facts
from generator.rules.scoring import (
    TWO_HUNDRED,
    FactError,
    SideFacts,
    completer,
    hand_winner,
    progress,
    trip_length,
)

Hand = Mapping[str, SideFacts]
"""A hand's facts: side id → ``SideFacts``."""


class Ask(NamedTuple):
    """The next question: whose fact it is, its row, and what Enter answers."""

    side: str
    question: Question
    default: Value | None

    @property
    def fact(self) -> str:
        """The fact asked."""
        return self.question.fact

    @property
    def answer(self) -> Answer:
        """The answer this question gets, as ``answers`` names it."""
        return Answer(self.side, self.question.fact)


Known = Mapping[str, Mapping[str, Value]]


def _thaw(known: Known) -> dict[str, dict[str, Value]]:
    return {side: dict(answers) for side, answers in known.items()}


def _freeze(known: Mapping[str, Mapping[str, Value]]) -> Known:
    return MappingProxyType({side: MappingProxyType(dict(answers)) for side, answers in known.items()})


@dataclass(frozen=True)
class Interview:
    """One hand's interview: the answers given so far, and what follows from them.

    Immutable: every transition returns a new interview. ``known`` holds the
    answers given (for a fix, the hand as logged, to be changed); ``previous``
    each question's last answer, which Enter gives when it is asked again.
    """

    edition: Edition
    setup: Setup
    sides: tuple[str, ...]
    known: Known
    previous: Known
    old: Hand | None = None
    rows: tuple[Question, ...] = field(default=(), repr=False)

    # Starting

    @classmethod
    def start(
        cls, edition: Edition, setup: Setup, sides: Sequence[str], old: Hand | None = None
    ) -> Interview:
        """A new hand's interview, or a fix of ``old``: its answers given, each the default again."""
        given: dict[str, dict[str, Value]] = {side: {} for side in sides}
        if old is not None:
            for side, facts in old.items():
                given[side] = {key: value for key, value in facts._asdict().items() if value is not None}
        interview = cls(
            edition, setup, tuple(sides), _freeze(given), _freeze(given), old, questions(edition, setup)
        )
        return interview._pruned()._settled()

    # Which questions are asked

    def row(self, fact: str) -> Question | None:
        """The table's row for ``fact`` as the edition and setup ask it; ``None`` where never asked."""
        return next((q for q in self.rows if q.fact == fact), None)

    def asked(self, side: str, fact: str) -> bool | None:
        """Whether ``side`` is asked ``fact``, given the answers so far; ``None`` until they tell.

        The row's conditions on the side's own answers first, then, for a row
        asked ``alone``, whether another side answered yes to it, then whom it
        is asked of: the completer and the winner are known once every side's
        own questions are answered.
        """
        question = self.row(fact)
        if question is None:
            return False
        for condition in question.only_if:
            measured = self._measure(side, condition.measure)
            if measured is None:
                return None
            if not condition.holds(measured):
                return False
        if question.alone and any(self.known[other].get(fact) for other in self.sides if other != side):
            return False
        if question.whom is Whom.EACH_SIDE:
            return True
        hand = self._base_hand()
        if hand is None:
            return None
        length = trip_length(self.edition, self.setup, hand)
        if question.whom is Whom.COMPLETER:
            return completer(self.edition, hand, length) == side
        return hand_winner(self.edition, hand, length) == side

    def _measure(self, side: str, measure: Measure) -> int | None:
        """What a condition measures on the side's answers; ``None`` while a fact it needs is not
        answered and may still be asked, or has no value (the 200s of a side never asked them)."""
        own = self.known[side]
        needs = [measure.value]
        if measure is Measure.PROGRESS:
            needs = ["miles", *(("safeties", "coups_fourres") if self.edition.trip_counts_safeties else ())]
        for fact in needs:
            if fact not in own and (fact == "miles" or self.asked(side, fact) is not False):
                return None
        facts = self._facts(side)
        if measure is Measure.PROGRESS:
            return progress(self.edition, facts)
        value: int | bool | None = getattr(facts, measure.value)
        return None if value is None else int(value)

    def _base_hand(self) -> dict[str, SideFacts] | None:
        """Every side's facts once each side's own questions are answered; ``None`` before."""
        for side in self.sides:
            for question in self.rows:
                unanswered = question.stage is Stage.OWN and question.fact not in self.known[side]
                if unanswered and self.asked(side, question.fact) is not False:
                    return None
        return {side: self._facts(side) for side in self.sides}

    def _facts(self, side: str) -> SideFacts:
        """The side's answers as facts, each fact not answered at ``SideFacts``' default (no distance)."""
        return side_facts(self.known[side], {})

    # The next question

    def next_question(self) -> Ask | None:
        """The first question asked and not yet answered, in the table's order: each stage in turn,
        side by side; ``None`` once the hand is complete."""
        for stage in (Stage.OWN, Stage.AFTER):
            for side in self.sides:
                for question in self.rows:
                    unanswered = question.stage is stage and question.fact not in self.known[side]
                    if unanswered and self.asked(side, question.fact):
                        return Ask(side, question, self.default(side, question.fact))
        return None

    def default(self, side: str, fact: str) -> Value | None:
        """What Enter answers: the question's last answer, else the table's first answer."""
        if fact in self.previous[side]:
            return self.previous[side][fact]
        question = self.row(fact)
        return None if question is None else question.first

    @property
    def complete(self) -> bool:
        """Whether every question asked is answered."""
        return self.next_question() is None

    def answers(self) -> tuple[Answer, ...]:
        """Every answer given, in the order the questions are asked."""
        return tuple(
            Answer(side, question.fact)
            for stage in (Stage.OWN, Stage.AFTER)
            for side in self.sides
            for question in self.rows
            if question.stage is stage and question.fact in self.known[side]
        )

    def value(self, answer: Answer) -> Value | None:
        """The value given to ``answer``; ``None`` when it is not given."""
        return self.known[answer.side].get(answer.fact)

    # Answering

    def answer(self, side: str, fact: str, value: Value) -> Accepted | Refused | Clashed:
        """Give ``side``'s ``fact``: accepted while the hand can still be valid; refused when the
        answer breaks a rule on its own (the interview as it was); a clash when it breaks one with
        earlier answers, naming each answer involved, the one just given first."""
        previous = _thaw(self.previous)
        previous[side][fact] = value
        known = _thaw(self.known)
        known[side][fact] = value
        given = replace(self, known=_freeze(known), previous=_freeze(previous))._pruned()
        error = problem(self.edition, self.setup, given.known, self.sides)
        if error is None:
            return Accepted(given._settled())
        del previous[side][fact]  # a refused answer is no default
        this = Answer(side, fact)
        involved = (this, *(a for a in clash(error, given.known, self.edition, self.setup) if a != this))
        if len(involved) == 1:
            return Refused(error, replace(self, previous=_freeze(previous)))
        return Clashed(error, involved, replace(given, previous=_freeze(previous)))

    def forget(self, answer: Answer) -> Interview:
        """The interview without ``answer``, to be asked again (its last answer Enter's default)."""
        known = _thaw(self.known)
        del known[answer.side][answer.fact]
        return replace(self, known=_freeze(known))._pruned()._settled()

    def restart(self) -> Interview:
        """Every answer forgotten, each the default when asked again (a fix that asks the whole hand)."""
        return replace(self, known=_freeze({side: {} for side in self.sides}))._settled()

    def _pruned(self) -> Interview:
        """Without the answers to questions no longer asked (the 200s of a side that no longer wins)."""
        interview = self
        changed = True
        while changed:
            changed = False
            for side in interview.sides:
                for fact in list(interview.known[side]):
                    if interview.asked(side, fact) is False:
                        known = _thaw(interview.known)
                        del known[side][fact]
                        interview = replace(interview, known=_freeze(known))
                        changed = True
        return interview

    def _settled(self) -> Interview:
        """With every question asked whose answer nothing can change answered (no 200 fits under 200
        miles: 0), so that it is never asked."""
        interview = self
        while True:
            forced = interview._forced()
            if forced is None:
                return interview
            side, question = forced
            known = _thaw(interview.known)
            known[side][question.fact] = question.harmless
            interview = replace(interview, known=_freeze(known))

    def _forced(self) -> tuple[str, Question] | None:
        for side in self.sides:
            own = self.known[side]
            for question in self.rows:
                if question.none_fit is None or question.fact in own or not self.asked(side, question.fact):
                    continue
                measured = self._measure(side, question.none_fit.measure)
                if measured is not None and question.none_fit.holds(measured):
                    return side, question
        return None

    # The finished hand

    def hand(self) -> Hand:
        """The hand the answers make, each fact not asked at ``SideFacts``' default (as a player
        types a log). A fix keeps the 200s a log gave a side that did not win, where they still fit
        its distance."""
        facts = {}
        for side in self.sides:
            own = self._facts(side)
            kept = self.old[side].two_hundreds if self.old is not None else None
            if (
                "two_hundreds" not in self.known[side]
                and kept is not None
                and TWO_HUNDRED * kept <= own.miles
            ):
                own = own._replace(two_hundreds=kept)
            facts[side] = own
        return MappingProxyType(facts)


class Accepted(NamedTuple):
    """The answer is taken: the interview goes on from ``interview``."""

    interview: Interview


class Refused(NamedTuple):
    """The answer breaks ``error``'s rule on its own: ask it again (``interview`` is as before it)."""

    error: FactError
    interview: Interview


class Clashed(NamedTuple):
    """The answer breaks ``error``'s rule with earlier answers: one of ``involved`` (the answer just
    given first) is wrong. ``interview`` holds them all; ``blame`` forgets the one the player names."""

    error: FactError
    involved: tuple[Answer, ...]
    interview: Interview

    def blame(self, answer: Answer) -> Interview:
        """The interview without the answer the player says is wrong, to be asked again with no
        default."""
        previous = _thaw(self.interview.previous)
        previous[answer.side].pop(answer.fact, None)
        return replace(self.interview, previous=_freeze(previous)).forget(answer)
