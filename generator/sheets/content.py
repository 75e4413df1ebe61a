"""What a score sheet shows, as plain data: no geometry, no drawing, no ReportLab.

A points sheet has one block per hand, laid out as the Dujardin pad lays out
its page ([DJ], rules-notes "Card names"): a column per side and, down the
side, Report (brought forward), one row per line the edition scores, each
labelled with its value from ``Edition.scoring``, then Total and À reporter
(the running total). The extension row appears only where the setup plays
the extension.

Dujardin 2025 has no points (seed 004): its sheet is a race sheet, one block
per game with each side's distance, its 200s laid (two boxes to tick,
``MAX_TWO_HUNDREDS``), a box to tick for the game's winner, and the games won
so far.

Every number comes from the rules module and is formatted by
``format_number`` for the sheet's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from generator.defaults import edition_in_name
from generator.form_format import (
    CARRIED,
    DATE,
    FACT_BOXES,
    GAMES_WON,
    MILES,
    PLACE,
    RUNNING,
    TAGS,
    TOTAL,
    TWO_HUNDREDS,
    WINNER,
    WON,
)
from generator.inputs import side_names_problem
from generator.rules.editions import (
    MAX_TWO_HUNDREDS,
    CoupFourreRule,
    Edition,
    HandWinner,
    Label,
    Line,
    Scoring,
    Setup,
    ShutoutRule,
    TieRule,
)
from generator.rules.questions import TABLE, Kind, asks
from generator.rules.scoring import MAX_SAFETIES, MILE_STEP, longest_trip
from generator.text.changes import describe_changes
from generator.text.i18n import EACH_LINES, N_, each_word, line_definition, line_label, say, sheet_term
from generator.text.languages import EN, Lang
from generator.text.numbers import NBSP, format_number


class SheetKind(StrEnum):
    """A sheet for points (hands adding up to a target) or for a race (games won)."""

    POINTS = "points"
    RACE = "race"


class CellKind(StrEnum):
    """What a side's cell in a row holds."""

    WRITE = "write"  # a box to write a number in
    TICKS = "ticks"  # small boxes to tick, and nothing to write
    TICKS_WRITE = "ticks_write"  # boxes to tick as things happen, and a box for the points


class Role(StrEnum):
    """What a row records, and so how a fillable sheet computes it (``generator.sheets.form_writer``).

    The arithmetic is only "count × value", "tick = value" and sums, with the
    values written in from ``Edition.scoring``: the scoring module stays the
    one place that knows who scores what; the player ticks what applies.
    """

    CARRIED = "carried"  # brought forward: the previous hand's running total
    MILES = "miles"  # the distance, written in; it scores ``value`` a mile
    COUNT = "count"  # a box ticked per item laid (safeties, coups fourrés); points: ticks × value
    TICK = "tick"  # one box ticked when the line applies; points: the value
    FACT = "fact"  # boxes ticked for a fact that scores nothing by itself (200s laid, extension called)
    TOTAL = "total"  # the hand's total: the sum of its lines
    RUNNING = "running"  # carried + total
    WON = "won"  # race: the game's winner, one side among the sides
    GAMES_WON = "games_won"  # race: games won so far


class Row(NamedTuple):
    """A row of every block: its label (with its value) and what its cells hold."""

    key: str  # "carried", a scoring line's name, "total", "running"; race: "distance", "two_hundreds"…
    label: str
    name: str  # the label without its value: "Coups fourrés" (form fields' tooltips)
    role: Role = Role.MILES
    ticks: int = 0  # how many boxes to tick for the points (``COUNT``, ``TICK``) or the fact (``FACT``)
    fact: str | None = None  # a fact recorded by ``fact_ticks`` more boxes first: "two_hundreds"…
    fact_ticks: int = 0
    value: int = 0  # points a tick (``COUNT``, ``TICK``) or a mile (``MILES``), from the rules module
    strong: bool = False  # a total: bold label, a heavier rule above, a light tint
    none_in_first: bool = False  # nothing to write in the first block (nothing brought forward yet)

    @property
    def kind(self) -> CellKind:
        """What each side's cell holds: a box to write in, boxes to tick, or both."""
        if self.role in (Role.FACT, Role.WON):
            return CellKind.TICKS
        return CellKind.TICKS_WRITE if self.boxes else CellKind.WRITE

    @property
    def boxes(self) -> int:
        """How many boxes to tick in each side's cell: the fact's, then the points'."""
        return self.fact_ticks + self.ticks


