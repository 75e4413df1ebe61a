"""The fillable sheet: the paper sheet's boxes as a PDF form that adds itself up.

A rendering of the same rows the paper sheet draws (``layout.Field``): the
player enters each side's facts (the miles, a box ticked per safety, per
coup fourré, per 200 laid, and for each line that applies) and the form's
calculation scripts fill in every line's points, the hand's total and the
running total. The only arithmetic in the scripts is "count × value",
"tick = value" and sums, with the values written in here from
``Edition.scoring``; deciding who may tick what stays with the players and
the rules (``bornes import`` checks it with the scoring module).

The form is built with pypdf after ReportLab has drawn the pages, because
ReportLab's acroform cannot make what a form needs:

- a field hierarchy (PDF 1.7, 12.7.3.2): ``h3`` → ``B`` → ``safeties``, so
  no partial name contains a period; ``names.A`` and the match's frame are
  one field each with a widget on every page; a block's dealer and a game's
  winner are radio groups, one choice among the sides;
- every widget its own appearance streams, so a filled field shows in its
  own box only, in viewers that draw stored appearances or flatten forms;
- number fields right-aligned, digits only (keystroke and format actions),
  computed fields read-only, and the calculation order (``/CO``); the miles
  checked as they are typed (a multiple of 25, up to the hand's longest
  trip, ``/MaxLen`` its digits), with the reason shown where refused;
- typed text in DejaVu Sans: ``fonts/DejaVuSans-Form.ttf``, the Windows-1252
  characters of the bundled font and the narrow no-break space of French
  numbers, embedded whole in the form's ``/DR`` as a TrueType font with
  ``/WinAnsiEncoding`` and ``/Differences`` (``form_font``), and text boxes
  that take only those characters: a viewer that saves the sheet draws every
  box's appearance in it, so the saved copy shows "1 000" in every viewer.

What the import needs (edition, setup, names, first hand) is written into
the document information as ``/BornesSheet``, a JSON object. The field
names and that object's schema are ``generator.form_format``'s, shared with
the reader (``generator.matchlog.form_reader``); the objects are added and
the file written through ``generator.pdf.pypdf_internals``, the one module
that uses pypdf's private names.
"""

from __future__ import annotations

import io
import json
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import NamedTuple

from pypdf import PdfReader, PdfWriter
from pypdf.generic import (
    ArrayObject,
    DecodedStreamObject,
    DictionaryObject,
    FloatObject,
    IndirectObject,
    NameObject,
    NumberObject,
    PdfObject,
    StreamObject,
    TextStringObject,
)
from reportlab.pdfbase.ttfonts import TTFont

from generator.files import resource
from generator.form_format import (
    CARRIED,
    GAMES_WON,
    META_KEY,
    MILES,
    RUNNING,
    SERIES,
    TOTAL,
    WON,
    SheetMeta,
    block_field,
    box_name,
    partial_names,
    tick_name,
)
from generator.pdf.pypdf_internals import add_object, compact
from generator.pdf.reportlab_internals import characters
from generator.rules.scoring import MILE_STEP
from generator.sheets.content import Role, SheetContent, SheetKind
from generator.sheets.layout import Field, FieldKind, SheetLayout

FORM_FONT_FILE = "DejaVuSans-Form.ttf"
FORM_FONT = "DejaVu"  # the font's name in the form's /DR
FONT_SIZE = 10.0
BOX_INSET = 0.7 * 72 / 25.4  # a text field sits this far inside its drawn box

# Field flags (PDF 1.7, tables 226, 228, 229).
READ_ONLY = 1
NO_TOGGLE_TO_OFF = 1 << 14
RADIO = 1 << 15
# Annotation flag: print (table 165).
PRINT = 4


# --- the calculation scripts -------------------------------------------------------------


def _js(text: str) -> str:
    return json.dumps(text)  # a JavaScript string literal


def _ticked(name: str) -> str:
    return f'(this.getField({_js(name)}).value != "Off" ? 1 : 0)'


