"""File tools: read, edit, write. Paths are relative to the workspace.

Every write path goes through the file's lock in the session's ReadRecords: an existing file must have
been read in this session and must not have changed since (see records.py), and is checked once more right
before the new copy is renamed over it; the new state is recorded after the write so the next edit proceeds.
Only regular files with one name are read or written, and never one that holds a private key or token.
"""

from __future__ import annotations

import itertools
import os
import re
import stat
import time
from pathlib import Path

from pydantic import Field

from agent.errors import ToolFailure
from agent.file_safety import no_symlinks
from agent.file_safety.atomic_write import FileCreatedMeanwhile, Ownership, sweep_orphaned_temp_files, write_atomically
from agent.file_safety.read_records import (
    STALE_MESSAGE,
    ReadRecords,
    StaleFile,
    UnchangedGuard,
    check_plain_file,
    not_read_message,
    open_plain,
    partial_state_of,
    read_consistent,
    state_of,
)
from agent.file_safety.text_format import (
    TextFormat,
    describe_binary,
    describe_size,
    number_lines,
    number_streamed_lines,
)
from agent.messages import ToolResult
from agent.tools import syntax_gate
from agent.tools.edit_matching import apply_edit
from agent.tools.tool import EditSettings, PathArgument, Tool, ToolArgs, ToolContext, Workspace, names_in

__all__ = ["EditTool", "ReadTool", "TextFormat", "WriteTool"]

READ_DEFAULT_LIMIT = 2000
# A larger file is never loaded by read: it needs offset and limit, and only that page is read.
READ_WHOLE_BYTES = 8 * 1024 * 1024
STREAM_CHUNK_BYTES = 1024 * 1024
# Credentials are looked for in this much of a file's start: a PEM bundle may hold certificates first.
CREDENTIAL_SCAN_BYTES = 256 * 1024
# Curly quotes are fixed in code files only; prose keeps its typography.
PROSE_SUFFIXES = {".md", ".markdown", ".mdx", ".txt", ".rst", ".adoc", ".asciidoc", ".org", ".tex"}
# A private key anywhere near the start, at the start of a line (not quoted in code): PEM, PGP, PuTTY.
PRIVATE_KEY = re.compile(
    rb"^[ \t]*(?:-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|PuTTY-User-Key-File-\d+:)", re.MULTILINE
)
# A private key held in a field: a cloud service account's JSON key file ("private_key": "-----BEGIN ...",
# any file name), a kubeconfig's client key (base64 of a PEM key).
PRIVATE_KEY_FIELD = re.compile(
    rb'"private_key"[ \t]*:[ \t]*"-----BEGIN|^[ \t]*client-key-data[ \t]*:[ \t]*[A-Za-z0-9+/=]{40,}', re.MULTILINE
)
# In a git config: a remote URL with a password or a known token as its user, or an auth header.
GIT_URL_CREDENTIAL = re.compile(
    rb"^[ \t]*(?:push)?url[ \t]*=[ \t]*[a-z][a-z0-9+.-]*://"
    rb"(?:[^/@\s:]+:[^/@\s]+|(?:gh[pousr]_|github_pat_|glpat-)[^/@\s]+)@",
    re.MULTILINE | re.IGNORECASE,
)
GIT_AUTH_HEADER = re.compile(rb"^[ \t]*extraheader[ \t]*=.*\b(?:authorization|private-token)\b", re.M | re.I)


def credential_in(data: bytes, real: Path, shown: str) -> str | None:
    """Why the agent must not see this content (it holds a private key or a token), or None."""
    head = data[:CREDENTIAL_SCAN_BYTES]
    if PRIVATE_KEY.search(head) or PRIVATE_KEY_FIELD.search(head):
        return f"{shown} holds a private key; the agent never reads credential files"
    is_git_config = real.name == "config" and ".git" in real.parts[:-1]
    if is_git_config and (GIT_URL_CREDENTIAL.search(head) or GIT_AUTH_HEADER.search(head)):
        return (
            f"{shown} holds a password or token (in a remote URL or an auth header), so the agent does not read "
            "it; `git remote` and `git branch -a` show the remotes and branches without it"
        )
    return None


