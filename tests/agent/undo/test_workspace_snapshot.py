"""Workspace snapshots: undo takes back what bash changed (`rm -f *` included), byte for byte and with modes,
with the checkpoints' refusals (changed since, a folder that became a link); what git ignores is not kept;
nothing of the workspace's or the user's git configuration runs; everything is the user's only (0600/0700)."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.paths import data_dir
from agent.supervisor import keep_crash_log
from agent.tools.tool import is_agent_record
from agent.undo import checkpoints, workspace_snapshot
from agent.undo.checkpoint_log import checkpoints_dir, read_log
from agent.undo.checkpoint_undo import changed_in_exchange, session_changes, undo_latest
from agent.undo.workspace_snapshot import SnapshotUnavailable, WorkspaceSnapshots, store_of

SESSION = "20250101-000000-snapsh"
# Bytes no text conversion may touch: CR LF, a lone CR, NUL, invalid UTF-8.
BINARY = b"line one\r\nline two\r\x00\xff\xfe end"


@pytest.fixture
def runtime(workspace: Path, allow_all) -> ToolRuntime:
    return ToolRuntime(workspace, gate=allow_all(workspace))


def bash(runtime: ToolRuntime, command: str) -> str:
    result = runtime.run("bash", {"command": command})
    return result.content + (result.display or "")


def fill(root: Path) -> dict[str, tuple[bytes, int]]:
    """Uncommitted work: files of several modes, in folders, binary content; returns what it wrote."""
    files = {
        "notes.txt": (b"my notes\n", 0o600),
        "run.sh": (b"#!/bin/sh\necho hi\n", 0o750),
        "data.bin": (BINARY, 0o644),
        "src/deep/module.py": (b"x = 1\n", 0o640),
        "crlf.txt": (b"a\r\nb\r\n", 0o644),
    }
    for name, (data, mode) in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        path.chmod(mode)
    return files


def on_disk(root: Path, files: dict[str, tuple[bytes, int]]) -> dict[str, tuple[bytes, int] | None]:
    found: dict[str, tuple[bytes, int] | None] = {}
    for name in files:
        path = root / name
        found[name] = (path.read_bytes(), stat.S_IMODE(path.stat().st_mode)) if path.exists() else None
    return found


def folder() -> Path:
    return checkpoints_dir(SESSION)


@pytest.mark.slow
def test_undo_brings_back_what_rm_deleted_byte_for_byte_with_modes(runtime, workspace):
    files = fill(workspace)
    (workspace / ".gitattributes").write_text("* text eol=crlf\n*.bin filter=lfs\n")  # must not convert anything
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm -rf * && echo new > created.txt")
    assert on_disk(workspace, files) == dict.fromkeys(files)
    report = undo_latest(folder())
    assert report.done and not report.conflicts and not report.failures
    assert sorted(report.restored) == sorted([*files, "hello.py"]) and report.removed == ["created.txt"]
    assert on_disk(workspace, files) == files
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    assert not (workspace / "created.txt").exists()
    assert not (workspace / ".git").exists(), "nothing is written in the workspace"
    with pytest.raises(Exception, match="nothing to undo"):
        undo_latest(folder())


@pytest.mark.slow
def test_an_exchange_without_commands_takes_no_snapshot_and_one_with_several_takes_one_before(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    runtime.run("read", {"path": "hello.py"})
    runtime.run("write", {"path": "new.txt", "content": "x\n"})
    bash(runtime, "ls")  # read-only: no snapshot either (only the ignore rules the session began with are noted)
    assert [path.name for path in store_of(workspace).glob("index-*")] == []
    assert read_log(folder())[0].tree_before is None
    runtime.checkpoints.begin(SESSION, 4)
    bash(runtime, "echo one > one.txt")
    bash(runtime, "echo two > two.txt")
    lines = [json.loads(line) for line in (folder() / "log.jsonl").read_text().splitlines()]
    trees = [(line["exchange"], line["when"]) for line in lines if line["kind"] == "tree"]
    assert trees == [(4, "before"), (4, "after"), (4, "after")]
    report = undo_latest(folder())
    assert report.removed == ["one.txt", "two.txt"] and (workspace / "new.txt").exists()


def test_a_file_changed_since_is_refused_unless_forced(runtime, workspace):
    fill(workspace)
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm notes.txt && echo changed > run.sh")
    (workspace / "run.sh").write_text("the user's own edit\n")
    report = undo_latest(folder())
    assert not report.done and report.conflicts == ["run.sh"]
    assert not (workspace / "notes.txt").exists(), "nothing is restored when one file is refused"
    assert (workspace / "run.sh").read_text() == "the user's own edit\n"
    forced = undo_latest(folder(), force=True)
    assert forced.done and sorted(forced.restored) == ["notes.txt", "run.sh"] and forced.conflicts == ["run.sh"]
    assert (workspace / "run.sh").read_bytes() == b"#!/bin/sh\necho hi\n"


def test_undo_never_writes_through_a_folder_that_became_a_link_outside(runtime, workspace, tmp_path):
    fill(workspace)
    outside = tmp_path / "outside"
    outside.mkdir()
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm -r src")
    (workspace / "src").symlink_to(outside)  # planted after the run: src/deep/module.py would land outside
    (outside / "deep").mkdir()
    report = undo_latest(folder())
    assert report.done and report.restored == []
    assert len(report.failures) == 1 and report.failures[0].startswith("src/deep/module.py: a folder on its path")
    assert list((outside / "deep").iterdir()) == []


def test_a_link_planted_where_a_deleted_file_was_is_refused_and_forced_replaced_never_followed(
    runtime, workspace, tmp_path
):
    fill(workspace)
    target = tmp_path / "outside.txt"
    target.write_text("outside\n")
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm notes.txt")
    (workspace / "notes.txt").symlink_to(target)
    assert undo_latest(folder()).conflicts == ["notes.txt"]
    assert undo_latest(folder(), force=True).restored == ["notes.txt"]
    assert not (workspace / "notes.txt").is_symlink() and (workspace / "notes.txt").read_bytes() == b"my notes\n"
    assert target.read_text() == "outside\n"


def test_gitignored_files_are_kept_within_a_budget_and_the_workspace_git_is_left_alone(runtime, workspace, monkeypatch):
    monkeypatch.setattr(workspace_snapshot, "IGNORED_BUDGET_BYTES", 20)
    (workspace / ".gitignore").write_text("secret.env\nbuild/\nbig.db\n")
    (workspace / "secret.env").write_text("TOKEN=1\n")
    (workspace / "big.db").write_bytes(b"x" * 30)  # over the budget for ignored files
    (workspace / "build").mkdir()
    (workspace / "build" / "out.o").write_bytes(b"\0" * 10)
    (workspace / ".git").mkdir()
    (workspace / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    runtime.checkpoints.begin(SESSION, 2)
    shown = bash(runtime, "rm -rf secret.env build hello.py big.db")
    assert "gitignored files beyond the snapshot's budget: big.db" in shown
    [changes] = read_log(folder())
    assert changes.tree_before is not None
    kept = WorkspaceSnapshots(workspace, SESSION).entries(changes.tree_before.tree)
    assert sorted(kept) == [".gitignore", "build/out.o", "hello.py", "secret.env"]
    report = undo_latest(folder())
    assert sorted(report.restored) == ["build/out.o", "hello.py", "secret.env"]
    assert any("big.db" in failure for failure in report.failures)
    assert (workspace / "secret.env").read_text() == "TOKEN=1\n"
    assert not (store_of(workspace) / "objects").is_relative_to(workspace)


def test_no_git_configuration_of_the_user_runs(runtime, workspace, tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    marker = tmp_path / "ran"
    evil = f'[filter "evil"]\n\tclean = touch {marker}\n[core]\n\tfsmonitor = touch {marker}\n'
    (home / ".gitconfig").write_text(evil)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GIT_DIR", str(workspace / "elsewhere"))  # the user's git variables are not ours
    (workspace / ".gitattributes").write_text("* filter=evil\n")
    (workspace / "data.bin").write_bytes(BINARY)
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm data.bin")
    assert undo_latest(folder()).restored == ["data.bin"]
    assert (workspace / "data.bin").read_bytes() == BINARY and not marker.exists()


def test_a_failed_snapshot_refuses_the_command_with_one_line_saying_why(runtime, workspace, monkeypatch):
    def fail(self, new_files_cap=None):
        raise SnapshotUnavailable("cannot save it: No space left on device")

    monkeypatch.setattr(WorkspaceSnapshots, "take", fail)
    runtime.checkpoints.begin(SESSION, 2)
    result = runtime.run("bash", {"command": "rm hello.py"})
    assert result.is_error and result.content.startswith("not run: the snapshot of the workspace")
    assert "No space left on device" in result.content and (workspace / "hello.py").exists()


@pytest.mark.slow
def test_files_a_command_creates_beyond_the_cap_are_named_and_the_next_command_still_has_its_snapshot(
    runtime, workspace, monkeypatch
):
    monkeypatch.setattr(checkpoints, "MAX_NEW_FILES", 3)
    runtime.checkpoints.begin(SESSION, 2)
    shown = bash(runtime, "for i in 1 2 3 4 5 6; do echo $i > flood$i.txt; done")
    assert "3 new files beyond 3 (undo cannot remove them): flood4.txt, flood5.txt, flood6.txt" in shown
    bash(runtime, ": > hello.py")
    report = undo_latest(folder())
    assert report.restored == ["hello.py"] and (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    assert len(report.removed) == 6  # the next snapshot took the rest: they are removed too


def test_a_large_file_is_left_out_and_named(runtime, workspace, monkeypatch):
    monkeypatch.setattr(workspace_snapshot, "MAX_FILE_BYTES", 100)
    (workspace / "big.bin").write_bytes(b"x" * 101)
    runtime.checkpoints.begin(SESSION, 2)
    shown = bash(runtime, "rm big.bin hello.py")
    assert "too large for the snapshot" in shown and "big.bin" in shown
    assert undo_latest(folder()).restored == ["hello.py"]


def test_tool_changes_and_command_changes_are_one_undo_back_to_the_start(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    runtime.run("read", {"path": "hello.py"})
    runtime.run("edit", {"path": "hello.py", "old_text": "world", "new_text": "edit"})
    bash(runtime, "sed -i s/edit/sed/ hello.py && echo x > made.txt")
    runtime.run("read", {"path": "made.txt"})
    runtime.run("edit", {"path": "made.txt", "old_text": "x", "new_text": "y"})
    assert {name for name, _ in session_changes(folder())} == {"hello.py", "made.txt"}
    report = undo_latest(folder())
    assert report.done and not report.conflicts, report
    assert report.restored == ["hello.py"] and report.removed == ["made.txt"]
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'


def test_checkpoints_and_snapshots_are_the_users_only(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    runtime.run("write", {"path": "hello.py", "content": "x\n"})
    bash(runtime, "rm hello.py")
    assert stat.S_IMODE((data_dir() / "checkpoints").stat().st_mode) == 0o700
    for root in (folder(), store_of(workspace)):
        for path in [root, *root.rglob("*")]:
            mode = stat.S_IMODE(path.lstat().st_mode)
            if path.is_dir():
                assert mode == 0o700, path
            else:
                assert mode & 0o077 == 0, path


@pytest.mark.slow
def test_snapshot_time_of_two_thousand_small_files(workspace):
    for index in range(2000):
        folder_path = workspace / f"pkg{index // 100}"
        folder_path.mkdir(exist_ok=True)
        (folder_path / f"file{index}.py").write_text(f"value = {index}\n" * 5)
    snapshots = WorkspaceSnapshots(workspace, SESSION)
    started = time.perf_counter()
    first = snapshots.take()
    second = snapshots.take()  # after a command: unchanged files cost a stat
    total = time.perf_counter() - started
    print(f"snapshot of 2001 files: first {first.seconds:.3f} s, again {second.seconds:.3f} s")
    assert len(first.modes) == 2001 and first.tree == second.tree
    assert total < 20  # a bound for a loaded 2-core machine; measured ~0.2 s / ~0.05 s


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.slow
def test_agent_undo_takes_back_rm_of_uncommitted_work_end_to_end(workspace, tmp_path, agent_home):
    files = fill(workspace)
    turns = [{"tool_calls": [{"name": "bash", "arguments": {"command": "rm -f *"}}]}, {"content": "cleaned up"}]
    script = tmp_path / "script.jsonl"
    script.write_text("\n".join(json.dumps(turn) for turn in turns) + "\n")
    ran = invoke(
        "run", "tidy up", "--model", f"script:{script}", "-w", str(workspace), "--json", "--yes", "--no-sandbox"
    )
    assert ran.exit_code == 0, ran.output
    gone = on_disk(workspace, files)
    assert gone["notes.txt"] is None and gone["run.sh"] is None
    assert gone["src/deep/module.py"] == files["src/deep/module.py"], "rm -f leaves folders"
    transcript = Path(json.loads(ran.stdout)["transcript"])
    (workspace / "run.sh").write_text("written after the run\n")
    refused = invoke("undo", "-w", str(workspace))
    assert refused.exit_code != 0 and "run.sh" in refused.output
    assert not (workspace / "notes.txt").exists()
    (workspace / "run.sh").unlink()  # as the run left it: no conflict
    undone = invoke("undo", "-w", str(workspace))
    assert undone.exit_code == 0, undone.output
    assert "restored notes.txt" in undone.output and "restored run.sh" in undone.output
    assert on_disk(workspace, files) == files
    assert (workspace / "hello.py").read_text() == 'print("Hello, world!")\n'
    for path in (transcript, *folder_files(checkpoints_dir(transcript.stem))):
        assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0, path
    assert stat.S_IMODE(transcript.parent.stat().st_mode) == 0o700


def folder_files(root: Path) -> list[Path]:
    return [path for path in root.rglob("*") if path.is_file()]


def test_a_new_session_starts_from_the_newest_index_and_gets_the_same_tree(workspace):
    fill(workspace)
    first = WorkspaceSnapshots(workspace, "session-one").take()
    (workspace / "later.txt").write_text("later\n")
    second = WorkspaceSnapshots(workspace, "session-two").take()
    entries = WorkspaceSnapshots(workspace, "session-two").entries(second.tree)
    assert second.tree != first.tree and "later.txt" in entries and "notes.txt" in entries
    index = store_of(workspace) / "index-session-two"
    assert stat.S_IMODE(index.stat().st_mode) == 0o600


def test_an_interrupted_exchange_names_what_its_commands_changed(runtime, workspace):
    fill(workspace)
    runtime.checkpoints.begin(SESSION, 2)
    runtime.run("write", {"path": "new.txt", "content": "x\n"})
    bash(runtime, "rm notes.txt")
    assert changed_in_exchange(runtime.checkpoints) == ["new.txt", "notes.txt"]


def test_the_agents_tools_cannot_read_the_snapshots(runtime, workspace):
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm hello.py")
    attributes = store_of(workspace) / "info" / "attributes"
    assert attributes.is_file() and is_agent_record(os.path.realpath(attributes))


def test_a_kept_crash_log_is_the_users_only(tmp_path):
    scratch = tmp_path / "crash.log"
    scratch.write_text("Fatal Python error\n")
    scratch.chmod(0o644)
    kept = keep_crash_log(scratch)
    assert kept.parent == data_dir() / "crashes" and kept.read_text() == "Fatal Python error\n"
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600 and stat.S_IMODE(kept.parent.stat().st_mode) == 0o700


@pytest.mark.slow
def test_in_a_git_repository_uncommitted_work_comes_back_and_its_git_is_not_touched(runtime, workspace):
    env = {**os.environ, "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    for command in (
        ["init", "-q"],
        ["add", "hello.py"],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"],
    ):
        subprocess.run(["git", *command], cwd=workspace, env=env, check=True)
    git_before = {path: path.read_bytes() for path in (workspace / ".git").rglob("*") if path.is_file()}
    (workspace / "hello.py").write_text("uncommitted change\n")
    (workspace / "draft.md").write_text("not added yet\n")
    runtime.checkpoints.begin(SESSION, 2)
    bash(runtime, "rm -f *")
    [changes] = read_log(folder())
    assert changes.tree_before is not None
    assert sorted(WorkspaceSnapshots(workspace, SESSION).entries(changes.tree_before.tree)) == ["draft.md", "hello.py"]
    assert sorted(undo_latest(folder()).restored) == ["draft.md", "hello.py"]
    assert (workspace / "hello.py").read_text() == "uncommitted change\n"
    assert (workspace / "draft.md").read_text() == "not added yet\n"
    assert {path: path.read_bytes() for path in (workspace / ".git").rglob("*") if path.is_file()} == git_before
