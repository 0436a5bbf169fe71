"""The OpenAI-compatible provider against a REAL llama-cpp-python server (`python -m llama_cpp.server`,
llama-cpp-python[server]) running the embedded GGUF on 127.0.0.1. Slow: CI runs them.

The model is a 270M base model, so turns are grammar-constrained (`response_format` with the
turn schema): the point is real tool calls through our provider, not a smart model. What these test
and the C++ llama-server tests (test_llama_server.py) do not: a server that refuses `json_schema`
(the provider switches to `json_object` once), has no /props (the window budgeted is the registry's),
answers an overflow with an empty stream, and dies mid-reply.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.messages import Message
from agent.providers.llamacpp.engine import embedded_model_path
from agent.providers.llamacpp.python_server import server_command
from agent.providers.provider import ChatRequest, ProviderEvent, ToolCallStarted, complete
from agent.providers.servers.openai_compat import OpenAICompatProvider
from agent.providers.servers.provider_config import ProviderConfig
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability, Sampling
from tests import extras
from tests.agent.providers.llama_server import ALIAS, ServerProcess, free_port

pytestmark = [pytest.mark.slow, extras.PYTHON_SERVER]

GRAMMAR = Capability(
    model=ALIAS,
    tool_mode="grammar",
    prompt_style="completion",
    context_effective=4096,
    sampling=Sampling(temperature=0.0),
)


class LlamaCppPythonServer(ServerProcess):
    """llama-cpp-python's server (`python -m llama_cpp.server`, through the agent's AMX guard)."""

    name = "llama_cpp.server"
    ready_path = "/v1/models"

    def __init__(self, log: Path):
        port = free_port()
        super().__init__(log, server_command(embedded_model_path(), port, ALIAS), port)


def start_server(log: Path) -> LlamaCppPythonServer:
    server = LlamaCppPythonServer(log)
    server.wait_ready()
    return server


@pytest.fixture(scope="session")
def llama_server(tmp_path_factory):
    server = start_server(tmp_path_factory.mktemp("llama_server") / "server.log")
    try:
        yield server
    finally:
        server.stop()


def request_for(
    workspace: Path, capability: Capability, task: str = "Read hello.py and tell me what it prints"
) -> ChatRequest:
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content=task)]
    return ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability, max_tokens=200)


@pytest.mark.parametrize("stream", [True, False], ids=["streaming", "non-streaming"])
def test_grammar_turn_is_a_real_tool_call(llama_server, workspace, stream):
    provider = OpenAICompatProvider(ALIAS, llama_server.base_url, config=ProviderConfig(stream=stream))
    events: list[ProviderEvent] = []
    turn = complete(provider, request_for(workspace, GRAMMAR), events.append)
    assert not turn.malformed, turn.malformed
    assert turn.tool_calls, f"expected a tool call, got the answer {turn.content!r}"
    call = turn.tool_calls[0]
    assert call.source == "grammar" and call.name in ToolRuntime(workspace).tools
    assert ToolCallStarted(name=call.name) in events
    assert provider.response_format == "json_object"  # llama-cpp-python refused json_schema once
    assert turn.usage.completion_tokens > 0
    assert turn.usage.total_time_s is not None and turn.usage.total_time_s > 0


def test_agent_run_through_the_llama_cpp_server(llama_server, workspace, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", llama_server.base_url)
    monkeypatch.chdir(workspace)
    result = CliRunner().invoke(
        main,
        ["run", "Read hello.py and tell me what it prints", "--model", f"openai/{ALIAS}", "--max-turns", "4", "--json"],
    )
    assert result.exit_code in (0, 3), result.output
    payload = json.loads(result.stdout)
    assert payload["model"] == f"openai/{ALIAS}"
    assert payload["tool_calls"] >= 1
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    calls = [c for e in events if e["event"] == "message" for c in e["message"].get("tool_calls", [])]
    assert calls and all(c["source"] == "grammar" for c in calls)
    assert any(e["event"] == "message" and e["message"]["role"] == "tool" for e in events)


class KillWhenACallStarts(Progress):
    """Kills the server the moment a streamed reply names its tool, before the arguments arrive."""

    def __init__(self, server: LlamaCppPythonServer):
        super().__init__(enabled=False)
        self.server = server
        self.killed_at_event: str | None = None

    def model_event(self, event):
        if self.killed_at_event is None and isinstance(event, ToolCallStarted):
            self.killed_at_event = event.name
            self.server.process.kill()


def test_server_killed_mid_stream(workspace, tmp_path):
    server = start_server(tmp_path / "server.log")
    try:
        provider = OpenAICompatProvider(ALIAS, server.base_url, config=ProviderConfig(max_retries=0))
        transcript = Transcript.create()
        progress = KillWhenACallStarts(server)
        loop = AgentLoop(provider, ToolRuntime(workspace), GRAMMAR, transcript, progress, max_turns=3)
        result = loop.run("Read hello.py and tell me what it prints")
        transcript.close()
    finally:
        server.stop()
    assert progress.killed_at_event is not None, "no tool call started streaming"
    assert result.status == "error" and result.exit_code == 4
    assert result.error == f"the server at {server.base_url} closed the connection mid-reply"
    events = [json.loads(line) for line in Path(result.transcript).read_text().splitlines()]
    messages = [e["message"] for e in events if e["event"] == "message"]
    assert [m["role"] for m in messages] == ["system", "user"]
    assert messages[1]["content"] == "Read hello.py and tell me what it prints"
    assert any(e["event"] == "error" and e["message"] == result.error for e in events)


def test_a_conversation_over_the_servers_window_is_compacted_to_it_and_asked_once_more(
    llama_server, workspace, monkeypatch, write_script
):
    """The server runs 4,096 tokens; the registry budgets 8,192 for this model and llama_cpp.server has no
    /props to say otherwise. A continued session whose history holds three large tool results overflows it:
    the refusal (an empty stream, then the reason without streaming) sets the window, the history is
    compacted to it, and the turn is asked once more."""
    reads = []
    for n in range(3):
        (workspace / f"big{n}.txt").write_text("".join(f"file {n} line {i}: some ordinary text\n" for i in range(700)))
        reads.append({"tool_calls": [{"name": "read", "arguments": {"path": f"big{n}.txt"}}]})
    script = write_script(*reads, {"content": "read them all"})
    runner = CliRunner()
    assert (
        runner.invoke(main, ["run", "read the big files", "-m", f"script:{script}", "-w", str(workspace)]).exit_code
        == 0
    )
    log_before = llama_server.log.read_text()
    monkeypatch.setenv("OPENAI_BASE_URL", llama_server.base_url)
    args = ["run", "--continue", "Which files did you read?", "-m", f"openai/{ALIAS}", "-w", str(workspace)]
    result = runner.invoke(main, [*args, "--max-turns", "1", "--json"])
    payload = json.loads(result.stdout)
    assert payload["status"] in ("finished", "turn_limit"), result.output
    assert "the server's window is 4096 tokens, not 8192: compacting to it and asking again" in result.stderr
    assert payload["compactions"] >= 1
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    (learned,) = [e for e in events if e["event"] == "server_window"]
    assert (learned["window"], learned["previous"]) == (4096, 8192)
    assert "maximum context length is 4096" in learned["reason"]
    refused = llama_server.log.read_text()[len(log_before) :].count('/v1/chat/completions HTTP/1.1" 400')
    assert refused == 1  # one refusal, never the same request again
