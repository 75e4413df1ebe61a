"""Scoring one hand: the checks on a hand's facts and each side's breakdown.

This is the one place where Bornes turns what happened in a hand into points.
Score sheets print ``Scoring.values``, reference cards quote them, and reports
show what ``score_hand`` computes, so none of them can disagree.

The rules applied are those of ``rules-notes.md`` and its numbered decisions,
quoted where the code applies them.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.cards import DISTANCES, HUNDRED
from generator.rules.editions import (
    MAX_TWO_HUNDREDS,
    CoupFourreRule,
    Edition,
    ExtensionRule,
    HandWinner,
    Line,
    Scoring,
    Setup,
    ShutoutRule,
)

MILE_STEP = 25
"""The smallest distance card: every distance is a multiple of it."""

MAX_SAFETIES = 4
"""Four safeties in the deck, one of each [DJ], [WM]."""

TWO_HUNDRED = 200
"""The miles of the longest distance card, the 200 that a side plays at most twice and a safe trip
is won without [DJ], [WM]."""


class SideFacts(NamedTuple):
    """What one side did in one hand, as a player tells it.

    ``safeties`` counts every safety the side laid, those played as coups
    fourrés included (rules-notes decision 4). ``two_hundreds`` is ``None``
    when the player did not say; it is needed only for the side that wins a
    hand in an edition with a no-200 bonus. ``hundreds_played`` (whether the
    side laid any 100) likewise, only where [DJ]'s variant "without a 200 or
    a 100" is scored.
    """

    miles: int
    safeties: int = 0
    coups_fourres: int = 0
    two_hundreds: int | None = None
    delayed: bool = False
    extension: bool = False
    hundreds_played: bool | None = None


class Broken(StrEnum):
    """Which rule a hand's facts break: what ``bornes log`` and the phone sheet put into words.

    Each ``FactError`` names one, with the side and the fact to blame, so a
    player is told in a sentence of the game, in their language, what is
    wrong and where, while a log file's error keeps the log's keys.
    """

    MILES_NEGATIVE = "miles_negative"
    MILES_STEP = "miles_step"  # not a multiple of the smallest distance card
    MILES_PAST_TRIP = "miles_past_trip"
    TWO_HUNDREDS_RANGE = "two_hundreds_range"
    TWO_HUNDREDS_PAST_MILES = "two_hundreds_past_miles"  # more 200s than the miles can hold
    SAFETIES_RANGE = "safeties_range"
    COUPS_FOURRES_RANGE = "coups_fourres_range"  # more coups fourrés than safeties
    DELAYED_NOT_COMPLETED = "delayed_not_completed"
    NO_EXTENSION = "no_extension"  # the setup plays no extension
    EXTENSION_SHORT = "extension_short"  # called before reaching the trip
    EXTENSION_TWICE = "extension_twice"
    SAFETIES_TOTAL = "safeties_total"  # the sides' safeties add up to more than the deck has
    TWO_COMPLETED = "two_completed"
    TWO_HUNDREDS_MISSING = "two_hundreds_missing"  # the hand's winner did not say
    MILES_PAST_MOST = "miles_past_most"  # past the most one card takes a side, where the trip may be passed
    HUNDREDS_NO_ROOM = "hundreds_no_room"  # 100s said played, but the miles leave no room for one
    HUNDREDS_MISSING = "hundreds_missing"  # the hand's winner without a 200 did not say
    PAST_MOST_WITHOUT_200 = "past_most_without_200"  # past the most a card other than a 200 takes a side
    DELAYED_PILE_NEVER_EMPTY = "delayed_pile_never_empty"  # a delayed action where the pile never runs out


class FactError(ValueError):
    """A hand's facts break a rule; ``side`` names the side, or ``None`` for the whole hand.

    ``rule`` says which rule, ``fact`` which of the side's facts (a ``SideFacts``
    field) is to blame, and ``values`` the numbers a sentence about it needs.
    """

    def __init__(
        self,
        message: str,
        side: str | None = None,
        *,
        rule: Broken,
        fact: str | None = None,
        **values: int,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.side = side
        self.rule = rule
        self.fact = fact
        self.values = values
        self.hand: int | None = None  # set by ``match.play`` for the hand it was checking


class Breakdown(NamedTuple):
    """One side's score for one hand: a value per line the edition scores, and the total."""

    lines: Mapping[Line, int]

    @property
    def total(self) -> int:
        """The hand's total: the sum of its lines."""
        return sum(self.lines.values())


