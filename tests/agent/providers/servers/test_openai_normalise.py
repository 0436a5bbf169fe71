"""OpenAI-compatible replies the real llama.cpp server cannot be made to produce, played back from
a local HTTP server in the `chat.completion(.chunk)` shape: error objects in a 200, tool calls
without ids or with arguments as an object, usage missing or zero, finish_reason "length",
calls written into content, and the retry rules."""

from __future__ import annotations

import json
import socket

import pytest
from click.testing import CliRunner

from agent.backends.model_spec import parse_model_spec
from agent.backends.servers import openai_target
from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.conversation.history import Conversation
from agent.errors import ProviderError, UserError
from agent.messages import Message
from agent.providers.provider import ChatRequest, TextDelta, ToolCallStarted, complete
from agent.providers.servers.openai_compat import OpenAICompatProvider
from agent.providers.servers.provider_config import ProviderConfig
from agent.start.user_config import load_user_config
from capabilities import Capability
from tests.agent.providers.fixtures.fake_server import FakeServer

NATIVE = Capability(model="qwen3-8b", tool_mode="native", tool_format="hermes")
TEXT = Capability(model="qwen2.5-coder-7b", tool_mode="text", tool_format="hermes")
GRAMMAR = Capability(model="gemma-3-270m", tool_mode="grammar", prompt_style="completion")
CHAT = "/v1/chat/completions"


def chunk(delta: dict | None = None, finish: str | None = None, **extra) -> dict:
    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "m",
        "choices": [{"index": 0, "delta": delta or {}, "finish_reason": finish}] if delta is not None or finish else [],
    }
    body.update(extra)
    return body


def sse(*chunks: dict) -> bytes:
    return "".join(f"data: {json.dumps(c)}\n\n" for c in chunks).encode() + b"data: [DONE]\n\n"


def completion(message: dict, finish: str = "stop", **extra) -> dict:
    body = {
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "created": 1,
        "model": "m",
        "choices": [{"index": 0, "message": {"role": "assistant", **message}, "finish_reason": finish}],
    }
    body.update(extra)
    return body


def provider_for(server: FakeServer, **config) -> OpenAICompatProvider:
    made = OpenAICompatProvider("m", f"{server.url}/v1", config=ProviderConfig(max_retries=2, **config))
    made.waits = []
    made.sleep = made.waits.append
    return made


def add_sse(server: FakeServer, *chunks: dict) -> None:
    server.add(CHAT, 200, sse(*chunks), content_type="text/event-stream")


def request_for(workspace, capability: Capability) -> ChatRequest:
    messages = [
        Message(role="system", content="You are a coding agent."),
        Message(role="user", content="What does hello.py print?"),
    ]
    return ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability)


@pytest.mark.slow
def test_native_request_carries_the_tools_and_streams_usage(server, workspace):
    add_sse(
        server,
        chunk({"role": "assistant", "content": "Done."}),
        chunk(finish="stop"),
        chunk(
            usage={
                "prompt_tokens": 50,
                "completion_tokens": 2,
                "total_tokens": 52,
                "prompt_tokens_details": {"cached_tokens": 40},
            }
        ),
    )
    turn = complete(provider_for(server), request_for(workspace, NATIVE))
    assert turn.content == "Done."
    usage = turn.usage.model_dump()
    assert (usage["prompt_tokens"], usage["completion_tokens"], usage["prompt_tokens_evaluated"]) == (50, 2, 10)
    assert usage["usage_reported"] is True
    (sent,) = server.bodies(CHAT)
    assert sorted(t["function"]["name"] for t in sent["tools"]) == sorted(ToolRuntime(workspace).offered())
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert sent["max_tokens"] == 1024 and "response_format" not in sent


