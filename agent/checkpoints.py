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
"""

from __future__ import annotations

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
from agent.paths import data_dir
from agent.tools.atomic_write import FileCreatedMeanwhile, Ownership, write_atomically
from agent.tools.base import WHOLE_WORKSPACE, Tool, ToolFailure, Workspace

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


LogLine = Annotated[Begun | Before | After | Undone, Field(discriminator="kind")]
_LINE: TypeAdapter[Begun | Before | After | Undone] = TypeAdapter(LogLine)


class FileChange(BaseModel):
    before: Before
    after: str | None = None  # the sha256 the agent left; None with `after_known` False: no call finished
    after_known: bool = False


class ExchangeChanges(BaseModel):
    exchange: int
    files: dict[str, FileChange] = {}  # by real path, in the order first changed
    undone: bool = False


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
            changes.files.setdefault(line.path, FileChange(before=line))
        elif isinstance(line, After) and line.path in changes.files:
            changes.files[line.path].after, changes.files[line.path].after_known = line.sha256, True
        elif isinstance(line, Undone):
            changes.undone = True
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
        """None for something that is not a regular file (the tool refuses it anyway)."""
        try:
            st = os.stat(path)
        except FileNotFoundError:
            return cls(exists=False)
        if not stat.S_ISREG(st.st_mode):
            return None
        with open(path, "rb") as handle:
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


class Checkpoints:
    """The runtime's checkpoint keeper: the current session and exchange, and the files saved in it."""

    def __init__(self) -> None:
        self.folder: Path | None = None
        self.exchange: int | None = None
        self.problem: str | None = None  # why nothing can be saved in this exchange
        self._saved: set[str] = set()
        self._names: list[str] = []
        self._lock = threading.Lock()  # calls on different files run in parallel threads

    def begin(self, session_id: str, exchange: int) -> None:
        """A new exchange: its changes are saved under the session, grouped by `exchange`."""
        with self._lock:
            self.folder, self.exchange, self._saved, self.problem = checkpoints_dir(session_id), exchange, set(), None
            self._names = []
            try:
                self._append(Begun(exchange=exchange))
            except OSError as err:
                self.problem = f"cannot save checkpoints in {self.folder}: {err.strerror or err}"

    def watch(self, workspace: Workspace, tool: Tool, args: object) -> Watch:
        return Watch(self, workspace, files_written(tool, args, workspace))

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
        """The files this exchange has changed so far, as shown to the user, in the order first changed."""
        with self._lock:
            return list(self._names)

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
        blob = self.folder / BLOB_FOLDER / state.sha256
        if blob.exists():
            return
        data = state.data if state.data is not None else path.read_bytes()
        try:
            write_atomically(blob, data)
        except FileCreatedMeanwhile:
            pass  # the same content, saved by a call on another file with it

    def _append(self, line: Begun | Before | After | Undone, durable: bool = False) -> None:
        assert self.folder is not None
        append_line(self.folder, line, durable)


def append_line(folder: Path, line: Begun | Before | After | Undone, durable: bool = False) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / LOG_NAME, "a", encoding="utf-8") as handle:
        handle.write(line.model_dump_json() + "\n")
        handle.flush()
        if durable:
            os.fsync(handle.fileno())


class Watch:
    """One call's files: saved before it runs (on entering), their new state noted after (on leaving,
    Ctrl-C included), and the diff for the human added to its result (`shown`)."""

    def __init__(self, keeper: Checkpoints, workspace: Workspace, paths: list[Path]):
        self.keeper = keeper
        self.workspace = workspace
        self.paths = paths
        self.before: dict[Path, FileState] = {}
        self.after: dict[Path, FileState] = {}
        self.problems: list[str] = []

    def __enter__(self) -> Watch:
        for path in self.paths:
            name = self.workspace.display(path)
            try:
                state = FileState.of(path)
                if state is None:
                    continue
                self.before[path] = state
                self.keeper.save_before(path, name, state)
            except OSError as err:
                self.problems.append(f"no checkpoint of {name} ({err.strerror or err}): undo cannot restore it")
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
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
    except FileNotFoundError:
        return None


def undo_latest(folder: Path, force: bool = False) -> UndoReport:
    """Restore the files of the newest exchange not undone yet and note that it is undone.

    A file that is neither as the agent left it nor as it was before was changed by someone else: then
    nothing is restored (the report lists them) unless `force`. Raises UserError when nothing is left."""
    pending = [changes for changes in read_log(folder) if not changes.undone]
    if not pending:
        raise UserError("nothing to undo: every exchange of this session is undone already, or there was none")
    changes = pending[-1]
    report = UndoReport(exchange=changes.exchange, done=False)
    to_restore: list[FileChange] = []
    for change in changes.files.values():
        now = current_sha(change.before.path)
        if now == change.before.sha256:
            continue  # as it was already
        if not change.after_known or now != change.after:
            report.conflicts.append(change.before.name)
        to_restore.append(change)
    if report.conflicts and not force:
        return report
    for change in to_restore:
        try:
            _restore(folder, change.before)
        except OSError as err:
            report.failures.append(f"{change.before.name}: {err.strerror or err}")
            continue
        (report.restored if change.before.existed else report.removed).append(change.before.name)
        report.paths.append(change.before.path)
    append_line(folder, Undone(exchange=changes.exchange), durable=True)
    report.done = True
    return report


def _restore(folder: Path, before: Before) -> None:
    path = Path(before.path)
    if not before.existed:
        path.unlink(missing_ok=True)
        return
    assert before.sha256 is not None
    data = (folder / BLOB_FOLDER / before.sha256).read_bytes()
    write_atomically(path, data, keep=Ownership(before.uid, before.gid, before.mode))


def session_changes(folder: Path) -> list[tuple[str, str]]:
    """Each file the session's exchanges (those not undone) changed, with its diff from before the first
    change to now ("" when it is as it was)."""
    first: dict[str, Before] = {}
    for changes in read_log(folder):
        if not changes.undone:
            for path, change in changes.files.items():
                first.setdefault(path, change.before)
    shown = []
    for path, before in first.items():
        then = FileState(exists=False)
        if before.sha256 is not None:
            blob = folder / BLOB_FOLDER / before.sha256
            then = FileState.of(blob) or then
        now = FileState.of(Path(path)) or FileState(exists=False)
        shown.append((before.name, then.diff_to(before.name, now)))
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
