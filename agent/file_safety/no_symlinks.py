"""Opening a path that was resolved and checked already, following no symbolic link on the way.

A tool resolves its path (symlinks followed, `..` gone) and checks that it lies inside the workspace; then
it opens it. Between the two another program may swap a folder on the way for a symbolic link to somewhere
else ($HOME, say), and an open by name would follow it. A resolved path has no symbolic link in it, so one
found there now was put in since the check: the open fails (SymlinkOnTheWay) instead of following it, and the
file opened is the one at the path that was checked.

Linux 5.6+ does it in one call: openat2 with RESOLVE_NO_SYMLINKS (which implies RESOLVE_NO_MAGICLINKS).
Elsewhere (older kernels, macOS, a seccomp filter that refuses openat2) the path is walked from "/" one
folder at a time, each opened with O_NOFOLLOW relative to the one before, and the file last, with O_NOFOLLOW.
Callers then work relative to the descriptors (`dir_fd=`), never by name again.
"""

from __future__ import annotations

import ctypes
import errno
import functools
import os
import platform
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import cast

# openat2 is 437 on every architecture that has it (it came after the syscall numbers were unified).
SYS_OPENAT2 = 437
OPENAT2_MACHINES = ("x86_64", "amd64", "aarch64", "arm64")
RESOLVE_NO_MAGICLINKS = 0x02
RESOLVE_NO_SYMLINKS = 0x04
AT_FDCWD = -100
_O_PATH: int = getattr(os, "O_PATH", 0)
# O_PATH opens a folder without read permission (search permission is enough, as for a lookup by name).
FOLDER_FLAGS = (_O_PATH or os.O_RDONLY) | os.O_DIRECTORY | os.O_CLOEXEC
# One step of the walk. With O_PATH, O_NOFOLLOW opens a link itself (told apart by fstat) and nothing blocks;
# without it (macOS) O_NOFOLLOW refuses a link with ELOOP and O_DIRECTORY keeps a FIFO from being opened.
STEP_FLAGS = (_O_PATH | os.O_NOFOLLOW | os.O_CLOEXEC) if _O_PATH else (FOLDER_FLAGS | os.O_NOFOLLOW)


class SymlinkOnTheWay(OSError):
    """A symbolic link is where the checked path had a file or folder: it was put there since the check."""

    def __init__(self, path: str):
        super().__init__(
            errno.ELOOP, "a symbolic link was put on the path after it was checked, so it was not followed", path
        )


class _OpenHow(ctypes.Structure):
    _fields_ = [("flags", ctypes.c_uint64), ("mode", ctypes.c_uint64), ("resolve", ctypes.c_uint64)]


@functools.cache
def _syscall() -> Callable[..., int] | None:
    """libc's syscall() where openat2 exists, or None (the walk is used)."""
    if not sys.platform.startswith("linux") or platform.machine().lower() not in OPENAT2_MACHINES:
        return None
    call = ctypes.CDLL(None, use_errno=True).syscall
    call.restype = ctypes.c_long
    return cast(Callable[..., int], call)


def _openat2(path: str, flags: int, mode: int) -> int | None:
    """The descriptor, None where openat2 is missing (ENOSYS) or refused (EPERM under some seccomp filters)."""
    call = _syscall()
    if call is None or not _has_openat2():
        return None
    # openat2 takes a mode only with O_CREAT (EINVAL otherwise).
    how = _OpenHow(flags | os.O_CLOEXEC, mode if flags & os.O_CREAT else 0, RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS)
    while True:
        fd = call(
            ctypes.c_long(SYS_OPENAT2),
            ctypes.c_long(AT_FDCWD),
            ctypes.c_char_p(os.fsencode(path)),
            ctypes.byref(how),
            ctypes.c_size_t(ctypes.sizeof(how)),
        )
        if fd >= 0:
            return int(fd)
        code = ctypes.get_errno()
        if code != errno.EINTR:  # os.open retries after a signal (PEP 475); a raw syscall has to do it itself
            break
    if code == errno.ELOOP:
        raise SymlinkOnTheWay(path)
    raise OSError(code, os.strerror(code), path)


