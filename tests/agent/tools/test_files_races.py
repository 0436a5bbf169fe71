"""Edits racing other programs: a change made while an edit runs is never overwritten, and a crash leaves no
temp file behind once the agent runs again."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys
import tempfile
import threading
import time

import pytest

import agent.file_safety.atomic_write as atomic_write_module
import agent.tools.files as files_module
from agent.calls.runtime import ToolRuntime
from agent.file_safety import no_symlinks
from agent.file_safety.read_records import STALE_MESSAGE, UnchangedGuard

pytestmark = pytest.mark.slow


def gives_leases() -> bool:
    """Whether this machine's temp file system (where the tests' workspaces are) gives file leases: Linux
    only, and not NFS or overlay file systems that refuse them."""
    with tempfile.TemporaryDirectory() as folder:
        open(os.path.join(folder, "probe"), "w").close()
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            lease = atomic_write_module.OldCopyLease.take("probe", fd)
        finally:
            os.close(fd)
    if lease is None:
        return False
    lease.close()
    return True


needs_leases = pytest.mark.skipif(
    not gives_leases(), reason="no file leases on this machine's temp file system (Linux only, not NFS)"
)


def test_a_save_while_the_edit_writes_its_copy_is_refused_as_stale_not_lost(workspace, allow_all, monkeypatch):
    target = workspace / "big.txt"
    target.write_text("counter = 0\n" + "filler line\n" * 1000)
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    assert not runtime.run("read", {"path": "big.txt"}).is_error
    real_fsync = os.fsync
    saves = []

    def fsync_while_another_program_saves(fd: int) -> None:
        # The edit's copy is being flushed (20-200 ms on a big file): another program appends meanwhile.
        if not saves:
            with open(target, "a") as handle:
                handle.write("appended by someone else\n")
            saves.append(fd)
        real_fsync(fd)

    monkeypatch.setattr(atomic_write_module.os, "fsync", fsync_while_another_program_saves)
    result = runtime.run("edit", {"path": "big.txt", "old_text": "counter = 0", "new_text": "counter = 1"})
    monkeypatch.undo()
    assert result.is_error and result.content.startswith(STALE_MESSAGE), result.content
    assert target.read_text().endswith("appended by someone else\n")
    assert target.read_text().startswith("counter = 0\n")
    assert not [p for p in workspace.iterdir() if p.name.endswith(".tmp")]


# Another program appending to the file: one line per open, at random intervals, until its stdin closes.
APPENDER = """
import os, random, sys, threading, time
path, stop, rng, count = sys.argv[1], threading.Event(), random.Random(13), 0
threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
while not stop.is_set():
    fd = os.open(path, os.O_WRONLY | os.O_APPEND)
    os.write(fd, f"appended {count}\\n".encode())
    os.close(fd)
    count += 1
    time.sleep(rng.uniform(0, 0.015))
