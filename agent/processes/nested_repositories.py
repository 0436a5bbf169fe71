"""The git repositories nested in a workspace (a vendored clone, a submodule checked out, one a command made).

The sandbox binds the workspace's own `.git/config` and `.git/hooks` read-only; a nested repository's are in
the writable workspace, and a fsmonitor or hook planted there runs when the user next works in that folder
with git, outside any sandbox. The sandbox binds theirs read-only too, and after each command the ones it
created are defused like a new top-level repository (agent/processes/new_repository.py).

The scan is bounded (depth, entries, folders that hold no repositories of the user's), so a very large tree
is covered only in part; it follows no symlinks.
"""

from __future__ import annotations

import os
from collections import deque
from pathlib import Path

from agent.permissions.protected import looks_like_git_dir

MAX_DEPTH = 8
MAX_ENTRIES = 20_000  # ~40 ms on a large tree: before and after each bash command (the sandbox gets the first)
# Folders that hold dependencies or build output, not the user's repositories, and may be huge.
SKIPPED = frozenset({"node_modules", ".venv", "venv", "__pycache__", ".tox", ".nox", ".mypy_cache", ".cache"})


def nested_repositories(root: Path) -> list[Path]:
    """The work trees under `root` (not `root` itself) that have a `.git` folder or file, and the folders git
    would take as a repository of their own (the bare layout: a separate git dir, or one planted file by
    file), shallow ones first."""
    found: list[Path] = []
    queue: deque[tuple[Path, int]] = deque([(root, 0)])
    seen = 0
    while queue and seen < MAX_ENTRIES:
        folder, depth = queue.popleft()
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        seen += len(entries)
        if folder != root and any(entry.name == "HEAD" for entry in entries) and looks_like_git_dir(folder):
            found.append(folder)
            continue  # its objects hold no work tree
        for entry in entries:
            if entry.name == ".git":
                if folder != root:
                    found.append(folder)
                continue  # a repository's own folder holds no work tree
            if depth + 1 >= MAX_DEPTH or entry.name in SKIPPED:
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    queue.append((Path(entry.path), depth + 1))
            except OSError:
                continue
    return found
