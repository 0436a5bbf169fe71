"""Building the map's index of a workspace: every source file's tags, from the cache where the file is unchanged,
else read and parsed (agent/repomap/tags.py), with a progress callback for a terminal."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from agent.repomap.cache import TagCache
from agent.repomap.discovery import SourceFile, source_files
from agent.repomap.languages import source_language
from agent.repomap.tags import FileTags, read_tags

if TYPE_CHECKING:
    from agent.repomap.graph import ReferenceGraph
    from agent.repomap.relevance import FileRelevance

# (files done, files in all, files read so far): called now and then while a build reads files.
OnProgress = Callable[[int, int, int], None]
PROGRESS_EVERY = 50


@dataclass
class RepoIndex:
    root: Path
    files: list[FileTags]
    read: int = 0  # files read and parsed by this build (the rest came from the cache)
    not_utf8: list[str] = field(default_factory=list)  # paths left out, escaped: their names are not UTF-8
    by_path: dict[str, FileTags] = field(default_factory=dict)
    # Built at the first ranking, kept for the next: the files' words, and who references whom.
    relevance: FileRelevance | None = None
    graph: ReferenceGraph | None = None

    def __post_init__(self) -> None:
        self.by_path = {tags.path: tags for tags in self.files}


def build_index(root: Path, on_progress: OnProgress | None = None, use_cache: bool = True) -> RepoIndex:
    """The tags of every source file under `root`; a file read again only when its size or mtime changed."""
    not_utf8: list[str] = []
    sources = source_files(root, not_utf8)
    cache = TagCache(root) if use_cache else None
    files: list[FileTags] = []
    read = 0
    for number, source in enumerate(sources, 1):
        tags = cache.get(source) if cache is not None else None
        if tags is None:
            tags = tags_of(source)
            read += 1
            if cache is not None:
                cache.put(tags)
        files.append(tags)
        if on_progress is not None and (number % PROGRESS_EVERY == 0 or number == len(sources)):
            on_progress(number, len(sources), read)
    if cache is not None:
        cache.save({source.path for source in sources})
    return RepoIndex(root, files, read, not_utf8)


def tags_of(source: SourceFile) -> FileTags:
    """One file read and parsed; a file that cannot be read is listed by name, like one that does not parse."""
    try:
        data = source.real.read_bytes()
    except OSError:
        return FileTags(
            path=source.path, size=source.size, mtime_ns=source.mtime_ns, language=source.language, skipped="unparsed"
        )
    return read_tags(data, source_language(source.language), source.path, source.size, source.mtime_ns)
