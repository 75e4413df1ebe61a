"""The printer's calibration target (``bornes cards --calibrate``): two pages that read its back offset.

Printed double-sided, the front's cross shows through the sheet onto the
back's scales: the reading where each line crosses its scale is the
printer's offset, to give as ``--back-offset X,Y``. Through card stock too
thick to see through, a pin pricked through the cross's centre makes a hole
whose place on the back's grid reads the same two numbers: the front's
centre is the page's, which either flip brings to the back's centre, where
the grid's zero is. A label is its distance from the page's centre in
millimetres, in the back page's own directions, which is the way
``--back-offset`` moves the backs (``Page.backs``). Lines and ticks are
thick enough to show through 300 g/m² card held to a lamp.

Four smaller crosses near the corners, A to D, land on four small grids of
the back the same way: where their readings differ from the centre's, the
printer turns (or stretches) the back as well as shifting it, which no
offset corrects; each should read within ``CORNER_TOLERANCE`` of the
centre.
"""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from generator.cards.cards_pdf import draw_laid, draw_scale_bar, scale_label
from generator.cards.imposition import MM, Duplex
from generator.cards.layout import lay_out
from generator.cards.markup import parse
from generator.cards.plan import SCALE_BAR
from generator.cards.templates import render_print
from generator.pdf.box import Box
from generator.pdf.fonts import BOLD, REGULAR
from generator.pdf.page import PAPERS, SAFE_MARGIN, new_canvas
from generator.pdf.printing import set_page_boxes, set_print_preferences
from generator.text.languages import Lang
from generator.text.numbers import format_decimal, format_percent


def build_calibration(*, lang: Lang, paper: str, duplex: Duplex = "long") -> bytes:
    """The two-page calibration target: crosses on the front; millimetre scales and grids on the back."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, paper=paper, title="Mille Bornes — calibration", subject="", lang=lang)
    set_print_preferences(canvas, duplex)
    width, height = PAPERS[paper]
    set_page_boxes(canvas, trim=(0.0, 0.0, width, height))
    values = {
        "scale": format_percent(100, lang),
        "flip": duplex,
        "option": "--back-offset X,Y",
        "tolerance": f"{format_decimal(CORNER_TOLERANCE / MM, lang)}\u00a0mm",
    }
    inner = SAFE_MARGIN + 0.5 * MM
    box = Box(inner, height - inner - CALIBRATION_TEXT, width - 2 * inner, CALIBRATION_TEXT)
    cx, cy = width / 2, height / 2
    for key in ("calibrate-front", "calibrate-back"):
        laid = lay_out(parse(render_print(lang, key, **values)), box.width, box.height, max_size=11.0)
        draw_laid(canvas, laid, box.x, box.y)
        canvas.setStrokeGray(0)
        if key == "calibrate-front":
            _draw_cross(canvas, (cx, cy), CROSS_ARM, CROSS_LINE, 2 * MM)
            # The target checks the scale too: printed at actual size, this bar is 50 mm.
            draw_scale_bar(canvas, cx - SCALE_BAR / 2, cy - CROSS_ARM - 15 * MM, scale_label(lang))
            for name, point in corners(width, height):
                _draw_cross(canvas, point, CORNER_ARM, CORNER_LINE, 1.5 * MM)
                _name(canvas, name, (point[0] - CORNER_ARM, point[1] + 1.5 * MM), "right")
        else:
            _draw_scale(canvas, (cx, cy + SCALE_DISTANCE), vertical=False)
            _draw_scale(canvas, (cx + SCALE_DISTANCE, cy), vertical=True)
            _draw_grid(canvas, (cx, cy), GRID_REACH)
            # The axis names of --back-offset X,Y, beside the scale each is read on.
            canvas.setFont(BOLD, 9)
            canvas.drawRightString(cx - (SCALE_REACH + 2) * MM, cy + SCALE_DISTANCE - 1.2 * MM, "X")
            canvas.drawCentredString(cx + SCALE_DISTANCE, cy + (SCALE_REACH + 2) * MM, "Y")
            for name, point in corners(width, height, duplex=duplex):
                _draw_grid(canvas, point, CORNER_REACH)
                _name(
                    canvas,
                    name,
                    (point[0] + (CORNER_REACH + 1.5) * MM, point[1] + CORNER_REACH * MM - 3.2 * MM),
                )
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def corners(
    width: float, height: float, *, duplex: Duplex | None = None
) -> tuple[tuple[str, tuple[float, float]], ...]:
    """The corner targets A (top left), B (top right), C (bottom right) and D (bottom left) of the front,
    in page points; with ``duplex``, where the flip brings each on the back page."""
    cx, cy = width / 2, height / 2
    places = (
        ("A", (cx - CORNER_X, cy + CORNER_Y)),
        ("B", (cx + CORNER_X, cy + CORNER_Y)),
        ("C", (cx + CORNER_X, cy - CORNER_Y)),
        ("D", (cx - CORNER_X, cy - CORNER_Y)),
    )
    if duplex == "long":  # turned over the long edge: left and right change places
        return tuple((name, (width - x, y)) for name, (x, y) in places)
    if duplex == "short":  # over the short edge: top and bottom change places
        return tuple((name, (x, height - y)) for name, (x, y) in places)
    return places


def _draw_cross(canvas: Canvas, centre: tuple[float, float], arm: float, line: float, pin: float) -> None:
    """A cross of ``arm`` each way and ``line`` thick, with a circle of radius ``pin`` where the pin goes."""
    cx, cy = centre
    canvas.setLineWidth(line)
    canvas.line(cx - arm, cy, cx + arm, cy)
    canvas.line(cx, cy - arm, cx, cy + arm)
    canvas.setLineWidth(SCALE_LINE)
    canvas.circle(cx, cy, pin, stroke=1, fill=0)


def _name(canvas: Canvas, name: str, at: tuple[float, float], align: str = "left") -> None:
    """A corner's letter, bold, at ``at`` (its baseline's left end, or right end)."""
    canvas.setFont(BOLD, CORNER_NAME_SIZE)
    if align == "right":
        canvas.drawRightString(at[0], at[1], name)
    else:
        canvas.drawString(at[0], at[1], name)


CALIBRATION_TEXT = 45.0 * MM
"""The height of the instructions at the top of each calibration page."""
CROSS_ARM = 40.0 * MM
"""Half the length of each line of the front's cross: it must cross both scales of the back."""
CROSS_LINE = 1.5
"""The cross's line width, in points (0.5 mm): dark enough to show through 300 g/m² card."""
SCALE_LINE = 0.6
"""The scales' and the grid's ticks and lines, in points: each still a single clear line."""
SCALE_LABEL_SIZE = 6.5
GRID_REACH = 10
"""The back's grid, for the pin's hole, reads from -10 to +10 mm each way, as the scales do."""
SCALE_DISTANCE = 20.0 * MM
"""How far each scale of the back lies from the page's centre, along the cross's other line."""
SCALE_REACH = 10
"""Each scale reads from -10 to +10 mm, by half millimetres: more than home printers drift."""


