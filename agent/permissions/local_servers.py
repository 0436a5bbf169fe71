"""A sandboxed command that could not reach a server on this machine (a local Postgres, Redis, Ollama): the
sandbox gives it a network of its own, where nothing listens on 127.0.0.1, so it was refused. Its result says
so with the fix, the screen too, and on a terminal the user may rerun it with the network, for this command or
for every sandboxed command in the project (kept with the project's approvals in the user's config dir, where the
project cannot set it)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from agent.permissions.permission_config import approve_sandbox_network
from agent.terminal.single_key import read_key

NetworkAnswer = Literal["no", "once", "project"]
# A refused connection: curl, Python (Errno 111), Node (ECONNREFUSED), psql, redis-cli, Go ("connect: connection
# refused"); to a loopback address or name written in the same output.
REFUSED = re.compile(r"connection refused|econnrefused|errno 111|couldn't connect to server", re.IGNORECASE)
LOOPBACK = re.compile(r"\blocalhost\b|\b127\.\d+\.\d+\.\d+\b|\[::1\]|\b0\.0\.0\.0\b", re.IGNORECASE)
RESULT_NOTE = (
    "[a server on this machine (127.0.0.1/localhost) refused the connection: sandboxed commands have a network of "
    "their own where nothing listens. The user can give them the network (sandbox_network = true in config.toml), "
    "or run this one command with outside_sandbox (the user is asked)]"
)
SCREEN_NOTE = (
    "127.0.0.1/localhost refused the connection: the sandbox has no network, so no server of this machine is in "
    "reach (sandbox_network = true in config.toml gives sandboxed commands the network)"
)
QUESTION = "run it again with the network? y = this command, p = every command in this project, n = no"
KEYS: dict[str, NetworkAnswer] = {"y": "once", "p": "project", "n": "no"}
NETWORK_CHOICES: dict[NetworkAnswer, str] = {"once": "this command", "project": "every command in this project"}


def refused_locally(command: str, output: str) -> bool:
    """Whether `output` says a connection was refused where the command or its output names this machine."""
    return bool(REFUSED.search(output)) and bool(LOOPBACK.search(output) or LOOPBACK.search(command))


def network_offer(workspace: Path, on_a_terminal: bool, note: Callable[[str], None]) -> Callable[[str], NetworkAnswer]:
    """What the bash tool does when `refused_locally`: says so on screen, and on a terminal asks whether to run
    the command again with the network (an answer for the project is saved here). Every line goes through
    `note`, above the live view that is still drawing; the answer is one key."""

    def offer(command: str) -> NetworkAnswer:
        note(SCREEN_NOTE)
        if not on_a_terminal:
            return "no"
        note(QUESTION)
        key = " "
        while key and key not in KEYS:
            key = read_key()
        answer = KEYS.get(key, "no")
        if answer == "project":
            saved = approve_sandbox_network(workspace)
            note(f"the network is on for this project's sandboxed commands (saved in {saved})")
        note({"no": "not run again", "once": "run again with the network", "project": "run again"}[answer])
        return answer

    return offer
