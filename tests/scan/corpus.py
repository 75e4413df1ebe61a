"""The scan corpus and its acceptance: simulated photos read by ``bornes scan``, scored against their truth.

Seeds are split so that thresholds cannot be fitted to the photos they are
judged on: the reader's thresholds are set on the ``TUNING`` seeds (``python -m
tests.scan.corpus write tuning DIR`` writes its photos and their truth), then
frozen; acceptance runs on ``ACCEPTANCE``, a range never written out for
tuning. ``SMALL`` (a couple of dozen photos, every kind of case, and every
``REGRESSIONS`` seed that once read wrong) runs in the default test run
(``tests/scan/test_acceptance.py``); the full corpus is a command, run by CI::

    python -m tests.scan.corpus full            # the acceptance: at least 30,000 facts
    python -m tests.scan.corpus fresh 40        # 40 fresh random seeds, printed first
    python -m tests.scan.corpus write tuning DIR --count 200

Each case's photos go to ``bornes scan`` as a family's would (the command line,
stdin not a terminal, ``--lang en``, ``--side`` where the sheet prints no
names). Doubts it lists are answered from the truth with ``--answer`` and the
command run again; the log it writes is then compared with the truth, fact by
fact. What is scored (``Tally``): facts read wrong without a question (must be
0); clean fills read without a question (at least 99.5 %); pages found and
codes read (at least 99 %); troubled marks read right or asked; photos outside
the conditions refused in one line, with the refusal they must get.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import re
import secrets
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

TUNING = range(0, 10_000)
"""Seeds for setting the reader's thresholds: its author may look at these."""

ACCEPTANCE = range(1_000_000, 1_000_900)
"""Seeds the acceptance runs on, after the thresholds are frozen: at least 30,000 facts, at least
100 pages under a hard-edged shadow (``full`` checks both)."""

REGRESSIONS: tuple[int, ...] = (
    1_000_016,  # [DJ14]'s unprinted 200s read as 0, refusing a hand ended by a 200
    1_000_026,  # a corner lifted as a sheet lies on a table, refused as not flat
    1_000_028,  # a stray stroke into the first hand not played, doubts no answer settled
    1_000_151,  # a line matched weakly under a hard shadow on a curled page, refused as not flat
    1_000_613,  # a light pencil's 200s the photo lost, a blank row read as none on a side that did not win
    293_815_497,  # a fresh seed in CI: a curl made the code unreadable, refused as unread, not as not flat
    425_463_305,  # a fresh seed: a pencil fill under a shadow read empty, its row's crossed-out circle read
)
"""Seeds that once read a fact wrong without a question, refused a photo within the conditions, or
one outside them with another refusal than its own: each stays in the small corpus."""

SMALL = (*range(2_000_000, 2_000_022), *(2_000_022 + 25 * k + (k % 3) for k in range(6)), *REGRESSIONS)
"""The small corpus: 22 seeds within the conditions (8 of them under a hard-edged shadow) and one photo
outside them of each kind, then the regressions."""

MIN_FACTS = 30_000
MIN_HARD_SHADOW_PAGES = 100
MIN_CLEAN_UNASKED = 0.995
MIN_FOUND = 0.99

REFUSALS = {
    "small": "come closer",
    "markers": "photograph the whole sheet",
    "two_sheets": "two sheets",
    "not_flat": "not flat",
    "other_sheet": "no scan sheet",
    "other": "no scan sheet",
}
"""The words each photo outside the conditions must be refused with (its kind: ``case.Outside``)."""

UNREADABLE_CODE = "code that cannot be read"

DOUBT = re.compile(r"--answer (\d+)\.([a-h])\.([a-z_]+)=")


@dataclass
class Result:
    """What became of one case."""

    seed: int
    within: bool
    shadow: str
    photos: int
    refusal: str | None = None  # the refusal expected (outside the conditions)
    refused: str | None = None  # the one-line message a refused photo got
    one_line: bool = True
    log_written: bool = False
    found: int = 0  # photos whose page was found
    code_read: int = 0  # photos whose code was read
    facts: int = 0
    asked: int = 0
    wrong: list[str] = field(default_factory=list)  # facts read wrong without a question
    clean: int = 0
    clean_asked: int = 0
    troubled: Counter[str] = field(default_factory=Counter)  # kind → marks
    troubled_asked: Counter[str] = field(default_factory=Counter)
    troubled_wrong: Counter[str] = field(default_factory=Counter)
    hard_pages: int = 0
    seconds: float = 0.0  # making the photos and reading them, CPU time of this process
    reading: float = 0.0  # of which reading them (``bornes scan``)
    notes: list[str] = field(default_factory=list)
    stuck: list[str] = field(default_factory=list)  # doubts no answer can settle (a hand not played)

    @property
    def failed(self) -> bool:
        """Whether the case shows the reader wrong: a fact wrong unasked, a photo outside the
        conditions not refused as it must be, or one within them refused."""
        if not self.within:
            return not (self.refused and self.one_line and not self.log_written and self._right_refusal)
        return bool(self.wrong or self.stuck) or self.found < self.photos

    @property
    def _right_refusal(self) -> bool:
        return (
            self.refusal is not None and self.refused is not None and REFUSALS[self.refusal] in self.refused
        )