class SideHeading(NamedTuple):
    """A side's column heading: its letter, and its name when ``--names`` gave one."""

    tag: str
    name: str | None


class SheetContent(NamedTuple):
    """Everything a sheet prints, in its language, before any geometry."""

    kind: SheetKind
    lang: Lang
    title: str  # the PDF's title
    subject: str  # the PDF's subject
    heading: str  # the first line of every page
    info: tuple[str, ...]  # the header's lines: rules, house rules, setup and trip, match
    sides_label: str  # "Teams" / "Équipes", before the names
    sides: tuple[SideHeading, ...]
    block_word: str  # "Hand" / "Manche" / "Game" / "Partie"
    rows: tuple[Row, ...]
    notes: tuple[str, ...]  # rules that decide what goes in a box, at the foot of each page
    series_label: str | None  # race sheets: the label of the "games to win the series" box
    page_template: str  # "Page {page} of {pages}"
    hands: int | None  # blocks asked for; None: as many as fill the first page
    first_hand: int = 1  # the number of the sheet's first block (``--first-hand``)
    frame_labels: tuple[tuple[str, str], ...] = ()  # the match's frame: ("date", "Date"), ("place", …)…
    dealer_label: str = "Dealer"  # the box to tick in a side's heading for the hand's dealer
    dealer_key: str = "☐ = dealer"  # beside the sides' headings: what that box is for
    continued: Mapping[str, str] = MappingProxyType({})  # "Continued on page {page}"…
    most_miles: int = 0  # the most distance a side may write in a block (``longest_trip``)
    miles_check: str = ""  # what a fillable sheet says when it refuses the miles typed
    text_check: str = ""  # what a fillable sheet says when it refuses a character typed

    def page_where(self, page: int, pages: int, next_block: int) -> tuple[str, ...]:
        """Where the match comes from and goes on, under the page number.

        "from page 1", "on page 3"; on a sheet that starts past hand 1, the
        hand it follows; on the last page, the hand the next sheet starts at
        (``--first-hand``), so a match longer than a sheet runs on without a gap.
        """
        found = []
        if page > 1:
            found.append(self.continued["from_page"].format(page=page - 1))
        elif self.first_hand > 1:
            found.append(self.continued["from_sheet"].format(hand=self.first_hand - 1))
        if page < pages:
            found.append(self.continued["on_page"].format(page=page + 1))
        else:
            found.append(self.continued["on_sheet"].format(hand=next_block))
        return tuple(found)

    def block_title(self, number: int) -> str:
        """The heading of block ``number``: "Hand 3", "Partie 3"."""
        return f"{self.block_word} {number}"

    def page_label(self, page: int, pages: int) -> str:
        """ "Page 1 of 2"."""
        return self.page_template.format(page=page, pages=pages)


class FactRow(NamedTuple):
    """Where a points sheet ticks a fact that scores nothing by itself but decides a line."""

    fact: str  # a fact of the question table (``generator.rules.questions``)
    line: Line  # the row whose cells hold its boxes, before the line's own
    label: str  # the catalog's label of that row with the boxes, the line's label its ``{row}``
    alone: str | None = None  # where the line is not printed, the label of a row of its own


