"""What `protected.py` counts as run later (issue 40): git's own files wherever git would find them, a home
directory's start files when the workspace holds it, the agent's own site-packages; ordinary files stay free."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from agent.permissions.protected import is_protected, protected_note


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    return root


@pytest.mark.parametrize(
    "path", ["src/config.py", "config/database.yml", "objects/model.js", "refs/notes.md", "src/hooks/useState.ts"]
)
def test_ordinary_files_are_not_protected(workspace, path):
    assert not is_protected(path, workspace)


def test_a_head_file_and_the_parts_of_a_bare_layout_are_protected(workspace):
    assert is_protected("src/HEAD", workspace)  # by name: no git dir without one
    (workspace / "lib" / "objects").mkdir(parents=True)
    assert is_protected("lib/refs/heads/main", workspace)
    assert is_protected("lib/config", workspace)
    assert is_protected("lib/hooks/pre-commit", workspace)
    assert not is_protected("lib/objects.py", workspace)


def test_a_separate_git_dir_and_a_hooks_path_in_the_work_tree_are_protected(workspace):
    subprocess.run(["git", "init", "-q", "--separate-git-dir=gd"], cwd=workspace, check=True)
    assert is_protected("gd/config", workspace)
    assert is_protected("gd/hooks/post-checkout", workspace)
    assert is_protected(".git", workspace)  # the `.git` file that names it
    subprocess.run(["git", "config", "core.hooksPath", ".husky"], cwd=workspace, check=True)
    assert is_protected(".husky/pre-commit", workspace)
    assert not is_protected("src/app.py", workspace)


def test_a_hooks_path_that_is_the_work_tree_protects_only_the_hooks(workspace):
    subprocess.run(["git", "init", "-q"], cwd=workspace, check=True)
    subprocess.run(["git", "config", "core.hooksPath", "."], cwd=workspace, check=True)
    assert is_protected("pre-commit", workspace)
    assert not is_protected("app.py", workspace)


def test_a_workspace_at_home_protects_what_a_login_runs(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    for path in (".bashrc", ".zshrc", ".config/fish/config.fish", ".local/bin/ls", "bin/x", ".config/autostart/a"):
        assert is_protected(path, home), path
    assert not is_protected("projects/app.py", home)
    assert not is_protected(str(home / ".bashrc"), home / "projects")  # outside it: asked as any such write
    assert "protected like the agent's own files" in (protected_note(home) or "")
    assert protected_note(home / "projects") is None
