"""Checkpoints: what each file was before the agent changed it, so an exchange can be undone.

Every call of a tool that writes a file (edit, write; its write resources name the files) passes through
`Checkpoints.watch` in the runtime: before the first change of a file in an exchange its content, mode and
owner (or "did not exist") are saved; after every call, what the file holds now. They are kept with the
session under the agent's data directory, never in the user's git history:

    checkpoints/<session id>/log.jsonl        begun / before / after / undone lines, appended
    checkpoints/<session id>/blobs/<sha256>   the saved contents

An exchange is one request of the user's, named by the record number of its user message (the loop calls
`begin`). Undo takes the newest exchange not undone yet, restores its files and writes that it was undone,
so a later undo, in this process or after a restart, goes further back. A file that someone changed since
the agent last wrote it is not overwritten unless forced.

A command (bash, or anything else that may write anywhere in the workspace) names no file: before the first
such call of an exchange the whole workspace is snapshotted (`agent/workspace_snapshot.py`), and again after
each one, and the log notes the trees ("tree" lines). Undo restores what changed between the first and the last
tree together with the files saved here, with the same refusals; for a file both saw, the older "before" and
the newer "after" count. Nothing is ever written through a folder that became a symbolic link.
All of it is the user's only: 0600 files in 0700 folders.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import stat
import threading
from pathlib import Path
from types import TracebackType
from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from agent.errors import UserError
from agent.file_diff import MAX_DIFF_BYTES, shortened, unified_diff
from agent.messages import Message, ToolResult
from agent.paths import data_dir, private_dir, private_file
from agent.tools import no_symlinks
from agent.tools.atomic_write import FileCreatedMeanwhile, Ownership, write_atomically
from agent.tools.base import WHOLE_WORKSPACE, Tool, ToolFailure, Workspace
from agent.workspace_snapshot import GIT_MODES, SnapshotUnavailable, TreeEntry, WorkspaceSnapshots, modes_json, state_of

LOG_NAME = "log.jsonl"
BLOB_FOLDER = "blobs"


def checkpoints_dir(session_id: str) -> Path:
    return data_dir() / "checkpoints" / session_id


# --- the log: one typed line per thing that happened ---


class Begun(BaseModel):
    kind: Literal["begun"] = "begun"
    exchange: int


class Before(BaseModel):
    """A file as it was before the exchange first changed it."""

    kind: Literal["before"] = "before"
    exchange: int
    path: str  # the real path
    name: str  # as the user knows it: relative to the workspace
    existed: bool
    sha256: str | None = None  # of the content, kept in blobs/<sha256>
    mode: int = 0
    uid: int = 0
    gid: int = 0


class After(BaseModel):
    """What a file held after one of the exchange's calls (the last one counts)."""

    kind: Literal["after"] = "after"
    exchange: int
    path: str
    sha256: str | None  # None: the file does not exist


class Undone(BaseModel):
    kind: Literal["undone"] = "undone"
    exchange: int


class WorkspaceTree(BaseModel):
    """The workspace as a snapshot tree, before the exchange's first command or after one of them."""

    kind: Literal["tree"] = "tree"
    exchange: int
    when: Literal["before", "after"]
    root: str  # the workspace's real path
    tree: str  # in the workspace's snapshot store
    modes: str  # sha256 of the files' permission bits (JSON), kept in blobs/
    skipped: list[str] = []  # too large to keep
    seconds: float = 0.0


class TreeOff(BaseModel):
    """No snapshot in this exchange: undo cannot take back what its commands changed."""

    kind: Literal["tree_off"] = "tree_off"
    exchange: int
    reason: str


Line = Begun | Before | After | Undone | WorkspaceTree | TreeOff
LogLine = Annotated[Line, Field(discriminator="kind")]
_LINE: TypeAdapter[Line] = TypeAdapter(LogLine)


class FileChange(BaseModel):
    before: Before
    after: str | None = None  # the sha256 the agent left; None with `after_known` False: no call finished
    after_known: bool = False
    before_line: int = 0  # where in the log (which of a file's changes and the trees came first and last)
    after_line: int = 0


class ExchangeChanges(BaseModel):
    exchange: int
    files: dict[str, FileChange] = {}  # by real path, in the order first changed
    undone: bool = False
    tree_before: WorkspaceTree | None = None
    tree_before_line: int = 0
    tree_after: WorkspaceTree | None = None
    tree_after_line: int = 0
    tree_off: str | None = None


