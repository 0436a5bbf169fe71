"""The paths through which the agent could raise its own permissions or run code later, outside any sandbox.

One list, read by the gate (a write to one of these asks, headless it is refused) and by the sandbox (they
are bound read-only inside it): the agent's own configuration (user and project: config.toml with its
hooks and MCP servers, permissions.toml, models.toml, agent kinds), everything under AGENT_HOME, and the
parts of a git repository that git executes (`.git/config` with `core.fsmonitor`, `core.pager`, filters;
`.git/hooks`). A model that may write these could allow itself anything at the next run, or plant a
command that the user's own `git status` runs.
"""

from __future__ import annotations

import os
from pathlib import Path

from agent.paths import config_dir, data_dir

# Inside a repository, relative to its root: what git reads as configuration or runs.
GIT_EXECUTED = (".git/config", ".git/hooks", ".git/info", ".git/modules")
PROJECT_CONFIG = ".agent"  # the project's config.toml, permissions.toml, models.toml, agent kinds


def protected_paths(workspace: Path) -> list[Path]:
    """The real paths, existing or not, that no tool may write without the user's say (the protected
    folders stand for everything below them)."""
    root = Path(os.path.realpath(workspace))
    # AGENT_HOME, when set, is both of these.
    paths = [Path(os.path.realpath(config_dir())), Path(os.path.realpath(data_dir())), root / PROJECT_CONFIG]
    paths.extend(root / name for name in GIT_EXECUTED)
    unique: list[Path] = []
    for path in paths:
        if path not in unique:
            unique.append(path)
    return unique


def is_protected(path: str | Path, workspace: Path) -> bool:
    """Whether writing `path` (resolved as the tools resolve it: symlinks followed) touches a protected path."""
    real = Path(os.path.realpath(Path(workspace) / os.path.expanduser(str(path))))
    return any(real == protected or protected in real.parents for protected in protected_paths(workspace))


__all__ = ["GIT_EXECUTED", "PROJECT_CONFIG", "is_protected", "protected_paths"]
