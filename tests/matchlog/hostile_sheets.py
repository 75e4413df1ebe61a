"""Small PDFs built to make a sheet reader hang or fill the memory, as ``bornes import`` may be sent.

Each is a minimal document with Bornes' metadata, built byte by byte: its
objects packed in compressed object streams (PDF 1.7, 7.5.7) and a
cross-reference stream (7.5.8), the way sheets are written, with padding
that compresses a thousandfold. ``tests/matchlog/test_form_reader.py``
checks each is refused in one line; ``benchmarks/inputs.py`` times them.
"""

from __future__ import annotations

import json
import struct
import zlib
from collections.abc import Callable

META = json.dumps(
    {
        "edition": "parker-brothers",
        "first_hand": 1,
        "kind": "points",
        "names": None,
        "players": 2,
        "rules": None,
        "sides": ["A", "B"],
        "version": 1,
    },
    sort_keys=True,
)
"""A two-sided Parker Brothers sheet's metadata, as ``SheetMeta.to_json`` writes it."""

INFO = b"<< /BornesSheet (" + META.encode() + b") >>"


def _document(streams: list[tuple[list[tuple[int, bytes]], bytes]], info: int, fields: list[int]) -> bytes:
    """A PDF whose objects sit in object streams.

    ``streams``: for each object stream, its objects (number, body) and the
    padding written before them (the offsets say where each object starts,
    so what pypdf reads first is the padding). ``info`` is the document
    information's object number; ``fields`` the objects the form lists.
    """
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    entries: dict[int, tuple[int, int, int]] = {0: (0, 0, 65535)}
    refs = b" ".join(b"%d 0 R" % number for number in fields)
    plain = {
        1: b"<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [" + refs + b"] >> >>",
        2: b"<< /Type /Pages /Kids [] /Count 0 >>",
    }
    for number, obj in plain.items():
        entries[number] = (1, len(out), 0)
        out += b"%d 0 obj\n%s\nendobj\n" % (number, obj)
    next_number = 1 + max(number for objects, _ in streams for number, _ in objects)
    for objects, padding in streams:
        # The first object is said to start where the padding does: pypdf reads its way through it.
        offsets, body = [], bytearray(padding)
        for index, (number, obj) in enumerate(objects):
            offsets.append(b"%d %d" % (number, 0 if index == 0 else len(body)))
            body += obj + b"\n"
            entries[number] = (2, next_number, index)
        head = b" ".join(offsets) + b"\n"
        data = zlib.compress(head + bytes(body), 9)
        entries[next_number] = (1, len(out), 0)
        out += b"%d 0 obj\n<< /Type /ObjStm /N %d /First %d /Filter /FlateDecode /Length %d >>\nstream\n" % (
            next_number,
            len(objects),
            len(head),
            len(data),
        )
        out += data + b"\nendstream\nendobj\n"
        next_number += 1
    xref = next_number
    entries[xref] = (1, len(out), 0)
    rows = b"".join(struct.pack(">BIH", *entries.get(number, (0, 0, 0))) for number in range(xref + 1))
    trailer = b"/Root 1 0 R /Info %d 0 R" % info
    out += b"%d 0 obj\n<< /Type /XRef /Size %d /W [1 4 2] %s /Length %d >>\nstream\n" % (
        xref,
        xref + 1,
        trailer,
        len(rows),
    )
    out += rows + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % entries[xref][1]
    return bytes(out)


MB = 1_000_000
"""A megabyte as pypdf counts its bounds (75 MB: 75,000,000 bytes)."""


def spaces_before_the_metadata(megabytes: float = 74, copies: int = 1) -> bytes:
    """The metadata in an object stream after ``megabytes`` of spaces, which pypdf reads a byte at a time.

    With ``copies`` more than one, that many such streams, each holding a
    field the form lists. 74 MB (under pypdf's 75 MB bound), once: a 70 KB
    file; 8 copies: 577 KB.
    """
    padding = b" " * int(megabytes * MB)
    streams = [([(10, INFO)], padding)]
    fields = []
    for copy in range(1, copies):
        number = 10 + copy
        streams.append(([(number, b"<< /T (f%d) /FT /Tx /V () >>" % copy)], padding))
        fields.append(number)
    return _document(streams, info=10, fields=fields)


def streams_kept_in_memory(count: int = 10, megabytes: float = 70) -> bytes:
    """``count`` object streams that each inflate to ``megabytes`` (padding after their one field).

    pypdf keeps every object stream it has decoded: read whole, these take
    ``count`` × ``megabytes`` of memory (10 × 70 MB: a 700 KB file).
    """
    streams = [([(10, INFO)], b"")]
    fields = []
    for index in range(count):
        number = 11 + index
        field = b"<< /T (f%d) /FT /Tx /V () >>" % index
        streams.append(([(number, field + b"\n%" + b"0" * int(megabytes * MB))], b""))
        fields.append(number)
    return _document(streams, info=10, fields=fields)


def deep_metadata(depth: int = 100_000) -> bytes:
    """Bornes' metadata replaced by ``depth`` nested JSON arrays (Python's parser recurses on each)."""
    info = b"<< /BornesSheet (" + b"[" * depth + b") >>"
    return _document([([(10, info)], b"")], info=10, fields=[])


HOSTILE: dict[str, Callable[[], bytes]] = {
    "74 MB of spaces before the metadata (70 KB)": spaces_before_the_metadata,
    "3 streams of 74 MB of spaces": lambda: spaces_before_the_metadata(copies=3),
    "4 streams of 70 MB kept in memory": lambda: streams_kept_in_memory(4),
    "20 streams of 3.5 MB, each under one stream's bound": lambda: streams_kept_in_memory(20, 3.5),
    "100,000 nested arrays in the metadata": deep_metadata,
    "3 MB of spaces, under one stream's bound": lambda: spaces_before_the_metadata(megabytes=3, copies=5),
}
"""Every shape of hostile sheet, small enough to build in a test: each must be refused in one line.
``benchmarks/inputs.py`` times these and the issue's own (8 streams of spaces, 10 kept in memory)."""

AS_REPORTED: dict[str, Callable[[], bytes]] = {
    "8 streams of 74 MB of spaces (577 KB)": lambda: spaces_before_the_metadata(copies=8),
    "10 streams of 70 MB kept in memory (700 KB)": streams_kept_in_memory,
}
"""The hostile sheets as they were reported, larger to build: timed by ``benchmarks/inputs.py``."""
