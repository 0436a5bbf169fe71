"""Real MCP servers for the tests: tests/agent/mcp/demo_server.py over stdio (started by the agent) and over
streamable HTTP (started here on a free port of 127.0.0.1, stopped after the test)."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests.conftest import ended_with_the_tests

DEMO = Path(__file__).with_name("demo_server.py")


def stdio_table(name: str = "demo", **extra: str) -> str:
    """A [mcp.servers.NAME] table that starts the demo server over stdio."""
    lines = [f"[mcp.servers.{name}]", f"command = {json.dumps(sys.executable)}", f"args = [{json.dumps(str(DEMO))}]"]
    lines += [f"{key} = {value}" for key, value in extra.items()]
    return "\n".join(lines) + "\n"


def write_config(agent_home: Path, text: str) -> None:
    (agent_home / "config.toml").write_text(text)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class HttpServer(str):
    """The demo server's URL, with its process (a test may kill it)."""

    process: subprocess.Popen[bytes]


@pytest.fixture
def http_server(tmp_path) -> Iterator[HttpServer]:
    """The demo server over streamable HTTP; its URL."""
    port = free_port()
    log = (tmp_path / "http_server.log").open("w")
    process = subprocess.Popen(
        [sys.executable, str(DEMO), "http", str(port)], stdout=log, stderr=log, preexec_fn=ended_with_the_tests
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    log_text = (tmp_path / "http_server.log").read_text()
                    raise RuntimeError(f"the demo HTTP server did not start: {log_text}") from None
                time.sleep(0.1)
        url = HttpServer(f"http://127.0.0.1:{port}/mcp")
        url.process = process
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)
        log.close()


def call(name: str, **arguments) -> dict:
    return {"name": name, "arguments": arguments}


def run_agent(script: Path, workspace: Path, *extra: str, task: str = "use the tools"):
    result = CliRunner().invoke(
        main, ["run", task, "--model", f"script:{script}", "--workspace", str(workspace), "--json", *extra]
    )
    payload = json.loads(result.stdout) if result.stdout.strip().startswith("{") else {}
    return result, payload


def tool_messages(payload: dict) -> list[dict]:
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    return [e["message"] for e in events if e["event"] == "message" and e["message"]["role"] == "tool"]


def pid_gone(pid: int, within_s: float = 5.0) -> bool:
    """Whether process `pid` has ended and been reaped (no zombie left either)."""
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        if not Path(f"/proc/{pid}").exists():
            return True
        time.sleep(0.05)
    return False
