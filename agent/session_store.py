"""Sessions on disk: list them, find one, and rebuild a conversation from its transcript.

The transcript is the source of truth. Replaying its `message`, `compaction` and `rollback`
events in order gives back exactly the conversation the model last saw.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from agent.context import CompactionRecord, Conversation
from agent.errors import UserError
from agent.messages import Message
from agent.paths import sessions_dir
from agent.transcript import TRANSCRIPT_VERSION


class SessionInfo(BaseModel):
    id: str
    path: Path
    workspace: str = ""
    model: str = ""
    started: float = 0.0
    status: str = "interrupted"  # no session_end: the process died mid-run
    task: str = ""

    @property
    def started_text(self) -> str:
        return datetime.fromtimestamp(self.started, tz=UTC).astimezone().strftime("%Y-%m-%d %H:%M")


class LoadedSession(BaseModel):
    model_config = {"arbitrary_types_allowed": True}

    info: SessionInfo
    conversation: Conversation
    last_seq: int
    cut_line: str | None  # a last line cut by a crash: dropped from the file, kept in a repair event
    good_bytes: int
    file_records: dict[str, Any] | None = None  # the tools' last read/write records, for change reports


class TranscriptEvents(BaseModel):
    events: list[dict[str, Any]]
    cut_line: str | None = None  # a last line the process died while writing
    good_bytes: int = 0  # length of the file up to the end of the last complete line


def read_events(path: Path) -> TranscriptEvents:
    try:
        data = path.read_bytes()
    except OSError as err:
        raise UserError(f"cannot read the transcript {path}: {err.strerror}") from None
    lines = data.split(b"\n")
    result = TranscriptEvents(events=[])
    offset = 0
    for number, raw in enumerate(lines, start=1):
        end = offset + len(raw) + 1
        if raw.strip():
            try:
                result.events.append(json.loads(raw))
            except (json.JSONDecodeError, UnicodeDecodeError):
                if number == len(lines) or (number == len(lines) - 1 and not lines[-1]):
                    result.cut_line = raw.decode("utf-8", errors="replace")
                    break
                raise UserError(f"transcript {path} line {number} is damaged; it cannot be resumed") from None
        offset = min(end, len(data))
        result.good_bytes = offset
    return result


def session_info(path: Path, events: list[dict[str, Any]] | None = None) -> SessionInfo:
    info = SessionInfo(id=path.stem, path=path)
    if events is None:
        events = read_events(path).events
    for event in events:
        if event.get("event") == "session_start":
            info.workspace, info.model = event.get("workspace", ""), event.get("model", "")
            info.started, info.task = event.get("time", 0.0), event.get("task", "")
        elif event.get("event") == "session_end":
            info.status = event.get("result", {}).get("status", "unknown")
        elif event.get("event") in ("resume", "message"):
            info.status = "interrupted"
    return info


def list_sessions() -> list[SessionInfo]:
    """Newest first."""
    directory = sessions_dir()
    if not directory.is_dir():
        return []
    sessions = []
    for path in directory.glob("*.jsonl"):
        try:
            sessions.append(session_info(path))
        except UserError:
            continue  # a damaged transcript is skipped in the listing, reported when resumed
    return sorted(sessions, key=lambda s: s.started, reverse=True)


def find_session(session_id: str) -> Path:
    path = sessions_dir() / f"{session_id}.jsonl"
    if not session_id or "/" in session_id or not path.is_file():
        raise UserError(f"no session with id {session_id!r}; `agent sessions` lists the ids")
    return path


def latest_session(workspace: Path) -> Path:
    root = str(workspace.resolve())
    for info in list_sessions():
        if info.workspace == root:
            return info.path
    raise UserError(f"no earlier session in {root}; start one with `agent run TASK` (without --continue)")


def load_session(path: Path) -> LoadedSession:
    read = read_events(path)
    events = read.events
    start = next((e for e in events if e.get("event") == "session_start"), None)
    if start is None:
        raise UserError(f"transcript {path} has no session_start event; it is not an agent session")
    if start.get("version") != TRANSCRIPT_VERSION:
        raise UserError(
            f"transcript {path} was written by transcript version {start.get('version')!r}; this agent reads "
            f"version {TRANSCRIPT_VERSION}, so the session cannot be resumed (start a new one)"
        )
    conversation = Conversation()
    file_records = None
    try:
        for event in events:
            kind = event.get("event")
            if kind == "message":
                conversation.append(Message.model_validate(event["message"]))
            elif kind == "compaction":
                fields = {k: v for k, v in event.items() if k not in ("seq", "time", "event")}
                conversation.apply(CompactionRecord.model_validate(fields))
            elif kind == "rollback":
                conversation.rollback_to(int(event["to_record"]))
            elif kind == "file_records":
                file_records = event["snapshot"]
    except (KeyError, TypeError, ValueError, ValidationError) as err:
        raise UserError(
            f"transcript {path} holds an event this agent cannot read ({err}); it cannot be resumed"
        ) from None
    last_seq = max((int(e.get("seq", 0)) for e in events), default=0)
    return LoadedSession(
        info=session_info(path, events),
        conversation=conversation,
        last_seq=last_seq,
        cut_line=read.cut_line,
        good_bytes=read.good_bytes,
        file_records=file_records,
    )
