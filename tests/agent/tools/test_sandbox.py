"""The bubblewrap sandbox, run for real: what a command inside can and cannot touch.

These tests need bwrap; without it they fail (CI installs it in .ci/run) rather than skip, so a machine
that lacks it cannot quietly pass them.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent.tools.sandbox import Sandbox, SandboxUnavailable, check_sandbox


@pytest.fixture
def bwrap() -> str:
    path = shutil.which("bwrap")
    if path is None:
        pytest.fail("bubblewrap (bwrap) is not installed; install it (Debian/Ubuntu: sudo apt-get install bubblewrap)")
    return path


@pytest.fixture
def workspace(tmp_path: Path, bwrap: str) -> Path:
    # pytest's tmp_path lies under /tmp, so every test here also covers a workspace under the private /tmp.
    root = tmp_path / "ws"
    root.mkdir()
    return root


@pytest.fixture
def outside() -> Iterator[Path]:
    # Not under /tmp: inside the sandbox /tmp is private, so a write there would succeed and prove nothing.
    folder = Path(tempfile.mkdtemp(dir="/var/tmp", prefix="agent-sandbox-test-"))
    yield folder
    shutil.rmtree(folder)


def run(cmd: str, workspace: Path, sandbox: Sandbox | None = None) -> subprocess.CompletedProcess[str]:
    argv = (sandbox or Sandbox()).wrap(["bash", "-c", cmd], workspace)
    return subprocess.run(argv, cwd=workspace, capture_output=True, text=True, timeout=30)


def test_a_write_inside_the_workspace_reaches_the_host(workspace):
    done = run("mkdir -p sub && echo hello > sub/note.txt && pwd", workspace)
    assert done.returncode == 0, done.stderr
    assert (workspace / "sub" / "note.txt").read_text() == "hello\n"
    assert done.stdout.strip() == str(workspace.resolve())


def test_a_write_outside_the_workspace_fails_and_leaves_nothing(workspace, outside):
    home = Path.home()
    name = f"agent-sandbox-{uuid.uuid4().hex}"
    done = run(f"echo x > {outside}/{name}; echo $?; echo x > {home}/{name}; echo $?", workspace)
    assert done.stdout.split() == ["1", "1"], done.stderr
    assert done.stderr.count("Read-only file system") == 2
    assert not (outside / name).exists() and not (home / name).exists()


def test_the_rest_of_the_system_stays_readable_and_dev_null_works(workspace):
    (workspace / "data.txt").write_text("kept\n")
    home = Path.home()
    cmd = f"test -r /etc/passwd && test -d {home} && ls {home} >/dev/null && cat data.txt > /dev/null && echo ok"
    done = run(cmd, workspace)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


def test_tmp_inside_is_private_and_writable(workspace):
    name = f"agent-sandbox-{uuid.uuid4().hex}"
    done = run(f"echo x > /tmp/{name} && cat /tmp/{name} && mktemp && echo $TMPDIR", workspace)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split()
    assert lines[0] == "x" and lines[1].startswith("/tmp/") and lines[2] == "/tmp"
    assert not Path("/tmp", name).exists() and not Path(lines[1]).exists()


def test_a_git_repository_in_the_workspace_is_writable(workspace):
    commit = "git -c user.name=t -c user.email=t@t commit -qm one"
    cmd = f"git init -q && echo a > a && git add a && {commit} && git log --oneline"
    done = run(cmd, workspace)
    assert done.returncode == 0 and "one" in done.stdout, done.stderr
    assert (workspace / ".git" / "HEAD").exists()


@pytest.fixture
def listener() -> Iterator[int]:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as server:
        server.bind(("127.0.0.1", 0))
        server.listen(8)  # the backlog completes the handshake; nobody needs to accept
        yield server.getsockname()[1]


CONNECT = "exec 3<>/dev/tcp/127.0.0.1/{port} && echo connected"


def test_the_network_is_off_by_default(workspace, listener):
    done = run(CONNECT.format(port=listener), workspace)
    assert done.returncode != 0 and "connected" not in done.stdout
    assert "Connection refused" in done.stderr


def test_the_network_is_there_when_asked_for(workspace, listener):
    done = run(CONNECT.format(port=listener), workspace, Sandbox(network=True))
    assert done.returncode == 0 and done.stdout == "connected\n", done.stderr


def test_killing_the_process_group_ends_everything_inside(workspace):
    # The bash tool starts commands with start_new_session=True and kills the group: nothing may escape it.
    token = f"300.{uuid.uuid4().int % 10**12}"  # a sleep length no other process on the machine has
    argv = Sandbox().wrap(["bash", "-c", f"sleep {token} & sleep {token} & touch started; wait"], workspace)
    proc = subprocess.Popen(argv, cwd=workspace, start_new_session=True)
    try:
        deadline = time.monotonic() + 10
        while not (workspace / "started").exists():
            assert time.monotonic() < deadline, "the sandboxed command never started"
            time.sleep(0.02)
        assert len(pids_naming(token)) >= 3  # bwrap, bash and both sleeps
    finally:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
    deadline = time.monotonic() + 5
    while pids_naming(token) and time.monotonic() < deadline:
        time.sleep(0.02)
    escaped = pids_naming(token)
    for pid in escaped:  # so a failing run leaves no sleepers behind
        os.kill(pid, signal.SIGKILL)
    assert escaped == [], "processes escaped the killed process group (did bwrap get --new-session?)"


def pids_naming(token: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if token.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def test_check_sandbox_passes_when_bwrap_runs(workspace):
    check_sandbox(Sandbox(), workspace)
    check_sandbox(Sandbox(network=True), workspace)


def test_check_sandbox_without_bwrap_says_how_to_install_it(tmp_path, monkeypatch):
    empty = tmp_path / "empty-path"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    with pytest.raises(SandboxUnavailable) as caught:
        check_sandbox(Sandbox(), tmp_path)
    message = str(caught.value)
    assert "\n" not in message and "bubblewrap" in message and "apt-get install bubblewrap" in message
    assert "run without --sandbox" in message and caught.value.exit_code == 2


def test_check_sandbox_when_bwrap_cannot_start_shows_its_error_and_the_fix(tmp_path, monkeypatch):
    # A stand-in for a bwrap that the kernel refuses namespaces: this tests our message, not bubblewrap.
    fake = tmp_path / "fake-bin"
    fake.mkdir()
    error = "bwrap: No permissions to create new namespace, likely because the kernel does not allow it"
    (fake / "bwrap").write_text(f"#!/bin/sh\necho '{error}' >&2\necho 'second line' >&2\nexit 1\n")
    (fake / "bwrap").chmod(0o755)
    monkeypatch.setenv("PATH", str(fake))
    with pytest.raises(SandboxUnavailable) as caught:
        check_sandbox(Sandbox(), tmp_path)
    message = str(caught.value)
    assert "\n" not in message and error in message and "second line" not in message
    assert "unprivileged_userns_clone" in message and "run without --sandbox" in message
