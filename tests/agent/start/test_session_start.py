"""`agent run` and `agent chat` start a session one way (agent/start/session_start.py): the same options resolve to the
same choices, checked in the same order, with the user's config read once."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from agent.cli import main


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def no_ollama(monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", "127.0.0.1:9")  # nothing listens: a bare model name is unknown at once


def test_run_and_chat_stop_on_the_same_config_typo_before_asking_for_a_bare_models_server(workspace, no_ollama):
    # Before, `agent run` asked Ollama about the bare name first and reported the model, `agent chat` the typo.
    (workspace / "models.toml").write_text('[models."qwen2.5-coder"]\ncontext_efective = 4096\n')
    ran = invoke("run", "x", "-m", "qwen-bare", "-w", str(workspace))
    chatted = invoke("chat", "-m", "qwen-bare", "-w", str(workspace))
    assert ran.exit_code == chatted.exit_code == 2
    assert "context_efective" in ran.stderr and "unknown model" not in ran.stderr, ran.stderr
    assert ran.stderr == chatted.stderr


def test_run_and_chat_stop_on_the_same_problem_when_a_pattern_and_a_config_file_are_both_bad(workspace):
    # Before, `agent run` checked --deny's pattern before the config files, `agent chat` after them.
    (workspace / "models.toml").write_text('[models."qwen2.5-coder"]\ncontext_efective = 4096\n')
    ran = invoke("run", "x", "--deny", " ", "-w", str(workspace))
    chatted = invoke("chat", "--deny", " ", "-w", str(workspace))
    assert ran.exit_code == chatted.exit_code == 2
    assert "context_efective" in ran.stderr, ran.stderr
    assert ran.stderr == chatted.stderr


def test_agent_run_reads_the_user_config_once(write_script, workspace, user_config_reads):
    script = write_script({"content": "done"})
    result = invoke("run", "x", "-m", f"script:{script}", "-w", str(workspace), "--json")
    assert result.exit_code == 0, result.output
    assert len(user_config_reads) == 1  # before: six times (defaults, config check, tools, extensions, ...)
