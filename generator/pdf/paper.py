"""Paper sizes by name, and each language's usual paper: plain numbers, no ReportLab.

The ``--paper`` choices of the command line are the keys of ``PAPERS``, read
here without loading ReportLab; ``generator.pdf.page`` makes its canvases at
these sizes. The sizes are ReportLab's own (``reportlab.lib.pagesizes``),
computed with its units, to the last bit (a test checks).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from generator.text.languages import EN, Lang

_INCH = 72.0
_MM = _INCH / 2.54 * 0.1  # as reportlab.lib.units computes it

PAPERS: Mapping[str, tuple[float, float]] = MappingProxyType(
    {"a4": (210 * _MM, 297 * _MM), "letter": (8.5 * _INCH, 11 * _INCH)}
)
"""Paper sizes in points, portrait: ISO A4 (210 × 297 mm) and US Letter (8.5 × 11 in)."""


def default_paper(lang: Lang) -> str:
    """Letter for English, A4 for French, unless the user says otherwise."""
    return "letter" if lang == EN else "a4"
