"""What the phone sheet's script reads: the edition's rules as data, the catalog's words, the log's keys.

The phone sheet (``bornes sheet --html``) applies the edition's rules in the
browser, so that a family enters the facts of a hand and sees its lines as
``bornes score`` computes them. Nothing in its script is a value of the
rules: every number comes from here, made from the rules module when the
file is built (``rules_record``), the questions a hand asks are the question
table's rows (``generator.rules.questions.table_record``), and every word
comes from the catalog (``page_words``). The script's engine
(``templates/html/rules.js``) interprets the record's fields and the rows': a
line, a rule or a field it does not know is an error on the page, never a
guess, and ``tests/sheets/test_rules_js.py`` holds it to the scoring module
and the interview on thousands of random hands of every edition and house
rules.

Which fields of ``Edition``, ``Scoring`` and ``Setup`` the record carries, and
why the others change no score, is written down below (``EDITION_FIELDS``):
a test fails when a field is added that says neither, so a new rule cannot
reach the scoring module without the page being told.

Pure data: no file is read, nothing drawn.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import unicodedata
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from generator.chart.style import GOAL_COLOR, GRID_COLOR, SIDE_STYLES, WINNER_COLOR
from generator.defaults import edition_in_name
from generator.form_format import TAGS
from generator.inputs import (
    INVISIBLE,
    MAX_COUNT_DIGITS,
    MAX_HANDS,
    MAX_NAME_LENGTH,
    MAX_TARGET,
    MAX_TITLE_LENGTH,
)
from generator.matchlog.parse import MAX_SIDE_PLAYERS, SIDE_KEYS, VALUE_KEYS
from generator.report.content import MAX_LISTED
from generator.rules.cards import DISTANCES, HUNDRED
from generator.rules.editions import MAX_TWO_HUNDREDS, Edition, MatchKind, Setup
from generator.rules.questions import table_record
from generator.rules.scoring import MAX_SAFETIES, MILE_STEP, TWO_HUNDRED, SideFacts
from generator.text.bidi import FIRST_RIGHT_TO_LEFT, RIGHT_TO_LEFT
from generator.text.dates import MONTHS
from generator.text.i18n import N_, NC_, counted, line_label, list_patterns, message
from generator.text.languages import Lang
from generator.text.numbers import SEPARATORS
from generator.text.questions import FACT_WORDS
from generator.text.refusals import PAST_MOST_WITH_SAFETIES, PAST_TRIP_UNEXTENDED, REFUSAL_KEYS

EDITION_FIELDS: Mapping[str, str] = MappingProxyType(
    {
        # Read by the page.
        "id": "the log's edition",
        "name_en": "the page's heading",
        "name_fr": "the page's heading",
        "scoring": "every line's value and the scoring's rules (rules_record, SCORING_FIELDS)",
        "match_kind": "points to a target, or games won",
        "target": "the match's target",
        "house_rules": "the page's heading",
        "house_rules_base": "the log's edition",
        "setups": "the page is made for one setup (rules_record)",
        "language": "the page's language when --lang is left out",
        # Change no score: what the cards teach, and how the table plays.
        "publisher": "printed on cards",
        "reference": "printed on cards",
        "reference_fr": "printed on cards",
        "reference_en": "printed on cards",
        "default_players": "the setup is chosen when the page is built",
        "default_sides": "the setup is chosen when the page is built",
        "roll_to_start": "how a hand is played, not scored",
        "roll_after_remedy": "how a hand is played, not scored",
        "deck": "how a hand is played, not scored",
        "remove_for_small": "how a hand is played, not scored",
        "hand_size": "how a hand is played, not scored",
        "card_names": "printed on cards",
        "sources": "where each value comes from",
        "rulebook_read": "printed on cards",
        "hand_end": "when a hand stops: its facts are scored the same, but a pile that never runs out "
        "makes no delayed action (rules_record's draw_pile_runs_out)",
        "first_player": "how a hand is played, not scored",
        "other_targets": "the page lets the table set any target, as a log may",
        "exact_finish": "whether a side completes the trip on reaching it exactly, or at it or past it",
        "trip_counts_safeties": "whether the safeties' points count toward the trip",
        "extended_trip": "the hand's trip once a side called the extension",
        "tie_rule": "what a tie at the top does where the match would end: another hand, or a shared win",
        "match_hands": "the match's hands when the table sets no target ([DJ14]: one deal)",
        "race_winner": "who wins a game without points (rules_record's hand_winner)",
        "draw_from_discard": "how a hand is played, not scored",
        "hazard_needs_rolling": "how a hand is played, not scored",
        "safety_replay_on_empty_pile": "how a hand is played, not scored",
        "readings": "which of Bornes' readings cards and paper sheets print as the table's choice; "
        "the page applies the reading the record holds",
        "variants": "an optional line the rulebook offers: scored only once house rules give it a value "
        "(it is then in scoring)",
    }
)
"""Every field of ``Edition``, with what the page does with it: a test checks none is left out."""

SCORING_FIELDS: Mapping[str, str] = MappingProxyType(
    {
        "values": "each line's value, in the pad's order",
        "shutout_rule": "who scores the shut-out",
        "hand_winner": "who wins a hand nobody completes",
        "labels": "each line's name, from the catalog (page_words)",
        "extension_rule": "who scores the extension's bonus",
        "coup_fourre_rule": "what a safety laid as a coup fourré scores",
        "all_safeties_in_all": "how the rulebook prints the all-four value (with the four safeties'): the "
        "line scores the same, and the page shows points, not values",
    }
)
"""Every field of ``Scoring``, with what the page does with it."""

SETUP_FIELDS: Mapping[str, str] = MappingProxyType(
    {
        "players": "the log's players",
        "sides": "one column per side",
        "trip": "the hand's trip",
        "extension": "whether a side may call the extension",
    }
)
"""Every field of ``Setup``, with what the page does with it."""


def rules_record(edition: Edition, setup: Setup) -> dict[str, Any]:
    """The edition's rules for one setup, as the page's script applies them (JSON-ready).

    The constants of every edition (the smallest distance card, the longest,
    the 100, the safeties in the deck, the 200s a side may play) come from the
    rules module too, so the script types no number of the rules.
    """
    scoring = edition.scoring
    return {
        "edition": edition.id,
        "hand_winner": edition.winner_rule.value,
        "setup": dict(setup._asdict()),
        "extended_trip": edition.extended_trip,
        "exact_finish": edition.exact_finish,
        "trip_counts_safeties": edition.trip_counts_safeties,
        "draw_pile_runs_out": edition.draw_pile_runs_out,
        "mile_step": MILE_STEP,
        "longest_card": max(DISTANCES),
        "hundred": HUNDRED,
        "max_safeties": MAX_SAFETIES,
        "max_two_hundreds": MAX_TWO_HUNDREDS,
        "two_hundred": TWO_HUNDRED,
        "match_kind": edition.match_kind.value,
        "target": edition.target,
        "match_hands": edition.match_hands,
        "tie_rule": edition.tie_rule.value,
        "scoring": None
        if scoring is None
        else {
            "lines": [line.value for line in scoring.lines],
            "values": {line.value: scoring.value(line) for line in scoring.lines},
            "shutout_rule": scoring.shutout_rule.value,
            "extension_rule": scoring.extension_rule.value,
            "coup_fourre_rule": scoring.coup_fourre_rule.value,
        },
    }


# The page's own words: headings, buttons, hints, sentences its script fills; each a key of the catalog.
PAGE_KEYS: tuple[str, ...] = (
    N_("page_noscript"),
    N_("page_match_heading"),
    N_("page_side_name"),
    N_("page_team_name"),
    N_("page_match_title"),
    N_("page_match_date"),
    N_("page_end_heading"),
    N_("page_start"),
    N_("page_standings"),
    N_("page_hands"),
    N_("page_games"),
    N_("page_tap_to_fix"),
    N_("page_new_hand"),
    N_("page_new_game"),
    N_("page_hand"),
    N_("page_game"),
    N_("page_fix_hand"),
    N_("page_fix_game"),
    N_("page_trip"),
    N_("page_trip_extension"),
    N_("page_parts"),
    N_("page_trip_or_more"),
    N_("page_trip_or_more_extension"),
    N_("page_trip_counts_safeties"),
    N_("page_save_hand"),
    N_("page_cancel"),
    N_("page_fewer_miles"),
    N_("page_more_miles"),
    *(words.page for words in FACT_WORDS.values()),  # each question's label
    N_("page_yes"),
    N_("page_no"),
    N_("page_hand_total"),
    N_("page_games_won"),
    N_("page_running_total"),
    N_("page_no_winner"),
    N_("page_hand_won_by"),
    N_("page_in_progress"),
    N_("page_to_go"),
    N_("page_target"),
    N_("page_first_to"),
    N_("page_fixed_hands"),
    N_("page_no_end"),
    N_("page_reached_target"),
    N_("page_higher_total"),
    N_("page_after_fixed_hands"),
    N_("page_first_to_games"),
    N_("page_shared"),
    N_("page_export_heading"),
    N_("page_export_hint"),
    N_("page_download"),
    N_("page_copy"),
    N_("page_copied"),
    N_("page_copy_failed"),
    N_("page_new_match"),
    N_("page_no_storage"),
    N_("page_stored_unreadable"),
    N_("page_enter_miles"),
    N_("page_fix_ends_match"),
    N_("page_name_empty"),
    N_("page_name_invisible"),
    N_("page_name_too_long"),
    N_("page_name_taken"),
    N_("page_title_too_long"),
    N_("page_number_wrong"),
    N_("page_number_range"),
    N_("page_rules_unknown"),
    N_("page_date_wrong"),
    N_("page_end_value_target"),
    N_("page_end_value_fixed_hands"),
    N_("page_end_value_fixed_games"),
    N_("page_end_value_first_to"),
    N_("page_players"),
    N_("page_players_hint"),
    N_("page_players_count"),
    N_("page_player_taken"),
    N_("page_team_is_a_player"),
    N_("page_leading"),
    N_("page_winner_mark"),
    N_("page_undo_saved"),
    N_("page_undo_fixed"),
    N_("page_undo_deleted"),
    N_("page_undo_renamed"),
    N_("page_undone"),
    N_("page_item_hand"),
    N_("page_item_game"),
    N_("page_delete_hand"),
    N_("page_delete_game"),
    N_("page_delete_confirm"),
    N_("page_names"),
    N_("page_names_heading"),
    N_("page_save_names"),
    N_("page_cancel_confirm"),
    N_("page_who_won"),
    N_("page_with_distances"),
    N_("page_after_questions"),
    N_("page_result_heading"),
    N_("page_won_by"),
    N_("page_final_standings"),
    N_("page_share"),
    N_("page_share_copied"),
    N_("page_rematch"),
    N_("page_history"),
    N_("page_history_hint"),
    N_("page_open"),
    N_("page_delete"),
    N_("page_download_all"),
    N_("page_delete_match_confirm"),
    N_("page_other_match"),
    N_("page_private"),
    N_("page_lines_detail"),
    N_("page_trip_miles"),
)

SUMMARY_KEYS: tuple[str, ...] = (
    N_("untitled"),
    N_("share_heading"),
    N_("date_long"),
    *MONTHS,
    N_("winner"),
    N_("why_reached_target"),
    N_("why_past_level"),
    N_("why_higher_total"),
    N_("sides_teams"),
    N_("sides_players"),
    N_("why_deciding_games"),
    N_("why_deciding_hands"),
    N_("why_fixed_games_one"),
    N_("why_fixed_hands_one"),
    N_("why_fixed_games"),
    N_("why_fixed_hands"),
    N_("why_first_to"),
    N_("shared"),
    N_("why_shared"),
    N_("no_hands"),
    N_("in_progress"),
    N_("leader"),
    N_("tied_leaders"),
    N_("deciding_games_due"),
    N_("deciding_hands_due"),
    N_("deciding_hand_past_target"),
    N_("standing"),
    N_("hl_best_hand"),
    N_("hl_best_hand_who"),
    N_("name_times"),
    N_("and"),
    # The race chart and the hand-by-hand table, in the report's words.
    N_("chart"),
    N_("chart_games"),
    N_("svg_race"),
    N_("svg_race_games"),
    N_("target"),
    N_("first_to"),
    N_("chart_winner"),
    N_("final"),
    N_("chart_in_progress"),
    N_("distance_axis"),
    N_("hand"),
    N_("game"),
    N_("points"),
    N_("games_won"),
    N_("hand_by_hand"),
    N_("game_by_game"),
    N_("match_number"),
    N_("distance"),
    N_("won"),
    N_("table_total"),
    N_("running_total"),
    N_("team"),
    N_("player"),
    N_("rank"),
)
"""The words of the result ``bornes score --summary`` prints (``generator.report.share``), and of the
report's race chart and hand table: the page's summary, chart and table say what the report says."""

SUMMARY_COUNTS: tuple[str, ...] = (
    NC_("points"),
    NC_("games_won"),
    NC_("hands"),
    NC_("games"),
    NC_("times"),
    NC_("others"),
    NC_("legend_hands"),
    NC_("legend_games"),
)
"""The counted nouns of the summary and the chart, each as the catalog's forms for 0, 1 and more."""

