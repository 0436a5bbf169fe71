"""A server that refuses a request as longer than its window: its words are read (llama.cpp's server,
OpenAI-style servers, others), the request is never retried unchanged, an empty stream is asked once
without streaming to learn why, and the loop takes the server's window, compacts and asks once more."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.errors import ServerWindowError
from agent.providers.overflow import is_overflow, window_in_error
from agent.providers.provider import complete
from tests.agent.providers.servers.test_openai_normalise import (
    CHAT,
    TEXT,
    add_sse,
    chunk,
    completion,
    provider_for,
    request_for,
)

LLAMA_SERVER = {
    "error": {
        "code": 400,
        "message": "the request exceeds the available context size, try increasing it",
        "type": "exceed_context_size_error",
        "n_prompt_tokens": 5000,
        "n_ctx": 4096,
    }
}
OPENAI_STYLE = {
    "error": {
        "message": "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens "
        "(4980 in the messages, 20 in the completion). Please reduce the length of the messages or completion.",
        "type": "invalid_request_error",
        "param": "messages",
        "code": "context_length_exceeded",
    }
}
GENERIC = {"error": "Trying to keep the first 5000 tokens when context the overflows. exceed context window of 4096"}


@pytest.mark.parametrize("body", [LLAMA_SERVER, OPENAI_STYLE, GENERIC], ids=["llama.cpp", "openai", "generic"])
def test_each_servers_words_name_the_window(body):
    text = json.dumps(body)
    assert is_overflow(text) and window_in_error(text) == 4096


def test_other_errors_are_no_overflow():
    assert not is_overflow('{"error": {"message": "model not found"}}')
    assert window_in_error("the context of the story") is None


@pytest.mark.slow
@pytest.mark.parametrize("status", [400, 500])
def test_an_overflow_is_never_retried_unchanged(server, workspace, status):
    server.add(CHAT, status, LLAMA_SERVER)
    server.add(CHAT, 200, b"")  # would be the retry
    provider = provider_for(server, stream=False)
    with pytest.raises(ServerWindowError) as caught:
        complete(provider, request_for(workspace, TEXT))
    assert caught.value.window == 4096 and "longer than its window of 4096 tokens" in str(caught.value)
    assert len(server.bodies(CHAT)) == 1 and provider.waits == []


@pytest.mark.slow
def test_an_empty_stream_is_asked_once_without_streaming_to_learn_why(server, workspace):
    server.add(CHAT, 200, b"", content_type="text/event-stream")  # llama-cpp-python's server on overflow
    server.add(CHAT, 400, OPENAI_STYLE)
    provider = provider_for(server)
    with pytest.raises(ServerWindowError) as caught:
        complete(provider, request_for(workspace, TEXT))
    assert caught.value.window == 4096
    first, second = server.bodies(CHAT)
    assert first["stream"] is True and second["stream"] is False


@pytest.mark.slow
def test_an_empty_stream_then_a_good_reply_without_streaming_is_the_turn(server, workspace):
    server.add(CHAT, 200, b"", content_type="text/event-stream")
    server.add(CHAT, 200, completion({"content": "fine"}))
    turn = complete(provider_for(server), request_for(workspace, TEXT))
    assert turn.content == "fine"


@pytest.mark.slow
def test_the_run_takes_the_servers_window_compacts_and_asks_once_more(server, workspace, monkeypatch, write_script):
    # a session whose history holds a large tool result, continued against a server with a small window
    (workspace / "big.txt").write_text("".join(f"line {n} of a long file\n" for n in range(900)))
    first = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "big.txt"}}]}, {"content": "read it"})
    runner = CliRunner()
    assert runner.invoke(main, ["run", "read big.txt", "-m", f"script:{first}", "-w", str(workspace)]).exit_code == 0
    server.add(CHAT, 400, LLAMA_SERVER | {"error": {**LLAMA_SERVER["error"], "n_ctx": 2048}})
    add_sse(server, chunk({"content": "The user had big.txt read."}), chunk(finish="stop"))  # the summary
    add_sse(server, chunk({"content": "short now"}), chunk(finish="stop"))
    monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
    args = ["run", "--continue", "what did it say?", "-m", "openai/qwen2.5-coder-7b", "-w", str(workspace), "--json"]
    result = runner.invoke(main, args)
    payload = json.loads(result.stdout)
    assert payload["final"] == "short now", result.output
    assert "the server's window is 2048 tokens, not 16384: compacting to it and asking again" in result.stderr
    assert payload["compactions"] >= 1 and len(server.bodies(CHAT)) == 3  # refused, summary, the turn again
    events = [json.loads(line) for line in open(payload["transcript"])]
    (learned,) = [e for e in events if e["event"] == "server_window"]
    assert (learned["window"], learned["previous"]) == (2048, 16384)
    assert "exceeds the available context size" in learned["reason"]


@pytest.mark.slow
def test_a_second_refusal_ends_the_run_with_the_servers_words(server, workspace, monkeypatch):
    server.add(CHAT, 400, LLAMA_SERVER)
    server.add(CHAT, 400, LLAMA_SERVER)
    monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
    args = ["run", "hi", "-m", "openai/qwen2.5-coder-7b", "-w", str(workspace), "--json"]
    result = CliRunner().invoke(main, args)
    payload = json.loads(result.stdout)
    assert result.exit_code == 4 and "longer than its window of 4096 tokens" in payload["error"]
    assert len(server.bodies(CHAT)) == 2


@pytest.mark.slow
def test_a_result_cut_for_the_assumed_window_is_cut_again_when_the_server_has_a_smaller_one(
    server, workspace, monkeypatch
):
    """A server that does not say its window (`python -m llama_cpp.server --n_ctx 2048`): the read in this very
    turn was cut for the assumed 16,384 tokens; once the refusal says 2,048, that newest result, which eliding
    keeps, is cut again to fit instead of the run ending with "no longer fits even after compaction"."""
    (workspace / "big.txt").write_text("".join(f"line {n} of a long file\n" for n in range(2000)))
    read = {"index": 0, "id": "call_1", "type": "function", "function": {"name": "read", "arguments": ""}}
    add_sse(
        server,
        chunk({"tool_calls": [read]}),
        chunk({"tool_calls": [{"index": 0, "function": {"arguments": '{"path": "big.txt"}'}}]}),
        chunk(finish="tool_calls"),
    )
    server.add(CHAT, 400, LLAMA_SERVER | {"error": {**LLAMA_SERVER["error"], "n_ctx": 2048}})
    add_sse(server, chunk({"content": "it counts lines"}), chunk(finish="stop"))
    monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
    args = ["run", "what is in big.txt?", "-m", "openai/qwen2.5-coder-7b", "-w", str(workspace), "--json", "--yes"]
    result = CliRunner().invoke(main, args)
    payload = json.loads(result.stdout)
    assert payload["final"] == "it counts lines", result.output
    refused, again = server.bodies(CHAT)[1:]
    # this model's results go back as text in a user message (its tool mode)
    (result_before,) = [m for m in refused["messages"] if str(m["content"]).startswith("Result of read")]
    (result_after,) = [m for m in again["messages"] if str(m["content"]).startswith("Result of read")]
    assert "line 0 of a long file" in result_after["content"], "the head of the result is kept"
    assert len(result_after["content"]) < len(result_before["content"]) / 3
    events = [json.loads(line) for line in open(payload["transcript"])]
    assert any(e["event"] == "compaction" and e["kind"] == "recut" for e in events), events[-3:]
