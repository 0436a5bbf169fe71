"""Where the agent keeps user state. AGENT_HOME moves all of it (tests point it at a temp dir)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "agent"


def data_dir() -> Path:
    home = os.environ.get("AGENT_HOME")
    return Path(home) if home else Path(platformdirs.user_data_dir(APP_NAME))


def sessions_dir() -> Path:
    return data_dir() / "sessions"