FACT_ROWS: tuple[FactRow, ...] = (
    # The 200s are distance cards: ticked as they are laid, they decide the safe trip.
    FactRow("two_hundreds", Line.DISTANCE, N_("ticks_two_hundreds")),
    # [DJ]'s variant: one box ticked when the side lays its first 100 decides it.
    FactRow("hundreds_played", Line.WITHOUT_HUNDREDS, N_("ticks_hundreds")),
    # Who called it decides who scores it (rules-notes decision 2): one box for the call. House rules
    # that score no extension still play it: the call still decides the trip, in a row of its own.
    FactRow("extension", Line.EXTENSION, N_("ticks_extension"), alone=N_("extension_called")),
)
"""The facts a points sheet gives boxes of their own, each where the question table asks it."""


def fact_ticks(fact: str) -> int:
    """How many boxes a fact is ticked in: its most for a count (two 200s), one for yes or no."""
    question = TABLE[fact]
    return 1 if question.kind is Kind.YES_NO or question.most is None else question.most


def line_row_label(edition: Edition, setup: Setup, line: Line, lang: Lang, unit: str, unit_one: str) -> str:
    """A scoring line's row label with its value: "Coups fourrés — 300 chacun", "Bornes — 1 par borne".

    The trip row names the setup's trip length, the extension row the
    extended trip; the Capot of [DJ] (``ShutoutRule.EACH_BLANK_OPPONENT``)
    says it counts per opponent where there are several. Where the rulebook
    prints the all-four bonus with the four safeties' values ([DJ]: « au lieu
    de 4 x 100 … 700 »), the row says that total beside the bonus; where a
    coup fourré scores instead of its safety ([DJ14]), the safeties row counts
    the others and the coups fourrés row says "instead of".
    """
    scoring = edition.scoring
    assert scoring is not None, "only an edition with points has scoring lines"
    value = format_number(scoring.value(line), lang)
    label = line_label(line, lang, edition=edition)
    instead = scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
    safety = format_number(scoring.value(Line.SAFETIES), lang)
    # No-break spaces keep "300 each" and "1 a mile" on one line when a label wraps.
    if line is Line.DISTANCE:
        value = f"{value}{NBSP}{sheet_term('per_unit', lang)}{NBSP}{unit_one}"
    elif line in EACH_LINES:
        value = f"{value}{NBSP}{each_word(line, lang)}"
        if line is Line.COUPS_FOURRES and instead and scoring.scores(Line.SAFETIES):
            value = say("value_instead", lang, value=value, safety=safety)
    elif line is Line.SHUTOUT and scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT and setup.sides > 2:
        value = say("shutout_each", lang, value=value)
    elif line is Line.ALL_SAFETIES and scoring.all_safeties_in_all:
        total = format_number(scoring.value(line) + MAX_SAFETIES * scoring.value(Line.SAFETIES), lang)
        count = format_number(MAX_SAFETIES, lang)
        value = say("value_in_all", lang, value=value, total=total, safety=safety, count=count)
    if line is Line.TRIP and scoring.label(line) is Label.TRIP_COMPLETED:
        # "Trip completed (700 miles)"; never "Hand won (1,000 miles)": that winner may be short of it.
        label = say("trip_row", lang, label=label, trip=format_number(setup.trip, lang), unit=unit)
    elif line is Line.EXTENSION:
        label = say("extension_row", lang, label=label, extended=format_number(edition.extended_trip, lang))
    elif line is Line.SAFETIES and instead and scoring.scores(Line.COUPS_FOURRES):
        label = say("safeties_apart", lang, label=label)
    return say("value_row", lang, label=label, value=value)


def sheet_lines(scoring: Scoring, setup: Setup) -> tuple[Line, ...]:
    """The scoring lines a sheet prints: those the edition scores, the extension only if the setup has it."""
    return tuple(line for line in scoring.lines if line is not Line.EXTENSION or setup.extension)


def line_role(scoring: Scoring, setup: Setup, line: Line) -> tuple[Role, int]:
    """How a side's cell records a scoring line: its role and how many boxes to tick.

    Safeties and coups fourrés are counted with a box per card (at most
    ``MAX_SAFETIES``); the Capot of [DJ] (``ShutoutRule.EACH_BLANK_OPPONENT``)
    with a box per opponent without distance where there are several; the
    distance is written in; every other line is one box ticked when it applies.
    """
    if line is Line.DISTANCE:
        return Role.MILES, 0
    if line in (Line.SAFETIES, Line.COUPS_FOURRES):
        return Role.COUNT, MAX_SAFETIES
    if line is Line.SHUTOUT and scoring.shutout_rule is ShutoutRule.EACH_BLANK_OPPONENT and setup.sides > 2:
        return Role.COUNT, setup.sides - 1
    return Role.TICK, 1


