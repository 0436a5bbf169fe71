"""The loop driven by the scripted model: call → result → answer, malformed calls fed back, limits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.errors import UserError
from agent.loop import AgentLoop
from agent.progress import Progress
from agent.providers.scripted import ScriptedProvider
from agent.tools import ToolRuntime
from agent.transcript import Transcript
from capabilities import Capability


def run_script(script: Path, workspace: Path, task: str = "do it", max_turns: int = 20):
    loop = AgentLoop(
        ScriptedProvider(script),
        ToolRuntime(workspace),
        Capability(model="script"),
        Transcript.create(),
        Progress(enabled=False),
        max_turns=max_turns,
    )
    return loop, loop.run(task)


def transcript_events(result) -> list[dict]:
    return [json.loads(line) for line in Path(result.transcript).read_text().splitlines()]


def test_call_result_answer(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"content": "It prints Hello, world!"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.final == "It prints Hello, world!"
    assert (result.turns, result.tool_calls, result.malformed_tool_calls) == (2, 1, 0)
    tool_message = next(m for m in loop.messages if m.role == "tool")
    assert 'print("Hello, world!")' in tool_message.content
    assert tool_message.tool_call_id == loop.messages[2].tool_calls[0].id


def test_unknown_tool_is_fed_back_with_valid_names(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "delete_everything", "arguments": {}}]},
        {"content": "ok"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.malformed_tool_calls == 1
    feedback = next(m for m in loop.messages if m.role == "tool")
    assert feedback.is_error
    assert "unknown tool 'delete_everything'" in feedback.content
    assert "read, edit, write, bash" in feedback.content


def test_missing_argument_is_fed_back(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py"}}]}, {"content": "done"})
    loop, result = run_script(script, workspace)
    feedback = next(m for m in loop.messages if m.role == "tool")
    assert "missing required argument 'old_text'" in feedback.content
    assert result.malformed_tool_calls == 1
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'


def test_malformed_call_is_fed_back_not_raised(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"arguments": {"path": "hello.py"}}, {"name": "read", "arguments": "{not json"}]},
        {"content": "sorry"},
    )
    loop, result = run_script(script, workspace)
    assert result.status == "finished"
    assert result.malformed_tool_calls == 2
    feedback = [m for m in loop.messages if m.role == "user"][-1]
    assert "no tool name" in feedback.content and "not valid JSON" in feedback.content
    assert "Valid tools: read, edit, write, bash" in feedback.content


def test_turn_limit(write_script, workspace):
    call = {"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]}
    script = write_script(*[call] * 5)
    _, result = run_script(script, workspace, max_turns=3)
    assert result.status == "turn_limit"
    assert result.exit_code == 3
    assert result.turns == 3 and result.tool_calls == 3


def test_exhausted_script_is_a_provider_error(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]})
    _, result = run_script(script, workspace)
    assert result.status == "error"
    assert result.exit_code == 4
    assert "no more turns" in result.error


def test_edit_through_the_loop_changes_the_file(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py", "old_text": "world", "new_text": "agent"}}]},
        {"content": "changed"},
    )
    run_script(script, workspace)
    assert (workspace / "hello.py").read_text() == 'print("Hello, agent!")\n'


def test_transcript_has_every_event_in_order(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "fine"})
    _, result = run_script(script, workspace, task="look at hello.py")
    events = transcript_events(result)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    kinds = [e["event"] for e in events]
    assert kinds[0] == "session_start" and kinds[-1] == "session_end"
    roles = [e["message"]["role"] for e in events if e["event"] == "message"]
    assert roles == ["system", "user", "assistant", "tool", "assistant"]
    assert kinds.count("usage") == 2
    assert events[-1]["result"]["status"] == "finished"


def test_repeated_identical_call_is_pointed_out(write_script, workspace):
    call = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}
    loop, _ = run_script(write_script(call, call, {"content": "ok"}), workspace)
    results = [m.content for m in loop.messages if m.role == "tool"]
    assert not results[0].startswith("(You already made this exact call")
    assert results[1].startswith("(You already made this exact call")


def test_the_same_failing_call_three_times_stops_the_run(write_script, workspace):
    bad = {"tool_calls": [{"name": "read", "arguments": {"path": "missing.py"}}]}
    _, result = run_script(write_script(bad, bad, bad, bad, {"content": "never"}), workspace)
    assert result.status == "error" and result.exit_code == 4
    assert result.turns == 3
    assert "same failing call (read missing.py) 3 times in a row" in result.error


def test_a_different_call_in_between_resets_the_streak(write_script, workspace):
    bad = {"tool_calls": [{"name": "read", "arguments": {"path": "missing.py"}}]}
    good = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}
    _, result = run_script(write_script(bad, bad, good, bad, bad, {"content": "done"}), workspace)
    assert result.status == "finished"


def test_a_provider_that_counts_its_prompt_is_believed_over_the_estimate(write_script, workspace):
    class CountingProvider(ScriptedProvider):
        def count_request_tokens(self, request):
            return 10_000  # far more than the estimate of a short system prompt and task

    loop = AgentLoop(
        CountingProvider(write_script({"content": "hi"})),
        ToolRuntime(workspace),
        Capability(model="script", context_effective=4096),
        Transcript.create(),
        Progress(enabled=False),
    )
    with pytest.raises(UserError, match="alone take 10000 tokens"):
        loop.run("hi")
