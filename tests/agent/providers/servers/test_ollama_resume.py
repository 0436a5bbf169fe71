"""Ollama keeps a prompt's cache while the runner stays loaded and the prompt's prefix matches byte for
byte: a restarted agent that continues a session must send what it sent before, unchanged, as the
start of its first request. Checked at the HTTP boundary (fake_server), across two real processes."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.agent.providers.fixtures.fake_server import load_json, load_ndjson

pytestmark = pytest.mark.slow


def agent(args: list[str], workspace, server_url: str) -> dict:
    environment = {**os.environ, "OLLAMA_HOST": server_url}
    done = subprocess.run(
        [sys.executable, "-m", "agent", *args, "--model", "ollama/llama3.1:8b", "--json"],
        cwd=workspace,
        capture_output=True,
        text=True,
        env=environment,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def messages_end(body: bytes) -> int:
    """Where the `messages` array of a raw request body ends (just before its closing bracket)."""
    start = body.index(b'"messages":') + len(b'"messages":')
    while body[start : start + 1] == b" ":
        start += 1
    _, length = json.JSONDecoder().raw_decode(body[start:].decode("utf-8"))
    return start + len(body[start:].decode("utf-8")[:length].encode("utf-8")) - 1


def test_the_first_request_of_continue_starts_with_the_bytes_of_the_last_request_before_it(server, workspace):
    server.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_native_tool_call.ndjson"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    first = agent(["run", "What does hello.py print?"], workspace, server.url)
    server.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    again = agent(["run", "--continue", "And in French?"], workspace, server.url)
    assert again["transcript"] == first["transcript"]
    chats = [raw for path, raw in server.raw_bodies if path == "/api/chat"]
    assert len(chats) == 3
    before, after = chats[1], chats[2]
    cut = messages_end(before)
    # Everything up to the last message sent before is repeated byte for byte (Ollama's cache reuses it) ...
    assert after.startswith(before[:cut])
    assert after[cut : cut + 2] == b", " or after[cut : cut + 1] == b","  # ... then more messages follow
    # ... and the fields after the messages (tools, options with num_ctx, keep_alive) are the same bytes.
    assert after[messages_end(after) :] == before[cut:]
    assert json.loads(before)["keep_alive"] == "30m"  # the runner stays loaded between runs (config.toml)
