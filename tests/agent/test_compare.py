"""`agent compare` with scripted models: per-run workspace copies, checks, rates, and bad input."""

from __future__ import annotations

import json

from click.testing import CliRunner

from agent.cli import main


def script_file(tmp_path, name, *turns):
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(t) for t in turns) + "\n")
    return path


def test_models_side_by_side_with_a_check(tmp_path, workspace):
    fixer = script_file(
        tmp_path,
        "fixer.jsonl",
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py", "old_text": "world", "new_text": "there"}}]},
        {"content": "done"},
    )
    sloppy = script_file(
        tmp_path,
        "sloppy.jsonl",
        {"tool_calls": [{"name": "raed", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"arguments": {}}]},
        {"content": "done, trust me"},
    )
    result = CliRunner().invoke(
        main,
        [
            "compare",
            "Say hello to there",
            "-m",
            f"script:{fixer}",
            "-m",
            f"script:{sloppy}",
            "--check",
            "python hello.py | grep -q there",
            "-w",
            str(workspace),
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    by_model = {s["model"]: s for s in data["models"]}
    assert by_model[f"script:{fixer}"]["successes"] == 1
    assert by_model[f"script:{fixer}"]["well_formed_rate"] == 1.0
    assert by_model[f"script:{sloppy}"]["successes"] == 0
    assert by_model[f"script:{sloppy}"]["well_formed_rate"] == 0.0
    runs = {r["model"]: r for r in data["runs"]}
    assert runs[f"script:{fixer}"]["check_exit"] == 0 and runs[f"script:{sloppy}"]["check_exit"] != 0
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n', "the user's workspace must not change"


def test_table_output_and_a_failed_model_does_not_stop_the_rest(tmp_path, workspace):
    good = script_file(tmp_path, "good.jsonl", {"content": "fine"})
    short = script_file(tmp_path, "short.jsonl", {"tool_calls": [{"name": "bash", "arguments": {"command": "true"}}]})
    result = CliRunner().invoke(
        main, ["compare", "t1", "t2", "-m", f"script:{short}", "-m", f"script:{good}", "-w", str(workspace)]
    )
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split()[:2] == ["model", "success"]
    assert lines[1].startswith(f"script:{short}") and " 0/2 " in lines[1]
    assert lines[2].startswith(f"script:{good}") and " 2/2 " in lines[2]


def test_tasks_file(tmp_path, workspace):
    tasks = tmp_path / "tasks.toml"
    tasks.write_text('[[task]]\nprompt = "one"\n\n[[task]]\nprompt = "two"\ncheck = "false"\n')
    model = script_file(tmp_path, "m.jsonl", {"content": "ok"})
    data = json.loads(
        CliRunner()
        .invoke(main, ["compare", "-m", f"script:{model}", "--tasks-file", str(tasks), "-w", str(workspace), "--json"])
        .stdout
    )
    assert [(r["task"], r["success"]) for r in data["runs"]] == [(0, True), (1, False)]


def test_bad_tasks_file_names_the_problem(tmp_path, workspace):
    tasks = tmp_path / "tasks.toml"
    tasks.write_text('[[task]]\npromt = "typo"\n')
    result = CliRunner().invoke(main, ["compare", "-m", "embedded", "--tasks-file", str(tasks), "-w", str(workspace)])
    assert result.exit_code == 2
    assert f"tasks file {tasks}, task 1" in result.stderr and "promt" in result.stderr


def test_no_task_and_unknown_model_are_user_errors(workspace):
    assert CliRunner().invoke(main, ["compare", "-m", "embedded", "-w", str(workspace)]).exit_code == 2
    result = CliRunner().invoke(main, ["compare", "x", "-m", "nonsense", "-w", str(workspace)])
    assert result.exit_code == 2 and "unknown model 'nonsense'" in result.stderr
