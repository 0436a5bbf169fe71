"""bash: no orphans (timeout, normal exit, Ctrl-C, commands that leave their group, sandbox or not), $PPID is not
the agent, long commands, output tails kept in full for show_output under the data directory, read-only detection."""

from __future__ import annotations

import gc
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.processes import process_tree
from agent.processes.sandbox import Sandbox
from agent.tools.shell import ShellSettings, is_read_only


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


@pytest.mark.slow
def test_timeout_kills_a_backgrounded_grandchild_sleep(workspace, tmp_path):
    pidfile = workspace / "pid"
    result = ToolRuntime(workspace).run("bash", {"command": f"sleep 300 & echo $! > {pidfile}; sleep 30", "timeout": 1})
    assert result.is_error and "timed out after 1s" in result.content
    assert is_gone(int(pidfile.read_text()))


@pytest.mark.slow
def test_background_processes_do_not_outlive_the_command(workspace, tmp_path):
    pidfile = workspace / "pid"
    started = time.monotonic()
    result = ToolRuntime(workspace).run("bash", {"command": f"sleep 300 & echo $! > {pidfile}; echo started"})
    assert result.content == "exit code 0\nstarted"
    assert time.monotonic() - started < 30  # the call did not wait for the background sleep
    assert is_gone(int(pidfile.read_text()))


@pytest.mark.slow
def test_ctrl_c_kills_the_whole_group(workspace, tmp_path, sigint_raises_keyboard_interrupt):
    pidfile = workspace / "pid"
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


@pytest.mark.slow
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


@pytest.mark.slow
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


# Processes that leave the command's process group or session: the group kill alone misses them.
ESCAPES = {
    "setsid &": "setsid {sleeper} &",
    "setsid -f": "setsid -f {sleeper}",
    "setpgid (job control)": "set -m; {sleeper} &",
    "setsid in a subshell": "(setsid {sleeper} &)",
    "double fork": "( ( {sleeper} & ) & )",
}


def sleeper(marker: str) -> str:
    """A `sleep 300` that shows `marker` as its command line, so it can be found from outside the sandbox."""
    return f"bash -c 'exec -a {marker} sleep 300'"


