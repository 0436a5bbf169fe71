"""The small things a daily chat user trips on (issue 43), at a real terminal: `/model` takes what `--model`
takes (a bare name Ollama serves, against a fake Ollama in the shapes its API documents); a no with a reason."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.agent.chat.conftest import events, transcripts
from tests.agent.providers.fixtures.fake_server import FakeServer, load_json, load_ndjson, start
from tests.capabilities.conftest import load_fixture

pytestmark = pytest.mark.slow


@pytest.fixture
def ollama_server() -> Iterator[FakeServer]:
    """Ollama serving qwen2.5-coder:7b and llama3.1:8b (/api/tags, /api/show), answering one chat."""
    state = FakeServer()
    http = start(state)
    for _ in range(3):
        state.add("/api/tags", 200, load_fixture("ollama_tags.json"))
    state.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    state.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    yield state
    http.shutdown()
    http.server_close()


def test_model_takes_a_bare_name_ollama_serves_as_the_model_option_does(start_chat, write_script, ollama_server):
    chat = start_chat(write_script({"content": "first"}), env={"OLLAMA_HOST": ollama_server.url})
    chat.say("/model llama3.1:8b")
    chat.expect("now using ollama/llama3.1:8b: tools native")
    chat.ready()
    assert "hello.py prints Hello, world!" in chat.turn("what does hello.py do?")
    assert chat.leave() == 0
    assert [body["model"] for body in ollama_server.bodies("/api/chat")] == ["llama3.1:8b"]


def test_a_no_with_the_users_words_reaches_the_model_in_a_chat(start_chat, write_script, workspace):
    (workspace / "build").mkdir()
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": "rm -rf build"}}]}, {"content": "Understood."}
    )
    chat = start_chat(script)
    chat.say("tidy up")
    chat.expect("allow? [y/n/t/s/p]: ")
    chat.child.send("t")
    chat.expect("tell the model: ")
    chat.say("keep build, run make clean")
    assert "Understood." in chat.expect("tokens/s]")
    chat.ready()
    assert chat.leave() == 0
    results = [e["message"]["content"] for e in events(transcripts()[-1]) if e.get("message", {}).get("role") == "tool"]
    assert results == [
        "not run: the user declined `rm -rf build` and said: keep build, run make clean. Needs approval: "
        "`rm -rf build`: recursive delete. Act on what the user said."
    ]
    assert (workspace / "build").is_dir()


def test_resuming_shows_the_last_exchanges(start_chat, write_script, tmp_path):
    script = write_script({"content": "first answer"}, {"content": "second answer\nwith a second line"})
    chat = start_chat(script)
    chat.turn("first question")
    chat.turn("second question")
    assert chat.leave() == 0
    again = tmp_path / "again.jsonl"
    again.write_text('{"content": "ok"}\n')
    greeting = start_chat(again, "--continue").greeting
    recap = greeting[greeting.index("continuing session") :]
    assert [line.strip() for line in recap.splitlines()[1:5]] == [
        "you: first question",
        "agent: first answer",
        "you: second question",
        "agent: second answer …",
    ], recap
