"""Checkpoints: what a file was before the agent's tools changed it, grouped by exchange; undo (modes,
created files, files changed outside, repeated undo, after a restart), /diff, and the diff for the human."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.errors import UserError
from agent.messages import Message, ToolResult
from agent.terminal.file_diff import MAX_DIFF_LINES, shortened, unified_diff
from agent.terminal.progress import Progress
from agent.undo.checkpoint_log import checkpoints_dir, read_log
from agent.undo.checkpoint_undo import (
    describe_undo,
    rollback_target,
    session_changes,
    undo_back_to,
    undo_latest,
    undoable_exchanges,
)

SESSION = "20250101-000000-abcdef"


@pytest.fixture
def runtime(workspace: Path, allow_all) -> ToolRuntime:
    return ToolRuntime(workspace, gate=allow_all(workspace))


def edit(runtime: ToolRuntime, path: str, old: str, new: str) -> ToolResult:
    runtime.run("read", {"path": path})
    return runtime.run("edit", {"path": path, "old_text": old, "new_text": new})


def folder() -> Path:
    return checkpoints_dir(SESSION)


def test_an_edit_saves_the_file_first_and_its_result_carries_a_diff_the_model_never_gets(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    result = edit(runtime, "hello.py", "world", "there")
    assert result.content.startswith("edited hello.py") and "\n" not in result.content
    assert result.display is not None
    assert result.display.splitlines() == [
        "--- a/hello.py",
        "+++ b/hello.py",
        "@@ -1 +1 @@",
        '-print("Hello, world!")',
        '+print("Hello, there!")',
    ]
    assert "display" not in result.model_dump() and "display" not in result.model_dump_json()
    [changes] = read_log(folder())
    assert changes.exchange == 2 and list(changes.files) == [str(workspace / "hello.py")]
    blob = folder() / "blobs" / changes.files[str(workspace / "hello.py")].before.sha256  # type: ignore[operator]
    assert blob.read_text() == 'print("Hello, world!")\n'
    assert not list(workspace.glob(".*")), "nothing is saved in the workspace (or its git history)"


def test_a_read_or_a_refused_call_saves_nothing_and_shows_no_diff(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    assert runtime.run("read", {"path": "hello.py"}).display is None
    assert runtime.run("write", {"path": "../outside.txt", "content": "x"}).display is None
    assert read_log(folder())[0].files == {}


def test_undo_restores_content_and_mode_and_removes_created_files(runtime, workspace):
    script = workspace / "run.sh"
    script.write_text("echo one\n")
    script.chmod(0o754)
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "run.sh", "one", "two")
    edit(runtime, "run.sh", "two", "three")  # a second change of the same file in the exchange
    runtime.run("write", {"path": "sub/new.txt", "content": "new\n"})
    report = undo_latest(folder())
    assert report.done and report.restored == ["run.sh"] and report.removed == ["sub/new.txt"]
    assert script.read_text() == "echo one\n", "restored to before the exchange, not before its last call"
    assert os.stat(script).st_mode & 0o7777 == 0o754
    assert not (workspace / "sub" / "new.txt").exists()
    assert not [p for p in workspace.iterdir() if ".agent-" in p.name], "restored atomically, no temp file left"


def test_undo_refuses_a_file_changed_since_the_agent_wrote_it_unless_forced(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "agent")
    runtime.run("write", {"path": "other.txt", "content": "x\n"})
    (workspace / "hello.py").write_text("mine\n")
    refused = undo_latest(folder())
    assert not refused.done and refused.conflicts == ["hello.py"]
    assert describe_undo(refused, "/undo --force") == [
        "not undone: changed since the agent wrote them: hello.py; /undo --force overwrites them"
    ]
    assert (workspace / "hello.py").read_text() == "mine\n" and (workspace / "other.txt").exists(), "nothing undone"
    forced = undo_latest(folder(), force=True)
    assert forced.done and (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    assert "restored hello.py (overwriting changes made since the agent wrote it)" in describe_undo(forced, "")


def test_repeated_undo_goes_further_back_and_survives_a_restart(runtime, workspace, allow_all):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "one")
    runtime.checkpoints.begin(SESSION, 7)
    edit(runtime, "hello.py", "one", "two")
    runtime.checkpoints.begin(SESSION, 12)  # an exchange that changed no file: undone with the one before it
    assert undo_latest(folder()).exchange == 7
    assert (workspace / "hello.py").read_text() == 'print("Hello, one!")\n'
    # A new process knows only what is on disk.
    fresh = ToolRuntime(workspace, gate=allow_all(workspace))
    assert fresh.checkpoints.exchange is None
    assert undo_latest(folder()).exchange == 2
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    with pytest.raises(UserError, match="nothing to undo"):
        undo_latest(folder())


def test_undo_back_to_an_exchange_takes_back_every_later_one_and_lists_only_those_that_changed_files(
    runtime, workspace
):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "one")
    runtime.checkpoints.begin(SESSION, 5)  # changed no file: not offered
    runtime.checkpoints.begin(SESSION, 7)
    edit(runtime, "hello.py", "one", "two")
    assert [(found.exchange, found.names) for found in undoable_exchanges(folder())] == [
        (7, ["hello.py"]),
        (2, ["hello.py"]),
    ]
    report = undo_back_to(folder(), 2)
    assert (report.exchange, report.restored) == (2, ["hello.py"])
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    assert undoable_exchanges(folder()) == []


def test_a_file_already_as_before_is_left_alone(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "there")
    (workspace / "hello.py").write_text('print("Hello, world!")\n')  # the user put it back by hand
    report = undo_latest(folder())
    assert report.done and report.restored == [] and report.conflicts == []


def test_a_log_line_cut_by_a_crash_is_ignored_but_other_damage_is_one_line(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "there")
    log = folder() / "log.jsonl"
    log.write_text(log.read_text() + '{"kind": "after", "exch')
    assert len(read_log(folder())) == 1
    log.write_text('{"kind": "nonsense"}\n' + log.read_text())
    with pytest.raises(UserError, match=r"log.jsonl line 1 is damaged"):
        read_log(folder())


def test_session_changes_diff_each_file_from_its_first_checkpoint_to_now(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "one")
    runtime.checkpoints.begin(SESSION, 5)
    edit(runtime, "hello.py", "one", "two")
    runtime.run("write", {"path": "new.txt", "content": "fresh\n"})
    changes = dict(session_changes(folder()))
    assert list(changes) == ["hello.py", "new.txt"]
    assert '-print("Hello, world!")\n+print("Hello, two!")\n' in changes["hello.py"]
    assert changes["new.txt"].startswith("--- /dev/null\n+++ b/new.txt")
    undo_latest(folder())
    changes = dict(session_changes(folder()))
    assert list(changes) == ["hello.py"] and '+print("Hello, one!")' in changes["hello.py"]


def test_without_an_exchange_the_diff_is_shown_and_nothing_is_saved(runtime, workspace):
    result = edit(runtime, "hello.py", "world", "there")
    assert result.display is not None and '+print("Hello, there!")' in result.display
    assert not (checkpoints_dir(SESSION).parent).exists()


def test_rollback_target_is_the_record_before_the_exchange_or_none_when_it_is_gone():
    messages = [
        Message(role="system", content="s", record=1),
        Message(role="user", content="a", record=2),
        Message(role="assistant", content="b", record=3),
        Message(role="user", content="c", record=4),
    ]
    assert rollback_target(messages, 4) == 3
    assert rollback_target(messages, 2) == 1
    assert rollback_target(messages, 9) is None  # cleared
    summary = Message(role="user", content="summary", record=8)
    assert rollback_target([messages[0], summary, messages[3]], 4) is None, "would drop a later summary"


def test_diffs_are_capped_and_binary_or_huge_files_get_one_line():
    before = "".join(f"line {n}\n" for n in range(500)).encode()
    after = before.replace(b"line", b"LINE")
    diff = unified_diff("big.txt", before, after)
    short = shortened(diff)
    assert len(short.splitlines()) == MAX_DIFF_LINES + 1
    assert short.splitlines()[-1] == f"… {len(diff.splitlines()) - MAX_DIFF_LINES} more lines"
    assert unified_diff("x.bin", b"\xff\x00", b"\xfe") == "x.bin: binary, 2 bytes → 1 bytes"
    assert unified_diff("same", b"a", b"a") == ""
    assert "\\ No newline at end of file" in unified_diff("n", b"a", b"b")


def test_agent_run_live_view_shows_the_diff_and_a_log_keeps_one_line_per_step():
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    result = ToolResult(content="edited a.py", display="--- a/a.py\n+++ b/a.py\n@@ -1 +1 @@\n-old\n+new\x1b[2J")
    live, log = Terminal(), io.StringIO()
    for stream in (live, log):
        progress = Progress(stream)
        progress.thinking(1)
        progress.tool("edit", "a.py", result, 0.1)
    assert "    \x1b[31m-old\x1b[0m\n" in live.getvalue() and "\x1b[32m+new\\x1b[2J\x1b[0m" in live.getvalue()
    assert log.getvalue() == "[1] edit a.py → ok (1 line)\n"


def test_no_color_keeps_the_live_diff_plain(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setenv("NO_COLOR", "1")
    stream = Terminal()
    Progress(stream).tool("edit", "a.py", ToolResult(content="ok", display="-old\n+new"), 0.1)
    assert "    -old\n    +new\n" in stream.getvalue()
    assert "\x1b[3" not in stream.getvalue()


def test_checkpoint_log_lines_are_json_with_the_mode(runtime, workspace):
    (workspace / "hello.py").chmod(0o640)
    runtime.checkpoints.begin(SESSION, 2)
    edit(runtime, "hello.py", "world", "x")
    lines = [json.loads(line) for line in (folder() / "log.jsonl").read_text().splitlines()]
    assert [line["kind"] for line in lines] == ["begun", "before", "after"]
    assert lines[1]["mode"] == 0o640 and lines[1]["name"] == "hello.py"
