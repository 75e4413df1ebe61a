"""Every word Bornes prints, from one gettext catalog per language.

The catalogs are ``templates/locale/<lang>/LC_MESSAGES/bornes.po``, one
gettext domain (``bornes``) for the sheets, cards, reports, charts and
terminal tables. They are compiled to ``bornes.mo`` when the package is built
(``hatch_build.py``), and read here with the standard library's ``gettext``:
no catalog is parsed at run time.

Python code names its messages by key (``say("heading", lang, sheet=...)``):
the English catalog holds their English words, the French one their French
words, each with named ``{placeholders}`` filled by ``str.format``. The
cards' Jinja2 templates name theirs by their English sentence, with
``%(placeholders)s`` (``generator.cards.templates``). A key missing from a
catalog is an error (``MissingMessage``), never a key printed on a page.

Counted nouns ("1 hand", "4 hands", « 0 manche ») go through ``ngettext``
with the catalog's plural rule: English singular at 1, French at 0 and 1.
They live in the message context ``count``, apart from the headings that
share their key ("Coups fourrés" as a column, "coup fourré" as a noun).

``N_`` and ``NC_`` mark keys that are chosen at run time, so that
``pybabel extract`` (through ``generator.text.extract``) finds every one.
"""

from __future__ import annotations

import gettext
import math
import os
from collections.abc import Iterable, Mapping
from fractions import Fraction
from functools import cache
from types import MappingProxyType
from typing import Literal

from generator.rules.editions import (
    STANDARD_LABELS,
    CoupFourreRule,
    Edition,
    ExtensionRule,
    Label,
    Line,
    ShutoutRule,
)
from generator.text.languages import Lang
from generator.text.numbers import format_number, format_score

DOMAIN = "bornes"
COUNT = "count"
"""The message context of counted nouns."""


class MissingMessage(LookupError):
    """Code asked for a message the language's catalog does not hold."""


class CatalogMissing(LookupError):
    """A language has no compiled catalog: the package was not built (``pip install .`` compiles it)."""


def N_(key: str) -> str:
    """Mark ``key`` as a message chosen at run time; returns it unchanged."""
    return key


def NC_(key: str) -> str:
    """Mark ``key`` as a counted noun (context ``count``) chosen at run time; returns it unchanged."""
    return key


def locale_dir() -> str:
    """The folder holding ``<lang>/LC_MESSAGES/bornes.mo``.

    As ``generator.files.resource`` finds ``templates``: inside an installed
    wheel it sits in the package, in a checkout at the top level. Found here
    with ``os.path``, without importing ``generator.files`` or ``pathlib``,
    which ``bornes editions`` need not load.
    """
    package = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
    for templates in (
        os.path.join(package, "templates"),
        os.path.join(os.path.dirname(package), "templates"),
    ):
        if os.path.isdir(templates):
            return os.path.join(templates, "locale")
    raise CatalogMissing("the bundled templates folder is missing from the installation")


class _Refuse(gettext.NullTranslations):
    """The fallback of every catalog: a message it lacks is an error, not its key."""

    def __init__(self, lang: Lang) -> None:
        super().__init__()
        self.lang = lang

    def gettext(self, message: str) -> str:
        raise MissingMessage(f"{self.lang}: no message {message!r} in the catalog")

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:  # noqa: ARG002 (gettext's signature)
        raise MissingMessage(f"{self.lang}: no message {msgid1!r} in the catalog")

    def pgettext(self, context: str, message: str) -> str:
        raise MissingMessage(f"{self.lang}: no message {message!r} ({context}) in the catalog")

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:  # noqa: ARG002 (the same)
        raise MissingMessage(f"{self.lang}: no message {msgid1!r} ({context}) in the catalog")


@cache
def translations(lang: Lang) -> gettext.GNUTranslations:
    """The compiled catalog of ``lang``, read once per process."""
    path = os.path.join(locale_dir(), lang, "LC_MESSAGES", f"{DOMAIN}.mo")
    try:
        with open(path, "rb") as handle:
            catalog = gettext.GNUTranslations(handle)
    except FileNotFoundError:
        raise CatalogMissing(
            f"no compiled catalog for {lang!r} ({path}): install the package (pip install . or -e .)"
        ) from None
    catalog.add_fallback(_Refuse(lang))
    return catalog


