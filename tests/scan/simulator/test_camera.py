"""The camera: the truth's geometry is where the photo's pixels put the page.

OpenCV's own ArUco detector (not the reader) finds the sheet's markers in
simulated photos exactly where the truth says they are, in every rotation,
tilted, curled, turned by EXIF and resized by a messaging app.
"""

from __future__ import annotations

import io

import cv2
import numpy as np
import pytest
from PIL import Image as PILImage
from PIL import ImageOps

from tests.scan.simulator.camera import (
    Camera,
    Glare,
    Light,
    Occluder,
    Optics,
    Placed,
    Scene,
    Shadow,
    Shape,
    encode,
    framed,
    photograph,
    scale_range,
    see,
    trace,
)
from tests.scan.simulator.sheetmap import PageMap
from tests.scan.simulator.sheets import Image, SheetSpec, printed

SPEC = SheetSpec("dujardin-classic", 4, paper="a4", lang="fr")


@pytest.fixture(scope="module")
def sheet() -> tuple[PageMap, Image]:
    page = printed(SPEC)
    return page.map.pages[0], page.pages[0]


def pose(
    tilt: float = 0.0, heading: float = 0.0, roll: float = 0.0, size: tuple[int, int] = (1800, 2400)
) -> Camera:
    return Camera(tilt, heading, roll, 400.0, (0.0, 0.0), 1.0, (0.0, 0.0), size)


def corners_px(camera: Camera, placed: Placed, page: PageMap) -> dict[int, np.ndarray]:
    out = {}
    for marker in page.markers:
        c = np.array(marker.corners)
        x, y = see(camera, placed, c[:, 0], c[:, 1])
        out[marker.id] = np.stack([x, y], axis=1)
    return out


def detect(photo: np.ndarray) -> dict[int, np.ndarray]:
    """The ArUco markers OpenCV finds in a photo: id → corners (pixels)."""
    gray = cv2.cvtColor(photo, cv2.COLOR_RGB2GRAY)
    detector = cv2.aruco.ArucoDetector(cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_4X4_50))
    corners, ids, _ = detector.detectMarkers(gray)
    found = np.asarray(ids if ids is not None else [], dtype=int).ravel()
    return {int(i): np.asarray(c).reshape(4, 2) for i, c in zip(found, corners, strict=True)}


def test_a_page_seen_square_on_keeps_its_corners_in_their_places() -> None:
    placed = Placed((210.0, 297.0))
    camera = framed(pose(), [placed], 0.9)
    x, y = see(camera, placed, np.array([0.0, 210.0, 210.0, 0.0]), np.array([0.0, 0.0, 297.0, 297.0]))
    assert x[0] < x[1]
    assert y[1] < y[2]
    assert x[3] < x[2]
    low, high = scale_range(camera, placed)
    assert low == pytest.approx(high, rel=1e-6)
    assert low * 297 == pytest.approx(0.9 * 2400, rel=1e-3)  # the page's height fills 90 % of the photo


def test_upside_down_puts_the_top_left_corner_bottom_right() -> None:
    placed = Placed((210.0, 297.0))
    camera = framed(pose(roll=180.0), [placed], 0.9)
    x, y = see(camera, placed, np.array([0.0]), np.array([0.0]))
    assert x[0] > 1800 / 2
    assert y[0] > 2400 / 2


def test_a_tilt_shrinks_the_far_side_of_the_page() -> None:
    placed = Placed((210.0, 297.0))
    low, high = scale_range(framed(pose(tilt=30.0, heading=90.0), [placed], 0.9), placed)
    assert high / low > 1.3


@pytest.mark.parametrize(
    "shape",
    [Shape("curl", 5.0, 0.4, 0.45), Shape("corner", 6.0, reach=70, corner=2), Shape("fold", 35.0, 1.0, 0.5)],
)
def test_tracing_a_photo_pixel_back_finds_the_page_point_it_sees(shape: Shape) -> None:
    placed = Placed((210.0, 297.0), shape)
    camera = framed(pose(tilt=25.0, heading=40.0, roll=20.0), [placed], 0.85)
    u, v, miss = trace(camera, placed)
    on_page = (u > 1) & (u < 209) & (v > 1) & (v < 296)
    converged = miss[on_page] < 0.05
    assert converged.mean() > (0.9 if shape.kind == "fold" else 0.999)


