"""The Unix sockets a sandboxed command could still reach, so the sandbox can hide them: a socket is a door to a
program running outside (a Docker daemon, an SSH agent, a database), which no file rule closes."""

from __future__ import annotations

import os
import stat
import time
from collections import deque
from collections.abc import Iterable
from pathlib import Path

# Where Unix sockets that outlive a login usually are (besides /run and /tmp, which are private anyway).
SOCKET_ROOTS = ("/var", "/srv", "/opt", "/mnt", "/media", "/etc", "/home", "/root")
# Every socket bound in the agent's network namespace, with its path; the scan finds the others (a container's).
PROC_NET_UNIX = Path("/proc/net/unix")
# The socket scan is bounded so a huge /var costs each command at most this much.
SCAN_MAX_DEPTH = 6
SCAN_MAX_ENTRIES = 50_000
SCAN_MAX_SECONDS = 0.1
SCAN_REUSE_S = 60.0


def bound_sockets() -> list[Path]:
    """The socket files of /proc/net/unix that exist here (abstract ones have no file and `@` names)."""
    try:
        lines = PROC_NET_UNIX.read_text(errors="replace").splitlines()[1:]
    except OSError:
        return []
    found: list[Path] = []
    for line in lines:
        fields = line.split(maxsplit=7)
        if len(fields) == 8 and fields[7].startswith("/"):
            path = Path(os.path.realpath(fields[7]))  # bound through a symlink (/var/run): where it really is
            if is_socket(path) and path not in found:
                found.append(path)
    return found


def is_socket(path: Path) -> bool:
    try:
        return stat.S_ISSOCK(os.lstat(path).st_mode)
    except OSError:
        return False


def find_sockets(roots: Iterable[Path], skip: list[Path]) -> list[Path]:
    """The Unix sockets under `roots`, breadth first (shallow ones first), not below the folders of `skip`
    (a root inside one is scanned: a toolchain folder of the hidden $HOME), not following symlinks; bounded
    in depth, entries and time, so a large tree is only partly scanned."""
    deadline = time.monotonic() + SCAN_MAX_SECONDS
    skipped = set(skip)
    found: list[Path] = []
    queue: deque[tuple[Path, int]] = deque((root, 0) for root in roots if root.is_dir() and not root.is_symlink())
    seen = 0
    while queue and seen < SCAN_MAX_ENTRIES and time.monotonic() < deadline:
        folder, depth = queue.popleft()
        if folder in skipped:  # enough: the scan never goes below a skipped folder
            continue
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    seen += 1
                    try:
                        mode = entry.stat(follow_symlinks=False).st_mode
                    except OSError:
                        continue
                    if stat.S_ISSOCK(mode):
                        found.append(Path(entry.path))
                    elif stat.S_ISDIR(mode) and depth < SCAN_MAX_DEPTH:
                        queue.append((Path(entry.path), depth + 1))
        except OSError:
            continue
    return found
