"""show_output: pages the full output of a bash call whose result was cut (kept by shell.OutputStore).

The output is read in chunks and never held whole, however large it is or however long its lines: a page holds
at most KEEP_LINES lines and KEEP_BYTES characters, a line longer than a page is cut with a note of the
`column` that shows the rest of it, and only the page's text is kept in memory.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from pydantic import Field

from agent.errors import ToolFailure
from agent.messages import ToolResult
from agent.tools.shell import KEEP_BYTES, KEEP_LINES, KEPT_OUTPUTS, OutputStore
from agent.tools.tool import KeyFunction, Resource, Tool, ToolArgs, ToolContext, Workspace

READ_CHUNK_BYTES = 1024 * 1024


class ShowOutputArgs(ToolArgs):
    id: int = Field(description="output id from a bash result whose output was cut")
    offset: int = Field(1, ge=1, description="first line to show (1-based)")
    column: int = Field(1, ge=1, description="first character of line `offset` to show, for a line too long to show")


@dataclass
class OutputPage:
    """Lines offset.. of an output: their text as shown, the first line's length, and the output's line count."""

    offset: int
    column: int
    max_lines: int
    max_chars: int
    lines: list[str] = field(default_factory=list)
    first_length: int = 0  # characters in line `offset`, all of it
    total: int = 0
    full: bool = False  # no more lines go on this page
    used: int = 0  # characters on the page

    def read(self, handle: BinaryIO) -> None:
        number = 1  # the line the reading is in
        line = _LineText(self.max_chars)
        last = b""
        while chunk := handle.read(READ_CHUNK_BYTES):
            last = chunk[-1:]
            start = 0
            if self.full or number < self.offset:
                # Lines outside the page are only counted, a chunk at a time.
                breaks = chunk.count(b"\n")
                if self.full or number + breaks < self.offset:
                    number += breaks
                    continue
                while number < self.offset:
                    start = chunk.index(b"\n", start) + 1
                    number += 1
            while not self.full:
                newline = chunk.find(b"\n", start)
                line.feed(
                    chunk[start:] if newline < 0 else chunk[start:newline],
                    self.column - 1 if number == self.offset else 0,
                )
                if newline < 0:
                    break
                self._close(line, number)
                line = _LineText(self.max_chars)
                number += 1
                start = newline + 1
            if self.full:
                number += chunk.count(b"\n", start)
        if last not in (b"", b"\n"):  # a last line without a "\n"
            if not self.full:
                self._close(line, number)
            self.total = number
        else:
            self.total = number - 1

    def _close(self, line: _LineText, number: int) -> None:
        text, length = line.close()
        if number == self.offset:
            self.first_length = length
            self.lines.append(text)
            self.used = len(text) + 1
        elif len(self.lines) >= self.max_lines or line.cut or self.used + len(text) > self.max_chars:
            self.full = True
        else:
            self.lines.append(text)
            self.used += len(text) + 1


class _LineText:
    """One line of the output, decoded as it comes: at most `cap` characters kept, all of them counted."""

    def __init__(self, cap: int):
        self.cap = cap
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.parts: list[str] = []
        self.kept = 0
        self.length = 0  # characters in the line, skipped ones too
        self.skipped = 0
        self.cut = False  # characters past the cap were left out
        self.ends_with_cr = False

    def feed(self, data: bytes, skip: int) -> None:
        self._take(self.decoder.decode(data), skip)

    def _take(self, text: str, skip: int) -> None:
        if not text:
            return
        self.length += len(text)
        self.ends_with_cr = text.endswith("\r")
        dropped = min(len(text), max(0, skip - self.skipped))
        self.skipped += dropped
        room = self.cap - self.kept
        kept = text[dropped : dropped + room]
        self.cut = self.cut or len(text) - dropped > room
        if kept:
            self.parts.append(kept)
            self.kept += len(kept)

    def close(self) -> tuple[str, int]:
        """The line's shown text and its length in characters, a "\r" before its "\n" left out of both."""
        self._take(self.decoder.decode(b"", final=True), 0)
        length = self.length - self.ends_with_cr
        text = "".join(self.parts)
        if self.skipped + self.kept > length:
            text = text[: length - self.skipped]
        return text, length


class ShowOutputTool(Tool):
    name = "show_output"
    description = "Page through the full output of an earlier bash call whose output was cut."
    Args = ShowOutputArgs
    read_only = True

    @classmethod
    def create(cls, context: ToolContext) -> Tool:
        return cls(context.workspace, context.outputs)

    def __init__(self, workspace: Workspace, outputs: OutputStore):
        super().__init__(workspace)
        self.outputs = outputs

    def target(self, args: Any) -> str:
        return f"output {args.id}"

    @classmethod
    def resources(cls, args: ShowOutputArgs, key_of: KeyFunction) -> list[Resource]:
        return []

    def run(self, args: ShowOutputArgs) -> ToolResult:
        path = self.outputs.get(args.id)
        if path is None:
            raise ToolFailure(
                f"there is no kept output {args.id}; only bash outputs that were cut are kept "
                f"(the latest {KEPT_OUTPUTS})"
            )
        page = read_page(path, args.offset, args.column)
        if args.offset > page.total:
            raise ToolFailure(f"offset {args.offset} is past the end of output {args.id} ({page.total} lines)")
        if args.column > 1 and args.column > page.first_length:
            raise ToolFailure(
                f"column {args.column} is past the end of line {args.offset} of output {args.id} "
                f"({page.first_length} characters)"
            )
        last = args.offset + len(page.lines) - 1
        text = "\n".join(page.lines)
        shown_to = args.column - 1 + len(page.lines[0])
        if shown_to < page.first_length:
            text += (
                f"\n[line {args.offset} is {page.first_length} characters; shown: {args.column}-{shown_to}. "
                f"Call show_output with id={args.id}, offset={args.offset} and column={shown_to + 1} for more of it]"
            )
        if last < page.total:
            text += (
                f"\n[lines {args.offset}-{last} of {page.total}; "
                f"call show_output with id={args.id} and offset={last + 1} for more]"
            )
        return ToolResult(content=text)


def read_page(path: Path, offset: int, column: int) -> OutputPage:
    page = OutputPage(offset, column, KEEP_LINES, KEEP_BYTES)
    with open(path, "rb") as handle:
        page.read(handle)
    return page
