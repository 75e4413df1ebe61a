"""The files a race chart is written as: plain data, so the CLI checks ``-o`` before loading matplotlib."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

STILL_FORMATS: Mapping[str, Mapping[str, str | None]] = MappingProxyType(
    {
        "png": MappingProxyType({"Software": None}),
        "svg": MappingProxyType({"Date": None, "Creator": "Bornes"}),
        "pdf": MappingProxyType(
            {"CreationDate": None, "ModDate": None, "Creator": "Bornes", "Producer": "Bornes"}
        ),
    }
)
"""The still formats ``bornes chart -o`` writes, by suffix, with the metadata each is saved with
(``generator.chart.export.still``): no date, so the same match gives the same bytes."""


def format_of(path: Path) -> str:
    """A chart's format, from its file's suffix (``png`` for ``race.PNG``)."""
    return path.suffix.lower().lstrip(".")


def still_refusal(path: Path) -> str | None:
    """Why a still chart cannot be written as ``path``: its suffix names none of ``STILL_FORMATS``;
    ``None`` when it names one."""
    if format_of(path) in STILL_FORMATS:
        return None
    suffixes = [f".{fmt}" for fmt in STILL_FORMATS]
    return f"{path}: give a {', '.join(suffixes[:-1])} or {suffixes[-1]} file"