def _number(name: str) -> str:
    return f"Number(this.getField({_js(name)}).value)"


def _when_started(miles: str, most: int, body: str) -> str:
    """``body`` sets ``event.value``; the box stays empty until the side's miles are entered, and
    while they are not miles the rules allow (``miles_keystroke``): a viewer that refuses them may
    still hold them (pdf.js 4 keeps a refused value for its calculations, showing an empty box)."""
    return (
        f"var m = String(this.getField({_js(miles)}).value); "
        f"if (!/^[0-9]+$/.test(m) || m % {MILE_STEP} !== 0 || m > {most}) "
        f'{{ event.value = ""; }} else {{ {body} }}'
    )


NO_LEADING_ZEROS = '.replace(/^0+(?=[0-9])/, "")'
"""A string of digits without the zeros before its first figure ("0700" is 700, "00" is 0): kept,
they would show as "0,700" once the thousands separator is put in."""

KEYSTROKE = (
    "if (event.willCommit) { event.rc = /^[0-9]*$/.test(String(event.value)); "
    f"if (event.rc) {{ event.value = String(event.value){NO_LEADING_ZEROS}; }} }} "
    "else { event.rc = /^[0-9]*$/.test(event.change); }"
)
"""Digits only, as they are typed and when the value is committed, kept without leading zeros."""


def miles_keystroke(step: int, most: int, reason: str) -> str:
    """The miles as the rules allow them (``check_side``): digits only as they are typed, then a
    multiple of ``step`` from 0 to ``most``, kept without leading zeros; anything else refused,
    with ``reason`` shown."""
    return (
        "var typed = String(event.willCommit ? event.value : event.change); "
        "var ok = /^[0-9]*$/.test(typed); "
        'if (ok && event.willCommit && typed !== "") '
        f"{{ ok = Number(typed) % {step} === 0 && Number(typed) <= {most}; "
        f"if (ok) {{ event.value = typed{NO_LEADING_ZEROS}; }} }} "
        f"if (!ok) {{ event.rc = false; app.alert({_js(reason)}); }}"
    )


def _character_class(characters: str) -> str:
    """A regular expression's class matching exactly ``characters``, as ranges of ``\\uXXXX``."""
    codes = sorted(set(map(ord, characters)))
    ranges: list[tuple[int, int]] = []
    for code in codes:
        if ranges and ranges[-1][1] == code - 1:
            ranges[-1] = (ranges[-1][0], code)
        else:
            ranges.append((code, code))
    return "[" + "".join(f"\\u{a:04x}" if a == b else f"\\u{a:04x}-\\u{b:04x}" for a, b in ranges) + "]"


def text_keystroke(characters: str, reason: str) -> str:
    """Only the characters the form's font draws, as they are typed or pasted; others refused, with
    ``reason`` shown, so a saved sheet draws every character of its boxes in every viewer."""
    return (
        "var typed = String(event.willCommit ? event.value : event.change); "
        f"if (!/^{_character_class(characters)}*$/.test(typed)) "
        f"{{ event.rc = false; app.alert({_js(reason)}); }}"
    )


def format_script(separator: str) -> str:
    """Show a number with the language's thousands separator (1,000 / 1 000) and no leading zero (a
    box filled where no script ran may hold "0700": it shows 700); the value stays as it is."""
    return (
        'if (String(event.value) !== "") { event.value = String(event.value)'
        f"{NO_LEADING_ZEROS}.replace(/\\B(?=(\\d{{3}})+(?!\\d))/g, {_js(separator)}); }}"
    )


@dataclass(frozen=True)
class Calculation:
    """A computed field's script."""

    name: str
    script: str


