"""`agent config` shows each default with its source; `agent run` uses them, and a bare model name is
looked up in Ollama (a stub at its HTTP boundary) or refused with the forms spelled out."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.config_files import load_user_config


def invoke(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env=env)


@pytest.mark.slow
def test_agent_config_shows_values_and_sources(workspace, agent_home):
    (agent_home / "config.toml").write_text("[defaults]\nmax_turns = 9\n")
    result = invoke("config", "--workspace", str(workspace), env={"AGENT_MODEL": "ollama/qwen2.5-coder:7b"})
    assert result.exit_code == 0, result.output
    rows = {line.split()[0]: line for line in result.output.splitlines()}
    assert "ollama/qwen2.5-coder:7b" in rows["model"] and "environment variable AGENT_MODEL" in rows["model"]
    assert " 9 " in rows["max_turns"] and f"{agent_home / 'config.toml'} [defaults]" in rows["max_turns"]
    data = json.loads(invoke("config", "--json", "--workspace", str(workspace)).output)
    assert data["max_turns"] == {"value": 9, "source": f"{agent_home / 'config.toml'} [defaults]"}
    assert data["model"] == {"value": "embedded", "source": "built-in"}


def test_agent_config_reports_a_bad_file_in_one_line_exit_2(workspace, agent_home):
    (agent_home / "config.toml").write_text("[defaults]\nmax_turn = 9\n")
    result = invoke("config", "--workspace", str(workspace))
    assert result.exit_code == 2
    assert "did you mean `max_turns`?" in result.output and "Traceback" not in result.output


@pytest.mark.slow
def test_run_takes_model_and_max_turns_from_a_trusted_projects_defaults(workspace, write_script):
    turns = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "x"})
    (workspace / ".agent").mkdir()
    script = workspace / ".agent" / "turns.jsonl"  # a project's model file lies inside the project
    script.write_text(turns.read_text())
    (workspace / ".agent" / "config.toml").write_text(f'[defaults]\nmodel = "script:{script}"\nmax_turns = 1\n')
    assert invoke("trust", "--yes", "-w", str(workspace)).exit_code == 0
    result = invoke("run", "look", "-w", str(workspace), "--json")
    payload = json.loads(result.stdout)
    assert payload["model"] == f"script:{script}" and payload["status"] == "turn_limit" and result.exit_code == 3
    # a flag wins
    result = invoke("run", "look", "-w", str(workspace), "--json", "--max-turns", "2")
    assert json.loads(result.stdout)["status"] == "finished"


@pytest.mark.slow
def test_run_takes_the_model_from_agent_model(workspace, write_script):
    script = write_script({"content": "from the environment"})
    result = invoke("run", "hi", "-w", str(workspace), "--json", env={"AGENT_MODEL": f"script:{script}"})
    assert json.loads(result.stdout)["final"] == "from the environment"


@pytest.mark.slow
def test_a_bare_model_name_is_the_ollama_model_of_that_name(workspace, ollama):
    result = invoke("run", "hi", "-w", str(workspace), "-m", "qwen2.5-coder:7b", "--json", env={"OLLAMA_HOST": ollama})
    # the stub has no /api/chat: the run reaches Ollama as ollama/qwen2.5-coder:7b and fails there
    payload = json.loads(result.stdout)
    assert payload["model"] == "ollama/qwen2.5-coder:7b", result.output


@pytest.mark.slow
def test_a_bare_name_ollama_lacks_lists_the_forms(workspace, ollama):
    result = invoke("run", "hi", "-w", str(workspace), "-m", "mystery-7b", env={"OLLAMA_HOST": ollama})
    assert result.exit_code == 2
    assert "unknown model 'mystery-7b' (Ollama has no model of that name)" in result.output
    assert "ollama/mystery-7b" in result.output and "llamacpp:/path/to/model.gguf" in result.output


def test_a_bare_name_without_ollama_says_ollama_does_not_answer(workspace, closed_port):
    result = invoke("run", "hi", "-w", str(workspace), "-m", "qwen2.5-coder:7b", env={"OLLAMA_HOST": closed_port})
    assert result.exit_code == 2 and "Ollama does not answer at http://" + closed_port in result.output


def test_max_output_comes_from_models_toml_the_config_and_the_flag(workspace, agent_home):
    from agent.commands.caps import caps

    data = json.loads(CliRunner().invoke(caps, ["qwen2.5-coder:7b", "--json"]).output)
    assert data["max_output_tokens"] == 4096 and "[qwen2.5-coder]" in data["sources"]["max_output_tokens"]
    (agent_home / "config.toml").write_text("[defaults]\nmax_output = 512\n")
    from agent.start.user_config import run_settings

    chosen = run_settings(
        workspace, model=None, max_turns=None, ctx=None, tools=None, sandbox=None, user=load_user_config()
    )
    assert chosen.max_output == 512
    flagged = run_settings(
        workspace,
        model=None,
        max_turns=None,
        ctx=None,
        tools=None,
        max_output=99,
        sandbox=None,
        user=load_user_config(),
    )
    assert flagged.max_output == 99


@pytest.mark.slow
def test_the_max_output_flag_reaches_the_runs_capability(workspace, write_script):
    # (a reply cut off at the limit is never run: tests/agent/providers/test_cut_off_call.py)
    script = write_script({"content": "ok"})
    result = invoke("run", "go", "-m", f"script:{script}", "-w", str(workspace), "--json", "--max-output", "77")
    events = [json.loads(line) for line in open(json.loads(result.stdout)["transcript"])]
    capability = events[0]["capability"]
    assert capability["max_output_tokens"] == 77 and capability["sources"]["max_output_tokens"] == "flag"


@pytest.mark.slow
def test_agent_config_says_why_bash_runs_without_a_sandbox(workspace, path_without_bubblewrap, monkeypatch):
    """The note a run says once per project stays one command away."""
    monkeypatch.setenv("PATH", path_without_bubblewrap)
    lines = invoke("config", "--workspace", str(workspace)).output.splitlines()
    assert lines[-1].startswith("bash here: without a sandbox: bubblewrap (bwrap) is not installed; install it")
    monkeypatch.setenv("AGENT_HOME", str(workspace.parent / "home"))
    (workspace.parent / "home").mkdir()
    (workspace.parent / "home" / "config.toml").write_text('[defaults]\nsandbox = "off"\n')
    assert invoke("config", "--workspace", str(workspace)).output.splitlines()[-1] == (
        "bash here: without a sandbox (sandbox = off)"
    )
