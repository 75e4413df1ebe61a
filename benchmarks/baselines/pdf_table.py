"""Baseline for `sheet` and `cards`: the least a hand-written ReportLab script does.

Registers the same embedded font, draws one table, writes one PDF.
"""

import sys
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

FONTS = Path(__file__).resolve().parents[2] / "fonts"


def draw_table(canvas: Canvas) -> None:
    canvas.setFont("DejaVu", 10)
    for row in range(12):
        for col in range(3):
            x, y = 60 + col * 160, 760 - row * 24
            canvas.rect(x, y, 160, 24)
            canvas.drawString(x + 4, y + 8, f"Row {row} — {col * 100} « 1 000 »")


def main(out: str) -> None:
    pdfmetrics.registerFont(TTFont("DejaVu", str(FONTS / "DejaVuSans.ttf")))
    canvas = Canvas(out, pagesize=A4, invariant=1)
    draw_table(canvas)
    canvas.showPage()
    canvas.save()


if __name__ == "__main__":
    main(sys.argv[1])
