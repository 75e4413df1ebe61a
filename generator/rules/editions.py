"""Editions of Mille Bornes as frozen data, and the registry that holds them.

Each rulebook is one ``Edition`` record; code elsewhere never asks which
edition it has, only what the record says (does it score a safe trip, does it
need a Roll after a remedy, which setups does it allow). Every value carries
its source in ``Edition.sources`` or in a comment beside it:

- seed 000: the Parker Brothers scoring table and example (Tallynight page);
- seed 001: the Teamzy page (classic scoring, Dujardin 2024's variant);
- seed 002: the Winning Moves licensed Classic rules;
- seed 004: the Dujardin 2025 notice (ref. 1130300292) and 2024 (ref. 1130300234);
- [DJ]: the Dujardin International rulebook, refs 9026/9027;
- [DJ14]: the Dujardin English (international) booklet, ©2014, footer
  "2014-1/MIB01/GRE01" (a public copy: repository mathusanMe/OCaml-Mille-Bornes,
  doc/mille_bornes_rules.pdf); "p." is the page number printed on the booklet;
- [WM]: Winning Moves Collector's/Classic rules;
- [BSD]: the BSD game ``mille`` (games/mille/end.c, mille.c), and the Python
  programs jimsober/mb (score.py) and elliotkendall/mille-ai (mille/game.py):
  the computer versions whose rules some tables play.

No copy of the Parker Brothers booklet (© 1962/1981/1982) could be read: the
``parker-brothers`` values come from seed 000, BSD's man page (mille.6) and
[WM], whose Classic "captures the look and content of the original".
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple  # the records: frozen, and cheaper than dataclasses to create at import

from generator.errors import unknown_name
from generator.rules.cards import (
    CLASSIC_DECK,
    ENGLISH_DUJARDIN_2014,
    ENGLISH_PARKER,
    ENGLISH_WINNING_MOVES,
    FRENCH_CLASSIC,
    FRENCH_RECENT,
    HAZARDS,
    CardNames,
)
from generator.text.languages import EN, FR, Lang


class Line(StrEnum):
    """A line of a hand's score, in the order of the French pad [DJ]."""

    DISTANCE = "distance"
    SAFETIES = "safeties"
    ALL_SAFETIES = "all_safeties"
    COUPS_FOURRES = "coups_fourres"
    TRIP = "trip"
    DELAYED_ACTION = "delayed_action"
    SAFE_TRIP = "safe_trip"
    # [DJ] « VARIANTE : On peut convenir d'une prime de 500 points pour manche
    # gagnée sans aucune étape de 200 ni de 100 »: no edition scores it; house
    # rules add it (``[scoring] without_hundreds = 500``).
    WITHOUT_HUNDREDS = "without_hundreds"
    EXTENSION = "extension"
    SHUTOUT = "shutout"


LINES: tuple[Line, ...] = tuple(Line)


class ShutoutRule(StrEnum):
    """Who scores the shut-out (Capot) and how often."""

    # 500 to the side that completes the trip when no other side played any
    # distance (seed 000, seed 002; rules-notes decision 3).
    TRIP_WINNER = "trip_winner"
    # Every side that played some distance scores the value once for each other
    # side that played none, whether or not anyone completed the trip
    # ([DJ] "Capot"; seed 004 "500 points pour les autres joueurs").
    EACH_BLANK_OPPONENT = "each_blank_opponent"


class ExtensionRule(StrEnum):
    """Who scores the extension's bonus."""

    # The caller, on completing the 1,000; if the caller falls short, every
    # other side ([DJ] « S'il échoue, c'est son ou ses adversaires qui
    # marqueront chacun 200 points »; [WM] "If he fails, the bonus is given to
    # his opponent or opponents"; rules-notes decision 2).
    CALLER_OR_OTHERS = "caller_or_others"
    # Only the side that completes the extended trip, caller or not; nobody
    # when nobody does ([BSD] end.c: ``if (End == 1000) tot += SC_EXTENSION``
    # inside ``if (pp->mileage == End)``; jimsober/mb score.py ``if extension
    # and trip_completed[i]``; elliotkendall/mille-ai game.py ``if
    # self.extension`` inside ``if self.winner == team.number``).
    COMPLETER = "completer"