@functools.cache
def _has_openat2() -> bool:
    call = _syscall()
    if call is None:
        return False
    how = _OpenHow(FOLDER_FLAGS, 0, RESOLVE_NO_SYMLINKS)
    fd = call(
        ctypes.c_long(SYS_OPENAT2),
        ctypes.c_long(AT_FDCWD),
        ctypes.c_char_p(b"/"),
        ctypes.byref(how),
        ctypes.c_size_t(ctypes.sizeof(how)),
    )
    if fd < 0:
        return False  # ENOSYS (before Linux 5.6), EPERM (a seccomp filter), ...
    os.close(fd)
    return True


def _parts(real: Path | str) -> list[str]:
    text = os.fspath(real)
    if not os.path.isabs(text):
        raise ValueError(f"{text} is not an absolute path")
    parts = [part for part in text.split(os.sep) if part]
    if any(part in (".", "..") for part in parts):
        raise ValueError(f"{text} is not a resolved path")
    return parts


def _walk(parts: list[str], shown: str, create: bool) -> int:
    """A descriptor of the folder /parts[0]/parts[1]/..., each step opened without following a link."""
    fd = os.open(os.sep, FOLDER_FLAGS)
    try:
        for name in parts:
            try:
                step = os.open(name, STEP_FLAGS, dir_fd=fd)
            except FileNotFoundError:
                if not create:
                    raise
                try:
                    os.mkdir(name, 0o777, dir_fd=fd)
                except FileExistsError:
                    pass  # made by another program meanwhile: opened (and checked) below as any other
                step = os.open(name, STEP_FLAGS, dir_fd=fd)
            except OSError as err:
                if err.errno == errno.ELOOP:  # without O_PATH: a link
                    raise SymlinkOnTheWay(shown) from None
                raise
            os.close(fd)
            fd = step
            kind = os.fstat(fd).st_mode
            if stat.S_ISLNK(kind):  # O_PATH | O_NOFOLLOW opens the link itself
                raise SymlinkOnTheWay(shown)
            if not stat.S_ISDIR(kind):
                raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), shown)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_folder(real: Path | str, create: bool = False) -> int:
    """A descriptor of the resolved folder `real` for calls with `dir_fd=` (O_PATH where there is one: it
    cannot be read or fsynced itself); with `create`, missing folders are made on the way."""
    shown = os.fspath(real)
    parts = _parts(real)
    try:
        fd = _openat2(shown, FOLDER_FLAGS, 0)
    except FileNotFoundError:
        if not create:
            raise
        fd = None
    return fd if fd is not None else _walk(parts, shown, create)


def open_file(real: Path | str, flags: int, mode: int = 0o666) -> int:
    """os.open of the resolved path `real`, with no symbolic link followed anywhere on it."""
    shown = os.fspath(real)
    parts = _parts(real)
    fd = _openat2(shown, flags | os.O_NOFOLLOW, mode)
    if fd is not None:
        return fd
    if not parts:
        return os.open(os.sep, flags)
    folder = _walk(parts[:-1], shown, create=False)
    try:
        return os.open(parts[-1], flags | os.O_NOFOLLOW, mode, dir_fd=folder)
    except OSError as err:
        if err.errno == errno.ELOOP:
            raise SymlinkOnTheWay(shown) from None
        raise
    finally:
        os.close(folder)


def lstat(real: Path | str) -> os.stat_result:
    """os.lstat of the resolved path `real`, looked up without following a link on the way."""
    path = Path(real)
    folder = open_folder(path.parent)
    try:
        return os.stat(path.name, dir_fd=folder, follow_symlinks=False)
    finally:
        os.close(folder)


def exists(real: Path | str) -> bool:
    """Whether anything (a link too) has the resolved path `real`, looked up without following a link."""
    try:
        lstat(real)
    except FileNotFoundError:
        return False
    return True


def unlink(real: Path | str) -> None:
    """os.unlink of the resolved path `real`, in its folder opened without following a link on the way."""
    path = Path(real)
    folder = open_folder(path.parent)
    try:
        os.unlink(path.name, dir_fd=folder)
    finally:
        os.close(folder)
