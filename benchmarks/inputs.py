"""Time the worst inputs Bornes agrees to read: each must parse or be refused in about a second.

The cases are those of ``tests/hardening/test_limits.py`` (``WORST``), built
to the limits of ``generator.inputs`` and ``generator.files``. Run from the
repository: ``python benchmarks/inputs.py``. Prints the median of 3 runs per
case, slowest first; timings stay here, never in a test.
"""

from __future__ import annotations

import contextlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from generator.errors import LogError
from generator.inputs import parse_toml
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


if __name__ == "__main__":
    main()
