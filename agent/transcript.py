"""The transcript: one JSON event per line, flushed as it happens, so a crash loses nothing written."""

from __future__ import annotations

import json
import secrets
import time
from datetime import UTC, datetime
from pathlib import Path

from agent.errors import UserError
from agent.paths import sessions_dir
from agent.transcript_events import Event, Repair, event_line

TRANSCRIPT_VERSION = 1


def new_session_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


class Transcript:
    def __init__(self, path: Path, last_seq: int = 0):
        self.path = path
        self._seq = last_seq
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._file = path.open("a", encoding="utf-8")
        except OSError as err:
            raise UserError(
                f"cannot write the transcript at {path}: {err.strerror}; set AGENT_HOME to a writable directory"
            ) from err

    @classmethod
    def create(cls, session_id: str | None = None) -> Transcript:
        return cls(sessions_dir() / f"{session_id or new_session_id()}.jsonl")

    @classmethod
    def reopen(cls, path: Path, last_seq: int, good_bytes: int, cut_line: str | None) -> Transcript:
        """Continue an existing transcript. A last line cut by a crash is moved into a repair
        event, so the file stays one JSON object per line and nothing is lost."""
        if cut_line is not None:
            with path.open("r+b") as handle:
                handle.truncate(good_bytes)
        transcript = cls(path, last_seq)
        if cut_line is not None:
            transcript.write(Repair(dropped_partial_line=cut_line))
        return transcript

    def write(self, event: Event) -> None:
        self._seq += 1
        event.seq, event.time = self._seq, round(time.time(), 3)
        self._file.write(json.dumps(event_line(event), ensure_ascii=False, default=str) + "\n")
        # flush, not fsync: a killed process loses nothing; fsync per event would cost ms per turn.
        self._file.flush()

    def close(self) -> None:
        if not self._file.closed:
            self._file.close()