class CoupFourreRule(StrEnum):
    """What a safety laid as a coup fourré scores."""

    # Its safety's value, and the coup fourré's on top (seed 000 "300 on top of
    # the 100 for the safety itself, so 400 in all"; rules-notes decision 4).
    ON_TOP = "on_top"
    # The coup fourré's value instead of the safety's. [DJ14] p.4 prints two
    # parallel rows, "Each safety | 100 points | when played" and "Coup Fourré |
    # 200 points | when played", and says neither "instead" nor "on top"; every
    # safety card shows "100" upright and "200" crosswise, and a coup fourré is
    # laid crosswise (p.5 "Position your Safety card horizontally in your Driving
    # Zone if you've played it while using a Coup Fourré move"). Bornes reads it
    # as a card worth the number it shows: 200 instead of 100 (the table's
    # choice: ``coup_fourre_rule = "on_top"`` in house rules).
    INSTEAD = "instead"


class TieRule(StrEnum):
    """What an exact tie at the top does when the match would end."""

    # Bornes' decision 5: play another hand. No rulebook says what a tie does.
    ANOTHER_HAND = "another_hand"
    # The tied sides share the match: a draw ([BSD] mille.c scores a tie as
    # no game won by either player).
    SHARED = "shared"


class HandWinner(StrEnum):
    """Which side wins a hand, and so scores the trip and its bonuses."""

    # Only the side that completed the trip (seed 000; rules-notes decision 3).
    TRIP = "trip"
    # The side that completed the trip or, when nobody did, the side with the
    # most distance; an exact tie there means no winner (seed 001, seed 004;
    # rules-notes decision 6).
    MOST_DISTANCE = "most_distance"


class Label(StrEnum):
    """What a scoring line is called, where rulebooks name the same line differently.

    Most lines have one name in every rulebook. The trip's two bonuses do not:
    where only the side that completed the trip scores them they are "Trip
    completed" and "Safe trip" (seed 000, seed 002; [DJ] "Manche", "Pas de
    200"), but Dujardin 2024 gives them to the hand's winner, who may have won
    on distance alone, and calls them "Manche gagnée" and "Victoire sans carte
    200" (seed 004). The words of each label are in the catalogs (``generator.text.i18n``).
    """

    DISTANCE = "distance"
    SAFETIES = "safeties"
    ALL_SAFETIES = "all_safeties"
    COUPS_FOURRES = "coups_fourres"
    TRIP_COMPLETED = "trip_completed"
    HAND_WON = "hand_won"
    DELAYED_ACTION = "delayed_action"
    SAFE_TRIP = "safe_trip"
    WON_WITHOUT_200 = "won_without_200"
    WITHOUT_HUNDREDS = "without_hundreds"
    EXTENSION = "extension"
    SHUTOUT = "shutout"


STANDARD_LABELS: Mapping[Line, Label] = MappingProxyType(
    {
        Line.DISTANCE: Label.DISTANCE,
        Line.SAFETIES: Label.SAFETIES,
        Line.ALL_SAFETIES: Label.ALL_SAFETIES,
        Line.COUPS_FOURRES: Label.COUPS_FOURRES,
        Line.TRIP: Label.TRIP_COMPLETED,
        Line.DELAYED_ACTION: Label.DELAYED_ACTION,
        Line.SAFE_TRIP: Label.SAFE_TRIP,
        Line.WITHOUT_HUNDREDS: Label.WITHOUT_HUNDREDS,
        Line.EXTENSION: Label.EXTENSION,
        Line.SHUTOUT: Label.SHUTOUT,
    }
)
"""The name of each line in the classic rulebooks (seeds 000, 002; [DJ] score pad)."""


