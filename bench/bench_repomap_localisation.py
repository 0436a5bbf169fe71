"""How often the repository map finds the files a real fix changed, from the bug report alone, scored only on
projects its weights were not fitted on (leave one project out), against plain BM25 over the files' whole text
and against grep of the report's identifiers.

The reports are bench/localisation/sets/NAME.json (real reports of real projects in several languages, each with
the files its fix changed); each report's tree is the release before the fix, from PyPI or npm
(bench/localisation/snapshots.py, cached under ~/.cache/agent-bench).

    python bench/bench_repomap_localisation.py [--sets click,eslint] [--cases] [--no-fit]

Prints, per project and language and in all: the map at 1,024 tokens with the weights fitted on the other
projects only ("held-out map": holds a changed file, in its top 3, first), BM25 and grep; with --no-fit, the map
with the weights as shipped instead (fitted on every project: not a figure to quote). Fitting picks, from a grid,
the weighting with the most changed files first, then in the top 3, then the highest mean reciprocal rank over the
whole ranking; each project's is printed when it differs from the shipped one.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from localisation.snapshots import CACHE, snapshot  # noqa: E402

from agent.repomap import file_ranking, relevance  # noqa: E402
from agent.repomap.file_ranking import MapQuery, rank_files  # noqa: E402
from agent.repomap.index import RepoIndex, build_index  # noqa: E402
from agent.repomap.map_text import render_map  # noqa: E402
from agent.tokens import estimate_tokens  # noqa: E402

BUDGET = 1024
SETS = HERE / "localisation" / "sets"
# The weights fitted: (module, the values tried). The first of each list is not special; the shipped value is
# always tried too.
GRID = {
    "PATH_WEIGHT": (relevance, [0.25, 0.5]),
    "NAMES_WEIGHT": (relevance, [0.25, 0.5]),
    "PROSE_WEIGHT": (relevance, [0.25, 0.5]),
    "TEST_FILE_WEIGHT": (file_ranking, [0.2, 0.3]),
    "MENTIONED_WEIGHT": (file_ranking, [0.0, 0.1]),
}
IDENTIFIER = re.compile(r"`([^`\n]+)`|\b([A-Za-z_]*[a-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+|[A-Z][a-z0-9]+)+)\b")


@dataclass
class Case:
    project: str
    language: str
    source: str
    report: str
    changed: set[str]
    index: RepoIndex
    ranks: dict[tuple, int | None] = field(default_factory=dict)  # weighting -> first changed file's rank


def first_rank(ranked: list[str], changed: set[str]) -> int | None:
    return next((number for number, path in enumerate(ranked, 1) if path in changed), None)


def whole_text_bm25(index: RepoIndex, query: str) -> list[str]:
    """The index's files ranked by BM25 of their whole text (the baseline), with the map's own BM25."""
    paths = [tags.path for tags in index.files]
    documents = [Counter(relevance.words_of((index.root / path).read_text(errors="replace"))) for path in paths]
    scores = relevance.Bm25(documents).scores(sorted(set(relevance.words_of(query))))
    return [path for _, path in sorted(zip(scores, paths, strict=True), key=lambda pair: (-pair[0], pair[1]))]


def grep_identifiers(index: RepoIndex, query: str) -> list[str]:
    """The files ranked by how many of the report's identifiers (`quoted`, snake_case, camelCase) they contain."""
    names = {a or b for a, b in IDENTIFIER.findall(query)}
    names = {name.strip("()") for name in names if len(name) > 2}
    counted = []
    for tags in index.files:
        text = (index.root / tags.path).read_text(errors="replace")
        counted.append((sum(name in text for name in names), tags.path))
    return [path for hits, path in sorted(counted, key=lambda pair: (-pair[0], pair[1])) if hits]


def load_cases(only: set[str]) -> list[Case]:
    """Every report of every set, its snapshot indexed once (the tag cache under the bench cache keeps it)."""
    os.environ["AGENT_HOME"] = str(CACHE.parent / "agent-home")
    indexes: dict[Path, RepoIndex] = {}
    cases = []
    for set_file in sorted(SETS.glob("*.json")):
        if only and set_file.stem not in only:
            continue
        document = json.loads(set_file.read_text())
        for task in document["tasks"]:
            spec = task["snapshot"]
            root = snapshot(spec["registry"], spec["package"], spec["version"])
            if root not in indexes:
                indexes[root] = build_index(root)
            index = indexes[root]
            changed = set(task["changed"]) & set(index.by_path)
            if not changed:
                print(f"  (left out {task['source']}: no changed file is a source file the map reads)")
                continue
            cases.append(Case(set_file.stem, document["language"], task["source"], task["report"], changed, index))
    return cases


