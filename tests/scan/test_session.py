"""``bornes scan``: photos of a filled scan sheet into a new log, doubts asked or listed, never guessed."""

from __future__ import annotations

import shutil
from pathlib import Path

import cv2
import numpy as np
import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.rules.match import Match
from generator.scan.locate import PX_PER_MM
from generator.sheets.scan_code import rules_hash
from generator.sheets.scan_layout import scan_layout
from tests.matchlog.sheetfill import (
    CASES,
    HOUSE,
    HOUSE_FILE,
    NAMES,
    fill,
    filled_values,
    known_match,
    played,
    sheet_for,
)
from tests.scan.flat import Gray, facts_of, marks_for, paint, photos_of, png, render, sheet


def import_log(match: Match, folder: Path) -> bytes:
    """The log ``bornes import`` writes from a fillable sheet filled with ``match``'s facts."""
    pdf = sheet_for(match)
    filled = folder / "filled.pdf"
    filled.write_bytes(fill(pdf, filled_values(played(match))))
    done = CliRunner().invoke(main, ["import", str(filled), "-o", str(folder / "imported.toml")])
    assert done.exit_code == 0, done.output
    return (folder / "imported.toml").read_bytes()


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "setup"), CASES)
def test_the_same_facts_give_the_same_log_through_a_fillable_sheet_and_a_photo_of_the_scan_sheet(
    edition: Edition, setup: Setup, tmp_path: Path
) -> None:
    match = known_match(edition, setup)
    if edition.scoring is None:
        # The facts a race's scan sheet records: the miles alone, which the question table asks.
        hands = tuple(
            {side: facts._replace(two_hundreds=None) for side, facts in hand.items()} for hand in match.hands
        )
        match = match._replace(hands=hands)
    rules = HOUSE_FILE.name if edition.house_rules else None
    if rules:
        shutil.copy(HOUSE_FILE, tmp_path / rules)
    imported = import_log(match, tmp_path)
    names = NAMES[: setup.sides]
    photos = photos_of(
        match, tmp_path, names=names, rules=rules_hash(HOUSE_FILE.read_text("utf-8")) if rules else None
    )
    args = ["scan", *map(str, reversed(photos)), "-o", str(tmp_path / "scanned.toml")]
    if rules:
        args += ["--rules", str(tmp_path / rules)]
    args += [f"--side={side.id}={side.name}" for side in match.sides]
    done = CliRunner().invoke(main, args)
    assert done.exit_code == 0, done.output
    if edition.scoring is None:
        # The fillable race sheet has boxes for the 200s, which the question table does not ask for a
        # race (Dujardin 2025: the miles alone), and the import writes them even unticked; the scan
        # sheet prints the miles alone, so its log has no 200s. Nothing else differs.
        imported = imported.replace(b", two_hundreds = 0", b"")
    assert (tmp_path / "scanned.toml").read_bytes() == imported


def test_a_photo_read_whole_writes_the_log_and_prints_the_hands_to_compare(tmp_path: Path) -> None:
    match = known_match(EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].default_setup)
    (photo,) = photos_of(match, tmp_path, names=("Ana & Cleo", "Ben « Dev »"))
    done = CliRunner().invoke(main, ["scan", str(photo)])
    assert done.exit_code == 0, done.output
    assert done.stderr == ""
    assert (tmp_path / "page1.toml").is_file()
    assert "Compare these totals with those written on your sheet" in done.stdout
    assert done.stdout.rstrip().endswith("page1.toml")
    assert 'a = { name = "Ana & Cleo", players = ["Ana", "Cleo"] }' in (tmp_path / "page1.toml").read_text(
        "utf-8"
    )


def doubtful_photo(folder: Path) -> tuple[Path, Match]:
    """A photo of the known Parker Brothers match with two circles filled in hand 1's miles of side b."""
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.default_setup)
    pdf = sheet(edition, edition.default_setup, names=("Ana", "Ben"), hands=len(match.hands))
    page = scan_layout(edition, edition.default_setup, "a4", hands=len(match.hands)).pages[0]
    values = facts_of(match)
    row = next(r for r in page.rows if (r.hand, r.side, r.fact, r.part) == (1, "b", "miles", "hundreds"))
    wrong = next(
        m for m in row.marks if m.value == values[(1, "b", "miles")] - values[(1, "b", "miles")] % 100 + 100
    )
    image: Gray = paint(render(pdf, PX_PER_MM), [*marks_for(page, values), wrong], PX_PER_MM)
    path = folder / "doubt.png"
    path.write_bytes(png(image))
    return path, match


