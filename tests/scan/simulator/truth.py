"""A filled scan sheet's ground truth: the match played, every fact written on the paper, and the
mark each row gets.

A match is valid random hands (``tests.random_hands``, checked by the scoring
module) played in order until the match is won or the page is full, as a
family would fill the sheet. Every side fills every row of every hand played
("fill exactly one circle in each row, 0 included"), so the paper says facts
a log may leave out (the 200s of a side that did not win): those are made up
here, within the rules (never more 200s than the miles hold). The match log a
reader must write is what the rules' interview (``generator.rules.interview``)
keeps of the paper's facts, as ``bornes log`` and ``bornes import`` do.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from generator.rules.cards import HUNDRED
from generator.rules.editions import MAX_TWO_HUNDREDS, Edition, Setup
from generator.rules.house import parse_house_rules
from generator.rules.interview import Accepted, Interview
from generator.rules.match import Match, Side, play
from generator.rules.questions import TABLE, Kind
from generator.rules.scoring import TWO_HUNDRED, SideFacts
from tests.random_hands import random_hands
from tests.scan.simulator.sheetmap import PageMap, Row
from tests.scan.simulator.sheets import SheetSpec

Value = int | bool
Hand = Mapping[str, SideFacts]
Paper = Mapping[str, Mapping[str, Value]]
"""One hand as written on the paper: side id → fact → value, for every fact the page prints."""


def edition_of(spec: SheetSpec) -> Edition:
    """The edition (or house rules) a sheet is printed for."""
    from generator.rules.editions import EDITIONS

    house = spec.house_rules
    if house is None:
        return EDITIONS[spec.rules]
    return parse_house_rules(house.read_text(encoding="utf-8"), str(house))


def setup_of(spec: SheetSpec, edition: Edition) -> Setup:
    """The setup a sheet is printed for."""
    return edition.setup(spec.players, spec.sides)


def is_yes_no(fact: str) -> bool:
    """Whether a fact is a yes-or-no box on the sheet (the question table's kind)."""
    return TABLE[fact].kind is Kind.YES_NO


def paper_side(facts: SideFacts, printed: Sequence[str], rng: random.Random) -> dict[str, Value]:
    """What a side writes on the paper for each printed fact: its facts, with the 200s and the 100
    it did not have to say made up within the rules."""
    two = facts.two_hundreds
    if two is None:
        two = rng.randint(0, min(MAX_TWO_HUNDREDS, max(facts.miles, 0) // TWO_HUNDRED))
    hundred = facts.hundreds_played
    room = facts.miles - TWO_HUNDRED * two >= HUNDRED
    if hundred is None or (hundred and not room):
        hundred = room and rng.random() < 0.5
    full: dict[str, Value] = {**facts._asdict(), "two_hundreds": two, "hundreds_played": hundred}
    return {fact: full[fact] for fact in printed}


def settle(edition: Edition, setup: Setup, paper: Paper) -> Hand:
    """The hand a reader must log from the paper's facts: the rules' interview, asked every question
    it asks and answered from the paper (the facts it does not ask left at their default)."""
    interview = Interview.start(edition, setup, tuple(paper))
    while (ask := interview.next_question()) is not None:
        value = paper[ask.side][ask.fact]  # a KeyError: the sheet does not print a fact the rules ask
        answered = interview.answer(ask.side, ask.fact, value)
        if not isinstance(answered, Accepted):
            raise ValueError(f"the paper's {ask.side}.{ask.fact} = {value!r} is refused: {answered.error}")
        interview = answered.interview
    return interview.hand()


def marks_for(value: Value, rows: Sequence[Row]) -> tuple[int | None, ...]:
    """The mark to fill in each of a fact's rows to say ``value`` (``None``: none, an empty box).

    A fact's value is the sum, over its rows, of the value of the one filled
    mark in each (the map's format); a yes-or-no box is filled for yes. The
    way must be the only one: a sheet where two ways say the same value
    could not be read back.
    """
    if len(rows) == 1 and rows[0].is_box:
        return (rows[0].marks[0].value if value else None,)
    ways = [
        combo
        for combo in itertools.product(*(tuple(mark.value for mark in row.marks) for row in rows))
        if sum(combo) == int(value)
    ]
    if len(ways) != 1:
        raise ValueError(f"{len(ways)} ways to fill {rows[0].fact} = {value} on its rows")
    return ways[0]


@dataclass(frozen=True)
class RowTruth:
    """What one row must say: the value of the one mark to fill (``None``: nothing to fill)."""

    row: Row
    filled: int | None


@dataclass(frozen=True)
class MatchTruth:
    """A match filled on a printed sheet: its hands as logged, and as written on the paper."""

    edition: Edition
    setup: Setup
    sides: tuple[Side, ...]
    hands: tuple[Hand, ...]
    papers: tuple[Paper, ...]
    first_hand: int

    @property
    def match(self) -> Match:
        """The match a reader must log."""
        return Match(self.edition, self.setup, self.sides, self.hands)

    def paper(self, hand: int) -> Paper | None:
        """The paper's facts of a printed hand's number; ``None`` for a hand not played."""
        index = hand - self.first_hand
        return self.papers[index] if 0 <= index < len(self.papers) else None

    def rows(self, page: PageMap) -> tuple[RowTruth, ...]:
        """Every row of a printed page and the mark it gets."""
        out: list[RowTruth] = []
        for hand in page.hands:
            paper = self.paper(hand)
            for side in page.sides:
                for fact in page.facts(hand, side):
                    rows = page.rows_of(hand, side, fact)
                    if paper is None:
                        out.extend(RowTruth(row, None) for row in rows)
                        continue
                    out.extend(
                        RowTruth(row, filled)
                        for row, filled in zip(rows, marks_for(paper[side][fact], rows), strict=True)
                    )
        order = {row: index for index, row in enumerate(page.rows)}
        return tuple(sorted(out, key=lambda truth: order[truth.row]))


def random_match(
    spec: SheetSpec, pages: Sequence[PageMap], sides: tuple[Side, ...], rng: random.Random, wanted: int
) -> MatchTruth:
    """A match of up to ``wanted`` valid hands, filled on the printed pages in order, cut where the
    match is won, every fact each page prints written on the paper."""
    edition = edition_of(spec)
    setup = setup_of(spec, edition)
    pool = random_hands(edition, setup, rng.randrange(2**31), valid=40, invalid=0)
    printed = {hand: page for page in pages for hand in page.hands}
    hands: list[Hand] = []
    papers: list[Paper] = []
    for number in range(spec.first_hand, spec.first_hand + wanted):
        page = printed.get(number)
        if page is None:
            break
        facts = rng.choice(pool)
        paper = {side.id: paper_side(facts[side.id], page.facts(number, side.id), rng) for side in sides}
        hands.append(settle(edition, setup, paper))
        papers.append(paper)
        result = play(Match(edition, setup, sides, tuple(hands)))
        if result.outcome.finished:
            break
    return MatchTruth(edition, setup, sides, tuple(hands), tuple(papers), spec.first_hand)
