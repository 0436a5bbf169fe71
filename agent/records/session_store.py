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

from agent.conversation.history import Conversation
from agent.errors import UserError
from agent.file_safety.read_records import RecordSnapshot
from agent.paths import sessions_dir
from agent.records.transcript import TRANSCRIPT_VERSION, SessionLock, Transcript, held_by_a_run
from agent.records.transcript_events import (
    CompactionEvent,
    Event,
    FileRecords,
    FileRecordsChange,
    MessageEvent,
    RepoMapEvent,
    Resume,
    Rollback,
    SessionEnd,
    SessionStart,
    parse_event,
)
from capabilities import Overrides


class SessionInfo(BaseModel):
    id: str
    path: Path
    workspace: str = ""
    model: str = ""
    started: float = 0.0
    status: str = "interrupted"  # no session_end: the process died mid-run
    task: str = ""
    damage: str = ""  # for a damaged transcript: what is wrong with it ("line 3 is not a JSON object")
    origin: str = "run"  # run, chat or compare
    endpoint: str = ""
    base_url: str = ""
    overrides: Overrides = Overrides()  # the command line's capability flags it started with
    turns: int = 0  # the model's replies in the top-level conversation
    begun: bool = False  # a message of the user's reached the conversation: there is something to go on with

    @property
    def listed(self) -> bool:
        """Whether listings show it: a run that failed before its first request (no extra, a bad script, a
        server that did not answer) sent nothing and has nothing to continue; its transcript stays, for the
        error it records (`agent sessions --all` shows it), but it is no session to list or go on with."""
        return self.begun or self.status in (LIVE, "damaged")

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
    file_records: RecordSnapshot | None = None  # the tools' last read/write records, for change reports


class TranscriptEvents(BaseModel):
    events: list[Event]  # typed; lines of kinds this agent does not know are left out
    last_seq: int = 0  # the highest seq of any line, known kind or not
    cut_line: str | None = None  # a last line the process died while writing
    good_bytes: int = 0  # length of the file up to the end of the last complete line
    damaged: str | None = None  # when read leniently: what is wrong with the first damaged line ("line 3 ...")


def read_events(path: Path, *, strict: bool = True) -> TranscriptEvents:
    """Every event of a transcript, each validated into its model where it is read. A damaged
    line is a UserError naming the file, the line and the event kind; with `strict=False` (for
    listing) it is skipped and noted in `damaged` instead."""
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
                line = json.loads(raw)
            except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):  # RecursionError: nested too deep
                if number == len(lines) or (number == len(lines) - 1 and not lines[-1]):
                    result.cut_line = raw.decode("utf-8", errors="replace")
                    break
                line = _NOT_JSON
            event, problem = _parse_line(line)
            if problem is not None:
                if strict:
                    raise UserError(_damaged(path, number, problem))
                result.damaged = result.damaged or f"line {number} {problem}"
                event = _intact_part(line)
            if event is not None:
                result.events.append(event)
                result.last_seq = max(result.last_seq, event.seq)
            elif isinstance(line, dict) and isinstance(line.get("seq"), int):
                result.last_seq = max(result.last_seq, line["seq"])  # a kind this agent does not know
        offset = min(end, len(data))
        result.good_bytes = offset
    return result


_NOT_JSON = object()


def _parse_line(line: Any) -> tuple[Event | None, str | None]:
    """The line's typed event (None for an unknown kind), or what is wrong with it."""
    if line is _NOT_JSON:
        return None, "is not JSON"
    if not isinstance(line, dict):
        return None, "is not a JSON object"
    if not isinstance(line.get("event"), str):
        return None, "names no event kind"
    try:
        return parse_event(line), None
    except ValidationError as err:
        first = err.errors()[0]
        field = ".".join(str(part) for part in first["loc"]) or "?"
        return None, f"holds a damaged `{line.get('event')}` event ({field}: {first['msg'].lower()})"


def _intact_part(line: Any) -> Event | None:
    """A damaged event without its damaged fields, where it is valid without them: for the listing,
    so a session_start with a garbled model still names its workspace and --continue finds the
    session (and then says what is wrong with it) instead of saying there is none."""
    if not isinstance(line, dict):
        return None
    try:
        return parse_event(line)
    except ValidationError as err:
        damaged_keys = {error["loc"][0] for error in err.errors() if error["loc"]}
    try:
        return parse_event({key: value for key, value in line.items() if key not in damaged_keys})
    except ValidationError:
        return None


