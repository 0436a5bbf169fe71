"""`agent compare` with scripted models (and, marked slow, the embedded one): per-run workspace copies, checks,
rates, bad input, suites, hidden files, tries, time limits, resume, the results directory, and --diff."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests import extras

pytestmark = pytest.mark.slow


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
    assert [(r["task"], r["success"]) for r in data["runs"]] == [("task-1", True), ("task-2", False)]


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


# --- suites, tries, results directories -------------------------------------------------------------------


def suite_task(suite, name, prompt="Fix hello.py", check="true", workspace=None, hidden=None, extra=""):
    """A task folder: task.toml, workspace/ (hello.py unless given) and optional hidden/."""
    folder = suite / name
    (folder / "workspace").mkdir(parents=True)
    for path, text in (workspace or {"hello.py": 'print("Hello, world!")\n'}).items():
        (folder / "workspace" / path).write_text(text)
    for path, text in (hidden or {}).items():
        (folder / "hidden").mkdir(exist_ok=True)
        (folder / "hidden" / path).write_text(text)
    (folder / "task.toml").write_text(f"prompt = {json.dumps(prompt)}\ncheck = {json.dumps(check)}\n{extra}")
    return folder


def invoke(*args):
    return CliRunner().invoke(main, ["compare", *map(str, args)])


def test_a_bad_task_toml_is_one_line_naming_the_file(tmp_path):
    suite = tmp_path / "suite"
    suite_task(suite, "good")
    bad = suite_task(suite, "bad", extra="promt = 'typo'\n")
    model = script_file(tmp_path, "m.jsonl", {"content": "ok"})
    result = invoke("--suite", suite, "-m", f"script:{model}")
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and str(bad / "task.toml") in lines[0] and "promt" in lines[0]
    (bad / "task.toml").write_text('prompt = "unclosed\n')
    result = invoke("--suite", suite, "-m", f"script:{model}")
    assert result.exit_code == 2 and f"{bad / 'task.toml'} is not valid TOML" in result.stderr
    missing = invoke("--suite", tmp_path / "nowhere", "-m", f"script:{model}")
    assert missing.exit_code == 2 and "is not a directory" in missing.stderr
    (bad / "task.toml").write_text('prompt = "fixed"\n')
    unknown = invoke("--suite", suite, "--only", "good,nope", "-m", f"script:{model}")
    assert unknown.exit_code == 2 and "no task called nope" in unknown.stderr


def test_hidden_files_are_there_for_the_check_only(tmp_path):
    suite = tmp_path / "suite"
    check = "test -f secret_test.py && grep -q there hello.py"
    suite_task(suite, "hidden-test", check=check, hidden={"secret_test.py": "assert True\n"})
    model = script_file(
        tmp_path,
        "m.jsonl",
        {"tool_calls": [{"name": "read", "arguments": {"path": "secret_test.py"}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "ls"}}]},
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py", "old_text": "world", "new_text": "there"}}]},
        {"content": "done"},
    )
    result = invoke("--suite", suite, "-m", f"script:{model}", "--json")
    assert result.exit_code == 0, result.output
    run = json.loads(result.stdout)["runs"][0]
    assert run["success"] and run["check_exit"] == 0
    tool_results = [
        json.loads(line)["message"]
        for line in open(run["transcript"])
        if '"role": "tool"' in line or '"role":"tool"' in line
    ]
    assert tool_results[0]["is_error"] and "secret_test.py" in tool_results[0]["content"]
    assert "hello.py" in tool_results[1]["content"] and "secret_test" not in tool_results[1]["content"]


def test_a_second_try_sees_the_checks_output(tmp_path):
    suite = tmp_path / "suite"
    suite_task(suite, "greet", check="echo 'expected there, CHECK-SAYS-HI'; grep -q there hello.py")
    suite_task(suite, "easy", check="true")
    model = script_file(
        tmp_path,
        "m.jsonl",
        {"content": "done, trust me"},  # greet, try 1: nothing changed
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "hello.py", "old_text": "world", "new_text": "there"}}]},
        {"content": "fixed"},  # greet, try 2
    )
    easy = script_file(tmp_path, "easy.jsonl", {"content": "ok"})
    result = invoke("--suite", suite, "--only", "greet", "-m", f"script:{model}", "--tries", "2", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert [(r["task"], r["attempt"], r["success"]) for r in data["runs"]] == [("greet", 1, False), ("greet", 2, True)]
    assert data["models"][0]["pass_at"] == {"1": 0, "2": 1} and data["models"][0]["successes"] == 1
    transcript = [json.loads(line) for line in open(data["runs"][1]["transcript"])]
    users = [e["message"]["content"] for e in transcript if e["event"] == "message" and e["message"]["role"] == "user"]
    assert len(users) == 2 and "CHECK-SAYS-HI" in users[1] and "exit code 1" in users[1]
    assert data["runs"][1]["tool_calls"] == 2 and data["runs"][0]["tool_calls"] == 0  # counted per try
    # A task passed on the first try gets no second one.
    once = json.loads(
        invoke("--suite", suite, "--only", "easy", "-m", f"script:{easy}", "--tries", "2", "--json").stdout
    )
    assert [r["attempt"] for r in once["runs"]] == [1]


def test_outputs_and_resume_after_an_interruption(tmp_path, agent_home, sigint_raises_keyboard_interrupt, monkeypatch):
    suite = tmp_path / "suite"
    marker = tmp_path / "interrupt-once"
    marker.touch()
    for name in ("a-first", "b-second", "c-third"):
        suite_task(suite, name, prompt=f"say ok for {name}", check="printf '%s' \"$AGENT_ANSWER\" | grep -q ok")
    # The second task's check interrupts the benchmark the first time it runs, as a Ctrl-C would: a check
    # reaches the agent's process only outside the sandbox: the user's config turns it off, no sandbox starts for
    # the check (as where bubblewrap cannot) and --unsandboxed-check lets it run on the host.
    # The check's parent is its reaper; the reaper's parent is the process running compare.
    from agent.benchmark import attempt
    from agent.start.user_config import user_config_path

    monkeypatch.setattr(attempt, "_check_sandbox", lambda folder: None)

    user_config_path().parent.mkdir(parents=True, exist_ok=True)
    user_config_path().write_text('[defaults]\nsandbox = "off"\n')
    (suite / "b-second" / "task.toml").write_text(
        f'prompt = "say ok"\ncheck = "if [ -e {marker} ]; then rm {marker}; '
        f'read -r _ _ _ compare _ < /proc/$PPID/stat; kill -INT $compare; sleep 5; fi; true"\n'
    )
    model = script_file(tmp_path, "m.jsonl", {"content": "ok"})
    out = tmp_path / "out"
    first = invoke("--suite", suite, "-m", f"script:{model}", "--out", out, "--unsandboxed-check")
    assert first.exit_code == 130 and "run the same command again to resume" in first.stderr
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert [r["task"] for r in rows] == ["a-first"]
    sessions = agent_home / "sessions"
    before = set(sessions.glob("*.jsonl"))

    second = invoke("--suite", suite, "-m", f"script:{model}", "--out", out, "--json", "--unsandboxed-check")
    assert second.exit_code == 0, second.output
    assert "1 run(s) already in" in second.stderr
    assert len(set(sessions.glob("*.jsonl")) - before) == 2, "only the two runs not recorded ran again"
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert sorted(r["task"] for r in rows) == ["a-first", "b-second", "c-third"] and all(r["success"] for r in rows)

    # The CSV, the summary, the report and its charts.
    csv_lines = (out / "results.csv").read_text().splitlines()
    assert csv_lines[0].startswith("model,task,attempt,success,check_exit,status") and len(csv_lines) == 4
    summary = json.loads((out / "summary.json").read_text())
    assert summary["agent_version"] and summary["machine"]["cpu"] and summary["tries"] == 1
    assert summary["models"][0]["successes"] == 3 and summary["tasks"]["b-second"] == {f"script:{model}": "pass@1"}
    assert rows[0]["backend"] == "scripted" and rows[0]["window"] > 0 and rows[0]["tool_mode"]
    page = (out / "report.html").read_text()
    assert page.count("<svg") == 4
    assert not any(fetch in page for fetch in ("src=", "<link", "@import", "https://")), "self-contained"
    assert not re.search(r"url\((?!#)", page), "SVG references stay inside the page"
    for row in rows:
        link = f"transcripts/{row['transcript'].rsplit('/', 1)[-1]}"
        assert f"href='{link}'" in page and (out / link).is_file()
    for chart in ("success", "well_formed", "time_per_task", "tokens_per_task"):
        assert (out / f"{chart}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

    third = invoke("--suite", suite, "-m", f"script:{model}", "--out", out)
    assert third.exit_code == 0 and "3 run(s) already in" in third.stderr
    assert len(set(sessions.glob("*.jsonl")) - before) == 2, "a finished benchmark runs nothing again"
    # A task whose prompt changed is run again, and its new row replaces the old one.
    (suite / "c-third" / "task.toml").write_text('prompt = "say ok, please"\ncheck = "true"\n')
    fourth = invoke("--suite", suite, "-m", f"script:{model}", "--out", out)
    assert fourth.exit_code == 0 and "2 run(s) already in" in fourth.stderr
    assert len(set(sessions.glob("*.jsonl")) - before) == 3
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert len(rows) == 4 and len((out / "results.csv").read_text().splitlines()) == 4, "replaced, not added"


def test_diff_shows_the_tasks_that_changed_outcome(tmp_path):
    suite = tmp_path / "suite"
    suite_task(suite, "answers-ok", prompt="say ok", check="printf '%s' \"$AGENT_ANSWER\" | grep -q ok")
    suite_task(suite, "answers-no", prompt="say no", check="printf '%s' \"$AGENT_ANSWER\" | grep -q no")
    suite_task(suite, "always", prompt="anything", check="true")
    says_ok = script_file(tmp_path, "ok.jsonl", {"content": "ok"})
    says_no = script_file(tmp_path, "no.jsonl", {"content": "no"})
    assert invoke("--suite", suite, "-m", f"script:{says_ok}", "--out", tmp_path / "a").exit_code == 0
    assert invoke("--suite", suite, "-m", f"script:{says_no}", "--out", tmp_path / "b").exit_code == 0
    result = invoke("--diff", tmp_path / "a", tmp_path / "b")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[1].split()[:2] == ["answers-no", f"script:{says_ok}"] and lines[1].split()[-3:] == [
        "fail",
        "pass@1",
        "better",
    ]
    assert lines[2].split()[0] == "answers-ok" and lines[2].split()[-3:] == ["pass@1", "fail", "worse"]
    assert lines[-1] == "2 changed (1 better, 1 worse), 1 the same"
    data = json.loads(invoke("--diff", tmp_path / "a", tmp_path / "b", "--json").stdout)
    assert {(c["task"], c["before"], c["after"]) for c in data["changed"]} == {
        ("answers-no", "fail", "pass@1"),
        ("answers-ok", "pass@1", "fail"),
    }
    same = invoke("--diff", tmp_path / "a", tmp_path / "a")
    assert same.stdout.strip() == "no task changed outcome (3 the same)"
    empty = tmp_path / "empty"
    empty.mkdir()
    bad = invoke("--diff", empty, tmp_path / "a")
    assert bad.exit_code == 2 and "holds no results.jsonl" in bad.stderr


def test_jobs_run_server_model_runs_side_by_side(tmp_path):
    suite = tmp_path / "suite"
    for number in range(4):
        suite_task(suite, f"task-{number}", prompt="say ok", check="printf '%s' \"$AGENT_ANSWER\" | grep -q ok")
    model = script_file(tmp_path, "m.jsonl", {"content": "ok", "delay_s": 1.0})
    other = script_file(tmp_path, "n.jsonl", {"content": "ok", "delay_s": 1.0})
    started = time.monotonic()
    result = invoke("--suite", suite, "-m", f"script:{model}", "-m", f"script:{other}", "--jobs", "4", "--json")
    elapsed = time.monotonic() - started
    assert result.exit_code == 0, result.output
    runs = json.loads(result.stdout)["runs"]
    assert len(runs) == 8 and all(r["success"] for r in runs)
    assert [r["model"] for r in runs] == [f"script:{model}"] * 4 + [f"script:{other}"] * 4  # in the order given
    assert sum(r["wall_time_s"] for r in runs) >= 8.0 and elapsed < 6.0, "eight 1-second runs, four at a time"


def test_a_try_over_its_time_limit_is_a_timeout(tmp_path):
    suite = tmp_path / "suite"
    suite_task(suite, "slow", prompt="say ok", check="true", extra="timeout_s = 0.5\n")
    model = script_file(tmp_path, "m.jsonl", {"content": "thinking hard", "delay_s": 1.5}, {"content": "ok"})
    started = time.monotonic()
    result = invoke("--suite", suite, "-m", f"script:{model}", "--tries", "2", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    [run] = data["runs"]  # a timeout gets no second try
    assert run["status"] == "timeout" and not run["success"] and "time limit of 0.5 s" in run["error"]
    assert data["models"][0]["timeouts"] == 1 and time.monotonic() - started < 10


@pytest.mark.slow
@extras.EMBEDDED
@pytest.mark.parametrize("mode", ["grammar", "text"])
def test_the_embedded_model_on_two_builtin_tasks(mode, tmp_path):
    """The real embedded model (Gemma 3 270M) on two built-in tasks: whether it solves them is its business;
    every run must end, be recorded with the mode's call path, its speed and its window, and be reported."""
    out = tmp_path / mode
    result = invoke(
        *("--suite", "builtin", "--only", "question-default-port,edit-constant", "-m", "embedded"),
        *("--tools", mode, "--max-turns", "4", "--max-output", "200", "--out", out, "--json"),
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    runs = data["runs"]
    assert {r["task"] for r in runs} == {"question-default-port", "edit-constant"}
    for run in runs:
        assert run["status"] in {"finished", "turn_limit", "stuck", "error"}, run  # not a timeout
        assert run["tool_mode"] == mode and run["backend"].startswith("llama.cpp in-process")
        assert run["completion_tokens"] > 0 and run["tokens_per_s"] > 0 and run["time_to_first_token_s"] > 0
        assert 0 < run["peak_context"] <= run["window"]
        assert run["success"] == (run["status"] == "finished" and run["check_exit"] == 0)
        expected_path = "grammar" if mode == "grammar" else "text"
        assert all(path.startswith(expected_path) for path in run["call_paths"]), run["call_paths"]
    assert (out / "report.html").read_text().count("<svg") == 4
    assert len((out / "results.jsonl").read_text().splitlines()) == len(runs)


# A conftest.py that turns every test's failure into a pass (issue 24).
PASSING_CONFTEST = """import pytest

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    report.outcome = "passed"
    report.longrepr = None
"""


def test_a_conftest_the_model_writes_does_not_pass_a_broken_solution(tmp_path):
    suite = tmp_path / "suite"
    suite_task(
        suite,
        "fix-add",
        prompt="Fix add in calc.py",
        check="python3 -m pytest -q test_calc.py",
        workspace={"calc.py": "def add(a, b):\n    return a - b\n"},
        hidden={"test_calc.py": "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"},
    )
    writes = [
        {"name": "write", "arguments": {"path": "conftest.py", "content": PASSING_CONFTEST}},
        {"name": "write", "arguments": {"path": "pytest.ini", "content": "[pytest]\naddopts = -p no:warnings\n"}},
        {"name": "write", "arguments": {"path": "sitecustomize.py", "content": "import os\nos._exit(0)\n"}},
    ]
    cheat = script_file(tmp_path, "cheat.jsonl", {"tool_calls": writes}, {"content": "all tests pass"})
    result = invoke("--suite", suite, "-m", f"script:{cheat}", "--json")
    assert result.exit_code == 0, result.output
    run = json.loads(result.stdout)["runs"][0]
    assert run["status"] == "finished" and run["tool_calls"] == 3  # the files were written
    assert not run["success"] and run["check_exit"] == 1

    fixer = script_file(
        tmp_path,
        "fixer.jsonl",
        {"tool_calls": [{"name": "read", "arguments": {"path": "calc.py"}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": "calc.py", "old_text": "a - b", "new_text": "a + b"}}]},
        {"content": "fixed"},
    )
    fixed = json.loads(invoke("--suite", suite, "-m", f"script:{fixer}", "--json").stdout)["runs"][0]
    assert fixed["success"] and fixed["check_exit"] == 0  # the same check passes a real fix


def test_a_try_cannot_reach_the_suites_hidden_tests(tmp_path):
    """The built-in suite lies outside $HOME (package data), where the sandbox leaves the file system
    readable: the try's bash still finds neither the hidden test nor the suite's folder."""
    from agent.benchmark.suite import BUILTIN, load_suite
    from agent.processes.sandbox import choose_sandbox

    task = next(task for task in load_suite(BUILTIN) if task.name == "fix-adult-age")
    assert task.hidden is not None and task.suite is not None
    hidden_test = task.hidden / "check_people.py"
    secret_line = next(line for line in hidden_test.read_text().splitlines() if "def test" in line)
    probe = f"pwd; ls -a; cat {hidden_test}; ls {task.suite}; echo PROBE-DONE"
    model = script_file(
        tmp_path, "m.jsonl", {"tool_calls": [{"name": "bash", "arguments": {"command": probe}}]}, {"content": "done"}
    )
    result = invoke("--suite", BUILTIN, "--only", task.name, "-m", f"script:{model}", "--json")
    assert result.exit_code == 0, result.output
    run = json.loads(result.stdout)["runs"][0]
    events = [json.loads(line) for line in open(run["transcript"])]
    said = [e["message"]["content"] for e in events if e["event"] == "message" and e["message"]["role"] == "tool"]
    assert len(said) == 1
    copy = said[0].splitlines()[0]
    assert not copy.startswith(str(task.suite)) and "check_people.py" not in said[0].split("cat:")[0]
    assert secret_line not in said[0] and "people.py" in said[0]
    sandbox = choose_sandbox("auto", tmp_path)
    if sandbox is not None:  # the command ran, sandboxed; unhidden the same sandbox would show the test...
        assert "PROBE-DONE" in said[0] and "No such file or directory" in said[0]
        import subprocess

        from agent.processes.sandbox import PRIVATE_DIRS, hidden_places

        suite = task.suite.resolve()
        hidden_anyway = [*map(Path, PRIVATE_DIRS), *hidden_places()]
        if not any(place in suite.parents for place in hidden_anyway):  # ...unless the checkout lies in /tmp
            shown = subprocess.run(sandbox.wrap(["cat", str(hidden_test)], tmp_path), capture_output=True, text=True)
            assert secret_line in shown.stdout


def test_with_the_sandbox_off_a_try_is_refused_the_suites_folder(tmp_path, agent_home):
    """The user may turn the sandbox off: the suite's folder (its hidden tests) is then refused by the gate."""
    from agent.benchmark.suite import BUILTIN, load_suite

    (agent_home / "config.toml").write_text('[defaults]\nsandbox = "off"\n')
    task = next(task for task in load_suite(BUILTIN) if task.name == "fix-adult-age")
    assert task.hidden is not None and task.suite is not None
    hidden_test = task.hidden / "check_people.py"
    secret_line = next(line for line in hidden_test.read_text().splitlines() if "def test" in line)
    calls = [
        {"name": "bash", "arguments": {"command": f"cat {hidden_test}"}},
        {"name": "bash", "arguments": {"command": f"cd {task.suite} && grep -r 'def test' ."}},
        {"name": "read", "arguments": {"path": str(hidden_test)}},
        {"name": "grep", "arguments": {"pattern": "def test", "path": str(task.suite)}},
    ]
    model = script_file(tmp_path, "m.jsonl", {"tool_calls": calls}, {"content": "done"})
    result = invoke("--suite", BUILTIN, "--only", task.name, "-m", f"script:{model}", "--json")
    assert result.exit_code == 0, result.output
    transcript = open(json.loads(result.stdout)["runs"][0]["transcript"]).read()
    assert secret_line not in transcript
    # bash by the compare's own rule; the file tools' paths outside the workspace are refused before it
    assert transcript.count("the suite's folder (its hidden tests) is not for the model") >= 2


def test_a_comparison_reads_the_user_config_once(tmp_path, workspace, user_config_reads):
    """Every try starts from the config the command read (it was read five times for two models)."""
    first = script_file(tmp_path, "first.jsonl", {"content": "done"})
    second = script_file(tmp_path, "second.jsonl", {"content": "done"})
    result = invoke("x", "-m", f"script:{first}", "-m", f"script:{second}", "--tries", 2, "-w", workspace, "--json")
    assert result.exit_code == 0, result.output
    assert len(json.loads(result.stdout)["models"]) == 2
    assert len(user_config_reads) == 1