# Running the command line


_READING = [0.0]


def _bornes(args: list[str]) -> tuple[int, str, str]:
    from tests.scan.simulator.sheets import run_bornes

    start = time.process_time()
    try:
        return run_bornes(args)
    finally:
        _READING[0] += time.process_time() - start


def _answer(fact: dict[str, Any]) -> str:
    value = fact["paper"]
    if fact["yes_no"]:
        return "yes" if value else "no"
    return str(int(value))


def run_case(seed: int, keep: Path | None = None) -> Result:
    """Make a case's photos, read them with ``bornes scan``, answer its doubts from the truth, and
    score the log against the truth."""
    from tests.scan.simulator.case import make

    start = time.process_time()
    _READING[0] = 0.0
    case = make(seed)
    truth = case.truth
    result = Result(seed, truth["within"], truth["shadow"], len(case.photos), truth["refusal"])
    with tempfile.TemporaryDirectory(prefix="bornes-scan-") as folder:
        where = Path(folder)
        for photo in case.photos:
            (where / photo.name).write_bytes(photo.data)
        if keep is not None:
            _keep(keep, case)
        args = ["scan", *(str(where / p.name) for p in case.photos), "--lang", "en"]
        if not truth["names_printed"]:
            args += [f"--side={side}={name}" for side, name in truth["sides"].items()]
        spec = case.plan.sheet
        if spec.house_rules is not None:
            rules = where / spec.house_rules.name
            shutil.copyfile(spec.house_rules, rules)
            args += ["--rules", str(rules)]
        log = where / "match.toml"
        args += ["-o", str(log)]
        if result.within:
            _read(result, args, log, case)
        else:
            _refuse(result, args, log)
    if result.within:
        result.hard_pages = len(case.photos) if truth["shadow"] == "hard" else 0
    result.seconds = time.process_time() - start
    result.reading = _READING[0]
    return result


def _keep(folder: Path, case: Any) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for photo in case.photos:
        (folder / photo.name).write_bytes(photo.data)
        (folder / f"{photo.name}.json").write_text(
            json.dumps(photo.truth, indent=1, default=str), encoding="utf-8"
        )
    (folder / f"s{case.plan.seed}.json").write_text(
        json.dumps(case.truth, indent=1, default=str), encoding="utf-8"
    )


def _refuse(result: Result, args: list[str], log: Path) -> None:
    status, _, err = _bornes(args)
    lines = [line for line in err.splitlines() if line.strip()]
    result.log_written = log.exists()
    result.one_line = status != 0 and len(lines) == 1 and "Traceback" not in err
    result.refused = lines[0] if lines and status != 0 else None


def _read(result: Result, args: list[str], log: Path, case: Any) -> None:
    truth = case.truth
    facts = {(f["hand"], f["side"], f["fact"]): f for f in truth["facts"]}
    status, _, err = _bornes(args)
    if status != 0 and UNREADABLE_CODE in err and len(case.photos) == 1:
        result.notes.append("code not read")
        spec = case.plan.sheet
        identity = ["--players", str(spec.players), "--first-hand", str(spec.first_hand)]
        if spec.house_rules is None:
            identity += ["--edition", spec.rules]
        if truth["names_printed"]:  # the names were in the code too
            identity += [f"--side={side}={name}" for side, name in truth["sides"].items()]
        args = [*args, *identity]
        status, _, err = _bornes(args)
        result.code_read = 0
    else:
        result.code_read = len(case.photos)
    refused = [line for line in err.splitlines() if line.startswith("Error:") and "--answer" not in line]
    asked: set[tuple[int, str, str]] = set()
    if status != 0:
        asked = {(int(h), s, f) for h, s, f in DOUBT.findall(err)}
        if not asked:
            result.refused = refused[0] if refused else err.strip()[:300]
            result.found = 0
            result.code_read = 0
            return
        answers = []
        for key in sorted(asked):
            if key not in facts:
                result.stuck.append(f"asked about hand {key[0]}, side {key[1]}, {key[2]}, not played")
                continue
            answers += ["--answer", f"{key[0]}.{key[1]}.{key[2]}={_answer(facts[key])}"]
        status, _, err = _bornes([*args, *answers])
        if status != 0:
            result.refused = err.strip()[:300]
            result.notes.append("refused after its doubts were answered")
            result.found = len(case.photos)
            return
    result.found = len(case.photos)
    result.log_written = log.exists()
    _score(result, log, truth, asked)


