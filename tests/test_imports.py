"""Each command loads only what it needs: no drawing library where nothing is drawn.

Every command runs once, as the installed program runs (``generator.__main__``,
not through ``click.testing``, which loads more itself), in a fresh
interpreter; the modules loaded when it ends are checked against what that
command must and must not load. A name stands for the module and every
submodule of it.

ruff's TID253 (``pyproject.toml``) already keeps the heavy libraries out of
every module's top level except the modules that draw; what it cannot see is
a chain of module-level imports that brings a drawing module onto a path
that draws nothing. These runs see it, one process per command.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

EXAMPLE = str(Path(__file__).resolve().parent.parent / "examples" / "friday-night.toml")

HEAVY = frozenset(
    {
        "reportlab",
        "matplotlib",
        "jinja2",
        "babel",
        "PIL",
        "pypdf",
        "pypdfium2",
        "numpy",
        "bidi",
        "arabic_reshaper",
    }
)
"""The libraries that only drawing needs: TID253's list (commands read the .mo catalogs, never Babel)."""

PHOTO = frozenset({"cv2", "zxingcpp"})
"""The libraries that read photos (the scan extra): only ``bornes scan`` loads them."""

THEN = ";"
"""Between two command lines run one after the other in the same process."""

PROBE = """
import os, sys
from generator.__main__ import run
codes = []
lines = [[]]
for arg in sys.argv[1:]:
    if arg == THEN:
        lines.append([])
    else:
        lines[-1].append(arg)
for line in lines:
    sys.argv = ["bornes", *line]
    try:
        run()
    except SystemExit as stop:
        codes.append(stop.code or 0)
    else:
        codes.append(0)
with open(os.environ["PROBE_OUT"], "w", encoding="utf-8") as out:
    out.write(" ".join(map(str, codes)) + "\\n" + "\\n".join(sorted(sys.modules)))
""".replace("THEN", repr(THEN))
"""Runs each command line given as ``bornes`` would, then writes the exit codes and every module loaded.

The modules go to a file, not standard output, which the commands print to;
the probe itself loads nothing that the interpreter has not loaded already.
"""

OUT = "\0out"
"""Stands for the output path in a command's arguments."""

PHOTO_ARG = "\0photo"
"""Stands for a photo of a blank scan sheet in a command's arguments (``blank_photo``)."""

LANGUAGES = "generator.text.languages"
CHOICES = frozenset({LANGUAGES, "generator.pdf.paper", "generator.cards", "generator.chart.formats"})
"""The registries other commands read their choices from: each read only when its option is parsed
or its help shown, or, for the languages, once something is worded (in a ``Lang``)."""


COMMAND_MODULES = frozenset(
    f"generator.cli.{module}"
    for module in ("editions", "score", "log", "sheet", "import_", "scan", "cards", "report", "chart", "all")
)
"""The modules of the commands, one each: a command line loads its own command's only."""


def others(module: str) -> frozenset[str]:
    """The command modules but ``module``."""
    return COMMAND_MODULES - {module}


class Case(NamedTuple):
    """A command line, the modules it must load and those it must not."""

    args: tuple[str, ...]
    loads: frozenset[str] = frozenset()
    never: frozenset[str] = HEAVY
    stdin: str = ""


PARKER_LOG = ("--edition", "parker-brothers", "--players", "4", "--side", "ns=A", "--side", "ew=B")

