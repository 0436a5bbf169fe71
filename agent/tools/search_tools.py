"""Search tools: grep (lines by regular expression), glob (files by name), ls (one folder's entries).

They read the whole workspace, so they run beside other reads. What `.gitignore` ignores is left out
(tree_walk.py), and grep never shows a line of a file the read tool would refuse or ask about: such files are
counted and named as skipped, never printed. grep and glob stop at SEARCH_TIME_LIMIT_S and say so, showing
what they found by then; grep's patterns cannot hang it (line_search.py).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import regex
from pydantic import Field

from agent.errors import ToolFailure
from agent.file_safety import no_symlinks
from agent.file_safety.text_format import describe_size
from agent.messages import ToolResult
from agent.search.grep_engines import (
    FileHits,
    GrepRequest,
    RipgrepUnusable,
    find_ripgrep,
    python_hits,
    ripgrep_hits,
)
from agent.search.line_search import PATTERN_TIME_LIMIT_S, GrepPattern, PatternTooSlow
from agent.search.search_deadline import Deadline, TimeUp
from agent.search.tree_walk import GitIgnores, name_pattern, relative_to, walk_files
from agent.tools.files import CREDENTIAL_SCAN_BYTES, credential_in
from agent.tools.tool import (
    WHOLE_WORKSPACE,
    KeyFunction,
    PathArgument,
    Resource,
    Tool,
    ToolArgs,
    ToolContext,
    Workspace,
    is_agent_record,
    is_credential,
    names_in,
)

MAX_MATCHES = 100
# A grep or glob call stops here (ripgrep searches a large repository in well under a second).
SEARCH_TIME_LIMIT_S = 30.0
MAX_GLOB_PATHS = 100
MAX_LS_ENTRIES = 50

# Whether the read tool may read this real path without asking (the permission gate's answer).
ReadCheck = Callable[[Path], bool]


class GrepArgs(ToolArgs):
    pattern: str = Field(description="regular expression")
    path: str = Field(".", description="file or folder to search")
    glob: str = Field("", description="only files matching it, e.g. *.py")
    ignore_case: bool = Field(False, description="case-insensitive")


class GlobArgs(ToolArgs):
    pattern: str = Field(description="e.g. **/*.py")


class LsArgs(ToolArgs):
    path: str = Field(".", description="folder")


class SearchTool(Tool):
    """A tool that reads across the workspace: runs beside reads, waits for writes."""

    read_only = True

    @classmethod
    def resources(cls, args: Any, key_of: KeyFunction) -> list[Resource]:
        return [Resource(key=WHOLE_WORKSPACE, mode="read")]

    def refuses(self, path: str) -> bool:
        """Folders the walk never enters: credentials, the agent's own records."""
        return is_credential(path) or is_agent_record(path)

    def ignores_for(self, real: Path) -> GitIgnores:
        """The .gitignore rules for a walk of `real`: the workspace root's down, or (in an allowed folder
        outside the workspace) from `real` itself."""
        root = self.workspace.root
        return GitIgnores(root if real == root or root in real.parents else real)


