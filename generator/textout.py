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
from collections.abc import Sequence
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
from generator.text.bidi import FSI, PDI, isolate, strip_isolates
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
        if _shown(char):
            return char
        code = ord(char)
        if code < 0x10000:
            return f"\\u{code:04x}"
        code -= 0x10000  # a UTF-16 surrogate pair, as JSON writes characters past U+FFFF
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"

    # Line by line: JSON's indented lines are printable but for a rare name, and a whole document
    # (its line breaks are not printable) would otherwise go character by character (13 MB for a
    # 10,000-hand match: 10 s).
    return "\n".join(
        line if line.isprintable() else "".join(escaped(c) for c in line) for line in text.split("\n")
    )


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


GAP = 2
"""Spaces between two columns of a terminal's table (one where two would not fit)."""


def _words(text: str) -> list[str]:
    """The words a cell may wrap between: at plain spaces only (a no-break space keeps "1 000" whole)."""
    return [word for word in text.split(" ") if word]


def wrap_words(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken at plain spaces, greedily (as
    ``_line_count`` counts them); a word longer than the line stands alone on one."""
    lines: list[str] = []
    for word in _words(text):
        if lines and _width(lines[-1]) + 1 + _width(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _width(text: str) -> int:
    """The columns ``text`` takes: a right-to-left name's isolates take none (``strip_isolates``,
    counted rather than made)."""
    return len(text) - text.count(FSI) - text.count(PDI)


def _line_count(words: Sequence[int], width: int) -> int:
    """How many lines words of these lengths take, wrapped greedily at ``width``."""
    lines, used = 1, -1
    for length in words:
        if used >= 0 and used + 1 + length > width:
            lines, used = lines + 1, -1
        used += 1 + length
    return lines


def _column_widths(
    cells: Sequence[Sequence[str]],
    wraps: Sequence[bool],
    width: int,
    most: Sequence[int] | None = None,
    least: Sequence[int] | None = None,
) -> tuple[list[int], int] | None:
    """Column widths and the gap between columns for a table of these rows (its headers first) in
    ``width`` characters; ``None`` when even the narrowest is too wide.

    Each column starts as wide as its longest cell (at most ``most``); while
    the table is too wide, the column that wraps and costs the fewest extra
    lines for one character less gives it (the widest of them on a tie),
    never below its longest word nor below ``least`` (where its cells are
    that long): a column of sentences two words wide reads worse than no
    table at all.
    """
    count = len(wraps)
    natural = [max(_width(row[i]) for row in cells) for i in range(count)]
    words = [[[_width(word) for word in _words(row[i])] for row in cells] for i in range(count)]
    floor = [
        max(
            max((length for cell in words[i] for length in cell), default=0),
            min(natural[i], least[i] if least else 0),
        )
        if wraps[i]
        else natural[i]
        for i in range(count)
    ]
    if most is not None:
        natural = [max(low, min(n, high)) for n, low, high in zip(natural, floor, most, strict=True)]
    if sum(natural) + GAP * (count - 1) <= width:
        return natural, GAP  # nothing to wrap
    # How many lines a column's cells take at a width, each worked out once: narrowing the table a
    # character at a time looks them up.
    known: dict[tuple[int, int], int] = {}

    def lines_at(i: int, w: int) -> int:
        if (i, w) not in known:
            known[(i, w)] = sum(_line_count(cell, w) for cell in words[i])
        return known[(i, w)]

    layouts = []
    for gap in (GAP, 1):
        room = width - gap * (count - 1)
        if sum(floor) > room:
            continue
        widths = list(natural)
        while sum(widths) > room:
            # The column that gains the fewest lines for one character less, the widest on a tie.
            costs = {
                i: (lines_at(i, widths[i] - 1) - lines_at(i, widths[i]), -widths[i])
                for i in range(count)
                if widths[i] > floor[i]
            }
            widths[min(costs, key=costs.__getitem__)] -= 1
        height = sum(
            max(_line_count(words[i][row], widths[i]) for i in range(count)) for row in range(len(cells))
        )
        layouts.append((height, gap == 1, widths, gap))
    if not layouts:
        return None
    # The fewest lines; two spaces between columns where one would not save a line.
    _, _, widths, gap = min(layouts)
    return widths, gap


def fitted_table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    right: Sequence[bool],
    wraps: Sequence[bool],
    width: int,
    lang: Lang,
    most: Sequence[int] | None = None,
    least: Sequence[int] | None = None,
    pack: bool = True,
    head: int = 1,
    spaced: bool = False,
) -> str:
    """A table in at most ``width`` characters a line, its cells wrapped between words inside their
    columns (``right``: figures, right-aligned; ``wraps``: the columns whose cells may wrap) and a
    rule under its headers; ``most``: the widest each column is made, even with room to spare;
    ``least``: the narrowest a column of long cells is made (``_column_widths``); ``spaced``: a
    blank line between rows (each several lines long). Where
    the columns cannot fit even so, each row becomes a block (``stacked``). Every cell is made
    ``visible``; a right-to-left name's isolates take no room."""
    shown_headers = [visible(h) for h in headers]
    shown_rows = [[visible(cell) for cell in row] for row in rows]
    fitted = _column_widths([shown_headers, *shown_rows], wraps, width, most, least)
    if fitted is None:
        return stacked(shown_headers, shown_rows, width=width, lang=lang, pack=pack, head=head)
    widths, gap = fitted

    def lines(row: Sequence[str]) -> list[str]:
        cells = [wrap_words(cell, w) for cell, w in zip(row, widths, strict=True)]
        out = []
        for number in range(max(map(len, cells))):
            parts = []
            for cell, w, to_right in zip(cells, widths, right, strict=True):
                text = cell[number] if number < len(cell) else ""
                pad = " " * (w - _width(text))
                parts.append(pad + text if to_right else text + pad)
            out.append((" " * gap).join(parts).rstrip())
        return out

    out = lines(shown_headers)
    out.append((" " * gap).join("-" * w for w in widths))
    for number, row in enumerate(shown_rows):
        out += [""] if spaced and number else []
        out += lines(row)
    return "\n".join(out)


