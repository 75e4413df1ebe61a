"""The camera: a printed, filled page photographed with a phone.

The page lies in a scene (``Placed``: its place on the table and its shape,
flat, curled or folded); a pinhole camera (``Camera``) looks at it from up to
30° off the vertical, at any rotation, and its lens, light and sensor do the
rest: uneven light and shadows cast on the paper (soft, or hard-edged: the
edge the feasibility study's reader took for ink), glare, blur, noise, a phone's
sharpening, and JPEG, recompressed as messaging apps do.

Geometry is exact: each photo pixel is traced back to the point of the page it
sees (``trace``), so the truth knows where every marker and circle landed. The
page is seen through its own printed pixels (print resolution, brought down to
the photo's scale first as a lens would), lit in linear light, then encoded.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import cv2
import numpy as np
import numpy.typing as npt

from tests.scan.simulator.sheets import PX_PER_MM, Image

Floats = npt.NDArray[Any]
"""A plane of numbers: OpenCV and numpy hand back arrays whose element type their call sets."""
Points = npt.NDArray[Any]

GRID = 8
"""Photo pixels between the points where the page is traced exactly; between them, bilinear."""


# The page in the scene


@dataclass(frozen=True)
class Shape:
    """How the paper departs from flat, in mm above the table.

    ``curl``: the paper bends along a line, its edges lifted by ``amount`` at
    most (a sheet kept rolled, or bowed). ``corner``: one corner lifted by
    ``amount``, fading over ``reach`` mm. ``fold``: the part of the page past a
    crease rises at ``amount`` degrees (a sheet folded and not flattened).
    ``axis``: the direction across which it bends, in radians; ``at``: where the
    crease or the bend's lowest line is, as a share of the page (0 to 1).
    """

    kind: str = "flat"
    amount: float = 0.0
    axis: float = 0.0
    at: float = 0.5
    reach: float = 60.0
    corner: int = 0

    def height(self, u: Points, v: Points, size: tuple[float, float]) -> Points:
        """The paper's height (mm) at page points (u, v) mm."""
        w, h = size
        if self.kind == "flat":
            return np.zeros_like(u)
        if self.kind == "corner":
            cx, cy = [(0, 0), (w, 0), (w, h), (0, h)][self.corner]
            d = np.hypot(u - cx, v - cy)
            return self.amount * np.clip(1 - d / self.reach, 0, 1) ** 2
        nx, ny = math.cos(self.axis), math.sin(self.axis)
        extent = abs(nx) * w + abs(ny) * h
        start = min(0.0, nx * w) + min(0.0, ny * h)
        t = (u * nx + v * ny - start) / extent  # 0 to 1 across the page
        if self.kind == "curl":
            half = np.maximum(self.at, 1 - self.at)
            curl: Points = self.amount * ((t - self.at) / half) ** 2
            return curl
        if self.kind == "fold":
            return np.maximum(t - self.at, 0) * extent * math.tan(math.radians(self.amount))
        raise ValueError(f"no shape {self.kind!r}")


@dataclass(frozen=True)
class Placed:
    """A page in the scene: its size, its shape, and where it lies on the table (its centre, mm,
    and its turn, radians)."""

    size: tuple[float, float]
    shape: Shape = Shape()
    centre: tuple[float, float] = (0.0, 0.0)
    turn: float = 0.0

    def world(self, u: Points, v: Points) -> tuple[Points, Points, Points]:
        """The scene's coordinates (mm) of page points (u, v)."""
        x, y = u - self.size[0] / 2, v - self.size[1] / 2
        c, s = math.cos(self.turn), math.sin(self.turn)
        return (
            c * x - s * y + self.centre[0],
            s * x + c * y + self.centre[1],
            self.shape.height(u, v, self.size),
        )


# The camera


