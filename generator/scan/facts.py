"""From rows read to a hand's facts: each fact read, or a doubt to ask; then the filled sheet's boxes.

A side's fact is the sum of the values of the one circle filled in each of
its rows (the miles: hundreds and the rest; a yes-or-no box: filled for
yes). Each hand is then settled as ``bornes log`` settles one
(``generator.rules.interview``): its questions are taken in the interview's
order, each answered by what was read, or by the player where there is a
doubt (``Doubt``):

- ``Why.MARKS``: a row with two filled circles or more (one may be crossed
  out: the sheet says to cross out a wrong circle and fill the right one);
- ``Why.UNCLEAR``: a row with a circle partly filled, ticked or crossed;
- ``Why.BLANK``: a row with nothing filled, on a hand that was played (a
  hand with nothing at all, or only a stray stroke's ink on one side's
  rows, its miles unread, is not played: ``played``);
- ``Why.RULE``: what was read breaks a rule, alone or with other facts
  read (``Doubt.involved`` lists them: one of them is wrong).

A fact the interview does not ask (the 200s of a side that did not win)
keeps what was read; a doubt there is asked too, a row left blank among
them (the sheet says to fill 0: a blank row is a mark the photo lost, a
light pencil's fill, not a none), and the whole hand is checked by the
scoring module at the end, so nothing read wrong goes into the log unasked.

The facts settled become the boxes of a filled fillable sheet
(``filled_values``, in ``generator.form_format``'s names), which
``bornes import``'s reader turns into the log
(``generator.matchlog.form_reader``): one reader of logs for both.

Pure: no I/O, no words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from generator.form_format import FACT_BOXES, MILES, TAGS, box_name, tick_name
from generator.rules.answers import Answer, clash
from generator.rules.editions import CoupFourreRule, Edition, Setup
from generator.rules.interview import Accepted, Clashed, Interview
from generator.rules.questions import Kind, Value, questions
from generator.rules.scoring import FactError, SideFacts, check_hand
from generator.scan.marks import RowRead

UNTICKED, TICKED = "Off", "On"
"""What a box to tick holds on a filled sheet, as pypdf reads it: a check box's states."""


class Why(StrEnum):
    """Why a fact is asked instead of read."""

    MARKS = "marks"  # two filled circles or more in a row
    UNCLEAR = "unclear"  # a circle partly filled, ticked or crossed
    BLANK = "blank"  # nothing filled in a row the hand needs
    RULE = "rule"  # what was read breaks a rule


class FactRead(NamedTuple):
    """One side's fact in one hand, as read from its rows: its value where every row has exactly one
    circle filled, else ``None``."""

    hand: int
    side: str
    fact: str
    rows: tuple[RowRead, ...]
    value: Value | None

    @property
    def blank(self) -> bool:
        """Whether nothing at all is marked in its rows."""
        return all(row.blank for row in self.rows if len(row.marks) > 1) and all(
            row.value == 0 for row in self.rows if len(row.marks) == 1
        )

    @property
    def why(self) -> Why | None:
        """Why it cannot be read as it is; ``None`` where it can."""
        if self.value is not None:
            return None
        if any(len(row.filled) > 1 for row in self.rows):
            return Why.MARKS
        if any(row.doubtful for row in self.rows):
            return Why.UNCLEAR
        return Why.BLANK


class Doubt(NamedTuple):
    """A fact to ask: whose, why, what was seen (``seen``: the circles' figures, filled first) and,
    for a rule broken, the rule and each answer involved."""

    hand: int
    side: str
    fact: str
    why: Why
    seen: tuple[str, ...] = ()
    value: Value | None = None  # what was read, where it breaks a rule
    error: FactError | None = None
    involved: tuple[Answer, ...] = ()
    known: Mapping[str, Mapping[str, Value]] = MappingProxyType({})  # the facts the rule was found in
    answered: bool = False  # the value breaking the rule is an answer given, not what was read


def fact_reads(
    rows: Sequence[RowRead], edition: Edition, setup: Setup
) -> dict[tuple[int, str, str], FactRead]:
    """Each side's facts in each hand of a page, as read: the miles the sum of their rows, a count its
    row's value, a yes-or-no box ``True`` when filled."""
    kinds = {question.fact: question.kind for question in questions(edition, setup)}
    grouped: dict[tuple[int, str, str], list[RowRead]] = {}
    for row in rows:
        grouped.setdefault((row.row.hand, row.row.side, row.row.fact), []).append(row)
    reads = {}
    for (hand, side, fact), parts in grouped.items():
        values = [part.value for part in parts]
        value: Value | None = None
        if all(v is not None for v in values):
            total = sum(v for v in values if v is not None)
            value = bool(total) if kinds.get(fact, Kind.COUNT) is Kind.YES_NO else total
        reads[(hand, side, fact)] = FactRead(hand, side, fact, tuple(parts), value)
    return reads


def played(reads: Mapping[tuple[int, str, str], FactRead], hand: int) -> bool:
    """Whether ``hand`` was played: marked on more than one side's rows, or on one side's with its
    miles read whole. A hand played has a circle filled in each of every side's miles rows (0
    included, as the sheet says), so ink on one side's rows that leaves its miles unread (a stray
    stroke running into the first hand not played) is a hand not played, not doubts about rows no
    answer could fill; a hand with nothing marked is not played either."""
    marked = {read.side for (number, _, _), read in reads.items() if number == hand and not read.blank}
    if len(marked) != 1:
        return len(marked) > 1
    miles = reads.get((hand, marked.pop(), "miles"))
    return miles is not None and miles.value is not None