@pytest.mark.slow
def test_streamed_tool_call_without_ids_is_assembled_from_its_fragments(server, workspace):
    add_sse(
        server,
        chunk(
            {
                "role": "assistant",
                "tool_calls": [{"index": 0, "type": "function", "function": {"name": "read", "arguments": ""}}],
            }
        ),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"path": '}}]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '"hello.py"}'}}]}),
        chunk(finish="tool_calls"),
    )
    events = []
    turn = complete(provider_for(server), request_for(workspace, NATIVE), events.append)
    (call,) = turn.tool_calls
    assert (call.name, call.arguments, call.source) == ("read", {"path": "hello.py"}, "native")
    Conversation().give_unique_call_ids(turn.tool_calls)
    assert call.id == "call_1"  # a server that sends no id still gets one, so the result can answer it
    assert events.count(ToolCallStarted(name="read")) == 1


@pytest.mark.slow
def test_arguments_as_an_object_and_missing_ids_in_a_non_streamed_reply(server, workspace):
    server.add(
        CHAT,
        200,
        completion(
            {
                "content": None,
                "tool_calls": [
                    {"type": "function", "function": {"name": "read", "arguments": {"path": "hello.py"}}},
                    {"type": "function", "function": {"name": "bash", "arguments": '{"command": "ls"}'}},
                ],
            },
            finish="tool_calls",
        ),
    )
    turn = complete(provider_for(server, stream=False), request_for(workspace, NATIVE))
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [
        ("read", {"path": "hello.py"}, "native"),
        ("bash", {"command": "ls"}, "native"),
    ]
    Conversation().give_unique_call_ids(turn.tool_calls)
    assert [c.id for c in turn.tool_calls] == ["call_1", "call_2"]
    assert server.bodies(CHAT)[0]["stream"] is False


def test_tool_calls_written_into_content_go_to_the_text_parser(server, workspace):
    add_sse(
        server,
        chunk(
            {
                "role": "assistant",
                "content": '<tool_call>\n{"name": "read", "arguments": {"path": "hello.py"}}\n</tool_call>',
            }
        ),
        chunk(finish="stop"),
    )
    events = []
    turn = complete(provider_for(server), request_for(workspace, NATIVE), events.append)
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "hello.py"}, "text")]
    assert not any(isinstance(e, TextDelta) and "<tool_call>" in e.text for e in events)


def test_malformed_native_arguments_fall_back_to_the_text_then_report(server, workspace):
    server.add(
        CHAT,
        200,
        completion(
            {
                "content": "",
                "tool_calls": [
                    {"id": "c1", "type": "function", "function": {"name": "read", "arguments": '{"path": "hello.py"'}}
                ],
            }
        ),
    )
    turn = complete(provider_for(server, stream=False), request_for(workspace, NATIVE))
    assert not turn.tool_calls
    assert "arguments of read are not valid JSON" in turn.malformed[0].message


def test_http_200_with_an_error_object_is_a_provider_error(server, workspace):
    server.add(CHAT, 200, {"error": {"message": "model crashed while loading", "type": "server_error"}})
    with pytest.raises(ProviderError, match="reported an error: model crashed while loading"):
        complete(provider_for(server, stream=False), request_for(workspace, NATIVE))


def test_an_error_object_inside_a_200_stream_is_a_provider_error(server, workspace):
    add_sse(
        server, chunk({"role": "assistant", "content": "Hel"}), {"error": {"message": "out of memory", "code": 500}}
    )
    with pytest.raises(ProviderError, match="reported an error: out of memory"):
        complete(provider_for(server), request_for(workspace, NATIVE))


@pytest.mark.parametrize("usage", [None, {"prompt_tokens": 0, "completion_tokens": 0, "total_tokens": 0}])
def test_usage_missing_or_all_zero_is_counted_here_and_marked(server, workspace, usage):
    chunks = [chunk({"role": "assistant", "content": "It prints"}), chunk({"content": " hello."}), chunk(finish="stop")]
    if usage is not None:
        chunks.append(chunk(usage=usage))
    add_sse(server, *chunks)
    turn = complete(provider_for(server), request_for(workspace, NATIVE))
    data = turn.usage.model_dump()
    assert data["usage_reported"] is False
    assert data["completion_tokens"] == 2  # one per streamed piece
    assert data["prompt_tokens"] > 0


TIMINGS = {"cache_n": 1200, "prompt_n": 14, "prompt_ms": 35.1, "predicted_n": 2, "predicted_ms": 20.4}


