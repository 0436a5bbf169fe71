"""Who references whom: an edge from a file to each file that defines a name it uses, and a personalised
PageRank over those edges, so the neighbours of the files the task is about rise with them.

Hand-written power iteration (thirty lines) rather than networkx: the graph is a few thousand nodes of dicts,
and the agent does without a dependency the size of a graph library for it."""

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


def pagerank(edges: dict[str, dict[str, float]], personal: dict[str, float]) -> dict[str, float]:
    """PageRank over `edges`, restarting at `personal` (weights, normalised here; uniform when empty). A file
    with no edges out hands its rank back to the restart distribution."""
    nodes = list(edges)
    if not nodes:
        return {}
    total = sum(weight for node, weight in personal.items() if node in edges and weight > 0)
    restart = (
        {node: personal[node] / total for node in nodes if personal.get(node, 0) > 0}
        if total > 0
        else {node: 1 / len(nodes) for node in nodes}
    )
    out_sums = {node: sum(targets.values()) for node, targets in edges.items()}
    rank = dict.fromkeys(nodes, 1 / len(nodes))
    for _ in range(ITERATIONS):
        following = {node: (1 - DAMPING) * restart.get(node, 0.0) for node in nodes}
        sunk = 0.0
        for node, targets in edges.items():
            share = rank[node]
            if out_sums[node] <= 0:
                sunk += share
                continue
            for target, weight in targets.items():
                following[target] += DAMPING * share * weight / out_sums[node]
        for node, weight in restart.items():
            following[node] += DAMPING * sunk * weight
        change = sum(abs(following[node] - rank[node]) for node in nodes)
        rank = following
        if change < TOLERANCE:
            break
    return rank