class Scoring(NamedTuple):
    """The points of a rulebook: one value per line it scores.

    A line missing from ``values`` is not scored by the edition (for example,
    Dujardin 2024 gives nothing for all four safeties). ``distance`` is the
    value of one mile (1 in every edition with points).
    """

    values: Mapping[Line, int]
    shutout_rule: ShutoutRule = ShutoutRule.TRIP_WINNER
    hand_winner: HandWinner = HandWinner.TRIP
    labels: Mapping[Line, Label] = STANDARD_LABELS  # each line's name (read-only, so shared)
    extension_rule: ExtensionRule = ExtensionRule.CALLER_OR_OTHERS
    coup_fourre_rule: CoupFourreRule = CoupFourreRule.ON_TOP
    # The rulebook prints the all-four bonus as one total with the four safeties'
    # own values: [DJ]'s table « LA MARQUE », « Les quatre bottes exposées par une
    # seule main (ou équipe), au lieu de 4 x 100 ........ 700 ». The value is the
    # same (+300); sheets and cards print the rulebook's way beside it.
    all_safeties_in_all: bool = False

    def label(self, line: Line) -> Label:
        """What this rulebook calls a line (``Label.HAND_WON`` for Dujardin 2024's 400)."""
        return self.labels[line]

    def scores(self, line: Line) -> bool:
        """Whether the edition has this line at all."""
        return line in self.values

    def value(self, line: Line) -> int:
        """The value of one line; 0 for a line the edition does not score."""
        return self.values.get(line, 0)

    @property
    def winner_only(self) -> tuple[Line, ...]:
        """The lines only the hand's winner scores, in the pad's order (rules-notes decisions 2, 3):
        trip, delayed action, safe trip, [DJ]'s variant without a 200 or a 100, a
        ``ShutoutRule.TRIP_WINNER`` shut-out (seed 000), an ``ExtensionRule.COMPLETER``
        extension ([BSD]); not the classic extension, which the others score when its caller
        falls short."""
        only = {Line.TRIP, Line.DELAYED_ACTION, Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS}
        if self.shutout_rule is ShutoutRule.TRIP_WINNER:
            only.add(Line.SHUTOUT)
        if self.extension_rule is ExtensionRule.COMPLETER:
            only.add(Line.EXTENSION)
        return tuple(line for line in self.lines if line in only)

    @property
    def lines(self) -> tuple[Line, ...]:
        """The lines this edition scores, in the pad's order."""
        return tuple(line for line in LINES if line in self.values)


class Setup(NamedTuple):
    """A way to seat the players: how many sides, how many players on each, the trip."""

    players: int
    sides: int
    trip: int  # the hand's trip length before any extension
    extension: bool  # the first side to reach ``trip`` may call the extension to 1,000

    @property
    def per_side(self) -> int:
        """Players on each side: 1 when everyone plays alone, 2 in teams."""
        return self.players // self.sides

    @property
    def teams(self) -> bool:
        """Whether the sides are teams of two."""
        return self.per_side > 1

    @property
    def id(self) -> str:
        """A short name for file names: ``4p-2x2``, ``3p-3x1``."""
        return f"{self.players}p-{self.sides}x{self.per_side}"


EXTENDED_TRIP = 1000
"""The trip length once a side has called the extension [DJ], [WM] (``Edition.extended_trip``)."""

MAX_TWO_HUNDREDS = 2
"""At most two 200s per side and hand, in every edition (seeds 000, 002, 004)."""


class HandEnd(StrEnum):
    """When a hand stops if nobody has completed the trip."""

    # Once the draw pile is empty, play goes on with the cards in hand, without
    # drawing, until a side completes the trip or nobody can play (seed 000,
    # seed 002 "continue playing or discarding the cards in hand").
    PLAYED_OUT = "played_out"
    # The hand stops as soon as the draw pile holds no more distance cards
    # (seed 004: "lorsqu'il n'y a plus de carte Borne dans le sabot").
    NO_DISTANCE_LEFT = "no_distance_left"
    # The hand never runs out of cards: "When there are no longer cards in the
    # draw pile, reshuffle the cards in the discard pile to recreate a new one"
    # ([DJ14] p.7). It ends only when a side reaches the trip.
    RESHUFFLE = "reshuffle"


class FirstPlayer(StrEnum):
    """Who plays first in a hand."""

    # "Begin left of the dealer, moving clockwise" (seed 002, the classic rules' deal).
    LEFT_OF_DEALER = "left_of_dealer"
    # "Le plus jeune commence, puis le jeu continue dans le sens des aiguilles
    # d'une montre" (seed 004, the recent Dujardin notices).
    YOUNGEST = "youngest"


class MatchKind(StrEnum):
    """How a match is counted."""

    POINTS = "points"  # hands add up to a target
    GAMES = "games"  # every hand is a game; the standings count games won


