"""The package's layers: each module imports only from its own layer and those below, never in a circle.

The layers, lowest first (``LAYERS``), are the pipeline the folders show:
the pure core (the rules, the statistics over scored matches, words and
numbers in a language); the edges it reads and writes through (files, the
process's surroundings, a file format); the race chart, then the tools the
printed artefacts draw with; the results as data and terminal text; the
reports, made from scored matches; the match logs, read and written; the
sheets and the cards; all of them at once; the command line on top. A
function that sits in a layer above the code that needs it is found here as
an import running back up, and is moved down to its home rather than
imported upward.

Every import counts: at the top of a module, inside a function (imported
when it is needed, to keep a command light), and under ``TYPE_CHECKING``
(a type is a dependency too). Each module of ``generator/`` is read with
``ast``, not imported, so the check loads nothing.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "generator"


class Layer(NamedTuple):
    """A layer: its name, its folders and its modules (``generator/rules/``, ``generator/files.py``)."""

    name: str
    members: tuple[str, ...]


LAYERS = (
    # The languages (generator/text/languages.py, plain data importing nothing) sit in the base:
    # the rules' editions name their cards and their rulebook's language in a checked Lang.
    Layer(
        "the base: errors, the systems' differences, reading what users type, the languages",
        (
            "generator/__init__.py",
            "generator/errors.py",
            "generator/compat.py",
            "generator/inputs.py",
            "generator/text/languages.py",
        ),
    ),
    Layer("the rules", ("generator/rules/",)),
    Layer("the statistics", ("generator/stats/",)),
    Layer("words and numbers", ("generator/text/",)),
    Layer(
        "files, surroundings and formats",
        ("generator/files.py", "generator/environment.py", "generator/form_format.py"),
    ),
    # matplotlib's figures of a scored match: the PDF tools put them in a report, never the reverse.
    Layer("the race chart", ("generator/chart/",)),
    Layer("drawing tools and defaults", ("generator/pdf/", "generator/htmlpage.py", "generator/defaults.py")),
    Layer(
        "results as data and terminal text",
        (
            "generator/summary.py",
            "generator/summary_shapes.py",
            "generator/csvout.py",
            "generator/spreadsheet.py",
            "generator/textout.py",
        ),
    ),
    # A report reads a scored match (MatchResult, the statistics), never a log: logs are read and
    # written above it, by the commands, the terminal session, the import and the phone sheet's export.
    Layer("the reports, and what bornes score gives", ("generator/report/", "generator/scores.py")),
    Layer("the match logs", ("generator/matchlog/",)),
    Layer("the sheets and the cards", ("generator/sheets/", "generator/cards/")),
    # A photographed scan sheet is read with the sheet's layout, into the import's log reader.
    Layer("the scan reader", ("generator/scan/",)),
    Layer("every artefact at once", ("generator/batch.py",)),
    # The command line is one module or a package of command modules, under either name.
    Layer(
        "the command line",
        ("generator/cli.py", "generator/cli/", "generator/commands/", "generator/__main__.py"),
    ),
)
"""The package's layers, lowest first. A module may import from its own layer and those below."""


class Import(NamedTuple):
    """An import of a module of the package: where it is written and the module it loads."""

    line: int
    module: str


