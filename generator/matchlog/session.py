"""Logging a match as it is played: the questions and answers of ``bornes log``.

A session opens a log (or starts one from the command's options), then asks
for each side's facts of the next hand, only those the edition scores: for
Dujardin 2025 just the miles. Each answer is checked at once with the rules'
``check_side``; the whole hand is then checked by reading the new log text
back with ``parse_log``, so ``bornes log`` refuses exactly what the parser
refuses. A mistake is shown and the question asked again.

Every write goes through ``generator.files.write_output`` (a temporary file,
then a rename; a symlink's target, a hard-linked file in place) and happens
only once a hand is complete and valid: input that ends in the middle of a
hand (``click.Abort``) leaves the log as it was. ``--fix N`` asks hand N
again, each old value offered as the default; a fix that would make a later
hand invalid is refused and the log kept.

Nothing typed is lost and nothing written is stale:

- a session holds ``files.LogLock`` on its log, so a second ``bornes log``
  on the same log is refused at once;
- a log that cannot be saved (read-only, a folder that cannot be written, a
  full disk) is refused before the first question;
- before each save the log is read again: when a player changed it in an
  editor meanwhile, the hand goes into the changed text (their edits stay),
  or, when the changed log no longer reads or the hand no longer fits, the
  session stops with the hand's TOML in the message, and nothing is written;
- the log's comments, byte-order mark and line endings are kept.

Nothing here draws: no ReportLab, no matplotlib.
"""

from __future__ import annotations

import datetime
import os
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from types import MappingProxyType
from typing import Any

import click

from generator.errors import InputError, Interrupted, LogError, is_interrupt
from generator.files import (
    LogLock,
    TextFile,
    check_writable,
    load_house_rules,
    read_text_file,
    write_output,
)
from generator.inputs import name_problem, normal_name, parse_toml
from generator.matchlog.parse import build_match, parse_log, side_facts, team_players
from generator.matchlog.write import append_hand, hand_block, log_text, replace_hand
from generator.rules.editions import Edition, Line, MatchKind
from generator.rules.match import Match, MatchResult, play
from generator.rules.scoring import (
    FactError,
    HandResult,
    SideFacts,
    check_side,
    completer,
    hand_winner,
    trip_length,
)
from generator.text.i18n import line_label, say
from generator.text.numbers import format_number
from generator.textout import for_terminal, outcome_sentence

Hand = Mapping[str, SideFacts]


@dataclass(frozen=True)
class NewMatch:
    """The options that start a new log; when the log exists they must agree with it."""

    edition: Edition | None = None
    rules: Path | None = None  # the house-rules file the edition came from
    players: int | None = None
    sides: tuple[tuple[str, str], ...] = ()  # (id, name), from --side ID=NAME
    side_players: tuple[tuple[str, str], ...] = ()  # (side id, player), from --player ID=NAME
    title: str | None = None
    date: datetime.date | None = None
    target: int | None = None
    fixed_hands: int | None = None
    first_to: int | None = None


