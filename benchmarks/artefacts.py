"""Build every kind of artefact Bornes makes and record, or compare, their SHA-256 sums.

    python benchmarks/artefacts.py save before.json        # on the code before a change
    python benchmarks/artefacts.py check before.json       # after it: every file identical?
    python benchmarks/artefacts.py check before.json --keep out/   # keep the files to look at

A refactor must change no byte of what a user gets. This script runs the
``bornes`` program itself, one process per command as a user does, two at a
time, and hashes what each command leaves: every edition's sheet in both
languages and both papers, plain and fillable, and its variants (names,
teams, continuation sheets, house rules), the scan sheet of every edition
and its variants, with a map, and the phone sheet of every
edition and language and its variants; the cards in every layout, the
player aids, bleed, short-edge duplex, another card size and the calibration
target; every example's report in both languages, as PDF and HTML, and a
season report, both ways; every
example's chart as PNG, SVG, PDF and GIF; ``bornes all``; the terminal's
tables, JSON and CSV; a log typed into ``bornes log`` and a filled fillable
sheet read back by ``bornes import``.

``check`` prints each artefact that differs, is new or is missing, and exits
with status 1 if any differs or is missing. The sums depend on the versions
of the libraries installed: compare two runs made in one environment.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
RULES = sorted((EXAMPLES / "rules").glob("*.toml"))
LOGS = sorted(EXAMPLES.glob("*.toml"))
EDITIONS = ("parker-brothers", "winning-moves", "dujardin-classic", "dujardin-2024", "dujardin-2025")
LANGS = ("en", "fr")
PAPERS = ("a4", "letter")
BORNES = [sys.executable, "-m", "generator"]

SEASON = """\
edition = "parker-brothers"
players = 3
title = "{title}"
date = {date}
fixed_hands = 2

[sides]
ana = "Ana"
ben = "Ben"
zoe = "Zoë"

[[hands]]
ana = {{ miles = 700, safeties = 1, coups_fourres = 1, two_hundreds = 0 }}
ben = {{ miles = {b} }}
zoe = {{ miles = 300 }}

[[hands]]
ana = {{ miles = 300 }}
ben = {{ miles = 400, safeties = 2 }}
zoe = {{ miles = 700, two_hundreds = {z} }}
"""


class Job(NamedTuple):
    """One command: the artefact's name, its arguments, the files it leaves, and its standard input."""

    name: str
    args: tuple[str, ...]
    files: tuple[str, ...] = ()
    stdin: str | None = None
    stdout: bool = False  # the terminal output is the artefact


