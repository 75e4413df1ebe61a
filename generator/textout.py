"""Plain-text tables for the terminal: ``bornes editions`` and ``bornes score``.

And what makes any text safe to print there: ``visible`` shows control,
escape and format characters as escapes (``\\x1b``, ``\\u202e``) so that no
name or title can move the cursor, recolour or overwrite a line ("Winner:"
faked with ``\\r``); ``for_terminal`` encodes with ``generator.environment.REPLACE``
for a terminal that cannot show a character (cp1252, ASCII): ✗ becomes x, é becomes e.

The tables speak the language asked for (``--lang``; the edition's by
default): their words come from the catalog like every printed word
(``generator.text.i18n``), numbers from the rules, formatted for the language.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from generator.environment import REPLACE
from generator.rules.editions import (
    EDITIONS,
    EXTENDED_TRIP,
    CoupFourreRule,
    Edition,
    Line,
    MatchKind,
    ShutoutRule,
)
from generator.text.bidi import isolate, strip_isolates
from generator.text.i18n import N_, counted, join_list, line_label, say
from generator.text.languages import Lang
from generator.text.numbers import format_number

if TYPE_CHECKING:  # `bornes editions` needs no match, so loads none
    from generator.rules.match import MatchResult


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


ISOLATES = frozenset("\u2068\u2069")
"""FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, which Bornes puts around a right-to-left name
(``generator.text.bidi``): they reorder nothing outside the name, so they are not escaped. Names
themselves may not hold them (the log parser refuses format characters)."""


def _shown(char: str) -> bool:
    # No-break spaces print; the isolates Bornes adds around a name are directions, not text.
    return char.isprintable() or unicodedata.category(char) == "Zs" or char in ISOLATES


def visible(text: str) -> str:
    """``text`` as a terminal may show it: line breaks kept, every other unprintable character escaped."""
    return "\n".join(
        line if line.isprintable() else "".join(c if _shown(c) else _escape(c) for c in line)
        for line in text.split("\n")
    )


def for_terminal(text: str, *, err: bool = False) -> str:
    """``text`` made ``visible``, then fitted to what standard output (or error) can encode.

    Click writes UTF-8 to a terminal that says it is ASCII; this gives it
    replacements instead (✗ as x, é as e), as ``REPLACE`` does for cp1252.
    """
    import sys

    stream = sys.stderr if err else sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    shown = visible(text)
    try:
        return shown.encode(encoding, REPLACE).decode(encoding)
    except (LookupError, UnicodeError):
        return shown


def unshowable(text: str, *, err: bool = False) -> str:
    """The characters of ``text`` that standard output (or error) cannot encode, each once, in order:
    ``for_terminal`` prints replacements for them (é as e, א as ?). Spaces (printed as spaces) and
    the isolates around a right-to-left name (directions, not text) are not counted."""
    import sys

    stream = sys.stderr if err else sys.stdout
    encoding = getattr(stream, "encoding", None) or "utf-8"
    missing: dict[str, None] = {}
    for char in set(text) - ISOLATES:
        if unicodedata.category(char) == "Zs":
            continue
        try:
            char.encode(encoding)
        except UnicodeEncodeError:
            missing[char] = None
        except LookupError:
            return ""
    return "".join(sorted(missing, key=text.index))


def json_visible(text: str) -> str:
    """JSON text with every unprintable character in its strings written as a ``\\u`` escape.

    Still the same JSON (any character may be escaped), but a title holding
    U+202E or DEL cannot reorder or hide what a terminal shows.
    """

    def escaped(char: str) -> str:
        if _shown(char) or char == "\n":
            return char
        code = ord(char)
        if code < 0x10000:
            return f"\\u{code:04x}"
        code -= 0x10000  # a UTF-16 surrogate pair, as JSON writes characters past U+FFFF
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"

    return text if text.isprintable() else "".join(escaped(c) for c in text)


def scoring_in_short(edition: Edition, lang: Lang) -> str:
    """The edition's scoring in short: "safeties 100, …, shut-out 500; to 5,000"."""
    if edition.scoring is None:
        trip = max(setup.trip for setup in edition.setups)
        return say("term_race_in_short", lang, trip=format_number(trip, lang))
    parts = [
        say(
            "term_line_value",
            lang,
            line=line_label(line, lang, edition=edition).lower(),
            value=format_number(edition.scoring.value(line), lang),
        )
        for line in edition.scoring.lines
        if line is not Line.DISTANCE
    ]
    if (
        edition.scoring.scores(Line.SHUTOUT)
        and edition.scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT
    ):
        parts[-1] = say("term_shutout_each", lang, line=parts[-1])
    lines = [line for line in edition.scoring.lines if line is not Line.DISTANCE]
    if edition.scoring.coup_fourre_rule is CoupFourreRule.INSTEAD and Line.COUPS_FOURRES in lines:
        # [DJ14] as Bornes reads it: "coups fourrés 200 instead of 100".
        at = lines.index(Line.COUPS_FOURRES)
        safety = format_number(edition.scoring.value(Line.SAFETIES), lang)
        parts[at] = say("term_instead", lang, line=parts[at], safety=safety)
    scoring = say("comma", lang).join(parts)
    if edition.target:
        return say("term_target", lang, scoring=scoring, target=format_number(edition.target, lang))
    if edition.match_hands:
        hands = format_number(edition.match_hands, lang)
        key = N_("term_one_deal") if edition.match_hands == 1 else N_("term_match_hands")
        return say(key, lang, scoring=scoring, hands=hands)
    return scoring


