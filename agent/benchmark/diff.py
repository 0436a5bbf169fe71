"""`agent compare --diff A B`: which tasks changed outcome between two results directories.

Runs are matched by model and task; two directories that each hold one model, and not the same one
(two models, or one model before and after a change of its file), are matched by task alone.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from agent.benchmark.results import RunRow, results_dir_rows
from agent.benchmark.summary import by_task, passed_at


class OutcomeChange(BaseModel):
    task: str
    model: str  # "A → B" when two different models are compared
    before: str  # pass@1, pass@2, fail, or "-" when the task was not run there
    after: str

    @property
    def better(self) -> bool:
        return _rank(self.after) > _rank(self.before)


class Diff(BaseModel):
    changed: list[OutcomeChange]
    unchanged: int


def outcome(attempts: list[RunRow] | None) -> str:
    if not attempts:
        return "-"
    passed = passed_at(attempts)
    return f"pass@{passed}" if passed is not None else "fail"


def _rank(text: str) -> float:
    if text.startswith("pass@"):
        return 10 - int(text.removeprefix("pass@"))
    return 0 if text == "fail" else -1


def diff_dirs(first: Path, second: Path) -> Diff:
    rows_a, rows_b = results_dir_rows(first), results_dir_rows(second)
    models_a = list(dict.fromkeys(r.model for r in rows_a))
    models_b = list(dict.fromkeys(r.model for r in rows_b))
    pairs = [(m, m) for m in models_a if m in models_b]
    if not pairs and len(models_a) == 1 and len(models_b) == 1:
        pairs = [(models_a[0], models_b[0])]
    changed, unchanged = [], 0
    for model_a, model_b in pairs:
        tasks_a = by_task([r for r in rows_a if r.model == model_a])
        tasks_b = by_task([r for r in rows_b if r.model == model_b])
        name = model_a if model_a == model_b else f"{model_a} → {model_b}"
        for task in dict.fromkeys([*tasks_a, *tasks_b]):
            before, after = outcome(tasks_a.get(task)), outcome(tasks_b.get(task))
            if before == after:
                unchanged += 1
            else:
                changed.append(OutcomeChange(task=task, model=name, before=before, after=after))
    return Diff(changed=changed, unchanged=unchanged)


def render_diff(diff: Diff, first: Path, second: Path) -> str:
    if not diff.changed:
        return f"no task changed outcome ({diff.unchanged} the same)"
    header = ("task", "model", str(first), str(second), "")
    lines = [header] + [(c.task, c.model, c.before, c.after, "better" if c.better else "worse") for c in diff.changed]
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    table = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in lines]
    better = sum(c.better for c in diff.changed)
    table.append(
        f"{len(diff.changed)} changed ({better} better, {len(diff.changed) - better} worse), {diff.unchanged} the same"
    )
    return "\n".join(table)
