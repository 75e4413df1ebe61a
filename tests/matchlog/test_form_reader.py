"""``bornes import``: a filled fillable sheet read back into a match log, checked by the parser."""

from __future__ import annotations

import functools
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader, PdfWriter

from generator.cli import main
from generator.errors import OutputError
from generator.files import LockedError, LogLock, load_house_rules
from generator.form_format import META_KEY
from generator.matchlog.write import log_text
from generator.rules.editions import EDITIONS, Edition, Setup
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN
from tests.conftest import EXAMPLES
from tests.matchlog.hostile_sheets import HOSTILE
from tests.matchlog.sheetfill import CASES, HOUSE_FILE, fill, filled_values, known_match, played, sheet_for


def score_json(runner: CliRunner, log: Path) -> dict[str, object]:
    done = runner.invoke(main, ["score", str(log), "--json"])
    assert done.exit_code == 0, done.output
    found = json.loads(done.stdout)
    assert isinstance(found, dict)
    return found


@pytest.mark.slow
@pytest.mark.parametrize(("edition", "setup"), CASES)
def test_a_known_log_filled_into_a_sheet_imports_to_the_same_scores(
    edition: Edition, setup: Setup, tmp_path: Path
) -> None:
    runner = CliRunner()
    match = known_match(edition, setup)
    result = played(match)
    rules = HOUSE_FILE.name if edition.house_rules else None
    if rules:
        shutil.copy(HOUSE_FILE, tmp_path / rules)
    original = tmp_path / "original.toml"
    original.write_text(log_text(match, rules=rules), "utf-8")
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), filled_values(result)))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "imported.toml")])
    assert done.exit_code == 0, done.output
    assert done.stderr == ""  # the viewer's totals agree with the scoring module's
    assert score_json(runner, tmp_path / "imported.toml") == score_json(runner, original)


@pytest.mark.slow
def test_a_match_over_two_sheets_imports_as_one_log(tmp_path: Path) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(3))
    result = played(match)
    values = filled_values(result)
    split = 2
    first = sheet_for(match, hands=split)
    second = sheet_pdf(
        edition, match.setup, lang=EN, paper="letter", hands=6, first_hand=split + 1, fillable=True
    )
    (tmp_path / "one.pdf").write_bytes(fill(first, values))
    later = {k: v for k, v in values.items() if not k.startswith(("h1.", "h2."))}
    (tmp_path / "two.pdf").write_bytes(fill(second, later))
    original = tmp_path / "original.toml"
    original.write_text(log_text(match), "utf-8")
    out = tmp_path / "both.toml"
    done = runner.invoke(
        main, ["import", str(tmp_path / "one.pdf"), str(tmp_path / "two.pdf"), "-o", str(out)]
    )
    assert done.exit_code == 0, done.output
    assert score_json(runner, out) == score_json(runner, original)


def test_totals_the_rules_disagree_with_are_reported_by_hand_and_side_and_the_facts_written(
    tmp_path: Path,
) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(2))
    values = filled_values(played(match))
    values["h1.B.total"] = "999"  # a miscount
    values["h2.A.shutout_1"] = "/Yes"  # a box ticked that the rules do not allow
    values.pop("h2.A.shutout", None)
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), values))
    out = tmp_path / "log.toml"
    done = runner.invoke(main, ["import", str(sheet), "-o", str(out)])
    assert done.exit_code == 0, done.output
    warnings = done.stderr.splitlines()
    assert f"Warning: {sheet}: hand 1, side 'b': total: the sheet says 999, the rules 600" in warnings
    assert f"Warning: {sheet}: hand 2, side 'a': shutout: the sheet says 500, the rules 0" in warnings
    original = tmp_path / "original.toml"
    original.write_text(log_text(match), "utf-8")
    assert score_json(runner, out) == score_json(runner, original)


