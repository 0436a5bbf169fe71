"""MCP servers' tools through the agent: real servers written with the `mcp` package (stdio and streamable
HTTP), driven by the scripted model; the permission gate, crashes, timeouts, tools/list_changed, trust,
`agent mcp list`, subagents and chat, and no server process left behind."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.errors import UserError
from agent.mcp.client import McpClient
from agent.mcp.convert import offered_name, result_text
from agent.messages import Message, ToolResult
from agent.paths import sessions_dir
from agent.providers.provider import ChatRequest
from agent.providers.tool_modes import NativeCall, TurnAssembler, grammar_schema, render_messages, tool_dicts
from agent.start.permission_choices import PermissionChoices
from agent.start.project_trust import trust_project
from agent.start.session import open_tools
from agent.start.session_context import SessionContext
from agent.start.user_config import load_user_config
from capabilities import Capability
from parsers import render_call
from tests.agent.mcp.conftest import call, pid_gone, run_agent, stdio_table, tool_messages, write_config

pytestmark = pytest.mark.slow

PID = re.compile(r"pid=(\d+)")
GRAMMAR = Capability(model="m", tool_mode="grammar", context_effective=8192)


def pids(messages: list[dict]) -> list[int]:
    return [int(match.group(1)) for m in messages if (match := PID.search(m["content"]))]


def test_a_stdio_servers_tools_are_offered_with_their_schemas(agent_home, workspace):
    write_config(agent_home, stdio_table())
    runtime = open_tools(SessionContext.read(workspace, load_user_config(), PermissionChoices()))
    try:
        specs = {spec.name: spec for spec in runtime.specs()}
    finally:
        runtime.close()
    add = specs["mcp__demo__add"]
    assert add.description == "Add two integers."
    assert add.parameters["properties"] == {"a": {"type": "integer"}, "b": {"type": "integer"}}
    assert add.parameters["required"] == ["a", "b"] and "title" not in add.parameters
    assert {"read", "bash", "mcp__demo__weather", "mcp__demo__grow"} <= set(specs)


def test_calls_through_the_agent_text_and_structured_results_and_the_servers_environment(
    agent_home, workspace, write_script
):
    write_config(agent_home, stdio_table(env='{ DEMO_GREETING = "hello from config" }'))
    script = write_script(
        {
            "tool_calls": [
                call("mcp__demo__add", a=2, b=3),
                call("mcp__demo__weather", city="Oslo"),
                call("mcp__demo__whoami"),
                call("mcp__demo__fail"),
            ]
        },
        {"content": "done"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__*")
    assert result.exit_code == 0, result.output
    add, weather, whoami, fail = tool_messages(payload)
    assert add["content"] == "5" and not add.get("is_error")  # {"result": 5} says nothing more
    assert json.loads(weather["content"]) == {"city": "Oslo", "temperature_c": 21, "sky": "clear"}
    assert "greeting=hello from config" in whoami["content"]
    assert fail["is_error"] and "fail" in fail["content"]
    assert pid_gone(pids([whoami])[0]), "the server is stopped when the run ends"


def test_the_tools_work_in_the_native_text_and_grammar_tool_modes(agent_home, workspace):
    """A model's call to an MCP tool, as each tool mode reads it from a reply, runs on the server."""
    write_config(agent_home, stdio_table())
    runtime = open_tools(
        SessionContext.read(workspace, load_user_config(), PermissionChoices(allow=["mcp__demo__add"]))
    )
    try:
        conversation = [Message(role="system", content="You are a coding agent."), Message(role="user", content="add")]
        for capability, reply in (
            (Capability(model="m", tool_mode="native", context_effective=8192), None),
            (
                Capability(model="m", tool_mode="text", tool_format="hermes", context_effective=8192),
                render_call("mcp__demo__add", {"a": 2, "b": 3}, "hermes"),
            ),
            (
                Capability(model="m", tool_mode="grammar", context_effective=8192),
                '{"tool": "mcp__demo__add", "args": {"a": 2, "b": 3}}',
            ),
        ):
            request = ChatRequest(messages=conversation, tools=runtime.specs(), capability=capability)
            assembler = TurnAssembler(request)
            if reply is None:
                assert any(tool["function"]["name"] == "mcp__demo__add" for tool in tool_dicts(request))
                assembler.add_native_call(NativeCall("c1", "mcp__demo__add", '{"a": 2, "b": 3}'))
            else:
                assembler.add_text(reply)
            if capability.tool_mode == "text":
                assert "mcp__demo__add" in render_messages(request, "openai")[0]["content"]
            if capability.tool_mode == "grammar":
                choice = next(
                    c
                    for c in grammar_schema(request)["oneOf"]
                    if c["properties"].get("tool") == {"const": "mcp__demo__add"}
                )
                assert choice["properties"]["args"]["properties"] == {
                    "a": {"type": "integer"},
                    "b": {"type": "integer"},
                }
            turn = assembler.finish("stop")
            assert [(c.name, c.arguments) for c in turn.tool_calls] == [("mcp__demo__add", {"a": 2, "b": 3})]
            assert [r.content for r in runtime.run_batch(turn.tool_calls)] == ["5"], capability.tool_mode
    finally:
        runtime.close()


