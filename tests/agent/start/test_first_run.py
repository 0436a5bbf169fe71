"""A first run on a core install (no `embedded` extra) with no model configured: the models of an Ollama server
that answers are offered (a numbered choice on a terminal, saved as the default if the user says so; headless,
one line naming them and the flag), against a local server answering in the shape Ollama's API documents."""

from __future__ import annotations

import json
import os
import socket
import sys
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.config_files import load_user_config, user_config_path
from agent.paths import sessions_dir
from tests.agent.providers.fixtures.fake_server import FakeServer, load_json, load_ndjson, start
from tests.capabilities.conftest import load_fixture

# The CLI as if installed without [embedded] (llama-cpp-python cannot be found), in this one process: the
# supervisor `python -m agent` starts would start a child that finds it.
WITHOUT_THE_EXTRA = "import sys; sys.modules['llama_cpp'] = None; from agent.cli import main; main()"
TAGS = load_fixture("ollama_tags.json")  # qwen2.5-coder:7b, llama3.1:8b


@pytest.fixture
def without_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "llama_cpp", None)


@pytest.fixture
def ollama(monkeypatch) -> Iterator[FakeServer]:
    """An Ollama-shaped server at $OLLAMA_HOST listing two models."""
    state = FakeServer()
    http = start(state)
    state.add("/api/tags", 200, TAGS)
    monkeypatch.setenv("OLLAMA_HOST", state.url)
    yield state
    http.shutdown()
    http.server_close()


def free_url() -> str:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{sock.getsockname()[1]}"


def error_lines(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if line.startswith(("Error:", "error:"))]


def test_headless_names_the_models_that_answer_and_the_flag(without_the_extra, ollama, workspace):
    result = CliRunner().invoke(main, ["run", "What does hello.py print?", "-w", str(workspace)])
    assert result.exit_code == 2, result.output
    (error,) = error_lines(result.stderr)
    assert "no model is configured" in error
    assert "ollama/qwen2.5-coder:7b, ollama/llama3.1:8b" in error
    assert "--model ollama/qwen2.5-coder:7b" in error
    assert "needs the `embedded` extra" not in error and "Traceback" not in result.output
    assert not list(sessions_dir().glob("*.jsonl"))  # it stopped before a session began

    # A model named in config.toml runs as before: the choice is only for when no model is named at all.
    user_config_path().write_text('[defaults]\nmodel = "embedded"\n')
    asked = len(ollama.bodies("/api/tags"))
    configured = CliRunner().invoke(main, ["run", "hi", "-w", str(workspace)])
    assert configured.exit_code == 2 and "needs the `embedded` extra" in configured.stderr
    assert len(ollama.bodies("/api/tags")) == asked


def test_headless_chat_names_them_too(without_the_extra, ollama, workspace):
    result = CliRunner().invoke(main, ["chat", "-w", str(workspace)], input="hi\n")
    assert result.exit_code == 2, result.output
    (error,) = error_lines(result.stderr)
    assert "ollama/qwen2.5-coder:7b" in error and "--model ollama/" in error


