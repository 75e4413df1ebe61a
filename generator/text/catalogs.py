"""Compiling the gettext catalogs: each ``bornes.po`` to the ``bornes.mo`` read at run time.

Run by the build hook (``hatch_build.py``) whenever a wheel is built, for
``pip install .`` and ``pip install -e .`` alike, and by the tests before they
run, so that an edited catalog is what they see. Babel reads and writes the
files; no command imports this module (``generator.text.i18n`` reads the
``.mo`` with the standard library).
"""

from __future__ import annotations

import io
import os
from pathlib import Path

DOMAIN = "bornes"


def catalogs(locale_dir: Path) -> list[Path]:
    """Every ``.po`` catalog under ``locale_dir``, one per language."""
    return sorted(locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def compile_catalog(po: Path, mo: Path) -> None:
    """``po`` compiled to ``mo``; a message that is fuzzy or empty is left out, so it is missing."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as handle:
        catalog = read_po(handle, locale=po.parent.parent.name, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    data = buffer.getvalue()
    if mo.exists() and mo.read_bytes() == data:
        return
    # Written beside and renamed into place, so a reader never sees half a catalog;
    # opened as any file is (not mkstemp's owner-only mode), so every user can read it.
    temp = mo.with_name(f".{mo.name}.{os.getpid()}")
    temp.write_bytes(data)
    os.replace(temp, mo)


def compile_catalogs(locale_dir: Path) -> list[Path]:
    """Every catalog under ``locale_dir`` compiled beside itself; the ``.mo`` files written."""
    compiled = []
    for po in catalogs(locale_dir):
        mo = po.with_suffix(".mo")
        compile_catalog(po, mo)
        compiled.append(mo)
    return compiled
