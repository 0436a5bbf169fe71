"""Reading a TOML file that a user or a project wrote: bounded in size and nesting, and a folder where the file
should be is an error, not an absent file. One home for these checks; each reader keeps its own error type
and words, and only adds the problem this module names."""

from __future__ import annotations

import stat
import tomllib
from pathlib import Path
from typing import Any

MAX_BYTES = 1024 * 1024  # a config file of more than this is a mistake (or an attack), not settings


def file_problem(path: Path) -> str | None:
    """What is wrong with `path` as a config file before it is read: not a file, or too large; None when it is
    a readable size or does not exist at all (absent files mean defaults)."""
    try:
        info = path.stat()
    except OSError:
        return None  # missing, or unreadable: the read says which
    if not stat.S_ISREG(info.st_mode):
        kind = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file"
        return f"is {kind}, not a config file; move it away"
    if info.st_size > MAX_BYTES:
        return f"is {info.st_size / 1024 / 1024:.1f} MB; a config file holds at most {MAX_BYTES // 1024 // 1024} MB"
    return None


def parse_toml(text: str) -> dict[str, Any]:
    """`tomllib.loads`, with nesting too deep for the parser reported as invalid TOML (a RecursionError)."""
    try:
        return tomllib.loads(text)
    except RecursionError:
        raise tomllib.TOMLDecodeError("nested too deeply for a config file") from None
