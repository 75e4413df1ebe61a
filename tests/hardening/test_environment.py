"""A hostile or broken environment: at most one ``Warning:`` line, and the command works.

Each case runs a real process, since these settings are read when ReportLab,
matplotlib and Jinja2 are first imported or used.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES

FRIDAY = str(EXAMPLES / "friday-night.toml")


def _run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if k not in ("MPLCONFIGDIR", "XDG_CACHE_HOME")}
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        capture_output=True,
        text=True,
        env={**base, **env},
        check=False,
    )


FONT_LIST_NOTICE = "Matplotlib is building the font cache; this may take a moment."
"""What matplotlib prints, not Bornes, when making its list of the system's fonts takes over five
seconds. In the private folder Bornes gives it when its own cannot be used, the list is made anew
each run: on a loaded machine it takes that long."""


def _works_with_at_most_one_warning(out: subprocess.CompletedProcess[str], written: Path) -> None:
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stderr.splitlines() if line != FONT_LIST_NOTICE]
    assert len(lines) <= 1, out.stderr
    assert all(line.startswith("Warning: ") for line in lines), out.stderr
    assert written.stat().st_size > 0


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "not-a-folder"
    path.write_text("x", "utf-8")
    return path


@pytest.mark.slow
@pytest.mark.subprocess
def test_home_a_file(tmp_path: Path, a_file: Path) -> None:
    for args, out in ((["sheet", "--edition", "parker-brothers"], "s.pdf"), (["chart", FRIDAY], "c.png")):
        result = _run([*args, "-o", str(tmp_path / out)], {"HOME": str(a_file)})
        _works_with_at_most_one_warning(result, tmp_path / out)
        assert "is not a folder" in result.stderr


@pytest.mark.subprocess
def test_reportlab_mods_a_folder(tmp_path: Path) -> None:
    home = tmp_path / "home"
    (home / ".reportlab_mods").mkdir(parents=True)
    result = _run(
        ["sheet", "--edition", "parker-brothers", "-o", str(tmp_path / "s.pdf")], {"HOME": str(home)}
    )
    _works_with_at_most_one_warning(result, tmp_path / "s.pdf")
    assert ".reportlab_mods is not a file" in result.stderr


@pytest.mark.subprocess
@pytest.mark.parametrize("args", [["editions"], ["score", FRIDAY]], ids=["editions", "score"])
def test_commands_that_draw_nothing_leave_the_drawing_settings_alone(
    args: list[str], tmp_path: Path, a_file: Path
) -> None:
    home = tmp_path / "home"
    (home / ".reportlab_mods").mkdir(parents=True)
    result = _run(args, {"HOME": str(home), "MPLCONFIGDIR": str(a_file)})
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""  # neither ReportLab's nor matplotlib's settings are read


@pytest.mark.slow
@pytest.mark.subprocess
@pytest.mark.parametrize("variable", ["MPLCONFIGDIR", "XDG_CACHE_HOME"])
def test_matplotlib_folders_unusable(variable: str, tmp_path: Path, a_file: Path) -> None:
    result = _run(["chart", FRIDAY, "-o", str(tmp_path / "c.png")], {variable: str(a_file)})
    _works_with_at_most_one_warning(result, tmp_path / "c.png")
    assert "matplotlib cannot use" in result.stderr


@pytest.mark.subprocess
def test_jinja2_cache_folder_a_file(tmp_path: Path) -> None:
    (tmp_path / f"_jinja2-cache-{os.getuid()}").write_text("x", "utf-8")
    out = tmp_path / "c.pdf"
    result = _run(
        ["cards", "--edition", "parker-brothers", "--layout", "sheet", "-o", str(out)],
        {"TMPDIR": str(tmp_path)},
    )
    _works_with_at_most_one_warning(result, out)


@pytest.mark.subprocess
@pytest.mark.skipif(os.getuid() != 0, reason="giving a folder to another user takes root")
def test_jinja2_cache_folder_owned_by_another_user(tmp_path: Path) -> None:
    cache = tmp_path / f"_jinja2-cache-{os.getuid()}"
    cache.mkdir(mode=0o700)
    os.chown(cache, 12345, 12345)
    out = tmp_path / "c.pdf"
    result = _run(
        ["cards", "--edition", "parker-brothers", "--layout", "sheet", "-o", str(out)],
        {"TMPDIR": str(tmp_path)},
    )
    _works_with_at_most_one_warning(result, out)


def test_an_unusable_bytecode_cache_is_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator.environment import bytecode_cache

    (tmp_path / f"_jinja2-cache-{os.getuid()}").write_text("x", "utf-8")
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert bytecode_cache() is None