UNDO_KEPT = 50
"""The most actions a match keeps to undo, through reloads: every hand of a long evening."""


@cache
def casefold_record() -> dict[str, Any]:
    """Unicode's full case folding as Python's ``str.casefold`` applies it, for the page's script to
    compare names as the log reader does ("Straße" and "STRASSE", "ﬁx" and "FIX" are one name).

    JavaScript has no case folding: ``runs`` lists each code point folded to one other, as
    ``[first, count, shift, stride]`` (the code points ``first``, ``first + stride``… each moved by
    ``shift``), ``many`` each folded to several (ß to ss).
    """
    singles: list[tuple[int, int]] = []
    many: dict[str, str] = {}
    for code in range(0x110000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        folded = chr(code).casefold()
        if folded == chr(code):
            continue
        if len(folded) == 1:
            singles.append((code, ord(folded) - code))
        else:
            many[str(code)] = folded
    runs: list[list[int]] = []
    index = 0
    while index < len(singles):
        code, shift = singles[index]
        count, stride = 1, 1
        for step in (1, 2):
            length = 1
            while index + length < len(singles) and singles[index + length] == (code + length * step, shift):
                length += 1
            if length > count:
                count, stride = length, step
        runs.append([code, count, shift, stride])
        index += count
    return {"runs": runs, "many": many}


@cache
def right_to_left_ranges() -> list[list[int]]:
    """The code points Python's ``unicodedata`` gives a right-to-left direction (R, AL), as ``[first,
    last]`` ranges: the page isolates the names that hold one, as ``generator.text.bidi.isolate`` does."""
    ranges: list[list[int]] = []
    for code in range(ord(FIRST_RIGHT_TO_LEFT), 0x110000):
        if 0xD800 <= code <= 0xDFFF or unicodedata.bidirectional(chr(code)) not in RIGHT_TO_LEFT:
            continue
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1][1] = code
        else:
            ranges.append([code, code])
    return ranges


