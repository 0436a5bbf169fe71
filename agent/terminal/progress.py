"""What `agent run` shows on stderr while it works; stdout stays for the answer.

In a log or a pipe: one plain line per step (tool, target, outcome). On a terminal, a live view: a
spinner with the elapsed time while the model thinks or writes a call, its text as it streams, each
call's line from the moment it starts (the whole command, a timer, the last lines of its output; see
live_region.py), settling to its outcome and time, the tail of a failing command's output, and the diff
of each edit and write (coloured unless NO_COLOR is set; at most file_diff.MAX_DIFF_LINES lines each).
Everything from the model or a tool passes through `printable`, so no escape sequence in it reaches the
terminal raw.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from agent.messages import ToolCall, ToolResult
from agent.providers.provider import ProviderEvent, TextDelta, ToolCallStarted, ToolCallWriting, TurnDone
from agent.terminal.file_diff import line_style
from agent.terminal.live_region import LiveRegion, StyledLine
from agent.terminal.running_call import RunningCall, whole_target, writing_label
from agent.terminal.terminal_text import printable

FAILURE_TAIL_LINES = 6  # how much of a failing command's output the live view shows
SPINNER_DELAY_S = 0.5  # a model that answers at once shows no spinner at all
ANSI_STYLES = {"green": "\033[32m", "red": "\033[31m", "cyan": "\033[36m", "bold": "\033[1m", "dim": "\033[2m"}


def summarize_outcome(result: ToolResult) -> str:
    # Split at newlines only: a carriage return is shown (escaped), not taken as the end of the line.
    first = result.content.strip().split("\n")[0] if result.content.strip() else ""
    if result.is_error:
        return f"error: {first}"  # whole: a pipe or a log keeps it all, a terminal wraps it
    lines = result.content.count("\n") + 1 if result.content else 0
    return f"ok ({lines} line{'s' if lines != 1 else ''})"


def failure_tail(result: ToolResult, lines: int = FAILURE_TAIL_LINES) -> list[str]:
    """The last lines of a failed call's output (its first line is already in the progress line)."""
    rest = result.content.strip().split("\n")[1:] if result.is_error else []
    return [printable(line) for line in rest[-lines:]]


class Spinner:
    """The status line of a live view while the model works, `⠋ label 12s`; it goes when stopped."""

    def __init__(self, refresh: Callable[[float, bool], None]):
        self.label: str | None = None
        self.started = 0.0
        self._refresh = refresh  # the owner redraws its live region with the label and whatever else runs

    def start(self, label: str, now: bool = False) -> None:
        """Show `label` with a spinner and a timer: at once when `now`, else only if it lasts SPINNER_DELAY_S."""
        self.label, self.started = printable(label), time.monotonic()
        self._refresh(0.0 if now else SPINNER_DELAY_S, now)

    def relabel(self, label: str) -> None:
        """Show `label` from the next redraw on, the timer going on (started now if nothing shows)."""
        if self.label is None:
            self.start(label, now=True)
        else:
            self.label = printable(label)

    def stop(self) -> None:
        if self.label is not None:
            self.label = None
            self._refresh(0.0, False)

    def line(self, frame: str) -> StyledLine | None:
        if self.label is None:
            return None
        return (f"{frame} {self.label} {int(time.monotonic() - self.started)}s", "")


