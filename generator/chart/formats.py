"""The files a race chart is written as: plain data, so the CLI checks ``-o`` before loading matplotlib."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

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
