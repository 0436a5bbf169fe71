"""File tools: read, edit, write. Paths are relative to the workspace.

Every write path goes through the file's lock in the session's ReadRecords: an existing file must have
been read in this session and must not have changed since (see records.py); the new state is recorded
after the write so the next edit proceeds.
"""

from __future__ import annotations

import codecs
import difflib
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import Field

from agent.messages import ToolResult
from agent.tools.base import KeyFunction, Resource, Tool, ToolArgs, ToolFailure, Workspace
from agent.tools.records import STALE_MESSAGE, ReadRecords, StaleFile, not_read_message, read_consistent, state_of

READ_DEFAULT_LIMIT = 2000
READ_MAX_CHARS = 50_000
MAX_LINE_CHARS = 2_000
# Curly quotes are fixed in code files only; prose keeps its typography.
PROSE_SUFFIXES = {".md", ".markdown", ".mdx", ".txt", ".rst", ".adoc", ".asciidoc", ".org", ".tex"}
CURLY_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
    }
)
BINARY_MAGIC = (
    (b"\x89PNG", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"%PDF", "PDF document"),
    (b"PK\x03\x04", "zip archive"),
    (b"\x7fELF", "ELF executable"),
    (b"\x1f\x8b", "gzip archive"),
    (b"SQLite format 3", "SQLite database"),
)


def _current_umask() -> int:
    # Read once at import: os.umask can only be read by setting it, which is not thread-safe later.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


UMASK = _current_umask()


class ReadArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    offset: int = Field(1, ge=1, description="first line to show (1-based)")
    limit: int = Field(READ_DEFAULT_LIMIT, ge=1, description="how many lines to show")


class EditArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    old_text: str = Field(description="exact text to replace; must occur exactly once")
    new_text: str = Field(description="replacement text")
    replace_all: bool = Field(False, description="replace every occurrence of old_text")


class WriteArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    content: str = Field(description="the whole new content of the file")


@dataclass(frozen=True)
class TextFormat:
    """How a text file is stored, so an edit writes it back the same way: encoding, BOM, line endings."""

    encoding: str = "utf-8"
    bom: bytes = b""
    # "\r\n" or "\n" when the file uses one style; "" for mixed endings, which are left exactly as they are.
    newline: str = "\n"

    @classmethod
    def detect(cls, data: bytes) -> TextFormat | None:
        """The file's format, or None when it is binary."""
        found = cls.decode_file(data)
        return found[0] if found else None

    @classmethod
    def decode_file(cls, data: bytes) -> tuple[TextFormat, str] | None:
        """The file's format and its text with "\n" line endings (when it has one style), or None when binary."""
        for bom, encoding in (
            (codecs.BOM_UTF32_LE, "utf-32-le"),
            (codecs.BOM_UTF32_BE, "utf-32-be"),
            (codecs.BOM_UTF8, "utf-8"),
            (codecs.BOM_UTF16_LE, "utf-16-le"),
            (codecs.BOM_UTF16_BE, "utf-16-be"),
        ):
            if data.startswith(bom):
                try:
                    text = data[len(bom) :].decode(encoding)
                except UnicodeDecodeError:
                    return None
                return cls._with_newlines(text, encoding, bom)
        if b"\0" in data[:8192]:
            return None
        try:
            return cls._with_newlines(data.decode("utf-8"), "utf-8", b"")
        except UnicodeDecodeError:
            # latin-1 maps every byte to one character, so bytes the edit does not touch come back unchanged.
            return cls._with_newlines(data.decode("latin-1"), "latin-1", b"")

    @classmethod
    def _with_newlines(cls, text: str, encoding: str, bom: bytes) -> tuple[TextFormat, str]:
        crlf = text.count("\r\n")
        if crlf == 0:
            return cls(encoding, bom, "\n"), text
        if crlf == text.count("\n"):
            return cls(encoding, bom, "\r\n"), text.replace("\r\n", "\n")
        return cls(encoding, bom, ""), text

    def encode(self, text: str, shown: str) -> bytes:
        if self.newline == "\r\n":
            text = text.replace("\r\n", "\n").replace("\n", "\r\n")
        try:
            return self.bom + text.encode(self.encoding)
        except UnicodeEncodeError as err:
            bad = text[err.start : err.end]
            raise ToolFailure(
                f"{shown} is stored as {self.encoding}, which cannot hold {bad!r}; use other characters"
            ) from None


def describe_binary(data: bytes, shown: str) -> str:
    kind = next((f"{name}, " for magic, name in BINARY_MAGIC if data.startswith(magic)), "")
    return f"{shown} is a binary file ({kind}{len(data)} bytes); it cannot be shown or edited as text"


def is_private_key(data: bytes) -> bool:
    head = data[:200].lstrip()
    return head.startswith(b"-----BEGIN") and b"PRIVATE KEY-----" in head


