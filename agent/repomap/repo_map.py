"""The repository map of one workspace for one task: the index built once (agent/repomap/index.py), ranked for
the task (ranking.py) and rendered within a token budget (render.py). What `agent map` prints and what a session
puts after its system prompt (agent/turns/repo_map_context.py)."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from agent.repomap.file_ranking import MapQuery, rank_files
from agent.repomap.index import OnProgress, RepoIndex, build_index
from agent.repomap.map_text import CountTokens, render_map

DEFAULT_SHARE = 16  # the map takes at most 1/16 of the effective window by default...
MAX_DEFAULT_TOKENS = 4096  # ...and never more than this unless asked
MIN_DEFAULT_TOKENS = 256  # below this a map shows too little to help: a tiny window goes without one


def default_map_tokens(context_effective: int) -> int:
    """The map's budget when the user sets none: a small share of the window, capped; 0 for a tiny window."""
    tokens = min(MAX_DEFAULT_TOKENS, context_effective // DEFAULT_SHARE)
    return tokens if tokens >= MIN_DEFAULT_TOKENS else 0


class MappedFile(BaseModel):
    rank: int
    path: str
    score: float
    definitions: int  # shown in the map


class RepoMap(BaseModel):
    text: str  # what the model sees ("" when nothing fits)
    tokens: int
    budget: int
    files: list[MappedFile]
    files_in_index: int
    files_read: int  # by the build that made it (the rest came from the cache)


class MapMaker:
    """The map of one workspace, its index built on first use and kept for the session."""

    def __init__(self, root: Path, count: CountTokens, on_progress: OnProgress | None = None):
        self.root = root
        self.count = count
        self.on_progress = on_progress
        self._index: RepoIndex | None = None

    def index(self) -> RepoIndex:
        if self._index is None:
            self._index = build_index(self.root, self.on_progress)
        return self._index

    def refresh(self) -> None:
        """Read the workspace again at the next map (files changed since: only those are read)."""
        self._index = None

    def make(self, query: MapQuery, budget: int) -> RepoMap:
        index = self.index()
        ranked = rank_files(index, query)
        text, shown = render_map(ranked, budget, self.count)
        if index.not_utf8 and text:
            text += (
                f"\n({len(index.not_utf8)} files left out: their paths are not valid UTF-8, as {index.not_utf8[0]})\n"
            )
        files = [
            MappedFile(
                rank=number,
                path=file.path,
                score=round(file.score, 4),
                definitions=min(len(file.definitions), text.count("\n   ")),
            )
            for number, file in enumerate(shown, 1)
        ]
        return RepoMap(
            text=text,
            tokens=self.count(text) if text else 0,
            budget=budget,
            files=files,
            files_in_index=len(index.files),
            files_read=index.read,
        )
