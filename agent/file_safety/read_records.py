"""Read records: what the agent last saw of each file, so it never writes over a change it has not seen.

A record holds the file's size, mtime, ctime, inode and content hash at the moment of the read (or of the
agent's own write). Before any write the file is compared with its record. The comparison is by stat alone
when the record is safely older than the file's timestamp; otherwise it is "racily clean" in git's sense:
a change in the same timestamp tick would keep every stat field, so the content hash decides.
"""

from __future__ import annotations

import difflib
import errno
import hashlib
import os
import stat
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from pydantic import BaseModel, Field

from agent.errors import ToolFailure
from agent.file_safety import no_symlinks

# A file modified less than this before the read may be modified again within the same timestamp tick
# (coarse kernel clocks, 1-2 s on HFS+/FAT/SMB), so its stat alone cannot prove it unchanged.
RACY_WINDOW_NS = 2_000_000_000
# Contents up to this size are kept with the record, to show a diff when the file changes.
KEEP_TEXT_BYTES = 32_768
STALE_DIFF_CHARS = 2_000
RESUME_DIFF_BYTES = 8_192

STALE_MESSAGE = "File was modified externally since last read. Please re-read the file before editing."


def not_read_message(shown: str) -> str:
    return (
        f"Cannot edit {shown} because it has not been read in this session. "
        "Read the file first, then retry with exact old_text."
    )


class StaleFile(ToolFailure):
    """The file changed on disk since the agent's read: writing now would lose that change."""


class FileState(BaseModel):
    """One file as the agent last saw it. Serialisable, so a resumed session can compare with it."""

    path: str = Field(description="real path (symlinks resolved)")
    size: int
    mtime_ns: int
    ctime_ns: int
    inode: int
    sha256: str
    seen_at_ns: int = Field(description="wall clock just before the stat behind this state")
    written: bool = Field(False, description="this content is the agent's own write")
    must_reread: bool = Field(False, description="changed between sessions: reported, but not authority")
    partial: bool = Field(False, description="a page of a large file was read: no content hash, stat only")
    text: str | None = Field(None, description="the content when small, for diffs")

    def is_racy(self) -> bool:
        return self.mtime_ns >= self.seen_at_ns - RACY_WINDOW_NS

    def same_stat(self, st: os.stat_result) -> bool:
        return (self.size, self.mtime_ns, self.ctime_ns, self.inode) == (
            st.st_size,
            st.st_mtime_ns,
            st.st_ctime_ns,
            st.st_ino,
        )


class RecordSnapshot(BaseModel):
    """The records of one session, to store with it and hand back on resume."""

    files: list[FileState] = Field(default_factory=list)

    def to_json(self) -> str:
        return self.model_dump_json()

    @classmethod
    def from_json(cls, text: str) -> RecordSnapshot:
        return cls.model_validate_json(text)


HARD_LINKS_MESSAGE = (
    "{shown} has {links} hard links; the agent does not read or write through hard links because another "
    "name may be outside the workspace. Use bash (cp) to make a separate copy if you need one."
)
FILE_KINDS = (
    (stat.S_ISDIR, "a directory"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


def check_plain_file(st: os.stat_result, shown: str) -> None:
    """Refuse anything but a regular file with one name: pipes and devices block or never end, and a hard
    link's other name may lie outside the workspace."""
    if stat.S_ISDIR(st.st_mode):
        raise ToolFailure(f"{shown} is a directory; use bash with `ls {shown}` to list it")
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in FILE_KINDS if test(st.st_mode)), "not a regular file")
        raise ToolFailure(f"{shown} is {kind}; the agent reads and writes regular files only")
    if st.st_nlink > 1:
        raise ToolFailure(HARD_LINKS_MESSAGE.format(shown=shown, links=st.st_nlink))


# O_NONBLOCK: a pipe or device swapped in after a check is refused (check_plain_file), not waited on.
READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | os.O_NOFOLLOW | os.O_CLOEXEC