def why_not_writable(real: Path, st: os.stat_result, shown: str) -> str | None:
    """Why the agent leaves this file alone although it could replace it (it runs as root, say), or None."""
    if not st.st_mode & stat.S_IWUSR:
        return (
            f"{shown} is read-only (mode {st.st_mode & 0o777:o}); the agent does not change read-only files. "
            f"If it should change, make it writable first (chmod u+w {shown})"
        )
    euid = os.geteuid()
    if euid != 0 and st.st_uid != euid:
        return (
            f"{shown} belongs to another user (uid {st.st_uid}); the agent would replace it with a copy owned by "
            "you, so it leaves it alone"
        )
    if not os.access(real, os.W_OK):
        return f"{shown} is not writable by you; the agent does not change files you cannot write"
    return None


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


class FileTool(Tool):
    """A tool on one file: shares the session's read records (and their per-file locks)."""

    def __init__(self, workspace: Workspace, records: ReadRecords, edits: EditSettings | None = None):
        super().__init__(workspace)
        self.records = records
        # The runtime's, which follows the model: read when a call runs (the syntax gate in `commit`).
        self.edits = edits if edits is not None else EditSettings()
        # Temp files of an agent killed mid-write go when the next one starts (a listing of a small folder).
        sweep_orphaned_temp_files()

    @classmethod
    def create(cls, context: ToolContext) -> Tool:
        return cls(context.workspace, context.records, context.edits)

    def locate(self, path: str) -> tuple[Path, str, os.stat_result | None]:
        """The real path, its key, and its stat (None when it does not exist); only regular files pass."""
        real = self.workspace.resolve(path)
        try:
            st: os.stat_result | None = no_symlinks.lstat(real)
        except FileNotFoundError:
            st = None
        if path.rstrip().endswith(("/", os.sep)) and (st is None or not stat.S_ISDIR(st.st_mode)):
            raise ToolFailure(
                f"{path} ends with '/', so it names a directory; give a file path such as {path.rstrip('/')}/name.txt"
            )
        if st is not None:
            check_plain_file(st, path)
        return real, self.workspace.key(real), st

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
        refusal = credential_in(content[0], real, shown) or why_not_writable(real, content[1], shown)
        if refusal is not None:
            raise ToolFailure(refusal)
        self.records.verify(key, real, shown, content)
        return content

    def commit(self, real: Path, key: str, data: bytes, seen: tuple[bytes, os.stat_result] | None, shown: str) -> str:
        """Write `data` over what `authorise` saw (`seen`), unless the file changed meanwhile; record it. A change
        that breaks the file's syntax is refused here (ToolFailure) or warned about (syntax_gate.py).

        Returns a note for the result ("" when there is none).
        """
        warning = syntax_gate.review(self.edits.syntax_check, shown, seen[0] if seen is not None else None, data)
        seen_at = time.time_ns()
        keep = Ownership.of(seen[1]) if seen is not None else None
        try:
            note = write_atomically(real, data, keep, UnchangedGuard(real, seen, shown), no_symlinks=True)
        except FileCreatedMeanwhile:
            raise StaleFile(
                f"{STALE_MESSAGE}\n{shown} was created by another program while the agent was writing it."
            ) from None
        # After a late append was kept, the file holds more than `data`: the hash no longer matches, so the
        # next edit asks for a fresh read.
        self.records.record(key, state_of(real, data, no_symlinks.lstat(real), seen_at, written=True))
        return (f" ({note})" if note else "") + warning


