"""`--json` always prints one object on stdout (issue 43): a user error too, as {status: "error", error, exit_code},
as a provider error does; the one-line message stays on stderr for the person."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from agent.cli import main


def one_object(stdout: str) -> dict:
    lines = [line for line in stdout.splitlines() if line.strip()]
    assert len(lines) == 1, stdout
    return json.loads(lines[0])


@pytest.mark.parametrize(
    "args",
    [
        ["run", "hi", "--model", "llamacpp:/no/such/model.gguf"],  # the agent's UserError
        ["run", "hi", "--max-turns", "abc"],  # click's own usage error, while parsing
        ["run", "hi", "--workspace", "/no/such/folder"],  # a usage error the command raises
        ["run", "--continue", "--resume", "x", "hi"],
        ["caps", "llamacpp:/no/such/model.gguf"],
        ["sessions", "show", "no-such-session"],
        ["policy", "check", "bash:ls", "--sandbox", "--no-such-flag"],
    ],
    ids=["agent-error", "bad-value", "bad-workspace", "continue-and-resume", "caps", "sessions-show", "unknown-flag"],
)
def test_a_user_error_with_json_prints_one_error_object(args, workspace):
    result = CliRunner().invoke(main, [*args, "--json"], env={"COLUMNS": "80"})
    assert result.exit_code == 2, result.output
    payload = one_object(result.stdout)
    assert payload["status"] == "error" and payload["exit_code"] == 2
    assert payload["error"] and payload["error"] in result.stderr  # the person still reads it on stderr


def test_without_json_a_user_error_prints_nothing_on_stdout():
    result = CliRunner().invoke(main, ["run", "hi", "--model", "llamacpp:/no/such/model.gguf"])
    assert result.exit_code == 2 and result.stdout == ""


@pytest.mark.slow
def test_a_run_with_json_as_a_process_user_and_provider_errors_alike(workspace, closed_port):
    def agent(*args: str) -> subprocess.CompletedProcess:
        env = {**os.environ, "OLLAMA_HOST": closed_port}
        command = [sys.executable, "-m", "agent", "run", "hi", "-w", str(workspace), "--json", *args]
        return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)

    user = agent("--model", "no-such-model")
    assert user.returncode == 2
    assert one_object(user.stdout)["exit_code"] == 2 and one_object(user.stdout)["status"] == "error"
    provider = agent("--model", "ollama/qwen2.5-coder:7b")
    assert provider.returncode == 4
    payload = one_object(provider.stdout)
    assert payload["status"] == "error" and payload["exit_code"] == 4 and "could not reach Ollama" in payload["error"]