def open_plain(real: Path, shown: str) -> BinaryIO:
    """Open `real` for reading without ever blocking: a pipe or device swapped in after a check is refused."""
    try:
        fd = no_symlinks.open_file(real, READ_FLAGS)
    except OSError as err:
        if err.errno == errno.ELOOP:  # `real` is resolved: a symlink on it now was put in since
            raise ToolFailure(
                f"{shown} (or a folder on its path) changed into a symbolic link while the agent opened it; try again"
            ) from None
        raise
    handle = os.fdopen(fd, "rb")
    try:
        check_plain_file(os.fstat(fd), shown)
    except BaseException:
        handle.close()
        raise
    return handle


READ_ATTEMPTS = 8  # about a quarter of a second of waiting in all before a read is refused


def read_consistent(real: Path, shown: str) -> tuple[bytes, os.stat_result]:
    """The file's bytes and the stat they belong to (retried if the file changes while being read)."""
    for attempt in range(READ_ATTEMPTS):
        if attempt:
            # A file another program appends to (a log) has quiet moments; waiting a little more each time
            # finds one even on a loaded machine, where a read can be descheduled across several appends.
            time.sleep(0.001 * 2**attempt)
        with open_plain(real, shown) as handle:
            before = os.fstat(handle.fileno())
            data = handle.read()
            after = os.fstat(handle.fileno())
        if (before.st_size, before.st_mtime_ns, before.st_ctime_ns) == (
            after.st_size,
            after.st_mtime_ns,
            after.st_ctime_ns,
        ):
            return data, before
    raise ToolFailure(f"{shown} kept changing while it was being read; try again when it is quiet")


class UnchangedGuard:
    """Keeps an edit from overwriting another program's save made while the edit ran.

    `before_replace` runs right before the rename that puts the new copy in place and refuses as stale if the
    file is no longer what the edit read (`seen`; None: it did not exist). It keeps the old copy open, so
    `after_replace` can see a write that reached the old copy in the moment between the check and the rename:
    appended bytes are added to the new copy; any other change is reported.
    """

    def __init__(self, real: Path, seen: tuple[bytes, os.stat_result] | None, shown: str):
        self.real, self.seen, self.shown = real, seen, shown
        self._old: BinaryIO | None = None
        self._checked: os.stat_result | None = None

    def before_replace(self) -> None:
        if self.seen is None:
            if no_symlinks.exists(self.real):
                raise StaleFile(
                    f"{STALE_MESSAGE}\n{self.shown} was created by another program while the agent was writing it."
                )
            return
        data, before = self.seen
        try:
            old = os.fdopen(no_symlinks.open_file(self.real, READ_FLAGS), "rb")
        except (FileNotFoundError, OSError) as err:
            raise StaleFile(
                f"{STALE_MESSAGE}\n{self.shown} was deleted or replaced while the agent was editing it."
            ) from err
        try:
            st = os.fstat(old.fileno())
            if _identity(st) != _identity(before):
                raise StaleFile(describe_change_during_edit(before, st, self.shown))
            if st.st_mtime_ns >= time.time_ns() - RACY_WINDOW_NS:
                # A change within the same timestamp tick keeps every stat field: compare the content.
                if old.read() != data or _identity(os.fstat(old.fileno())) != _identity(before):
                    raise StaleFile(f"{STALE_MESSAGE}\n{self.shown} changed while the agent was editing it.")
        except BaseException:
            old.close()
            raise
        self._old, self._checked = old, st

    def after_replace(self) -> str | None:
        """A note on what another program wrote to the old copy after the check, or None."""
        if self._old is None or self._checked is None:
            return None
        with self._old as old:
            st = os.fstat(old.fileno())
            checked = self._checked.st_size
            if (st.st_size, st.st_mtime_ns) == (checked, self._checked.st_mtime_ns):
                return None
            if st.st_size < checked:
                raise StaleFile(
                    f"{self.shown} was edited, but another program changed it at the same moment and that change "
                    "was lost with the old copy; read the file and check it."
                )
            old.seek(checked)
            late = old.read(st.st_size - checked)
        with os.fdopen(no_symlinks.open_file(self.real, os.O_WRONLY | os.O_APPEND), "ab") as new:
            new.write(late)
        return f"another program appended {len(late)} bytes during the edit; they were kept at the end"

    def close(self) -> None:
        if self._old is not None:
            self._old.close()


def _identity(st: os.stat_result) -> tuple[int, ...]:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_nlink)


