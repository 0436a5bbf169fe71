"""Parallel tool calls: batches planned from resource keys, results in call order, writes queued per file."""

from __future__ import annotations

import os
import random
import threading
from concurrent.futures import ThreadPoolExecutor

from agent.calls.runtime import PARALLEL_READ_BYTES, ToolRuntime, as_call, lexical_key, plan_batches, resources_of
from agent.messages import ToolCall, ToolResult


def read(path):
    return {"name": "read", "arguments": {"path": path}}


def edit(path, old="a", new="b"):
    return {"name": "edit", "arguments": {"path": path, "old_text": old, "new_text": new}}


def write(path, content="x"):
    return {"name": "write", "arguments": {"path": path, "content": content}}


def bash(command):
    return {"name": "bash", "arguments": {"command": command}}


def test_the_issue_examples():
    assert plan_batches([read("A"), read("A"), write("B")]) == [[0, 1, 2]]
    assert plan_batches([read("A"), edit("A")]) == [[0], [1]]
    assert plan_batches([read("A"), read("A"), edit("A"), write("B")]) == [[0, 1, 3], [2]]


def test_paths_that_name_one_file_conflict():
    assert plan_batches([read("./A"), edit("A"), write("sub/../A")]) == [[0], [1], [2]]


def test_bash_writes_the_whole_workspace_unless_read_only():
    assert plan_batches([read("A"), bash("make"), read("B")]) == [[0], [1], [2]]
    assert plan_batches([read("A"), bash("ls -la"), read("B")]) == [[0, 1, 2]]
    assert plan_batches([bash("ls"), write("A")]) == [[0], [1]]


def test_calls_that_cannot_run_touch_nothing_and_tool_call_objects_work():
    calls = [ToolCall(name="edit", arguments={"path": "A"}), ToolCall(name="nope"), edit("A")]
    assert plan_batches(calls) == [[0, 1, 2]]
    assert plan_batches([]) == []


def test_runtime_plan_uses_real_paths(workspace):
    os.symlink(workspace / "hello.py", workspace / "alias.py")
    runtime = ToolRuntime(workspace)
    assert runtime.plan([read("alias.py"), edit("hello.py")]) == [[0], [1]]
    assert plan_batches([read("alias.py"), edit("hello.py")]) == [[0, 1]]  # lexically different names


def test_results_come_back_in_call_order(workspace):
    runtime = ToolRuntime(workspace)
    calls = [read("hello.py"), write("b.txt", "bee\n"), read("b.txt"), bash("echo shell"), read("missing.txt")]
    results = runtime.run_batch(calls)
    assert [r.is_error for r in results] == [False, False, False, False, True]
    assert "Hello, world!" in results[0].content
    assert results[1].content.startswith("created b.txt")
    assert results[2].content == "     1\tbee"
    assert results[3].content == "exit code 0\nshell"
    assert "does not exist" in results[4].content


def threads_used(runtime: ToolRuntime, calls) -> dict[int, threading.Thread]:
    threads: dict[int, threading.Thread] = {}

    def note_thread(index: int, _result: ToolResult, _seconds: float) -> None:
        threads.setdefault(index, threading.current_thread())

    runtime.run_batch(calls, on_result=note_thread)
    assert sorted(threads) == list(range(len(calls)))
    return threads


def test_reads_of_big_files_and_commands_run_on_worker_threads(workspace):
    line = "x" * 99 + "\n"
    for n in range(4):
        (workspace / f"big{n}.txt").write_text(line * (PARALLEL_READ_BYTES // 400 + 1))
    runtime = ToolRuntime(workspace)
    big = threads_used(runtime, [read(f"big{n}.txt") for n in range(4)])
    assert threading.main_thread() not in big.values()
    commands = threads_used(runtime, [bash("ls"), bash("pwd")])
    assert threading.main_thread() not in commands.values()


def test_reads_of_small_files_run_in_turn_on_the_calling_thread(workspace):
    for n in range(4):
        (workspace / f"f{n}.txt").write_text(f"file {n}\n")
    small = threads_used(ToolRuntime(workspace), [read(f"f{n}.txt") for n in range(4)])
    assert set(small.values()) == {threading.main_thread()}


def lines_file(workspace, count):
    target = workspace / "many.txt"
    target.write_text("".join(f"item {n:02d}\n" for n in range(count)))
    return target


def test_fifty_edits_to_one_file_in_one_batch_are_all_applied(workspace):
    target = lines_file(workspace, 50)
    runtime = ToolRuntime(workspace)
    calls = [read("many.txt")] + [edit("many.txt", f"item {n:02d}\n", f"ITEM {n:02d}\n") for n in range(50)]
    assert len(runtime.plan(calls)) == 51
    results = runtime.run_batch(calls)
    assert [r.content for r in results if r.is_error] == []
    assert target.read_text() == "".join(f"ITEM {n:02d}\n" for n in range(50))


def test_concurrent_writers_to_one_file_queue_instead_of_losing_updates(workspace):
    target = lines_file(workspace, 50)
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "many.txt"})
    subagent = ToolRuntime(workspace, records=runtime.records)
    paths = ["many.txt", "./many.txt", str(target)]

    def change(n):
        tools = runtime if n % 2 else subagent
        return tools.run("edit", {"path": paths[n % 3], "old_text": f"item {n:02d}\n", "new_text": f"ITEM {n:02d}\n"})

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(change, range(50)))
    assert [r.content for r in results if r.is_error] == []
    assert target.read_text() == "".join(f"ITEM {n:02d}\n" for n in range(50))


def pairwise_plan(calls) -> list[list[int]]:
    """The definition, in O(n^2): each call goes one group after the latest earlier call it conflicts with."""
    touched = [resources_of(as_call(call), lexical_key) for call in calls]
    level: list[int] = []
    for index, mine in enumerate(touched):
        after = [level[j] for j in range(index) if any(a.conflicts_with(b) for a in mine for b in touched[j])]
        level.append(max(after) + 1 if after else 0)
    return [[i for i, group in enumerate(level) if group == g] for g in range(max(level, default=-1) + 1)]


def test_the_planner_agrees_with_the_pairwise_definition():
    rng = random.Random(6)
    makers = [
        lambda: read(rng.choice("ABC")),
        lambda: edit(rng.choice("ABC")),
        lambda: write(rng.choice("ABC")),
        lambda: bash("make"),
        lambda: bash("ls"),
        lambda: {"name": "show_output", "arguments": {"id": 1}},
    ]
    for _ in range(300):
        calls = [rng.choice(makers)() for _ in range(rng.randint(0, 12))]
        assert plan_batches(calls) == pairwise_plan(calls), calls
