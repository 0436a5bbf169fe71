"""The checkpoint log of a session: one typed line per thing that happened, appended, and the saved contents.

    checkpoints/<session id>/log.jsonl        begun / before / after / undone / tree lines, appended
    checkpoints/<session id>/blobs/<sha256>   the saved contents

`agent/undo/checkpoints.py` writes it as the tools run; `agent/undo/checkpoint_undo.py` reads it to undo an exchange.
It imports no tool: the tools' runtime imports the checkpoints, which import this.
All of it is the user's only: 0600 files in 0700 folders.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, Field, TypeAdapter, ValidationError

from agent.errors import UserError
from agent.paths import data_dir, private_file

LOG_NAME = "log.jsonl"
BLOB_FOLDER = "blobs"


def checkpoints_dir(session_id: str) -> Path:
    return data_dir() / "checkpoints" / session_id


# --- the log: one typed line per thing that happened ---


class ExchangeLine(BaseModel):
    """What every line says: what happened (`kind`: each line's class names its own) in which exchange."""

    kind: str
    exchange: int


class Begun(ExchangeLine):
    kind: Literal["begun"] = "begun"


class Before(ExchangeLine):
    """A file as it was before the exchange first changed it."""

    kind: Literal["before"] = "before"
    path: str  # the real path
    name: str  # as the user knows it: relative to the workspace
    existed: bool
    sha256: str | None = None  # of the content, kept in blobs/<sha256>
    mode: int = 0
    uid: int = 0
    gid: int = 0


class After(ExchangeLine):
    """What a file held after one of the exchange's calls (the last one counts)."""

    kind: Literal["after"] = "after"
    path: str
    sha256: str | None  # None: the file does not exist


class Undone(ExchangeLine):
    kind: Literal["undone"] = "undone"


class WorkspaceTree(ExchangeLine):
    """The workspace as a snapshot tree, before the exchange's first command or after one of them."""

    kind: Literal["tree"] = "tree"
    when: Literal["before", "after"]
    root: str  # the workspace's real path
    tree: str  # in the workspace's snapshot store
    modes: str  # sha256 of the files' permission bits (JSON), kept in blobs/
    skipped: list[str] = []  # too large to keep
    left_out: list[str] = []  # what else it does not hold and why, one line each
    seconds: float = 0.0


class TreeOff(ExchangeLine):
    """A snapshot after a command failed: undo cannot take back what the exchange's commands changed, unless a
    later snapshot in it succeeds (it holds everything since the first)."""

    kind: Literal["tree_off"] = "tree_off"
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
            changes.tree_off = None
    return list(exchanges.values())


def append_line(folder: Path, line: Line, durable: bool = False) -> None:
    with open(private_file(folder / LOG_NAME), "a", encoding="utf-8") as handle:
        handle.write(line.model_dump_json() + "\n")
        handle.flush()
        if durable:
            os.fsync(handle.fileno())