def test_a_name_box_that_is_the_other_team_s_player_is_refused_naming_both_sides(tmp_path: Path) -> None:
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(4))  # team A's box reads "Ana & Cleo"
    values = filled_values(played(match))
    values["names.B"] = "Ana"  # team B's box: one name, a player of team A
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), values))
    done = CliRunner().invoke(main, ["import", str(sheet), "-o", str(tmp_path / "match.toml")])
    assert done.exit_code == 1
    assert done.output == (
        f"Error: {sheet}: 'Ana' plays in side 'a' ('Ana & Cleo') and is side 'b' (it names no players): "
        "a player has one side\n"
    )
    assert not (tmp_path / "match.toml").exists()


def test_an_import_never_overwrites_a_log(tmp_path: Path) -> None:
    runner = CliRunner()
    edition = EDITIONS["dujardin-2025"]
    match = known_match(edition, edition.default_setup)
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), filled_values(played(match))))
    out = tmp_path / "sheet.toml"
    out.write_text("kept", "utf-8")
    done = runner.invoke(main, ["import", str(sheet)])
    assert done.exit_code == 1
    assert done.stderr.startswith("Error: ")
    assert done.stderr.count("\n") == 1
    assert "already exists" in done.stderr
    assert out.read_text("utf-8") == "kept"


def test_a_pdf_that_is_not_a_fillable_sheet_is_refused_in_one_line(tmp_path: Path) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    plain = tmp_path / "plain.pdf"
    plain.write_bytes(sheet_pdf(edition, edition.default_setup, lang=EN, paper="letter"))
    (tmp_path / "junk.pdf").write_bytes(b"not a pdf at all")
    for path in (plain, tmp_path / "junk.pdf", tmp_path / "missing.pdf"):
        done = runner.invoke(main, ["import", str(path), "-o", str(tmp_path / "out.toml")])
        assert done.exit_code == 1, done.output
        assert done.stderr.startswith(f"Error: {path}: ")
        assert done.stderr.count("\n") == 1
        assert "Traceback" not in done.output
    assert not (tmp_path / "out.toml").exists()


@pytest.mark.slow
@pytest.mark.parametrize(
    "miles",
    [
        "1025",  # past the longest trip
        "130",  # not a multiple of 25
        "7x5",  # not a number: a viewer without scripts lets any key through
        "99999",  # more digits than the box takes (its /MaxLen), written by another program
    ],
)
def test_facts_the_rules_refuse_are_refused_as_a_log_would_be(miles: str, tmp_path: Path) -> None:
    # What the form's scripts refuse where they run, the import refuses whatever wrote the sheet.
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(2))
    values = filled_values(played(match))
    values["h1.B.distance"] = miles
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), values))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 1
    assert done.stderr.startswith("Error: ")
    assert "hand 1, side 'b'" in done.stderr
    assert not (tmp_path / "out.toml").exists()


