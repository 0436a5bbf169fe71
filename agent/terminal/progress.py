"""What `agent run` shows on stderr while it works; stdout stays for the answer.

In a log or a pipe: one plain line per step (tool, target, outcome). On a terminal, a live view: a
spinner with the elapsed time while the model thinks, its text as it streams, every line of a bash
command, the tail of a failing command's output, and the diff of each edit and write (coloured unless
NO_COLOR is set; at most file_diff.MAX_DIFF_LINES lines each). Everything from the model or a tool passes
through `printable`, so no escape sequence in it reaches the terminal raw.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import TextIO

from agent.messages import ToolCall, ToolResult
from agent.providers.base import ProviderEvent, TextDelta, ToolCallStarted, TurnDone
from agent.terminal.file_diff import line_style
from agent.terminal.terminal_text import printable

CLEAR_LINE = "\r\033[K"
FAILURE_TAIL_LINES = 6  # how much of a failing command's output the live view shows
SPINNER_FRAMES = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
SPINNER_DELAY_S = 0.5  # a model that answers at once shows no spinner at all
ANSI_STYLES = {"green": "\033[32m", "red": "\033[31m", "cyan": "\033[36m", "bold": "\033[1m"}


def summarize_outcome(result: ToolResult) -> str:
    # Split at newlines only: a carriage return is shown (escaped), not taken as the end of the line.
    first = result.content.strip().split("\n")[0] if result.content.strip() else ""
    if result.is_error:
        return f"error: {first[:120]}"
    lines = result.content.count("\n") + 1 if result.content else 0
    return f"ok ({lines} line{'s' if lines != 1 else ''})"


def failure_tail(result: ToolResult, lines: int = FAILURE_TAIL_LINES) -> list[str]:
    """The last lines of a failed call's output (its first line is already in the progress line)."""
    rest = result.content.strip().split("\n")[1:] if result.is_error else []
    return [printable(line) for line in rest[-lines:]]


class Spinner:
    """A transient status line redrawn from a thread: `⠋ label 12s`, cleared when stopped."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.lock = threading.Lock()  # the thread and stop() never write at the same time
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._drawn = False

    def start(self, label: str) -> None:
        self.stop()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._spin, args=(printable(label), self._stop), daemon=True)
        self._thread.start()

    def _spin(self, label: str, stop: threading.Event) -> None:
        started = time.monotonic()
        frame = 0
        while not stop.wait(SPINNER_DELAY_S if frame == 0 else 0.1):
            with self.lock:
                if stop.is_set():
                    return
                elapsed = int(time.monotonic() - started)
                self.stream.write(f"{CLEAR_LINE}{SPINNER_FRAMES[frame % len(SPINNER_FRAMES)]} {label} {elapsed}s")
                self.stream.flush()
                self._drawn = True
            frame += 1

    def stop(self) -> None:
        with self.lock:
            self._stop.set()
            if self._drawn:
                self.stream.write(CLEAR_LINE)
                self.stream.flush()
                self._drawn = False


class Progress:
    def __init__(self, stream: TextIO | None = None, enabled: bool = True):
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.turn = 0
        self.live = enabled and bool(getattr(self.stream, "isatty", lambda: False)())
        self.spinner = Spinner(self.stream)
        self.streaming = False  # the model's text is being shown and its line is not ended yet
        self.calls: list[ToolCall] = []  # the calls of the last reply, to show each in full with its result
        self.answer_shown = False  # the final answer was streamed here in full (the live view)
        self._streamed_this_turn = False
        self.prefix = ""  # a subagent's lines: indented under its parent's call, with the agent's name
        self._clear = self.live  # start each line by clearing a transient status line
        self._lines = threading.Lock()  # subagents running in parallel write whole lines, one at a time

    def subagent(self, name: str) -> Progress:
        """The lines of a subagent working for one of this agent's calls: plain lines (no spinner or streamed
        text, as several may run at once), indented under the call and named by the agent's kind."""
        child = Progress(self.stream, self.enabled)
        child.live = False
        child.prefix = f"{self.prefix}    {name} "
        child._clear = self._clear
        child._lines = self._lines
        return child

    def _write(self, text: str) -> None:
        self.stream.write(text)
        self.stream.flush()

    def _end_stream(self) -> None:
        if self.streaming:
            self._write("\n")
            self.streaming = False

    def _line(self, text: str) -> None:
        if self.enabled:
            self.spinner.stop()
            self._end_stream()
            # On a terminal, first clear a transient "calling …" status.
            with self._lines:
                print((CLEAR_LINE if self._clear else "") + printable(self.prefix + text), file=self.stream, flush=True)

    def thinking(self, turn: int) -> None:
        self.turn = turn
        if self.live:
            self.spinner.start(f"[{turn}] thinking")

    def model_event(self, event: ProviderEvent) -> None:
        # The live view only: logs keep one line per step.
        if not self.live:
            return
        self.spinner.stop()
        if isinstance(event, TextDelta):
            self.streaming = self._streamed_this_turn = True
            self._write(printable(event.text, multiline=True))
        elif isinstance(event, ToolCallStarted):
            self._end_stream()
            self._write(f"{CLEAR_LINE}{printable(f'[{self.turn}] calling {event.name}…')}")
        elif isinstance(event, TurnDone):
            self._end_stream()
            self.calls = list(event.turn.tool_calls)
            self.answer_shown = self._streamed_this_turn and not event.turn.tool_calls and not event.turn.malformed
            self._streamed_this_turn = False

    def tool(self, name: str, target: str, result: ToolResult, seconds: float | None = None) -> None:
        call = self.calls.pop(0) if self.calls else None
        where = f" {target}" if target else ""
        took = f" ({seconds:.1f}s)" if self.live and seconds is not None else ""
        self._line(f"[{self.turn}] {name}{where} → {summarize_outcome(result)}{took}")
        if self.live:
            for line in self.details(call, result):
                self._write(f"    {line}\n")
            for line in (result.display or "").splitlines():  # the diff of an edit or write
                self._write(f"    {self._coloured(printable(line), line_style(line))}\n")

    def _coloured(self, text: str, style: str) -> str:
        code = ANSI_STYLES.get(style)
        return text if code is None or os.environ.get("NO_COLOR") else f"{code}{text}\033[0m"

    def details(self, call: ToolCall | None, result: ToolResult) -> list[str]:
        """The lines under a tool's line in the live view: a bash command's other lines, a failure's tail."""
        command = call.arguments.get("command") if call is not None and call.name == "bash" else None
        lines = []
        if isinstance(command, str) and "\n" in command.strip("\n"):
            lines += [f"$ {printable(line)}" for line in command.strip("\n").split("\n")]
        return lines + failure_tail(result)

    def malformed(self, error: str) -> None:
        self._line(f"[{self.turn}] malformed tool call → {error}")

    def compacted(self, kind: str, before: int, after: int) -> None:
        what = {"recut": "cut tool output again for the smaller window", "elide": "elided old tool output"}.get(
            kind, "summarised earlier turns"
        )
        self._line(f"[{self.turn}] context: {what}, {before} → {after} tokens")

    def final(self, text: str) -> None:
        self._line(f"[{self.turn}] final answer")

    def started(self, text: str) -> None:
        """A subagent's first line: what it was asked."""
        self._line(f"▸ {text}")

    def note(self, text: str) -> None:
        self._line(f"note: {text}")

    def error(self, message: str) -> None:
        self._line(f"error: {message}")
