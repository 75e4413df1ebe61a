"""Make the bundled fonts: DejaVu Sans and DejaVu Sans Bold, cut to the scripts Bornes prints.

    pip install fonttools
    python fonts/subset.py /usr/share/fonts/truetype/dejavu

The full fonts cover some 6,000 characters; ReportLab reads every glyph's
metrics each time it loads a font, so a smaller font makes every PDF command
start faster. The subset keeps Latin (with every accent and Vietnamese),
Greek, Cyrillic, Hebrew and Arabic (with its presentation forms, for joined
letters), punctuation, currency, arrows, symbols (★ ✓ ✗) and U+FFFD, which
Bornes prints for any character the fonts lack. The Bitstream Vera licence
(LICENSE-DejaVu.txt) allows this; the fonts keep their DejaVu names, which
contain neither "Bitstream" nor "Vera".

This script is for maintainers; nothing at run time imports fontTools.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

RANGES = ",".join(
    (
        "U+0020-007E",  # Basic Latin
        "U+00A0-024F",  # Latin-1, Latin Extended-A and -B
        "U+0250-036F",  # IPA, spacing modifiers, combining diacritics
        "U+0370-03FF",  # Greek
        "U+0400-052F",  # Cyrillic and its supplement
        "U+0590-05FF",  # Hebrew
        "U+0600-06FF",  # Arabic
        "U+1E00-1EFF",  # Latin Extended Additional (Vietnamese)
        "U+2000-206F",  # General Punctuation (no-break spaces, ’ “ ” – — … •)
        "U+20A0-20CF",  # currency (€)
        "U+2100-214F",  # letterlike symbols (№ ™)
        "U+2190-21FF",  # arrows
        "U+2200-22FF",  # mathematical operators (− × ≤)
        "U+2500-25FF",  # box drawing, geometric shapes
        "U+2600-27BF",  # symbols and dingbats (★ ✓ ✗)
        "U+FB50-FDFF",  # Arabic presentation forms A
        "U+FE70-FEFF",  # Arabic presentation forms B
        "U+FFFD",  # the replacement character
    )
)

FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

FORM_FILE = "DejaVuSans-Form.ttf"
"""The fillable sheets' font for typed text: the characters of Windows-1252 (the
form's ``/WinAnsiEncoding``) and ``FORM_EXTRA``, cut from the bundled regular
font, unhinted. A form's font is embedded whole, so it is kept to the characters
a one-byte encoding can hold."""

FORM_EXTRA = (0x202F,)
"""Characters a form's box shows that Windows-1252 lacks: the narrow no-break space of
French numbers (1 000). The form's encoding gives each a code Windows-1252 leaves
unused (``generator.sheets.form_writer``), so a viewer can draw them when it saves."""


def form_unicodes() -> list[int]:
    """Every character Windows-1252 encodes, space to ÿ, and ``FORM_EXTRA``."""
    found = []
    for byte in range(0x20, 0x100):
        try:
            found.append(ord(bytes([byte]).decode("cp1252")))
        except UnicodeDecodeError:
            continue
    return [code for code in found if code != 0x7F] + list(FORM_EXTRA)


def make_subset(source: Path, target: Path, unicodes: list[int] | None = None) -> None:
    """Write the subset of the font at ``source`` to ``target`` (``RANGES``, or ``unicodes``)."""
    options = subset.Options()
    options.layout_features = ["*"] if unicodes is None else []
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.name_legacy = True
    options.notdef_outline = True
    options.glyph_names = False
    # The form's font is embedded whole in every fillable sheet: no hinting, which viewers ignore.
    options.hinting = unicodes is None
    options.drop_tables += ["FFTM"]
    # The source's timestamp kept: the same fonts make the same bytes.
    font = TTFont(str(source), recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(RANGES) if unicodes is None else unicodes)
    subsetter.subset(font)
    font.save(str(target))


def main() -> None:
    source = Path(sys.argv[1])
    here = Path(__file__).resolve().parent
    for name in FILES:
        make_subset(source / name, here / name)
        print(here / name, (here / name).stat().st_size)
    make_subset(here / FILES[0], here / FORM_FILE, form_unicodes())
    print(here / FORM_FILE, (here / FORM_FILE).stat().st_size)


if __name__ == "__main__":
    main()