class Progress:
    def __init__(self, stream: TextIO | None = None, enabled: bool = True):
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.turn = 0
        self.live = enabled and bool(getattr(self.stream, "isatty", lambda: False)())
        self.region = LiveRegion(self.stream)  # the live view's transient lines (drawn only when live)
        self.spinner = Spinner(self._refresh)
        self.running: dict[int, RunningCall] = {}  # the calls of this batch on screen, by their index in it
        self.streaming = False  # the model's text is being shown and its line is not ended yet
        self.calls: list[ToolCall] = []  # the calls of the last reply, to show each in full with its result
        self._settled = 0  # how many of them have their line printed
        self.answer_shown = False  # the final answer was streamed here in full (the live view)
        self._streamed_this_turn = False
        self.prefix = ""  # a subagent's lines: indented under its parent's call, with the agent's name
        self._lines = threading.Lock()  # subagents running in parallel write whole lines, one at a time
        self._holding = False  # a subagent's: its parent's live lines wait while it works

    def subagent(self, name: str) -> Progress:
        """The lines of a subagent working for one of this agent's calls: plain lines (no spinner or streamed
        text, as several may run at once), indented under the call and named by the agent's kind, printed
        above this agent's live lines."""
        child = Progress(self.stream, self.enabled)
        child.live = False
        child.prefix = f"{self.prefix}    {name} "
        child.region = self.region
        child._lines = self._lines
        return child

    def _subagent_ended(self) -> None:
        if self.prefix and self._holding:
            self._holding = False
            self.region.release()

    # --- the live region: the model's status and the calls running now ---

    def _refresh(self, delay_s: float = 0.0, now: bool = False) -> None:
        """Show what is going on now in the live region (nothing: the region goes)."""
        if not self.live:
            return
        if self.spinner.label is None and not self.running:
            self.region.hide()
        else:
            self.region.show(self._status_lines, delay_s, now)

    def _status_lines(self, frame: str) -> list[StyledLine]:
        lines: list[StyledLine] = []
        for call in self.running.values():
            lines += self.running_lines(call, frame)
        label = self.spinner.line(frame)
        return [*lines, label] if label is not None else lines

    def running_lines(self, call: RunningCall, frame: str) -> list[StyledLine]:
        """A call's lines while it runs (then its outcome until the batch ends): the whole command, a spinner,
        the elapsed time, the last lines of its output."""
        where = f" {call.target}" if call.target else ""
        if call.result is None:
            head = f"{frame} [{self.turn}] {call.name}{where} {call.elapsed():.0f}s"
        else:
            head = f"[{self.turn}] {call.name}{where} → {summarize_outcome(call.result)} ({call.seconds:.1f}s)"
        lines: list[StyledLine] = [(head, "")]
        lines += [(f"    {line}", "") for line in call.command_lines]
        if call.result is None:
            lines += [(f"    │ {line}", self._style("dim")) for line in call.output_tail()]
        return lines

    def _style(self, name: str) -> str:
        return "" if os.environ.get("NO_COLOR") else ANSI_STYLES.get(name, "")

    def call_started(self, index: int, call: ToolCall, target: str) -> None:
        """A call of the batch starts running (it passed the gate): its line shows from now on."""
        if self.live:
            with self.region.lock:
                self.running[index] = RunningCall(call, call.name, target)
                self._refresh(now=True)

    def call_output(self, index: int, text: str) -> None:
        """What a running command printed just now (any piece of it)."""
        if self.live:
            with self.region.lock:
                if index in self.running:
                    self.running[index].feed(text)

    def call_ended(self, index: int, result: ToolResult, seconds: float) -> None:
        """A call has its result; its line settles until the batch's lines are printed."""
        if self.live:
            with self.region.lock:
                if index in self.running:
                    self.running[index].ended(result, seconds)

    def _forget_running(self) -> None:
        with self.region.lock:
            self.running.clear()
            if not self.prefix:  # between this agent's turns no subagent works (one that never said it ended)
                self.region.release(every=True)
            self._refresh()

    # --- permanent lines ---

    def _write(self, text: str) -> None:
        with self.region.above():
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
            with self._lines, self.region.above():
                print(printable(self.prefix + text), file=self.stream, flush=True)

    def thinking(self, turn: int) -> None:
        self.turn = turn
        self._forget_running()
        if self.live:
            self.spinner.start(f"[{turn}] thinking")

    def model_event(self, event: ProviderEvent) -> None:
        # The live view only: logs keep one line per step.
        if not self.live:
            return
        if isinstance(event, ToolCallWriting):  # the same call grown: its timer goes on
            self.spinner.relabel(f"[{self.turn}] {writing_label(event.name, event.target, event.size)}")
            return
        self.spinner.stop()
        if isinstance(event, TextDelta):
            self.streaming = self._streamed_this_turn = True
            self._write(printable(event.text, multiline=True))
        elif isinstance(event, ToolCallStarted):
            self._end_stream()
            self.spinner.start(f"[{self.turn}] {writing_label(event.name)}", now=True)
        elif isinstance(event, TurnDone):
            self._end_stream()
            self.calls, self._settled = list(event.turn.tool_calls), 0
            self.answer_shown = self._streamed_this_turn and not event.turn.tool_calls and not event.turn.malformed
            self._streamed_this_turn = False

    def _settle(self) -> tuple[ToolCall | None, RunningCall | None]:
        """The next call of the reply to get its permanent line, and its live lines (which go now)."""
        call = self.calls.pop(0) if self.calls else None
        with self.region.lock:
            shown = self.running.pop(self._settled, None)
            self._settled += 1
            if not self.prefix:  # the batch has ended, and its subagents with it
                self.region.release(every=True)
        return call, shown

    def tool(self, name: str, target: str, result: ToolResult, seconds: float | None = None) -> None:
        call, _ = self._settle()
        if self.live:
            target = whole_target(call, target)  # a log's line cuts a long command; the terminal shows it all
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
        self._forget_running()
        self._line(f"[{self.turn}] final answer")
        self._subagent_ended()

    def started(self, text: str) -> None:
        """A subagent's first line: what it was asked. Its parent's live lines wait until it ends: it may ask
        the user a question, which their redraws would wipe."""
        if not self._holding:
            self._holding = True
            self.region.hold()
        self._line(f"▸ {text}")

    def note(self, text: str) -> None:
        self._line(f"note: {text}")

    def error(self, message: str) -> None:
        self._forget_running()
        self._line(f"error: {message}")
        self._subagent_ended()
