"""Near-miss edits from real files: does the edit tool apply what the model meant, and refuse what it must?

Each case in bench/edits/cases.jsonl is a real source file (a pinned release, see bench/edits/SOURCES.md), an
`edit` call as a small model sends it (line-number prefixes, drifted indentation, escaped newlines, ...), and
either the file the model meant (`expect: apply`) or nothing (`expect: refuse`: stale, absent or ambiguous
old_text). The call goes through the agent's own runtime after a `read`, and the file on disk is compared byte
for byte with what was meant.

Run: python bench/bench_edits.py [--json] [--show-wrong] [--validate] [--cases PATH]. Exits 0 always.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

CASES = Path(__file__).parent / "edits" / "cases.jsonl"

Kind = Literal[
    "line_numbers", "indent_offset", "tabs_spaces", "trailing_ws", "inner_spaces", "escaped_newlines",
    "escaped_quotes", "html_entities", "fence", "elision", "blank_lines", "crlf", "combined",
    "stale", "absent", "ambiguous",
]  # fmt: skip
REFUSE_KINDS = {"stale", "absent", "ambiguous"}

# verdicts, from the file on disk against what the case expects
MEANT = "applied as meant"
MISSED = "refused wrongly"
WRONG = "applied wrongly"
REFUSED = "refused rightly"
VERDICTS = (MEANT, REFUSED, MISSED, WRONG)

# "applied after <what was adjusted>" in a success result names the strategy; no note means an exact match
STRATEGY_NOTE = re.compile(r"applied after ([^\n;)]+?)(?:\.(?:\s|$)|[;)\n]|$)")


class EditCase(BaseModel):
    """One near-miss edit call and what it should come to."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    project: str  # for leave-one-project-out scoring
    language: str
    path: str  # file name in the workspace, with its real extension
    source: str  # "pypi:pkg==ver:path" or "npm:pkg@ver:path", with any excerpt or conversion noted
    kind: Kind
    expect: Literal["apply", "refuse"]
    original: str  # exact file text written to the workspace (utf-8)
    old_text: str  # exactly as the model sent it
    new_text: str
    expected: str | None  # the file the model meant; None for refuse
    shape_source: str  # URL of a thread or fixture showing this failure shape
    note: str  # one line: what the model meant

    @model_validator(mode="after")
    def expected_matches_expect(self) -> EditCase:
        if (self.expect == "apply") != (self.expected is not None):
            raise ValueError("expected must be the meant file for apply and null for refuse")
        if (self.kind in REFUSE_KINDS) != (self.expect == "refuse"):
            raise ValueError(f"kind {self.kind} does not go with expect {self.expect}")
        return self


class BadCase(ValueError):
    """A line of the corpus that is not a valid case; the message is one line naming it."""


def load_cases(path: Path = CASES) -> list[EditCase]:
    cases: list[EditCase] = []
    seen: set[str] = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            case = EditCase.model_validate(raw)
        except json.JSONDecodeError as err:
            raise BadCase(f"{path.name} line {number}: not JSON ({err.msg})") from None
        except ValidationError as err:
            first = err.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "case"
            name = raw.get("id", "?") if isinstance(raw, dict) else "?"
            raise BadCase(f"{path.name} line {number} ({name}): {where}: {first['msg']}") from None
        if case.id in seen:
            raise BadCase(f"{path.name} line {number}: duplicate id {case.id}")
        seen.add(case.id)
        cases.append(case)
    return cases


def validation_problems(case: EditCase) -> list[str]:
    """What makes a case useless as a near miss: an exact unique match, or an apply that changes nothing."""
    problems = []
    if case.old_text and case.original.count(case.old_text) == 1:
        problems.append("old_text matches the original exactly once (not a near miss)")
    if case.expect == "apply" and case.expected == case.original:
        problems.append("expected equals original")
    if case.old_text == case.new_text:
        problems.append("old_text equals new_text")
    return problems


@dataclass(frozen=True)
class Outcome:
    case: EditCase
    verdict: str
    strategy: str  # "exact", the adjusted thing, or "-" when nothing was written
    result: str


def strategy_of(content: str) -> str:
    found = STRATEGY_NOTE.search(content)
    return found.group(1).strip() if found else "exact"