def _score(result: Result, log: Path, truth: dict[str, Any], asked: set[tuple[int, str, str]]) -> None:
    from generator.matchlog.load import load_match

    match = load_match(log)
    names = {side.id: side.name for side in match.sides}
    if names != truth["sides"]:
        result.wrong.append(f"sides {names} instead of {truth['sides']}")
    if len(match.hands) != truth["hands"]:
        result.wrong.append(f"{len(match.hands)} hands instead of {truth['hands']}")
    for fact in truth["facts"]:
        key = (fact["hand"], fact["side"], fact["fact"])
        result.facts += 1
        was_asked = key in asked
        result.asked += was_asked
        read = None
        if fact["hand"] <= len(match.hands):
            read = getattr(match.hands[fact["hand"] - 1][fact["side"]], fact["fact"])
        right = read in (fact["paper"], fact["logged"]) and not (
            fact["yes_no"]
            and read is not None
            and bool(read) != bool(fact["paper"])
            and read != fact["logged"]
        )
        if not right and not was_asked:
            result.wrong.append(
                f"hand {key[0]}, side {key[1]}, {key[2]}: read {read!r}, written {fact['paper']!r}"
            )
        if fact["clean"]:
            result.clean += 1
            result.clean_asked += was_asked
        for kind in fact["kinds"]:
            if kind == "fill":
                continue
            result.troubled[kind] += 1
            result.troubled_asked[kind] += was_asked
            result.troubled_wrong[kind] += not right and not was_asked


# The corpus


def _spec_index(seed: int) -> int:
    """Which sheet a seed photographs (the plan's first draw), to give one worker a sheet's cases in
    a row, while its printed pages are still in memory."""
    import numpy as np

    from tests.scan.simulator.case import SHEETS

    return int(np.random.default_rng(seed).integers(len(SHEETS)))


def _work(job: tuple[int, str | None]) -> Result:
    import cv2

    cv2.setNumThreads(1)
    seed, keep = job
    return run_case(seed, Path(keep) if keep else None)


def run(seeds: Iterable[int], jobs: int = 1, keep: Path | None = None) -> Iterator[Result]:
    """Every case's result, on ``jobs`` processes (their order: by sheet, then seed)."""
    ordered = sorted(seeds, key=lambda s: (_spec_index(s), s))
    work = [(seed, str(keep) if keep else None) for seed in ordered]
    if jobs <= 1:
        yield from map(_work, work)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs) as pool:
        yield from pool.imap_unordered(_work, work, chunksize=4)


