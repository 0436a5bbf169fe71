"""The two ways grep finds matching lines: ripgrep when it is installed, Python otherwise, with the same results.

Both report files in the same order (depth first, names in byte order), lines split at "\n", a file with a NUL
byte anywhere left out as binary, and the same files left out by `.gitignore` (tree_walk.py defines which;
ripgrep's own ignore handling only narrows the walk, and each file it reports is checked against that
definition). A pattern is always compiled by Python first, so one that Python refuses is refused either way;
one that ripgrep cannot read (look-around, say) is searched by Python. Both run within the call's deadline; a
file with a line too long for ripgrep's JSON to be read in bounded memory is searched by Python (line_search.py).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import threading
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from agent.search.line_search import READ_CHUNK_BYTES, GrepPattern, PatternTooSlow, scan_chunks
from agent.search.search_deadline import Deadline
from agent.search.tree_walk import GitIgnores, NamePatterns, relative_to

# A ripgrep message (one JSON line) longer than this holds a line too long to parse whole: Python searches
# that file instead, a window at a time.
MAX_RIPGREP_MESSAGE_BYTES = 1024 * 1024
# ripgrep holds a whole line, and its JSON, in memory: past this much data it fails (and Python searches).
RIPGREP_DATA_LIMIT_KB = 256 * 1024
# ripgrep's flags that make its walk and output what the Python search does: no config file, JSON, sorted,
# hidden files searched, only .gitignore files (not .ignore, .rgignore, the global excludes or parents'),
# bytes as they are (no transcoding by BOM), `.git` never entered.
RIPGREP_FLAGS = (
    "--no-config",
    "--json",
    "--sort=path",
    "--hidden",
    "--no-require-git",
    "--no-ignore-dot",
    "--no-ignore-exclude",
    "--no-ignore-global",
    "--no-ignore-parent",
    "--encoding=none",
    "--no-messages",
    "--glob=!.git",
)


@dataclass
class FileHits:
    """The matching lines of one file: the first `keep` of them (number, text as shown) and how many there are."""

    path: Path
    lines: list[tuple[int, str]] = field(default_factory=list)
    count: int = 0


@dataclass(frozen=True)
class GrepRequest:
    """What to look for and where: `folder` is searched from `ignores.base` down; `names` filters files by
    the path relative to `folder` (None: every file)."""

    pattern: GrepPattern
    ignores: GitIgnores
    folder: Path
    names: NamePatterns | None
    name_glob: str | None  # the glob behind `names`, for ripgrep's own filter
    keep: int
    deadline: Deadline


class RipgrepUnusable(Exception):
    """ripgrep did not finish the search (a pattern it cannot read, a crash): search with Python instead."""


def find_ripgrep() -> str | None:
    return shutil.which("rg")


def python_hits(request: GrepRequest, files: Iterable[Path]) -> Iterator[FileHits]:
    """Raises PatternTooSlow (with the file's path) for a pattern that backtracks, TimeUp past the deadline."""
    for path in files:
        request.deadline.check()
        try:
            with open(path, "rb", opener=_no_follow) as handle:
                chunks = iter(lambda: handle.read(READ_CHUNK_BYTES), b"")
                found = scan_chunks(chunks, request.pattern, request.keep, request.deadline)
        except OSError:
            continue
        except PatternTooSlow:
            raise PatternTooSlow(path) from None
        if found is not None and found.count:
            yield FileHits(path, found.lines, found.count)


def _no_follow(path: str, flags: int) -> int:
    return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))


def ripgrep_hits(request: GrepRequest, ripgrep: str) -> Iterator[FileHits]:
    """The hits ripgrep finds, checked against the walk's rules; raises RipgrepUnusable when it fails."""
    command = [ripgrep, *RIPGREP_FLAGS]
    if request.pattern.ignore_case:
        command.append("--ignore-case")
    glob = request.name_glob
    if glob is not None and "/" not in glob and ":" not in glob:
        # Only narrows the search (ripgrep matches a type's globs against the name); `names` decides.
        command += [f"--type-add=chosen:{glob}", "--type=chosen"]
    command += ["--regexp", request.pattern.text, "./"]
    start = relative_to(request.ignores.base, request.folder)
    # The limit is set by sh before it becomes ripgrep: preexec_fn is unsafe beside the runtime's threads.
    limited = ["sh", "-c", f'ulimit -d {RIPGREP_DATA_LIMIT_KB} 2>/dev/null; exec "$0" "$@"', *command]
    process = subprocess.Popen(
        limited, cwd=request.folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert process.stdout is not None
    # Past the deadline ripgrep is killed; its output then ends, and the search with it.
    timer = threading.Timer(request.deadline.remaining(), process.kill)
    timer.daemon = True
    timer.start()
    finished = False
    try:
        current: FileHits | None = None
        too_long = False  # the current file has a line whose message was not read
        while raw := process.stdout.readline(MAX_RIPGREP_MESSAGE_BYTES):
            if not raw.endswith(b"\n") and len(raw) == MAX_RIPGREP_MESSAGE_BYTES:
                while (rest := process.stdout.readline(MAX_RIPGREP_MESSAGE_BYTES)) and not rest.endswith(b"\n"):
                    pass  # the rest of a huge line's message, dropped as it comes
                too_long = True
                continue
            message = json.loads(raw)
            kind, data = message.get("type"), message.get("data", {})
            if kind == "begin":
                current, too_long = None, False
                path = request.folder / _text(data["path"]).removeprefix("./")
                below = relative_to(request.folder, path)
                if request.ignores.hides(start, relative_to(request.ignores.base, path)):
                    continue
                if request.names is not None and not request.names.match_file(below):
                    continue
                current = FileHits(path)
            elif kind == "match" and current is not None:
                current.count += 1
                if len(current.lines) < request.keep:
                    line = _text(data["lines"]).removesuffix("\n")
                    current.lines.append((int(data["line_number"]), request.pattern.show(line)))
            elif kind == "end" and current is not None:
                if data.get("binary_offset") is None:
                    yield from python_hits(request, [current.path]) if too_long else [current]
                current = None
            elif kind == "summary":
                finished = True
    finally:
        timer.cancel()
        process.kill()
        process.wait()
    if not finished:
        request.deadline.check()
        raise RipgrepUnusable()


def _text(value: dict[str, str]) -> str:
    """ripgrep's JSON holds text as `text`, or as base64 `bytes` when it is not valid UTF-8."""
    if "text" in value:
        return value["text"]
    return base64.b64decode(value["bytes"]).decode("utf-8", errors="replace")
