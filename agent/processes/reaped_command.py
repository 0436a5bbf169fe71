"""A command run below its own reaper (process_tree.py), for the bash tool and hooks: start it, ask it to end, and
make sure it did.

The reaper leads a new session, so its process group can be killed whatever happens to it; it ends everything
the command started, even what left that group, when the command exits, when asked (SIGTERM) or when the agent
dies. Where there is no reaper (not Linux) the command leads its session itself and its group is killed.
"""

from __future__ import annotations

import os
import signal
import subprocess
from typing import Any

from agent.processes import process_tree

# How long a command's reaper gets to end it and everything it started before its group is killed outright.
STOP_GRACE_S = 5.0


def start(argv: list[str], **popen: Any) -> subprocess.Popen[bytes]:
    """Start `argv` below a reaper of its own, in a new session; `popen` is passed to subprocess.Popen."""
    return subprocess.Popen([*process_tree.reaper_argv(), *argv], start_new_session=True, **popen)


def kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def ask_to_end(leader: int) -> None:
    """A reaper ends its command and everything the command started, then exits; without one, kill the group."""
    if not process_tree.HAS_REAPER:
        kill_group(leader)
        return
    try:
        os.kill(leader, signal.SIGTERM)
    except ProcessLookupError:
        pass


def end(proc: subprocess.Popen[bytes]) -> None:
    """End a command that is still running, and wait for it; its group goes outright if the reaper hangs."""
    ask_to_end(proc.pid)
    try:
        proc.wait(timeout=STOP_GRACE_S)
    except subprocess.TimeoutExpired:
        kill_group(proc.pid)
        proc.wait()