class Edition(NamedTuple):
    """One rulebook: everything Bornes prints or computes for it."""

    id: str
    name_en: str
    name_fr: str
    publisher: str
    reference: str
    language: Lang  # the language of the rulebook
    setups: tuple[Setup, ...]
    default_players: int
    default_sides: int
    roll_to_start: bool
    roll_after_remedy: bool
    deck: Mapping[str, int]
    remove_for_small: tuple[str, ...]  # cards taken out for 2 or 3 players
    hand_size: int
    scoring: Scoring | None  # None: no points (a race)
    match_kind: MatchKind
    target: int | None  # the match target in points, for POINTS
    card_names: Mapping[Lang, CardNames]
    sources: Mapping[str, str]
    house_rules: str | None = None  # the name of the house rules this was made from
    house_rules_base: str | None = None
    hand_end: HandEnd = HandEnd.PLAYED_OUT  # when a hand nobody completes stops
    reference_fr: str | None = None  # the reference in French, where it has words ("English rules")
    reference_en: str | None = None  # the reference in English, where it has words ("réf. 9026/9027")
    first_player: FirstPlayer = FirstPlayer.LEFT_OF_DEALER  # who starts (seed 002, seed 004)
    # The rulebook lets the table agree another target or a number of hands ([DJ]).
    other_targets: bool = False
    # The trip must be reached exactly (seed 002 "exactly 1,000"; [DJ] « vous ne
    # pouvez jamais exposer une étape qui vous ferait dépasser les 1 000 bornes »);
    # False: a side completes it on reaching it or more ([DJ14] p.2 "1000 Miles,
    # or more!").
    exact_finish: bool = True
    # What reaches the trip: the distance alone, or the distance and the safeties'
    # points ([DJ14] p.7 "until one of the players' reaches 1000 Miles or more with
    # their Distance and Safety cards in their Driving Zone").
    trip_counts_safeties: bool = False
    extended_trip: int = EXTENDED_TRIP  # the extension's trip (1,200 in some house rules)
    # A turn may start with the top card of the discard pile instead of the draw pile
    # ([DJ14] p.6 "draw a card from the draw pile or the first card on the top of the
    # discard pile").
    draw_from_discard: bool = False
    # A hazard other than the Speed Limit goes only on a side that can drive
    # (seed 002; [BSD] move.c "opponent cannot go"). [DJ14] p.6 sets one condition
    # only: "unless they have a Safety card protecting them".
    hazard_needs_rolling: bool = True
    # Laying a safety gives another turn even once the draw pile is empty ([WM]
    # "The play of a Safety Card at any time during the game entitles a player to
    # another turn"). [DJ] « FIN DE MANCHE »: « Pendant cette ultime période, le
    # fait d'exposer une botte n'autorise plus à rejouer immédiatement, mais le
    # coup-fourré est encore permis. »
    safety_replay_on_empty_pile: bool = True
    tie_rule: TieRule = TieRule.ANOTHER_HAND  # an exact tie at the top (decision 5)
    # A points match with no target is this many hands ([DJ14]: one deal is the game).
    match_hands: int | None = None
    # Who wins a hand of an edition without points (``scoring`` None): seed 004's
    # closest to 1,000, or the first to complete the trip (seed 000's short game).
    race_winner: HandWinner = HandWinner.MOST_DISTANCE
    # Where the rulebook is unclear and Bornes reads it one way, which cards and
    # sheets print as the table's choice: "coup_fourre_rule", "counts_safeties",
    # "match_hands" (the fields they decide). House rules that set one remove it.
    readings: tuple[str, ...] = ()
    # Whether Bornes could read a copy of the edition's rulebook: where it could not (the Parker
    # Brothers booklet), a point Bornes decides is marked as its rule, not as the rulebook's silence.
    rulebook_read: bool = True
    # Lines the rulebook offers as an optional variant, which no edition scores but
    # house rules may add ([DJ] « VARIANTE : On peut convenir d'une prime de 500 points »).
    variants: tuple[Line, ...] = ()

    def name(self, lang: Lang) -> str:
        """The display name in ``lang``."""
        return self.name_fr if lang == FR else self.name_en

    def reference_in(self, lang: Lang) -> str:
        """The rulebook's reference in ``lang``: "English rules", « règle anglaise »; "ref. 9026/9027"."""
        translated = self.reference_fr if lang == FR else self.reference_en
        return translated or self.reference

    def names(self, lang: Lang) -> CardNames:
        """The card names in ``lang``."""
        return self.card_names[lang]

    @property
    def deck_size(self) -> int:
        """How many playing cards the deck holds."""
        return sum(self.deck.values())

    @property
    def default_setup(self) -> Setup:
        """The edition's usual setup."""
        return self.setup(self.default_players, self.default_sides)

    @property
    def players_allowed(self) -> tuple[int, ...]:
        """Every number of players some setup allows, in order."""
        return tuple(sorted({s.players for s in self.setups}))

    def setups_for(self, *, players: int | None = None, sides: int | None = None) -> tuple[Setup, ...]:
        """The setups that fit a number of players and/or sides."""
        return tuple(
            s
            for s in self.setups
            if (players is None or s.players == players) and (sides is None or s.sides == sides)
        )

    def setup(self, players: int, sides: int | None = None) -> Setup:
        """The setup for ``players`` (and ``sides`` where players alone do not tell).

        With four players in the Dujardin 2024 and 2025 rules, everyone plays
        alone unless two sides are asked for (seed 004: "de 2 à 4 joueurs",
        teams "de 4 à 8").
        """
        found = self.setups_for(players=players, sides=sides)
        if not found:
            raise ValueError(
                f"{self.id} has no setup for {players} players" + (f" in {sides} sides" if sides else "")
            )
        return found[-1] if sides is None else found[0]

    @property
    def has_extension(self) -> bool:
        """Whether any setup of the edition plays the extension."""
        return any(s.extension for s in self.setups)

    @property
    def draw_pile_runs_out(self) -> bool:
        """Whether a hand's draw pile can run out, and so a side complete the trip after it has
        (the delayed action): not where the discards are shuffled into a new pile
        (``HandEnd.RESHUFFLE``, [DJ14] p.7)."""
        return self.hand_end is not HandEnd.RESHUFFLE

    @property
    def winner_rule(self) -> HandWinner:
        """Who wins a hand: the scoring's rule, or ``race_winner`` for an edition without points."""
        return self.scoring.hand_winner if self.scoring is not None else self.race_winner