@dataclass
class Tally:
    """The corpus' figures, summed over its cases."""

    results: list[Result] = field(default_factory=list)

    def add(self, result: Result) -> None:
        self.results.append(result)

    def _sum(self, name: str, within: bool = True) -> int:
        return sum(getattr(r, name) for r in self.results if r.within == within)

    def _kinds(self, name: str) -> Counter[str]:
        total: Counter[str] = Counter()
        for r in self.results:
            total.update(getattr(r, name))
        return total

    @property
    def photos(self) -> int:
        return self._sum("photos")

    @property
    def found(self) -> int:
        return sum(min(r.found, r.code_read) for r in self.results if r.within)

    @property
    def facts(self) -> int:
        return self._sum("facts")

    @property
    def wrong(self) -> list[str]:
        return [f"seed {r.seed}: {w}" for r in self.results for w in r.wrong]

    @property
    def clean_unasked(self) -> float:
        clean = self._sum("clean")
        return (clean - self._sum("clean_asked")) / clean if clean else 1.0

    @property
    def outside(self) -> list[Result]:
        return [r for r in self.results if not r.within]

    @property
    def refused_right(self) -> int:
        return sum(not r.failed for r in self.outside)

    @property
    def hard_pages(self) -> int:
        return self._sum("hard_pages")

    def failures(self, full: bool) -> list[str]:
        """Each acceptance bound the corpus misses, in a sentence."""
        out = [f"read wrong without a question: {w}" for w in self.wrong]
        if self.clean_unasked < MIN_CLEAN_UNASKED:
            out.append(
                f"clean fills read without a question: {self.clean_unasked:.2%} < {MIN_CLEAN_UNASKED:.1%}"
            )
        if self.photos and self.found / self.photos < MIN_FOUND:
            out.append(f"pages found and codes read: {self.found}/{self.photos} < {MIN_FOUND:.0%}")
        for r in self.results:
            if r.stuck:
                out.append(
                    f"seed {r.seed}: doubts no answer can settle: {r.stuck[0]} ({len(r.stuck)} in all)"
                )
        for r in self.outside:
            if r.failed:
                said = f"{r.refused!r}" + ("" if r.one_line else ", not in one line")
                out.append(f"seed {r.seed} ({r.refusal}): not refused as it must be: {said}")
        if full and self.facts < MIN_FACTS:
            out.append(f"only {self.facts} facts (at least {MIN_FACTS})")
        if full and self.hard_pages < MIN_HARD_SHADOW_PAGES:
            hard = self.hard_pages
            out.append(f"only {hard} pages under a hard-edged shadow (at least {MIN_HARD_SHADOW_PAGES})")
        return out

    def table(self) -> str:
        """The figures as a Markdown table, as the docs quote them."""
        clean = self._sum("clean")
        clean_asked = self._sum("clean_asked")
        troubled, asked, wrong = (
            self._kinds("troubled"),
            self._kinds("troubled_asked"),
            self._kinds("troubled_wrong"),
        )
        outside = self.outside
        kinds = Counter(str(r.refusal) for r in outside)
        rows = [
            (
                "photos within the conditions",
                f"{self.photos:,} ({self.hard_pages:,} under a hard-edged shadow)",
            ),
            (
                "pages found and codes read",
                f"{self.found:,} of {self.photos:,} ({_share(self.found, self.photos)})",
            ),
            ("facts read", f"{self.facts:,}"),
            ("facts read wrong without a question", f"{len(self.wrong):,}"),
            (
                "clean fills read without a question",
                f"{clean - clean_asked:,} of {clean:,} ({_share(clean - clean_asked, clean)})",
            ),
        ]
        for kind in sorted(troubled):
            right = troubled[kind] - asked[kind] - wrong[kind]
            rows.append(
                (
                    f"facts with a mark {kind}: asked, read right, read wrong",
                    f"{asked[kind]:,}, {right:,}, {wrong[kind]:,}",
                )
            )
        described = ", ".join(f"{kinds[k]} {k.replace('_', ' ')}" for k in sorted(kinds))
        rows.append(
            (
                "photos outside the conditions refused in one line",
                f"{self.refused_right} of {len(outside)} ({described})",
            )
        )
        lines = ["| measured on simulated photos | result |", "|---|---|"]
        lines += [f"| {what} | {value} |" for what, value in rows]
        return "\n".join(lines)


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.2%}" if whole else "-"


def tally(seeds: Sequence[int], jobs: int = 1, keep: Path | None = None, echo: bool = False) -> Tally:
    """Run the corpus of ``seeds``, and sum it."""
    total = Tally()
    for done, result in enumerate(run(seeds, jobs, keep), start=1):
        total.add(result)
        if echo:
            flag = "FAIL" if result.failed else "ok"
            counts = f"{result.facts} facts, {result.asked} asked"
            cost = f"{result.seconds:.1f} s CPU ({result.reading:.1f} s reading)"
            print(
                f"[{done}/{len(seeds)}] seed {result.seed}: {flag} {counts}, {cost} {' '.join(result.notes)}",
                file=sys.stderr,
                flush=True,
            )
    total.results.sort(key=lambda r: r.seed)
    return total


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.scan.corpus", description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: every CPU)"
    )
    parser.add_argument("--keep", type=Path, help="write each case's photos and truth to this folder")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("full", help="the acceptance corpus (ACCEPTANCE)")
    commands.add_parser("small", help="the small corpus of the default test run")
    fresh = commands.add_parser("fresh", help="fresh random seeds, printed first")
    fresh.add_argument("count", type=int)
    write = commands.add_parser("write", help="write photos and truth without reading them")
    write.add_argument("range", choices=["tuning", "small"])
    write.add_argument("folder", type=Path)
    write.add_argument("--count", type=int, default=100)
    args = parser.parse_args(argv)
    if args.command == "write":
        from tests.scan.simulator.case import make

        seeds = list(TUNING)[: args.count] if args.range == "tuning" else list(SMALL)
        for seed in seeds:
            _keep(args.folder, make(seed))
        print(f"{len(seeds)} cases written to {args.folder}")
        return 0
    if args.command == "fresh":
        seeds = [10_000_000 + secrets.randbelow(10**9) for _ in range(args.count)]
        print("fresh seeds: " + " ".join(map(str, seeds)), flush=True)
    else:
        seeds = list(ACCEPTANCE) if args.command == "full" else list(SMALL)
    start = time.perf_counter()
    total = tally(seeds, args.jobs, args.keep, echo=True)
    print(total.table())
    print(f"{len(seeds)} cases in {time.perf_counter() - start:.0f} s on {args.jobs} processes")
    failures = total.failures(full=args.command == "full")
    for failure in failures:
        print(f"FAILED: {failure}")
    if args.command == "fresh":
        for r in total.results:
            if r.failed:
                print(f"seed {r.seed} fails: add it to REGRESSIONS in tests/scan/corpus.py")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
