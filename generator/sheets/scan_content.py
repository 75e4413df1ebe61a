"""What a scan sheet says, as plain data: its words in one language, no geometry, no drawing.

The scan sheet (``generator.sheets.scan_layout``) is still a sheet for
people: its heading names the rules, the setup and how the match is won as
the score sheet's does (``generator.sheets.content``); one line says how to
fill it in; each row is labelled with the fact it records; and the foot
prints the edition's values in the rulebook's words, with what each bonus
is. Every word comes from the catalogs, every number from the rules module.

Pure: no ReportLab.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from generator.rules.cards import HUNDRED
from generator.rules.editions import Edition, HandWinner, Line, Setup
from generator.rules.questions import Kind, questions
from generator.rules.scoring import MILE_STEP
from generator.sheets.content import (
    BONUSES,
    SideHeading,
    check_names,
    line_row_label,
    match_phrase,
    rules_lines,
    setup_phrase,
    sheet_lines,
    trip_phrase,
)
from generator.sheets.scan_layout import Part
from generator.text.i18n import N_, line_definition, line_label, say, sheet_term
from generator.text.languages import Lang
from generator.text.numbers import format_number

ROW_LABELS: Mapping[str, str] = MappingProxyType(
    {
        "miles": N_("scan_label_miles"),
        "extension": N_("scan_label_extension"),
        "safeties": N_("scan_label_safeties"),
        "coups_fourres": N_("scan_label_coups_fourres"),
        "delayed": N_("scan_label_delayed"),
        "two_hundreds": N_("scan_label_two_hundreds"),
        "hundreds_played": N_("scan_label_hundreds_played"),
    }
)
"""Each fact's label before its row on a scan sheet, by fact (every fact of the question table)."""

PLUS = "+"
"""Before the miles below a hundred: 7 + 25 is 725."""

EXAMPLE_HUNDREDS = 7
"""The example the line saying how gives: 7 hundreds and a 25 are 725 miles."""

WRITE_LABELS: Mapping[str, str] = MappingProxyType(
    {"points": "sheet_hand_total", "total": "running_total", "games_won": "games_won_so_far"}
)
"""The words over the boxes people write in, by the box's key (``scan_layout.write_keys``)."""


class ScanContent(NamedTuple):
    """Everything a scan sheet prints, in its language, before any geometry."""

    lang: Lang
    title: str  # the PDF's title
    subject: str  # the PDF's subject
    heading: str  # the first line of every page
    info: tuple[str, ...]  # the rules, the setup and trip, how the match is won
    sides_label: str  # "Teams" / "Équipes"
    sides: tuple[SideHeading, ...]
    block_word: str  # "Hand" / "Game"
    labels: Mapping[str, str]  # a row's label by fact ("+" for the miles below a hundred: ``label``)
    write: Mapping[str, str]  # the boxes people write in, by key
    how: str  # how to fill it in
    foot: tuple[str, ...]  # the edition's values and what each bonus is
    page_template: str  # "Page {page} of {pages}"

    def label(self, fact: str, part: Part) -> str:
        """The words before a row: its fact's, or "+" before the miles below a hundred."""
        return PLUS if part is Part.TENS else self.labels[fact]

    def block_title(self, number: int) -> str:
        """ "Hand 3", "Partie 3"."""
        return f"{self.block_word} {number}"


def foot_lines(edition: Edition, setup: Setup, lang: Lang) -> tuple[str, ...]:
    """The foot: each scoring line with its value, as the score sheet labels its rows, then what each
    bonus is, and that the safeties row counts every safety, coups fourrés included (the match log's
    ``safeties``, which the row records, even where a coup fourré scores instead, [DJ14])."""
    scoring = edition.scoring
    if scoring is None:
        # Seed 004: exactly 1,000, or the closest; seed 000's short game: the first to the trip.
        key = N_("race") if edition.winner_rule is HandWinner.MOST_DISTANCE else N_("race_first_to_trip")
        return (say(key, lang, trip=format_number(setup.trip, lang), unit=edition.names(lang).unit),)
    names = edition.names(lang)
    lines = sheet_lines(scoring, setup)
    values = say("definitions", lang).join(
        line_row_label(edition, setup, line, lang, names.unit, names.unit_one) for line in lines
    )
    found = [line_definition(line, lang, edition=edition) for line in lines if line in BONUSES]
    safeties = say("note_safeties", lang, safeties=line_label(Line.SAFETIES, lang, edition=edition))
    return (say("scan_values", lang, values=values), say("definitions", lang).join([safeties, *found]) + ".")


def scan_content(
    edition: Edition, setup: Setup, *, lang: Lang, names: tuple[str, ...] | None = None
) -> ScanContent:
    """What the scan sheet for this edition, setup and language says; ``names``, one per side, are
    printed beside each side's rows."""
    from generator.form_format import TAGS

    check_names(names, setup)
    race = edition.scoring is None
    sheet = say("scan_sheet", lang)
    heading = say("heading_house" if edition.house_rules else "heading", lang, sheet=sheet)
    rules, *changes = rules_lines(edition, lang)
    info = [rules, *changes, f"{setup_phrase(setup, lang)} · {trip_phrase(edition, setup, lang)}"]
    rule = match_phrase(edition, lang)
    if rule is not None:
        info.append(rule)
    return ScanContent(
        lang=lang,
        title=f"{heading} — {edition.house_rules or edition.name(lang)} — {setup_phrase(setup, lang)}",
        subject=say("sheet_subject", lang, heading=heading, rules=rules, setup=setup_phrase(setup, lang)),
        heading=heading,
        info=tuple(info),
        sides_label=sheet_term("teams" if setup.teams else "players", lang),
        sides=tuple(SideHeading(TAGS[i], names[i] if names else None) for i in range(setup.sides)),
        block_word=sheet_term("game" if race else "hand", lang),
        labels=MappingProxyType({fact: say(key, lang) for fact, key in ROW_LABELS.items()}),
        write=MappingProxyType({key: sheet_term(term, lang) for key, term in WRITE_LABELS.items()}),
        how=say(
            N_("scan_how")
            if any(q.kind is Kind.YES_NO for q in questions(edition, setup))
            else N_("scan_how_circles"),
            lang,
            example=format_number(EXAMPLE_HUNDREDS * HUNDRED + MILE_STEP, lang),
            hundreds=format_number(EXAMPLE_HUNDREDS, lang),
            tens=format_number(MILE_STEP, lang),
        ),
        foot=foot_lines(edition, setup, lang),
        page_template=say("page", lang, page="{page}", pages="{pages}"),
    )


def scan_filename(edition: Edition, setup: Setup, *, lang: Lang, paper: str) -> str:
    """``sheet-<edition>-<setup>-<lang>-<paper>-scan.pdf``, beside the score sheet's name
    (``content.default_filename``)."""
    from generator.defaults import edition_in_name

    return f"sheet-{edition_in_name(edition)}-{setup.id}-{lang}-{paper}-scan.pdf"
