"""Packaging: the lock covers every declared dependency; the classifiers say what pyproject.toml does."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
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


def test_the_test_extra_installs_the_scan_extra_so_every_clone_runs_the_scan_tests() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    assert extras["scan"], "bornes scan's libraries are an extra"
    assert set(extras["scan"]) <= set(extras["test"])


def test_the_readme_test_command_installs_through_the_lock() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "pip install -e '.[test]' -c requirements/constraints.txt && pytest -n logical\n" in readme


def test_the_python_classifiers_are_the_versions_requires_python_allows() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requires = SpecifierSet(project["requires-python"])
    versions = [
        Version(found[1])
        for classifier in project["classifiers"]
        if (found := re.fullmatch(r"Programming Language :: Python :: (3\.\d+)", classifier))
    ]
    assert versions, "no Programming Language :: Python :: 3.X classifier"
    for version in versions:
        assert requires.contains(version), f"Python {version} is classified but requires-python is {requires}"
    # The oldest version classified is the oldest allowed, and none is skipped between it and the newest.
    lowest, highest = min(versions), max(versions)
    assert not requires.contains(Version(f"3.{lowest.minor - 1}"))
    assert sorted(versions) == [Version(f"3.{minor}") for minor in range(lowest.minor, highest.minor + 1)]


def test_the_licence_classifier_is_the_licence_file_s() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == {"text": "MIT"}
    assert "License :: OSI Approved :: MIT License" in project["classifiers"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License\n")


ADVISORIES = {"pypdf": Version("6.21.4"), "pillow": Version("13.0"), "jinja2": Version("3.1.6")}
"""The first release of each dependency past the last security advisory published against it."""


def test_no_declared_lower_bound_admits_a_release_with_a_published_advisory() -> None:
    # Before: pypdf>=6.14.2 and pillow>=11.3, under which `pip install .` kept an older installed
    # release with published advisories; pypdf reads the sheets other people send.
    for requirement in declared():
        fixed = ADVISORIES.get(canonicalize_name(requirement.name))
        if fixed is None:
            continue
        floors = [Version(s.version) for s in requirement.specifier if s.operator in (">=", "==", "~=")]
        assert floors, f"{requirement} has no lower bound"
        assert max(floors) >= fixed, f"{requirement} admits releases before {fixed}, which fixed an advisory"
