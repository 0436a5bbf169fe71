"""Workspace snapshots: the workspace as a git tree, taken around the exchange's bash commands, so undo can take
back what a command changed (`rm -f *` included), which the file checkpoints cannot see.

The trees live in a git directory of the agent's own under the data directory, one per workspace (its real
path, hashed), never in the workspace or its repository:

    snapshots/<hash of the workspace's real path>/            objects shared by the workspace's sessions
    snapshots/<hash of the workspace's real path>/index-<session id>   each session's own index

A snapshot lists the workspace's files as git would (`.gitignore` honoured, `.git` left out; a workspace that is
not a repository works the same), adds them to the session's index (unchanged files cost a stat: git keeps
their hashes in the index) and writes the tree. Nothing the workspace or the user's git configuration says may
run or change the bytes: no system or global config, no hooks, no fsmonitor, and an attributes file of our own
that turns off every filter and line-ending conversion. Files over `MAX_FILE_BYTES` are left out (named in the
snapshot); a workspace of more than `MAX_FILES` files gets no snapshot at all (`SnapshotUnavailable` says why).
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

MAX_FILES = 20_000
MAX_FILE_BYTES = 8 * 1024 * 1024
TIMEOUT_S = 60.0
# Highest-precedence attributes (info/attributes): no clean/smudge filter, eol or encoding conversion runs.
NO_FILTERS = "* -text -eol -crlf -filter -ident -working-tree-encoding\n"
GIT_OPTIONS = (
    "-c", "core.hooksPath=/dev/null",
    "-c", "core.fsmonitor=false",
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

    def take(self) -> Snapshot:
        """Snapshot the workspace now; SnapshotUnavailable says why not."""
        started = time.perf_counter()
        self._prepare()
        listed = self._git("ls-files", "-z", "--cached", "--others", "--exclude-standard").stdout
        names = [os.fsdecode(name) for name in listed.split(b"\0") if name and not name.endswith(b"/")]
        if len(names) > MAX_FILES:  # a nested repository is listed as "dir/": git would add a link, not its files
            raise SnapshotUnavailable(f"the workspace has more than {MAX_FILES} files")
        keep: list[str] = []
        drop: list[str] = []
        modes: dict[str, int] = {}
        skipped: list[str] = []
        for name in names:
            try:
                st = os.lstat(self.root / name)
            except OSError:
                drop.append(name)  # deleted: --remove takes it out of the index
                continue
            if stat.S_ISREG(st.st_mode) and st.st_size > MAX_FILE_BYTES:
                skipped.append(name)
                drop.append(name)
                continue
            if stat.S_ISREG(st.st_mode) or stat.S_ISLNK(st.st_mode):
                modes[name] = st.st_mode & 0o7777
                keep.append(name)
            else:
                drop.append(name)
        if drop:
            self._git("update-index", "--force-remove", "-z", "--stdin", stdin=_nul_list(drop))
        if keep:
            self._git("update-index", "--add", "--remove", "--replace", "-z", "--stdin", stdin=_nul_list(keep))
        tree = self._git("write-tree").stdout.decode().strip()
        return Snapshot(tree=tree, modes=modes, skipped=skipped, seconds=time.perf_counter() - started)

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

    def _git(self, *args: str, stdin: bytes = b"", store: bool = True) -> subprocess.CompletedProcess[bytes]:
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
                env=_git_env(self.index),
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
