"""Path choices for tiny models: in grammar mode, a path argument that must name an existing file (`read`,
`edit`, `delete`: `PathArgument.must_exist`, carried by each spec as `existing_paths`) may only name one.

A 270M model garbles paths it has just been told (`ci/run.py` for `.ci/run`); a grammar whose
`path` is an enum of the workspace's files makes that impossible. Only used when the
capability asks for it (`path_choices`), and only for small workspaces.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from agent.messages import ToolSpec

# A repository's own .git/config can name programs git runs: core.fsmonitor runs on every `ls-files`,
# hooks on index writes. Listing files must not run repository code, so those are switched off here
# (command-line settings override every config file).
GIT_LIST_FILES = (
    "git",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "safe.bareRepository=explicit",
    "ls-files",
    "--cached",
    "--others",
    "--exclude-standard",
)
MAX_CHOICES = 256
SKIPPED_DIRS = {
    ".git",
    ".hg",
    ".svn",
    "node_modules",
    "__pycache__",
    ".venv",
    "venv",
    ".mypy_cache",
    ".pytest_cache",
    ".hypothesis",
    "build",
    "dist",
}


def workspace_files(root: Path, limit: int = MAX_CHOICES) -> list[str] | None:
    """Relative paths of the workspace's files, or None when there are more than `limit`."""
    try:
        listed = subprocess.run(
            GIT_LIST_FILES,
            cwd=root,
            capture_output=True,
            text=True,
            timeout=5,
        )
        if listed.returncode == 0:
            tracked = [line for line in listed.stdout.splitlines() if line and (root / line).is_file()]
            return sorted(tracked) if len(tracked) <= limit else None
    except (OSError, subprocess.TimeoutExpired):
        pass
    files: list[str] = []
    for directory, subdirs, names in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if d not in SKIPPED_DIRS)
        for name in names:
            files.append(str((Path(directory) / name).relative_to(root)))
            if len(files) > limit:
                return None
    return sorted(files)


def with_path_choices(specs: list[ToolSpec], files: list[str] | None) -> list[ToolSpec]:
    if not files:
        return specs
    constrained = []
    for spec in specs:
        properties = dict(spec.parameters.get("properties", {}))
        for name in spec.existing_paths:
            if name in properties:
                properties[name] = {**properties[name], "enum": files}
        if spec.existing_paths:
            spec = spec.model_copy(update={"parameters": {**spec.parameters, "properties": properties}})
        constrained.append(spec)
    return constrained