@dataclass(frozen=True)
class Camera:
    """A pinhole camera: looking at ``target`` (mm on the table) from ``distance`` mm, ``tilt``
    degrees off the vertical towards ``heading``, turned ``roll`` degrees about its axis; ``focal``
    and ``principal`` in pixels, the photo ``size`` (width, height)."""

    tilt: float
    heading: float
    roll: float
    distance: float
    target: tuple[float, float]
    focal: float
    principal: tuple[float, float]
    size: tuple[int, int]

    def axes(self) -> tuple[Points, Points, Points, Points]:
        """The camera's centre and its right, down and forward axes, in the scene."""
        t, hd = math.radians(self.tilt), math.radians(self.heading)
        forward = np.array([math.sin(t) * math.cos(hd), math.sin(t) * math.sin(hd), -math.cos(t)])
        up = np.array([0.0, -1.0, 0.0])
        right = np.cross(up, forward)
        right /= np.linalg.norm(right)
        down = np.cross(right, forward)
        r = math.radians(self.roll)
        right, down = math.cos(r) * right + math.sin(r) * down, -math.sin(r) * right + math.cos(r) * down
        centre = np.array([*self.target, 0.0]) - self.distance * forward
        return centre, right, down, forward

    def project(self, x: Points, y: Points, z: Points) -> tuple[Points, Points]:
        """Photo pixels (x right, y down) of scene points (mm)."""
        centre, right, down, forward = self.axes()
        dx, dy, dz = x - centre[0], y - centre[1], z - centre[2]
        depth = dx * forward[0] + dy * forward[1] + dz * forward[2]
        px = (dx * right[0] + dy * right[1] + dz * right[2]) / depth
        py = (dx * down[0] + dy * down[1] + dz * down[2]) / depth
        return self.focal * px + self.principal[0], self.focal * py + self.principal[1]


def see(camera: Camera, page: Placed, u: Points, v: Points) -> tuple[Points, Points]:
    """Where page points (u, v) mm land in the photo (pixels)."""
    return camera.project(*page.world(u, v))


def flat_homography(camera: Camera, page: Placed) -> Points:
    """The homography from page mm to photo pixels the page would have if it lay flat."""
    w, h = page.size
    corners = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float64)
    flat = Placed(page.size, Shape(), page.centre, page.turn)
    xs, ys = see(camera, flat, corners[:, 0], corners[:, 1])
    return cv2.getPerspectiveTransform(corners.astype(np.float32), np.stack([xs, ys], 1).astype(np.float32))


def _apply(h: Points, x: Points, y: Points) -> tuple[Points, Points]:
    d = h[2, 0] * x + h[2, 1] * y + h[2, 2]
    return (h[0, 0] * x + h[0, 1] * y + h[0, 2]) / d, (h[1, 0] * x + h[1, 1] * y + h[1, 2]) / d