def write_atomically(path: Path, data: bytes | str, mode: int | None = None) -> None:
    """Temp file in the same directory, fsync, rename: a crash never leaves a half-written file."""
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if mode is None:
        mode = path.stat().st_mode & 0o7777 if path.exists() else 0o666 & ~UMASK
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, mode & 0o7777)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_directory(path.parent)


def _fsync_directory(folder: Path) -> None:
    # Makes the rename itself durable; some platforms cannot open a directory, which is fine.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class FileTool(Tool):
    """A tool on one file: shares the session's read records (and their per-file locks)."""

    def __init__(self, workspace: Workspace, records: ReadRecords):
        super().__init__(workspace)
        self.records = records

    @classmethod
    def resources(cls, args: Any, key_of: KeyFunction) -> list[Resource]:
        return [Resource(key=key_of(args.path), mode="write")]

    def locate(self, path: str) -> tuple[Path, str]:
        real = self.workspace.resolve(path)
        if real.is_dir():
            raise ToolFailure(f"{path} is a directory; use bash with `ls {path}` to list it")
        return real, self.workspace.key(real)

    def authorise(self, real: Path, key: str, shown: str) -> tuple[bytes, os.stat_result] | None:
        """Check that the agent may write `real`: the current bytes and stat, or None for a new file."""
        state = self.records.get(key)
        try:
            content = read_consistent(real, shown)
        except FileNotFoundError:
            if state is not None:
                raise StaleFile(f"{STALE_MESSAGE}\n{shown} was deleted since the agent read it.") from None
            return None
        if state is None:
            raise ToolFailure(not_read_message(shown))
        self.records.verify(key, real, shown, content)
        return content

    def commit(self, real: Path, key: str, data: bytes, mode: int | None) -> None:
        seen_at = time.time_ns()
        write_atomically(real, data, mode)
        self.records.record(key, state_of(real, data, os.stat(real), seen_at, written=True))


class ReadTool(FileTool):
    name = "read"
    description = "Read a text file. Returns numbered lines; use offset and limit to page through long files."
    Args = ReadArgs

    @classmethod
    def resources(cls, args: ReadArgs, key_of: KeyFunction) -> list[Resource]:
        return [Resource(key=key_of(args.path), mode="read")]

    def run(self, args: ReadArgs) -> ToolResult:
        real, key = self.locate(args.path)
        with self.records.locked(key):
            seen_at = time.time_ns()
            try:
                data, st = read_consistent(real, args.path)
            except FileNotFoundError:
                # The agent now knows the file is gone: a later write may create it.
                self.records.forget(key)
                raise ToolFailure(f"{args.path} does not exist") from None
            if is_private_key(data):
                raise ToolFailure(f"{args.path} holds a private key; the agent never reads credential files")
            self.records.record(key, state_of(real, data, st, seen_at))
        decoded = TextFormat.decode_file(data)
        if decoded is None:
            raise ToolFailure(describe_binary(data, args.path))
        return ToolResult(content=number_lines(decoded[1], args.offset, args.limit, args.path))


def number_lines(text: str, offset: int, limit: int, shown: str) -> str:
    """Lines `offset`.. of `text`, numbered as edit counts them (by "\n"), within the line and character caps."""
    total = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    start = offset - 1
    if total and start >= total:
        raise ToolFailure(f"offset {offset} is past the end of {shown} ({total} lines)")
    # Split only as far as the page needs: a long file costs one count, not one string per line.
    wanted = text.split("\n", start + limit)[start : min(start + limit, total)]
    body, used = [], 0
    for number, line in enumerate(wanted, start=offset):
        line = line.removesuffix("\r")  # a mixed-endings file keeps its "\r"s, but they are not shown
        if len(line) > MAX_LINE_CHARS:
            line = line[:MAX_LINE_CHARS] + f"... [line cut at {MAX_LINE_CHARS} of {len(line)} characters]"
        row = f"{number:>6}\t{line}"
        if used + len(row) > READ_MAX_CHARS:
            break
        body.append(row)
        used += len(row) + 1
    last = offset + len(body) - 1
    out = "\n".join(body) if body else "(empty file)"
    if last < total:
        out += f"\n[lines {offset}-{last} of {total}; read again with offset={last + 1} for more]"
    return out


