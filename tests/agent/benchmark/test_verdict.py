"""Compare's verdict (issue 40): a pytest check passes on pytest's own report (the tests ran and passed, as
many as the pristine task collects), not on exit 0 alone; with no sandbox for it, a check runs the model's
code on the host only when the user allows it."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.benchmark import attempt
from agent.benchmark.check import collected_tests, run_check
from agent.benchmark.workspace_copy import check_folder, copy_workspace
from agent.cli import main
from agent.processes.sandbox import choose_sandbox

pytestmark = pytest.mark.slow

# As in tests/agent/processes/test_sandbox.py: without bubblewrap these fail rather than skip (CI installs it).
BWRAP_MISSING = "bubblewrap cannot start here; install it (Debian/Ubuntu: sudo apt-get install bubblewrap)"

HIDDEN_TESTS = "from calc import add\n\ndef test_add():\n    assert add(2, 3) == 5\n\n"
HIDDEN_TESTS += "def test_zero():\n    assert add(0, 0) == 0\n"
FIXED = "def add(a, b):\n    return a + b\n"
EXITS_EARLY = "import os\n\nos._exit(0)\n"  # the test process ends, with 0, as the tests import it
CHECK = "python3 -m pytest -q tests"


def make_task(tmp_path):
    workspace = tmp_path / "task" / "workspace"
    workspace.mkdir(parents=True)
    (workspace / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    hidden = tmp_path / "task" / "hidden"
    (hidden / "tests").mkdir(parents=True)
    (hidden / "tests" / "test_calc.py").write_text(HIDDEN_TESTS)
    return workspace, hidden


def checked(tmp_path, solution, sandbox=None, command=CHECK):
    workspace, hidden = make_task(tmp_path)
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "calc.py").write_text(solution)
    pristine = check_folder(workspace, workspace, hidden, tmp_path / "pristine")
    expected = collected_tests(command, pristine, plugins=False, sandbox=sandbox)
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    return run_check(command, folder, "", plugins=False, sandbox=sandbox, expected_tests=expected)


@pytest.mark.parametrize("sandboxed", [False, True])
def test_a_module_that_exits_early_does_not_pass_and_a_real_fix_does(tmp_path, sandboxed):
    sandbox = choose_sandbox("auto", tmp_path) if sandboxed else None
    if sandboxed and sandbox is None:
        pytest.fail(BWRAP_MISSING)
    cheat = checked(tmp_path / "cheat", EXITS_EARLY, sandbox)
    assert cheat.exit_code == 0, "the exit code alone would pass it"
    assert not cheat.passed and "no report" in cheat.failure and "did not run to the end" in cheat.output
    fixed = checked(tmp_path / "fixed", FIXED, sandbox)
    assert fixed.passed, fixed.output
    assert fixed.verdict == "pytest: 2 passed, 0 failed, 2 ran of 2 expected"


def test_a_module_that_skips_its_tests_does_not_pass(tmp_path):
    skipping = "import pytest\n\ndef add(a, b):\n    pytest.skip('nothing to see')\n"  # every test, skipped
    outcome = checked(tmp_path, skipping)
    assert outcome.exit_code == 0 and not outcome.passed, outcome.verdict


def test_fewer_tests_than_the_task_has_do_not_pass(tmp_path):
    workspace, hidden = make_task(tmp_path)
    pristine = check_folder(workspace, workspace, hidden, tmp_path / "pristine")
    assert collected_tests(CHECK, pristine, plugins=False) == 2
    copy = copy_workspace(workspace, tmp_path / "runs")
    (copy / "calc.py").write_text(FIXED)
    folder = check_folder(copy, workspace, hidden, tmp_path / "check")
    outcome = run_check(CHECK + " -k zero", folder, "", plugins=False, expected_tests=2)
    assert outcome.exit_code == 0 and not outcome.passed and "ran 1 test(s), the task has 2" in outcome.failure


def test_collecting_what_cannot_be_collected_is_no_count(tmp_path):
    (tmp_path / "test_x.py").write_text("from missing_module import thing\n")
    assert collected_tests("pytest -q", tmp_path, plugins=False) is None
    assert collected_tests("python3 check.py", tmp_path) is None  # no pytest command


def test_another_check_is_judged_by_its_exit_code_and_says_so(tmp_path):
    outcome = run_check("true", tmp_path, "")
    assert outcome.passed and outcome.verdict == "exit code 0 (not pytest: only the exit code is judged)"


# --- end to end: `agent compare` with a scripted model ----------------------------------------------------------


def suite_with_a_pytest_task(tmp_path):
    suite = tmp_path / "suite"
    workspace, hidden = make_task(suite)  # suite/task/{workspace,hidden}
    (suite / "task" / "task.toml").write_text(f'prompt = "Fix add in calc.py"\ncheck = "{CHECK}"\n')
    return suite


def script(tmp_path, name, new_text):
    turns = [
        {"tool_calls": [{"name": "read", "arguments": {"path": "calc.py"}}]},
        {"tool_calls": [{"name": "write", "arguments": {"path": "calc.py", "content": new_text}}]},
        {"content": "done"},
    ]
    path = tmp_path / name
    path.write_text("\n".join(json.dumps(t) for t in turns) + "\n")
    return path


def compare(suite, model, *extra):
    result = CliRunner().invoke(main, ["compare", "--suite", str(suite), "-m", f"script:{model}", "--json", *extra])
    assert result.exit_code == 0, result.output
    return result, json.loads(result.stdout)["runs"][0]


@pytest.mark.parametrize("sandbox", ["auto", "off"])
def test_compare_fails_a_model_that_exits_early_and_passes_one_that_fixes(tmp_path, agent_home, sandbox):
    (agent_home / "config.toml").write_text(f'[defaults]\nsandbox = "{sandbox}"\n')
    suite = suite_with_a_pytest_task(tmp_path)
    cheat = compare(suite, script(tmp_path, "cheat.jsonl", EXITS_EARLY), "--unsandboxed-check")[1]
    assert cheat["check_exit"] == 0 and not cheat["success"] and "no report" in cheat["check_verdict"]
    fixed = compare(suite, script(tmp_path, "fixed.jsonl", FIXED), "--unsandboxed-check")[1]
    assert fixed["success"] and fixed["check_verdict"].startswith("pytest: 2 passed"), fixed


def test_with_no_sandbox_for_it_the_check_runs_only_when_allowed(tmp_path, agent_home, monkeypatch):
    (agent_home / "config.toml").write_text('[defaults]\nsandbox = "off"\n')
    monkeypatch.setattr(attempt, "_check_sandbox", lambda folder: None)  # as where bubblewrap cannot start
    suite = suite_with_a_pytest_task(tmp_path)
    model = script(tmp_path, "fixed.jsonl", FIXED)
    result, refused = compare(suite, model)
    assert not refused["success"] and refused["check_exit"] is None
    assert refused["check_verdict"].startswith("not checked: the sandbox is off")
    assert "--unsandboxed-check" in refused["check_verdict"] and "not checked" in result.stderr
    allowed = compare(suite, model, "--unsandboxed-check")[1]
    assert allowed["success"] and allowed["check_verdict"].endswith("(ran unsandboxed: --unsandboxed-check)")