CAMERAS = {
    "square-on": (pose(), Shape(), Optics(blur=0.6, quality=90)),
    "upside-down-tilted": (
        pose(tilt=28.0, heading=200.0, roll=183.0),
        Shape("curl", 4.0, 1.0, 0.5),
        Optics(quality=75),
    ),
    "turned-by-exif": (pose(tilt=15.0, heading=60.0, roll=95.0), Shape(), Optics(quality=80, orientation=6)),
    "resent": (
        pose(tilt=20.0, heading=300.0, roll=-30.0, size=(2400, 3200)),
        Shape("corner", 5.0, reach=80, corner=1),
        Optics(quality=70, recompress=65, resend_scale=0.6),
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("name", CAMERAS)
def test_the_markers_are_where_the_truth_says_in_the_photo(name: str, sheet: tuple[PageMap, Image]) -> None:
    page, pixels = sheet
    camera_pose, shape, optics = CAMERAS[name]
    placed = Placed(page.size, shape)
    camera = framed(camera_pose, [placed], 0.88)
    scene = Scene(camera, (placed,), Light(level=0.95), optics)
    data, shown = encode(photograph(scene, [pixels], np.random.default_rng(1)), optics)
    photo = np.asarray(ImageOps.exif_transpose(PILImage.open(io.BytesIO(data))).convert("RGB"))
    assert (photo.shape[1], photo.shape[0]) == shown
    factor = shown[0] / camera.size[0]
    truth = corners_px(camera, placed, page)
    found = detect(photo)
    assert set(found) == set(truth)
    for marker_id, corners in found.items():
        assert np.abs(corners - truth[marker_id] * factor).max() < 2.0, marker_id


@pytest.mark.slow
def test_a_thumb_hides_the_marker_under_it(sheet: tuple[PageMap, Image]) -> None:
    page, pixels = sheet
    placed = Placed(page.size)
    camera = framed(pose(), [placed], 0.9)
    hidden = page.markers[1]
    thumb = Occluder(hidden.centre, (14.0, 11.0), 0.3, (0.85, 0.62, 0.5))
    photo = photograph(Scene(camera, (placed,), occluders=(thumb,)), [pixels], np.random.default_rng(2))
    assert set(detect(photo)) == {m.id for m in page.markers} - {hidden.id}


def test_a_hard_shadow_falls_within_its_penumbra_and_a_soft_one_across_its_width() -> None:
    u = np.linspace(90, 110, 2001, dtype=np.float32).reshape(1, -1)
    v = np.full_like(u, 50.0)
    hard = Shadow("edge", (100.0, 50.0), 0.0, 0.5, 0.4).light(u, v)[0]
    soft = Shadow("edge", (100.0, 50.0), 0.0, 0.5, 15.0).light(u, v)[0]
    assert hard[0] == pytest.approx(1.0)
    assert hard[-1] == pytest.approx(0.5)
    ramp = u[0][(hard < 0.99) & (hard > 0.51)]
    assert ramp.max() - ramp.min() <= 0.41
    assert 0.51 < soft[500] < 0.99
    assert 0.51 < soft[1500] < 0.99
    bar = Shadow("bar", (100.0, 50.0), 0.0, 0.4, 0.2, width=8.0).light(u, v)[0]
    assert bar[1000] == pytest.approx(0.6)
    assert bar[0] == pytest.approx(1.0)
    assert bar[-1] == pytest.approx(1.0)


def test_glare_only_whitens() -> None:
    placed = Placed((210.0, 297.0))
    camera = framed(pose(size=(600, 800)), [placed], 0.9)
    page = np.full((1000, 700, 3), 128, np.uint8)
    plain = Scene(camera, (placed,), Light(), Optics(blur=0, shot_noise=0, read_noise=0))
    glare = Glare((300.0, 400.0), (120.0, 80.0), 0.5, 0.7)
    shiny = Scene(camera, (placed,), Light(glare=(glare,)), Optics(blur=0, shot_noise=0, read_noise=0))
    a = photograph(plain, [page], np.random.default_rng(0)).astype(int)
    b = photograph(shiny, [page], np.random.default_rng(0)).astype(int)
    assert (b >= a).all()
    assert b[400, 300].mean() > a[400, 300].mean() + 60


def test_the_same_scene_gives_the_same_bytes() -> None:
    placed = Placed((210.0, 297.0), Shape("curl", 3.0, 0.2, 0.5))
    camera = framed(pose(tilt=20.0, heading=10.0, roll=30.0, size=(600, 800)), [placed], 0.9)
    page = np.random.default_rng(5).integers(0, 255, (600, 420, 3), dtype=np.uint8)
    optics = Optics(quality=60, recompress=70, resend_scale=0.8)
    scene = Scene(
        camera,
        (placed,),
        Light(shadows=(Shadow("blob", (100.0, 100.0), 0.3, 0.4, 0.5, radii=(50, 30)),)),
        optics,
    )
    first = encode(photograph(scene, [page], np.random.default_rng(9)), optics)
    again = encode(photograph(scene, [page], np.random.default_rng(9)), optics)
    assert first == again
    assert first[1] == (round(600 * 0.8), round(800 * 0.8))


def test_a_png_keeps_every_pixel_and_exif_turns_the_stored_pixels_back() -> None:
    photo = np.random.default_rng(3).integers(0, 255, (40, 30, 3), dtype=np.uint8)
    data, shown = encode(photo, Optics(png=True))
    assert shown == (30, 40)
    assert (np.asarray(PILImage.open(io.BytesIO(data))) == photo).all()
    smooth = np.asarray(cv2.resize(photo, (300, 400), interpolation=cv2.INTER_CUBIC), dtype=np.uint8)
    for orientation in (3, 6, 8):
        data, shown = encode(smooth, Optics(quality=95, orientation=orientation))
        stored = PILImage.open(io.BytesIO(data))
        assert stored.getexif()[0x0112] == orientation
        upright = np.asarray(ImageOps.exif_transpose(stored).convert("RGB")).astype(int)
        assert upright.shape == smooth.shape
        assert np.abs(upright - smooth).mean() < 4