class ReadTool(FileTool):
    name = "read"
    description = (
        "Read a text file. Returns numbered lines; use offset and limit to page through long files "
        f"(files over {describe_size(READ_WHOLE_BYTES)} need them)."
    )
    Args = ReadArgs
    read_only = True
    path_arguments = (PathArgument(name="path", must_exist=True),)
    aliases = names_in("read_file readfile view view_file cat open_file file_read get_file read_text_file")

    def run(self, args: ReadArgs) -> ToolResult:
        real, key, st = self.locate(args.path)
        with self.records.locked(key):
            if st is not None and st.st_size > READ_WHOLE_BYTES:
                return self.read_page(real, key, args, st.st_size)
            seen_at = time.time_ns()
            try:
                data, st = read_consistent(real, args.path)
            except FileNotFoundError:
                # The agent now knows the file is gone: a later write may create it.
                self.records.forget(key)
                raise ToolFailure(f"{args.path} does not exist") from None
            refusal = credential_in(data, real, args.path)
            if refusal is not None:
                raise ToolFailure(refusal)
            self.records.record(key, state_of(real, data, st, seen_at))
        decoded = TextFormat.decode_file(data)
        if decoded is None:
            raise ToolFailure(describe_binary(data, args.path))
        anchored = self.edits.format == "anchored"
        return ToolResult(content=number_lines(decoded[1], args.offset, args.limit, args.path, anchored))

    def read_page(self, real: Path, key: str, args: ReadArgs, size: int) -> ToolResult:
        """One page of a large file, read as a stream: memory stays at a chunk and the page."""
        shown = args.path
        if not {"offset", "limit"} & args.model_fields_set:
            raise ToolFailure(
                f"{shown} is {describe_size(size)}, too large to read whole (the limit is "
                f"{describe_size(READ_WHOLE_BYTES)}); read a part at a time with offset and limit "
                "(for example offset=1, limit=200), or search it with bash (grep -n)"
            )
        seen_at = time.time_ns()
        with open_plain(real, shown) as handle:
            st = os.fstat(handle.fileno())
            head = handle.read(CREDENTIAL_SCAN_BYTES)
            refusal = credential_in(head, real, shown)
            if refusal is not None:
                raise ToolFailure(refusal)
            found = TextFormat.decode_file(head, final=False)
            if found is None:
                raise ToolFailure(describe_binary(head, shown, st.st_size))
            chunks = itertools.chain([head], iter(lambda: handle.read(STREAM_CHUNK_BYTES), b""))
            anchored = self.edits.format == "anchored"
            page = number_streamed_lines(
                found[0].decode_stream(chunks), args.offset, args.limit, shown, st.st_size, anchored
            )
        # Only a page was read: the record holds the stat, so an edit needs the file unchanged since.
        self.records.record(key, partial_state_of(real, st, seen_at))
        return ToolResult(content=page)


class EditTool(FileTool):
    name = "edit"
    description = "Replace old_text with new_text in a file. old_text must occur exactly once (or set replace_all)."
    Args = EditArgs
    edit_formats = ("replace",)
    path_arguments = (PathArgument(name="path", must_exist=True, writes=True),)
    aliases = names_in(
        "edit_file str_replace str_replace_editor replace replace_in_file file_edit search_replace modify_file",
        "apply_edit",
    )

    def run(self, args: EditArgs) -> ToolResult:
        real, key, _ = self.locate(args.path)
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
            edit = apply_edit(text, args.old_text, args.new_text, args.replace_all, is_code, args.path)
            note = self.commit(real, key, text_format.encode(edit.text, args.path), content, args.path)
        where = f"{edit.count} occurrences" if edit.count > 1 else f"1 occurrence at line {edit.line}"
        # What was adjusted to find old_text, in one line: the model learns to copy it exactly next time.
        adjusted = f"; {edit.note}" if edit.note else ""
        return ToolResult(content=f"edited {args.path}: replaced {where}{note}{adjusted}")


class WriteTool(FileTool):
    name = "write"
    description = "Create a file or replace its whole content."
    Args = WriteArgs
    path_arguments = (PathArgument(name="path", writes=True),)
    aliases = names_in("write_file create_file writefile save_file file_write write_to_file create create_new_file")

    def run(self, args: WriteArgs) -> ToolResult:
        real, key, _ = self.locate(args.path)
        with self.records.locked(key):
            content = self.authorise(real, key, args.path)
            text_format = TextFormat()
            if content is not None:
                text_format = TextFormat.detect(content[0]) or TextFormat()
            data = text_format.encode(args.content, args.path)
            note = self.commit(real, key, data, content, args.path)
        verb = "created" if content is None else "overwrote"
        return ToolResult(content=f"{verb} {args.path} ({len(data)} bytes){note}")
