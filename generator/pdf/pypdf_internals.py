"""The one place that reaches into pypdf's private names, each use with its contract test.

pypdf's public writer cannot do two things the fillable sheet needs:

- add a new object to a document and get its reference (``add_object``):
  a form is hundreds of new dictionaries (fields, widgets, actions) and
  streams (appearances, the font). ``PdfWriter`` has only the private
  ``_add_object`` for that (pypdf 7.1);
- write the document with its dictionaries in compressed object streams
  and a cross-reference stream (PDF 1.5, 7.5.7 and 7.5.8: ``compact``).
  ``PdfWriter.write`` writes every object on its own with a classic
  cross-reference table (a six-hand sheet: 300 kB, against 131 kB here);
  ``compress_identical_objects`` only merges duplicates. pikepdf (qpdf)
  could write object streams through a public API, but only by reading
  the file pypdf wrote again, at other bytes, a few per cent larger, with
  a compiled dependency more. Writing the file here needs the writer's
  object list (``_objects``), its document information (``_info``, for its
  reference; the public ``metadata`` is a copy) and its file identifier
  (``_ID``).

Reading a sheet someone sent (``bornes import``) needs one more thing:
a bound on what every stream of the file decodes to, **all together**
(``reading_limits``). pypdf bounds each stream (its public
``apply_configuration``, pypdf 6.18), but keeps every object stream it has
decoded: a 1 MB file of streams that each inflate to just under the bound
takes gigabytes. Every stream pypdf decodes goes through
``pypdf.filters.decode_stream_data``, looked up on its module each time
(``EncodedStreamObject.get_data``): for the length of a read, that name
stands for a copy that counts.

``tests/pdf/test_pypdf_internals.py`` checks each of these names against
the pypdf installed, so a release that changes one fails there, naming it,
before any sheet comes out wrong.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import re
import struct
import zlib
from collections.abc import Iterator

import pypdf.filters
from pypdf import Configuration, PdfWriter, apply_configuration, get_configuration
from pypdf.errors import LimitReachedError
from pypdf.generic import DictionaryObject, IndirectObject, NameObject, PdfObject, StreamObject

OBJECTS_PER_STREAM = 200
"""How many objects one object stream packs."""


def add_object(writer: PdfWriter, obj: PdfObject) -> IndirectObject:
    """``obj`` added to ``writer``'s document as a new object (``PdfWriter._add_object``): its reference."""
    return writer._add_object(obj)


def compact(writer: PdfWriter) -> bytes:
    """The document with its dictionaries packed in compressed object streams (PDF 1.5, 7.5.7).

    A form is hundreds of small dictionaries (fields, widgets, actions):
    packed and compressed, a six-hand sheet's form takes a fifth of the room
    it takes written out one by one, as pypdf writes them. Streams (pages,
    fonts, appearances) are written as they are, then the object streams,
    then a cross-reference stream. Same objects, same bytes.
    """
    objects = writer._objects
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    entries: dict[int, tuple[int, int, int]] = {0: (0, 0, 65535)}
    packable: list[int] = []
    for number, obj in enumerate(objects, start=1):
        if obj is None:
            entries[number] = (0, 0, 0)
        elif isinstance(obj, StreamObject):
            entries[number] = (1, out.tell(), 0)
            out.write(f"{number} 0 obj\n".encode())
            obj.write_to_stream(out)
            out.write(b"\nendobj\n")
        else:
            packable.append(number)
    # The form's scripts last, in object streams of their own: reading a sheet back
    # (``bornes import``) parses the streams that hold its fields, never these.
    packable.sort(key=lambda number: _is_script(objects[number - 1]))
    next_number = len(objects) + 1
    for start in range(0, len(packable), OBJECTS_PER_STREAM):
        chunk = packable[start : start + OBJECTS_PER_STREAM]
        offsets, body = [], io.BytesIO()
        for index, number in enumerate(chunk):
            offsets.append(f"{number} {body.tell()}")
            packed = objects[number - 1]
            assert packed is not None
            packed.write_to_stream(body)
            body.write(b"\n")
            entries[number] = (2, next_number, index)
        head = (" ".join(offsets) + "\n").encode()
        data = zlib.compress(head + body.getvalue(), 9)
        entries[next_number] = (1, out.tell(), 0)
        out.write(
            f"{next_number} 0 obj\n<< /Type /ObjStm /N {len(chunk)} /First {len(head)} "
            f"/Filter /FlateDecode /Length {len(data)} >>\nstream\n".encode()
        )
        out.write(data + b"\nendstream\nendobj\n")
        next_number += 1
    xref_number = next_number
    entries[xref_number] = (1, out.tell(), 0)
    rows = b"".join(struct.pack(">BIH", *entries[number]) for number in range(xref_number + 1))
    data = zlib.compress(rows, 9)
    trailer = io.BytesIO()
    extra = DictionaryObject({NameObject("/Root"): writer.root_object.indirect_reference})
    if writer._info is not None:
        extra[NameObject("/Info")] = writer._info.indirect_reference
    if writer._ID is not None:
        extra[NameObject("/ID")] = writer._ID
    extra.write_to_stream(trailer)
    inner = trailer.getvalue().strip()[2:-2].strip().decode("latin-1")
    out.write(
        f"{xref_number} 0 obj\n<< /Type /XRef /Size {xref_number + 1} /W [ 1 4 2 ] {inner} "
        f"/Filter /FlateDecode /Length {len(data)} >>\nstream\n".encode("latin-1")
    )
    out.write(data + b"\nendstream\nendobj\n")
    out.write(f"startxref\n{entries[xref_number][1]}\n%%EOF\n".encode())
    return out.getvalue()