@dataclass(frozen=True)
class LogFile:
    """A log on disk: its text, the match it holds, the house-rules file it names, how it is saved."""

    path: Path
    text: str  # LF line endings, no byte-order mark (``saved_as`` says how the file has them)
    match: Match
    rules: str | None
    saved_as: TextFile = field(default_factory=lambda: TextFile(""))  # its byte-order mark, line endings

    def read(self, text: str) -> Match:
        """The match a candidate text of this log holds, checked by the parser."""
        return parse_log(text, str(self.path), house_rules=_house_rules_beside(self.path))

    def save_hand(self, hand: Hand, fix: int | None = None) -> LogFile:
        """Save one more hand (or hand ``fix`` again) into the log as it is on disk now.

        The log is read again first: a player's edits made meanwhile stay, and
        the hand is applied to them. The player's text is edited in place
        (comments kept); it is rewritten whole only when it has no comments.
        """
        where = f"hand {fix}" if fix is not None else "the new hand"
        unsaved = f"{where} is not saved; add it yourself: {hand_block(self.match.side_ids, hand)}"
        now = self._now(unsaved)
        hands = list(now.match.hands)
        if fix is None:
            hands.append(hand)
            edited: str | None = append_hand(now.text, now.match.side_ids, hand)
        elif fix <= len(hands):
            hands[fix - 1] = hand
            edited = replace_hand(now.text, fix, now.match.side_ids, hand)
        else:
            raise LogError(
                f"was changed meanwhile and has no hand {fix} now; {unsaved}", source=str(self.path)
            )
        match = now.match._replace(hands=tuple(hands))

        def checked(text: str) -> Match:
            try:
                return now.read(text)
            except LogError as error:
                raise LogError(
                    f"was changed meanwhile and the hand no longer fits ({error.message}); {unsaved}",
                    source=str(self.path),
                    hand=error.hand,
                    side=error.side,
                ) from None

        text = edited
        if text is None or checked(text) != match:
            if "#" in now.text:
                raise LogError(
                    "cannot take the hand without losing its comments (laid out in an unusual way); "
                    + unsaved,
                    source=str(self.path),
                )
            text = log_text(match, rules=now.rules)
        saved = checked(text)
        rules = [self.path.parent / now.rules] if now.rules else []
        write_output(self.path, now.saved_as.encode(text), inputs=rules)
        return replace(now, text=text, match=saved)

    def _now(self, unsaved: str) -> LogFile:
        """This log as it is on disk now: itself when unchanged, else the changed text's match."""
        try:
            on_disk = read_text_file(self.path, LogError)
        except LogError as error:
            raise LogError(
                f"cannot be read again ({error.message}); {unsaved}", source=str(self.path)
            ) from None
        if on_disk.text == self.text:
            return replace(self, saved_as=on_disk)
        try:
            data = parse_toml(on_disk.text, str(self.path), LogError)
            match = build_match(data, str(self.path), house_rules=_house_rules_beside(self.path))
        except LogError as error:
            raise LogError(
                f"was changed meanwhile and no longer reads ({error}); {unsaved}", source=str(self.path)
            ) from None
        _say(f"{self.path} was changed meanwhile: the hand goes into the changed log.")
        return LogFile(self.path, on_disk.text, match, data.get("rules"), on_disk)


def side_option(text: str, option: str = "--side") -> tuple[str, str]:
    """``ID=NAME`` from ``--side`` (or ``--player``), both parts stripped, the name normalised and checked."""
    side_id, sep, name = text.partition("=")
    if not sep or not side_id.strip() or not name.strip():
        example = "ns='Ana & Cleo'" if option == "--side" else "ns=Ana"
        raise InputError(f"{option} takes ID=NAME, such as {example}, not {text!r}")
    name = normal_name(name)
    problem = name_problem(name)
    if problem is not None:
        whose = "side" if option == "--side" else "a player of side"
        raise InputError(f"the name of {whose} {side_id.strip()!r} {problem}")
    return side_id.strip(), name


def run(path: Path, start: NewMatch, *, fix: int | None = None) -> None:
    """``bornes log``: open or start the log, then log hands until the match is won (or fix one)."""
    if not os.path.exists(path) and start.edition is None:  # False too for a name too long
        raise LogError(
            "no such log: to start one, give --edition ID (and --players N, --side ID=NAME)",
            source=str(path),
        )
    check_writable(path)  # before any question: a hand typed must be a hand saved
    with LogLock(path):
        log = None
        try:
            log = open_log(path, start)
            if fix is not None:
                fix_hand(log, fix)
            else:
                log_hands(log)
        except (KeyboardInterrupt, click.Abort) as stop:
            if not is_interrupt(stop):
                raise
            raise Interrupted(_kept(path, log, fix)) from None


