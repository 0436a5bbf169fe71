"""A repository that a command creates where there was none: nothing in it may make the user's git run code.

The sandbox binds `.git/config` and `.git/hooks` read-only, but only when they exist when the command
starts: `git init && python3 -c "...write core.fsmonitor..."` in one command would plant a program that the
user's next `git status` runs outside any sandbox. After such a command the new repository's config keeps
only the keys git itself writes and those that run nothing (`shell.toml`'s `git_safe_config`); any other
key is removed, and so are hooks that are not git's samples. The tool result says what was removed.
"""

from __future__ import annotations

import os
import subprocess
from fnmatch import fnmatchcase
from pathlib import Path

from agent.permissions.shell_knowledge import knowledge

# What `git init`, `git remote add` and `git branch --set-upstream-to` write: nothing of it runs a program.
WRITTEN_BY_GIT = (
    "core.repositoryformatversion",
    "core.filemode",
    "core.bare",
    "core.logallrefupdates",
    "core.ignorecase",
    "core.precomposeunicode",
    "core.symlinks",
    "remote.*.url",
    "remote.*.fetch",
    "remote.*.pushurl",
    "branch.*.remote",
    "branch.*.merge",
    "branch.*.rebase",
)
GIT_TIMEOUT_S = 10


def has_git_dir(root: Path) -> bool:
    return os.path.lexists(root / ".git")


def defuse_new_repository(root: Path) -> list[str]:
    """Remove from `root/.git` (made by the command that just ran) every config key and hook that could run a
    program; what was removed, for the tool result."""
    git_dir = root / ".git"
    if git_dir.is_symlink() or not git_dir.is_dir():
        return []
    removed: list[str] = []
    config = git_dir / "config"
    if config.is_file() and not config.is_symlink():
        safe = (*WRITTEN_BY_GIT, *knowledge().git_safe_config)
        for key in _config_keys(config):
            if not any(fnmatchcase(key.lower(), glob.lower()) for glob in safe):
                _git(["config", "--file", str(config), "--unset-all", key])
                removed.append(key)
    hooks = git_dir / "hooks"
    if hooks.is_dir() and not hooks.is_symlink():
        for hook in sorted(hooks.iterdir()):
            if not hook.name.endswith(".sample"):
                if hook.is_dir() and not hook.is_symlink():
                    continue  # git runs files named after hooks, never folders
                hook.unlink()
                removed.append(f"hooks/{hook.name}")
    return removed


def _config_keys(config: Path) -> list[str]:
    # --file reads that file alone: no includes, no repository, so nothing in it runs.
    listed = _git(["config", "--file", str(config), "--name-only", "--list"])
    keys: list[str] = []
    for key in listed.splitlines():
        if key and key not in keys:
            keys.append(key)
    return keys


def _git(args: list[str]) -> str:
    env = {
        **{name: value for name, value in os.environ.items() if not name.startswith("GIT_")},
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
    }
    try:
        done = subprocess.run(
            ["git", *args], env=env, capture_output=True, text=True, timeout=GIT_TIMEOUT_S, stdin=subprocess.DEVNULL
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout


__all__ = ["defuse_new_repository", "has_git_dir"]
