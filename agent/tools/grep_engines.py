"""The two ways grep finds matching lines: ripgrep when it is installed, Python otherwise, with the same results.

Both report files in the same order (depth first, names in byte order), lines split at "\n", a file with a NUL
byte anywhere left out as binary, and the same files left out by `.gitignore` (tree_walk.py defines which;
ripgrep's own ignore handling only narrows the walk, and each file it reports is checked against that
definition). A pattern is always compiled by Python first, so one that Python refuses is refused either way;
one that ripgrep cannot read (look-around, say) is searched by Python.
"""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from agent.tools.tree_walk import GitIgnores, NamePatterns, relative_to

REGEX_METACHARACTERS = frozenset(".^$*+?{}[]\\|()")
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
    """The matching lines of one file: the first `keep` of them (number, text) and how many there are."""

    path: Path
    lines: list[tuple[int, str]] = field(default_factory=list)
    count: int = 0


@dataclass(frozen=True)
class GrepRequest:
    """What to look for and where: `folder` is searched from `ignores.base` down; `names` filters files by
    the path relative to `folder` (None: every file)."""

    regex: re.Pattern[str]
    ignores: GitIgnores
    folder: Path
    names: NamePatterns | None
    name_glob: str | None  # the glob behind `names`, for ripgrep's own filter
    keep: int


class RipgrepUnusable(Exception):
    """ripgrep did not finish the search (a pattern it cannot read, a crash): search with Python instead."""


def find_ripgrep() -> str | None:
    return shutil.which("rg")


def python_hits(request: GrepRequest, files: Iterable[Path]) -> Iterator[FileHits]:
    literal = request.regex.pattern if _is_literal(request.regex) else None
    for path in files:
        try:
            with open(path, "rb", opener=_no_follow) as handle:
                data = handle.read()
        except OSError:
            continue
        if b"\0" in data or (literal is not None and literal.encode("utf-8", "surrogatepass") not in data):
            continue
        hits = FileHits(path)
        lines = data.decode("utf-8", errors="replace").split("\n")
        if lines[-1] == "":
            lines.pop()  # after the last "\n": not a line
        for number, line in enumerate(lines, start=1):
            if request.regex.search(line):
                hits.count += 1
                if len(hits.lines) < request.keep:
                    hits.lines.append((number, line))
        if hits.count:
            yield hits


def _is_literal(regex: re.Pattern[str]) -> bool:
    return not regex.flags & re.IGNORECASE and not REGEX_METACHARACTERS & set(regex.pattern)


def _no_follow(path: str, flags: int) -> int:
    return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))


def ripgrep_hits(request: GrepRequest, ripgrep: str) -> Iterator[FileHits]:
    """The hits ripgrep finds, checked against the walk's rules; raises RipgrepUnusable when it fails."""
    command = [ripgrep, *RIPGREP_FLAGS]
    if request.regex.flags & re.IGNORECASE:
        command.append("--ignore-case")
    glob = request.name_glob
    if glob is not None and "/" not in glob and ":" not in glob:
        # Only narrows the search (ripgrep matches a type's globs against the name); `names` decides.
        command += [f"--type-add=chosen:{glob}", "--type=chosen"]
    command += ["--regexp", request.regex.pattern, "./"]
    start = relative_to(request.ignores.base, request.folder)
    process = subprocess.Popen(
        command, cwd=request.folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    assert process.stdout is not None
    finished = False
    try:
        current: FileHits | None = None
        for raw in process.stdout:
            message = json.loads(raw)
            kind, data = message.get("type"), message.get("data", {})
            if kind == "begin":
                current = None
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
                    line = _text(data["lines"])
                    current.lines.append((int(data["line_number"]), line.removesuffix("\n")))
            elif kind == "end" and current is not None:
                if data.get("binary_offset") is None:
                    yield current
                current = None
            elif kind == "summary":
                finished = True
    finally:
        process.kill()
        process.wait()
    if not finished:
        raise RipgrepUnusable()


def _text(value: dict[str, str]) -> str:
    """ripgrep's JSON holds text as `text`, or as base64 `bytes` when it is not valid UTF-8."""
    if "text" in value:
        return value["text"]
    return base64.b64decode(value["bytes"]).decode("utf-8", errors="replace")
