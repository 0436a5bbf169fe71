"""`agent run`: exit codes, the --json shape, and one-line errors for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main

JSON_KEYS = {
    "status",
    "final",
    "turns",
    "tool_calls",
    "malformed_tool_calls",
    "prompt_tokens",
    "completion_tokens",
    "max_prompt_tokens",
    "prompt_tokens_restored",
    "context_effective",
    "compaction_at",
    "compactions",
    "course_corrections",
    "wall_time_s",
    "transcript",
    "model",
    "exit_code",
}


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.slow
def test_json_shape_and_exit_code_for_a_finished_run(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "Hello!"})
    result = invoke(
        "run", "what does hello.py print", "--model", f"script:{script}", "--workspace", str(workspace), "--json"
    )
    assert result.exit_code == 0, result.stderr
    payload = json.loads(result.stdout)
    assert set(payload) == JSON_KEYS
    assert payload["status"] == "finished" and payload["final"] == "Hello!"
    assert payload["turns"] == 2 and payload["tool_calls"] == 1 and payload["compactions"] == 0
    assert payload["prompt_tokens"] > 0 and payload["max_prompt_tokens"] <= payload["prompt_tokens"]
    assert Path(payload["transcript"]).is_file()
    assert "read hello.py → ok" in result.stderr


@pytest.mark.slow
def test_plain_output_puts_the_answer_on_stdout(write_script, workspace):
    script = write_script({"content": "All good."})
    result = invoke("run", "check", "--model", f"script:{script}", "--workspace", str(workspace))
    assert result.exit_code == 0
    assert result.stdout == "All good.\n"
    assert "transcript:" in result.stderr


@pytest.mark.slow
def test_turn_limit_exits_3(write_script, workspace):
    script = write_script(*[{"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]}] * 3)
    result = invoke("run", "loop", "--model", f"script:{script}", "-w", str(workspace), "--max-turns", "2", "--json")
    assert result.exit_code == 3
    assert json.loads(result.stdout)["status"] == "turn_limit"


@pytest.mark.slow
def test_provider_error_exits_4_with_json(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]})
    result = invoke("run", "x", "--model", f"script:{script}", "-w", str(workspace), "--json")
    assert result.exit_code == 4
    payload = json.loads(result.stdout)
    assert payload["status"] == "error" and "no more turns" in payload["error"]


@pytest.mark.slow
def test_a_stuck_model_exits_4_with_json(write_script, workspace):
    failing = {"tool_calls": [{"name": "read", "arguments": {"path": "missing.py"}}]}
    script = write_script(failing, failing, failing, {"content": "never reached"})
    result = invoke("run", "x", "--model", f"script:{script}", "-w", str(workspace), "--json")
    assert result.exit_code == 4
    payload = json.loads(result.stdout)
    assert payload["status"] == "stuck" and "same failing call (read missing.py) 3 times" in payload["error"]


@pytest.mark.slow
def test_a_model_still_looping_after_a_course_correction_exits_4_as_stuck(write_script, workspace):
    same = {"tool_calls": [{"name": "bash", "arguments": {"command": "echo 1 failed"}}]}
    script = write_script(*[same] * 10)
    result = invoke("run", "fix it", "--model", f"script:{script}", "-w", str(workspace), "--json")
    assert result.exit_code == 4
    payload = json.loads(result.stdout)
    assert payload["status"] == "stuck" and payload["course_corrections"] == 1
    assert payload["error"].startswith("the model was still stuck after a course correction (bash echo 1 failed")
    assert "note: course correction: bash echo 1 failed returned the same result 5 times" in result.stderr
    assert f"error: {payload['error']}" in result.stderr


def test_missing_workspace_is_a_user_error(tmp_path):
    result = invoke("run", "x", "--workspace", str(tmp_path / "nope"))
    assert result.exit_code == 2
    assert "does not exist" in result.stderr and "--workspace" in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.slow
def test_unknown_model_is_a_user_error(workspace):
    result = invoke("run", "x", "--model", "gpt-17", "-w", str(workspace))
    assert result.exit_code == 2
    assert "unknown model 'gpt-17'" in result.stderr and "embedded" in result.stderr


@pytest.mark.slow
def test_malformed_script_names_file_and_line(tmp_path, workspace):
    script = tmp_path / "bad.jsonl"
    script.write_text('{"content": "fine"}\n{"content": oops}\n')
    result = invoke("run", "x", "--model", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 2
    assert f"script {script} line 2 is not valid JSON" in result.stderr


@pytest.mark.slow
def test_script_with_unknown_key(tmp_path, workspace):
    script = tmp_path / "bad.jsonl"
    script.write_text('{"contnet": "typo"}\n')
    result = invoke("run", "x", "--model", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 2
    assert "unknown key(s) ['contnet']" in result.stderr


@pytest.mark.slow
def test_missing_script_file(tmp_path, workspace):
    result = invoke("run", "x", "--model", f"script:{tmp_path / 'none.jsonl'}", "-w", str(workspace))
    assert result.exit_code == 2
    assert "does not exist" in result.stderr


@pytest.mark.slow
def test_unreadable_script_file(tmp_path, workspace):
    script = tmp_path / "binary.jsonl"
    script.write_bytes(b"\xff\xfe\x00garbage")
    result = invoke("run", "x", "--model", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 2
    assert "cannot read script file" in result.stderr


def test_missing_gguf_file(tmp_path, workspace):
    result = invoke("run", "x", "--model", f"llamacpp:{tmp_path / 'none.gguf'}", "-w", str(workspace))
    assert result.exit_code == 2
    assert "does not exist" in result.stderr


@pytest.mark.slow
def test_file_that_is_not_gguf(tmp_path, workspace):
    fake = tmp_path / "fake.gguf"
    fake.write_text("not a model")
    result = invoke("run", "x", "--model", f"llamacpp:{fake}", "-w", str(workspace))
    assert result.exit_code == 2
    assert "not a GGUF file" in result.stderr
    assert "Traceback" not in result.output


def test_bad_flag_value_exits_2(workspace):
    result = invoke("run", "x", "--max-turns", "zero", "-w", str(workspace))
    assert result.exit_code == 2


@pytest.mark.slow
def test_a_dialect_typo_stops_every_command_before_anything_runs(agent_home, workspace, write_script):
    (agent_home / "models.toml").write_text('[models."qwen2.5-coder"]\ntool_format = "hermess"\n')
    script = write_script({"content": "done"})
    commands = [
        ["caps", "qwen2.5-coder:7b"],
        ["models"],
        ["run", "x", "--model", f"script:{script}", "-w", str(workspace)],
        ["run", "x", "--model", "ollama/qwen2.5-coder:7b", "-w", str(workspace)],  # before asking a server
        ["compare", "x", "-m", f"script:{script}", "-w", str(workspace)],
    ]
    for command in commands:
        result = invoke(*command)
        assert result.exit_code == 2, (command, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1, (command, result.stderr)
        assert str(agent_home / "models.toml") in lines[0] and '[models."qwen2.5-coder"] tool_format' in lines[0]
        assert '"hermes"' in lines[0] and "Traceback" not in result.output
    assert not (agent_home / "sessions").exists() or not list((agent_home / "sessions").iterdir())


@pytest.mark.slow
@pytest.mark.parametrize("where", ["models.toml", ".agent/models.toml"])
def test_a_dialect_typo_in_a_project_file_stops_every_command(where, agent_home, workspace, write_script):
    from agent.start.project_trust import trust_project
    from parsers import DIALECTS

    trust_project(workspace)  # an untrusted project's models.toml is not read by caps and models
    project_file = workspace / where
    project_file.parent.mkdir(exist_ok=True)
    project_file.write_text('[models."script"]\ntool_format = "pythonik"\n')
    script = write_script({"content": "done"})
    commands = [
        ["caps", "script", "--workspace", str(workspace)],
        ["models", "--workspace", str(workspace)],
        ["run", "x", "--model", f"script:{script}", "-w", str(workspace)],
        ["compare", "x", "-m", f"script:{script}", "-w", str(workspace)],
    ]
    for command in commands:
        result = invoke(*command)
        assert result.exit_code == 2, (command, result.output)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in result.output, (command, result.output)
        assert lines[0].startswith(f'Error: {project_file}: [models."script"] tool_format: expected one of ')
        assert all(f'"{name}"' in lines[0] for name in DIALECTS)
        assert lines[0].endswith("got 'pythonik'; did you mean \"pythonic\"?")
    assert not (agent_home / "sessions").exists() or not list((agent_home / "sessions").iterdir())


@pytest.mark.slow
def test_a_dialect_typo_leaves_the_session_to_continue_untouched(agent_home, workspace, write_script):
    first = invoke("run", "x", "--model", f"script:{write_script({'content': 'done'})}", "-w", str(workspace), "--json")
    assert first.exit_code == 0, first.output
    transcript = Path(json.loads(first.stdout)["transcript"])
    before = transcript.read_bytes()
    (agent_home / "models.toml").write_text('[models."script"]\ntool_format = "hermess"\n')
    again = invoke(
        "run", "--continue", "more", "--model", f"script:{write_script({'content': 'ok'})}", "-w", str(workspace)
    )
    assert again.exit_code == 2 and "tool_format" in again.stderr and "Traceback" not in again.output
    assert transcript.read_bytes() == before
    assert list(transcript.parent.iterdir()) == [transcript]


def test_tool_modes_are_the_choices_of_tools(workspace):
    from capabilities import TOOL_MODES

    result = invoke("run", "x", "--tools", "natve", "-w", str(workspace))
    assert result.exit_code == 2
    assert all(f"'{mode}'" in result.stderr for mode in TOOL_MODES), result.stderr


def test_each_model_form_parses_to_its_own_type(tmp_path, agent_home):
    from agent.backends.model_spec import (
        EmbeddedSpec,
        LlamaCppSpec,
        OllamaSpec,
        OpenAISpec,
        ScriptSpec,
        parse_model_spec,
    )

    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    (agent_home / "config.toml").write_text('[endpoints.lmstudio]\nbase_url = "http://127.0.0.1:1234/v1"\n')
    assert parse_model_spec("") == EmbeddedSpec(raw="embedded", registry_id="gemma-3-270m")
    assert parse_model_spec(f"llamacpp:{gguf}") == LlamaCppSpec(raw=f"llamacpp:{gguf}", path=gguf, registry_id="m")
    assert parse_model_spec("script:t.jsonl") == ScriptSpec(
        raw="script:t.jsonl", path=Path("t.jsonl"), registry_id="script"
    )
    assert parse_model_spec("ollama/qwen3:8b") == OllamaSpec(
        raw="ollama/qwen3:8b", model="qwen3:8b", registry_id="qwen3:8b"
    )
    assert parse_model_spec("openai/q7") == OpenAISpec(raw="openai/q7", model="q7", registry_id="q7")
    assert parse_model_spec("lmstudio/q7").endpoint == "lmstudio"


@pytest.mark.slow
def test_the_task_comes_from_stdin_when_piped_or_given_as_a_dash(write_script, workspace):
    script = write_script({"content": "one"}, {"content": "two"})
    piped = CliRunner().invoke(main, ["run", "-m", f"script:{script}", "-w", str(workspace), "--json"], input="hi\n")
    assert json.loads(piped.stdout)["final"] == "one", piped.output
    events = [json.loads(line) for line in Path(json.loads(piped.stdout)["transcript"]).read_text().splitlines()]
    assert events[0]["task"] == "hi\n"
    script = write_script({"content": "dash"})
    dashed = CliRunner().invoke(main, ["run", "-", "-m", f"script:{script}", "-w", str(workspace)], input="do it")
    assert dashed.exit_code == 0 and dashed.stdout.strip() == "dash"


@pytest.mark.parametrize(("stdin", "message"), [(b"", "TASK is missing"), (b"\xff\xfe", "not valid UTF-8")])
def test_an_empty_or_undecodable_stdin_task_is_one_line_exit_2(write_script, workspace, stdin, message):
    script = write_script({"content": "never"})
    result = CliRunner().invoke(main, ["run", "-", "-m", f"script:{script}", "-w", str(workspace)], input=stdin)
    assert result.exit_code == 2 and message in result.stderr and "Traceback" not in result.output


@pytest.mark.slow
def test_print_is_a_one_shot_run(write_script, workspace):
    script = write_script({"content": "printed"})
    result = invoke("-p", "say it", "-m", f"script:{script}", "-w", str(workspace))
    assert result.exit_code == 0 and result.stdout.strip() == "printed"
    result = invoke("--print", "say it", "-m", f"script:{script}", "-w", str(workspace), "--json")
    assert json.loads(result.stdout)["final"] == "printed"


def test_every_command_summary_in_help_is_whole():
    for args in (["--help"], ["policy", "--help"]):
        text = invoke(*args).output
        listed = text.split("Commands:", 1)[1]
        assert "..." not in listed, listed


@pytest.mark.slow
def test_shell_completion_lists_commands():
    import os
    import subprocess
    import sys

    env = {**os.environ, "_AGENT_COMPLETE": "bash_complete", "COMP_WORDS": "agent se", "COMP_CWORD": "1"}
    done = subprocess.run([sys.executable, "-m", "agent"], env=env, capture_output=True, text=True, timeout=60)
    assert "plain,sessions" in done.stdout.split(), done.stdout + done.stderr


@pytest.mark.slow
def test_two_empty_replies_exit_4_with_the_reason_and_the_session_continues(write_script, workspace):
    script = write_script({"content": ""}, {"content": ""})
    result = invoke("run", "go", "-m", f"script:{script}", "-w", str(workspace), "--json")
    payload = json.loads(result.stdout)
    assert result.exit_code == 4 and payload["status"] == "error"
    assert "replied with nothing twice in a row" in payload["error"]
    script = write_script({"content": "back on track"})
    result = invoke("run", "--continue", "-m", f"script:{script}", "-w", str(workspace), "--json")
    assert json.loads(result.stdout)["final"] == "back on track", result.output


def test_the_help_listing_says_what_each_command_says_of_itself():
    from agent.cli import COMMANDS, AgentGroup

    group = main
    assert isinstance(group, AgentGroup)
    for name, (_, _, summary) in COMMANDS.items():
        command = group.get_command(None, name)  # type: ignore[arg-type]
        assert command is not None and command.short_help == summary, name


def test_help_and_version_load_no_command_module():
    import subprocess
    import sys

    probe = (
        "import sys; from agent.cli import main\n"
        "for args in (['--help'], ['--version']):\n"
        "    try: main(args, prog_name='agent')\n"
        "    except SystemExit: pass\n"
        "print(sorted(m for m in sys.modules if m.startswith(('agent.', 'capabilities', 'parsers', 'pydantic'))))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    loaded = done.stdout.strip().splitlines()[-1]
    assert loaded == "['agent.cli']", loaded


@pytest.mark.slow
def test_a_pipe_gets_a_tool_error_line_whole(write_script, workspace):
    missing = "/".join(["a-folder-with-a-long-name"] * 8) + "/missing.py"  # 210 characters
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": missing}}]}, {"content": "ok"})
    result = invoke("run", "read it", "--model", f"script:{script}", "--workspace", str(workspace))
    assert result.exit_code == 0, result.output
    [line] = [line for line in result.stderr.splitlines() if line.startswith("[1] read")]
    assert line.endswith(f"→ error: {missing} does not exist"), line
