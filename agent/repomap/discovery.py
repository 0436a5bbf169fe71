"""The files the map reads: the workspace's source files in a language of languages.toml, as git sees the tree
(`.gitignore` files hide what they ignore: agent/search/tree_walk.py, through pathspec), without files too large
to be anyone's source (vendored bundles, data) or generated ones that say so in their name."""

from __future__ import annotations

import os
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from agent.repomap.languages import language_name_of
from agent.search.tree_walk import GitIgnores, relative_to, walk_files

MAX_FILE_BYTES = 256 * 1024
# Names that generators and bundlers give their output; the content check (agent/repomap/tags.py) finds the rest.
GENERATED_NAMES: tuple[str, ...] = (
    "*.min.js",
    "*.min.mjs",
    "*-min.js",
    "*.bundle.js",
    "*_pb2.py",
    "*_pb2_grpc.py",
    "*.pb.go",
)
GENERATED_NAMES += ("*.pb.cc", "*.pb.h", "*_generated.*", "*.generated.*", "*.d.ts")
# Folders of dependencies and build output, left out even where no .gitignore names them.
SKIPPED_FOLDERS = frozenset({"node_modules", "__pycache__", ".venv", "venv", ".tox", ".mypy_cache", "target", "dist"})
SKIPPED_FOLDERS |= {"build", ".git", ".hg", ".svn", "site-packages", "vendor", ".agent"}


@dataclass(frozen=True)
class SourceFile:
    path: str  # relative to the workspace, "/"-separated
    real: Path
    language: str
    size: int
    mtime_ns: int


def source_files(root: Path, not_utf8: list[str] | None = None) -> list[SourceFile]:
    """The workspace's source files the map reads, in path order (stat'ed, never opened). A path that is not
    valid UTF-8 is left out (the cache, the transcript and the model take only UTF-8) and, escaped, added to
    `not_utf8`."""
    found: list[SourceFile] = []
    ignores = GitIgnores(root)
    for real in walk_files(ignores, root, refuse=lambda folder: os.path.basename(folder) in SKIPPED_FOLDERS):
        relative = relative_to(root, real)
        if not is_utf8(relative):
            if not_utf8 is not None:
                not_utf8.append(escaped(relative))
            continue
        language = language_name_of(relative)
        if language is None or any(fnmatchcase(real.name, pattern) for pattern in GENERATED_NAMES):
            continue
        try:
            st = real.stat()
        except OSError:
            continue
        if st.st_size > MAX_FILE_BYTES:
            continue
        found.append(SourceFile(relative, real, language, st.st_size, st.st_mtime_ns))
    return found


def is_utf8(name: str) -> bool:
    """Whether a name from the file system is valid UTF-8 (Python keeps the bytes that are not as surrogates)."""
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def escaped(name: str) -> str:
    """A name that is not valid UTF-8, printable: its stray bytes as `\\xff`."""
    return os.fsencode(name).decode("utf-8", errors="backslashreplace")
