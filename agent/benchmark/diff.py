"""`agent compare --diff A B`: which tasks changed outcome between two results directories.

Runs are matched by model and task; two directories that each hold one model, and not the same one
(two models, or one model before and after a change of its file), are matched by task alone. Only a task run
in both is compared: one run in only one of them is named, never counted as better or worse.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from agent.benchmark.compare_results import RunRow, results_dir_rows
from agent.benchmark.summary import by_task, passed_at


class OutcomeChange(BaseModel):
    task: str
    model: str  # "A → B" when two different models are compared
    before: str  # pass@1, pass@2 or fail
    after: str

    @property
    def better(self) -> bool:
        return _rank(self.after) > _rank(self.before)


class Diff(BaseModel):
    changed: list[OutcomeChange]
    unchanged: int
    only_first: list[str] = []  # tasks run in the first directory only: not compared
    only_second: list[str] = []


def outcome(attempts: list[RunRow]) -> str:
    passed = passed_at(attempts)
    return f"pass@{passed}" if passed is not None else "fail"


def _rank(text: str) -> float:
    return 10 - int(text.removeprefix("pass@")) if text.startswith("pass@") else 0


def diff_dirs(first: Path, second: Path) -> Diff:
    rows_a, rows_b = results_dir_rows(first), results_dir_rows(second)
    models_a = list(dict.fromkeys(r.model for r in rows_a))
    models_b = list(dict.fromkeys(r.model for r in rows_b))
    pairs = [(m, m) for m in models_a if m in models_b]
    if not pairs and len(models_a) == 1 and len(models_b) == 1:
        pairs = [(models_a[0], models_b[0])]
    changed, unchanged = [], 0
    only_first: dict[str, None] = {}
    only_second: dict[str, None] = {}
    for model_a, model_b in pairs:
        tasks_a = by_task([r for r in rows_a if r.model == model_a])
        tasks_b = by_task([r for r in rows_b if r.model == model_b])
        name = model_a if model_a == model_b else f"{model_a} → {model_b}"
        only_first.update(dict.fromkeys(task for task in tasks_a if task not in tasks_b))
        only_second.update(dict.fromkeys(task for task in tasks_b if task not in tasks_a))
        for task in [task for task in tasks_a if task in tasks_b]:
            before, after = outcome(tasks_a[task]), outcome(tasks_b[task])
            if before == after:
                unchanged += 1
            else:
                changed.append(OutcomeChange(task=task, model=name, before=before, after=after))
    return Diff(changed=changed, unchanged=unchanged, only_first=list(only_first), only_second=list(only_second))


def render_diff(diff: Diff, first: Path, second: Path) -> str:
    lines = [*_changes(diff, first, second)]
    one_only = [f"{task} (only in {first})" for task in diff.only_first]
    one_only += [f"{task} (only in {second})" for task in diff.only_second]
    if one_only:
        lines.append(f"not compared, run in one only: {', '.join(one_only)}")
    return "\n".join(lines)


def _changes(diff: Diff, first: Path, second: Path) -> list[str]:
    if not diff.changed:
        return [f"no task changed outcome ({diff.unchanged} the same)"]
    header = ("task", "model", str(first), str(second), "")
    lines = [header] + [(c.task, c.model, c.before, c.after, "better" if c.better else "worse") for c in diff.changed]
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    table = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in lines]
    better = sum(c.better for c in diff.changed)
    table.append(
        f"{len(diff.changed)} changed ({better} better, {len(diff.changed) - better} worse), {diff.unchanged} the same"
    )
    return table
