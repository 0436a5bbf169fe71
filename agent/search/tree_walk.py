"""Walking the workspace as git sees it: `.gitignore` files, nested ones too, hide what they ignore.

One definition serves grep, glob and the ripgrep check: a file under a searched folder is left out when a
folder between the searched one and the file, or the file itself, is ignored by the `.gitignore` files of
the walk's base (the workspace root) and every folder below it (a deeper file's rules win, as in git). The
searched folder itself is never left out: naming it asks for it. `.git` folders and symbolic links are
never entered (a link may lead out of the workspace), nor folders that hold credentials.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

from pathspec import GitIgnoreSpec

from agent.search.search_deadline import Deadline

GIT_DIR = ".git"
IGNORE_FILE = ".gitignore"
# Brace alternatives in a name pattern, as shells and ripgrep write them: *.{py,md}. Not nested.
BRACES = re.compile(r"\{([^{}]*)\}")


@dataclass(frozen=True)
class IgnoreFile:
    """One `.gitignore`: its folder relative to the walk's base ("" for the base) and its patterns."""

    folder: str
    spec: GitIgnoreSpec


def read_ignore_file(folder: Path, relative: str) -> IgnoreFile | None:
    path = folder / IGNORE_FILE
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return None  # a link to a file elsewhere is not the project's rules
        lines = path.read_bytes().decode("utf-8", errors="replace").splitlines()
    except OSError:
        return None
    return IgnoreFile(relative, spec_of(lines))


def spec_of(lines: list[str]) -> GitIgnoreSpec:
    """The patterns of `lines`; a line pathspec cannot read is left out rather than losing the whole file."""
    try:
        return GitIgnoreSpec.from_lines(lines)
    except ValueError:
        readable = []
        for line in lines:
            try:
                GitIgnoreSpec.from_lines([line])
            except ValueError:
                continue
            readable.append(line)
        return GitIgnoreSpec.from_lines(readable)


def expand_braces(pattern: str) -> list[str]:
    """`*.{py,md}` -> `*.py`, `*.md`: what a shell or ripgrep makes of it."""
    found = BRACES.search(pattern)
    if found is None:
        return [pattern]
    head, tail = pattern[: found.start()], pattern[found.end() :]
    return [expanded for choice in found[1].split(",") for expanded in expand_braces(head + choice + tail)]


class NamePattern:
    """A glob as .gitignore reads one: without a `/` it matches a name at any depth, with one it is anchored at
    the base; `**` spans folders; a match on a folder takes in what lies below it; a trailing `/` matches
    folders only. Matched one path component at a time with `fnmatch`, whose translation commits to each
    `*X` (an atomic group), so `*a*a*a*a*ab` against a long name takes microseconds: pathspec's regular
    expressions backtracked for minutes on it."""

    def __init__(self, pattern: str):
        folders_only = pattern.endswith("/")
        parts = [part for part in pattern.strip("/").split("/") if part]
        if "/" not in pattern.rstrip("/"):
            parts = ["**", *parts]  # a bare name: at any depth
        self.parts = parts
        self.folders_only = folders_only

    def match_file(self, relative: str) -> bool:
        names = [name for name in relative.split("/") if name]
        # The pattern may end on a folder above the file (everything below it matches), or, unless it names
        # folders only, on the file itself.
        last = len(names) - 1 if self.folders_only else len(names)
        return self._matches(0, 0, names, last, {})

    def _matches(self, i: int, j: int, names: list[str], last: int, seen: dict[tuple[int, int], bool]) -> bool:
        """Whether parts[i:] match names[j:] up to an end between the first name and names[last - 1]."""
        if (i, j) in seen:
            return seen[(i, j)]
        more = j < len(names)
        if i == len(self.parts):
            result = 1 <= j <= last
        elif self.parts[i] == "**":
            result = self._matches(i + 1, j, names, last, seen) or (more and self._matches(i, j + 1, names, last, seen))
        else:
            result = more and fnmatchcase(names[j], self.parts[i]) and self._matches(i + 1, j + 1, names, last, seen)
        seen[(i, j)] = result
        return result


