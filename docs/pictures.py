"""Make the README's and the documentation's pictures from real ``bornes`` commands.

Runs ``bornes sheet``, ``bornes cards`` and ``bornes report`` on the bundled
examples as a user would (``python -m generator``, in a scratch folder), then
renders one page of each PDF to PNG with pdfium (``pypdfium2``, a test
dependency) and writes them to ``docs/images/``:

- ``sheet.png``: the first page of a Parker Brothers score sheet, with the Friday-night sides;
- ``card.png``: the scoring card's front, as ``--layout single`` prints it;
- ``report.png``: the first page of the Friday-night match report.

Every picture is drawn at one height, so they line up in a row, and reduced to
a palette of 64 colours, which keeps each under 150 KB. Run it after a change
to what a sheet, a card or a report looks like, look at the pictures, and
commit them::

    python docs/pictures.py

Given a folder (``python docs/pictures.py FOLDER``), it writes them there
instead; the tests do, to check that the script still runs.
"""

from __future__ import annotations

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
    # The fourth card is the scoring card; `single` prints each card on its own page, fronts first.
    "card": (["cards", "--edition", "parker-brothers", "--layout", "single"], 4),
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


def main(images: Path = IMAGES) -> None:
    """Make every picture in ``images`` and print each one's path, size in pixels and bytes."""
    images.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for name, (arguments, page_number) in PICTURES.items():
            pdf = folder / f"{name}.pdf"
            bornes(folder, arguments, pdf)
            image = render(pdf, page_number)
            target = images / f"{name}.png"
            image.save(target, optimize=True)
            width, height = image.size
            print(f"{target}: {width} × {height} px, {target.stat().st_size:,} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else IMAGES)
