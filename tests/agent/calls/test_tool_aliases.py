"""Tool-name aliases (`read_file` is `read`) for every call, whatever mode produced it: one table, the tools'
own `aliases`, and the transcript says the call was mapped."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from agent.calls.checked_call import CheckedCall
from agent.calls.runtime import ToolRuntime
from agent.messages import AssistantTurn, ToolCall


@pytest.mark.slow
def test_a_native_call_named_read_file_runs_read(workspace, write_script):
    script = write_script(
        {"tool_calls": [{"name": "read_file", "arguments": {"path": "hello.py"}}]}, {"content": "It prints a greeting."}
    )
    done = subprocess.run(
        [sys.executable, "-m", "agent", "run", "what does hello.py do?", "--model", f"script:{script}"]
        + ["--workspace", str(workspace), "--json"],
        env=os.environ,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in Path(json.loads(done.stdout)["transcript"]).read_text().splitlines()]
    messages = [event["message"] for event in events if "message" in event]
    (call,) = [call for message in messages for call in message.get("tool_calls") or []]
    assert call["name"] == "read" and call["repaired"]  # the transcript says it was mapped
    (result,) = [message for message in messages if message["role"] == "tool"]
    assert not result.get("is_error") and 'print("Hello, world!")' in result["content"]
    assert result["name"] == "read"


def test_a_grammar_call_named_by_an_alias_enters_as_its_tool(workspace):
    runtime = ToolRuntime(workspace)
    call = ToolCall(name="search_file_content", arguments={"pattern": "Hello"}, source="grammar")
    entered = runtime.enter(call)
    assert isinstance(entered, CheckedCall)
    assert entered.call.name == "grep" and entered.call.repaired and entered.call.source == "grammar"
    own = AssistantTurn(tool_calls=[ToolCall(name="read", arguments={})])
    assert runtime.named_as_offered(own).tool_calls[0].repaired is False  # its own name: as it was


def test_each_tool_declares_every_name_the_parsers_default_table_gives_it():
    """The parser's table serves callers that declare no aliases; the agent's tools declare theirs and are taken at
    their word, so a name the parser knows for a tool but the tool does not would stop mapping in the agent."""
    from agent.tools.catalogue import BUILT_IN_TOOLS
    from parsers.toolset import TOOL_ALIASES

    for tool in BUILT_IN_TOOLS:
        known = {alias for alias, targets in TOOL_ALIASES.items() if tool.name in targets} - {tool.name}
        assert known <= set(tool.aliases), (tool.name, sorted(known - set(tool.aliases)))
