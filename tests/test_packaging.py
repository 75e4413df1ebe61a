"""Packaging: the lock the README's test command installs covers every declared dependency."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parent.parent


def declared() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        texts += extra
    return [Requirement(text) for text in texts]


def pinned() -> dict[str, Version]:
    pins: dict[str, Version] = {}
    for line in (ROOT / "requirements" / "constraints.txt").read_text(encoding="utf-8").splitlines():
        found = re.match(r"^([A-Za-z0-9._-]+)==(\S+)", line)
        if found:
            pins[canonicalize_name(found[1])] = Version(found[2])
    return pins


def test_every_declared_dependency_is_pinned_within_its_bounds() -> None:
    pins = pinned()
    for requirement in declared():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement.name} is declared but not locked: run requirements/refresh"
        assert requirement.specifier.contains(pins[name], prereleases=True), (
            f"{requirement.name}=={pins[name]} in the lock does not satisfy {requirement}"
        )


def test_the_readme_test_command_installs_through_the_lock() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pip install -e '.[test]' -c requirements/constraints.txt && pytest" in readme
