"""What the file tools refuse or bound: hard links, read-only and other users' files, pipes and devices, huge
files, slow searches, paths that name directories, binaries without NULs, and temp files left by a crash."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

import pytest

import agent.tools.files as files_module
from agent.calls.runtime import ToolRuntime
from agent.file_safety.read_records import STALE_MESSAGE
from agent.tools import ReadRecords

HARD_LINKS = "the agent does not read or write through hard links because another name may be outside the workspace"


@pytest.fixture
def runtime(workspace, allow_all) -> ToolRuntime:
    return ToolRuntime(workspace, gate=allow_all(workspace))


def test_files_with_hard_links_are_refused_for_reads_and_writes(workspace, runtime, tmp_path):
    (workspace / "a.txt").write_text("one\n")
    os.link(workspace / "a.txt", workspace / "b.txt")
    for call in (
        ("read", {"path": "a.txt"}),
        ("edit", {"path": "b.txt", "old_text": "one", "new_text": "two"}),
        ("write", {"path": "a.txt", "content": "two\n"}),
    ):
        result = runtime.run(*call)
        assert result.is_error and "has 2 hard links" in result.content and HARD_LINKS in result.content, call
    assert (workspace / "a.txt").read_text() == "one\n" and os.stat(workspace / "a.txt").st_nlink == 2
    outside = tmp_path / "outside.txt"
    outside.write_text("s3cret\n")
    os.link(outside, workspace / "door.txt")  # what `ln` in bash can do to a file beyond the workspace
    read = runtime.run("read", {"path": "door.txt"})
    assert read.is_error and "s3cret" not in read.content


def test_a_read_only_file_is_refused_and_left_as_it_is(workspace, runtime):
    target = workspace / "frozen.py"
    target.write_text("x = 1\n")
    target.chmod(0o444)
    assert not runtime.run("read", {"path": "frozen.py"}).is_error
    result = runtime.run("edit", {"path": "frozen.py", "old_text": "x = 1", "new_text": "x = 2"})
    assert result.is_error and "read-only (mode 444)" in result.content and "chmod u+w" in result.content
    assert runtime.run("write", {"path": "frozen.py", "content": "y\n"}).is_error
    assert target.read_text() == "x = 1\n" and os.stat(target).st_mode & 0o777 == 0o444


@pytest.mark.skipif(os.geteuid() != 0, reason="only root can give a file to another user")
def test_another_users_file_keeps_its_owner_group_and_mode_when_root_edits_it(workspace, runtime):
    target = workspace / "theirs.py"
    target.write_text("x = 1\n")
    os.chown(target, 12345, 23456)
    target.chmod(0o640)
    runtime.run("read", {"path": "theirs.py"})
    result = runtime.run("edit", {"path": "theirs.py", "old_text": "x = 1", "new_text": "x = 2"})
    assert not result.is_error, result.content
    st = os.stat(target)
    assert (st.st_uid, st.st_gid, st.st_mode & 0o7777) == (12345, 23456, 0o640)
    assert target.read_text() == "x = 2\n"


def test_another_users_file_is_refused_when_a_copy_would_change_its_owner(workspace, runtime, monkeypatch):
    target = workspace / "theirs.py"
    target.write_text("x = 1\n")
    runtime.run("read", {"path": "theirs.py"})
    monkeypatch.setattr(files_module.os, "geteuid", lambda: os.stat(target).st_uid + 1)  # we are someone else
    result = runtime.run("edit", {"path": "theirs.py", "old_text": "x = 1", "new_text": "x = 2"})
    monkeypatch.undo()
    assert result.is_error and "belongs to another user" in result.content
    assert target.read_text() == "x = 1\n"


def run_briefly(runtime: ToolRuntime, name: str, arguments: dict) -> str:
    """The result's text, failing the test (instead of hanging it) if the call blocks."""
    results: list[str] = []
    worker = threading.Thread(target=lambda: results.append(runtime.run(name, arguments).content), daemon=True)
    worker.start()
    worker.join(timeout=5)
    if not results:
        # Unblock the stuck open() so the thread ends, then fail.
        with open(runtime.workspace.root / arguments["path"], "wb" if name == "read" else "rb"):
            pass
        pytest.fail(f"{name} of {arguments['path']} blocked")
    return results[0]