def wait_until_gone(marker: str, within_s: float = 5.0) -> list[int]:
    deadline = time.monotonic() + within_s
    while pids_running(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = pids_running(marker)
    for pid in left:  # do not leave them to the next test
        os.kill(pid, signal.SIGKILL)
    return left


def shell_settings(sandboxed: bool) -> ShellSettings:
    if sandboxed and shutil.which("bwrap") is None:
        pytest.fail("bubblewrap (bwrap) is not installed; install it (Debian/Ubuntu: sudo apt-get install bubblewrap)")
    return ShellSettings(sandbox=Sandbox() if sandboxed else None)


@pytest.mark.slow
@pytest.mark.parametrize("sandboxed", [False, True], ids=["plain", "sandbox"])
@pytest.mark.parametrize("escape", list(ESCAPES))
def test_nothing_a_command_starts_outlives_the_call(escape, sandboxed, workspace, allow_all):
    marker = f"agent-test-{uuid.uuid4().hex[:12]}"
    runtime = ToolRuntime(workspace, gate=allow_all(workspace), shell=shell_settings(sandboxed))
    command = ESCAPES[escape].format(sleeper=sleeper(marker)) + "\nsleep 0.3; echo started"
    result = runtime.run("bash", {"command": command, "timeout": 30})
    assert result.content == "exit code 0\nstarted"
    assert wait_until_gone(marker) == [], f"{escape} outlived the call"


@pytest.mark.slow
@pytest.mark.parametrize("ending", ["timeout", "ctrl-c"])
def test_nothing_a_command_starts_outlives_a_timeout_or_ctrl_c(
    ending, workspace, allow_all, sigint_raises_keyboard_interrupt
):
    marker = f"agent-test-{uuid.uuid4().hex[:12]}"
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    command = f"setsid -f {sleeper(marker)}; sleep 60"
    if ending == "timeout":
        result = runtime.run("bash", {"command": command, "timeout": 1})
        assert result.is_error and "timed out after 1s" in result.content
    else:
        timer = threading.Timer(1.0, os.kill, (os.getpid(), signal.SIGINT))
        timer.start()
        try:
            with pytest.raises(KeyboardInterrupt):
                runtime.run("bash", {"command": command, "timeout": 60})
        finally:
            timer.cancel()
    assert wait_until_gone(marker) == []


@pytest.mark.slow
def test_a_call_that_ends_leaves_a_running_calls_processes_alone(workspace, allow_all):
    # Two commands at once (subagents, or read-only commands sharing a batch): the first to end must take only
    # what it started with it.
    markers = {name: f"agent-test-{uuid.uuid4().hex[:12]}" for name in ("long", "short")}
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    short_done = workspace / "short-done"
    long_command = (
        f"setsid -f {sleeper(markers['long'])}; "
        f"while [ ! -e {short_done} ]; do sleep 0.05; done; sleep 0.5; "
        f"pgrep -f {markers['long']} > /dev/null && echo still running"
    )
    results = {}
    long_call = threading.Thread(target=lambda: results.update(long=runtime.run("bash", {"command": long_command})))
    long_call.start()
    try:
        short = runtime.run("bash", {"command": f"setsid -f {sleeper(markers['short'])}; sleep 0.2; echo short"})
        assert short.content == "exit code 0\nshort"
        assert wait_until_gone(markers["short"]) == []
    finally:
        short_done.touch()
        long_call.join(30)
    assert results["long"].content == "exit code 0\nstill running"
    assert wait_until_gone(markers["long"]) == []


@pytest.mark.slow
def test_twenty_calls_starting_setsid_sleep_leave_no_sleep(workspace, allow_all):
    """A quick soak: the command the red team used, 20 times."""
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    for _ in range(20):
        assert runtime.run("bash", {"command": "setsid sleep 300 &"}).content == "exit code 0\n"
    sleeping = []
    for entry in Path("/proc").iterdir():
        try:
            if (
                entry.name.isdigit()
                and os.readlink(entry / "cwd") == str(workspace)
                and (entry / "cmdline").read_bytes() == b"sleep\x00300\x00"
            ):
                sleeping.append(int(entry.name))
        except OSError:
            pass
    for pid in sleeping:
        os.kill(pid, signal.SIGKILL)
    assert sleeping == []


@pytest.mark.slow
@pytest.mark.parametrize("sandboxed", [False, True], ids=["plain", "sandbox"])
def test_the_parent_of_a_command_is_not_the_agent(sandboxed, workspace):
    # `kill -9 $PPID` (or a stray `kill %1` gone wrong) must not be able to end the agent.
    result = ToolRuntime(workspace, shell=shell_settings(sandboxed)).run("bash", {"command": "echo $PPID"})
    assert result.content.startswith("exit code 0\n")
    assert int(result.content.split("\n")[1]) != os.getpid()


def test_a_command_that_kills_its_parent_ends_only_itself(workspace, allow_all):
    result = ToolRuntime(workspace, gate=allow_all(workspace)).run(
        "bash", {"command": "echo before; kill -9 $PPID; sleep 30", "timeout": 20}
    )
    assert result.is_error and result.content.split("\n")[1] == "before"


def test_a_nul_in_a_command_is_a_one_line_error_for_the_model(workspace, allow_all):
    result = ToolRuntime(workspace, gate=allow_all(workspace)).run("bash", {"command": "echo a\0b"})
    assert result.is_error
    assert "NUL" in result.content and "\n" not in result.content


@pytest.mark.slow
@pytest.mark.parametrize("sandboxed", [False, True], ids=["plain", "sandbox"])
def test_a_command_longer_than_an_argument_may_be_runs(sandboxed, workspace, allow_all):
    text = "x" * 300_000  # an argument is limited to 128 KiB
    runtime = ToolRuntime(workspace, gate=allow_all(workspace), shell=shell_settings(sandboxed))
    result = runtime.run("bash", {"command": f"cat > big.txt <<'EOF'\n{text}\nEOF\nwc -c < big.txt"})
    assert result.content == "exit code 0\n300001"


def test_the_command_reads_as_bash_c_would(workspace, allow_all):
    # bash reads the command from a descriptor; messages, $0, the exit code and open descriptors stay as with -c.
    result = ToolRuntime(workspace, gate=allow_all(workspace)).run(
        "bash", {"command": 'echo "$0 $#"\nno-such-command-here\nls /proc/self/fd | wc -l; exit 3'}
    )
    assert result.content == "exit code 3\nbash 0\nbash: line 2: no-such-command-here: command not found\n4"


@pytest.mark.slow
def test_outputs_are_kept_under_the_data_directory_and_removed_with_the_store(workspace, agent_home):
    runtime = ToolRuntime(workspace)
    assert "earlier output cut" in runtime.run("bash", {"command": "seq 1 5000"}).content
    folder = runtime.outputs.folder
    assert folder.parent == agent_home / "outputs" and list(folder.iterdir())
    del runtime
    gc.collect()
    assert not folder.exists()


def test_output_folders_of_agents_that_are_gone_are_swept(workspace, agent_home):
    ended = subprocess.Popen(["true"])
    ended.wait()
    abandoned = agent_home / "outputs" / f"{ended.pid}-abc"
    alive = agent_home / "outputs" / f"{os.getppid()}-def"
    for folder in (abandoned, alive):
        folder.mkdir(parents=True)
        (folder / "1.out").write_text("x")
    runtime = ToolRuntime(workspace)
    runtime.run("bash", {"command": "echo hi"})
    assert not abandoned.exists()
    assert alive.exists()


@pytest.mark.slow
def test_outside_sandbox_runs_the_command_unwrapped(workspace, allow_all):
    # The gate asks the user before such a call (agent/permissions/policy.py); once allowed, no bubblewrap.
    runtime = ToolRuntime(workspace, gate=allow_all(workspace), shell=shell_settings(True))
    host_network = os.readlink("/proc/self/ns/net")
    inside = runtime.run("bash", {"command": "readlink /proc/self/ns/net"})
    outside = runtime.run("bash", {"command": "readlink /proc/self/ns/net", "outside_sandbox": True})
    assert inside.content.startswith("exit code 0\n") and inside.content.split("\n")[1] != host_network
    assert outside.content == f"exit code 0\n{host_network}"


def test_the_bash_schema_describes_outside_sandbox():
    from agent.tools.shell import BashArgs

    field = BashArgs.model_json_schema()["properties"]["outside_sandbox"]
    assert field["type"] == "boolean" and field["default"] is False
    assert "asks the user" in field["description"] and "network" in field["description"]
    assert BashArgs(command="true").outside_sandbox is False


@pytest.mark.slow
def test_a_sandboxed_command_ends_when_the_agent_is_killed(workspace):
    # agent → reaper → bwrap → command: SIGKILL to the agent reaches the command through the reaper's death
    # signal and bwrap's --die-with-parent.
    marker = f"agent-test-{uuid.uuid4().hex[:12]}"
    agent = (
        "from pathlib import Path\n"
        "from agent.calls.runtime import ToolRuntime\n"
        "from agent.processes.sandbox import Sandbox\n"
        "from agent.tools.shell import ShellSettings\n"
        "from agent.permissions.gate import Gate, NobodyToAsk\n"
        "from agent.permissions.policy import Layer, Policy\n"
        "from agent.permissions.rules import Rule\n"
        f"root = Path({str(workspace)!r})\n"
        "gate = Gate(Policy([Layer('t', (Rule(tool='*', action='allow'),))], root), NobodyToAsk())\n"
        "runtime = ToolRuntime(root, gate=gate, shell=ShellSettings(sandbox=Sandbox()))\n"
        f"runtime.run('bash', {{'command': {sleeper(marker)!r}, 'timeout': 300}})\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", agent], cwd=workspace)
    try:
        deadline = time.monotonic() + 15
        while len(pids_running(marker)) < 2:  # the agent's own command line holds the marker too
            assert time.monotonic() < deadline, "the sandboxed command never started"
            time.sleep(0.05)
        time.sleep(0.2)  # bwrap has set --die-with-parent before it runs the command; the reaper is in place
    finally:
        proc.kill()
        proc.wait()
    assert wait_until_gone(marker) == [], "the sandboxed command outlived the agent"


