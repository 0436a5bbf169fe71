"""How often the repository map finds the files a real fix changed, from the bug report alone, against a plain BM25
ranking of the files' whole text by the report; and a grid search over the ranking's weights on the same set.

Each set is bench/localisation_NAME.json (real reports of a real project, each with the commit that fixed it and
the library files that commit changed); the map is built on the tree of the fix's parent, taken from a clone:

    python bench/bench_repomap_localisation.py click=/path/to/click-clone rich=/path/to/rich-clone [--no-grid]

A bare path is taken for click's clone. Prints, per report, the rank of the first changed file in the map and in
plain BM25; then the map at 1,024 tokens (holds a changed file / in its top 3) against BM25 (top 3, and as many
files as the map shows); then each weighting's top-3 hits and mean reciprocal rank, the best first.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.repomap import ranking, relevance  # noqa: E402
from agent.repomap.index import RepoIndex, build_index  # noqa: E402
from agent.repomap.ranking import MapQuery, rank_files  # noqa: E402
from agent.repomap.render import render_map  # noqa: E402
from agent.tokens import estimate_tokens  # noqa: E402

BUDGET = 1024
# The weights tried: (module, values). NAMED_WEIGHT (a file the report names by path) changed nothing on these
# reports, which name no files, so it is not searched.
GRID = {
    "GRAPH_WEIGHT": (ranking, [0.0, 0.05, 0.15, 0.3, 0.6]),
    "PATH_WEIGHT": (relevance, [2, 3, 5]),
    "NAME_WEIGHT": (relevance, [1, 2]),
    "REFERENCE_WEIGHT": (relevance, [0, 1, 2, 3]),
}


@dataclass
class Case:
    project: str
    source: str
    report: str
    changed: set[str]
    index: RepoIndex
    root: Path


def first_rank(ranked: list[str], changed: set[str]) -> int | None:
    return next((number for number, path in enumerate(ranked, 1) if path in changed), None)


def plain_bm25(root: Path, paths: list[str], query: str) -> list[str]:
    """Files ranked by BM25 of their whole text (the baseline)."""
    documents = [Counter(relevance.words_of((root / path).read_text(errors="replace"))) for path in paths]
    lengths = [sum(d.values()) for d in documents]
    average = sum(lengths) / len(lengths)
    frequency: Counter[str] = Counter()
    for d in documents:
        frequency.update(d.keys())
    k1, b = relevance.K1, relevance.B
    scores = []
    for path, d, length in zip(paths, documents, lengths, strict=True):
        score = sum(
            math.log(1 + (len(paths) - frequency[t] + 0.5) / (frequency[t] + 0.5))
            * d[t]
            * (k1 + 1)
            / (d[t] + k1 * (1 - b + b * length / average))
            for t in set(relevance.words_of(query))
            if d.get(t)
        )
        scores.append((score, path))
    return [path for _, path in sorted(scores, key=lambda pair: (-pair[0], pair[1]))]


def load_cases(sets: dict[str, Path], work: Path) -> list[Case]:
    """Every report of every set, its tree extracted from the clone at the fix's parent and indexed once."""
    cases = []
    for project, clone in sets.items():
        tasks = json.loads((Path(__file__).parent / f"localisation_{project}.json").read_text())["tasks"]
        for number, task in enumerate(tasks):
            root = work / f"{project}-{number}"
            root.mkdir()
            archive = subprocess.run(
                ["git", "-C", str(clone), "archive", f"{task['fix']}^"], capture_output=True, check=True
            )
            subprocess.run(["tar", "-x", "-C", str(root)], input=archive.stdout, check=True)
            index = build_index(root)
            cases.append(Case(project, task["source"], task["report"], set(task["changed"]), index, root))
    return cases


