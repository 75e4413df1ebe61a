"""The two photos of the how-to page (docs/howto/scan-sheet.md): a good one, and one refused.

``python -m tests.scan.simulator.pictures docs/images`` makes them from fixed
plans: a filled sheet photographed whole, from above at a slight angle, evenly
lit; and the same kind of sheet taken too close and askew, two of its black
corner squares out of the photo ("photograph the whole sheet").
"""

from __future__ import annotations

import io
import sys
from dataclasses import replace
from pathlib import Path

import numpy as np
from PIL import Image as PILImage
from PIL import ImageOps

from tests.scan.simulator.camera import Camera, Light, Optics, Shadow, Shape, framed
from tests.scan.simulator.case import Plan, Shot, markers_in_view, plan, shoot
from tests.scan.simulator.pen import random_player
from tests.scan.simulator.sheets import SheetSpec, printed

WIDTH = 480
"""The pictures' width, in pixels: the page shows them side by side."""

COLOURS = 32
"""The pictures' palette: a photo in 32 colours is a tenth of its size, and reads the same."""

SPEC = SheetSpec("winning-moves", 2, paper="a4", names=("Ana & Cleo", "Ben & Dev"))


def _base() -> Plan:
    """A plan for the sheet above, its match filled by a neat player."""
    base = plan(10, sheet=SPEC)  # a seed within the conditions
    return replace(base, player=random_player(np.random.default_rng(4), troubled=0.0))


def _scene(base: Plan, camera: Camera, light: Light, shape: Shape) -> Plan:
    shot = base.shots[0]
    placed = replace(shot.scene.pages[0], shape=shape)
    optics = Optics(blur=0.7, shot_noise=0.004, read_noise=0.002, quality=85)
    scene = replace(
        shot.scene, camera=framed(camera, [placed], 0.86), pages=(placed,), light=light, optics=optics
    )
    scene = replace(scene, occluders=(), table=(0.55, 0.4, 0.28), grain=0.02)
    return replace(base, shots=(Shot("good", 1, scene),))


def good() -> bytes:
    """Taken from above at a slight angle, the whole page in view, evenly lit."""
    base = _base()
    camera = Camera(12.0, 80.0, 3.0, 420.0, (0.0, 0.0), 1.0, (0.0, 0.0), (1536, 2048))
    light = Light(level=0.97, colour=(1.04, 1.0, 0.95), slope=(0.05, -0.08), vignette=0.15)
    return shoot(_scene(base, camera, light, Shape("curl", 2.0, 0.3, 0.5))).photos[0].data


def bad() -> bytes:
    """Taken askew and slid down: the page's foot, with two of its black squares, out of the photo."""
    base = _base()
    page = printed(SPEC).map.pages[0]
    camera = Camera(22.0, 250.0, 4.0, 320.0, (0.0, 0.0), 1.0, (0.0, 0.0), (1536, 2048))
    edge = Shadow("edge", (120.0, 160.0), 2.3, 0.45, 0.8)
    light = Light(level=0.85, colour=(1.08, 1.0, 0.9), slope=(0.15, 0.1), vignette=0.3, shadows=(edge,))
    the_plan = _scene(base, camera, light, Shape("corner", 5.0, reach=70, corner=2))
    scene = the_plan.shots[0].scene
    framed_in = framed(camera, scene.pages, 1.0)
    slid = replace(framed_in, principal=(framed_in.principal[0], framed_in.principal[1] + 350))
    scene = replace(scene, camera=slid)
    assert len(markers_in_view(scene, page)) == 2, "two corner squares out of the photo"
    return shoot(replace(the_plan, shots=(Shot("bad", 1, scene),))).photos[0].data


def picture(data: bytes) -> bytes:
    """A photo as the page shows it: ``WIDTH`` pixels wide, in ``COLOURS`` colours, PNG."""
    image = ImageOps.exif_transpose(PILImage.open(io.BytesIO(data))).convert("RGB")
    image = image.resize((WIDTH, round(image.height * WIDTH / image.width)), PILImage.Resampling.LANCZOS)
    out = io.BytesIO()
    image.quantize(COLOURS, method=PILImage.Quantize.MEDIANCUT).save(out, "PNG", optimize=True)
    return out.getvalue()


def main(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, make in (("scan-good.png", good), ("scan-bad.png", bad)):
        (folder / name).write_bytes(picture(make()))
        print(folder / name)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
