"""Right-to-left names inside left-to-right sentences: each name is isolated, as Unicode asks.

A name such as "דוד כהן" written into "In the lead: דוד כהן, 1,800 points."
must be reordered on its own; run through the bidirectional algorithm with
the sentence, the comma and the number after it join the right-to-left run
and the sentence reads "1,800 ,דוד כהן". Unicode's answer is bidi isolation
(UAX #9, *Unicode Bidirectional Algorithm*, rules X5a to X5c): a FIRST STRONG
ISOLATE before the name and a POP DIRECTIONAL ISOLATE after it make the name
one neutral unit for the sentence around it.

``isolate`` marks a name so (only a name with right-to-left letters, so that
terminal columns of Latin names keep their widths); a terminal that knows
UAX #9 shows it right, and ``pieces`` splits a marked line so that a
drawing function (``generator.pdf.text.visual_order``, the chart's text)
reorders each name on its own and draws no mark. Pure: no I/O, no fonts.
"""

from __future__ import annotations

import unicodedata

FSI = "\u2068"  # FIRST STRONG ISOLATE
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE
ISOLATES = FSI + PDI
RIGHT_TO_LEFT = ("R", "AL")


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter (Hebrew, Arabic…)."""
    return any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in text)


def isolate(name: str) -> str:
    """``name`` as one unit in a sentence: between FSI and PDI when it has right-to-left letters."""
    return f"{FSI}{name}{PDI}" if has_right_to_left(name) and not name.startswith(FSI) else name


def pieces(line: str) -> list[str]:
    """A line cut at every isolate mark, the marks dropped: each piece is reordered on its own.

    A name wrapped over two lines leaves an FSI without its PDI on the
    first and a PDI without its FSI on the second; cutting at each mark
    still gives the name's part its own piece on both lines.
    """
    out: list[str] = []
    current = ""
    for ch in line:
        if ch in ISOLATES:
            out.append(current)
            current = ""
        else:
            current += ch
    out.append(current)
    return [piece for piece in out if piece]


def strip_isolates(text: str) -> str:
    """``text`` without isolate marks: what a reader (or a search) sees."""
    return "".join(ch for ch in text if ch not in ISOLATES)
