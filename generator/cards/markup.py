"""The templates' output read back as blocks of text: the cards' small XML vocabulary.

A card template renders (with autoescaping) to::

    <card key="turn">                   <back>
      <edition>…</edition>                <brand>…</brand>
      <title>…</title>                    <p>…</p> <edition>…</edition> <note>…</note>
      <h>…</h> <p>…</p> <li>…</li> <note>…</note>
      <table><tr key="…"><th>…</th><td align="right">…</td></tr></table>
    </card>                             </back>

with ``<b>`` for bold inside any text. Parsing turns it back into plain
strings: an escaped ``&lt;`` in a house-rules name is the character ``<``
again, and it is then drawn with ``drawString``, so no user string is ever
read as markup (ReportLab's ``Paragraph`` is not used). The document comes
from our own templates, whose values are all escaped, so it can hold no DTD
or entity of its own for the parser to expand.
"""

from __future__ import annotations

import re
from typing import NamedTuple
from xml.parsers import expat

# Whitespace from the templates' layout; not the no-break spaces French needs.
_LAYOUT_SPACE = re.compile(r"[ \t\r\n]+")

PARAGRAPH_STYLES = ("edition", "title", "h", "p", "li", "note", "brand")


class Run(NamedTuple):
    """A stretch of text in one weight."""

    text: str
    bold: bool = False


class Paragraph(NamedTuple):
    """A paragraph in one of ``PARAGRAPH_STYLES``."""

    style: str
    runs: tuple[Run, ...]

    @property
    def text(self) -> str:
        """The paragraph's plain text."""
        return "".join(run.text for run in self.runs)


class Cell(NamedTuple):
    """A table cell: its runs, whether it is a heading, its alignment."""

    runs: tuple[Run, ...]
    header: bool = False
    align: str = "left"

    @property
    def text(self) -> str:
        """The cell's plain text."""
        return "".join(run.text for run in self.runs)


class Row(NamedTuple):
    """A table row; ``key`` names what it shows (a scoring line), when the template says."""

    cells: tuple[Cell, ...]
    key: str | None = None


class Table(NamedTuple):
    """Rows of cells, every row with the same number of cells."""

    rows: tuple[Row, ...]

    @property
    def columns(self) -> int:
        """How many columns the table has."""
        return max((len(row.cells) for row in self.rows), default=0)


Block = Paragraph | Table


class Document(NamedTuple):
    """One card front (``card``) or the back (``back``), as blocks."""

    kind: str
    key: str
    blocks: tuple[Block, ...]

    def paragraphs(self, style: str) -> tuple[Paragraph, ...]:
        """The paragraphs of one style."""
        return tuple(b for b in self.blocks if isinstance(b, Paragraph) and b.style == style)

    def tables(self) -> tuple[Table, ...]:
        """The document's tables."""
        return tuple(b for b in self.blocks if isinstance(b, Table))

    @property
    def texts(self) -> tuple[str, ...]:
        """The text of every paragraph and every table cell, in order."""
        parts: list[str] = []
        for block in self.blocks:
            if isinstance(block, Paragraph):
                parts.append(block.text)
            else:
                parts.extend(cell.text for row in block.rows for cell in row.cells)
        return tuple(p for p in parts if p)

    @property
    def text(self) -> str:
        """Every word of the document, paragraphs and cells joined by spaces (for tests and checks)."""
        return " ".join(self.texts)


class MarkupError(ValueError):
    """A template produced markup outside the vocabulary (a bug in a template)."""


class _Element:
    """An element as the parser reads it: tag, attributes, text, children, and the text after it.

    The little of ``xml.etree.ElementTree`` this vocabulary needs, read with the
    same parser (expat) without loading ElementTree for it.
    """

    def __init__(self, tag: str, attributes: dict[str, str]) -> None:
        self.tag = tag
        self.attributes = attributes
        self.text = ""
        self.tail = ""
        self.children: list[_Element] = []


def _read(markup: str) -> _Element:
    """The root element of ``markup``; ``MarkupError`` when it is not well-formed XML."""
    top = _Element("", {})
    open_elements = [top]

    def start(tag: str, attributes: dict[str, str]) -> None:
        element = _Element(tag, attributes)
        open_elements[-1].children.append(element)
        open_elements.append(element)

    def end(tag: str) -> None:  # noqa: ARG001 (expat's end handler is given the tag)
        open_elements.pop()

    def text(data: str) -> None:
        parent = open_elements[-1]
        if parent.children:
            parent.children[-1].tail += data
        else:
            parent.text += data

    parser = expat.ParserCreate()
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = text
    try:
        parser.Parse(markup, True)
    except expat.ExpatError as error:  # a template bug, never a user's text: values are escaped
        raise MarkupError(f"card markup is not well-formed: {error}") from None
    return top.children[0]


def parse(markup: str) -> Document:
    """The blocks of a rendered card or back."""
    root = _read(markup)
    if root.tag not in ("card", "back"):
        raise MarkupError(f"unknown root element <{root.tag}>")
    blocks: list[Block] = []
    for element in root.children:
        if element.tag in PARAGRAPH_STYLES:
            blocks.append(Paragraph(element.tag, _runs(element)))
        elif element.tag == "table":
            blocks.append(_table(element))
        else:
            raise MarkupError(f"unknown element <{element.tag}> in <{root.tag}>")
    return Document(root.tag, root.attributes.get("key", root.tag), tuple(blocks))


def _table(element: _Element) -> Table:
    rows = []
    for row in element.children:
        if row.tag != "tr":
            raise MarkupError(f"unknown element <{row.tag}> in <table>")
        cells = []
        for cell in row.children:
            if cell.tag not in ("td", "th"):
                raise MarkupError(f"unknown element <{cell.tag}> in <tr>")
            align = cell.attributes.get("align", "left")
            cells.append(Cell(_runs(cell), header=cell.tag == "th", align=align))
        rows.append(Row(tuple(cells), key=row.attributes.get("key")))
    width = max((len(r.cells) for r in rows), default=0)
    if any(len(r.cells) != width for r in rows):
        raise MarkupError("every row of a table must have the same number of cells")
    return Table(tuple(rows))


def _runs(element: _Element) -> tuple[Run, ...]:
    """The text of an element as runs, layout whitespace folded, ends trimmed."""
    raw: list[Run] = []

    def add(text: str | None, bold: bool) -> None:
        if text:
            raw.append(Run(_LAYOUT_SPACE.sub(" ", text), bold))

    add(element.text, False)
    for child in element.children:
        if child.tag != "b" or child.children:
            raise MarkupError(f"only plain <b> may appear inside <{element.tag}>, not <{child.tag}>")
        add(child.text, True)
        add(child.tail, False)
    return _trim(raw)


def _trim(runs: list[Run]) -> tuple[Run, ...]:
    """Runs merged where the weight does not change, without spaces at the ends."""
    merged: list[Run] = []
    for run in runs:
        if merged and merged[-1].bold == run.bold:
            merged[-1] = Run(merged[-1].text + run.text, run.bold)
        else:
            merged.append(run)
    if merged:
        merged[0] = Run(merged[0].text.lstrip(" "), merged[0].bold)
        merged[-1] = Run(merged[-1].text.rstrip(" "), merged[-1].bold)
    text_runs: list[Run] = []
    for run in merged:
        if not run.text:
            continue
        if text_runs and text_runs[-1].text.endswith(" ") and run.text.startswith(" "):
            run = Run(run.text.lstrip(" "), run.bold)
        text_runs.append(run)
    return tuple(text_runs)