def with_metadata(pdf: bytes, text: str) -> bytes:
    """``pdf`` with its Bornes metadata replaced by ``text``, as another program could write it."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    writer.add_metadata({META_KEY: text})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("change", "says"),
    [
        ({"players": "4"}, 'its Bornes metadata gives "4" players, not a whole number from 2 to 8'),
        (
            {"sides": ["A", "A"]},
            'its Bornes metadata gives the sides ["A", "A"], not 2 to 8 distinct letters',
        ),
    ],
)
def test_a_sheet_whose_metadata_is_wrong_is_refused_in_one_line(
    change: dict[str, object], says: str, tmp_path: Path
) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    pdf = sheet_pdf(edition, edition.setup(2), lang=EN, paper="letter", hands=1, fillable=True)
    meta = PdfReader(io.BytesIO(pdf)).metadata
    assert meta is not None
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(with_metadata(pdf, json.dumps(json.loads(str(meta[META_KEY])) | change)))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 1
    assert done.stderr.startswith(f"Error: {sheet}: {says}")
    assert done.stderr.count("\n") == 1


def test_the_sheets_of_one_match_must_be_for_the_same_rules_and_sides(tmp_path: Path) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(2))
    values = filled_values(played(match))
    first = tmp_path / "one.pdf"
    first.write_bytes(fill(sheet_for(match, hands=2), values))
    other = tmp_path / "two.pdf"
    other.write_bytes(
        sheet_pdf(edition, edition.setup(3), lang=EN, paper="letter", first_hand=3, fillable=True)
    )
    done = runner.invoke(main, ["import", str(first), str(other), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 1
    assert done.stderr == f"Error: {other}: is a sheet for other rules or sides than the first sheet\n"


def test_house_rules_that_score_no_extension_still_record_its_call(tmp_path: Path) -> None:
    runner = CliRunner()
    rules = tmp_path / "no-extension.toml"
    rules.write_text(
        'name = "No extension bonus"\nbase = "parker-brothers"\n[scoring]\nextension = false\n', "utf-8"
    )
    house = load_house_rules(rules)
    match = known_match(house, house.setup(2))
    assert any(facts.extension for hand in match.hands for facts in hand.values())
    result = played(match)
    original = tmp_path / "original.toml"
    original.write_text(log_text(match, rules=rules.name), "utf-8")
    pdf = sheet_pdf(
        house,
        match.setup,
        lang=EN,
        paper="letter",
        hands=len(match.hands),
        fillable=True,
        rules_file=rules.name,
    )
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(pdf, filled_values(result)))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "imported.toml")])
    assert done.exit_code == 0, done.output
    assert score_json(runner, tmp_path / "imported.toml") == score_json(runner, original)


def test_the_sheets_of_a_match_must_follow_on(tmp_path: Path) -> None:
    runner = CliRunner()
    edition = EDITIONS["parker-brothers"]
    later = tmp_path / "later.pdf"
    later.write_bytes(
        sheet_pdf(edition, edition.default_setup, lang=EN, paper="letter", first_hand=7, fillable=True)
    )
    done = runner.invoke(main, ["import", str(later), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 1
    assert done.stderr == f"Error: {later}: starts at hand 7: give the sheets of hands 1 to 6 before it\n"


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.parametrize("damage", ["truncated", "zeroed", "random"])
def test_a_damaged_sheet_is_one_line_and_nothing_more(damage: str, tmp_path: Path) -> None:
    edition = EDITIONS["parker-brothers"]
    pdf = sheet_pdf(edition, edition.default_setup, lang=EN, paper="letter", fillable=True)
    if damage == "truncated":
        pdf = pdf[: len(pdf) // 3]
    elif damage == "zeroed":
        start = pdf.index(b"/ObjStm")
        pdf = pdf[:start] + b"\x00" * 2000 + pdf[start + 2000 :]
    else:
        pdf = b"%PDF-1.7\n" + bytes(range(256)) * 20
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(pdf)
    # A process of its own: what pypdf logs as it repairs would reach the real stderr.
    done = subprocess.run(
        [sys.executable, "-m", "generator", "import", str(sheet), "-o", str(tmp_path / "out.toml")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert done.stderr.startswith(f"Error: {sheet}: "), done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    assert not (tmp_path / "out.toml").exists()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("typed", "day"), [("2026-11-27", "2026-11-27"), ("27/11/2026", "2026-11-27"), ("Friday", None)]
)
def test_the_date_box_becomes_the_logs_date_when_it_reads_as_one(
    typed: str, day: str | None, tmp_path: Path
) -> None:
    runner = CliRunner()
    edition = EDITIONS["dujardin-2024"]
    match = known_match(edition, edition.default_setup)
    values = filled_values(played(match)) | {"date": typed, "place": "Chez Zoë"}
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(sheet_for(match), values))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 0, done.output
    text = (tmp_path / "out.toml").read_text("utf-8")
    assert (f"date = {day}" in text) if day else ("date" not in text)


def test_a_fifo_given_as_a_sheet_is_refused_at_once(runner: CliRunner, tmp_path: Path) -> None:
    # Opening a FIFO to read it would wait for a writer forever: it is refused unopened.
    fifo = tmp_path / "sheet.pdf"
    os.mkfifo(fifo)
    done = runner.invoke(main, ["import", str(fifo), "-o", str(tmp_path / "out.toml")])
    assert done.exit_code == 1
    assert done.stderr == f"Error: {fifo}: is not a regular file (a device, pipe or socket): give a file\n"
    assert not (tmp_path / "out.toml").exists()


# What a sheet may hold: checked as strictly as a log (issue 19)


@functools.cache
def parker_blank() -> tuple[bytes, dict[str, str]]:
    """The two-sided Parker Brothers sheet of the known match, and the values that fill it."""
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(2))
    return sheet_for(match), filled_values(played(match))


def parker_sheet(values: dict[str, str] | None = None, meta: dict[str, object] | None = None) -> bytes:
    """The known match filled into ``parker_blank``, ``values`` typed over the filler's and its
    metadata changed by ``meta``."""
    blank, filled = parker_blank()
    pdf = fill(blank, filled | (values or {}))
    if meta:
        info = PdfReader(io.BytesIO(pdf)).metadata
        assert info is not None
        pdf = with_metadata(pdf, json.dumps(json.loads(str(info[META_KEY])) | meta))
    return pdf


def imported(runner: CliRunner, tmp_path: Path, *sheets: bytes) -> tuple[int, str, Path]:
    """``bornes import`` of ``sheets`` (written into ``tmp_path``): its status, stderr and log path."""
    names = []
    for index, pdf in enumerate(sheets):
        names.append(str(tmp_path / f"sheet-{index}.pdf"))
        Path(names[-1]).write_bytes(pdf)
    out = tmp_path / "out.toml"
    done = runner.invoke(main, ["import", *names, "-o", str(out)])
    assert "Traceback" not in done.output
    return done.exit_code, done.stderr, out


@pytest.mark.slow
@pytest.mark.parametrize(
    ("typed", "says"),
    [
        # Before: str.isdigit took superscripts and circled digits (a traceback), int() a 5,000-digit box
        # (Python's own message); 100.0 imported as 1,000 and 5,0 as 50, every separator dropped.
        ("5²", "'5²' is not a whole number"),
        ("5" * 5000, "is far too large for a count in a hand"),
        ("100.0", "'100.0' is not a whole number"),
        ("5,0", "'5,0' is not a whole number"),
        ("1,0,0,0", "'1,0,0,0' is not a whole number"),
    ],
)
def test_miles_are_read_as_bornes_log_reads_them(
    typed: str, says: str, runner: CliRunner, tmp_path: Path
) -> None:
    status, errors, out = imported(runner, tmp_path, parker_sheet({"h1.B.distance": typed}))
    assert status == 1
    assert errors.startswith(f"Error: {tmp_path / 'sheet-0.pdf'}: hand 1, side 'b': ")
    assert says in errors
    assert errors.count("\n") == 1
    assert len(errors) < 400
    assert not out.exists()


@pytest.mark.slow
@pytest.mark.parametrize("stored", ["①", "5" * 5000, "1 000 pts"])
def test_a_stored_total_that_is_no_number_is_a_warning_and_the_facts_are_written(
    stored: str, runner: CliRunner, tmp_path: Path
) -> None:
    # Before: a total box holding ① or 5,000 digits was a traceback.
    status, errors, out = imported(runner, tmp_path, parker_sheet({"h1.B.total": stored}))
    assert status == 0, errors
    assert f"Warning: {tmp_path / 'sheet-0.pdf'}: hand 1, side 'b': total: " in errors
    assert "is not a whole number" in errors or "is far too large" in errors
    assert out.exists()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("meta", "says"),
    [
        ({"first_hand": "1"}, 'gives the first hand "1"'),
        ({"first_hand": None}, "gives the first hand null"),
        ({"first_hand": [1]}, "gives the first hand [1]"),
        ({"sides": []}, "gives the sides []"),
        ({"rules": "/home/ana/.aws/credentials"}, "not a file name in the log's folder"),
        ({"rules": "../../secret.toml"}, "not a file name in the log's folder"),
    ],
)
def test_metadata_a_sheet_could_not_hold_is_one_line(
    meta: dict[str, object], says: str, runner: CliRunner, tmp_path: Path
) -> None:
    status, errors, out = imported(runner, tmp_path, parker_sheet(meta=meta))
    assert status == 1
    assert errors.startswith(f"Error: {tmp_path / 'sheet-0.pdf'}: its Bornes metadata ")
    assert says in errors
    assert errors.count("\n") == 1
    assert not out.exists()


@pytest.mark.slow
def test_metadata_nested_100000_deep_is_one_line(runner: CliRunner, tmp_path: Path) -> None:
    # Before: json.loads raised RecursionError, and only ValueError was caught.
    pdf = with_metadata(parker_sheet(), "[" * 100_000)
    status, errors, _ = imported(runner, tmp_path, pdf)
    assert status == 1
    assert errors.startswith(f"Error: {tmp_path / 'sheet-0.pdf'}: its Bornes metadata is longer than")


@pytest.mark.slow
def test_a_file_a_sheet_names_as_house_rules_is_quoted_in_no_message(
    runner: CliRunner, tmp_path: Path
) -> None:
    # Before: "unknown key 'aws_secret_access_key' in the house rules", and any file could be named.
    (tmp_path / "credentials").write_text(
        '[default]\naws_access_key_id = "AKIAIOSFODNN7EXAMPLE"\naws_secret_access_key = "hunter2"\n', "utf-8"
    )
    (tmp_path / "base.toml").write_text('base = "TOPSECRET-hunter2"\nname = "x"\n', "utf-8")
    for name in ("credentials", "base.toml"):
        status, errors, out = imported(runner, tmp_path, parker_sheet(meta={"rules": name}))
        assert status == 1
        assert errors.endswith(
            "is not a house-rules file: 'base' must name an edition of `bornes editions`\n"
        )
        for secret in ("aws", "AKIA", "hunter2", "TOPSECRET", "default"):
            assert secret not in errors
        assert not out.exists()


@pytest.mark.slow
def test_a_second_sheet_of_another_match_is_refused(runner: CliRunner, tmp_path: Path) -> None:
    # Before: only the first sheet's names and date were read; another match's sheet was merged.
    edition = EDITIONS["parker-brothers"]
    match = known_match(edition, edition.setup(2))
    values = filled_values(played(match))
    first = fill(sheet_for(match, hands=2), values | {"date": "2026-11-27"})
    later = {k: v for k, v in values.items() if not k.startswith(("h1.", "h2."))}
    second = sheet_pdf(edition, match.setup, lang=EN, paper="letter", hands=6, first_hand=3, fillable=True)
    renamed = fill(second, later | {"names.A": "Yves", "date": "2026-11-27"})
    status, errors, _ = imported(runner, tmp_path, first, renamed)
    assert status == 1
    assert errors == (
        f"Error: {tmp_path / 'sheet-1.pdf'}: names side A 'Yves', where the first sheet names it "
        f"'Ana & Cleo': give the sheets of one match\n"
    )
    redated = fill(second, later | {"date": "2026-12-04"})
    status, errors, _ = imported(runner, tmp_path, first, redated)
    assert status == 1
    assert "is dated 2026-12-04, the first sheet 2026-11-27: give the sheets of one match" in errors
    same = fill(second, later | {"names.A": "ana & cleo"})  # the same name, whatever its case; no date
    status, errors, _ = imported(runner, tmp_path, first, same)
    assert status == 0, errors


def test_a_sheet_of_more_hands_than_any_sheet_bornes_makes_is_refused(tmp_path: Path) -> None:
    from generator.errors import LogError
    from generator.form_format import SheetMeta, box_name
    from generator.matchlog.form_reader import FilledSheet, log_from_fields

    meta = SheetMeta("parker-brothers", 2, ("A", "B"), None, 1, "points")
    values = {box_name("points", number, "A", "distance"): "" for number in range(1, 203)}
    with pytest.raises(LogError, match="has boxes for 202 hands, more than the 200 of any sheet"):
        log_from_fields([FilledSheet(str(tmp_path / "s.pdf"), meta, values)])


@pytest.mark.slow
@pytest.mark.parametrize("case", list(HOSTILE))
def test_a_sheet_built_to_hang_or_fill_the_memory_is_refused_in_one_line(
    case: str, runner: CliRunner, tmp_path: Path
) -> None:
    # Before: 74 MB of spaces in a 70 KB sheet took 12-33 s; ten 75 MB streams stayed in memory.
    # benchmarks/inputs.py times each (well under 2 s and 200 MB: docs/explanation/reliability.md).
    status, errors, out = imported(runner, tmp_path, HOSTILE[case]())
    assert status == 1
    assert errors.startswith(f"Error: {tmp_path / 'sheet-0.pdf'}: ")
    assert errors.count("\n") == 1
    assert "is not a score sheet" in errors or "metadata" in errors
    assert not out.exists()


def test_a_log_made_while_the_sheets_were_read_is_never_replaced(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from generator.matchlog import form_reader

    out = tmp_path / "out.toml"
    (tmp_path / "sheet.pdf").write_bytes(parker_sheet())
    real_load = form_reader.load_sheet

    def load_and_meanwhile(path: Path) -> form_reader.FilledSheet:
        out.write_text("# another program's log\n", "utf-8")  # as another program would, unlocked
        return real_load(path)

    monkeypatch.setattr(form_reader, "load_sheet", load_and_meanwhile)
    done = runner.invoke(main, ["import", str(tmp_path / "sheet.pdf"), "-o", str(out)])
    assert done.exit_code == 1
    assert done.stderr == (
        f"Error: {out}: was made by another program while the sheets were read: it is left as it is\n"
    )
    assert out.read_text("utf-8") == "# another program's log\n"


def test_an_import_writes_the_first_sheet_s_name_as_a_log_under_its_lock(tmp_path: Path) -> None:
    from generator.matchlog.form_reader import import_to_log

    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(parker_sheet())
    told: list[str] = []
    with LogLock(tmp_path / "sheet.toml"), pytest.raises(LockedError):
        import_to_log([sheet], None, warn=told.append)
    assert not (tmp_path / "sheet.toml").exists()
    assert import_to_log([sheet], None, warn=told.append) == tmp_path / "sheet.toml"
    assert (tmp_path / "sheet.toml").is_file()
    assert told == []
    with pytest.raises(OutputError, match="is the same file as the input"):
        import_to_log([sheet], sheet, warn=told.append)


def test_a_house_rules_file_whose_name_is_not_text_is_one_line_through_import(
    runner: CliRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Before: the name (undecodable bytes, kept by Python as surrogates) reached the log's text:
    # a UnicodeEncodeError traceback.
    monkeypatch.chdir(tmp_path)
    rules = os.fsdecode(b"r\xe8gles.toml")
    Path(rules).write_bytes(HOUSE_FILE.read_bytes())
    made = runner.invoke(main, ["sheet", "--rules", rules, "--fillable", "-o", "sheet.pdf"])
    assert made.exit_code == 0, made.output
    done = runner.invoke(main, ["import", "sheet.pdf", "-o", "out.toml"])
    assert done.exit_code == 1
    assert done.stderr == (
        'Error: sheet.pdf: its Bornes metadata gives the house-rules file "r\\udce8gles.toml", '
        "not a file name in the log's folder\n"
    )
    assert not Path("out.toml").exists()


@pytest.mark.slow
@pytest.mark.parametrize("rules", sorted((EXAMPLES / "rules").glob("*.toml")), ids=lambda p: p.stem)
def test_a_known_log_under_each_example_house_rules_imports_to_the_same_scores(
    rules: Path, tmp_path: Path
) -> None:
    # Every switch reaches the fillable sheet and comes back through import: the coups
    # fourrés apart, the 100s laid, a race without points, a trip past the setup's.
    runner = CliRunner()
    edition = load_house_rules(rules)
    match = known_match(edition, edition.default_setup)
    shutil.copy(rules, tmp_path / rules.name)
    original = tmp_path / "original.toml"
    original.write_text(log_text(match, rules=rules.name), "utf-8")
    pdf = sheet_pdf(
        edition,
        match.setup,
        lang=edition.language,
        paper="a4",
        hands=len(match.hands),
        fillable=True,
        rules_file=rules.name,
    )
    sheet = tmp_path / "sheet.pdf"
    sheet.write_bytes(fill(pdf, filled_values(played(match))))
    done = runner.invoke(main, ["import", str(sheet), "-o", str(tmp_path / "imported.toml")])
    assert done.exit_code == 0, done.output
    assert done.stderr == ""
    assert score_json(runner, tmp_path / "imported.toml") == score_json(runner, original)