def _kept(path: Path, opened: LogFile | None, fix: int | None) -> str:
    """Which hands are saved after Ctrl-C, as the log on disk holds them: it is read again, as the
    key may have been pressed while a hand was being saved."""
    if opened is None and not os.path.exists(path):
        return f"{path} was not started"
    try:
        now = parse_log(read_text_file(path, LogError).text, str(path), house_rules=_house_rules_beside(path))
    except InputError as error:  # the log, or the house rules it names, changed meanwhile
        return f"{path} cannot be read again ({error.message})"
    if fix is None or opened is None:
        count = len(now.hands)
        saved = {0: "no hand is saved", 1: "hand 1 is saved"}.get(count, f"hands 1 to {count} are saved")
        return f"{saved} in {path}; run the command again to go on"
    if [dict(hand) for hand in now.hands[fix - 1 : fix]] != [
        dict(hand) for hand in opened.match.hands[fix - 1 : fix]
    ]:
        return f"hand {fix} is fixed in {path}"
    return f"hand {fix} is not fixed; {path} is as it was"


# Opening or starting a log


def open_log(path: Path, start: NewMatch) -> LogFile:
    """The log at ``path``; a new one made from ``start`` when there is none."""
    if not os.path.exists(path):
        return _start_log(path, start)
    on_disk = read_text_file(path, LogError)
    data = parse_toml(on_disk.text, str(path), LogError)
    match = build_match(data, str(path), house_rules=_house_rules_beside(path))
    log = LogFile(path, on_disk.text, match, data.get("rules"), on_disk)
    _check_agrees(log, start)
    return log


def _house_rules_beside(path: Path) -> Callable[[str], Edition]:
    """Reads house rules named in a log from the log's folder (as ``files.load_match`` does)."""
    return lambda name: load_house_rules(path.parent / name)


def _check_agrees(log: LogFile, start: NewMatch) -> None:
    """Options given for an existing log must say what it says (so a command can be run again)."""
    match = log.match
    differs = []
    if start.edition is not None and start.edition != match.edition:
        differs.append("--edition/--rules")
    if start.players is not None and start.players != match.setup.players:
        differs.append("--players")
    if start.sides and tuple(start.sides) != tuple((s.id, s.name) for s in match.sides):
        differs.append("--side")
    if start.side_players and start.side_players != tuple((s.id, p) for s in match.sides for p in s.players):
        differs.append("--player")
    for name in ("title", "date", "target", "fixed_hands", "first_to"):
        given = getattr(start, name)
        if given is not None and given != getattr(match, name):
            differs.append("--" + name.replace("_", "-"))
    if differs:
        raise LogError(
            f"the log already exists and {', '.join(differs)} differ from it: "
            "these options only start a new log",
            source=str(log.path),
        )


def _start_log(path: Path, start: NewMatch) -> LogFile:
    assert start.edition is not None  # ``run`` said so before
    rules = _relative_rules(path, start.rules)
    sides, players = (start.sides, start.side_players) if start.sides else _ask_side_names(start)
    unknown = [side for side, _ in players if side not in dict(sides)]
    if unknown:
        raise LogError(f"--player names side {unknown[0]!r}, which no --side gives", source=str(path))
    data: dict[str, Any] = {
        "edition": start.edition.id,
        "players": start.players,
        "title": start.title,
        # A log records the day it was played: today, unless told otherwise.
        "date": start.date or datetime.date.today(),
        "target": start.target,
        "fixed_hands": start.fixed_hands,
        "first_to": start.first_to,
        "rules": rules,
        "sides": {side: _side_entry(name, side, players) for side, name in sides},
    }
    if len(data["sides"]) < len(sides):
        raise LogError("two sides have the same id", source=str(path))
    for name in (*(name for _, name in sides), *(player for _, player in players), start.title or ""):
        _check_encodable(name, path)
    document = {key: value for key, value in data.items() if value is not None}
    edition = start.edition

    def house(_name: str) -> Edition:
        return edition

    match = build_match(document, str(path), house_rules=house)
    text = log_text(match, rules=rules)
    write_output(path, text.encode("utf-8"), inputs=[start.rules] if start.rules else [])
    _say(f"Started {path}: {_names(match)}.")
    return LogFile(path, text, match, rules)