def trace(camera: Camera, page: Placed, step: int = GRID) -> tuple[Points, Points, Points]:
    """For photo pixels on a grid of ``step`` (their centres), the page point (u, v) mm each sees, and
    how far from exact it is (photo pixels); the grid's point (i, j) is the pixel
    (step * (j + 0.5) - 0.5, step * (i + 0.5) - 0.5), as ``cv2.resize`` by ``step`` places it.

    Found by fixed-point iteration on the flat page's homography, which converges
    while the paper's slope stays moderate (a curl, a fold up to about 40°)."""
    width, height = camera.size
    gx = step * (np.arange(width // step) + 0.5) - 0.5
    gy = step * (np.arange(height // step) + 0.5) - 0.5
    px, py = np.meshgrid(gx, gy)
    inverse = np.linalg.inv(flat_homography(camera, page))
    u0, v0 = _apply(inverse, px, py)
    u, v = u0.copy(), v0.copy()
    if page.shape.kind != "flat":
        for _ in range(40):
            fx, fy = see(camera, page, u, v)
            bu, bv = _apply(inverse, fx, fy)
            du, dv = u0 - bu, v0 - bv
            u, v = u + 0.9 * du, v + 0.9 * dv
            if float(np.max(np.abs(du)) + np.max(np.abs(dv))) < 1e-3:
                break
    fx, fy = see(camera, page, u, v)
    return u, v, np.hypot(fx - px, fy - py)


def scale_range(camera: Camera, page: Placed, grid: int = 12) -> tuple[float, float]:
    """The page's smallest and largest scale in the photo (pixels per mm, the least and most a
    millimetre is stretched in any direction), over a grid of its points."""
    w, h = page.size
    us, vs = np.meshgrid(np.linspace(2, w - 2, grid), np.linspace(2, h - 2, grid))
    u, v = us.ravel(), vs.ravel()
    eps = 0.5
    x, y = see(camera, page, u, v)
    xu, yu = see(camera, page, u + eps, v)
    xv, yv = see(camera, page, u, v + eps)
    low, high = math.inf, 0.0
    for i in range(len(u)):
        jac = np.array([[xu[i] - x[i], xv[i] - x[i]], [yu[i] - y[i], yv[i] - y[i]]]) / eps
        sv = np.linalg.svd(jac, compute_uv=False)
        low, high = min(low, float(sv[-1])), max(high, float(sv[0]))
    return low, high


# Light


@dataclass(frozen=True)
class Shadow:
    """A shadow cast on the paper, in page mm: ``edge`` (one straight edge, the paper beyond it
    shaded: an arm, a phone), ``bar`` (a band ``width`` mm wide: a pen held above the page), or
    ``blob`` (an ellipse: a head). ``depth``: the share of the light it takes; ``soft``: the
    width of its penumbra, mm (under 2: hard-edged)."""

    kind: str
    point: tuple[float, float]
    angle: float
    depth: float
    soft: float
    width: float = 0.0
    radii: tuple[float, float] = (0.0, 0.0)

    def light(self, u: Floats, v: Floats) -> Floats:
        """The share of the light left at page points (1 outside the shadow)."""
        nx, ny = math.cos(self.angle), math.sin(self.angle)
        soft = max(self.soft, 0.05)
        offset = -(nx * self.point[0] + ny * self.point[1])
        if self.kind == "edge":  # how far past the edge, in penumbras
            inside = cv2.addWeighted(u, nx / soft, v, ny / soft, offset / soft + 0.5)
        elif self.kind == "bar":
            across = np.abs(cv2.addWeighted(u, nx, v, ny, offset))
            inside = cv2.addWeighted(across, -1 / soft, across, 0, self.width / 2 / soft + 0.5)
        elif self.kind == "blob":
            a, b = self.radii
            along = cv2.addWeighted(u, nx / a, v, ny / a, offset / a)
            side = cv2.addWeighted(u, -ny / b, v, nx / b, (ny * self.point[0] - nx * self.point[1]) / b)
            rho = cv2.magnitude(along, side)
            inside = cv2.addWeighted(rho, -min(a, b) / soft, rho, 0, min(a, b) / soft + 0.5)
        else:
            raise ValueError(f"no shadow {self.kind!r}")
        inside = cv2.max(cv2.min(inside, 1.0), 0.0)
        return cv2.addWeighted(inside, -self.depth, inside, 0, 1.0)


@dataclass(frozen=True)
class Glare:
    """A reflection of a lamp or a window, in photo pixels: its centre, radii and turn, and how much
    it whitens (0 to 1)."""

    centre: tuple[float, float]
    radii: tuple[float, float]
    angle: float
    strength: float


@dataclass(frozen=True)
class Light:
    """The light on the scene: its level, colour, a slope across the page (per 100 mm, in page
    directions u and v), the lens' vignetting, the shadows and the glare."""

    level: float = 1.0
    colour: tuple[float, float, float] = (1.0, 1.0, 1.0)
    slope: tuple[float, float] = (0.0, 0.0)
    vignette: float = 0.0
    shadows: tuple[Shadow, ...] = ()
    glare: tuple[Glare, ...] = ()


# Lens and sensor


@dataclass(frozen=True)
class Optics:
    """What the lens, the sensor and the phone's processing do: defocus (Gaussian sigma, pixels), a
    shake (length in pixels, direction), noise (shot and read), sharpening, and the JPEG files."""

    blur: float = 0.6
    shake: float = 0.0
    shake_angle: float = 0.0
    shot_noise: float = 0.01
    read_noise: float = 0.005
    sharpen: float = 0.0
    quality: int = 90
    recompress: int | None = None  # a messaging app's quality
    resend_scale: float = 1.0  # the messaging app's resize
    orientation: int = 1  # the EXIF orientation the phone writes (the pixels stored turned)
    png: bool = False


@dataclass(frozen=True)
class Occluder:
    """Something over the page, an ellipse in the first page's mm: a thumb on its corner."""

    centre: tuple[float, float]
    radii: tuple[float, float]
    angle: float
    colour: tuple[float, float, float]

    def covers(self, u: float, v: float) -> bool:
        """Whether the page point (u, v) mm is under it."""
        c, s = math.cos(self.angle), math.sin(self.angle)
        du, dv = u - self.centre[0], v - self.centre[1]
        a, b = (du * c + dv * s) / self.radii[0], (-du * s + dv * c) / self.radii[1]
        return a * a + b * b <= 1


@dataclass(frozen=True)
class Scene:
    """Everything photographed: the pages (each with its printed pixels), the table under them,
    what covers them, the light, the camera and its optics."""

    camera: Camera
    pages: tuple[Placed, ...]
    light: Light = Light()
    optics: Optics = Optics()
    table: tuple[float, float, float] = (0.45, 0.32, 0.22)
    grain: float = 0.05
    occluders: tuple[Occluder, ...] = field(default=())


def _coarse(size: tuple[int, int], step: int = 32) -> tuple[Points, Points]:
    """Pixel coordinates of a grid of ``step`` (cell centres, as cv2.resize by ``step`` places them)."""
    width, height = size
    gx = step * (np.arange(-(-width // step)) + 0.5) - 0.5
    gy = step * (np.arange(-(-height // step)) + 0.5) - 0.5
    return np.meshgrid(gx, gy)


def photograph(scene: Scene, printed: Sequence[Image], rng: np.random.Generator) -> Image:
    """The photo of the scene as the phone's sensor and processing leave it (RGB, before its file).

    Light is worked in the photo's own (gamma-encoded) values: light and shadow
    multiply them, as they multiply linear light, each raised to the same power."""
    camera = scene.camera
    width, height = camera.size
    photo = _table(scene, rng)
    u_all: Floats = np.zeros((height, width), np.float32)
    v_all: Floats = np.zeros((height, width), np.float32)
    for number, (page, pixels) in enumerate(zip(scene.pages, printed, strict=True)):
        gu, gv, miss = trace(camera, page)
        hidden = miss > 1.0  # where the trace did not converge: the fold's hidden side
        gu[hidden], gv[hidden] = -1e4, -1e4
        u = cv2.resize(gu.astype(np.float32), (width, height), interpolation=cv2.INTER_LINEAR)
        v = cv2.resize(gv.astype(np.float32), (width, height), interpolation=cv2.INTER_LINEAR)
        _, high = scale_range(camera, page)
        source: Floats = pixels
        factor = PX_PER_MM / (1.5 * high)
        if factor > 1.25:  # a lens sees an area, not a point: bring the print down to the photo's scale
            size = (round(pixels.shape[1] / factor), round(pixels.shape[0] / factor))
            source = cv2.resize(pixels, size, interpolation=cv2.INTER_AREA)
        k = source.shape[1] / page.size[0]
        mx = cv2.addWeighted(u, k, u, 0, -0.5)
        my = cv2.addWeighted(v, k, v, 0, -0.5)
        seen = cv2.remap(source, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
        paper = np.full(source.shape[:2], 255, np.uint8)
        alpha = cv2.remap(paper, mx, my, cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT, borderValue=0)
        del mx, my
        weight = alpha.astype(np.float32) * (1 / 255)
        photo = cv2.blendLinear(seen, photo, weight, 1 - weight)
        if number == 0:  # the light is laid out on the first page's plane, the table around it too
            u_all, v_all = u, v
        else:
            inside = alpha > 0
            u_all[inside], v_all[inside] = u[inside], v[inside]
        del seen, alpha, weight
    for occluder in scene.occluders:
        _occlude(photo, occluder, u_all, v_all)
    lit = _light(scene, u_all, v_all)
    del u_all, v_all
    planes = [
        cv2.multiply(plane, lit, scale=colour, dtype=cv2.CV_8U)
        for plane, colour in zip(cv2.split(photo), scene.light.colour, strict=True)
    ]
    del lit, photo
    lighted = cv2.merge(planes)
    for glare in scene.light.glare:
        _glare(lighted, glare)
    return np.asarray(_sensor(lighted, scene.optics, rng), dtype=np.uint8)


def _table(scene: Scene, rng: np.random.Generator) -> Floats:
    """The table under the page: its colour, with a low grain."""
    width, height = scene.camera.size
    small = rng.normal(0, scene.grain, (max(height // 64, 2), max(width // 64, 2), 3))
    colour = np.clip(np.array(scene.table) * (1 + small) * 255 + 0.5, 0, 255).astype(np.uint8)
    return cv2.resize(colour, (width, height), interpolation=cv2.INTER_CUBIC)


def _light(scene: Scene, u: Floats, v: Floats) -> Floats:
    """The light falling on each photo pixel: its level, its slope and the shadows on the page (laid
    out in its mm), the vignetting of the lens."""
    light = scene.light
    su, sv = light.slope
    level = light.level
    lit = cv2.addWeighted(u, level * su / 100, v, level * sv / 100, level * (1 - su - 1.5 * sv))
    lit = cv2.max(cv2.min(lit, 2 * level), 0.2 * level)
    for shadow in light.shadows:
        lit *= shadow.light(u, v)
    if light.vignette:
        size = scene.camera.size
        xx, yy = _coarse(size)
        r2 = ((xx - size[0] / 2) ** 2 + (yy - size[1] / 2) ** 2) / ((size[0] / 2) ** 2 + (size[1] / 2) ** 2)
        lit = cv2.multiply(lit, cv2.resize((1 - light.vignette * r2).astype(np.float32), size))
    return lit


def _box(
    shape: tuple[int, ...], centre: tuple[float, float], reach: float
) -> tuple[slice, slice, tuple[int, int]] | None:
    x0, y0 = max(int(centre[0] - reach), 0), max(int(centre[1] - reach), 0)
    x1, y1 = min(int(centre[0] + reach) + 1, shape[1]), min(int(centre[1] + reach) + 1, shape[0])
    if x1 <= x0 or y1 <= y0:
        return None
    return slice(y0, y1), slice(x0, x1), (x0, y0)


def _ellipse(
    box: tuple[slice, slice, tuple[int, int]],
    centre: tuple[float, float],
    radii: tuple[float, float],
    angle: float,
) -> Floats:
    """How far inside an ellipse each pixel of a box is: 1 at its centre, 0 on its edge, below outside."""
    rows, cols, _ = box
    yy, xx = np.mgrid[rows, cols].astype(np.float32)
    c, s = math.cos(angle), math.sin(angle)
    dx, dy = xx - centre[0], yy - centre[1]
    a, b = (dx * c + dy * s) / radii[0], (-dx * s + dy * c) / radii[1]
    depth: Floats = (1 - np.sqrt(a * a + b * b)).astype(np.float32)
    return depth


def _occlude(photo: Floats, occluder: Occluder, u: Floats, v: Floats) -> None:
    """A thumb over the page: its colour, shaded toward its rim, its outline soft."""
    c, s = math.cos(occluder.angle), math.sin(occluder.angle)
    a = cv2.addWeighted(u, c / occluder.radii[0], v, s / occluder.radii[0], 0)
    b = cv2.addWeighted(u, -s / occluder.radii[1], v, c / occluder.radii[1], 0)
    ca = (c * occluder.centre[0] + s * occluder.centre[1]) / occluder.radii[0]
    cb = (-s * occluder.centre[0] + c * occluder.centre[1]) / occluder.radii[1]
    depth = 1 - cv2.magnitude(a - ca, b - cb)
    rows, cols = np.nonzero(depth > -0.1)
    if not len(rows):
        return
    box = slice(rows.min(), rows.max() + 1), slice(cols.min(), cols.max() + 1)
    d = depth[box]
    inside = np.clip(d * 20, 0, 1)[..., None]
    shade = (0.6 + 0.4 * np.sqrt(np.clip(d, 0, 1)))[..., None]
    colour = np.array(occluder.colour, np.float32) * 255
    region = photo[box].astype(np.float32)
    photo[box] = np.clip(region + (colour * shade - region) * inside, 0, 255).astype(np.uint8)


def _glare(photo: Floats, glare: Glare) -> None:
    """A reflection: a lamp's light added, whitening what is under it (never darker)."""
    box = _box(photo.shape, glare.centre, 2 * max(glare.radii))
    if box is None:
        return
    inside = _ellipse(box, glare.centre, glare.radii, glare.angle)
    g = (glare.strength * np.exp(-3 * (1 - np.clip(inside, -1, 1)) ** 2))[..., None]
    region = photo[box[0], box[1]].astype(np.float32)
    photo[box[0], box[1]] = np.clip(region + (255 - region) * g + 0.5, 0, 255).astype(np.uint8)


def _sensor(photo: Floats, optics: Optics, rng: np.random.Generator) -> Floats:
    """Blur, shake, noise and the phone's sharpening: the photo's pixels."""
    if optics.blur > 0:
        photo = cv2.GaussianBlur(photo, (0, 0), optics.blur)
    if optics.shake >= 1:
        n = math.ceil(optics.shake) | 1
        kernel = np.zeros((n, n), np.float32)
        c, s = math.cos(optics.shake_angle), math.sin(optics.shake_angle)
        for t in np.linspace(-optics.shake / 2, optics.shake / 2, 4 * n):
            kernel[round(n // 2 + t * s), round(n // 2 + t * c)] += 1
        photo = cv2.filter2D(photo, -1, kernel / kernel.sum())
    height, width = photo.shape[:2]
    # Noise, made at half resolution as a demosaicked sensor's is; the brighter, the more (shot noise).
    half = (width // 2 + 1, height // 2 + 1)
    level = cv2.resize(photo, half, interpolation=cv2.INTER_AREA).astype(np.float32)
    small = rng.standard_normal((half[1], half[0], 3), dtype=np.float32)
    small *= level * optics.shot_noise + optics.read_noise * 255
    noise = cv2.resize(np.round(small).astype(np.int16), (width, height), interpolation=cv2.INTER_LINEAR)
    out = cv2.add(photo, noise, dtype=cv2.CV_8U)
    del noise
    if optics.sharpen > 0:
        soft = cv2.GaussianBlur(out, (0, 0), 1.5)
        out = cv2.addWeighted(out, 1 + optics.sharpen, soft, -optics.sharpen, 0)
    return out


# Files


_TURNS = {1: None, 3: cv2.ROTATE_180, 6: cv2.ROTATE_90_COUNTERCLOCKWISE, 8: cv2.ROTATE_90_CLOCKWISE}
"""How a phone stores a photo for each EXIF orientation: the pixels turned so that a viewer, turning
them back as the tag says, shows the photo as taken."""


def encode(photo: Image, optics: Optics) -> tuple[bytes, tuple[int, int]]:
    """The photo's file and the size it shows at: a PNG, or a JPEG as the phone writes it (its pixels
    stored turned, with the EXIF orientation that turns them back), or sent on by a messaging app
    (decoded, resized, encoded again; the orientation applied, as such apps do)."""
    from PIL import Image as PILImage

    out = io.BytesIO()
    if optics.png:
        PILImage.fromarray(photo).save(out, "PNG", compress_level=6)
        return out.getvalue(), (photo.shape[1], photo.shape[0])
    turn = _TURNS[optics.orientation]
    if turn is not None:
        exif = PILImage.Exif()
        exif[0x0112] = optics.orientation
        PILImage.fromarray(cv2.rotate(photo, turn)).save(
            out, "JPEG", quality=optics.quality, exif=exif.tobytes()
        )
        return out.getvalue(), (photo.shape[1], photo.shape[0])
    PILImage.fromarray(photo).save(out, "JPEG", quality=optics.quality)
    if optics.recompress is None:
        return out.getvalue(), (photo.shape[1], photo.shape[0])
    again = PILImage.open(io.BytesIO(out.getvalue())).convert("RGB")
    if optics.resend_scale < 1:
        size = (round(again.width * optics.resend_scale), round(again.height * optics.resend_scale))
        again = again.resize(size, PILImage.Resampling.BILINEAR, reducing_gap=2.0)
    resent = io.BytesIO()
    again.save(resent, "JPEG", quality=optics.recompress)
    return resent.getvalue(), again.size


def framed(
    pose: Camera, pages: Sequence[Placed], fill: float, slack: tuple[float, float] = (0.5, 0.5)
) -> Camera:
    """The camera ``pose`` with its focal length and principal point set so that the pages' outline
    takes ``fill`` of the photo in its tighter direction, placed at ``slack`` (0 to 1: from one edge
    of the room left to the other; outside it, the pages run out of the photo)."""
    unit = Camera(pose.tilt, pose.heading, pose.roll, pose.distance, pose.target, 1.0, (0.0, 0.0), pose.size)
    xs, ys = [], []
    for page in pages:
        w, h = page.size
        t = np.linspace(0, 1, 40)
        u = np.concatenate([t * w, np.full_like(t, w), (1 - t) * w, np.zeros_like(t)])
        v = np.concatenate([np.zeros_like(t), t * h, np.full_like(t, h), (1 - t) * h])
        x, y = see(unit, page, u, v)
        xs.append(x)
        ys.append(y)
    x, y = np.concatenate(xs), np.concatenate(ys)
    width, height = pose.size
    focal = fill * min(width / float(np.ptp(x)), height / float(np.ptp(y)))
    room_x = width - focal * float(np.ptp(x))
    room_y = height - focal * float(np.ptp(y))
    principal = (
        room_x * slack[0] - focal * float(x.min()),
        room_y * slack[1] - focal * float(y.min()),
    )
    return Camera(pose.tilt, pose.heading, pose.roll, pose.distance, pose.target, focal, principal, pose.size)
