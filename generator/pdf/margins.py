"""How near the paper's edge and a card's cut things may be printed: plain numbers in millimetres.

One place for the margins every printed page keeps (``generator.pdf.page.SAFE_MARGIN`` draws on
it) and the zones the cards keep inside their cut; the command line reads them for its defaults
and help without loading ReportLab or any registry.
"""

from __future__ import annotations

SAFE_MARGIN_MM = 10.0
"""Nothing is drawn nearer the paper's edge than this, by default, in mm: every home printer prints
there (``generator.pdf.page.SAFE_MARGIN``). The cards' ``--margin`` may ask for less."""

MIN_MARGIN_MM = 4.0
"""The least margin the cards' ``--margin`` takes, in mm: most home printers print to 4 or 5 mm of
the edge, none nearer; below ``SAFE_MARGIN_MM`` a warning says some printers cannot."""

HOME_SAFE_MM = 2.0
"""The safe zone inside the cut of cards cut at home, in mm: their frame sits there, so a cut a
little off still leaves it whole."""

PRINT_SHOP_SAFE_MM = 3.0
"""The safe zone print shops ask for inside the cut (1/8 in), in mm: their cutting drifts that much,
so nothing that matters, the frame included, is drawn nearer the cut (``--safe``)."""
