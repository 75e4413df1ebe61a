"""Logging a match as it is played: the questions and answers of ``bornes log``.

A session opens a log (or starts one from the command's options), then asks
for each side's facts of the next hand, only those the edition scores: for
Dujardin 2025 just the miles. Each answer is checked as it is typed against
every answer before it (``generator.rules.answers``): it is taken while the
hand can still be valid, so a mistake is caught at the answer that makes it,
told in a sentence of the game (``generator.text.refusals``) and asked
again; where earlier answers are involved, the player says which one is
wrong and only that one is asked again. The whole match is then played with
the hand, so ``bornes log`` refuses exactly what the parser refuses.

``--fix N`` lists hand N's answers, numbered: the player changes the wrong
ones (or answers the whole hand again) and keeps the hand with Enter; a fix
that would end the match before a later hand is refused and the log kept.

Every word comes from the catalog, in ``--lang`` or the edition's language
(``Talk``); the tables are ``bornes score``'s (``textout.ScoreColumns``).

Every write goes through ``generator.files.write_output`` (a temporary file,
then a rename; a symlink's target, a hard-linked file in place) and happens
only once a hand is complete and valid: input that ends in the middle of a
hand (``click.Abort``) leaves the log as it was.

Nothing typed is lost and nothing written is stale:

- a session holds ``files.LogLock`` on its log, so a second ``bornes log``
  (or a ``bornes import``) on the same log is refused at once;
- a log that cannot be saved (read-only, a folder that cannot be written, a
  full disk) is refused before the first question; a save that fails later
  (the disk filled meanwhile) stops the session with the hand's TOML in the
  message;
- a new log is never written over a file made while the names were asked;
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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

import click

from generator.errors import InputError, Interrupted, LogError, OutputError, is_interrupt
from generator.files import (
    AlreadyExists,
    LogLock,
    TextFile,
    check_writable,
    house_rules_beside,
    read_text_file,
    write_output,
)
from generator.inputs import (
    NameFault,
    count_fault,
    name_fault,
    name_problem,
    normal_name,
    parse_toml,
    rules_name_problem,
)
from generator.matchlog.parse import build_match, parse_log, team_players
from generator.matchlog.write import append_hand, hand_block, log_text, replace_hand
from generator.rules.answers import Answer, Answers, clash, problem
from generator.rules.editions import Edition, Line, MatchKind
from generator.rules.match import Match, MatchOverError, MatchResult, Side, play
from generator.rules.scoring import FactError, SideFacts, completer, hand_winner, trip_length
from generator.text.i18n import N_, counted, join_list, say
from generator.text.numbers import format_number
from generator.text.refusals import refusal
from generator.textout import ScoreColumns, for_terminal, outcome_sentence

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
    lang: str = "en"  # the session's language, for what saving tells the player

    def read(self, text: str) -> Match:
        """The match a candidate text of this log holds, checked by the parser."""
        return parse_log(text, str(self.path), house_rules=house_rules_beside(self.path))

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
        try:
            write_output(self.path, now.saved_as.encode(text), inputs=rules)
        except OutputError as error:
            # A full disk, a file-size limit: the log is as it was, and the hand is in the message.
            raise OutputError(" ".join(f"{error}; {unsaved}".split())) from None
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
            match = build_match(data, str(self.path), house_rules=house_rules_beside(self.path))
        except LogError as error:
            raise LogError(
                f"was changed meanwhile and no longer reads ({error}); {unsaved}", source=str(self.path)
            ) from None
        _say(say("log_changed_meanwhile", self.lang, path=self.path))
        return LogFile(self.path, on_disk.text, match, data.get("rules"), on_disk, self.lang)


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


def run(path: Path, start: NewMatch, *, fix: int | None = None, lang: str | None = None) -> None:
    """``bornes log``: open or start the log, then log hands until the match is won (or fix one).

    The session speaks ``lang``, or the language of the edition's rulebook.
    """
    if not os.path.exists(path) and start.edition is None:  # False too for a name too long
        raise LogError(
            "no such log: to start one, give --edition ID (and --players N, --side ID=NAME)",
            source=str(path),
        )
    check_writable(path)  # before any question: a hand typed must be a hand saved
    with LogLock(path):
        log = None
        try:
            log = open_log(path, start, lang=lang)
            talk = Talk(lang or log.match.edition.language)
            log = replace(log, lang=talk.lang)
            if fix is not None:
                fix_hand(log, fix, talk)
            else:
                log_hands(log, talk)
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
        now = parse_log(read_text_file(path, LogError).text, str(path), house_rules=house_rules_beside(path))
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


def open_log(path: Path, start: NewMatch, *, lang: str | None = None) -> LogFile:
    """The log at ``path``; a new one made from ``start`` when there is none (its sides' names asked
    in ``lang``, or in the edition's language)."""
    if not os.path.exists(path):
        assert start.edition is not None  # ``run`` said so before
        return _start_log(path, start, Talk(lang or start.edition.language))
    on_disk = read_text_file(path, LogError)
    data = parse_toml(on_disk.text, str(path), LogError)
    match = build_match(data, str(path), house_rules=house_rules_beside(path))
    log = LogFile(path, on_disk.text, match, data.get("rules"), on_disk)
    _check_agrees(log, start)
    return log


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


def _start_log(path: Path, start: NewMatch, talk: Talk) -> LogFile:
    assert start.edition is not None  # ``run`` said so before
    rules = _relative_rules(path, start.rules)
    sides, players = (start.sides, start.side_players) if start.sides else _ask_side_names(start, talk)
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
    try:
        write_output(path, text.encode("utf-8"), inputs=[start.rules] if start.rules else [], new=True)
    except AlreadyExists:
        # Made meanwhile (an editor saved it while the names were asked): never written over.
        raise LogError(
            "was made by another program while the names were asked: it is left as it is; "
            "run the command again to log hands in it",
            source=str(path),
        ) from None
    talk.tell(talk.say("log_started", path=path, names=talk.names(match.sides)))
    return LogFile(path, text, match, rules)


def _relative_rules(path: Path, rules: Path | None) -> str | None:
    """The house-rules file as the log names it: relative to the log's folder, and inside it.

    A log names only house rules in its folder or below (``inputs.rules_name_problem``),
    so that a log sent by anyone opens no other file: rules elsewhere are refused here.
    """
    if rules is None:
        return None
    folder = path.resolve().parent
    try:
        name = Path(os.path.relpath(rules.resolve(), folder)).as_posix()
    except ValueError:  # Windows: on another drive than the log
        name = rules.resolve().as_posix()
    _check_encodable(name, path)
    if rules_name_problem(name) is not None:
        raise LogError(f"the house rules {rules} are not in the log's folder ({folder}): copy them there")
    return name


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


def _ask_side_names(start: NewMatch, talk: Talk) -> tuple[Sides, Sides]:
    """Ask each side's name when no --side was given (the ids are made from the names) and, in a
    team game, its players, so a season counts each one: (sides, players)."""
    assert start.edition is not None
    edition = start.edition
    try:
        setup = edition.setup(start.players) if start.players else edition.default_setup
    except ValueError as error:
        raise InputError(str(error)) from None
    sides: list[tuple[str, str]] = []
    players: list[tuple[str, str]] = []
    for number in range(1, setup.sides + 1):
        name = ""
        key = N_("log_name_of_team") if setup.teams else N_("log_name_of_player")
        while not name:
            typed = talk.ask(talk.say(key, number=number, sides=setup.sides))
            name = " ".join(normal_name(typed).split())
            fault = name_fault(name)
            if fault is None and any(taken.casefold() == name.casefold() for _, taken in sides):
                fault = NameFault("taken")
            if fault is not None:
                talk.mistake(talk.name_refusal(name, fault, teams=setup.teams))
                name = ""
        side = _side_id(name, {i for i, _ in sides}, number)
        sides.append((side, name))
        if setup.teams:
            taken = {player.casefold() for _, player in players}
            players += [(side, player) for player in _ask_players(talk, name, setup.per_side, taken)]
    return tuple(sides), tuple(players)


def _ask_players(talk: Talk, team: str, per_side: int, taken: set[str]) -> tuple[str, ...]:
    """A team's players, as a season counts them (Enter: none named); offered from its name, where
    it lists as many as sit on the team ("Ana & Cleo"), and then Enter takes them."""
    suggested = team_players(team, per_side)
    label = talk.say("log_players_of_team", team=team)
    if suggested:
        label = talk.say("log_ask_with_default", question=label, default=", ".join(suggested))
    while True:
        typed = talk.ask(label)
        if not typed:
            return suggested or ()
        listed = team_players(typed, per_side)
        if listed is None:
            talk.mistake(talk.say("log_players_count", count=per_side, team=team))
        elif any(player.casefold() in taken for player in listed):
            talk.mistake(talk.say("log_player_taken"))
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


# Talking to the player


class Talk:
    """What a session prints and reads, in one language: every word from the catalog.

    Numbers are printed as the language writes them (1,000; 1 000) and read
    either way; a prompt ends as the language ends one (":" in English, a
    no-break space and ":" in French); a mistake is a sentence of the game,
    never a Click error.
    """

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def say(self, key: str, **values: object) -> str:
        """The catalog's sentence ``key``, its whole numbers formatted for the language."""
        shown = {
            name: format_number(value, self.lang)
            if isinstance(value, int) and not isinstance(value, bool)
            else value
            for name, value in values.items()
        }
        return say(key, self.lang, **shown)

    def tell(self, text: str) -> None:
        """Print a sentence (``say``'s) to the player."""
        _say(text)

    def mistake(self, sentence: str) -> None:
        """Print why an answer is refused, before its question comes again."""
        _say(self.say("log_mistake", sentence=sentence))

    def names(self, sides: Sequence[Side]) -> str:
        """The sides' names as the language lists them: "Ana, Ben and Cleo"."""
        return join_list([side.name for side in sides], self.lang)

    def ask(self, label: str) -> str:
        """One answer typed at a prompt, stripped; ``click.Abort`` at the end of the input."""
        prompt = for_terminal(label + self.say("log_prompt_end"))
        return str(click.prompt(prompt, default="", show_default=False, prompt_suffix="")).strip()

    def count(self, label: str, default: int | None, *, may_stop: bool = False) -> int | None:
        """A whole number, asked until one is typed; Enter gives ``default``.

        With ``may_stop`` (a hand's first question), Enter or the end of the
        input gives ``None``: the player stops for now.
        """
        if may_stop:
            label = self.say("log_ask_or_stop", question=label)
        elif default is not None:
            label = self.say("log_ask_with_default", question=label, default=default)
        while True:
            try:
                text = self.ask(label)
            except click.Abort as stop:
                if not may_stop or is_interrupt(stop):
                    raise  # Ctrl-C: run() says which hands are saved
                click.echo()
                return None
            if not text:
                if may_stop:
                    return None
                if default is not None:
                    return default
                self.mistake(self.say("log_need_number"))
                continue
            value, fault = read_count(text)
            if value is not None:
                return value
            self.mistake(self.say(fault, text=text))

    def yes_no(self, label: str, default: bool) -> bool:
        """Yes or no, in the language's words (y, yes; o, oui); Enter gives ``default``."""
        hint = self.say("log_yes_no_yes" if default else "log_yes_no_no")
        yes = self.say("log_yes_words").split()
        no = self.say("log_no_words").split()
        while True:
            text = self.ask(self.say("log_ask_yes_no", question=label, hint=hint)).casefold()
            if not text:
                return default
            if text in yes:
                return True
            if text in no:
                return False
            self.mistake(self.say("log_not_yes_or_no", text=text))

    def pick(self, label: str, most: int, *, zero: bool = False) -> int | None:
        """A number from 1 to ``most`` (from 0 with ``zero``) typed; Enter gives ``None``."""
        while True:
            text = self.ask(label)
            if not text:
                return None
            value, _ = read_count(text)
            if value is not None and (0 if zero else 1) <= value <= most:
                return value
            self.mistake(self.say("log_pick_between", most=most))

    def name_refusal(self, name: str, fault: NameFault, *, teams: bool) -> str:
        """Why a side's name typed at a prompt is refused, in a sentence."""
        if fault.kind == "taken":
            key = N_("log_name_taken_team") if teams else N_("log_name_taken_player")
            return self.say(key, name=name)
        if fault.kind == "invisible":
            return self.say("log_name_invisible", code=f"U+{ord(fault.char):04X}")
        if fault.kind == "too_long":
            return self.say("log_name_too_long", length=fault.length, most=fault.most)
        return self.say("log_name_empty")


_COUNT_FAULTS = MappingProxyType(
    {"not_a_number": N_("log_not_a_number"), "too_large": N_("log_number_too_large")}
)
"""The catalog's sentence for each reason ``inputs.count_fault`` gives."""


def read_count(text: str) -> tuple[int | None, str]:
    """A whole number typed, read by the rule a sheet's boxes are read by (``inputs.count_fault``).

    Returns the number and "", or ``None`` and the catalog key of the reason.
    """
    value, fault = count_fault(text)
    return (value, "") if fault is None else (None, _COUNT_FAULTS[fault])


# Logging hands


def log_hands(log: LogFile, talk: Talk) -> None:
    """Ask hand after hand until the match is won or the player stops (Enter or end of input)."""
    result = play(log.match)
    if log.match.hands and not result.outcome.finished:
        _say(standings(result, talk))
    while not result.outcome.finished:
        number = len(log.match.hands) + 1
        hand = _ask_valid_hand(log, number, None, talk)
        if hand is None:
            count = len(log.match.hands)
            talk.tell(
                talk.say("log_stopped", path=log.path, logged=counted("log_hands_logged", count, talk.lang))
            )
            return
        log = log.save_hand(hand)
        result = play(log.match)
        _say(hand_report(result, len(log.match.hands), talk.lang))
    talk.tell(talk.say("log_match_over", outcome=outcome_sentence(result, talk.lang)))


def fix_hand(log: LogFile, number: int, talk: Talk) -> None:
    """Show hand ``number``'s answers and let the player change the ones that are wrong.

    The player picks an answer by its number (0 asks the whole hand again,
    each old answer offered as the default) and Enter keeps the hand; a fix
    that would end the match before a later hand is refused and the log kept.
    """
    count = len(log.match.hands)
    if not 1 <= number <= count:
        held = f"hands 1 to {count}" if count else "no hands yet"
        raise LogError(f"there is no hand {number} to fix: the log has {held}", source=str(log.path))
    old = log.match.hands[number - 1]
    talk.tell(talk.say("log_fixing", number=number, path=log.path))
    questions = HandQuestions(log.match, talk, old)
    hand = questions.review(log, number)
    if dict(hand) == dict(old):
        talk.tell(talk.say("log_unchanged", number=number))
        return
    log = log.save_hand(hand, fix=number)
    result = play(log.match)
    _say(hand_report(result, number, talk.lang))
    talk.tell(
        talk.say("log_fixed", number=number, path=log.path, outcome=outcome_sentence(result, talk.lang))
    )


def _ask_valid_hand(log: LogFile, number: int, old: Hand | None, talk: Talk) -> Hand | None:
    """Hand ``number``'s facts, each answer checked as it is typed; ``None`` when the player stops."""
    match = log.match
    _say("\n" + _hand_title(match, number, talk, may_stop=old is None))
    questions = HandQuestions(match, talk, old)
    if not questions.settle(may_stop=old is None):
        return None
    return questions.checked(log, number)


SIDE_QUESTIONS = ("miles", "extension", "safeties", "coups_fourres")
"""What each side is asked, in order: the extension right after the distance that allows it."""

WINNER_QUESTIONS = ("delayed", "two_hundreds", "hundreds_played")
"""What is asked once every side has answered: delayed action of the side that completed the trip,
the 200s of the hand's winner, and whether it laid a 100 when it laid no 200 ([DJ]'s variant)."""

FIRST_ANSWERS: Mapping[str, int | bool] = MappingProxyType(
    {"safeties": 0, "coups_fourres": 0, "extension": False, "delayed": False, "hundreds_played": False}
)
"""What Enter answers to a question asked for the first time (none for a distance or the 200s)."""


class HandQuestions:
    """One hand's questions, each answer checked against every answer given before it.

    An answer is taken when the hand can still be valid (``generator.rules.answers``);
    when it cannot, the reason is shown and the question asked again, or,
    where earlier answers are involved, the player says which answer is
    wrong and only that one is asked again.
    """

    def __init__(self, match: Match, talk: Talk, old: Hand | None = None) -> None:
        self.match = match
        self.talk = talk
        self.sides = match.side_ids
        self.old = old
        # The answers given so far; for a fix, the hand as logged.
        self.known: dict[str, dict[str, int | bool]] = {side: {} for side in self.sides}
        # Each question's last answer: what Enter gives when it is asked again.
        self.previous: dict[str, dict[str, int | bool]] = {side: {} for side in self.sides}
        if old is not None:
            for side, values in _answers(old).items():
                self.known[side] = dict(values)
                self.previous[side] = dict(values)
            self._prune()
        self._asking: str | None = None  # the side whose questions are being asked

    # Which questions are asked

    def _scored(self, *lines: Line) -> bool:
        scoring = self.match.edition.scoring
        return scoring is not None and any(scoring.scores(line) for line in lines)

    def _base_hand(self) -> dict[str, SideFacts] | None:
        """Every side's facts once each side's own questions are answered; ``None`` before."""
        for side in self.sides:
            for fact in SIDE_QUESTIONS:
                if fact not in self.known[side] and self.asked(side, fact) is not False:
                    return None
        return {side: self._facts(side) for side in self.sides}

    def _facts(self, side: str) -> SideFacts:
        known = self.known[side]
        return SideFacts(
            miles=int(known.get("miles", 0)),
            safeties=int(known.get("safeties", 0)),
            coups_fourres=int(known.get("coups_fourres", 0)),
            two_hundreds=int(known["two_hundreds"]) if "two_hundreds" in known else None,
            delayed=bool(known.get("delayed", False)),
            extension=bool(known.get("extension", False)),
            hundreds_played=bool(known["hundreds_played"]) if "hundreds_played" in known else None,
        )

    def asked(self, side: str, fact: str) -> bool | None:
        """Whether ``side`` is asked ``fact``, given the answers so far; ``None`` until they tell.

        Only what the edition scores: the safeties where safeties score, the
        coups fourrés of a side that laid a safety, the extension of a side
        that reached the short trip while nobody else called it, delayed
        action of the side that completed the trip, the 200s of the hand's
        winner where a win without a 200 scores, and whether that winner laid
        a 100 when it laid no 200, where a win without either scores ([DJ]).
        """
        known = self.known[side]
        setup = self.match.setup
        if fact == "miles":
            return True
        if fact == "extension":
            if not setup.extension:
                return False
            if "miles" not in known:
                return None
            others = any(self.known[other].get("extension") for other in self.sides if other != side)
            return int(known["miles"]) >= setup.trip and not others
        if fact == "safeties":
            return self._scored(Line.SAFETIES, Line.ALL_SAFETIES, Line.COUPS_FOURRES)
        if fact == "coups_fourres":
            if not self._scored(Line.COUPS_FOURRES):
                return False
            return None if "safeties" not in known else int(known["safeties"]) > 0
        lines = {
            "delayed": (Line.DELAYED_ACTION,),
            "two_hundreds": (Line.SAFE_TRIP, Line.WITHOUT_HUNDREDS),
            "hundreds_played": (Line.WITHOUT_HUNDREDS,),
        }[fact]
        if not self._scored(*lines):
            return False
        if fact == "hundreds_played":
            if "two_hundreds" not in known:
                return None
            if int(known["two_hundreds"]) != 0:
                return False
        hand = self._base_hand()
        if hand is None:
            return None
        length = trip_length(self.match.edition, setup, hand)
        if fact == "delayed":
            return completer(self.match.edition, hand, length) == side
        return hand_winner(self.match.edition, hand, length) == side

    def _prune(self) -> None:
        """Forget the answers to questions no longer asked (the 200s of a side that no longer wins)."""
        changed = True
        while changed:
            changed = False
            for side in self.sides:
                for fact in list(self.known[side]):
                    if self.asked(side, fact) is False:
                        del self.known[side][fact]
                        changed = True

    def next_question(self) -> Answer | None:
        """The first question asked and not yet answered, in the order they are asked."""
        for facts in (SIDE_QUESTIONS, WINNER_QUESTIONS):
            for side in self.sides:
                for fact in facts:
                    if fact not in self.known[side] and self.asked(side, fact):
                        return Answer(side, fact)
        return None

    def answers(self) -> list[Answer]:
        """Every answer given, in the order they are asked."""
        return [
            Answer(side, fact)
            for facts in (SIDE_QUESTIONS, WINNER_QUESTIONS)
            for side in self.sides
            for fact in facts
            if fact in self.known[side]
        ]

    def hand(self) -> Hand:
        """The hand the answers make, each fact not asked at its default (as a player types a log).

        A fix keeps the 200s a log gave a side that did not win, where they still fit its distance.
        """
        facts = {}
        for side in self.sides:
            own = self._facts(side)
            kept = self.old[side].two_hundreds if self.old is not None else None
            if "two_hundreds" not in self.known[side] and kept is not None and 200 * kept <= own.miles:
                own = own._replace(two_hundreds=kept)
            facts[side] = own
        return MappingProxyType(facts)

    # Asking

    def settle(self, *, may_stop: bool = False) -> bool:
        """Ask every question not yet answered, in order; ``False`` when the player stops at the first."""
        while (question := self.next_question()) is not None:
            side, fact = question
            if fact == "two_hundreds" and int(self.known[side]["miles"]) < 200:
                self.known[side][fact] = 0  # no 200 fits under 200 miles: nothing to ask
                continue
            if fact == "hundreds_played" and int(self.known[side]["miles"]) < 100:
                self.known[side][fact] = False  # no 100 fits under 100 miles: nothing to ask
                continue
            if not self._answer(question, may_stop=may_stop):
                return False
            may_stop = False
        return True

    def _answer(self, question: Answer, *, may_stop: bool) -> bool:
        """Ask one question until its answer fits the hand so far (``False``: the player stopped).

        When the answer clashes with earlier answers, the player picks the
        one that is wrong; it is forgotten, to be asked again next.
        """
        side, fact = question
        while True:
            value = self._ask(question, may_stop=may_stop)
            if value is None:
                return False
            may_stop = False
            self.previous[side][fact] = value
            before = self.known
            self.known = {s: dict(answers) for s, answers in before.items()}
            self.known[side][fact] = value
            self._prune()  # an answer that no longer applies goes first (the delayed action of 1,000 → 800)
            error = problem(self.match.edition, self.match.setup, self.known, self.sides)
            if error is None:
                return True
            self.talk.mistake(self.refusal(error, self.known))
            del self.previous[side][fact]  # a refused answer is no default
            involved = [
                question,
                *(a for a in clash(error, self.known, self.match.edition, self.match.setup) if a != question),
            ]
            if len(involved) == 1:
                self.known = before
                continue
            wrong = self._which(involved)
            self.previous[wrong.side].pop(wrong.fact, None)
            self._forget(wrong)
            return True

    def _ask(self, question: Answer, *, may_stop: bool) -> int | bool | None:
        side, fact = question
        talk = self.talk
        name = self._name(side)
        if fact in SIDE_QUESTIONS and self._asking != side:
            _say(name)
            self._asking = side
        default = self.previous[side].get(fact, FIRST_ANSWERS.get(fact))
        if fact == "extension":
            extended = self.match.edition.extended_trip
            return talk.yes_no(talk.say("log_ask_extension", extended=extended), bool(default))
        if fact == "delayed":
            return talk.yes_no(talk.say("log_ask_delayed", name=name), bool(default))
        if fact == "hundreds_played":
            return talk.yes_no(talk.say("log_ask_hundreds_played", name=name), bool(default))
        label = {
            "miles": lambda: talk.say("log_ask_miles"),
            "safeties": lambda: talk.say("log_ask_safeties"),
            "coups_fourres": lambda: talk.say("log_ask_coups_fourres"),
            "two_hundreds": lambda: talk.say("log_ask_two_hundreds", name=name),
        }[fact]()
        shown = None if default is None else int(default)
        return talk.count(label, shown, may_stop=may_stop)

    def _which(self, involved: list[Answer]) -> Answer:
        """The answer the player says is wrong, among those that clash (Enter: the one just given)."""
        for number, answer in enumerate(involved, start=1):
            _say(f"  {number:>2}  {self._answer_text(answer)}")
        chosen = self.talk.pick(self.talk.say("log_which_answer", most=len(involved)), len(involved))
        return involved[(chosen or 1) - 1]

    def _forget(self, answer: Answer) -> None:
        del self.known[answer.side][answer.fact]
        self._asking = None
        self._prune()

    # Reviewing: a fix, or a hand the whole-hand checks refuse

    def review(self, log: LogFile, number: int) -> Hand:
        """Show the answers, numbered; the player changes any of them until Enter keeps the hand."""
        while True:
            answers = self.answers()
            for index, answer in enumerate(answers, start=1):
                _say(f"  {index:>2}  {self._answer_text(answer)}")
            talk = self.talk
            chosen = talk.pick(talk.say("log_fix_which", most=len(answers)), len(answers), zero=True)
            if chosen is None:
                return self.checked(log, number)
            if chosen == 0:
                _say(talk.say("log_fix_all"))
                self.known = {side: {} for side in self.sides}
            else:
                self._forget(answers[chosen - 1])
            self._asking = None
            self.settle()

    def checked(self, log: LogFile, number: int) -> Hand:
        """The hand, once the match with it passes every check; else the reason and the review.

        A hand that would end the match before a hand logged after it (a fix)
        is refused, the log unchanged.
        """
        match = log.match
        hand = self.hand()
        hands = list(match.hands)
        hands[number - 1 : number] = [hand]
        try:
            play(match._replace(hands=tuple(hands)))
        except FactError as error:
            if error.hand != number:
                raise LogError(
                    self.talk.say(
                        "log_fix_breaks_hand",
                        number=number,
                        later=error.hand,
                        reason=self.refusal(
                            error, {s: f._asdict() for s, f in hands[(error.hand or 1) - 1].items()}
                        ),
                    ),
                    source=str(log.path),
                ) from None
            self.talk.mistake(self.refusal(error, self.known))
            return self.review(log, number)
        except MatchOverError as error:
            raise LogError(
                self.talk.say("log_fix_ends_match", number=number, after=error.after, later=error.hand),
                source=str(log.path),
            ) from None
        return hand

    # What the player reads

    def _name(self, side: str) -> str:
        return next(s.name for s in self.match.sides if s.id == side)

    def _answer_text(self, answer: Answer) -> str:
        """ "Ana & Cleo: miles 650": an answer as the review lists it."""
        value = self.known[answer.side].get(answer.fact)
        talk = self.talk
        if isinstance(value, bool):
            shown = talk.say("log_yes" if value else "log_no")
        else:
            shown = "" if value is None else format_number(value, talk.lang)
        fact = talk.say(FACT_NAMES[answer.fact])
        return talk.say("log_answer", name=self._name(answer.side), fact=fact, value=shown)

    def refusal(self, error: FactError, known: Answers) -> str:
        """Why the answers break a rule, in a sentence of the game naming the sides and numbers."""
        return refusal(error, self.talk.lang, match=self.match, known=known)


def _answers(hand: Hand) -> Answers:
    """A logged hand's facts as answers (a fact never given left out)."""
    return {
        side: {key: value for key, value in facts._asdict().items() if value is not None}
        for side, facts in hand.items()
    }


FACT_NAMES: Mapping[str, str] = MappingProxyType(
    {
        "miles": N_("log_fact_miles"),
        "safeties": N_("log_fact_safeties"),
        "coups_fourres": N_("log_fact_coups_fourres"),
        "two_hundreds": N_("log_fact_two_hundreds"),
        "delayed": N_("log_fact_delayed"),
        "extension": N_("log_fact_extension"),
        "hundreds_played": N_("log_fact_hundreds_played"),
    }
)
"""The name of each fact in the review's list."""


def _say(text: str) -> None:
    """Print to the terminal, control and escape characters shown as escapes (``textout.visible``)."""
    click.echo(for_terminal(text))


# What the session shows


def _hand_title(match: Match, number: int, talk: Talk, *, may_stop: bool) -> str:
    trip = match.setup.trip
    exact = match.edition.exact_finish
    if match.edition.match_kind is MatchKind.GAMES:
        key = N_("log_game_title") if exact else N_("log_game_title_or_more")
        title = talk.say(key, number=number, trip=trip)
    elif not exact:  # [DJ14] "1000 Miles, or more!"
        title = talk.say("log_hand_title_or_more", number=number, trip=trip)
    elif match.setup.extension:
        extended = match.edition.extended_trip
        title = talk.say("log_hand_title_extension", number=number, trip=trip, extended=extended)
    else:
        title = talk.say("log_hand_title", number=number, trip=trip)
    return talk.say("log_heading_stop" if may_stop else "log_heading", title=title)


def standings(result: MatchResult, talk: Talk) -> str:
    """Where the match stands, for a session that goes on with a log: "After 3 hands: Ana 4,000, …"."""
    match = result.match
    parts = [talk.say("side_count", name=side.name, count=result.totals[side.id]) for side in match.sides]
    games = match.edition.match_kind is MatchKind.GAMES
    key = N_("log_standings_games") if games else N_("log_standings_points")
    hands = counted("term_hands", len(result.hands), talk.lang)
    return talk.say(key, hands=hands, standings=say("comma", talk.lang).join(parts))


def hand_report(result: MatchResult, number: int, lang: str) -> str:
    """Hand ``number``'s lines for every side, its total and the running totals, as ``bornes score``
    prints them (``textout.ScoreColumns``)."""
    columns = ScoreColumns(result, lang)
    return "\n".join(
        [_hand_winner_sentence(result, number, lang), columns.header(), *columns.hand_rows(number)]
    )


def _hand_winner_sentence(result: MatchResult, number: int, lang: str) -> str:
    match = result.match
    hand = result.hands[number - 1]
    games = match.edition.match_kind is MatchKind.GAMES
    if hand.winner is None:
        return say("term_game_no_winner" if games else "term_hand_no_winner", lang, number=number)
    winner = next(s.name for s in match.sides if s.id == hand.winner)
    return say("term_game_won_by" if games else "term_hand_won_by", lang, number=number, winner=winner)
