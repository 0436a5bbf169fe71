"""A try's wall-clock limit (a task's `timeout_s`), and the whole benchmark's stop on Ctrl-C.

The loop has no clock of its own; it reports every turn, streamed event and tool result to its
Progress, so a Progress that raises once time is up ends the try there: the loop takes the error as a
failed model request (status "error"), and the runner, seeing the clock ran out, records a timeout.
"""

from __future__ import annotations

import threading
import time

from agent.errors import ProviderError
from agent.messages import ToolResult
from agent.providers.provider import ProviderEvent
from agent.terminal.progress import Progress


class TimeUp(ProviderError):
    """The try ran past its task's timeout_s, or the benchmark is stopping."""


class Clock:
    def __init__(self, limit_s: float, stopping: threading.Event):
        self.limit_s = limit_s
        self.stopping = stopping  # set when the user interrupts the benchmark: every running try ends
        self.started = time.monotonic()

    @property
    def expired(self) -> bool:
        return time.monotonic() - self.started > self.limit_s

    def check(self) -> None:
        if self.stopping.is_set():
            raise TimeUp("the benchmark is stopping")
        if self.expired:
            raise TimeUp(f"the try ran over its time limit of {self.limit_s:g} s")


class DeadlineProgress(Progress):
    """Shows nothing (runs go on side by side); checks the clock at every step."""

    def __init__(self, clock: Clock):
        super().__init__(enabled=False)
        self.clock = clock

    def thinking(self, turn: int) -> None:
        self.clock.check()
        super().thinking(turn)

    def model_event(self, event: ProviderEvent) -> None:
        self.clock.check()
        super().model_event(event)

    def tool(self, name: str, target: str, result: ToolResult, seconds: float | None = None) -> None:
        super().tool(name, target, result, seconds)
        self.clock.check()
