"""Where the agent keeps user state. AGENT_HOME moves all of it (tests point it at a temp dir)."""

from __future__ import annotations

from pathlib import Path

from capabilities.user_dir import user_dir


def config_dir() -> Path:
    """The user's settings: config.toml, models.toml, AGENTS.md."""
    return user_dir("config")


def data_dir() -> Path:
    """What the agent writes: sessions, crash reports."""
    return user_dir("data")


def sessions_dir() -> Path:
    return data_dir() / "sessions"
