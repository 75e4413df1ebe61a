"""Time the worst inputs Bornes agrees to read: each must parse or be refused in about a second.

The cases are those of ``tests/hardening/test_limits.py`` (``WORST``), built
to the limits of ``generator.inputs`` and ``generator.files``. Run from the
repository: ``python benchmarks/inputs.py``. Prints the median of 3 runs per
case, slowest first; then two whole commands, each once, as their own
process: ``score --json`` of a 10,000-hand log (``test_bad_inputs``) and
``score`` of a 20 MB file, refused by its size. Timings stay here, never in
a test.
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


def seconds(text: str) -> float:
    started = time.perf_counter()
    with contextlib.suppress(LogError):
        parse_toml(text, "x.toml", LogError)
    return time.perf_counter() - started


def main() -> None:
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


if __name__ == "__main__":
    main()
