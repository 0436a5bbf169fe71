"""Ranking the files for a task: first by the task's own words (BM25 over paths, names, signatures, docstrings
and comments: agent/repomap/relevance.py), then the reference graph adds the neighbours of the files the task is
about (a PageRank restarted at them: agent/repomap/graph.py). Files the task names, and the files the agent has
read or edited, count as named.

Graph rank alone lifts the modules everything imports, not the one the task is about. Measured on 20 real bug
reports of click and rich (bench/localisation_*.json, bench/bench_repomap_localisation.py), every weight given
to it in the score put fewer fixed files in the top 3 (18 of 20 at 0, 17 at 0.05, 15 at 0.3), so it orders only
the files the text scores alike: mostly those the task's words do not reach, where the neighbours of the task's
files (and of the files the agent touched) come first. Test files count less unless the task speaks of tests.

Measured again on 43 reports (click and rich, on which the weights were fitted, and 23 of jinja, which joined
later and then moved TEST_FILE_WEIGHT): a changed file in the top 3 for 37, against 35 for plain BM25 over the
files' whole text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from agent.repomap.graph import pagerank, reference_graph
from agent.repomap.index import RepoIndex
from agent.repomap.relevance import Bm25
from agent.repomap.tags import Definition

TEXT_WEIGHT = 1.0
GRAPH_WEIGHT = 0.0  # measured: any weight above moved changed files out of the top 3 (graph: tie-break)
NAMED_WEIGHT = 1.0  # a file the task names (or the agent has opened) counts as a top text match
# A test file's words match a report as well as the code it tests (it calls everything by name), but a fix goes
# into the code: a task that does not speak of tests scores test files at this share. Measured on 43 real reports
# of click, rich and jinja: a changed file in the top 3 for 37 at 0.3 (the same down to 0), 36 at 0.5, 32 at 1.
TEST_FILE_WEIGHT = 0.3
TEST_FILE = re.compile(
    r"(?:^|/)(?:tests?|testing|spec|__tests__)/|(?:^|/)test_[^/]*$|_test\.\w+$|\.(?:test|spec)\.\w+$"
)
TESTS_MENTIONED = re.compile(r"\b(?:tests?|testing|spec|specs)\b|\btest_\w", re.IGNORECASE)
IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]{2,}")


@dataclass
class RankedFile:
    path: str
    score: float
    definitions: list[Definition] = field(default_factory=list)  # the most relevant first
    listed_only: bool = False  # not parsed, generated or minified: listed by name


@dataclass
class MapQuery:
    """What the map is ranked for: the task (and recent conversation) and the files the agent has touched."""

    text: str = ""
    touched: list[str] = field(default_factory=list)  # paths relative to the workspace


def named_files(index: RepoIndex, text: str) -> set[str]:
    """Files the text names by path (`src/app/models.py`) or by a file name unique enough (`models.py`)."""
    named = {path for path in index.by_path if path in text}
    names: dict[str, list[str]] = {}
    for path in index.by_path:
        names.setdefault(PurePosixPath(path).name, []).append(path)
    for name, paths in names.items():
        if len(name) > 3 and re.search(rf"(?<![\w/.]){re.escape(name)}(?!\w)", text):
            named.update(paths)
    return named


def rank_files(index: RepoIndex, query: MapQuery) -> list[RankedFile]:
    """Every file of the index, the most relevant first."""
    if not index.files:
        return []
    text_scores = Bm25(index.files).scores(query.text)
    top = max(text_scores.values(), default=0.0) or 1.0
    named = named_files(index, query.text) | {path for path in query.touched if path in index.by_path}
    mentioned = set(IDENTIFIER.findall(query.text))
    personal = {path: score / top for path, score in text_scores.items()}
    if not TESTS_MENTIONED.search(query.text):
        personal = {
            path: score * (TEST_FILE_WEIGHT if TEST_FILE.search(path) else 1) for path, score in personal.items()
        }
    for path in named:
        personal[path] = personal.get(path, 0.0) + NAMED_WEIGHT
    for tags in index.files:
        if any(definition.name in mentioned for definition in tags.definitions):
            personal[tags.path] = personal.get(tags.path, 0.0) + 0.5
    graph = pagerank(reference_graph(index.files), personal)
    graph_top = max(graph.values(), default=0.0) or 1.0
    ranked = [
        RankedFile(
            path=tags.path,
            # Rounded: sums taken in another order (set and folder order change between processes) differ in their
            # last bits, and such near-ties must not reorder the map from one run to the next.
            score=round(
                TEXT_WEIGHT * personal.get(tags.path, 0.0) + GRAPH_WEIGHT * graph.get(tags.path, 0.0) / graph_top, 9
            ),
            definitions=_ordered_definitions(tags.definitions, mentioned, query.text),
            listed_only=tags.skipped is not None,
        )
        for tags in index.files
    ]
    # Files the text scores alike (most often: not at all) go by the graph: the neighbours of the task's files first.
    ranked.sort(key=lambda file: (-file.score, -round(graph.get(file.path, 0.0), 12), file.path))
    return ranked


def _ordered_definitions(definitions: list[Definition], mentioned: set[str], text: str) -> list[Definition]:
    """A file's definitions, the ones the task names first, then classes and functions before methods."""
    words = {word.lower() for word in IDENTIFIER.findall(text)}

    def weight(definition: Definition) -> tuple[int, int, int]:
        named = definition.name in mentioned or definition.name.lower() in words
        private = definition.name.startswith("_") and not definition.name.startswith("__")
        return (0 if named else 1, 1 if private else 0, definition.line)

    return sorted(definitions, key=weight)
