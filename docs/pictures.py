"""Make the README's and the documentation's pictures from real ``bornes`` commands.

Runs ``bornes sheet``, ``bornes cards`` and ``bornes report`` on the bundled
examples as a user would (``python -m generator``, in a scratch folder), then
renders one page of each PDF to PNG with pdfium (``pypdfium2``, a test
dependency) and writes them to ``docs/images/``:

- ``sheet.png``: the first page of a Parker Brothers score sheet, with the Friday-night sides;
- ``card.png``: the scoring card's front, as ``--layout single`` prints it;
- ``report.png``: the first page of the Friday-night match report;
- ``phone.png``: the phone sheet (``bornes sheet --html``) on two 390-pixel-wide phone screens, in
  headless Chromium driven by ``tests/viewer/phone.mjs``: the standings after two Friday-night
  hands, and the third hand being entered; made only where Chromium and the viewer test's
  ``npm ci`` are installed.

Every PDF picture is drawn at one height, so they line up in a row; each is
reduced to a palette of 64 colours, which keeps it under 150 KB. Run it after a change
to what a sheet, a card or a report looks like, look at the pictures, and
commit them::

    python docs/pictures.py

Given a folder (``python docs/pictures.py FOLDER``), it writes them there
instead; the tests do, to check that the script still runs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pypdfium2
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
IMAGES = ROOT / "docs" / "images"
HEIGHT = 720
"""Pixels: about twice the height the README shows, so the pictures stay sharp on a dense screen."""
COLOURS = 64

PICTURES = {
    # name: (the bornes command's arguments, the PDF's page to show, from 1)
    "sheet": (
        ["sheet", "--edition", "parker-brothers", "--names", "Ana & Cleo", "--names", "Ben & Dev"],
        1,
    ),
    # The sixth card is the scoring card; `single` prints each card on its own page, fronts first.
    "card": (["cards", "--edition", "parker-brothers", "--layout", "single"], 6),
    "report": (["report", str(ROOT / "examples" / "friday-night.toml")], 1),
}


def bornes(folder: Path, arguments: list[str], pdf: Path) -> None:
    """Run one ``bornes`` command in ``folder``, writing ``pdf``; stop on any error it prints."""
    subprocess.run(
        [sys.executable, "-m", "generator", *arguments, "-o", str(pdf)],
        cwd=folder,
        check=True,
        stdout=subprocess.DEVNULL,
    )


def render(pdf: Path, page_number: int) -> Image.Image:
    """One page of ``pdf``, drawn ``HEIGHT`` pixels high on white, in ``COLOURS`` colours."""
    document = pypdfium2.PdfDocument(pdf)
    try:
        page = document[page_number - 1]
        image = page.render(scale=HEIGHT / page.get_height()).to_pil().convert("RGB")
    finally:
        document.close()
    return image.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


VIEWER = ROOT / "tests" / "viewer"
CHROMIUM = Path("/usr/bin/chromium")

PHONE_STEPS = [
    # The match's sides, then Friday night's first two hands (examples/friday-night.toml), as the page
    # asks them: each hand's boxes open at once, the trip's distance one tap.
    {"type": "#name-a", "text": "Ana & Cleo"},
    {"type": "#name-b", "text": "Ben & Dev"},
    {"type": "#match-title", "text": "Friday night"},
    {"tap": "#setup-form button[type=submit]"},
    {"tap": "button.trip[data-side=a]"},
    {"tap": "label:has(> input[name=safeties-a][value='2'])"},
    {"tap": "label:has(> input[name=coups_fourres-a][value='1'])"},
    {"type": "#miles-b", "text": "575"},
    {"tap": "label:has(> input[name=safeties-b][value='1'])"},
    {"tap": "[data-question=delayed][data-for=a] label"},
    {"tap": "label:has(> input[name=two_hundreds-a][value='1'])"},
    {"tap": "#save-hand"},
    {"type": "#miles-a", "text": "650"},
    {"tap": "label:has(> input[name=safeties-a][value='1'])"},
    {"tap": "button.trip[data-side=b]"},
    {"tap": "label:has(> input[name=safeties-b][value='1'])"},
    {"tap": "label:has(> input[name=two_hundreds-b][value='0'])"},
    {"tap": "#save-hand"},
    {"tap": "#cancel-hand"},
    {"evaluate": "() => { document.activeElement.blur(); window.scrollTo(0, 0); }", "as": "_"},
    {"screenshot": "STANDINGS"},
    # Hand 3, being entered: the totals as they change.
    {"tap": "#new-hand"},
    {"tap": "button.trip[data-side=a]"},
    {"tap": "label:has(> input[name=safeties-a][value='1'])"},
    {"type": "#miles-b", "text": "800"},
    {"tap": "label:has(> input[name=two_hundreds-a][value='2'])"},
    {
        "evaluate": "() => { document.activeElement.blur(); "
        "window.scrollTo(0, document.getElementById('editor').offsetTop - 8); }",
        "as": "_",
    },
    {"screenshot": "HAND"},
]


def phone(folder: Path, target: Path) -> Path | None:
    """The phone sheet as a phone shows it, or ``None`` where Chromium or the viewer test is missing."""
    installed = (VIEWER / "node_modules" / "puppeteer-core").is_dir()
    if not (CHROMIUM.exists() and shutil.which("node") and installed):
        return None
    page = folder / "phone.html"
    arguments = ["sheet", "--edition", "parker-brothers", "--html"]
    bornes(folder, arguments, page)
    shots = {name: folder / f"phone-{name.lower()}.png" for name in ("STANDINGS", "HAND")}
    steps = [{"goto": str(page)}]
    for step in PHONE_STEPS:
        steps.append({"screenshot": str(shots[step["screenshot"]])} if "screenshot" in step else step)
    plan = folder / "phone.json"
    plan.write_text(json.dumps({"viewport": {"width": 390, "height": 700}, "steps": steps}), "utf-8")
    subprocess.run(["node", str(VIEWER / "phone.mjs"), str(plan)], check=True, stdout=subprocess.DEVNULL)
    screens = [Image.open(shots[name]).convert("RGB") for name in ("STANDINGS", "HAND")]
    gap = 24
    width, height = screens[0].size
    image = Image.new("RGB", (2 * width + gap, height), "white")
    for index, screen in enumerate(screens):
        image.paste(screen, (index * (width + gap), 0))
    image = image.quantize(COLOURS, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(target, optimize=True)
    return target


def main(images: Path = IMAGES) -> None:
    """Make every picture in ``images`` and print each one's path, size in pixels and bytes."""
    images.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        made = []
        for name, (arguments, page_number) in PICTURES.items():
            pdf = folder / f"{name}.pdf"
            bornes(folder, arguments, pdf)
            target = images / f"{name}.png"
            render(pdf, page_number).save(target, optimize=True)
            made.append(target)
        shown = phone(folder, images / "phone.png")
        if shown is None:
            print("phone.png: not made (Chromium, node or tests/viewer's npm ci missing)")
        else:
            made.append(shown)
        for target in made:
            width, height = Image.open(target).size
            print(f"{target}: {width} × {height} px, {target.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES)
