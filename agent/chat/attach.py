"""`@path` in a chat message: the file's content goes with the message, as the read tool shows it.

The file is read through the session's own runtime (`read` tool, permission gate, read records), so
it counts as read: the agent may edit it without reading it again, and a change on disk after the
attachment is caught by the stale-file check as for any file the agent read.
"""

from __future__ import annotations

import re
from typing import Protocol

from agent.calls.runtime import ToolRuntime

MENTION = re.compile(r"(?<!\S)@(\S+)")


class Notes(Protocol):
    def note(self, text: str) -> None: ...


def mentioned_paths(text: str) -> list[str]:
    """The `@path` words of a message, each once, in order (trailing punctuation is not part of a path)."""
    found: list[str] = []
    for match in MENTION.finditer(text):
        path = match.group(1).rstrip(".,;:!?)")
        if path and path not in found:
            found.append(path)
    return found


def attach_files(text: str, runtime: ToolRuntime, notes: Notes) -> str:
    """The message to send: `text`, then each mentioned file that exists as the read tool returns it.
    A mention that is not a file of the workspace stays plain text, and the user is told why."""
    attached = []
    missing: list[str] = []
    folders: list[str] = []
    for path in mentioned_paths(text):
        found = runtime.workspace.root / path
        if not found.is_file():  # left in the message as it is, and the user is told it went alone
            (folders if found.is_dir() else missing).append(f"@{path}")
            continue
        result = runtime.run("read", {"path": path})
        if result.is_error:
            notes.note(f"@{path} not attached: {result.content.splitlines()[0] if result.content else 'refused'}")
            continue
        notes.note(f"attached {path}")
        attached.append(f"[The user attached {path}; its content, as the read tool shows it:]\n{result.content}")
    if missing:
        notes.note(f"not attached, no such file in the workspace: {', '.join(missing)}")
    if folders:
        notes.note(
            f"not attached, a folder (attach its files, e.g. @{folders[0][1:].rstrip('/')}/name): {', '.join(folders)}"
        )
    return "\n\n".join([text, *attached])
