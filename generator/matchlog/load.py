"""A match log read from its file: checked and scored, the house rules it names read beside it.

The file is read as every user's file is (``generator.files.read_text``: a
regular file, UTF-8, bounded), house rules only in the log's own folder
(``generator.files.house_rules_beside``), and the text is checked by the
log's parser (``generator.matchlog.parse``). Several logs are read by
``load_results``, every command's one way to read them: a log given twice
is refused, so no match is counted twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.errors import LogError
from generator.files import distinct_logs, house_rules_beside, read_text
from generator.matchlog.parse import parse_result

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from generator.rules.editions import Edition
    from generator.rules.match import Match, MatchResult


def load_match(path: Path) -> Match:
    """The checked match of a log file; house rules named in it are read beside it."""
    return load_result(path).match


def load_result(path: Path, *, inputs: list[Path] | None = None) -> MatchResult:
    """The checked and scored match of a log file (scored once: checking it scores it).

    ``inputs``, when given, receives the log and the house-rules file it names: the
    files a command's output must not replace.
    """
    beside = house_rules_beside(path)

    def house(name: str) -> Edition:
        if inputs is not None:
            inputs.append(path.parent / name)
        return beside(name)

    if inputs is not None:
        inputs.append(path)
    return parse_result(read_text(path, LogError), str(path), house_rules=house)


def load_results(logs: Sequence[Path], *, inputs: list[Path] | None = None) -> list[tuple[str, MatchResult]]:
    """Each log's scored match (``load_result``), named by its file's stem, in the order given.

    A log given twice, by one name or by two (``./a.toml``, a symbolic or a
    hard link), is refused before any is read (``files.distinct_logs``):
    a table, a season, a CSV or a workbook counts each match once.
    """
    distinct_logs(logs)
    return [(log.stem, load_result(log, inputs=inputs)) for log in logs]
