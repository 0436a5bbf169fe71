"""The run's own copy of a task's workspace, and the fresh folder its check runs in.

The try works in a copy of the task's `workspace/` made outside the suite's folder; the hidden files (a
task's tests) are never in it, so the model never sees nor edits them, not even on a second try. The check
runs in a folder assembled afresh after each try (`check_folder`): the model's files, less everything that
configures or plugs into a test runner (`conftest.py`, `pytest.ini`, `sitecustomize.py`, a `.pyc` made to
stand in for a test, a module named like `unittest`, ...), then the task's own versions of those, then the
hidden files, copied in last. A model that writes a conftest.py marking every test passed is checked with
the task's configuration, not its own.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

COPY_IGNORED = shutil.ignore_patterns(".venv", "venv", "node_modules", "__pycache__", ".mypy_cache", ".pytest_cache")

# Files that configure or plug into the test runner wherever they are: the model's are left out of the check.
RUNNER_FILES = frozenset(
    {
        "conftest.py",
        "pytest.ini",
        ".pytest.ini",
        "tox.ini",
        "sitecustomize.py",
        "usercustomize.py",
        "__pycache__",
        ".pytest_cache",
    }
)
RUNNER_SUFFIXES = (".pth", ".pyc", ".pyo")
# Configure pytest only when they name it ([tool.pytest.ini_options], [tool:pytest]).
PYTEST_WHEN_NAMED = frozenset({"pyproject.toml", "setup.cfg"})
# A module of the model's own at the top of the workspace would be imported in place of one of these (the
# check runs with the folder first on sys.path): the runners, their plugins' loader and the standard library
# (less `test`, the name of many a project's own tests folder).
RUNNER_MODULES = frozenset({"pytest", "_pytest", "pluggy", "py", *sys.stdlib_module_names} - {"test"})


def copy_workspace(source: Path, into: Path) -> Path:
    """A copy of `source` under `into`, named like it (so a project's name still reads the same)."""
    copy = into / (source.resolve().name or "workspace")
    shutil.copytree(source, copy, symlinks=True, ignore=COPY_IGNORED)
    return copy


def check_folder(model_copy: Path, task_workspace: Path, hidden: Path | None, into: Path) -> Path:
    """A fresh folder under `into`, named like `model_copy`, to run the check in: the model's files less
    those that plug into the test runner, the task's own versions of those (from `task_workspace`), then
    the `hidden` files over everything."""
    folder = into / model_copy.name
    shutil.copytree(model_copy, folder, symlinks=True, ignore=_LeftOut(model_copy, task_workspace))
    for source in sorted(task_workspace.rglob("*")):
        relative = source.relative_to(task_workspace)
        if source.is_file() and not source.is_symlink() and "__pycache__" not in relative.parts:
            if plugs_into_runner(source):
                _place(source, folder, relative)
    if hidden is not None:
        for source in sorted(hidden.rglob("*")):
            if source.is_file() and "__pycache__" not in source.parts:
                _place(source, folder, source.relative_to(hidden))
    return folder


def plugs_into_runner(path: Path, top: bool = False) -> bool:
    """Whether the file or folder `path` configures or plugs into a test runner (`top`: it lies at the top
    of the workspace, where a module shadows one of the same name)."""
    name = path.name
    if name in RUNNER_FILES or name.endswith(RUNNER_SUFFIXES):
        return True
    if name in PYTEST_WHEN_NAMED:
        return "pytest" in _text(path).lower()
    if name.endswith(".py") and "pytest_plugins" in _text(path):
        return True
    return top and name.removesuffix(".py") in RUNNER_MODULES and (path.is_dir() or name.endswith(".py"))


class _LeftOut:
    """copytree's `ignore`: what of the model's copy stays out of the check folder."""

    def __init__(self, model_copy: Path, task_workspace: Path):
        self.root = Path(os.path.realpath(model_copy))
        self.task_workspace = task_workspace

    def __call__(self, folder: str, names: list[str]) -> set[str]:
        left_out = set()
        top = Path(os.path.realpath(folder)) == self.root
        for name in names:
            path = Path(folder) / name
            if path.is_symlink() and not Path(os.path.realpath(path)).is_relative_to(self.root):
                left_out.add(name)  # a way out of the folder: a conftest.py or a test file elsewhere
            elif plugs_into_runner(path, top=top and not (self.task_workspace / name).exists()):
                left_out.add(name)
        return left_out


def _place(source: Path, root: Path, relative: Path) -> None:
    """Copy `source` to `root / relative`, through no symlink the model left: a link on the way is replaced
    by a folder, and whatever stood at the target is removed first."""
    here = root
    for part in relative.parts[:-1]:
        here = here / part
        if here.is_symlink() or (here.exists() and not here.is_dir()):
            here.unlink()
        here.mkdir(exist_ok=True)
    target = root / relative
    if target.is_symlink() or target.is_file():
        target.unlink()
    elif target.is_dir():
        shutil.rmtree(target)
    shutil.copyfile(source, target)


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
    except OSError:
        return ""
