"""bash's environment: credentials by name and by value shape are left out, an ordinary environment stays
whole, config.toml strips and keeps more, and through `agent run` no secret reaches the transcript (issue 24)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.hooks import HookCommand, Hooks
from agent.cli import main
from agent.processes.shell_env import ShellEnvironment, looks_like_secret, mask_url_credentials
from tests.agent.secret_shapes import HARMLESS, REALISTIC_SECRETS

# What a developer's shell or a CI runner holds that is not a secret: all of it must reach bash.
ORDINARY_ENVIRONMENT = {
    "PATH": "/root/.pyenv/shims:/root/.pyenv/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
    "HOME": "/home/ada",
    "PWD": "/home/ada/src/project",
    "OLDPWD": "/home/ada",
    "LANG": "en_US.UTF-8",
    "LC_ALL": "C.UTF-8",
    "TERM": "xterm-256color",
    "COLORTERM": "truecolor",
    "LS_COLORS": "rs=0:di=01;34:ln=01;36:mh=00:pi=40;33:so=01;35:do=01;35:bd=40;33;01:cd=40;33;01:or=40;31;01:"
    "mi=00:su=37;41:sg=30;43:ca=00:tw=30;42:ow=34;42:st=37;44:ex=01;32:*.tar=01;31:*.tgz=01;31:*.zip=01;31",
    "PYENV_ROOT": "/root/.pyenv",
    "PYENV_VERSION": "3.11.7",
    "PYENV_SHELL": "bash",
    "VIRTUAL_ENV": "/home/ada/src/project/.venv",
    "CONDA_PREFIX": "/opt/conda/envs/ml",
    "CONDA_DEFAULT_ENV": "ml",
    "CONDA_EXE": "/opt/conda/bin/conda",
    "CONDA_PYTHON_EXE": "/opt/conda/bin/python",
    "XDG_RUNTIME_DIR": "/run/user/1000",
    "XDG_SESSION_TYPE": "wayland",
    "XDG_DATA_DIRS": "/usr/share/gnome:/usr/local/share/:/usr/share/",
    "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
    "DISPLAY": ":0",
    "SHLVL": "2",
    "PS1": r"\[\e]0;\u@\h: \w\a\]${debian_chroot:+($debian_chroot)}\u@\h:\w\$ ",
    "EDITOR": "vim",
    "GOPATH": "/home/ada/go",
    "CARGO_HOME": "/home/ada/.cargo",
    "JAVA_HOME": "/usr/lib/jvm/java-17-openjdk-amd64",
    "MAKEFLAGS": "-j8",
    "CMAKE_BUILD_PARALLEL_LEVEL": "8",
    "PYTHONPATH": "/home/ada/src/project/src",
    "NODE_OPTIONS": "--max-old-space-size=4096",
    "CI": "true",
    "GITHUB_ACTIONS": "true",
    "GITHUB_SHA": "3f786850e387550fdab836ed7e6dc881de23001b",
    "GITHUB_REF": "refs/heads/main",
    "GITHUB_WORKSPACE": "/home/runner/work/project/project",
    "RUNNER_TEMP": "/home/runner/work/_temp",
    "INVOCATION_ID": "8e3f0b8c1a5d4f4e9b7c2d6a0e1f3b5c",
    "SSH_CONNECTION": "192.0.2.10 52144 192.0.2.20 22",
    "GIT_AUTHOR_NAME": "Ada Lovelace",
    "GIT_AUTHOR_EMAIL": "ada@example.org",
    "XAUTHORITY": "/run/user/1000/.mutter-Xwaylandauth.ABC123",
    "HOSTNAME": "c0ffee1234ab",
    "DOCKER_IMAGE": "python:3.11-slim@sha256:2d2d8f1f5a7c1e4c0b3e9a8f7d6c5b4a3928171605f4e3d2c1b0a99887766554",
    "UUID_OF_RUN": "123e4567-e89b-12d3-a456-426614174000",
    "PROJECT_NAME": "MyVeryLongProjectName2024Version",
    "TARGET_TRIPLE": "x86_64-pc-linux-gnu-toolchain-Release2024",
    "HTTP_PROXY": "http://proxy.example.org:3128",
    "PIP_INDEX_URL": "https://pypi.org/simple",
    "KEYBOARD_LAYOUT_FILE": "",
}

# A credential under its usual name (the value is plain, so only the name gives it away).
SECRET_NAMES = [
    "OPENAI_API_KEY",
    "AWS_SECRET_ACCESS_KEY",
    "GITHUB_TOKEN",
    "DB_PASS",
    "PGPASS",
    "PGPASSWORD",
    "MYSQL_PWD",
    "MYSQL_ROOT_PASSWORD",
    "GH_PAT",
    "GITLAB_PAT",
    "PAT",
    "CI_JOB_JWT",
    "SSH_AUTH_SOCK",
    "AUTHORIZATION",
    "GOOGLE_APPLICATION_CREDENTIALS",
    "DATABASE_URL",
    "SENTRY_DSN",
    "NETRC",
    "GPG_PASSPHRASE",
    "db_pass",
]

# A credential under an innocent name: only its shape gives it away.
SECRET_VALUES = [
    "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4",
    "sk-ant-api03-" + "abcdefghij0123456789ABCDEFGHIJ",
    "ghp_" + "a" * 36,
    "gho_" + "B1" * 18,
    "github_pat_11ABCDEFG0" + "x" * 40,
    "glpat-" + "abcdefghij0123456789",
    "xoxb-" + "123456789012-abcdefghij",
    "AKIA" + "IOSFODNN7EXAMPLE",
    "AIza" + "SyA-1234567890abcdefghijklmnopqrstu",
    "hf_" + "abcdefghijklmnopqrstuvwxyz0123456789",
    "npm_" + "abcdefghijklmnopqrstuvwxyz0123456789",
    "pypi-" + "AgEIcHlwaS5vcmcCJDAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMAAC",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
    "-----BEGIN RSA PRIVATE KEY-----",
    "postgres://app:hunter2@db.internal:5432/app",
    "https://ada:s3cret@git.example.org/repo.git",
    "Bearer " + "sk-" + "abcdefghijklmnopqrstuvwx",
    "Zx9Qm2LpR7tVb4Nc8Hs1Kd6Wf3Jy5Ge0",  # 32 random base62 characters, no known prefix
]


@pytest.mark.parametrize("name", SECRET_NAMES)
def test_a_credential_name_is_left_out(name):
    assert ShellEnvironment().build({name: "plain", "HOME": "/home/ada"}) == {"HOME": "/home/ada"}


@pytest.mark.parametrize("value", SECRET_VALUES)
def test_a_value_shaped_like_a_credential_is_left_out_whatever_its_name(value):
    assert looks_like_secret(value)
    assert ShellEnvironment().build({"NOTES": value, "HOME": "/home/ada"}) == {"HOME": "/home/ada"}


def test_an_ordinary_environment_reaches_bash_whole():
    built = ShellEnvironment().build(ORDINARY_ENVIRONMENT)
    assert built == ORDINARY_ENVIRONMENT, sorted(set(ORDINARY_ENVIRONMENT) - set(built))


def test_the_agents_own_environment_loses_only_what_looks_secret():
    """The machine running the tests: PATH, HOME and the like stay."""
    built = ShellEnvironment().build(os.environ)
    for name in ("PATH", "HOME", "AGENT_HOME"):
        if name in os.environ:
            assert built[name] == os.environ[name]


def test_keep_wins_over_name_and_value_and_strip_adds_names():
    config = ShellEnvironment(keep=["GITHUB_TOKEN", "release_*"], strip=["INTERNAL_*"], set={"PAGER": "cat"})
    built = config.build(
        {
            "GITHUB_TOKEN": "ghp_" + "a" * 36,
            "RELEASE_SIGNATURE": "Zx9Qm2LpR7tVb4Nc8Hs1Kd6Wf3Jy5Ge0",
            "INTERNAL_HOST": "10.0.0.7",
            "DB_PASS": "hunter2",
            "HOME": "/home/ada",
        }
    )
    assert built == {
        "GITHUB_TOKEN": "ghp_" + "a" * 36,
        "RELEASE_SIGNATURE": "Zx9Qm2LpR7tVb4Nc8Hs1Kd6Wf3Jy5Ge0",
        "HOME": "/home/ada",
        "PAGER": "cat",
    }


def test_value_shapes_can_be_turned_off():
    value = "ghp_" + "a" * 36
    assert ShellEnvironment(values=False).build({"NOTES": value}) == {"NOTES": value}
    assert ShellEnvironment(values=False).build({"GH_PAT": "x"}) == {}


def test_a_hook_gets_the_environment_without_secrets(tmp_path, monkeypatch):
    monkeypatch.setenv("DB_PASS", "hook-db-pass-value")
    monkeypatch.setenv("NOTES", "ghp_" + "h" * 36)
    monkeypatch.setenv("ORDINARY_SETTING", "visible")
    out = tmp_path / "env.txt"
    hooks = Hooks([("PreToolUse", HookCommand(command=f"env > {out}"))], tmp_path)
    hooks.before_tool("bash", {"command": "true"})
    seen = out.read_text()
    assert "ORDINARY_SETTING=visible" in seen and "AGENT_WORKSPACE=" in seen
    assert "hook-db-pass-value" not in seen and "h" * 36 not in seen


# Set in the agent's environment for the end-to-end run; the values are what must not come out.
E2E_SECRETS = {
    "DB_PASS": "e2e-db-pass-value",
    "PGPASS": "e2e-pgpass-value",
    "MYSQL_PWD": "e2e-mysql-pwd-value",
    "GH_PAT": "e2e-gh-pat-value",
    "CI_JOB_JWT": "e2e-ci-job-jwt-value",
    "SSH_AUTH_SOCK": "/tmp/e2e-ssh-agent.sock",
    "OPENAI_API_KEY": "sk-e2eopenaikeyvalue0123456789",
    "BUILD_NOTES": "ghp_" + "E2eInnocentNameGhToken0123456789abcd",
}


@pytest.mark.slow
def test_agent_run_shows_bash_no_secret(write_script, workspace, agent_home, monkeypatch):
    for name, value in E2E_SECRETS.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("E2E_ORDINARY", "still-here")
    calls = [
        {"name": "bash", "arguments": {"command": "env"}},
        {"name": "bash", "arguments": {"command": "cat /proc/self/environ | tr '\\0' '\\n'"}},
        {"name": "bash", "arguments": {"command": "cat /proc/$$/environ | tr '\\0' '\\n'"}},
    ]
    script = write_script({"tool_calls": calls}, {"content": "done"})
    result = CliRunner().invoke(
        main, ["run", "print the environment", "-m", f"script:{script}", "-w", str(workspace), "--yes", "--no-sandbox"]
    )
    assert result.exit_code == 0, result.output
    transcripts = list(Path(agent_home).rglob("*.jsonl"))
    assert transcripts
    recorded = "\n".join(path.read_text() for path in transcripts)
    # The commands did run and print the environment (the ordinary variable thrice: env and /proc twice).
    assert recorded.count("E2E_ORDINARY=still-here") >= 3, recorded[-2000:]
    for name, value in E2E_SECRETS.items():
        assert value not in recorded, f"{name} reached the transcript"
        assert value not in result.output, f"{name} reached the output"


@pytest.mark.parametrize(("name", "value"), REALISTIC_SECRETS, ids=[name for name, _ in REALISTIC_SECRETS])
def test_a_realistic_secret_is_left_out_by_its_shape(name, value):
    """Issue 40: Stripe, SendGrid, npm, Mailgun, Google, Vault, Azure connection strings, a URL's password with
    an empty user name and the like, under the names people give them and under a name that says nothing."""
    assert ShellEnvironment().build({name: value, "HOME": "/home/ada"}) == {"HOME": "/home/ada"}
    assert looks_like_secret(value)


def test_harmless_variables_reach_bash_whole():
    assert ShellEnvironment().build(HARMLESS) == HARMLESS


@pytest.mark.parametrize("name", ["AZURE_STORAGE_CONNECTION_STRING", "SLACK_WEBHOOK_URL", "APP_SALT", "AZURE_SAS"])
def test_names_that_hold_a_credential_without_saying_so_are_left_out(name):
    assert ShellEnvironment().build({name: "plain"}) == {}


def test_keep_holds_over_the_new_shapes():
    value = dict(REALISTIC_SECRETS)["STRIPE_LIVE"]
    assert ShellEnvironment(keep=["STRIPE_*"]).build({"STRIPE_LIVE": value}) == {"STRIPE_LIVE": value}


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "origin\thttps://ada:ghp_abc123XYZ@github.com/me/r.git (fetch)",
            "origin\thttps://ada:***@github.com/me/r.git",
        ),
        ("https://ghp_" + "a1B2" * 9 + "@github.com/me/r.git", "https://***@github.com/me/r.git"),
        ("redis://:hunter2@cache:6379/0", "redis://:***@cache:6379/0"),
        ("ssh://git@github.com/me/r.git", "ssh://git@github.com/me/r.git"),
        ("git@github.com:me/r.git", "git@github.com:me/r.git"),
        ('url = "postgres://%s:%s@%s/db" % (user, pw, host)', 'url = "postgres://%s:%s@%s/db"'),
        ("https://{user}:{password}@host/", "https://{user}:{password}@host/"),
    ],
)
def test_a_urls_password_is_masked_in_what_the_model_reads(text, shown):
    assert mask_url_credentials(text).startswith(shown)
