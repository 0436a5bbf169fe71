"""The task's check: a shell command run after the agent stops, in a folder assembled for it
(workspace_copy.check_folder); exit 0 is a success, and for pytest its report too (below).

What the check is told: $AGENT_ANSWER holds the model's final answer (empty when it gave none), so a task
that asks a question checks the answer with e.g. `printf '%s' "$AGENT_ANSWER" | grep -q 8137`.

What it is not told: bash's secrets (the same `ShellEnvironment` as the try's commands), nor anything that
makes Python or pytest load code besides the task's (PYTHONPATH, PYTHONSTARTUP, PYTEST_ADDOPTS, the user's
site-packages, ...). pytest runs without its cache and, unless the task says `plugins = true`, without the
installed plugins. With a sandbox (the try's), the check runs in it too: the model's code that the tests
import can write nothing outside the check's folder, the suite least of all.

The verdict (`CheckOutcome.passed`): a check that runs pytest passes only when pytest's own report, written
to a private folder outside the check's folder (`--junitxml`), says the tests ran and passed: none failed or
errored, at least one passed, and at least as many ran as the same command collects on the pristine task
(`collected_tests`). Exit 0 alone is not enough there: the model's module can end the test process with
`os._exit(0)` before a test runs. Any other check is judged by its exit code alone, and its verdict says so.
Known limit: the model's code runs inside pytest's process and could still forge the report or skip tests
at run time; the report closes the quiet ways out (an early exit, a module that stops collection).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from pydantic import BaseModel

from agent.paths import private_dir
from agent.processes import reaped_command
from agent.processes.sandbox import Sandbox
from agent.processes.shell_env import ShellEnvironment

CHECK_TIMEOUT_S = 300
TIMED_OUT = 124  # the exit code `timeout` uses
OUTPUT_TAIL_CHARS = 4000  # what a second try is shown of the check's output
# Variables through which the environment would run code of its own in the check's Python, pytest or bash.
INJECTING_VARIABLES = (
    "PYTHONPATH",
    "PYTHONSTARTUP",
    "PYTHONHOME",
    "PYTHONUSERBASE",
    "PYTHONINSPECT",
    "PYTHONBREAKPOINT",
    "PYTEST_ADDOPTS",
    "PYTEST_PLUGINS",
    "BASH_ENV",
    "ENV",
    "LD_PRELOAD",
)
CHECK_SETTINGS = {
    "PYTHONNOUSERSITE": "1",  # no .pth file in ~/.local/lib runs first
    "PYTHONDONTWRITEBYTECODE": "1",
    "PYTEST_ADDOPTS": "-p no:cacheprovider",
}


# A word that runs pytest: `pytest`, `py.test`, `python -m pytest`.
PYTEST_WORD = re.compile(r"(?<![\w.-])(py\.test|pytest)(?![\w.-])")
REPORT_NAME = "report.xml"
COLLECTED = re.compile(r"(?:\b(\d+) tests? collected\b|\bcollected (\d+) items?\b)")


class CheckOutcome(BaseModel):
    exit_code: int | None  # None: the check did not run (`verdict` says why)
    output: str  # stdout and stderr together, its last OUTPUT_TAIL_CHARS
    verdict: str = ""  # how it was judged, one line: "pytest: 5 passed of 5 expected", "not checked: ..."
    failure: str = ""  # why a check that exited 0 still failed (pytest's report), or why it did not run

    @property
    def passed(self) -> bool:
        return self.exit_code == 0 and not self.failure

    @property
    def checked(self) -> bool:
        return self.exit_code is not None


def not_checked(reason: str) -> CheckOutcome:
    """A check that was not run: the try fails, and `reason` says why."""
    return CheckOutcome(exit_code=None, output="", verdict=f"not checked: {reason}", failure=f"not checked: {reason}")


def runs_pytest(command: str) -> bool:
    """Whether the check command runs pytest (then pytest's report decides, not the exit code alone)."""
    return PYTEST_WORD.search(command) is not None


def run_check(
    command: str,
    root: Path,
    answer: str | None,
    *,
    plugins: bool = True,
    environment: ShellEnvironment | None = None,
    sandbox: Sandbox | None = None,
    expected_tests: int | None = None,
) -> CheckOutcome:
    """Run `command` in `root`; `plugins`: pytest may load the installed plugins; `expected_tests`: how many
    tests a pytest check must run (`collected_tests` on the pristine task; None: at least one)."""
    if not runs_pytest(command):
        outcome = _run(command, root, _environment(answer, plugins, environment), sandbox, None)
        judged = "exit code 0" if outcome.exit_code == 0 else f"exit code {outcome.exit_code}"
        return outcome.model_copy(update={"verdict": f"{judged} (not pytest: only the exit code is judged)"})
    with tempfile.TemporaryDirectory(prefix="agent-check-report-", dir=_report_parent(sandbox)) as place:
        report = Path(place) / REPORT_NAME
        env = _environment(answer, plugins, environment)
        env["PYTEST_ADDOPTS"] += f" --junitxml={shlex.quote(str(report))}"
        outcome = _run(command, root, env, sandbox, Path(place))
        failure, verdict = judge_report(report, expected_tests)
    if outcome.exit_code != 0:
        return outcome.model_copy(update={"verdict": f"pytest: exit code {outcome.exit_code}; {verdict}"})
    if failure:
        text = f"{outcome.output}\n(the check exited 0, but {failure})"
        return outcome.model_copy(update={"verdict": f"pytest: {failure}", "failure": failure, "output": _tail(text)})
    return outcome.model_copy(update={"verdict": f"pytest: {verdict}"})


def collected_tests(
    command: str,
    root: Path,
    *,
    plugins: bool = True,
    environment: ShellEnvironment | None = None,
    sandbox: Sandbox | None = None,
) -> int | None:
    """How many tests the pytest `command` collects in `root` (the pristine task, hidden tests in place);
    None when it is no pytest command or collecting failed (a test that imports what the task asks for)."""
    if not runs_pytest(command):
        return None
    env = _environment("", plugins, environment)
    env["PYTEST_ADDOPTS"] += " --collect-only"
    outcome = _run(command, root, env, sandbox, None)
    counts = COLLECTED.findall(outcome.output)
    if outcome.exit_code != 0 or not counts:
        return None
    return int(next(n for n in counts[-1] if n))


def judge_report(report: Path, expected: int | None) -> tuple[str, str]:
    """(why the tests did not pass, empty when they did; what the report says) from pytest's junit XML."""
    try:
        suites = ElementTree.parse(report).getroot().iter("testsuite")
        counts = [
            {key: int(suite.get(key, "0")) for key in ("tests", "failures", "errors", "skipped")} for suite in suites
        ]
    except FileNotFoundError:
        return "pytest wrote no report: the tests did not run to the end (the process exited early)", "no report"
    except (OSError, ElementTree.ParseError, ValueError) as err:
        return f"pytest's report cannot be read ({err})", "unreadable report"
    ran = sum(c["tests"] for c in counts)
    failed = sum(c["failures"] + c["errors"] for c in counts)
    passed = ran - failed - sum(c["skipped"] for c in counts)
    wanted = expected if expected is not None else 1
    said = f"{passed} passed, {failed} failed, {ran} ran of {expected if expected is not None else '?'} expected"
    if failed:
        return f"pytest's report says {failed} failed or errored", said
    if passed < 1:
        return "pytest's report says no test passed", said
    if ran < wanted:
        return f"pytest ran {ran} test(s), the task has {expected}", said
    return "", said


def _run(command: str, root: Path, env: dict[str, str], sandbox: Sandbox | None, writable: Path | None) -> CheckOutcome:
    """Run `command` in `root` (and `sandbox`); `writable`: a folder outside `root` the sandbox lets it write."""
    argv = ["bash", "-c", command]
    if sandbox is not None:
        argv = sandbox.wrap(argv, root)
        if writable is not None and os.path.basename(argv[0]) == "bwrap":
            where = argv.index("--")  # bwrap's options end there; a later bind shadows its private /tmp
            argv[where:where] = ["--bind", str(writable), str(writable)]
    # Below a reaper of its own, as the bash tool's commands: what the check starts (setsid and double forks
    # included) ends when it exits, times out or is cancelled, and when compare itself is killed outright.
    process = reaped_command.start(
        argv,
        cwd=root,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        output, _ = process.communicate(timeout=CHECK_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        reaped_command.end(process)
        output, _ = process.communicate()
        text = output.decode("utf-8", errors="replace") + f"\n(the check ran over {CHECK_TIMEOUT_S} s)"
        return CheckOutcome(exit_code=TIMED_OUT, output=_tail(text))
    except BaseException:  # Ctrl-C: nothing the check started outlives the benchmark
        reaped_command.end(process)
        raise
    reaped_command.kill_group(process.pid)  # the reaper ended what the check left; its group goes too
    return CheckOutcome(exit_code=process.returncode, output=_tail(output.decode("utf-8", errors="replace")))


def _report_parent(sandbox: Sandbox | None) -> str | None:
    """Where pytest's report folder goes: the system's temporary folder, or with macOS's sandbox the private
    TMPDIR that seatbelt_argv (agent/processes/sandbox.py) lets a sandboxed command write."""
    if sandbox is None or sys.platform != "darwin":
        return None
    return str(private_dir(Path(tempfile.gettempdir()) / f"agent-sandbox-{os.getuid()}-{os.getpid()}"))


def _environment(answer: str | None, plugins: bool, environment: ShellEnvironment | None) -> dict[str, str]:
    return check_environment(answer, plugins, environment or ShellEnvironment())


def check_environment(answer: str | None, plugins: bool, environment: ShellEnvironment) -> dict[str, str]:
    env = {name: value for name, value in environment.build(os.environ).items() if name not in INJECTING_VARIABLES}
    env.update(CHECK_SETTINGS, AGENT_ANSWER=answer or "")
    if not plugins:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    return env


def _tail(text: str) -> str:
    return text if len(text) <= OUTPUT_TAIL_CHARS else "…" + text[-OUTPUT_TAIL_CHARS:]
