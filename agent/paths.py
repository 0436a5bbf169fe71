"""Where the agent keeps user state. AGENT_HOME moves all of it (tests point it at a temp dir)."""

from __future__ import annotations

import hashlib
import os
import re
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


def calibration_results_file(model: str) -> Path:
    """Where `agent calibrate` keeps its results for one --model as typed: `calibrations/<model>-<hash>.json` in the
    data directory (readable, one file per spelling). Here, not in the calibration, so the doctor can tell whether
    a model was calibrated without loading it."""
    readable = re.sub(r"[^A-Za-z0-9._-]+", "-", model).strip("-")[-60:] or "model"
    digest = hashlib.sha256(model.encode("utf-8")).hexdigest()[:10]
    return data_dir() / "calibrations" / f"{readable}-{digest}.json"


def private_dir(path: Path) -> Path:
    """`path` as a folder only the user can open (0700), made with its missing parents: transcripts,
    checkpoints, snapshots and crash logs hold file contents and commands."""
    if not path.is_dir():
        missing = [folder for folder in (path, *path.parents) if not folder.exists()]
        for folder in reversed(missing):  # mkdir(parents=True) would give the parents the usual mode
            folder.mkdir(mode=0o700, exist_ok=True)
    if path.stat().st_mode & 0o777 != 0o700:
        path.chmod(0o700)  # made by an older version, or with a umask that dropped bits
    return path


def private_file(path: Path) -> Path:
    """`path`, created empty when missing, as a file only the user can read (0600) in a private folder; an
    existing one made by an older version is made 0600 too. Open it as usual afterwards."""
    private_dir(path.parent)
    fd = os.open(path, os.O_RDONLY | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        if os.fstat(fd).st_mode & 0o777 != 0o600:
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)
    return path
