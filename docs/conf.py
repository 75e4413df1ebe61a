"""Sphinx settings for Bornes' documentation site.

Build it with warnings as errors, as CI does (a broken link or reference fails)::

    pip install -e '.[docs]' -c requirements/constraints.txt
    python -m sphinx -W --keep-going -n -b html docs docs/_build/html

The pages are Markdown (MyST). The command reference is generated from the
Click commands themselves by sphinx-click, so it says what ``bornes --help``
says. Nothing is fetched from the network: the theme is Sphinx's own
(alabaster) and there is no intersphinx.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator import __version__

if TYPE_CHECKING:
    from sphinx.application import Sphinx

project = "Bornes"
author = "the Bornes authors"
copyright = "2026, the Bornes authors"
version = release = __version__

extensions = ["myst_parser", "sphinx_click"]
source_suffix = {".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", "pictures.py"]

# Every cross-reference must resolve (-n); `#anchor` links to headings are checked too.
nitpicky = True
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence", "deflist"]
# The pages are written with the characters they mean (’, «, –, no-break spaces);
# docutils must not turn an option's `--` into a dash.
smartquotes = False

html_theme = "alabaster"
html_title = f"Bornes {__version__}"
html_static_path: list[str] = []
html_show_sphinx = False
html_show_sourcelink = False
html_theme_options = {
    "description": "Score sheets, rules cards and match reports for Mille Bornes",
    "show_powered_by": False,
    "fixed_sidebar": True,
    "page_width": "1060px",
    "sidebar_width": "230px",
}
html_sidebars = {"**": ["about.html", "navigation.html", "searchbox.html"]}


def examples_block(_app: Sphinx, _ctx: object, lines: list[str]) -> None:
    """A command's examples (its epilog, each kept line by line) as one shell block headed "Examples",
    as `bornes COMMAND --help` ends with them."""
    examples = "\n".join(line.removeprefix("| ") for line in lines).strip()
    if examples:
        lines[:] = [".. rubric:: Examples", "", ".. code-block:: shell", ""]
        lines += [f"   {line}" if line else "" for line in examples.splitlines()]
        lines.append("")


def setup(app: Sphinx) -> None:
    """Sphinx's hook: the commands' examples shown as shell blocks."""
    app.connect("sphinx-click-process-epilog", examples_block)
