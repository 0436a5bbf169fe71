"""A project settings folder (`.agent/`) that a command creates where there was none is moved out of the project.

The sandbox binds `.agent/` read-only, but bubblewrap can bind only what exists when the command starts: in a
project without one, `python3 -c "...write .agent/config.toml..."` (quiet in the sandbox) would leave settings
that the next run honours once the project is trusted (`sandbox = "off"`, allow rules, hooks). Outside the
sandbox the gate asks before such a write; this is the same line for what the gate cannot see. It is moved,
not deleted (under the data directory, which the agent's tools cannot reach), so that nothing is lost should
the user have made it at that moment; the tool result says where.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

from agent.paths import data_dir, private_dir
from agent.permissions.protected import PROJECT_CONFIG


def has_project_config(root: Path) -> bool:
    return os.path.lexists(root / PROJECT_CONFIG)


def move_new_project_config(root: Path) -> Path | None:
    """Move `root/.agent` (a folder, a file or a link, never followed) under the data directory; where it went,
    or None when there was nothing to move (or it could not be kept, and was deleted)."""
    path = root / PROJECT_CONFIG
    if not os.path.lexists(path):
        return None
    stamp = f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.monotonic_ns()}"
    target = private_dir(data_dir() / "removed" / stamp) / PROJECT_CONFIG
    try:
        shutil.move(str(path), str(target))
    except OSError:  # cannot be kept (a full disk): it still may not stay where the next run reads it
        if path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)
        else:
            path.unlink(missing_ok=True)
        return None
    return target