def describe_change_during_edit(before: os.stat_result, st: os.stat_result, shown: str) -> str:
    if st.st_ino != before.st_ino or st.st_dev != before.st_dev:
        what = "was replaced by another program"
    elif st.st_size != before.st_size:
        what = f"changed size from {before.st_size} to {st.st_size} bytes"
    else:
        what = "was modified"
    return f"{STALE_MESSAGE}\n{shown} {what} while the agent was editing it; the edit was not written."


def state_of(real: Path, data: bytes, st: os.stat_result, seen_at_ns: int, written: bool = False) -> FileState:
    text = data.decode("utf-8", errors="replace") if len(data) <= KEEP_TEXT_BYTES else None
    return _stat_state(real, st, seen_at_ns, sha256=hashlib.sha256(data).hexdigest(), written=written, text=text)


def partial_state_of(real: Path, st: os.stat_result, seen_at_ns: int) -> FileState:
    """The state of a large file of which only a page was read: its stat, and no hash (no content matches)."""
    return _stat_state(real, st, seen_at_ns, sha256="", partial=True)


def _stat_state(
    real: Path,
    st: os.stat_result,
    seen_at_ns: int,
    sha256: str,
    written: bool = False,
    text: str | None = None,
    partial: bool = False,
) -> FileState:
    """A file's state from its stat and what was read of it."""
    return FileState(
        path=str(real),
        size=st.st_size,
        mtime_ns=st.st_mtime_ns,
        ctime_ns=st.st_ctime_ns,
        inode=st.st_ino,
        sha256=sha256,
        seen_at_ns=seen_at_ns,
        written=written,
        partial=partial,
        text=text,
    )


class ReadRecords:
    """The records of one session, shared by its subagents, with one lock per file (the write queue).

    Every read, check and write of a file runs under that file's lock, so writes to one file never
    interleave and a record always matches the content it was taken from.
    """

    def __init__(self) -> None:
        self._states: dict[str, FileState] = {}
        self._locks: dict[str, threading.RLock] = {}
        self._guard = threading.Lock()

    @contextmanager
    def locked(self, key: str) -> Iterator[None]:
        with self._guard:
            lock = self._locks.setdefault(key, threading.RLock())
        with lock:
            yield

    def get(self, key: str) -> FileState | None:
        return self._states.get(key)

    def seen(self) -> list[FileState]:
        """Every file's record: what the model has seen (grammar mode offers edits of these files only)."""
        with self._guard:
            return list(self._states.values())

    def forget(self, key: str) -> None:
        self._states.pop(key, None)

    def record(self, key: str, state: FileState) -> None:
        previous = self._states.get(key)
        if previous is not None and previous.written and not state.written:
            # A read of the agent's own write keeps the mark, so a later resume still reports changes to it.
            state = state.model_copy(update={"written": True})
        self._states[key] = state

    def verify(self, key: str, real: Path, shown: str, content: tuple[bytes, os.stat_result] | None = None) -> None:
        """Raise StaleFile unless the file is as the agent last saw it. Call with the file's lock held.

        `content` is the file's bytes and stat when the caller has read them already (no second read).
        """
        state = self._states[key]
        if state.must_reread:
            raise StaleFile(f"{STALE_MESSAGE}\n{shown} changed on disk between sessions.")
        if state.partial and state.is_racy():
            raise StaleFile(
                f"{STALE_MESSAGE}\n{shown} was read in part less than {RACY_WINDOW_NS // 10**9} s after it last "
                "changed, so the agent cannot tell whether it changed again."
            )
        if content is None:
            try:
                st = no_symlinks.lstat(real)
            except FileNotFoundError:
                raise StaleFile(f"{STALE_MESSAGE}\n{shown} was deleted since the agent read it.") from None
            if state.same_stat(st) and not state.is_racy():
                return
            checked_at = time.time_ns()
            data, st = read_consistent(real, shown)
        else:
            data, st = content
            if state.same_stat(st) and not state.is_racy():
                return
            checked_at = time.time_ns()
        if hashlib.sha256(data).hexdigest() == state.sha256:
            # Only the timestamp moved (touch) or the record was racy: refresh it so the next check is fast.
            self._states[key] = state.model_copy(
                update={
                    "size": st.st_size,
                    "mtime_ns": st.st_mtime_ns,
                    "ctime_ns": st.st_ctime_ns,
                    "inode": st.st_ino,
                    "seen_at_ns": checked_at,
                }
            )
            return
        raise StaleFile(describe_change(state, st, data, shown))

    def snapshot(self) -> RecordSnapshot:
        """The records to store with the session; kept text only for the files the agent wrote."""
        with self._guard:
            states = list(self._states.values())
        return RecordSnapshot(files=[s if s.written else s.model_copy(update={"text": None}) for s in states])

    def resume(self, snapshot: RecordSnapshot, key_of: Callable[[Path], str], display: Callable[[Path], str]) -> str:
        """Load an earlier session's records; return the report of files it wrote that changed since ("" if none).

        A changed file is recorded in its current state but marked must_reread, so the next snapshot does not
        report it again and an edit still needs a fresh read.
        """
        reports = []
        for state in snapshot.files:
            real = Path(state.path)
            key = key_of(real)
            with self.locked(key):
                change = _change_since(state, real)
                if change is None:
                    self._states[key] = state
                    continue
                if not state.written:
                    # Not the agent's own work: keep the old record, so an edit is refused as stale.
                    self._states[key] = state
                    continue
                reports.append(_report_change(state, change, display(real)))
                data, st = change
                if data is None or st is None:  # deleted
                    self._states.pop(key, None)
                else:
                    self._states[key] = state_of(real, data, st, time.time_ns(), written=True).model_copy(
                        update={"must_reread": True}
                    )
        if not reports:
            return ""
        header = (
            "Files you wrote earlier in this session were changed on disk while it was paused. "
            "Re-read them before editing:"
        )
        return header + "\n\n" + "\n\n".join(reports)


