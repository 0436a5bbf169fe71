"""Which MCP servers' start failures the user was already told about, across sessions.

A server that fails the same way at every start would otherwise repeat its whole note (error and stderr)
each time: the first time it is told whole, later starts that fail the same way get one short line, and a
start that works, or a different error, makes the next failure whole again. Kept in the data directory
(`mcp-failures.json`); a missing or damaged file only means the next failure is told whole.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError

from agent.paths import data_dir, private_dir

FILE_NAME = "mcp-failures.json"
MAX_SERVERS = 200  # remembered at most; the oldest are forgotten first
_NUMBERS = re.compile(r"\d+")  # pids, ports and timings differ between starts of the same failure


class ToldFailuresFile(BaseModel):
    """server name → what it starts and the failure last told, numbers left out."""

    told: dict[str, str] = Field(default_factory=dict)


def failure_shape(target: str, error: str) -> str:
    return f"{target}\n{_NUMBERS.sub('#', error.strip())}"


class ToldFailures:
    """`already_told` before noting a failure; `forget` once a server started."""

    def __init__(self, path: Path | None = None):
        self.path = path or data_dir() / FILE_NAME

    def already_told(self, server: str, target: str, error: str) -> bool:
        """Whether server `server`, started as `target`, failed so at an earlier start (told then); remembers
        this failure as told from now on."""
        told = self._read()
        shape = failure_shape(target, error)
        if told.get(server) == shape:
            return True
        told.pop(server, None)
        told[server] = shape  # last, so the oldest entries are the ones cut
        self._write(dict(list(told.items())[-MAX_SERVERS:]))
        return False

    def forget(self, server: str) -> None:
        told = self._read()
        if told.pop(server, None) is not None:
            self._write(told)

    def _read(self) -> dict[str, str]:
        try:
            return ToldFailuresFile.model_validate(json.loads(self.path.read_text(encoding="utf-8"))).told
        except (OSError, ValueError, ValidationError):
            return {}

    def _write(self, told: dict[str, str]) -> None:
        """Whole or untouched; a disk that refuses it costs only a repeated note."""
        try:
            folder = private_dir(self.path.parent)
            handle, temp = tempfile.mkstemp(dir=folder, prefix=f".{FILE_NAME}.", suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write(ToldFailuresFile(told=told).model_dump_json())
            os.replace(temp, self.path)
        except OSError:
            Path(temp).unlink(missing_ok=True)