def stacked(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    width: int,
    lang: Lang,
    pack: bool = True,
    head: int = 1,
) -> str:
    """A table too wide for ``width`` as one block a row: its first ``head`` cells ("3  Gus"), then
    each other as "heading: value", indented, as many to a line as fit (``pack``: short figures) or
    one a line (sentences); a blank line between blocks."""
    indent = "  "
    room = max(width - len(indent), 20)
    blocks = []
    for row in rows:
        lines = [(" " * GAP).join(row[:head])]
        line = ""
        for header, cell in zip(headers[head:], row[head:], strict=True):
            if not cell:
                continue
            pair = say("standing", lang, name=header, value=cell)
            if pack and line and len(line) + GAP + len(pair) <= room:
                line += " " * GAP + pair
                continue
            if line:
                lines.append(indent + line)
            if len(pair) <= room:
                line = pair
            else:  # a long value: on lines of its own, the next ones further in
                first, *rest = wrap_words(pair, room)
                lines.append(indent + first)
                lines += [indent * 2 + part for part in wrap_words(" ".join(rest), room - len(indent))]
                line = ""
        if line:
            lines.append(indent + line)
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


COLUMNS = (
    N_("term_column_id"),
    N_("term_column_name"),
    N_("term_column_players"),
    N_("term_column_trip"),
    N_("term_column_scoring"),
)
"""The editions table's columns: each heading's key."""

NO_LIMIT = 10_000
"""A width no table reaches: where the output is not a terminal and ``COLUMNS`` says nothing, a
table keeps its natural width (``bornes editions > list.txt``)."""


def editions_table(lang: Lang, width: int = NO_LIMIT) -> str:
    """Every edition in a table of at most ``width`` characters a line: id, name, players, trip and
    scoring in short, long cells wrapped inside their columns, a blank line between editions; one
    block an edition where even that would not fit (``fitted_table``)."""
    headers = [say(title, lang) for title in COLUMNS]
    rows = [
        (
            edition.id,
            say("edition_value", lang, name=edition.name(lang), reference=edition.reference_in(lang)),
            players_in_short(edition, lang),
            trips_in_short(edition, lang),
            scoring_in_short(edition, lang),
        )
        for edition in EDITIONS.values()
    ]
    wraps = [False, True, True, True, True]
    # Long cells wrap at a comfortable measure even where the terminal is wide (128 columns in all,
    # the table as it has always been), the ids whole.
    most = [NO_LIMIT, 24, 18, 22, 40]
    # Below 16 characters a column of these sentences breaks "(extension / to / 1,000)": one block an
    # edition reads better (80 columns).
    least = [0, 16, 16, 16, 16]
    return fitted_table(
        headers,
        rows,
        right=[False] * 5,
        wraps=wraps,
        width=width,
        lang=lang,
        most=most,
        least=least,
        pack=False,
        spaced=True,
    )


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
