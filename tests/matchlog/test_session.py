"""`bornes log`: logging a match through Click's test runner, answers given as input."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from generator.cli import main
from generator.matchlog.load import load_match
from generator.rules import play
from tests.conftest import EXAMPLES
from tests.terminal import CtrlCAfter

START = [
    "--edition",
    "parker-brothers",
    "--players",
    "4",
    "--side",
    "ns=Ana & Cleo",
    "--side",
    "ew=Ben & Dev",
    "--title",
    "Friday night",
    "--date",
    "2026-11-27",
]

# Friday night's four hands as a player answers them: per side miles,
# safeties and (when some) coups fourrés; then delayed action for the side
# that completed the trip, then the 200s of the hand's winner.
FRIDAY_NIGHT = [
    ["1000", "2", "1", "575", "1", "0", "y", "1"],
    ["650", "1", "0", "1000", "1", "0", "n", "0"],
    ["1000", "1", "0", "800", "0", "n", "2"],
    ["425", "0", "1000", "2", "1", "n", "0"],
]


def answers(*hands: list[str]) -> str:
    return "".join(line + "\n" for hand in hands for line in hand)


@pytest.fixture
def friday(tmp_path: Path) -> Path:
    """A copy of the Friday night example, comments and all."""
    return Path(shutil.copy(EXAMPLES / "friday-night.toml", tmp_path / "friday.toml"))


def test_a_match_entered_hand_by_hand_is_the_example_match_and_stops_when_won(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(main, ["log", str(log), *START], input=answers(*FRIDAY_NIGHT))
    assert result.exit_code == 0, result.output
    assert load_match(log) == load_match(EXAMPLES / "friday-night.toml")
    assert "Hand 1: Ana & Cleo won." in result.output
    assert "running total 2,200 675" in " ".join(result.output.split())
    assert result.output.rstrip().endswith("The match is over. Winner: Ben & Dev, 5,475: first past 5,000.")


def test_input_ending_mid_hand_leaves_the_log_exactly_as_it_was(runner: CliRunner, friday: Path) -> None:
    before = friday.read_bytes()
    shorter = friday.read_text(encoding="utf-8")
    friday.write_text(shorter[: shorter.rindex("[[hands]]")], encoding="utf-8")
    before = friday.read_bytes()
    result = runner.invoke(main, ["log", str(friday)], input="425\n0\n1000\n")
    assert result.exit_code == 1
    assert "Aborted" in result.output
    assert friday.read_bytes() == before
    assert [p.name for p in friday.parent.iterdir()] == ["friday.toml"]  # no temporary file left


def test_enter_at_a_hand_s_first_question_stops_and_keeps_the_hands_so_far(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(main, ["log", str(log), *START], input=answers(FRIDAY_NIGHT[0]) + "\n")
    assert result.exit_code == 0, result.output
    assert "1 hand logged" in result.output
    assert len(load_match(log).hands) == 1
    more = runner.invoke(main, ["log", str(log)], input=answers(*FRIDAY_NIGHT[1:]))
    assert more.exit_code == 0, more.output
    assert load_match(log) == load_match(EXAMPLES / "friday-night.toml")


def test_appending_keeps_the_comments_of_a_log_typed_by_hand(runner: CliRunner, friday: Path) -> None:
    text = friday.read_text(encoding="utf-8")
    friday.write_text(text[: text.rindex("[[hands]]")], encoding="utf-8")
    result = runner.invoke(main, ["log", str(friday)], input=answers(FRIDAY_NIGHT[3]))
    assert result.exit_code == 0, result.output
    assert friday.read_text(encoding="utf-8").startswith(text[: text.rindex("[[hands]]")].rstrip("\n"))
    assert load_match(friday) == load_match(EXAMPLES / "friday-night.toml")


def test_fix_of_a_hand_that_does_not_exist_is_refused(runner: CliRunner, friday: Path) -> None:
    result = runner.invoke(main, ["log", str(friday), "--fix", "9"])
    assert result.exit_code == 1
    assert "there is no hand 9 to fix: the log has hands 1 to 4" in result.output


def test_a_finished_match_asks_nothing(runner: CliRunner, friday: Path) -> None:
    result = runner.invoke(main, ["log", str(friday)])
    assert result.exit_code == 0
    assert "The match is over. Winner: Ben & Dev" in result.output


def _new_team_game(runner: CliRunner, log: Path, typed: str) -> Result:
    """``bornes log`` starting a four-player Parker Brothers log, its names and players typed."""
    start = ["--edition", "parker-brothers", "--players", "4", "--date", "2026-11-27"]
    return runner.invoke(main, ["log", str(log), *start], input=typed)


def test_a_team_s_players_are_asked_offered_from_its_name_and_checked(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    # Team 1: its name lists its players, Enter takes them; team 2: one name is not two, a player
    # of team 1 is refused, then two are given.
    result = _new_team_game(runner, log, "Ana & Cleo\n\nThe Kings\nBen\nBen, ana\nBen, Dev\n\n")
    assert result.exit_code == 0, result.output
    # Enter takes the names offered: "(Enter: none)" only where none are.
    assert "Players of Ana & Cleo, separated by commas [Ana, Cleo]:" in result.output
    assert "Players of The Kings, separated by commas (Enter: none):" in result.output
    assert "✗ Name the 2 players of The Kings, separated by commas, each once." in result.output
    taken = "✗ ana already plays in Ana & Cleo: a player has one side, so The Kings cannot count them too."
    assert taken in result.output
    sides = load_match(log).sides
    assert [(s.name, s.players) for s in sides] == [
        ("Ana & Cleo", ("Ana", "Cleo")),
        ("The Kings", ("Ben", "Dev")),
    ]


def test_a_team_that_names_no_players_but_is_another_team_s_player_is_named_again(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    # Team 2 is "Ana", Enter at its players: it would count as Ana, who plays in team 1.
    result = _new_team_game(runner, log, "Ana & Cleo\n\nAna\n\nBen & Dev\n\n\n")
    assert result.exit_code == 0, result.output
    assert (
        "✗ Ana names no players, so it counts as one player under its name, who already plays in "
        "Ana & Cleo: a player has one side. Give the team another name, or name its players."
    ) in result.output
    assert [(s.name, s.players) for s in load_match(log).sides] == [
        ("Ana & Cleo", ("Ana", "Cleo")),
        ("Ben & Dev", ("Ben", "Dev")),
    ]


def test_a_player_of_another_team_given_as_an_option_is_refused_naming_both_sides(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    options = ["--edition", "parker-brothers", "--players", "4", "--side", "ns=Ana & Cleo"]
    options += ["--side", "ew=Ana"]
    result = runner.invoke(main, ["log", str(log), *options, "--player", "ns=Ana", "--player", "ns=Cleo"])
    assert result.exit_code == 1
    assert "'Ana' plays in side 'ns' ('Ana & Cleo') and is side 'ew' (it names no players)" in result.output
    assert not log.exists()


def test_players_given_as_options_and_no_players_for_a_side_that_names_none(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    options = ["--edition", "parker-brothers", "--players", "4", "--side", "ns=Aces", "--side", "ew=Kings"]
    players = ["--player", "ns=Ana", "--player", "ns=Cleo"]
    result = runner.invoke(main, ["log", str(log), *options, *players], input="\n")
    assert result.exit_code == 0, result.output
    assert [(s.name, s.players) for s in load_match(log).sides] == [("Aces", ("Ana", "Cleo")), ("Kings", ())]
    again = runner.invoke(main, ["log", str(log), "--player", "ns=Zoé"], input="\n")
    assert again.exit_code == 1
    assert "--player differ from it" in again.output
    stray = runner.invoke(main, ["log", str(tmp_path / "b.toml"), *options, "--player", "nw=Ana"])
    assert stray.exit_code == 1
    assert "--player names side 'nw', which no --side gives" in stray.output


def test_a_new_log_needs_an_edition(runner: CliRunner, tmp_path: Path) -> None:
    result = runner.invoke(main, ["log", str(tmp_path / "new.toml")])
    assert result.exit_code == 1
    assert "no such log: to start one, give --edition ID" in result.output
    assert not (tmp_path / "new.toml").exists()


def test_a_new_log_in_a_missing_folder_is_refused_before_any_question(
    runner: CliRunner, tmp_path: Path
) -> None:
    result = runner.invoke(
        main, ["log", str(tmp_path / "nowhere" / "new.toml"), "--edition", "dujardin-2025"]
    )
    assert result.exit_code == 1
    assert "does not exist" in result.output
    assert "Name of" not in result.output


def test_options_that_disagree_with_an_existing_log_are_refused(runner: CliRunner, friday: Path) -> None:
    result = runner.invoke(main, ["log", str(friday), "--edition", "winning-moves"])
    assert result.exit_code == 1
    assert "--edition/--rules differ from it" in result.output
    same = runner.invoke(main, ["log", str(friday), *START])
    assert same.exit_code == 0, same.output


def test_a_match_with_house_rules_is_logged_with_the_rules_file_named_relative_to_the_log(
    runner: CliRunner, tmp_path: Path
) -> None:
    (tmp_path / "logs" / "rules").mkdir(parents=True)
    log = tmp_path / "logs" / "club.toml"
    rules = tmp_path / "logs" / "rules" / "swapped-bonuses.toml"
    rules.write_bytes((EXAMPLES / "rules" / "swapped-bonuses.toml").read_bytes())
    start = ["--rules", str(rules), "--players", "4", "--side", "red=Les Rouges", "--side", "blue=The Blues"]
    hand = ["1000", "1", "0", "0", "0", "n", "0"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(hand) + "\n")
    assert result.exit_code == 0, result.output
    match = load_match(log)
    assert match.edition.house_rules == "Safe trip 500, shut-out 300"
    assert play(match).totals["red"] == 2300  # safe trip 500, shut-out 300
    assert 'rules = "rules/swapped-bonuses.toml"' in log.read_text(encoding="utf-8")


@pytest.mark.parametrize("where", ["a folder beside the log's", "a name that is not text"])
def test_house_rules_a_log_could_not_name_are_refused_before_any_question(
    where: str, runner: CliRunner, tmp_path: Path
) -> None:
    # A log names house rules only in its folder (no absolute path, no ..), in text.
    (tmp_path / "logs").mkdir()
    log = tmp_path / "logs" / "club.toml"
    if where == "a folder beside the log's":
        rules = tmp_path / "swapped-bonuses.toml"
        says = f"Error: the house rules {rules} are not in the log's folder ({log.parent}): copy them there\n"
    else:
        rules = tmp_path / "logs" / os.fsdecode(b"r\xe8gles.toml")
        says = "is not valid text (undecodable bytes)"
    rules.write_bytes((EXAMPLES / "rules" / "swapped-bonuses.toml").read_bytes())
    result = runner.invoke(main, ["log", str(log), "--rules", str(rules), *START[2:]], input="1000\n")
    assert result.exit_code == 1, result.output
    assert says in result.stderr
    assert result.stderr.count("\n") == 1
    assert "Traceback" not in result.output
    assert result.stdout == ""
    assert not log.exists()


# Nothing lost: two sessions, an editor, links, modes, comments, BOM and CRLF

LAST_HAND = answers(FRIDAY_NIGHT[3])
FIX_MILES = "1\n700\n\n"
"""``--fix``: the first answer (the first side's miles) changed to 700, then Enter keeps the hand."""


@pytest.fixture
def three_hands(friday: Path) -> Path:
    """Friday night without its last hand, so one more hand can be logged."""
    text = friday.read_text(encoding="utf-8")
    friday.write_text(text[: text.rindex("[[hands]]")], encoding="utf-8")
    return friday


def test_a_second_session_on_the_same_log_is_refused_at_once(runner: CliRunner, three_hands: Path) -> None:
    from generator.files import LogLock

    before = three_hands.read_bytes()
    with LogLock(three_hands):
        result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 1
    assert (
        result.stderr
        == f"Error: {three_hands}: another `bornes log` or `bornes import` is writing this log: "
        "finish that one first\n"
    )
    assert "miles" not in result.stdout
    assert three_hands.read_bytes() == before


def _edited_while_asking(monkeypatch: pytest.MonkeyPatch, edit: Callable[[Path], object]) -> None:
    """The player's editor changes the log while the session waits at its last question."""
    from generator.matchlog import session

    ask = session._ask_valid_hand

    def asking(
        log: session.LogFile, number: int, old: session.Hand | None, talk: session.Talk
    ) -> session.Hand | None:
        hand = ask(log, number, old, talk)
        if hand is not None:
            edit(log.path)
        return hand

    monkeypatch.setattr(session, "_ask_valid_hand", asking)


def test_an_editor_s_changes_stay_and_the_hand_goes_into_them(
    runner: CliRunner, three_hands: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def edit(path: Path) -> None:
        text = path.read_text(encoding="utf-8").replace('title = "Friday night"', 'title = "Fixed title"')
        path.write_text(text.replace("# seed 000, hand 1", "# checked by Ben"), encoding="utf-8")

    _edited_while_asking(monkeypatch, edit)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 0, result.output
    text = three_hands.read_text(encoding="utf-8")
    assert 'title = "Fixed title"' in text
    assert "# checked by Ben" in text
    match = load_match(three_hands)
    assert match.title == "Fixed title"
    assert match.hands == load_match(EXAMPLES / "friday-night.toml").hands


def test_an_edited_log_that_no_longer_reads_stops_the_session_and_is_kept(
    runner: CliRunner, three_hands: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = 'edition = "parker-brothers"\n[sides\n'
    _edited_while_asking(monkeypatch, lambda path: path.write_text(broken, encoding="utf-8"))
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 1
    (line,) = result.stderr.splitlines()
    assert "was changed meanwhile and no longer reads" in line
    assert "add it yourself: [[hands]] ns = { miles = 425 } ew = { miles = 1000, safeties = 2" in line
    assert three_hands.read_text(encoding="utf-8") == broken


def test_a_hand_that_no_longer_fits_the_edited_log_stops_the_session(
    runner: CliRunner, three_hands: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    won = (EXAMPLES / "friday-night.toml").read_text(encoding="utf-8")  # the editor logged hand 4
    _edited_while_asking(monkeypatch, lambda path: path.write_text(won, encoding="utf-8"))
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 1
    assert "the hand no longer fits" in result.stderr
    assert "add it yourself" in result.stderr
    assert three_hands.read_text(encoding="utf-8") == won


def test_a_symlinked_log_gets_the_hand_in_its_target_and_stays_a_link(
    runner: CliRunner, three_hands: Path, tmp_path: Path
) -> None:
    link = tmp_path / "elsewhere" / "friday.toml"
    link.parent.mkdir()
    link.symlink_to(three_hands)
    result = runner.invoke(main, ["log", str(link)], input=LAST_HAND)
    assert result.exit_code == 0, result.output
    assert link.is_symlink()
    assert load_match(three_hands) == load_match(EXAMPLES / "friday-night.toml")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["elsewhere", "friday.toml"]


def test_a_hard_linked_log_gets_the_hand_under_every_name(
    runner: CliRunner, three_hands: Path, tmp_path: Path
) -> None:
    other = tmp_path / "copy.toml"
    os.link(three_hands, other)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 0, result.output
    assert os.path.samefile(three_hands, other)
    assert load_match(other) == load_match(EXAMPLES / "friday-night.toml")


def test_a_private_log_stays_private(runner: CliRunner, three_hands: Path) -> None:
    three_hands.chmod(0o600)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 0, result.output
    assert three_hands.stat().st_mode & 0o777 == 0o600


def test_a_new_log_follows_the_umask(runner: CliRunner, tmp_path: Path) -> None:
    old = os.umask(0o077)
    try:
        result = runner.invoke(main, ["log", str(tmp_path / "new.toml"), *START], input="\n")
    finally:
        os.umask(old)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "new.toml").stat().st_mode & 0o777 == 0o600


def test_a_read_only_log_is_refused_before_the_first_question(runner: CliRunner, three_hands: Path) -> None:
    before = three_hands.read_bytes()
    three_hands.chmod(0o444)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 1
    assert result.stderr == f"Error: {three_hands}: is read-only: make it writable to log hands in it\n"
    assert result.stdout == ""
    assert three_hands.read_bytes() == before


def test_a_log_in_a_folder_that_cannot_be_written_is_refused_before_the_first_question(
    runner: CliRunner, three_hands: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*_args: object, **_kwargs: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("tempfile.mkstemp", refuse)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 1
    assert result.stdout == ""
    assert "cannot be written (Permission denied)" in result.stderr


def test_a_250_character_log_name_works(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / ("f" * 245 + ".toml")
    result = runner.invoke(main, ["log", str(log), *START], input=answers(FRIDAY_NIGHT[0]) + "\n")
    assert result.exit_code == 0, result.output
    assert len(load_match(log).hands) == 1
    assert [p.name for p in tmp_path.iterdir()] == [log.name]


@pytest.mark.parametrize("number", [2, 3])
def test_fix_keeps_every_comment(runner: CliRunner, friday: Path, number: int) -> None:
    text = friday.read_text(encoding="utf-8")
    text = text[: text.rindex("[[hands]]")]  # three hands: hand 3 is the last
    text = text.replace(
        "ew = { miles = 800, safeties = 0 }", "# inside hand 3\new = { miles = 800 }  # Ben\n"
    )
    text = text.replace("ns = { miles = 650, safeties = 1 }", "ns = { miles = 650, safeties = 1 }  # CF?")
    friday.write_text(text + "\n# the end\n", encoding="utf-8")
    comments = [line.partition("#")[2] for line in friday.read_text("utf-8").splitlines() if "#" in line]
    result = runner.invoke(main, ["log", str(friday), "--fix", str(number)], input=FIX_MILES)
    assert result.exit_code == 0, result.output
    after = [line.partition("#")[2] for line in friday.read_text("utf-8").splitlines() if "#" in line]
    assert after == comments
    assert load_match(friday).hands[number - 1]["ns"].miles == 700


@pytest.mark.parametrize("fix", [False, True])
def test_a_byte_order_mark_and_crlf_line_endings_are_kept(
    runner: CliRunner, three_hands: Path, fix: bool
) -> None:
    text = three_hands.read_text(encoding="utf-8")
    three_hands.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    args, given = (["--fix", "2"], FIX_MILES) if fix else ([], LAST_HAND)
    result = runner.invoke(main, ["log", str(three_hands), *args], input=given)
    assert result.exit_code == 0, result.output
    data = three_hands.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert data.count(b"\n") == data.count(b"\r\n") > 20
    assert len(load_match(three_hands).hands) == (3 if fix else 4)


def waiting_session(log: Path) -> subprocess.Popen[bytes]:
    """A real ``bornes log`` waiting at its first question, as in a second terminal."""
    child = subprocess.Popen(
        [sys.executable, "-m", "generator", "log", str(log)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert child.stdout is not None
    seen = b""
    while b"miles (Enter to stop):" not in seen:
        chunk = os.read(child.stdout.fileno(), 4096)
        assert chunk, seen
        seen += chunk
    return child


@pytest.mark.subprocess
def test_two_terminals_on_one_log_the_second_is_refused_and_the_first_saves(three_hands: Path) -> None:
    first = waiting_session(three_hands)
    second = subprocess.run(
        [sys.executable, "-m", "generator", "log", str(three_hands)],
        input=LAST_HAND.encode(),
        capture_output=True,
        check=False,
        timeout=60,
    )
    assert second.returncode == 1
    message = "another `bornes log` or `bornes import` is writing this log: finish that one first\n"
    assert second.stderr.decode().endswith(message)
    assert second.stderr.count(b"\n") == 1
    _, errors = first.communicate(LAST_HAND.encode(), timeout=60)
    assert first.returncode == 0, errors
    assert load_match(three_hands) == load_match(EXAMPLES / "friday-night.toml")


@pytest.mark.subprocess
def test_a_killed_session_does_not_block_the_next(three_hands: Path, runner: CliRunner) -> None:
    killed = waiting_session(three_hands)
    killed.kill()
    killed.communicate(timeout=60)
    result = runner.invoke(main, ["log", str(three_hands)], input=LAST_HAND)
    assert result.exit_code == 0, result.output
    assert load_match(three_hands) == load_match(EXAMPLES / "friday-night.toml")


def test_a_log_name_the_file_system_refuses_is_refused_before_any_question(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / ("f" * 300 + ".toml")
    result = runner.invoke(main, ["log", str(log), *START], input=answers(FRIDAY_NIGHT[0]))
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.endswith("cannot be written (File name too long)\n")
    assert list(tmp_path.iterdir()) == []


# Ctrl-C: status 130 and which hands are saved


def _interrupted(result: Result, message: str) -> None:
    assert result.exit_code == 130, result.output
    assert result.stderr == f"\nInterrupted: {message}\n"
    assert "Aborted" not in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    "typed",
    ["", LAST_HAND.split("\n", 1)[0] + "\n"],  # at the next hand's first question; after its first answer
    ids=["first question", "mid-hand"],
)
def test_ctrl_c_while_logging_exits_130_saying_which_hands_are_saved(
    runner: CliRunner, three_hands: Path, typed: str
) -> None:
    result = runner.invoke(main, ["log", str(three_hands)], input=CtrlCAfter(typed.encode()))
    _interrupted(result, f"hands 1 to 3 are saved in {three_hands}; run the command again to go on")
    assert len(load_match(three_hands).hands) == 3


def test_ctrl_c_after_a_hand_of_a_new_log_says_that_hand_is_saved(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(
        main, ["log", str(log), *START], input=CtrlCAfter(answers(FRIDAY_NIGHT[0]).encode())
    )
    _interrupted(result, f"hand 1 is saved in {log}; run the command again to go on")
    started = runner.invoke(main, ["log", str(tmp_path / "other.toml"), *START], input=CtrlCAfter(b""))
    _interrupted(started, f"no hand is saved in {tmp_path / 'other.toml'}; run the command again to go on")


def test_ctrl_c_while_the_names_are_asked_says_the_log_was_not_started(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "new.toml"
    result = runner.invoke(
        main, ["log", str(log), "--edition", "winning-moves", "--players", "2"], input=CtrlCAfter(b"Lea\n")
    )
    _interrupted(result, f"{log} was not started")
    assert not log.exists()


def test_ctrl_c_during_a_fix_says_the_hand_is_not_fixed(runner: CliRunner, friday: Path) -> None:
    before = friday.read_bytes()
    result = runner.invoke(main, ["log", str(friday), "--fix", "2"], input=CtrlCAfter(b"700\n"))
    _interrupted(result, f"hand 2 is not fixed; {friday} is as it was")
    assert friday.read_bytes() == before


def test_ctrl_c_once_an_editor_broke_the_log_says_it_cannot_be_read_again(
    runner: CliRunner, three_hands: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator.matchlog import session

    def broken_then_interrupted(log: session.LogFile, talk: session.Talk) -> None:  # noqa: ARG001
        log.path.write_text("edition = \n", encoding="utf-8")
        raise KeyboardInterrupt

    monkeypatch.setattr(session, "log_hands", broken_then_interrupted)
    result = runner.invoke(main, ["log", str(three_hands)])
    assert result.exit_code == 130
    assert result.stderr.startswith(f"\nInterrupted: {three_hands} cannot be read again (")
    assert result.stderr.count("\n") == 2


@pytest.mark.subprocess
def test_ctrl_c_in_a_terminal_ends_bornes_log_as_interrupted(three_hands: Path) -> None:
    session = waiting_session(three_hands)
    session.send_signal(signal.SIGINT)
    _, errors = session.communicate(timeout=60)
    # As a program Ctrl-C stopped: the shell says 130 and stops a loop (generator.__main__).
    assert session.returncode == (-signal.SIGINT if os.name == "posix" else 130)
    message = f"Interrupted: hands 1 to 3 are saved in {three_hands}; run the command again to go on"
    assert errors.decode().splitlines() == ["", message]
    assert len(load_match(three_hands).hands) == 3


def test_the_100s_are_asked_of_a_winner_without_a_200_where_the_dujardin_variant_is_scored(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "variant.toml"
    rules = tmp_path / "without-200-or-100.toml"  # a log names house rules in its folder only
    rules.write_bytes((EXAMPLES / "rules" / rules.name).read_bytes())
    start = ["--rules", str(rules), "--players", "4", "--side", "ns=Nord", "--side", "eo=Est", "--lang", "en"]
    # ns: 1,000, no safety; eo: 500; delayed? no; 200s: 0; a 100? no.
    hand = ["1000", "0", "500", "0", "n", "0", "n"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(hand) + "\n")
    assert result.exit_code == 0, result.output
    assert "any 100-mile card played?" in result.output
    match = load_match(log)
    assert match.hands[0]["ns"].hundreds_played is False
    assert play(match).totals["ns"] == 1000 + 400 + 300 + 500  # trip, no 200, no 200 nor 100


def test_a_dujardin_2014_deal_ends_at_1000_or_more_and_is_the_match(
    runner: CliRunner, tmp_path: Path
) -> None:
    log = tmp_path / "deal.toml"
    start = ["--edition", "dujardin-2014", "--players", "2", "--side", "a=Ana", "--side", "b=Ben"]
    # Ana: 1,100 (past 1,000: allowed), no safety; Ben: 750 and one safety laid as a coup fourré.
    hand = ["1100", "0", "750", "1", "1"]
    result = runner.invoke(main, ["log", str(log), *start], input=answers(hand))
    assert result.exit_code == 0, result.output
    assert "Hand 1 (to 1,000 or more)" in result.output
    assert "The match is over." in result.output  # one deal, as the booklet plays it
    assert dict(play(load_match(log)).totals) == {"a": 1100, "b": 950}
