"""Click's own words through Bornes' catalog: the one place Bornes reaches into Click.

Click marks every message it prints for translation (``_("Usage:")``,
``ngettext(...)``), each of its modules importing the standard library's
functions under those names (``from gettext import gettext as _``). So its
messages follow the process's global gettext domain and the locale's
variables, never ``BORNES_LANG``, and no catalog of Bornes' is that domain.
``translate_click`` points those two names, in every module of Click's that
has them (``MODULES``) and is loaded, at Bornes' lookups
(``generator.cli.language``). ``tests/cli/test_click_internals.py`` is the
contract: every module of the installed Click that imports gettext is one of
``MODULES`` and still has the names, so a new release that changes either is
named there, not found by a user.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

MODULES = (
    "click.core",
    "click.decorators",
    "click.exceptions",
    "click.formatting",
    "click.parser",
    "click.shell_completion",
    "click.termui",
    "click.types",
    "click.utils",
    "click._termui_impl",
    "click._winconsole",
)
"""Click's modules that import ``gettext`` and ``ngettext`` under the names ``_`` and ``ngettext``.
``_termui_impl`` (progress bars, the editor) and ``_winconsole`` (Windows' console) load when first
needed: ``translate_click`` points those loaded, and runs again where one may have been since."""


def translate_click(gettext: Callable[[str], str], ngettext: Callable[[str, str, int], str]) -> None:
    """Click's messages through ``gettext`` and ``ngettext``, in each module of ``MODULES`` loaded."""
    import click  # noqa: F401  (its modules are the ones pointed)

    for name in MODULES:
        module = sys.modules.get(name)
        if module is None:
            continue
        if hasattr(module, "_"):
            module._ = gettext  # type: ignore[attr-defined]  # Click's gettext, by its module's name
        if hasattr(module, "ngettext"):
            module.ngettext = ngettext  # type: ignore[attr-defined]