def read_log(folder: Path) -> list[ExchangeChanges]:
    """The session's exchanges in the order begun. A last line cut by a crash is left out; any other
    damaged line is a UserError naming the file and line."""
    path = folder / LOG_NAME
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"cannot read the checkpoints {path}: {err}; undo is not possible for this session") from None
    exchanges: dict[int, ExchangeChanges] = {}
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            line = _LINE.validate_python(json.loads(text))
        except (json.JSONDecodeError, ValidationError) as err:
            if number == len(lines):  # no newline after it: the process died while writing it
                break
            raise UserError(
                f"checkpoints {path} line {number} is damaged ({type(err).__name__}); undo is not possible "
                "for this session (the file is left as it is)"
            ) from None
        changes = exchanges.setdefault(line.exchange, ExchangeChanges(exchange=line.exchange))
        if isinstance(line, Before):
            changes.files.setdefault(line.path, FileChange(before=line, before_line=number))
        elif isinstance(line, After) and line.path in changes.files:
            change = changes.files[line.path]
            change.after, change.after_known, change.after_line = line.sha256, True, number
        elif isinstance(line, Undone):
            changes.undone = True
        elif isinstance(line, TreeOff):
            changes.tree_off = changes.tree_off or line.reason
        elif isinstance(line, WorkspaceTree) and line.when == "before":
            if changes.tree_before is None:
                changes.tree_before, changes.tree_before_line = line, number
        elif isinstance(line, WorkspaceTree):
            changes.tree_after, changes.tree_after_line = line, number
    return list(exchanges.values())


