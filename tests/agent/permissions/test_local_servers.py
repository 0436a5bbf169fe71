"""A sandboxed command that cannot reach a server on this machine: its result and the screen say why, with the
fix, and on a terminal the user may run it again with the network, for this command or for the project
(agent/permissions/local_servers.py). The sandbox runs for real: these tests need bubblewrap."""

from __future__ import annotations

import io
import os
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

from agent.calls.runtime import ToolRuntime
from agent.permissions.local_servers import QUESTION, RESULT_NOTE, SCREEN_NOTE, network_offer, refused_locally
from agent.permissions.permission_config import approved_rules_path, sandbox_network_here
from agent.processes.sandbox import Sandbox
from agent.tools.shell import ShellSettings

REFUSALS = [  # what real clients print when nothing listens on the port
    ("curl -s localhost:5432", "curl: (7) Failed to connect to localhost port 5432 after 0 ms: Couldn't connect to "
                               "server"),
    ("psql", 'psql: error: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused'),
    ("redis-cli ping", "Could not connect to Redis at 127.0.0.1:6379: Connection refused"),
    ("node db.js", "Error: connect ECONNREFUSED 127.0.0.1:5432"),
    ("pytest -q", "requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=11434): Max retries "
                  "exceeded with url: /api/tags (Caused by NewConnectionError(...: [Errno 111] Connection refused'))"),
    ("python3 -c 'urlopen(\"http://127.0.0.1:8000\")'", "URLError: <urlopen error [Errno 111] Connection refused>"),
]  # fmt: skip
NOT_LOCAL = [
    ("curl -s https://example.com", "curl: (6) Could not resolve host: example.com"),
    ("pip install x", "Failed to establish a new connection: [Errno 101] Network is unreachable"),
    ("ssh build", "ssh: connect to host build.example.com port 22: Connection refused"),
    ("grep -r localhost .", "config.py: HOST = 'localhost'"),
]


@pytest.mark.parametrize(("command", "output"), REFUSALS)
def test_a_refused_connection_to_this_machine_is_recognised(command, output):
    assert refused_locally(command, f"exit code 1\n{output}")


@pytest.mark.parametrize(("command", "output"), NOT_LOCAL)
def test_other_failures_and_mentions_are_not(command, output):
    assert not refused_locally(command, f"exit code 1\n{output}")


@pytest.fixture
def local_server() -> Iterator[int]:
    """A TCP server on 127.0.0.1 of this machine that answers `ok` to whoever connects."""
    server = socket.create_server(("127.0.0.1", 0))
    server.settimeout(0.2)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                continue
            with connection:
                connection.sendall(b"ok\n")

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield server.getsockname()[1]
    stop.set()
    thread.join()
    server.close()


def fetch(port: int) -> str:
    """A command that prints what the local server says, or fails as a client does when it is refused."""
    script = f"import socket; print(socket.create_connection(('127.0.0.1', {port}), timeout=5).recv(10).decode())"
    return f'{sys.executable} -c "{script}"'


def sandboxed_runtime(workspace: Path, allow_all, offer=None) -> ToolRuntime:
    return ToolRuntime(
        workspace, gate=allow_all(workspace), shell=ShellSettings(sandbox=Sandbox(), network_offer=offer)
    )


@pytest.mark.slow
def test_the_result_says_why_and_the_fix(workspace, allow_all, local_server):
    screen: list[str] = []
    runtime = sandboxed_runtime(workspace, allow_all, network_offer(workspace, False, screen.append))
    result = runtime.run("bash", {"command": fetch(local_server)})
    assert result.is_error and "Connection refused" in result.content
    assert result.content.endswith(RESULT_NOTE) and "sandbox_network = true" in RESULT_NOTE
    assert screen == [SCREEN_NOTE]  # headless: on screen too, with the one-line fix, and nothing asked


@pytest.mark.slow
@pytest.mark.parametrize("answer", ["once", "project"])
def test_the_user_may_run_it_again_with_the_network(workspace, allow_all, local_server, answer):
    asked: list[str] = []

    def offer(command: str):
        asked.append(command)
        return answer

    runtime = sandboxed_runtime(workspace, allow_all, offer)
    result = runtime.run("bash", {"command": fetch(local_server)})
    assert not result.is_error and result.content.startswith("exit code 0\nok"), result.content
    assert asked == [fetch(local_server)]
    again = runtime.run("bash", {"command": fetch(local_server)})
    # For this command only, the next one is refused again; for the project, it reaches the server at once.
    assert (again.content.startswith("exit code 0\nok") and len(asked) == 1) == (answer == "project")


@pytest.mark.slow
def test_on_a_real_terminal_one_key_runs_it_again_and_p_keeps_it_for_the_project(workspace, write_script, local_server):
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": fetch(local_server)}}]}, {"content": "done"}
    )

    def run(key: str | None) -> str:
        shown = io.StringIO()
        child = pexpect.spawn(
            sys.executable,
            ["-m", "agent", "run", "ping the server", "--model", f"script:{script}", "--workspace", str(workspace)],
            env={**os.environ, "TERM": "dumb"},
            encoding="utf-8",
            timeout=60,
            dimensions=(40, 400),
        )
        child.logfile_read = shown
        if key is not None:
            child.expect_exact(QUESTION)
            child.send(key)  # no Enter
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, shown.getvalue()
        return shown.getvalue()

    first = run("p")
    assert SCREEN_NOTE in first and "→ ok" in first
    assert sandbox_network_here(workspace) and "sandbox_network = true" in approved_rules_path(workspace).read_text()
    second = run(None)  # the project's commands have the network now: nothing refused, nothing asked
    assert QUESTION not in second and "→ ok" in second
