"""The map's per-file cache: each file's tags, kept under the data directory with the size and mtime they were
read at, so a second build of an unchanged repository opens no source file. One JSON file per workspace,
replaced whole (atomically) after a build that read something."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from pydantic import BaseModel, ValidationError

from agent.paths import data_dir, private_file
from agent.repomap.discovery import SourceFile
from agent.repomap.tags import FileTags

CACHE_VERSION = 6  # raised when FileTags or the queries change what a file's tags are


class CacheFile(BaseModel):
    version: int = CACHE_VERSION
    root: str
    files: dict[str, FileTags] = {}


def cache_path(root: Path) -> Path:
    key = hashlib.sha256(os.fsencode(root.resolve())).hexdigest()[:24]
    return data_dir() / "repomap" / f"{key}.json"


def forget_tags(root: Path) -> None:
    """Remove the cache of a workspace that is going away (a comparison's temporary copy)."""
    cache_path(root).unlink(missing_ok=True)


class TagCache:
    def __init__(self, root: Path):
        self.root = root
        self.path = cache_path(root)
        self.files: dict[str, FileTags] = {}
        self.changed = False
        try:
            loaded = CacheFile.model_validate_json(self.path.read_bytes())
        except (OSError, ValidationError, ValueError):
            return  # none yet, or from an older version: built again
        if loaded.version == CACHE_VERSION and loaded.root == str(root.resolve()):
            self.files = loaded.files

    def get(self, source: SourceFile) -> FileTags | None:
        """The cached tags of `source` when its size and mtime are those they were read at."""
        tags = self.files.get(source.path)
        if tags is not None and tags.size == source.size and tags.mtime_ns == source.mtime_ns:
            return tags
        return None

    def put(self, tags: FileTags) -> None:
        self.files[tags.path] = tags
        self.changed = True

    def save(self, kept: set[str]) -> None:
        """Write the cache with the files in `kept` (deleted files go) when anything changed."""
        gone = set(self.files) - kept
        if not self.changed and not gone:
            return
        for path in gone:
            del self.files[path]
        temporary = private_file(self.path.with_suffix(f".{os.getpid()}.tmp"))  # file names and comments: 0600
        cache = CacheFile(root=str(self.root.resolve()), files=self.files)
        temporary.write_text(cache.model_dump_json(), encoding="utf-8")
        os.replace(temporary, self.path)
        self.changed = False
