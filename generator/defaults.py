"""What Bornes uses where an option is left out: the language, the paper, the output's name and place.

The jobs of ``generator.batch`` ask here, for one command (``generator.cli``)
and for ``bornes all`` alike, so a file made alone and the same file made in
a batch are printed in the same language, on the same paper, under the same
name; without ``-o``, a command writes into ``OUTPUT_FOLDER`` (``place``), and
a batch into the folder ``output_folder`` gives; ``distinct_house_rules``
refuses two house rules whose files would take one name.
The sheets' and the cards' names depend on more options and are made by
their packages (``generator.sheets.content.default_filename``,
``generator.cards``), each naming the edition with ``edition_in_name``.
Light: the command line reads it before any drawing library is loaded.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from generator.errors import OutputError
from generator.text.languages import EN, Lang

if TYPE_CHECKING:  # a path is made only where a file is named
    from pathlib import Path

    from generator.rules.editions import Edition

OUTPUT_FOLDER = "output"
"""The folder a command writes into without ``-o`` (made when missing)."""

HTML_SUFFIXES = (".html", ".htm")
"""The suffixes of an output that is an HTML page: ``bornes report -o NAME.html`` writes the page."""

PDF_SUFFIXES = (".pdf",)
PNG_SUFFIXES = (".png",)
WORKBOOK_SUFFIXES = (".xlsx",)
LOG_SUFFIXES = (".toml",)
MAP_SUFFIXES = (".json",)
REVIEW_SUFFIXES = (".png",)
ZIP_SUFFIXES = (".zip",)
"""The suffixes of the other files a command writes: a PDF, a report's picture (``bornes report
--png``), a workbook, a match log, a scan sheet's map (``bornes sheet --map``), a scan's review
image (``bornes scan --review``), the ZIP of ``bornes cards --png``'s images."""

CHART_FORMAT = "png"
"""The race chart's format without ``-o`` (one of ``generator.chart.formats.STILL_FORMATS``)."""


class Printing(NamedTuple):
    """The language and the paper an artefact is printed in."""

    lang: Lang
    paper: str


def printing(edition: Edition | None, *, lang: Lang | None, paper: str | None) -> Printing:
    """``lang`` and ``paper`` as given, else the edition's rulebook's language (English without one,
    for the calibration target) and that language's usual paper (``generator.pdf.paper.default_paper``)."""
    lang = lang or (edition.language if edition is not None else EN)
    from generator.pdf.paper import default_paper  # only a command that prints needs a paper

    return Printing(lang, paper or default_paper(lang))


def edition_in_name(edition: Edition) -> str:
    """The edition in an output's name: its id, or ``house-<name>`` for house rules.

    The house rules' name is cut to 40 lower-case ASCII letters, digits and
    hyphens ("Tom & Jérôme" → ``tom-jerome``), so any file system takes it.
    """
    if edition.house_rules is None:
        return edition.id
    ascii_name = unicodedata.normalize("NFKD", edition.house_rules).encode("ascii", "ignore").decode("ascii")
    safe_name = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:40].strip("-")
    return f"house-{safe_name or edition.id}"


def report_filename(
    name: str, lang: Lang, *, season: bool = False, html: bool = False, png: bool = False
) -> str:
    """``report-<log>-<lang>.pdf``, or ``season-<folder>-<lang>.pdf``: a match's report named after its
    log, a season's after the folder of its logs (``season_name``); ``.html`` for its page, ``.png``
    for its picture."""
    suffix = "html" if html else "png" if png else "pdf"
    return f"{'season' if season else 'report'}-{name}-{lang}.{suffix}"


SEASON = "season"
"""A season's name when its logs' folder gives none (they lie at the top of a drive)."""

NOT_IN_A_NAME = re.compile(r'[\s<>:"/\\|?*\x00-\x1f]+')
"""What a file's name may not hold on some system (Windows' reserved characters, controls), and
spaces, which a shell would split: each run of them becomes a hyphen."""


