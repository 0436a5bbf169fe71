"""Path choices: tiny models in grammar mode may only read/edit files that exist."""

from __future__ import annotations

import subprocess

from agent.calls.path_choices import MAX_CHOICES, with_path_choices, workspace_files
from agent.calls.runtime import ToolRuntime


def test_files_are_listed_and_junk_skipped(workspace):
    (workspace / "pkg").mkdir()
    (workspace / "pkg" / "mod.py").write_text("x = 1\n")
    (workspace / "__pycache__").mkdir()
    (workspace / "__pycache__" / "mod.pyc").write_bytes(b"\0")
    assert workspace_files(workspace) == ["hello.py", "pkg/mod.py"]


def test_git_ignored_files_are_left_out(workspace):
    subprocess.run(["git", "init", "-q"], cwd=workspace, check=True)
    (workspace / ".gitignore").write_text("secret.txt\n")
    (workspace / "secret.txt").write_text("x")
    assert workspace_files(workspace) == [".gitignore", "hello.py"]


def test_too_many_files_means_no_constraint(workspace):
    for n in range(MAX_CHOICES + 1):
        (workspace / f"f{n}.txt").write_text("")
    assert workspace_files(workspace) is None
    specs = ToolRuntime(workspace).specs()
    assert with_path_choices(specs, None) == specs


def test_only_read_and_edit_paths_get_an_enum(workspace):
    specs = {s.name: s for s in with_path_choices(ToolRuntime(workspace).specs(), ["hello.py"])}
    assert specs["read"].parameters["properties"]["path"]["enum"] == ["hello.py"]
    assert specs["edit"].parameters["properties"]["path"]["enum"] == ["hello.py"]
    assert "enum" not in specs["write"].parameters["properties"]["path"], "write must be able to create files"


def test_listing_files_runs_no_program_the_repository_configures(workspace):
    subprocess.run(["git", "init", "-q"], cwd=workspace, check=True)
    subprocess.run(["git", "add", "hello.py"], cwd=workspace, check=True)
    marker = workspace.parent / "ran"
    hook = f"touch {marker}; false"
    subprocess.run(["git", "config", "core.fsmonitor", hook], cwd=workspace, check=True)
    hooks = workspace / ".git" / "hooks"
    for name in ("post-index-change", "post-checkout", "pre-commit"):
        (hooks / name).write_text(f"#!/bin/sh\ntouch {marker}\n")
        (hooks / name).chmod(0o755)
    assert workspace_files(workspace) == ["hello.py"]
    assert not marker.exists(), "git ran the repository's core.fsmonitor or a hook"
