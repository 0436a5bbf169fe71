"""Progress lines on stderr: one per step (tool, target, outcome). stdout stays for the answer."""

from __future__ import annotations

import sys
from typing import TextIO

from agent.messages import ToolResult
from agent.providers.base import ProviderEvent, ToolCallStarted


def summarize_outcome(result: ToolResult) -> str:
    first = result.content.strip().splitlines()[0] if result.content.strip() else ""
    if result.is_error:
        return f"error: {first[:120]}"
    lines = result.content.count("\n") + 1 if result.content else 0
    return f"ok ({lines} line{'s' if lines != 1 else ''})"


class Progress:
    def __init__(self, stream: TextIO | None = None, enabled: bool = True):
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.turn = 0

        self.live = bool(getattr(self.stream, "isatty", lambda: False)())

    def _line(self, text: str) -> None:
        if self.enabled:
            # On a terminal, first clear a transient "calling …" status.
            print(("\r\033[K" if self.live else "") + text, file=self.stream, flush=True)

    def thinking(self, turn: int) -> None:
        self.turn = turn

    def model_event(self, event: ProviderEvent) -> None:
        # A transient status on a terminal only: logs keep one line per step.
        if self.enabled and self.live and isinstance(event, ToolCallStarted):
            print(f"\r\033[K[{self.turn}] calling {event.name}…", end="", file=self.stream, flush=True)

    def tool(self, name: str, target: str, result: ToolResult) -> None:
        where = f" {target}" if target else ""
        self._line(f"[{self.turn}] {name}{where} → {summarize_outcome(result)}")

    def malformed(self, error: str) -> None:
        self._line(f"[{self.turn}] malformed tool call → {error}")

    def compacted(self, kind: str, before: int, after: int) -> None:
        what = "elided old tool output" if kind == "elide" else "summarised earlier turns"
        self._line(f"[{self.turn}] context: {what}, {before} → {after} tokens")

    def final(self, text: str) -> None:
        self._line(f"[{self.turn}] final answer")

    def error(self, message: str) -> None:
        self._line(f"error: {message}")
