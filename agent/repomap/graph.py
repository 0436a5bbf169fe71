"""Who references whom: an edge from a file to each file that defines a name it uses, and a personalised
PageRank over those edges, so the neighbours of the files the task is about rise with them.

Power iteration over numpy arrays rather than networkx: the graph is a few thousand nodes, numpy is already there
(matplotlib needs it), and one ranking of a 1,400-file graph takes milliseconds instead of the 0.7 s that the same
loop over dicts took. The graph is built once per index (`ReferenceGraph`) and ranked for each task."""

from __future__ import annotations

import math
from collections import defaultdict

from agent.repomap.tags import FileTags

DAMPING = 0.85
ITERATIONS = 40
TOLERANCE = 1e-8
PRIVATE_WEIGHT = 0.1  # `_helper`: a private name ties two files more loosely than a public one


def reference_graph(files: list[FileTags]) -> dict[str, dict[str, float]]:
    """file -> {file it references: weight}. A name defined in many files (`get`, `run`) spreads its weight
    among them, so common names tie files weakly."""
    definers: dict[str, set[str]] = defaultdict(set)
    for tags in files:
        for definition in tags.definitions:
            definers[definition.name].add(tags.path)
    edges: dict[str, dict[str, float]] = {tags.path: {} for tags in files}
    for tags in files:
        out = edges[tags.path]
        for name, count in tags.references.items():
            targets = definers.get(name)
            if not targets:
                continue
            weight = math.sqrt(count) / len(targets) * (PRIVATE_WEIGHT if name.startswith("_") else 1.0)
            for target in sorted(targets):  # a set's order changes between processes: the sums must not
                if target != tags.path:
                    out[target] = out.get(target, 0.0) + weight
    return edges


class ReferenceGraph:
    """The reference graph of an index as arrays, built once; `pagerank` for each task."""

    def __init__(self, files: list[FileTags]):
        import numpy as np  # here, not above: a session whose workspace has no source files never ranks one

        edges = reference_graph(files)
        self.nodes = list(edges)
        number = {node: n for n, node in enumerate(self.nodes)}
        sources, targets, weights = [], [], []
        for node, out in edges.items():
            total = sum(out.values())
            for target, weight in out.items():
                sources.append(number[node])
                targets.append(number[target])
                weights.append(weight / total)
        self.sources = np.array(sources, dtype=np.int64)
        self.targets = np.array(targets, dtype=np.int64)
        self.weights = np.array(weights, dtype=np.float64)
        self.sink = np.array([not out for out in edges.values()], dtype=bool)  # no edges out

    def pagerank(self, personal: dict[str, float]) -> dict[str, float]:
        """PageRank restarting at `personal` (weights, normalised here; uniform when empty). A file with no edges
        out hands its rank back to the restart distribution."""
        count = len(self.nodes)
        if not count:
            return {}
        import numpy as np

        restart = np.array([max(personal.get(node, 0.0), 0.0) for node in self.nodes], dtype=np.float64)
        restart = restart / restart.sum() if restart.sum() > 0 else np.full(count, 1 / count)
        rank = np.full(count, 1 / count)
        for _ in range(ITERATIONS):
            flow = np.bincount(self.targets, weights=rank[self.sources] * self.weights, minlength=count)
            following = (1 - DAMPING) * restart + DAMPING * (flow + rank[self.sink].sum() * restart)
            change = float(np.abs(following - rank).sum())
            rank = following
            if change < TOLERANCE:
                break
        return {node: float(value) for node, value in zip(self.nodes, rank, strict=True)}
