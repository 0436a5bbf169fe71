"""A file's change as a unified diff for the human (the model gets the tool's short summary instead).

Used for the diff under an edit or write (chat and `agent run`'s live view) and for `/diff`. Both sides
are bytes as they were on disk: text that is not UTF-8 and very large files get one line, not a diff.
"""

from __future__ import annotations

import difflib

# What the diff of one call may show; past it, a line says how much more there is.
MAX_DIFF_LINES = 60
# Larger sides are not diffed: difflib's matching is quadratic in the worst case.
MAX_DIFF_BYTES = 1024 * 1024
CONTEXT_LINES = 3


def _text(data: bytes | None) -> str | None:
    if data is None:
        return ""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def unified_diff(name: str, before: bytes | None, after: bytes | None) -> str:
    """The diff from `before` to `after` (None: the file does not exist on that side); "" when equal."""
    if before == after:
        return ""
    old, new = _text(before), _text(after)
    size = len(before or b"") + len(after or b"")
    if old is None or new is None or size > MAX_DIFF_BYTES:
        why = "binary" if old is None or new is None else "too large to diff"
        return f"{name}: {why}, {_size(before)} → {_size(after)}"
    lines = difflib.unified_diff(
        old.splitlines(keepends=True),
        new.splitlines(keepends=True),
        fromfile="/dev/null" if before is None else f"a/{name}",
        tofile="/dev/null" if after is None else f"b/{name}",
        n=CONTEXT_LINES,
    )
    # A last line without a newline is marked as git marks it, so the diff stays one line per line.
    return "".join(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n" for line in lines)


def _size(data: bytes | None) -> str:
    return "absent" if data is None else f"{len(data)} bytes"


def shortened(diff: str, max_lines: int = MAX_DIFF_LINES) -> str:
    """At most `max_lines` lines of `diff`, and a line saying how many more there were."""
    lines = diff.splitlines()
    if len(lines) <= max_lines:
        return diff
    more = len(lines) - max_lines
    return "\n".join(lines[:max_lines]) + f"\n… {more} more line{'s' if more != 1 else ''}\n"


def line_style(line: str) -> str:
    """How a diff line is coloured: removed red, added green, hunk headers cyan, file headers bold."""
    if line.startswith(("+++", "---")):
        return "bold"
    if line.startswith("+"):
        return "green"
    if line.startswith("-"):
        return "red"
    if line.startswith("@@"):
        return "cyan"
    return ""
