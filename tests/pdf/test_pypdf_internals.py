"""The contract with pypdf's private names that ``generator.pdf.pypdf_internals`` relies on.

Each test checks one name against the pypdf installed; when a release
changes it, the message names the pypdf version, the name, and the function
of ``pypdf_internals`` that must change with it. CI's run against the
newest releases says exactly what broke.
"""

from __future__ import annotations

import dataclasses
import io

import pypdf
import pypdf.filters
import pytest
from pypdf import PdfReader, PdfWriter
from pypdf.errors import LimitReachedError
from pypdf.generic import (
    ArrayObject,
    ByteStringObject,
    DecodedStreamObject,
    DictionaryObject,
    IndirectObject,
    NameObject,
    NumberObject,
    PdfObject,
    TextStringObject,
)

from generator.pdf.page import new_canvas
from generator.pdf.pypdf_internals import TooMuchData, add_object, compact, reading_limits
from generator.text.languages import EN

PYPDF = f"pypdf {pypdf.__version__}"


def drawn() -> bytes:
    """A one-page PDF as ReportLab draws Bornes' pages (invariant, so with a fixed /ID)."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper="a4", title="t", subject="s", lang=EN)
    canvas.drawString(72, 700, "Bornes")
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def writer_with_objects() -> PdfWriter:
    """A drawn page, a dictionary, a stream and a document information entry added, as the form adds them."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(drawn())))
    stream = DecodedStreamObject()
    stream.set_data(b"/Tx BMC EMC")
    field = DictionaryObject(
        {
            NameObject("/T"): TextStringObject("h1"),
            NameObject("/AP"): add_object(writer, stream),
            NameObject("/Kids"): ArrayObject([NumberObject(1)]),
        }
    )
    writer.root_object[NameObject("/AcroForm")] = add_object(
        writer, DictionaryObject({NameObject("/Fields"): ArrayObject([add_object(writer, field)])})
    )
    writer.add_metadata({"/BornesTest": "{}"})
    return writer


def written(obj: PdfObject | None) -> bytes:
    """An object as pypdf writes it (references as "n 0 R", whichever file they came from)."""
    out = io.BytesIO()
    if obj is not None:
        obj.write_to_stream(out)
    return out.getvalue()


def test_add_object_appends_the_object_and_returns_its_reference() -> None:
    writer = PdfWriter()
    assert callable(getattr(writer, "_add_object", None)), (
        f"{PYPDF} has no PdfWriter._add_object: generator.pdf.pypdf_internals.add_object must change"
    )
    objects = getattr(writer, "_objects", None)
    assert isinstance(objects, list), (
        f"{PYPDF}: PdfWriter._objects is not a list: generator.pdf.pypdf_internals.compact must change"
    )
    before = len(objects)
    obj = DictionaryObject({NameObject("/Bornes"): NumberObject(1)})
    ref = add_object(writer, obj)
    numbered = f"{PYPDF}: PdfWriter._add_object no longer numbers a new object after the last one"
    assert isinstance(ref, IndirectObject), numbered
    assert (ref.idnum, ref.generation) == (before + 1, 0), numbered
    held = f"{PYPDF}: PdfWriter._objects no longer holds the object added at its number"
    assert writer._objects[-1] is obj, held
    assert ref.get_object() is obj, held


def test_the_objects_are_listed_by_number() -> None:
    writer = writer_with_objects()
    for number, obj in enumerate(writer._objects, start=1):
        assert obj is None or isinstance(obj, PdfObject), f"{PYPDF}: PdfWriter._objects holds {obj!r}"
        if obj is not None and obj.indirect_reference is not None:
            assert obj.indirect_reference.idnum == number, (
                f"{PYPDF}: object {obj.indirect_reference.idnum} is listed at {number} in "
                "PdfWriter._objects: generator.pdf.pypdf_internals.compact numbers objects by their place"
            )


