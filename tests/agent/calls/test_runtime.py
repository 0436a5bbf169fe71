"""The four minimal tools through ToolRuntime: results, errors fed back as results, confinement."""

from __future__ import annotations

import os
import time

import pytest

from agent.calls.runtime import ToolRuntime


def test_read_numbers_lines_and_pages(workspace):
    (workspace / "long.txt").write_text("".join(f"line {i}\n" for i in range(1, 11)))
    result = ToolRuntime(workspace).run("read", {"path": "long.txt", "offset": 3, "limit": 2})
    assert not result.is_error
    assert result.content.splitlines()[:2] == ["     3\tline 3", "     4\tline 4"]
    assert "offset=5" in result.content


def test_read_missing_file_is_an_error_result(workspace):
    result = ToolRuntime(workspace).run("read", {"path": "nope.py"})
    assert result.is_error and "does not exist" in result.content


def test_read_binary_is_described_not_dumped(workspace):
    (workspace / "blob.bin").write_bytes(b"\x00\x01\x02" * 100)
    result = ToolRuntime(workspace).run("read", {"path": "blob.bin"})
    assert result.is_error and "binary file (300 bytes)" in result.content


def test_edit_requires_exactly_one_match(workspace):
    (workspace / "a.py").write_text("x = 1\nx = 1\ny = 2\n")
    runtime = ToolRuntime(workspace)
    assert not runtime.run("read", {"path": "a.py"}).is_error
    twice = runtime.run("edit", {"path": "a.py", "old_text": "x = 1", "new_text": "x = 3"})
    assert twice.is_error and "occurs 2 times" in twice.content
    missing = runtime.run("edit", {"path": "a.py", "old_text": "z = 9", "new_text": "z = 0"})
    assert missing.is_error and "not found" in missing.content
    once = runtime.run("edit", {"path": "a.py", "old_text": "y = 2", "new_text": "y = 5"})
    assert not once.is_error
    assert (workspace / "a.py").read_text() == "x = 1\nx = 1\ny = 5\n"


def test_edit_keeps_file_mode(workspace):
    script = workspace / "run.sh"
    script.write_text("echo old\n")
    script.chmod(0o755)
    runtime = ToolRuntime(workspace)
    runtime.run("read", {"path": "run.sh"})
    assert not runtime.run("edit", {"path": "run.sh", "old_text": "old", "new_text": "new"}).is_error
    assert script.read_text() == "echo new\n"
    assert os.stat(script).st_mode & 0o777 == 0o755


def test_write_creates_parents_and_leaves_no_temp_files(workspace):
    result = ToolRuntime(workspace).run("write", {"path": "pkg/mod.py", "content": "A = 1\n"})
    assert not result.is_error and "created" in result.content
    assert (workspace / "pkg" / "mod.py").read_text() == "A = 1\n"
    assert [p.name for p in (workspace / "pkg").iterdir()] == ["mod.py"]


def test_paths_outside_the_workspace_are_refused(workspace, tmp_path):
    (tmp_path / "secret.txt").write_text("s3cret")
    runtime = ToolRuntime(workspace)
    for path in ("../secret.txt", str(tmp_path / "secret.txt")):
        result = runtime.run("read", {"path": path})
        assert result.is_error and "outside the workspace" in result.content
    os.symlink(tmp_path / "secret.txt", workspace / "link.txt")
    assert runtime.run("read", {"path": "link.txt"}).is_error


def test_bash_reports_exit_code_and_output(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "echo out; echo err >&2; exit 7"})
    assert result.is_error
    assert result.content.splitlines() == ["exit code 7", "out", "err"]


def test_bash_runs_in_the_workspace(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "ls"})
    assert "hello.py" in result.content and not result.is_error


@pytest.mark.slow
def test_bash_timeout_kills_background_grandchildren(workspace):
    marker = workspace / "survived"  # inside the workspace: a write outside it asks
    command = f"(sleep 2; touch {marker}) & sleep 30"
    started = time.monotonic()
    result = ToolRuntime(workspace).run("bash", {"command": command, "timeout": 1})
    assert result.is_error and "timed out after 1s" in result.content
    assert time.monotonic() - started < 10
    time.sleep(2.5)
    assert not marker.exists(), "a grandchild of the timed-out command kept running"


def test_bash_keeps_the_tail_of_long_output(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "seq 1 5000"})
    lines = result.content.splitlines()
    assert lines[-1] == "5000"
    assert "earlier output cut" in result.content
    assert len(lines) < 300


def test_bash_survives_undecodable_output(workspace):
    result = ToolRuntime(workspace).run("bash", {"command": "printf '\\xff\\xfe ok'"})
    assert not result.is_error and "ok" in result.content


def test_unknown_tool_and_bad_arguments_are_results_not_exceptions(workspace):
    runtime = ToolRuntime(workspace)
    assert "valid tools: read, edit, write, bash" in runtime.run("frobnicate", {}).content
    bad = runtime.run("read", {"path": "hello.py", "colour": "red"})
    assert bad.is_error and "unknown argument 'colour'" in bad.content
    wrong_type = runtime.run("bash", {"command": "true", "timeout": "soon"})
    assert wrong_type.is_error and "argument 'timeout'" in wrong_type.content


def test_an_os_error_in_a_tool_is_one_error_line_naming_the_path_and_the_reason(workspace, allow_all):
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    long_name = "n" * 300  # over the file system's 255-byte limit for one name: ENAMETOOLONG
    for tool, arguments in [
        ("read", {"path": long_name}),
        ("write", {"path": f"pkg/{long_name}", "content": "x"}),
        ("ls", {"path": long_name}),
    ]:
        result = runtime.run(tool, arguments)
        assert result.is_error, (tool, result.content)
        assert long_name in result.content and os.strerror(36) in result.content, (tool, result.content)
        assert "\n" not in result.content
    nul = runtime.run("read", {"path": "a\0b"})  # refused before any system call sees it
    assert nul.is_error and "NUL" in nul.content


def test_a_link_swapped_back_while_the_path_is_checked_is_an_error_result_not_an_exception(
    workspace, allow_all, monkeypatch
):
    (workspace / "alias.py").symlink_to(workspace / "hello.py")
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))

    def swapped_back(path, *args, **kwargs):
        # realpath saw a link, and by its readlink a folder is there again: EINVAL.
        raise OSError(22, os.strerror(22), path)

    monkeypatch.setattr(os, "readlink", swapped_back)
    for tool in ("read", "ls", "delete"):
        result = runtime.run(tool, {"path": "alias.py"})
        assert result.is_error and "alias.py" in result.content and os.strerror(22) in result.content, result.content
    batch = runtime.run_batch([{"name": "read", "arguments": {"path": "alias.py"}}])
    assert batch[0].is_error and os.strerror(22) in batch[0].content