def seen(read: FactRead) -> tuple[str, ...]:
    """The figures of the circles marked in a fact's troubled rows (those without one circle filled),
    filled first, then the doubtful: "7", "8"; "□" for a box."""
    rows = [row for row in read.rows if row.value is None]
    return tuple(m.mark.text or "□" for row in rows for m in row.filled) + tuple(
        m.mark.text or "□" for row in rows for m in row.doubtful
    )


class Settled(NamedTuple):
    """A hand settled: every side's facts, one for each row the sheet prints."""

    facts: Mapping[str, Mapping[str, Value]]


def settle(
    edition: Edition,
    setup: Setup,
    sides: Sequence[str],
    hand: int,
    reads: Mapping[tuple[int, str, str], FactRead],
    answered: Mapping[tuple[str, str], Value],
) -> Settled | Doubt:
    """Hand ``hand``'s facts, from what was read and what was ``answered`` (by side and fact); or
    the first doubt to ask, in the order ``bornes log`` asks.

    The interview takes each question it asks, answered by the player where
    they answered it, else by what was read; a doubt stops it there. A rule
    broken by what was read is a doubt naming every fact involved. Then the
    facts it does not ask are taken as read, and the hand is checked whole.
    """
    interview = Interview.start(edition, setup, sides)
    while (question := interview.next_question()) is not None:
        key = (question.side, question.fact)
        read = reads.get((hand, *key))
        if key in answered:
            value: Value = answered[key]
        elif read is not None and read.value is not None:
            value = read.value
        else:
            why = Why.BLANK if read is None else read.why
            assert why is not None
            return Doubt(hand, question.side, question.fact, why, () if read is None else seen(read))
        outcome = interview.answer(question.side, question.fact, value)
        if isinstance(outcome, Accepted):
            interview = outcome.interview
            continue
        involved = outcome.involved if isinstance(outcome, Clashed) else (question.answer,)
        known = {side: dict(facts) for side, facts in outcome.interview.known.items()}
        known[question.side][question.fact] = value
        given = key in answered
        return Doubt(hand, *key, Why.RULE, (), value, outcome.error, involved, known, given)
    facts: dict[str, dict[str, Value]] = {side: {} for side in sides}
    asked = interview.hand()
    for (number, side, fact), read in reads.items():
        if number != hand:
            continue
        key = (side, fact)
        if interview.asked(side, fact):
            facts[side][fact] = getattr(asked[side], fact)
        elif key in answered:
            facts[side][fact] = answered[key]
        elif read.value is not None:
            facts[side][fact] = read.value
        else:
            assert read.why is not None
            return Doubt(hand, side, fact, read.why, seen(read))
    try:
        check_hand(edition, setup, {side: _side_facts(facts[side]) for side in sides})
    except FactError as error:
        side, fact = error.side or sides[0], error.fact or "miles"
        known = {s: dict(f) for s, f in facts.items()}
        involved = clash(error, known, edition, setup) or (Answer(side, fact),)
        given = (side, fact) in answered
        return Doubt(hand, side, fact, Why.RULE, (), facts[side].get(fact), error, involved, known, given)
    return Settled(facts)


def _side_facts(facts: Mapping[str, Value]) -> SideFacts:
    """A side's facts, each fact the sheet does not print left unsaid, as ``bornes import`` leaves a
    fact its sheet has no box for (``SideFacts``' defaults: the 200s ``None``, never a 0 that would
    then say the side laid no 200 and refuse a hand ended by one, [DJ14])."""
    base: dict[str, Value | None] = {"miles": 0, **SideFacts._field_defaults, **facts}
    return SideFacts._make(base[fact] for fact in SideFacts._fields)


def filled_values(
    edition: Edition,
    kind: str,
    hands: Mapping[int, Settled | None],
    sides: int,
) -> dict[str, str]:
    """The boxes of a filled fillable sheet holding these hands (``None``: a hand not played, its
    boxes empty), in ``generator.form_format``'s names: the miles written in, a box ticked per
    count and for yes. Where a coup fourré scores instead of its safety ([DJ14]), the safeties'
    boxes count the others, as that sheet's do."""
    scoring = edition.scoring
    apart = scoring is not None and scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    values: dict[str, str] = {}
    for number, settled in hands.items():
        for tag in TAGS[:sides]:
            side = tag.lower()
            if settled is None:
                values[box_name(kind, number, tag, MILES)] = ""
                continue
            facts = dict(settled.facts[side])
            values[box_name(kind, number, tag, MILES)] = str(facts.pop("miles"))
            if apart and "safeties" in facts:
                facts["safeties"] = int(facts["safeties"]) - int(facts.get("coups_fourres", 0))
            for fact, value in facts.items():
                key = FACT_BOXES[fact]
                count = int(value)
                for tick in range(1, max(count, 1) + 1):
                    name = tick_name(box_name(kind, number, tag, key), tick)
                    values[name] = TICKED if tick <= count else UNTICKED
    return values