class HandResult(NamedTuple):
    """A scored hand: its trip length, who completed it, who won it, each side's points.

    ``scores`` is empty for an edition without points (Dujardin 2025).
    """

    facts: Mapping[str, SideFacts]
    trip_length: int
    completed: str | None
    winner: str | None
    scores: Mapping[str, Breakdown]

    def total(self, side: str) -> int:
        """The side's points for the hand (0 without points)."""
        breakdown = self.scores.get(side)
        return breakdown.total if breakdown else 0


def trip_length(edition: Edition, setup: Setup, facts: Mapping[str, SideFacts]) -> int:
    """The hand's trip: the extended trip (1,000) when a side called the extension, else the
    setup's (rules-notes decision 1)."""
    return edition.extended_trip if any(f.extension for f in facts.values()) else setup.trip


def safety_points(scoring: Scoring | None, facts: SideFacts) -> int:
    """What the side's safeties score: the safeties line and the coups fourrés line together.

    Under ``CoupFourreRule.INSTEAD`` ([DJ14]) a safety laid as a coup fourré
    scores the coup fourré's value only.
    """
    if scoring is None:
        return 0
    laid = facts.safeties
    if scoring.coup_fourre_rule is CoupFourreRule.INSTEAD:
        laid -= facts.coups_fourres
    return laid * scoring.value(Line.SAFETIES) + facts.coups_fourres * scoring.value(Line.COUPS_FOURRES)


def progress(edition: Edition, facts: SideFacts) -> int:
    """How far a side has gone toward the trip: its distance, and its safeties' points where they
    count ([DJ14] p.7 "1000 Miles or more with their Distance and Safety cards")."""
    if edition.trip_counts_safeties:
        return facts.miles + safety_points(edition.scoring, facts)
    return facts.miles


def reached(edition: Edition, facts: SideFacts, length: int) -> bool:
    """Whether the side completed the trip: exactly (rules-notes decision 1), or at it or past it
    where the edition has no exact finish ([DJ14] "1000 Miles, or more!")."""
    done = progress(edition, facts)
    return done == length if edition.exact_finish else done >= length


def last_card(edition: Edition, facts: SideFacts | None = None) -> int:
    """The most the card that ends a hand can take a side toward the trip: the longest distance
    card, or, where safeties count toward the trip ([DJ14]), a safety's points or a coup fourré's
    (its safety's and its own, under ``CoupFourreRule.ON_TOP``: 300 in one card).

    With ``facts``, only the cards the side laid: no 200 when it says it laid
    none (then a 100 is its longest card), no safety or coup fourré it did not
    lay. Without, the most any side's last card can be.
    """
    distances = [d for d in DISTANCES if d != TWO_HUNDRED or facts is None or facts.two_hundreds != 0]
    most = max(distances)
    scoring = edition.scoring
    if edition.trip_counts_safeties and scoring is not None:
        if facts is None or facts.safeties > facts.coups_fourres:
            most = max(most, safety_points(scoring, SideFacts(0, safeties=1)))
        if facts is None or facts.coups_fourres > 0:
            most = max(most, safety_points(scoring, SideFacts(0, safeties=1, coups_fourres=1)))
    return most


def furthest(edition: Edition, length: int, facts: SideFacts | None = None) -> int:
    """The most a side (with ``facts``: this side, by the cards it laid) can have gone when the
    hand ends.

    With an exact finish, the trip itself. Without one, the side that ends the
    hand was short of the trip before its last card, so at most that card's
    worth (``last_card``) past ``length - MILE_STEP``: a coup fourré laid from
    900 miles ends a trip of 1,000 at 1,200 when its 200 comes on top of the
    safety's 100; 1,175 miles need a last 200, from 975.
    """
    if edition.exact_finish:
        return length
    return length - MILE_STEP + last_card(edition, facts)


def longest_trip(edition: Edition, setup: Setup) -> int:
    """The most distance a side may write for a hand of ``setup``: the longest trip the hand can
    have (the extended trip where the extension may be called, rules-notes decision 1), or, without
    an exact finish, one distance card past it (``furthest`` of a side whose last card is a 200:
    its safeties' points count toward the trip, not its distance); ``check_side`` refuses more."""
    longest = edition.extended_trip if setup.extension else setup.trip
    return longest if edition.exact_finish else longest - MILE_STEP + max(DISTANCES)