def _damaged(path: Path, number: int, problem: str) -> str:
    return (
        f"transcript {path} line {number} {problem}, so the session cannot be resumed; "
        "start a new one with `agent run TASK`, or continue another with `agent run --resume ID TASK` "
        "(the file is left as it is)"
    )


def session_info(path: Path, events: list[Event] | None = None) -> SessionInfo:
    info = SessionInfo(id=path.stem, path=path)
    damaged = None
    if events is None:
        try:
            read = read_events(path, strict=False)
        except UserError as err:  # unreadable: listed with the reason, like any damaged transcript
            return info.model_copy(update={"status": "damaged", "damage": str(err), "started": _modified(path)})
        events, damaged = read.events, read.damaged
        info.started = _modified(path)  # until a session_start says when: a damaged one may have none
    for event in events:
        if isinstance(event, SessionStart):
            info.workspace, info.model = event.workspace, event.model
            info.started, info.task = event.time, event.task
            info.origin, info.endpoint, info.base_url = event.origin, event.endpoint, event.base_url
            info.overrides = saved_overrides(event.overrides)
        elif isinstance(event, SessionEnd):
            info.status = event.status
        elif isinstance(event, Resume | MessageEvent):
            info.status = "interrupted"
            info.begun = info.begun or isinstance(event, Resume) or event.message.role == "user"
            if isinstance(event, MessageEvent) and event.message.role == "assistant":
                info.turns += 1
    if damaged is not None:
        info.status, info.damage = "damaged", damaged  # listed, so --continue finds it and says what is wrong
    return info


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


KILLED = "killed"  # the session_end status of a run that was killed before it could write its own
LIVE = "live"  # listed for a session without a session_end whose lock a running agent holds


def close_killed_sessions() -> list[Path]:
    """End the transcripts of runs that were killed outright (SIGKILL, out of memory, a power cut) with a
    session_end of status "killed"; return their paths. Such a run leaves its lock file behind (a run that
    ends removes it), and nobody holds that lock any more; a lock still held is a live run's."""
    directory = sessions_dir()
    closed = []
    for lock_path in sorted(directory.glob("*.lock")) if directory.is_dir() else []:
        transcript = lock_path.with_suffix(".jsonl")
        try:
            lock = SessionLock.acquire(transcript)
        except UserError:
            continue  # held: its run is alive (or the folder is not writable; nothing to do then either)
        try:
            if transcript.is_file() and _close_killed(transcript, lock):
                closed.append(transcript)
        except (UserError, OSError):
            pass  # unreadable or unwritable: listed as damaged or interrupted, as before
        finally:
            lock.release()
    return closed


def _close_killed(path: Path, lock: SessionLock) -> bool:
    read = read_events(path, strict=False)
    begun = any(isinstance(event, SessionStart | Resume) for event in read.events)
    if not begun or (read.events and isinstance(read.events[-1], SessionEnd) and read.cut_line is None):
        return False  # not a session yet (its run died starting), or it ended and was killed letting go
    transcript = Transcript.reopen(path, read.last_seq, read.good_bytes, read.cut_line, lock)
    message = "the agent was killed before the run ended; what it did up to then is above"
    transcript.write(SessionEnd(result={"status": KILLED, "error": message, "transcript": str(path)}))
    transcript.close()
    return True


def list_sessions(*, unlisted: bool = False) -> list[SessionInfo]:
    """Newest first; the sessions of runs that were killed are closed first (close_killed_sessions), and one
    that a running agent holds is `live`. Runs that failed before their first request only with `unlisted`
    (SessionInfo.listed says why)."""
    directory = sessions_dir()
    if not directory.is_dir():
        return []
    close_killed_sessions()
    sessions = []
    for path in directory.glob("*.jsonl"):
        info = session_info(path)
        if info.status == "interrupted" and held_by_a_run(path):
            info.status = LIVE
        if unlisted or info.listed:
            sessions.append(info)
    return sorted(sessions, key=lambda s: s.started, reverse=True)


