"""Reading users' files and writing outputs: whole or untouched, never half-written."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.errors import LogError, OutputError
from generator.files import atomic_writer, read_text, resource, write_bytes


def test_a_write_replaces_the_file_whole(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")
    write_bytes(target, b"new")
    assert target.read_bytes() == b"new"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_an_error_mid_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")
    with pytest.raises(RuntimeError), atomic_writer(target) as handle:
        handle.write(b"half a pdf")
        raise RuntimeError("the drawing failed")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_ctrl_c_mid_write_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "match.toml"
    target.write_bytes(b"old")
    with pytest.raises(KeyboardInterrupt), atomic_writer(target) as handle:
        handle.write(b"half")
        raise KeyboardInterrupt
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["match.toml"]


def test_a_full_disk_is_a_clear_output_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "report.pdf"

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(OutputError, match=r"report.pdf: cannot be written \(No space left on device\)"):
        write_bytes(target, b"data")
    assert not target.exists()
    assert os.listdir(tmp_path) == []


def test_an_output_in_a_missing_folder_is_refused_not_created(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match=r"the folder .*nowhere does not exist"):
        write_bytes(tmp_path / "nowhere" / "sheet.pdf", b"x")
    assert not (tmp_path / "nowhere").exists()


def test_written_files_are_readable_by_everyone(tmp_path: Path) -> None:
    write_bytes(tmp_path / "a.pdf", b"x")
    assert (tmp_path / "a.pdf").stat().st_mode & 0o777 == 0o644


def test_reading_refuses_what_is_not_text(tmp_path: Path) -> None:
    (tmp_path / "b.toml").write_bytes(b"\x00\x01")
    with pytest.raises(LogError, match="binary"):
        read_text(tmp_path / "b.toml", LogError)


@pytest.mark.parametrize("name", ["fonts", "templates", "examples"])
def test_bundled_folders_are_found(name: str) -> None:
    assert resource(name).is_dir()


def test_a_missing_bundled_folder_says_so() -> None:
    with pytest.raises(FileNotFoundError, match="'nothing' is missing"):
        resource("nothing")
