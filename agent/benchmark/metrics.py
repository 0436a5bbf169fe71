"""The numbers of one try that the RunResult does not count, read back from the transcript: which path
produced the calls, how many the parser repaired, time to first token, generation speed, the window, the server
of a pool that served it and the servers it was taken from."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from pydantic import BaseModel

from agent.errors import UserError
from agent.messages import ToolCall
from agent.records.session_store import read_events
from agent.records.transcript_events import EndpointEvent, MessageEvent, ServerWindowEvent, SessionStart, UsageEvent


class TranscriptMetrics(BaseModel):
    call_paths: dict[str, int] = {}
    repaired_tool_calls: int = 0
    time_to_first_token_s: float | None = None
    tokens_per_s: float | None = None
    peak_context: int = 0  # the largest prompt of the try
    window: int = 0
    tool_mode: str = ""
    dialect: str = ""
    finish_reason: str = ""
    endpoint: str = ""  # a pool's server that served the last request
    failovers: list[str] = []


def call_path(call: ToolCall) -> str:
    return f"text/{call.dialect}" if call.source == "text" and call.dialect else call.source


def last_seq(path: Path) -> int:
    """Where the transcript ends now: a later try's events are those after it."""
    try:
        return read_events(path, strict=False).last_seq
    except UserError:
        return 0


def read_metrics(path: Path, after_seq: int = 0) -> TranscriptMetrics:
    """The metrics of the events after `after_seq` (the window and tool mode from the session's start)."""
    try:
        events = read_events(path, strict=False).events
    except UserError:
        return TranscriptMetrics()
    metrics = TranscriptMetrics()
    paths: Counter[str] = Counter()
    first_token: list[float] = []
    generated, generating_s = 0, 0.0
    for event in events:
        if isinstance(event, SessionStart):
            capability = event.capability
            metrics.window = int(capability.get("context_effective", 0))
            metrics.tool_mode = str(capability.get("tool_mode", ""))
            metrics.dialect = str(capability.get("tool_format", "")) if metrics.tool_mode == "text" else ""
        elif isinstance(event, ServerWindowEvent):
            metrics.window = min(metrics.window or event.window, event.window)
        elif isinstance(event, EndpointEvent):  # the server in use when the try began counts, as does a change
            metrics.endpoint = event.endpoint
            if event.lost and event.seq > after_seq:
                metrics.failovers.append(f"{event.lost}: {event.reason}")
        if event.seq <= after_seq:
            continue
        if isinstance(event, MessageEvent) and event.message.role == "assistant":
            for call in event.message.tool_calls:
                paths[call_path(call)] += 1
                metrics.repaired_tool_calls += call.repaired
        elif isinstance(event, UsageEvent) and event.purpose is None:
            metrics.finish_reason = event.finish_reason
            metrics.peak_context = max(metrics.peak_context, event.prompt_tokens)
            if event.time_to_first_token_s is not None:
                first_token.append(event.time_to_first_token_s)
            if event.total_time_s is not None:
                generated += event.completion_tokens
                generating_s += event.total_time_s - (event.time_to_first_token_s or 0.0)
    metrics.call_paths = dict(paths)
    if first_token:
        metrics.time_to_first_token_s = round(sum(first_token) / len(first_token), 3)
    if generated and generating_s > 0:
        metrics.tokens_per_s = round(generated / generating_s, 1)
    return metrics
