"""A case: the photos of one filled scan sheet (or of something else), with their truth, from a seed.

``plan(seed)`` draws everything at random from the seed alone (the sheet, the
match, the player, and per photo the paper's shape, the light, the camera and
its files) into plain records; ``shoot(plan)`` makes the photos from them. The
same seed gives the same bytes. What the seed makes is set by its remainder:

- most seeds photograph a sheet **within the stated conditions**: the page at
  least ``WITHIN_SCALE`` px/mm everywhere in the photo (about 840 px across an
  A4 page, or more), three or four markers in view, tilt up to 30°, any
  rotation, curl of a few mm, marks made as the sheet says (or troubled,
  labelled so);
- some photograph one **outside** them, each with the one-line refusal it must
  get (``Outside``): the page too small, fewer than three markers in view, two
  sheets, a page not flat, an ordinary Bornes sheet, anything else.
"""

from __future__ import annotations

import math
import random
from dataclasses import asdict, dataclass, field, replace
from enum import StrEnum
from typing import Any

import numpy as np

from generator.rules.match import Side
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
)
from tests.scan.simulator.pen import Player, RowInk, random_player, write_page
from tests.scan.simulator.sheetmap import PageMap
from tests.scan.simulator.sheets import Image, SheetSpec, other_page, printed
from tests.scan.simulator.truth import MatchTruth, is_yes_no, random_match

TRUTH_FORMAT = "bornes-scan-truth/1"

WITHIN_SCALE = 4.3
"""The least scale of a page photographed within the conditions, px/mm, everywhere on it (the
conditions say about 840 px across an A4 page: 4 px/mm)."""

SMALL_SCALE = 3.6
"""The most scale of a page photographed too small, px/mm, anywhere on it."""

SMALL_LEAST_SCALE = 2.5
"""The least scale of a page photographed too small, px/mm, everywhere on it, as the file is sent:
a marker's cell keeps 5 pixels. Under about 2 px/mm the lens's blur (up to 1.5 px) runs a marker's
cells together, and the photo shows no sheet anyone could read: not the photo of a page too small
that this kind names."""

MAX_TILT = 30.0
"""The camera's largest angle off the vertical within the conditions, in degrees."""


class Outside(StrEnum):
    """A photo outside the stated conditions, named for the refusal it must get."""

    SMALL = "small"  # the page under about 840 px across: "come closer"
    MARKERS = "markers"  # fewer than three markers in view: "photograph the whole sheet"
    TWO_SHEETS = "two_sheets"
    NOT_FLAT = "not_flat"
    OTHER_SHEET = "other_sheet"  # an ordinary Bornes score sheet
    OTHER = "other"  # anything else: a page of rules cards, a table with black squares


SHADOWS = ("none", "soft", "hard")

NAMES = {
    2: ("Ana & Cleo", "Ben & Dev"),
    3: ("Zoé", "Hugo", "Inès"),
    4: ("Maya", "Théo", "Noor", "Sam"),
}

SHEETS: tuple[SheetSpec, ...] = (
    SheetSpec("winning-moves", 4, paper="letter"),
    SheetSpec("winning-moves", 2, paper="a4", lang="fr", names=NAMES[2]),
    SheetSpec("winning-moves", 3, paper="letter", names=NAMES[3]),
    SheetSpec("parker-brothers", 4, paper="letter", names=NAMES[2]),
    SheetSpec("parker-brothers", 2, paper="a4"),
    SheetSpec("parker-brothers", 6, paper="letter", hands=8),
    SheetSpec("dujardin-classic", 4, paper="a4", lang="fr"),
    SheetSpec("dujardin-classic", 3, paper="a4", lang="fr", names=NAMES[3]),
    SheetSpec("dujardin-classic", 2, paper="letter", hands=12),
    SheetSpec("dujardin-2014", 4, sides=4, paper="a4", lang="fr", names=NAMES[4]),
    SheetSpec("dujardin-2014", 2, paper="letter"),
    SheetSpec("dujardin-2024", 4, sides=4, paper="a4", lang="fr"),
    SheetSpec("dujardin-2024", 3, paper="letter", names=NAMES[3]),
    SheetSpec("dujardin-2024", 2, paper="a4", lang="fr", names=NAMES[2]),
    SheetSpec("dujardin-2024", 8, paper="letter"),
    SheetSpec("dujardin-2025", 2, paper="a4", lang="fr"),
    SheetSpec("dujardin-2025", 4, sides=4, paper="letter", names=NAMES[4]),
    SheetSpec("dujardin-2025", 3, paper="a4", hands=20),
    SheetSpec("rules/without-200-or-100.toml", 2, paper="a4"),
    SheetSpec("rules/extension-to-1200.toml", 3, paper="letter"),
)
"""The sheets photographed: every edition, setups of two to four sides, both papers and languages,
names printed or not, house rules, sheets of two pages."""