def chart_record() -> dict[str, Any]:
    """How the race chart tells sides apart, from the report's charts (``generator.chart.style``)."""
    return {
        "sides": [
            {"color": style.color, "dashes": list(style.dashes or ()), "marker": style.marker}
            for style in SIDE_STYLES
        ],
        "goal": GOAL_COLOR,
        "grid": GRID_COLOR,
        "star": WINNER_COLOR,
    }


def storage_key(edition: Edition, setup: Setup, rules_file: str | None) -> str:
    """Where the browser keeps this sheet's matches: the edition, the setup, and a digest of every rule
    the page applies and the log it writes, so two sheets (two house-rules files on one base, say) never
    share a match."""
    content = {
        "rules": rules_record(edition, setup),
        "questions": table_record(edition, setup),
        "house_rules": edition.house_rules,
        "log": [edition.house_rules_base or edition.id, rules_file],
    }
    text = json.dumps(content, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]
    return f"bornes-sheet:{edition_in_name(edition)}:{setup.id}:{digest}"


END_KEYS: Mapping[str, str] = MappingProxyType(
    {
        "target": N_("page_end_target"),
        "fixed_hands": N_("page_end_fixed_hands"),
        "first_to": N_("page_end_first_to"),
        "open": N_("page_end_open"),
        "match_hands": N_("page_end_match_hands"),
    }
)
"""How a match may end, as the setup form offers it: a log's ``target``, ``fixed_hands`` or ``first_to``."""


