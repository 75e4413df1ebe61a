"""What each command pays over its baseline, cause by cause, measured in one run.

    python benchmarks/costs.py [--repeat 7]

``bench.py`` gives each command's ratio to its baseline; this script says
where the difference goes. For every command of ``bench.py`` it prints:

- the fastest wall time of the command and of its baseline (interleaved runs);
- the costs the command pays and its baseline does not, each measured on its
  own in a fresh interpreter (the fastest of ``--repeat`` runs), with the
  garbage collector paused as ``bornes`` pauses it, after the imports the
  baseline makes anyway:
  - importing Click, for the PDF commands (their baseline has no command
    line) after ReportLab, as the standard modules both use load once;
  - Jinja2 and its environment (the cards' templates);
  - the bold face, a second TrueType file to parse;
  - the TOML parser (the match log);
  - the report's margin and points charts: its baseline draws one chart and
    the report three, so the time of all three, as the report draws them,
    less that of the race chart alone;
- Bornes' own modules: the self time ``-X importtime`` gives every
  ``generator`` module the command imports (fastest run of each);
- other imports: the self time of every other module the command imports
  and its baseline does not, those counted above aside (the heaviest three
  are named);
- the rest: the command's own work (reading, laying out, drawing, writing),
  found by difference, so it also carries what the figures above over- or
  under-state (``-X importtime`` overstates a module's time a little).

These are the figures the Performance page (docs/explanation/performance.md) quotes.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench import BORNES, ENV, ROOT, Case, cases, run

FONTS = ROOT / "fonts"

PROBES: dict[str, tuple[str, str]] = {
    # name: (what is imported first, untimed; what is timed)
    "Click": ("", "import click"),
    "Click after ReportLab": ("import reportlab.pdfgen.canvas", "import click"),
    "Jinja2": (
        "import click, reportlab.pdfgen.canvas",
        "import jinja2\njinja2.Environment(extensions=['jinja2.ext.i18n'])",
    ),
    "bold face": (
        "from reportlab.pdfbase import pdfmetrics\nfrom reportlab.pdfbase.ttfonts import TTFont",
        f"pdfmetrics.registerFont(TTFont('B', {str(FONTS / 'DejaVuSans-Bold.ttf')!r}))",
    ),
    "TOML parser": ("import click", "import tomllib"),
    "two more charts": (
        "import io\n"
        "from generator.chart.draw import chart_style\n"
        "from generator.chart.export import pdf_pages\n"
        "from generator.matchlog.parse import parse_log\n"
        "from generator.report.match_report import match_report\n"
        "from generator.report.figures import match_figures\n"
        "from generator.rules import play\n"
        "from generator.text.languages import EN\n"
        f"text = open({str(ROOT / 'examples' / 'friday-night.toml')!r}, encoding='utf-8').read()\n"
        "result = play(parse_log(text, 'friday-night.toml'))\n"
        "report = match_report(result, EN)\n"
        "def charts(count):\n"
        "    with chart_style():\n"
        "        pdf_pages([figure for figure, _ in match_figures(result, report, EN, 500)[:count]])\n"
        "charts(3)\n"
        "one = time.perf_counter()\n"
        "charts(1)\n"
        "one = time.perf_counter() - one",
        "charts(3)\nstart += one",
    ),
}
"""Costs a baseline does not pay, each timed in a fresh interpreter after its setup."""

CAUSES: dict[str, tuple[str, ...]] = {
    "bornes --help": (),
    "bornes editions": (),
    "bornes score": ("TOML parser",),
    "bornes sheet": ("Click after ReportLab", "bold face"),
    "bornes cards": ("Click after ReportLab", "Jinja2", "bold face"),
    "bornes report": ("Click after ReportLab", "bold face", "two more charts"),
}
"""The probes each command pays over its baseline."""

PACKAGES: dict[str, tuple[str, ...]] = {
    "Click": ("click",),
    "Click after ReportLab": ("click",),
    "Jinja2": ("jinja2", "markupsafe"),
    "TOML parser": ("tomllib",),
}
"""The modules a probe's import time already counts."""


