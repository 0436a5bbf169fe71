"""The child's crash log (agent/supervisor.py starts the child with it): faulthandler writes a native crash's
traceback there, and a session names its transcript in it, so the supervisor's crash report can say where the
transcript is. Its own module so that the commands that open a transcript need not import the supervisor
(which imports the CLI that loads them)."""

from __future__ import annotations

import faulthandler
from pathlib import Path
from typing import TextIO

TRANSCRIPT_LINE = "transcript: "

_crash_log: TextIO | None = None  # the child's open crash log (faulthandler writes to its descriptor)


def open_crash_log(path: str) -> None:
    """Have faulthandler write to `path`, kept open for the process's life; no crash log when it cannot open."""
    global _crash_log
    try:
        _crash_log = open(path, "w", encoding="utf-8")  # noqa: SIM115 (open until the process ends)
        faulthandler.enable(file=_crash_log, all_threads=True)
    except OSError:
        pass  # no crash log then; the parent still reports the signal


def note_transcript(path: Path) -> None:
    """Called by the child once its transcript is open, so a crash report can name it."""
    if _crash_log is not None:
        _crash_log.write(f"{TRANSCRIPT_LINE}{path}\n")
        _crash_log.flush()
