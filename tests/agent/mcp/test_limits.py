"""MCP servers cannot stall or break a run: a server that never answers costs its startup_timeout_s once, however
many there are (and is ended), and a server with thousands of tools has its list cut to the window's share."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent.config_files import load_user_config
from agent.start.permission_choices import PermissionChoices
from agent.start.session import open_tools
from agent.start.session_context import SessionContext
from agent.tokens import tool_spec_tokens
from tests.agent.mcp.conftest import call, pid_gone, run_agent, stdio_table, tool_messages, write_config

pytestmark = pytest.mark.slow

SILENT = Path(__file__).with_name("silent_server.py")
MANY = Path(__file__).with_name("many_tools_server.py")


def silent_table(name: str, pid_file: Path, timeout_s: float) -> str:
    return (
        f"[mcp.servers.{name}]\ncommand = {json.dumps(sys.executable)}\n"
        f"args = [{json.dumps(str(SILENT))}, {json.dumps(str(pid_file))}]\nstartup_timeout_s = {timeout_s}\n"
    )


def test_servers_that_never_answer_cost_one_startup_timeout_together_and_are_ended(
    agent_home, workspace, write_script, tmp_path
):
    timeout_s = 5
    pid_files = [tmp_path / "silent1.pid", tmp_path / "silent2.pid"]
    tables = [silent_table(f"silent{n}", path, timeout_s) for n, path in enumerate(pid_files, 1)]
    write_config(agent_home, "".join(tables) + stdio_table())
    script = write_script({"tool_calls": [call("mcp__demo__add", a=1, b=2)]}, {"content": "done"})
    started = time.monotonic()
    result, payload = run_agent(script, workspace, "--allow", "mcp__*")
    elapsed = time.monotonic() - started
    assert result.exit_code == 0, result.output
    assert tool_messages(payload)[0]["content"] == "3", "the run went on with the server that answered"
    for name in ("silent1", "silent2"):
        assert f"MCP server {name} did not start: it did not start within 5 s (startup_timeout_s)" in result.stderr
    # A sanity bound, not a speed measure: one deadline for both servers, plus the SDK's 2 s grace to stop each
    # process; the old per-step waits, one server after the other, took over 25 s.
    assert elapsed < 3 * timeout_s, f"the run took {elapsed:.1f} s"
    for path in pid_files:
        assert pid_gone(int(path.read_text())), "a server that missed its start is ended, not left behind"


def many_table(count: int) -> str:
    return (
        f"[mcp.servers.many]\ncommand = {json.dumps(sys.executable)}\n"
        f"args = [{json.dumps(str(MANY))}, {json.dumps(str(count))}]\n"
    )


def test_a_server_with_5000_tools_has_its_list_cut_and_the_run_finishes(agent_home, workspace, write_script):
    write_config(agent_home, many_table(5000) + stdio_table())
    script = write_script(
        {
            "tool_calls": [
                call("mcp__demo__add", a=1, b=2),
                call("mcp__many__endpoint_0", record_id="r1"),
                call("mcp__many__endpoint_4999", record_id="r2"),
            ]
        },
        {"content": "done"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__*")
    assert result.exit_code == 0, result.output
    assert "MCP tools left out to fit the model's window: many: " in result.stderr
    assert "of its 5000 tools" in result.stderr and "tool_share under [mcp] in config.toml" in result.stderr
    add, first, last = tool_messages(payload)
    assert add["content"] == "3", "the small server's tools are all offered"
    assert first["content"] == "record r1: all fields", "the large server's first tools are offered"
    assert last["is_error"] and "was left out of the offered tools to fit the model's window" in last["content"]


def test_the_offered_mcp_tools_take_at_most_their_share_and_the_model_reads_a_line_of_the_rest(agent_home, workspace):
    write_config(agent_home, "[mcp]\ntool_share = 0.1\n" + many_table(5000) + stdio_table())
    runtime = open_tools(SessionContext.read(workspace, load_user_config(), PermissionChoices()))
    try:
        runtime.model_window = 32768
        specs = runtime.specs()
    finally:
        runtime.close()
    offered = [spec for spec in specs if spec.name.startswith("mcp__")]
    assert tool_spec_tokens(offered) <= 0.1 * 32768
    assert {f"mcp__demo__{name}" for name in ("add", "weather", "crash")} <= {spec.name for spec in offered}
    assert 0 < sum(spec.name.startswith("mcp__many__") for spec in offered) < 5000
    (line,) = [line for line in specs[-1].description.splitlines() if "left out" in line]
    assert line.startswith("[") and "more MCP tools were left out to fit the model's window: many (" in line


def test_a_server_that_ignores_its_closed_input_ends_when_the_agents_whole_group_is_killed(
    agent_home, workspace, write_script, tmp_path
):
    """kill -9 of the agent's process group: a stdio server (in a session of its own, as the SDK starts it) that
    does not end when its input closes lived on; below its reaper it ends with the agent."""
    pid_file = tmp_path / "silent.pid"
    write_config(agent_home, silent_table("silent", pid_file, 120))
    script = write_script({"content": "done"})
    agent = subprocess.Popen(
        [sys.executable, "-m", "agent", "run", "hi", "--model", f"script:{script}", "--workspace", str(workspace)],
        start_new_session=True,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not (pid_file.exists() and pid_file.read_text()) and time.monotonic() < deadline:
            time.sleep(0.02)
        server = int(pid_file.read_text())
    finally:
        os.killpg(agent.pid, signal.SIGKILL)
        agent.wait()
    gone = pid_gone(server, within_s=10)
    if not gone:
        os.kill(server, signal.SIGKILL)
    assert gone, "the MCP server outlived the agent"
