"""Credentials: names that look like one ask (read and bash), private keys and git tokens are refused by
content wherever they sit in a file's start, and home credential folders and the agent's own transcripts are
refused outright."""

from __future__ import annotations

from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.paths import data_dir

KEY = "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----\n"
CERT = (
    "-----BEGIN CERTIFICATE-----\n"
    + "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n" * 20
    + "-----END CERTIFICATE-----\n"
)
CREDENTIAL_NAMES = (
    ".env.local",
    ".envrc",
    "secrets.yml",
    "config/secrets.yaml",
    ".config/gh/hosts.yml",
    ".bash_history",
    ".vault-token",
    ".cargo/credentials.toml",
    ".terraform.d/credentials.tfrc.json",
    ".azure/msal_token_cache.json",
    "deploy.ppk",
)


@pytest.mark.parametrize("name", CREDENTIAL_NAMES)
def test_credential_names_ask_before_a_read_or_a_bash_command(workspace, name):
    target = workspace / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("token = tok-123\n")
    headless = ToolRuntime(workspace)  # built-in rules, nobody to ask
    read = headless.run("read", {"path": name})
    assert read.is_error and "looks like a credential" in read.content and "tok-123" not in read.content
    shown = headless.run("bash", {"command": f"cat {name}"})
    assert shown.is_error and "credential" in shown.content and "tok-123" not in shown.content


@pytest.mark.parametrize(
    "content",
    [
        CERT + KEY,  # a PEM bundle: the certificate first
        "# deploy key for production\n" + KEY,  # a header line before the key
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nPrivate-Lines: 1\nAAAA\n",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF\n",
    ],
)
def test_a_private_key_anywhere_in_the_start_of_a_file_is_refused(workspace, allow_all, content):
    (workspace / "notes.txt").write_text(content)
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    read = runtime.run("read", {"path": "notes.txt"})
    assert read.is_error and "holds a private key" in read.content and "AAAA" not in read.content
    (workspace / "other.txt").write_text("x\n")
    runtime.run("read", {"path": "other.txt"})
    # Not by edit either, whose "closest lines" would show the key.
    assert runtime.run("edit", {"path": "notes.txt", "old_text": "nothing", "new_text": "x"}).is_error


def test_code_that_mentions_a_key_header_is_still_readable(workspace, allow_all):
    (workspace / "test_keys.py").write_text(f"KEY = {KEY!r}\nHEADER = '-----BEGIN OPENSSH PRIVATE KEY-----'\n")
    result = ToolRuntime(workspace, gate=allow_all(workspace)).run("read", {"path": "test_keys.py"})
    assert not result.is_error, result.content


def test_a_token_in_a_git_remote_url_is_refused_and_a_plain_git_config_is_not(workspace, allow_all):
    git = workspace / ".git"
    git.mkdir()
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    (git / "config").write_text('[remote "origin"]\n\turl = https://github.com/me/repo.git\n')
    assert not runtime.run("read", {"path": ".git/config"}).is_error
    for remote in ("https://me:ghp_abc123@github.com/me/repo.git", "https://ghp_abc123@github.com/me/repo.git"):
        (git / "config").write_text(f'[remote "origin"]\n\turl = {remote}\n')
        result = runtime.run("read", {"path": ".git/config"})
        assert result.is_error and "holds a password or token" in result.content and "abc123" not in result.content
    (git / "config").write_text('[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3M=\n')
    assert runtime.run("read", {"path": ".git/config"}).is_error


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / "home"
    for name in (".config/gh/hosts.yml", ".vault-token", ".cargo/credentials.toml", ".azure/config"):
        (home / name).parent.mkdir(parents=True, exist_ok=True)
        (home / name).write_text("token\n")
    monkeypatch.setenv("HOME", str(home))
    return home


def test_home_credential_files_and_the_agents_own_transcripts_are_refused_outright(workspace, home, allow_all):
    sessions = data_dir() / "sessions"
    sessions.mkdir(parents=True)
    (sessions / "s1.jsonl").write_text('{"event": "tool_result", "content": "OPENAI_API_KEY=sk-x"}\n')
    runtime = ToolRuntime(workspace, allowed=[home, data_dir()], gate=allow_all(workspace))
    for path in ("~/.config/gh/hosts.yml", "~/.vault-token", "~/.cargo/credentials.toml", "~/.azure/config"):
        result = runtime.run("read", {"path": path})
        assert result.is_error and "holds credentials" in result.content, path
    transcript = runtime.run("read", {"path": str(sessions / "s1.jsonl")})
    assert transcript.is_error and "the agent's own session data" in transcript.content
    assert "sk-x" not in transcript.content
    assert runtime.run("write", {"path": str(sessions / "new.jsonl"), "content": "x"}).is_error


SERVICE_ACCOUNT = (
    '{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  "private_key_id": "0123abcd",\n'
    '  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANSAMPLEKEYMATERIAL\\n-----END PRIVATE KEY-----\\n",\n'
    '  "client_email": "deploy@acme-prod.iam.gserviceaccount.com"\n}\n'
)
KUBECONFIG = (
    "apiVersion: v1\nkind: Config\nusers:\n- name: admin\n  user:\n"
    "    client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFb3dJQkFBS0NBUUVBSAMPLE=\n"
)


@pytest.mark.parametrize(
    ("name", "content"),
    [("deploy/acme-prod-0123abcd.json", SERVICE_ACCOUNT), ("ops/admin.yaml", KUBECONFIG)],
)
def test_a_private_key_in_a_field_is_refused_whatever_the_files_name(workspace, allow_all, name, content):
    target = workspace / name
    target.parent.mkdir(parents=True)
    target.write_text(content)
    read = ToolRuntime(workspace, gate=allow_all(workspace)).run("read", {"path": name})
    assert read.is_error and "holds a private key" in read.content and "SAMPLE" not in read.content


@pytest.mark.parametrize(
    "name",
    ["terraform.tfstate", "infra/terraform.tfstate.backup", "kubeconfig", "ops/prod.kubeconfig", "config/database.yml"],
)
def test_a_projects_credential_files_ask_before_a_read_or_a_bash_command(workspace, name):
    target = workspace / name
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text("password: tok-4711\n")
    headless = ToolRuntime(workspace)
    read = headless.run("read", {"path": name})
    assert read.is_error and "looks like a credential" in read.content and "tok-4711" not in read.content
    shown = headless.run("bash", {"command": f"cat {name}"})
    assert shown.is_error and "credential" in shown.content and "tok-4711" not in shown.content


def test_a_remote_urls_password_is_masked_in_a_bash_result(workspace):
    token = "ghp_" + "Rq7" * 12
    done = ToolRuntime(workspace).run("bash", {"command": f"echo https://ada:{token}@github.com/me/r.git"})
    assert token not in done.content and "https://ada:***@github.com/me/r.git" in done.content
