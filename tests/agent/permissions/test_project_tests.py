"""Running the project's tests without a question per command: "always" on one run of a test runner covers
that runner with any test paths and reporting options (agent/permissions/shell_reader/project_tests.py), `--allow tests`
does the same without a terminal, and nothing else rides along (a write elsewhere, a plugin, a debugger)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from agent.permissions import Gate, load_policy
from agent.permissions.permission_config import approved_rules_path
from agent.start.permission_choices import pattern_rule
from tests.agent.permissions.test_approvals import Always

OUTSIDE_THE_SANDBOX = False  # as where bubblewrap is missing: the stricter rules, where a test run asks

RUNS_OF_THE_TESTS = {
    "pytest": ["pytest -q", "pytest -q tests/x.py", "python -m pytest -q", "python3 -m pytest -x -k 'a or b'",
               "pytest tests/x.py::test_a -vv --tb=short", "timeout 300 pytest -q", ".venv/bin/pytest -q",
               "pytest -q -p no:cacheprovider", "py.test"],
    "npm": ["npm test", "npm test -- -t parser", "yarn test", "pnpm run test"],
    "go": ["go test ./...", "go test -run TestX -count=1 ./pkg/..."],
    "cargo": ["cargo test", "cargo test parse -- --nocapture"],
    "make": ["make test", "make check -j4"],
    "tox": ["tox", "tox -e py311 -- -q tests/x.py"],
    "nox": ["nox -s tests"],
}  # fmt: skip
NOT_ONLY_TESTS = [
    "pytest --basetemp=/var/tmp/x",  # pytest empties its basetemp first
    "pytest /etc",  # tests outside the workspace
    "pytest ../other/tests",
    "pytest -p evil_plugin",  # loads a module
    "pytest --pdb",  # a debugger waiting on input
    "pytest --junitxml=/tmp/report.xml",
    "PYTHONPATH=/tmp pytest -q",  # a variable set for it
    "/tmp/pytest -q",  # a runner from elsewhere than the workspace or PATH
    "cd /tmp && pytest -q",
    "go test -exec sh ./...",
    "make test SHELL=/bin/sh",
    "tox -x testenv.commands=sh",
    "pytest -q > /tmp/out.txt",
    "python -c 'import pytest'",
]


@pytest.fixture
def ws(agent_home, tmp_path: Path) -> Path:
    root = tmp_path / "project"
    (root / "tests").mkdir(parents=True)
    (root / ".venv" / "bin").mkdir(parents=True)
    return root


@pytest.mark.parametrize("runner", sorted(RUNS_OF_THE_TESTS))
def test_always_on_one_run_of_a_runner_covers_its_other_runs(ws, runner):
    first, *others = RUNS_OF_THE_TESTS[runner]
    approver = Always("session")
    gate = Gate(load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX), approver)
    assert gate.review("bash", {"command": first}).run
    for command in others:
        assert gate.review("bash", {"command": command}).run, command
    assert len(approver.asked) == 1


@pytest.mark.parametrize("command", NOT_ONLY_TESTS)
def test_always_on_a_test_run_allows_nothing_that_is_more_than_running_the_tests(ws, command):
    gate = Gate(load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX), Always("session"))
    assert gate.review("bash", {"command": "pytest -q"}).run
    assert gate.policy.check("bash", {"command": command}).decision == "ask", command


def test_always_on_pytest_does_not_cover_another_runner(ws):
    gate = Gate(load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX), Always("session"))
    assert gate.review("bash", {"command": "pytest -q"}).run
    for other in ("npm test", "make test", "tox"):
        assert gate.policy.check("bash", {"command": other}).decision == "ask", other


def test_the_question_and_the_saved_rule_say_what_it_allows_in_plain_words(ws):
    messages: list[str] = []
    approver = Always("project")
    approver.inform = messages.append  # type: ignore[method-assign]
    gate = Gate(load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX), approver)
    assert gate.review("bash", {"command": "pytest -q"}).run
    words = approver.asked[0].always[0].words
    assert words.startswith("`pytest -q`, and every run of the project's tests with pytest, py.test, python -m pytest")
    assert "any test paths or names in the workspace, and options that only pick tests or say how they report" in words
    assert messages[0].startswith(f"allowed from now on in this project: {words}; saved to ")
    assert f"# allows {words}\n" in approved_rules_path(ws).read_text()
    # The next run (a new policy) reads it: `python -m pytest` with a path needs no question either.
    later = load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX)
    assert later.check("bash", {"command": "python -m pytest tests/x.py -q"}).decision == "allow"


def test_allow_tests_runs_the_project_tests_without_a_terminal_and_nothing_more(ws):
    policy = load_policy(ws, [pattern_rule("tests", "allow")], sandboxed=OUTSIDE_THE_SANDBOX)
    for runs in RUNS_OF_THE_TESTS.values():
        for command in runs:
            assert policy.check("bash", {"command": command}).decision == "allow", command
    for command in NOT_ONLY_TESTS:
        assert policy.check("bash", {"command": command}).decision == "ask", command


def test_a_headless_refusal_of_a_test_run_names_allow_tests(ws):
    from agent.permissions import NobodyToAsk

    verdict = Gate(load_policy(ws, sandboxed=OUTSIDE_THE_SANDBOX), NobodyToAsk()).review("bash", {"command": "pytest"})
    assert not verdict.run and "`--allow tests` runs the project's tests without a question" in verdict.refusal


def project_with_a_test(workspace: Path) -> None:
    (workspace / "tests").mkdir()
    (workspace / "tests" / "test_x.py").write_text("def test_a():\n    assert True\n")


def three_test_runs(write_script) -> Path:
    calls = ["pytest -q", "pytest -q tests/test_x.py", "python -m pytest -q"]
    return write_script(
        *({"tool_calls": [{"name": "bash", "arguments": {"command": command}}]} for command in calls),
        {"content": "The tests pass."},
    )


@pytest.mark.slow
def test_without_bubblewrap_three_test_runs_ask_once_on_a_real_terminal(
    workspace, write_script, path_without_bubblewrap
):
    project_with_a_test(workspace)
    script = three_test_runs(write_script)
    env = {**os.environ, "TERM": "dumb", "PATH": path_without_bubblewrap}

    def run() -> str:
        shown = io.StringIO()
        child = pexpect.spawn(
            sys.executable,
            ["-m", "agent", "run", "run the tests", "--model", f"script:{script}", "--workspace", str(workspace)],
            env=env,
            encoding="utf-8",
            timeout=60,
            dimensions=(40, 200),
        )
        child.logfile_read = shown
        child.expect_exact("allow? [y/n/t/s/p]: ")
        child.send("s")  # always in this session: one key
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 0, shown.getvalue()
        return shown.getvalue()

    first = run()
    assert first.count("allow? [") == 1, first  # the second and third run were not asked about
    assert first.count("→ ok") == 3 and "The tests pass." in first
    assert first.count("bash runs without a sandbox: bubblewrap (bwrap) is not installed") == 1
    second = run()  # a later run in the same project: the note is not said again
    assert "without a sandbox" not in second and second.count("allow? [") == 1


@pytest.mark.slow
def test_without_bubblewrap_allow_tests_runs_them_headless(workspace, write_script, path_without_bubblewrap):
    project_with_a_test(workspace)
    script = three_test_runs(write_script)
    done = subprocess.run(
        [sys.executable, "-m", "agent", "run", "run the tests", "--model", f"script:{script}"]
        + ["--workspace", str(workspace), "--allow", "tests"],
        env={**os.environ, "PATH": path_without_bubblewrap},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.count("→ ok") == 3, done.stderr
    assert done.stderr.count("bash runs without a sandbox") == 1  # once for this project, with what to install
