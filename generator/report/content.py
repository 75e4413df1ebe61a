"""What reports say, shared by the match report (``match_report``) and the season report
(``season_report``): the tables' shape and the phrases both print.

Every figure comes from the rules module's typed results (``generator.rules``,
``generator.stats``), read by their fields; numbers are formatted for the
language here and in the two report modules, so drawing (``report_pdf``) only
places strings. Names are bidi-isolated (``generator.text.bidi.isolate``) wherever a sentence holds
them, so a right-to-left name is reordered on its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from generator.rules.editions import EDITIONS, Edition, MatchKind, Setup
from generator.rules.match import Match
from generator.text.bidi import isolate
from generator.text.changes import describe_changes
from generator.text.i18n import N_, counted, line_label, say
from generator.text.languages import Lang
from generator.text.numbers import format_number

ZERO = "–"
"""Printed for a line worth nothing in a hand: the table reads faster than with rows of 0."""

WON = "★"
"""Marks the hand's (or match's) winner in the tables, as the star marks it on the chart."""


class Fact(NamedTuple):
    """One line of the report's header: a label and its value."""

    label: str
    value: str


class Footer(NamedTuple):
    """A report's footer: what it is of (the match's title, or the season's) and the rules played."""

    title: str
    rules: str

    def text(self, title: str | None = None) -> str:
        """ "Friday night · Parker Brothers, English rules", with ``title`` (a shortened one) if given."""
        return f"{self.title if title is None else title} · {self.rules}"


class Row(NamedTuple):
    """A table row: its cells, whether it is a winner's, and the group (hand) it belongs to."""

    cells: tuple[str, ...]
    strong: bool = False
    group: int = 0
    mark: str = ""  # what happened in the hand, printed under its group's last row


class Table(NamedTuple):
    """A table: headers, rows, and each column's kind.

    Kinds: "rank" (a short number, centred), "name" (user text that wraps),
    "text", "number" (right-aligned), "mark" (a ★, centred).
    """

    headers: tuple[str, ...]
    kinds: tuple[str, ...]
    rows: tuple[Row, ...]
    note: str | None = None
    grouped: bool = False  # rows come in groups (a hand's sides), shaded in turn and kept on one page
    lead: tuple[int, ...] = ()  # the columns a narrow screen shows first, after the names: the totals


# Shared phrases


def cell(value: int, lang: Lang) -> str:
    """A table figure: the number, or ``ZERO`` for nothing."""
    return format_number(value, lang) if value else ZERO


def join_phrases(parts: Sequence[str], lang: Lang) -> str:
    """Phrases in a sentence: "A", "A and B", "A, B and C" (the phrases already hold isolated names)."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + say("and", lang) + parts[-1]


MAX_LISTED = 4
"""The most names (or hands) a sentence lists one by one; beyond, it names a few and counts the rest."""


def names_in_sentence(names: Sequence[str], lang: Lang, *, most: int | None = None) -> str:
    """Names in a sentence, each isolated: "A", "A and B", "A, B and C"; more than ``most`` (a
    highlight's ``MAX_LISTED``): "A, B, C and 5 others"."""
    shown = [isolate(name) for name in names]
    if most is not None and len(shown) > most:
        rest = counted("others", len(shown) - (most - 1), lang)
        shown = [*shown[: most - 1], rest]
    return join_phrases(shown, lang)


def edition_value(edition: Edition, lang: Lang) -> str:
    """The rulebook: "Parker Brothers, English rules"."""
    base = EDITIONS.get(edition.house_rules_base or edition.id, edition)
    return say("edition_value", lang, name=base.name(lang), reference=base.reference_in(lang))


def changes_in_words(edition: Edition, lang: Lang) -> list[str]:
    """What house rules change from their base edition: values, lines dropped or added, the target."""
    return describe_changes(
        edition, lang, say, lambda line: line_label(line, lang, edition=edition).lower(), inline=True
    )


def house_value(edition: Edition, lang: Lang) -> str:
    """The house rules' name and what they change."""
    assert edition.house_rules is not None
    changes = say("semicolon", lang).join(changes_in_words(edition, lang)) or say("no_change", lang)
    return say("house_value", lang, house=isolate(edition.house_rules), changes=changes)


def setup_value(edition: Edition, setup: Setup, lang: Lang) -> str:
    """The table: "4 players in 2 teams of 2, trip 1,000 miles"."""
    players, sides = format_number(setup.players, lang), format_number(setup.sides, lang)
    if setup.teams:
        seat = say(
            "setup_teams", lang, players=players, sides=sides, per_side=format_number(setup.per_side, lang)
        )
    else:
        seat = say("setup_alone", lang, players=players)
    unit = edition.names(lang).unit
    trip = format_number(setup.trip, lang)
    if edition.match_kind is MatchKind.GAMES:
        key = N_("race_trip") if edition.exact_finish else N_("race_trip_or_more")
        trip_text = say(key, lang, trip=trip, unit=unit)
    elif setup.extension:
        extended = format_number(edition.extended_trip, lang)
        trip_text = say("trip_extension", lang, trip=trip, unit=unit, extended=extended)
    elif not edition.exact_finish:  # [DJ14] "1000 Miles, or more!"
        trip_text = say("trip_or_more", lang, trip=trip, unit=unit)
    else:
        trip_text = say("trip", lang, trip=trip, unit=unit)
    return f"{seat}, {trip_text}"


def match_value(match: Match, games: bool, lang: Lang) -> str:
    """How the match ends: "first to 5,000 points", "6 hands", "first to win 3 games", "open series"."""
    count = match.hands_to_play
    if count is not None:
        if match.fixed_hands is None and "match_hands" in match.edition.readings:
            # [DJ14]: one deal is the booklet's game, as Bornes reads it.
            return say("match_one_deal_value", lang)
        hands = counted("games" if games else "hands", count, lang)
        return say("match_fixed", lang, hands=hands)
    if games:
        first_to = match.first_to
        if first_to is None:
            return say("match_open", lang)
        return say("match_first_to", lang, games=counted("games", first_to, lang))
    target = match.match_target
    assert target is not None  # a points match without a set number of hands plays to a target
    return say("match_target", lang, target=format_number(target, lang))


def total_of(value: int, games: bool, lang: Lang) -> str:
    return counted("games_won" if games else "points", value, lang)