class GrepTool(SearchTool):
    name = "grep"
    description = "Search files for a regular expression: path:line: text lines. Skips .gitignore'd files."
    Args = GrepArgs
    path_arguments = (PathArgument(name="path"),)
    aliases = names_in(
        "search_file_content grep_search search_files search_file_contents search_code search_content search_in_files",
        "find_in_files code_search ripgrep rg grep_files",
    )

    @classmethod
    def create(cls, context: ToolContext) -> Tool:
        return cls(context.workspace, context.may_read)

    def __init__(self, workspace: Workspace, readable: ReadCheck):
        super().__init__(workspace)
        self.readable = readable

    def target(self, args: GrepArgs) -> str:
        return args.pattern if args.path == "." else f"{args.pattern} in {args.path}"

    def run(self, args: GrepArgs) -> ToolResult:
        try:
            pattern = GrepPattern(args.pattern, args.ignore_case)
        except regex.error as err:
            raise ToolFailure(f"pattern is not a valid regular expression ({err}); escape special characters") from None
        real = self.workspace.resolve(args.path)
        try:
            st = os.stat(real)
        except FileNotFoundError:
            raise ToolFailure(f"{args.path} does not exist") from None
        glob = args.glob.strip() or None  # "": every file
        names = name_pattern(glob) if glob is not None else None
        deadline = Deadline(SEARCH_TIME_LIMIT_S)
        request = GrepRequest(pattern, self.ignores_for(real), real, names, glob, MAX_MATCHES, deadline)
        report = GrepReport(self)
        try:
            if stat.S_ISDIR(st.st_mode):
                self.search_folder(request, report)
            else:
                for hits in python_hits(request, [real]):  # named: searched whatever .gitignore says
                    report.add(hits)
        except TimeUp:
            report.stopped = True
        except PatternTooSlow as slow:
            shown = self.workspace.display(slow.args[0])
            raise ToolFailure(
                f"the pattern took too long (over {PATTERN_TIME_LIMIT_S:g} s on one line of {shown}): it backtracks "
                "without end; simplify it, e.g. no nested repetition such as (a+)+ or (a|aa)+"
            ) from None
        return ToolResult(content=report.text(args.pattern, args.path))

    def search_folder(self, request: GrepRequest, report: GrepReport) -> None:
        ripgrep = find_ripgrep()
        if ripgrep is not None:
            try:
                for hits in ripgrep_hits(request, ripgrep):
                    report.add(hits)
                return
            except RipgrepUnusable:
                report.clear()  # a pattern only Python reads, say: the Python search gives the same results
        for hits in python_hits(request, self.files(request)):
            report.add(hits)

    def files(self, request: GrepRequest) -> Iterator[Path]:
        for path in walk_files(request.ignores, request.folder, self.refuses, request.deadline):
            if request.names is None or request.names.match_file(relative_to(request.folder, path)):
                yield path

    def may_show(self, real: Path) -> bool:
        """Whether the read tool would show this file without asking: never print what it refuses."""
        try:
            self.workspace.resolve(str(real))
            st = os.lstat(real)
        except (ToolFailure, OSError):
            return False
        if st.st_nlink > 1 or not self.readable(real):
            return False  # a hard link's other name may be a key file outside the workspace
        try:
            with open(real, "rb") as handle:
                head = handle.read(CREDENTIAL_SCAN_BYTES)
        except OSError:
            return False
        return credential_in(head, real, "") is None


class GrepReport:
    """The lines to show (the first MAX_MATCHES), how many there are in all, and how many files were withheld."""

    def __init__(self, tool: GrepTool):
        self.tool = tool
        self.clear()

    def clear(self) -> None:
        self.lines: list[str] = []
        self.total = 0
        self.withheld = 0
        self.stopped = False  # at the deadline, before the search was done

    def add(self, hits: FileHits) -> None:
        if not self.tool.may_show(hits.path):
            self.withheld += 1
            return
        shown = self.tool.workspace.display(hits.path)
        self.total += hits.count
        for number, line in hits.lines[: MAX_MATCHES - len(self.lines)]:
            self.lines.append(f"{shown}:{number}: {line}")

    def text(self, pattern: str, path: str) -> str:
        parts = list(self.lines) or [f"no lines match {pattern!r} in {path}"]
        if self.stopped:
            parts.append(
                f"(search stopped after {SEARCH_TIME_LIMIT_S:g} s before it was done: the lines above are from the "
                "files searched by then; narrow the path or glob)"
            )
        if self.total > len(self.lines):
            parts.append(
                f"({self.total - len(self.lines)} more matching lines not shown; narrow the pattern, path or glob)"
            )
        if self.withheld:
            files = "1 file" if self.withheld == 1 else f"{self.withheld} files"
            parts.append(f"({files} with matches skipped: they may hold credentials, which the agent does not read)")
        return "\n".join(parts)


