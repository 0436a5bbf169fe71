"""What a repository's own config makes git run: the keys outside a list of those that run nothing.

Two users: the gate (a git command outside the sandbox, in a repository whose `.git/config` sets such a key,
asks: a project unpacked from an archive can bring `core.fsmonitor = CMD`, which a quiet `git status` would
run) and the bash tool, which strips such keys from a repository a command created (agent/processes/new_repository.py).
"""

from __future__ import annotations

import functools
from fnmatch import fnmatchcase
from pathlib import Path

from agent.permissions.quiet_git import git
from agent.permissions.shell_reader.knowledge import knowledge

# What `git init`, `git clone`, `git remote add`, `git submodule` and `git branch --set-upstream-to` write:
# nothing of it runs a program. shell.toml's `git_safe_config` adds the settings people set by hand.
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
    "submodule.*.url",
    "submodule.*.active",
)


def runs_nothing(key: str) -> bool:
    return any(fnmatchcase(key.lower(), glob.lower()) for glob in (*WRITTEN_BY_GIT, *knowledge().git_safe_config))


def config_keys(config: Path) -> list[str]:
    """The keys of one config file, read alone (`--file`: no includes, no repository, so nothing in it runs)."""
    listed = git(["config", "--file", str(config), "--name-only", "--list"])
    keys: list[str] = []
    for key in listed.splitlines():
        if key and key not in keys:
            keys.append(key)
    return keys


def keys_that_run_programs(config: Path) -> list[str]:
    """The keys of `config` that may make git run a program (or read another file that may); [] if none or
    no such file."""
    try:
        stat = config.stat()
    except OSError:
        return []
    return list(_risky_keys(config, stat.st_mtime_ns, stat.st_size))


@functools.lru_cache(maxsize=64)
def _risky_keys(config: Path, _mtime_ns: int, _size: int) -> tuple[str, ...]:
    return tuple(key for key in config_keys(config) if not runs_nothing(key))


def repository_config(folder: str) -> Path | None:
    """The `.git/config` of the repository that git run in `folder` would use (the nearest `.git` folder at or
    above it), or None."""
    current = Path(folder)
    for candidate in (current, *current.parents):
        git_dir = candidate / ".git"
        if git_dir.is_dir():
            return git_dir / "config"
        if git_dir.exists():
            return None  # a worktree's `.git` file: its config lies elsewhere, bound by its own repository
    return None