def message(key: str, lang: Lang) -> str:
    """The words of ``key`` in ``lang``, placeholders unfilled."""
    return translations(lang).gettext(key)


def say(key: str, lang: Lang, **values: object) -> str:
    """The sentence ``key`` in ``lang``, its ``{placeholders}`` filled."""
    return translations(lang).gettext(key).format(**values)


def counted(key: str, count: int, lang: Lang, shown: str | None = None, **values: object) -> str:
    """A count with its noun in the language's number ("1 hand", « 0 manche »), printed as ``shown``;
    a sentence chosen by a count fills its other ``values`` too (« dont 2 en cours (non comptées) »)."""
    printed = format_number(count, lang) if shown is None else shown
    return translations(lang).npgettext(COUNT, key, key, count).format(count=printed, **values)


def counted_score(key: str, score: Fraction, lang: Lang) -> str:
    """A count of matches won, a shared one counted ½, with its noun: "1½ wins", « ½ victoire ».
    A plural form is chosen by a whole number: the one at or above a count with a half."""
    return counted(key, math.ceil(score), lang, shown=format_score(score, lang))


_LEGEND_COUNTS: Mapping[str, str] = MappingProxyType(
    {"hands": NC_("legend_hands"), "games": NC_("legend_games")}
)


def count_of(kind: str, count: int, lang: Lang) -> str:
    """The chart's count of ``kind``, "hands" or "games": "1 hand", "4 hands", "2 parties"."""
    return counted(_LEGEND_COUNTS[kind], count, lang)


def listing(items: list[str], lang: Lang) -> str:
    """ "a, b and c" in ``lang``, as the sheets' notes join line names."""
    if len(items) <= 1:
        return "".join(items)
    return message("comma", lang).join(items[:-1]) + message("and", lang) + items[-1]


_LIST_PATTERNS: Mapping[str, tuple[str, str, str, str]] = MappingProxyType(
    {
        # (two items, the first two of more, any middle one, the last one), as CLDR's list patterns.
        "standard": (N_("list_and_two"), N_("list_and_start"), N_("list_and_middle"), N_("list_and_end")),
        "or": (N_("list_or_two"), N_("list_or_start"), N_("list_or_middle"), N_("list_or_end")),
    }
)


def list_patterns(lang: Lang, style: Literal["standard", "or"] = "standard") -> tuple[str, str, str, str]:
    """The language's list patterns, ``{first}`` and ``{second}`` unfilled: for two items, the first
    two of more, any middle one, the last one (what ``join_list`` and the phone sheet's script apply)."""
    two, start, middle, end = (message(key, lang) for key in _LIST_PATTERNS[style])
    return two, start, middle, end


def join_list(items: Iterable[str], lang: Lang, style: Literal["standard", "or"] = "standard") -> str:
    """Items joined as the language writes a list: "2, 3, or 4" / « 2, 3 ou 4 » (CLDR's patterns)."""
    values = list(items)
    if len(values) <= 1:
        return "".join(values)
    two, start, middle, end = list_patterns(lang, style)
    if len(values) == 2:
        return two.format(first=values[0], second=values[1])
    text = start.format(first=values[0], second=values[1])
    for value in values[2:-1]:
        text = middle.format(first=text, second=value)
    return end.format(first=text, second=values[-1])


# Scoring lines: their names, as the rulebooks and pads print them (English
# from the Parker Brothers and Winning Moves rules, seeds 000 and 002; French
# from the Dujardin score pad, [DJ]; Dujardin 2024's "Hand won" / « Manche
# gagnée » and "Won without a 200" / « Victoire sans carte 200 », seed 004),
# and what each scores in a few words.

LABEL_KEYS: Mapping[Label, str] = MappingProxyType(
    {
        Label.DISTANCE: N_("label_distance"),
        Label.SAFETIES: N_("label_safeties"),
        Label.ALL_SAFETIES: N_("label_all_safeties"),
        Label.COUPS_FOURRES: N_("label_coups_fourres"),
        Label.TRIP_COMPLETED: N_("label_trip_completed"),
        Label.HAND_WON: N_("label_hand_won"),
        Label.DELAYED_ACTION: N_("label_delayed_action"),
        Label.SAFE_TRIP: N_("label_safe_trip"),
        Label.WON_WITHOUT_200: N_("label_won_without_200"),
        Label.WITHOUT_HUNDREDS: N_("label_without_hundreds"),
        Label.EXTENSION: N_("label_extension"),
        Label.SHUTOUT: N_("label_shutout"),
    }
)

