"""The question table: which facts a hand asks, of whom, in what order, with what first answer.

This is the one place that decides which facts a hand asks. ``QUESTIONS`` has
one row per fact of ``SideFacts``, saying when an edition or its house rules
ask it at all (the lines it decides, the extension), of whom (each side, the
side that completed the trip, the hand's winner), in what order (with each
side's own answers, or once every side has given them), on what it depends (a
coup fourré only after a safety, the 100s only of a winner without a 200),
when nothing can change its answer (no 200 fits under 200 miles), what Enter
answers the first time it is asked, and the harmless value that breaks no rule
on its own. ``questions`` resolves the table for one edition and setup: the
rows asked there, their bounds filled in (the trip, the 200's and the 100's
miles) and each count's range set.

Every way a hand comes in reads it: ``generator.rules.interview`` asks its
rows one by one (``bornes log``), the phone sheet renders and settles the rows
``table_record`` lists, and the paper and fillable sheets print a box for each
fact ``asks`` names. ``generator.rules.answers`` gives a fact not yet answered
its ``HARMLESS`` value. A new fact or a new rule of asking is one row here and
its test (``tests/rules/test_questions.py``).

Pure data and small functions: no I/O, no words (each fact's words are
``generator.text.questions``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.cards import HUNDRED
from generator.rules.editions import MAX_TWO_HUNDREDS, Edition, Line, Setup
from generator.rules.scoring import MAX_SAFETIES, MILE_STEP, TWO_HUNDRED, SideFacts, longest_trip

Value = int | bool


class Whom(StrEnum):
    """Which side a fact is asked of."""

    EACH_SIDE = "each_side"
    COMPLETER = "completer"  # the side that completed the trip (scoring.completer)
    WINNER = "winner"  # the hand's winner (scoring.hand_winner)


class Stage(StrEnum):
    """When a fact is asked: with each side's own answers, or once every side has given them (who
    completed the trip and who won are known only then)."""

    OWN = "own"
    AFTER = "after"


class Kind(StrEnum):
    """What an answer is: a whole number, or yes or no."""

    COUNT = "count"
    YES_NO = "yes_no"


class Measure(StrEnum):
    """What a condition of the table measures on one side's answers."""

    MILES = "miles"
    SAFETIES = "safeties"
    TWO_HUNDREDS = "two_hundreds"
    PROGRESS = "progress"  # the distance, and the safeties' points where they count (scoring.progress)


class Compare(StrEnum):
    """How a condition compares its measure with its bound."""

    AT_LEAST = "at_least"
    ABOVE = "above"
    EQUALS = "equals"
    BELOW = "below"


class Bound(StrEnum):
    """A condition's bound, named in the table and filled in for an edition and setup by ``questions``."""

    ZERO = "zero"
    TRIP = "trip"  # the setup's trip, before any extension
    TWO_HUNDRED = "two_hundred"  # the miles of a 200
    HUNDRED = "hundred"  # the miles of a 100


class Condition(NamedTuple):
    """A test on one side's own answers: ``measure`` ``test`` ``bound`` (safeties above zero)."""

    measure: Measure
    compare: Compare
    bound: Bound | int

    def holds(self, value: int) -> bool:
        """Whether ``value`` (the measure) passes, the bound a number."""
        bound = self.bound
        assert isinstance(bound, int), "a condition is tested once questions() filled in its bound"
        return {
            Compare.AT_LEAST: value >= bound,
            Compare.ABOVE: value > bound,
            Compare.EQUALS: value == bound,
            Compare.BELOW: value < bound,
        }[self.compare]