def _classic_setups() -> tuple[Setup, ...]:
    # 2 or 3 alone to 700 with the extension; 4 in two teams to 1,000; 6 in
    # three teams to 700 with the extension (seed 000, seed 002, [DJ]).
    return (
        Setup(players=2, sides=2, trip=700, extension=True),
        Setup(players=3, sides=3, trip=700, extension=True),
        Setup(players=4, sides=2, trip=1000, extension=False),
        Setup(players=6, sides=3, trip=700, extension=True),
    )


def _recent_setups() -> tuple[Setup, ...]:
    # 2 to 4 players alone, or 4 to 8 in teams of two, always to 1,000 and
    # with no extension (seed 004; seed 001 "no longer mention it"). For
    # four players, ``Edition.setup`` picks "alone" unless told two sides.
    return (
        Setup(players=2, sides=2, trip=1000, extension=False),
        Setup(players=3, sides=3, trip=1000, extension=False),
        Setup(players=4, sides=2, trip=1000, extension=False),
        Setup(players=4, sides=4, trip=1000, extension=False),
        Setup(players=6, sides=3, trip=1000, extension=False),
        Setup(players=8, sides=4, trip=1000, extension=False),
    )


# Classic scoring: seed 000's table (Parker Brothers), seed 002 (Winning Moves),
# [DJ]'s pad (Bornes, Bottes, Coups fourrés, Manche, Couronnement, Pas de 200,
# Allonge, Capot).
CLASSIC_VALUES: Mapping[Line, int] = MappingProxyType(
    {
        Line.DISTANCE: 1,
        Line.SAFETIES: 100,
        Line.ALL_SAFETIES: 300,
        Line.COUPS_FOURRES: 300,
        Line.TRIP: 400,
        Line.DELAYED_ACTION: 300,
        Line.SAFE_TRIP: 300,
        Line.EXTENSION: 200,
        Line.SHUTOUT: 500,
    }
)

# Dujardin 2024's 5,000-point variant (seed 004's table, seed 001): no bonus
# for all four safeties, no delayed action, no extension; 200 for a win
# without a 200; 500 to every other side when one laid no distance.
DUJARDIN_2024_VALUES: Mapping[Line, int] = MappingProxyType(
    {
        Line.DISTANCE: 1,
        Line.SAFETIES: 100,
        Line.COUPS_FOURRES: 300,
        Line.TRIP: 400,
        Line.SAFE_TRIP: 200,
        Line.SHUTOUT: 500,
    }
)

SMALL_TABLE_REMOVALS: tuple[str, ...] = HAZARDS
"""One of each hazard comes out for 2 or 3 players (seed 002, [WM], seed 000)."""

SMALL_TABLE_PLAYERS: tuple[int, ...] = (2, 3)
"""The tables ``Edition.remove_for_small`` applies to: 2 or 3 players (seed 002, seed 000)."""

CLASSIC_TARGET = 5000
"""First to 5,000 (seed 000, seed 002, [DJ], and Dujardin 2024's variant)."""