def test_pipes_sockets_and_devices_are_refused_without_blocking(workspace, runtime, tmp_path):
    os.mkfifo(workspace / "pipe")
    assert "is a named pipe (FIFO); the agent reads and writes regular files only" in run_briefly(
        runtime, "read", {"path": "pipe"}
    )
    assert "named pipe" in run_briefly(runtime, "write", {"path": "pipe", "content": "x"})
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(workspace / "sock"))
    try:
        assert "is a socket" in runtime.run("read", {"path": "sock"}).content
    finally:
        server.close()
    device = ToolRuntime(workspace, allowed=[Path("/dev")], gate=runtime.gate)
    assert "is a character device" in device.run("read", {"path": "/dev/zero"}).content


def test_a_large_file_is_read_a_page_at_a_time_without_loading_it(workspace, runtime):
    target = workspace / "big.log"
    with open(target, "w") as handle:
        for number in range(1, 200_001):
            handle.write(f"line {number} " + "x" * 90 + "\n")  # about 20 MB
    whole = runtime.run("read", {"path": "big.log"})
    assert whole.is_error and "too large to read whole" in whole.content and "offset and limit" in whole.content
    tracemalloc.start()
    try:
        page = runtime.run("read", {"path": "big.log", "offset": 150_000, "limit": 3})
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert not page.is_error, page.content
    assert page.content.startswith("150000\tline 150000 x") and "150002\tline 150002 " in page.content
    assert "[lines 150000-150002 of a " in page.content and "offset=150003" in page.content
    assert peak < 6 * 1024 * 1024, f"reading a page took {peak} bytes"
    # A page gives authority to edit once the file is settled (a read moments after a change cannot).
    hour_ago = time.time_ns() - 3600 * 10**9
    os.utime(target, ns=(hour_ago, hour_ago))
    runtime.run("read", {"path": "big.log", "limit": 1})
    edited = runtime.run("edit", {"path": "big.log", "old_text": "line 1 x", "new_text": "line one x"})
    assert not edited.is_error, edited.content


def test_a_huge_sparse_file_is_not_loaded(workspace, runtime):
    target = workspace / "sparse.img"
    with open(target, "wb") as handle:
        handle.write(b"header\n")
        handle.truncate(2 * 1024**3)
    tracemalloc.start()
    try:
        result = runtime.run("read", {"path": "sparse.img", "offset": 1, "limit": 10})
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.is_error and "binary file (2147483648 bytes)" in result.content
    assert peak < 6 * 1024 * 1024


@pytest.mark.slow
def test_the_search_for_similar_lines_is_bounded_and_says_where_it_stopped(workspace, runtime):
    long_lines = ["x = '" + ("abcdefgh " * 2500)[i:] + "'" for i in range(100)]  # 2 MB of 20,000-char lines
    (workspace / "long.py").write_text("\n".join(long_lines) + "\n")
    runtime.run("read", {"path": "long.py", "limit": 1})
    almost = long_lines[50][:10_000] + "Q" + long_lines[50][10_001:]
    started = time.monotonic()
    result = runtime.run("edit", {"path": "long.py", "old_text": almost, "new_text": "y"})
    assert result.is_error and "not found" in result.content
    assert time.monotonic() - started < 5  # was more than 15 minutes
    many = "".join(f"value_{n} = compute({n}, {n * 7})\n" for n in range(60_000))
    (workspace / "many.py").write_text(many)
    runtime.run("read", {"path": "many.py", "limit": 1})
    started = time.monotonic()
    result = runtime.run("edit", {"path": "many.py", "old_text": "value_x = compute(1, 2, 3)", "new_text": "y"})
    assert time.monotonic() - started < 5
    assert "were searched for similar ones; the search stops after" in result.content