@dataclass(frozen=True)
class Question:
    """One row of the question table: a fact of ``SideFacts`` and the rules of asking it.

    ``lines``: asked only where the edition scores one of these lines (empty:
    wherever the hand is played). ``extension_only``: only where the setup
    plays the extension. ``only_if``: only while every condition holds on the
    side's own answers (unknown until the facts measured are answered).
    ``alone``: only while no other side answered yes to it. ``none_fit``: not
    asked, and answered ``harmless``, when this condition holds (no 200 fits
    under 200 miles). ``first``: what Enter answers the first time (``None``:
    an answer must be typed). ``harmless``: the value that breaks no rule on
    its own, which ``answers`` gives a fact not yet answered. ``most``: the
    largest count (``None``: a distance, up to ``scoring.longest_trip``).
    A fact not asked takes ``SideFacts``' default in the finished hand; a
    fact whose default is ``None`` (the 200s, the 100s) must be answered
    where it is asked: the scoring refuses the hand without it.
    """

    fact: str
    kind: Kind
    whom: Whom
    stage: Stage
    lines: tuple[Line, ...] = ()
    extension_only: bool = False
    only_if: tuple[Condition, ...] = ()
    alone: bool = False
    none_fit: Condition | None = None
    first: Value | None = None
    harmless: Value = 0
    most: int | None = None
    up_to: Measure | None = None

    @property
    def required(self) -> bool:
        """Whether the hand must say it where it is asked (its ``SideFacts`` default is ``None``)."""
        return SideFacts._field_defaults.get(self.fact, 0) is None

    @property
    def unasked(self) -> Value | None:
        """The value a finished hand holds where the fact is not asked: ``SideFacts``' default."""
        default: Value | None = SideFacts._field_defaults.get(self.fact, 0)
        return default


QUESTIONS: tuple[Question, ...] = (
    # The distance of every side, always: every edition scores or races it.
    Question("miles", Kind.COUNT, Whom.EACH_SIDE, Stage.OWN),
    # The extension, right after the distance that allows it, where the setup plays it: the side that
    # reached the short trip, while no other side says it called it (rules-notes decision 2).
    Question(
        "extension",
        Kind.YES_NO,
        Whom.EACH_SIDE,
        Stage.OWN,
        extension_only=True,
        only_if=(Condition(Measure.PROGRESS, Compare.AT_LEAST, Bound.TRIP),),
        alone=True,
        first=False,
        harmless=False,
    ),
    # The safeties, where they score on a line of their own, as all four, or as coups fourrés.
    Question(
        "safeties",
        Kind.COUNT,
        Whom.EACH_SIDE,
        Stage.OWN,
        lines=(Line.SAFETIES, Line.ALL_SAFETIES, Line.COUPS_FOURRES),
        first=0,
        most=MAX_SAFETIES,
    ),
    # The coups fourrés, of a side that laid a safety, where they score: at most its safeties.
    Question(
        "coups_fourres",
        Kind.COUNT,
        Whom.EACH_SIDE,
        Stage.OWN,
        lines=(Line.COUPS_FOURRES,),
        only_if=(Condition(Measure.SAFETIES, Compare.ABOVE, Bound.ZERO),),
        first=0,
        most=MAX_SAFETIES,
        up_to=Measure.SAFETIES,
    ),
    # Delayed action, of the side that completed the trip, where it scores.
    Question(
        "delayed",
        Kind.YES_NO,
        Whom.COMPLETER,
        Stage.AFTER,
        lines=(Line.DELAYED_ACTION,),
        first=False,
        harmless=False,
    ),
    # The 200s of the hand's winner, where a win without a 200 scores; none fits under 200 miles.
    Question(
        "two_hundreds",
        Kind.COUNT,
        Whom.WINNER,
        Stage.AFTER,
        lines=(Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS),
        none_fit=Condition(Measure.MILES, Compare.BELOW, Bound.TWO_HUNDRED),
        most=MAX_TWO_HUNDREDS,
    ),
    # Whether that winner laid a 100 when it laid no 200, where [DJ]'s "ni de 200 ni de 100" scores;
    # none fits under 100 miles.
    Question(
        "hundreds_played",
        Kind.YES_NO,
        Whom.WINNER,
        Stage.AFTER,
        lines=(Line.WITHOUT_HUNDREDS,),
        only_if=(Condition(Measure.TWO_HUNDREDS, Compare.EQUALS, Bound.ZERO),),
        none_fit=Condition(Measure.MILES, Compare.BELOW, Bound.HUNDRED),
        first=False,
        harmless=False,
    ),
)
"""The question table: every fact a hand may ask, in the order it is asked within its stage."""