_CLASSIC_SOURCES = {
    "setups": "seed 000 'Rules for 2, 3, 4 and 6 players'; seed 002",
    "deck": "[DJ], [WM]: 106 playing cards",
    "remove_for_small": "seed 002; seed 000 'most rule sheets'",
    "hand_size": "seed 002: deal six, draw to seven",
    "roll": "seed 000: each hazard needs its remedy, then a Roll",
    "target": "seed 000, seed 002: first to 5,000; both past it, the higher total",
}

PARKER_BROTHERS = Edition(
    id="parker-brothers",
    name_en="Parker Brothers",
    name_fr="Parker Brothers",
    publisher="Parker Brothers",
    reference="English rules",
    reference_fr="règle anglaise",
    language=EN,
    setups=_classic_setups(),
    default_players=4,
    default_sides=2,
    roll_to_start=True,
    roll_after_remedy=True,
    deck=CLASSIC_DECK,
    remove_for_small=SMALL_TABLE_REMOVALS,
    hand_size=6,
    scoring=Scoring(CLASSIC_VALUES),
    match_kind=MatchKind.POINTS,
    target=CLASSIC_TARGET,
    card_names=MappingProxyType({EN: ENGLISH_PARKER, FR: FRENCH_CLASSIC}),
    sources=MappingProxyType(
        {
            **_CLASSIC_SOURCES,
            # No copy of the Parker Brothers booklet's scoring page could be read.
            "scoring": "seed 000 'What a hand scores'; [BSD] mille.6; [WM]; "
            "the 1982 booklet's scoring page not seen",
        }
    ),
    rulebook_read=False,  # its rules come from seed 000, [BSD] and [WM]: no copy of the booklet was read
)

WINNING_MOVES = Edition(
    id="winning-moves",
    name_en="Winning Moves Classic",
    name_fr="Winning Moves Classic",
    publisher="Winning Moves",
    reference="licensed Classic rules",
    reference_fr="règle Classic sous licence",
    language=EN,
    setups=_classic_setups(),
    default_players=4,
    default_sides=2,
    roll_to_start=True,
    roll_after_remedy=True,
    deck=CLASSIC_DECK,
    remove_for_small=SMALL_TABLE_REMOVALS,
    hand_size=6,
    scoring=Scoring(CLASSIC_VALUES),
    match_kind=MatchKind.POINTS,
    target=CLASSIC_TARGET,
    card_names=MappingProxyType({EN: ENGLISH_WINNING_MOVES, FR: FRENCH_CLASSIC}),
    sources=MappingProxyType(
        {**_CLASSIC_SOURCES, "scoring": "seed 002 'Classic scoring'; [WM] for the extension"}
    ),
)

DUJARDIN_CLASSIC = Edition(
    id="dujardin-classic",
    name_en="Dujardin (classic rules)",
    name_fr="Dujardin (règle classique)",
    publisher="Dujardin",
    reference="réf. 9026/9027",
    reference_en="ref. 9026/9027",
    language=FR,
    setups=_classic_setups(),
    default_players=4,
    default_sides=2,
    roll_to_start=True,
    roll_after_remedy=True,
    deck=CLASSIC_DECK,
    remove_for_small=SMALL_TABLE_REMOVALS,
    hand_size=6,
    # [DJ]: Capot scores 500 for each side without distance, to every side with some;
    # its table prints the four safeties as 700 "au lieu de 4 x 100".
    scoring=Scoring(CLASSIC_VALUES, shutout_rule=ShutoutRule.EACH_BLANK_OPPONENT, all_safeties_in_all=True),
    match_kind=MatchKind.POINTS,
    target=CLASSIC_TARGET,
    other_targets=True,  # [DJ]: "5,000 usually; or an agreed target or number of hands"
    safety_replay_on_empty_pile=False,  # [DJ] « n'autorise plus à rejouer immédiatement »
    variants=(Line.WITHOUT_HUNDREDS,),  # [DJ] « VARIANTE … sans aucune étape de 200 ni de 100 »
    card_names=MappingProxyType({EN: ENGLISH_PARKER, FR: FRENCH_CLASSIC}),
    sources=MappingProxyType(
        {
            **_CLASSIC_SOURCES,
            "scoring": "[DJ] score pad: Bornes, Bottes, Coups fourrés, Manche, Couronnement, "
            "Pas de 200, Allonge, Capot",
        }
    ),
)