def check_side(edition: Edition, setup: Setup, side: str, facts: SideFacts, length: int) -> None:
    """The checks on one side's facts that need no other side.

    Raises ``FactError`` naming ``side``.
    """
    if facts.miles < 0:
        raise FactError(
            f"miles must be 0 or more, not {facts.miles}",
            side,
            rule=Broken.MILES_NEGATIVE,
            fact="miles",
            miles=facts.miles,
        )
    if facts.miles % MILE_STEP:
        raise FactError(
            f"miles {facts.miles} is not a multiple of {MILE_STEP}",
            side,
            rule=Broken.MILES_STEP,
            fact="miles",
            miles=facts.miles,
            step=MILE_STEP,
        )
    if edition.exact_finish and facts.miles > length:
        raise FactError(
            f"miles {facts.miles} is past the hand's trip of {length}",
            side,
            rule=Broken.MILES_PAST_TRIP,
            fact="miles",
            miles=facts.miles,
            trip=length,
        )
    if facts.two_hundreds is not None:
        if not 0 <= facts.two_hundreds <= MAX_TWO_HUNDREDS:
            raise FactError(
                f"two_hundreds must be 0 to {MAX_TWO_HUNDREDS}, not {facts.two_hundreds}",
                side,
                rule=Broken.TWO_HUNDREDS_RANGE,
                fact="two_hundreds",
                two_hundreds=facts.two_hundreds,
                most=MAX_TWO_HUNDREDS,
            )
        if TWO_HUNDRED * facts.two_hundreds > facts.miles:
            raise FactError(
                f"two_hundreds {facts.two_hundreds} is worth more than the {facts.miles} miles played",
                side,
                rule=Broken.TWO_HUNDREDS_PAST_MILES,
                fact="two_hundreds",
                two_hundreds=facts.two_hundreds,
                miles=facts.miles,
            )
    if facts.hundreds_played and HUNDRED + max(DISTANCES) * (facts.two_hundreds or 0) > facts.miles:
        raise FactError(
            f"hundreds_played is set but {facts.miles} miles leave no room for a 100",
            side,
            rule=Broken.HUNDREDS_NO_ROOM,
            fact="hundreds_played",
            miles=facts.miles,
        )
    if not 0 <= facts.safeties <= MAX_SAFETIES:
        raise FactError(
            f"safeties must be 0 to {MAX_SAFETIES}, not {facts.safeties}",
            side,
            rule=Broken.SAFETIES_RANGE,
            fact="safeties",
            safeties=facts.safeties,
            most=MAX_SAFETIES,
        )
    if not 0 <= facts.coups_fourres <= facts.safeties:
        raise FactError(
            f"coups_fourres must be 0 to the side's safeties ({facts.safeties}), not {facts.coups_fourres}",
            side,
            rule=Broken.COUPS_FOURRES_RANGE,
            fact="coups_fourres",
            coups_fourres=facts.coups_fourres,
            safeties=facts.safeties,
        )
    if not edition.exact_finish:
        _check_last_card(edition, side, facts, length)
    if facts.delayed and not edition.draw_pile_runs_out:
        raise FactError(
            f"delayed is set, but in {edition.id} the discards are shuffled into a new draw pile, "
            "which never runs out: no delayed action",
            side,
            rule=Broken.DELAYED_PILE_NEVER_EMPTY,
            fact="delayed",
        )
    if facts.delayed and not reached(edition, facts, length):
        raise FactError(
            "delayed is set but the side did not complete the trip",
            side,
            rule=Broken.DELAYED_NOT_COMPLETED,
            fact="delayed",
            trip=length,
        )
    if facts.extension:
        if not setup.extension:
            raise FactError(
                f"{edition.id} with {setup.players} players has no extension",
                side,
                rule=Broken.NO_EXTENSION,
                fact="extension",
                players=setup.players,
            )
        # rules-notes decision 2: only the side that reached the trip first may call it.
        if progress(edition, facts) < setup.trip:
            raise FactError(
                f"extension called with {facts.miles} miles, less than {setup.trip}",
                side,
                rule=Broken.EXTENSION_SHORT,
                fact="extension",
                miles=facts.miles,
                trip=setup.trip,
            )


