"""What ``bornes scan`` costs: wall time and peak memory per 12-megapixel photo, and for three.

    python benchmarks/scan.py [--repeat 5]

Makes a three-page scan sheet of a Parker Brothers match (six hands a page),
filled and photographed at 12 megapixels (4,000 × 3,000, the page filling
most of the photo, turned and tilted, JPEG at quality 90 as phones save),
then runs ``bornes scan`` on one photo and on all three, each run its own
process as a user's, ``--repeat`` times. Printed: the median and the
slowest wall time, and the most memory the process held (its peak resident
set, from ``os.wait4``: Linux and macOS), with the processor time each
spent and the load average when it began: on a loaded machine the wall time
is the other programs' as well. Goals: at most 1 s and 300 MB for
one photo, at most 3 s for three, on a 2-core machine.

Then where one photo's time goes, in one process: decoding, the markers,
the page flattened, the code, the marks.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from generator.rules.editions import EDITIONS  # noqa: E402
from generator.rules.match import Match, Side  # noqa: E402
from generator.rules.scoring import SideFacts  # noqa: E402
from generator.scan.locate import PX_PER_MM  # noqa: E402
from generator.sheets.scan_layout import scan_layout  # noqa: E402
from tests.scan.flat import facts_of, jpeg, marks_for, on_table, paint, render, sheet  # noqa: E402

PY = sys.executable
SCRIPT = Path(PY).with_name("bornes")
BORNES = [str(SCRIPT)] if SCRIPT.exists() else [PY, "-m", "generator"]
SIZE = (4000, 3000)
GOALS = {"one photo": (1.0, 300), "three photos": (3.0, 300)}
"""Each case's goal: at most so many seconds and megabytes."""


def match(hands: int) -> Match:
    """``hands`` short hands: 18 of them fill three pages, and nobody reaches 5,000."""
    edition = EDITIONS["parker-brothers"]
    hand = {"a": SideFacts(175, 1, 0, two_hundreds=0), "b": SideFacts(125, 0, 0, two_hundreds=0)}
    sides = (Side("a", "Ana & Cleo"), Side("b", "Ben & Dev"))
    return Match(edition, edition.default_setup, sides, (hand,) * hands)


def photos(folder: Path) -> list[Path]:
    """The three pages, filled and photographed at 12 megapixels."""
    hands = 18
    played = match(hands)
    pdf = sheet(played.edition, played.setup, names=("Ana & Cleo", "Ben & Dev"), hands=hands)
    layout = scan_layout(played.edition, played.setup, "a4", hands=hands)
    values = facts_of(played)
    paths = []
    for index, page in enumerate(layout.pages):
        image = paint(render(pdf, 12.0, index), marks_for(page, values), 12.0)
        portrait = on_table(image, turn=8.0 + 180 * index, scale=0.95, tilt=0.05, size=(SIZE[1], SIZE[0]))
        noisy = np.clip(portrait + np.random.default_rng(index).normal(0, 3, portrait.shape), 0, 255)
        path = folder / f"page{index + 1}.jpg"
        path.write_bytes(jpeg(np.asarray(noisy, np.uint8), quality=90))
        paths.append(path)
    return paths


def run(args: list[str]) -> tuple[float, float, float]:
    """Wall time (s), processor time (s, user and system, every thread) and peak resident memory (MB)
    of one ``bornes`` process."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [*BORNES, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT
    )
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - started
    assert os.waitstatus_to_exitcode(status) == 0, args
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024  # ru_maxrss: bytes on macOS, KB on Linux
    return elapsed, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / scale


def steps(photo: Path) -> dict[str, float]:
    """Where one photo's time goes, in this process."""
    from generator.scan import identity, locate, marks
    from generator.scan import photo as photos_room
    from generator.sheets.scan_layout import scan_page

    timings: dict[str, float] = {}
    started = time.perf_counter()
    file = photos_room.read_photo_file(photo)
    timings["file read"] = time.perf_counter() - started
    started = time.perf_counter()
    read, found = locate.look(file)
    timings["page (decoded, markers, flattened)"] = time.perf_counter() - started
    started = time.perf_counter()
    known = identity.identify(read, found, identity.Given())
    timings["code"] = time.perf_counter() - started
    layout = scan_page(known.edition, known.setup, known.paper, first_hand=known.first_hand, page=1)
    started = time.perf_counter()
    marks.read_rows(found.page, layout, PX_PER_MM)
    timings["marks"] = time.perf_counter() - started
    return timings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    repeat = parser.parse_args().repeat
    cv2.setNumThreads(cv2.getNumThreads())  # as bornes runs: OpenCV's own default
    with tempfile.TemporaryDirectory() as folder:
        # The photos are made in a process of their own: a child forked from a parent holding them
        # would count the parent's memory in its own peak.
        code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from benchmarks.scan import photos; "
        code += f"from pathlib import Path; photos(Path({folder!r}))"
        subprocess.run([PY, "-c", code], check=True, cwd=ROOT)
        made = sorted(Path(folder).glob("page*.jpg"))
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(f"{len(made)} photos of {SIZE[0]} x {SIZE[1]} pixels, {os.cpu_count()} CPUs, load {load}")
        cases = {"one photo": made[:1], "three photos": made}
        failed = False
        for name, given in cases.items():
            runs = []
            for number in range(repeat + 1):
                log = Path(folder) / f"{name.replace(' ', '-')}-{number}.toml"
                runs.append(run(["scan", *map(str, given), "-o", str(log)]))
            times = [t for t, _, _ in runs[1:]]  # the first warms the file cache and byte-code
            processor = [c for _, c, _ in runs[1:]]
            memory = max(m for _, _, m in runs[1:])
            seconds, megabytes = GOALS[name]
            ok = statistics.median(times) <= seconds and memory <= megabytes
            failed |= not ok
            print(
                f"{name:>13}: median {statistics.median(times):.2f} s, slowest {max(times):.2f} s, "
                f"peak {memory:.0f} MB (goal: {seconds:g} s, {megabytes} MB) {'ok' if ok else 'OVER'}"
            )
            # On a machine other programs load, the wall time is theirs too: the processor time is
            # what the scan itself spends (at most the wall time it would take alone, per core).
            print(f"{'':>13}  processor time: median {statistics.median(processor):.2f} s")
        for step, seconds in steps(made[0]).items():
            print(f"{step:>26}: {seconds * 1000:.0f} ms")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
