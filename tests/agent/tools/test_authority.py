"""File authority: the agent never writes over a change it has not seen (stale, racy, deleted, unread, resumed)."""

from __future__ import annotations

import os
import time
from pathlib import Path
from types import SimpleNamespace

import agent.file_safety.read_records as records_module
from agent.calls.runtime import ToolRuntime
from agent.file_safety.read_records import STALE_MESSAGE, ReadRecords, RecordSnapshot

NOT_READ = (
    "Cannot edit {} because it has not been read in this session. Read the file first, then retry with exact old_text."
)


def edit(runtime: ToolRuntime, path: str, old: str, new: str):
    return runtime.run("edit", {"path": path, "old_text": old, "new_text": new})


def test_external_change_after_read_is_refused_and_the_file_left_untouched(workspace):
    target = workspace / "test.txt"
    target.write_text("Hello World\n")
    runtime = ToolRuntime(workspace)
    assert not runtime.run("read", {"path": "test.txt"}).is_error
    time.sleep(0.01)
    target.write_text("Hello there, World\n")
    result = edit(runtime, "test.txt", "World", "Universe")
    assert result.is_error
    assert result.content.startswith(STALE_MESSAGE)
    assert "now 19 bytes (was 12)" in result.content
    assert "+Hello there, World" in result.content  # the short diff of what changed
    assert target.read_text() == "Hello there, World\n"


class FrozenClockOs:
    """os as seen on a filesystem whose timestamps do not move during the test: everything lands in one tick."""

    def __init__(self, tick_ns: int):
        self.tick_ns = tick_ns

    def __getattr__(self, name):
        return getattr(os, name)

    def _frozen(self, st: os.stat_result) -> SimpleNamespace:
        return SimpleNamespace(
            st_size=st.st_size,
            st_ino=st.st_ino,
            st_dev=st.st_dev,
            st_nlink=st.st_nlink,
            st_mode=st.st_mode,
            st_mtime_ns=self.tick_ns,
            st_ctime_ns=self.tick_ns,
        )

    def stat(self, path, *args, **kwargs):
        return self._frozen(os.stat(path, *args, **kwargs))

    def fstat(self, fd):
        return self._frozen(os.fstat(fd))


def test_same_size_same_timestamp_change_is_caught_by_the_content_hash(workspace, monkeypatch):
    monkeypatch.setattr(records_module, "os", FrozenClockOs(time.time_ns()))
    target = workspace / "test.txt"
    target.write_text("Hello World\n")
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "test.txt"})
    inode = target.stat().st_ino
    target.write_text("Hello Wxrld\n")  # in place: same inode, same size, and (frozen) same mtime and ctime
    assert target.stat().st_ino == inode
    result = edit(runtime, "test.txt", "Hello", "Goodbye")
    assert result.is_error and result.content.startswith(STALE_MESSAGE)
    assert "same size (12 bytes) but different content, with the same timestamp" in result.content
    assert target.read_text() == "Hello Wxrld\n"


def test_fast_path_trusts_the_stat_and_a_racy_record_reads_the_content(workspace, monkeypatch):
    old = workspace / "old.txt"
    old.write_text("settled\n")
    hour_ago = time.time_ns() - 3600 * 10**9
    os.utime(old, ns=(hour_ago, hour_ago))
    fresh = workspace / "fresh.txt"
    fresh.write_text("just written\n")
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "old.txt"})
    runtime.run("read", {"path": "fresh.txt"})
    reads: list[str] = []
    real_read = records_module.read_consistent

    def noted_read(real: Path, shown: str) -> tuple[bytes, os.stat_result]:
        reads.append(real.name)
        return real_read(real, shown)

    monkeypatch.setattr(records_module, "read_consistent", noted_read)
    for path in (old, fresh):
        runtime.records.verify(runtime.workspace.key(path.resolve()), path.resolve(), path.name)
    assert reads == ["fresh.txt"]


def test_touch_is_not_stale(workspace):
    target = workspace / "notes.py"
    target.write_text("x = 1\n")
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "notes.py"})
    later = time.time_ns() + 5 * 10**9
    os.utime(target, ns=(later, later))
    result = edit(runtime, "notes.py", "x = 1", "x = 2")
    assert not result.is_error, result.content
    assert target.read_text() == "x = 2\n"


def test_own_edit_then_a_second_edit_succeeds(workspace):
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "hello.py"})
    assert not edit(runtime, "hello.py", "Hello", "Goodbye").is_error
    assert not edit(runtime, "hello.py", "world", "moon").is_error
    assert not runtime.run("write", {"path": "hello.py", "content": "print(1)\n"}).is_error
    assert (workspace / "hello.py").read_text() == "print(1)\n"


def test_unread_file_cannot_be_edited_or_overwritten_but_a_new_file_can_be_created(workspace):
    runtime = ToolRuntime(workspace)
    edited = edit(runtime, "hello.py", "world", "moon")
    assert edited.is_error and edited.content == NOT_READ.format("hello.py")
    overwritten = runtime.run("write", {"path": "hello.py", "content": "gone\n"})
    assert overwritten.is_error and overwritten.content == NOT_READ.format("hello.py")
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    created = runtime.run("write", {"path": "new.py", "content": "A = 1\n"})
    assert not created.is_error and "created" in created.content
    assert (workspace / "new.py").read_text() == "A = 1\n"


