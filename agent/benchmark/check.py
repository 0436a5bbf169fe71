"""The task's check: a shell command run after the agent stops, in a folder assembled for it
(workspace_copy.check_folder); exit 0 is a success.

What the check is told: $AGENT_ANSWER holds the model's final answer (empty when it gave none), so a task
that asks a question checks the answer with e.g. `printf '%s' "$AGENT_ANSWER" | grep -q 8137`.

What it is not told: bash's secrets (the same `ShellEnvironment` as the try's commands), nor anything that
makes Python or pytest load code besides the task's (PYTHONPATH, PYTHONSTARTUP, PYTEST_ADDOPTS, the user's
site-packages, ...). pytest runs without its cache and, unless the task says `plugins = true`, without the
installed plugins. With a sandbox (the try's), the check runs in it too: the model's code that the tests
import can write nothing outside the check's folder, the suite least of all.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from pydantic import BaseModel

from agent.processes import reaped_command
from agent.processes.sandbox import Sandbox
from agent.tools.shell_env import ShellEnvironment

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


class CheckOutcome(BaseModel):
    exit_code: int
    output: str  # stdout and stderr together, its last OUTPUT_TAIL_CHARS

    @property
    def passed(self) -> bool:
        return self.exit_code == 0


def run_check(
    command: str,
    root: Path,
    answer: str | None,
    *,
    plugins: bool = True,
    environment: ShellEnvironment | None = None,
    sandbox: Sandbox | None = None,
) -> CheckOutcome:
    """Run `command` in `root`; `plugins`: pytest may load the installed plugins."""
    argv = ["bash", "-c", command]
    # Below a reaper of its own, as the bash tool's commands: what the check starts (setsid and double forks
    # included) ends when it exits, times out or is cancelled, and when compare itself is killed outright.
    process = reaped_command.start(
        argv if sandbox is None else sandbox.wrap(argv, root),
        cwd=root,
        env=check_environment(answer, plugins, environment or ShellEnvironment()),
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


def check_environment(answer: str | None, plugins: bool, environment: ShellEnvironment) -> dict[str, str]:
    env = {name: value for name, value in environment.build(os.environ).items() if name not in INJECTING_VARIABLES}
    env.update(CHECK_SETTINGS, AGENT_ANSWER=answer or "")
    if not plugins:
        env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    return env


def _tail(text: str) -> str:
    return text if len(text) <= OUTPUT_TAIL_CHARS else "…" + text[-OUTPUT_TAIL_CHARS:]
