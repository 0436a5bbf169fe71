"""bash: no orphans (timeout, normal exit, Ctrl-C), output tails kept in full for show_output, read-only detection."""

from __future__ import annotations

import os
import re
import signal
import threading
import time
from pathlib import Path

import pytest

from agent.tools import ToolRuntime
from agent.tools.shell import is_read_only


def is_gone(pid: int, within_s: float = 5.0) -> bool:
    """True once the process no longer runs (a zombie waiting for init to reap it counts as gone)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, ProcessLookupError):
            return True
        if state == "Z":
            return True
        time.sleep(0.05)
    return False


def test_timeout_kills_a_backgrounded_grandchild_sleep(workspace, tmp_path):
    pidfile = tmp_path / "pid"
    result = ToolRuntime(workspace).run("bash", {"command": f"sleep 300 & echo $! > {pidfile}; sleep 30", "timeout": 1})
    assert result.is_error and "timed out after 1s" in result.content
    assert is_gone(int(pidfile.read_text()))


def test_background_processes_do_not_outlive_the_command(workspace, tmp_path):
    pidfile = tmp_path / "pid"
    started = time.monotonic()
    result = ToolRuntime(workspace).run("bash", {"command": f"sleep 300 & echo $! > {pidfile}; echo started"})
    assert result.content == "exit code 0\nstarted"
    assert time.monotonic() - started < 30  # the call did not wait for the background sleep
    assert is_gone(int(pidfile.read_text()))


def test_ctrl_c_kills_the_whole_group(workspace, tmp_path, sigint_raises_keyboard_interrupt):
    pidfile = tmp_path / "pid"
    runtime = ToolRuntime(workspace)
    timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            runtime.run("bash", {"command": f"(sleep 300 & echo $! > {pidfile}; wait) & wait", "timeout": 60})
    finally:
        timer.cancel()
    assert is_gone(int(pidfile.read_text()))


def pids_running(marker: str) -> list[int]:
    """Processes (not zombies) whose command line holds `marker`."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker in (entry / "cmdline").read_bytes().decode(errors="replace") and not is_gone(int(entry.name), 0):
                found.append(int(entry.name))
        except OSError:
            pass  # ended while we looked
    return found


def test_ctrl_c_during_a_parallel_batch_kills_every_command(workspace, tmp_path, sigint_raises_keyboard_interrupt):
    # Read-only commands share a batch and run in worker threads; Ctrl-C reaches only the main thread,
    # which must kill the commands the workers wait on.
    marker = str(tmp_path / "followed")
    calls = [{"name": "bash", "arguments": {"command": f"tail -f {marker}-{n}", "timeout": 20}} for n in (1, 2)]
    runtime = ToolRuntime(workspace)
    assert runtime.plan(calls) == [[0, 1]]
    for n in (1, 2):
        Path(f"{marker}-{n}").touch()

    both_ran = threading.Event()

    def interrupt_once_both_run() -> None:
        deadline = time.monotonic() + 10  # well inside the commands' timeout
        while time.monotonic() < deadline and not both_ran.is_set():
            if all(pids_running(f"{marker}-{n}") for n in (1, 2)):
                both_ran.set()
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGINT)

    presser = threading.Thread(target=interrupt_once_both_run, daemon=True)
    presser.start()
    started = time.monotonic()
    try:
        with pytest.raises(KeyboardInterrupt):
            runtime.run_batch(calls)
    finally:
        presser.join()  # its SIGINT must not outlive the test's handler
    assert both_ran.is_set(), "the two commands never ran together"
    assert time.monotonic() - started < 15, "the batch waited for its commands' timeout"
    deadline = time.monotonic() + 5
    while pids_running(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert pids_running(marker) == []


def test_stdin_is_closed(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "cat; echo done", "timeout": 5})
    assert result.content == "exit code 0\ndone"


def test_long_output_keeps_the_tail_and_show_output_pages_the_rest(workspace):
    runtime = ToolRuntime(workspace)
    result = runtime.run("bash", {"command": "seq 1 5000"})
    assert "output was 5000 lines (23893 bytes); earlier output cut, showing the last 200 lines" in result.content
    assert result.content.splitlines()[-200:] == [str(n) for n in range(4801, 5001)]
    cited = re.search(r"show_output with id=(\d+)", result.content)
    assert cited is not None, "the cut output names no id"
    output_id = int(cited.group(1))
    first = runtime.run("show_output", {"id": output_id, "offset": 1})
    assert first.content.splitlines()[:200] == [str(n) for n in range(1, 201)]
    assert f"call show_output with id={output_id} and offset=201 for more" in first.content
    last = runtime.run("show_output", {"id": output_id, "offset": 4990})
    assert last.content.splitlines() == [str(n) for n in range(4990, 5001)]
    assert runtime.run("show_output", {"id": output_id, "offset": 6000}).is_error
    assert "no kept output 999" in runtime.run("show_output", {"id": 999}).content


def test_short_output_is_not_kept(workspace):
    runtime = ToolRuntime(workspace)
    assert runtime.run("bash", {"command": "echo hi"}).content == "exit code 0\nhi"
    assert list(runtime.outputs.folder.iterdir()) == []


def test_a_very_long_single_line_is_cut_to_the_byte_budget(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "head -c 100000 /dev/zero | tr '\\0' x"})
    assert "earlier output cut" in result.content
    assert len(result.content) < 31_000


@pytest.mark.parametrize(
    "command",
    [
        "ls -la",
        "cat a.txt | grep foo | wc -l",
        "git status && git diff HEAD",
        "find . -name '*.py'",
        "grep -rn TODO . 2>&1",
        "rg x; echo done",
    ],
)
def test_read_only_commands_are_recognised(command):
    assert is_read_only(command)


@pytest.mark.parametrize(
    "command",
    [
        "rm -rf build",
        "echo x > a.txt",
        "cat a >> b",
        "find . -delete",
        "git commit -m x",
        "sort -o out in",
        "sleep 5 & ls",
        "ls $(touch x)",
        "ls `touch x`",
        "python -c 'print(1)'",
        "git",
        "sed -i s/a/b/ f",
    ],
)
def test_commands_that_may_write_are_not_read_only(command):
    assert not is_read_only(command)