def block_calculations(content: SheetContent, number: int, side: str, names: set[str]) -> list[Calculation]:
    """The scripts of one side's boxes in block ``number``, in the order they must run.

    Points sheets: each line's points ("count × value", "tick = value"),
    then brought forward (the previous block's running total), the hand's
    total (miles × the distance value, plus the lines) and the running total.
    Race sheets: games won so far, the previous count plus one for the game won.
    """
    kind = str(content.kind)

    def box(key: str, block: int = number) -> str:
        return box_name(kind, block, side, key)

    def started(body: str) -> str:
        return _when_started(miles, most, body)

    miles, most = box(MILES), content.most_miles
    found: list[Calculation] = []
    if content.kind is SheetKind.RACE:
        won = f"({_js(side)} == this.getField({_js(block_field(kind, number, WON))}).value ? 1 : 0)"
        before = box(GAMES_WON, number - 1)
        if before in names:
            found.append(Calculation(box(GAMES_WON), started(f"event.value = {_number(before)} + {won};")))
        elif number == 1:
            found.append(Calculation(box(GAMES_WON), started(f"event.value = {won};")))
        return found
    lines: list[str] = []
    distance_value = 1
    for row in content.rows:
        name = box(row.key)
        if row.role is Role.MILES:
            distance_value = row.value
        elif row.role in (Role.COUNT, Role.TICK):
            count = " + ".join(_ticked(tick_name(name, tick)) for tick in range(1, row.ticks + 1))
            found.append(Calculation(name, started(f"event.value = ({count}) * {row.value};")))
            lines.append(name)
    total, running, carried = box(TOTAL), box(RUNNING), box(CARRIED)
    before = box(RUNNING, number - 1)
    if carried in names and before in names:
        found.append(Calculation(carried, f"event.value = this.getField({_js(before)}).value;"))
    points = " + ".join([f"{_number(miles)} * {distance_value}", *(_number(line) for line in lines)])
    found.append(Calculation(total, started(f"event.value = {points};")))
    brought = f"{_number(carried)} + " if carried in names else ""
    found.append(Calculation(running, started(f"event.value = {brought}{_number(total)};")))
    return found


def calculations(content: SheetContent, sheet: SheetLayout) -> list[Calculation]:
    """Every computed field's script, in calculation order: block by block, side by side."""
    names = {field.name for page in sheet.pages for field in page.fields}
    found: list[Calculation] = []
    for number in range(content.first_hand, content.first_hand + sheet.blocks):
        for side in content.sides:
            found += block_calculations(content, number, side.tag, names)
    return found


# --- the PDF objects ---------------------------------------------------------------------


WIN_ANSI_UNUSED = (0x81, 0x8D, 0x8F, 0x90, 0x9D)
"""The codes Windows-1252 leaves unused: the form's encoding gives them the font's other characters."""


class FormFont(NamedTuple):
    """The form's font: its file, its one-byte encoding and each code's width."""

    data: bytes
    font: TTFont
    codes: Mapping[str, int]  # every character the font draws, by the code the form's encoding gives it
    extra: tuple[tuple[int, str], ...]  # the codes beyond Windows-1252 and their characters

    @property
    def characters(self) -> str:
        """Every character a box can show in this font, in code order."""
        return "".join(sorted(self.codes, key=self.codes.__getitem__))

    def widths(self) -> list[int]:
        """Each code's width from 32 to 255, in thousandths of the size (0 for a code with no character)."""
        by_code = {code: char for char, code in self.codes.items()}
        width = self.font.stringWidth
        return [round(width(by_code[code], 1000)) if code in by_code else 0 for code in range(32, 256)]