def test_a_nested_recursive_argument_schema_is_inlined_for_every_tool_mode(agent_home, workspace):
    write_config(agent_home, stdio_table())
    runtime = open_tools(
        SessionContext.read(workspace, load_user_config(), PermissionChoices(allow=["mcp__demo__count"]))
    )
    try:
        spec = next(spec for spec in runtime.specs() if spec.name == "mcp__demo__count")
        text = json.dumps(spec.parameters)
        assert "$ref" not in text and "$defs" not in text and '"title"' not in text
        tree = spec.parameters["properties"]["tree"]
        assert tree["properties"]["name"] == {"type": "string"}
        assert tree["properties"]["children"]["items"] == {"type": "object"}, "the recursion ends in its type"
        grammar = json.dumps(grammar_schema(ChatRequest(messages=[], tools=[spec], capability=GRAMMAR)))
        llama_grammar = pytest.importorskip("llama_cpp.llama_grammar")
        llama_grammar.LlamaGrammar.from_string(llama_grammar.json_schema_to_gbnf(grammar), verbose=False)
        nested = {"tree": {"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}, {"name": "d"}]}}
        assert runtime.run("mcp__demo__count", nested).content == "4"
    finally:
        runtime.close()


def test_a_streamable_http_server_with_headers(agent_home, workspace, write_script, http_server):
    write_config(agent_home, f'[mcp.servers.web]\nurl = "{http_server}"\nheaders = {{ X-Demo = "sesame" }}\n')
    script = write_script(
        {"tool_calls": [call("mcp__web__headers"), call("mcp__web__add", a=40, b=2)]},
        {"tool_calls": [call("mcp__web__grow")]},
        {"tool_calls": [call("mcp__web__fresh")]},
        {"content": "done"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__web__*")
    assert result.exit_code == 0, result.output
    assert [m["content"] for m in tool_messages(payload)] == ["sesame", "42", "grown", "fresh from the server"]
    assert "the MCP servers' tools changed (new: mcp__web__fresh" in result.stderr


def test_an_http_server_that_dies_mid_call_gives_an_error_result(agent_home, workspace, http_server):
    write_config(agent_home, f'[mcp.servers.web]\nurl = "{http_server}"\n')
    notes: list[str] = []
    runtime = open_tools(
        SessionContext.read(workspace, load_user_config(), PermissionChoices(allow=["mcp__web__*"])), notes.append
    )
    try:
        assert "mcp__web__slow" in {spec.name for spec in runtime.specs()}
        killer = threading.Timer(1.0, http_server.process.kill)
        killer.start()
        started = time.monotonic()
        result = runtime.run("mcp__web__slow", {"seconds": 10})
        assert time.monotonic() - started < 8, "the death is noticed, not waited out"
        assert result.is_error and "MCP server web stopped during the call to mcp__web__slow" in result.content
        assert "could not be restarted" in result.content and notes and "could not be restarted" in notes[-1]
        assert "mcp__web__add" not in {spec.name for spec in runtime.specs()}
    finally:
        runtime.close()


def test_tools_list_changed_updates_the_offered_tools(agent_home, workspace):
    write_config(agent_home, stdio_table())
    runtime = open_tools(SessionContext.read(workspace, load_user_config(), PermissionChoices(allow=["mcp__demo__*"])))
    try:
        assert "mcp__demo__fresh" not in {spec.name for spec in runtime.specs()}
        assert "unknown tool 'mcp__demo__fresh'" in runtime.run("mcp__demo__fresh", {}).content
        assert runtime.run("mcp__demo__grow", {}).content == "grown"
        assert "mcp__demo__fresh" in {spec.name for spec in runtime.specs()}
        assert runtime.run("mcp__demo__fresh", {}).content == "fresh from the server"
    finally:
        runtime.close()


def test_every_call_passes_the_gate_and_asks_until_allowed(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    script = write_script(
        {"tool_calls": [call("mcp__demo__add", a=1, b=1), call("mcp__demo__whoami")]}, {"content": "done"}
    )
    result, payload = run_agent(script, workspace)  # headless, nothing allowed: every MCP call asks, nobody answers
    asked = tool_messages(payload)
    assert all(m["is_error"] and "needs the user's approval" in m["content"] for m in asked)
    assert "calls a tool of an MCP server" in asked[0]["content"]

    script = write_script(
        {"tool_calls": [call("mcp__demo__add", a=1, b=1), call("mcp__demo__whoami")]}, {"content": "done"}
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__add")
    add, whoami = tool_messages(payload)
    assert add["content"] == "2" and whoami["is_error"] and "needs the user's approval" in whoami["content"]

    script = write_script({"tool_calls": [call("mcp__demo__add", a=1, b=1)]}, {"content": "done"})
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__*", "--deny", "mcp__demo__add")
    assert "the permission policy denies" in tool_messages(payload)[0]["content"]


def test_a_rule_in_permissions_toml_allows_an_mcp_tool(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    (agent_home / "permissions.toml").write_text('[[rules]]\ntool = "mcp__demo__w*"\naction = "allow"\n')
    script = write_script({"tool_calls": [call("mcp__demo__weather", city="Rome")]}, {"content": "done"})
    result, payload = run_agent(script, workspace)
    assert json.loads(tool_messages(payload)[0]["content"])["city"] == "Rome"


def test_a_server_that_dies_mid_call_is_restarted_once_and_reported(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    script = write_script(
        {"tool_calls": [call("mcp__demo__whoami")]},
        {"tool_calls": [call("mcp__demo__crash")]},
        {"tool_calls": [call("mcp__demo__whoami")]},
        {"tool_calls": [call("mcp__demo__crash")]},
        {"tool_calls": [call("mcp__demo__add", a=1, b=2)]},
        {"content": "done"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__*")
    assert result.exit_code == 0, result.output
    first, crashed, restarted, crashed_again, gone = tool_messages(payload)
    assert crashed["is_error"] and "MCP server demo stopped during the call to mcp__demo__crash" in crashed["content"]
    assert "demo server: crashing on purpose" in crashed["content"], "the server's last words on stderr"
    assert "restarted" in crashed["content"]
    old, new = pids([first, restarted])
    assert old != new and pid_gone(old), "a new server process answers after the restart"
    assert "not used for the rest of the session" in crashed_again["content"]
    assert gone["is_error"] and "unknown tool 'mcp__demo__add'" in gone["content"], "its tools are no longer offered"
    assert "it was restarted" in result.stderr and "its tools are no longer offered" in result.stderr
    assert pid_gone(new)


def test_a_call_that_takes_too_long_times_out(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table(tool_timeout_s="0.5"))
    script = write_script(
        {"tool_calls": [call("mcp__demo__slow", seconds=5)]},
        {"tool_calls": [call("mcp__demo__add", a=1, b=1)]},
        {"content": "done"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__*")
    slow, add = tool_messages(payload)
    assert slow["is_error"] and "did not answer within 0.5 s (tool_timeout_s" in slow["content"]
    assert add["content"] == "2", "the server still answers after a call timed out"


def test_a_server_that_does_not_start_is_reported_and_the_run_goes_on(agent_home, workspace, write_script):
    write_config(agent_home, '[mcp.servers.ghost]\ncommand = "/nonexistent/mcp-server"\n' + stdio_table())
    script = write_script({"tool_calls": [call("mcp__demo__add", a=1, b=1)]}, {"content": "done"})
    result, payload = run_agent(script, workspace, "--allow", "mcp__*")
    assert result.exit_code == 0
    assert "MCP server ghost did not start" in result.stderr and "/nonexistent/mcp-server" in result.stderr
    assert tool_messages(payload)[0]["content"] == "2"


def test_a_server_that_fails_the_same_way_again_gets_one_short_line(agent_home, workspace, write_script):
    ghost = '[mcp.servers.ghost]\ncommand = "/nonexistent/mcp-server"\n'
    write_config(agent_home, ghost + stdio_table())

    def start_once() -> str:
        script = write_script({"tool_calls": [call("mcp__demo__add", a=1, b=1)]}, {"content": "done"})
        result, payload = run_agent(script, workspace, "--allow", "mcp__*")
        assert result.exit_code == 0 and tool_messages(payload)[0]["content"] == "2"
        return result.stderr

    assert "/nonexistent/mcp-server" in start_once(), "told whole the first time"
    again = start_once()
    assert "MCP server ghost still does not start, as before (`agent mcp list` says why)" in again
    assert "/nonexistent/mcp-server" not in again
    listed = CliRunner().invoke(main, ["mcp", "list", "--workspace", str(workspace)])
    assert "/nonexistent/mcp-server" in listed.stdout, "`agent mcp list` always says why"
    write_config(agent_home, '[mcp.servers.ghost]\ncommand = "/bin/false"\n' + stdio_table())
    assert "MCP server ghost did not start" in start_once(), "a different failure is told whole"
    write_config(agent_home, stdio_table("ghost") + stdio_table())
    start_once()
    write_config(agent_home, '[mcp.servers.ghost]\ncommand = "/bin/false"\n' + stdio_table())
    assert "MCP server ghost did not start" in start_once(), "after a start that worked, told whole again"


def test_project_servers_start_only_once_the_project_is_trusted(agent_home, workspace):
    (workspace / ".agent").mkdir()
    (workspace / ".agent" / "config.toml").write_text(stdio_table("proj"))
    untrusted = CliRunner().invoke(main, ["mcp", "list", "--json", "--workspace", str(workspace)])
    listed = json.loads(untrusted.stdout)
    assert listed["servers"] == []
    assert "1 MCP server ignored" in listed["notes"][0] and "not trusted" in listed["notes"][0]
    (agent_home / "permissions.toml").write_text(f"trusted_projects = [{json.dumps(str(workspace.resolve()))}]\n")
    trusted = json.loads(CliRunner().invoke(main, ["mcp", "list", "--json", "--workspace", str(workspace)]).stdout)
    (proj,) = trusted["servers"]
    assert proj["started"] and proj["source"].endswith(".agent/config.toml")
    assert "mcp__proj__add" in [tool["name"] for tool in proj["tools"]]


def test_agent_mcp_list_shows_each_server_whether_it_started_and_its_tools(agent_home, workspace):
    write_config(agent_home, stdio_table() + '[mcp.servers.ghost]\ncommand = "/nonexistent/mcp-server"\n')
    result = CliRunner().invoke(main, ["mcp", "list", "--workspace", str(workspace)])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("demo (stdio: ") and lines[0].endswith("started, 9 tool(s)")
    assert any(re.fullmatch(r"  mcp__demo__add +Add two integers\.", line) for line in lines)
    ghost = next(line for line in lines if line.startswith("ghost"))
    assert "not started:" in ghost and "/nonexistent/mcp-server" in ghost


def test_bad_mcp_tables_name_the_file_table_and_key(agent_home):
    write_config(agent_home, '[mcp.servers.x]\ncomand = "srv"\n')
    with pytest.raises(UserError, match=r"unknown key `comand` in \[mcp.servers.x\]; did you mean `command`\?"):
        load_user_config()
    write_config(agent_home, '[mcp.servers.x]\ncommand = "srv"\nurl = "http://127.0.0.1:1/mcp"\n')
    with pytest.raises(UserError, match=r"\[mcp.servers.x\]: give either `command`.* or `url`"):
        load_user_config()
    write_config(agent_home, '[mcp.servers."a__b"]\ncommand = "srv"\n')
    with pytest.raises(UserError, match="server name 'a__b'"):
        load_user_config()


def test_a_subagent_uses_mcp_tools_its_kind_lists(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    agents = workspace / ".agent" / "agents"
    agents.mkdir(parents=True)
    (agents / "calc.toml").write_text(
        'description = "Adds numbers."\ntools = ["mcp__demo__add"]\nsystem_prompt = "You add."\n'
    )
    trust_project(workspace)  # a project's agent kinds count only once the user trusts it
    script = write_script(
        {"tool_calls": [call("task", agent="calc", prompt="add 3 and 4")]},
        {"tool_calls": [call("mcp__demo__add", a=3, b=4), call("mcp__demo__whoami")]},  # the subagent's turn
        {"content": "it is 7"},
        {"content": "the subagent says 7"},
    )
    result, payload = run_agent(script, workspace, "--allow", "mcp__demo__*")
    assert result.exit_code == 0, result.output
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    inner = [e["inner"]["message"] for e in events if e["event"] == "subagent" and e["inner"]["event"] == "message"]
    results = [m for m in inner if m["role"] == "tool"]
    assert results[0]["content"] == "7"
    assert results[1]["is_error"] and "unknown tool 'mcp__demo__whoami'" in results[1]["content"]
    assert tool_messages(payload)[0]["content"] == "it is 7"


def test_mcp_tools_in_chat(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    script = write_script({"tool_calls": [call("mcp__demo__whoami")]}, {"content": "asked the server"})
    result = CliRunner().invoke(
        main,
        ["chat", "--model", f"script:{script}", "--workspace", str(workspace), "--allow", "mcp__demo__*"],
        input="who are you\n",
    )
    assert result.exit_code == 0, result.output
    assert "mcp__demo__whoami" in result.output and "asked the server" in result.output
    (transcript,) = sessions_dir().glob("*.jsonl")
    (pid,) = {int(found) for found in PID.findall(transcript.read_text())}
    assert pid_gone(pid), "chat stops its servers when it ends"


def test_no_server_process_outlives_the_agent_command(agent_home, workspace, write_script):
    """The real command in its own process (with the supervisor): the server it started is gone after it."""
    write_config(agent_home, stdio_table())
    script = write_script({"tool_calls": [call("mcp__demo__whoami")]}, {"content": "done"})
    done = subprocess.run(
        [sys.executable, "-m", "agent", "run", "go", "--model", f"script:{script}", "--workspace", str(workspace)]
        + ["--allow", "mcp__demo__*", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "AGENT_HOME": str(agent_home)},
    )
    assert done.returncode == 0, done.stderr
    (pid,) = pids(tool_messages(json.loads(done.stdout)))
    assert pid_gone(pid)


def test_names_and_results_as_the_model_reads_them():
    assert offered_name("gh", "search.issues/v2") == "mcp__gh__search_issues_v2"
    assert len(offered_name("s", "x" * 100)) == 64
    import mcp.types as types

    image = types.ImageContent(type="image", data="aGk=", mime_type="image/png")
    text = types.TextContent(type="text", text="see the chart")
    shown = result_text(types.CallToolResult(content=[text, image], structured_content={"rows": 3}))
    assert shown.splitlines() == [
        "see the chart",
        "[image (image/png) not shown: the model is given text only]",
        '{"rows": 3}',
    ]


def test_closing_a_client_that_never_started_is_harmless(workspace):
    McpClient({}, workspace).close()


def test_a_run_ended_by_sigterm_leaves_no_server_behind(agent_home, workspace, write_script):
    write_config(agent_home, stdio_table())
    script = write_script({"tool_calls": [call("mcp__demo__whoami")]}, {"content": "slow", "delay_s": 60})
    agent = subprocess.Popen(
        [sys.executable, "-m", "agent", "run", "go", "--model", f"script:{script}", "--workspace", str(workspace)]
        + ["--allow", "mcp__demo__*"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "AGENT_HOME": str(agent_home)},
    )
    try:
        deadline = time.monotonic() + 60
        pid = None
        while pid is None and time.monotonic() < deadline:
            for transcript in sessions_dir().glob("*.jsonl"):
                if found := PID.search(transcript.read_text()):
                    pid = int(found.group(1))
            time.sleep(0.1)
        assert pid is not None and Path(f"/proc/{pid}").exists(), "the server answered and runs"
        agent.terminate()
        agent.wait(timeout=30)
        assert pid_gone(pid), "the server went with the run"
    finally:
        if agent.poll() is None:
            agent.kill()


def test_two_calls_that_see_one_death_restart_the_server_once(agent_home, workspace):
    write_config(agent_home, stdio_table())
    runtime = open_tools(SessionContext.read(workspace, load_user_config(), PermissionChoices(allow=["mcp__demo__*"])))
    try:
        runtime.specs()
        results: dict[str, ToolResult] = {}
        waiting = threading.Thread(target=lambda: results.update(slow=runtime.run("mcp__demo__slow", {"seconds": 10})))
        waiting.start()
        time.sleep(0.5)
        results["crash"] = runtime.run("mcp__demo__crash", {})
        waiting.join(timeout=30)
        assert all(r.is_error and "stopped during the call" in r.content for r in results.values())
        assert all("restarted" in r.content for r in results.values())
        assert runtime.run("mcp__demo__add", {"a": 1, "b": 1}).content == "2", "one death, one restart: still in use"
    finally:
        runtime.close()
