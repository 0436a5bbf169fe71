"""The bubblewrap sandbox, run for real: what a command inside can and cannot touch.

These tests need bwrap; without it they fail (CI installs it in .ci/run) rather than skip, so a machine
that lacks it cannot quietly pass them.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent.config_files import load_user_config
from agent.processes.sandbox import (
    Sandbox,
    SandboxUnavailable,
    check_sandbox,
    choose_sandbox,
    seatbelt_profile,
)
from agent.processes.sandbox_sockets import find_sockets
from agent.start.session_context import SessionContext


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
    # Not under /tmp or /var/tmp: inside the sandbox they are private, so a write there would succeed and
    # prove nothing.
    folder = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-sandbox-test-"))
    yield folder
    shutil.rmtree(folder)


def run(cmd: str, workspace: Path, sandbox: Sandbox | None = None) -> subprocess.CompletedProcess[str]:
    argv = (sandbox or Sandbox()).wrap(["bash", "-c", cmd], workspace)
    return subprocess.run(argv, cwd=workspace, capture_output=True, text=True, timeout=30)


@pytest.mark.slow
def test_a_write_inside_the_workspace_reaches_the_host(workspace):
    done = run("mkdir -p sub && echo hello > sub/note.txt && pwd", workspace)
    assert done.returncode == 0, done.stderr
    assert (workspace / "sub" / "note.txt").read_text() == "hello\n"
    assert done.stdout.strip() == str(workspace.resolve())


@pytest.mark.slow
def test_a_write_outside_the_workspace_fails_and_leaves_nothing(workspace, outside):
    home = Path.home()
    name = f"agent-sandbox-{uuid.uuid4().hex}"
    done = run(f"echo x > {outside}/{name}; echo $?; echo x > /usr/{name}; echo $?; echo x > {home}/{name}", workspace)
    assert done.stdout.split() == ["1", "1"], done.stderr
    assert done.stderr.count("Read-only file system") == 2
    # $HOME inside is an empty tmpfs: the write lands there and is gone with the command.
    assert not (outside / name).exists() and not (home / name).exists() and not Path("/usr", name).exists()


@pytest.mark.slow
def test_the_rest_of_the_system_stays_readable_and_dev_null_works(workspace):
    (workspace / "data.txt").write_text("kept\n")
    home = Path.home()
    cmd = f"test -r /etc/passwd && test -d {home} && ls {home} >/dev/null && cat data.txt > /dev/null && echo ok"
    done = run(cmd, workspace)
    assert done.returncode == 0 and done.stdout == "ok\n", done.stderr


@pytest.mark.slow
def test_tmp_inside_is_private_and_writable(workspace):
    name = f"agent-sandbox-{uuid.uuid4().hex}"
    done = run(f"echo x > /tmp/{name} && cat /tmp/{name} && mktemp && echo $TMPDIR", workspace)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.split()
    assert lines[0] == "x" and lines[1].startswith("/tmp/") and lines[2] == "/tmp"
    assert not Path("/tmp", name).exists() and not Path(lines[1]).exists()


@pytest.mark.slow
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


@pytest.mark.slow
def test_the_network_is_off_by_default(workspace, listener):
    done = run(CONNECT.format(port=listener), workspace)
    assert done.returncode != 0 and "connected" not in done.stdout
    assert "Connection refused" in done.stderr


@pytest.mark.slow
def test_the_network_is_there_when_asked_for(workspace, listener):
    done = run(CONNECT.format(port=listener), workspace, Sandbox(network=True))
    assert done.returncode == 0 and done.stdout == "connected\n", done.stderr


@pytest.mark.slow
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


@pytest.mark.slow
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


@pytest.mark.slow
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


# --- issue 24: no capabilities, $HOME hidden, private /run, no sockets outside, protected paths, auto ---


@pytest.mark.slow
def test_no_capabilities_inside_and_mount_cannot_make_root_writable(workspace):
    # As root without a user namespace and --cap-drop, bwrap kept CAP_SYS_ADMIN and this mount(2) made / writable.
    remount = (
        "import ctypes; libc = ctypes.CDLL(None, use_errno=True); "
        "print(libc.mount(b'none', b'/', None, 32 | 4096 | 1 , None), ctypes.get_errno())"  # REMOUNT|BIND|RDONLY
    )
    name = f"agent-sandbox-{uuid.uuid4().hex}"
    cmd = (
        f'grep CapEff /proc/self/status; id -u; python3 -c "{remount}"; echo x > /usr/local/{name}; echo $?; '
        "readlink /proc/self/ns/user; cat /proc/self/uid_map"
    )
    done = run(cmd, workspace)
    lines = done.stdout.split("\n")
    # A user namespace of its own, mapping only our uid, also for root (whose capabilities it contains).
    assert lines[4] != os.readlink("/proc/self/ns/user")
    assert lines[5].split() == [str(os.getuid()), str(os.getuid()), "1"]
    assert lines[0].split() == ["CapEff:", "0000000000000000"], done.stdout
    assert lines[1] == str(os.getuid())  # the same uid inside, so files keep their owner
    assert lines[2] == "-1 1", done.stderr  # EPERM
    assert lines[3] == "1" and "Read-only file system" in done.stderr
    assert not Path("/usr/local", name).exists()


@pytest.mark.slow
def test_password_hashes_are_out_of_reach_also_for_root(workspace):
    # Root owns /etc/shadow (rw-r-----): its owner's read permission needs no capability.
    done = run("cat /etc/shadow /etc/gshadow; echo status=$?", workspace)
    assert done.stdout.strip().endswith("status=1") and ":" not in done.stdout.replace("status=1", ""), done.stdout
    if Path("/etc/shadow").exists():
        assert "/etc/shadow" in done.stderr


@pytest.fixture
def fake_home(monkeypatch) -> Iterator[Path]:
    # Not under /tmp (private inside anyway, which would prove nothing): under /var/lib, which stays visible.
    base = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-sandbox-home-"))
    home = base / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_ed25519").write_text("PRIVATE KEY\n")
    (home / ".pyenv" / "bin").mkdir(parents=True)
    (home / ".pyenv" / "bin" / "tool").write_text("toolchain\n")
    (home / "tools").mkdir()
    (home / "tools" / "mine").write_text("listed\n")
    monkeypatch.setenv("HOME", str(home))
    yield home
    shutil.rmtree(base)


@pytest.mark.slow
def test_home_is_hidden_except_the_toolchain_folders(workspace, fake_home):
    cmd = f"cat {fake_home}/.pyenv/bin/tool; ls -A {fake_home}; cat {fake_home}/.ssh/id_ed25519"
    done = run(cmd, workspace)
    assert done.stdout.split() == ["toolchain", ".pyenv"], done.stderr
    assert "No such file or directory" in done.stderr and "PRIVATE KEY" not in done.stdout
    # python itself comes from the real account's toolchain folders (here /root/.pyenv): still found.
    assert run("python3 -c 'print(7)'", workspace).stdout == "7\n"


@pytest.mark.slow
def test_sandbox_home_lists_what_stays_readable(workspace, fake_home):
    done = run(f"ls -A {fake_home}; cat {fake_home}/tools/mine", workspace, Sandbox(home=("tools", "../etc", "none")))
    assert done.stdout.split() == ["tools", "listed"], done.stderr
    assert run(f"ls -A {fake_home}", workspace, Sandbox(home=())).stdout == ""


@pytest.mark.slow
def test_a_workspace_under_home_is_the_real_one(fake_home):
    project = fake_home / "src" / "project"
    project.mkdir(parents=True)
    (project / "kept").write_text("here\n")
    done = run("cat kept && echo new > made", project)
    assert done.stdout == "here\n", done.stderr
    assert (project / "made").read_text() == "new\n"


@pytest.mark.slow
def test_run_var_tmp_and_the_agent_data_directory_are_private(workspace, monkeypatch):
    marker = Path("/run", f"agent-sandbox-{uuid.uuid4().hex}")
    marker.write_text("host\n")
    state = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-sandbox-state-"))
    (state / "data" / "sessions").mkdir(parents=True)
    (state / "data" / "sessions" / "s.jsonl").write_text("secret transcript\n")
    monkeypatch.setenv("AGENT_HOME", str(state))
    try:
        done = run(f"ls -A /run /var/tmp {state}; cat {marker} {state}/data/sessions/s.jsonl", workspace)
    finally:
        marker.unlink()
        shutil.rmtree(state)
    assert sorted(done.stdout.split()) == sorted(["/run:", "/var/tmp:", f"{state}:"]), done.stderr
    assert done.stderr.count("No such file or directory") == 2


@pytest.fixture
def unix_listener() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-test-"))
    path = folder / "x.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen(8)
        yield path
    shutil.rmtree(folder)


CONNECT_UNIX = "import socket; socket.socket(socket.AF_UNIX).connect({path!r}); print('connected')"


@pytest.mark.slow
def test_a_unix_socket_outside_the_workspace_is_unreachable(workspace, unix_listener):
    with socket.socket(socket.AF_UNIX) as client:
        client.connect(str(unix_listener))  # reachable outside
    done = run(f'python3 -c "{CONNECT_UNIX.format(path=str(unix_listener))}"', workspace)
    assert done.returncode != 0 and "connected" not in done.stdout
    assert "ConnectionRefusedError" in done.stderr, done.stderr
    # Also with the network on: the socket is hidden by a mount, not by the network namespace.
    done = run(f'python3 -c "{CONNECT_UNIX.format(path=str(unix_listener))}"', workspace, Sandbox(network=True))
    assert done.returncode != 0 and "connected" not in done.stdout


@pytest.mark.slow
def test_a_unix_socket_in_the_workspace_works(workspace):
    path = workspace / "app.sock"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        server.listen(8)
        done = run(f'python3 -c "{CONNECT_UNIX.format(path=str(path))}"', workspace)
    assert done.stdout == "connected\n", done.stderr


def test_the_scan_finds_socket_files_nobody_listens_on(tmp_path):
    # A container's socket bound into /var/lib: not in our /proc/net/unix, so only the scan can find it.
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "skipped").mkdir()
    for path in (tmp_path / "a" / "b" / "s.sock", tmp_path / "skipped" / "t.sock"):
        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(path))
    (tmp_path / "a" / "plain").write_text("x")
    assert find_sockets([tmp_path], skip=[tmp_path / "skipped"]) == [tmp_path / "a" / "b" / "s.sock"]
    assert find_sockets([tmp_path / "skipped"], skip=[]) == [tmp_path / "skipped" / "t.sock"]


@pytest.fixture
def repository(workspace: Path) -> Path:
    subprocess.run(["git", "init", "-q"], cwd=workspace, check=True)
    shutil.rmtree(workspace / ".git" / "hooks")  # a missing folder must be protected too
    (workspace / ".agent").mkdir()
    (workspace / ".agent" / "config.toml").write_text("# project\n")
    return workspace


@pytest.mark.slow
def test_protected_paths_in_the_workspace_stay_read_only(repository):
    config = (repository / ".git" / "config").read_text()
    attempts = [
        "git config core.fsmonitor 'touch /tmp/owned'",
        "echo '[core]' >> .git/config",
        "echo 'touch owned' > .git/hooks/pre-commit",
        "echo x > .agent/config.toml",
        "mv .git .git-old",  # a renamed .git would leave the read-only binds behind
        "rm -rf .agent",
    ]
    done = run("; ".join(f"{attempt}; echo $?" for attempt in attempts) + "; echo ok > other.txt", repository)
    codes = done.stdout.split()
    assert len(codes) == len(attempts) and "0" not in codes, done.stderr
    assert (repository / ".git" / "config").read_text() == config
    assert not (repository / ".git" / "hooks" / "pre-commit").exists()
    assert (repository / ".agent" / "config.toml").read_text() == "# project\n"
    assert (repository / "other.txt").read_text() == "ok\n"
    commit = "git -c user.name=t -c user.email=t@t commit -qm one"
    done = run(f"git status --short && git add other.txt && {commit} && git log --oneline", repository)
    assert done.returncode == 0 and "?? other.txt" in done.stdout and "one" in done.stdout, done.stderr


@pytest.mark.slow
def test_the_sandboxed_command_dies_with_the_agent(workspace):
    token = f"300.{uuid.uuid4().int % 10**12}"
    argv = Sandbox().wrap(["sleep", token], workspace)
    agent = (
        f"import subprocess, pathlib; subprocess.Popen({argv!r}); "
        "pathlib.Path('started').touch(); import time; time.sleep(300)"
    )
    parent = subprocess.Popen(["python3", "-c", agent], cwd=workspace)
    try:
        deadline = time.monotonic() + 10
        # The agent, bwrap (two: outside and as the namespace's first process) and sleep: bwrap must have got
        # as far as running the command (its --die-with-parent set) before the agent goes.
        while len(pids_naming(token)) < 4:
            assert time.monotonic() < deadline, "the sandboxed command never started"
            time.sleep(0.02)
    finally:
        parent.kill()  # SIGKILL: no cleanup of any kind in the parent
        parent.wait()
    deadline = time.monotonic() + 5
    while pids_naming(token) and time.monotonic() < deadline:
        time.sleep(0.02)
    left = pids_naming(token)
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == [], "the sandboxed command outlived the agent (no --die-with-parent?)"


@pytest.mark.slow
@pytest.mark.skipif(os.geteuid() != 0, reason="becomes another user (setpriv) and makes a setuid bwrap: root only")
@pytest.mark.parametrize("setuid", [False, True], ids=["userns", "setuid-bwrap"])
def test_a_user_without_privileges_gets_the_same_sandbox(setuid, bwrap, monkeypatch):
    # bwrap without setuid (an unprivileged user namespace) and a setuid bwrap (older distributions): the
    # options must work for both, not only for root.
    nobody = pwd.getpwnam("nobody")
    base = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-sandbox-nobody-"))
    base.chmod(0o755)
    root = base / "ws"
    root.mkdir()
    os.chown(root, nobody.pw_uid, nobody.pw_gid)
    if setuid:
        (base / "bin").mkdir()
        shutil.copy(bwrap, base / "bin" / "bwrap")
        (base / "bin" / "bwrap").chmod(0o4755)
        monkeypatch.setenv("PATH", f"{base / 'bin'}:{os.environ['PATH']}")
    monkeypatch.setenv("HOME", str(root))  # the user's own; root's /root is not theirs to read
    monkeypatch.setattr(os, "getuid", lambda: nobody.pw_uid)
    monkeypatch.setattr(os, "getgid", lambda: nobody.pw_gid)
    as_nobody = ["setpriv", f"--reuid={nobody.pw_uid}", f"--regid={nobody.pw_gid}", "--clear-groups", "--"]
    try:
        argv = Sandbox().wrap(["sh", "-c", "id -u; grep CapEff /proc/self/status; echo ok > made"], root)
        assert argv[0] == (str(base / "bin" / "bwrap") if setuid else bwrap)
        done = subprocess.run([*as_nobody, *argv], capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
        made = (root / "made").read_text() if (root / "made").exists() else None
    finally:
        shutil.rmtree(base)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(nobody.pw_uid), "CapEff:", "0000000000000000"] and made == "ok\n"


def test_auto_without_bwrap_runs_unsandboxed_with_one_note(tmp_path, monkeypatch):
    empty = tmp_path / "empty-path"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    notes: list[str] = []
    assert choose_sandbox("auto", tmp_path, note=notes.append) is None
    assert len(notes) == 1 and "\n" not in notes[0]
    assert notes[0].startswith("bash runs without a sandbox") and "apt-get install bubblewrap" in notes[0]
    assert "--sandbox" not in notes[0]
    with pytest.raises(SandboxUnavailable):
        choose_sandbox("on", tmp_path, note=notes.append)
    assert choose_sandbox("off", tmp_path, note=notes.append) is None and len(notes) == 1


def test_auto_with_bwrap_sandboxes_with_the_users_choices(workspace):
    notes: list[str] = []
    sandbox = choose_sandbox("auto", workspace, network=True, home=["tools"], note=notes.append)
    assert sandbox == Sandbox(network=True, home=("tools",)) and notes == []


def test_open_tools_auto_without_bwrap_has_the_outside_policy(tmp_path, monkeypatch):
    from agent.start.permission_choices import PermissionChoices
    from agent.start.session import open_tools

    empty = tmp_path / "empty-path"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    notes: list[str] = []
    runtime = open_tools(SessionContext.read(tmp_path, load_user_config(), PermissionChoices(ask=False)), notes.append)
    try:
        assert runtime.shell.sandbox is None and runtime.gate.policy.sandboxed is False
        assert [note for note in notes if "sandbox" in note] == notes[:1] and len(notes) >= 1
    finally:
        runtime.close()


@pytest.mark.slow
def test_open_tools_auto_with_bwrap_sandboxes(workspace):
    from agent.start.permission_choices import PermissionChoices
    from agent.start.session import open_tools

    runtime = open_tools(SessionContext.read(workspace, load_user_config(), PermissionChoices(ask=False)))
    try:
        assert runtime.shell.sandbox == Sandbox() and runtime.gate.policy.sandboxed is True
    finally:
        runtime.close()


# --- macOS: the sandbox-exec profile (it cannot run here; its text is checked) ---


def test_the_macos_profile_follows_the_same_rules(workspace, fake_home):
    (workspace / ".git").mkdir()
    profile = seatbelt_profile(Sandbox(), workspace, Path("/private/tmp/agent-x"))
    lines = profile.splitlines()
    assert lines[:2] == ["(version 1)", "(deny default)"]
    root = str(workspace.resolve())
    [reads] = [line for line in lines if line.startswith("(allow file-read*")]
    assert f'(subpath "{fake_home}")' in reads.split("(require-not", 1)[1].split(")))", 1)[0]
    assert f'(subpath "{fake_home}/.pyenv")' in reads and f'(subpath "{root}")' in reads and ".ssh" not in reads
    [writes] = [line for line in lines if line.startswith("(allow file-write* (require-all")]
    assert f'(require-any (subpath "{root}") (subpath "/private/tmp/agent-x"))' in writes
    for protected in (".git/config", ".git/hooks", ".agent"):
        assert f'(subpath "{root}/{protected}")' in writes.split("require-not", 1)[1]
    assert not any("(remote ip)" in line for line in lines)  # no network
    assert f'(allow network-outbound (remote unix-socket (subpath "{root}")))' in lines
    networked = seatbelt_profile(Sandbox(network=True), workspace, Path("/private/tmp/agent-x")).splitlines()
    assert "(allow network-outbound (remote ip))" in networked


def test_the_macos_profile_quotes_paths(tmp_path):
    odd = tmp_path / 'a "quoted" \\ name'
    odd.mkdir()
    profile = seatbelt_profile(Sandbox(home=()), odd, Path("/private/tmp/agent-x"))
    assert '(subpath "' + str(odd.resolve()).replace("\\", "\\\\").replace('"', '\\"') + '")' in profile


def test_on_macos_wrap_uses_sandbox_exec(workspace, monkeypatch, tmp_path):
    fake = tmp_path / "sandbox-exec"
    fake.write_text("")
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr("agent.processes.sandbox.SEATBELT", str(fake))
    argv = Sandbox().wrap(["bash", "-c", "true"], workspace)
    assert argv[0] == str(fake) and argv[1] == "-p" and argv[2].startswith("(version 1)\n(deny default)")
    assert argv[3] == "/usr/bin/env" and argv[4].startswith("TMPDIR=") and argv[5:] == ["bash", "-c", "true"]
    assert Path(argv[4].removeprefix("TMPDIR=")).is_dir()
    monkeypatch.setattr("agent.processes.sandbox.SEATBELT", str(tmp_path / "missing"))
    with pytest.raises(SandboxUnavailable):
        Sandbox().wrap(["true"], workspace)


@pytest.mark.slow
def test_a_scanned_socket_is_hidden_and_once_gone_breaks_nothing(workspace):
    folder = Path(tempfile.mkdtemp(dir="/var/lib", prefix="agent-test-"))
    path = folder / "left.sock"
    with socket.socket(socket.AF_UNIX) as sock:
        sock.bind(str(path))  # closed: no listener, so not in /proc/net/unix; only the scan finds it
    sandbox = Sandbox()
    try:
        done = run(f"test -S {path} && echo socket; test -c {path} && echo hidden", workspace, sandbox)
        assert done.stdout == "hidden\n", done.stderr
        path.unlink()  # the scan's result is reused: the sandbox must still start
        done = run("echo started", workspace, sandbox)
        assert done.returncode == 0 and done.stdout == "started\n", done.stderr
    finally:
        shutil.rmtree(folder)


@pytest.mark.slow
def test_auto_when_bwrap_cannot_start_notes_the_kernel_fix(tmp_path, monkeypatch):
    fake = tmp_path / "fake-bin"
    fake.mkdir()
    (fake / "bwrap").write_text("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
    (fake / "bwrap").chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake}:/usr/bin:/bin")
    notes: list[str] = []
    assert choose_sandbox("auto", tmp_path, note=notes.append) is None
    [note] = notes
    assert note.startswith("bash runs without a sandbox: bubblewrap cannot start here (bwrap: No permissions")
    assert "unprivileged_userns_clone" in note and "--sandbox" not in note and "\n" not in note


def test_the_macos_profile_keeps_the_keychain_out(workspace):
    profile = seatbelt_profile(Sandbox(), workspace, Path("/private/tmp/agent-x"))
    [mach] = [line for line in profile.splitlines() if "mach-lookup" in line]
    assert mach.startswith("(allow mach-lookup (global-name ") and "com.apple.system.opendirectoryd.libinfo" in mach
    assert "SecurityServer" not in profile and "pasteboard" not in profile
    assert "(allow file-read-metadata)" in profile.splitlines()
