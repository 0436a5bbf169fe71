"""The task's check: a shell command run in the run's copy after the agent stops; exit 0 is a success.

What the check is told: $AGENT_ANSWER holds the model's final answer (empty when it gave none), so a task
that asks a question checks the answer with e.g. `printf '%s' "$AGENT_ANSWER" | grep -q 8137`.
"""

from __future__ import annotations

import os
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
    try:
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=root,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            timeout=CHECK_TIMEOUT_S,
            start_new_session=True,
        )
    except subprocess.TimeoutExpired as err:
        output = err.output.decode("utf-8", errors="replace") if isinstance(err.output, bytes) else ""
        return CheckOutcome(exit_code=TIMED_OUT, output=_tail(output + f"\n(the check ran over {CHECK_TIMEOUT_S} s)"))
    return CheckOutcome(exit_code=done.returncode, output=_tail(done.stdout.decode("utf-8", errors="replace")))


def _tail(text: str) -> str:
    return text if len(text) <= OUTPUT_TAIL_CHARS else "…" + text[-OUTPUT_TAIL_CHARS:]