def _relative_rules(path: Path, rules: Path | None) -> str | None:
    """The house-rules file as the log names it: relative to the log's folder."""
    if rules is None:
        return None
    return Path(os.path.relpath(rules.resolve(), path.resolve().parent)).as_posix()


def _check_encodable(text: str, path: Path) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise LogError(f"{text!r} is not valid text (undecodable bytes)", source=str(path)) from None


def _side_entry(name: str, side: str, players: Sequence[tuple[str, str]]) -> str | dict[str, Any]:
    """A side as the log's parser reads it: its name, or a table of its name and players."""
    named = [player for owner, player in players if owner == side]
    return {"name": name, "players": named} if named else name


Sides = tuple[tuple[str, str], ...]


def _ask_side_names(start: NewMatch) -> tuple[Sides, Sides]:
    """Ask each side's name when no --side was given (the ids are made from the names) and, in a
    team game, its players, so a season counts each one: (sides, players)."""
    assert start.edition is not None
    edition = start.edition
    try:
        setup = edition.setup(start.players) if start.players else edition.default_setup
    except ValueError as error:
        raise InputError(str(error)) from None
    who = "team" if setup.teams else "player"
    sides: list[tuple[str, str]] = []
    players: list[tuple[str, str]] = []
    for number in range(1, setup.sides + 1):
        name = ""
        while not name:
            typed = click.prompt(f"Name of {who} {number} of {setup.sides}")
            name = " ".join(normal_name(typed).split())
            problem = name_problem(name) if name else None
            if problem is None and any(taken.casefold() == name.casefold() for _, taken in sides):
                problem = f"is the name of another {who}"
            if problem is not None:
                _mistake(f"the name {name!r} {problem}")
                name = ""
        side = _side_id(name, {i for i, _ in sides}, number)
        sides.append((side, name))
        if setup.teams:
            taken = {player.casefold() for _, player in players}
            players += [(side, player) for player in _ask_players(name, setup.per_side, taken)]
    return tuple(sides), tuple(players)


def _ask_players(team: str, per_side: int, taken: set[str]) -> tuple[str, ...]:
    """A team's players, as a season counts them (Enter: none named); offered from its name."""
    suggested = team_players(team, per_side)
    while True:
        typed = click.prompt(
            f"Players of {team}, separated by commas (Enter: none)",
            default=", ".join(suggested) if suggested else "",
            show_default=suggested is not None,
        )
        if not typed.strip():
            return ()
        listed = team_players(typed, per_side)
        if listed is None:
            _mistake(f"name the {per_side} players of {team}, separated by commas, each once")
        elif any(player.casefold() in taken for player in listed):
            _mistake("a player has one side: one of them already plays in another team")
        else:
            return listed


