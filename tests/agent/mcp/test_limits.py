"""MCP servers cannot stall or break a run: a server that never answers costs its startup_timeout_s once, however
many there are (and is ended), and a server with thousands of tools has its list cut to the window's share."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from tests.agent.mcp.conftest import call, pid_gone, run_agent, stdio_table, tool_messages, write_config

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
