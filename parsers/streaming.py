"""Parse a message while it streams in.

`feed` reads only what is new (plus a short tail that may still become a marker) and reports
what is already certain: text that is not part of any call, that a call to tool X has begun
(from a short window after the marker, so a terminal can show "calling read..." at once), and
each call as soon as it is complete. `finish` parses the whole text once, so its result is
exactly `extract_tool_calls` of everything fed, however it was chunked.

A structure still being written is retried only when enough new text has arrived (a quarter of
its length so far, or any closing character while it is short), keeping a long streamed call
from being re-read on every chunk.
"""

from __future__ import annotations

import re

from parsers.collect import Collector
from parsers.extract import extract_tool_calls
from parsers.jsontext import Incomplete
from parsers.models import ParseResult, StreamEvent
from parsers.readers import DIALECT_TABLE, MARKERS
from parsers.region import Budget
from parsers.scan import MARKER_HOLD, Scan
from parsers.toolset import Aliases, ToolSet

_SNIFF_WINDOW = 400
_SHORT = 4096
_CLOSING = frozenset("}])>|`\n")
# each dialect's sniff patterns (one group each: the tool name), as one regex
_SNIFF = re.compile("|".join(f"(?:{pattern})" for record in DIALECT_TABLE.values() for pattern in record.sniff))
_NO_SNIFF = {"think", "inline_code", "junk"}


class StreamingParser:
    """Incremental twin of extract_tool_calls: feed chunks, get events, finish for the result."""

    def __init__(self, tools: list[dict], dialect: str | None = None, aliases: Aliases | None = None):
        self._tools = ToolSet(tools or [], aliases)
        self._dialect = dialect
        self._buffer = ""
        self._done = 0  # everything before this is decided and reported
        self._shown = 0  # text before this has been sent as "text" events
        self._pending: int | None = None  # start of a structure still being written
        self._retry_at = 0  # buffer length at which to read the pending structure again
        self._announced: set[int] = set()
        self._events = Collector(self._tools, report_all=True)
        # failed candidates of the regions reported so far: every scan spends the one budget, so
        # the events stop reading calls at the same candidate as the whole-text parse
        self._budget = Budget()

    @property
    def text(self) -> str:
        return self._buffer

    @property
    def pending_start(self) -> int | None:
        """Where the structure still being written starts (a call whose start was reported), if one is."""
        return self._pending

    def feed(self, chunk: str) -> list[StreamEvent]:
        """Add a chunk; return what became certain."""
        if not isinstance(chunk, str) or not chunk:
            return []
        buffer = self._buffer
        self._buffer = ""  # drop the extra reference so CPython can extend the string in place
        buffer += chunk
        self._buffer = buffer
        events: list[StreamEvent] = []
        if self._pending is not None:
            self._sniff(events)
            size = len(buffer) - self._pending
            closing = size < _SHORT and not _CLOSING.isdisjoint(chunk)
            if len(buffer) < self._retry_at and not closing:
                return events
        try:
            self._advance(events)
        except Exception:  # streaming events are a convenience; finish() still gives the result
            pass
        return events

    def finish(self) -> ParseResult:
        """The parse of everything fed, identical to extract_tool_calls on the whole text."""
        return extract_tool_calls(self._buffer, self._tools, self._dialect)

    def _advance(self, events: list[StreamEvent]) -> None:
        buffer = self._buffer
        scan = Scan(buffer, self._tools, self._dialect, final=False, markers=MARKERS, budget=self._budget)
        pos = self._done
        try:
            for start, region in scan.regions(pos):
                self._show(buffer[pos:start], start, events)
                calls, errors = self._events.region(region, buffer[start : region.end])
                per_copy = len(calls) // region.repeat or 1
                for i, call in enumerate(calls):
                    if (i == 0 and start not in self._announced) or (i and i % per_copy == 0):  # each copy of a repeat
                        events.append(StreamEvent(kind="call_start", name=call.name, dialect=call.dialect))
                    events.append(StreamEvent(kind="call", name=call.name, dialect=call.dialect, call=call))
                    self._announced.add(start)
                for error in errors:
                    events.append(StreamEvent(kind="error", name=error.name, dialect=error.dialect, error=error))
                if region.keep is not None:
                    self._show(region.keep, region.end, events)
                elif region.between:  # the text between copies of a region that keeps nothing
                    self._show(region.between * (region.repeat - 1), region.end, events)
                self._shown = max(self._shown, region.end)
                pos = self._done = region.end
            self._pending = None
            safe = max(pos, len(buffer) - MARKER_HOLD)
            self._show(buffer[max(pos, self._shown) : safe], safe, events)
            self._done = safe
        except Incomplete as stop:
            start = stop.args[0] if stop.args else pos
            self._show(buffer[max(pos, self._shown) : start], start, events)
            self._done = start
            if self._pending != start:
                self._pending = start
                self._kind = stop.args[1] if len(stop.args) > 1 else None
                self._sniff(events)
            self._retry_at = len(buffer) + max(16, (len(buffer) - start) // 4)

    def _show(self, text: str, upto: int, events: list[StreamEvent]) -> None:
        if text:
            events.append(StreamEvent(kind="text", text=text))
        self._shown = max(self._shown, upto)

    def _sniff(self, events: list[StreamEvent]) -> None:
        start = self._pending
        if start is None or start in self._announced or getattr(self, "_kind", None) in _NO_SNIFF:
            return
        window = self._buffer[start : start + _SNIFF_WINDOW]
        for found in _SNIFF.finditer(window):
            written = next(g for g in found.groups() if g)
            name, _ = self._tools.resolve(written)
            if name is not None:
                self._announced.add(start)
                events.append(StreamEvent(kind="call_start", name=name))
                return
