"""A config file's nesting, type and size give one error naming the problem (issue 25)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from capabilities.toml_file import MAX_BYTES, file_problem, parse_toml


def test_nesting_too_deep_for_the_parser_is_invalid_toml_not_a_recursion_error():
    with pytest.raises(tomllib.TOMLDecodeError, match="nested too deeply"):
        parse_toml("x = " + "[" * 5000 + "]" * 5000 + "\n")
    assert parse_toml("x = [[1], [2]]\n") == {"x": [[1], [2]]}


def test_a_folder_a_large_file_and_a_missing_file(tmp_path: Path):
    (tmp_path / "folder.toml").mkdir()
    assert file_problem(tmp_path / "folder.toml") == "is a folder, not a config file; move it away"
    big = tmp_path / "big.toml"
    big.write_text("# x\n" * (MAX_BYTES // 4 + 1))
    assert (file_problem(big) or "").endswith("a config file holds at most 1 MB")
    assert file_problem(tmp_path / "missing.toml") is None
    (tmp_path / "fine.toml").write_text("x = 1\n")
    assert file_problem(tmp_path / "fine.toml") is None
