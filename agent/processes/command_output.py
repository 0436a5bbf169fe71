"""A running command's output, passed on as it arrives to whoever watches it (the live view's tail).

The watcher is a context variable: the runtime sets it around each call on the thread that runs it, so calls
running in parallel (and subagents' calls) each report to their own line, and a tool needs no new argument.
"""

from __future__ import annotations

import codecs
from collections.abc import Callable
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO

OutputWatcher = Callable[[str], None]
# Who is told what the command running on this thread prints; None: nobody.
output_watcher: ContextVar[OutputWatcher | None] = ContextVar("output_watcher", default=None)
MAX_READ = 64 * 1024  # more than this since the last look: only its end is read (the view shows a tail)


class OutputFollower:
    """Reads what a command has added to its output file since the last look, and hands it to the watcher."""

    def __init__(self, path: Path, watcher: OutputWatcher):
        self.watcher = watcher
        self._handle: BinaryIO = open(path, "rb")  # noqa: SIM115 - read while the command writes; closed by close()
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._offset = 0

    def look(self) -> None:
        size = self._handle.seek(0, 2)
        if size <= self._offset:
            return
        start = max(self._offset, size - MAX_READ)
        self._handle.seek(start)
        data = self._handle.read(size - start)
        self._offset = start + len(data)
        text = self._decoder.decode(data)
        if text:
            self.watcher(text)

    def close(self) -> None:
        self._handle.close()


def follower(path: Path) -> OutputFollower | None:
    """A follower of the command output written to `path` when this thread's call is watched, else None."""
    watcher = output_watcher.get()
    return OutputFollower(path, watcher) if watcher is not None else None
