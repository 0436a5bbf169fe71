"""Ollama cuts a prompt longer than the window it runs silently. After the first reply the agent asks
/api/ps which window that is; a smaller one than budgeted becomes the hard limit (said on stderr and in the
transcript), and a reply to a prompt that did not fit is asked again, compacted. Ollama is a local stub
serving replies in the shape of its API reference (fixtures/README.md)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests.agent.providers.fixtures.fake_server import load_json, load_ndjson

pytestmark = pytest.mark.slow

MODEL = "qwen2.5-coder:7b"  # the registry budgets 16,384 tokens for it


def run(server, workspace, *args: str):
    for _ in range(3):
        server.add("/api/show", 200, load_json("ollama_show_qwen2.5-coder_7b.json"))
    result = CliRunner().invoke(
        main, ["run", *args, "-m", f"ollama/{MODEL}", "-w", str(workspace), "--json"], env={"OLLAMA_HOST": server.url}
    )
    return result, json.loads(result.stdout)


def answer(text: str, read: int = 1300) -> bytes:
    """A streamed reply whose last line says Ollama read `read` prompt tokens (about what the agent's system
    prompt, tools and a short task take: less would say Ollama cut the prompt, test_ollama_truncation.py)."""
    line = {"model": MODEL, "created_at": "2025-05-27T22:54:57Z", "message": {"role": "assistant", "content": text}}
    done = {**line, "message": {"role": "assistant", "content": ""}, "done": True, "done_reason": "stop",
            "prompt_eval_count": read, "eval_count": 3}  # fmt: skip
    return (json.dumps({**line, "done": False}) + "\n" + json.dumps(done) + "\n").encode()


def test_a_smaller_running_window_becomes_the_limit_and_a_prompt_that_fit_is_not_asked_again(server, workspace):
    server.add("/api/ps", 200, load_json("ollama_ps.json"))
    server.add("/api/chat", 200, load_ndjson("ollama_chat_hermes_text.ndjson"))  # a read call
    server.add("/api/chat", 200, answer("It prints Hello."))
    result, payload = run(server, workspace, "What does hello.py print?")
    assert payload["final"] == "It prints Hello.", result.output
    assert "the server's window is 2048 tokens, not 16384" in result.stderr
    first, second = server.bodies("/api/chat")
    # One num_ctx for the session (Ollama reloads the model when it changes); the smaller window is the agent's limit.
    assert first["options"]["num_ctx"] == second["options"]["num_ctx"] == 16384
    assert len(server.bodies("/api/ps")) == 1  # asked once
    events = [json.loads(line) for line in open(payload["transcript"])]
    (learned,) = [e for e in events if e["event"] == "server_window"]
    assert learned["window"] == 2048 and "/api/ps" in learned["reason"]


def test_a_reply_to_a_prompt_ollama_cut_is_asked_again_compacted(server, workspace, write_script):
    (workspace / "big.txt").write_text("".join(f"line {n} of a long file\n" for n in range(900)))
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "big.txt"}}]}, {"content": "read"})
    assert (
        CliRunner().invoke(main, ["run", "read big.txt", "-m", f"script:{script}", "-w", str(workspace)]).exit_code == 0
    )
    server.add("/api/ps", 200, load_json("ollama_ps.json"))
    server.add("/api/chat", 200, answer("made up from half a prompt", read=2048))
    server.add("/api/chat", 200, answer("The user had big.txt read."))  # the compaction's summary
    server.add("/api/chat", 200, answer("big.txt has 900 lines"))
    result, payload = run(server, workspace, "--continue", "how long is it?")
    assert payload["final"] == "big.txt has 900 lines", result.output
    assert payload["compactions"] >= 1 and len(server.bodies("/api/chat")) == 3


def test_an_ollama_that_does_not_report_its_window_changes_nothing(server, workspace):
    older = load_json("ollama_ps.json")
    del older["models"][0]["context_length"]
    server.add("/api/ps", 200, older)
    server.add("/api/chat", 200, answer("fine"))
    result, payload = run(server, workspace, "hi")
    assert payload["final"] == "fine" and "window" not in result.stderr