DUJARDIN_2024 = Edition(
    id="dujardin-2024",
    name_en="Dujardin 2024 (5,000-point variant)",
    name_fr="Dujardin 2024 (variante à 5\u202f000 points)",  # U+202F: French thousands
    publisher="Dujardin",
    reference="réf. 1130300234",
    reference_en="ref. 1130300234",
    language=FR,
    setups=_recent_setups(),
    default_players=4,
    default_sides=4,
    roll_to_start=True,  # seed 004: "exige un Feu vert pour démarrer"
    roll_after_remedy=True,  # seed 004: "la Parade adaptée puis un nouveau Feu vert"
    deck=CLASSIC_DECK,  # seed 004: 106 playing cards, the classic kinds
    remove_for_small=(),  # the recent notices take nothing out (seed 004)
    hand_size=6,
    scoring=Scoring(
        DUJARDIN_2024_VALUES,
        shutout_rule=ShutoutRule.EACH_BLANK_OPPONENT,
        hand_winner=HandWinner.MOST_DISTANCE,
        # seed 004's table: "Manche gagnée", "Victoire sans carte 200": the hand's
        # winner scores them, whether or not the trip was completed.
        labels=MappingProxyType(
            {**STANDARD_LABELS, Line.TRIP: Label.HAND_WON, Line.SAFE_TRIP: Label.WON_WITHOUT_200}
        ),
    ),
    match_kind=MatchKind.POINTS,
    target=CLASSIC_TARGET,
    first_player=FirstPlayer.YOUNGEST,  # seed 004: the recent notices' setup
    card_names=MappingProxyType({EN: ENGLISH_PARKER, FR: FRENCH_RECENT}),
    sources=MappingProxyType(
        {
            "setups": "seed 004: 2 to 4 alone, 4 to 8 in teams of two; seed 001",
            "deck": "seed 004: 106 playing cards plus 4 Mémo cards",
            "remove_for_small": "seed 004 names no cards to take out",
            "hand_size": "seed 004: deal 6, draw to 7",
            "roll": "seed 004: Feu vert to start and after each remedy",
            "scoring": "seed 004 'Anciennes éditions' table; seed 001",
            "target": "seed 004: cumulate to 5,000 as a variant",
        }
    ),
)

DUJARDIN_2025 = Edition(
    id="dujardin-2025",
    name_en="Dujardin 2025 (race to 1,000)",
    name_fr="Dujardin 2025 (course aux 1\u202f000 bornes)",
    publisher="Dujardin",
    reference="réf. 1130300292",
    reference_en="ref. 1130300292",
    language=FR,
    setups=_recent_setups(),
    default_players=4,
    default_sides=4,
    roll_to_start=False,  # seed 004: "Aucun Feu vert n'est requis pour démarrer"
    roll_after_remedy=False,  # seed 004: "cette Parade suffit pour repartir"
    deck=CLASSIC_DECK,
    remove_for_small=(),
    hand_size=6,
    scoring=None,  # seed 004: "sans points"; coups fourrés score nothing
    match_kind=MatchKind.GAMES,
    target=None,
    card_names=MappingProxyType({EN: ENGLISH_PARKER, FR: FRENCH_RECENT}),
    hand_end=HandEnd.NO_DISTANCE_LEFT,  # seed 004: "plus de carte Borne dans le sabot"
    first_player=FirstPlayer.YOUNGEST,  # seed 004: "Le plus jeune commence"
    sources=MappingProxyType(
        {
            "setups": "seed 004: 2 to 4 alone, 4 to 8 in teams of two, always to 1,000",
            "deck": "seed 004: 110 cards, 106 playing cards and 4 Mémo cards",
            "remove_for_small": "seed 004 names no cards to take out",
            "hand_size": "seed 004: deal 6, draw to 7",
            "roll": "seed 004: no Feu vert to start; the remedy is enough",
            "scoring": "seed 004: no points; exactly 1,000, or the closest",
            "target": "seed 004: a game ends at 1,000 or when no distance is left",
        }
    ),
)


def _dujardin_2014_setups() -> tuple[Setup, ...]:
    # [DJ14] cover "2, 3, 4 or 6 players"; p.6 "HOW TO PLAY: 2 TO 4 PLAYERS"; p.8
    # "RULES FOR 4 TO 6 PLAYERS, IN TEAMS OF 2". No 700 trip, no extension.
    return (
        Setup(players=2, sides=2, trip=1000, extension=False),
        Setup(players=3, sides=3, trip=1000, extension=False),
        Setup(players=4, sides=2, trip=1000, extension=False),
        Setup(players=4, sides=4, trip=1000, extension=False),
        Setup(players=6, sides=3, trip=1000, extension=False),
    )


