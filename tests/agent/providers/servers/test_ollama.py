"""The Ollama provider at its HTTP boundary: a local server plays back replies in the shape Ollama's
API documents (no Ollama server can be installed here), and the requests we send are checked."""

from __future__ import annotations

import json
import socket
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.errors import ProviderError
from agent.messages import Message
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted, complete
from agent.providers.servers.ollama import OllamaProvider
from agent.providers.servers.provider_config import ProviderConfig
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability
from tests.agent.providers.fixtures.fake_server import load_json, load_ndjson

NATIVE = Capability(model="llama3.1:8b", tool_mode="native", tool_format="llama3", context_effective=12288)
TEXT = Capability(model="qwen2.5-coder:7b", tool_mode="text", tool_format="hermes", context_effective=16384)
GRAMMAR = Capability(model="qwen2.5-coder:7b", tool_mode="grammar", context_effective=8192)
NOT_FOUND = {"error": 'model "nope:7b" not found, try pulling it first'}


class BackoffRecordingProvider(OllamaProvider):
    """Records its backoffs in `waits` instead of sleeping."""

    def __init__(self, model: str, base_url: str, config: ProviderConfig) -> None:
        super().__init__(model, base_url, config)
        self.waits: list[float] = []
        self.sleep = self.waits.append


@pytest.fixture
def provider(server):
    made = BackoffRecordingProvider("llama3.1:8b", server.url, ProviderConfig(max_retries=2))
    yield made
    made.close()


def request_for(workspace: Path, capability: Capability, task: str = "What does hello.py print?") -> ChatRequest:
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content=task)]
    return ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_native_mode_sends_tools_num_ctx_and_keep_alive_and_returns_the_call(server, provider, workspace):
    server.add("/api/chat", 200, load_ndjson("ollama_chat_native_tool_call.ndjson"))
    events: list[ProviderEvent] = []
    turn = complete(provider, request_for(workspace, NATIVE), events.append)
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "hello.py"}, "native")]
    assert ToolCallStarted(name="read") in events
    (sent,) = server.bodies("/api/chat")
    assert sent["model"] == "llama3.1:8b"
    assert sent["stream"] is True
    assert sent["options"]["num_ctx"] == 12288
    assert sent["options"]["num_predict"] == 1024
    assert sent["keep_alive"] == "30m"
    assert sorted(t["function"]["name"] for t in sent["tools"]) == sorted(ToolRuntime(workspace).offered())
    assert "format" not in sent or sent["format"] is None


def test_final_answer_streams_text_and_records_the_server_timings(server, provider, workspace):
    server.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    events: list[ProviderEvent] = []
    turn = complete(provider, request_for(workspace, NATIVE), events.append)
    assert turn.content == "hello.py prints Hello, world!"
    assert not turn.tool_calls and not turn.malformed
    assert "".join(e.text for e in events if isinstance(e, TextDelta)) == "hello.py prints Hello, world!"
    usage = turn.usage.model_dump()
    assert (usage["prompt_tokens"], usage["completion_tokens"], usage["usage_reported"]) == (1312, 5, True)
    assert usage["eval_duration_s"] == pytest.approx(0.552222)
    assert usage["load_duration_s"] == pytest.approx(0.0037535)
    assert usage["prompt_eval_duration_s"] == pytest.approx(0.328493)


def test_grammar_mode_sends_the_turn_schema_as_format(server, workspace):
    provider = OllamaProvider("qwen2.5-coder:7b", server.url, ProviderConfig())
    server.add("/api/chat", 200, load_ndjson("ollama_chat_grammar.ndjson"))
    turn = complete(provider, request_for(workspace, GRAMMAR))
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "hello.py"}, "grammar")]
    (sent,) = server.bodies("/api/chat")
    assert sent["format"]["oneOf"][-1]["required"] == ["final"]
    assert {choice["properties"]["tool"]["const"] for choice in sent["format"]["oneOf"][:-1]} == set(
        ToolRuntime(workspace).offered()
    )
    assert not sent.get("tools")
    assert sent["options"]["num_ctx"] == 8192


