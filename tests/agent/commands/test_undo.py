"""`agent undo`: after an `agent run` (another process, so only what is on disk counts), restore the
files of the last exchange, take it out of the conversation for --continue, and go further back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from agent.cli import main
from agent.paths import sessions_dir
from agent.records.session_store import load_session
from agent.records.transcript import SessionLock

ORIGINAL = 'print("Hello, world!")\n'


def run(workspace: Path, script: Path, task: str, *extra: str) -> Result:
    result = CliRunner().invoke(main, ["run", task, "--model", f"script:{script}", "-w", str(workspace), *extra])
    assert result.exit_code == 0, result.output
    return result


def undo(workspace: Path, *extra: str) -> Result:
    return CliRunner().invoke(main, ["undo", "--workspace", str(workspace), *extra])


def editing_script(write_script, new: str) -> Path:
    return write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "write", "arguments": {"path": "hello.py", "content": new}}]},
        {"tool_calls": [{"name": "write", "arguments": {"path": "made.txt", "content": "made\n"}}]},
        {"content": "done"},
    )


def the_session() -> Path:
    [path] = sessions_dir().glob("*.jsonl")
    return path


@pytest.mark.slow
def test_agent_undo_after_a_run_restores_the_files_and_continue_goes_on_without_the_exchange(
    workspace, write_script, tmp_path
):
    run(workspace, editing_script(write_script, "changed\n"), "change it")
    assert (workspace / "hello.py").read_text() == "changed\n"
    result = undo(workspace)
    assert result.exit_code == 0, result.output
    assert "restored hello.py" in result.output and "removed made.txt" in result.output
    assert ': undoing "change it"' in result.output, "it names the message it undoes"
    assert (workspace / "hello.py").read_text() == ORIGINAL and not (workspace / "made.txt").exists()
    follow_up = tmp_path / "follow.jsonl"
    follow_up.write_text('{"content": "fresh start"}\n')
    run(workspace, follow_up, "again", "--continue")
    users = [m.content for m in load_session(the_session()).conversation.messages if m.role == "user"]
    assert users == ["again"], "the undone exchange is not in the conversation --continue rebuilt"


@pytest.mark.slow
def test_agent_undo_refuses_a_file_changed_since_and_force_overwrites_it(workspace, write_script):
    run(workspace, editing_script(write_script, "changed\n"), "change it")
    (workspace / "hello.py").write_text("edited by hand\n")
    refused = undo(workspace)
    assert refused.exit_code == 2
    assert "not undone: changed since the agent wrote them: hello.py; agent undo --force overwrites them" in (
        refused.output
    )
    assert (workspace / "hello.py").read_text() == "edited by hand\n" and (workspace / "made.txt").exists()
    rollbacks = [json.loads(line) for line in the_session().read_text().splitlines() if '"rollback"' in line]
    assert rollbacks == [], "a refused undo leaves the conversation alone"
    forced = undo(workspace, "--force")
    assert forced.exit_code == 0, forced.output
    assert (workspace / "hello.py").read_text() == ORIGINAL


@pytest.mark.slow
def test_repeated_agent_undo_goes_further_back_then_says_nothing_is_left(workspace, write_script, tmp_path):
    run(workspace, editing_script(write_script, "first\n"), "one")
    second = tmp_path / "second.jsonl"
    second.write_text(
        '{"tool_calls": [{"name": "write", "arguments": {"path": "hello.py", "content": "second\\n"}}]}\n'
        '{"content": "done"}\n'
    )
    run(workspace, second, "two", "--continue")
    assert undo(workspace).exit_code == 0
    assert (workspace / "hello.py").read_text() == "first\n"
    assert undo(workspace).exit_code == 0
    assert (workspace / "hello.py").read_text() == ORIGINAL
    last = undo(workspace)
    assert last.exit_code == 2 and "nothing to undo" in last.output
    assert [m.role for m in load_session(the_session()).conversation.messages] == ["system"]


@pytest.mark.slow
def test_agent_undo_waits_for_no_one_a_session_in_use_is_one_line(workspace, write_script):
    run(workspace, editing_script(write_script, "changed\n"), "change it")
    lock = SessionLock.acquire(the_session())
    try:
        result = undo(workspace)
    finally:
        lock.release()
    assert result.exit_code == 2 and "in use by another run" in result.output
    assert (workspace / "hello.py").read_text() == "changed\n"


def test_agent_undo_without_a_session_says_how_to_start_one(workspace):
    result = undo(workspace)
    assert result.exit_code == 2 and "no earlier session" in result.output and "Traceback" not in result.output
