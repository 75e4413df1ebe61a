"""How report, chart and GIF time grow with a match: ``python benchmarks/scale.py report 2000``.

Builds a match of N hands (``tests/report/long_log.py``), then one artefact
in this process, and prints its time, size and the process's peak memory.
The "Scale" figures of the Performance page (docs/explanation/performance.md)
come from it; it is not run by the tests.
"""

from __future__ import annotations

import resource
import sys
import time

from generator.matchlog.parse import parse_log
from generator.rules import play
from generator.text.languages import EN
from tests.report.long_log import long_log


def main(what: str, hands: int) -> None:
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


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
