"""Bornes against minimal baselines, side by side in one run.

    python benchmarks/bench.py [--repeat 5] [--quick]

Each command runs as its own process, like a user's, ``--repeat`` times,
interleaved with its baseline so both see the same machine load. Printed: the
median wall time of each, the ratio command/baseline (goal: at most 1.3),
the ratio of the fastest runs of each ("fastest": on a machine shared with
other work, the run least disturbed by it is the better estimate of what a
command costs), and the size of every file made (goals: a score sheet under
60 KB, a report under 200 KB). Baselines do the least the same job needs:

- ``python -c "import click"`` for ``--help``, ``editions`` and ``score``;
- ``baselines/pdf_table.py``, one ReportLab table with the same embedded
  font, for ``sheet`` and ``cards``;
- ``baselines/pdf_chart.py``, the same plus one matplotlib line chart placed
  in the PDF, for ``report``.

Two more goals compare Bornes with itself: ``cards --all`` (every edition in
both languages, one process) against ten single ``cards`` runs, and a
100-match season report against 100 single reports run one by one.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLES = ROOT / "examples"
PY = sys.executable
# The console script pip installs, as users run it; else the module.
SCRIPT = Path(PY).with_name("bornes")
BORNES = [str(SCRIPT)] if SCRIPT.exists() else [PY, "-m", "generator"]
# As an installed program runs: with its byte-code cached (pip compiles it on
# install), even where this shell asks Python not to write byte-code.
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


@dataclass
class Case:
    """One command, its baseline, and the file it makes (if any)."""

    name: str
    command: list[str]
    baseline: list[str]
    output: Path | None = None
    size_goal_kb: int | None = None


def run(command: list[str]) -> float:
    """Wall time of one run, in seconds; the command must succeed."""
    started = time.perf_counter()
    subprocess.run(
        command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=ENV
    )
    return time.perf_counter() - started


def timed_pair(command: list[str], baseline: list[str], repeat: int) -> tuple[list[float], list[float]]:
    """Wall times of the command and its baseline, ``repeat`` runs each, interleaved."""
    run(command)  # warm the file cache and byte-code once
    run(baseline)
    ours, theirs = [], []
    for _ in range(repeat):
        ours.append(run(command))
        theirs.append(run(baseline))
    return ours, theirs


def cases(out: Path) -> list[Case]:
    """Every measured command."""
    click = [PY, "-c", "import click"]
    table = [PY, str(HERE / "baselines" / "pdf_table.py"), str(out / "baseline-table.pdf")]
    chart = [PY, str(HERE / "baselines" / "pdf_chart.py"), str(out / "baseline-chart.pdf")]
    friday = str(EXAMPLES / "friday-night.toml")
    return [
        Case("bornes --help", [*BORNES, "--help"], click),
        Case("bornes editions", [*BORNES, "editions"], click),
        Case("bornes score", [*BORNES, "score", friday], click),
        Case(
            "bornes sheet",
            [*BORNES, "sheet", "--edition", "parker-brothers", "-o", str(out / "sheet.pdf")],
            table,
            out / "sheet.pdf",
            60,
        ),
        Case(
            "bornes cards",
            [*BORNES, "cards", "--edition", "parker-brothers", "-o", str(out / "cards.pdf")],
            table,
            out / "cards.pdf",
        ),
        Case(
            "bornes report",
            [*BORNES, "report", friday, "-o", str(out / "report.pdf")],
            chart,
            out / "report.pdf",
            200,
        ),
    ]


def season_logs(folder: Path, count: int) -> list[Path]:
    """``count`` copies of the example match, as a club's season would log them."""
    text = (EXAMPLES / "friday-night.toml").read_text("utf-8")
    logs = []
    for number in range(count):
        log = folder / f"match-{number:03d}.toml"
        log.write_text(text.replace('title = "Friday night"', f'title = "Match {number + 1}"'), "utf-8")
        logs.append(log)
    return logs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--season", type=int, default=100, help="matches in the season comparison")
    parser.add_argument("--ratios-only", action="store_true", help="skip the cards --all and season runs")
    args = parser.parse_args()
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"Machine: {machine}, {platform.platform()}")
    print(f"Runs: median of {args.repeat}, command and baseline interleaved\n")
    with tempfile.TemporaryDirectory() as temp:
        out = Path(temp)
        heads = f"{'median s':>10}{'baseline s':>12}{'ratio':>8}{'fastest':>9}{'size KB':>10}"
        print(f"{'command':<22}{heads}  goal")
        for case in cases(out):
            our_runs, their_runs = timed_pair(case.command, case.baseline, args.repeat)
            ours, theirs = statistics.median(our_runs), statistics.median(their_runs)
            fastest = min(our_runs) / min(their_runs)
            size = case.output.stat().st_size / 1024 if case.output else None
            goals = ["ratio <= 1.3" + (" ok" if ours / theirs <= 1.3 else " MISSED")]
            if case.size_goal_kb and size is not None:
                goals.append(f"< {case.size_goal_kb} KB" + (" ok" if size < case.size_goal_kb else " MISSED"))
            size_text = f"{size:.1f}" if size is not None else "-"
            figures = f"{ours:>10.3f}{theirs:>12.3f}{ours / theirs:>8.2f}{fastest:>9.2f}{size_text:>10}"
            print(f"{case.name:<22}{figures}  {'; '.join(goals)}")

        if args.ratios_only:
            return
        cards_dir = out / "cards"
        cards_dir.mkdir()
        editions = ["parker-brothers", "winning-moves", "dujardin-classic", "dujardin-2024", "dujardin-2025"]
        one_by_one = sum(
            run([*BORNES, "cards", "--edition", e, "--lang", lang, "-o", str(cards_dir / f"{e}-{lang}.pdf")])
            for e in editions
            for lang in ("en", "fr")
        )
        all_at_once = run([*BORNES, "cards", "--all", "-o", str(cards_dir)])
        verdict = "ok" if all_at_once < one_by_one else "MISSED"
        print(
            f"\ncards --all: {all_at_once:.2f} s in one process; 10 single runs: {one_by_one:.2f} s", verdict
        )

        season_dir = out / "season"
        season_dir.mkdir()
        logs = season_logs(season_dir, args.season)
        season = run([*BORNES, "report", *map(str, logs), "--season", "-o", str(season_dir / "season.pdf")])
        singles = sum(run([*BORNES, "report", str(log), "-o", str(log.with_suffix(".pdf"))]) for log in logs)
        size = (season_dir / "season.pdf").stat().st_size / 1024
        verdict = "ok" if season < singles else "MISSED"
        print(
            f"season report of {args.season} matches: {season:.2f} s, {size:.0f} KB; "
            f"{args.season} single reports: {singles:.2f} s ({verdict})"
        )
    if not SCRIPT.exists():
        print("\n(note: no bornes script beside this Python; commands ran as python -m generator)")


if __name__ == "__main__":
    main()