def season_name(logs: Sequence[Path]) -> str:
    """The name a season's report takes: the folder that holds its logs (the nearest one holding
    them all, as the files are, links followed), as ``bornes all`` names the bundled season after
    its folder: ``club/*.toml`` makes ``season-club-en.pdf``, not a report named after its first
    log."""
    import os

    folders = [os.path.dirname(os.path.realpath(log)) for log in logs]
    try:
        common = os.path.commonpath(folders)
    except ValueError:  # on several Windows drives: no folder holds them all
        return SEASON
    name = NOT_IN_A_NAME.sub("-", os.path.basename(common)).strip("-.")
    return name or SEASON


def chart_filename(log_name: str, *, season: bool = False) -> str:
    """``race-<log>.png``: a race chart named after its log; ``ratings-<folder>.png``: a season's,
    named after its logs' folder (``season_name``)."""
    return f"{'ratings' if season else 'race'}-{log_name}.{CHART_FORMAT}"


def default_output(name: str) -> Path:
    """``output/NAME``: where a command writes its file without ``-o``."""
    from pathlib import Path

    return Path(OUTPUT_FOLDER) / name


def place(output: Path | None) -> Callable[[str], Path]:
    """Where one command writes its file, given its default name: ``output`` (``-o``) when given,
    else ``default_output``."""
    return lambda name: output or default_output(name)


def suffix_refusal(output: Path | None, suffixes: Sequence[str], what: str) -> str | None:
    """Why ``-o`` cannot name the file of ``what`` ("the score sheet"): its name ends in
    none of ``suffixes``; ``None`` when it does, or for no ``-o``, standard output (``-``) and a
    device or a pipe (``/dev/null``), which are written as they are.

    A name without a suffix is refused too, so ``-o folder/`` for a folder that does not exist
    (``folder``, once the command line's path has lost its ``/``) writes no file of that name: a
    command that makes one file is given a file's name, never a folder to make.
    """
    import os
    import stat

    if output is None or str(output) == "-" or output.suffix.lower() in suffixes:
        return None
    try:
        mode = os.stat(output).st_mode
    except (OSError, ValueError):
        mode = 0
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        return None
    give = f"give a {' or '.join(suffixes)} file for {what}"
    return f"{output}: {give}" + ("" if output.suffix else " (-o names a file: it makes no folder)")


def check_suffix(output: Path | None, suffixes: Sequence[str], what: str) -> None:
    """``suffix_refusal`` as a ``ValueError``, for a command to make the usage error of ``-o``."""
    problem = suffix_refusal(output, suffixes, what)
    if problem is not None:
        raise ValueError(problem)


def is_html(output: Path | None) -> bool:
    """Whether the output named ``output`` is an HTML page, by its suffix (``HTML_SUFFIXES``)."""
    return output is not None and output.suffix.lower() in HTML_SUFFIXES


def is_png(output: Path | None) -> bool:
    """Whether the output named ``output`` is a PNG picture, by its suffix."""
    return output is not None and output.suffix.lower() in PNG_SUFFIXES


def distinct_house_rules(paths: Sequence[Path]) -> list[Edition]:
    """The house rules of these files (``bornes all --rules``), each once; refused when two would
    write files of one name.

    Files are named after the house rules' name (``edition_in_name``):
    two different house rules of one name would each overwrite the other's.
    The same rules given twice are made once.
    """
    from generator.files import load_house_rules

    editions = [load_house_rules(path) for path in paths]
    kept: dict[str, tuple[Path, Edition]] = {}
    for path, edition in zip(paths, editions, strict=True):
        name = edition_in_name(edition)
        if name in kept and kept[name][1] != edition:
            raise OutputError(
                f"--rules {kept[name][0]} and --rules {path} would both write the files named {name}: "
                "give each house rules a name of its own"
            )
        kept.setdefault(name, (path, edition))
    return [edition for _, edition in kept.values()]


def output_folder(output: Path | None) -> Path:
    """The folder a command that writes several files fills: the one given (which must exist), else
    ``OUTPUT_FOLDER``, made when missing."""
    from pathlib import Path

    if output is not None:
        if not output.is_dir():
            raise OutputError(f"{output}: the output folder does not exist")
        return output
    folder = Path(OUTPUT_FOLDER)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise OutputError(f"{folder}: cannot make the folder ({exc.strerror or exc})") from None
    return folder
