"""Time the worst inputs Bornes agrees to read: each must parse or be refused in about a second.

The cases are those of ``tests/hardening/test_limits.py`` (``WORST``), built
to the limits of ``generator.inputs`` and ``generator.files``. Run from the
repository: ``python benchmarks/inputs.py``. Prints the median of 3 runs per
case, slowest first; then two whole commands, each once, as their own
process: ``score --json`` of a 10,000-hand log (``test_bad_inputs``) and
``score`` of a 20 MB file, refused by its size. Then ``bornes import``, each
run its own process, with its time and its peak memory (resident set, as
the system counts it): every hostile sheet (``tests/matchlog/hostile_sheets``:
the goal is each refused in well under 2 s and 200 MB), and 200-hand sheets
filled and saved as a viewer saves them (the goal: well under the 14.5 s
one took when issue 19 was filed). ``--sheets`` runs only those. Timings
stay here, never in a test.
"""

from __future__ import annotations

import contextlib
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.errors import LogError
from generator.inputs import parse_toml
from tests.hardening.test_bad_inputs import write_long_log
from tests.hardening.test_limits import WORST

MEASURED = """
import resource, sys
from generator.__main__ import run
sys.argv = ["bornes", *sys.argv[1:]]
try:
    run()
except SystemExit:
    pass
try:  # this program's own peak: ru_maxrss would count the benchmark it was forked from
    status = open("/proc/self/status").read()
    peak = int(status.split("VmHWM:")[1].split()[0])
except OSError:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print("peak", peak, file=sys.stderr)
"""
"""``bornes`` run as its own process, printing its peak resident memory (kilobytes) last."""


def measured(*args: str) -> tuple[float, int, str]:
    """Seconds, peak megabytes and the first line of stderr of one ``bornes`` run in a process of its own."""
    Path(args[-1]).unlink(missing_ok=True)  # the log an import writes, from the run before
    started = time.perf_counter()
    command = [sys.executable, "-c", MEASURED, *args]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    taken = time.perf_counter() - started
    lines = [line for line in done.stderr.splitlines() if not line.startswith("peak ")]
    peak = int(done.stderr.rpartition("peak ")[2].split()[0]) // 1024
    if any("Traceback" in line for line in lines):
        return taken, peak, "a traceback"
    return taken, peak, lines[0] if lines else "imported"


def sheets() -> None:
    """Every hostile sheet, and 200-hand sheets filled as a viewer saves them, through ``bornes import``."""
    from generator.rules.editions import EDITIONS
    from generator.rules.match import Match, Side, play
    from generator.rules.scoring import SideFacts
    from generator.sheets.sheet_pdf import sheet_pdf
    from tests.matchlog.hostile_sheets import AS_REPORTED, HOSTILE
    from tests.matchlog.sheetfill import fill_as_a_viewer_saves, filled_values

    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        for name, build in {**HOSTILE, **AS_REPORTED}.items():
            sheet = folder / "hostile.pdf"
            sheet.write_bytes(build())
            taken, peak, said = measured("import", str(sheet), "-o", str(folder / "hostile.toml"))
            size = sheet.stat().st_size // 1024
            print(f"{taken:7.3f} s {peak:5} MB  {name}, {size:,} KB: {said.split(': ', 2)[-1]}")
        for edition_id, players in (("parker-brothers", 2), ("winning-moves", 6)):
            edition = EDITIONS[edition_id]
            setup = edition.setup(players)
            ids = [chr(ord("a") + index) for index in range(setup.sides)]
            hand = {side: SideFacts(0 if index else 25, two_hundreds=0) for index, side in enumerate(ids)}
            match = Match(
                edition=edition,
                setup=setup,
                sides=tuple(Side(side, side.upper()) for side in ids),
                hands=(hand,) * 200,
                fixed_hands=200,
            )
            blank = sheet_pdf(edition, setup, lang=edition.language, paper="a4", hands=200, fillable=True)
            sheet = folder / f"{edition_id}.pdf"
            sheet.write_bytes(fill_as_a_viewer_saves(blank, filled_values(play(match))))
            taken, peak, said = measured("import", str(sheet), "-o", str(folder / f"{edition_id}.toml"))
            size = sheet.stat().st_size // 1024
            case = f"200 hands, {setup.sides} sides ({edition_id}), {size:,} KB"
            print(f"{taken:7.3f} s {peak:5} MB  {case}: {said}")


def seconds(text: str) -> float:
    started = time.perf_counter()
    with contextlib.suppress(LogError):
        parse_toml(text, "x.toml", LogError)
    return time.perf_counter() - started


def main() -> None:
    if "--sheets" in sys.argv:
        sheets()
        return
    times = {case: statistics.median(seconds(text) for _ in range(3)) for case, text in WORST.items()}
    for case, taken in sorted(times.items(), key=lambda item: -item[1]):
        print(f"{taken:7.3f} s  {case} ({len(WORST[case].encode()) // 1024} KB)")
    with tempfile.TemporaryDirectory() as temp:
        marathon, huge = Path(temp) / "marathon.toml", Path(temp) / "huge.toml"
        write_long_log(marathon, 10_000)
        huge.write_bytes(b'edition = "parker-brothers"\n' + (b"# " + b"x" * 1021 + b"\n") * 20 * 1024)
        for name, command in (
            ("score --json, 10,000 hands", ["score", str(marathon), "--json"]),
            ("score, a 20 MB file (refused)", ["score", str(huge)]),
        ):
            started = time.perf_counter()
            subprocess.run([sys.executable, "-m", "generator", *command], capture_output=True, check=False)
            print(f"{time.perf_counter() - started:7.3f} s  {name}")
    sheets()


if __name__ == "__main__":
    main()
