"""The scan acceptance on the small corpus: simulated photos read by ``bornes scan``, scored against
their truth (``tests/scan/corpus.py``).

A couple of dozen photos, every kind of case: within the stated conditions
(eight under a hard-edged shadow), one outside them of each kind, and every
seed that once read a fact wrong. The full corpus is ``python -m
tests.scan.corpus full``, which CI runs too.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.scan.corpus import DOUBT, SMALL, Tally, run_case
from tests.scan.simulator.case import kind_of, make


@pytest.fixture(scope="module")
def small() -> Tally:
    total = Tally()
    for seed in SMALL:
        total.add(run_case(seed))
    return total


@pytest.mark.slow
def test_the_small_corpus_meets_every_bound(small: Tally) -> None:
    assert small.failures(full=False) == [], small.table()


@pytest.mark.slow
def test_the_small_corpus_has_every_kind_of_case(small: Tally) -> None:
    assert small.hard_pages >= 8
    assert {r.refusal for r in small.outside} == {
        "small",
        "markers",
        "two_sheets",
        "not_flat",
        "other_sheet",
        "other",
    }
    assert small.facts >= 500


def program(args: list[str]) -> subprocess.CompletedProcess[str]:
    """``bornes`` run as a family runs it: its own process, stdin not a terminal."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        check=False,
        timeout=300,
    )


@pytest.mark.slow
@pytest.mark.subprocess
def test_bornes_scan_run_as_a_program_refuses_a_photo_outside_the_conditions_in_one_line(
    tmp_path: Path,
) -> None:
    case = make(next(seed for seed in SMALL if kind_of(seed)[0] is not None))
    photo = tmp_path / case.photos[0].name
    photo.write_bytes(case.photos[0].data)
    log = tmp_path / "match.toml"
    done = program(["scan", str(photo), "--lang", "en", "-o", str(log)])
    assert done.returncode != 0
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert not log.exists()


@pytest.mark.slow
@pytest.mark.subprocess
def test_bornes_scan_run_as_a_program_reads_as_the_harness_does(tmp_path: Path) -> None:
    seed = SMALL[0]
    case = make(seed)
    photos = []
    for photo in case.photos:
        (tmp_path / photo.name).write_bytes(photo.data)
        photos.append(str(tmp_path / photo.name))
    sides = [] if case.truth["names_printed"] else [f"--side={k}={v}" for k, v in case.truth["sides"].items()]
    log = tmp_path / "match.toml"
    done = program(["scan", *photos, "--lang", "en", *sides, "-o", str(log)])
    harness = run_case(seed)
    assert (done.returncode == 0) == (harness.asked == 0 and harness.log_written)
    assert "Traceback" not in done.stderr
    assert len(DOUBT.findall(done.stderr)) == harness.asked