def jobs() -> Iterator[Job]:
    """Every artefact to build, each named after what it is."""
    yield Job("editions.txt", ("editions",), stdout=True)
    for log in LOGS:
        for flag, suffix in (((), "txt"), (("--json",), "json"), (("--csv",), "csv")):
            yield Job(f"score-{log.stem}.{suffix}", ("score", str(log), *flag), stdout=True)
    yield Job("score-all.csv", ("score", *map(str, LOGS), "--csv"), stdout=True)
    # Sheets: every edition, language and paper, plain and fillable.
    for edition in EDITIONS:
        for lang in LANGS:
            for paper in PAPERS:
                for fillable in ((), ("--fillable",)):
                    name = f"sheet-{edition}-{lang}-{paper}{'-fillable' if fillable else ''}.pdf"
                    args = ("sheet", "--edition", edition, "--lang", lang, "--paper", paper, *fillable)
                    yield Job(name, (*args, "-o", name), (name,))
    variants = {
        "sheet-pb-6-names.pdf": "--edition parker-brothers --players 6 --names 'Ana & Cleo'"
        " --names 'Ben « Dev »' --names 'Éloïse <b>'",
        "sheet-pb-continued-fr.pdf": "--edition parker-brothers --first-hand 7 --hands 12 --lang fr",
        "sheet-pb-continued-fillable.pdf": "--edition parker-brothers --first-hand 3 --fillable",
        "sheet-d2024-teams.pdf": "--edition dujardin-2024 --players 4 --sides 2",
        "sheet-d2024-8-fillable.pdf": "--edition dujardin-2024 --players 8 --fillable",
        "sheet-dc-2p.pdf": "--edition dujardin-classic --players 2 --hands 9",
        "sheet-wm-3p-fr-fillable.pdf": "--edition winning-moves --players 3 --lang fr --fillable",
        "sheet-d2025-2p-hands.pdf": "--edition dujardin-2025 --players 2 --hands 30",
    }
    for rules in RULES:
        variants[f"sheet-house-{rules.stem}.pdf"] = f"--rules {rules}"
        variants[f"sheet-house-{rules.stem}-fr-fillable.pdf"] = f"--rules {rules} --lang fr --fillable"
    # Phone sheets: every edition and language, and the setups, names and house rules that change one.
    for edition in EDITIONS:
        for lang in LANGS:
            variants[f"phone-{edition}-{lang}.html"] = f"--edition {edition} --lang {lang} --html"
    variants["phone-wm-3p-names.html"] = (
        "--edition winning-moves --players 3 --html --names Ana --names Ben --names Zoë"
    )
    variants["phone-pb-6-fr.html"] = "--edition parker-brothers --players 6 --lang fr --html"
    for rules in RULES:
        variants[f"phone-house-{rules.stem}.html"] = f"--rules {rules} --html"
    # Scan sheets: every edition in its language, the setups, names, pages and house rules that change one.
    for edition in EDITIONS:
        variants[f"scan-{edition}.pdf"] = f"--edition {edition} --layout scan"
    variants["scan-pb-6-names-letter.pdf"] = (
        "--edition parker-brothers --players 6 --layout scan --paper letter --names 'Ana & Cleo'"
        " --names 'Ben « Dev »' --names 'Zoë'"
    )
    variants["scan-d2024-8-en.pdf"] = "--edition dujardin-2024 --players 8 --layout scan --lang en --hands 7"
    for rules in RULES:
        variants[f"scan-house-{rules.stem}.pdf"] = f"--rules {rules} --layout scan"
    for name, args in variants.items():
        yield Job(name, ("sheet", *shlex.split(args), "-o", name), (name,))
    yield Job(
        "scan-map-wm-3p.json",
        (
            *("sheet", "--edition", "winning-moves", "--players", "3", "--layout", "scan", "--hands", "9"),
            *("-o", "scan-map-wm-3p.pdf", "--map", "scan-map-wm-3p.json"),
        ),
        ("scan-map-wm-3p.pdf", "scan-map-wm-3p.json"),
    )
    # Cards: every edition, language and layout; then the options that change a page.
    for edition in EDITIONS:
        for lang in LANGS:
            for layout in ("cards", "fold", "single", "sheet"):
                name = f"cards-{edition}-{lang}-{layout}.pdf"
                args = ("cards", "--edition", edition, "--lang", lang, "--layout", layout, "-o", name)
                yield Job(name, args, (name,))
            name = f"cards-{edition}-{lang}-aid.pdf"
            yield Job(name, ("cards", "--edition", edition, "--lang", lang, "--aid", "-o", name), (name,))
    card_variants = {
        "cards-pb-bleed.pdf": "--edition parker-brothers --layout single --bleed 3",
        "cards-pb-cards-bleed.pdf": "--edition parker-brothers --bleed 3",
        "cards-pb-short.pdf": "--edition parker-brothers --duplex short",
        "cards-pb-offset.pdf": "--edition parker-brothers --back-offset 1.5,-0.5",
        "cards-dc-small.pdf": "--edition dujardin-classic --card-size 57x89",
        "cards-wm-a4-nomarks.pdf": "--edition winning-moves --paper a4 --no-crop-marks",
        "cards-d2024-aid-fold-3.pdf": "--edition dujardin-2024 --aid --layout fold --copies 3",
        "cards-pb-letter-fr.pdf": "--edition parker-brothers --lang fr --paper letter",
    }
    for rules in RULES:
        card_variants[f"cards-house-{rules.stem}.pdf"] = f"--rules {rules}"
        card_variants[f"cards-house-{rules.stem}-fr-sheet.pdf"] = f"--rules {rules} --lang fr --layout sheet"
    for lang in LANGS:
        for paper in PAPERS:
            for duplex in ("long", "short"):
                card_variants[f"calibration-{lang}-{paper}-{duplex}.pdf"] = (
                    f"--calibrate --lang {lang} --paper {paper} --duplex {duplex}"
                )
    for name, args in card_variants.items():
        yield Job(name, ("cards", *shlex.split(args), "-o", name), (name,))
    yield Job("cards-all", ("cards", "--all", "-o", "cards-all"), ("cards-all/",))
    # Reports and charts of every example match.
    for log in LOGS:
        for lang in LANGS:
            name = f"report-{log.stem}-{lang}.pdf"
            yield Job(name, ("report", str(log), "--lang", lang, "-o", name), (name,))
            name = f"report-{log.stem}-{lang}.html"
            yield Job(name, ("report", str(log), "--lang", lang, "--html", "-o", name), (name,))
        for suffix in ("png", "svg", "pdf"):
            name = f"race-{log.stem}.{suffix}"
            yield Job(name, ("chart", str(log), "-o", name), (name,))
        name = f"race-{log.stem}.gif"
        yield Job(name, ("chart", str(log), "--animate", name), (name,))
    seasons = tuple(f"season-{n}.toml" for n in range(1, 4))
    for lang in LANGS:
        name = f"season-{lang}.pdf"
        yield Job(name, ("report", *seasons, "--season", "--lang", lang, "-o", name), (name,))
        name = f"season-{lang}.html"
        yield Job(name, ("report", *seasons, "--season", "--lang", lang, "--html", "-o", name), (name,))
    name = "report-fr-letter.pdf"
    yield Job(name, ("report", str(LOGS[0]), "--lang", "fr", "--paper", "letter", "-o", name), (name,))
    yield Job("all", ("all", "-o", "all-out"), ("all-out/",))
    # A log typed at the table: seed 000's first hand, then Enter to stop.
    typed = "1000\n2\n1\n575\n1\n0\ny\n1\n\n"
    log_args = ("log", "typed.toml", "--edition", "parker-brothers", "--players", "4")
    log_args += ("--side", "ns=Ana", "--side", "ew=Ben", "--date", "2026-11-27")
    yield Job("log-typed", log_args, ("typed.toml",), stdin=typed, stdout=True)
    yield Job("import", ("import", "filled.pdf", "-o", "imported.toml"), ("imported.toml",), stdout=True)


