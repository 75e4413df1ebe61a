"""Every command, end to end: hostile strings, same bytes twice, glyphs, safe output.

Four groups, each over every command it concerns:

1. **Markup safety.** Side names, a title and a house-rules name made of
   ReportLab paragraph markup, Jinja2 template code, matplotlib mathtext and a
   %-format (``data/hostile/``) come out of every command that prints them
   exactly as typed: no tag read, no ``{{ 7*7 }}`` evaluated to 49.
2. **Determinism.** Every command that writes a file, run in two processes
   with different ``PYTHONHASHSEED`` values, writes the same bytes.
3. **Glyph coverage.** Every character of every PDF made here and by
   ``bornes all`` is in the bundled fonts, or is U+FFFD standing for one no
   font has, about which the command warns.
4. **Output safety.** An output in a missing folder is one ``Error:`` line and
   writes nothing; a command that fails leaves an existing output as it was.

PDF text is read back with pypdfium2, which may add or drop spaces where
glyphs are placed one by one or a line wraps: strings are compared with all
whitespace removed on both sides.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from generator.cli import main
from generator.matchlog.load import load_match
from generator.pdf.fonts import missing_glyphs
from generator.pdf.text import REPLACEMENT
from generator.text.languages import EN, FR
from tests import pdfcheck

DATA = Path(__file__).parent / "data" / "hostile"
RULES = DATA / "rules.toml"
MATCH = DATA / "match.toml"
REMATCH = DATA / "rematch.toml"

_MATCH = tomllib.loads(MATCH.read_text("utf-8"))
TITLE: str = _MATCH["title"]
SIDE_A, SIDE_B = (str(name) for name in _MATCH["sides"].values())
RULES_NAME: str = tomllib.loads(RULES.read_text("utf-8"))["name"]
REMATCH_TITLE: str = tomllib.loads(REMATCH.read_text("utf-8"))["title"]

EVALUATED = ("Zed49", "Quayes", "CmtEnd")
"""What the marked template code would print if it were run: ``Zed{{ 7*7 }}``,
``Qua{% if 1 %}yes{% endif %}`` and ``Cmt{# c #}End`` rendered by Jinja2."""

HAND = "1000\n1\n0\n500\n0\nn\n1\n\n"
"""One hand typed into ``bornes log``: ns 1,000 miles, one safety, no coup
fourré; ew 500 miles, no safety; not delayed; ns played one 200; then Enter
at the next hand's first question, to stop."""

RULES_BESIDE = "\0rules"
"""Stands for the hostile house rules copied beside a new log: a log names house rules only in its folder."""

NEW_LOG = (
    *("--rules", RULES_BESIDE, "--players", "4", "--title", TITLE, "--date", "2026-01-02"),
    *("--side", f"ns={SIDE_A}", "--side", f"ew={SIDE_B}"),
)
"""``bornes log``'s options for a new log of the hostile match."""

OUT = "\0out"
"""Stands for the output path in a command's arguments."""


def squash(text: str) -> str:
    """``text`` without any whitespace: what survives pypdfium2's spacing."""
    return "".join(text.split())


def assert_literal(text: str, *strings: str) -> None:
    """Each string is in ``text`` as typed, and no marked template code was evaluated."""
    flat = squash(text)
    for string in strings:
        assert squash(string) in flat, f"{string!r} not printed literally in:\n{text}"
    for evaluated in EVALUATED:
        assert evaluated not in flat, f"template code evaluated ({evaluated}) in:\n{text}"


def assert_glyphs_covered(text: str, what: str) -> None:
    """Every character of ``text`` is in the bundled fonts, U+FFFD aside."""
    assert missing_glyphs(text.replace(REPLACEMENT, "")) == "", what


def files_under(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder``, by relative path, with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def assert_ok(result: Result) -> None:
    assert result.exit_code == 0, (result.output, result.exception)
    assert "Traceback" not in result.output


# 1. Markup safety


@dataclass(frozen=True)
class Printer:
    """A command run on the hostile inputs, the file it writes, and the strings it must print."""

    args: tuple[str, ...]
    output: str
    shows: tuple[str, ...]


PRINTERS: dict[str, Printer] = {
    "sheet --names": Printer(
        ("sheet", "--edition", "parker-brothers", "--names", SIDE_A, "--names", SIDE_B),
        "sheet.pdf",
        (SIDE_A, SIDE_B),
    ),
    "sheet --rules": Printer(
        ("sheet", "--rules", str(RULES), "--names", SIDE_A, "--names", SIDE_B),
        "sheet.pdf",
        (RULES_NAME, SIDE_A, SIDE_B),
    ),
    "cards --rules": Printer(("cards", "--rules", str(RULES)), "cards.pdf", (RULES_NAME,)),
    "cards --rules --layout sheet": Printer(
        ("cards", "--rules", str(RULES), "--layout", "sheet"), "cards.pdf", (RULES_NAME,)
    ),
    "report": Printer(("report", str(MATCH)), "report.pdf", (TITLE, RULES_NAME, SIDE_A, SIDE_B)),
    "report --season": Printer(
        ("report", "--season", str(MATCH), str(REMATCH)),
        "season.pdf",
        (RULES_NAME, SIDE_A, SIDE_B, TITLE, REMATCH_TITLE),
    ),
    "chart pdf": Printer(("chart", str(MATCH)), "race.pdf", (TITLE, SIDE_A, SIDE_B)),
}
"""Every command that draws names or titles into a PDF."""


@dataclass
class Made:
    """Outputs made once for the whole module: group 3 checks the PDFs group 1 made."""

    folder: Path
    results: dict[str, tuple[Result, Path]] = field(default_factory=dict)

    def get(self, case: str, runner: CliRunner) -> tuple[Result, Path]:
        if case not in self.results:
            printer = PRINTERS[case]
            path = self.folder / case.replace(" ", "_") / printer.output
            path.parent.mkdir()
            self.results[case] = (runner.invoke(main, [*printer.args, "-o", str(path)]), path)
        return self.results[case]


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Made:
    return Made(tmp_path_factory.mktemp("hostile"))


@pytest.mark.slow
@pytest.mark.parametrize("case", list(PRINTERS))
def test_hostile_strings_print_literally_in_every_pdf(case: str, made: Made, runner: CliRunner) -> None:
    result, path = made.get(case, runner)
    assert_ok(result)
    assert result.stdout.strip() == str(path)
    assert result.stderr == ""  # every character printable: no warning
    assert_literal(pdfcheck.all_text(path.read_bytes()), *PRINTERS[case].shows)


def test_hostile_strings_print_literally_in_the_svg_chart(runner: CliRunner, tmp_path: Path) -> None:
    path = tmp_path / "race.svg"
    assert_ok(runner.invoke(main, ["chart", str(MATCH), "-o", str(path)]))
    svg = path.read_bytes()
    ElementTree.fromstring(svg)  # names with < > & leave the XML well formed
    assert_literal(" ".join(pdfcheck.svg_strings(svg)), TITLE, SIDE_A, SIDE_B)
    # Mathtext would have drawn "$x$" as an italic x, from DejaVu Sans Oblique, a font the chart
    # never uses.
    assert "Oblique" not in svg.decode()
    assert "italic" not in svg.decode()


def test_hostile_strings_print_literally_in_the_score_table(runner: CliRunner) -> None:
    result = runner.invoke(main, ["score", str(MATCH)])
    assert_ok(result)
    for string in (TITLE, RULES_NAME, SIDE_A, SIDE_B):
        assert string in result.stdout
    assert_literal(result.stdout)


def test_hostile_strings_come_back_unchanged_in_the_score_json(runner: CliRunner) -> None:
    result = runner.invoke(main, ["score", str(MATCH), "--json"])
    assert_ok(result)
    data = json.loads(result.stdout)
    assert (data["title"], data["house_rules"]) == (TITLE, RULES_NAME)
    assert [side["name"] for side in data["sides"]] == [SIDE_A, SIDE_B]


def new_log(log: Path) -> list[str]:
    """``bornes log``'s options for a new log at ``log``, its house rules copied beside it.

    Where the log's folder is missing (a command that must fail on that
    first), the house rules are named where they are.
    """
    rules = RULES
    if log.parent.is_dir():
        rules = log.parent / RULES.name
        rules.write_bytes(RULES.read_bytes())
    return [str(rules) if arg == RULES_BESIDE else arg for arg in NEW_LOG]


def test_hostile_strings_are_logged_and_echoed_as_typed(runner: CliRunner, tmp_path: Path) -> None:
    log = tmp_path / "night.toml"
    result = runner.invoke(main, ["log", str(log), *new_log(log)], input=HAND)
    assert_ok(result)
    assert SIDE_A in result.stdout
    assert SIDE_B in result.stdout
    assert "Run the command again to go on" in result.stdout  # stopped after one hand
    assert_literal(result.stdout)
    match = load_match(log)
    assert (match.title, match.edition.house_rules) == (TITLE, RULES_NAME)
    assert [side.name for side in match.sides] == [SIDE_A, SIDE_B]
    assert len(match.hands) == 1


# 2. Determinism


@dataclass(frozen=True)
class Writer:
    """A command that writes a file (or, with ``folder``, files into a folder given with -o)."""

    args: tuple[str, ...]
    output: str
    folder: bool = False
    input: str | None = None

    def argv(self, out: Path) -> list[str]:
        args = [str(out) if arg == OUT else arg for arg in self.args]
        if RULES_BESIDE in args:
            start = args.index(RULES_BESIDE) - 1
            args[start : start + len(NEW_LOG)] = new_log(out)
        return args


WRITERS: dict[str, Writer] = {
    "sheet": Writer(
        ("sheet", "--rules", str(RULES), "--names", SIDE_A, "--names", SIDE_B, "-o", OUT), "s.pdf"
    ),
    "sheet --fillable": Writer(
        ("sheet", "--edition", "dujardin-2024", "--players", "6", "--fillable", "-o", OUT), "s.pdf"
    ),
    "cards": Writer(("cards", "--rules", str(RULES), "-o", OUT), "c.pdf"),
    "cards --layout sheet": Writer(
        ("cards", "--edition", "dujardin-2025", "--layout", "sheet", "-o", OUT), "c.pdf"
    ),
    "cards --all": Writer(("cards", "--all", "-o", OUT), "cards", folder=True),
    "report": Writer(("report", str(MATCH), "-o", OUT), "r.pdf"),
    "report --season": Writer(("report", "--season", str(MATCH), str(REMATCH), "-o", OUT), "r.pdf"),
    "chart png": Writer(("chart", str(MATCH), "-o", OUT), "race.png"),
    "chart svg": Writer(("chart", str(MATCH), "-o", OUT), "race.svg"),
    "chart pdf": Writer(("chart", str(MATCH), "-o", OUT), "race.pdf"),
    "chart --animate": Writer(("chart", str(MATCH), "--animate", OUT), "race.gif"),
    "all": Writer(("all", "-o", OUT), "all", folder=True),
    "log": Writer(
        ("log", OUT, *NEW_LOG),
        "night.toml",
        input=HAND,
    ),
}
"""Every command that writes a file, with inputs that exercise it (hostile ones where it prints names)."""


def run_in_process(writer: Writer, out: Path, seed: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator", *writer.argv(out)],
        env={**os.environ, "PYTHONHASHSEED": seed},
        input=writer.input or "",
        capture_output=True,
        text=True,
        check=False,
    )


@dataclass
class Twice:
    """Each writer's output from two processes, made once for the module (group 3 reads ``all``'s)."""

    folder: Path
    outputs: dict[str, tuple[Path, Path]] = field(default_factory=dict)

    def get(self, case: str) -> tuple[Path, Path]:
        if case not in self.outputs:
            writer = WRITERS[case]
            outs = []
            for seed in ("1", "2"):
                out = self.folder / case.replace(" ", "_") / f"seed-{seed}" / writer.output
                (out if writer.folder else out.parent).mkdir(parents=True)
                outs.append(out)
            # The two processes run side by side (two cores), not one after the other.
            with ThreadPoolExecutor(2) as pool:
                runs = list(pool.map(run_in_process, [writer, writer], outs, ["1", "2"]))
            for run in runs:
                assert run.returncode == 0, run.stderr
                assert "Traceback" not in run.stderr
            self.outputs[case] = (outs[0], outs[1])
        return self.outputs[case]


@pytest.fixture(scope="module")
def twice(tmp_path_factory: pytest.TempPathFactory) -> Twice:
    return Twice(tmp_path_factory.mktemp("twice"))


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.parametrize("case", list(WRITERS))
def test_two_processes_with_different_hash_seeds_write_the_same_bytes(case: str, twice: Twice) -> None:
    first, second = twice.get(case)
    if WRITERS[case].folder:
        one, two = files_under(first), files_under(second)
        assert one
        assert sorted(one) == sorted(two)
        differ = [name for name in one if one[name] != two[name]]
        assert not differ, differ
    else:
        assert first.read_bytes() == second.read_bytes()


# 3. Glyph coverage


@pytest.mark.parametrize("case", list(PRINTERS))
def test_every_character_of_a_hostile_pdf_is_in_the_bundled_fonts(
    case: str, made: Made, runner: CliRunner
) -> None:
    result, path = made.get(case, runner)
    assert_ok(result)
    text = " ".join(pdfcheck.page_texts(path.read_bytes()))
    assert REPLACEMENT not in text  # these names are all printable
    assert_glyphs_covered(text, case)


def test_every_character_of_every_pdf_bornes_all_makes_is_in_the_bundled_fonts(twice: Twice) -> None:
    folder, _ = twice.get("all")
    pdfs = sorted(folder.glob("*.pdf"))
    assert len(pdfs) >= 15  # a sheet and cards per edition, a report per example
    missing = {}
    for pdf in pdfs:
        text = " ".join(pdfcheck.page_texts(pdf.read_bytes()))
        assert text.strip(), pdf.name
        if found := missing_glyphs(text.replace(REPLACEMENT, "")):
            missing[pdf.name] = found
    assert not missing


UNPRINTABLE = "Zoë 🚗 漢字"
"""A name with an emoji and two CJK ideographs, which no bundled font has ('ë' it has)."""
LACKED = "🚗漢字"


def unprintable_inputs(folder: Path) -> tuple[Path, Path]:
    """A log and house rules with ``UNPRINTABLE`` as a side's name, the title and the rules' name."""
    name = json.dumps(UNPRINTABLE, ensure_ascii=False)  # a JSON string is a TOML string here
    rules = folder / "rules.toml"
    rules.write_text(f'name = {name}\nbase = "parker-brothers"\n', "utf-8")
    log = folder / "match.toml"
    log.write_text(
        f'edition = "parker-brothers"\nplayers = 4\ntitle = {name}\n[sides]\na = {name}\nb = "Ben"\n'
        "[[hands]]\na = { miles = 1000, two_hundreds = 0 }\nb = { miles = 25 }\n",
        "utf-8",
    )
    return log, rules


@pytest.mark.parametrize("command", ["sheet", "cards", "report", "chart"])
def test_characters_no_font_has_are_warned_about_and_print_as_a_replacement(
    command: str, runner: CliRunner, tmp_path: Path
) -> None:
    log, rules = unprintable_inputs(tmp_path)
    out = tmp_path / "out.pdf"
    args = {
        "sheet": ["sheet", "--edition", "parker-brothers", "--names", UNPRINTABLE, "--names", "Ben"],
        "cards": ["cards", "--rules", str(rules)],
        "report": ["report", str(log)],
        "chart": ["chart", str(log)],
    }[command]
    result = runner.invoke(main, [*args, "-o", str(out)])
    assert_ok(result)
    warnings = [line for line in result.stderr.splitlines() if line.startswith("Warning:")]
    assert warnings, result.stderr
    for line in warnings:
        assert all(char in line for char in LACKED), line
    text = " ".join(pdfcheck.page_texts(out.read_bytes()))
    assert not set(LACKED) & set(text)
    assert "Zoë" + REPLACEMENT * 3 in squash(text)
    assert_glyphs_covered(text, command)


# 4. Output safety


def expected_outputs(writer: Writer, out: Path) -> list[Path]:
    """The files a writer makes at ``out`` (for a folder writer, every file it would write there)."""
    if not writer.folder:
        return [out]
    from generator.batch import all_jobs, example_logs
    from generator.cards import default_filename
    from generator.pdf.page import default_paper
    from generator.rules.editions import EDITIONS

    if writer.args[0] == "all":
        from generator.matchlog.load import load_result

        matches = [(log.stem, load_result(log)) for log in example_logs()]
        return [job.path for job in all_jobs(out, list(EDITIONS.values()), matches)]
    return [
        out / default_filename(edition, lang=lang, paper=default_paper(lang), layout="cards")
        for edition in EDITIONS.values()
        for lang in (EN, FR)
    ]


@pytest.mark.slow
@pytest.mark.parametrize("case", list(WRITERS))
def test_an_output_in_a_missing_folder_is_one_error_line_and_writes_nothing(
    case: str, runner: CliRunner, tmp_path: Path
) -> None:
    writer = WRITERS[case]
    missing = tmp_path / "nowhere"
    out = missing if writer.folder else missing / writer.output
    before = files_under(tmp_path)
    result = runner.invoke(main, writer.argv(out), input=writer.input)
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: "), result.stderr
    assert str(out) in lines[0]
    assert "does not exist" in lines[0]
    assert result.stdout == ""
    assert not missing.exists()
    assert files_under(tmp_path) == before


OLD = b"the previous output, which must survive\n"


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write fails as on a full disk, after the bytes are handed over and before the rename."""

    def full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)


@pytest.mark.slow
@pytest.mark.usefixtures("full_disk")
@pytest.mark.parametrize("case", [c for c in WRITERS if c != "log"])
def test_a_full_disk_leaves_the_existing_output_as_it_was(
    case: str, runner: CliRunner, tmp_path: Path
) -> None:
    writer = WRITERS[case]
    out = tmp_path / writer.output
    if writer.folder:
        out.mkdir()
    for path in expected_outputs(writer, out):
        path.write_bytes(OLD)
    before = files_under(tmp_path)
    result = runner.invoke(main, writer.argv(out), input=writer.input)
    assert result.exit_code == 1, result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    assert len(errors) == 1, result.stderr
    assert "No space left on device" in errors[0], result.stderr
    assert result.stderr.endswith(errors[0] + "\n")  # after at most a progress bar's label
    assert result.stdout == ""
    assert "Traceback" not in result.output
    assert files_under(tmp_path) == before  # old bytes, and no temporary left


@dataclass(frozen=True)
class Failure:
    """A command given a bad input, writing where an output already is."""

    args: tuple[str, ...]
    output: str
    message: str


BAD_LOG = "bad.toml"
BAD_RULES = "bad-rules.toml"

FAILURES: dict[str, Failure] = {
    "sheet": Failure(("sheet", "--rules", BAD_RULES, "-o", OUT), "s.pdf", "scoring.trip must be an integer"),
    "sheet --fillable": Failure(
        ("sheet", "--rules", BAD_RULES, "--fillable", "-o", OUT), "s.pdf", "scoring.trip must be an integer"
    ),
    "sheet, too many names": Failure(
        ("sheet", "--edition", "parker-brothers", "--names", "A", "--names", "B", "--names", "C", "-o", OUT),
        "s.pdf",
        "3 names given for 2 sides",
    ),
    "cards": Failure(("cards", "--rules", BAD_RULES, "-o", OUT), "c.pdf", "scoring.trip must be an integer"),
    "cards --layout sheet": Failure(
        ("cards", "--rules", BAD_RULES, "--layout", "sheet", "-o", OUT),
        "c.pdf",
        "scoring.trip must be an integer",
    ),
    "report": Failure(("report", BAD_LOG, "-o", OUT), "r.pdf", "is past the hand's trip"),
    "report --season": Failure(
        ("report", "--season", str(MATCH), BAD_LOG, "-o", OUT), "r.pdf", "is past the hand's trip"
    ),
    "chart png": Failure(("chart", BAD_LOG, "-o", OUT), "race.png", "is past the hand's trip"),
    "chart svg": Failure(("chart", BAD_LOG, "-o", OUT), "race.svg", "is past the hand's trip"),
    "chart pdf": Failure(("chart", BAD_LOG, "-o", OUT), "race.pdf", "is past the hand's trip"),
    "chart --animate": Failure(("chart", BAD_LOG, "--animate", OUT), "race.gif", "is past the hand's trip"),
}
"""Every single-file writer failing on its input (``cards --all`` and ``all`` read none: see full_disk)."""


@pytest.fixture
def bad_inputs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``bad.toml`` (a hand past its trip) and ``bad-rules.toml`` (a negative value), in the cwd."""
    (tmp_path / BAD_LOG).write_text(
        'edition = "parker-brothers"\nplayers = 4\n[sides]\nns = "A"\new = "B"\n'
        "[[hands]]\nns = { miles = 1025 }\new = { miles = 0 }\n",
        "utf-8",
    )
    (tmp_path / BAD_RULES).write_text(
        'name = "Bad"\nbase = "parker-brothers"\n[scoring]\ntrip = -400\n', "utf-8"
    )
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("case", list(FAILURES))
def test_a_failed_command_leaves_the_existing_output_as_it_was(
    case: str, runner: CliRunner, bad_inputs: Path
) -> None:
    failure = FAILURES[case]
    out = bad_inputs / failure.output
    out.write_bytes(OLD)
    before = files_under(bad_inputs)
    result = runner.invoke(main, [str(out) if arg == OUT else arg for arg in failure.args])
    assert result.exit_code != 0, result.output
    assert "Traceback" not in result.output
    assert failure.message in result.stderr
    assert files_under(bad_inputs) == before


@pytest.fixture
def logged(tmp_path: Path) -> Path:
    """A copy of the hostile match (two hands, in progress) with its house rules beside it."""
    for source in (MATCH, RULES):
        (tmp_path / source.name).write_bytes(source.read_bytes())
    return tmp_path / MATCH.name


@pytest.mark.usefixtures("full_disk")
def test_a_hand_that_cannot_be_saved_leaves_the_log_as_it_was(runner: CliRunner, logged: Path) -> None:
    before = files_under(logged.parent)
    result = runner.invoke(main, ["log", str(logged)], input=HAND)
    assert result.exit_code == 1, result.output
    assert result.stderr.splitlines()[-1].startswith(f"Error: {logged}: cannot be written")
    assert files_under(logged.parent) == before


def test_input_ending_in_the_middle_of_a_hand_leaves_the_log_as_it_was(
    runner: CliRunner, logged: Path
) -> None:
    before = files_under(logged.parent)
    result = runner.invoke(main, ["log", str(logged)], input="1000\n1\n")
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert files_under(logged.parent) == before
