"""The run's own copy of a task's workspace, and the hidden files that are in it only while the check runs.

Hidden files (a task's tests) are copied in just before the check and taken out right after it, with any
workspace file they covered put back, so the model never sees nor edits them, not even on a second try.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

COPY_IGNORED = shutil.ignore_patterns(".venv", "venv", "node_modules", "__pycache__", ".mypy_cache", ".pytest_cache")


def copy_workspace(source: Path, into: Path) -> Path:
    """A copy of `source` under `into`, named like it (so a project's name still reads the same)."""
    copy = into / (source.resolve().name or "workspace")
    shutil.copytree(source, copy, symlinks=True, ignore=COPY_IGNORED)
    return copy


@contextmanager
def hidden_files(hidden: Path | None, copy: Path) -> Iterator[None]:
    """`hidden`'s files in `copy` for the duration of the block; afterwards the copy is as the model left it."""
    if hidden is None:
        yield
        return
    files = [p.relative_to(hidden) for p in sorted(hidden.rglob("*")) if p.is_file() and "__pycache__" not in p.parts]
    covered: dict[Path, bytes] = {}
    made_dirs: list[Path] = []
    for relative in files:
        target = copy / relative
        if target.is_file():
            covered[relative] = target.read_bytes()
        for parent in reversed(target.parents):
            if parent.is_relative_to(copy) and not parent.exists():
                made_dirs.append(parent)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(hidden / relative, target)
    try:
        yield
    finally:
        for relative in files:
            target = copy / relative
            if relative in covered:
                target.write_bytes(covered[relative])
            else:
                target.unlink(missing_ok=True)
        for folder in reversed(made_dirs):
            shutil.rmtree(folder, ignore_errors=True)
