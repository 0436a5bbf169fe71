"""The task's check: a shell command run in the run's copy after the agent stops; exit 0 is a success.

What the check is told: $AGENT_ANSWER holds the model's final answer (empty when it gave none), so a task
that asks a question checks the answer with e.g. `printf '%s' "$AGENT_ANSWER" | grep -q 8137`.
"""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from pydantic import BaseModel

CHECK_TIMEOUT_S = 300
TIMED_OUT = 124  # the exit code `timeout` uses
OUTPUT_TAIL_CHARS = 4000  # what a second try is shown of the check's output


class CheckOutcome(BaseModel):
    exit_code: int
    output: str  # stdout and stderr together, its last OUTPUT_TAIL_CHARS

    @property
    def passed(self) -> bool:
        return self.exit_code == 0


def run_check(command: str, root: Path, answer: str | None) -> CheckOutcome:
    env = {**os.environ, "AGENT_ANSWER": answer or ""}
    process = subprocess.Popen(
        ["bash", "-c", command],
        cwd=root,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: a check over its time ends with all it started
    )
    try:
        output, _ = process.communicate(timeout=CHECK_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        output, _ = process.communicate()
        text = output.decode("utf-8", errors="replace") + f"\n(the check ran over {CHECK_TIMEOUT_S} s)"
        return CheckOutcome(exit_code=TIMED_OUT, output=_tail(text))
    except BaseException:  # Ctrl-C: nothing the check started outlives the benchmark
        _kill_group(process)
        process.wait()
        raise
    _kill_group(process)  # what the check left running in the background
    return CheckOutcome(exit_code=process.returncode, output=_tail(output.decode("utf-8", errors="replace")))


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _tail(text: str) -> str:
    return text if len(text) <= OUTPUT_TAIL_CHARS else "…" + text[-OUTPUT_TAIL_CHARS:]