def test_a_path_ending_in_a_slash_is_not_written_as_a_file(workspace, runtime):
    result = runtime.run("write", {"path": "newdir/", "content": "x"})
    assert result.is_error and "ends with '/', so it names a directory" in result.content
    assert not (workspace / "newdir").exists()


def test_binary_without_nul_bytes_is_not_shown_as_latin1(workspace, runtime):
    (workspace / "blob.bin").write_bytes(bytes(range(1, 256)) * 100)
    result = runtime.run("read", {"path": "blob.bin"})
    assert result.is_error and "binary file (25500 bytes)" in result.content
    (workspace / "legacy.txt").write_bytes("caf\u00e9 cr\u00e8me\n".encode("latin-1"))
    assert "caf\u00e9 cr\u00e8me" in runtime.run("read", {"path": "legacy.txt"}).content


def test_a_file_without_newlines_counts_as_one_line_in_the_resume_report(workspace, runtime):
    runtime.run("write", {"path": "one.txt", "content": "short\n"})
    snapshot = runtime.records.snapshot()
    (workspace / "one.txt").write_text("x" * 5_000_000)
    report = ReadRecords().resume(snapshot, runtime.workspace.key, runtime.workspace.display)
    assert "1 line when written, now 5000000 bytes, 1 line (diff too long" in report


# A process that dies in the middle of a write, as `kill -9` during a large edit leaves it.
DIES_WHILE_WRITING = """
import os, sys, time
from pathlib import Path
import agent.file_safety.atomic_write as atomic_write
atomic_write.os.fsync = lambda fd: (print("writing", flush=True), time.sleep(60))
atomic_write.write_atomically(Path(sys.argv[1]), b"x" * 1000)
"""


def test_temp_files_of_a_killed_write_are_removed_by_the_next_run(workspace, agent_home):
    writer = subprocess.Popen(
        [sys.executable, "-c", DIES_WHILE_WRITING, str(workspace / "data.txt")],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(Path(files_module.__file__).parents[2])},
    )
    assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    left = [p.name for p in workspace.iterdir() if p.name.endswith(".tmp")]
    assert len(left) == 1 and left[0].startswith(".data.txt.agent-")
    lookalike = workspace / f".notes.agent-{writer.pid}-0123456789abcdef.tmp"  # not in any journal: not ours
    lookalike.write_text("keep me")
    ToolRuntime(workspace)  # the next run
    assert sorted(p.name for p in workspace.iterdir() if p.name.endswith(".tmp")) == [lookalike.name]


def test_a_write_in_progress_in_a_live_process_is_not_swept(workspace, runtime):
    # This process's own journal is never swept: its temp files may be in the middle of a write.
    from agent.file_safety.atomic_write import _create_temp

    folder = os.open(workspace, os.O_RDONLY | os.O_DIRECTORY)
    fd, tmp = _create_temp(folder, workspace / "live.txt")
    os.close(fd)
    os.close(folder)
    ToolRuntime(workspace)
    assert (workspace / tmp).exists()


@pytest.mark.slow
def test_a_save_that_lands_between_the_check_and_the_rename_is_kept(workspace, runtime, monkeypatch):
    target = workspace / "log.txt"
    target.write_text("counter = 0\n")
    runtime.run("read", {"path": "log.txt"})
    real_replace = os.replace

    def replace_after_a_late_append(source, destination, **in_folder):
        with open(target, "a") as handle:  # opened the old copy before the rename, writes after the check
            handle.write("late line\n")
        real_replace(source, destination, **in_folder)

    monkeypatch.setattr(files_module.os, "replace", replace_after_a_late_append)
    result = runtime.run("edit", {"path": "log.txt", "old_text": "counter = 0", "new_text": "counter = 1"})
    monkeypatch.undo()
    assert not result.is_error and "another program appended 10 bytes during the edit" in result.content
    assert target.read_text() == "counter = 1\nlate line\n"
    again = runtime.run("edit", {"path": "log.txt", "old_text": "counter = 1", "new_text": "counter = 2"})
    assert again.is_error and again.content.startswith(STALE_MESSAGE)  # the late line has not been read
