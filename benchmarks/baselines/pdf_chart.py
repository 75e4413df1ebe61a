"""Baseline for `report`: one table and one matplotlib line chart placed in the PDF.

The chart is drawn with matplotlib's object API into an in-memory PDF,
then placed on the ReportLab page with pypdf, the least
way to put a matplotlib vector chart into a ReportLab document.
"""

import io
import sys

from matplotlib.backends.backend_pdf import FigureCanvasPdf
from matplotlib.figure import Figure
from pypdf import PdfReader, PdfWriter, Transformation

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import pdf_table


def main(out: str) -> None:
    table = io.BytesIO()
    pdf_table.main(table)  # type: ignore[arg-type]
    figure = Figure(figsize=(6, 3))
    FigureCanvasPdf(figure)
    axes = figure.add_subplot()
    axes.plot(range(10), [n * n for n in range(10)], marker="o")
    axes.plot(range(10), [n * 9 for n in range(10)], marker="s", linestyle="--")
    chart = io.BytesIO()
    figure.savefig(chart, format="pdf", metadata={"CreationDate": None})
    writer = PdfWriter(clone_from=PdfReader(table))
    writer.pages[0].merge_transformed_page(PdfReader(chart).pages[0], Transformation().translate(60, 60))
    with open(out, "wb") as handle:
        writer.write(handle)


if __name__ == "__main__":
    main(sys.argv[1])
