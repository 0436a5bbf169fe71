"""A reply's later write whose path an earlier call of the reply made protected is refused as it runs; one
whose path stays plain runs."""

from __future__ import annotations

from agent.calls.runtime import ToolRuntime
from agent.messages import ToolCall


def test_a_write_made_protected_by_an_earlier_call_of_the_reply_is_refused(workspace):
    runtime = ToolRuntime(workspace)
    results = runtime.run_batch(
        [
            ToolCall(name="bash", arguments={"command": "git init -q --bare lib"}),
            ToolCall(name="write", arguments={"path": "lib/config", "content": "[core]\n\tfsmonitor = x\n"}),
            ToolCall(name="write", arguments={"path": "notes.txt", "content": "plain\n"}),
        ]
    )
    assert not results[0].is_error, results[0].content
    assert results[1].is_error and "made lib/config a protected path" in results[1].content
    assert "fsmonitor" not in (workspace / "lib" / "config").read_text()
    assert not results[2].is_error and (workspace / "notes.txt").read_text() == "plain\n"


def test_a_write_alone_is_judged_by_the_gate_not_refused_here(workspace):
    runtime = ToolRuntime(workspace)
    results = runtime.run_batch([ToolCall(name="write", arguments={"path": "a.txt", "content": "x\n"})])
    assert not results[0].is_error and (workspace / "a.txt").read_text() == "x\n"