def test_file_deleted_since_read_is_refused_until_read_again(workspace):
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "hello.py"})
    (workspace / "hello.py").unlink()
    for result in (
        edit(runtime, "hello.py", "world", "moon"),
        runtime.run("write", {"path": "hello.py", "content": "print(2)\n"}),
    ):
        assert result.is_error and "was deleted since the agent read it" in result.content
    assert not (workspace / "hello.py").exists()
    assert "does not exist" in runtime.run("read", {"path": "hello.py"}).content
    assert not runtime.run("write", {"path": "hello.py", "content": "print(2)\n"}).is_error


def test_bash_changing_a_read_file_makes_it_stale(workspace):
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "hello.py"})
    runtime.run("bash", {"command": "echo '# added' >> hello.py"})
    assert edit(runtime, "hello.py", "world", "moon").content.startswith(STALE_MESSAGE)
    runtime.run("read", {"path": "hello.py"})
    assert not edit(runtime, "hello.py", "world", "moon").is_error


def test_a_subagent_shares_its_parents_reads(workspace):
    parent = ToolRuntime(workspace)
    child = ToolRuntime(workspace, records=parent.records)
    parent.run("read", {"path": "hello.py"})
    assert not edit(child, "hello.py", "world", "moon").is_error
    assert not edit(parent, "hello.py", "moon", "sun").is_error  # the child's write is the parent's knowledge too
    stranger = ToolRuntime(workspace)
    assert stranger.records is not parent.records
    assert "has not been read" in edit(stranger, "hello.py", "sun", "star").content


def test_symlink_and_dot_paths_share_one_record(workspace):
    runtime = ToolRuntime(workspace)
    os.symlink(workspace / "hello.py", workspace / "alias.py")
    runtime.run("read", {"path": "./alias.py"})
    assert not edit(runtime, "hello.py", "world", "moon").is_error
    assert (workspace / "alias.py").is_symlink()  # the edit went to the real file, the link stays a link
    assert (workspace / "hello.py").read_text() == 'print("Hello, moon!")\n'


def session_that_wrote(workspace: Path, files: dict[str, str]) -> str:
    runtime = ToolRuntime(workspace)
    for path, content in files.items():
        assert not runtime.run("write", {"path": path, "content": content}).is_error
    return runtime.snapshot().to_json()


def test_resume_reports_files_written_earlier_that_changed_since_once(workspace):
    saved = session_that_wrote(workspace, {"a.py": "A = 1\nB = 2\n", "same.py": "S = 1\n", "gone.py": "G = 1\n"})
    (workspace / "a.py").write_text("A = 1\nB = 3\n")
    (workspace / "gone.py").unlink()
    runtime = ToolRuntime(workspace)
    report = runtime.resume(RecordSnapshot.from_json(saved))
    assert "a.py changed:" in report and "-B = 2\n+B = 3" in report
    assert "gone.py was deleted." in report
    assert "same.py" not in report
    # The report is not authority: an edit of the changed file still needs a fresh read ...
    assert edit(runtime, "a.py", "B = 3", "B = 4").content.startswith(STALE_MESSAGE)
    # ... while the unchanged file keeps the authority of the earlier session.
    assert not edit(runtime, "same.py", "S = 1", "S = 2").is_error
    again = ToolRuntime(workspace)
    assert again.resume(RecordSnapshot.from_json(runtime.snapshot().to_json())) == ""


def test_resume_summarises_a_large_change_instead_of_a_diff(workspace):
    before = "".join(f"old line {i}\n" for i in range(1000))
    after = "".join(f"new line {i}\n" for i in range(1200))
    saved = session_that_wrote(workspace, {"big.txt": before})
    (workspace / "big.txt").write_text(after)
    report = ToolRuntime(workspace).resume(RecordSnapshot.from_json(saved))
    assert (
        f"big.txt changed: {len(before)} bytes, 1000 lines when written, now {len(after)} bytes, 1200 lines" in report
    )
    assert "@@" not in report


def test_files_only_read_are_not_reported_on_resume_but_stay_stale(workspace):
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "hello.py"})
    saved = runtime.snapshot()
    assert all(state.text is None for state in saved.files)  # read-only contents are not stored
    (workspace / "hello.py").write_text("print('changed')\n")
    resumed = ToolRuntime(workspace, records=ReadRecords())
    assert resumed.resume(RecordSnapshot.from_json(saved.to_json())) == ""
    assert edit(resumed, "hello.py", "changed", "x").content.startswith(STALE_MESSAGE)


def test_snapshot_round_trips_through_json(workspace):
    saved = RecordSnapshot.from_json(session_that_wrote(workspace, {"f.txt": "x\n"}))
    (state,) = saved.files
    assert state.written and state.text == "x\n" and state.path == str(workspace.resolve() / "f.txt")
    assert RecordSnapshot.from_json(saved.to_json()) == saved
