"""Inside the sandbox, what git or a login runs later stays read-only where the workspace holds it (issue 40):
a bare-layout folder's config, the folder core.hooksPath names, a home directory's start files."""

from __future__ import annotations

import subprocess

import pytest

from tests.agent.processes.test_sandbox import bwrap, run, workspace  # noqa: F401


@pytest.mark.slow
def test_a_bare_layout_folder_and_a_hooks_path_stay_read_only(workspace):  # noqa: F811
    subprocess.run(["git", "init", "-q"], cwd=workspace, check=True)
    subprocess.run(["git", "config", "core.hooksPath", ".husky"], cwd=workspace, check=True)
    (workspace / ".husky").mkdir()
    (workspace / ".husky" / "pre-commit").write_text("#!/bin/sh\nexit 0\n")
    (workspace / "lib" / "objects").mkdir(parents=True)
    (workspace / "lib" / "refs").mkdir()
    (workspace / "lib" / "HEAD").write_text("ref: refs/heads/main\n")
    attempts = ["echo x >> .husky/pre-commit", "echo x > .husky/commit-msg", "echo x > lib/config", "echo ok > a.txt"]
    done = run("; ".join(f"{attempt}; echo $?" for attempt in attempts), workspace)
    assert done.stdout.split() == ["1", "1", "1", "0"], done.stderr
    assert (workspace / ".husky" / "pre-commit").read_text() == "#!/bin/sh\nexit 0\n"
    assert (workspace / "lib" / "config").read_text() == ""  # made empty so that it could be bound


@pytest.mark.slow
def test_a_workspace_at_home_keeps_its_start_files_read_only(workspace, monkeypatch):  # noqa: F811
    monkeypatch.setenv("HOME", str(workspace))
    (workspace / ".bashrc").write_text("# bashrc\n")
    (workspace / ".local" / "bin").mkdir(parents=True)
    done = run("echo x >> .bashrc; echo $?; touch .local/bin/ls; echo $?; echo ok > notes.txt; echo $?", workspace)
    assert done.stdout.split() == ["1", "1", "0"], done.stderr
    assert (workspace / ".bashrc").read_text() == "# bashrc\n"
    assert not (workspace / ".local" / "bin" / "ls").exists()
