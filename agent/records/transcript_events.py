"""The transcript's events: one pydantic model per kind, used both to write a line and to read it back.

A line is `{"seq": N, "time": T, "event": KIND, ...fields}`. `Transcript.write` fills in seq and
time; `parse_event` validates a line read from disk into its model, so a damaged event is caught
where it enters (the session store turns that into one line for the user) and nothing untyped
travels further. Kinds this agent does not know (from a newer version) are skipped, not errors.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, SerializeAsAny, field_serializer, field_validator

from agent.conversation.history import CompactionRecord
from agent.file_safety.read_records import FileState, RecordSnapshot
from agent.messages import Message, Usage


class Event(BaseModel):
    # Fields a newer agent added are ignored when reading, so old and new transcripts both load.
    model_config = ConfigDict(extra="ignore")

    event: str
    seq: int = 0  # set when written
    time: float = 0.0


class SessionStart(Event):
    event: Literal["session_start"] = "session_start"
    version: int
    model: str = ""
    capability: dict[str, Any] = {}
    workspace: str = ""
    task: str = ""
    max_turns: int = 0
    # What continuing the session needs besides the model (older transcripts lack them: defaults).
    origin: Literal["run", "chat", "compare"] = "run"
    endpoint: str = ""  # the config.toml endpoint of an ENDPOINT/NAME model
    base_url: str = ""  # the server of an openai/NAME model, as $OPENAI_BASE_URL said when it started
    overrides: dict[str, Any] = {}  # --ctx, --tools, --max-output as given (capabilities.Overrides)


class Resume(Event):
    event: Literal["resume"] = "resume"
    model: str = ""
    task: str = ""


class MessageEvent(Event):
    event: Literal["message"] = "message"
    message: Message
    tool_time_s: float | None = None  # for a tool result: how long the tool ran


class UsageEvent(Event, Usage):
    event: Literal["usage"] = "usage"
    turn: int | None = None
    purpose: str | None = None  # "summary" for a compaction request
    finish_reason: str = "stop"


class MalformedCallEvent(Event):
    event: Literal["malformed_tool_call"] = "malformed_tool_call"
    # `text` and `error` are the names transcripts written before the fields were aligned use
    snippet: str = Field(validation_alias=AliasChoices("snippet", "text"))
    message: str = Field(validation_alias=AliasChoices("message", "error"))


class CompactionEvent(Event, CompactionRecord):
    event: Literal["compaction"] = "compaction"


class RepoMapEvent(Event, CompactionRecord):
    """The repository map put after the system prompt, or made again after a compaction (replayed like one)."""

    event: Literal["repo_map"] = "repo_map"


class Rollback(Event):
    event: Literal["rollback"] = "rollback"
    to_record: int
    reason: str = ""


class FileRecords(Event):
    """What the tools have read and written, so a resumed session can tell what changed since."""

    event: Literal["file_records"] = "file_records"
    snapshot: RecordSnapshot

    @field_validator("snapshot", mode="before")
    @classmethod
    def _holds_files(cls, value: Any) -> Any:
        # No files is written as {} (defaults are left out); any other snapshot without `files` is
        # garbled, and read as "no files" it would hide every change made since from the resumed run.
        if isinstance(value, dict) and value and "files" not in value:
            raise ValueError("a snapshot must hold `files`")
        return value


class FileRecordsChange(Event):
    """The records that changed since the run's last `file_records` or `file_records_change`: a session
    that keeps many files would otherwise write all of them again after every batch of calls.
    Replayed in order over the last `file_records`, they give the latest records."""

    event: Literal["file_records_change"] = "file_records_change"
    changed: list[FileState] = []  # new or different records, whole
    removed: list[str] = []  # paths whose records are gone

    @classmethod
    def between(cls, old: RecordSnapshot, new: RecordSnapshot) -> FileRecordsChange | None:
        """What turns `old` into `new`; None when they hold the same records."""
        before = {state.path: state for state in old.files}
        after = {state.path for state in new.files}
        changed = [state for state in new.files if before.get(state.path) != state]
        removed = [path for path in before if path not in after]
        return cls(changed=changed, removed=removed) if changed or removed else None

    def applied_to(self, snapshot: RecordSnapshot) -> RecordSnapshot:
        states = {state.path: state for state in snapshot.files}
        for path in self.removed:
            states.pop(path, None)
        states.update((state.path, state) for state in self.changed)
        return RecordSnapshot(files=list(states.values()))


class CourseCorrectionEvent(Event):
    """The loop told the model it was failing or repeating (agent/conversation/course_correction.py); the message
    itself follows as a user message."""

    event: Literal["course_correction"] = "course_correction"
    turn: int  # given before this turn
    check: str  # which check fired
    reason: str


class ServerWindowEvent(Event):
    """A server refused a request as longer than its window: from here on that window is the hard limit."""

    event: Literal["server_window"] = "server_window"
    window: int  # the window used from now on
    previous: int  # the window the agent had budgeted for
    reason: str  # the server's words


class EndpointEvent(Event):
    """Which server of a pool serves the session from here on (`--model pool:POOL/NAME`); on a failover, the one
    the request was taken from and why."""

    event: Literal["endpoint"] = "endpoint"
    pool: str
    endpoint: str
    base_url: str = ""
    lost: str = ""
    reason: str = ""


class ErrorEvent(Event):
    event: Literal["error"] = "error"
    message: str
    kind: str | None = None  # the exception's class name


class Cancelled(Event):
    event: Literal["cancelled"] = "cancelled"
    message: str


class SessionEnd(Event):
    event: Literal["session_end"] = "session_end"
    result: dict[str, Any]  # the run's RunResult (status, counters)

    @property
    def status(self) -> str:
        return str(self.result.get("status", "unknown"))


class Repair(Event):
    """A last line cut by a crash, moved here so the file stays one JSON object per line."""

    event: Literal["repair"] = "repair"
    dropped_partial_line: str


class SubagentEvent(Event):
    """An event of a subagent started by the parent's `task` call `call_id`, kept whole in `inner`. Wrapped, so
    whatever rebuilds the parent's conversation from `message` events passes over the subagent's."""

    event: Literal["subagent"] = "subagent"
    call_id: str
    agent: str
    inner: SerializeAsAny[Event]

    @field_validator("inner", mode="before")
    @classmethod
    def _typed_inner(cls, value: Any) -> Any:
        if isinstance(value, dict):
            if value.get("event") == "subagent":
                raise ValueError("a subagent's event cannot hold another subagent's")
            return parse_event(value) or Event.model_validate(value)  # a kind this agent does not know: its header
        return value

    @field_serializer("inner")
    def _inner_line(self, inner: Event) -> dict[str, Any]:
        line = event_line(inner)
        del line["seq"], line["time"]  # the wrapping event's say when it was written
        return line


EVENT_TYPES: dict[str, type[Event]] = {
    model.model_fields["event"].default: model
    for model in (
        SessionStart,
        Resume,
        MessageEvent,
        UsageEvent,
        MalformedCallEvent,
        CompactionEvent,
        RepoMapEvent,
        Rollback,
        FileRecords,
        FileRecordsChange,
        CourseCorrectionEvent,
        ServerWindowEvent,
        EndpointEvent,
        ErrorEvent,
        Cancelled,
        SessionEnd,
        Repair,
        SubagentEvent,
    )
}


def parse_event(line: dict[str, Any]) -> Event | None:
    """The typed event of one transcript line; None for a kind this agent does not know.
    Raises pydantic's ValidationError for a damaged event of a known kind."""
    kind = line.get("event")
    model = EVENT_TYPES.get(kind) if isinstance(kind, str) else None
    return None if model is None else model.model_validate(line)


def event_line(event: Event) -> dict[str, Any]:
    """The JSON object written for `event`: header first, defaults left out (as they are read back)."""
    body = event.model_dump(mode="json", exclude_defaults=True, exclude={"event", "seq", "time"})
    return {"seq": event.seq, "time": event.time, "event": event.event, **body}