def find_session(session_id: str) -> Path:
    """The session whose id is `session_id` or holds it anywhere (7dc20f, 7dc2 as a user types a short git hash,
    or 1124-0151 of 20261124-015119-7dc20f); UserError when none or several match."""
    wanted = session_id.strip()
    directory = sessions_dir()
    if not wanted or "/" in wanted or not directory.is_dir():
        raise UserError(f"no session with id {session_id!r}; `agent sessions` lists the ids")
    close_killed_sessions()
    ids = sorted((path.stem for path in directory.glob("*.jsonl")), reverse=True)
    if wanted in ids:
        return directory / f"{wanted}.jsonl"
    matches = [i for i in ids if wanted in i]
    if len(matches) == 1:
        return directory / f"{matches[0]}.jsonl"
    if not matches:
        raise UserError(f"no session with id {session_id!r}; `agent sessions` lists the ids")
    shown = ", ".join(matches[:5]) + (f" and {len(matches) - 5} more" if len(matches) > 5 else "")
    raise UserError(f"{session_id!r} matches {len(matches)} sessions ({shown}); give more of the id")


def latest_session(workspace: Path) -> Path:
    root = str(workspace.resolve())
    sessions = list_sessions()
    for info in sessions:
        if info.workspace == root:
            return info.path
        if info.status == "damaged" and not info.workspace:
            # It may be this workspace's newest session: going on in an older one would be a silent mistake.
            raise UserError(
                f"session {info.id} is damaged ({info.damage}) and does not say which workspace it was in; it is "
                f"newer than any session of {root}, so --continue cannot tell which one to continue: "
                "continue one with `agent run --resume ID TASK` (`agent sessions` lists them) "
                "or start a new one with `agent run TASK`"
            )
    raise UserError(f"no earlier session in {root}; start one with `agent run TASK` (without --continue)")


def load_session(path: Path) -> LoadedSession:
    read = read_events(path)
    events = read.events
    start = next((e for e in events if isinstance(e, SessionStart)), None)
    if start is None:
        raise UserError(f"transcript {path} has no session_start event; it is not an agent session")
    if start.version != TRANSCRIPT_VERSION:
        raise UserError(
            f"transcript {path} was written by transcript version {start.version!r}; this agent reads "
            f"version {TRANSCRIPT_VERSION}, so the session cannot be resumed (start a new one)"
        )
    conversation = Conversation()
    file_records: RecordSnapshot | None = None
    for event in events:
        if isinstance(event, MessageEvent):
            conversation.append(event.message)
        elif isinstance(event, CompactionEvent | RepoMapEvent):
            conversation.apply(event)
        elif isinstance(event, Rollback):
            conversation.rollback_to(event.to_record)
        elif isinstance(event, FileRecords):
            file_records = event.snapshot
        elif isinstance(event, FileRecordsChange):
            file_records = event.applied_to(file_records or RecordSnapshot())
    return LoadedSession(
        info=session_info(path, events),
        conversation=conversation,
        last_seq=read.last_seq,
        cut_line=read.cut_line,
        good_bytes=read.good_bytes,
        file_records=file_records,
    )


def hold_session(path: Path) -> tuple[SessionLock, LoadedSession]:
    """The session at `path`, read while the caller holds it, so no other run appends to it meanwhile.
    A session whose workspace is gone is refused: going on elsewhere would be a different session."""
    lock = SessionLock.acquire(path)
    try:
        loaded = load_session(path)
        recorded = Path(loaded.info.workspace)
        if loaded.info.workspace and not recorded.is_dir():
            raise UserError(
                f"session {loaded.info.id} worked in {recorded}, which no longer exists; restore that directory "
                "to continue the session, or start a new one with `agent run TASK`"
            )
    except BaseException:
        lock.release()
        raise
    return lock, loaded


def saved_overrides(data: dict[str, Any]) -> Overrides:
    """A session_start's flags, typed where they enter: a value that is not one (a hand-edited transcript) is left
    out, so the resumed session takes that setting from its defaults instead."""
    known = {name: value for name, value in data.items() if name in Overrides.model_fields}
    try:
        return Overrides.model_validate(known)
    except ValidationError as err:
        bad = {str(error["loc"][0]) for error in err.errors()}
        return Overrides.model_validate({name: value for name, value in known.items() if name not in bad})
