"""The bash tool: runs a command in the workspace with a timeout and a bounded output."""

from __future__ import annotations

import os
import signal
import subprocess

from pydantic import Field

from agent.messages import ToolResult
from agent.tools.base import Tool, ToolArgs

DEFAULT_TIMEOUT_S = 120
MAX_TIMEOUT_S = 600
KEEP_LINES = 200
KEEP_BYTES = 30_000


class BashArgs(ToolArgs):
    command: str = Field(description="shell command to run in the workspace")
    timeout: int = Field(DEFAULT_TIMEOUT_S, ge=1, le=MAX_TIMEOUT_S, description="seconds before the command is killed")


def tail_of(output: str) -> str:
    """Keep the end of long output (errors are usually last) and say how much was cut."""
    lines = output.splitlines()
    kept = lines[-KEEP_LINES:]
    text = "\n".join(kept)
    if len(text) > KEEP_BYTES:
        text = text[-KEEP_BYTES:]
    if len(text) < len(output.rstrip("\n")):
        cut = len(output) - len(text)
        return f"[{cut} characters of earlier output cut; showing the last {len(text)}]\n{text}"
    return text


class BashTool(Tool):
    name = "bash"
    description = "Run a shell command in the workspace. Returns the exit code and the output (stdout and stderr)."
    Args = BashArgs

    def target(self, args: BashArgs) -> str:
        return args.command.splitlines()[0][:60] if args.command else ""

    def run(self, args: BashArgs) -> ToolResult:
        # A new session makes the command the leader of its own process group, so a timeout
        # can kill it with every child and grandchild it started.
        proc = subprocess.Popen(
            ["bash", "-c", args.command],
            cwd=self.workspace.root,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        timed_out = False
        try:
            raw, _ = proc.communicate(timeout=args.timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill_group(proc)
            raw, _ = proc.communicate()
        except BaseException:
            _kill_group(proc)
            proc.wait()
            raise
        output = tail_of(raw.decode("utf-8", errors="replace"))
        if timed_out:
            return ToolResult(content=f"timed out after {args.timeout}s and was killed\n{output}", is_error=True)
        return ToolResult(content=f"exit code {proc.returncode}\n{output}", is_error=proc.returncode != 0)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
