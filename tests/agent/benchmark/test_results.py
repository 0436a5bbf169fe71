"""The results directory: rows appended per run, resume, a line cut by a killed process, the CSV."""

from __future__ import annotations

import csv

import pytest

from agent.benchmark.compare_results import ResultsDir, RunRow, read_rows
from agent.errors import UserError


def row(task, attempt=1, success=True, model="m"):
    return RunRow(model=model, task=task, attempt=attempt, success=success, status="finished")


def test_done_means_passed_or_out_of_tries(tmp_path):
    store = ResultsDir(tmp_path)
    store.append([row("passed")])
    store.append([row("failed-twice", 1, False), row("failed-twice", 2, False)])
    store.append([row("failed-once", 1, False)])
    assert store.done("m", "passed", tries=2) and store.done("m", "failed-twice", tries=2)
    assert not store.done("m", "failed-once", tries=2) and store.done("m", "failed-once", tries=1)
    assert not store.done("m", "never-run", tries=1) and not store.done("other", "passed", tries=1)
    store.append([row("timed-out", 1, False).model_copy(update={"status": "timeout"})])
    assert store.done("m", "timed-out", tries=2), "a timeout gets no second try, on resume neither"


def test_a_run_again_replaces_its_rows_and_a_cut_last_line_is_dropped(tmp_path):
    store = ResultsDir(tmp_path)
    store.append([row("t", 1, False)])
    store.append([row("t", 1, False), row("t", 2, True)])  # run again with --tries 2
    with (tmp_path / "results.jsonl").open("a") as handle:
        handle.write('{"model": "m", "task": "cut')  # the process was killed mid-line
    reopened = ResultsDir(tmp_path)
    assert [(r.task, r.attempt, r.success) for r in reopened.rows] == [("t", 1, False), ("t", 2, True)]
    reopened.append([row("u")])
    assert [r.task for r in read_rows(tmp_path)] == ["t", "t", "u"], "the next row starts on a line of its own"


def test_a_damaged_line_in_the_middle_is_named(tmp_path):
    (tmp_path / "results.jsonl").write_text('{"model": "m"}\n' + row("t").model_dump_json() + "\n")
    with pytest.raises(UserError, match="results.jsonl line 1 is not a result row"):
        read_rows(tmp_path)


def test_csv_has_a_header_and_one_line_per_row(tmp_path):
    store = ResultsDir(tmp_path)
    store.append([row("t").model_copy(update={"call_paths": {"native": 2, "text/hermes": 1}})])
    with store.write_csv().open(newline="") as handle:
        lines = list(csv.DictReader(handle))
    assert len(lines) == 1 and lines[0]["task"] == "t" and lines[0]["call_paths"] == "native=2 text/hermes=1"