CASES: dict[str, Case] = {
    # pathlib loads urllib.parse and ipaddress (3 ms): paths are made only when one is given.
    # Click's help measures the terminal with shutil; nothing else here does.
    "--help": Case(
        ("--help",),
        never=HEAVY
        | CHOICES
        | {"pathlib", "hashlib", "tempfile", "generator.rules.editions", "generator.environment"},
    ),
    "every command's --help": Case(
        tuple(
            arg
            for command in (
                "sheet",
                "cards",
                "report",
                "chart",
                "score",
                "log",
                "editions",
                "import",
                "scan",
                "all",
            )
            for arg in (command, "--help", THEN)
        )[:-1]
    ),
    "--version": Case(("--version",)),
    # The editions table needs no path and no match: no pathlib, files, log parser, tomllib.
    # It is worded in a Lang, as every edition's language is: the languages are loaded, no other choice.
    "editions": Case(
        ("editions",),
        never=HEAVY
        | (CHOICES - {LANGUAGES})
        | {"pathlib", "hashlib", "tempfile", "shutil", "tomllib", "generator.files", "generator.rules.match"}
        | others("generator.cli.editions"),
    ),
    # A log read is a regular file read: no hashing (only a lock's long name needs it), no writing.
    "score": Case(
        ("score", EXAMPLE),
        never=HEAVY
        | (CHOICES - {LANGUAGES})
        | {"hashlib", "tempfile", "shutil", "generator.stats", "generator.rules.house"}
        | others("generator.cli.score"),
    ),
    "score --json": Case(("score", EXAMPLE, "--json")),
    # Seed 000's first hand, then Enter to stop.
    "log": Case(("log", OUT, *PARKER_LOG), stdin="1000\n2\n1\n575\n1\n0\ny\n1\n\n"),
    # A race's session asks other questions (games won, not points): Enter at the first one.
    "log, a race": Case(
        ("log", OUT, "--edition", "dujardin-2025", "--players", "2", "--side", "a=A", "--side", "b=B"),
        stdin="\n",
    ),
    # The fillable sheet's form is built with pypdf (generator.sheets.form_writer); nothing else loads it.
    "sheet": Case(
        ("sheet", "--edition", "parker-brothers", "-o", OUT),
        loads=frozenset({"reportlab"}),
        never=frozenset({"matplotlib", "pypdf", "babel"}),
    ),
    "sheet --fillable": Case(
        ("sheet", "--edition", "dujardin-2025", "--fillable", "-o", OUT),
        loads=frozenset({"reportlab", "pypdf"}),
        never=frozenset({"matplotlib", "babel"}),
    ),
    # The phone sheet is a Jinja2 page: no drawing library at all.
    "sheet --html": Case(
        ("sheet", "--edition", "winning-moves", "--html", "-o", OUT),
        loads=frozenset({"jinja2"}),
        never=frozenset({"reportlab", "matplotlib", "pypdf", "PIL", "babel", "numpy"}),
    ),
    # The cards' markup is read with expat alone: ElementTree's modules cost a millisecond or two.
    "cards": Case(
        ("cards", "--edition", "dujardin-classic", "-o", OUT),
        loads=frozenset({"reportlab", "jinja2"}),
        never=frozenset({"matplotlib", "pypdf", "babel", "xml.etree", "pypdfium2"}),
    ),
    # Only the images for print services render the pages.
    "cards --png": Case(
        ("cards", "--edition", "winning-moves", "--layout", "single", "--png", "-o", OUT),
        loads=frozenset({"reportlab", "pypdfium2", "PIL"}),
        never=frozenset({"matplotlib", "pypdf", "babel"}),
    ),
    "cards --layout sheet": Case(
        ("cards", "--edition", "winning-moves", "--layout", "sheet", "-o", OUT),
        loads=frozenset({"reportlab", "jinja2"}),
        never=frozenset({"matplotlib", "pypdf", "babel", "xml.etree"}),
    ),
    # A match's report loads none of the season's modules; charts are drawn without pyplot's state.
    "report": Case(
        ("report", EXAMPLE, "-o", OUT),
        loads=frozenset({"reportlab", "matplotlib"}),
        never=frozenset({"babel", "matplotlib.pyplot", "generator.report.season", "generator.stats.season"}),
    ),
    "report --html": Case(
        ("report", EXAMPLE, "--html", "-o", OUT),
        loads=frozenset({"matplotlib", "jinja2"}),
        never=frozenset({"reportlab", "pypdf", "babel", "matplotlib.pyplot", "generator.stats.season"}),
    ),
    "report --season": Case(
        ("report", EXAMPLE, "--season", "-o", OUT),
        loads=frozenset({"reportlab", "matplotlib"}),
        never=frozenset({"babel", "matplotlib.pyplot"}),
    ),
    "chart": Case(
        ("chart", EXAMPLE, "-o", OUT),
        loads=frozenset({"matplotlib"}),
        never=frozenset({"babel", "matplotlib.pyplot"}),
    ),
    "chart --animate": Case(
        ("chart", EXAMPLE, "--animate", OUT),
        loads=frozenset({"matplotlib", "PIL"}),
        never=frozenset({"babel", "matplotlib.pyplot"}),
    ),
    # A photo of a scan sheet: OpenCV and zxing-cpp (and NumPy under them), no drawing library, no
    # other command's module.
    "scan": Case(
        ("scan", PHOTO_ARG, "-o", OUT),
        loads=PHOTO | {"numpy"},
        never=(HEAVY - {"numpy"}) | others("generator.cli.scan"),
    ),
}
"""Every command that loads something worth checking, with what it must and must not load."""