@cache
def form_font() -> FormFont:
    """``fonts/DejaVuSans-Form.ttf`` with its encoding: Windows-1252 where it has the character,
    and the font's other characters (U+202F of French numbers, ``fonts/subset.py``) on the codes
    Windows-1252 leaves unused, in the order of their code points."""
    path = resource("fonts") / FORM_FONT_FILE
    data = path.read_bytes()
    font = TTFont("Bornes-Form", str(path))
    has = characters(font)
    codes: dict[str, int] = {}
    for code in range(32, 256):
        try:
            char = bytes([code]).decode("cp1252")
        except UnicodeDecodeError:
            continue
        if code != 0x7F and ord(char) in has:
            codes[char] = code
    # Characters only: a cmap may map a noncharacter (U+FFFF) too.
    others = sorted(
        chr(c) for c in has if chr(c) not in codes and unicodedata.category(chr(c)) not in ("Cc", "Cn")
    )
    if len(others) > len(WIN_ANSI_UNUSED):
        raise ValueError(
            f"the form's font has {len(others)} characters beyond Windows-1252; its encoding takes "
            f"{len(WIN_ANSI_UNUSED)}"
        )
    extra = tuple(zip(WIN_ANSI_UNUSED, others, strict=False))
    codes.update({char: code for code, char in extra})
    return FormFont(data, font, MappingProxyType(codes), extra)


def _form_font(writer: PdfWriter) -> IndirectObject:
    """DejaVu Sans as a simple TrueType font, embedded whole: ``/WinAnsiEncoding`` with ``/Differences``
    naming the characters beyond it (``uni202F``), so a viewer that draws a box when it saves the
    sheet finds a code for every character the box holds."""
    found = form_font()
    face = found.font.face
    file = StreamObject()
    file.set_data(found.data)
    file[NameObject("/Length1")] = NumberObject(len(found.data))
    file = file.flate_encode()
    descriptor = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/FontDescriptor"),
            NameObject("/FontName"): NameObject("/DejaVuSans"),
            NameObject("/Flags"): NumberObject(32),  # non-symbolic
            NameObject("/FontBBox"): ArrayObject([NumberObject(round(v)) for v in face.bbox]),
            NameObject("/ItalicAngle"): NumberObject(0),
            NameObject("/Ascent"): NumberObject(round(face.ascent)),
            NameObject("/Descent"): NumberObject(round(face.descent)),
            NameObject("/CapHeight"): NumberObject(round(face.capHeight)),
            NameObject("/StemV"): NumberObject(87),
            NameObject("/FontFile2"): add_object(writer, file),
        }
    )
    differences: list[PdfObject] = []
    for code, char in found.extra:
        differences += [NumberObject(code), NameObject(f"/uni{ord(char):04X}")]
    encoding = DictionaryObject(
        {
            NameObject("/Type"): NameObject("/Encoding"),
            NameObject("/BaseEncoding"): NameObject("/WinAnsiEncoding"),
            NameObject("/Differences"): ArrayObject(differences),
        }
    )
    return add_object(
        writer,
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/TrueType"),
                NameObject("/BaseFont"): NameObject("/DejaVuSans"),
                NameObject("/FirstChar"): NumberObject(32),
                NameObject("/LastChar"): NumberObject(255),
                NameObject("/Widths"): ArrayObject([NumberObject(w) for w in found.widths()]),
                NameObject("/Encoding"): encoding,
                NameObject("/FontDescriptor"): add_object(writer, descriptor),
            }
        ),
    )


def _zapf(writer: PdfWriter) -> IndirectObject:
    return add_object(
        writer,
        DictionaryObject(
            {
                NameObject("/Type"): NameObject("/Font"),
                NameObject("/Subtype"): NameObject("/Type1"),
                NameObject("/BaseFont"): NameObject("/ZapfDingbats"),
            }
        ),
    )


def _appearance(
    writer: PdfWriter, width: float, height: float, content: bytes, resources: DictionaryObject | None
) -> IndirectObject:
    """A new appearance stream (a form XObject): one per widget and state, never shared."""
    stream = DecodedStreamObject()
    stream.set_data(content)
    stream.update(
        {
            NameObject("/Subtype"): NameObject("/Form"),
            NameObject("/BBox"): ArrayObject(
                [
                    NumberObject(0),
                    NumberObject(0),
                    FloatObject(round(width, 2)),
                    FloatObject(round(height, 2)),
                ]
            ),
        }
    )
    if resources is not None:
        stream[NameObject("/Resources")] = resources
    return add_object(writer, stream)


