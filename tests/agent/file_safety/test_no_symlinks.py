"""Opening a checked path with no symbolic link followed on the way, by openat2 and by the folder walk."""

from __future__ import annotations

import errno
import os

import pytest

from agent.file_safety import no_symlinks


@pytest.fixture(
    params=[
        pytest.param(
            "openat2",
            marks=pytest.mark.skipif(not no_symlinks._has_openat2(), reason="this kernel has no openat2 (Linux 5.6+)"),
        ),
        "walk",
    ]
)
def opening(request, monkeypatch) -> str:
    if request.param == "walk":
        monkeypatch.setattr(no_symlinks, "_has_openat2", lambda: False)
    return request.param


@pytest.fixture
def tree(tmp_path):
    """inside/sub/file.txt, and outside/file.txt with a secret; `tmp_path` resolved, as a tool's paths are."""
    root = tmp_path.resolve()
    (root / "inside" / "sub").mkdir(parents=True)
    (root / "inside" / "sub" / "file.txt").write_text("inside\n")
    (root / "outside").mkdir()
    (root / "outside" / "file.txt").write_text("secret\n")
    return root


def read(fd: int) -> bytes:
    with os.fdopen(fd, "rb") as handle:
        return handle.read()


def swap_for_a_link(tree) -> None:
    """What another program does after the check: `sub` becomes a link to the outside folder."""
    os.rename(tree / "inside" / "sub", tree / "inside" / "sub-away")
    os.symlink(tree / "outside", tree / "inside" / "sub")


def test_the_checked_path_opens_as_usual(tree, opening):
    assert read(no_symlinks.open_file(tree / "inside" / "sub" / "file.txt", os.O_RDONLY)) == b"inside\n"


def test_a_folder_swapped_for_a_link_is_not_followed_by_any_operation(tree, opening):
    swap_for_a_link(tree)
    target = tree / "inside" / "sub" / "file.txt"
    with pytest.raises(no_symlinks.SymlinkOnTheWay) as caught:
        no_symlinks.open_file(target, os.O_RDONLY)
    assert caught.value.errno == errno.ELOOP and caught.value.filename == str(target)
    for operation in (
        lambda: no_symlinks.open_folder(target.parent),
        lambda: no_symlinks.open_folder(target.parent / "new", create=True),
        lambda: no_symlinks.lstat(target),
        lambda: no_symlinks.exists(target),
        lambda: no_symlinks.unlink(target),
        lambda: no_symlinks.open_file(target.parent / "new.txt", os.O_WRONLY | os.O_CREAT),
    ):
        with pytest.raises(no_symlinks.SymlinkOnTheWay):
            operation()
    assert sorted(p.name for p in (tree / "outside").iterdir()) == ["file.txt"]


def test_the_file_itself_swapped_for_a_link_is_not_followed(tree, opening):
    target = tree / "inside" / "sub" / "file.txt"
    target.unlink()
    target.symlink_to(tree / "outside" / "file.txt")
    with pytest.raises(no_symlinks.SymlinkOnTheWay):
        no_symlinks.open_file(target, os.O_RDONLY)


def test_missing_folders_are_made_on_the_way_and_a_file_is_not_a_folder(tree, opening):
    fd = no_symlinks.open_folder(tree / "inside" / "a" / "b", create=True)
    os.close(fd)
    assert (tree / "inside" / "a" / "b").is_dir()
    with pytest.raises(FileNotFoundError):
        no_symlinks.open_folder(tree / "inside" / "c")
    with pytest.raises(NotADirectoryError):
        no_symlinks.open_file(tree / "inside" / "sub" / "file.txt" / "x", os.O_RDONLY)


def test_only_resolved_absolute_paths_are_taken(tree):
    for path in ("inside/sub/file.txt", str(tree / "inside" / ".." / "outside" / "file.txt")):
        with pytest.raises(ValueError):
            no_symlinks.open_file(path, os.O_RDONLY)