def points_rows(edition: Edition, setup: Setup, lang: Lang) -> tuple[Row, ...]:
    """The rows of a hand's block, in the pad's order: Report, the lines, Total, À reporter.

    The facts that score nothing by themselves but decide a line get boxes of
    their own (``FACT_ROWS``) wherever the question table asks them: the 200s
    laid, in the distance row (they decide the safe trip, seed 000: "no 200s
    played"), a 100 laid, in [DJ]'s "without a 200 or a 100" row, and the
    extension's call, in its row.
    """
    scoring = edition.scoring
    assert scoring is not None, "a points sheet needs an edition with points"
    names = edition.names(lang)
    carried, total, running = (
        sheet_term("carried", lang),
        sheet_term("sheet_hand_total", lang),
        sheet_term("running_total", lang),
    )
    printed = sheet_lines(scoring, setup)
    boxed = {row.line: row for row in FACT_ROWS if asks(edition, setup, row.fact)}
    rows = [Row(CARRIED, carried, carried, Role.CARRIED, none_in_first=True)]
    for line in printed:
        role, ticks = line_role(scoring, setup, line)
        label = line_row_label(edition, setup, line, lang, names.unit, names.unit_one)
        fact, boxes = None, 0
        if line in boxed:
            fact, boxes = FACT_BOXES[boxed[line].fact], fact_ticks(boxed[line].fact)
            label = say(boxed[line].label, lang, row=label)
        row = Row(
            line.value,
            label,
            line_label(line, lang, edition=edition),
            role,
            ticks,
            fact,
            boxes,
            scoring.value(line),
        )
        rows.append(row)
    for line, fact_row in boxed.items():
        if line not in printed and fact_row.alone is not None:
            named = say(fact_row.alone, lang, label=line_label(line, lang, edition=edition))
            rows.append(
                Row(FACT_BOXES[fact_row.fact], named, named, Role.FACT, ticks=fact_ticks(fact_row.fact))
            )
    rows.append(Row(TOTAL, total, total, Role.TOTAL, strong=True))
    rows.append(Row(RUNNING, running, running, Role.RUNNING, strong=True))
    return tuple(rows)


def race_rows(lang: Lang) -> tuple[Row, ...]:
    """The rows of a game's block on a race sheet (seed 004: no points, at most two 200s)."""
    most = format_number(MAX_TWO_HUNDREDS, lang)
    distance, two_hundreds = sheet_term("distance_run", lang), sheet_term("two_hundreds", lang)
    won, games_won = sheet_term("game_won", lang), sheet_term("games_won_so_far", lang)
    return (
        Row(MILES, distance, distance, Role.MILES),
        Row(
            TWO_HUNDREDS,
            say("two_hundreds_row", lang, label=two_hundreds, most=most),
            two_hundreds,
            Role.FACT,
            ticks=MAX_TWO_HUNDREDS,
        ),
        Row(WON, won, won, Role.WON, ticks=1, value=1),
        Row(GAMES_WON, games_won, games_won, Role.GAMES_WON, strong=True),
    )


def setup_phrase(setup: Setup, lang: Lang) -> str:
    """ "4 players in 2 teams of 2" / "3 joueurs, chacun pour soi"."""
    if setup.teams:
        return say("setup_teams", lang, players=setup.players, sides=setup.sides, per_side=setup.per_side)
    return say("setup_alone", lang, players=setup.players)


