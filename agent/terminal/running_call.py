"""One tool call while it runs, as the live view shows it: what was called, since when, and the last lines of
its output as they arrive (a command's output is reported in pieces that need not end at a line)."""

from __future__ import annotations

import time
from collections import deque

from agent.messages import ToolCall, ToolResult
from agent.terminal.terminal_text import command_summary, printable, with_article

OUTPUT_TAIL_LINES = 5  # how much of a running command's output the live view shows under it


def writing_label(tool: str, target: str = "", size: int = 0) -> str:
    """The status while the model writes a call: the tool, its target as far as written, the characters so far
    ("writing an edit call"). A multi-line command shows its first line and how many follow."""
    where = f": {command_summary(target, width=len(target))}" if target.strip() else ""
    grown = f" · {size:,} chars" if size else ""
    return printable(f"writing {with_article(tool)} call{where}{grown}")


def whole_target(call: ToolCall | None, target: str) -> str:
    """The target as the live view shows it: a bash command's whole first line (a log's line cuts it), and how
    many lines follow."""
    command = call.arguments.get("command") if call is not None and call.name == "bash" else None
    if isinstance(command, str) and command.strip():
        return command_summary(command, width=len(command))
    return printable(target)


def command_lines(call: ToolCall | None) -> list[str]:
    """A multi-line bash command's lines, each shown under the call's line (a one-line command is in the line)."""
    command = call.arguments.get("command") if call is not None and call.name == "bash" else None
    if isinstance(command, str) and "\n" in command.strip("\n"):
        return [f"$ {printable(line)}" for line in command.strip("\n").split("\n")]
    return []


def screen_line(line: str) -> str:
    """A line of output as a terminal would leave it: what follows its last carriage return (a progress bar's
    latest state), tabs as spaces, nothing that could move the cursor."""
    return printable(line.rstrip("\r").rsplit("\r", 1)[-1].expandtabs(4))


class RunningCall:
    def __init__(self, call: ToolCall | None, name: str, target: str):
        self.name = printable(name)
        self.target = whole_target(call, target)
        self.command_lines = command_lines(call)
        self.started = time.monotonic()
        self.tail: deque[str] = deque(maxlen=OUTPUT_TAIL_LINES)
        self._partial = ""  # output after the last newline so far
        self.result: ToolResult | None = None  # set when the call has ended
        self.seconds = 0.0

    def feed(self, text: str) -> None:
        *lines, self._partial = (self._partial + text).split("\n")
        for line in lines:
            self.tail.append(screen_line(line))
        if len(self._partial) > 4096:  # a line that never ends: show its end, keep memory flat
            self._partial = self._partial[-4096:]

    def output_tail(self) -> list[str]:
        partial = screen_line(self._partial) if self._partial else ""
        lines = [*self.tail, partial] if partial else list(self.tail)
        return lines[-OUTPUT_TAIL_LINES:]

    def elapsed(self) -> float:
        return self.seconds if self.result is not None else time.monotonic() - self.started

    def ended(self, result: ToolResult, seconds: float) -> None:
        self.result, self.seconds = result, seconds