TABLE: Mapping[str, Question] = MappingProxyType({question.fact: question for question in QUESTIONS})
"""The table's rows by fact."""

HARMLESS: Mapping[str, Value] = MappingProxyType({q.fact: q.harmless for q in QUESTIONS})
"""Each fact's harmless value: what ``answers`` gives a fact not yet answered."""


def _bound(bound: Bound | int, setup: Setup) -> int:
    if isinstance(bound, int):
        return bound
    return {Bound.ZERO: 0, Bound.TRIP: setup.trip, Bound.TWO_HUNDRED: TWO_HUNDRED, Bound.HUNDRED: HUNDRED}[
        bound
    ]


def _filled_in(condition: Condition, setup: Setup) -> Condition:
    return condition._replace(bound=_bound(condition.bound, setup))


def is_asked(edition: Edition, setup: Setup, question: Question) -> bool:
    """Whether the edition and setup ask ``question`` at all: it decides a line they score, and the
    extension is played where it needs it."""
    if question.extension_only and not setup.extension:
        return False
    if not question.lines:
        return True
    scoring = edition.scoring
    return scoring is not None and any(scoring.scores(line) for line in question.lines)


def questions(edition: Edition, setup: Setup) -> tuple[Question, ...]:
    """The rows of the table the edition and setup ask, their bounds filled in and each count's
    range set (a distance: up to ``scoring.longest_trip``), in the table's order."""
    return tuple(
        replace(
            question,
            only_if=tuple(_filled_in(condition, setup) for condition in question.only_if),
            none_fit=None if question.none_fit is None else _filled_in(question.none_fit, setup),
            most=longest_trip(edition, setup) if question.fact == "miles" else question.most,
        )
        for question in QUESTIONS
        if is_asked(edition, setup, question)
    )


def asks(edition: Edition, setup: Setup, fact: str) -> bool:
    """Whether a hand of the edition and setup ever asks ``fact`` (a sheet prints its box)."""
    return is_asked(edition, setup, TABLE[fact])


def table_record(edition: Edition, setup: Setup) -> list[dict[str, object]]:
    """``questions`` as JSON-ready data, for a script that renders and settles the rows (the phone
    sheet's data block): each row's fields, its conditions as ``[measure, test, bound]``."""
    return [
        {
            "fact": q.fact,
            "kind": q.kind.value,
            "whom": q.whom.value,
            "stage": q.stage.value,
            "only_if": [[c.measure.value, c.compare.value, c.bound] for c in q.only_if],
            "alone": q.alone,
            "none_fit": None
            if q.none_fit is None
            else [q.none_fit.measure.value, q.none_fit.compare.value, q.none_fit.bound],
            "first": q.first,
            "harmless": q.harmless,
            "unasked": q.unasked,
            "required": q.required,
            "most": q.most,
            "up_to": None if q.up_to is None else q.up_to.value,
            "step": MILE_STEP if q.fact == "miles" else 1,
        }
        for q in questions(edition, setup)
    ]


def side_facts(given: Mapping[str, Value], unanswered: Mapping[str, Value | None]) -> SideFacts:
    """One side's facts from its answers, each fact not answered at ``unanswered``'s value (or, left
    out there, ``SideFacts``' default; no distance: 0)."""
    base: dict[str, Value | None] = {"miles": 0, **SideFacts._field_defaults, **unanswered, **given}
    return SideFacts._make(base[fact] for fact in SideFacts._fields)
