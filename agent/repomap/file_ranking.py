"""Ranking the files for a task: first by the task's own words (BM25 over four views of each file, the main one
close to its whole text: agent/repomap/relevance.py), then the reference graph orders the files the words score
alike: the neighbours of the files the task is about first (a PageRank restarted at them: agent/repomap/graph.py).
Files the task names, and the files the agent has read or edited, count as named.

Every weight here and in relevance.py was chosen leaving one project out, on 187 real bug reports of 16 projects
in Python, JavaScript and Rust (bench/localisation/sets, bench/bench_repomap_localisation.py): graph rank in the
score lifts the modules everything imports, not the one the task is about, so it only breaks ties; test files
count a fifth unless the task speaks of tests (their words match a report as well as the code they test, but a
fix goes into the code); a file that defines a name the task writes gets a little more.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from agent.repomap.graph import ReferenceGraph
from agent.repomap.index import RepoIndex
from agent.repomap.relevance import FileRelevance, words_of
from agent.repomap.tags import Definition

GRAPH_WEIGHT = 0.0  # measured: any weight above moved changed files out of the top 3 (graph: tie-break)
NAMED_WEIGHT = 2.0  # a file the task names (or the agent has opened) counts as a top match in most views
MENTIONED_WEIGHT = 0.1  # a file that defines a name the task writes (`Path.convert`, `write_usage`)
ORDERED_FILES = 100  # the top files whose definitions are ordered by the task's words (a map shows no more)
TEST_FILE_WEIGHT = 0.2  # a test file's share of its text score when the task does not speak of tests
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
        if len(name) > 3 and name in text and re.search(rf"(?<![\w/.]){re.escape(name)}(?!\w)", text):
            named.update(paths)
    return named


def rank_files(index: RepoIndex, query: MapQuery) -> list[RankedFile]:
    """Every file of the index, the most relevant first."""
    if not index.files:
        return []
    if index.relevance is None:
        index.relevance = FileRelevance(index.files)
    personal = index.relevance.scores(query.text)
    idf = index.relevance.idf(query.text)
    named = named_files(index, query.text) | {path for path in query.touched if path in index.by_path}
    mentioned = set(IDENTIFIER.findall(query.text))
    lowered = {word.lower() for word in mentioned}
    if not TESTS_MENTIONED.search(query.text):
        personal = {
            path: score * (TEST_FILE_WEIGHT if TEST_FILE.search(path) else 1) for path, score in personal.items()
        }
    for path in named:
        personal[path] = personal.get(path, 0.0) + NAMED_WEIGHT
    for tags in index.files:
        if any(definition.name in mentioned for definition in tags.definitions):
            personal[tags.path] = personal.get(tags.path, 0.0) + MENTIONED_WEIGHT
    if index.graph is None:
        index.graph = ReferenceGraph(index.files)
    graph = index.graph.pagerank(personal)
    graph_top = max(graph.values(), default=0.0) or 1.0
    ranked = [
        RankedFile(
            path=tags.path,
            # Rounded: sums taken in another order (set and folder order change between processes) differ in their
            # last bits, and such near-ties must not reorder the map from one run to the next.
            score=round(personal.get(tags.path, 0.0) + GRAPH_WEIGHT * graph.get(tags.path, 0.0) / graph_top, 9),
            definitions=tags.definitions,
            listed_only=tags.skipped is not None,
        )
        for tags in index.files
    ]
    # Files the text scores alike (most often: not at all) go by the graph: the neighbours of the task's files first.
    ranked.sort(key=lambda file: (-file.score, -round(graph.get(file.path, 0.0), 12), file.path))
    for rank, file in enumerate(ranked):  # by the task's words too where a map can show their signatures
        by_words = idf if rank < ORDERED_FILES and file.score > 0 else {}
        file.definitions = _ordered_definitions(file.definitions, mentioned, lowered, by_words)
    return ranked


def _ordered_definitions(
    definitions: list[Definition], mentioned: set[str], lowered: set[str], idf: dict[str, float]
) -> list[Definition]:
    """A file's definitions for the task: the ones it names first (`mentioned`, or `lowered`), then by how much of
    the task's rarer words their names and signatures hold (`idf`: each word's rarity; empty for a file the task's
    words do not reach), then public before private, in the file's order."""

    def weight(definition: Definition) -> tuple[int, float, int, int]:
        named = definition.name in mentioned or definition.name.lower() in lowered
        private = definition.name.startswith("_") and not definition.name.startswith("__")
        shared = set(words_of(f"{definition.name} {definition.signature}")) & idf.keys() if idf else set()
        return (0 if named else 1, -round(sum(idf[word] for word in shared), 6), 1 if private else 0, definition.line)

    return sorted(definitions, key=weight)