def match_ends(edition: Edition) -> tuple[str, ...]:
    """The ways a match of this edition may end, the usual one first (``generator.matchlog.parse``):
    a log with neither target nor hands plays the edition's ``match_hands`` where it has them
    (``Match.hands_to_play``)."""
    if edition.match_kind is MatchKind.GAMES:
        # A series' rules set no number of games ([DJ25]): the table plays on until it stops, or agrees one.
        return ("open", "first_to", "fixed_hands")
    if edition.match_hands is not None:
        return ("match_hands", "fixed_hands", "target")
    return ("target", "fixed_hands")


def page_words(edition: Edition, lang: Lang) -> dict[str, Any]:
    """Every word the page shows or its script writes, in ``lang``, from the catalog.

    ``refusals`` holds the sentence of each rule a hand can break, with its
    ``{placeholders}`` for the script to fill; ``lines`` each scoring line's
    name in the edition's words; ``counts`` the forms of the counted nouns
    for 0, 1 and more (``generator.text.i18n.counted``), enough for English
    and French, whose plurals differ only there.
    """
    scoring = edition.scoring
    scored = scoring.lines if scoring else ()
    lines = {line.value: line_label(line, lang, edition=edition) for line in scored}
    refusals = {rule.value: message(key, lang) for rule, key in REFUSAL_KEYS.items()}
    refusals["miles_past_trip_unextended"] = message(PAST_TRIP_UNEXTENDED, lang)
    refusals["miles_past_most_safeties"] = message(PAST_MOST_WITH_SAFETIES, lang)
    words = {key: message(key, lang) for key in (*PAGE_KEYS, *SUMMARY_KEYS)}
    return {
        **words,
        "unit": edition.names(lang).unit,
        "counts": {
            key: [counted(key, n, lang, shown="{count}") for n in (0, 1, 2)] for key in SUMMARY_COUNTS
        },
        "side_count": message("side_count", lang),
        "comma": message("comma", lang),
        "list": list(list_patterns(lang)),
        "lines": lines,
        "refusals": refusals,
        "hands": [counted("page_hands_count", count, lang, shown="{count}") for count in (0, 1, 2)],
        "games": [counted("page_games_count", count, lang, shown="{count}") for count in (0, 1, 2)],
    }


