"""The phone score sheet: one self-contained HTML file, for a phone or a tablet at the table.

``bornes sheet --html`` writes it for an edition (or house rules), a setup and
a language. The layout is a Jinja2 template (``templates/html/sheet.html.j2``,
autoescaped, strict), its style and script are files beside it
(``sheet.css``; ``rules.js``, the rules engine, and ``sheet.js``, the page),
inlined here, and everything the script needs, the rules, the question table
and the words, comes in as one JSON data block
(``generator.sheets.page_data``): the hand's boxes are the table's rows. The
file loads nothing: no network, no other file, no font (the device's own);
its Content-Security-Policy allows only its own script and style, by their
hashes. The same inputs give the same bytes.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
import json
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from generator import __version__
from generator.defaults import edition_in_name
from generator.environment import bytecode_cache
from generator.files import resource
from generator.rules.editions import Edition, Line, MatchKind, Setup
from generator.sheets.page_data import END_KEYS, match_ends, page_data
from generator.text.i18n import N_, counted, say
from generator.text.languages import Lang
from generator.text.numbers import format_number
from generator.text.questions import FACT_WORDS


@cache
def _environment() -> Environment:
    return Environment(
        loader=FileSystemLoader(str(resource("templates") / "html")),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        bytecode_cache=bytecode_cache(),
    )


def _asset(name: str) -> str:
    return (resource("templates") / "html" / name).read_text(encoding="utf-8")


def _sha256(text: str) -> str:
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def script_json(value: Any) -> Markup:
    """``value`` as JSON that no HTML parser can end early: ``<``, ``>`` and ``&`` as ``\\u`` escapes.

    The data block is a ``<script type="application/json">``, whose text is
    not escaped by HTML: a name holding ``</script>`` must not close it.
    """
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    for char, escaped in (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026")):
        text = text.replace(char, escaped)
    return Markup(text)


def _subtitle(edition: Edition, setup: Setup, lang: Lang) -> str:
    """ "4 players in teams of 2 — trip 1,000 — first to 5,000"."""
    if setup.teams:
        seats = say("page_setup_teams", lang, players=setup.players, size=setup.per_side)
    else:
        seats = say("page_setup_alone", lang, players=setup.players)
    trip = format_number(setup.trip, lang)
    parts = [seats, say("page_trip" if edition.exact_finish else "page_trip_or_more", lang, trip=trip)]
    if edition.trip_counts_safeties:
        parts.append(say("page_trip_counts_safeties", lang))
    if edition.match_kind is MatchKind.POINTS and edition.target is not None:
        parts.append(say("page_target", lang, target=format_number(edition.target, lang)))
    return say("page_parts", lang).join(parts)


SCRIPTS = ("rules.js", "matches.js", "summary.js", "sheet.js")
"""The page's script, in the order it is inlined: the engine, the matches, the words, the page."""

END_BOXES = {
    "target": N_("page_end_value_target"),
    "fixed_hands": N_("page_end_value_fixed_hands"),
    "first_to": N_("page_end_value_first_to"),
}
"""The number each way of ending asks for, by what it counts."""


def _end_label(edition: Edition, kind: str, lang: Lang) -> str:
    """A way the match may end, as the setup form offers it: "As the rules play it: 1 hand"."""
    if kind == "match_hands":
        assert edition.match_hands is not None
        return say(END_KEYS[kind], lang, hands=counted("page_hands_count", edition.match_hands, lang))
    return say(END_KEYS[kind], lang)


def _end_box(edition: Edition, kind: str, lang: Lang) -> str:
    """The label of the number a way of ending asks ("Points to reach"), or "" where it asks none."""
    key = END_BOXES.get(kind)
    if kind == "fixed_hands" and edition.match_kind is MatchKind.GAMES:
        key = N_("page_end_value_fixed_games")
    return say(key, lang) if key else ""


def sheet_html(
    edition: Edition,
    setup: Setup,
    *,
    lang: Lang,
    names: tuple[str, ...] | None = None,
    rules_file: str | None = None,
) -> bytes:
    """The phone sheet for this edition, setup and language, as UTF-8 bytes.

    ``names`` (one per side) fill the name boxes of the match's setup form;
    ``rules_file`` is the house-rules file's name, which the exported log
    names (keep the log beside it, as for any log).
    """
    data = page_data(edition, setup, lang=lang, names=names, rules_file=rules_file)
    words = data["words"]
    name = edition.name(lang)
    if edition.house_rules:
        name = say("term_house_rules", lang, rules=name, house=edition.house_rules)
    # One script: the engine, the matches and the words, then the page that calls them (the policy allows
    # this one, by its hash).
    css, js = _asset("sheet.css"), "".join(_asset(name) for name in SCRIPTS)
    policy = (
        "default-src 'none'; "
        f"script-src 'sha256-{_sha256(js)}'; style-src 'sha256-{_sha256(css)}'; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    team_key = N_("page_team_name") if setup.teams else N_("page_side_name")
    numbered = enumerate(data["sides"], start=1)
    sides = [
        {
            **side,
            "label": say(team_key, lang, number=number),
            "players_label": say("page_players", lang, number=number),
        }
        for number, side in numbered
    ]
    # The whole trip, one tap for the side that completed it: the setup's, and the extended one where called.
    trips = [setup.trip, *((edition.extended_trip,) if setup.extension else ())]
    html = (
        _environment()
        .get_template("sheet.html.j2")
        .render(
            lang=lang,
            version=__version__,
            policy=policy,
            title=say("page_title", lang, edition=name),
            subtitle=_subtitle(edition, setup, lang),
            w=words,
            sides=sides,
            teams=setup.teams,
            games=edition.match_kind is MatchKind.GAMES,
            limits=data["limits"],
            # The extension's row only where the setup plays it, as on the paper sheet.
            lines=[
                (line, label)
                for line, label in words["lines"].items()
                if line != Line.EXTENSION.value or setup.extension
            ],
            ends=[
                (kind, _end_label(edition, kind, lang), _end_box(edition, kind, lang))
                for kind in match_ends(edition)
            ],
            default_end=format_number(edition.target, lang) if edition.target else "",
            first_day=f"{datetime.MINYEAR:04}-01-01",
            last_day=f"{datetime.MAXYEAR:04}-12-31",
            trips=[{"value": trip, "shown": format_number(trip, lang)} for trip in trips],
            # A box for each row of the question table the edition and setup ask, in its order.
            rows=[{**row, "label": words[FACT_WORDS[row["fact"]].page]} for row in data["questions"]],
            css=Markup(css),
            js=Markup(js),
            data=script_json(data),
        )
    )
    return html.encode("utf-8")


def default_filename(edition: Edition, setup: Setup, *, lang: Lang) -> str:
    """``sheet-<edition>-<setup>-<lang>.html`` (the edition: ``edition_in_name``)."""
    return f"sheet-{edition_in_name(edition)}-{setup.id}-{lang}.html"
