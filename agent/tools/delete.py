"""The delete tool: removes one file the agent has read, under the file's lock, as edit and write change one.

Like an edit, a delete needs a read of the file in this session (the agent should know what it removes) and
is refused when the file changed since. The last check is made on the open file right before the unlink;
should another program write to it in the moment between that check and the unlink, the file is put back
with that write and the delete is reported as stale.
"""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from pydantic import Field

from agent.errors import ToolFailure
from agent.file_safety import no_symlinks
from agent.file_safety.atomic_write import FileCreatedMeanwhile, write_atomically
from agent.file_safety.read_records import RACY_WINDOW_NS, READ_FLAGS, STALE_MESSAGE, StaleFile, UnchangedGuard
from agent.messages import ToolResult
from agent.tools.files import FileTool
from agent.tools.tool import PathArgument, ToolArgs, names_in


class DeleteArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")


def not_read_for_delete(shown: str) -> str:
    return (
        f"Cannot delete {shown} because it has not been read in this session. "
        "Read the file first (so you know what you remove), then retry."
    )


class DeleteTool(FileTool):
    name = "delete"
    description = "Delete one file. Read it first; refused if it changed since."
    Args = DeleteArgs
    path_arguments = (PathArgument(name="path", must_exist=True, writes=True),)
    aliases = names_in("delete_file remove_file rm unlink delete_path remove_path")

    def run(self, args: DeleteArgs) -> ToolResult:
        real = self.workspace.resolve(args.path)
        try:
            st = no_symlinks.lstat(real)
        except FileNotFoundError:
            st = None
        if st is not None and stat.S_ISDIR(st.st_mode):
            raise ToolFailure(
                f"{args.path} is a folder; delete removes one file at a time (delete its files, or ask the user)"
            )
        real, key, _ = self.locate(args.path)
        with self.records.locked(key):
            if self.records.get(key) is None and no_symlinks.exists(real):
                raise ToolFailure(not_read_for_delete(args.path))
            content = self.authorise(real, key, args.path)
            if content is None:
                raise ToolFailure(f"{args.path} does not exist")
            remove_unchanged(real, content, args.path)
            # The agent now knows the file is gone: a later write may create it again.
            self.records.forget(key)
        return ToolResult(content=f"deleted {args.path} ({len(content[0])} bytes)")


def remove_unchanged(real: Path, seen: tuple[bytes, os.stat_result], shown: str) -> None:
    """Unlink `real` if it is still what the agent saw; a write that lands during the unlink is put back."""
    data, before = seen
    # Kept open: a late write to it is still there to read. The path was resolved and checked: no link on it
    # is followed now (a folder swapped for a link since would send the unlink elsewhere).
    with os.fdopen(no_symlinks.open_file(real, READ_FLAGS), "rb") as old:
        guard = UnchangedGuard(real, seen, shown)
        try:
            guard.before_replace()  # StaleFile when the file is no longer what the agent read
            no_symlinks.unlink(real)
        finally:
            guard.close()
        after = os.fstat(old.fileno())
        late: bytes | None = None
        if (after.st_size, after.st_mtime_ns) != (before.st_size, before.st_mtime_ns):
            late = old.read()
        elif after.st_mtime_ns >= time.time_ns() - RACY_WINDOW_NS:
            # A write in the same timestamp tick keeps size and time: compare the content.
            current = old.read()
            late = current if current != data else None
    if late is None:
        return
    try:
        # As a new file: one another program created meanwhile stays theirs.
        write_atomically(real, late, no_symlinks=True)
        restored = no_symlinks.open_file(real, os.O_RDONLY | os.O_NONBLOCK)
        try:
            os.fchmod(restored, before.st_mode & 0o7777)
        finally:
            os.close(restored)
    except FileCreatedMeanwhile:
        pass
    raise StaleFile(
        f"{STALE_MESSAGE}\n{shown} was changed by another program while the agent deleted it; it was put back "
        "with that change."
    )
