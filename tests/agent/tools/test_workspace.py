"""Workspace confinement: symlinks, `..`, `~`, `$VAR`, allowed directories and credentials."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime


def test_symlink_escape_is_refused_for_reads_and_writes(workspace, tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("s3cret")
    os.symlink(outside, workspace / "door")
    runtime = ToolRuntime(workspace)
    read = runtime.run("read", {"path": "door/secret.txt"})
    assert read.is_error and "outside the workspace" in read.content and "s3cret" not in read.content
    write = runtime.run("write", {"path": "door/new.txt", "content": "x"})
    assert write.is_error and "outside the workspace" in write.content
    assert not (outside / "new.txt").exists()


def test_unset_variable_stays_literal_and_set_ones_expand(workspace, monkeypatch):
    monkeypatch.delenv("NO_SUCH_VAR_ANYWHERE", raising=False)
    runtime = ToolRuntime(workspace)
    result = runtime.run("read", {"path": "$NO_SUCH_VAR_ANYWHERE/etc/passwd"})
    assert result.is_error and "does not exist" in result.content  # looked for inside the workspace, not /etc
    monkeypatch.setenv("SUBDIR", "pkg")
    runtime.run("write", {"path": "$SUBDIR/m.py", "content": "M = 1\n"})
    assert (workspace / "pkg" / "m.py").read_text() == "M = 1\n"


def test_home_and_parent_paths_outside_are_refused(workspace):
    runtime = ToolRuntime(workspace)
    for path in ("~/.bashrc", "../hello.py", "pkg/../../x"):
        result = runtime.run("read", {"path": path})
        assert result.is_error and "outside the workspace" in result.content, path


def test_allowed_directories_extend_the_workspace(workspace, tmp_path, allow_all):
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "lib.py").write_text("L = 1\n")
    assert ToolRuntime(workspace, gate=allow_all(workspace)).run("read", {"path": str(shared / "lib.py")}).is_error
    extended = ToolRuntime(workspace, allowed=[shared], gate=allow_all(workspace))
    assert not extended.run("read", {"path": str(shared / "lib.py")}).is_error
    # The built-in rules allow reads inside the workspace only: a directory beyond it asks.
    asked = ToolRuntime(workspace, allowed=[shared]).run("read", {"path": str(shared / "lib.py")})
    assert asked.is_error and "approval" in asked.content


@pytest.fixture
def home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    for folder in (".ssh", ".aws"):
        (home / folder).mkdir(parents=True)
    (home / ".ssh" / "config").write_text("Host *\n")
    (home / ".aws" / "credentials").write_text("[default]\n")
    (home / ".netrc").write_text("machine x login y password z\n")
    monkeypatch.setenv("HOME", str(home))
    return home


def test_credentials_are_refused_even_inside_allowed_directories(workspace, home, allow_all):
    runtime = ToolRuntime(workspace, allowed=[home, Path("/proc")], gate=allow_all(workspace))
    for path in ("~/.ssh/config", "~/.aws/credentials", "~/.netrc", str(home / ".ssh"), "/proc/self/environ"):
        result = runtime.run("read", {"path": path})
        assert result.is_error and "credentials" in result.content, path
    os.symlink(home / ".ssh" / "config", workspace / "innocent.txt")
    assert "credentials" in runtime.run("read", {"path": "innocent.txt"}).content


def test_key_files_ask_by_name_and_private_keys_are_refused_by_content(workspace, allow_all):
    (workspace / "id_ed25519").write_text("anything")
    (workspace / "deploy.pem").write_text(
        "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n"
    )
    (workspace / "cert.pem").write_text("-----BEGIN CERTIFICATE-----\nabc\n")
    (workspace / "notes.txt").symlink_to(workspace / "id_ed25519")
    headless = ToolRuntime(workspace)  # built-in rules, nobody to ask
    for path in ("id_ed25519", "notes.txt", "cert.pem", ".env"):
        (workspace / ".env").write_text("OPENAI_API_KEY=sk-x\n")
        asked = headless.run("read", {"path": path})
        assert asked.is_error and "looks like a credential" in asked.content and "approval" in asked.content, path
        assert "sk-x" not in asked.content and "anything" not in asked.content
    approved = ToolRuntime(workspace, gate=allow_all(workspace))  # what runs once the user says yes
    assert "anything" in approved.run("read", {"path": "id_ed25519"}).content
    key = approved.run("read", {"path": "deploy.pem"})  # a private key by its content stays refused
    assert key.is_error and "private key" in key.content and "abc" not in key.content
    assert not approved.run("read", {"path": "cert.pem"}).is_error


def test_a_lone_surrogate_in_a_path_is_an_error_result(workspace, allow_all):
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    for name, arguments in (("read", {"path": "a\ud83d"}), ("write", {"path": "b\ud83d", "content": "x"})):
        result = runtime.run(name, arguments)
        assert result.is_error and result.content.startswith("path contains a lone surrogate (\\ud83d)")
    assert sorted(p.name for p in workspace.iterdir()) == ["hello.py"]