@pytest.mark.parametrize("usage", [None, {"prompt_tokens": 1214, "completion_tokens": 2, "total_tokens": 1216}])
def test_llama_cpp_timings_count_the_prompt_read_and_the_part_evaluated(server, workspace, usage):
    """llama.cpp's server: `prompt_n` evaluated plus `cache_n` reused is the prompt it read (and all it says
    when usage was not asked for); `prompt_n` alone is what this request cost."""
    last = (
        chunk(finish="stop", timings=TIMINGS) if usage is None else chunk(finish="stop", timings=TIMINGS, usage=usage)
    )
    add_sse(server, chunk({"role": "assistant", "content": "It prints"}), chunk({"content": " hello."}), last)
    data = complete(provider_for(server), request_for(workspace, NATIVE)).usage.model_dump()
    assert (data["prompt_tokens"], data["completion_tokens"], data["prompt_tokens_evaluated"]) == (1214, 2, 14)
    assert data["usage_reported"] is True
    assert data["prompt_eval_duration_s"] == pytest.approx(0.0351)


def test_finish_reason_length_asks_for_a_shorter_reply(server, workspace):
    add_sse(
        server,
        chunk({"role": "assistant", "content": "Here is a very long explanation of everything"}),
        chunk(finish="length"),
    )
    turn = complete(provider_for(server), request_for(workspace, TEXT))
    assert turn.finish_reason == "length" and not turn.tool_calls and not turn.content
    assert "cut off at the token limit" in turn.malformed[0].message
    assert "not valid" not in turn.malformed[0].message


def test_text_mode_sends_no_tools_and_prompts_the_dialect(server, workspace):
    add_sse(server, chunk({"role": "assistant", "content": "It prints Hello."}), chunk(finish="stop"))
    complete(provider_for(server), request_for(workspace, TEXT))
    (sent,) = server.bodies(CHAT)
    assert "tools" not in sent and "<tool_call>" in sent["messages"][0]["content"]


@pytest.mark.slow
def test_grammar_mode_falls_back_to_json_object_when_json_schema_is_refused(server, workspace):
    # llama-cpp-python's server answers an unknown response_format type with a 500 naming it.
    refusal = {
        "error": {
            "message": (
                "1 validation error: ('body', 'response_format', 'type') Input should be 'text' or 'json_object'"
            ),
            "type": "internal_server_error",
        }
    }
    server.add(CHAT, 500, refusal)
    add_sse(
        server,
        chunk({"role": "assistant", "content": '{"tool": "read", "args": {"path": "hello.py"}}'}),
        chunk(finish="stop"),
    )
    provider = provider_for(server)
    turn = complete(provider, request_for(workspace, GRAMMAR))
    assert [(c.name, c.source) for c in turn.tool_calls] == [("read", "grammar")]
    first, second = server.bodies(CHAT)
    assert first["response_format"]["type"] == "json_schema"
    assert second["response_format"]["type"] == "json_object"
    assert second["response_format"]["schema"] == first["response_format"]["json_schema"]["schema"]
    assert provider.waits == []  # a format switch, not a retry
    add_sse(server, chunk({"role": "assistant", "content": '{"final": "ok"}'}), chunk(finish="stop"))
    complete(provider, request_for(workspace, GRAMMAR))
    assert server.bodies(CHAT)[2]["response_format"]["type"] == "json_object"  # remembered


@pytest.mark.slow
def test_429_and_5xx_are_retried_other_4xx_are_not(server, workspace):
    server.add(CHAT, 429, {"error": {"message": "too many requests"}})
    server.add(CHAT, 503, {"error": {"message": "loading model"}})
    add_sse(server, chunk({"role": "assistant", "content": "ok"}), chunk(finish="stop"))
    provider = provider_for(server)
    assert complete(provider, request_for(workspace, NATIVE)).content == "ok"
    assert provider.waits == [0.5, 1.0]
    server.add(CHAT, 400, {"error": {"message": "context length exceeded"}})
    with pytest.raises(ProviderError, match=r"refused the request \(HTTP 400\): context length exceeded"):
        complete(provider, request_for(workspace, NATIVE))
    assert len(server.bodies(CHAT)) == 4 and provider.waits == [0.5, 1.0]