def players_in_short(edition: Edition, lang: Lang) -> str:
    """Who may play: "2, 3 alone; 4, 6 in teams of 2"."""
    comma = say("comma", lang)
    alone = [str(s.players) for s in edition.setups if not s.teams]
    teams = [s for s in edition.setups if s.teams]
    parts = [say("term_alone", lang, players=comma.join(alone))] if alone else []
    if teams:
        players = comma.join(str(s.players) for s in teams)
        parts.append(say("term_teams", lang, players=players, size=teams[0].per_side))
    return say("semicolon", lang).join(parts)


def trips_in_short(edition: Edition, lang: Lang) -> str:
    """The trip of each setup: "700 (2, 3, 6 players, extension to 1,000); 1,000 (4)"."""
    trips: dict[tuple[int, bool], list[str]] = {}
    for setup in edition.setups:
        seats = trips.setdefault((setup.trip, setup.extension), [])
        if str(setup.players) not in seats:
            seats.append(str(setup.players))
    extended = format_number(edition.extended_trip, lang)
    if len(trips) == 1:
        ((trip, extension),) = trips
        if extension:
            return say("term_trip_extension", lang, trip=format_number(trip, lang), extended=extended)
        if not edition.exact_finish:  # [DJ14] "1000 Miles, or more!"
            return say("term_trip_or_more", lang, trip=format_number(trip, lang))
        return format_number(trip, lang)
    parts = []
    for (trip, extension), seats in trips.items():
        key = N_("term_trip_for_extension") if extension else N_("term_trip_for")
        parts.append(
            say(
                key,
                lang,
                trip=format_number(trip, lang),
                seats=say("comma", lang).join(seats),
                extended=extended,
            )
        )
    return say("semicolon", lang).join(parts)


COLUMNS = (
    (N_("term_column_id"), 16),
    (N_("term_column_name"), 24),
    (N_("term_column_players"), 18),
    (N_("term_column_trip"), 22),
    (N_("term_column_scoring"), 40),
)
"""The editions table's columns: the heading's key and the width."""


def editions_table(lang: Lang) -> str:
    """Every edition in a table: id, name, players, trip and scoring in short, long cells wrapped."""
    import textwrap

    lines = ["  ".join(f"{say(title, lang):<{width}}" for title, width in COLUMNS).rstrip()]
    lines.append("  ".join("-" * width for _, width in COLUMNS))
    for edition in EDITIONS.values():
        cells = (
            edition.id,
            say("edition_value", lang, name=edition.name(lang), reference=edition.reference_in(lang)),
            players_in_short(edition, lang),
            trips_in_short(edition, lang),
            scoring_in_short(edition, lang),
        )
        wrapped = [
            textwrap.wrap(cell, width) or [""] for cell, (_, width) in zip(cells, COLUMNS, strict=True)
        ]
        for row in range(max(len(w) for w in wrapped)):
            parts = [(w[row] if row < len(w) else "") for w in wrapped]
            lines.append(
                "  ".join(
                    f"{part:<{width}}" for part, (_, width) in zip(parts, COLUMNS, strict=True)
                ).rstrip()
            )
        lines.append("")
    return "\n".join(lines).rstrip()


def outcome_sentence(result: MatchResult, lang: Lang) -> str:
    """Who won and why, or that the match goes on."""
    from generator.rules.match import Reason

    match = result.match
    names = {s.id: visible(s.name) for s in match.sides}
    outcome = result.outcome
    totals = result.totals
    if outcome.finished and outcome.reason is Reason.SHARED:
        tied = join_list([isolate(names[side]) for side in outcome.shared], lang)
        level = format_number(totals[outcome.shared[0]], lang)
        return say("term_shared", lang, names=tied, score=level)
    if not outcome.finished or outcome.winner is None:
        return say("term_in_progress", lang)
    winner = isolate(names[outcome.winner])
    score = format_number(totals[outcome.winner], lang)
    if outcome.reason is Reason.FIRST_TO:
        return say("term_winner_first_to", lang, winner=winner, score=score)
    if outcome.reason is Reason.FIXED_HANDS:
        games = match.edition.match_kind is MatchKind.GAMES
        count = outcome.after_hand or len(result.hands)
        hands = counted("term_hands", count, lang)
        key = N_("term_winner_fixed_games") if games else N_("term_winner_fixed_points")
        return say(key, lang, winner=winner, score=score, hands=hands)
    target = format_number(match.match_target or 0, lang)
    if outcome.reason is Reason.HIGHER_TOTAL:
        return say("term_winner_higher_total", lang, winner=winner, score=score, target=target)
    return say("term_winner_first_past", lang, winner=winner, score=score, target=target)


