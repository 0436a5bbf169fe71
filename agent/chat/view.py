"""What `agent chat` shows on stdout: the model's text as it streams, one line per tool call (tool,
target, outcome, time), notes and errors, and a status line after each exchange.

It is the loop's progress object (the recorder calls it), drawn with rich. On a terminal it has a spinner
and timers, coloured unless NO_COLOR is set; otherwise plain text, no colour and no cursor movement.
Everything from the model or a tool is shown as rich `Text` after `printable`: no markup is read
from it and no escape sequence in it reaches the terminal raw.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TextIO

from rich.console import Console
from rich.text import Text

from agent.chat.answer import AnswerStream, show_answer
from agent.chat.tool_lines import running_call_lines, settled_line
from agent.messages import ToolCall, ToolResult
from agent.providers.provider import ProviderEvent, TextDelta, ToolCallStarted, ToolCallWriting, TurnDone
from agent.terminal.file_diff import line_style
from agent.terminal.live_region import StyledLine
from agent.terminal.progress import Progress
from agent.terminal.running_call import RunningCall, whole_target, writing_label
from agent.terminal.terminal_text import printable


def wants_plain(stream: TextIO) -> bool:
    """Plain output: not a terminal, or the user asked for no colour (https://no-color.org)."""
    return not stream.isatty() or bool(os.environ.get("NO_COLOR"))


class ChatView(Progress):
    def __init__(self, stream: TextIO | None = None):
        stream = stream or sys.stdout
        super().__init__(stream)
        # NO_COLOR means no colour, not no live view: on a terminal the spinner and timers stay, uncoloured.
        self.live = stream.isatty()
        plain = wants_plain(stream)
        self.console = Console(
            file=stream,
            no_color=plain,
            color_system=None if plain else "auto",  # no style codes at all: dim and bold are not colours either
            highlight=False,
            emoji=False,
            soft_wrap=True,
            force_terminal=self.live,
        )
        self.streamed = False  # this turn's text was shown as it came
        self.plain = plain  # NO_COLOR or not a terminal: the answer as the model wrote it, no Markdown rendering
        # NO_COLOR on a terminal: plain, but broken between words, not by the terminal mid-word.
        self.answer = AnswerStream(self.console, markdown=not plain, wrap=self.live)
        self.held_notes: list[str] = []  # notes that came while a call ran: shown under its line
        self.model_seconds = 0.0
        self.completion_tokens = 0
        self._asked_at = 0.0

    # --- what the loop reports (through the recorder) ---

    def thinking(self, turn: int) -> None:
        self.turn = turn
        self.streamed = False
        self._show_held_notes()
        self._asked_at = time.monotonic()
        self._forget_running()
        if self.live:
            self.spinner.start("thinking")

    def model_event(self, event: ProviderEvent) -> None:
        if isinstance(event, ToolCallWriting):  # the same call grown: its timer goes on
            if self.live:
                self.spinner.relabel(writing_label(event.name, event.target, event.size))
            return
        self.spinner.stop()
        if isinstance(event, TextDelta):
            self.streaming = self.streamed = True
            with self.region.above():
                self.answer.add(event.text)
        elif isinstance(event, ToolCallStarted) and self.live:
            self._end_stream()
            self.spinner.start(writing_label(event.name), now=True)
        elif isinstance(event, TurnDone):
            self.spinner.stop()
            self._end_stream()
            self.calls, self._settled = list(event.turn.tool_calls), 0
            self.completion_tokens += event.turn.usage.completion_tokens
            self.model_seconds += time.monotonic() - self._asked_at

    def _end_stream(self) -> None:
        if self.streaming:
            with self.region.above():
                self.answer.end()
            self.streaming = False

    def running_lines(self, call: RunningCall, frame: str) -> list[StyledLine]:
        return running_call_lines(call, frame, colour=not wants_plain(self.stream))

    def tool(self, name: str, target: str, result: ToolResult, seconds: float | None = None) -> None:
        call, _ = self._settle()
        if self.live:
            target = whole_target(call, target)  # the whole command: the terminal wraps it
        self.spinner.stop()
        self._end_stream()
        with self.region.above():
            self.console.print(settled_line(name, target, result, seconds))
            for detail in self.details(call, result):
                self.console.print(Text(f"      {detail}", style="dim"))
            self.show_display(call, result)
        self._show_held_notes("      ")

    def _show_held_notes(self, indent: str = "") -> None:
        held, self.held_notes = self.held_notes, []
        for text in held:  # a hook's note on the call just shown, under its line
            self._note(f"{indent}note: {text}", "dim")

    def show_display(self, call: ToolCall | None, result: ToolResult) -> None:
        """A tool result's text for the human only (the diff of an edit or write), under its line."""
        self.show_diff(result.display or "", indent="      ")

    def show_diff(self, diff: str, indent: str = "") -> None:
        """A unified diff, coloured by line on a terminal (removed red, added green)."""
        for line in diff.splitlines():
            self.console.print(Text(f"{indent}{printable(line)}", style=line_style(line)))

    def malformed(self, error: str) -> None:
        self._note(f"  ✗ malformed tool call: {error}", "yellow")

    def compacted(self, kind: str, before: int, after: int) -> None:
        what = "elided old tool output" if kind == "elide" else "summarised earlier turns"
        self._note(f"context: {what}, {before} → {after} tokens", "dim")

    def final(self, text: str) -> None:
        self._end_stream()
        if not self.streamed and text:  # a provider that did not stream: show the answer now
            show_answer(self.console, text, markdown=not self.plain, wrap=self.live)

    def note(self, text: str) -> None:
        if self.calls:  # a call of this turn is running: its line comes when it ends, the note under it
            self.held_notes.append(text)
            return
        self._note(f"note: {text}", "dim")

    def error(self, message: str) -> None:
        self._forget_running()  # Ctrl-C or a failure: nothing runs any more
        self._show_held_notes()
        self._note(f"error: {message}", "red")

    # --- what the chat itself shows ---

    def _note(self, text: str, style: str = "") -> None:
        self.spinner.stop()
        self._end_stream()
        with self.region.above():
            self.console.print(Text(printable(text, multiline=True), style=style))

    def say(self, text: str, style: str = "") -> None:
        """A line of the chat's own (command output); text from elsewhere is made printable too."""
        self._note(text, style)

    def exchange_started(self) -> None:
        self.model_seconds, self.completion_tokens = 0.0, 0
        self.calls = []  # an exchange cut by Ctrl-C leaves its last calls unshown

    def status(self, model: str, used: int, compaction_at: int) -> None:
        """The line after an exchange: the model, context used against the compaction threshold, speed."""
        share = round(100 * used / compaction_at) if compaction_at else 0
        speed = self.completion_tokens / self.model_seconds if self.model_seconds > 0 else 0.0
        self._note(f"[{model} · context {used}/{compaction_at} tokens ({share}%) · {speed:.1f} tokens/s]", "dim")