def prepare(folder: Path) -> None:
    """The inputs some jobs read: three season logs, a filled fillable sheet, the output folders."""
    for name in ("all-out", "cards-all"):
        (folder / name).mkdir()
    for number, (b, z) in enumerate(((400, 1), (0, 0), (675, 2)), start=1):
        text = SEASON.format(title=f"Night {number}", date=f"2026-11-0{number}", b=b, z=z)
        (folder / f"season-{number}.toml").write_text(text, encoding="utf-8")
    sys.path.insert(0, str(ROOT))
    from generator.rules.editions import EDITIONS as REGISTRY
    from generator.sheets.sheet_pdf import sheet_pdf
    from generator.text.languages import EN
    from tests.matchlog.sheetfill import fill, filled_values, known_match, played

    edition = REGISTRY["parker-brothers"]
    setup = edition.default_setup
    result = played(known_match(edition, setup))
    pdf = sheet_pdf(edition, setup, lang=EN, paper="letter", names=None, hands=None, fillable=True)
    (folder / "filled.pdf").write_bytes(fill(pdf, filled_values(result)))


def run(job: Job, folder: Path) -> dict[str, str]:
    """Run one job in ``folder``; the SHA-256 of each file it leaves (and of its output, if asked)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "LC_ALL": "C.UTF-8", "COLUMNS": "100"}
    env.pop("BORNES_PAPER", None)
    env.pop("BORNES_LANG", None)
    command = [*BORNES, *job.args]
    done = subprocess.run(command, cwd=folder, env=env, input=job.stdin, capture_output=True, text=True)
    if done.returncode != 0:
        return {job.name: f"failed ({done.returncode}): {done.stderr.strip()[-300:]}"}
    sums: dict[str, str] = {}
    if job.stdout:
        sums[f"{job.name}:stdout"] = hashlib.sha256(done.stdout.encode()).hexdigest()
    for pattern in job.files:
        target = folder / pattern
        found = sorted(p for p in target.rglob("*") if p.is_file()) if pattern.endswith("/") else [target]
        for path in found:
            key = path.relative_to(folder).as_posix()
            sums[key] = hashlib.sha256(path.read_bytes()).hexdigest() if path.exists() else "missing"
    return sums


def build(keep: Path | None) -> dict[str, str]:
    """Every artefact's SHA-256, by name."""
    with tempfile.TemporaryDirectory() as temp:
        folder = keep or Path(temp)
        folder.mkdir(parents=True, exist_ok=True)
        prepare(folder)
        todo = list(jobs())
        sums: dict[str, str] = {}
        with ThreadPoolExecutor(max_workers=2) as pool:
            for result in pool.map(lambda job: run(job, folder), todo):
                sums.update(result)
        return dict(sorted(sums.items()))


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("action", choices=("save", "check"))
    parser.add_argument("sums", type=Path, help="the JSON file of SHA-256 sums")
    parser.add_argument("--keep", type=Path, help="build in this folder and keep the files")
    args = parser.parse_args()
    if args.keep is not None and args.keep.exists():
        shutil.rmtree(args.keep)
    sums = build(args.keep)
    failed = [name for name, value in sums.items() if value.startswith("failed")]
    if args.action == "save":
        args.sums.write_text(json.dumps(sums, indent=1) + "\n", encoding="utf-8")
        print(f"{len(sums)} artefacts, {len(failed)} failed: sums in {args.sums}")
        for name in failed:
            print(f"  {name}: {sums[name]}")
        sys.exit(1 if failed else 0)
    before = json.loads(args.sums.read_text(encoding="utf-8"))
    changed = sorted(n for n in before.keys() & sums.keys() if before[n] != sums[n])
    missing = sorted(before.keys() - sums.keys())
    new = sorted(sums.keys() - before.keys())
    same = len(before.keys() & sums.keys()) - len(changed)
    for label, names in (("differs", changed), ("missing", missing), ("new", new)):
        for name in names:
            failure = sums.get(name, "")
            print(f"{label}: {name}" + (f" ({failure})" if failure.startswith("failed") else ""))
    print(f"{same} identical, {len(changed)} differ, {len(missing)} missing, {len(new)} new")
    sys.exit(1 if changed or missing else 0)


if __name__ == "__main__":
    main()