print(count)
"""


def test_edits_racing_an_appender_either_succeed_without_losing_an_append_or_are_refused(workspace, allow_all):
    path = workspace / "log.txt"
    # Big enough that writing its copy takes a few ms, so the appender often lands inside an edit.
    path.write_text("counter = 0\n" + ("y" * 199 + "\n") * 1000)
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    appender = subprocess.Popen(
        [sys.executable, "-c", APPENDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    done = refused = 0
    deadline = time.monotonic() + 20
    try:
        while done < 40 and time.monotonic() < deadline:
            assert not runtime.run("read", {"path": "log.txt", "limit": 1}).is_error
            result = runtime.run(
                "edit", {"path": "log.txt", "old_text": f"counter = {done}\n", "new_text": f"counter = {done + 1}\n"}
            )
            if result.is_error:
                assert result.content.startswith(STALE_MESSAGE), result.content
                refused += 1
                continue
            done += 1
    finally:
        appended = int(appender.communicate(timeout=10)[0])
    text = path.read_text()
    assert text.startswith(f"counter = {done}\n")
    found = {int(line.split()[1]) for line in text.splitlines() if line.startswith("appended ")}
    missing = set(range(appended)) - found
    assert not missing, f"{len(missing)} of {appended} appended lines lost over {done} edits ({refused} refused)"
    assert done > 0 and appended > 0


@needs_leases
def test_an_append_by_a_program_that_opened_the_file_during_the_rename_is_kept(workspace, allow_all, monkeypatch):
    target = workspace / "log.txt"
    target.write_text("counter = 0\n")
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    assert not runtime.run("read", {"path": "log.txt"}).is_error
    opened, looked = threading.Event(), threading.Event()

    def append_once() -> None:
        # Opens the file the edit is replacing, then writes after the edit's last look at the old copy.
        fd = os.open(target, os.O_WRONLY | os.O_APPEND)
        opened.set()
        looked.wait(0.3)
        os.write(fd, b"appended during the rename\n")
        os.close(fd)

    writer = threading.Thread(target=append_once)

    class GuardWithAWriterInTheWindow(UnchangedGuard):
        def before_replace(self) -> None:
            super().before_replace()
            writer.start()
            opened.wait(0.3)  # without a lease the open is done now; with one it waits for the rename

        def after_replace(self) -> str | None:
            note = super().after_replace()
            looked.set()
            writer.join(5)
            return note

    monkeypatch.setattr(files_module, "UnchangedGuard", GuardWithAWriterInTheWindow)
    result = runtime.run("edit", {"path": "log.txt", "old_text": "counter = 0", "new_text": "counter = 1"})
    assert not result.is_error, result.content
    assert target.read_text() == "counter = 1\nappended during the rename\n"
    assert "appended 27 bytes" in result.content


def test_a_file_another_program_keeps_open_for_writing_is_still_edited_without_waiting_long(workspace, allow_all):
    target = workspace / "server.log"
    target.write_text("level = debug\n")
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    assert not runtime.run("read", {"path": "server.log"}).is_error
    with open(target, "a"):  # a server holding its log open: no lease can be had, the edit goes on without
        started = time.monotonic()
        result = runtime.run("edit", {"path": "server.log", "old_text": "debug", "new_text": "info"})
        elapsed = time.monotonic() - started
    assert not result.is_error, result.content
    assert target.read_text() == "level = info\n"
    assert elapsed < atomic_write_module.LEASE_WAIT_SECONDS + 0.5


# Swaps the workspace folder `sub` with a symbolic link to a folder outside, as fast as it can, until its stdin
# closes. renameat2(RENAME_EXCHANGE) swaps the two names in one step, so `sub` is always there: one or the other.
SWAPPER = """
import ctypes, os, sys, threading
sub, link = sys.argv[1].encode(), sys.argv[2].encode()
libc = ctypes.CDLL(None, use_errno=True)
AT_FDCWD, RENAME_EXCHANGE = -100, 2
stop = threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), stop.set()), daemon=True).start()
swaps = 0
while not stop.is_set():
    if libc.renameat2(AT_FDCWD, sub, AT_FDCWD, link, RENAME_EXCHANGE) != 0:
        raise OSError(ctypes.get_errno(), "renameat2")
    swaps += 1
print(swaps)
"""


def can_exchange_names() -> bool:
    """Whether this machine's C library and kernel swap two names atomically (Linux 3.15+, glibc 2.28+)."""
    libc = ctypes.CDLL(None, use_errno=True)
    if not sys.platform.startswith("linux") or not hasattr(libc, "renameat2"):
        return False
    with tempfile.TemporaryDirectory() as folder:
        first, second = os.path.join(folder, "a"), os.path.join(folder, "b")
        os.mkdir(first)
        os.symlink(folder, second)
        return libc.renameat2(-100, first.encode(), -100, second.encode(), 2) == 0


needs_name_exchange = pytest.mark.skipif(
    not can_exchange_names(), reason="this machine cannot swap two names atomically (renameat2 RENAME_EXCHANGE)"
)
RACE_SECONDS = 3.0
RACE_ROUNDS = 2_000


