"""Repository map: cold and warm build times and map tokens for this project's tree (and any other tree given),
and with --localisation CLONE, how often the map at 1,024 tokens holds a file a real fix changed, against a plain
BM25 ranking of the files' whole text by the report (bench/localisation_click.json, a clone of pallets/click).

    python bench/bench_repomap.py [TREE ...] [--localisation /path/to/click-clone]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agent.repomap.index import build_index  # noqa: E402
from agent.repomap.ranking import MapQuery  # noqa: E402
from agent.repomap.relevance import K1, B, words_of  # noqa: E402
from agent.repomap.repo_map import MapMaker  # noqa: E402
from agent.tokens import estimate_tokens  # noqa: E402

TASK = "the compaction summary fails when the window is too small"


def build_times(tree: Path) -> None:
    with tempfile.TemporaryDirectory() as home:
        os.environ["AGENT_HOME"] = home  # a cold cache
        started = time.perf_counter()
        cold = build_index(tree)
        cold_s = time.perf_counter() - started
        started = time.perf_counter()
        warm = build_index(tree)
        warm_s = time.perf_counter() - started
        repo_map = MapMaker(tree, estimate_tokens).make(MapQuery(TASK), 1024)
    print(
        f"{tree}: {len(cold.files)} files; cold build {cold_s:.2f}s ({cold.read} read), warm {warm_s:.3f}s "
        f"({warm.read} read); map {repo_map.tokens} tokens of 1024, {len(repo_map.files)} files"
    )


def plain_bm25(root: Path, paths: list[str], query: str) -> list[str]:
    """Files ranked by BM25 of their whole text (the baseline)."""
    documents = [Counter(words_of((root / path).read_text(errors="replace"))) for path in paths]
    lengths = [sum(d.values()) for d in documents]
    average = sum(lengths) / len(lengths)
    frequency: Counter[str] = Counter()
    for d in documents:
        frequency.update(d.keys())
    import math

    terms = set(words_of(query))
    scores = []
    for path, d, length in zip(paths, documents, lengths, strict=True):
        score = sum(
            math.log(1 + (len(paths) - frequency[t] + 0.5) / (frequency[t] + 0.5))
            * d[t]
            * (K1 + 1)
            / (d[t] + K1 * (1 - B + B * length / average))
            for t in terms
            if d.get(t)
        )
        scores.append((score, path))
    return [path for _, path in sorted(scores, key=lambda pair: (-pair[0], pair[1]))]


def localisation(clone: Path) -> None:
    tasks = json.loads((Path(__file__).parent / "localisation_click.json").read_text())["tasks"]
    hits = {"map": 0, "map_top3": 0, "bm25_same_count": 0, "bm25_top3": 0}
    for task in tasks:
        with tempfile.TemporaryDirectory() as tree, tempfile.TemporaryDirectory() as home:
            os.environ["AGENT_HOME"] = home
            archive = subprocess.run(
                ["git", "-C", str(clone), "archive", f"{task['fix']}^"], capture_output=True, check=True
            )
            subprocess.run(["tar", "-x", "-C", tree], input=archive.stdout, check=True)
            root = Path(tree)
            repo_map = MapMaker(root, estimate_tokens).make(MapQuery(task["report"]), 1024)
            shown = [f.path for f in repo_map.files]
            ranked = plain_bm25(root, [t.path for t in build_index(root).files], task["report"])
            changed = set(task["changed"])
            found = {
                "map": bool(changed & set(shown)),
                "map_top3": bool(changed & set(shown[:3])),
                "bm25_same_count": bool(changed & set(ranked[: len(shown)])),
                "bm25_top3": bool(changed & set(ranked[:3])),
            }
            for key, hit in found.items():
                hits[key] += hit
            first = next((n for n, path in enumerate(shown, 1) if path in changed), None)
            print(
                f"  {task['source'].rsplit('/', 1)[1]:>5}: map rank {first}, {len(shown)} files; bm25 rank "
                f"{next((n for n, p in enumerate(ranked, 1) if p in changed), None)}"
            )
    count = len(tasks)
    print(f"localisation ({count} click bug reports, map at 1024 tokens):")
    print(f"  map holds a changed file: {hits['map']}/{count}, in its top 3: {hits['map_top3']}/{count}")
    print(
        f"  plain BM25 of file text, as many files: {hits['bm25_same_count']}/{count}, "
        f"top 3: {hits['bm25_top3']}/{count}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*", type=Path)
    parser.add_argument("--localisation", type=Path, help="a clone of pallets/click")
    args = parser.parse_args()
    for tree in [Path(__file__).resolve().parent.parent, *args.trees]:
        build_times(tree)
    if args.localisation:
        localisation(args.localisation)


if __name__ == "__main__":
    main()
