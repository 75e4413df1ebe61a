"""Build hook: compile the gettext catalogs (``templates/locale/*/LC_MESSAGES/bornes.po``) to ``.mo``.

Hatch runs it for every wheel, the editable one of ``pip install -e .``
included. The ``.mo`` files are written beside their ``.po``: an editable
install reads them there, and a wheel carries them with the rest of
``templates/`` (``force-include`` in ``pyproject.toml``, which takes files
git ignores). They are build products, not committed (``.gitignore``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def _compiler(root: Path) -> Any:
    # Loaded by path: the package itself is not importable while it is being built.
    spec = importlib.util.spec_from_file_location("_bornes_catalogs", root / "generator/text/catalogs.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CatalogsHook(BuildHookInterface):  # type: ignore[type-arg]
    """Compile every catalog before the files are collected."""

    PLUGIN_NAME = "catalogs"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:  # noqa: ARG002 (hatchling's hook)
        root = Path(self.root)
        _compiler(root).compile_catalogs(root / "templates" / "locale")
