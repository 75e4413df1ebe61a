"""The contract with Click that ``generator.cli.click_internals`` relies on: what a new release changed
is named here."""

from __future__ import annotations

import importlib
import io
import sys
from pathlib import Path

import click
import pytest

from generator.cli.click_internals import MODULES, translate_click


def _imports_gettext(source: Path) -> bool:
    return "from gettext import" in source.read_text("utf-8")


def test_every_module_of_click_that_translates_is_one_bornes_points() -> None:
    found = {
        f"click.{source.stem}"
        for source in Path(click.__file__).parent.glob("*.py")
        if _imports_gettext(source)
    }
    assert found == set(MODULES)


@pytest.mark.parametrize("name", [name for name in MODULES if name != "click._winconsole"])
def test_each_of_them_names_gettext_as_bornes_expects(name: str) -> None:
    module = importlib.import_module(name)
    source = Path(module.__file__ or "").read_text("utf-8")
    assert "from gettext import gettext as _" in source
    assert hasattr(module, "_")
    assert hasattr(module, "ngettext") == ("from gettext import ngettext" in source)


def test_click_s_messages_go_through_the_functions_given(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in MODULES:
        module = sys.modules.get(name)
        for attribute in ("_", "ngettext"):
            if module is not None and hasattr(module, attribute):
                monkeypatch.setattr(module, attribute, getattr(module, attribute))  # put back after

    def marked(message: str) -> str:
        return f"«{message}»"

    def counted(singular: str, plural: str, count: int) -> str:
        return f"«{singular if count == 1 else plural}»"

    translate_click(marked, counted)
    # Click's own messages, as it shows an error and refuses a choice: through the functions given.
    shown = io.StringIO()
    click.UsageError("no good").show(file=shown)
    assert shown.getvalue().endswith("«Error: no good»\n")
    with pytest.raises(click.BadParameter, match=r"^«'c' is not one of 'a', 'b'\.»$"):
        click.Choice(["a", "b"]).convert("c", None, None)