# --- saving, as the tools run ---


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
            # O_NONBLOCK: a FIFO put where the file was must not hang the call (it is refused below)
            fd = no_symlinks.open_file(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
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
        self._tree: Literal["none", "taken", "off"] = "none"  # the exchange's snapshot before its first command

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
        return Watch(self, workspace, files_written(tool, args, workspace), writes_anywhere(tool, args))

    def snapshot_workspace(self, root: Path, when: Literal["before", "after"]) -> str | None:
        """Snapshot the workspace before the exchange's first command (once; later calls do nothing) or after
        a command (when there is a "before"). Returns why undo cannot take back the commands' changes, when
        that is new."""
        with self._tree_lock:
            if self.folder is None or self.exchange is None or (when == "before") != (self._tree == "none"):
                return None
            if self._tree == "off":
                return None
            try:
                snapshot = WorkspaceSnapshots(root, self.folder.name).take()
                modes = modes_json(snapshot.modes)
                digest = hashlib.sha256(modes).hexdigest()
                write_blob(self.folder, digest, modes)
                line = WorkspaceTree(
                    exchange=self.exchange,
                    when=when,
                    root=str(root),
                    tree=snapshot.tree,
                    modes=digest,
                    skipped=snapshot.skipped,
                    seconds=round(snapshot.seconds, 3),
                )
                self._append(line, durable=when == "before")  # on disk before the command runs
            except (SnapshotUnavailable, OSError) as err:
                why = str(err) if isinstance(err, SnapshotUnavailable) else f"cannot save it: {err.strerror or err}"
                self._tree = "off"
                try:
                    self._append(TreeOff(exchange=self.exchange, reason=why))
                except OSError:
                    pass
                return (
                    f"no snapshot of the workspace ({why}): undo cannot take back what commands change in this exchange"
                )
            self._tree = "taken"
            if when == "before" and snapshot.skipped:
                shown = ", ".join(snapshot.skipped[:3]) + (", …" if len(snapshot.skipped) > 3 else "")
                return f"too large for the snapshot, so undo cannot restore them if a command changes them: {shown}"
            return None

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

    def changed_in_exchange(self) -> list[str]:
        """The files this exchange has changed so far, as shown to the user: through its tools in the order
        first changed, then through its commands (from the snapshots)."""
        with self._lock:
            names, folder, exchange, commands = list(self._names), self.folder, self.exchange, self._tree == "taken"
        if not commands or folder is None:
            return names
        try:
            changes = [changes for changes in read_log(folder) if changes.exchange == exchange]
            planned = [restoration.name for restoration in plan_exchange(folder, changes[-1]).files.values()]
        except (UserError, IndexError):
            return names
        return names + [name for name in planned if name not in names]

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
            with os.fdopen(no_symlinks.open_file(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC), "rb") as handle:
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


def append_line(folder: Path, line: Line, durable: bool = False) -> None:
    with open(private_file(folder / LOG_NAME), "a", encoding="utf-8") as handle:
        handle.write(line.model_dump_json() + "\n")
        handle.flush()
        if durable:
            os.fsync(handle.fileno())


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

    def __enter__(self) -> Watch:
        if self.anywhere:
            problem = self.keeper.snapshot_workspace(self.workspace.root, "before")
            if problem is not None:
                self.problems.append(problem)
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
        if self.anywhere:
            problem = self.keeper.snapshot_workspace(self.workspace.root, "after")
            if problem is not None:
                self.problems.append(problem)
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


# --- undo and /diff ---


class UndoReport(BaseModel):
    """What an undo did, or why it did not: `conflicts` are files changed since the agent wrote them."""

    exchange: int
    done: bool
    restored: list[str] = []
    removed: list[str] = []  # created by the exchange, so deleted again
    conflicts: list[str] = []  # refused, or with force overwritten
    failures: list[str] = []  # "name: why"
    paths: list[str] = []  # the real paths restored or removed (the tools' read records of them are stale)


def current_sha(path: str) -> str | None:
    try:
        with open(path, "rb") as handle:
            return hashlib.file_digest(handle, "sha256").hexdigest()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except IsADirectoryError:
        return ""  # neither the file nor its absence


class Restoration(BaseModel):
    """One file an undo may put back: as it was before the exchange (from a checkpoint or the snapshot tree
    before its first command) and as the exchange left it (after its last change or command)."""

    name: str  # as the user knows it
    path: str  # the real path it had (no folder on the way may have become a symbolic link since)
    checkpoint: Before | None = None  # where "before" comes from: a saved file, or else
    entry: TreeEntry | None = None  # the snapshot's (None: it did not exist)
    mode: int | None = None  # the snapshot's permission bits
    after_sha256: str | None = None  # as the agent's tools left it, or, with `after_in_tree`,
    after_known: bool = False
    after_in_tree: bool = False
    after_entry: TreeEntry | None = None  # as the last command left it
    before_line: int = 0
    after_line: int = 0

    @property
    def existed(self) -> bool:
        return self.checkpoint.existed if self.checkpoint is not None else self.entry is not None

    def is_before(self) -> bool:
        if self.checkpoint is not None:
            return current_sha(self.path) == self.checkpoint.sha256
        return state_of(Path(self.path)) == (self.entry.sha if self.entry else None)

    def is_after(self) -> bool:
        if self.after_in_tree:
            return state_of(Path(self.path)) == (self.after_entry.sha if self.after_entry else None)
        return self.after_known and current_sha(self.path) == self.after_sha256


class ExchangePlan(BaseModel):
    files: dict[str, Restoration] = {}  # by real path
    problems: list[str] = []  # why some changes cannot be taken back
    snapshots: WorkspaceSnapshots | None = None

    model_config = {"arbitrary_types_allowed": True}


def plan_exchange(folder: Path, changes: ExchangeChanges) -> ExchangePlan:
    """The files the exchange changed, through its tools and its commands, and where each comes back from."""
    plan = ExchangePlan()
    for path, change in changes.files.items():
        plan.files[path] = Restoration(
            name=change.before.name,
            path=path,
            checkpoint=change.before,
            after_sha256=change.after,
            after_known=change.after_known,
            before_line=change.before_line,
            after_line=change.after_line,
        )
    first, last = changes.tree_before, changes.tree_after
    if changes.tree_off is not None:
        plan.problems.append(f"what commands changed in it: no snapshot of the workspace ({changes.tree_off})")
    if first is None or last is None or changes.tree_off is not None:
        return plan
    snapshots = plan.snapshots = WorkspaceSnapshots(Path(first.root), folder.name)
    try:
        before, after = snapshots.entries(first.tree), snapshots.entries(last.tree)
        modes = json.loads((folder / BLOB_FOLDER / first.modes).read_bytes())
    except (SnapshotUnavailable, OSError, ValueError) as err:
        plan.problems.append(f"what commands changed in it: cannot read the snapshot ({err})")
        return plan
    for name in sorted(before.keys() | after.keys()):
        if before.get(name) == after.get(name):
            continue
        path = os.path.join(first.root, name)
        known = plan.files.get(path) or Restoration(name=name, path=path)
        if known.checkpoint is None or changes.tree_before_line < known.before_line:
            known.checkpoint, known.entry, known.mode = None, before.get(name), modes.get(name)
            known.before_line = changes.tree_before_line
        if changes.tree_after_line > known.after_line:
            known.after_in_tree, known.after_entry = True, after.get(name)
            known.after_line = changes.tree_after_line
        plan.files[path] = known
    return plan


def undo_latest(folder: Path, force: bool = False) -> UndoReport:
    """Restore the files of the newest exchange not undone yet (those its tools and its commands changed) and
    note that it is undone.

    A file that is neither as the exchange left it nor as it was before was changed by someone else: then
    nothing is restored (the report lists them) unless `force`. Raises UserError when nothing is left."""
    pending = [changes for changes in read_log(folder) if not changes.undone]
    if not pending:
        raise UserError("nothing to undo: every exchange of this session is undone already, or there was none")
    changes = pending[-1]
    plan = plan_exchange(folder, changes)
    report = UndoReport(exchange=changes.exchange, done=False)
    to_restore: list[Restoration] = []
    for restoration in plan.files.values():
        if restoration.is_before():
            continue  # as it was already
        if not restoration.is_after():
            report.conflicts.append(restoration.name)
        to_restore.append(restoration)
    if report.conflicts and not force:
        return report
    report.failures += plan.problems
    to_restore.sort(key=lambda restoration: restoration.existed)  # removals first: a file may replace a folder
    for restoration in to_restore:
        try:
            _restore(folder, plan.snapshots, restoration)
        except (OSError, SnapshotUnavailable) as err:
            why = err.strerror or err if isinstance(err, OSError) else err
            report.failures.append(f"{restoration.name}: {why}")
            continue
        (report.restored if restoration.existed else report.removed).append(restoration.name)
        report.paths.append(restoration.path)
    append_line(folder, Undone(exchange=changes.exchange), durable=True)
    report.done = True
    return report


def _restore(folder: Path, snapshots: WorkspaceSnapshots | None, restoration: Restoration) -> None:
    path = Path(restoration.path)
    if os.path.realpath(path.parent) != str(path.parent):
        raise OSError(f"a folder on its path is a symbolic link now ({path.parent}); not written through it")
    if not restoration.existed:
        path.unlink(missing_ok=True)
        return
    if restoration.checkpoint is not None:
        before = restoration.checkpoint
        assert before.sha256 is not None
        data = (folder / BLOB_FOLDER / before.sha256).read_bytes()
        write_atomically(path, data, keep=Ownership(before.uid, before.gid, before.mode))
        return
    assert snapshots is not None and restoration.entry is not None
    data = snapshots.blob(restoration.entry.sha)
    if restoration.entry.mode == "120000":  # a symbolic link comes back as one (its target is not written)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.undo-{os.getpid()}")
        os.symlink(os.fsdecode(data), temporary)
        os.replace(temporary, path)
        return
    mode = restoration.mode if restoration.mode is not None else GIT_MODES.get(restoration.entry.mode, 0o644)
    write_atomically(path, data, keep=Ownership(os.getuid(), os.getgid(), mode))


def _state_before(folder: Path, snapshots: WorkspaceSnapshots | None, restoration: Restoration) -> FileState:
    if restoration.checkpoint is not None:
        if restoration.checkpoint.sha256 is None:
            return FileState(exists=False)
        return FileState.of(folder / BLOB_FOLDER / restoration.checkpoint.sha256) or FileState(exists=False)
    if restoration.entry is None or snapshots is None:
        return FileState(exists=False)
    data = snapshots.blob(restoration.entry.sha)
    digest = hashlib.sha256(data).hexdigest()
    return FileState(exists=True, sha256=digest, data=data if len(data) <= MAX_DIFF_BYTES else None, size=len(data))


def session_changes(folder: Path) -> list[tuple[str, str]]:
    """Each file the session's exchanges (those not undone) changed, through tools or commands, with its diff
    from before the first change to now ("" when it is as it was)."""
    first: dict[str, tuple[Restoration, WorkspaceSnapshots | None]] = {}
    for changes in read_log(folder):
        if not changes.undone:
            plan = plan_exchange(folder, changes)
            for path, restoration in plan.files.items():
                first.setdefault(path, (restoration, plan.snapshots))
    shown = []
    for path, (restoration, snapshots) in first.items():
        try:
            then = _state_before(folder, snapshots, restoration)
        except (OSError, SnapshotUnavailable):
            shown.append((restoration.name, f"{restoration.name}: its content before the session is lost"))
            continue
        now = FileState.of(Path(path)) or FileState(exists=False)
        shown.append((restoration.name, then.diff_to(restoration.name, now)))
    return shown


def rollback_target(messages: list[Message], exchange: int) -> int | None:
    """The record to roll the conversation back to so that the exchange started by the user message with
    record `exchange` is gone; None when that message is no longer there (cleared, compacted away) or a
    rollback would also take a later summary of earlier messages."""
    index = next((i for i, message in enumerate(messages) if message.record == exchange), None)
    if not index:
        return None
    # Rollback keeps the records up to the target: all before the exchange, and none from it on.
    target = max(message.record or 0 for message in messages[:index])
    if any((message.record or 0) <= target for message in messages[index:]):
        return None
    return target


def describe_undo(report: UndoReport, forced_hint: str) -> list[str]:
    """The lines that tell the user what an undo did; `forced_hint` says how to force it."""
    if not report.done:
        names = ", ".join(report.conflicts)
        return [f"not undone: changed since the agent wrote them: {names}; {forced_hint} overwrites them"]
    overwritten = set(report.conflicts)

    def restored(name: str) -> str:
        return f"{name} (overwriting changes made since the agent wrote it)" if name in overwritten else name

    lines = [f"restored {restored(name)}" for name in report.restored]
    lines += [f"removed {restored(name)}" for name in report.removed]
    lines += [f"could not restore {failure}" for failure in report.failures]
    return lines or ["no files to restore"]
