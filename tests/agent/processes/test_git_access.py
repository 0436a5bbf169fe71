"""In the sandbox `.git` is writable only for commands that run git and nothing the model wrote: git's own
work goes on, an interpreter cannot drop the stash or the objects (tests/agent/test_attacks.py runs the attacks
through `agent run`)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.processes.git_access import git_may_write
from agent.processes.sandbox import Sandbox
from agent.tools.shell import ShellSettings


@pytest.mark.parametrize(
    ("command", "writable"),
    [
        ("git add -A && git commit -qm wip", True),
        ("git commit -m run", True),  # a message is not a subcommand's word
        ("cd src && git stash", True),
        ("git stash list | head", True),
        ("git cherry-pick -x abc123", True),
        ("echo x > notes.txt && git add notes.txt", True),
        ("mkdir -p docs && cp a.txt docs/ && git add docs", True),
        ("echo x > .git/refs/heads/main && git status", False),
        ("cp /dev/null .git/refs/stash; git stash list", False),
        ("pytest && git commit -qm wip", False),
        ("python3 -c 'import os; os.remove(\".git/refs/stash\")'", False),
        ("git rebase -x 'make test' HEAD~3", False),
        ("git -c core.fsmonitor='rm -rf .git' status", False),
        ("git submodule foreach 'rm -rf .git'", False),
        ("git bisect run ./check.sh", False),
        ("git difftool HEAD~1", False),
        ("GIT_EXTERNAL_DIFF='rm -rf .git/objects' git diff", False),
        ("X=1; git status", False),
        ("git log > history.txt", True),
        ("ls", False),
        ("$(echo git) commit", False),
    ],
)
def test_which_commands_may_write_git(command, writable, tmp_path):
    assert git_may_write(command, tmp_path) is writable


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    if shutil.which("bwrap") is None:
        pytest.fail("bubblewrap (bwrap) is not installed; install it (Debian/Ubuntu: sudo apt-get install bubblewrap)")
    root = tmp_path / "repo"
    root.mkdir()
    subprocess.run(["git", "init", "-q", "-b", "main", str(root)], check=True)
    (root / "a.txt").write_text("a\n")
    return root


def git_identity() -> str:
    return "git -c user.name=dev -c user.email=dev@example.com"


@pytest.mark.slow
def test_git_commits_in_the_sandbox_and_an_interpreter_cannot_touch_git(repository, allow_all):
    runtime = ToolRuntime(repository, gate=allow_all(repository), shell=ShellSettings(sandbox=Sandbox()))
    done = runtime.run("bash", {"command": f"git add a.txt && {git_identity()} commit -qm first && echo committed"})
    assert done.content.endswith("committed"), done.content
    head = (repository / ".git" / "refs" / "heads" / "main").read_text()
    attack = "python3 -c \"import os; os.remove('.git/refs/heads/main')\""
    refused = runtime.run("bash", {"command": attack})
    assert "Read-only file system" in refused.content
    assert (repository / ".git" / "refs" / "heads" / "main").read_text() == head
    mixed = runtime.run("bash", {"command": f"true && python3 -c 1 && {git_identity()} commit -qm x --allow-empty"})
    assert "Read-only file system" in mixed.content, mixed.content
    assert "run git add, commit or stash as a command of their own" in mixed.content  # what to do instead
