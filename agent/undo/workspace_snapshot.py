"""Workspace snapshots: the workspace as a git tree, taken around the exchange's bash commands, so undo can take
back what a command changed (`rm -f *` included), which the file checkpoints cannot see.

The trees live in a git directory of the agent's own under the data directory, one per workspace (its real
path, hashed), never in the workspace or its repository:

    snapshots/<hash of the workspace's real path>/            objects shared by the workspace's sessions
    snapshots/<hash of the workspace's real path>/index-<session id>   each session's own index

A snapshot lists the workspace's files itself (every `.git` left out, a nested repository's work tree walked
like any folder), adds them to the session's index (unchanged files cost a stat: git keeps their hashes in the
index) and writes the tree. What it keeps cannot be narrowed by anything a command writes:
- every file the session's previous snapshot held is kept (a new `.gitignore` or a flood of new files changes
  nothing of that), and in the exchange's first snapshot every file not ignored;
- "ignored" means by the ignore rules as they were when the session began (the paths git ignored then, saved
  in the store as `ignored-<session id>`), never the work tree's current `.gitignore`;
- ignored files are kept too, smallest first, up to `IGNORED_BUDGET_BYTES` and `IGNORED_BUDGET_FILES`, except
  in folders that are never anyone's work (`REGENERATED`: caches, dependency installs);
- after a command, files it created are kept up to `MAX_NEW_FILES`; those beyond are named (undo cannot remove them).
Files over `MAX_FILE_BYTES` are left out; everything left out is named in the snapshot (`left_out`). Nothing the
workspace or the user's git configuration says may run or change the bytes: no system or global config, no
hooks, no fsmonitor, and an attributes file of our own that turns off every filter and line-ending conversion.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import subprocess
import time
from pathlib import Path

from pydantic import BaseModel

from agent.paths import data_dir, private_dir, private_file

MAX_NEW_FILES = 20_000  # files a command created that a snapshot after it keeps
MAX_FILE_BYTES = 8 * 1024 * 1024
IGNORED_BUDGET_BYTES = 64 * 1024 * 1024  # gitignored files (local.db, settings.local.json) kept, smallest first
IGNORED_BUDGET_FILES = 5_000
# Folders never walked: caches and dependency installs, which the tools that made them make again.
REGENERATED = frozenset({"node_modules", "__pycache__", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".tox", ".nox"})
TIMEOUT_S = 60.0
# Highest-precedence attributes (info/attributes): no clean/smudge filter, eol or encoding conversion runs.
NO_FILTERS = "* -text -eol -crlf -filter -ident -working-tree-encoding\n"
GIT_OPTIONS = (
    "-c", "core.hooksPath=/dev/null",
    "-c", "core.fsmonitor=false",
    "-c", "safe.bareRepository=explicit",
    "-c", "core.untrackedCache=false",
    "-c", "core.autocrlf=false",
    "-c", "core.safecrlf=false",
    "-c", "core.symlinks=true",
    "-c", "core.quotePath=false",
    "-c", "core.bare=false",
    "-c", "core.bigFileThreshold=1",  # new blobs go into one pack per snapshot: ~10x faster than loose objects
    "-c", "gc.auto=0",  # the trees are referenced by nothing but our log: never prune them
    "-c", "maintenance.auto=false",
)  # fmt: skip
GIT_MODES = {"100644": 0o644, "100755": 0o755}  # mode of a restored file when its own was not kept


class SnapshotUnavailable(Exception):
    """Why the workspace could not be snapshotted (too many files, no git, a git failure)."""


class Snapshot(BaseModel):
    tree: str
    modes: dict[str, int]  # each file's permission bits (git keeps only the executable bit)
    skipped: list[str] = []  # files too large to keep
    left_out: list[str] = []  # what else is not in it and why, one line each
    seconds: float


class TreeEntry(BaseModel):
    mode: str  # git's: 100644, 100755, 120000 (a symbolic link)
    sha: str


def store_of(root: Path) -> Path:
    """The git directory that keeps the snapshots of the workspace at `root`."""
    real = os.path.realpath(root)
    return data_dir() / "snapshots" / hashlib.sha256(real.encode("utf-8", "surrogateescape")).hexdigest()[:24]


def git_blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def state_of(path: Path) -> str | None:
    """The git blob id of what is at `path` now (a symbolic link as its target, not followed); None when
    nothing is there; "" for something git does not keep (a folder, a device)."""
    try:
        st = os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None
    if stat.S_ISLNK(st.st_mode):
        return git_blob_id(os.fsencode(os.readlink(path)))
    if not stat.S_ISREG(st.st_mode):
        return ""
    with open(path, "rb") as handle:
        return git_blob_id(handle.read())


class WorkspaceSnapshots:
    """Snapshots of one workspace for one session (its own index in the workspace's git directory)."""

    def __init__(self, root: Path, session_id: str):
        self.root = Path(os.path.realpath(root))
        self.store = store_of(self.root)
        self.index = self.store / f"index-{session_id}"

    def take(self, new_files_cap: int | None = None) -> Snapshot:
        """Snapshot the workspace now; SnapshotUnavailable says why not. `new_files_cap`: after a command, how
        many files not in the previous snapshot to keep (None: all of them)."""
        started = time.perf_counter()
        self._prepare()
        ignored = self.ignored_at_start()
        known = {os.fsdecode(name) for name in self._git("ls-files", "-z", "--cached").stdout.split(b"\0") if name}
        plain, extra = _walk(self.root, ignored)
        keep: list[str] = []
        modes: dict[str, int] = {}
        skipped: list[str] = []
        left_out: list[str] = []
        new: list[str] = []
        optional: list[tuple[int, str]] = []
        for name, st in plain.items():
            if stat.S_ISREG(st.st_mode) and st.st_size > MAX_FILE_BYTES:
                skipped.append(name)
            elif name in known:
                keep.append(name)
            else:
                new.append(name)
        if new_files_cap is not None and len(new) > new_files_cap:
            new.sort()
            beyond, new = new[new_files_cap:], new[:new_files_cap]
            left_out.append(
                f"{len(beyond)} new files beyond {new_files_cap} (undo cannot remove them): " + some_of(beyond)
            )
        keep += new
        budget_bytes, budget_files = IGNORED_BUDGET_BYTES, IGNORED_BUDGET_FILES
        for name, st in extra.items():
            if stat.S_ISREG(st.st_mode) and st.st_size > MAX_FILE_BYTES:
                skipped.append(name)
            elif name in known:  # kept before: kept again, and counted
                keep.append(name)
                budget_bytes, budget_files = budget_bytes - st.st_size, budget_files - 1
            else:
                optional.append((st.st_size, name))
        over: list[str] = []
        for size, name in sorted(optional):
            if size <= budget_bytes and budget_files > 0:
                keep.append(name)
                budget_bytes, budget_files = budget_bytes - size, budget_files - 1
            else:
                over.append(name)
        if over:
            left_out.append(f"{len(over)} gitignored files beyond the snapshot's budget: {some_of(sorted(over))}")
        for name in keep:
            st = plain.get(name) or extra[name]
            modes[name] = st.st_mode & 0o7777
        drop = sorted(known - set(keep))
        if drop:  # gone, or left out now: --force-remove takes them out of the index
            self._git("update-index", "--force-remove", "-z", "--stdin", stdin=_nul_list(drop))
        if keep:
            self._git("update-index", "--add", "--remove", "--replace", "-z", "--stdin", stdin=_nul_list(keep))
        tree = self._git("write-tree").stdout.decode().strip()
        seconds = time.perf_counter() - started
        return Snapshot(tree=tree, modes=modes, skipped=sorted(skipped), left_out=left_out, seconds=seconds)

    def ignored_at_start(self) -> frozenset[str]:
        """The paths git ignored when the session began ("dir/" for a whole folder), saved on first use, so
        that ignore rules a command writes later change nothing of what is kept."""
        self._prepare()
        saved = self.store / f"ignored-{self.index.name.removeprefix('index-')}"
        try:
            return frozenset(os.fsdecode(name) for name in saved.read_bytes().split(b"\0") if name)
        except FileNotFoundError:
            pass
        empty = self.store / f"{saved.name}.index"  # an empty index: every ignored path is "other"
        empty.unlink(missing_ok=True)
        try:
            listed = self._git(
                "ls-files", "-z", "--others", "--ignored", "--exclude-standard", "--directory", index=empty
            ).stdout
        finally:
            empty.unlink(missing_ok=True)
        temporary = saved.with_name(f"{saved.name}.{os.getpid()}")
        private_file(temporary).write_bytes(listed)
        os.replace(temporary, saved)
        return frozenset(os.fsdecode(name) for name in listed.split(b"\0") if name)

    def entries(self, tree: str) -> dict[str, TreeEntry]:
        """The files of `tree` by their path in the workspace."""
        listed = self._git("ls-tree", "-r", "-z", "--full-tree", tree).stdout
        found = {}
        for line in listed.split(b"\0"):
            if not line:
                continue
            meta, _, name = line.partition(b"\t")
            mode, _kind, sha = meta.decode().split(" ")
            found[os.fsdecode(name)] = TreeEntry(mode=mode, sha=sha)
        return found

    def blob(self, sha: str) -> bytes:
        return self._git("cat-file", "blob", sha).stdout

    def _prepare(self) -> None:
        if not (self.store / "objects").is_dir():
            private_dir(self.store.parent)
            self._git("init", "-q", "--bare", str(self.store), store=False)
        if not self.index.exists():  # a new session starts from the newest index: unchanged files cost a stat
            self._copy_newest_index()
        private_dir(self.store / "info")
        attributes = self.store / "info" / "attributes"
        if not attributes.exists():
            private_file(attributes).write_text(NO_FILTERS)

    def _copy_newest_index(self) -> None:
        newest: tuple[float, Path] | None = None
        for index in self.store.glob("index-*"):
            try:
                if not index.name.endswith(".lock") and (newest is None or index.stat().st_mtime > newest[0]):
                    newest = (index.stat().st_mtime, index)
            except OSError:
                continue  # another session's, just replaced
        if newest is not None:
            try:
                shutil.copyfile(newest[1], private_file(self.index))  # into the 0600 file
            except OSError:
                self.index.unlink(missing_ok=True)  # no head start then: every file is hashed

    def _git(
        self, *args: str, stdin: bytes = b"", store: bool = True, index: Path | None = None
    ) -> subprocess.CompletedProcess[bytes]:
        command = ["git", *GIT_OPTIONS]
        # The workspace's own repository's excludes count like its .gitignore files (a file of patterns).
        excludes = self.root / ".git" / "info" / "exclude"
        command += ["-c", f"core.excludesFile={excludes if excludes.is_file() else os.devnull}"]
        if store:
            command += [f"--git-dir={self.store}", f"--work-tree={self.root}"]
        try:
            done = subprocess.run(
                [*command, *args],
                input=stdin,
                capture_output=True,
                cwd=self.root,
                env=_git_env(index or self.index),
                timeout=TIMEOUT_S,
                umask=0o077,
                check=False,
            )
        except FileNotFoundError:
            raise SnapshotUnavailable("git is not installed") from None
        except subprocess.TimeoutExpired:
            raise SnapshotUnavailable(f"git {args[0]} took more than {TIMEOUT_S:.0f} s") from None
        except OSError as err:
            raise SnapshotUnavailable(f"cannot run git: {err.strerror or err}") from None
        if done.returncode != 0:
            why = done.stderr.decode(errors="replace").strip().splitlines()
            raise SnapshotUnavailable(f"git {args[0]} failed: {why[-1] if why else done.returncode}")
        return done


def _walk(root: Path, ignored: frozenset[str]) -> tuple[dict[str, os.stat_result], dict[str, os.stat_result]]:
    """The workspace's files and links (no `.git`, no `REGENERATED` folder, no link followed): those not
    ignored at the session's start and those ignored, each with its lstat."""
    plain: dict[str, os.stat_result] = {}
    extra: dict[str, os.stat_result] = {}
    folders: list[tuple[str, bool]] = [("", False)]
    while folders:
        folder, folder_ignored = folders.pop()
        try:
            entries = list(os.scandir(root / folder if folder else root))
        except OSError:
            continue  # gone meanwhile, or not ours to read: git could not read it either
        for entry in entries:
            if entry.name == ".git":
                continue
            name = folder + entry.name
            try:
                st = entry.stat(follow_symlinks=False)
            except OSError:
                continue
            is_ignored = folder_ignored or name in ignored
            if stat.S_ISDIR(st.st_mode):
                if entry.name not in REGENERATED:
                    folders.append((name + "/", folder_ignored or name + "/" in ignored))
            elif stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode):
                (extra if is_ignored else plain)[name] = st
    return plain, extra


def some_of(names: list[str], shown: int = 5) -> str:
    """The first few of `names`, for one line."""
    return ", ".join(names[:shown]) + (", …" if len(names) > shown else "")


def _nul_list(names: list[str]) -> bytes:
    return b"".join(os.fsencode(name) + b"\0" for name in names)


def _git_env(index: Path) -> dict[str, str]:
    """A clean environment: none of the user's GIT_* variables, configuration or templates."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("GIT_")}
    env.update(
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_ATTR_NOSYSTEM="1",
        GIT_INDEX_FILE=str(index),
        GIT_TEMPLATE_DIR="",
        GIT_TERMINAL_PROMPT="0",
        GIT_OPTIONAL_LOCKS="0",
        LC_ALL="C",
    )
    return env


def modes_json(modes: dict[str, int]) -> bytes:
    return json.dumps(modes, sort_keys=True, separators=(",", ":")).encode()
