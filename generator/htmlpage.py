"""One self-contained HTML page from a Jinja2 template: the shared helper of Bornes' HTML artefacts.

The templates live in ``templates/html/`` (the report's in ``report/``), are
rendered autoescaped and with ``StrictUndefined`` (a missing value is an
error, never an empty string), and name every word by its catalog key
(``say``, ``generator.text.i18n``). A stylesheet or script kept as a file
beside them is inlined when the page is built (``inline``), so the page is
one file that opens from a phone's downloads with no network: its Content
Security Policy lets it load nothing at all. Numbers reach a template
already formatted by the report modules.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined
from markupsafe import Markup

from generator.environment import bytecode_cache
from generator.files import resource
from generator.text.i18n import say

CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
"""What a page may load: nothing but its own inline styles (and data: images)."""


def inline(name: str) -> Markup:
    """A file of ``templates/html/`` (a stylesheet, a script) as text to put inside its element.

    ``</`` cannot end the element early: the files are Bornes' own, and a test
    checks none holds it.
    """
    text = (resource("templates") / "html" / name).read_text(encoding="utf-8")
    if "</" in text:
        raise ValueError(f"templates/html/{name} holds '</', which would end its element")
    return Markup(text)  # Bornes' own file, checked above


@cache
def environment() -> Environment:
    """The templates' environment: strict, autoescaping, with ``say``, ``inline`` and ``csp``."""
    env = Environment(
        loader=FileSystemLoader(str(resource("templates") / "html")),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        bytecode_cache=bytecode_cache(),
    )
    env.globals.update(say=say, inline=inline, csp=CONTENT_SECURITY_POLICY)
    return env


def render(template: str, **context: Any) -> bytes:
    """The page ``template`` (a path under ``templates/html/``) rendered with ``context``, as UTF-8."""
    return environment().get_template(template).render(**context).encode("utf-8")