def test_no_server_answers_says_what_to_start_or_install(without_the_extra, workspace, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", free_url())
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    result = CliRunner().invoke(main, ["run", "hi", "-w", str(workspace)])
    assert result.exit_code == 2, result.output
    (error,) = error_lines(result.stderr)
    assert "no model is configured and the embedded model is not installed" in error
    assert "could not reach Ollama" in error and "--model ollama/qwen2.5-coder:7b" in error
    assert "pip install 'local-coding-agent[embedded]'" in error


def test_saving_the_default_keeps_the_rest_of_config_toml():
    from agent.start.first_run import save_default_model

    path = user_config_path()
    path.write_text("# my settings\nsandbox_network = false\n\n[defaults]\nmax_turns = 7  # enough\n")
    save_default_model("ollama/llama3.1:8b")
    text = path.read_text()
    assert "# my settings" in text and "max_turns = 7  # enough" in text
    config = load_user_config()
    assert config.defaults.model == "ollama/llama3.1:8b" and config.defaults.max_turns == 7


@pytest.mark.slow
def test_a_terminal_picks_a_model_saves_it_and_runs_it(ollama, workspace):
    """On a real pseudo-terminal: the choice lists both models, "2" runs llama3.1:8b, and the default is saved."""
    ollama.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
    ollama.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    child = pexpect.spawn(
        sys.executable,
        ["-c", WITHOUT_THE_EXTRA, "run", "What does hello.py print?", "-w", str(workspace)],
        env={**os.environ, "TERM": "xterm-256color"},
        encoding="utf-8",
        timeout=60,
        dimensions=(40, 160),
    )
    try:
        child.expect_exact("Model to use [1-2, Enter: 1]: ")
        listed = child.before
        assert "1  ollama/qwen2.5-coder:7b" in listed and "2  ollama/llama3.1:8b" in listed
        child.send("2\r")
        child.expect_exact("as your default model in")
        child.expect_exact("[Y/n]: ")
        child.send("\r")
        child.expect_exact("saved: [defaults] model = 'ollama/llama3.1:8b'")
        child.expect_exact("hello.py prints Hello, world!")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0, child.before
    assert [body["model"] for body in ollama.bodies("/api/chat")] == ["llama3.1:8b"]
    assert load_user_config().defaults.model == "ollama/llama3.1:8b"
    (session,) = sessions_dir().glob("*.jsonl")
    start_event = json.loads(session.read_text().splitlines()[0])
    assert start_event["model"] == "ollama/llama3.1:8b"


@pytest.mark.slow
def test_a_terminal_may_decline_to_save(ollama, workspace):
    ollama.add("/api/show", 200, load_json("ollama_show_qwen2.5-coder_7b.json"))
    ollama.add("/api/chat", 200, load_ndjson("ollama_chat_final_answer.ndjson"))
    child = pexpect.spawn(
        sys.executable,
        ["-c", WITHOUT_THE_EXTRA, "run", "What does hello.py print?", "-w", str(workspace)],
        env={**os.environ, "TERM": "xterm-256color"},
        encoding="utf-8",
        timeout=60,
    )
    try:
        child.expect_exact("Model to use [1-2, Enter: 1]: ")
        child.send("9\r")
        child.expect_exact("'9' is not one of 1-2")
        child.send("\r")  # Enter: the first
        child.expect_exact("[Y/n]: ")
        child.send("n")  # one key, no Enter
        child.expect_exact("not saved; --model ollama/qwen2.5-coder:7b picks it next time")
        child.expect(pexpect.EOF)
    finally:
        child.close()
    assert child.exitstatus == 0
    assert [body["model"] for body in ollama.bodies("/api/chat")] == ["qwen2.5-coder:7b"]
    assert not Path(user_config_path()).exists()


def test_with_the_embedded_model_installed_the_first_run_names_the_served_models_once(
    ollama, agent_home, monkeypatch, capsys
):
    from agent.providers import in_process_extra
    from agent.start.first_run import first_run_model

    monkeypatch.setattr(in_process_extra, "embedded_installed", lambda: True)
    config = load_user_config()
    assert first_run_model(config, interactive=True) is None, "the embedded model stays the default"
    (note,) = capsys.readouterr().err.splitlines()
    assert note.startswith("note: no model is configured, so the embedded model runs")
    assert "ollama/qwen2.5-coder:7b, ollama/llama3.1:8b" in note and "--model ollama/qwen2.5-coder:7b" in note
    asked = len(ollama.bodies("/api/tags"))
    assert first_run_model(config, interactive=True) is None
    assert capsys.readouterr().err == "", "said once"
    assert len(ollama.bodies("/api/tags")) == asked, "later runs ask no server"
