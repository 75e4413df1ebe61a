"""What each reference card says, as data: the context its template gets.

Everything here is read from the edition's record (``generator.rules``):
card names in the chosen language, setups, whether a Roll is needed, the
deck, the scoring values and the match target. Numbers are formatted for the
language (``format_number``) before they reach a template, so a template
holds wording only and never a value. No wording lives here either: the
templates choose their sentences from these facts.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from generator.pdf.text import clean
from generator.rules.cards import (
    CARD_IDS,
    DISTANCES,
    HAZARDS,
    HUNDRED,
    REMEDIES,
    REMEDY_FOR,
    SAFETIES,
    SAFETY_FOR,
    SPEED_LIMIT_MAX,
    distance_id,
)
from generator.rules.editions import (
    MAX_TWO_HUNDREDS,
    SMALL_TABLE_PLAYERS,
    CoupFourreRule,
    Edition,
    Line,
    Setup,
)
from generator.rules.scoring import MAX_SAFETIES
from generator.text.bidi import visual_order
from generator.text.i18n import join_list, line_label
from generator.text.languages import Lang
from generator.text.numbers import format_number

CARDS: tuple[str, ...] = ("turn", "trip", "hazards", "safeties", "coup_fourre", "scoring", "end", "deck")
"""The eight cards, in order; each is a template ``templates/cards/<name>.xml.j2``. The turn and
the trip, the safeties and the coup fourré, each have a card of their own so that the text
stays 7.5 pt or more on poker cards."""

# The remedy that is also the "go" card (Roll, Feu vert) and the hazard it answers.
ROLL = "roll"
STOP = next(hazard for hazard, remedy in REMEDY_FOR.items() if remedy == ROLL)
SPEED_LIMIT = "speed_limit"  # the hazard that goes on its own pile (seed 002, seed 004)


class HazardRow(NamedTuple):
    """A hazard, what answers it and what protects from it (seed 002's table)."""

    hazard: str
    remedy: str
    then_roll: bool  # the remedy must be followed by a Roll on a later turn
    safety: str


class SafetyRow(NamedTuple):
    """A safety and the hazards it protects from for the rest of the hand."""

    safety: str
    protects: tuple[str, ...]
    spares_roll: bool  # with it laid, no Roll is needed (seed 000, seed 002, seed 004)


class Seats(NamedTuple):
    """Setups that share a trip, grouped: "2 or 3 players, each alone: 700"."""

    players: tuple[str, ...]
    teams: bool
    per_side: str
    trip: str
    extension: bool


class Extension(NamedTuple):
    """The extension of a 700 trip to 1,000, and its value (``None``: not scored)."""

    label: str  # "Extension", "Allonge"
    trip: str
    extended: str
    value: str | None
    # What a caller who falls short loses: the trip's value, which they would
    # otherwise score for reaching the first trip (seed 000 "Fall short and you
    # lose the 400"); ``None`` when the edition does not score the trip.
    lost: str | None = None
    rule: str = "caller_or_others"  # ``ExtensionRule`` value: who scores the bonus


class ScoreRow(NamedTuple):
    """One line of the scoring card: its key (``Line``), label and value."""

    key: str
    label: str
    value: str
    amount: int  # the value as a number, for the wording's plural


class CardScoring(NamedTuple):
    """The edition's points: every line in the pad's order, and who scores what."""

    rows: tuple[ScoreRow, ...]
    hand_winner: str  # ``HandWinner`` value
    shutout_rule: str  # ``ShutoutRule`` value
    safety: str | None  # a safety's value, ``None`` when not scored
    coup: str | None  # a coup fourré's extra value
    coup_total: str | None  # a safety laid as a coup fourré, both lines together
    winner_only: tuple[str, ...] = ()  # labels of the lines only the hand's winner scores
    coup_rule: str = "on_top"  # ``CoupFourreRule`` value: the coup fourré's value on top of or instead of
    # [DJ]'s table: the all-four bonus printed with the four safeties' values, « 700 »
    all_four_total: str | None = None

    def row(self, key: str) -> ScoreRow | None:
        """The row of a line, if the edition scores it."""
        return next((row for row in self.rows if row.key == key), None)


class DeckCard(NamedTuple):
    """A card of the deck and how many of it there are."""

    name: str
    copies: str


class DeckGroup(NamedTuple):
    """The cards of one kind (``distance``, ``hazard``, ``remedy``, ``safety``)."""

    kind: str
    total: str  # how many cards of the kind
    cards: tuple[DeckCard, ...]


class DeckPair(NamedTuple):
    """Two kinds printed side by side: hazards beside their remedies."""

    left: DeckGroup
    right: DeckGroup

    @property
    def rows(self) -> tuple[tuple[DeckCard | None, DeckCard | None], ...]:
        """The cards of both kinds, row by row; ``None`` where one kind has fewer."""
        depth = max(len(self.left.cards), len(self.right.cards))
        pad: tuple[None, ...] = (None,) * depth
        return tuple(zip((*self.left.cards, *pad)[:depth], (*self.right.cards, *pad)[:depth], strict=True))


FRONT_RULES_NAME = 40
"""The most characters of a house-rules name on each front's top line (the longest name allowed is
120): beyond, it is cut at a word with an ellipsis, so a long name takes one or two lines of every
card, not four of its body's room. The back, the aid's back and the page's slug line print it whole."""


def front_rules_name(name: str) -> str:
    """A house-rules name as every front's top line prints it: whole up to ``FRONT_RULES_NAME``
    characters, else its first words (or characters) within that, and an ellipsis."""
    if len(name) <= FRONT_RULES_NAME:
        return name
    cut = name[: FRONT_RULES_NAME - 1]
    if " " in cut.strip():
        cut = cut[: cut.rstrip().rindex(" ")]
    return cut.rstrip(" ,;:-·") + "\u2026"


class Content(NamedTuple):
    """The context every card template gets for one edition in one language."""

    lang: Lang
    edition: str  # the edition's name
    house_rules: str | None  # a user's name for their house rules, or None
    house_rules_line: str | None  # the same, cut to ``FRONT_RULES_NAME`` for every front's top line
    names: Mapping[str, str]  # card id → printed name
    unit_one: str  # "mile", "borne"
    deal: str
    roll_to_start: bool
    roll_after_remedy: bool
    roll_safety: str  # the safety that spares the Roll
    roll_after: tuple[str, ...]  # the hazards whose remedy must be followed by a Roll
    first_player: str  # ``FirstPlayer`` value: who starts
    hazards: tuple[HazardRow, ...]
    safeties: tuple[SafetyRow, ...]
    speed_cards: tuple[str, ...]  # the distance cards allowed under a Speed Limit
    top_distance: str  # the largest distance card, of which a side plays at most two
    top_card: str  # its name: "200 miles"
    max_two_hundreds: str
    seats: tuple[Seats, ...]
    extension: Extension | None
    scoring: CardScoring | None  # None: no points (a race)
    trips: tuple[str, ...]  # the trip lengths the setups play
    hand_end: str  # ``HandEnd`` value
    target: str | None
    match_kind: str
    other_targets: bool  # the table may agree another target or a number of hands
    deck: tuple[DeckPair, ...]
    deck_total: str
    removals: tuple[str, ...]  # cards taken out for a small table
    small_table: tuple[str, ...]  # the numbers of players that take them out
    draw_from_discard: bool = False  # a turn may take the discard pile's top card ([DJ14])
    exact_finish: bool = True  # the trip must be exact; False: reached "or more" ([DJ14])
    counts_safeties: bool = False  # the safeties' points count toward the trip ([DJ14])
    hazard_needs_rolling: bool = True  # a hazard other than the Speed Limit needs a side that can drive
    safety_replay_on_empty_pile: bool = True  # [DJ]: no replay for a safety once the draw pile is empty
    tie_rule: str = "another_hand"  # ``TieRule`` value
    match_hands: str | None = None  # a points match of a set number of hands ([DJ14]: one deal)
    one_deal: bool = False  # that number is one: the deal is the game ([DJ14])
    hundred: str = ""  # the 100 card's value, which [DJ]'s variant « ni de 200 ni de 100 » names
    race_winner: str = "most_distance"  # ``HandWinner`` value of an edition without points
    readings: tuple[str, ...] = ()  # what Bornes reads in an unclear rulebook: the table's choice
    rulebook_read: bool = True  # Bornes read the rulebook: where it decides, the rulebook is silent

    @property
    def teams(self) -> bool:
        """Whether some setup plays in teams."""
        return any(seat.teams for seat in self.seats)


def card_content(edition: Edition, lang: Lang) -> Content:
    """The facts the eight cards print for ``edition`` in ``lang`` ("en" or "fr")."""
    names = edition.names(lang)

    needs_roll = edition.roll_to_start or edition.roll_after_remedy
    hazards = tuple(
        HazardRow(
            hazard=names[hazard],
            remedy=names[REMEDY_FOR[hazard]],
            # Stop's remedy is the Roll itself; a Speed Limit lies on its
            # own pile and never stops the car (seed 002's table).
            then_roll=edition.roll_after_remedy and REMEDY_FOR[hazard] != ROLL and hazard != SPEED_LIMIT,
            safety=names[SAFETY_FOR[hazard]],
        )
        for hazard in HAZARDS
    )
    return Content(
        lang=lang,
        edition=edition.name(lang),
        house_rules=visual_order(clean(edition.house_rules)) if edition.house_rules else None,
        house_rules_line=visual_order(front_rules_name(clean(edition.house_rules)))
        if edition.house_rules
        else None,
        names=MappingProxyType({card: names[card] for card in CARD_IDS}),
        unit_one=names.unit_one,
        deal=format_number(edition.hand_size, lang),
        roll_to_start=edition.roll_to_start,
        roll_after_remedy=edition.roll_after_remedy,
        roll_safety=names[SAFETY_FOR[STOP]],
        roll_after=tuple(row.hazard for row in hazards if row.then_roll),
        first_player=edition.first_player.value,
        hazards=hazards,
        safeties=tuple(
            SafetyRow(
                safety=names[safety],
                protects=tuple(names[h] for h in HAZARDS if SAFETY_FOR[h] == safety),
                spares_roll=needs_roll and safety == SAFETY_FOR[STOP],
            )
            for safety in SAFETIES
        ),
        speed_cards=tuple(format_number(d, lang) for d in DISTANCES if d <= SPEED_LIMIT_MAX),
        top_distance=format_number(max(DISTANCES), lang),
        top_card=names[distance_id(max(DISTANCES))],
        max_two_hundreds=format_number(MAX_TWO_HUNDREDS, lang),
        seats=_seats(edition.setups, lang),
        extension=_extension(edition, lang),
        scoring=_scoring(edition, lang),
        trips=tuple(format_number(trip, lang) for trip in sorted({s.trip for s in edition.setups})),
        hand_end=edition.hand_end.value,
        target=format_number(edition.target, lang) if edition.target is not None else None,
        match_kind=edition.match_kind.value,
        other_targets=edition.other_targets,
        deck=_deck(edition, lang),
        deck_total=format_number(edition.deck_size, lang),
        removals=tuple(names[card] for card in edition.remove_for_small),
        small_table=tuple(
            format_number(p, lang) for p in SMALL_TABLE_PLAYERS if p in edition.players_allowed
        ),
        draw_from_discard=edition.draw_from_discard,
        exact_finish=edition.exact_finish,
        counts_safeties=edition.trip_counts_safeties,
        hazard_needs_rolling=edition.hazard_needs_rolling,
        safety_replay_on_empty_pile=edition.safety_replay_on_empty_pile,
        tie_rule=edition.tie_rule.value,
        match_hands=format_number(edition.match_hands, lang) if edition.match_hands is not None else None,
        one_deal=edition.match_hands == 1,
        hundred=format_number(HUNDRED, lang),
        race_winner=edition.winner_rule.value,
        readings=edition.readings,
        rulebook_read=edition.rulebook_read,
    )


def _seats(setups: tuple[Setup, ...], lang: Lang) -> tuple[Seats, ...]:
    """The setups, grouped when they seat the same way and play the same trip."""
    groups: dict[tuple[bool, int, int, bool], list[int]] = {}
    for setup in setups:
        groups.setdefault((setup.teams, setup.per_side, setup.trip, setup.extension), []).append(
            setup.players
        )
    return tuple(
        Seats(
            players=tuple(format_number(p, lang) for p in players),
            teams=teams,
            per_side=format_number(per_side, lang),
            trip=format_number(trip, lang),
            extension=extension,
        )
        for (teams, per_side, trip, extension), players in groups.items()
    )


def _extension(edition: Edition, lang: Lang) -> Extension | None:
    """The extension, when a setup plays it ([DJ], [WM]; rules-notes decision 2)."""
    trips = sorted({s.trip for s in edition.setups if s.extension})
    if not trips:
        return None
    scoring = edition.scoring
    value = scoring.value(Line.EXTENSION) if scoring and scoring.scores(Line.EXTENSION) else None
    return Extension(
        label=line_label(Line.EXTENSION, lang, edition=edition),
        # "700", or "700 or 1,000" where house rules let a longer trip extend too.
        trip=join_list([format_number(trip, lang) for trip in trips], lang, "or"),
        extended=format_number(edition.extended_trip, lang),
        value=format_number(value, lang) if value is not None else None,
        lost=format_number(scoring.value(Line.TRIP), lang)
        if value is not None and scoring is not None and scoring.scores(Line.TRIP)
        else None,
        rule=scoring.extension_rule.value if scoring is not None else "caller_or_others",
    )


def _scoring(edition: Edition, lang: Lang) -> CardScoring | None:
    """Every line the edition scores, with its value, in the pad's order."""
    scoring = edition.scoring
    if scoring is None:
        return None

    def value(line: Line) -> str | None:
        return format_number(scoring.value(line), lang) if scoring.scores(line) else None

    both = scoring.scores(Line.SAFETIES) and scoring.scores(Line.COUPS_FOURRES)
    instead = scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    return CardScoring(
        rows=tuple(
            ScoreRow(
                key=line.value,
                label=line_label(line, lang, edition=edition),
                value=format_number(scoring.value(line), lang),
                amount=scoring.value(line),
            )
            for line in scoring.lines
        ),
        hand_winner=scoring.hand_winner.value,
        shutout_rule=scoring.shutout_rule.value,
        safety=value(Line.SAFETIES),
        coup=value(Line.COUPS_FOURRES),
        # A coup fourré's safety scores its own value too (rules-notes decision 4;
        # seed 000 "300 on top of the 100 for the safety itself, so 400 in all").
        coup_total=format_number(scoring.value(Line.SAFETIES) + scoring.value(Line.COUPS_FOURRES), lang)
        if both and not instead
        else None,
        coup_rule=scoring.coup_fourre_rule.value,
        # [DJ]: « Les quatre bottes … au lieu de 4 x 100 ….. 700 »: the bonus and the four safeties.
        all_four_total=format_number(
            scoring.value(Line.ALL_SAFETIES) + MAX_SAFETIES * scoring.value(Line.SAFETIES), lang
        )
        if scoring.all_safeties_in_all and scoring.scores(Line.ALL_SAFETIES)
        else None,
        # The trip's own row already says who scores it: the sentence names its bonuses.
        winner_only=tuple(
            line_label(line, lang, edition=edition) for line in scoring.winner_only if line is not Line.TRIP
        ),
    )


def _deck(edition: Edition, lang: Lang) -> tuple[DeckPair, ...]:
    """The deck's counts by kind: distance beside safeties, hazards beside remedies."""
    names = edition.names(lang)

    def group(kind: str, cards: tuple[str, ...]) -> DeckGroup:
        return DeckGroup(
            kind=kind,
            total=format_number(sum(edition.deck.get(card, 0) for card in cards), lang),
            cards=tuple(
                DeckCard(names[card], format_number(edition.deck[card], lang))
                for card in cards
                if edition.deck.get(card, 0)
            ),
        )

    distances = tuple(distance_id(d) for d in DISTANCES)
    return (
        DeckPair(group("distance", distances), group("safety", SAFETIES)),
        DeckPair(group("hazard", HAZARDS), group("remedy", REMEDIES)),
    )
