"""The built-in suite: every task's check fails on the workspace as shipped and passes with the reference
solution (reference/TASK: files laid over the workspace, and ANSWER, the final answer a question expects)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from agent.benchmark.check import run_check
from agent.benchmark.suite import BUILTIN, load_suite
from agent.benchmark.workspace_copy import check_folder, copy_workspace
from agent.processes.sandbox import choose_sandbox

pytestmark = pytest.mark.slow

REFERENCE = Path(__file__).parent / "reference"
TASKS = load_suite(BUILTIN)


def test_the_suite_has_a_dozen_tasks_of_every_kind():
    assert len(TASKS) >= 12
    kinds = {task.kind for task in TASKS}
    for kind in (
        "question",
        "one-line edit",
        "bug fix with a failing test",
        "function from its docstring (hidden tests)",
        "change across several files",
        "adding a test",
        "needs running the code",
    ):
        assert kind in kinds
    assert all(task.check for task in TASKS)
    assert sorted(p.name for p in REFERENCE.iterdir()) == sorted(task.name for task in TASKS)


@pytest.mark.parametrize("task", TASKS, ids=[task.name for task in TASKS])
def test_the_check_fails_as_shipped_and_passes_with_the_reference(task, tmp_path):
    shipped = copy_workspace(task.workspace, tmp_path / "shipped")
    folder = check_folder(shipped, task.workspace, task.hidden, tmp_path / "check-shipped")
    before = run_check(task.check, folder, answer="", plugins=task.plugins)
    assert not before.passed, f"{task.name}: the check passes before any work\n{before.output}"

    solved = copy_workspace(task.workspace, tmp_path / "solved")
    reference = REFERENCE / task.name
    answer_file = reference / "ANSWER"
    for path in reference.rglob("*"):
        if path.is_file() and path != answer_file:
            shutil.copyfile(path, solved / path.relative_to(reference))
    answer = answer_file.read_text().strip() if answer_file.exists() else ""
    folder = check_folder(solved, task.workspace, task.hidden, tmp_path / "check-solved")
    # As `agent compare` runs it: in the try's sandbox when bubblewrap starts here.
    sandbox = choose_sandbox("auto", folder)
    after = run_check(task.check, folder, answer=answer, plugins=task.plugins, sandbox=sandbox)
    assert after.passed, f"{task.name}: the reference solution fails the check\n{after.output}"
    if task.hidden is not None:  # in the check's folder, never in the model's copy
        assert not any((solved / p.relative_to(task.hidden)).exists() for p in task.hidden.rglob("*") if p.is_file())
