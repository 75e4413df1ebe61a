"""Printable score sheets (``bornes sheet``), in steps named by their modules.

- the sentences a sheet prints come from the catalogs (``generator.text.i18n``);
- ``content``: what a sheet shows, as plain data (header lines, sides, the rows
  of a hand's block with their values from the scoring module, notes); pure;
- ``layout``: where each box and string goes on each page, and how each
  string is fitted to its box; numbers only, so tests can measure it;
- ``sheet_pdf``: ReportLab drawing of a layout;
- ``form_writer``: for ``--fillable``, the same boxes as a PDF form that adds
  itself up (pypdf, after ReportLab has drawn the pages); ``bornes import``
  reads it back (``generator.matchlog.form_reader``). The form's field names
  and metadata, which both directions use, are ``generator.form_format``.
- the scan sheet (``--layout scan``), made to be photographed and read back
  by ``bornes scan`` (``generator.scan``): ``scan_content`` (its words),
  ``scan_layout`` (where its markers, code and rows of circles go, and the
  map ``--map`` writes; numbers only, which the reader uses too),
  ``scan_pdf`` (drawing it), ``scan_code`` (its code's text and its
  markers' ids, which the reader reads).

Only ``sheet_pdf`` draws; this package's ``__init__`` imports none of its
modules, so the pure ``content`` module can be imported without ReportLab. It
holds what ``bornes sheet`` is asked for (``SheetOrder``), and which options
the phone sheet refuses, as data.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, NamedTuple

from generator.text.languages import Lang

if TYPE_CHECKING:
    from pathlib import Path

PHONE_IGNORES = ("--paper", "--hands", "--first-hand", "--fillable")
"""The options of ``bornes sheet`` that the phone sheet (``--html``) has no use for: a page has no
paper size, holds every hand of the match from the first, and adds itself up."""


LAYOUTS = ("standard", "scan")
"""The paper sheet's layouts (``--layout``): the score sheet with its boxes to write in, and the scan
sheet, a row of circles to fill per fact, made to be photographed (``bornes scan``)."""

SCAN_IGNORES = ("--fillable", "--html")
"""The options of ``bornes sheet`` that the scan sheet has no use for: it is read from a photo."""


class SheetOrder(NamedTuple):
    """What ``bornes sheet`` is asked for: the edition (``--edition``, ``--rules``), the table
    (``--players``, ``--sides``, ``--names``), the language and paper, the hands, and which sheet.

    The defaults are the command's: the sheet of ``bornes all``.
    """

    edition_id: str | None = None
    rules_path: Path | None = None
    players: int | None = None
    sides: int | None = None
    lang: Lang | None = None
    paper: str | None = None
    names: tuple[str, ...] = ()
    hands: int | None = None
    first_hand: int = 1
    fillable: bool = False
    html: bool = False
    layout: str = "standard"
    map_path: Path | None = None

    def refusal(self, typed: Collection[str]) -> str | None:
        """The first option ``typed`` (as the user typed it) that the phone sheet
        (``PHONE_IGNORES``) or the scan sheet (``SCAN_IGNORES``) has no use for, as a refusal: never
        silently ignored; ``None`` when there is none. A map (``--map``) is the scan sheet's alone."""
        if self.layout == "scan":
            return next(
                (f"{option} has no effect with --layout scan" for option in SCAN_IGNORES if option in typed),
                None,
            )
        if self.map_path is not None:
            return "--map writes the scan sheet's map: give --layout scan too"
        if not self.html:
            return None
        return next(
            (f"{option} has no effect with --html" for option in PHONE_IGNORES if option in typed), None
        )

    @property
    def rules_file(self) -> str | None:
        """The name of the house-rules file the edition came from, printed for ``bornes import``."""
        return self.rules_path.name if self.rules_path is not None else None