def run_case(case: EditCase) -> Outcome:
    from agent.calls.runtime import ToolRuntime  # the bench measures the agent; import it only to run

    with tempfile.TemporaryDirectory(prefix="bench-edits-") as folder:
        workspace = Path(folder)
        target = workspace / case.path
        target.parent.mkdir(parents=True, exist_ok=True)
        before = case.original.encode("utf-8")
        target.write_bytes(before)
        runtime = ToolRuntime(workspace)
        runtime.run("read", {"path": case.path})
        result = runtime.run("edit", {"path": case.path, "old_text": case.old_text, "new_text": case.new_text})
        after = target.read_bytes()
    changed = after != before
    if case.expect == "apply":
        verdict = MEANT if after == (case.expected or "").encode("utf-8") else (WRONG if changed else MISSED)
    else:
        verdict = WRONG if changed else REFUSED
    strategy = strategy_of(result.content) if changed else "-"
    return Outcome(case, verdict, strategy, result.content)


def tally(outcomes: list[Outcome], key: str) -> dict[str, Counter[str]]:
    table: dict[str, Counter[str]] = defaultdict(Counter)
    for o in outcomes:
        name = getattr(o.case, key) if key != "strategy" else o.strategy
        table[name][o.verdict] += 1
    return dict(sorted(table.items()))


def print_table(title: str, table: dict[str, Counter[str]]) -> None:
    width = max([len(title)] + [len(k) for k in table])
    heads = ("cases", *VERDICTS, "right")
    print(f"{title:<{width}}  " + "  ".join(f"{h:>{max(len(h), 5)}}" for h in heads))
    rows = list(table.items())
    total: Counter[str] = Counter()
    for _, counts in rows:
        total.update(counts)
    for name, counts in [*rows, ("total", total)]:
        n = sum(counts.values())
        right = counts[MEANT] + counts[REFUSED]
        cells = (str(n), *(str(counts[v]) for v in VERDICTS), f"{right / n:.0%}" if n else "-")
        print(f"{name:<{width}}  " + "  ".join(f"{c:>{max(len(h), 5)}}" for c, h in zip(cells, heads, strict=True)))
    print()


def totals(outcomes: list[Outcome]) -> dict[str, object]:
    counts = Counter(o.verdict for o in outcomes)
    return {
        "cases": len(outcomes),
        "apply_cases": sum(o.case.expect == "apply" for o in outcomes),
        "refuse_cases": sum(o.case.expect == "refuse" for o in outcomes),
        **{v.replace(" ", "_"): counts[v] for v in VERDICTS},
        "by_kind": {k: dict(c) for k, c in tally(outcomes, "kind").items()},
        "by_project": {k: dict(c) for k, c in tally(outcomes, "project").items()},
        "by_strategy": {k: dict(c) for k, c in tally(outcomes, "strategy").items()},
    }


def validate(cases: list[EditCase]) -> int:
    bad = 0
    for case in cases:
        for problem in validation_problems(case):
            print(f"{case.id}: {problem}")
            bad += 1
    kinds = Counter(c.kind for c in cases)
    print(f"{len(cases)} cases, {len({c.project for c in cases})} projects, "
          f"{len({c.language for c in cases})} languages, {bad} problems")  # fmt: skip
    print(", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    return bad


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=Path, default=CASES)
    parser.add_argument("--json", action="store_true", help="print machine-readable totals")
    parser.add_argument("--show-wrong", action="store_true", help="print each wrongly applied or refused case")
    parser.add_argument("--validate", action="store_true", help="check the corpus invariants and stop")
    args = parser.parse_args(argv)
    try:
        cases = load_cases(args.cases)
    except (BadCase, OSError) as err:
        print(f"bench_edits: {err}")
        return 0
    if args.validate:
        validate(cases)
        return 0
    outcomes = [run_case(c) for c in cases]
    if args.json:
        print(json.dumps(totals(outcomes), indent=2))
    else:
        print_table("kind", tally(outcomes, "kind"))
        print_table("project", tally(outcomes, "project"))
        print_table("strategy", tally(outcomes, "strategy"))
    if args.show_wrong:
        for o in outcomes:
            if o.verdict in (MISSED, WRONG):
                print(f"{o.case.id}: {o.verdict}: {' '.join(o.result.split())[:300]}", file=sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