def _check_last_card(edition: Edition, side: str, facts: SideFacts, length: int) -> None:
    """Where the trip may be passed, a side went at most one card past it (``furthest``): refuse
    more than any card it laid could take it, then, when it says it laid no 200, more than a card
    other than a 200 could ([DJ14]: 1,175 needs a last 200 from 975; without one, 1,075 at most)."""
    went = progress(edition, facts)
    counted = f" (and {went - facts.miles} for its safeties)" if went != facts.miles else ""
    checks = (
        (None, Broken.MILES_PAST_MOST, "miles", "the most one card takes a side"),
        (
            facts.two_hundreds,
            Broken.PAST_MOST_WITHOUT_200,
            "two_hundreds",
            "the most a side that laid no 200 reaches",
        ),
    )
    for two_hundreds, rule, fact, what in checks:
        most = furthest(edition, length, facts._replace(two_hundreds=two_hundreds))
        if went > most:
            raise FactError(
                f"miles {facts.miles}{counted} is past {most:,}, {what} from below the trip of {length:,}",
                side,
                rule=rule,
                fact=fact,
                miles=facts.miles,
                most=most,
                trip=length,
                safety_points=went - facts.miles,
            )


def completers(edition: Edition, facts: Mapping[str, SideFacts], length: int) -> list[str]:
    """The sides that completed the trip (rules-notes decision 1: at most one may)."""
    return [side for side, f in facts.items() if reached(edition, f, length)]


def completer(edition: Edition, facts: Mapping[str, SideFacts], length: int) -> str | None:
    """The side that completed the trip, if any (rules-notes decision 1)."""
    done = completers(edition, facts, length)
    return done[0] if done else None


def most_distance(facts: Mapping[str, SideFacts]) -> str | None:
    """The side with strictly the most distance; ``None`` on a tie at the top."""
    best = max(f.miles for f in facts.values())
    leaders = [side for side, f in facts.items() if f.miles == best]
    return leaders[0] if len(leaders) == 1 else None


def hand_winner(edition: Edition, facts: Mapping[str, SideFacts], length: int) -> str | None:
    """The side that wins the hand (rules-notes decision 6; seed 004 "la plus proche").

    The side that completed the trip; when none did, under ``HandWinner.MOST_DISTANCE`` (Dujardin
    2024, and 2025's race without points) the side with the most distance, nobody on a tie.
    """
    done = completer(edition, facts, length)
    if done is not None:
        return done
    return most_distance(facts) if edition.winner_rule is HandWinner.MOST_DISTANCE else None


def check_hand(edition: Edition, setup: Setup, facts: Mapping[str, SideFacts]) -> HandResult:
    """Check a hand's facts against the edition's rules, then score it.

    Raises ``FactError`` for the first rule broken.
    """
    length = trip_length(edition, setup, facts)
    for side, side_facts in facts.items():
        check_side(edition, setup, side, side_facts, length)
    callers = [side for side, f in facts.items() if f.extension]
    if len(callers) > 1:
        raise FactError(
            "extension is called by more than one side",
            callers[1],
            rule=Broken.EXTENSION_TWICE,
            fact="extension",
        )
    if sum(f.safeties for f in facts.values()) > MAX_SAFETIES:
        raise FactError(
            f"the sides' safeties add up to more than {MAX_SAFETIES}",
            rule=Broken.SAFETIES_TOTAL,
            fact="safeties",
            most=MAX_SAFETIES,
        )
    done = completers(edition, facts, length)
    if len(done) > 1:
        raise FactError(
            f"two sides completed the trip of {length}",
            done[1],
            rule=Broken.TWO_COMPLETED,
            fact="miles",
            trip=length,
        )
    winner = hand_winner(edition, facts, length)
    scoring = edition.scoring
    if winner is not None and scoring is not None:
        no_200_lines = scoring.scores(Line.SAFE_TRIP) or scoring.scores(Line.WITHOUT_HUNDREDS)
        if no_200_lines and facts[winner].two_hundreds is None:
            raise FactError(
                "two_hundreds is required for the side that wins the hand",
                winner,
                rule=Broken.TWO_HUNDREDS_MISSING,
                fact="two_hundreds",
            )
        own = facts[winner]
        # The 100s matter only to a winner without a 200 ([DJ]'s « ni de 200 ni de 100 »).
        if scoring.scores(Line.WITHOUT_HUNDREDS) and own.two_hundreds == 0 and own.hundreds_played is None:
            raise FactError(
                "hundreds_played is required for the side that wins the hand",
                winner,
                rule=Broken.HUNDREDS_MISSING,
                fact="hundreds_played",
            )
    scores = (
        MappingProxyType({side: _breakdown(edition, side, facts, length, winner) for side in facts})
        if scoring is not None
        else MappingProxyType({})
    )
    return HandResult(
        facts=MappingProxyType(dict(facts)),
        trip_length=length,
        completed=done[0] if done else None,
        winner=winner,
        scores=scores,
    )