def test_text_mode_prompts_with_the_dialect_and_parses_the_reply(server, workspace):
    provider = OllamaProvider("qwen2.5-coder:7b", server.url, ProviderConfig())
    server.add("/api/chat", 200, load_ndjson("ollama_chat_hermes_text.ndjson"))
    events: list[ProviderEvent] = []
    turn = complete(provider, request_for(workspace, TEXT), events.append)
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "hello.py"}, "text")]
    assert turn.tool_calls[0].dialect == "hermes"  # the transcript says which dialect produced the call
    assert turn.content == "I will read it."
    shown = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert "<tool_call>" not in shown and ToolCallStarted(name="read") in events
    (sent,) = server.bodies("/api/chat")
    assert "<tool_call>" in sent["messages"][0]["content"]  # the hermes instructions are in the system prompt
    assert not sent.get("tools") and not sent.get("format")


def test_a_native_model_writing_its_call_into_content_falls_back_to_the_parser(server, provider, workspace):
    server.add("/api/chat", 200, load_ndjson("ollama_chat_call_in_content.ndjson"))
    turn = complete(provider, request_for(workspace, NATIVE))
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "hello.py"}, "text")]


def test_a_reply_cut_off_at_the_token_limit_asks_for_a_shorter_reply(server, workspace):
    provider = OllamaProvider("qwen2.5-coder:7b", server.url, ProviderConfig())
    server.add("/api/chat", 200, load_ndjson("ollama_chat_hermes_cut_off.ndjson"))
    turn = complete(provider, request_for(workspace, TEXT))
    assert turn.finish_reason == "length"
    assert not turn.tool_calls
    assert len(turn.malformed) == 1
    assert "cut off at the token limit" in turn.malformed[0].message and "shorter" in turn.malformed[0].message


def test_non_streaming_reply(server, workspace):
    provider = OllamaProvider("llama3.1:8b", server.url, ProviderConfig(stream=False))
    server.add("/api/chat", 200, load_json("ollama_chat_tool_call_no_stream.json"))
    turn = complete(provider, request_for(workspace, NATIVE))
    assert [(c.name, c.arguments) for c in turn.tool_calls] == [("bash", {"command": "ls"})]
    assert server.bodies("/api/chat")[0]["stream"] is False


def test_unknown_model_says_so_and_suggests_ollama_pull_without_retrying(server, workspace):
    provider = OllamaProvider("nope:7b", server.url, ProviderConfig())
    provider.sleep = lambda s: pytest.fail("a 404 must not be retried")
    server.add("/api/chat", 404, NOT_FOUND)
    with pytest.raises(ProviderError) as caught:
        complete(provider, request_for(workspace, NATIVE))
    message = str(caught.value)
    assert "has no model 'nope:7b'" in message
    assert "ollama pull nope:7b" in message and "agent models" in message
    assert len(server.bodies("/api/chat")) == 1


@pytest.mark.slow
def test_http_500_and_429_are_retried_with_backoff(server, provider, workspace):
    server.add("/api/chat", 500, {"error": "llama runner process has terminated"})
    server.add("/api/chat", 429, {"error": "server busy, please try again"})
    server.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    turn = complete(provider, request_for(workspace, NATIVE))
    assert turn.content == "hello.py prints Hello, world!"
    assert len(server.bodies("/api/chat")) == 3
    assert provider.waits == [0.5, 1.0]


@pytest.mark.slow
def test_retries_run_out_with_the_last_error(server, provider, workspace):
    for _ in range(3):
        server.add("/api/chat", 500, {"error": "llama runner process has terminated"})
    with pytest.raises(ProviderError, match="answered HTTP 500: llama runner process has terminated"):
        complete(provider, request_for(workspace, NATIVE))
    assert len(server.bodies("/api/chat")) == 3  # the first attempt and max_retries=2 more


def test_other_4xx_is_not_retried(server, provider, workspace):
    server.add("/api/chat", 400, {"error": "invalid options: num_ctx"})
    with pytest.raises(ProviderError, match=r"refused the request \(HTTP 400\): invalid options"):
        complete(provider, request_for(workspace, NATIVE))
    assert len(server.bodies("/api/chat")) == 1 and provider.waits == []


def test_an_error_line_inside_the_stream_is_a_provider_error(server, provider, workspace):
    server.add("/api/chat", 200, load_ndjson("ollama_chat_error_mid_stream.ndjson"))
    with pytest.raises(ProviderError, match="failed mid-reply: an error was encountered while running the model"):
        complete(provider, request_for(workspace, NATIVE))