def trip_phrase(edition: Edition, setup: Setup, lang: Lang) -> str:
    """ "trip: 700 miles, extension to 1,000" / "parcours : 1 000 bornes, sans allonge".

    "No extension" is said only where another setup of the edition has one.
    Without an exact finish ([DJ14]): "trip: 1,000 miles or more", and what
    counts toward it.
    """
    keys = {
        True: N_("sheet_trip_extension"),
        False: N_("trip_no_extension") if edition.has_extension else N_("sheet_trip"),
    }
    key = keys[setup.extension]
    if not edition.exact_finish:
        key = N_("sheet_trip_or_more_safeties") if edition.trip_counts_safeties else N_("sheet_trip_or_more")
        if setup.extension:
            key = N_("sheet_trip_or_more_extension")
    unit = edition.names(lang).unit
    return say(
        key,
        lang,
        trip=format_number(setup.trip, lang),
        unit=unit,
        extended=format_number(edition.extended_trip, lang),
    )


def match_phrase(edition: Edition, lang: Lang) -> str | None:
    """The header's line saying how a match is won, with the tie rule (rules-notes decision 5).

    A tie at the top plays another hand is Bornes' rule where every rulebook
    is silent, and says so; house rules may share the win instead. [DJ14]'s
    one deal is Bornes' reading of the booklet, printed as the table's choice.
    """
    shared = edition.tie_rule is TieRule.SHARED
    if edition.scoring is None:
        return None
    if edition.target is not None:
        key = N_("match_rule_shared") if shared else N_("match_rule")
        return say(key, lang, target=format_number(edition.target, lang))
    if edition.match_hands is not None:
        if "match_hands" in edition.readings:
            key = N_("match_one_deal_shared") if shared else N_("match_one_deal")
        else:
            key = N_("match_hands_rule_shared") if shared else N_("match_hands_rule")
        return say(key, lang, hands=format_number(edition.match_hands, lang))
    return None


def _label_for_change(line: Line, lang: Lang, edition: Edition) -> str:
    label = line_label(line, lang, edition=edition)
    return label.lower() if lang == EN else label


SPECIAL_CHANGES = frozenset({N_("change_removed_all_safeties"), N_("change_removed_extension")})
"""Changes worded their own way: "no bonus for all four safeties", not "no all four safeties"."""


def changes_in_words(edition: Edition, lang: Lang) -> list[str]:
    """What a house-rules edition changes from its base: values, lines dropped or added, the target.

    A dropped line reads "no safe trip", but "no bonus for all four
    safeties" (never "no all four safeties") and "no bonus for the
    extension" (the extension is still played: the header says so); in
    French "Pas de 200 : aucun point" (never "sans Pas de 200").
    """
    lines = {_label_for_change(line, lang, edition): line for line in Line}

    def worded(key: str, lang: Lang, **values: object) -> str:
        line = lines.get(str(values.get("label")))
        special = f"{key}_{line.value}" if line is not None else ""
        return say(special if special in SPECIAL_CHANGES else key, lang, **values)

    return describe_changes(edition, lang, worded, lambda line: _label_for_change(line, lang, edition))


def rules_lines(edition: Edition, lang: Lang) -> list[str]:
    """The header's lines naming the rules: the edition, or the house rules, their base and changes."""
    if edition.house_rules is None:
        return [say("rules_line", lang, name=edition.name(lang), reference=edition.reference_in(lang))]
    lines = [
        say(
            "house",
            lang,
            house=edition.house_rules,
            name=edition.name(lang),
            reference=edition.reference_in(lang),
        )
    ]
    changes = changes_in_words(edition, lang)
    if changes:
        lines.append(say("changes", lang, changes=say("semicolon", lang).join(changes)))
    return lines


BONUSES = (
    Line.TRIP,
    Line.DELAYED_ACTION,
    Line.SAFE_TRIP,
    Line.WITHOUT_HUNDREDS,
    Line.EXTENSION,
    Line.SHUTOUT,
)
"""The lines a sheet defines in its notes: the bonuses a hand's facts earn."""


