"""Bornes: printable score sheets, rules cards and match reports for Mille Bornes.

The pipeline, one folder a step: ``rules`` (editions and scoring, pure) →
``matchlog`` (reading and writing match logs) → ``sheets``, ``cards``,
``report`` (what each printed thing shows, and drawing it) → ``cli``.
"""

__version__ = "0.1.0"
