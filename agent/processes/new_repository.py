"""A repository that a command creates where there was none: nothing in it may make the user's git run code.

The sandbox binds `.git/config` and `.git/hooks` read-only, but only when they exist when the command
starts: `git init && python3 -c "...write core.fsmonitor..."` in one command would plant a program that the
user's next `git status` runs outside any sandbox. After such a command the new repository's config keeps
only the keys that run nothing (agent/permissions/shell_reader/git_config.py); any other
key is removed, and so are hooks that are not git's samples. The tool result says what was removed.
"""

from __future__ import annotations

import os
from pathlib import Path

from agent.permissions.protected import git_dir_of
from agent.permissions.quiet_git import git
from agent.permissions.shell_reader import keys_that_run_programs


def has_git_dir(root: Path) -> bool:
    return os.path.lexists(root / ".git")


def defuse_new_repository(root: Path) -> list[str]:
    """Remove from `root`'s git dir (made by the command that just ran: `root/.git`, a separate git dir in
    `root` that its `.git` file names, or `root` itself in the bare layout) every config key and hook that
    could run a program; what was removed, for the tool result."""
    git_dir = git_dir_of(root)
    real = Path(os.path.realpath(root))
    if git_dir is None or git_dir.is_symlink() or not git_dir.is_dir():
        return []
    if git_dir != real and real not in git_dir.parents and git_dir != root / ".git":
        return []  # a `.git` file naming another repository: that one is not this command's to change
    removed: list[str] = []
    config = git_dir / "config"
    if config.is_file() and not config.is_symlink():
        for key in keys_that_run_programs(config):
            git(["config", "--file", str(config), "--unset-all", key])
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


__all__ = ["defuse_new_repository", "has_git_dir"]