CORNER_X = 65.0 * MM
CORNER_Y = 72.0 * MM
"""The corner targets' distance from the page's centre, across and up: as far out as the
instructions above and the margins around leave room for, on A4 and on Letter."""
CORNER_TOLERANCE = 1.0 * MM
"""How far a corner may read from the centre. A turned back moves each point in proportion to its
distance from the centre, and the outer cards' corners lie up to about twice as far out as the
targets' (133 mm up and 95 mm across, for nine poker cards on A4): 1 mm here is up to 2 mm there,
the drift the cards' backs forgive (``DRIFT_TOLERANCE``)."""
CORNER_ARM = 8.0 * MM
"""Half the length of each line of a corner's cross: it reaches past its grid on the back."""
CORNER_LINE = 1.0
"""A corner cross's line width, in points: it shows through card as the centre's does."""
CORNER_REACH = 5
"""A corner's grid reads from -5 to +5 mm each way: more than the drift the backs forgive."""
CORNER_NAME_SIZE = 9.0


def _draw_scale(canvas: Canvas, centre: tuple[float, float], *, vertical: bool) -> None:
    """A millimetre scale through ``centre``, labelled every 5 mm with its distance from the centre."""
    canvas.saveState()
    canvas.translate(*centre)
    if vertical:
        canvas.rotate(90)
    canvas.setLineWidth(SCALE_LINE)
    canvas.line(-SCALE_REACH * MM, 0, SCALE_REACH * MM, 0)
    canvas.setFont(REGULAR, SCALE_LABEL_SIZE)
    for half in range(-2 * SCALE_REACH, 2 * SCALE_REACH + 1):
        x = half / 2 * MM
        tall = 3.0 * MM if half % 10 == 0 else 2.0 * MM if half % 2 == 0 else 1.2 * MM
        canvas.line(x, 0, x, tall)
        if half % 10 == 0:
            label = f"{'+' if half > 0 else '−'}{abs(half) // 2}" if half else "0"
            canvas.saveState()
            canvas.translate(x, -2.8 * MM)
            if vertical:
                canvas.rotate(-90)  # labels read upright on the page
                canvas.drawString(1.0, -2.6, label)
            else:
                canvas.drawCentredString(0, -0.6, label)
            canvas.restoreState()
    canvas.restoreState()


def _draw_grid(canvas: Canvas, centre: tuple[float, float], reach_mm: int) -> None:
    """A millimetre grid around ``centre``, ``reach_mm`` each way, for the pin's hole: light lines each
    millimetre, dark each five, labelled every five millimetres with their distance from the centre
    (X below, Y left)."""
    cx, cy = centre
    reach = reach_mm * MM
    canvas.saveState()
    for step in range(-reach_mm, reach_mm + 1):
        at = step * MM
        canvas.setStrokeGray(0 if step % 5 == 0 else 0.55)
        canvas.setLineWidth(SCALE_LINE if step % 5 == 0 else 0.3)
        canvas.line(cx + at, cy - reach, cx + at, cy + reach)
        canvas.line(cx - reach, cy + at, cx + reach, cy + at)
        if step % 5 == 0:
            label = f"{'+' if step > 0 else '−'}{abs(step)}" if step else "0"
            canvas.setFont(REGULAR, SCALE_LABEL_SIZE)
            canvas.drawCentredString(cx + at, cy - reach - 3.6 * MM, label)
            canvas.drawRightString(cx - reach - 1.2 * MM, cy + at - 1.0 * MM, label)
    canvas.restoreState()