@dataclass
class Figures:
    """The fastest runs of one command and its baseline, and its modules' import time."""

    ours: float = float("inf")
    theirs: float = float("inf")
    modules: dict[str, float] = field(default_factory=dict)


def probe(setup: str, timed: str, repeat: int) -> float:
    """The fastest of ``repeat`` fresh interpreters timing ``timed`` after ``setup``, in seconds."""
    indented = "\n".join("    " + line for line in timed.splitlines())
    # As in bornes (generator.__main__), the collector is paused while modules load.
    code = f"import gc, time\ngc.disable()\n{setup}\nstart = time.perf_counter()\nif True:\n{indented}\n"
    code += "print(time.perf_counter() - start)"
    best = float("inf")
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", code], check=True, capture_output=True, text=True, cwd=ROOT, env=ENV
        )
        best = min(best, float(done.stdout.split()[-1]))
    return best


IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+\d+ \|( *)(\S+)")


def module_times(command: list[str]) -> dict[str, float]:
    """Self import time of each module the command imports, in seconds."""
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**ENV, "PYTHONPROFILEIMPORTTIME": "1"},
        check=True,
    )
    times = {}
    for line in done.stderr.splitlines():
        match = IMPORT_LINE.match(line)
        if match:
            times[match.group(3)] = int(match.group(1)) / 1e6
    return times


def measure(case: Case, repeat: int) -> Figures:
    """Interleaved fastest runs of a command and its baseline, and the fastest import time of each
    module the command imports and its baseline does not."""
    figures = Figures()
    run(case.command)
    baseline_modules = set(module_times(case.baseline))
    for _ in range(repeat):
        figures.ours = min(figures.ours, run(case.command))
        figures.theirs = min(figures.theirs, run(case.baseline))
        for module, seconds in module_times(case.command).items():
            if module not in baseline_modules:
                figures.modules[module] = min(figures.modules.get(module, seconds), seconds)
    return figures


def covered(module: str, probes: tuple[str, ...]) -> bool:
    """Whether a probe of the command already counts this module's import."""
    return any(module.split(".")[0] in PACKAGES.get(name, ()) for name in probes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    costs = {name: probe(setup, timed, args.repeat) for name, (setup, timed) in PROBES.items()}
    print("Costs a baseline does not pay (fastest of", args.repeat, "fresh interpreters):")
    for name, seconds in costs.items():
        print(f"  {name:<16}{seconds * 1000:7.1f} ms")
    print()
    print(f"{'command':<18}{'ours':>8}{'base':>8}{'ratio':>7}{'over':>7}  over, by cause (ms)")
    with tempfile.TemporaryDirectory() as temp:
        for case in cases(Path(temp)):
            figures = measure(case, args.repeat)
            over = figures.ours - figures.theirs
            probes = CAUSES[case.name]
            parts = [(name, costs[name]) for name in probes]
            ours = {m: t for m, t in figures.modules.items() if m.split(".")[0] == "generator"}
            others = {m: t for m, t in figures.modules.items() if m not in ours and not covered(m, probes)}
            parts.append(("Bornes' modules", sum(ours.values())))
            parts.append(("other imports", sum(others.values())))
            parts.append(("the rest", over - sum(seconds for _, seconds in parts)))
            causes = ", ".join(f"{name} {seconds * 1000:.0f}" for name, seconds in parts)
            heaviest = sorted(others.items(), key=lambda item: -item[1])[:3]
            causes += " (other imports: " + ", ".join(f"{m} {t * 1000:.0f}" for m, t in heaviest) + ")"
            ratio = figures.ours / figures.theirs
            print(
                f"{case.name:<18}{figures.ours * 1000:8.0f}{figures.theirs * 1000:8.0f}"
                f"{ratio:7.2f}{over * 1000:7.0f}  {causes}"
            )
    if BORNES[0] == sys.executable:
        print("\n(note: no bornes script beside this Python; commands ran as python -m generator)")


if __name__ == "__main__":
    main()