def test_dead_server_gives_the_one_line_message(workspace):
    url = f"http://127.0.0.1:{free_port()}"
    provider = OllamaProvider("llama3.1:8b", url, ProviderConfig(max_retries=1))
    provider.sleep = lambda s: None
    with pytest.raises(ProviderError) as caught:
        complete(provider, request_for(workspace, NATIVE))
    assert str(caught.value) == f'could not reach Ollama at {url} — is "ollama serve" running?'


def test_show_feeds_capability_detection(server, provider):
    server.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    detected = provider.detect()
    assert detected.native_tools is True
    assert detected.context_trained == 131072
    assert server.bodies("/api/show") == [{"model": "llama3.1:8b"}]


class InterruptingProgress(Progress):
    """Presses Ctrl-C at the first stream event of turn `at_turn`."""

    def __init__(self, at_turn: int):
        super().__init__(enabled=False)
        self.at_turn = at_turn

    def model_event(self, event):
        if self.turn == self.at_turn:
            raise KeyboardInterrupt


@pytest.mark.slow
def test_ctrl_c_mid_stream_closes_the_response_and_keeps_the_transcript(server, provider, workspace, agent_home):
    server.add("/api/chat", 200, load_ndjson("ollama_chat_native_tool_call.ndjson"))
    release = threading.Event()
    # Turn 2: the first line (a call starting) arrives, the rest waits until the test releases it.
    second = load_ndjson("ollama_chat_native_tool_call.ndjson")
    server.add("/api/chat", 200, second[:1] + second[:1] * 20 + second[1:], hold=release)
    transcript = Transcript.create()
    loop = AgentLoop(provider, ToolRuntime(workspace), NATIVE, transcript, InterruptingProgress(at_turn=2), max_turns=5)
    result = loop.run("What does hello.py print?")
    release.set()
    transcript.close()
    assert result.status == "cancelled" and result.exit_code == 130
    assert server.client_hung_up.wait(5), "the HTTP response was not closed after Ctrl-C"
    events = [json.loads(line) for line in Path(result.transcript).read_text().splitlines()]
    messages = [e["message"] for e in events if e["event"] == "message"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool"]
    assert messages[2]["tool_calls"][0]["name"] == "read"
    assert "Hello, world!" in messages[3]["content"]
    assert events[-1]["event"] == "session_end" and events[-1]["result"]["status"] == "cancelled"


# -- agent run --model ollama/... ----------------------------------------------------------


@pytest.mark.slow
def test_agent_run_with_ollama(server, workspace, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", server.url)
    monkeypatch.chdir(workspace)
    server.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_native_tool_call.ndjson"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    result = CliRunner().invoke(main, ["run", "What does hello.py print?", "--model", "ollama/llama3.1:8b", "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.stdout)
    assert payload["final"] == "hello.py prints Hello, world!"
    assert payload["model"] == "ollama/llama3.1:8b"
    assert payload["tool_calls"] == 1
    chats = server.bodies("/api/chat")
    capability = next(
        json.loads(line)
        for line in Path(payload["transcript"]).read_text().splitlines()
        if json.loads(line)["event"] == "session_start"
    )["capability"]
    assert capability["tool_mode"] == "native"
    assert [c["options"]["num_ctx"] for c in chats] == [capability["context_effective"]] * 2
    # The second request carries the call and its result back to the model.
    assert chats[1]["messages"][2]["tool_calls"][0]["function"] == {"name": "read", "arguments": {"path": "hello.py"}}
    assert chats[1]["messages"][3]["role"] == "tool" and chats[1]["messages"][3]["tool_name"] == "read"


@pytest.mark.slow
def test_agent_run_with_no_ollama_running_is_one_line_and_exit_4(workspace, monkeypatch):
    url = f"http://127.0.0.1:{free_port()}"
    monkeypatch.setenv("OLLAMA_HOST", url)
    monkeypatch.setenv("AGENT_MAX_RETRIES", "0")
    result = CliRunner().invoke(main, ["run", "hi", "--model", "ollama/llama3.1:8b", "--workspace", str(workspace)])
    assert result.exit_code == 4
    assert f'could not reach Ollama at {url} — is "ollama serve" running?' in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.slow
def test_agent_run_with_a_model_ollama_does_not_have(server, workspace, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", server.url)
    server.add("/api/show", 404, NOT_FOUND)
    result = CliRunner().invoke(main, ["run", "hi", "--model", "ollama/nope:7b", "--workspace", str(workspace)])
    assert result.exit_code == 4
    assert "ollama pull nope:7b" in result.stderr