class ScoreColumns:
    """The columns of a match's table: a label column as wide as its longest label, a column per side.

    ``bornes score`` prints every hand with it and ``bornes log`` the hand just
    logged, so both print the same rows, aligned the same way. The label
    column is as wide as the longest label that can appear ("all four
    safeties"), so no value is pushed out of its column. A right-to-left name
    is isolated (``generator.text.bidi.isolate``) so that a terminal reorders
    it alone; its marks take no room in the column.
    """

    def __init__(self, result: MatchResult, lang: Lang) -> None:
        match = result.match
        self.result = result
        self.lang = lang
        self.names = [isolate(visible(s.name)) for s in match.sides]
        self.width = max(12, *(len(strip_isolates(n)) for n in self.names))
        scoring = match.edition.scoring
        labels = [say("term_hand_total", lang), say("term_running_total", lang), say("term_games_won", lang)]
        labels += [say("term_miles", lang), say("term_won", lang)]
        labels += (
            [line_label(line, lang, edition=match.edition).lower() for line in scoring.lines]
            if scoring is not None
            else []
        )
        self.label_width = 2 + max(len(label) for label in labels) + 1

    def row(self, label: str, cells: list[str]) -> str:
        """One row: the label, then each side's cell right-aligned in its column."""
        padded = [" " * (self.width - len(strip_isolates(c))) + c for c in cells]
        return f"{label:<{self.label_width}}" + "".join(f"  {c}" for c in padded)

    def header(self) -> str:
        """The row of the sides' names."""
        return self.row("", self.names)

    def hand_rows(self, number: int) -> list[str]:
        """Hand ``number``'s rows: each line someone scored, the hand's total and the running totals
        (for a race: the miles, who won the game and the games won)."""
        match = self.result.match
        hand = self.result.hands[number - 1]
        running = self.result.running[number - 1]
        lang = self.lang
        sides = match.side_ids

        def numbers(values: list[int]) -> list[str]:
            return [format_number(v, lang) for v in values]

        if match.edition.match_kind is MatchKind.GAMES:
            yes = say("term_yes", lang)
            return [
                self.row(f"  {say('term_miles', lang)}", numbers([hand.facts[s].miles for s in sides])),
                self.row(f"  {say('term_won', lang)}", [yes if s == hand.winner else "" for s in sides]),
                self.row(f"  {say('term_games_won', lang)}", numbers([running[s] for s in sides])),
            ]
        assert match.edition.scoring is not None
        rows = []
        for line in match.edition.scoring.lines:
            values = [hand.scores[s].lines[line] for s in sides]
            if any(values):
                label = line_label(line, lang, edition=match.edition).lower()
                rows.append(self.row(f"  {label}", numbers(values)))
        rows.append(self.row(f"  {say('term_hand_total', lang)}", numbers([hand.total(s) for s in sides])))
        rows.append(self.row(f"  {say('term_running_total', lang)}", numbers([running[s] for s in sides])))
        return rows


def hand_heading(result: MatchResult, number: int, lang: Lang) -> str:
    """A hand's heading in the score table: "Hand 2 (trip 700)", or "Hand 2" on the 1,000 trip."""
    hand = result.hands[number - 1]
    if hand.trip_length != EXTENDED_TRIP:
        return say("term_hand_trip", lang, number=number, trip=format_number(hand.trip_length, lang))
    return say("term_hand", lang, number=number)


def score_table(result: MatchResult, lang: Lang) -> str:
    """The hand-by-hand breakdown with running totals, then the result."""
    match = result.match
    columns = ScoreColumns(result, lang)
    title = visible(match.title or say("match", lang))
    rules = match.edition.name(lang)
    if match.edition.house_rules:
        rules = say("term_house_rules", lang, rules=rules, house=visible(match.edition.house_rules))
    rows = [say("subject", lang, title=title, rules=rules), columns.header()]
    for number in range(1, len(result.hands) + 1):
        rows.append(hand_heading(result, number, lang))
        rows += columns.hand_rows(number)
    rows.append(outcome_sentence(result, lang))
    return "\n".join(rows)
