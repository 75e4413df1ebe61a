"""Printed scan sheets: made with ``bornes sheet --layout scan --map``, rendered as a printer would.

The simulator knows a sheet only as a family's printer and a tool reading the
published map would: the PDF's pages, rendered at print resolution with
pypdfium2, and the map's JSON. Both come from the command line, run in this
process (Click's runner, the way the command-line tests run it).
"""

from __future__ import annotations

import hashlib
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

from tests.scan.simulator.sheetmap import SheetMap, parse_map

PRINT_DPI = 300
"""Print resolution: what a home printer puts on paper, and what the camera photographs."""

PX_PER_MM = PRINT_DPI / 25.4

RULES_FOLDER = Path(__file__).resolve().parents[3] / "examples" / "rules"

Image = npt.NDArray[np.uint8]


@dataclass(frozen=True)
class SheetSpec:
    """The options a family gives ``bornes sheet --layout scan``.

    ``rules``: an edition's id, or ``rules/FILE.toml`` for one of the example
    house-rules files. ``hands``: how many hands to print (whole pages).
    """

    rules: str
    players: int
    sides: int | None = None
    paper: str = "a4"
    lang: str = "en"
    names: tuple[str, ...] = ()
    first_hand: int = 1
    hands: int | None = None

    @property
    def house_rules(self) -> Path | None:
        """The house-rules file the sheet is printed for, if any."""
        return RULES_FOLDER / self.rules.removeprefix("rules/") if self.rules.startswith("rules/") else None

    def options(self) -> list[str]:
        """The command line's options that print this sheet (rules, setup, paper, names, hands)."""
        house = self.house_rules
        args = ["--rules", str(house)] if house is not None else ["--edition", self.rules]
        args += ["--players", str(self.players), "--paper", self.paper, "--lang", self.lang]
        if self.sides is not None:
            args += ["--sides", str(self.sides)]
        for name in self.names:
            args += ["--names", name]
        args += ["--first-hand", str(self.first_hand)]
        if self.hands is not None:
            args += ["--hands", str(self.hands)]
        return args

    @property
    def key(self) -> str:
        """A short name for the sheet's files, the same for the same options."""
        return hashlib.sha256(repr(self).encode()).hexdigest()[:16]


@dataclass(frozen=True)
class PrintedSheet:
    """A sheet as printed: its map and each page rendered at ``PRINT_DPI`` (RGB, top-left first)."""

    spec: SheetSpec
    map: SheetMap
    pages: tuple[Image, ...]
    pdf: Path


def run_bornes(args: list[str]) -> tuple[int, str, str]:
    """Run the ``bornes`` command line in this process, stdin not a terminal: its exit status,
    stdout and stderr."""
    from click.testing import CliRunner

    from generator.cli import main

    result = CliRunner().invoke(main, args, catch_exceptions=True)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def render_pdf(pdf: Path, dpi: int = PRINT_DPI) -> tuple[Image, ...]:
    """Every page of a PDF as RGB pixels at ``dpi``, as pypdfium2 draws it for a printer."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(pdf)
    try:
        return tuple(
            np.asarray(page.render(scale=dpi / 72).to_pil().convert("RGB"), dtype=np.uint8)
            for page in document
        )
    finally:
        document.close()


_FOLDER: list[Path] = []


def _folder() -> Path:
    if not _FOLDER:
        _FOLDER.append(Path(tempfile.mkdtemp(prefix="bornes-scansim-")))
    return _FOLDER[0]


@lru_cache(maxsize=6)
def printed(spec: SheetSpec) -> PrintedSheet:
    """The sheet ``spec`` describes, printed and rendered (kept for the next photos of it)."""
    folder = _folder()
    pdf, map_file = folder / f"{spec.key}.pdf", folder / f"{spec.key}.json"
    if not (pdf.exists() and map_file.exists()):
        status, _, err = run_bornes(
            ["sheet", "--layout", "scan", *spec.options(), "--map", str(map_file), "-o", str(pdf)]
        )
        if status != 0:
            raise RuntimeError(f"bornes sheet {spec}: {err.strip()}")
    sheet_map = parse_map(map_file.read_text(encoding="utf-8"))
    pages = render_pdf(pdf)
    if len(pages) != len(sheet_map.pages):
        raise RuntimeError(f"{spec}: {len(pages)} pages printed, {len(sheet_map.pages)} in the map")
    return PrintedSheet(spec, sheet_map, pages, pdf)


@lru_cache(maxsize=4)
def other_page(kind: str, paper: str) -> Image:
    """A page of another Bornes print, to photograph where a scan sheet is expected: the ordinary
    score sheet (``sheet``), or the rules cards (``cards``)."""
    folder = _folder()
    pdf = folder / f"other-{kind}-{paper}.pdf"
    if not pdf.exists():
        args = {
            "sheet": ["sheet", "--edition", "winning-moves", "--paper", paper, "-o", str(pdf)],
            "cards": ["cards", "--edition", "dujardin-classic", "--paper", paper, "-o", str(pdf)],
        }[kind]
        status, _, err = run_bornes(args)
        if status != 0:
            raise RuntimeError(f"bornes {kind}: {err.strip()}")
    return render_pdf(pdf)[0]