@pytest.mark.slow
def test_a_reaper_whose_agent_died_as_it_started_runs_nothing(tmp_path):
    """The agent died before the reaper could ask for a signal at its death: the reaper's parent is someone else
    by then, and a command it started would run on (a session of its own) with nobody to end it."""
    made = tmp_path / "made"
    reaper = process_tree.reaper_argv()  # its parent: this process
    orphaned = [*reaper[:-1], f"{process_tree.PARENT_OPTION}1"]  # as if this process had died and init adopted it
    done = subprocess.run([*orphaned, "touch", str(made)], timeout=60)
    assert (done.returncode, made.exists()) == (128 + signal.SIGTERM, False)
    done = subprocess.run([*reaper, "touch", str(made)], timeout=60)
    assert (done.returncode, made.exists()) == (0, True)


@pytest.mark.slow
def test_git_failing_on_the_read_only_git_dir_of_a_mixed_command_is_told_why(workspace, allow_all):
    """`python3 … && git stash` in the sandbox: .git is read-only for a command that runs more than git, and git
    stash fails there with exit code 1 and not a word."""
    for args in (["init", "-q"], ["config", "user.email", "u@example.com"], ["config", "user.name", "u"]):
        subprocess.run(["git", *args], cwd=workspace, check=True)
    (workspace / "f.txt").write_text("one\n")
    subprocess.run(["git", "add", "f.txt"], cwd=workspace, check=True)
    subprocess.run(["git", "commit", "-qm", "one"], cwd=workspace, check=True)
    (workspace / "f.txt").write_text("two\n")
    runtime = ToolRuntime(workspace, gate=allow_all(workspace), shell=shell_settings(True))
    result = runtime.run("bash", {"command": "python3 -c 'print(1)' && git stash"})
    assert (
        result.is_error and "[.git is read-only in the sandbox for a command that runs more than git" in result.content
    )
    alone = runtime.run("bash", {"command": "git stash"})
    assert not alone.is_error and "read-only" not in alone.content
