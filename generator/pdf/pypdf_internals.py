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

``tests/pdf/test_pypdf_internals.py`` checks each of these names against
the pypdf installed, so a release that changes one fails there, naming it,
before any sheet comes out wrong.
"""

from __future__ import annotations

import io
import struct
import zlib

from pypdf import PdfWriter
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