def _side_id(name: str, taken: set[str], number: int) -> str:
    """A short bare TOML key made from a name: "Ana & Cleo" → "ana-cleo"."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = "-".join(re.findall(r"[a-z0-9]+", ascii_name.lower()))[:16].strip("-") or f"side{number}"
    candidate, suffix = base, 2
    while candidate in taken:
        candidate, suffix = f"{base}-{suffix}", suffix + 1
    return candidate


# Logging hands


def log_hands(log: LogFile) -> None:
    """Ask hand after hand until the match is won or the player stops (Enter or end of input)."""
    result = play(log.match)
    while not result.outcome.finished:
        number = len(log.match.hands) + 1
        hand = _ask_valid_hand(log, number, None)
        if hand is None:
            count = len(log.match.hands)
            logged = f"{count} hand{'' if count == 1 else 's'} logged"
            _say(f"{log.path}: {logged}. Run the command again to go on.")
            return
        log = log.save_hand(hand)
        result = play(log.match)
        _say(hand_report(result, len(log.match.hands)))
    _say(f"The match is over. {outcome_sentence(result)}")


def fix_hand(log: LogFile, number: int) -> None:
    """Ask hand ``number`` again, the old facts as defaults; refuse a fix that breaks a later hand."""
    count = len(log.match.hands)
    if not 1 <= number <= count:
        held = f"hands 1 to {count}" if count else "no hands yet"
        raise LogError(f"there is no hand {number} to fix: the log has {held}", source=str(log.path))
    old = log.match.hands[number - 1]
    _say(f"Fixing hand {number} of {log.path}. Press Enter to keep a value shown in brackets.")
    hand = _ask_valid_hand(log, number, old)
    assert hand is not None  # no stopping in the middle of a fix
    if dict(hand) == dict(old):
        _say(f"Hand {number} is unchanged.")
        return
    log = log.save_hand(hand, fix=number)
    result = play(log.match)
    _say(hand_report(result, number))
    _say(f"Hand {number} fixed in {log.path}. {outcome_sentence(result)}")


def _ask_valid_hand(log: LogFile, number: int, old: Hand | None) -> Hand | None:
    """A hand that the parser accepts in the log at ``number``; ``None`` when the player stops.

    A refusal about this hand is shown and the side it names asked again (the
    whole hand when it names none). A refusal about a later hand (only a fix
    can cause one) ends the session with the log unchanged.
    """
    match = log.match
    facts: dict[str, SideFacts] = dict(old or {})
    pending: Sequence[str] = match.side_ids
    may_stop = old is None
    _say("\n" + _hand_title(match, number, may_stop))
    while True:
        asked = _ask_sides(match, facts, pending, may_stop=may_stop)
        if asked is None:
            return None
        facts = asked
        may_stop = False
        hand: Hand = MappingProxyType({s: facts[s] for s in match.side_ids})
        hands = list(match.hands)
        hands[number - 1 : number] = [hand]
        try:
            log.read(log_text(match._replace(hands=tuple(hands)), rules=log.rules))
        except LogError as error:
            if error.hand != number:
                raise LogError(
                    f"hand {number} not fixed, the log is unchanged: with these facts, "
                    f"hand {error.hand}: {error.message}",
                    source=str(log.path),
                ) from None
            _mistake(error.message, _name(match, error.side) if error.side else None)
            pending = [error.side] if error.side in facts else match.side_ids
            continue
        return hand


def _ask_sides(
    match: Match, facts: dict[str, SideFacts], pending: Sequence[str], *, may_stop: bool
) -> dict[str, SideFacts] | None:
    """Ask the facts of the ``pending`` sides, then what only the hand's winner is asked."""
    before = dict(facts)
    facts = dict(facts)
    for index, side in enumerate(pending):
        others_called = any(f.extension for s, f in facts.items() if s != side)
        asked = _ask_side(match, side, facts.get(side), others_called, may_stop=may_stop and index == 0)
        if asked is None:
            return None
        facts[side] = asked
    return _ask_winner_facts(match, facts, before)


def _longest_trip(match: Match) -> int:
    """The longest the hand's trip can be: 1,000 once a side may call the extension."""
    return match.edition.extended_trip if match.setup.extension else match.setup.trip


def _scored(match: Match, *lines: Line) -> bool:
    scoring = match.edition.scoring
    return scoring is not None and any(scoring.scores(line) for line in lines)


