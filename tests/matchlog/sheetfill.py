"""Known matches for every edition and setup, and a filler that types them into a fillable sheet.

The filler does what a player and a viewer do together: the player's facts
(miles, a box per safety, coup fourré and 200, delayed action, extension
called) and the boxes ticked for the lines that apply, then the points a
viewer's calculation scripts store, taken from the scoring module.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from functools import partial

import pytest
from pypdf import PdfReader, PdfWriter

from generator.files import load_house_rules
from generator.form_format import (
    CARRIED,
    EXTENSION_CALLED,
    GAMES_WON,
    HUNDREDS_PLAYED,
    MILES,
    RUNNING,
    TAGS,
    TOTAL,
    TWO_HUNDREDS,
    WON,
    block_field,
    box_name,
    side_name_field,
    tick_name,
)
from generator.inputs import team_players
from generator.rules.editions import EDITIONS, CoupFourreRule, Edition, Line, Setup
from generator.rules.match import Match, MatchResult, Side, play
from generator.rules.scoring import SideFacts, progress
from tests.conftest import EXAMPLES

HOUSE_FILE = EXAMPLES / "rules" / "swapped-bonuses.toml"
HOUSE = load_house_rules(HOUSE_FILE)

CASES = [
    pytest.param(edition, setup, id=f"{'house' if edition.house_rules else edition.id}-{setup.id}")
    for edition in [*EDITIONS.values(), HOUSE]
    for setup in edition.setups
]
"""Every edition's every setup, and a house-rules file's (its bonuses swapped): the cases a sheet is
filled and read back for, by ``bornes import`` and ``bornes scan`` alike."""

NAMES = ("Ana & Cleo", "Ben « Dev »", "Éloïse", "Zoë", "Yann", "Ugo", "Téa", "Sam")


def sheet_for(match: Match, *, first_hand: int = 1, hands: int | None = None) -> bytes:
    """The fillable sheet for ``match``'s hands (from ``first_hand``), in its edition's language, naming
    ``HOUSE_FILE`` where its rules are house rules."""
    from generator.sheets.sheet_pdf import sheet_pdf

    edition = match.edition
    return sheet_pdf(
        edition,
        match.setup,
        lang=edition.language,
        paper="a4",
        hands=hands or len(match.hands),
        first_hand=first_hand,
        fillable=True,
        rules_file=HOUSE_FILE.name if edition.house_rules else None,
    )


def known_match(edition: Edition, setup: Setup) -> Match:
    """A few hands that score most lines the edition has: trip, delayed, safe trip, extension, shut-out.
    In a team game, the first team's name lists its players.

    Only facts the edition's sheet records: no delayed action where the
    edition does not score it (Dujardin 2024), no safeties in a race.
    """
    ids = [TAGS[index].lower() for index in range(setup.sides)]
    scoring = edition.scoring

    def short(miles: int, safeties: int, coups: int) -> int:
        # Where safeties count toward the trip ([DJ14]), the side that completes it lays less distance.
        return miles - (progress(edition, SideFacts(0, safeties, coups)) if miles == setup.trip else 0)

    delayed = scoring is not None and scoring.scores(Line.DELAYED_ACTION)
    counted = int(scoring is not None)  # 1 where safeties count, 0 in a race
    # A team's box reading "Ana & Cleo" names its players (bornes import), so the match does too.
    sides = tuple(
        Side(side, NAMES[index], team_players(NAMES[index], setup.per_side) or ())
        for index, side in enumerate(ids)
    )
    a, b, rest = ids[0], ids[1], ids[2:]
    trip = setup.trip
    hands: list[dict[str, SideFacts]] = [
        # A completes the trip after the draw pile ran out, without a 200; B laid a 200.
        {
            a: SideFacts(
                short(trip, 2 * counted, counted),
                safeties=2 * counted,
                coups_fourres=counted,
                two_hundreds=0,
                delayed=delayed,
            ),
            b: SideFacts(500, safeties=counted, two_hundreds=1),
            **{side: SideFacts(0 if i == 0 else 300, two_hundreds=0) for i, side in enumerate(rest)},
        },
        # Nobody completes the trip: B has the most distance (Dujardin 2024: B wins the hand).
        {
            a: SideFacts(300, two_hundreds=0),
            b: SideFacts(trip - 100, safeties=counted, two_hundreds=2),
            **{side: SideFacts(100, two_hundreds=0) for side in rest},
        },
    ]
    if setup.extension:
        # B calls the extension and makes it; then A calls it and falls short.
        hands.append(
            {
                a: SideFacts(400, two_hundreds=0),
                b: SideFacts(edition.extended_trip, safeties=counted, two_hundreds=1, extension=True),
                **{side: SideFacts(200, two_hundreds=0) for side in rest},
            }
        )
        hands.append(
            {
                a: SideFacts(edition.extended_trip - 100, two_hundreds=1, extension=True),
                b: SideFacts(600, two_hundreds=0),
                **{side: SideFacts(0, two_hundreds=0) for side in rest},
            }
        )
    # A lays all four safeties and completes the trip; nobody else plays any distance.
    hands.append(
        {
            a: SideFacts(short(trip, 4 * counted, 2 * counted), 4 * counted, 2 * counted, two_hundreds=1),
            **{side: SideFacts(0, two_hundreds=0) for side in [b, *rest]},
        }
    )
    if scoring is not None and scoring.scores(Line.WITHOUT_HUNDREDS):
        # [DJ]'s variant: the sheet has a box per side for a 100 laid; these sides laid none.
        hands = [{side: f._replace(hundreds_played=False) for side, f in hand.items()} for hand in hands]
    if scoring is not None and not (scoring.scores(Line.SAFE_TRIP) or scoring.scores(Line.WITHOUT_HUNDREDS)):
        # A sheet with no line the 200s decide ([DJ14]) has no boxes for them.
        hands = [{side: f._replace(two_hundreds=None) for side, f in hand.items()} for hand in hands]
    # [DJ14] plays one deal unless the table agrees more: these hands are the match agreed.
    fixed = len(hands) if edition.match_hands is not None else None
    return Match(edition=edition, setup=setup, sides=sides, hands=tuple(hands), fixed_hands=fixed)


def filled_values(result: MatchResult, *, first_hand: int = 1, names: bool = True) -> dict[str, str]:
    """Every field's value on the sheet of ``result``'s match, as a player and a viewer fill it."""
    match = result.match
    scoring = match.edition.scoring
    race = scoring is None
    kind = "race" if race else "points"
    values: dict[str, str] = {}
    for index, side in enumerate(match.sides):
        if names:
            values[side_name_field(TAGS[index])] = side.name
    for offset, (facts, scored) in enumerate(zip(match.hands, result.hands, strict=True)):
        number = first_hand + offset
        for index, side in enumerate(match.sides):
            tag, own = TAGS[index], facts[side.id]
            box = partial(box_name, kind, number, tag)  # a key to this side's box in this block
            values[box(MILES)] = str(own.miles)
            # A sheet whose coup fourré scores instead of its safety ([DJ14]) counts the others apart.
            apart = scoring is not None and scoring.coup_fourre_rule is CoupFourreRule.INSTEAD
            laid = own.safeties - (own.coups_fourres if apart else 0)
            counted = () if race else ((Line.SAFETIES, laid), (Line.COUPS_FOURRES, own.coups_fourres))
            for line, count in counted:  # a race sheet does not count safeties (seed 004: no points)
                for tick in range(1, count + 1):
                    values[tick_name(box(line.value), tick)] = "/Yes"
            for tick in range(1, (own.two_hundreds or 0) + 1):
                values[tick_name(box(TWO_HUNDREDS), tick)] = "/Yes"
            if own.extension:
                values[tick_name(box(EXTENSION_CALLED), 1)] = "/Yes"
            if own.hundreds_played:
                values[tick_name(box(HUNDREDS_PLAYED), 1)] = "/Yes"
            running = result.running[offset][side.id]
            if race:
                values[box(GAMES_WON)] = str(running)
                continue
            assert scoring is not None
            lines = scored.scores[side.id].lines
            for line, points in lines.items():
                if line in (Line.DISTANCE, Line.SAFETIES, Line.COUPS_FOURRES):
                    values[box(line.value)] = str(points) if line is not Line.DISTANCE else str(own.miles)
                    continue
                for tick in range(1, points // scoring.value(line) + 1 if scoring.value(line) else 1):
                    values[tick_name(box(line.value), tick)] = "/Yes"
                values[box(line.value)] = str(points)
            values[box(TOTAL)] = str(scored.total(side.id))
            values[box(RUNNING)] = str(running)
            if offset > 0 or first_hand > 1:
                before = result.running[offset - 1][side.id] if offset > 0 else 0
                values[box(CARRIED)] = str(before)
        if race and scored.winner is not None:
            values[block_field(kind, number, WON)] = "/" + scored.winner.upper()
    return values


def fill(pdf: bytes, values: Mapping[str, str]) -> bytes:
    """``pdf`` with its fields set to ``values`` by pypdf, appearances made for the text typed."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    for page in writer.pages:
        writer.update_page_form_field_values(page, dict(values), auto_regenerate=False)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def fill_as_a_viewer_saves(pdf: bytes, values: Mapping[str, str]) -> bytes:
    """``pdf`` with its fields set to ``values`` and saved as an incremental update, as pdf.js saves.

    Each field is found once, walking the form's tree (``fill`` asks pypdf to search every page
    for every value: a 200-hand sheet takes minutes that way).
    """
    from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject, NameObject, TextStringObject

    writer = PdfWriter(io.BytesIO(pdf), incremental=True)
    form = writer.root_object["/AcroForm"]
    assert isinstance(form, DictionaryObject)

    def walk(ref: IndirectObject, prefix: str) -> None:
        field = ref.get_object()
        assert isinstance(field, DictionaryObject)
        name = f"{prefix}.{field['/T']}" if prefix else str(field["/T"])
        kids = [kid for kid in field.get("/Kids", []) if "/T" in kid.get_object()]
        if name in values:
            value = values[name]
            if value.startswith("/"):
                field[NameObject("/V")] = NameObject(value)
                for widget in [kid.get_object() for kid in field.get("/Kids", [])] or [field]:
                    states = widget["/AP"]["/N"]
                    widget[NameObject("/AS")] = NameObject(value if value in states else "/Off")
            else:
                field[NameObject("/V")] = TextStringObject(value)
        for kid in kids:
            walk(kid, name)

    roots = form["/Fields"]
    assert isinstance(roots, ArrayObject)
    for root in roots:
        walk(root, "")
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def played(match: Match) -> MatchResult:
    return play(match)