class EditTool(FileTool):
    name = "edit"
    description = "Replace old_text with new_text in a file. old_text must occur exactly once (or set replace_all)."
    Args = EditArgs

    def run(self, args: EditArgs) -> ToolResult:
        real, key = self.locate(args.path)
        if not args.old_text:
            raise ToolFailure("old_text is empty: copy the exact text to replace from the file")
        with self.records.locked(key):
            content = self.authorise(real, key, args.path)
            if content is None:
                raise ToolFailure(f"{args.path} does not exist; use write to create it")
            data, st = content
            decoded = TextFormat.decode_file(data)
            if decoded is None:
                raise ToolFailure(describe_binary(data, args.path))
            text_format, text = decoded
            is_code = real.suffix.lower() not in PROSE_SUFFIXES
            new, count, line = replace_text(text, args.old_text, args.new_text, args.replace_all, is_code, args.path)
            self.commit(real, key, text_format.encode(new, args.path), st.st_mode)
        where = f"{count} occurrences" if count > 1 else f"1 occurrence at line {line}"
        return ToolResult(content=f"edited {args.path}: replaced {where}")


def replace_text(text: str, old: str, new: str, replace_all: bool, is_code: bool, shown: str) -> tuple[str, int, int]:
    """The edited text, how many occurrences were replaced and the line of the first one."""
    candidates = [(old, new)]
    if "\r\n" in text:
        # Mixed line endings are kept as they are; the model writes "\n", so try the file's "\r\n" too.
        candidates.append(
            (old.replace("\r\n", "\n").replace("\n", "\r\n"), new.replace("\r\n", "\n").replace("\n", "\r\n"))
        )
    if is_code:
        candidates += [(o.translate(CURLY_QUOTES), n) for o, n in list(candidates)]
    for old_try, new_try in candidates:
        count = text.count(old_try)
        if count == 0:
            continue
        if count > 1 and not replace_all:
            raise ToolFailure(describe_repeats(text, old_try, count, shown))
        if is_code and old_try.translate(CURLY_QUOTES) == old_try:
            # The file's matched text has no curly quotes, so any in new_text are the model's typography.
            new_try = new_try.translate(CURLY_QUOTES)
        line = text.count("\n", 0, text.index(old_try)) + 1
        result = text.replace(old_try, new_try, -1 if replace_all else 1)
        if text.endswith("\n") and result and not result.endswith("\n"):
            result += "\n"
        return result, count, line
    raise ToolFailure(describe_missing(text, old, shown))


def describe_repeats(text: str, old: str, count: int, shown: str) -> str:
    lines: list[str] = []
    start = 0
    while len(lines) < 10 and (index := text.find(old, start)) >= 0:
        lines.append(str(text.count("\n", 0, index) + 1))
        start = index + 1
    more = ", ..." if count > len(lines) else ""
    return (
        f"old_text occurs {count} times in {shown} (at lines {', '.join(lines)}{more}); "
        "include more surrounding lines so it is unique, or set replace_all to replace every one"
    )


def describe_missing(text: str, old: str, shown: str) -> str:
    """Not found: point at the closest lines, numbered, so the model can copy the real text."""
    lines = text.split("\n")
    wanted = [line.strip() for line in old.strip("\n").split("\n")]
    anchor_at = next((i for i, line in enumerate(wanted) if line), 0)
    anchor = wanted[anchor_at]
    scored = []
    for number, line in enumerate(lines[:20_000]):
        matcher = difflib.SequenceMatcher(None, line.strip(), anchor, autojunk=False)
        if matcher.real_quick_ratio() >= 0.5 and matcher.quick_ratio() >= 0.5:
            scored.append((matcher.ratio(), number))
    best, best_start = 0.0, -1
    for _, number in sorted(scored, reverse=True)[:5]:
        start = max(0, number - anchor_at)
        window = [line.strip() for line in lines[start : start + len(wanted)]]
        ratio = difflib.SequenceMatcher(None, "\n".join(window), "\n".join(wanted), autojunk=False).ratio()
        if ratio > best:
            best, best_start = ratio, start
    if best < 0.5:
        return (
            f"old_text was not found in {shown}, and no similar lines were found; read the file and copy the exact text"
        )
    window = lines[best_start : best_start + max(len(wanted), 1)]
    shown_lines = "\n".join(f"{best_start + i + 1:>6}\t{line}" for i, line in enumerate(window))
    if [line.strip() for line in window] == wanted:
        hint = "the text is there but its indentation or spacing differs"
    else:
        hint = "the closest lines are"
    return (
        f"old_text was not found in {shown}; {hint}:\n{shown_lines}\n"
        "Copy the exact text from the file (without the line numbers) and retry."
    )


class WriteTool(FileTool):
    name = "write"
    description = "Create a file or replace its whole content."
    Args = WriteArgs

    def run(self, args: WriteArgs) -> ToolResult:
        real, key = self.locate(args.path)
        with self.records.locked(key):
            content = self.authorise(real, key, args.path)
            text_format, mode = TextFormat(), None
            if content is not None:
                data, st = content
                text_format, mode = TextFormat.detect(data) or TextFormat(), st.st_mode
            data = text_format.encode(args.content, args.path)
            self.commit(real, key, data, mode)
        verb = "created" if content is None else "overwrote"
        return ToolResult(content=f"{verb} {args.path} ({len(data)} bytes)")
