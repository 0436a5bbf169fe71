"""The delete tool: a read first, refused when stale, folders refused, the write lock, the gate asks, undo."""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.file_safety.read_records import read_consistent
from agent.tools.delete import remove_unchanged
from agent.tools.tool import Resource
from agent.undo.checkpoint_log import checkpoints_dir
from agent.undo.checkpoint_undo import undo_latest

SESSION = "20250101-000000-delete"


@pytest.fixture
def runtime(workspace: Path, allow_all) -> ToolRuntime:
    return ToolRuntime(workspace, gate=allow_all(workspace))


def test_a_file_read_first_is_deleted_and_can_be_created_again(runtime, workspace):
    assert not runtime.run("read", {"path": "hello.py"}).is_error
    result = runtime.run("delete", {"path": "hello.py"})
    assert not result.is_error, result.content
    assert result.content == "deleted hello.py (23 bytes)"
    assert not (workspace / "hello.py").exists()
    # The agent knows it is gone: writing it again creates it, no stale refusal.
    assert not runtime.run("write", {"path": "hello.py", "content": "new\n"}).is_error
    assert (workspace / "hello.py").read_text() == "new\n"


def test_a_file_never_read_is_refused_with_the_next_step(runtime, workspace):
    result = runtime.run("delete", {"path": "hello.py"})
    assert result.is_error
    assert "has not been read" in result.content and "Read the file first" in result.content
    assert (workspace / "hello.py").exists()


def test_a_file_changed_since_it_was_read_is_refused_and_kept(runtime, workspace):
    runtime.run("read", {"path": "hello.py"})
    (workspace / "hello.py").write_text('print("changed by the user")\n')
    result = runtime.run("delete", {"path": "hello.py"})
    assert result.is_error and "modified externally" in result.content
    assert (workspace / "hello.py").read_text() == 'print("changed by the user")\n'


def test_folders_missing_files_and_paths_outside_are_refused(runtime, workspace):
    (workspace / "pkg").mkdir()
    folder = runtime.run("delete", {"path": "pkg"})
    assert folder.is_error and "is a folder" in folder.content and (workspace / "pkg").is_dir()
    missing = runtime.run("delete", {"path": "nothing.txt"})
    assert missing.is_error and "does not exist" in missing.content
    outside = runtime.run("delete", {"path": "../x.txt"})
    assert outside.is_error and "outside the workspace" in outside.content


def test_the_built_in_rules_ask_before_a_delete(workspace):
    runtime = ToolRuntime(workspace)  # built-in rules, nobody to ask
    runtime.run("read", {"path": "hello.py"})
    result = runtime.run("delete", {"path": "hello.py"})
    assert result.is_error and "needs the user's approval" in result.content and "deletes a file" in result.content
    assert (workspace / "hello.py").exists()


def test_a_delete_writes_its_path_so_it_waits_for_reads_and_writes_of_that_file(runtime):
    assert runtime.tools["delete"].resources(runtime.tools["delete"].Args(path="a.txt"), lambda path: path) == [
        Resource(key="a.txt", mode="write")
    ]
    calls = [
        {"name": "read", "arguments": {"path": "a.txt"}},
        {"name": "delete", "arguments": {"path": "a.txt"}},
        {"name": "read", "arguments": {"path": "b.txt"}},
    ]
    assert runtime.plan(calls) == [[0, 2], [1]]


def test_a_delete_holds_the_files_lock(runtime, workspace):
    runtime.run("read", {"path": "hello.py"})
    key = runtime.workspace.key(workspace / "hello.py")
    finished = threading.Event()

    def delete() -> None:
        runtime.run("delete", {"path": "hello.py"})
        finished.set()

    with runtime.records.locked(key):
        worker = threading.Thread(target=delete)
        worker.start()
        time.sleep(0.2)
        assert not finished.is_set() and (workspace / "hello.py").exists(), "waits for the file's lock"
    worker.join(5)
    assert finished.is_set() and not (workspace / "hello.py").exists()


def test_a_write_that_lands_during_the_unlink_is_put_back(workspace, monkeypatch):
    path = workspace / "hello.py"
    seen = read_consistent(path, "hello.py")
    real_unlink = os.unlink

    def unlink_after_a_late_append(target, *args, **kwargs):
        if os.path.basename(target) == path.name:  # another program appends right after the last check
            with open(path, "a") as handle:
                handle.write("# late\n")
        real_unlink(target, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", unlink_after_a_late_append)
    with pytest.raises(Exception, match="put back with that change"):
        remove_unchanged(path, seen, "hello.py")
    assert path.read_text() == 'print("Hello, world!")\n# late\n'


def test_undo_brings_a_deleted_file_back(runtime, workspace):
    script = workspace / "run.sh"
    script.write_text("echo one\n")
    script.chmod(0o754)
    runtime.checkpoints.begin(SESSION, 2)
    runtime.run("read", {"path": "run.sh"})
    result = runtime.run("delete", {"path": "run.sh"})
    assert not result.is_error and not script.exists()
    assert result.display is not None and "-echo one" in result.display, "the human sees what was removed"
    report = undo_latest(checkpoints_dir(SESSION))
    assert report.done and report.restored == ["run.sh"]
    assert script.read_text() == "echo one\n" and os.stat(script).st_mode & 0o7777 == 0o754