def module_name(path: str) -> str:
    """The dotted name of a module's file: ``generator/rules/match.py`` is ``generator.rules.match``."""
    parts = path.removesuffix(".py").split("/")
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(source: str, name: str, *, package: bool, modules: frozenset[str]) -> list[Import]:
    """Every module of ``modules`` that the module ``name`` (``package``: an ``__init__.py``) imports.

    Imports are found anywhere in the source (``ast.walk``): at the top,
    inside functions, under ``TYPE_CHECKING``. ``from X import y`` loads the
    module ``X.y`` where there is one, else ``X``; a relative import is read
    from the module's own package. A name that is no module of ``modules``
    stands for the nearest package holding it.
    """
    here = name if package else name.rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = ".".join(here.split(".")[: len(here.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            targets = [f"{base}.{alias.name}" for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.append(Import(node.lineno, target))
    return sorted(found)


@cache
def package_files() -> dict[str, str]:
    """Every module of the package: its dotted name and its path from the repository's root."""
    paths = sorted((ROOT / PACKAGE).rglob("*.py"))
    return {
        module_name(path.relative_to(ROOT).as_posix()): path.relative_to(ROOT).as_posix() for path in paths
    }


@cache
def graph() -> dict[str, list[Import]]:
    """Each module of the package and the package's modules it imports."""
    files = package_files()
    modules = frozenset(files)
    return {
        name: imported(
            (ROOT / path).read_text(encoding="utf-8"),
            name,
            package=path.endswith("__init__.py"),
            modules=modules,
        )
        for name, path in files.items()
    }


def layer_of(path: str) -> int | None:
    """The index in ``LAYERS`` of a module's file: the layer naming it, or its folder, most closely."""
    named = [
        (len(member), index)
        for index, layer in enumerate(LAYERS)
        for member in layer.members
        if path == member or (member.endswith("/") and path.startswith(member))
    ]
    return max(named)[1] if named else None


def circles(edges: Mapping[str, list[Import]]) -> list[list[str]]:
    """The modules that import one another around a circle, each group in name order (Tarjan's
    strongly connected components, R. Tarjan, *SIAM J. Comput.* 1(2), 1972)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(name: str) -> None:
        order[name] = low[name] = len(order)
        stack.append(name)
        on_stack.add(name)
        for target in {each.module for each in edges.get(name, [])}:
            if target not in order:
                visit(target)
                low[name] = min(low[name], low[target])
            elif target in on_stack:
                low[name] = min(low[name], order[target])
        if low[name] == order[name]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == name:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for name in sorted(edges):
        if name not in order:
            visit(name)
    return sorted(groups)


def upward(edges: Mapping[str, list[Import]], files: Mapping[str, str]) -> Iterator[str]:
    """Each import of a module from a layer above its own, as a line saying where and which."""
    for name, imports in sorted(edges.items()):
        own = layer_of(files[name])
        for each in imports:
            theirs = layer_of(files[each.module])
            if own is not None and theirs is not None and theirs > own:
                yield (
                    f"{files[name]}:{each.line} ({LAYERS[own].name}) imports {each.module}"
                    f" ({LAYERS[theirs].name}, above)"
                )


def test_every_module_of_the_package_has_a_layer() -> None:
    files = package_files()
    assert [path for path in files.values() if layer_of(path) is None] == []


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    assert list(upward(graph(), package_files())) == []


def test_no_modules_import_one_another_in_a_circle() -> None:
    assert circles(graph()) == []


MODULES = frozenset(
    {"generator", "generator.files", "generator.rules", "generator.rules.match", "generator.pdf"}
)
"""The modules of a made-up package, for the tests of the reading itself."""


def test_imports_inside_functions_relative_and_of_submodules_are_all_seen() -> None:
    source = (
        "from generator import files\n"
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from generator.rules.match import Match\n"
        "def draw():\n"
        "    from . import match\n"
        "    import generator.pdf.text\n"
    )
    found = imported(source, "generator.rules.scoring", package=False, modules=MODULES)
    assert found == [
        Import(1, "generator.files"),
        Import(4, "generator.rules.match"),
        Import(6, "generator.rules.match"),
        Import(7, "generator.pdf"),
    ]


def test_an_import_up_the_layers_and_a_circle_are_found() -> None:
    edges = {
        "generator.files": [Import(3, "generator.matchlog.parse")],
        "generator.matchlog.parse": [Import(9, "generator.files")],
    }
    files = {
        "generator.files": "generator/files.py",
        "generator.matchlog.parse": "generator/matchlog/parse.py",
    }
    assert list(upward(edges, files)) == [
        "generator/files.py:3 (files, surroundings and formats) imports generator.matchlog.parse"
        " (the match logs, above)"
    ]
    assert circles(edges) == [["generator.files", "generator.matchlog.parse"]]


def test_the_command_line_may_be_a_module_or_a_package_of_commands() -> None:
    top = len(LAYERS) - 1
    assert layer_of("generator/cli.py") == top
    assert layer_of("generator/cli/score.py") == top
    assert layer_of("generator/commands/score.py") == top
    assert layer_of("generator/rules/match.py") == 1
