"""Sessions under stress: a session in use, a full disk, damaged or odd transcripts, a deleted workspace,
text that is not UTF-8, and file records written as changes."""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.file_safety.read_records import FileState, RecordSnapshot
from agent.messages import Message
from agent.paths import sessions_dir
from agent.records.session_store import load_session
from agent.records.transcript import SessionLock, Transcript
from agent.records.transcript_events import FileRecordsChange, MessageEvent

READ_HELLO = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def one_run(write_script, workspace: Path, *turns: dict, task: str = "task") -> Path:
    """A finished run; its transcript."""
    result = invoke("run", task, "-m", f"script:{write_script(*turns)}", "-w", str(workspace), "--json")
    assert result.exit_code == 0, result.output
    return Path(json.loads(result.stdout)["transcript"])


def one_error_line(result) -> str:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def lines_of(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


# 1. One run at a time per session


@pytest.mark.slow
def test_a_session_another_run_holds_is_refused_in_one_line(write_script, workspace):
    path = one_run(write_script, workspace, {"content": "one"})
    before = path.read_bytes()
    lock = SessionLock.acquire(path)  # what a running `agent run --continue` holds
    try:
        script = f"script:{write_script({'content': 'two'})}"
        for how in (["--continue"], ["--resume", path.stem]):
            error = one_error_line(invoke("run", *how, "more", "-m", script, "-w", str(workspace)))
            assert f"session {path.stem} is in use by another run (process {os.getpid()})" in error
        assert path.read_bytes() == before
    finally:
        lock.release()
    assert invoke("run", "--continue", "more", "-m", script, "-w", str(workspace)).exit_code == 0
    assert not path.with_suffix(".lock").exists(), "a released lock leaves no file behind"


@pytest.mark.slow
def test_agent_chat_is_refused_a_session_another_run_holds(write_script, workspace):
    path = one_run(write_script, workspace, {"content": "one"})
    before = path.read_bytes()
    lock = SessionLock.acquire(path)
    try:
        script = f"script:{write_script({'content': 'two'})}"
        for how in (["--continue"], ["--resume", path.stem]):
            result = CliRunner().invoke(main, ["chat", *how, "-m", script, "-w", str(workspace)], input="more\n")
            assert f"session {path.stem} is in use by another run" in one_error_line(result)
        assert path.read_bytes() == before
    finally:
        lock.release()


def test_a_new_session_is_held_while_it_runs(tmp_path):
    transcript = Transcript.create()
    try:
        with pytest.raises(Exception, match="is in use by another run"):
            SessionLock.acquire(transcript.path)
    finally:
        transcript.close()
    SessionLock.acquire(transcript.path).release()


# 2. A full disk


class FullDisk:
    """The transcript's file on a disk with `room` bytes left: a write past it is cut, then fails."""

    def __init__(self, real, room: int):
        self.real, self.room = real, room

    def write(self, data):
        if len(data) > self.room:
            self.real.write(data[: self.room])
            self.room = 0
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.room -= len(data)
        return self.real.write(data)

    def __getattr__(self, name):
        return getattr(self.real, name)


@pytest.mark.slow
def test_a_full_disk_still_prints_the_answer_exits_4_and_leaves_no_cut_line(write_script, workspace, monkeypatch):
    opened = Transcript.__init__

    def on_a_full_disk(self, *args, **kwargs):
        opened(self, *args, **kwargs)
        self._file = FullDisk(self._file, room=2_000)  # the session start fits, a later line does not

    monkeypatch.setattr(Transcript, "__init__", on_a_full_disk)
    script = write_script(READ_HELLO, READ_HELLO, {"content": "the answer"})
    result = invoke("run", "task", "-m", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 4, result.output
    assert result.stdout.strip() == "the answer"
    path = next(sessions_dir().glob("*.jsonl"))
    errors = [line for line in result.stderr.splitlines() if "could not be written" in line]
    assert len(errors) == 1 and str(path) in errors[0] and "No space left on device" in errors[0]
    assert errors[0].startswith("error: ")
    assert "Traceback" not in result.output
    data = path.read_bytes()
    assert 0 < len(data) <= 2_000 and data.endswith(b"\n"), "the transcript ends at a whole line"
    assert lines_of(path)[0]["event"] == "session_start"


def test_a_full_disk_at_start_is_one_line_and_exit_4(write_script, workspace, monkeypatch):
    class NoRoom:
        def __init__(self, path):
            self.path = path

        def open(self, *args, **kwargs):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(self.path))

    monkeypatch.setattr("agent.records.transcript.private_file", NoRoom)
    result = invoke("run", "task", "-m", f"script:{write_script({'content': 'hi'})}", "-w", str(workspace))
    assert result.exit_code == 4, result.output
    (line,) = result.stderr.strip().splitlines()
    assert "cannot write the transcript" in line and "No space left on device" in line and "AGENT_HOME" in line


@pytest.mark.slow
def test_an_edit_whose_checkpoint_a_full_disk_refuses_is_not_made_and_the_model_is_told(
    write_script, workspace, monkeypatch
):
    from agent.undo.checkpoints import Checkpoints

    def full(self, *args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(Checkpoints, "_append", full)  # the checkpoint log cannot grow; the transcript can
    edit = {"name": "edit", "arguments": {"path": "hello.py", "old_text": "Hello", "new_text": "Bye"}}
    script = write_script(READ_HELLO, {"tool_calls": [edit]}, {"content": "done"})
    result = invoke("run", "task", "-m", f"script:{script}", "-w", str(workspace), "--yes")
    assert result.exit_code == 0, result.output
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n', "no change without a way back"
    path = next(sessions_dir().glob("*.jsonl"))
    (told,) = [
        e["message"]["content"]
        for e in lines_of(path)
        if e["event"] == "message" and e["message"]["role"] == "tool" and e["message"]["name"] == "edit"
    ]
    assert told.startswith("not run: the checkpoint") and "No space left on device" in told and "AGENT_HOME" in told


def test_the_session_lock_is_let_go_when_a_full_disk_refuses_the_holders_pid(tmp_path):
    """Closing the lock file flushes the holder's pid; on a full disk that close raised out of the run."""

    class CloseFails:
        closed = False

        def close(self):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    lock = SessionLock.acquire(tmp_path / "s.jsonl")
    real, lock._handle = lock._handle, CloseFails()
    lock.release()  # no OSError
    real.close()
    assert not (tmp_path / "s.lock").exists()


# 3. Damaged transcripts


@pytest.mark.slow
def test_a_line_naming_no_event_kind_is_listed_as_damaged_and_stops_continue(write_script, workspace):
    path = one_run(write_script, workspace, {"content": "one"})
    number = len(path.read_text().splitlines()) + 1
    with path.open("a") as handle:
        handle.write(json.dumps({"seq": 50, "event": ["not", "a", "kind"]}) + "\n")
    rows = json.loads(invoke("sessions", "--json").stdout)
    assert [(r["status"], r.get("damage")) for r in rows] == [("damaged", f"line {number} names no event kind")]
    table = invoke("sessions")
    assert table.exit_code == 0 and "damaged" in table.stdout and f"(line {number} names no event kind)" in table.stdout
    error = one_error_line(invoke("run", "--continue", "more", "-m", "script:x", "-w", str(workspace)))
    assert f"transcript {path} line {number} names no event kind" in error and "--resume ID" in error


@pytest.mark.slow
@pytest.mark.parametrize(
    "first_line",
    [pytest.param("null", id="null"), pytest.param("[1, 2]", id="list"), pytest.param("[" * 100_000, id="deep")],
)
def test_a_damaged_newest_session_stops_continue_instead_of_going_into_an_older_one(
    first_line, write_script, workspace
):
    older = one_run(write_script, workspace, {"content": "one"})
    newest = one_run(write_script, workspace, {"content": "two"})
    lines = newest.read_text().splitlines()
    newest.write_text("\n".join([first_line, *lines[1:]]) + "\n")
    os.utime(older, (1, 1))  # written long before
    before = older.read_bytes()
    rows = json.loads(invoke("sessions", "--json").stdout)
    assert [(r["id"], r["status"]) for r in rows] == [(newest.stem, "damaged"), (older.stem, "finished")]
    assert rows[0]["damage"] in ("line 1 is not a JSON object", "line 1 is not JSON")
    error = one_error_line(invoke("run", "--continue", "more", "-m", "script:x", "-w", str(workspace)))
    assert f"session {newest.stem} is damaged (line 1 is not" in error and "--resume ID" in error
    assert older.read_bytes() == before


@pytest.mark.slow
def test_an_unreadable_transcript_is_listed_as_damaged(write_script, workspace):
    path = one_run(write_script, workspace, {"content": "one"})
    (sessions_dir() / "broken.jsonl").mkdir()  # a name `read` cannot open as a file
    rows = {r["id"]: r for r in json.loads(invoke("sessions", "--json").stdout)}
    assert rows[path.stem]["status"] == "finished"
    assert rows["broken"]["status"] == "damaged" and "cannot read the transcript" in rows["broken"]["damage"]


# 4. File records: whole once per run, then only what changed


@pytest.mark.slow
def test_file_records_are_written_as_changes_and_rebuilt_when_read(write_script, workspace):
    for name in ("a.py", "b.py", "c.py"):
        (workspace / name).write_text(f"{name}\n")
    reads = [{"tool_calls": [{"name": "read", "arguments": {"path": name}}]} for name in ("a.py", "b.py", "c.py")]
    path = one_run(write_script, workspace, *reads, reads[0], {"content": "done"})
    records = [line for line in lines_of(path) if line["event"].startswith("file_records")]
    assert [r["event"] for r in records] == ["file_records"] + ["file_records_change"] * 3
    assert len(records[0]["snapshot"]["files"]) == 1
    for change in records[1:]:
        assert len(change["changed"]) == 1 and "removed" not in change, "only the file just read"
    files = load_session(path).file_records.files
    assert sorted(Path(f.path).name for f in files) == ["a.py", "b.py", "c.py"]
    assert [f for f in files if f.path.endswith("a.py")][0].seen_at_ns == max(
        c["changed"][0]["seen_at_ns"] for c in records[1:] if c["changed"][0]["path"].endswith("a.py")
    ), "the last record of a file wins"


def state(path: str, size: int) -> FileState:
    return FileState(path=path, size=size, mtime_ns=1, ctime_ns=1, inode=1, sha256="x", seen_at_ns=1)


def test_a_change_turns_the_old_records_into_the_new():
    old = RecordSnapshot(files=[state("/a", 1), state("/b", 1), state("/c", 1)])
    new = RecordSnapshot(files=[state("/a", 1), state("/b", 2), state("/d", 1)])
    change = FileRecordsChange.between(old, new)
    assert change is not None
    assert [s.path for s in change.changed] == ["/b", "/d"] and change.removed == ["/c"]
    assert change.applied_to(old) == new
    assert FileRecordsChange.between(new, new) is None


# 5. A change to a file is reported once


@pytest.mark.slow
def test_a_change_between_runs_is_reported_once(write_script, workspace):
    write = {"tool_calls": [{"name": "write", "arguments": {"path": "notes.txt", "content": "first\n"}}]}
    path = one_run(write_script, workspace, write, {"content": "wrote it"})
    (workspace / "notes.txt").write_text("first\nchanged by the user\n")
    for task in ("second", "third"):  # the second run makes no call, so it writes no records of its own
        result = invoke(
            "run", "--continue", task, "-m", f"script:{write_script({'content': 'ok'})}", "-w", str(workspace)
        )
        assert result.exit_code == 0, result.output
    asks = [m.content for m in load_session(path).conversation.messages if m.role == "user"]
    assert "changed by the user" in asks[1] and asks[1].endswith("second")
    assert asks[2] == "third"


# 6. A deleted workspace


@pytest.mark.slow
def test_resume_after_the_workspace_was_deleted_says_so(write_script, workspace, tmp_path, monkeypatch):
    path = one_run(write_script, workspace, {"content": "one"})
    before = path.read_bytes()
    shutil.rmtree(workspace)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    error = one_error_line(invoke("run", "--resume", path.stem, "more", "-m", f"script:{write_script({})}"))
    assert f"session {path.stem} worked in {workspace.resolve()}, which no longer exists" in error
    assert path.read_bytes() == before and list(elsewhere.iterdir()) == []
    chat = CliRunner().invoke(main, ["chat", "--resume", path.stem, "-m", f"script:{write_script({})}"], input="x\n")
    assert "which no longer exists" in one_error_line(chat)
    assert path.read_bytes() == before and list(elsewhere.iterdir()) == []


# 7. A transcript that cannot be written


@pytest.mark.slow
def test_a_cut_transcript_that_cannot_be_repaired_stops_continue_in_one_line(write_script, workspace, monkeypatch):
    path = one_run(write_script, workspace, {"content": "one"})
    with path.open("a") as handle:
        handle.write('{"seq": 99, "event": "mess')  # cut by a crash
    before = path.read_bytes()
    real_open = Path.open

    def read_only(self, mode="r", *args, **kwargs):
        if self == path and mode != "r" and "b" in mode and "+" in mode:
            raise PermissionError(errno.EROFS, os.strerror(errno.EROFS), str(self))
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", read_only)
    error = one_error_line(invoke("run", "--continue", "more", "-m", "script:x", "-w", str(workspace)))
    assert f"cannot repair the transcript {path}" in error and "Read-only file system" in error
    assert path.read_bytes() == before
    assert not path.with_suffix(".lock").exists()


@pytest.mark.slow
def test_a_read_only_sessions_directory_stops_continue_in_one_line(write_script, workspace, monkeypatch):
    path = one_run(write_script, workspace, {"content": "one"})
    real_open = Path.open

    def read_only(self, mode="r", *args, **kwargs):
        if self.parent == path.parent and mode != "r" and mode != "rb":
            raise PermissionError(errno.EROFS, os.strerror(errno.EROFS), str(self))
        return real_open(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", read_only)
    error = one_error_line(invoke("run", "--continue", "more", "-m", "script:x", "-w", str(workspace)))
    assert f"cannot write the transcript at {path}" in error and "AGENT_HOME" in error


# 8. Text that is not UTF-8


def test_a_task_that_is_not_utf8_is_refused_in_one_line(write_script, workspace):
    script = f"script:{write_script({'content': 'ok'})}"
    error = one_error_line(invoke("run", "fix it\udcff", "-m", script, "-w", str(workspace)))
    assert "TASK is not valid UTF-8" in error
    assert not sessions_dir().exists() or not list(sessions_dir().iterdir())


def test_a_workspace_named_in_bytes_that_are_not_utf8_is_refused_in_one_line(write_script, tmp_path):
    odd = os.fsdecode(os.fsencode(str(tmp_path)) + b"/proj\xff")
    os.mkdir(odd)
    error = one_error_line(invoke("run", "task", "-m", f"script:{write_script({'content': 'ok'})}", "-w", odd))
    assert f"the workspace path {tmp_path}/proj\\xff is not valid UTF-8" in error


def test_a_lone_surrogate_from_the_model_is_replaced_when_written_and_printed(tmp_path):
    transcript = Transcript(tmp_path / "t.jsonl")
    transcript.write(MessageEvent(message=Message(role="assistant", content="half \ud83d a pair")))
    transcript.close()
    assert transcript.failure is None
    assert lines_of(tmp_path / "t.jsonl")[0]["message"]["content"] == "half \ufffd a pair"


def test_a_final_answer_with_a_lone_surrogate_is_printable(tmp_path):
    from agent.records.recorder import Recorder
    from agent.records.run_result import RunResult
    from agent.terminal.progress import Progress

    result = RunResult(status="turn_limit", transcript="t", model="script:x")
    transcript = Transcript(tmp_path / "t.jsonl")
    Recorder(transcript, Progress(stream=open(os.devnull, "w")), result).finished("done \ud83d")
    transcript.close()
    assert result.final == "done \ufffd"
    result.final.encode("utf-8")
