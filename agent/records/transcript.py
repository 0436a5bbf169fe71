"""The transcript: one JSON event per line, written as it happens, so a crash loses nothing written.

A session is held by one run at a time: `SessionLock` takes an flock on `<id>.lock` next to the
transcript for as long as the run writes it (the OS lets go when the process dies), so two runs
never append to one file. A write that fails (a full disk) is taken back to the last whole line and
the run goes on without its transcript; `failure` says what happened, for the one line the CLI shows.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import secrets
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, BinaryIO

from agent.errors import DiskFullError, UserError
from agent.paths import private_file, sessions_dir
from agent.records.transcript_events import Event, Repair, event_line
from agent.unicode_text import without_lone_surrogates

TRANSCRIPT_VERSION = 1


def new_session_id() -> str:
    return datetime.now(UTC).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def _unwritable(path: Path, err: OSError) -> UserError | DiskFullError:
    if err.errno in (errno.ENOSPC, errno.EDQUOT):
        return DiskFullError(
            f"cannot write the transcript at {path}: {err.strerror}; free space there or set AGENT_HOME to a "
            "directory on another disk"
        )
    return UserError(f"cannot write the transcript at {path}: {err.strerror}; set AGENT_HOME to a writable directory")


class SessionLock:
    """One run's hold on a session. Take it before reading the transcript to continue it, so what was
    read is still the whole file when the run appends to it."""

    def __init__(self, handle: BinaryIO, path: Path):
        self._handle = handle  # closing it (or the process dying) lets go of the lock
        self.path = path

    @classmethod
    def acquire(cls, transcript: Path) -> SessionLock:
        """Hold the session of `transcript`; a UserError when another run holds it."""
        lock_path = transcript.with_suffix(".lock")
        while True:
            try:
                handle = private_file(lock_path).open("a+b")
            except OSError as err:
                raise _unwritable(transcript, err) from None
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                handle.seek(0)
                holder = handle.read(20).decode("ascii", errors="replace").strip()
                handle.close()
                by = f" (process {holder})" if holder.isdigit() else ""
                raise UserError(
                    f"session {transcript.stem} is in use by another run{by}; wait for it to finish, "
                    "or start a new session with `agent run TASK`"
                ) from None
            if _same_file(handle, lock_path):
                break
            handle.close()  # its holder removed it as we opened it: that file guards nothing now
        try:  # who holds it, for the message above; the lock works without it (a full disk)
            handle.truncate(0)
            handle.write(str(os.getpid()).encode())
            handle.flush()
        except OSError:
            pass
        return cls(handle, lock_path)

    def release(self) -> None:
        """Let go, removing the lock file first (while still held), so no stale file stays behind.
        A run that opened it meanwhile sees it is gone once it gets the lock, and takes a new one."""
        if self._handle.closed:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError:
            pass  # a read-only directory: the file stays, harmless
        try:
            self._handle.close()
        except OSError:
            pass  # closing flushes the holder's pid that a full disk refused: the lock is let go all the same


def held_by_a_run(transcript: Path) -> bool:
    """Whether a running agent holds the session now (its lock taken), asked without taking it or making a
    lock file: `agent sessions` shows such a session as live, not interrupted."""
    try:
        handle = transcript.with_suffix(".lock").open("rb")
    except OSError:
        return False  # no lock file: nobody holds it (a run that ends removes it)
    with handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return False


def _same_file(handle: BinaryIO, path: Path) -> bool:
    try:
        st = path.stat()
    except FileNotFoundError:
        return False
    held = os.fstat(handle.fileno())
    return (st.st_dev, st.st_ino) == (held.st_dev, held.st_ino)


class Transcript:
    def __init__(self, path: Path, last_seq: int = 0, lock: SessionLock | None = None):
        self.path = path
        self._seq = last_seq
        self.failure: str | None = None  # why the transcript stopped being written, if it did
        # How the session was started, beyond what the loop knows (origin, server, flags): the session_start
        # event carries it, so --continue can start the same way.
        self.details: dict[str, Any] = {}
        self.started = last_seq > 0  # a session_start is in the file (a reopened one has it)
        self._lock = lock or SessionLock.acquire(path)
        try:
            self._file = private_file(path).open("ab", buffering=0)  # the user's only: 0600 in 0700
            self._size = os.fstat(self._file.fileno()).st_size  # where the last whole line ends
        except OSError as err:
            self._lock.release()
            raise _unwritable(path, err) from err

    @classmethod
    def create(cls, session_id: str | None = None) -> Transcript:
        return cls(sessions_dir() / f"{session_id or new_session_id()}.jsonl")

    @classmethod
    def reopen(
        cls, path: Path, last_seq: int, good_bytes: int, cut_line: str | None, lock: SessionLock | None = None
    ) -> Transcript:
        """Continue an existing transcript (hold `lock` from before it was read). A last line cut by a
        crash is moved into a repair event, so the file stays one JSON object per line and nothing is lost."""
        lock = lock or SessionLock.acquire(path)
        if cut_line is not None:
            try:
                with path.open("r+b") as handle:
                    handle.truncate(good_bytes)
            except OSError as err:
                lock.release()
                raise UserError(
                    f"cannot repair the transcript {path} (its last line was cut by a crash): {err.strerror}; "
                    "make it writable (or set AGENT_HOME to a writable copy) and continue again"
                ) from None
        transcript = cls(path, last_seq, lock)
        if cut_line is not None:
            transcript.write(Repair(dropped_partial_line=cut_line))
        return transcript

    def write(self, event: Event) -> None:
        self.started = self.started or event.event == "session_start"
        self._seq += 1
        event.seq, event.time = self._seq, round(time.time(), 3)
        if self.failure is not None:
            return  # one failed write ends the transcript: a later line after a gap would be a lie
        line = json.dumps(event_line(event), ensure_ascii=False, default=str) + "\n"
        encoded = without_lone_surrogates(line).encode("utf-8")
        data = memoryview(encoded)
        try:
            # Unbuffered: each line reaches the file now (no fsync: a killed process loses nothing,
            # fsync per event would cost ms per turn), and a failure is seen at the line that caused it.
            while data:
                data = data[self._file.write(data) or 0 :]
        except OSError as err:
            self._fail(err)
            return
        self._size += len(encoded)

    def _fail(self, err: OSError) -> None:
        self.failure = (
            f"the transcript could not be written at {self.path} ({err.strerror}), so it ends before this "
            "error; the run went on without it: free space there or set AGENT_HOME to another directory"
        )
        try:
            os.ftruncate(self._file.fileno(), self._size)  # no cut line is left behind
        except OSError:
            pass  # the reader moves a cut last line into a repair event

    def close(self) -> None:
        if not self._file.closed:
            self._file.close()
        self._lock.release()