_DEFINITION_KEYS: Mapping[Label | ShutoutRule | ExtensionRule | CoupFourreRule, str] = MappingProxyType(
    {
        Label.DISTANCE: N_("definition_distance"),
        Label.SAFETIES: N_("definition_safeties"),
        Label.ALL_SAFETIES: N_("definition_all_safeties"),
        Label.COUPS_FOURRES: N_("definition_coups_fourres"),
        Label.TRIP_COMPLETED: N_("definition_trip_completed"),
        Label.HAND_WON: N_("definition_hand_won"),
        Label.DELAYED_ACTION: N_("definition_delayed_action"),
        Label.SAFE_TRIP: N_("definition_safe_trip"),
        Label.WON_WITHOUT_200: N_("definition_won_without_200"),
        Label.WITHOUT_HUNDREDS: N_("definition_without_hundreds"),
        Label.EXTENSION: N_("definition_extension"),
        ShutoutRule.TRIP_WINNER: N_("definition_shutout_trip_winner"),
        ShutoutRule.EACH_BLANK_OPPONENT: N_("definition_shutout_each_blank_opponent"),
        ExtensionRule.COMPLETER: N_("definition_extension_completer"),
        CoupFourreRule.INSTEAD: N_("definition_coups_fourres_instead"),
    }
)


def line_label(line: Line, lang: Lang, *, edition: Edition) -> str:
    """A scoring line's printed name, in the edition's rulebook's words: Dujardin 2024's 400 is
    "Hand won" (seed 004), as its winner may not have completed the trip."""
    scoring = edition.scoring
    label = scoring.label(line) if scoring is not None else STANDARD_LABELS[line]
    return message(LABEL_KEYS[label], lang)


def line_definition(line: Line, lang: Lang, *, edition: Edition) -> str:
    """ "Safe trip: completed without a 200": the line's name and what it scores, in ``lang``.

    The shut-out's definition follows the edition's ``shutout_rule``; the
    extension's, a ``ExtensionRule.COMPLETER``; the coups fourrés', a
    ``CoupFourreRule.INSTEAD`` ([DJ14]).
    """
    scoring = edition.scoring
    label = scoring.label(line) if scoring is not None else STANDARD_LABELS[line]
    key: Label | ShutoutRule | ExtensionRule | CoupFourreRule = label
    if line is Line.SHUTOUT:
        key = scoring.shutout_rule if scoring is not None else ShutoutRule.TRIP_WINNER
    elif scoring is not None and line is Line.EXTENSION and scoring.extension_rule is ExtensionRule.COMPLETER:
        key = scoring.extension_rule
    elif (
        scoring is not None
        and line is Line.COUPS_FOURRES
        and scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    ):
        key = scoring.coup_fourre_rule
    return say(
        "definition_line",
        lang,
        label=message(LABEL_KEYS[label], lang),
        definition=message(_DEFINITION_KEYS[key], lang),
    )


def sheet_term(key: str, lang: Lang) -> str:
    """A word of the printed score sheets, in ``lang`` (the Dujardin pad's where it has them, [DJ])."""
    return message(key, lang)


EACH_LINES: frozenset[Line] = frozenset({Line.SAFETIES, Line.COUPS_FOURRES})
"""The lines scored per item, whose value a sheet follows with "each" ("300 each")."""


def each_word(line: Line, lang: Lang) -> str:
    """The word after a per-item value: "each"; « chacune » (bottes), « chacun » (coups fourrés)."""
    return message("each_safety" if line is Line.SAFETIES else "each_coup_fourre", lang)


def side_word(teams: bool, lang: Lang) -> str:
    """The side a sheet's note speaks of: "team" or "player"."""
    return message("side_team" if teams else "side_player", lang)


def side_who(teams: bool, lang: Lang) -> str:
    """The same with its relative pronoun: "team that", "player who" ("{who} completed the trip")."""
    return message("who_team" if teams else "who_player", lang)
