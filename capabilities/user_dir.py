"""The one directory the user's files live in. $AGENT_HOME moves all of it (tests point it at a temp dir).

It lives here, not in `agent`, because the user's models.toml is read by `capabilities`, which never
imports `agent`; `agent.paths` builds its paths on it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

import platformdirs

APP_NAME = "agent"


def user_dir(kind: Literal["config", "data"]) -> Path:
    """$AGENT_HOME when set (config and data together), else the platform's config or data dir for "agent"."""
    home = os.environ.get("AGENT_HOME")
    if home:
        return Path(home).expanduser()
    return Path(platformdirs.user_config_dir(APP_NAME) if kind == "config" else platformdirs.user_data_dir(APP_NAME))