def page_data(
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang,
    names: tuple[str, ...] | None = None,
    rules_file: str | None = None,
) -> dict[str, Any]:
    """Everything the page's script reads, as one JSON-ready value (the page's data block).

    The sides take the fillable sheet's ids (``a``, ``b``…, ``form_format.TAGS``), so a log
    exported from the page and one imported from a filled sheet name their sides alike.
    """
    return {
        "lang": lang,
        "separator": SEPARATORS[lang],
        "rules": rules_record(edition, setup),
        # The rows of the question table this edition and setup ask, and what each fact holds where none
        # asks it (the defaults a log leaves out).
        "questions": table_record(edition, setup),
        "unasked": dict(SideFacts._field_defaults),
        "words": page_words(edition, lang),
        "sides": [
            {"id": TAGS[index].lower(), "name": names[index] if names else ""} for index in range(setup.sides)
        ],
        # How many sit on a side: a team's players are named (a log's ``players``), as bornes log asks them.
        "per_side": setup.per_side if setup.teams else 1,
        "log": {
            "edition": edition.house_rules_base or edition.id,
            "rules": rules_file,
            "value_keys": list(VALUE_KEYS),
            "side_keys": list(SIDE_KEYS),
        },
        # The log reader's limits (generator.inputs, generator.matchlog.parse): what the page takes, from a
        # player or from its own storage, is what bornes score reads back.
        "limits": {
            "name": MAX_NAME_LENGTH,
            "title": MAX_TITLE_LENGTH,
            "target": MAX_TARGET,
            "hands": MAX_HANDS,
            "digits": MAX_COUNT_DIGITS,
            "invisible": sorted(INVISIBLE),
            "years": [datetime.MINYEAR, datetime.MAXYEAR],
            "side_players": MAX_SIDE_PLAYERS,
            "undo": UNDO_KEPT,
            "casefold": casefold_record(),
            "listed": MAX_LISTED,
        },
        "right_to_left": right_to_left_ranges(),
        "chart": chart_record(),
        "storage_key": storage_key(edition, setup, rules_file),
        # Where an earlier page kept its one match of this edition and setup, to list it among the matches.
        "legacy_key": f"bornes-sheet:{edition_in_name(edition)}:{setup.id}",
        "file_stem": f"{edition_in_name(edition)}-{setup.id}",
    }
