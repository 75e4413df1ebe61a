"""Why a hand's facts are refused, in a sentence of the game: what ``bornes log`` and the phone sheet say.

The scoring module names the rule a hand breaks, the side and the fact to
blame, and the numbers (``generator.rules.scoring.Broken``, ``FactError``);
here each rule is a sentence of the catalog, in the player's language, with
the sides' names and the numbers as the language writes them. A log file's
error keeps its own words, which name the log's keys
(``generator.matchlog.parse``).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.rules.answers import Answers, completed
from generator.rules.editions import Setup
from generator.rules.match import Match
from generator.rules.scoring import Broken, FactError
from generator.text.i18n import N_, say
from generator.text.languages import Lang
from generator.text.numbers import format_number

REFUSAL_KEYS: Mapping[Broken, str] = MappingProxyType(
    {
        Broken.MILES_NEGATIVE: N_("refuse_miles_negative"),
        Broken.MILES_STEP: N_("refuse_miles_step"),
        Broken.MILES_PAST_TRIP: N_("refuse_miles_past_trip"),
        Broken.TWO_HUNDREDS_RANGE: N_("refuse_two_hundreds_range"),
        Broken.TWO_HUNDREDS_PAST_MILES: N_("refuse_two_hundreds_past_miles"),
        Broken.SAFETIES_RANGE: N_("refuse_safeties_range"),
        Broken.COUPS_FOURRES_RANGE: N_("refuse_coups_fourres_range"),
        Broken.DELAYED_NOT_COMPLETED: N_("refuse_delayed_not_completed"),
        Broken.NO_EXTENSION: N_("refuse_no_extension"),
        Broken.EXTENSION_SHORT: N_("refuse_extension_short"),
        Broken.EXTENSION_TWICE: N_("refuse_extension_twice"),
        Broken.SAFETIES_TOTAL: N_("refuse_safeties_total"),
        Broken.TWO_COMPLETED: N_("refuse_two_completed"),
        Broken.TWO_HUNDREDS_MISSING: N_("refuse_two_hundreds_missing"),
        Broken.MILES_PAST_MOST: N_("refuse_miles_past_most"),
        Broken.HUNDREDS_NO_ROOM: N_("refuse_hundreds_no_room"),
        Broken.HUNDREDS_MISSING: N_("refuse_hundreds_missing"),
        Broken.PAST_MOST_WITHOUT_200: N_("refuse_past_most_without_200"),
        Broken.DELAYED_PILE_NEVER_EMPTY: N_("refuse_delayed_pile_never_empty"),
    }
)
"""The sentence of each rule, by its catalog key."""

PAST_TRIP_UNEXTENDED = N_("refuse_miles_past_trip_unextended")
"""A distance past the short trip when nobody called the extension: the sentence says so."""

PAST_MOST_WITH_SAFETIES = N_("refuse_miles_past_most_safeties")
"""Past the most one card takes a side, counting the safeties' points ([DJ14]): the sentence adds them."""


def refusal_key(error: FactError, setup: Setup) -> str:
    """The catalog key of the sentence for ``error``."""
    if error.rule is Broken.MILES_PAST_TRIP and setup.extension and error.values["trip"] == setup.trip:
        return PAST_TRIP_UNEXTENDED
    if error.rule is Broken.MILES_PAST_MOST and error.values.get("safety_points"):
        return PAST_MOST_WITH_SAFETIES
    return REFUSAL_KEYS[error.rule]


def side_counts(known: Answers, fact: str, match: Match, lang: Lang) -> str:
    """ "Ana & Cleo 3, Ben & Dev 2": each side that gave ``fact`` a value other than 0, with it."""
    return say("comma", lang).join(
        say("side_count", lang, name=side.name, count=format_number(int(known[side.id][fact]), lang))
        for side in match.sides
        if known.get(side.id, {}).get(fact)
    )


def refusal(error: FactError, lang: Lang, *, match: Match, known: Answers) -> str:
    """Why the hand is refused, in a sentence: the side's name, the numbers, the other sides involved.

    ``known`` holds the answers the error was found in: the safeties each side
    laid, for too many in all; the distance of the other side that completed
    the trip.
    """
    names = {side.id: side.name for side in match.sides}
    values: dict[str, str] = {key: format_number(value, lang) for key, value in error.values.items()}
    values["name"] = names.get(error.side or "", "")
    if error.rule is Broken.SAFETIES_TOTAL:
        values["laid"] = side_counts(known, "safeties", match, lang)
    if error.rule is Broken.TWO_COMPLETED:
        done = completed(match.edition, known, error.values["trip"])
        first = next((s for s in match.side_ids if s != error.side and s in done), None)
        values["other"] = names.get(first or "", "")
    return say(refusal_key(error, match.setup), lang, **values)