def outside_state(folder) -> dict[str, tuple[int, int, bytes]]:
    return {p.name: (p.stat().st_ino, p.stat().st_mtime_ns, p.read_bytes()) for p in folder.iterdir()}


@needs_name_exchange
@pytest.mark.parametrize(
    "opening",
    [
        pytest.param(
            "openat2",
            marks=pytest.mark.skipif(not no_symlinks._has_openat2(), reason="this kernel has no openat2 (Linux 5.6+)"),
        ),
        "walk",
    ],
)
def test_a_folder_swapped_for_a_link_to_outside_never_lets_a_tool_read_or_write_outside(
    workspace, tmp_path, allow_all, monkeypatch, opening
):
    if opening == "walk":
        monkeypatch.setattr(no_symlinks, "_has_openat2", lambda: False)  # the fallback: one folder at a time
    outside = tmp_path / "home-stand-in"
    outside.mkdir()
    (outside / "file.txt").write_text("SECRET-TOKEN-1234\n")
    (outside / "SECRET-listed.txt").write_text("")  # a name ls would show
    # As inside: the content check alone cannot tell them apart, so only the path keeps a tool off them.
    (outside / "same.txt").write_text("value = 1\n")
    (outside / "victim.txt").write_text("victim\n")
    sub = workspace / "sub"
    sub.mkdir()
    (sub / "file.txt").write_text("inside\n")
    (sub / "same.txt").write_text("value = 1\n")
    link = tmp_path / "link"
    os.symlink(outside, link)
    before = outside_state(outside)
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    runtime.checkpoints.begin("race", 1)  # files are saved before each write, and diffs shown to the user
    swapper = subprocess.Popen(
        [sys.executable, "-c", SWAPPER, str(sub), str(link)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    leaked, escaped, rounds, refused = [], [], 0, 0
    deadline = time.monotonic() + RACE_SECONDS
    try:
        while rounds < RACE_ROUNDS and time.monotonic() < deadline:
            calls = [
                ("read", {"path": "sub/file.txt"}),
                ("write", {"path": "sub/file.txt", "content": "inside\n"}),  # saved first: never the outside one
                ("ls", {"path": "sub"}),
                ("write", {"path": f"sub/new-{rounds}.txt", "content": "new\n"}),
                ("read", {"path": "sub/same.txt"}),
                ("write", {"path": "sub/same.txt", "content": "value = 1\n"}),
                ("read", {"path": "sub/same.txt"}),
                ("edit", {"path": "sub/same.txt", "old_text": "value = 1", "new_text": "value = 1"}),
                ("write", {"path": "sub/victim.txt", "content": "victim\n"}),
                ("read", {"path": "sub/victim.txt"}),
                ("delete", {"path": "sub/victim.txt"}),
            ]
            for name, arguments in calls:
                try:
                    result = runtime.run(name, arguments)
                except OSError as err:
                    escaped.append(f"{name}: {err!r}")
                    continue
                if "SECRET" in result.content or "SECRET" in (result.display or ""):
                    leaked.append(f"{name}: {result.content} {result.display}")
                if result.is_error and ("outside the workspace" in result.content or "link" in result.content):
                    refused += 1  # the swap was seen
            rounds += 1
    finally:
        swaps = int(swapper.communicate(timeout=10)[0])
    after = outside_state(outside)
    saved = [
        blob for blob in runtime.checkpoints.folder.rglob("*") if blob.is_file() and b"SECRET" in blob.read_bytes()
    ]
    leaked += [f"checkpoint {blob.name}" for blob in saved]
    written = sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))
    summary = (
        f"in {rounds} rounds ({swaps} swaps): {len(leaked)} outside reads {leaked[:1]}, outside files written "
        f"{written[:5]}{'...' if len(written) > 5 else ''} ({len(written)}), {len(escaped)} OSErrors left the "
        f"runtime {escaped[:2]}"
    )
    assert swaps > 0 and refused > 0, f"the swaps never met a call: {summary}"
    assert not leaked and not written and not escaped, summary
