"""The scan sheet's identity: its markers' ids and bits, its code's text, the house rules' hash."""

from __future__ import annotations

import cv2
import pytest

from generator.sheets.scan_code import (
    FORMAT,
    LAYOUT_GROUPS,
    MARKER_BITS,
    MARKER_DICTIONARY,
    Corner,
    ScanCode,
    marker_cells,
    marker_id,
    marker_meaning,
    rules_hash,
)


@pytest.mark.parametrize("marker", range(len(MARKER_BITS)))
def test_each_marker_prints_the_cells_opencv_draws_for_its_id(marker: int) -> None:
    dictionary = cv2.aruco.getPredefinedDictionary(getattr(cv2.aruco, MARKER_DICTIONARY))
    drawn = cv2.aruco.generateImageMarker(dictionary, marker, 6)
    assert marker_cells(marker) == tuple(tuple(bool(v < 128) for v in row) for row in drawn)


def test_every_layout_has_four_markers_of_its_own_and_each_id_says_its_layout_and_corner() -> None:
    ids = {marker_id(paper, sides, corner) for paper, sides in LAYOUT_GROUPS for corner in Corner}
    assert len(ids) == 4 * len(LAYOUT_GROUPS) == len(MARKER_BITS)
    for paper, sides in LAYOUT_GROUPS:
        for corner in Corner:
            assert marker_meaning(marker_id(paper, sides, corner)) == (paper, sides, corner)
    assert marker_meaning(len(MARKER_BITS)) is None
    assert marker_meaning(49) is None


def test_the_code_says_what_the_page_is_in_upper_case_and_reads_back() -> None:
    code = ScanCode("parker-brothers", "4p-2x2", 7, 2, "a4", "K3Q7TZ")
    assert code.line() == f"{FORMAT} PARKER-BROTHERS 4P-2X2 H7 P2 A4 R:K3Q7TZ"
    assert code.line() == code.line().upper()
    assert ScanCode.parse(code.line().encode()) == code


def test_the_names_follow_the_line_one_a_line_in_utf_8_and_read_back() -> None:
    code = ScanCode("dujardin-2024", "2p-2x1", 1, 1, "letter", names=("Zoë", "Hugo & Léa"))
    first, names = code.segments()
    assert first == f"{FORMAT} DUJARDIN-2024 2P-2X1 H1 P1 LETTER"
    assert ScanCode.parse((first + names).encode("utf-8")) == code


@pytest.mark.parametrize(
    "text",
    [
        b"",
        b"https://example.com",
        b"BORNES/2 PARKER-BROTHERS 4P-2X2 H1 P1 A4",
        b"BORNES/1 PARKER-BROTHERS 4P-2X2 H0 P1 A4",
        b"BORNES/1 PARKER-BROTHERS 4P-2X2 H1 P01 A4",
        b"BORNES/1 PARKER-BROTHERS 4P-2X2 H1 P1 A5",
        b"BORNES/1 PARKER-BROTHERS 4P-2X2 H1 P1 A4 R:XY",
        b"BORNES/1 PARKER-BROTHERS 4P-2X2 H1 P1 A4 \xff",
    ],
)
def test_a_code_that_is_not_a_scan_sheet_s_reads_as_none(text: bytes) -> None:
    assert ScanCode.parse(text) is None


def test_the_house_rules_hash_is_what_the_file_says_not_how_it_is_written() -> None:
    one = 'name = "Ours"\nbase = "parker-brothers"\n[scoring]\nsafe_trip = 500\n'
    same = '# our rules\r\nbase = "parker-brothers"\r\nname = "Ours"   \r\n\r\n[scoring]\r\nsafe_trip=500\r\n'
    other = one.replace("500", "400")
    assert rules_hash(one) == rules_hash(same) != rules_hash(other)
    assert len(rules_hash(one)) == 6
    assert set(rules_hash(one)) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")  # base 32: QR's alphanumerics
    with pytest.raises(ValueError, match="not TOML"):
        rules_hash("[scoring")
