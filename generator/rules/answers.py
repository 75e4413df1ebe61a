"""A hand told one answer at a time: which answers can still be right, and which answers clash.

The lower half of a hand's interview (``generator.rules.interview``).

``bornes log`` asks a hand's facts one by one. An answer is accepted when the
hand can still be valid: when some answers to the questions not yet asked
make the whole hand pass ``scoring.check_hand``. So a side's 725 miles after
another side's 700 is accepted only while somebody may still have called the
extension, and five safeties are refused at the one that makes five. When no
answer to come can save the hand, ``clash`` names the rule broken and every
answer it involves, so that only those are asked again.

Pure: the answers are plain values, the checks those of ``scoring``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import NamedTuple

from generator.rules.editions import MAX_TWO_HUNDREDS, Edition, Setup
from generator.rules.questions import HARMLESS, side_facts
from generator.rules.scoring import TWO_HUNDRED, Broken, FactError, SideFacts, check_hand, reached

Answers = Mapping[str, Mapping[str, int | bool]]
"""What has been answered so far: side id → fact (a ``SideFacts`` field) → value."""

FACTS: tuple[str, ...] = SideFacts._fields
"""A side's facts, in the order a player is asked them."""


class Answer(NamedTuple):
    """One answer of a hand: a side's fact."""

    side: str
    fact: str


class Clash(NamedTuple):
    """Answers that cannot all be right: the rule they break, and each answer it involves."""

    error: FactError
    answers: tuple[Answer, ...]


def _filled(known: Mapping[str, int | bool]) -> SideFacts:
    """A side's facts, each unanswered one at its harmless value (``questions.HARMLESS``).

    No distance, no safety, no 200, no 100, no delayed action, no extension:
    each is allowed whatever the other answers are (a 0 never passes a trip,
    never adds a safety too many), so only an extension call can make a hand
    valid that these make invalid.
    """
    return side_facts(known, HARMLESS)


def _completions(
    edition: Edition, setup: Setup, known: Answers, sides: Sequence[str]
) -> Iterator[dict[str, SideFacts]]:
    """The hands the answers so far may still become, enough of them to find a valid one if any is.

    Every unanswered fact at its harmless value, then the same with every
    side that has not said its 200s laying as many as its distance holds
    (where the trip may be passed, a distance past the most a 100 takes a
    side needs a last 200: no 200 is harmless only until then); and for each,
    where the extension can still be called, each side that has not said
    whether it called it calling it, at the distance it gave or, when it
    gave none yet, at the trip and at the extended trip (the two that decide
    whether it completes).
    """
    harmless = {side: _filled(known.get(side, {})) for side in sides}
    with_200s = {
        side: facts._replace(two_hundreds=min(MAX_TWO_HUNDREDS, facts.miles // TWO_HUNDRED))
        if "two_hundreds" not in known.get(side, {})
        else facts
        for side, facts in harmless.items()
    }
    for hand in (harmless, with_200s) if with_200s != harmless else (harmless,):
        yield hand
        if not setup.extension or any(answers.get("extension") for answers in known.values()):
            continue
        for side in sides:
            answers = known.get(side, {})
            if "extension" in answers:
                continue
            distances = [int(answers["miles"])] if "miles" in answers else [edition.extended_trip, setup.trip]
            for miles in distances:
                if miles >= setup.trip:
                    yield {**hand, side: hand[side]._replace(miles=miles, extension=True)}


def problem(edition: Edition, setup: Setup, known: Answers, sides: Sequence[str]) -> FactError | None:
    """``None`` when the hand can still be valid whatever is answered next; else the rule broken.

    The error is the one the hand breaks with every unanswered fact at its
    harmless value, so it names an answer already given.
    """
    first: FactError | None = None
    for hand in _completions(edition, setup, known, sides):
        try:
            check_hand(edition, setup, hand)
        except FactError as error:
            first = first or error
        else:
            return None
    return first


def completed(edition: Edition, known: Answers, trip: int) -> tuple[str, ...]:
    """The sides whose answers so far complete a trip of ``trip``: exactly, or at it or past it (and
    with their safeties' points, where they count) in an edition without an exact finish ([DJ14])."""
    return tuple(side for side, answers in known.items() if reached(edition, _filled(answers), trip))


def clash(error: FactError, known: Answers, edition: Edition, setup: Setup) -> tuple[Answer, ...]:
    """Every answer given that the broken rule involves: those of which one at least must change.

    The safeties of every side that laid some, for too many in all; both
    sides' distance, for two that completed the trip; a distance past the
    trip and every "no" to the extension of a side that could have called
    it; otherwise the one answer the rule names.
    """
    given = [(side, facts) for side, facts in known.items()]
    if error.rule is Broken.SAFETIES_TOTAL:
        return tuple(Answer(side, "safeties") for side, facts in given if facts.get("safeties"))
    if error.rule is Broken.TWO_COMPLETED:
        sides = completed(edition, known, error.values["trip"])
        counted = edition.trip_counts_safeties
        return tuple(
            answer
            for side in sides
            for answer in (Answer(side, "miles"), Answer(side, "safeties"))
            if answer.fact == "miles" or (counted and known[side].get("safeties"))
        )
    if error.rule is Broken.MILES_PAST_TRIP and setup.extension:
        assert error.side is not None
        refused = tuple(
            Answer(side, "extension")
            for side, facts in given
            if facts.get("extension") is False and int(facts.get("miles", 0)) >= setup.trip
        )
        return (Answer(error.side, "miles"), *refused)
    if error.rule is Broken.PAST_MOST_WITHOUT_200:
        assert error.side is not None
        return (Answer(error.side, "miles"), Answer(error.side, "two_hundreds"))
    if error.side is None or error.fact is None:
        return ()
    return (Answer(error.side, error.fact),)