def _ask_side(
    match: Match, side: str, old: SideFacts | None, others_called: bool, *, may_stop: bool
) -> SideFacts | None:
    """One side's miles, safeties, coups fourrés and extension call, each checked at once."""
    _say(_name(match, side))
    table: dict[str, Any] = {}
    length = _longest_trip(match)

    def check(key: str, value: object) -> str | None:
        """The rules' complaint about ``value`` for ``key``, given the answers so far."""
        candidate = {**table, key: value}
        try:
            facts = side_facts(candidate, partial(InputError, side=side))
            check_side(match.edition, match.setup, side, facts, length)
        except (InputError, FactError) as error:
            return error.message
        return None

    miles = _ask_number("  miles", old.miles if old else None, partial(check, "miles"), may_stop=may_stop)
    if miles is None:
        return None
    table["miles"] = miles
    if _scored(match, Line.SAFETIES, Line.ALL_SAFETIES, Line.COUPS_FOURRES):
        table["safeties"] = _ask_number(
            "  safeties laid, coups fourrés included", old.safeties if old else 0, partial(check, "safeties")
        )
        if table["safeties"] and _scored(match, Line.COUPS_FOURRES):
            table["coups_fourres"] = _ask_number(
                "  of them, coups fourrés",
                min(old.coups_fourres, table["safeties"]) if old else 0,
                partial(check, "coups_fourres"),
            )
    if match.setup.extension and miles >= match.setup.trip and not others_called:
        table["extension"] = click.confirm(
            f"  called the extension to {format_number(match.edition.extended_trip, 'en')}?",
            default=old.extension if old else False,
        )
    return side_facts(table, partial(InputError, side=side))


def _ask_winner_facts(
    match: Match, facts: dict[str, SideFacts], before: Mapping[str, SideFacts]
) -> dict[str, SideFacts]:
    """Delayed action for the side that completed the trip, 200s (and 100s) for the hand's winner.

    Only where the edition scores them (delayed action; safe trip, [DJ]'s
    variant without a 200 or a 100); every other side keeps none, as a log
    typed by a player would. The answers given ``before`` (a fix, or a hand
    asked again) are the defaults.
    """
    length = trip_length(match.edition, match.setup, facts)
    done = completer(match.edition, facts, length)
    winner = hand_winner(match.edition, facts, length)
    out = {
        side: f._replace(delayed=False, two_hundreds=None, hundreds_played=None) for side, f in facts.items()
    }
    if done is not None and _scored(match, Line.DELAYED_ACTION):
        name = _name(match, done)
        out[done] = out[done]._replace(
            delayed=click.confirm(
                for_terminal(f"{name} completed the trip: after the draw pile ran out (delayed action)?"),
                default=done in before and before[done].delayed,
            ),
        )
    if winner is not None and _scored(match, Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS):
        own = out[winner]
        if own.miles < 200:
            out[winner] = own._replace(two_hundreds=0)
        else:
            old = before[winner].two_hundreds if winner in before else None

            def complaint(count: int) -> str | None:
                try:
                    check_side(match.edition, match.setup, winner, own._replace(two_hundreds=count), length)
                except FactError as error:
                    return error.message
                return None

            count = _ask_number(f"{_name(match, winner)} won the hand: 200-mile cards played", old, complaint)
            out[winner] = own._replace(two_hundreds=count)
        if out[winner].two_hundreds == 0 and _scored(match, Line.WITHOUT_HUNDREDS):
            played = out[winner].miles >= 100 and click.confirm(
                for_terminal(f"{_name(match, winner)} won the hand: any 100-mile card played?"),
                default=bool(winner in before and before[winner].hundreds_played),
            )
            out[winner] = out[winner]._replace(hundreds_played=played)
    return out


_PLAIN = re.compile(r"-?[0-9]+")
_GROUPED = re.compile(r"-?[0-9]{1,3}(?P<sep>[, \u00a0\u202f])[0-9]{3}(?:(?P=sep)[0-9]{3})*")
"""A number with a thousands separator (comma, space, no-break or narrow no-break space)
between groups of three digits, the same separator throughout: 1,000 and 1 000, not 1,0,0,0."""


class _Count(click.ParamType[int]):
    """A whole number typed at a prompt: plain (1000) or in groups of three (1,000, 1 000)."""

    name = "number"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> int:
        if isinstance(value, int):
            return value
        text = str(value).strip()
        if not (_PLAIN.fullmatch(text) or _GROUPED.fullmatch(text)):
            self.fail(
                f"{text!r} is not a whole number: write it plainly (1000) or with a separator "
                "between groups of three digits (1,000 or 1 000)",
                param,
                ctx,
            )
        digits = re.sub(r"[, \u00a0\u202f]", "", text)
        if len(digits.lstrip("-")) > 9:
            self.fail(f"{text!r} is far too large for a count in a hand", param, ctx)
        return int(digits)