def test_without_a_terminal_each_doubt_is_one_line_and_nothing_is_written(tmp_path: Path) -> None:
    photo, match = doubtful_photo(tmp_path)
    done = CliRunner().invoke(main, ["scan", str(photo), "-o", str(tmp_path / "m.toml")])
    assert done.exit_code == 1
    miles = match.hands[0]["b"].miles
    hundreds = str(miles // 100)
    lines = done.stderr.strip().splitlines()
    assert lines[0] == (
        f"{photo}: Hand 1, Ben, miles: {hundreds} and {int(hundreds) + 1} are both filled. "
        "Answer with --answer 1.b.miles=…"
    )
    assert lines[-1].startswith("Error: 1 doubt to answer: nothing is written.")
    assert not (tmp_path / "m.toml").exists()


def test_an_answer_on_the_command_line_settles_the_doubt(tmp_path: Path) -> None:
    photo, match = doubtful_photo(tmp_path)
    miles = match.hands[0]["b"].miles
    done = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "m.toml"), "--answer", f"1.b.miles={miles}"]
    )
    assert done.exit_code == 0, done.output
    assert f"b = {{ miles = {miles}" in (tmp_path / "m.toml").read_text("utf-8")


def test_an_answer_that_breaks_a_rule_is_said_in_the_game_s_words_and_nothing_is_written(
    tmp_path: Path,
) -> None:
    photo, _ = doubtful_photo(tmp_path)
    done = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "m.toml"), "--answer", "1.b.miles=1175"]
    )
    assert done.exit_code == 1
    assert "Hand 1, Ben, miles: the answer given breaks a rule." in done.stderr
    assert not (tmp_path / "m.toml").exists()


def test_in_a_terminal_the_doubt_is_asked_as_bornes_log_asks_and_the_answer_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photo, match = doubtful_photo(tmp_path)
    miles = match.hands[0]["b"].miles
    monkeypatch.setattr("generator.cli.scan._interactive", lambda: True)
    done = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "m.toml")], input=f"1003\n{miles}\n"
    )
    assert done.exit_code == 0, done.output
    said = done.stdout
    assert "Hand 1, Ben, miles: " in said
    assert "are both filled." in said
    assert "is not a multiple of" in said or "1,003" in said  # refused, asked again
    assert f"b = {{ miles = {miles}" in (tmp_path / "m.toml").read_text("utf-8")


def test_a_scan_never_overwrites_a_log(tmp_path: Path) -> None:
    match = known_match(EDITIONS["parker-brothers"], EDITIONS["parker-brothers"].default_setup)
    (photo,) = photos_of(match, tmp_path, names=("Ana", "Ben"))
    log = tmp_path / "kept.toml"
    log.write_text("mine\n", "utf-8")
    done = CliRunner().invoke(main, ["scan", str(photo), "-o", str(log)])
    assert done.exit_code == 1
    assert "already exists" in done.stderr
    assert log.read_text("utf-8") == "mine\n"


def test_without_names_on_the_sheet_the_sides_are_named_with_side_or_by_their_letters(tmp_path: Path) -> None:
    match = known_match(EDITIONS["dujardin-2024"], EDITIONS["dujardin-2024"].setup(2, None))
    (photo,) = photos_of(match, tmp_path, names=None)
    done = CliRunner().invoke(main, ["scan", str(photo), "-o", str(tmp_path / "one.toml"), "--side", "a=Zoë"])
    assert done.exit_code == 0, done.output
    assert "no names" in done.stderr
    text = (tmp_path / "one.toml").read_text("utf-8")
    assert 'a = "Zoë"' in text
    assert 'b = "B"' in text


def test_review_draws_the_flattened_page_with_the_doubts(tmp_path: Path) -> None:
    photo, _ = doubtful_photo(tmp_path)
    review = tmp_path / "review.png"
    done = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "m.toml"), "--review", str(review)]
    )
    assert done.exit_code == 1  # the doubt is still listed; the picture is there to look at
    read = cv2.imread(str(review))
    assert read is not None
    image = np.asarray(read)
    assert image.shape[:2] == (round(297 * PX_PER_MM), round(210 * PX_PER_MM))
    red = (image[..., 2] > 180) & (image[..., 1] < 80) & (image[..., 0] < 80)
    green = (image[..., 1] > 130) & (image[..., 2] < 90) & (image[..., 0] < 90)
    assert red.sum() > 100
    assert green.sum() > 1000


def test_a_house_rules_sheet_is_read_with_the_same_house_rules_only(tmp_path: Path) -> None:
    match = known_match(HOUSE, HOUSE.default_setup)
    shutil.copy(HOUSE_FILE, tmp_path / HOUSE_FILE.name)
    (photo,) = photos_of(
        match, tmp_path, names=("Ana", "Ben"), rules=rules_hash(HOUSE_FILE.read_text("utf-8"))
    )
    without = CliRunner().invoke(main, ["scan", str(photo), "-o", str(tmp_path / "a.toml")])
    assert without.exit_code == 1
    assert "printed for house rules: give the same house-rules file with --rules FILE" in without.stderr
    other = tmp_path / "other.toml"
    other.write_text(HOUSE_FILE.read_text("utf-8").replace("500", "450"), "utf-8")
    wrong = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "b.toml"), "--rules", str(other)]
    )
    assert wrong.exit_code == 1
    assert "printed for other house rules" in wrong.stderr
    right = CliRunner().invoke(
        main, ["scan", str(photo), "-o", str(tmp_path / "c.toml"), "--rules", str(tmp_path / HOUSE_FILE.name)]
    )
    assert right.exit_code == 0, right.output
    assert f'rules = "{HOUSE_FILE.name}"' in (tmp_path / "c.toml").read_text("utf-8")
