"""Workspace confinement: symlinks, `..`, `~`, `$VAR`, allowed directories and credentials."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agent.tools import ToolRuntime


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


def test_allowed_directories_extend_the_workspace(workspace, tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "lib.py").write_text("L = 1\n")
    assert ToolRuntime(workspace).run("read", {"path": str(shared / "lib.py")}).is_error
    assert not ToolRuntime(workspace, allowed=[shared]).run("read", {"path": str(shared / "lib.py")}).is_error


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


def test_credentials_are_refused_even_inside_allowed_directories(workspace, home):
    runtime = ToolRuntime(workspace, allowed=[home, Path("/proc")])
    for path in ("~/.ssh/config", "~/.aws/credentials", "~/.netrc", str(home / ".ssh"), "/proc/self/environ"):
        result = runtime.run("read", {"path": path})
        assert result.is_error and "credentials" in result.content, path
    os.symlink(home / ".ssh" / "config", workspace / "innocent.txt")
    assert "credentials" in runtime.run("read", {"path": "innocent.txt"}).content


def test_private_keys_are_refused_by_name_and_by_content(workspace):
    (workspace / "id_ed25519").write_text("anything")
    (workspace / "deploy.pem").write_text(
        "-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----\n"
    )
    (workspace / "cert.pem").write_text("-----BEGIN CERTIFICATE-----\nabc\n")
    runtime = ToolRuntime(workspace)
    assert "credentials" in runtime.run("read", {"path": "id_ed25519"}).content
    key = runtime.run("read", {"path": "deploy.pem"})
    assert key.is_error and "private key" in key.content and "abc" not in key.content
    assert not runtime.run("read", {"path": "cert.pem"}).is_error
