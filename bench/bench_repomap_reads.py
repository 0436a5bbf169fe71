"""How many files a scripted model reads before it reaches one that a real fix changed, with the repository map in
its prompt and without, on the real bug reports of bench/localisation/sets (the trees and the BM25 baseline as in
bench_repomap_localisation.py):

    python bench/bench_repomap_reads.py [--sets click,eslint]

The scripted model never sees which files changed. Without the map it greps: it takes the identifiers the report
writes as code (`write_usage`, `HelpFormatter`, `Path(`, `--host`, `Console.print`), finds the files that hold each
as a whole word, and reads first those that hold the most of them, the rarer names first (a name found in two files
says more than one found in twenty). Then it reads on, one of two ways:
- "list": the rest in the order a directory listing gives them (what a small model that found nothing does);
- "bm25": the rest by plain BM25 of the report over each file's whole text, as if the model grepped every word of
  the report and weighed the hits perfectly: more search than any small model does, so an upper bound.
With the map it reads the files the map shows (at 1,024 tokens) in the map's order first, then goes on the same way.

Prints per report the reads each way, then mean reads, reports reached in 1 read and within 3, and on how many
reports the map saved or cost reads.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_repomap_localisation import BUDGET, Case, load_cases, whole_text_bm25  # noqa: E402

from agent.repomap.file_ranking import MapQuery, rank_files  # noqa: E402
from agent.repomap.map_text import render_map  # noqa: E402
from agent.tokens import estimate_tokens  # noqa: E402

# An identifier written as code: dotted, snake_case, CamelCase inside the word, called, or an option.
CODE_WORD = re.compile(
    r"--?[A-Za-z][\w-]*"  # an option
    r"|[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)+"  # a dotted name
    r"|[A-Za-z_]\w*(?=\()"  # a call
    r"|\w*_\w*|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*"  # snake_case, camelCase, CamelCase
)


STRATEGIES = ("grep, then list", "map, grep, then list", "grep, then bm25", "map, grep, then bm25")


def identifiers_in(report: str) -> list[str]:
    """The names a model would grep for: each code-looking word of the report, dotted names split too."""
    found: dict[str, None] = {}
    for word in CODE_WORD.findall(report):
        word = word.strip("_.-") if not word.startswith("-") else word
        if len(word.strip("-")) < 3:
            continue
        found[word] = None
        for part in word.split("."):
            if len(part) >= 3 and not part.startswith("-"):
                found[part] = None
    return list(found)


def grep_order(case: Case, listed: list[str]) -> list[str]:
    """The files in the order a grepping model reads them: `listed` is ranked by the report's words."""
    texts = {path: (case.index.root / path).read_text(errors="replace") for path in listed}
    holders: dict[str, set[str]] = {}
    for name in identifiers_in(case.report):
        pattern = re.compile(rf"(?<![\w-]){re.escape(name)}(?![\w-])")
        holders[name] = {path for path, text in texts.items() if pattern.search(text)}
    weight = {name: 1 / len(paths) for name, paths in holders.items() if paths}
    scores = {path: sum(w for name, w in weight.items() if path in holders[name]) for path in listed}
    hit = sorted((path for path in listed if scores[path]), key=lambda path: -scores[path])
    return hit + [path for path in listed if not scores[path]]


def reads_to_reach(order: Iterable[str], changed: set[str]) -> int:
    """How many reads, in this order, until a changed file is read (each file read once)."""
    seen: set[str] = set()
    for path in order:
        if path in seen:
            continue
        seen.add(path)
        if path in changed:
            return len(seen)
    return len(seen) + 1  # never reached: counted as one read past everything


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default="", help="comma-separated set names (default: all)")
    args = parser.parse_args()
    cases = load_cases({name for name in args.sets.split(",") if name})
    reads: dict[str, list[int]] = {label: [] for label in STRATEGIES}
    for case in cases:
        paths = [tags.path for tags in case.index.files]
        rest = {"list": sorted(paths), "bm25": whole_text_bm25(case.index, case.report)}
        _, shown = render_map(rank_files(case.index, MapQuery(case.report)), BUDGET, estimate_tokens)
        for then in rest:
            grepped = grep_order(case, rest[then])
            reads[f"grep, then {then}"].append(reads_to_reach(grepped, case.changed))
            reads[f"map, grep, then {then}"].append(
                reads_to_reach([file.path for file in shown] + grepped, case.changed)
            )
        name = f"{case.project} #{case.source.rsplit('/', 1)[1]}"
        counts = "  ".join(f"{label} {found[-1]:>3}" for label, found in reads.items())
        print(f"  {name:<12} {counts}  ({len(paths)} files)")
    count = len(cases)
    for label, found in reads.items():
        once, within3 = sum(r == 1 for r in found), sum(r <= 3 for r in found)
        print(f"{label:<20} mean {sum(found) / count:5.2f} reads, in 1 read {once}/{count}, within 3 {within3}/{count}")
    for then in ("list", "bm25"):
        pairs = list(zip(reads[f"grep, then {then}"], reads[f"map, grep, then {then}"], strict=True))
        print(
            f"then {then}: the map saved reads on {sum(b < a for a, b in pairs)}/{count} reports "
            f"and cost reads on {sum(b > a for a, b in pairs)}/{count}"
        )


if __name__ == "__main__":
    main()
