"""pass@k per model, the text table, and outcome changes between two results directories."""

from __future__ import annotations

from agent.benchmark.compare_results import ResultsDir, RunRow
from agent.benchmark.diff import diff_dirs, render_diff
from agent.benchmark.summary import render_table, summarize


def row(task, attempt, success, model="m", **extra):
    return RunRow(model=model, task=task, attempt=attempt, success=success, status="finished", **extra)


def test_pass_at_k_counts_a_task_once_at_the_try_it_passed():
    rows = [
        row("a", 1, True, attempted_tool_calls=4, malformed_tool_calls=1),
        row("b", 1, False),
        row("b", 2, True),
        row("c", 1, False),
        row("c", 2, False, finish_reason="length"),
    ]
    summary = summarize("m", rows, tries=2)
    assert summary.runs == 3 and summary.successes == 2 and summary.pass_at == {1: 1, 2: 2}
    assert summary.well_formed_rate == 0.75 and summary.cut_off_replies == 1
    table = render_table([summary], tries=2).splitlines()
    assert table[0].split()[:4] == ["model", "success", "pass@1", "pass@2"]
    assert table[1].split()[:4] == ["m", "2/3", "33%", "67%"]


def test_diff_pairs_two_single_model_directories_by_task(tmp_path):
    ResultsDir(tmp_path / "a").append([row("x", 1, True, model="old"), row("y", 1, False, model="old")])
    ResultsDir(tmp_path / "b").append([row("x", 1, True, model="new"), row("y", 1, False, model="new")])
    ResultsDir(tmp_path / "b").append([row("y", 1, False, model="new"), row("y", 2, True, model="new")])
    diff = diff_dirs(tmp_path / "a", tmp_path / "b")
    assert diff.unchanged == 1
    assert [(c.task, c.model, c.before, c.after, c.better) for c in diff.changed] == [
        ("y", "old → new", "fail", "pass@2", True)
    ]


def test_diff_compares_only_tasks_run_in_both_and_names_the_others(tmp_path):
    ResultsDir(tmp_path / "a").append([row("x", 1, True), row("y", 1, False), row("gone", 1, True)])
    ResultsDir(tmp_path / "b").append([row("x", 1, False), row("y", 1, False), row("new", 1, False)])
    diff = diff_dirs(tmp_path / "a", tmp_path / "b")
    assert [(c.task, c.before, c.after, c.better) for c in diff.changed] == [("x", "pass@1", "fail", False)]
    assert diff.unchanged == 1
    assert (diff.only_first, diff.only_second) == (["gone"], ["new"])
    shown = render_diff(diff, tmp_path / "a", tmp_path / "b").splitlines()
    assert shown[-2] == "1 changed (0 better, 1 worse), 1 the same"
    assert (
        shown[-1] == f"not compared, run in one only: gone (only in {tmp_path / 'a'}), new (only in {tmp_path / 'b'})"
    )


def test_a_diff_with_no_change_still_names_the_tasks_run_in_one_only(tmp_path):
    ResultsDir(tmp_path / "a").append([row("x", 1, True)])
    ResultsDir(tmp_path / "b").append([row("x", 1, True), row("new", 1, True)])
    diff = diff_dirs(tmp_path / "a", tmp_path / "b")
    assert render_diff(diff, tmp_path / "a", tmp_path / "b").splitlines() == [
        "no task changed outcome (1 the same)",
        f"not compared, run in one only: new (only in {tmp_path / 'b'})",
    ]
