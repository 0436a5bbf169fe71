"""Checkpoints: what each file was before the agent changed it, so an exchange can be undone.

Every call of a tool that writes a file (edit, write; its write resources name the files) passes through
`Checkpoints.watch` in the runtime: before the first change of a file in an exchange its content, mode and
owner (or "did not exist") are saved; after every call, what the file holds now. They are kept with the
session under the agent's data directory, never in the user's git history (the log and its lines:
`agent/undo/checkpoint_log.py`).

An exchange is one request of the user's, named by the record number of its user message (the loop calls
`begin`). Undo (`agent/undo/checkpoint_undo.py`) takes the newest exchange not undone yet, restores its files and
writes that it was undone, so a later undo, in this process or after a restart, goes further back. A file
that someone changed since the agent last wrote it is not overwritten unless forced.

A command (bash, or anything else that may write anywhere in the workspace) names no file: before the first
such call of an exchange the whole workspace is snapshotted (`agent/undo/workspace_snapshot.py`), and again after
each one, and the log notes the trees ("tree" lines). Undo restores what changed between the first and the last
tree together with the files saved here, with the same refusals; for a file both saw, the older "before" and
the newer "after" count. A command whose snapshot before it fails does not run (no way back, no command).
Nothing is ever written through a folder that became a symbolic link.
All of it is the user's only: 0600 files in 0700 folders.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
import threading
from pathlib import Path
from types import TracebackType
from typing import Literal

from pydantic import BaseModel

from agent.errors import ToolFailure
from agent.file_safety import no_symlinks
from agent.file_safety.atomic_write import FileCreatedMeanwhile, Ownership, write_atomically
from agent.messages import ToolResult
from agent.paths import private_dir
from agent.terminal.file_diff import MAX_DIFF_BYTES, shortened, unified_diff
from agent.tools.tool import WHOLE_WORKSPACE, Tool, Workspace
from agent.undo.checkpoint_log import (
    BLOB_FOLDER,
    After,
    Before,
    Begun,
    Line,
    TreeOff,
    WorkspaceTree,
    append_line,
    checkpoints_dir,
)
from agent.undo.workspace_snapshot import MAX_NEW_FILES, SnapshotUnavailable, WorkspaceSnapshots, modes_json, some_of

# --- saving, as the tools run ---


# How a file to be saved or diffed is opened; O_NONBLOCK: a FIFO put where the file was must not hang the call.
SAVED_FILE_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC


class FileState(BaseModel):
    """A file as it is now: its content when small enough to diff, its hash, mode and owner."""

    exists: bool
    sha256: str | None = None
    data: bytes | None = None  # None when absent or too large to diff
    size: int = 0
    mode: int = 0
    uid: int = 0
    gid: int = 0

    @classmethod
    def of(cls, path: Path) -> FileState | None:
        """None for something that is not a regular file (the tool refuses it anyway). Opened with no symbolic
        link followed on the way (the path was resolved and checked): a folder swapped for a link since then is
        an OSError, so no file outside the workspace is ever saved or shown as the diff."""
        try:
            fd = no_symlinks.open_file(path, SAVED_FILE_FLAGS)
        except FileNotFoundError:
            return cls(exists=False)
        except OSError as err:
            if err.errno in (errno.EISDIR, errno.ENXIO):  # a folder (as some kernels say), a socket
                return None
            raise
        with os.fdopen(fd, "rb") as handle:
            st = os.fstat(handle.fileno())
            if not stat.S_ISREG(st.st_mode):
                return None
            if st.st_size <= MAX_DIFF_BYTES:
                data = handle.read()
                digest = hashlib.sha256(data).hexdigest()
            else:
                data, digest = None, hashlib.file_digest(handle, "sha256").hexdigest()
        return cls(
            exists=True,
            sha256=digest,
            data=data,
            size=st.st_size,
            mode=st.st_mode & 0o7777,
            uid=st.st_uid,
            gid=st.st_gid,
        )

    def diff_to(self, name: str, after: FileState) -> str:
        """The diff from this state to `after`, or one line when either is too large to diff."""
        if (self.exists and self.data is None) or (after.exists and after.data is None):
            return f"{name}: too large to diff, {self.size} → {after.size} bytes"
        return unified_diff(name, self.data if self.exists else None, after.data if after.exists else None)


def files_written(tool: Tool, args: object, workspace: Workspace) -> list[Path]:
    """The files a call writes, from its write resources (bash's whole-workspace one names no file)."""
    paths = []
    for resource in tool.resources(args, lambda path: path):
        if resource.mode == "write" and resource.key != WHOLE_WORKSPACE:
            try:
                paths.append(workspace.resolve(resource.key))
            except ToolFailure:
                continue  # the tool refuses the path itself
    return paths


def writes_anywhere(tool: Tool, args: object) -> bool:
    """Whether a call may change any file of the workspace (a command): its changes need a snapshot."""
    try:
        resources = tool.resources(args, lambda path: path)
    except (ToolFailure, ValueError):
        return False
    return any(resource.mode == "write" and resource.key == WHOLE_WORKSPACE for resource in resources)


class SnapshotOutcome(BaseModel):
    """What a snapshot around a command means for it: `failed` (before it: it must not run) and what to tell."""

    failed: bool = False
    problem: str | None = None


class Checkpoints:
    """The runtime's checkpoint keeper: the current session and exchange, and the files saved in it."""

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.exchange: int | None = None
        self.problem: str | None = None  # why nothing can be saved in this exchange
        self._saved: set[str] = set()
        self._names: list[str] = []
        self._lock = threading.Lock()  # calls on different files run in parallel threads
        self._tree_lock = threading.Lock()  # held while git snapshots the workspace
        self._noted: Path | None = None  # the session whose ignore rules are noted
        # The exchange's snapshots: none yet, taken (the latest after its last command), stale (the last one failed).
        self._tree: Literal["none", "taken", "stale"] = "none"

    def begin(self, session_id: str, exchange: int) -> None:
        """A new exchange: its changes are saved under the session, grouped by `exchange`."""
        with self._lock, self._tree_lock:
            self.folder, self.exchange, self._saved, self.problem = checkpoints_dir(session_id), exchange, set(), None
            self._names, self._tree = [], "none"
            try:
                self._append(Begun(exchange=exchange))
            except OSError as err:
                self.problem = f"cannot save checkpoints in {self.folder}: {err.strerror or err}"

    def watch(self, workspace: Workspace, tool: Tool, args: object) -> Watch:
        if self._noted != self.folder:  # the session's first call, before anything of it ran
            self.note_ignore_rules(workspace.root)
            self._noted = self.folder
        return Watch(self, workspace, files_written(tool, args, workspace), writes_anywhere(tool, args))

    def note_ignore_rules(self, root: Path) -> None:
        """At the session's start (before its first call): save which paths git ignores now, once per session
        (kept in the store, so a resumed session keeps them), so ignore rules written later change nothing."""
        if self.folder is None:
            return
        try:
            WorkspaceSnapshots(root, self.folder.name).ignored_at_start()
        except (SnapshotUnavailable, OSError):
            pass  # the first snapshot tries again and, failing, refuses the command

    def snapshot_workspace(self, root: Path, when: Literal["before", "after"]) -> SnapshotOutcome:
        """Snapshot the workspace before a command (the exchange's first, or one after a command whose own
        snapshot failed; otherwise nothing to do) or after it. `failed` before a command: it must not run."""
        with self._tree_lock:
            if self.folder is None or self.exchange is None:
                return SnapshotOutcome()
            if when == "before" and self._tree == "taken":
                return SnapshotOutcome()
            if when == "after" and self._tree == "none":
                return SnapshotOutcome()  # the command was refused: no snapshot before it
            # A snapshot after a command whose own failed catches up: the trees' difference is cumulative.
            kind: Literal["before", "after"] = "before" if self._tree == "none" else "after"
            try:
                snapshot = WorkspaceSnapshots(root, self.folder.name).take(None if kind == "before" else MAX_NEW_FILES)
                modes = modes_json(snapshot.modes)
                digest = hashlib.sha256(modes).hexdigest()
                write_blob(self.folder, digest, modes)
                line = WorkspaceTree(
                    exchange=self.exchange,
                    when=kind,
                    root=str(root),
                    tree=snapshot.tree,
                    modes=digest,
                    skipped=snapshot.skipped,
                    left_out=snapshot.left_out,
                    seconds=round(snapshot.seconds, 3),
                )
                self._append(line, durable=kind == "before")  # on disk before the command runs
            except (SnapshotUnavailable, OSError) as err:
                why = str(err) if isinstance(err, SnapshotUnavailable) else f"cannot save it: {err.strerror or err}"
                if when == "before":
                    return SnapshotOutcome(failed=True, problem=why)
                self._tree = "stale"
                try:
                    self._append(TreeOff(exchange=self.exchange, reason=why))
                except OSError:
                    pass
                return SnapshotOutcome(
                    problem=f"no snapshot of the workspace after this command ({why}): undo cannot take back what "
                    "it changed unless a later command's snapshot succeeds"
                )
            self._tree = "taken"
            notes = []
            if kind == "before" and snapshot.skipped:
                notes.append(f"too large for the snapshot, so undo cannot restore them: {some_of(snapshot.skipped)}")
            notes += [f"not in the snapshot: {line}" for line in snapshot.left_out]
            return SnapshotOutcome(problem="\n".join(notes) or None)

    def save_before(self, path: Path, name: str, state: FileState) -> None:
        """The file as it is, unless this exchange saved it already; raises OSError when it cannot."""
        with self._lock:
            if self.folder is None or self.exchange is None or str(path) in self._saved:
                return
            if self.problem is not None:
                raise OSError(self.problem)
            if state.exists:
                assert state.sha256 is not None
                self._save_blob(path, state)
            line = Before(exchange=self.exchange, path=str(path), name=name, existed=state.exists, sha256=state.sha256)
            if state.exists:
                line = line.model_copy(update={"mode": state.mode, "uid": state.uid, "gid": state.gid})
            self._append(line, durable=True)  # on disk before the tool overwrites the file
            self._saved.add(str(path))
            self._names.append(name)

    def so_far(self) -> tuple[list[str], Path | None, int | None, bool]:
        """This exchange so far: the files its tools changed (in the order first changed), its folder and
        number, and whether its commands' changes were snapshotted."""
        with self._lock:
            return list(self._names), self.folder, self.exchange, self._tree != "none"

    def save_after(self, path: Path, state: FileState) -> None:
        with self._lock:
            if self.folder is None or self.exchange is None or str(path) not in self._saved:
                return
            try:
                self._append(After(exchange=self.exchange, path=str(path), sha256=state.sha256))
            except OSError:
                pass  # undo will treat the file as changed outside and ask for --force

    def _save_blob(self, path: Path, state: FileState) -> None:
        assert self.folder is not None and state.sha256 is not None
        if (self.folder / BLOB_FOLDER / state.sha256).exists():
            return
        if state.data is not None:
            data = state.data
        else:
            with os.fdopen(no_symlinks.open_file(path, SAVED_FILE_FLAGS), "rb") as handle:
                data = handle.read()
        write_blob(self.folder, state.sha256, data)

    def _append(self, line: Line, durable: bool = False) -> None:
        assert self.folder is not None
        append_line(self.folder, line, durable)


def write_blob(folder: Path, digest: str, data: bytes) -> None:
    blob = private_dir(folder / BLOB_FOLDER) / digest
    if blob.exists():
        return
    try:
        write_atomically(blob, data, keep=Ownership(os.getuid(), os.getgid(), 0o600))
    except FileCreatedMeanwhile:
        pass  # the same content, saved by a call on another file with it


class Watch:
    """One call's files: saved before it runs (on entering), their new state noted after (on leaving,
    Ctrl-C included), and the diff for the human added to its result (`shown`)."""

    def __init__(self, keeper: Checkpoints, workspace: Workspace, paths: list[Path], anywhere: bool = False):
        self.keeper = keeper
        self.workspace = workspace
        self.paths = paths
        self.anywhere = anywhere  # a command: the workspace is snapshotted around it
        self.before: dict[Path, FileState] = {}
        self.after: dict[Path, FileState] = {}
        self.problems: list[str] = []
        self.unsaved: list[str] = []  # files that could not be saved before the call: "name (why)"
        self.no_snapshot: str | None = None  # why the workspace could not be snapshotted before the command

    def __enter__(self) -> Watch:
        if self.anywhere:
            outcome = self.keeper.snapshot_workspace(self.workspace.root, "before")
            if outcome.failed:
                self.no_snapshot = outcome.problem
            elif outcome.problem is not None:
                self.problems.append(outcome.problem)
        for path in self.paths:
            name = self.workspace.display(path)
            try:
                state = FileState.of(path)
            except OSError as err:  # the tool meets the same and says so
                self.problems.append(f"no checkpoint of {name} ({err.strerror or err}): undo cannot restore it")
                continue
            if state is None:
                continue
            self.before[path] = state
            try:
                self.keeper.save_before(path, name, state)
            except OSError as err:
                self.unsaved.append(f"{name} ({err.strerror or err})")
        return self

    @property
    def refusal(self) -> str | None:
        """Why the call must not run: a file it writes could not be saved first, so undo could not take the
        change back (a full disk, most often). The call is refused rather than made without a way back."""
        if self.no_snapshot is not None:
            return (
                f"not run: the snapshot of the workspace that lets undo take this command back failed "
                f"({self.no_snapshot}), so nothing was run; tell the user, who may free space where the agent keeps "
                f"its snapshots or set AGENT_HOME to another directory"
            )
        if not self.unsaved:
            return None
        return (
            f"not run: the checkpoint that lets undo take this change back could not be saved for "
            f"{', '.join(self.unsaved)}, so nothing was changed; tell the user to free space where the agent keeps "
            f"its checkpoints ({self.keeper.folder}) or to set AGENT_HOME to another directory"
        )

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self.anywhere and self.no_snapshot is None:
            outcome = self.keeper.snapshot_workspace(self.workspace.root, "after")
            if outcome.problem is not None:
                self.problems.append(outcome.problem)
        for path in self.before:
            try:
                state = FileState.of(path)
            except OSError:
                continue
            if state is not None:
                self.after[path] = state
                self.keeper.save_after(path, state)

    def shown(self, result: ToolResult) -> ToolResult:
        """`result` with the diff of what the call changed, for the human only."""
        parts = list(self.problems)
        for path, before in self.before.items():
            after = self.after.get(path)
            if after is None or after.sha256 == before.sha256:
                continue
            name = self.workspace.display(path)
            parts.append(shortened(before.diff_to(name, after)).rstrip("\n"))
        return result.model_copy(update={"display": "\n".join(parts)}) if parts else result
