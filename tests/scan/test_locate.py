"""Finding the page in a photo from its markers, and refusing in one line the photos it cannot read."""

from __future__ import annotations

from functools import cache

import numpy as np
import pytest

from generator.errors import PhotoError
from generator.rules.editions import EDITIONS
from generator.scan.locate import (
    DECODED_PX_PER_MM,
    MAX_BEND_MM,
    MIN_PX_PER_MM,
    PX_PER_MM,
    locate,
    look,
    page_corners,
)
from generator.scan.photo import Photo, checked
from generator.sheets.scan_code import Corner, marker_id
from generator.sheets.scan_layout import MARKER_MM, paper_mm, scan_page
from generator.sheets.sheet_pdf import sheet_pdf
from generator.text.languages import EN
from tests.scan.flat import Gray, jpeg, on_table, render, sheet


@cache
def page(px_per_mm: float = 6.0, paper: str = "a4") -> Gray:
    return render(sheet(paper=paper), px_per_mm)


def photo(image: Gray) -> Photo:
    return Photo("photo.jpg", image, 1.0)


def test_the_markers_corners_are_where_the_layout_prints_them() -> None:
    edition = EDITIONS["parker-brothers"]
    layout = scan_page(edition, edition.default_setup, "letter", first_hand=1, page=1)
    for marker in layout.markers:
        corner = Corner(marker.id % 4)
        assert marker.id == marker_id("letter", 2, corner)
        assert [tuple(p) for p in page_corners("letter", corner)] == list(marker.corners)


@pytest.mark.parametrize("turn", [0.0, 90.0, 180.0, 233.0, -30.0])
def test_the_page_is_found_in_any_turn_upside_down_included_and_flattened(turn: float) -> None:
    seen = on_table(page(), turn=turn, scale=0.9, tilt=0.06)
    located = locate(photo(seen))
    assert (located.paper, located.sides, located.markers) == ("a4", 2, (0, 1, 2, 3))
    width, height = paper_mm("a4")
    assert located.page.shape == (round(height * PX_PER_MM), round(width * PX_PER_MM))
    # The flattened page is the page: the top-left marker's black border where the layout prints it.
    x, y = (round(v * PX_PER_MM) for v in page_corners("a4", Corner.TOP_LEFT)[0])
    inside = located.page[y + 3 : y + 9, x + 3 : x + 9]
    outside = located.page[y - 9 : y - 3, x - 9 : x - 3]
    assert inside.mean() < 80 < 170 < outside.mean()


def cover(image: Gray, corner: Corner) -> Gray:
    """``image`` (the page itself) with the marker of ``corner`` covered, as by a thumb."""
    covered = image.copy()
    (x0, y0), *_ = page_corners("a4", corner)
    px = image.shape[1] / paper_mm("a4")[0]
    covered[
        round(y0 * px) - 5 : round((y0 + MARKER_MM) * px) + 5,
        round(x0 * px) - 5 : round((x0 + MARKER_MM) * px) + 5,
    ] = 200
    return covered


def test_three_markers_are_enough() -> None:
    located = locate(photo(cover(page(), Corner.BOTTOM_RIGHT)))
    assert located.markers == (0, 1, 3)


def test_two_markers_are_refused_naming_the_corners_missing() -> None:
    image = cover(cover(page(), Corner.BOTTOM_RIGHT), Corner.TOP_LEFT)
    with pytest.raises(
        PhotoError, match=r"photo.jpg: shows only 2 of .* \(not the top left and bottom right\): "
    ):
        locate(photo(image))


def test_an_ordinary_score_sheet_is_refused_as_no_scan_sheet() -> None:
    edition = EDITIONS["parker-brothers"]
    image = render(sheet_pdf(edition, edition.default_setup, lang=EN, paper="a4"), 6.0)
    with pytest.raises(PhotoError, match=r"shows no scan sheet.* `bornes sheet --layout scan`"):
        locate(photo(image))


