"""git run to read what a repository says, with no system or user config and no GIT_ environment (so nothing
of the user's makes it run a program), a bare repository taken only when named, and a time limit: "" when it
fails. The protected paths (a `core.hooksPath` folder) and the bash reader (a repository's own config keys) read
a repository through it."""

from __future__ import annotations

import os
import subprocess

GIT_TIMEOUT_S = 10


def git(args: list[str]) -> str:
    env = {
        **{name: value for name, value in os.environ.items() if not name.startswith("GIT_")},
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
    }
    try:
        done = subprocess.run(
            ["git", "-c", "safe.bareRepository=explicit", *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=GIT_TIMEOUT_S,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ""
    return done.stdout