OUTPUTS = {
    "log": "match.toml",
    "scan": "scanned.toml",
    "sheet --html": "sheet.html",
    "report --html": "report.html",
    "log, a race": "race.toml",
    "chart": "race.png",
    "chart --animate": "race.gif",
    "cards --png": "cards.zip",
}
"""The output's file name where it is not a PDF."""


class Run(NamedTuple):
    """What a probe saw: the exit code of each command line, every module loaded, what was printed."""

    codes: list[str]
    modules: set[str]
    stdout: str


def loaded(code: str, args: tuple[str, ...], folder: Path, stdin: str = "") -> Run:
    """What ``code`` saw, run with ``args`` in a fresh interpreter."""
    report = folder / "modules.txt"
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PROBE_OUT": str(report)},
    )
    assert done.returncode == 0, done.stderr
    codes, *modules = report.read_text("utf-8").split("\n")
    return Run(codes.split(), set(modules), done.stdout)


def blank_photo(folder: Path) -> Path:
    """A blank scan sheet's first page, rendered flat as a photo would show it (PNG)."""
    import pypdfium2

    from generator.rules.editions import EDITIONS
    from generator.sheets.scan_pdf import scan_pdf
    from generator.text.languages import EN

    edition = EDITIONS["parker-brothers"]
    pdf = pypdfium2.PdfDocument(scan_pdf(edition, edition.default_setup, lang=EN, paper="a4"))
    path = folder / "blank.png"
    pdf[0].render(scale=5 * 25.4 / 72, grayscale=True).to_pil().save(path)
    return path


def found(names: frozenset[str], modules: set[str]) -> list[str]:
    """The modules among ``modules`` that ``names`` stand for: each name, and its submodules."""
    return sorted(m for m in modules if any(m == name or m.startswith(f"{name}.") for name in names))


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.parametrize("case", list(CASES))
def test_each_command_loads_what_it_draws_with_and_nothing_it_does_not_use(case: str, tmp_path: Path) -> None:
    command = CASES[case]
    out = tmp_path / OUTPUTS.get(case, "out.pdf")
    photo = blank_photo(tmp_path) if PHOTO_ARG in command.args else None
    args = tuple(str(out) if arg == OUT else str(photo) if arg == PHOTO_ARG else arg for arg in command.args)
    run = loaded(PROBE, args, tmp_path, command.stdin)
    assert run.codes == ["0"] * (command.args.count(THEN) + 1), run.stdout
    assert found(command.never, run.modules) == []
    if case != "scan":
        assert found(PHOTO, run.modules) == [], "only bornes scan reads photos"
    assert [name for name in sorted(command.loads) if not found(frozenset({name}), run.modules)] == []
    if OUT in command.args:
        assert out.is_file()
    if case == "log":
        assert out.read_text("utf-8").count("[[hands]]") == 1
    if "--help" in command.args:
        assert run.stdout.count("Usage: bornes") == command.args.count("--help")


@pytest.mark.subprocess
def test_the_rules_the_log_parser_and_the_contents_load_no_drawing_cli_or_template_library(
    tmp_path: Path,
) -> None:
    # The pure core (rules, scoring, reading a log, what a sheet and a card say) draws nothing.
    code = (
        "import os, sys\n"
        "import generator.rules, generator.matchlog.parse, generator.summary, generator.sheets.content\n"
        "from generator.cards.markup import parse\n"
        "parse(\"<card key='k'><p>a <b>b</b></p><table><tr><td>c</td></tr></table></card>\")\n"
        "with open(os.environ['PROBE_OUT'], 'w', encoding='utf-8') as out:\n"
        "    out.write('0\\n' + '\\n'.join(sorted(sys.modules)))\n"
    )
    assert found(HEAVY | {"click", "xml.etree"}, loaded(code, (), tmp_path).modules) == []