def notes(edition: Edition, setup: Setup, lang: Lang) -> tuple[str, ...]:
    """The reminder printed at the foot of each page: how safeties count, and what each bonus is.

    Rules-notes decision 4 (coups fourrés are counted among the safeties),
    then each bonus in the words of the edition's rulebook with its short
    definition (``line_definition``: who scores it, by decisions 2, 3 and 6
    and the edition's ``ShutoutRule``).
    """
    scoring = edition.scoring
    if scoring is None:
        return (say("note_ticks", lang, most=format_number(MAX_TWO_HUNDREDS, lang)),)
    lines = sheet_lines(scoring, setup)
    # "Safeties: every safety laid, coups fourrés included · Safe trip: completed without a 200 · …"
    found = [line_definition(line, lang, edition=edition) for line in lines if line in BONUSES]
    if Line.SAFETIES in lines and Line.COUPS_FOURRES in lines:
        # [DJ14] as Bornes reads it: a coup fourré's safety scores on its own line only.
        instead = scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
        note = N_("note_safeties_instead") if instead else N_("note_safeties")
        found.insert(0, say(note, lang, safeties=line_label(Line.SAFETIES, lang, edition=edition)))
    return (say("definitions", lang).join(found) + ".",) if found else ()


def check_names(names: tuple[str, ...] | None, setup: Setup) -> None:
    """``ValueError`` unless there is one non-blank name per side, each one a match log takes
    (``inputs.side_names_problem``: not blank, at most ``MAX_NAME_LENGTH`` characters, nothing
    invisible, no two alike, each person on one side), so the sheet prints it legibly and ``bornes
    import`` or the phone sheet's log reads it back."""
    if names is None:
        return
    if len(names) != setup.sides:
        raise ValueError(
            f"{len(names)} name{'s' if len(names) != 1 else ''} given for {setup.sides} sides "
            f"({setup.players} players): give one --names per side"
        )
    for number, name in enumerate(names, start=1):
        if not name.strip():
            raise ValueError(f"name {number} is blank")
    # A name the log reader refuses would make a log (imported, or exported by the phone sheet) it refuses.
    problem = side_names_problem(names, setup.per_side if setup.teams else 1)
    if problem is not None:
        raise ValueError(problem)


def sheet_content(
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang,
    names: tuple[str, ...] | None = None,
    hands: int | None = None,
    first_hand: int = 1,
    fillable: bool = False,
) -> SheetContent:
    """What the sheet for this edition, setup and language shows.

    ``names`` (one per side, in order) are printed in the sides' boxes;
    without them the boxes are left to write in. ``hands`` is how many blocks
    to print in all (``None``: as many as fill the first page). A
    ``fillable`` sheet says at its foot which viewers add it up.
    """
    check_names(names, setup)
    if hands is not None and hands < 1:
        raise ValueError(f"hands must be 1 or more, not {hands}")
    if first_hand < 1:
        raise ValueError(f"the first hand must be 1 or more, not {first_hand}")
    race = edition.scoring is None
    kind = SheetKind.RACE if race else SheetKind.POINTS
    sheet = sheet_term("race_sheet" if race else "score_sheet", lang)
    heading = say("heading_house" if edition.house_rules else "heading", lang, sheet=sheet)
    setup_line = f"{setup_phrase(setup, lang)} · {trip_phrase(edition, setup, lang)}"
    rules, *changes = rules_lines(edition, lang)
    info = [f"{rules} · {setup_line}", *changes]
    if race:
        trip = format_number(setup.trip, lang)
        # Seed 004: exactly 1,000, or the closest; seed 000's short game: the first to the trip.
        key = N_("race") if edition.winner_rule is HandWinner.MOST_DISTANCE else N_("race_first_to_trip")
        info.append(say(key, lang, trip=trip, unit=edition.names(lang).unit))
    else:
        rule = match_phrase(edition, lang)
        if rule is not None:
            info.append(rule)
    sides = tuple(SideHeading(TAGS[index], names[index] if names else None) for index in range(setup.sides))
    return SheetContent(
        kind=kind,
        lang=lang,
        title=f"{heading} — {edition.house_rules or edition.name(lang)} — {setup_phrase(setup, lang)}",
        subject=say("sheet_subject", lang, heading=heading, rules=rules, setup=setup_line),
        heading=heading,
        info=tuple(info),
        sides_label=sheet_term("teams" if setup.teams else "players", lang),
        sides=sides,
        block_word=sheet_term("game" if race else "hand", lang),
        rows=race_rows(lang) if race else points_rows(edition, setup, lang),
        notes=(*notes(edition, setup, lang), *((say("note_fillable", lang),) if fillable else ())),
        series_label=say("series", lang) if race else None,
        page_template=say("page", lang, page="{page}", pages="{pages}"),
        hands=hands,
        first_hand=first_hand,
        dealer_label=say("dealer", lang),
        dealer_key=say("dealer_key", lang),
        most_miles=longest_trip(edition, setup),
        miles_check=say(
            "form_miles_check",
            lang,
            label=sheet_term("distance_run", lang)
            if race
            else line_label(Line.DISTANCE, lang, edition=edition),
            step=format_number(MILE_STEP, lang),
            most=format_number(longest_trip(edition, setup), lang),
        ),
        text_check=say("form_text_check", lang),
        frame_labels=(
            (DATE, say("frame_date", lang)),
            (PLACE, say("frame_place", lang)),
            (WINNER, say("frame_series_winner" if race else "frame_winner", lang)),
        ),
        continued=MappingProxyType(
            {
                key: say(
                    message_key,
                    lang,
                    page="{page}",
                    hand="{hand}",
                    block=sheet_term("game" if race else "hand", lang).lower(),
                )
                for key, message_key in (
                    ("from_page", N_("continued_from_page")),
                    ("from_sheet", N_("continued_from_sheet")),
                    ("on_page", N_("continued_on_page")),
                    ("on_sheet", N_("continued_on_sheet")),
                )
            }
        ),
    )


