"""Charts drawn by matplotlib placed on a laid-out PDF's pages, as vector graphics.

The report's charts are the pages of one PDF that matplotlib writes
(``generator.chart.export.pdf_pages``), so their fonts are subset and
embedded once; once the report's pages are built, ``place_pages`` puts each
chart's page, as a form, on the spot the layout left for it. Everything
here is pypdf's public interface; its private names stay in
``generator.pdf.pypdf_internals``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from typing import cast

from pypdf import PageObject, PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    ContentStream,
    DictionaryObject,
    FloatObject,
    IndirectObject,
    NameObject,
    StreamObject,
)

Spot = tuple[int, float, float]
"""Where a chart goes: the page's number (from 1), then x and y of its lower left corner, in points."""


def place_pages(pdf: bytes, charts: bytes, spots: Sequence[Spot | None]) -> bytes:
    """``pdf`` with each page of ``charts``, in the order of ``spots``, placed on its spot as vector
    graphics: a form (PDF XObject) clipped to the chart's page. A chart whose spot is ``None`` (its
    room was never laid out) is left out.

    The forms are drawn after each page's own content, which is kept as it
    is (neither content is parsed, only copied).
    """
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    pages = PdfReader(io.BytesIO(charts)).pages
    shown: dict[int, list[str]] = {}
    for index, (spot, chart) in enumerate(zip(spots, pages, strict=True)):
        if spot is None:
            continue
        number, x, y = spot
        name = f"/BornesChart{index}"
        form = _chart_form(chart, float(pages[-1].mediabox.height), (x, y), writer)
        resources = cast(DictionaryObject, writer.pages[number - 1]["/Resources"].get_object())
        xobjects = cast(DictionaryObject, resources.setdefault(NameObject("/XObject"), DictionaryObject()))
        xobjects[NameObject(name)] = form
        shown.setdefault(number, []).append(f"q 1 0 0 1 {FloatObject(x)!r} {FloatObject(y)!r} cm {name} Do Q")
    for number, calls in shown.items():
        page = writer.pages[number - 1]
        own = page.get_contents()
        drawn = ContentStream(None, writer)
        drawn.set_data(
            b"q\n" + (own.get_data() if own is not None else b"") + b"\nQ\n" + "\n".join(calls).encode()
        )
        page.replace_contents(drawn)
        page.compress_content_streams()
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


PATTERN_FILL = re.compile(rb"/([^\s/\[\]()<>{}%]+)\s+scn\b")
"""A fill with a pattern in a content stream (``/Pattern cs /H1 scn``): the pattern's name."""


def _chart_form(
    chart: PageObject, last_height: float, at: tuple[float, float], writer: PdfWriter
) -> IndirectObject:
    """A page of the charts' PDF as a form in ``writer``, to be drawn at ``at`` on a report page.

    Its drawing is the page's content stream as matplotlib wrote it, its box
    the page's. Its resources are the page's, shared with the other charts,
    but for the hatch patterns: matplotlib anchors a hatch's tiles at the top
    of the page (its pattern's matrix moves them up by the page's height),
    yet in a file of several pages it writes each pattern once, at the end,
    anchored at the top of the *last* page, and lists every pattern on every
    page. A form gets a copy of each pattern it fills with, anchored at the
    top of its own page, and moved back by ``at`` (a pattern in a form is laid
    out in the form's space): the tiles fall on the report page where they
    did when the chart was drawn into the page's own content.
    """
    x, y = at
    resources = cast(DictionaryObject, chart["/Resources"].get_object())
    contents = cast(StreamObject, chart["/Contents"].get_object())
    form = cast(StreamObject, contents.clone(writer))
    own = DictionaryObject()
    for key, value in resources.items():
        if key != "/Pattern":
            own[NameObject(key)] = value.clone(writer)
    if "/Pattern" in resources:
        used = {name.decode() for name in PATTERN_FILL.findall(contents.get_data())}
        shift = float(chart.mediabox.height) - last_height
        patterns = DictionaryObject()
        for name, reference in cast(DictionaryObject, resources["/Pattern"].get_object()).items():
            if name[1:] not in used:
                continue
            # A new copy each time (``force_duplicate``): each form anchors its own.
            pattern = cast(StreamObject, reference.get_object().clone(writer, force_duplicate=True))
            a, b, c, d, e, f = (float(value) for value in cast(ArrayObject, pattern["/Matrix"]))
            moved = (a, b, c, d, e - x, f + shift - y)
            pattern[NameObject("/Matrix")] = ArrayObject(FloatObject(v) for v in moved)
            patterns[NameObject(name)] = pattern.indirect_reference
        own[NameObject("/Pattern")] = patterns
    box = chart.mediabox
    form.update(
        {
            NameObject("/Type"): NameObject("/XObject"),
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject(
                FloatObject(v) for v in (box.left, box.bottom, box.right, box.top)
            ),
            NameObject("/Resources"): own,
        }
    )
    assert form.indirect_reference is not None
    return form.indirect_reference
