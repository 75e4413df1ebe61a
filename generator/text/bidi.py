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
UAX #9 shows it right, and ``visual_order`` puts a line in the order a PDF
or a chart draws it: ``pieces`` splits it at the marks, each name is
reordered on its own (python-bidi and arabic-reshaper, loaded only for a
line that has right-to-left letters) and no mark is drawn. Pure: no I/O, no
fonts.
"""

from __future__ import annotations

import unicodedata

FSI = "\u2068"  # FIRST STRONG ISOLATE
PDI = "\u2069"  # POP DIRECTIONAL ISOLATE
ISOLATES = FSI + PDI
RIGHT_TO_LEFT = ("R", "AL")

FIRST_RIGHT_TO_LEFT = "\u0590"
"""Where Unicode's Hebrew block starts: no character before it is right-to-left (a test checks it)."""


def has_right_to_left(text: str) -> bool:
    """Whether ``text`` holds a right-to-left letter (Hebrew, Arabic…)."""
    # Most strings printed have none: comparing characters is cheaper than a database lookup each,
    # so only the characters from Hebrew's block on are looked up, each once.
    return max(text, default="") >= FIRST_RIGHT_TO_LEFT and any(
        unicodedata.bidirectional(ch) in RIGHT_TO_LEFT
        for ch in {ch for ch in text if ch >= FIRST_RIGHT_TO_LEFT}
    )


def has_isolates(text: str) -> bool:
    """Whether ``text`` holds an isolate mark (``isolate``'s FSI or PDI)."""
    return any(mark in text for mark in ISOLATES)


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


def _reorder(piece: str) -> str:
    if not has_right_to_left(piece):
        return piece
    import arabic_reshaper
    from bidi import get_display

    return str(get_display(arabic_reshaper.reshape(piece)))


def _runs(piece: str) -> list[str]:
    """A piece cut into right-to-left runs and the text between them.

    A run starts and ends with a right-to-left letter and holds nothing
    that is strongly left-to-right: "Le plus de capots : דוד כהן (2)." gives
    "Le plus de capots : ", "דוד כהן", " (2).". So a name the caller did not
    isolate is still reordered on its own, and the number or bracket after
    it stays where the sentence puts it.
    """
    out: list[str] = []
    start: int | None = None  # where the current run began
    end = 0  # just past its last right-to-left letter
    last = 0  # where the text not yet given out begins
    for index, ch in enumerate(piece):
        kind = unicodedata.bidirectional(ch)
        if kind in RIGHT_TO_LEFT:
            if start is None:
                start = index
            end = index + 1
        elif kind == "L" and start is not None:
            out += [piece[last:start], piece[start:end]]
            last, start = end, None
    if start is not None:
        out += [piece[last:start], piece[start:end]]
        last = end
    out.append(piece[last:])
    return [part for part in out if part]


def visual_order(text: str) -> str:
    """One line in the order a PDF or a chart draws it: each right-to-left name (between isolate marks,
    or a run) put in visual order alone (UAX #9: python-bidi, arabic-reshaper), the marks dropped."""
    if not has_right_to_left(text) and not has_isolates(text):
        return text
    return "".join(_reorder(run) for piece in pieces(text) for run in _runs(piece))