@dataclass(frozen=True)
class Shot:
    """One photo's plan: which printed page (or another print), and the scene around it."""

    name: str
    page: int  # the scan sheet's page (1 first); 0: another print (``other``)
    scene: Scene
    other: str | None = None  # "sheet", "cards", or "squares": what is photographed instead
    second_page: int | None = None  # two sheets in one photo: the other sheet's page


@dataclass(frozen=True)
class Plan:
    """Everything one seed draws: the sheet, the match, the player and each photo."""

    seed: int
    outside: Outside | None
    shadow: str
    sheet: SheetSpec
    sides: tuple[Side, ...]
    match: MatchTruth
    player: Player
    shots: tuple[Shot, ...]
    pen_seed: int
    names_given: bool  # the sheet printed the sides' names (else the harness gives them with --side)

    @property
    def within(self) -> bool:
        return self.outside is None


def kind_of(seed: int) -> tuple[Outside | None, str]:
    """What a seed photographs: within the conditions, and its shadows; or which photo outside them.

    Of every 25 seeds, three are outside the conditions (each kind in turn) and
    22 within, 8 of those with a hard-edged shadow forced (more come at random)."""
    slot = seed % 25
    if slot >= 22:
        return list(Outside)[(seed // 25 * 3 + slot - 22) % len(Outside)], "none"
    if slot < 8:
        return None, "hard"
    return None, str(random.Random(seed).choice(SHADOWS))


def plan(seed: int, sheet: SheetSpec | None = None) -> Plan:
    """Everything the seed draws, before a pixel is made (on ``sheet``, where given, instead of the
    one the seed draws)."""
    outside, shadow = kind_of(seed)
    rng = np.random.default_rng(seed)
    pyrng = random.Random(seed)
    spec = SHEETS[int(rng.integers(len(SHEETS)))]
    spec = sheet or spec
    pages = printed(spec).map.pages
    sides = tuple(
        Side(side, spec.names[index] if spec.names else f"Side {side.upper()}")
        for index, side in enumerate(pages[0].sides)
    )
    capacity = sum(len(page.hands) for page in pages)
    wanted = capacity if rng.random() < 0.65 else int(rng.integers(1, capacity + 1))
    match = random_match(spec, pages, sides, pyrng, wanted)
    player = random_player(rng)
    shots: list[Shot] = []
    if outside is None:
        used = max(1, math.ceil(len(match.hands) / len(pages[0].hands))) if len(pages) > 1 else 1
        for number in range(1, used + 1):
            scene = _within(rng, pages[number - 1], shadow)
            shots.append(Shot(f"s{seed}-p{number}", number, scene))
    else:
        shots.append(_outside(rng, outside, pages, seed))
    return Plan(
        seed,
        outside,
        shadow,
        spec,
        sides,
        match,
        player,
        tuple(shots),
        int(rng.integers(2**31)),
        bool(spec.names),
    )


# Scenes within the conditions


def _photo_size(rng: np.random.Generator, landscape: bool) -> tuple[int, int]:
    short = int(rng.integers(1200, 3001)) // 8 * 8
    long = round(short * 4 / 3) // 8 * 8
    return (long, short) if landscape else (short, long)


def _roll(rng: np.random.Generator, landscape: bool) -> float:
    """The camera's turn about its axis: any, upside down included; most often near a right angle."""
    if rng.random() < 0.35:
        return float(rng.uniform(0, 360))
    base = float(rng.choice([90.0, 270.0]) if landscape else rng.choice([0.0, 0.0, 180.0]))
    return base + float(rng.normal(0, 8))


def _shape(rng: np.random.Generator) -> Shape:
    """A sheet as it lies on a table: flat, bowed by a few mm, or a corner lifted."""
    draw = rng.random()
    if draw < 0.5:
        return Shape()
    if draw < 0.85:
        return Shape(
            "curl", float(rng.uniform(1, 5)), float(rng.uniform(0, math.pi)), float(rng.uniform(0.3, 0.7))
        )
    return Shape(
        "corner", float(rng.uniform(1, 6)), reach=float(rng.uniform(40, 90)), corner=int(rng.integers(4))
    )


def _shadows(rng: np.random.Generator, size: tuple[float, float], kind: str) -> tuple[Shadow, ...]:
    """Shadows across the page: soft (a penumbra of 15 to 60 mm) or hard-edged (under 2 mm): an
    arm's or a phone's edge, a pen held over the page, a head."""
    if kind == "none":
        return ()
    w, h = size
    out = []
    for _ in range(1 if rng.random() < 0.7 else 2):
        point = (float(rng.uniform(0.2, 0.8) * w), float(rng.uniform(0.2, 0.8) * h))
        angle = float(rng.uniform(0, 2 * math.pi))
        if kind == "soft":
            soft = float(rng.uniform(15, 60))
            depth = float(rng.uniform(0.2, 0.6))
        else:
            soft = float(rng.uniform(0.0, 1.5))
            depth = float(rng.uniform(0.25, 0.6))
        form = str(rng.choice(["edge", "edge", "bar", "blob"]))
        if form == "bar":
            out.append(Shadow("bar", point, angle, depth * 0.85, soft, width=float(rng.uniform(5, 20))))
        elif form == "blob":
            radii = (float(rng.uniform(40, 120)), float(rng.uniform(30, 90)))
            out.append(Shadow("blob", point, angle, depth, soft, radii=radii))
        else:
            out.append(Shadow("edge", point, angle, depth, soft))
    return tuple(out)


def _light(rng: np.random.Generator, size: tuple[float, float], shadow: str, camera: Camera) -> Light:
    glare: tuple[Glare, ...] = ()
    if rng.random() < 0.25:
        width, height = camera.size
        centre = (float(rng.uniform(0.15, 0.85) * width), float(rng.uniform(0.15, 0.85) * height))
        radius = float(rng.uniform(0.02, 0.1) * width)
        glare = (
            Glare(
                centre,
                (radius, radius * float(rng.uniform(0.4, 1))),
                float(rng.uniform(0, 3.14)),
                float(rng.uniform(0.2, 0.7)),
            ),
        )
    warm = float(rng.uniform(-0.12, 0.12))
    return Light(
        level=float(rng.uniform(0.6, 1.1)),
        colour=(1 + warm, 1.0, 1 - warm),
        slope=(float(rng.uniform(-0.25, 0.25)), float(rng.uniform(-0.25, 0.25))),
        vignette=float(rng.uniform(0, 0.35)),
        shadows=_shadows(rng, size, shadow),
        glare=glare,
    )


def _optics(rng: np.random.Generator, size: tuple[int, int], least: float = 1.0) -> Optics:
    """The phone's lens, sensor and files: JPEG at quality 60 to 92, a messaging app's second
    compression for half the photos (resized, never under 1,200 px across nor to less than ``least``
    of the photo's size), EXIF orientation for some, PNG for a few."""
    short = min(size)
    png = rng.random() < 0.04
    orientation = int(rng.choice([3, 6, 8])) if not png and rng.random() < 0.15 else 1
    recompress = None
    scale = 1.0
    if not png and orientation == 1 and rng.random() < 0.5:
        recompress = int(rng.integers(60, 81))
        smallest = max(1200 / short, least)
        if rng.random() < 0.5 and smallest < 0.95:
            scale = float(rng.uniform(smallest, 1.0))
    return Optics(
        blur=float(rng.uniform(0.3, 1.5)),
        shake=float(rng.uniform(1, 4)) if rng.random() < 0.15 else 0.0,
        shake_angle=float(rng.uniform(0, math.pi)),
        shot_noise=float(rng.uniform(0.005, 0.03)),
        read_noise=float(rng.uniform(0.002, 0.012)),
        sharpen=float(rng.uniform(0.2, 0.8)) if rng.random() < 0.5 else 0.0,
        quality=int(rng.integers(60, 93)),
        recompress=recompress,
        resend_scale=scale,
        orientation=orientation,
        png=png,
    )


def _pose(rng: np.random.Generator, size: tuple[int, int], tilt: float, landscape: bool) -> Camera:
    return Camera(
        tilt=tilt,
        heading=float(rng.uniform(0, 360)),
        roll=_roll(rng, landscape),
        distance=float(rng.uniform(250, 550)),
        target=(float(rng.normal(0, 15)), float(rng.normal(0, 15))),
        focal=1.0,
        principal=(0.0, 0.0),
        size=size,
    )


def _thumb(rng: np.random.Generator, page: PageMap) -> Occluder:
    """A thumb over one corner marker, reaching no circle (three markers are enough)."""
    marker = page.markers[int(rng.integers(len(page.markers)))]
    cx, cy = marker.centre
    w, h = page.size
    out_x = -1 if cx < w / 2 else 1
    out_y = -1 if cy < h / 2 else 1
    centre = (cx + out_x * float(rng.uniform(2, 6)), cy + out_y * float(rng.uniform(2, 6)))
    return Occluder(
        centre,
        (float(rng.uniform(13, 16)), float(rng.uniform(10, 13))),
        float(rng.uniform(0, 3.14)),
        (0.85, 0.62, 0.5),
    )


def _within(rng: np.random.Generator, page: PageMap, shadow: str) -> Scene:
    """A photo within the conditions: the page at least ``WITHIN_SCALE`` px/mm everywhere (the
    camera drawn again until it is), tilted up to 30°, all markers in view (one under a thumb at
    most)."""
    landscape = bool(rng.random() < 0.2)
    size = _photo_size(rng, landscape)
    placed = Placed(page.size, _shape(rng))
    tilt = float(MAX_TILT * math.sqrt(rng.uniform(0, 1)))
    for _ in range(40):
        pose = _pose(rng, size, tilt, landscape)
        camera = framed(
            pose,
            [placed],
            float(rng.uniform(0.65, 0.95)),
            (float(rng.uniform(0.1, 0.9)), float(rng.uniform(0.1, 0.9))),
        )
        low = scale_range(camera, placed)[0]
        if low >= WITHIN_SCALE:
            break
        size = _photo_size(rng, landscape)
    else:
        raise RuntimeError("no camera within the conditions")  # pragma: no cover
    occluders = (_thumb(rng, page),) if rng.random() < 0.1 else ()
    return Scene(
        camera,
        (placed,),
        _light(rng, page.size, shadow, camera),
        _optics(rng, size, least=WITHIN_SCALE / low),
        table=_table_colour(rng),
        occluders=occluders,
    )


def _table_colour(rng: np.random.Generator) -> tuple[float, float, float]:
    return tuple(
        float(c)
        for c in rng.choice(  # type: ignore[return-value]
            [(0.45, 0.32, 0.22), (0.6, 0.45, 0.3), (0.2, 0.18, 0.17), (0.85, 0.85, 0.82), (0.35, 0.4, 0.45)]
        )
    )


# Scenes outside the conditions


def _outside(rng: np.random.Generator, outside: Outside, pages: tuple[PageMap, ...], seed: int) -> Shot:
    page = pages[0]
    name = f"s{seed}-{outside.value}"
    if outside is Outside.SMALL:
        return Shot(name, 1, _small(rng, page))
    if outside is Outside.MARKERS:
        return Shot(name, 1, _markers_out(rng, page))
    if outside is Outside.TWO_SHEETS:
        return Shot(name, 1, _two_sheets(rng, page), second_page=len(pages))
    if outside is Outside.NOT_FLAT:
        return Shot(name, 1, _not_flat(rng, page))
    if outside is Outside.OTHER_SHEET:
        return Shot(name, 0, _within(rng, page, "none"), other="sheet")
    other = "cards" if rng.random() < 0.5 else "squares"
    return Shot(name, 0, _within(rng, page, "none"), other=other)


def _not_flat(rng: np.random.Generator, page: PageMap) -> Scene:
    """The page folded or curled by 25 mm or more, and otherwise within the conditions: framed
    again, it is drawn again until it keeps ``WITHIN_SCALE`` everywhere (a page both bent and too
    small has two refusals, not the one its kind names)."""
    for _ in range(40):
        scene = _within(rng, page, "none")
        if rng.random() < 0.6:
            shape = Shape(
                "fold",
                float(rng.uniform(25, 45)),
                float(rng.uniform(0, 2 * math.pi)),
                float(rng.uniform(0.35, 0.65)),
            )
        else:
            shape = Shape(
                "curl",
                float(rng.uniform(25, 40)),
                float(rng.uniform(0, math.pi)),
                float(rng.uniform(0.4, 0.6)),
            )
        placed = replace(scene.pages[0], shape=shape)
        camera = framed(scene.camera, [placed], 0.9)
        if scale_range(camera, placed)[0] * scene.optics.resend_scale >= WITHIN_SCALE:
            return replace(scene, pages=(placed,), camera=camera)
    raise RuntimeError("no camera for a page not flat")  # pragma: no cover


def _small(rng: np.random.Generator, page: PageMap) -> Scene:
    """The page too small in the photo: at most ``SMALL_SCALE`` px/mm anywhere on it."""
    scene = _within(rng, page, "none")
    # Steeply tilted, the page's near edge can stay larger than SMALL_SCALE while its far edge
    # falls below SMALL_LEAST_SCALE at every framing: then the same photo is tried less tilted.
    for tilt in (scene.camera.tilt, scene.camera.tilt / 2, 0.0):
        for _ in range(60):
            camera = framed(
                replace(scene.camera, tilt=tilt),
                scene.pages,
                float(rng.uniform(0.15, 0.7)),
                (float(rng.uniform(0, 1)), float(rng.uniform(0, 1))),
            )
            low, high = scale_range(camera, scene.pages[0])
            if high <= SMALL_SCALE and low * scene.optics.resend_scale >= SMALL_LEAST_SCALE:
                return replace(scene, camera=camera, occluders=())
    raise RuntimeError("no camera small enough")  # pragma: no cover


def markers_in_view(scene: Scene, page: PageMap) -> tuple[int, ...]:
    """The ids of the page's markers wholly in the photo and under no thumb."""
    camera, placed = scene.camera, scene.pages[0]
    width, height = camera.size
    seen = []
    for marker in page.markers:
        corners = np.array([*marker.corners, marker.centre])
        x, y = see(camera, placed, corners[:, 0], corners[:, 1])
        framed_in = bool(np.all((x >= 2) & (x <= width - 3) & (y >= 2) & (y <= height - 3)))
        covered = any(o.covers(float(u), float(v)) for o in scene.occluders for u, v in corners)
        if framed_in and not covered:
            seen.append(marker.id)
    return tuple(seen)


def _markers_out(rng: np.random.Generator, page: PageMap) -> Scene:
    """Fewer than three markers in view: the page running out of the photo, or thumbs over two."""
    scene = _within(rng, page, "none")
    if rng.random() < 0.5:
        thumbs: list[Occluder] = []
        while len(markers_in_view(replace(scene, occluders=tuple(thumbs)), page)) > 2:
            thumbs.append(_thumb(rng, page))
        return replace(scene, occluders=tuple(thumbs))
    for _ in range(200):
        slack = (float(rng.uniform(-0.6, 1.6)), float(rng.uniform(-0.6, 1.6)))
        camera = framed(scene.camera, scene.pages, float(rng.uniform(1.0, 1.5)), slack)
        cropped = replace(scene, camera=camera, occluders=())
        if (
            len(markers_in_view(cropped, page)) <= 2
            and scale_range(camera, scene.pages[0])[0] >= WITHIN_SCALE
        ):
            return cropped
    raise RuntimeError("no crop leaves two markers")  # pragma: no cover


def _two_sheets(rng: np.random.Generator, page: PageMap) -> Scene:
    """Two scan sheets side by side, each as large as a photo within the conditions would have it."""
    w = page.size[0]
    gap = float(rng.uniform(5, 40))
    left = Placed(page.size, Shape(), (-(w + gap) / 2, 0.0), float(rng.normal(0, 0.05)))
    right = Placed(page.size, Shape(), ((w + gap) / 2, float(rng.normal(0, 20))), float(rng.normal(0, 0.05)))
    for _ in range(60):
        size = (3000 // 8 * 8, 4000 // 8 * 8) if rng.random() < 0.5 else (4000, 3000)
        pose = Camera(
            float(rng.uniform(0, 20)),
            float(rng.uniform(0, 360)),
            float(rng.uniform(0, 360)),
            float(rng.uniform(400, 700)),
            (0.0, 0.0),
            1.0,
            (0.0, 0.0),
            size,
        )
        camera = framed(pose, [left, right], float(rng.uniform(0.85, 0.97)))
        if min(scale_range(camera, left)[0], scale_range(camera, right)[0]) >= WITHIN_SCALE:
            return Scene(camera, (left, right), _light(rng, page.size, "none", camera), _optics(rng, size))
    raise RuntimeError("no camera takes two sheets large enough")  # pragma: no cover


def squares_page(size: tuple[float, float], page: PageMap) -> Image:
    """A page that is no Bornes print: black squares where a scan sheet has its markers, a few more."""
    from tests.scan.simulator.sheets import PX_PER_MM

    k = PX_PER_MM
    image = np.full((round(size[1] * k), round(size[0] * k), 3), 250, np.uint8)
    for index, marker in enumerate(page.markers):
        (x0, y0), (x1, y1) = marker.corners[0], marker.corners[2]
        image[round(y0 * k) : round(y1 * k), round(x0 * k) : round(x1 * k)] = 20
        cx, cy = size[0] / 2 + (index - 1.5) * 30, size[1] / 2
        image[round((cy - 6) * k) : round((cy + 6) * k), round((cx - 6) * k) : round((cx + 6) * k)] = 20
    return image


# Shooting


@dataclass(frozen=True)
class Photo:
    """One photo: its file's name and bytes, and its truth (JSON-ready)."""

    name: str
    data: bytes
    truth: dict[str, Any]


@dataclass(frozen=True)
class Case:
    """The photos of one seed, and what a reader must make of them together (JSON-ready)."""

    plan: Plan
    photos: tuple[Photo, ...]
    truth: dict[str, Any] = field(default_factory=dict)


def _extension(optics: Optics) -> str:
    return ".png" if optics.png else ".jpg"


def shoot(the_plan: Plan) -> Case:
    """The plan's photos and their truth."""
    sheet = printed(the_plan.sheet)
    pages = sheet.map.pages
    pen_rng = np.random.default_rng(the_plan.pen_seed)
    inked: dict[int, tuple[Image, list[RowInk]]] = {}
    needed = {shot.page for shot in the_plan.shots} | {s.second_page for s in the_plan.shots if s.second_page}
    for number in sorted(n for n in needed if n):
        page = pages[number - 1]
        inked[number] = write_page(
            page, the_plan.match.rows(page), sheet.pages[number - 1], the_plan.player, pen_rng
        )
    photos = []
    for index, shot in enumerate(the_plan.shots):
        scene = shot.scene
        if shot.other is None:
            pixels = [inked[shot.page][0]]
            if shot.second_page is not None:
                pixels.append(inked[shot.second_page][0])
        elif shot.other == "squares":
            pixels = [squares_page(scene.pages[0].size, pages[0])]
        else:
            other = other_page(shot.other, the_plan.sheet.paper)
            pixels = [other]
            size = (other.shape[1] * 25.4 / 300, other.shape[0] * 25.4 / 300)
            scene = replace(scene, pages=(replace(scene.pages[0], size=size),))
        shot_rng = np.random.default_rng([the_plan.seed, index])
        picture = photograph(scene, pixels, shot_rng)
        data, shown = encode(picture, scene.optics)
        name = shot.name + _extension(scene.optics)
        rows = inked[shot.page][1] if shot.other is None else []
        photos.append(Photo(name, data, _photo_truth(the_plan, shot, scene, pages, rows, shown)))
    return Case(the_plan, tuple(photos), _case_truth(the_plan, photos, pages, inked))


def _photo_truth(
    the_plan: Plan,
    shot: Shot,
    scene: Scene,
    pages: tuple[PageMap, ...],
    rows: list[RowInk],
    shown: tuple[int, int],
) -> dict[str, Any]:
    camera = scene.camera
    factor = shown[0] / camera.size[0]
    truth: dict[str, Any] = {
        "format": TRUTH_FORMAT,
        "seed": the_plan.seed,
        "photo": shot.name + _extension(scene.optics),
        "within": the_plan.within,
        "refusal": None if the_plan.outside is None else the_plan.outside.value,
        "page": shot.page,
        "shown_px": list(shown),
        "shadow": the_plan.shadow,
        "scene": asdict(scene),
    }
    if shot.other is None:
        page = pages[shot.page - 1]
        low, high = scale_range(camera, scene.pages[0])
        truth["scale_px_per_mm"] = [low * factor, high * factor]
        truth["markers_in_view"] = list(markers_in_view(scene, page))
        markers = {}
        for marker in page.markers:
            corners = np.array(marker.corners)
            x, y = see(camera, scene.pages[0], corners[:, 0], corners[:, 1])
            markers[str(marker.id)] = [
                [float(a) * factor, float(b) * factor] for a, b in zip(x, y, strict=True)
            ]
        truth["markers_px"] = markers
        truth["rows"] = [_row_truth(row) for row in rows]
    return truth


def _row_truth(row: RowInk) -> dict[str, Any]:
    r = row.truth.row
    return {
        "hand": r.hand,
        "side": r.side,
        "fact": r.fact,
        "filled": row.truth.filled,
        "marks": [
            {"value": m.value, "kind": m.kind.value, "ink": m.ink, "cover": round(m.cover, 3)}
            for m in row.marks
        ],
        "strays": row.strays,
        "ink": {str(value): round(share, 3) for value, share in row.ink.items()},
        "clean": row.clean,
    }


def _case_truth(
    the_plan: Plan,
    photos: list[Photo],
    pages: tuple[PageMap, ...],
    inked: dict[int, tuple[Image, list[RowInk]]],
) -> dict[str, Any]:
    """What a reader must make of the case's photos together: for photos within the conditions, the
    log's sides and hands and every fact of every hand played, with the marks that say it; outside
    them, the refusal."""
    match = the_plan.match
    facts = []
    for number, (_, rows) in sorted(inked.items()):
        page = pages[number - 1]
        for hand in page.hands:
            paper = match.paper(hand)
            if paper is None:
                continue
            logged = match.hands[hand - match.first_hand]
            for side in page.sides:
                for fact in page.facts(hand, side):
                    mine = [
                        r
                        for r in rows
                        if (r.truth.row.hand, r.truth.row.side, r.truth.row.fact) == (hand, side, fact)
                    ]
                    value = getattr(logged[side], fact)
                    facts.append(
                        {
                            "hand": hand,
                            "side": side,
                            "fact": fact,
                            "yes_no": is_yes_no(fact),
                            "paper": paper[side][fact],
                            "logged": value,
                            "clean": all(r.clean for r in mine),
                            "kinds": sorted(
                                {m.kind.value for r in mine for m in r.marks}
                                | ({"stray"} if any(r.strays for r in mine) else set())
                            ),
                        }
                    )
    return {
        "format": TRUTH_FORMAT,
        "seed": the_plan.seed,
        "within": the_plan.within,
        "refusal": None if the_plan.outside is None else the_plan.outside.value,
        "shadow": the_plan.shadow,
        "sheet": asdict(the_plan.sheet),
        "photos": [photo.name for photo in photos],
        "sides": {side.id: side.name for side in the_plan.sides},
        "names_printed": the_plan.names_given,
        "hands": len(match.hands) if the_plan.within else 0,
        "facts": facts if the_plan.within else [],
        "player": asdict(the_plan.player),
    }


def make(seed: int) -> Case:
    """The case of a seed: its plan, shot."""
    return shoot(plan(seed))
