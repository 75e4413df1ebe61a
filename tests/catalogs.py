"""The catalogs as translators' tools see them: read with Babel, extracted as ``pybabel extract`` does.

The tests may use Babel; the commands never do (they read the compiled ``.mo``).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from generator.text.languages import Lang

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "templates" / "locale"

MessageId = tuple[str | None, str]
"""(context, msgid) of a message."""


def po_path(lang: Lang) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "bornes.po"


@cache
def read_catalog(lang: Lang) -> Catalog:
    """The language's ``.po`` catalog."""
    with po_path(lang).open("rb") as handle:
        return read_po(handle, locale=lang, domain="bornes")


def forms(message: Message) -> tuple[str, ...]:
    """A message's translation: its one string, or one string for each plural form."""
    if isinstance(message.string, str):
        return (message.string,)
    assert message.string is not None, message.id
    return tuple(message.string)


def catalog_ids(lang: Lang) -> set[MessageId]:
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in read_catalog(lang) if m.id}


@cache
def extracted() -> dict[MessageId, bool]:
    """Every message the code and templates ask for, as ``pybabel extract -F babel.cfg`` finds them.

    Each (context, id) maps to whether it is a plural message.
    """
    with (ROOT / "babel.cfg").open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    found: dict[MessageId, bool] = {}
    for _, _, message, _, context in extract_from_dir(str(ROOT), method_map, options_map):
        msgid = message if isinstance(message, str) else message[0]
        found[(context, msgid)] = not isinstance(message, str)
    return found


def template_ids() -> set[str]:
    """The cards' messages: those the templates name by their English sentence."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as handle:
        method_map, options_map = parse_mapping_cfg(handle)
    method_map = [(pattern, method) for pattern, method in method_map if method == "jinja2"]
    return {
        message if isinstance(message, str) else message[0]
        for _, _, message, _, _ in extract_from_dir(str(ROOT), method_map, options_map)
    }
