"""A match log as ``bornes log`` keeps it: opened, or started from the command's options, and saved
a hand at a time.

``open_log`` reads a log (its options, when given, must agree with it) or
starts one: the sides' names from ``--side`` or asked at the terminal, with a
team's players, so that a season counts each one. ``LogFile.save_hand`` saves
one more hand, or a fixed one.

Every write goes through ``generator.files.write_output`` (a temporary file,
then a rename; a symlink's target, a hard-linked file in place) and happens
only once a hand is complete and valid. Nothing typed is lost and nothing
written is stale:

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
"""

from __future__ import annotations

import datetime
import os
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from generator.errors import HouseRulesError, InputError, LogError, OutputError
from generator.files import (
    AlreadyExists,
    TextFile,
    house_rules_beside,
    read_text_file,
    rules_beside,
    write_output,
)
from generator.inputs import (
    NameFault,
    name_fault,
    name_problem,
    normal_name,
    parse_toml,
)
from generator.matchlog.parse import build_match, parse_log, team_players
from generator.matchlog.terminal import Talk, echo
from generator.matchlog.write import append_hand, hand_block, log_text, replace_hand
from generator.rules.editions import Edition
from generator.rules.interview import Hand
from generator.rules.match import Match, Side, on_two_sides
from generator.text.i18n import N_, say
from generator.text.languages import EN, Lang


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
    lang: Lang = EN  # the session's language, for what saving tells the player

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
        echo(say("log_changed_meanwhile", self.lang, path=self.path))
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


def kept_on_interrupt(path: Path, opened: LogFile | None, fix: int | None) -> str:
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


def open_log(path: Path, start: NewMatch, *, lang: Lang | None = None) -> LogFile:
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

    A log names only house rules in its folder or below, by the rule its
    reader applies (``files.rules_beside``), so that a log sent by anyone
    opens no other file: rules elsewhere are refused here.
    """
    if rules is None:
        return None
    folder = path.resolve().parent
    try:
        name = Path(os.path.relpath(rules.resolve(), folder)).as_posix()
    except ValueError:  # Windows: on another drive than the log
        name = rules.resolve().as_posix()
    _check_encodable(name, path)
    try:
        rules_beside(folder / path.name, name)
    except HouseRulesError:
        raise LogError(
            f"the house rules {rules} are not in the log's folder ({folder}): copy them there"
        ) from None
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
    team game, its players, so a season counts each one: (sides, players).

    A person goes on one side only (``rules.match.on_two_sides``): players
    typed that another side counts are asked again, and a team that names no
    players but is named as another side's player ("Ana", after "Ana & Cleo")
    has its name asked again.
    """
    assert start.edition is not None
    edition = start.edition
    try:
        setup = edition.setup(start.players) if start.players else edition.default_setup
    except ValueError as error:
        raise InputError(str(error)) from None
    sides: list[Side] = []
    for number in range(1, setup.sides + 1):
        while True:
            name = _ask_name(talk, number, setup.sides, sides, teams=setup.teams)
            side = Side(_side_id(name, {s.id for s in sides}, number), name)
            if setup.teams:
                side = side._replace(players=_ask_players(talk, side, setup.per_side, sides))
            twice = on_two_sides([*sides, side])
            if twice is None:
                break
            talk.mistake(talk.say("log_team_is_a_player", team=name, other=twice.first.name))
        sides.append(side)
    return (
        tuple((side.id, side.name) for side in sides),
        tuple((side.id, player) for side in sides for player in side.players),
    )


def _ask_name(talk: Talk, number: int, count: int, sides: Sequence[Side], *, teams: bool) -> str:
    """Side ``number``'s name, asked until it is a name no side before it has."""
    key = N_("log_name_of_team") if teams else N_("log_name_of_player")
    while True:
        typed = talk.ask(talk.say(key, number=number, sides=count))
        name = " ".join(normal_name(typed).split())
        fault = name_fault(name)
        if fault is None and any(side.name.casefold() == name.casefold() for side in sides):
            fault = NameFault("taken")
        if fault is None:
            return name
        talk.mistake(talk.name_refusal(name, fault, teams=teams))


def _ask_players(talk: Talk, team: Side, per_side: int, sides: Sequence[Side]) -> tuple[str, ...]:
    """A team's players, as a season counts them (Enter: none named); offered from its name, where
    it lists as many as sit on the team ("Ana & Cleo"), and then Enter takes them. Players that a
    side before it counts (``on_two_sides``) are refused, naming that side."""
    suggested = team_players(team.name, per_side)
    label = talk.say("log_players_of_team", team=team.name)
    if suggested:  # Enter takes the names offered, not none: the question says so by its default alone
        label = talk.say(
            "log_ask_with_default",
            question=talk.say("log_players_of_team_offered", team=team.name),
            default=", ".join(suggested),
        )
    while True:
        typed = talk.ask(label)
        if not typed and not suggested:
            return ()  # counted as one player, under its name: checked with its name
        listed = team_players(typed, per_side) if typed else suggested
        twice = None if listed is None else on_two_sides([*sides, team._replace(players=listed)])
        if listed is None:
            talk.mistake(talk.say("log_players_count", count=per_side, team=team.name))
        elif twice is not None:
            talk.mistake(
                talk.say(
                    "log_player_on_two_sides", player=twice.person, other=twice.first.name, team=team.name
                )
            )
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