def _is_script(obj: PdfObject | None) -> bool:
    """A JavaScript action (PDF 1.7, 12.6.4.16): the form's scripts, which a reader of its fields skips."""
    return isinstance(obj, DictionaryObject) and obj.get("/S") == "/JavaScript"


class TooMuchData(LimitReachedError):
    """The streams of a file decode to more than ``reading_limits`` allows."""


_LONG_SPACE = re.compile(rb"[\x00\t\n\x0c\r ]{65536}")
"""64 KB of white space in an object stream, which pypdf reads a byte at a time (a second per 3 MB):
no PDF writer pads its object streams, and a file that does is built to be slow."""


@dataclasses.dataclass
class Budget:
    """What the streams read so far have decoded to, against the most allowed."""

    total: int
    spent: int = 0
    exceeded: str | None = None  # why the read was stopped, once it was


@contextlib.contextmanager
def reading_limits(*, per_stream: int, total: int) -> Iterator[Budget]:
    """While the block runs, pypdf decodes each stream to at most ``per_stream`` bytes, all to ``total``.

    Each stream's bound is pypdf's own (``Configuration``'s maximum output
    lengths, those the installed pypdf has). The total is counted by a
    stand-in for ``pypdf.filters.decode_stream_data``, which also refuses an
    object stream padded with white space (``_LONG_SPACE``). A stream past
    either bound raises ``TooMuchData``, and the ``Budget`` yielded says why,
    even where pypdf catches the error and goes on.
    """
    names = {field.name for field in dataclasses.fields(Configuration)}
    bounds = {name: per_stream for name in names if name.endswith(("_output_length", "_stream_length"))}
    bounds.update({name: per_stream for name in names if name.endswith("decoding_work_maximum_length")})
    budget = Budget(total)
    original = pypdf.filters.decode_stream_data

    def counted(stream: StreamObject) -> bytes:
        if budget.exceeded is not None:
            raise TooMuchData(budget.exceeded)
        data = original(stream)
        budget.spent += len(data)
        if budget.spent > budget.total:
            budget.exceeded = f"its streams decode to more than {budget.total // (1024 * 1024)} MB"
        elif _LONG_SPACE.search(data) and "/Type" in stream and str(stream["/Type"]) == "/ObjStm":
            budget.exceeded = "an object stream is padded with white space"
        if budget.exceeded is not None:
            raise TooMuchData(budget.exceeded)
        return data

    pypdf.filters.decode_stream_data = counted
    try:
        with apply_configuration(get_configuration().with_overwrites(**bounds)):
            yield budget
    finally:
        pypdf.filters.decode_stream_data = original