def compare_with_bm25(cases: list[Case]) -> None:
    hits = Counter[str]()
    for case in cases:
        text, shown = render_map(rank_files(case.index, MapQuery(case.report)), BUDGET, estimate_tokens)
        map_paths = [file.path for file in shown]
        bm25 = plain_bm25(case.root, [tags.path for tags in case.index.files], case.report)
        hits["map"] += bool(case.changed & set(map_paths))
        hits["map_top3"] += bool(case.changed & set(map_paths[:3]))
        hits["bm25_same_count"] += bool(case.changed & set(bm25[: len(map_paths)]))
        hits["bm25_top3"] += bool(case.changed & set(bm25[:3]))
        name = f"{case.project} #{case.source.rsplit('/', 1)[1]}"
        print(
            f"  {name:<12} map rank {first_rank(map_paths, case.changed)} of {len(map_paths)} shown "
            f"({estimate_tokens(text)} tokens); plain BM25 rank {first_rank(bm25, case.changed)}"
        )
    count = len(cases)
    print(f"{count} reports, map at {BUDGET} tokens:")
    print(f"  map holds a changed file: {hits['map']}/{count}, in its top 3: {hits['map_top3']}/{count}")
    print(
        f"  plain BM25 of file text, top 3: {hits['bm25_top3']}/{count}, "
        f"as many files: {hits['bm25_same_count']}/{count}"
    )


def grid_search(cases: list[Case]) -> None:
    """Each weighting's top-3 hits and mean reciprocal rank over the whole ranking (not cut to a budget); the best
    weighting per graph weight; and, per project, the best weighting fitted on the other projects' reports only."""
    saved = {name: getattr(module, name) for name, (module, _) in GRID.items()}
    ranks: dict[tuple, list[int | None]] = {}  # weighting -> each case's first changed file's rank
    try:
        for values in itertools.product(*(choices for _, choices in GRID.values())):
            for (name, (module, _)), value in zip(GRID.items(), values, strict=True):
                setattr(module, name, value)
            ranks[values] = [
                first_rank([file.path for file in rank_files(case.index, MapQuery(case.report))], case.changed)
                for case in cases
            ]
    finally:
        for name, (module, _) in GRID.items():
            setattr(module, name, saved[name])

    def score(values: tuple, chosen: list[int]) -> tuple[int, float]:
        found = [ranks[values][number] for number in chosen]
        return sum(rank is not None and rank <= 3 for rank in found), sum(1 / r for r in found if r) / len(chosen)

    everyone = list(range(len(cases)))
    ordered = sorted(ranks, key=lambda values: tuple(-x for x in score(values, everyone)))
    shipped = tuple(saved[name] for name in GRID)

    def line(values: tuple, note: str = "") -> str:
        top3, mrr = score(values, everyone)
        return f"  {top3:>2}/{len(cases)}  MRR {mrr:.3f}  {dict(zip(GRID, values, strict=True))}{note}"

    print(f"grid search over {len(ranks)} weightings (top-3 hits of {len(cases)}, mean reciprocal rank):")
    for values in ordered[:5]:
        print(line(values))
    print(line(shipped, "  <- as shipped"))
    print("the best with each graph weight:")
    for weight in GRID["GRAPH_WEIGHT"][1]:
        print(line(next(values for values in ordered if values[0] == weight)))
    print("held out: fitted on the other projects' reports, scored on this one's:")
    for project in dict.fromkeys(case.project for case in cases):
        held = [n for n, case in enumerate(cases) if case.project == project]
        rest = [n for n in everyone if n not in held]
        if not rest:
            continue
        fitted = min(ranks, key=lambda values: tuple(-x for x in score(values, rest)))
        top3, mrr = score(fitted, held)
        base, base_mrr = score(shipped, held)
        print(
            f"  {project}: {top3}/{len(held)} in the top 3 (MRR {mrr:.3f}) "
            f"with {dict(zip(GRID, fitted, strict=True))}; as shipped {base}/{len(held)} (MRR {base_mrr:.3f})"
        )


def parse_sets(given: list[str]) -> dict[str, Path]:
    sets = {}
    for entry in given:
        name, _, path = entry.rpartition("=")
        sets[name or "click"] = Path(path)
    return sets


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("sets", nargs="+", metavar="NAME=CLONE", help="e.g. click=/path/to/click rich=/path/to/rich")
    parser.add_argument("--no-grid", action="store_true", help="only the map against BM25, with the weights as shipped")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as work, tempfile.TemporaryDirectory() as home:
        os.environ["AGENT_HOME"] = home
        cases = load_cases(parse_sets(args.sets), Path(work))
        compare_with_bm25(cases)
        if not args.no_grid:
            grid_search(cases)


if __name__ == "__main__":
    main()