def score_hand(edition: Edition, setup: Setup, facts: Mapping[str, SideFacts]) -> HandResult:
    """Score one hand (the same as ``check_hand``: a hand is never scored unchecked)."""
    return check_hand(edition, setup, facts)


def _breakdown(
    edition: Edition,
    side: str,
    facts: Mapping[str, SideFacts],
    length: int,
    winner: str | None,
) -> Breakdown:
    """One side's lines, by the rules of seed 000 and rules-notes decisions 1 to 6."""
    scoring = edition.scoring
    assert scoring is not None, "only an edition with points scores lines"
    own = facts[side]
    others = [f for s, f in facts.items() if s != side]
    completed = reached(edition, own, length)
    value = scoring.value
    # Decision 4: every safety laid scores, coups fourrés included; under
    # ``CoupFourreRule.INSTEAD`` ([DJ14]) a coup fourré's safety scores on its own line only.
    laid = own.safeties - (own.coups_fourres if scoring.coup_fourre_rule is CoupFourreRule.INSTEAD else 0)
    no_200 = side == winner and own.two_hundreds == 0
    points: dict[Line, int] = {
        Line.DISTANCE: own.miles * value(Line.DISTANCE),
        Line.SAFETIES: laid * value(Line.SAFETIES),
        Line.ALL_SAFETIES: value(Line.ALL_SAFETIES) if own.safeties == MAX_SAFETIES else 0,
        Line.COUPS_FOURRES: own.coups_fourres * value(Line.COUPS_FOURRES),
        # The trip goes to the hand's winner: the side that completed it or,
        # in Dujardin 2024, the side with the most distance (decision 6).
        Line.TRIP: value(Line.TRIP) if side == winner else 0,
        # Decision 3: delayed action and safe trip only to the side that won
        # the hand; a side that called the extension and fell short won nothing.
        Line.DELAYED_ACTION: value(Line.DELAYED_ACTION) if completed and own.delayed else 0,
        Line.SAFE_TRIP: value(Line.SAFE_TRIP) if no_200 else 0,
        # [DJ]'s variant: « manche gagnée sans aucune étape de 200 ni de 100 », on top
        # of the safe trip (the rulebook calls it a « prime », a bonus, and replaces nothing).
        Line.WITHOUT_HUNDREDS: value(Line.WITHOUT_HUNDREDS) if no_200 and own.hundreds_played is False else 0,
        Line.EXTENSION: _extension_points(edition, side, facts, length),
        Line.SHUTOUT: _shutout_points(scoring, own, others, completed),
    }
    return Breakdown(MappingProxyType({line: points[line] for line in scoring.lines}))


def _extension_points(edition: Edition, side: str, facts: Mapping[str, SideFacts], length: int) -> int:
    """The extension's bonus, by the edition's ``ExtensionRule``.

    Decision 2 (``CALLER_OR_OTHERS``): the caller scores it on reaching the
    extended trip; if not, every other side does. ``COMPLETER`` ([BSD]): only
    the side that completes the extended trip, caller or not.
    """
    scoring = edition.scoring
    assert scoring is not None
    caller = next((s for s, f in facts.items() if f.extension), None)
    if caller is None:
        return 0
    bonus = scoring.value(Line.EXTENSION)
    if scoring.extension_rule is ExtensionRule.COMPLETER:
        return bonus if reached(edition, facts[side], length) else 0
    caller_made_it = reached(edition, facts[caller], length)
    if side == caller:
        return bonus if caller_made_it else 0
    return 0 if caller_made_it else bonus


def _shutout_points(scoring: Scoring, own: SideFacts, others: list[SideFacts], completed: bool) -> int:
    """The shut-out (Capot), by the edition's ``ShutoutRule``."""
    blank = sum(1 for f in others if f.miles == 0)
    if scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT:
        # [DJ] Capot: each side with distance scores it once per side without.
        return scoring.value(Line.SHUTOUT) * blank if own.miles > 0 else 0
    # Seed 000: to the side that completed the trip when no other side played any distance.
    return scoring.value(Line.SHUTOUT) if completed and blank == len(others) else 0