def _change_since(state: FileState, real: Path) -> tuple[bytes | None, os.stat_result | None] | None:
    """None when the file is as recorded; otherwise its current bytes and stat (None, None when deleted)."""
    try:
        st = no_symlinks.lstat(real)
        if state.same_stat(st) and not state.is_racy():
            return None
        data, st = read_consistent(real, str(real))
    except (FileNotFoundError, no_symlinks.SymlinkOnTheWay):  # a link on its path now: not the file recorded
        return None, None
    if hashlib.sha256(data).hexdigest() == state.sha256:
        return None
    return data, st


def _report_change(state: FileState, change: tuple[bytes | None, os.stat_result | None], shown: str) -> str:
    data, st = change
    if data is None:
        return f"{shown} was deleted."
    new_text = data.decode("utf-8", errors="replace")
    if state.text is not None:
        diff = unified_diff(state.text, new_text, shown)
        if len(diff.encode()) <= RESUME_DIFF_BYTES:
            return f"{shown} changed:\n{diff}"
    old_lines = f", {describe_lines(state.text)}" if state.text is not None else ""
    return (
        f"{shown} changed: {state.size} bytes{old_lines} when written, now {len(data)} bytes, "
        f"{describe_lines(new_text)} (diff too long to show; read the file)."
    )


def describe_lines(text: str) -> str:
    """How many lines, as read numbers them: a last line without a newline counts."""
    count = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    return f"{count} line" + ("" if count == 1 else "s")


def unified_diff(old: str, new: str, shown: str) -> str:
    lines = difflib.unified_diff(
        old.splitlines(keepends=True),
        new.splitlines(keepends=True),
        f"{shown} (as the agent saw it)",
        f"{shown} (now)",
        n=1,
    )
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines).rstrip("\n")


def describe_change(state: FileState, st: os.stat_result, data: bytes, shown: str) -> str:
    """The stale refusal: the fixed message, then what changed (size, time, and a short diff when small)."""
    if st.st_size != state.size:
        what = f"{shown} is now {st.st_size} bytes (was {state.size})"
    else:
        what = f"{shown} has the same size ({st.st_size} bytes) but different content"
    if st.st_mtime_ns != state.mtime_ns:
        what += f", modified {(st.st_mtime_ns - state.seen_at_ns) / 1e9:+.3f} s relative to the agent's read"
    else:
        what += ", with the same timestamp"
    message = f"{STALE_MESSAGE}\n{what}."
    if state.text is not None and len(data) <= KEEP_TEXT_BYTES:
        diff = unified_diff(state.text, data.decode("utf-8", errors="replace"), shown)
        if diff and len(diff) <= STALE_DIFF_CHARS:
            message += f"\n{diff}"
    return message
