"""A repository a command made keeps only config that runs nothing, and no hooks but git's samples."""

from __future__ import annotations

import subprocess
from pathlib import Path

from agent.processes.new_repository import defuse_new_repository, has_git_dir


def test_keys_that_run_programs_and_planted_hooks_are_removed(tmp_path: Path):
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    config = tmp_path / ".git" / "config"
    with config.open("a") as stream:
        stream.write(
            '[user]\n\tname = Dev\n[remote "origin"]\n\turl = https://example.com/x.git\n'
            "[core]\n\tfsmonitor = touch /tmp/x\n\tpager = touch /tmp/y\n[alias]\n\tst = !touch /tmp/z\n"
            '[filter "lfs"]\n\tclean = touch /tmp/w\n[include]\n\tpath = /tmp/other\n'
        )
    hook = tmp_path / ".git" / "hooks" / "pre-commit"
    hook.write_text("#!/bin/sh\ntouch /tmp/hook\n")
    hook.chmod(0o755)
    removed = defuse_new_repository(tmp_path)
    assert sorted(removed) == sorted(
        ["core.fsmonitor", "core.pager", "alias.st", "filter.lfs.clean", "include.path", "hooks/pre-commit"]
    )
    text = config.read_text()
    assert "fsmonitor" not in text and "touch" not in text
    assert "name = Dev" in text and "url = https://example.com/x.git" in text and "repositoryformatversion" in text
    assert not hook.exists() and (tmp_path / ".git" / "hooks" / "pre-commit.sample").exists()
    subprocess.run(["git", "status"], cwd=tmp_path, check=True, capture_output=True)


def test_a_workspace_without_a_repository_is_left_alone(tmp_path: Path):
    assert not has_git_dir(tmp_path)
    assert defuse_new_repository(tmp_path) == []
    (tmp_path / ".git").symlink_to("/etc")
    assert has_git_dir(tmp_path) and defuse_new_repository(tmp_path) == []