class NamePatterns:
    """Several patterns (`*.{py,md}` expanded): a path matches when one of them does."""

    def __init__(self, patterns: list[str]):
        self.patterns = [NamePattern(pattern) for pattern in patterns]

    def match_file(self, relative: str) -> bool:
        return any(pattern.match_file(relative) for pattern in self.patterns)


def name_pattern(pattern: str) -> NamePatterns:
    """A glob as .gitignore reads one (NamePattern), braces expanded."""
    return NamePatterns(expand_braces(pattern))


class GitIgnores:
    """The `.gitignore` rules of one base folder, read once per folder as the walk needs them."""

    def __init__(self, base: Path):
        self.base = base
        self._files: dict[str, tuple[IgnoreFile, ...]] = {}

    def files_for(self, folder: str) -> tuple[IgnoreFile, ...]:
        """The ignore files that apply to the entries of `folder` (relative to base), deepest last."""
        if folder not in self._files:
            parent = self.files_for(parent_of(folder)) if folder else ()
            own = read_ignore_file(self.base / folder, folder)
            self._files[folder] = (*parent, own) if own is not None else parent
        return self._files[folder]

    def ignores(self, relative: str, is_dir: bool) -> bool:
        """Whether the entry `relative` (to base) is ignored by the rules of its folder and those above it."""
        for ignore in reversed(self.files_for(parent_of(relative))):
            below = relative[len(ignore.folder) + 1 :] if ignore.folder else relative
            result = ignore.spec.check_file(below + "/" if is_dir else below)
            if result.include is not None:
                return bool(result.include)
        return False

    def hides(self, start: str, relative: str) -> bool:
        """Whether the file `relative` is left out of a walk from the folder `start` (see the module)."""
        parts = relative.split("/")
        skip = len(start.split("/")) if start else 0
        for depth in range(skip, len(parts)):
            if parts[depth] == GIT_DIR:
                return True
            if self.ignores("/".join(parts[: depth + 1]), is_dir=depth < len(parts) - 1):
                return True
        return False


def parent_of(relative: str) -> str:
    return relative.rsplit("/", 1)[0] if "/" in relative else ""


def relative_to(base: Path, path: Path) -> str:
    """`path` below `base` as a "/"-joined string ("" for base itself)."""
    return "/".join(path.relative_to(base).parts)


def walk_files(
    ignores: GitIgnores, start: Path, refuse: Callable[[str], bool], deadline: Deadline | None = None
) -> Iterator[Path]:
    """The regular files under `start` (a folder at or below the base) that the walk keeps, depth first with
    each folder's entries in byte order of their names (ripgrep's --sort path). `refuse` is asked about each
    folder and leaves it out (credential folders, the agent's own records); files are the caller's to check.
    Raises TimeUp once `deadline` has passed."""
    # A stack of listings rather than recursion: a deep tree must not reach Python's recursion limit.
    stack = [_listing(start, relative_to(ignores.base, start))]
    while stack:
        if deadline is not None:
            deadline.check()
        entry_and_relative = next(stack[-1], None)
        if entry_and_relative is None:
            stack.pop()
            continue
        entry, relative = entry_and_relative
        try:
            is_dir = entry.is_dir(follow_symlinks=False)
            is_file = entry.is_file(follow_symlinks=False)
        except OSError:
            continue
        if entry.name == GIT_DIR or not (is_dir or is_file) or (is_dir and refuse(entry.path)):
            continue
        if ignores.ignores(relative, is_dir):
            continue
        if is_file:
            yield Path(entry.path)
        else:
            stack.append(_listing(Path(entry.path), relative))


def _listing(folder: Path, relative: str) -> Iterator[tuple[os.DirEntry[str], str]]:
    """A folder's entries in byte order of their names, each with its path relative to the base."""
    try:
        with os.scandir(folder) as listing:
            entries = sorted(listing, key=lambda entry: os.fsencode(entry.name))
    except OSError:
        return iter(())
    return ((entry, f"{relative}/{entry.name}" if relative else entry.name) for entry in entries)
