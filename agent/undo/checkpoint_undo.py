"""Undo and /diff from the checkpoints: what an exchange changed, putting its files back as they were, and
the lines that say what was restored. A file someone changed since the agent last wrote it is not overwritten
unless forced; nothing is written through a folder that became a symbolic link."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from pydantic import BaseModel

from agent.errors import UserError
from agent.file_safety.atomic_write import Ownership, write_atomically
from agent.messages import Message
from agent.terminal.file_diff import MAX_DIFF_BYTES
from agent.undo.checkpoint_log import BLOB_FOLDER, Before, ExchangeChanges, Undone, append_line, read_log
from agent.undo.checkpoints import Checkpoints, FileState
from agent.undo.workspace_snapshot import GIT_MODES, SnapshotUnavailable, TreeEntry, WorkspaceSnapshots, state_of

# --- undo and /diff ---

MESSAGE_SHOWN = 60  # characters of the message an undo names


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
    if first is not None:  # what the snapshot before the first command did not hold: undo cannot bring it back
        plan.problems += [
            f"{name}: too large for the snapshot (undo cannot take back commands' changes)" for name in first.skipped
        ]
    left_out = [line for tree in (first, last) if tree is not None for line in tree.left_out]
    plan.problems += [f"what commands did to {line}" for line in dict.fromkeys(left_out)]
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


class Undoable(BaseModel):
    """An exchange an undo can take back: not undone yet, and it changed files (through tools or commands)."""

    exchange: int  # the record of its user message
    names: list[str]  # the files, as the user knows them
    problems: list[str] = []


def undoable_exchanges(folder: Path) -> list[Undoable]:
    """The exchanges an undo can take back, newest first; those that changed no file are not among them."""
    found = []
    for changes in read_log(folder):
        if changes.undone:
            continue
        plan = plan_exchange(folder, changes)
        if plan.files or plan.problems:
            names = [restoration.name for restoration in plan.files.values()]
            found.append(Undoable(exchange=changes.exchange, names=names, problems=plan.problems))
    return found[::-1]


def undo_back_to(folder: Path, exchange: int | None = None, force: bool = False) -> UndoReport:
    """Restore the files of every exchange not undone yet from `exchange` (default: the newest that changed
    files) on, newest first, so they are as they were before it; later exchanges that changed no file are
    noted as undone too (the conversation goes back past them). Stops at an exchange with a file changed
    since the agent wrote it unless `force`: the report says how far it got. Raises UserError when no
    exchange is left to undo."""
    undoable = undoable_exchanges(folder)
    if not undoable:
        raise UserError("nothing to undo: no exchange of this session that changed files is left to take back")
    chosen = undoable[0].exchange if exchange is None else exchange
    if chosen not in {candidate.exchange for candidate in undoable}:
        raise UserError(f"nothing to undo at exchange {chosen}: it changed no files or is undone already")
    total = UndoReport(exchange=chosen, done=False)
    for changes in reversed(read_log(folder)):
        if changes.undone or changes.exchange < chosen:
            continue
        report = _undo_exchange(folder, changes, force)
        if not report.done and not total.done:
            return report
        if not report.done:  # what was undone so far stays undone; the conversation goes back that far
            names = ", ".join(report.conflicts)
            total.failures.append(f"{names}: changed since the agent wrote them, so the undo stopped before it")
            return total
        total.done, total.exchange = True, changes.exchange
        total.conflicts += report.conflicts
        total.restored += [name for name in report.restored if name not in total.restored]
        total.removed += [name for name in report.removed if name not in total.removed]
        total.failures += report.failures
        total.paths += [path for path in report.paths if path not in total.paths]
    return total


def undo_latest(folder: Path, force: bool = False) -> UndoReport:
    """Undo the newest exchange that changed files (and any later one that changed none)."""
    return undo_back_to(folder, None, force)


def _undo_exchange(folder: Path, changes: ExchangeChanges, force: bool) -> UndoReport:
    """Restore the files of one exchange and note that it is undone; not `done` when a file changed since."""
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


def message_of(messages: list[Message], exchange: int) -> str | None:
    """The first line of the user message that began `exchange`, or None when it is no longer in the conversation."""
    for message in messages:
        if message.record == exchange and message.role == "user":
            lines = message.content.strip().splitlines()
            first = lines[0] if lines else ""
            return first if len(first) <= MESSAGE_SHOWN else first[: MESSAGE_SHOWN - 1].rstrip() + "…"
    return None


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


def changed_in_exchange(keeper: Checkpoints) -> list[str]:
    """The files the current exchange has changed so far, as shown to the user: through its tools in the order
    first changed, then through its commands (from the snapshots)."""
    names, folder, exchange, commands = keeper.so_far()
    if not commands or folder is None:
        return names
    try:
        changes = [changes for changes in read_log(folder) if changes.exchange == exchange]
        planned = [restoration.name for restoration in plan_exchange(folder, changes[-1]).files.values()]
    except (UserError, IndexError):
        return names
    return names + [name for name in planned if name not in names]
