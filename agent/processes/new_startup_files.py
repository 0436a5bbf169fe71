"""Start files that a command creates where there were none, in a workspace that holds them, are moved out.

The sandbox binds a home directory's shell and login files, its bin folders and autostart folders, and the
agent's own site-packages read-only where the workspace holds them (agent/permissions/protected.py), but
bubblewrap can bind only what exists when the command starts: `python3 -c "open('.zshrc', 'a')..."` in a home
without a .zshrc would plant what the user's next shell runs, outside any sandbox. Outside the sandbox the
gate asks before such a write; this is the same line for what the gate cannot see. Moved, not deleted (under
the data directory), like a new `.agent/` (agent/processes/new_project_config.py); the tool result says where.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from agent.paths import data_dir, private_dir
from agent.permissions.protected import startup_paths


def missing_startup_paths(root: Path) -> list[Path]:
    """The start files and folders the workspace would hold and does not, before a command."""
    real = Path(os.path.realpath(root))
    return [path for path in startup_paths(real) if real in path.parents and not os.path.lexists(path)]


def move_new_startup_files(missing: list[Path], root: Path) -> list[tuple[Path, Path]]:
    """Move each of `missing` that now exists (a file, folder or link, never followed) under the data
    directory; (where it was, where it went) for each (one that could not be kept is deleted instead)."""
    made = [path for path in missing if os.path.lexists(path)]
    if not made:
        return []
    stamp = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.monotonic_ns()}"
    base = private_dir(data_dir() / "removed" / stamp)
    real = Path(os.path.realpath(root))
    moved = []
    for path in made:
        target = base / path.relative_to(real)
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(path), str(target))
        except OSError:  # cannot be kept: it still may not stay where the next login runs it
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink(missing_ok=True)
        moved.append((path, target))
    return moved


__all__ = ["missing_startup_paths", "move_new_startup_files"]