def test_two_sheets_in_one_photo_are_refused() -> None:
    both = np.hstack([page(4.5), page(4.5)])
    with pytest.raises(PhotoError, match="shows two sheets: photograph one sheet a photo"):
        locate(photo(both))


def test_a_page_too_small_in_the_photo_is_refused_saying_come_closer() -> None:
    small = on_table(page(), scale=(MIN_PX_PER_MM - 0.5) / 6.0)
    with pytest.raises(PhotoError, match=r"shows the page too small \(about \d+ pixels across.*come closer"):
        locate(photo(small))


def test_a_page_just_over_the_least_resolution_is_read() -> None:
    located = locate(photo(on_table(page(), scale=(MIN_PX_PER_MM + 0.3) / 6.0)))
    assert located.px_per_mm >= MIN_PX_PER_MM


def corner_pushed(mm: float) -> Gray:
    """The page with its bottom-right corner lifted and its marker pushed ``mm`` toward the left."""
    image = page()
    (x0, y0), *_ = page_corners("a4", Corner.BOTTOM_RIGHT)
    x, y, size, shift = round(x0 * 6) - 30, round(y0 * 6) - 30, round(MARKER_MM * 6) + 60, round(mm * 6)
    bent = image.copy()
    bent[y : y + size, x - shift : x + size - shift] = image[y : y + size, x : x + size]
    return bent


def test_a_page_whose_corner_is_folded_up_is_refused_as_not_flat() -> None:
    with pytest.raises(
        PhotoError, match=r"shows a page that is not flat \(its corners are \d+ mm off\): lay it"
    ):
        locate(photo(corner_pushed(MAX_BEND_MM + 4)))


def test_a_page_with_a_corner_lifted_as_a_sheet_lies_on_a_table_is_read() -> None:
    # A corner lifted by up to 6 mm puts its marker about 5 mm from where the others put it.
    assert locate(photo(corner_pushed(5))).markers == (0, 1, 2, 3)


def test_a_photo_whose_rows_run_out_of_the_picture_is_refused() -> None:
    image = on_table(page(), scale=0.9)
    # The right third of the picture cut off, the top-right marker with it, two markers left of three.
    cut = cover(page(), Corner.TOP_RIGHT)[:, : round(page().shape[1] * 0.8)]
    with pytest.raises(PhotoError):
        locate(photo(cut))
    assert locate(photo(image)).markers == (0, 1, 2, 3)


def test_a_large_photo_is_decoded_at_half_its_size_where_the_page_keeps_enough_pixels() -> None:
    big = on_table(render(sheet(), 13.0), turn=5.0, scale=1.0, size=(3000, 4000))
    photo, located = look(checked(jpeg(big), "big.jpg"))
    assert photo.scale == 0.5
    assert photo.image.shape == (2000, 1500)
    assert located.px_per_mm > 2 * DECODED_PX_PER_MM  # in the photo's own pixels
    assert located.markers == (0, 1, 2, 3)


@pytest.mark.parametrize("px_per_mm", [1.6, 2.5])
def test_a_page_far_too_small_in_a_large_photo_is_told_to_come_closer(px_per_mm: float) -> None:
    # Its markers under 30 pixels across: OpenCV's detector passes them over unless told not to.
    small = on_table(render(sheet(), px_per_mm), turn=12.0, scale=1.0, size=(3000, 4000))
    with pytest.raises(PhotoError, match=r"shows the page too small .*come closer"):
        look(checked(jpeg(small), "far.jpg"))


def test_a_small_page_in_a_large_photo_is_found_in_the_whole_photo() -> None:
    small = on_table(render(sheet(), 5.0), turn=-20.0, scale=1.0, size=(3000, 4000))
    photo, located = look(checked(jpeg(small), "small.jpg"))
    assert photo.scale == 1.0
    assert MIN_PX_PER_MM < located.px_per_mm < 5.1
