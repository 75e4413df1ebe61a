"""How Bornes' time and memory grow with its inputs: ``python benchmarks/scale.py commands``.

Two ways to run it, from the repository:

- ``python benchmarks/scale.py report|chart|gif N``: a match of N hands
  (``tests/report/long_log.py``), then one artefact drawn in this process;
  prints its time, size and the process's peak memory;
- ``python benchmarks/scale.py commands``: the big inputs of the Performance
  page, each through ``bornes`` in a process of its own, as a user runs it: a
  10,000-hand log scored as JSON, six such logs written to a workbook, a
  season of 500 players as an HTML page and as a PDF, a season of 2,000 logs
  as a PDF. Each is run at half its size too, and the ratio of the two
  processor times printed: about 2 where the command grows linearly. Prints
  the wall time, the processor time (user and system: what the machine's
  other work does not inflate), the peak memory (resident set, the goal being
  300 MB at most) and the file's size. ``--only NAME`` runs one of them.

The figures of the Performance page's "Scale" section
(docs/explanation/performance.md) come from it; it is not run by the tests.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.matchlog.parse import parse_log
from generator.rules import play
from generator.text.languages import EN
from tests.hardening.test_bad_inputs import write_long_log
from tests.report.big_season import season_logs
from tests.report.long_log import long_log

sys.path.insert(0, str(Path(__file__).resolve().parent))
from inputs import MEASURED  # `bornes` in a process of its own, its peak memory printed last

GOAL_MB = 300
"""The most memory any of the big inputs may take, as the Performance page states it."""


class Run(NamedTuple):
    """One ``bornes`` run: wall and processor seconds, peak megabytes, the output's kilobytes, and
    whether it ended in a traceback."""

    wall: float
    cpu: float
    peak: int
    size: int
    crashed: bool = False


def bornes(*args: str, output: Path | None = None) -> Run:
    """Run ``bornes ARGS`` in a process of its own; its standard output is thrown away."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak = int(done.stderr.rpartition("peak ")[2].split()[0]) // 1024
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    size = output.stat().st_size // 1024 if output is not None and output.exists() else 0
    return Run(wall, cpu, peak, size, "Traceback" in done.stderr)


def _logs(folder: Path, logs: list[tuple[str, str]]) -> list[str]:
    """Write the season's logs into ``folder``; their paths, in order."""
    paths = []
    for name, text in logs:
        path = folder / f"{name}.toml"
        path.write_text(text, "utf-8")
        paths.append(str(path))
    return paths


def score_json(folder: Path, scale: float) -> Run:
    """``bornes score LOG --json`` of one log of 10,000 hands."""
    log = folder / "marathon.toml"
    write_long_log(log, int(10_000 * scale))
    return bornes("score", str(log), "--json")


def workbook(folder: Path, scale: float) -> Run:
    """``bornes score LOG... -o FILE.xlsx`` of six logs of 10,000 hands."""
    logs = []
    for number in range(6):
        log = folder / f"marathon-{number}.toml"
        write_long_log(log, int(10_000 * scale))
        logs.append(str(log))
    out = folder / "scores.xlsx"
    return bornes("score", *logs, "--season", "-o", str(out), output=out)


def season_html(folder: Path, scale: float) -> Run:
    """``bornes report --season --html`` of 500 players (1,000 logs)."""
    logs = _logs(folder, season_logs(int(500 * scale), int(1_000 * scale)))
    out = folder / "season.html"
    return bornes("report", "--season", *logs, "-o", str(out), output=out)


def season_pdf_players(folder: Path, scale: float) -> Run:
    """``bornes report --season`` (PDF) of 500 players (1,000 logs)."""
    logs = _logs(folder, season_logs(int(500 * scale), int(1_000 * scale)))
    out = folder / "season.pdf"
    return bornes("report", "--season", *logs, "-o", str(out), output=out)


def season_pdf_logs(folder: Path, scale: float) -> Run:
    """``bornes report --season`` (PDF) of 2,000 logs (a club of 12)."""
    logs = _logs(folder, season_logs(12, int(2_000 * scale)))
    out = folder / "season.pdf"
    return bornes("report", "--season", *logs, "-o", str(out), output=out)


COMMANDS: dict[str, tuple[str, Callable[[Path, float], Run]]] = {
    "score-json": ("score --json, one log of 10,000 hands", score_json),
    "workbook": ("score -o .xlsx, six logs of 10,000 hands", workbook),
    "season-html": ("report --season --html, 500 players", season_html),
    "season-pdf-players": ("report --season, 500 players", season_pdf_players),
    "season-pdf-logs": ("report --season, 2,000 logs", season_pdf_logs),
}


def commands(only: str | None) -> None:
    """Each big input at its size and at half of it, each run in a process of its own."""
    print(f"{'command':<44} {'wall':>8} {'cpu':>8} {'peak':>8} {'file':>9} {'cpu/half':>9}")
    for name, (title, run) in COMMANDS.items():
        if only is not None and name != only:
            continue
        with tempfile.TemporaryDirectory() as full, tempfile.TemporaryDirectory() as half:
            small = run(Path(half), 0.5)
            big = run(Path(full), 1.0)
        over = "  over the goal" if big.peak > GOAL_MB else ""
        over += "  a traceback" if big.crashed else ""
        print(
            f"{title:<44} {big.wall:7.1f}s {big.cpu:7.1f}s {big.peak:6} MB {big.size:6} KB "
            f"{big.cpu / small.cpu:8.2f}{over}"
        )


def artefact(what: str, hands: int) -> None:
    """Build ``what`` (report, chart or gif) for a match of ``hands`` hands and print the figures."""
    result = play(parse_log(long_log(hands), "x.toml"))
    start = time.perf_counter()
    if what == "report":
        from generator.report.report_pdf import match_pdf

        out = match_pdf(result, lang=EN, paper="letter")
    elif what == "chart":
        from generator.chart.export import still

        out = still(result, "png", EN)
    else:
        from generator.chart.export import animation

        out = animation(result, EN)
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
    print(f"{what} {hands} hands: {seconds:.2f} s, {len(out) // 1024} KB, peak RSS {peak} MB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=["report", "chart", "gif", "commands"])
    parser.add_argument("hands", nargs="?", type=int, default=200, help="hands of the match drawn")
    parser.add_argument("--only", choices=sorted(COMMANDS), help="one of the commands")
    args = parser.parse_args()
    if args.what == "commands":
        commands(args.only)
    else:
        artefact(args.what, args.hands)


if __name__ == "__main__":
    main()