def _check_mark(width: float, height: float) -> bytes:
    """A tick drawn with lines, so the "on" state needs no font."""
    w, h = width, height
    return (
        f"q 0 g 0 G {max(0.8, w / 9):.2f} w 1 J 1 j "
        f"{w * 0.2:.2f} {h * 0.5:.2f} m {w * 0.42:.2f} {h * 0.22:.2f} l {w * 0.82:.2f} {h * 0.8:.2f} l S Q"
    ).encode()


def _action(writer: PdfWriter, script: str) -> IndirectObject:
    """A JavaScript action (its script a string: packed with the others, it compresses best)."""
    return add_object(
        writer,
        DictionaryObject(
            {
                NameObject("/S"): NameObject("/JavaScript"),
                NameObject("/JS"): TextStringObject(script),
            }
        ),
    )


def _rect(box_x: float, box_y: float, box_w: float, box_h: float) -> ArrayObject:
    return ArrayObject([FloatObject(round(v, 3)) for v in (box_x, box_y, box_x + box_w, box_y + box_h)])


def _kids(dictionary: DictionaryObject) -> ArrayObject:
    kids = dictionary["/Kids"]
    assert isinstance(kids, ArrayObject)
    return kids


@dataclass
class _Node:
    """A field in the hierarchy being built: its dictionary and its children by partial name."""

    ref: IndirectObject
    obj: DictionaryObject
    children: dict[str, _Node]


