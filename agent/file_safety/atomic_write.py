"""Writing a file so that a crash never leaves half of it, nor (after the next run) a temp file behind.

The new content goes to a temp file in the same directory, is flushed, gets the old file's owner and mode,
and is renamed over the file. Right before the rename the caller's check runs (is the file still as the
edit saw it?), and right after it the caller looks at the old copy for bytes appended meanwhile.

A program that opened the old copy just before the rename could still write to it after that last look, and
its write would vanish with the old copy. On Linux a read lease on the old copy closes that window: it is
taken before the check (only while no program has the file open for writing), and any open for writing
after that, O_APPEND included, waits for the agent to let go of the lease and marks the lease broken. After
the rename a broken lease means a writer is on its way to the old copy: the agent lets it go on, waits (at
most WRITER_WAIT_SECONDS) until no program holds the old copy open for writing, and only then does the
caller look for the appended bytes. What is left: a program that looked the name up before the rename but
reaches the lease check in its open only after the lease is dropped (a process preempted in the middle of
open), and a program that keeps the old copy open and writes after the wait. Where leases are not available
(not Linux, a file system without leases such as NFS, a file the user does not own without CAP_LEASE, a
writer that keeps the file open) the edit goes on without one, with the window of before.

Each temp file's path is noted in a journal under the agent's data directory before it is created; the next
agent process deletes the temp files of journals whose process is gone (killed mid-write).
"""

from __future__ import annotations

import errno
import fcntl
import os
import re
import secrets
import signal
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from agent.file_safety import no_symlinks as no_symlinks_module
from agent.paths import data_dir, private_file
from agent.processes.process_tree import is_running


def _current_umask() -> int:
    # Read once at import: os.umask can only be read by setting it, which is not thread-safe later.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


UMASK = _current_umask()
# Temp names are ".NAME.agent-PID-RANDOM.tmp"; the sweep deletes only names of exactly this form.
TEMP_NAME = re.compile(r"\A\..*\.agent-(?P<pid>\d+)-[0-9a-f]{16}\.tmp\Z", re.DOTALL)
# Long names are cut in the temp name so it stays within the file system's 255-byte limit.
TEMP_STEM_CHARS = 100
JOURNAL_FOLDER = "temp-files"
# One journal per process; the token tells this process's journal from one of an earlier process that had
# the same pid (pids repeat, in containers especially).
_JOURNAL_NAME = f"{os.getpid()}-{secrets.token_hex(4)}.txt"
# A writer that has the file open when the edit is about to replace it is waited for this long (most open,
# append and close in well under a millisecond); one that keeps it open longer leaves the edit without a lease.
LEASE_WAIT_SECONDS = 0.05
# How long a writer that opened the old copy during the rename may take to finish and close it.
WRITER_WAIT_SECONDS = 1.0
# Linux only; None where fcntl has no leases (macOS, BSD).
_F_SETLEASE: int | None = getattr(fcntl, "F_SETLEASE", None)
_F_GETLEASE: int | None = getattr(fcntl, "F_GETLEASE", None)
_F_SETSIG: int | None = getattr(fcntl, "F_SETSIG", None)
# A lease break signals the lease holder, with SIGIO unless told otherwise, and SIGIO kills a process that does
# not handle it. SIGURG is ignored by default (so the kernel drops it without interrupting anything), and
# nothing in the agent uses it; the break is read with F_GETLEASE instead.
LEASE_SIGNAL = signal.SIGURG


class ReplaceGuard(Protocol):
    """Checks around the rename: `before_replace` raises to cancel the write; `after_replace` may return a note."""

    def before_replace(self) -> None: ...

    def after_replace(self) -> str | None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class Ownership:
    """The owner and mode a replaced file keeps."""

    uid: int
    gid: int
    mode: int

    @classmethod
    def of(cls, st: os.stat_result) -> Ownership:
        return cls(st.st_uid, st.st_gid, st.st_mode & 0o7777)


