"""File tools: read, edit, write. Paths are relative to the workspace."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from pydantic import Field

from agent.messages import ToolResult
from agent.tools.base import Tool, ToolArgs, ToolFailure

READ_DEFAULT_LIMIT = 2000
READ_MAX_CHARS = 50_000


class ReadArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    offset: int = Field(1, ge=1, description="first line to show (1-based)")
    limit: int = Field(READ_DEFAULT_LIMIT, ge=1, description="how many lines to show")


class EditArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    old_text: str = Field(description="exact text to replace; must occur exactly once")
    new_text: str = Field(description="replacement text")


class WriteArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    content: str = Field(description="the whole new content of the file")


def write_atomically(path: Path, text: str) -> None:
    """Temp file in the same directory, fsync, rename: a crash never leaves a half-written file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o7777 if path.exists() else None
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_text(path: Path, shown: str) -> str:
    if not path.exists():
        raise ToolFailure(f"{shown} does not exist")
    if path.is_dir():
        raise ToolFailure(f"{shown} is a directory; use bash with `ls {shown}` to list it")
    data = path.read_bytes()
    if b"\0" in data[:8192]:
        raise ToolFailure(f"{shown} is a binary file ({len(data)} bytes); it cannot be shown as text")
    return data.decode("utf-8", errors="replace")


class ReadTool(Tool):
    name = "read"
    description = "Read a text file. Returns numbered lines; use offset and limit to page through long files."
    Args = ReadArgs

    def run(self, args: ReadArgs) -> ToolResult:
        path = self.workspace.resolve(args.path)
        lines = read_text(path, args.path).splitlines()
        start = args.offset - 1
        if lines and start >= len(lines):
            raise ToolFailure(f"offset {args.offset} is past the end of {args.path} ({len(lines)} lines)")
        chunk = lines[start : start + args.limit]
        body, used = [], 0
        for number, line in enumerate(chunk, start=args.offset):
            row = f"{number:>6}\t{line}"
            if used + len(row) > READ_MAX_CHARS:
                break
            body.append(row)
            used += len(row) + 1
        last = args.offset + len(body) - 1
        text = "\n".join(body) if body else "(empty file)"
        if last < len(lines):
            text += f"\n[lines {args.offset}-{last} of {len(lines)}; read again with offset={last + 1} for more]"
        return ToolResult(content=text)


class EditTool(Tool):
    name = "edit"
    description = "Replace old_text with new_text in a file. old_text must occur exactly once."
    Args = EditArgs

    def run(self, args: EditArgs) -> ToolResult:
        path = self.workspace.resolve(args.path)
        text = read_text(path, args.path)
        if not args.old_text:
            raise ToolFailure("old_text is empty: copy the exact text to replace from the file")
        count = text.count(args.old_text)
        if count == 0:
            raise ToolFailure(f"old_text was not found in {args.path}; read the file and copy the exact text")
        if count > 1:
            raise ToolFailure(f"old_text occurs {count} times in {args.path}; include more surrounding lines so it is unique")
        write_atomically(path, text.replace(args.old_text, args.new_text, 1))
        return ToolResult(content=f"edited {args.path}")


class WriteTool(Tool):
    name = "write"
    description = "Create a file or replace its whole content."
    Args = WriteArgs

    def run(self, args: WriteArgs) -> ToolResult:
        path = self.workspace.resolve(args.path)
        if path.is_dir():
            raise ToolFailure(f"{args.path} is a directory")
        existed = path.exists()
        write_atomically(path, args.content)
        verb = "overwrote" if existed else "created"
        return ToolResult(content=f"{verb} {args.path} ({len(args.content.encode())} bytes)")