def weighting_now() -> tuple:
    return tuple(getattr(module, name) for name, (module, _) in GRID.items())


def set_weighting(values: tuple) -> None:
    for (name, (module, _)), value in zip(GRID.items(), values, strict=True):
        setattr(module, name, value)


def map_paths(case: Case) -> list[str]:
    _, shown = render_map(rank_files(case.index, MapQuery(case.report)), BUDGET, estimate_tokens)
    return [file.path for file in shown]


@dataclass
class Tally:
    count: int = 0
    anywhere: int = 0
    top3: int = 0
    first: int = 0

    def add(self, ranked: list[str], changed: set[str]) -> None:
        rank = first_rank(ranked, changed)
        self.count += 1
        self.anywhere += rank is not None
        self.top3 += rank is not None and rank <= 3
        self.first += rank == 1

    def __str__(self) -> str:
        return f"{self.anywhere:>3} {self.top3:>3} {self.first:>3}"


def fit(cases: list[Case], chosen: list[int]) -> tuple:
    """The weighting with the most first places on the chosen cases, then top 3, then mean reciprocal rank."""

    def score(values: tuple) -> tuple[int, int, float]:
        found = [cases[n].ranks[values] for n in chosen]
        return (
            sum(rank == 1 for rank in found),
            sum(rank is not None and rank <= 3 for rank in found),
            sum(1 / rank for rank in found if rank),
        )

    return max(cases[0].ranks, key=score)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sets", default="", help="comma-separated set names (default: all)")
    parser.add_argument("--cases", action="store_true", help="print each report's ranks")
    parser.add_argument("--no-fit", action="store_true", help="only the weights as shipped")
    args = parser.parse_args()
    cases = load_cases({name for name in args.sets.split(",") if name})
    shipped = weighting_now()
    projects = list(dict.fromkeys(case.project for case in cases))
    fitted: dict[str, tuple] = {}
    if not args.no_fit:
        grid = {tuple(values) for values in itertools.product(*(v for _, v in GRID.values()))} | {shipped}
        for values in sorted(grid, key=str):
            set_weighting(values)
            for case in cases:
                case.ranks[values] = first_rank(
                    [f.path for f in rank_files(case.index, MapQuery(case.report))], case.changed
                )
        set_weighting(shipped)
        everyone = list(range(len(cases)))
        for project in projects:
            fitted[project] = fit(cases, [n for n in everyone if cases[n].project != project])
            if fitted[project] != shipped:
                print(f"  fitted without {project}: {dict(zip(GRID, fitted[project], strict=True))}")
        print(f"fitted on all {len(cases)} reports: {dict(zip(GRID, fit(cases, everyone), strict=True))}")
        print(f"shipped: {dict(zip(GRID, shipped, strict=True))}")
    tallies: dict[tuple[str, str], dict[str, Tally]] = {}
    for case in cases:
        rows = {}
        if fitted:
            set_weighting(fitted[case.project])
            rows["held-out map"] = map_paths(case)
            set_weighting(shipped)
        else:
            rows["map as shipped"] = map_paths(case)
        rows["bm25"] = whole_text_bm25(case.index, case.report)
        rows["grep"] = grep_identifiers(case.index, case.report)
        for key in (("project", case.project), ("language", case.language), ("all", "all")):
            tally = tallies.setdefault(key, {})
            for name, ranked in rows.items():
                tally.setdefault(name, Tally()).add(ranked, case.changed)
        if args.cases:
            print(f"  {case.source}: " + ", ".join(f"{n} {first_rank(r, case.changed)}" for n, r in rows.items()))
    names = list(next(iter(tallies.values())))
    print(f"\nat {BUDGET} tokens; each column: changed file anywhere / in the top 3 / first (BM25 and grep: any rank)")
    print(f"{'':<22}{'n':>4}  " + "  ".join(f"{name:^11}" for name in names))
    for (kind, name), tally in sorted(
        tallies.items(), key=lambda item: ("project language all".split().index(item[0][0]), item[0][1])
    ):
        print(
            f"{kind[:4] + ' ' + name:<22}{tally[names[0]].count:>4}  "
            + "  ".join(f"{str(tally[n]):^11}" for n in names)
        )


if __name__ == "__main__":
    main()