COUNT = _Count()


def _ask_number(
    label: str, default: int | None, complaint: Callable[[int], str | None], *, may_stop: bool = False
) -> Any:
    """Ask until the rules accept the answer; with ``may_stop``, Enter or end of input gives ``None``."""
    while True:
        if may_stop:
            try:
                text = click.prompt(for_terminal(label + " (Enter to stop)"), default="", show_default=False)
            except click.Abort as stop:
                if is_interrupt(stop):
                    raise  # Ctrl-C: run() says which hands are saved
                click.echo()
                return None
            if not text.strip():
                return None
            try:
                value = COUNT.convert(text, None, None)
            except click.BadParameter as error:
                _mistake(error.message)
                continue
        else:
            value = click.prompt(for_terminal(label), type=COUNT, default=default)
        problem = complaint(value)
        if problem is None:
            return value
        _mistake(problem)


def _say(text: str) -> None:
    """Print to the terminal, control and escape characters shown as escapes (``textout.visible``)."""
    click.echo(for_terminal(text))


def _mistake(message: str, name: str | None = None) -> None:
    _say(f"  ✗ {name + ': ' if name else ''}{message}. Try again.")


# What the session shows


def _name(match: Match, side: str) -> str:
    return next(s.name for s in match.sides if s.id == side)


def _names(match: Match) -> str:
    return ", ".join(s.name for s in match.sides)


def _hand_title(match: Match, number: int, may_stop: bool) -> str:
    trip = format_number(match.setup.trip, "en")
    extended = format_number(match.edition.extended_trip, "en")
    if match.edition.match_kind is MatchKind.GAMES:
        exactly = "exactly " if match.edition.exact_finish else ""
        title = f"Game {number} (to {exactly}{trip})"
    elif not match.edition.exact_finish:
        title = f"Hand {number} (to {trip} or more)"
    elif match.setup.extension:
        title = f"Hand {number} (trip {trip}, or {extended} with the extension)"
    else:
        title = f"Hand {number} (trip {trip})"
    return title + (": press Enter at the first question to stop for now." if may_stop else ":")


def hand_report(result: MatchResult, number: int) -> str:
    """Hand ``number``'s lines for every side, its total and the running totals."""
    match = result.match
    hand = result.hands[number - 1]
    running = result.running[number - 1]
    names = [s.name for s in match.sides]
    width = max(10, *(len(n) for n in names))
    rows = [f"  {'':<16}" + "".join(f"  {n:>{width}}" for n in names)]

    def row(label: str, cells: Sequence[str]) -> None:
        rows.append(f"  {label:<16}" + "".join(f"  {c:>{width}}" for c in cells))

    # The terminal speaks English: its words come from the English catalog.
    if match.edition.scoring is None:
        row(say("term_miles", "en"), [format_number(hand.facts[s].miles, "en") for s in match.side_ids])
        row(say("term_games_won", "en"), [format_number(running[s], "en") for s in match.side_ids])
    else:
        for line in match.edition.scoring.lines:
            values = [hand.scores[s].lines[line] for s in match.side_ids]
            if any(values):
                row(
                    line_label(line, "en", edition=match.edition).lower(),
                    [format_number(v, "en") for v in values],
                )
        row(say("term_hand_total", "en"), [format_number(hand.total(s), "en") for s in match.side_ids])
        row(say("term_running_total", "en"), [format_number(running[s], "en") for s in match.side_ids])
    return "\n".join([_hand_winner_sentence(match, hand, number), *rows])


def _hand_winner_sentence(match: Match, hand: HandResult, number: int) -> str:
    games = match.edition.match_kind is MatchKind.GAMES
    if hand.winner is None:
        return say("term_game_no_winner" if games else "term_hand_no_winner", "en", number=number)
    winner = _name(match, hand.winner)
    return say("term_game_won_by" if games else "term_hand_won_by", "en", number=number, winner=winner)