def test_the_document_information_and_identifier_are_the_trailers() -> None:
    writer = writer_with_objects()
    info = writer._info
    metadata = f"{PYPDF}: PdfWriter._info is not the document information add_metadata writes to"
    assert isinstance(info, DictionaryObject), metadata
    assert info.get("/BornesTest") == "{}", metadata
    assert isinstance(info.indirect_reference, IndirectObject), (
        f"{PYPDF}: PdfWriter._info has no reference: the trailer's /Info needs one"
    )
    assert info.indirect_reference.get_object() is info
    ids = writer._ID
    identifier = f"{PYPDF}: PdfWriter._ID is not the file identifier of the document cloned"
    assert isinstance(ids, ArrayObject), identifier
    assert len(ids) == 2, identifier
    assert all(isinstance(part, ByteStringObject) for part in ids)


def test_a_compact_file_reads_back_as_the_same_objects_pypdf_writes() -> None:
    writer = writer_with_objects()
    plain = io.BytesIO()
    writer.write(plain)
    ours, theirs = PdfReader(io.BytesIO(compact(writer)), strict=True), PdfReader(plain, strict=True)
    for key in ("/Root", "/Info", "/ID"):
        assert written(ours.trailer.raw_get(key)) == written(theirs.trailer.raw_get(key)), key
    for number in range(1, len(writer._objects) + 1):
        mine, pypdfs = written(ours.get_object(number)), written(theirs.get_object(number))
        assert mine == pypdfs, f"{PYPDF}: object {number} reads back differently from a compact file"
    assert ours.metadata is not None
    assert str(ours.metadata["/BornesTest"]) == "{}"
    assert ours.pages[0].extract_text().strip() == "Bornes"


# Reading: every stream decoded counted (reading_limits)


def packed_stream(size: int) -> tuple[bytes, int]:
    """A compact file holding a dictionary of ``size`` bytes in an object stream, and its number."""
    writer = writer_with_objects()
    ref = add_object(writer, DictionaryObject({NameObject("/T"): TextStringObject("x" * size)}))
    return compact(writer), ref.idnum


def read_packed(size: int) -> None:
    pdf, number = packed_stream(size)
    assert PdfReader(io.BytesIO(pdf)).get_object(number) is not None


def test_every_stream_pypdf_decodes_goes_through_decode_stream_data() -> None:
    with reading_limits(per_stream=10**8, total=10**8) as budget:
        read_packed(1000)
    assert budget.spent > 1000, (
        f"{PYPDF}: reading an object did not decode its object stream through "
        "pypdf.filters.decode_stream_data: generator.pdf.pypdf_internals.reading_limits must change"
    )
    assert pypdf.filters.decode_stream_data.__name__ == "decode_stream_data"  # given back after


def test_the_streams_read_are_bounded_all_together_and_each() -> None:
    with (
        pytest.raises(TooMuchData, match="decode to more than"),
        reading_limits(per_stream=10**8, total=5000),
    ):
        read_packed(10_000)
    with pytest.raises(LimitReachedError), reading_limits(per_stream=5000, total=10**8):
        read_packed(10_000)
    names = {field.name for field in dataclasses.fields(pypdf.Configuration)}
    assert "zlib_maximum_output_length" in names, f"{PYPDF}: Configuration has no zlib_maximum_output_length"


def test_the_forms_scripts_are_packed_after_its_fields() -> None:
    writer = writer_with_objects()
    script = add_object(
        writer,
        DictionaryObject(
            {NameObject("/S"): NameObject("/JavaScript"), NameObject("/JS"): TextStringObject("1")}
        ),
    )
    field = add_object(
        writer, DictionaryObject({NameObject("/T"): TextStringObject("made after the script")})
    )
    packed = PdfReader(io.BytesIO(compact(writer))).xref_objStm
    assert packed[field.idnum][1] < packed[script.idnum][1]  # the script's place is after the field's