def add_form(pdf: bytes, sheet: SheetLayout, content: SheetContent, meta: SheetMeta) -> bytes:
    """The PDF ``pdf`` (the drawn sheet) with the form on its boxes and its metadata."""
    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(pdf)))
    font = _form_font(writer)
    zapf = _zapf(writer)
    da = f"/{FORM_FONT} {FONT_SIZE:g} Tf 0 g"
    calcs = calculations(content, sheet)
    scripts = {calc.name: calc.script for calc in calcs}
    separator = "," if content.lang == "en" else "\u202f"
    keystroke = _action(writer, KEYSTROKE)
    miles = _action(writer, miles_keystroke(MILE_STEP, content.most_miles, content.miles_check))
    typed_text = _action(writer, text_keystroke(form_font().characters, content.text_check))
    fmt = _action(writer, format_script(separator))
    roots: dict[str, _Node] = {}
    terminals: dict[str, _Node] = {}
    widgets: dict[str, int] = {}
    for page_layout in sheet.pages:
        for field in page_layout.fields:
            widgets[field.name] = widgets.get(field.name, 0) + 1

    def node(parts: Sequence[str]) -> _Node:
        level: dict[str, _Node] = roots
        parent: _Node | None = None
        found: _Node | None = None
        for part in parts:
            found = level.get(part)
            if found is None:
                dictionary = DictionaryObject(
                    {NameObject("/T"): TextStringObject(part), NameObject("/Kids"): ArrayObject()}
                )
                if parent is not None:
                    dictionary[NameObject("/Parent")] = parent.ref
                found = _Node(add_object(writer, dictionary), dictionary, {})
                if parent is not None:
                    _kids(parent.obj).append(found.ref)
                level[part] = found
            parent, level = found, found.children
        assert found is not None
        return found

    def terminal(field: Field) -> _Node:
        if field.name in terminals:
            return terminals[field.name]
        made = node(partial_names(field.name))
        dictionary = made.obj
        dictionary[NameObject("/TU")] = TextStringObject(field.tooltip)
        if field.kind is FieldKind.TEXT:
            numeric = field.block is not None or field.name == SERIES
            computed = field.name in scripts
            flags = READ_ONLY if computed else 0
            dictionary.update(
                {
                    NameObject("/FT"): NameObject("/Tx"),
                    NameObject("/Ff"): NumberObject(flags),
                    NameObject("/DA"): TextStringObject(da),
                    NameObject("/Q"): NumberObject(2 if numeric else 0),
                    NameObject("/V"): TextStringObject(""),
                }
            )
            actions = DictionaryObject()
            if computed:
                actions[NameObject("/C")] = _action(writer, scripts[field.name])
            if numeric:
                actions[NameObject("/F")] = fmt
                if not computed:
                    actions[NameObject("/K")] = miles if field.row == MILES else keystroke
            else:
                actions[NameObject("/K")] = typed_text
            if field.row == MILES:
                # Where no script runs, the box still takes no more digits than the longest trip has.
                dictionary[NameObject("/MaxLen")] = NumberObject(len(str(content.most_miles)))
            if actions:
                dictionary[NameObject("/AA")] = actions
        elif field.kind is FieldKind.CHECK:
            dictionary.update({NameObject("/FT"): NameObject("/Btn"), NameObject("/V"): NameObject("/Off")})
        else:
            dictionary.update(
                {
                    NameObject("/FT"): NameObject("/Btn"),
                    NameObject("/Ff"): NumberObject(RADIO | NO_TOGGLE_TO_OFF),
                    NameObject("/V"): NameObject("/Off"),
                }
            )
        terminals[field.name] = made
        return made

    for page_layout, page in zip(sheet.pages, writer.pages, strict=True):
        annots = ArrayObject()
        for field in page_layout.fields:
            parent = terminal(field)
            # A field with one widget is its widget (one dictionary); others have a widget per box.
            alone = widgets[field.name] == 1 and field.kind is not FieldKind.RADIO
            box = field.box
            if field.kind is FieldKind.TEXT:
                box = box.inset(BOX_INSET, BOX_INSET)
            widget = parent.obj if alone else DictionaryObject({NameObject("/Parent"): parent.ref})
            if alone:
                del widget["/Kids"]
            widget.update(
                {
                    NameObject("/Type"): NameObject("/Annot"),
                    NameObject("/Subtype"): NameObject("/Widget"),
                    NameObject("/Rect"): _rect(box.x, box.y, box.width, box.height),
                    NameObject("/F"): NumberObject(PRINT),
                    NameObject("/P"): page.indirect_reference,
                }
            )
            if field.kind is FieldKind.TEXT:
                widget[NameObject("/AP")] = DictionaryObject(
                    {NameObject("/N"): _appearance(writer, box.width, box.height, b"/Tx BMC EMC", None)}
                )
            else:
                on = field.export if field.kind is FieldKind.RADIO else "Yes"
                widget[NameObject("/MK")] = DictionaryObject({NameObject("/CA"): TextStringObject("4")})
                widget[NameObject("/AS")] = NameObject("/Off")
                widget[NameObject("/AP")] = DictionaryObject(
                    {
                        NameObject("/N"): DictionaryObject(
                            {
                                NameObject(f"/{on}"): _appearance(
                                    writer, box.width, box.height, _check_mark(box.width, box.height), None
                                ),
                            }
                        )
                    }
                )
            if alone:
                annots.append(parent.ref)
            else:
                ref = add_object(writer, widget)
                _kids(parent.obj).append(ref)
                annots.append(ref)
        page[NameObject("/Annots")] = annots
    order = ArrayObject([terminals[calc.name].ref for calc in calcs if calc.name in terminals])
    writer.root_object[NameObject("/AcroForm")] = add_object(
        writer,
        DictionaryObject(
            {
                NameObject("/Fields"): ArrayObject([root.ref for root in roots.values()]),
                NameObject("/CO"): order,
                NameObject("/DA"): TextStringObject(da),
                NameObject("/DR"): DictionaryObject(
                    {
                        NameObject("/Font"): DictionaryObject(
                            {NameObject(f"/{FORM_FONT}"): font, NameObject("/ZaDb"): zapf}
                        )
                    }
                ),
            }
        ),
    )
    writer.add_metadata({META_KEY: meta.to_json()})
    return compact(writer)
