"""The recorder on its own: each thing the loop reports becomes its transcript event, progress line and counter."""

from __future__ import annotations

import io
import json
from pathlib import Path

from agent.conversation.history import CompactionRecord
from agent.errors import ProviderError
from agent.messages import AssistantTurn, MalformedCall, Message, ToolCall, ToolResult, Usage
from agent.records.recorder import Recorder
from agent.records.run_result import RunResult
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from capabilities import Capability


def make(tmp_path: Path) -> tuple[Recorder, io.StringIO, Path]:
    path = tmp_path / "t.jsonl"
    stream = io.StringIO()
    result = RunResult(status="turn_limit", transcript=str(path), model="script:x")
    return Recorder(Transcript(path), Progress(stream=stream), result), stream, path


def events(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def reply(prompt: int, completion: int, **turn) -> AssistantTurn:
    return AssistantTurn(usage=Usage(prompt_tokens=prompt, completion_tokens=completion), **turn)


def test_session_start_names_model_capability_and_task(tmp_path):
    recorder, _, path = make(tmp_path)
    recorder.session_started(Capability(model="script"), "/ws", "do it", 7)
    recorder.session_resumed("go on")
    start, resume = events(path)
    assert (start["event"], start["model"], start["task"], start["max_turns"]) == (
        "session_start",
        "script:x",
        "do it",
        7,
    )
    assert start["capability"]["model"] == "script" and start["workspace"] == "/ws"
    assert (resume["event"], resume["model"], resume["task"]) == ("resume", "script:x", "go on")


def test_replies_count_tokens_and_write_usage_with_the_turn(tmp_path):
    recorder, _, path = make(tmp_path)
    recorder.turn_started(1)
    recorder.model_replied(reply(100, 10))
    recorder.turn_started(2)
    recorder.model_replied(reply(80, 5))
    result = recorder.result
    assert (result.turns, result.prompt_tokens, result.completion_tokens, result.max_prompt_tokens) == (2, 180, 15, 100)
    assert [(e["event"], e["turn"], e["prompt_tokens"]) for e in events(path)] == [("usage", 1, 100), ("usage", 2, 80)]


def test_a_summary_reply_is_written_down_but_not_counted(tmp_path):
    recorder, _, path = make(tmp_path)
    recorder.summary_replied(reply(500, 50))
    assert (recorder.result.prompt_tokens, recorder.result.completion_tokens) == (0, 0)
    (usage,) = events(path)
    assert usage["purpose"] == "summary" and usage["prompt_tokens"] == 500 and "turn" not in usage


def test_calls_made_counts_parsed_invalid_and_unparsed_calls(tmp_path):
    recorder, stream, path = make(tmp_path)
    recorder.turn_started(3)
    turn = reply(
        1,
        1,
        tool_calls=[ToolCall(name="read", arguments={}), ToolCall(name="bash", arguments={"command": "ls"})],
        malformed=[MalformedCall(snippet="{", message="not valid JSON")],
    )
    recorder.calls_made(turn, invalid=1)
    result = recorder.result
    assert (result.tool_calls, result.malformed_tool_calls, result.attempted_tool_calls) == (2, 2, 3)
    assert stream.getvalue() == "[3] malformed tool call → not valid JSON\n"
    (event,) = events(path)
    assert (event["event"], event["snippet"], event["message"]) == ("malformed_tool_call", "{", "not valid JSON")


def test_a_call_that_ran_prints_its_line_and_writes_its_result(tmp_path):
    recorder, stream, path = make(tmp_path)
    recorder.turn_started(2)
    message = Message(role="tool", name="read", tool_call_id="call_1", content="(noted)\nx = 1", record=4)
    recorder.call_ran(message, "a.py", ToolResult(content="x = 1"), 0.0123)
    assert stream.getvalue() == "[2] read a.py → ok (1 line)\n"
    (event,) = events(path)
    assert event["event"] == "message" and event["tool_time_s"] == 0.0123
    assert event["message"]["content"] == "(noted)\nx = 1"


def test_compaction_counts_prints_and_writes_the_record(tmp_path):
    recorder, stream, path = make(tmp_path)
    recorder.turn_started(5)
    recorder.compacted(CompactionRecord(kind="elide", tokens_before=900, tokens_after=400, elided={3: "[gone]"}))
    assert recorder.result.compactions == 1
    assert stream.getvalue() == "[5] context: elided old tool output, 900 → 400 tokens\n"
    (event,) = events(path)
    assert (event["event"], event["kind"], event["elided"]) == ("compaction", "elide", {"3": "[gone]"})


def test_the_ends_of_a_run(tmp_path):
    recorder, stream, path = make(tmp_path)
    recorder.turn_started(1)
    recorder.finished("the answer")
    assert (recorder.result.status, recorder.result.final) == ("finished", "the answer")

    recorder.failed(ProviderError("server went away"))
    assert (recorder.result.status, recorder.result.error) == ("error", "server went away")
    recorder.cancelled(rolled_back_to=6)
    assert recorder.result.status == "cancelled"
    result = recorder.ended(1.5)
    assert result is recorder.result and result.wall_time_s == 1.5
    assert stream.getvalue().splitlines() == [
        "[1] final answer",
        "error: server went away",
        "error: cancelled by the user",
    ]
    error, rollback, end = events(path)
    assert (error["event"], error["kind"], error["message"]) == ("error", "ProviderError", "server went away")
    assert (rollback["event"], rollback["to_record"], rollback["reason"]) == ("rollback", 6, "cancelled")
    assert end["event"] == "session_end" and end["result"]["status"] == "cancelled"
    assert "attempted_tool_calls" not in end["result"]