def default_filename(edition: Edition, setup: Setup, *, lang: Lang, paper: str, fillable: bool) -> str:
    """``sheet-<edition>-<setup>-<lang>-<paper>[-fillable].pdf`` (the edition: ``edition_in_name``)."""
    form = "-fillable" if fillable else ""
    return f"sheet-{edition_in_name(edition)}-{setup.id}-{lang}-{paper}{form}.pdf"


def _setup_name(setup: Setup) -> str:
    seat = f"{setup.players} in {setup.sides} teams" if setup.teams else f"{setup.players} alone"
    return f"{seat} ({setup.id})"


def _count(number: int, word: str) -> str:
    """ "1 player", "9 players"."""
    return f"{number} {word}{'' if number == 1 else 's'}"


def pick_setup(edition: Edition, players: int | None = None, sides: int | None = None) -> Setup:
    """The setup a sheet is for: the edition's usual one, or the one that fits ``players`` and ``sides``.

    With four players in the Dujardin 2024 and 2025 rules, ``sides`` chooses
    between two teams and four alone (``Edition.setup``: alone unless told).
    ``sides`` alone picks a setup only when one fits: where several do
    (2 sides: 2 players alone or 4 in teams), it asks for the players, so
    no number of players is ever chosen silently. ``ValueError`` lists the
    setups the edition has when none fits.
    """
    if players is None and sides is None:
        return edition.default_setup
    known = ", ".join(_setup_name(s) for s in edition.setups)
    if players is not None:
        try:
            return edition.setup(players, sides)
        except ValueError:
            asked = _count(players, "player") + (f" in {_count(sides, 'side')}" if sides else "")
            raise ValueError(f"{edition.id} has no setup for {asked} (it has: {known})") from None
    assert sides is not None
    found = edition.setups_for(sides=sides)
    if len(found) == 1:
        return found[0]
    if found:
        choices = " or ".join(str(s.players) for s in found)
        raise ValueError(f"{_count(sides, 'side')} fit {choices} players in {edition.id}: give --players too")
    raise ValueError(f"{edition.id} has no setup for {_count(sides, 'side')} (it has: {known})")