class GlobTool(SearchTool):
    name = "glob"
    description = "Find files by path pattern (**/*.py, src/*.ts), newest first. Skips .gitignore'd files."
    Args = GlobArgs
    aliases = names_in("find_files glob_search file_search find_file glob_files search_file_names find_by_name")

    def target(self, args: GlobArgs) -> str:
        return args.pattern

    def run(self, args: GlobArgs) -> ToolResult:
        pattern = args.pattern.strip()
        while pattern.startswith("./"):
            pattern = pattern[2:]
        if not pattern:
            raise ToolFailure("pattern is empty: give a file name pattern such as **/*.py")
        if pattern.startswith(("/", "~", "!")) or ".." in pattern.split("/"):
            raise ToolFailure(f"{args.pattern} is not a pattern inside the workspace; give one such as src/**/*.py")
        names = name_pattern(pattern)
        root = self.workspace.root
        found: list[tuple[int, str]] = []
        stopped = False
        try:
            for path in walk_files(GitIgnores(root), root, self.refuses, Deadline(SEARCH_TIME_LIMIT_S)):
                relative = relative_to(root, path)
                if names.match_file(relative):
                    try:
                        found.append((os.lstat(path).st_mtime_ns, relative))
                    except OSError:
                        continue
        except TimeUp:
            stopped = True
        found.sort(key=lambda item: (-item[0], item[1]))
        lines = [relative for _, relative in found[:MAX_GLOB_PATHS]] or [f"no files match {args.pattern}"]
        if len(found) > MAX_GLOB_PATHS:
            lines.append(f"({len(found) - MAX_GLOB_PATHS} more files not shown; narrow the pattern)")
        if stopped:
            lines.append(
                f"(the walk stopped after {SEARCH_TIME_LIMIT_S:g} s before it was done: files it had not reached "
                "are missing; anchor the pattern in a folder, e.g. src/**/*.py)"
            )
        return ToolResult(content="\n".join(lines))


class LsTool(SearchTool):
    name = "ls"
    description = "List a folder's entries with sizes; folders end with /."
    Args = LsArgs
    path_arguments = (PathArgument(name="path"),)
    aliases = names_in("list_directory list_files listdir dir list_dir")

    def run(self, args: LsArgs) -> ToolResult:
        real = self.workspace.resolve(args.path)
        try:
            # Listed through a descriptor opened without following a link: a folder on the path swapped for a
            # link to outside since the check is refused, not listed.
            folder = no_symlinks.open_file(real, os.O_RDONLY | os.O_DIRECTORY)
        except FileNotFoundError:
            raise ToolFailure(f"{args.path} does not exist") from None
        except NotADirectoryError:
            raise ToolFailure(f"{args.path} is a file, not a folder; use read to see it") from None
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: (entry.name.casefold(), entry.name))
            if not entries:
                return ToolResult(content=f"{args.path} is empty")
            lines = [describe_entry(entry, folder) for entry in entries[:MAX_LS_ENTRIES]]
            if len(entries) > MAX_LS_ENTRIES:
                rest = entries[MAX_LS_ENTRIES:]
                folders = sum(1 for entry in rest if _is_folder(entry))  # may look in the open folder
                lines.append(
                    f"({len(rest)} more entries not shown: {folders} folders, {len(rest) - folders} other; "
                    "use glob to find files by name)"
                )
        finally:
            os.close(folder)
        return ToolResult(content="\n".join(lines))


def _is_folder(entry: os.DirEntry[str]) -> bool:
    try:
        return entry.is_dir(follow_symlinks=False)
    except OSError:
        return False


def describe_entry(entry: os.DirEntry[str], folder: int) -> str:
    """`name/` for a folder, `name -> target` for a link, `name  size` for a file; `folder`: the open folder."""
    try:
        st = entry.stat(follow_symlinks=False)
    except OSError:
        return f"{entry.name}  (cannot be read)"
    if stat.S_ISDIR(st.st_mode):
        return f"{entry.name}/"
    if stat.S_ISLNK(st.st_mode):
        try:
            return f"{entry.name} -> {os.readlink(entry.name, dir_fd=folder)}"
        except OSError:
            return f"{entry.name} -> ?"
    if stat.S_ISREG(st.st_mode):
        return f"{entry.name}  {describe_size(st.st_size)}"
    return f"{entry.name}  (not a regular file)"
