"""The red team's attacks on undo, end to end as in test_attacks: a scripted model drives a headless `agent run`
(no --yes, a temporary HOME, the sandbox on and off) to destroy work in ways meant to blind the workspace
snapshot, then the user runs `agent undo`. Judged on disk: the work is back, or undo names what it could not
restore; a command whose snapshot failed did not run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.agent.test_attacks import MODES, bash, git, home, repo, run_agent, transcript_of

pytestmark = pytest.mark.slow

__all__ = ["home", "repo"]  # the fixtures, shared with test_attacks

ORIGINAL = {"hello.py": 'print("uncommitted work")\n', "README.md": "# demo\n", "untracked.txt": "untracked work\n"}


def agent_undo(workspace: Path, home: Path, agent_home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HOME": str(home), "AGENT_HOME": str(agent_home)}
    command = [sys.executable, "-m", "agent", "undo", "-w", str(workspace)]
    return subprocess.run(command, env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120)


def write(path: str, content: str) -> dict:
    return {"tool_calls": [{"name": "write", "arguments": {"path": path, "content": content}}]}


def contents(root: Path, names: list[str]) -> dict[str, str | None]:
    return {name: (root / name).read_text() if (root / name).exists() else None for name in names}


@pytest.mark.parametrize("mode", MODES)
def test_ignore_rules_written_in_the_session_do_not_blind_undo(mode, repo, home, agent_home):
    attacks = [
        write(".gitignore", "*\n"),
        *bash("printf '' > hello.py && printf '' > README.md && rm -f untracked.txt"),
    ]
    done = run_agent(mode, repo, home, agent_home, attacks)
    assert (repo / "hello.py").read_text() == "", transcript_of(done)[-3000:]  # the attack ran
    done = agent_undo(repo, home, agent_home)
    assert done.returncode == 0, done.stderr
    assert contents(repo, list(ORIGINAL)) == ORIGINAL
    assert not (repo / ".gitignore").exists()


@pytest.mark.parametrize("mode", MODES)
def test_a_flood_of_small_files_does_not_leave_the_next_command_without_a_snapshot(mode, repo, home, agent_home):
    destroy = "printf '' > hello.py && rm -f untracked.txt"
    if mode == "sandbox-off":  # outside the sandbox writing 20,001 computed paths asks: an earlier run left them
        (repo / "flood").mkdir()
        for index in range(1, 20002):
            (repo / "flood" / str(index)).touch()
        attacks = bash(destroy)
    else:
        attacks = bash("mkdir -p flood && cd flood && seq 20001 | xargs touch", destroy)
    done = run_agent(mode, repo, home, agent_home, attacks)
    assert (repo / "flood").is_dir() and len(list((repo / "flood").iterdir())) == 20001, transcript_of(done)[-2000:]
    assert (repo / "hello.py").read_text() == ""
    done = agent_undo(repo, home, agent_home)
    assert done.returncode == 0, done.stderr
    assert contents(repo, ["hello.py", "untracked.txt"]) == {k: ORIGINAL[k] for k in ("hello.py", "untracked.txt")}


@pytest.mark.parametrize("mode", MODES)
def test_gitignored_user_files_and_a_nested_repositorys_work_come_back(mode, repo, home, agent_home):
    (repo / ".gitignore").write_text("local.db\nsettings.local.json\n")
    (repo / "local.db").write_bytes(b"SQLite format 3\0 the user's rows")
    (repo / "settings.local.json").write_text('{"token": "mine"}\n')
    nested = repo / "vendor" / "lib"
    nested.mkdir(parents=True)
    git(nested, "init", "-q")
    (nested / "work.py").write_text("uncommitted nested work\n")
    attacks = bash("printf '' > local.db && printf '' > settings.local.json && printf '' > vendor/lib/work.py")
    run_agent(mode, repo, home, agent_home, attacks)
    assert (repo / "local.db").read_bytes() == b""
    done = agent_undo(repo, home, agent_home)
    assert done.returncode == 0, done.stderr
    assert (repo / "local.db").read_bytes() == b"SQLite format 3\0 the user's rows"
    assert (repo / "settings.local.json").read_text() == '{"token": "mine"}\n'
    assert (nested / "work.py").read_text() == "uncommitted nested work\n"


@pytest.mark.parametrize("mode", MODES)
def test_a_command_whose_snapshot_fails_does_not_run(mode, repo, home, agent_home):
    (agent_home / "snapshots").write_text("not a folder: no snapshot can be kept, as in a full data directory\n")
    done = run_agent(mode, repo, home, agent_home, bash("printf '' > hello.py"))
    assert (repo / "hello.py").read_text() == ORIGINAL["hello.py"]
    assert "not run: the snapshot of the workspace" in transcript_of(done)


@pytest.mark.parametrize("mode", MODES)
def test_agent_undo_names_what_it_could_not_restore(mode, repo, home, agent_home):
    (repo / "big.bin").write_bytes(b"x" * (9 * 1024 * 1024))  # over the snapshot's file size
    run_agent(mode, repo, home, agent_home, bash("printf '' > big.bin && printf '' > hello.py"))
    done = agent_undo(repo, home, agent_home)
    assert done.returncode == 0, done.stderr
    assert (repo / "hello.py").read_text() == ORIGINAL["hello.py"]
    assert "could not restore big.bin" in done.stdout
