"""Sessions: --continue/--resume, SIGKILL mid-turn, cut transcripts, bad ids, incompatible versions."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.paths import sessions_dir
from agent.prompts.instructions import MAX_INSTRUCTION_BYTES, system_prompt
from agent.records.session_store import load_session
from agent.records.transcript import SessionLock


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def only_transcript() -> Path:
    files = list(sessions_dir().glob("*.jsonl"))
    assert len(files) == 1, files
    return files[0]


@pytest.mark.slow
def test_continue_appends_to_the_same_session(write_script, workspace):
    first = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "one"})
    assert invoke("run", "first task", "-m", f"script:{first}", "-w", str(workspace)).exit_code == 0
    second = write_script({"content": "two"})
    result = invoke("run", "--continue", "second task", "-m", f"script:{second}", "-w", str(workspace), "--json")
    assert result.exit_code == 0, result.stderr
    path = only_transcript()
    loaded = load_session(path)
    roles = [m.role for m in loaded.conversation.messages]
    assert roles == ["system", "user", "assistant", "tool", "assistant", "user", "assistant"]
    seqs = [json.loads(line)["seq"] for line in path.read_text().splitlines()]
    assert seqs == list(range(1, len(seqs) + 1)), "the record counter must keep counting across runs"


@pytest.mark.slow
def test_system_prompt_is_byte_identical_after_resume(write_script, workspace):
    (workspace / "AGENTS.md").write_text("Use tabs.\n")
    script = write_script({"content": "ok"})
    invoke("run", "task", "-m", f"script:{script}", "-w", str(workspace))
    original = load_session(only_transcript()).conversation.messages[0].content
    (workspace / "AGENTS.md").write_text("Use spaces now.\n")  # changed between runs
    invoke("run", "--continue", "more", "-m", f"script:{write_script({'content': 'ok'})}", "-w", str(workspace))
    messages = load_session(only_transcript()).conversation.messages
    assert [m.content for m in messages if m.role == "system"] == [original]
    assert "Use tabs." in original


def test_resume_unknown_id_is_a_user_error(workspace):
    result = invoke("run", "--resume", "nope-123", "x", "-w", str(workspace))
    assert result.exit_code == 2
    assert "no session with id 'nope-123'" in result.stderr and "agent sessions" in result.stderr


def test_continue_without_a_session_is_a_user_error(workspace):
    result = invoke("run", "--continue", "x", "-w", str(workspace))
    assert result.exit_code == 2 and "no earlier session" in result.stderr


def test_incompatible_transcript_is_refused_and_left_untouched(workspace):
    sessions_dir().mkdir(parents=True)
    path = sessions_dir() / "old-session.jsonl"
    content = json.dumps({"seq": 1, "event": "session_start", "version": 99, "workspace": str(workspace)}) + "\n"
    path.write_text(content)
    result = invoke("run", "--resume", "old-session", "x", "-w", str(workspace))
    assert result.exit_code == 2 and "transcript version 99" in result.stderr
    assert path.read_text() == content


@pytest.mark.slow
def test_cut_last_line_resumes_with_everything_before_it(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "done"})
    invoke("run", "task", "-m", f"script:{script}", "-w", str(workspace))
    path = only_transcript()
    before = load_session(path).conversation.messages
    with path.open("a") as handle:
        handle.write('{"seq": 999, "event": "message", "message": {"role": "assi')  # crash mid-write
    result = invoke(
        "run", "--continue", "again", "-m", f"script:{write_script({'content': 'ok'})}", "-w", str(workspace)
    )
    assert result.exit_code == 0, result.stderr
    events = [json.loads(line) for line in path.read_text().splitlines()]  # every line parses again
    assert any(e["event"] == "repair" and "assi" in e["dropped_partial_line"] for e in events)
    after = load_session(path).conversation.messages
    assert [m.record for m in after[: len(before)]] == [m.record for m in before]


@pytest.mark.slow
def test_resume_after_sigkill_mid_turn(tmp_path, workspace, agent_home):
    # A tool call that takes long: the process is killed while the call runs, so the
    # transcript ends with an assistant call and no result.
    script = tmp_path / "slow.jsonl"
    script.write_text(json.dumps({"tool_calls": [{"name": "bash", "arguments": {"command": "sleep 30"}}]}) + "\n")
    # AGENT_CRASH_LOG set: the agent itself, not the supervisor, which would have it cancel when killed
    env = {**os.environ, "AGENT_HOME": str(agent_home), "AGENT_CRASH_LOG": ""}
    proc = subprocess.Popen(
        [sys.executable, "-m", "agent", "run", "slow", "-m", f"script:{script}", "-w", str(workspace)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 60
    path = None
    while time.monotonic() < deadline:
        files = list((agent_home / "sessions").glob("*.jsonl")) if (agent_home / "sessions").exists() else []
        if files and '"tool_calls"' in files[0].read_text():
            path = files[0]
            break
        time.sleep(0.1)
    assert path is not None, "the run never recorded its tool call"
    busy = invoke("run", "--resume", path.stem, "go on", "-m", f"script:{script}")
    assert busy.exit_code == 2 and "is in use by another run" in busy.stderr, "one run at a time"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    loaded = load_session(path)
    assert loaded.info.status == "interrupted"
    follow_up = tmp_path / "follow.jsonl"
    follow_up.write_text(json.dumps({"content": "resumed fine"}) + "\n")
    result = invoke("run", "--resume", path.stem, "go on", "-m", f"script:{follow_up}", "--json")
    assert result.exit_code == 0, result.stderr
    messages = load_session(path).conversation.messages
    closing = [m for m in messages if m.role == "tool"]
    assert closing and closing[0].content.startswith("interrupted")
    assert messages[-1].content == "resumed fine"


@pytest.mark.slow
def test_the_session_of_a_killed_run_is_closed_by_the_next_start_and_a_live_one_is_left(write_script, workspace):
    """A run killed outright (kill -9 of its whole group: nothing can write for it) leaves its transcript without a
    session_end, and its lock file, which nobody holds; `agent sessions` listed it as interrupted for ever."""
    invoke("run", "task", "-m", f"script:{write_script({'content': 'done'})}", "-w", str(workspace))
    killed = only_transcript()
    kept = killed.read_text().splitlines()[:-1]  # no session_end, and a line cut as it was written
    killed.write_text("\n".join(kept) + '\n{"seq": 99, "event": "mess')
    killed.with_suffix(".lock").write_text("999999")
    live = killed.with_name("20990101-000000-abcdef.jsonl")
    live.write_text("\n".join(kept) + "\n")
    held = SessionLock.acquire(live)  # a run still writing it
    try:
        listed = invoke("sessions", "--json")
        assert listed.exit_code == 0, listed.stderr
        assert {row["id"]: row["status"] for row in json.loads(listed.stdout)} == {
            killed.stem: "killed",
            live.stem: "live",  # held by a running agent: not interrupted
        }
        assert live.read_text() == "\n".join(kept) + "\n"
    finally:
        held.release()
    events = [json.loads(line) for line in killed.read_text().splitlines()]  # every line parses
    assert [e["event"] for e in events[-2:]] == ["repair", "session_end"]
    assert events[-2]["dropped_partial_line"] == '{"seq": 99, "event": "mess'
    assert events[-1]["result"]["status"] == "killed"
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert not killed.with_suffix(".lock").exists()


@pytest.mark.slow
def test_sessions_lists_newest_first(write_script, workspace):
    invoke("run", "first task\nsecond line", "-m", f"script:{write_script({'content': 'a'})}", "-w", str(workspace))
    time.sleep(0.01)
    invoke("run", "another task", "-m", f"script:{write_script({'content': 'b'})}", "-w", str(workspace))
    rows = json.loads(invoke("sessions", "--json").stdout)
    assert [r["task"] for r in rows] == ["another task", "first task\nsecond line"]
    assert all(r["status"] == "finished" and r["workspace"] == str(workspace.resolve()) for r in rows)
    table = invoke("sessions").stdout
    assert "first task" in table and "second line" not in table


def test_project_instructions_nearest_last_and_capped(tmp_path, agent_home):
    outer = tmp_path / "outer"
    inner = outer / "inner"
    inner.mkdir(parents=True)
    (outer / ".git").mkdir()  # outer is the repository root: instructions are read up to it
    (outer / "AGENTS.md").write_text("outer rule")
    (inner / "CLAUDE.md").write_text("inner rule")
    (agent_home / "AGENTS.md").write_text("global rule")
    prompt = system_prompt(inner)
    assert prompt.index("global rule") < prompt.index("outer rule") < prompt.index("inner rule")
    (inner / "AGENTS.md").write_text("x" * (MAX_INSTRUCTION_BYTES + 100))
    capped = system_prompt(inner)
    assert "cut to the last 16 KB" in capped
    assert len(capped.encode()) < MAX_INSTRUCTION_BYTES + 2048


@pytest.mark.slow
def test_resume_reports_files_changed_since_the_agent_wrote_them(write_script, workspace):
    script = write_script(
        {"tool_calls": [{"name": "write", "arguments": {"path": "notes.txt", "content": "first\n"}}]},
        {"content": "wrote it"},
    )
    assert invoke("run", "write notes", "-m", f"script:{script}", "-w", str(workspace)).exit_code == 0
    (workspace / "notes.txt").write_text("first\nchanged by the user\n")
    result = invoke(
        "run", "--continue", "go on", "-m", f"script:{write_script({'content': 'ok'})}", "-w", str(workspace)
    )
    assert result.exit_code == 0, result.stderr
    messages = load_session(only_transcript()).conversation.messages
    follow_up = [m for m in messages if m.role == "user"][-1].content
    assert "notes.txt" in follow_up and "changed by the user" in follow_up
    assert follow_up.endswith("go on")
    assert "changed by the user" not in messages[0].content, "the system prompt must not change"


@pytest.mark.slow
def test_ctrl_c_during_a_tool_rolls_back_to_the_last_clean_state(write_script, workspace, monkeypatch):
    from agent.calls.runtime import ToolRuntime

    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "sleep 5"}}]},
    )
    real_batch = ToolRuntime.run_batch

    def interrupted_on_bash(self, calls, on_result=None, **live_hooks):
        if calls[0].name == "bash":
            raise KeyboardInterrupt
        return real_batch(self, calls, on_result, **live_hooks)

    monkeypatch.setattr(ToolRuntime, "run_batch", interrupted_on_bash)
    result = invoke("run", "task", "-m", f"script:{script}", "-w", str(workspace), "--json")
    assert result.exit_code == 130
    assert json.loads(result.stdout)["status"] == "cancelled"
    path = only_transcript()
    events = [json.loads(line) for line in path.read_text().splitlines()]
    rollback = [e for e in events if e["event"] == "rollback"]
    assert len(rollback) == 1
    messages = load_session(path).conversation.messages
    assert [m.role for m in messages] == ["system", "user", "assistant", "tool"]
    assert messages[-1].record == rollback[0]["to_record"]
    assert not any(c.name == "bash" for m in messages for c in m.tool_calls)


@pytest.mark.slow
def test_call_ids_stay_unique_across_continued_runs(write_script, workspace):
    """Each run is a new process; ids used to restart at call_1 and collide."""
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "echo hi"}}]},
        {"content": "done"},
    )
    for task in ("first", "second", "third"):  # each in a process of its own, as a user runs them
        again = ["--continue"] if task != "first" else []
        command = [sys.executable, "-m", "agent", "run", *again, task, "-m", f"script:{script}", "-w", str(workspace)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
    messages = [
        json.loads(line)["message"] for line in only_transcript().read_text().splitlines() if '"message"' in line
    ]
    call_ids = [call["id"] for m in messages for call in m.get("tool_calls", [])]
    assert len(call_ids) == 6 and len(set(call_ids)) == 6, call_ids
    # every result answers the call just before it
    for index, message in enumerate(messages):
        if message["role"] == "tool":
            caller = messages[index - 1]
            assert message["tool_call_id"] in [c["id"] for c in caller["tool_calls"]]


def test_a_call_id_a_server_repeats_is_replaced_and_results_follow_it():
    from agent.conversation.history import Conversation
    from agent.messages import Message, ToolCall

    conversation = Conversation()
    first = [ToolCall(id="call_0", name="read", arguments={"path": "a"})]
    conversation.give_unique_call_ids(first)
    conversation.append(Message(role="assistant", tool_calls=first))
    conversation.append(Message(role="tool", content="a", tool_call_id=first[0].id, name="read"))
    again = [ToolCall(id="call_0", name="read", arguments={"path": "b"}), ToolCall(name="bash")]
    conversation.give_unique_call_ids(again)
    assert [c.id for c in again] == ["call_1", "call_2"]
    conversation.append(Message(role="assistant", tool_calls=again))
    # the second turn's calls have no results yet: only they are closed, not the first call
    closed = conversation.close_unanswered_calls()
    assert [m.tool_call_id for m in closed] == ["call_1", "call_2"]


DAMAGE = [
    pytest.param("file_records", {"snapshot": {"files": "oops"}}, id="file_records-files"),
    pytest.param("file_records", {"snapshot": {"records": "oops"}}, id="file_records-no-files"),
    pytest.param("file_records", {"snapshot": {"files": [{"path": "a.py", "size": "big"}]}}, id="file_records-file"),
    pytest.param("file_records", {}, id="file_records-missing"),
    pytest.param("message", {"message": {"role": "wizard", "content": "hi"}}, id="message"),
    pytest.param("compaction", {"kind": "elide", "tokens_before": "many", "tokens_after": 1}, id="compaction"),
    pytest.param("rollback", {"to_record": "last"}, id="rollback"),
    pytest.param("session_start", {"version": 1, "model": ["not", "a", "name"]}, id="session_start"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "damage"), DAMAGE)
def test_a_damaged_event_stops_continue_with_one_line_and_leaves_the_file(kind, damage, write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "one"})
    assert invoke("run", "first task", "-m", f"script:{script}", "-w", str(workspace)).exit_code == 0
    path = only_transcript()
    lines = path.read_text().splitlines()
    if kind == "session_start":
        index = 0
        lines[0] = json.dumps({**json.loads(lines[0]), **damage})
    else:  # a damaged event of this kind after the run's own
        index = len(lines)
        lines.append(json.dumps({"seq": index + 1, "time": 1.0, "event": kind, **damage}))
    path.write_text("\n".join(lines) + "\n")
    before = path.read_bytes()
    result = invoke("run", "--continue", "go on", "-m", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 2, result.output
    error = result.stderr.strip().splitlines()
    assert len(error) == 1 and "Traceback" not in result.output, result.output
    assert f"transcript {path} line {index + 1} holds a damaged `{kind}` event" in error[0]
    assert "start a new one with `agent run TASK`" in error[0]
    assert path.read_bytes() == before


@pytest.mark.slow
def test_a_session_start_naming_no_workspace_is_pointed_out_by_continue(write_script, workspace):
    script = write_script({"content": "one"})
    assert invoke("run", "first task", "-m", f"script:{script}", "-w", str(workspace)).exit_code == 0
    path = only_transcript()
    lines = path.read_text().splitlines()
    lines[0] = json.dumps({**json.loads(lines[0]), "workspace": 5})
    path.write_text("\n".join(lines) + "\n")
    result = invoke("run", "--continue", "go on", "-m", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert f"session {path.stem} is damaged (line 1 holds a damaged `session_start` event (workspace:" in result.stderr
    assert "does not say which workspace it was in" in result.stderr and "--resume ID" in result.stderr
    resumed = invoke("run", "--resume", path.stem, "go on", "-m", f"script:{script}", "-w", str(workspace))
    assert resumed.exit_code == 2
    assert f"transcript {path} line 1 holds a damaged `session_start` event (workspace:" in resumed.stderr


@pytest.mark.slow
def test_events_of_a_kind_this_agent_does_not_know_are_skipped(write_script, workspace):
    script = write_script({"content": "one"})
    assert invoke("run", "first", "-m", f"script:{script}", "-w", str(workspace)).exit_code == 0
    path = only_transcript()
    with path.open("a") as handle:
        handle.write(json.dumps({"seq": 99, "time": 1.0, "event": "from_the_future", "x": 1}) + "\n")
    loaded = load_session(path)
    assert loaded.last_seq == 99 and [m.role for m in loaded.conversation.messages][-1] == "assistant"


def test_a_malformed_call_event_written_before_the_fields_were_aligned_still_reads():
    from agent.records.transcript_events import MalformedCallEvent, parse_event

    old = parse_event({"seq": 3, "time": 1.0, "event": "malformed_tool_call", "text": "{", "error": "not JSON"})
    assert isinstance(old, MalformedCallEvent) and (old.snippet, old.message) == ("{", "not JSON")