# [DJ14] p.4, "SCORING", the whole table: "Distance | 1 point | per mile traveled",
# "Each safety | 100 points | when played", "Coup Fourré | 200 points | when played
# (see Coup Fourré rule)"; the back cover: "5. You gain 200 points for a Coup
# Fourré." Nothing else scores: no trip, delayed action, safe trip, shut-out,
# all-four or extension.
DUJARDIN_2014_VALUES: Mapping[Line, int] = MappingProxyType(
    {
        Line.DISTANCE: 1,
        Line.SAFETIES: 100,
        Line.COUPS_FOURRES: 200,
    }
)

DUJARDIN_2014 = Edition(
    id="dujardin-2014",
    name_en="Dujardin 2014 (English rules)",
    name_fr="Dujardin 2014 (règle anglaise)",
    publisher="Dujardin",
    reference="2014-1/MIB01/GRE01",
    language=EN,
    setups=_dujardin_2014_setups(),
    default_players=4,
    default_sides=4,
    roll_to_start=True,  # p.6 "A GO or Emergency Vehicle card must be played first."
    roll_after_remedy=False,  # p.3 "a GO card is not required after you play a Remedy card"
    deck=CLASSIC_DECK,  # the booklet prints no counts: the 106 of every Dujardin box assumed
    remove_for_small=(),  # the booklet takes no card out
    hand_size=6,  # p.6 "deal 6 cards to each of the players"
    scoring=Scoring(DUJARDIN_2014_VALUES, coup_fourre_rule=CoupFourreRule.INSTEAD),
    match_kind=MatchKind.POINTS,
    # p.2 "Keep track of your points. The team or player with the most points wins";
    # the booklet calls one deal "the game" (p.3 "for the remainder of the game")
    # and says nothing of several hands: a match is one hand unless the table
    # agrees a number of hands or a target (``fixed_hands``, ``target``).
    target=None,
    match_hands=1,
    card_names=MappingProxyType({EN: ENGLISH_DUJARDIN_2014, FR: FRENCH_RECENT}),
    hand_end=HandEnd.RESHUFFLE,  # p.7 "reshuffle the cards in the discard pile"
    first_player=FirstPlayer.YOUNGEST,  # p.6 "The youngest player starts."
    exact_finish=False,  # p.2 "Be the first player to reach 1000 Miles, or more!"
    # p.7 "reaches 1000 Miles or more with their Distance and Safety cards": Bornes
    # counts the safeties' points (100, or 200 as a coup fourré: the numbers the
    # cards show) toward the 1,000, so the side that ends the hand has the most
    # points, as "the most points wins" and "be the first to reach 1000" both say.
    # The table's choice: ``counts_safeties = false`` under ``[trip]`` in house rules.
    trip_counts_safeties=True,
    draw_from_discard=True,
    hazard_needs_rolling=False,  # p.6: a hazard goes on, "unless they have a Safety card"
    readings=("coup_fourre_rule", "counts_safeties", "match_hands"),
    sources=MappingProxyType(
        {
            "setups": "[DJ14] cover '2, 3, 4 or 6 players'; pp.6, 8",
            "deck": "[DJ14] cover '110 cards … 4 quick reference cards' prints no counts; "
            "106 assumed as in [DJ]",
            "remove_for_small": "[DJ14] names no cards to take out",
            "hand_size": "[DJ14] p.6: deal 6",
            "roll": "[DJ14] pp.3, 6: a GO to start; no GO after a remedy",
            "scoring": "[DJ14] p.4 'SCORING'; back cover '200 points for a Coup Fourré'",
            "target": "[DJ14] p.2 'the most points wins'; one deal, no target",
        }
    ),
)


EDITIONS: Mapping[str, Edition] = MappingProxyType(
    {
        e.id: e
        for e in (
            PARKER_BROTHERS,
            WINNING_MOVES,
            DUJARDIN_CLASSIC,
            DUJARDIN_2014,
            DUJARDIN_2024,
            DUJARDIN_2025,
        )
    }
)
"""Every edition Bornes knows, by id; the CLI's ``--edition`` choices come from here."""


def find_edition(edition_id: str) -> Edition:
    """The edition with this id; ``ValueError`` naming the known ids (and the likely one) otherwise."""
    try:
        return EDITIONS[edition_id]
    except KeyError:
        raise ValueError(unknown_name("edition", edition_id, EDITIONS)) from None
