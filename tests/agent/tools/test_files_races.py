"""Edits racing other programs: a change made while an edit runs is never overwritten, and a crash leaves no
temp file behind once the agent runs again."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest

import agent.tools.atomic_write as atomic_write_module
import agent.tools.files as files_module
from agent.tools import ToolRuntime
from agent.tools.records import STALE_MESSAGE, UnchangedGuard

needs_leases = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="file leases are Linux only")


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
    probe = atomic_write_module.OldCopyLease.take(target)
    if probe is None:
        pytest.skip("this file system gives no leases: the edit keeps its narrower check-and-look window")
    probe.close()
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