def write_atomically(
    path: Path,
    data: bytes | str,
    keep: Ownership | None = None,
    guard: ReplaceGuard | None = None,
    no_symlinks: bool = False,
) -> str | None:
    """Temp file in the same directory, fsync, `guard.before_replace()`, rename, `guard.after_replace()`.

    `keep` is the replaced file's owner and mode (None: a new file, created with the usual permissions and
    refused if another program creates it first). When `before_replace` raises, the temp file is removed and
    the file left as it is. Returns the guard's note, if any. `no_symlinks`: `path` was resolved and checked
    (a tool's path), so its folder is opened without following a link put on the way since (see no_symlinks);
    everything after works in that open folder, never by name.
    """
    if isinstance(data, str):
        data = data.encode("utf-8")
    folder = _open_folder(path.parent, no_symlinks)
    try:
        return _write_in(folder, path, data, keep, guard)
    finally:
        os.close(folder)


def _open_folder(folder: Path, no_symlinks: bool) -> int:
    if no_symlinks:
        return no_symlinks_module.open_folder(folder, create=True)
    folder.mkdir(parents=True, exist_ok=True)
    return os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)


def _write_in(folder: int, path: Path, data: bytes, keep: Ownership | None, guard: ReplaceGuard | None) -> str | None:
    name = path.name
    fd, tmp = _create_temp(folder, path)
    lease: OldCopyLease | None = None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
            _set_ownership(handle.fileno(), keep)
        if guard is not None:
            if keep is not None:
                lease = OldCopyLease.take(name, folder)
            guard.before_replace()
        if keep is None:
            _create_from(folder, tmp, name, path)
        else:
            os.replace(tmp, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        try:
            os.unlink(tmp, dir_fd=folder)
        except FileNotFoundError:
            pass
        if lease is not None:
            lease.close()
        if guard is not None:
            guard.close()
        raise
    try:
        if lease is not None:
            lease.let_writers_finish()
        note = guard.after_replace() if guard is not None else None
    finally:
        if lease is not None:
            lease.close()
        if guard is not None:
            guard.close()
    _fsync_directory(folder)
    return note


class OldCopyLease:
    """A read lease on the file about to be replaced: it tells whether a program opened it for writing since."""

    def __init__(self, fd: int):
        self._fd = fd

    @classmethod
    def take(cls, name: str, folder: int) -> OldCopyLease | None:
        """The lease on file `name` in the open `folder`, or None where none can be had (the edit then goes on
        without one)."""
        if _F_SETLEASE is None or _F_SETSIG is None or signal.getsignal(LEASE_SIGNAL) is not signal.SIG_DFL:
            return None  # no leases here, or someone handles SIGURG and would be surprised by a break
        flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC
        try:
            fd = os.open(name, flags, dir_fd=folder)  # O_NONBLOCK: another program's lease refuses instead of blocking
        except OSError:
            return None
        deadline = time.monotonic() + LEASE_WAIT_SECONDS
        try:
            fcntl.fcntl(fd, _F_SETSIG, LEASE_SIGNAL)
            while True:
                try:
                    fcntl.fcntl(fd, _F_SETLEASE, fcntl.F_RDLCK)
                    return cls(fd)
                except OSError as err:
                    # EAGAIN: a program has the file open for writing now; most close it within a millisecond.
                    if err.errno != errno.EAGAIN or time.monotonic() > deadline:
                        raise
                time.sleep(0.0005)
        except OSError:
            os.close(fd)
            return None

    def let_writers_finish(self) -> None:
        """After the rename: drop the lease; if a program opened the old copy for writing meanwhile (it waits
        for the lease to go), let it write and wait until it closes the file, so its bytes can be carried over."""
        assert _F_SETLEASE is not None and _F_GETLEASE is not None  # take() returns a lease only then
        try:
            broken = fcntl.fcntl(self._fd, _F_GETLEASE) != fcntl.F_RDLCK
            fcntl.fcntl(self._fd, _F_SETLEASE, fcntl.F_UNLCK)
        except OSError:
            return  # closing the descriptor drops the lease all the same
        if not broken:
            return
        deadline = time.monotonic() + WRITER_WAIT_SECONDS
        while time.monotonic() < deadline:
            try:
                # Granted only when no program holds the old copy open for writing: the writer is done.
                fcntl.fcntl(self._fd, _F_SETLEASE, fcntl.F_RDLCK)
            except OSError as err:
                if err.errno != errno.EAGAIN:
                    return
                time.sleep(0.0005)
                continue
            fcntl.fcntl(self._fd, _F_SETLEASE, fcntl.F_UNLCK)
            return

    def close(self) -> None:
        os.close(self._fd)


def _set_ownership(fd: int, keep: Ownership | None) -> None:
    if keep is None:
        os.fchmod(fd, 0o666 & ~UMASK)
        return
    st = os.fstat(fd)
    if (st.st_uid, st.st_gid) != (keep.uid, keep.gid):
        # As root this keeps another user's file theirs; others may set a group they belong to. Files the
        # user does not own are refused before the write (files.why_not_writable), so this is not reached.
        os.fchown(fd, keep.uid, keep.gid)
    os.fchmod(fd, keep.mode)  # after chown, which clears the set-id bits


def _create_from(folder: int, tmp: str, name: str, path: Path) -> None:
    """Give the new file `name` in `folder`, unless another program created one meanwhile."""
    try:
        # Fails if the name exists: nothing can appear between a check and the rename.
        os.link(tmp, name, src_dir_fd=folder, dst_dir_fd=folder, follow_symlinks=False)
    except FileExistsError:
        raise FileCreatedMeanwhile(str(path)) from None
    except OSError:
        # A file system without hard links: the closest is a check right before the rename.
        try:
            os.stat(name, dir_fd=folder, follow_symlinks=False)
        except FileNotFoundError:
            os.replace(tmp, name, src_dir_fd=folder, dst_dir_fd=folder)
            return
        raise FileCreatedMeanwhile(str(path)) from None
    os.unlink(tmp, dir_fd=folder)


class FileCreatedMeanwhile(Exception):
    """Another program created the file the agent was creating; the caller says so as a stale refusal."""


def _create_temp(folder: int, path: Path) -> tuple[int, str]:
    """A new temp file in `folder` (where `path` is): its descriptor and its name there."""
    stem = path.name[:TEMP_STEM_CHARS]
    journal = _journal_path()
    while True:
        tmp = f".{stem}.agent-{os.getpid()}-{secrets.token_hex(8)}.tmp"
        _note_in_journal(journal, str(path.parent / tmp))
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
            return os.open(tmp, flags, 0o600, dir_fd=folder), tmp
        except FileExistsError:
            continue


def _journal_path() -> Path:
    return data_dir() / JOURNAL_FOLDER / _JOURNAL_NAME


def _note_in_journal(journal: Path, tmp: str) -> None:
    # Best effort: without a writable data directory a crash may leave the temp file, as before.
    try:
        private_file(journal)  # it names the user's files: 0600 in a 0700 folder, like the transcripts
        with open(journal, "a", encoding="utf-8") as handle:
            handle.write(tmp + "\n")
    except OSError:
        pass


def sweep_orphaned_temp_files() -> list[str]:
    """Delete the temp files that agent processes which are gone left behind; return their paths."""
    folder = data_dir() / JOURNAL_FOLDER
    try:
        journals = [entry for entry in folder.iterdir() if entry.name != _JOURNAL_NAME]
    except OSError:
        return []
    removed = []
    for journal in journals:
        pid_text = journal.name.split("-", 1)[0]
        if not pid_text.isdigit() or _is_running(int(pid_text)):
            continue
        try:
            listed = journal.read_text(encoding="utf-8").splitlines()
        except OSError:
            continue
        for tmp in listed:
            match = TEMP_NAME.match(os.path.basename(tmp))
            if match is None or match["pid"] != pid_text:
                continue
            try:
                os.unlink(tmp)
                removed.append(tmp)
            except OSError:
                pass  # renamed into place (the usual case) or removed already
        journal.unlink(missing_ok=True)
    return removed


def _is_running(pid: int) -> bool:
    if pid == os.getpid():
        return False  # an earlier process with this pid: this one's journal has another name
    return is_running(pid)


def _fsync_directory(folder: int) -> None:
    # Makes the rename itself durable. `folder` may be an O_PATH descriptor, which cannot be fsynced, so the
    # folder is opened again through it; some platforms cannot open a directory, which is fine.
    try:
        fd = os.open(".", os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC, dir_fd=folder)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