@pytest.mark.slow
def test_unknown_model_and_bad_key_say_what_to_do(server, workspace):
    server.add(CHAT, 404, {"error": {"message": "The model `m` does not exist."}})
    with pytest.raises(ProviderError, match=r"has no model 'm'.*/v1/models"):
        complete(provider_for(server), request_for(workspace, NATIVE))
    server.add(CHAT, 401, {"error": {"message": "invalid api key"}})
    with pytest.raises(ProviderError, match="OPENAI_API_KEY"):
        complete(provider_for(server), request_for(workspace, NATIVE))


def test_dead_server_gives_the_one_line_message(workspace):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    provider = OpenAICompatProvider("m", f"http://127.0.0.1:{port}/v1", config=ProviderConfig(max_retries=1))
    provider.sleep = lambda s: None
    with pytest.raises(ProviderError) as caught:
        complete(provider, request_for(workspace, NATIVE))
    assert (
        str(caught.value)
        == f"could not reach the OpenAI-compatible server at http://127.0.0.1:{port}/v1 — is it running?"
    )


# -- model ids, endpoints, config ------------------------------------------------------------


def test_model_ids_for_servers(monkeypatch):
    spec = parse_model_spec("openai/Qwen/Qwen2.5-Coder-7B-Instruct")
    assert (spec.kind, spec.model, spec.registry_id) == (
        "openai",
        "Qwen/Qwen2.5-Coder-7B-Instruct",
        "Qwen/Qwen2.5-Coder-7B-Instruct",
    )
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9999/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-local")
    assert openai_target(spec, None) == ("http://127.0.0.1:9999/v1", "sk-local")
    assert parse_model_spec("ollama/qwen2.5-coder:7b").model == "qwen2.5-coder:7b"
    with pytest.raises(UserError, match="names no model"):
        parse_model_spec("ollama/")
    with pytest.raises(UserError, match="unknown model 'lmstudio/qwen'"):
        parse_model_spec("lmstudio/qwen")


def test_named_endpoints_and_settings_come_from_the_user_config(agent_home, monkeypatch):
    (agent_home / "config.toml").write_text(
        '[providers]\nmax_retries = 5\n\n[endpoints.lmstudio]\nbase_url = "http://127.0.0.1:1234/v1"\napi_key = "lm"\n'
    )
    spec = parse_model_spec("lmstudio/qwen2.5-coder-7b-instruct")
    assert (spec.kind, spec.endpoint, spec.model) == ("openai", "lmstudio", "qwen2.5-coder-7b-instruct")
    assert openai_target(spec, load_user_config()) == ("http://127.0.0.1:1234/v1", "lm")
    assert load_user_config().providers.max_retries == 5
    monkeypatch.setenv("AGENT_MAX_RETRIES", "1")
    assert load_user_config().providers.max_retries == 1  # the environment wins


def test_a_typo_in_the_user_config_names_the_file_and_key(agent_home, monkeypatch):
    (agent_home / "config.toml").write_text("[providers]\nfirst_token_timeout = 60\n")
    with pytest.raises(
        UserError, match=r"config.toml has a problem: unknown key `first_token_timeout` in \[providers\]; did you mean"
    ):
        load_user_config()
    (agent_home / "config.toml").write_text("")
    monkeypatch.setenv("AGENT_TOTAL_TIMEOUT", "soon")
    with pytest.raises(UserError, match="environment variable AGENT_TOTAL_TIMEOUT"):
        load_user_config()


@pytest.mark.slow
def test_agent_run_against_a_dead_openai_server_is_one_line_and_exit_4(workspace, monkeypatch):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setenv("OPENAI_BASE_URL", f"http://127.0.0.1:{port}/v1")
    monkeypatch.setenv("AGENT_MAX_RETRIES", "0")
    result = CliRunner().invoke(main, ["run", "hi", "--model", "openai/m", "--workspace", str(workspace)])
    assert result.exit_code == 4
    assert (
        f"could not reach the OpenAI-compatible server at http://127.0.0.1:{port}/v1 — is it running?" in result.stderr
    )
    assert "Traceback" not in result.output
