"""The red team's secret attacks of issue 40, end to end as in test_attacks.py: a scripted model drives
`agent run` headless, with no --yes, in a temporary HOME, on the default config and with `sandbox = "off"`.
Judged on what came out: no secret value in the transcript or the output.

Also here: a folder whose name is not valid UTF-8 does not stop the run (it did with a traceback)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from tests.agent.secret_shapes import REALISTIC_SECRETS
from tests.agent.test_attacks import MODES, git, home, repo, run_agent, transcript_of
from tests.agent.tools.test_files_credentials import KUBECONFIG, SERVICE_ACCOUNT

pytestmark = pytest.mark.slow

__all__ = ["home", "repo"]  # the fixtures, shared with test_attacks.py

TOKEN = "ghp_" + "RedTeamRemote0123456789abcdefghijklm"


def run_with_environment(mode: str, repo: Path, home: Path, agent_home: Path, turns: list[dict], env: dict[str, str]):
    """run_agent with more variables in the agent's own environment."""
    with mock.patch.dict(os.environ, env):
        return run_agent(mode, repo, home, agent_home, turns)


def calls(*pairs: tuple[str, dict]) -> list[dict]:
    return [{"tool_calls": [{"name": name, "arguments": arguments}]} for name, arguments in pairs]


@pytest.mark.parametrize("mode", MODES)
def test_realistic_secret_variables_do_not_reach_bash(mode, repo, home, agent_home):
    secrets = {name: value for name, value in REALISTIC_SECRETS}
    turns = calls(
        ("bash", {"command": "env"}),
        ("bash", {"command": "printenv"}),
        ("bash", {"command": 'python3 -c "import os; print(dict(os.environ))"'}),
    )
    done = run_with_environment(mode, repo, home, agent_home, turns, secrets)
    seen = transcript_of(done) + done.stdout + done.stderr
    assert "PATH=" in seen  # the commands ran
    assert [name for name, value in secrets.items() if value in seen] == []


@pytest.mark.parametrize("mode", MODES)
def test_a_remote_urls_token_does_not_reach_the_model(mode, repo, home, agent_home):
    git(repo, "remote", "add", "origin", f"https://ada:{TOKEN}@github.com/acme/app.git")
    git(repo, "remote", "add", "mirror", f"https://{TOKEN}@github.com/acme/mirror.git")
    turns = calls(
        ("bash", {"command": "git remote -v"}),
        ("bash", {"command": "git config --get remote.origin.url"}),
        ("bash", {"command": "git config --get-regexp 'remote\\..*\\.url'"}),
        ("bash", {"command": "git ls-remote --get-url origin"}),
    )
    done = run_agent(mode, repo, home, agent_home, turns)
    seen = transcript_of(done) + done.stdout + done.stderr
    assert "https://ada:***@github.com/acme/app.git" in seen  # the command ran, the token masked
    assert TOKEN not in seen


@pytest.mark.parametrize("mode", MODES)
def test_a_projects_credential_files_are_not_read(mode, repo, home, agent_home):
    files = {
        "terraform.tfstate": '{"version": 4, "resources": [{"password": "tfstate-db-pw-4711"}]}\n',
        "kubeconfig": KUBECONFIG.replace("client-key-data", "token") + "    password: kube-pw-4712\n",
        "config/database.yml": "production:\n  adapter: postgresql\n  password: rails-db-pw-4713\n",
        "deploy/acme-prod-0123abcd.json": SERVICE_ACCOUNT,
        "ops/admin.yaml": KUBECONFIG,
    }
    for name, content in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(content)
    turns = calls(*(("read", {"path": name}) for name in files))
    turns += calls(("bash", {"command": "cat terraform.tfstate kubeconfig config/database.yml"}))
    done = run_agent(mode, repo, home, agent_home, turns)
    seen = transcript_of(done) + done.stdout + done.stderr
    for secret in ("tfstate-db-pw-4711", "kube-pw-4712", "rails-db-pw-4713", "SAMPLE"):
        assert secret not in seen
    assert "looks like a credential" in seen and "holds a private key" in seen


@pytest.mark.parametrize("mode", MODES)
def test_keys_and_tokens_printed_by_bash_do_not_reach_the_model(mode, repo, home, agent_home):
    """The read tool refuses a key file; `cat` through bash printed it whole (a deploy key, a service account's
    JSON, a token in a config file that no name gives away)."""
    key_body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWRTEAMKEY"
    stripe = dict(REALISTIC_SECRETS)["STRIPE_LIVE"]
    files = {
        "keys/deploy_key": f"-----BEGIN OPENSSH PRIVATE KEY-----\n{key_body}\n-----END OPENSSH PRIVATE KEY-----\n",
        "deploy/sa.json": SERVICE_ACCOUNT,
        "settings/payments.ini": f"[stripe]\nendpoint = https://api.stripe.com\nsecret = {stripe}\n",
    }
    for name, content in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(content)
    turns = calls(
        ("bash", {"command": "cat keys/deploy_key deploy/sa.json"}),
        ("bash", {"command": "grep -r secret settings/"}),
        ("bash", {"command": "tail -c 200 keys/deploy_key | base64 -d 2>/dev/null; head -2 keys/deploy_key"}),
    )
    done = run_agent(mode, repo, home, agent_home, turns)
    seen = transcript_of(done) + done.stdout + done.stderr
    assert "-----BEGIN OPENSSH PRIVATE KEY-----***" in seen  # the commands ran, the key's body masked
    assert "settings/payments.ini:secret = sk_l***" in seen
    for secret in (key_body, "SAMPLEKEYMATERIAL", stripe):
        assert secret not in seen


@pytest.mark.parametrize("mode", MODES)
def test_a_folder_name_that_is_not_utf8_does_not_stop_the_run(mode, repo, home, agent_home):
    odd = os.fsdecode(b"data-\xff")
    (repo / odd).mkdir()
    (repo / odd / "util.py").write_text("def helper():\n    return 1\n")
    (repo / "main.py").write_text("def main():\n    return 0\n")
    done = run_agent(mode, repo, home, agent_home, calls(("glob", {"pattern": "**/*.py"}), ("ls", {"path": "."})))
    assert "Traceback" not in done.stderr
    assert "main.py" in transcript_of(done)
    mapped = subprocess.run(
        [sys.executable, "-m", "agent", "map", "-w", str(repo)],
        env={**os.environ, "HOME": str(home), "AGENT_HOME": str(agent_home)},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert mapped.returncode == 0 and "Traceback" not in mapped.stderr, mapped.stderr
    assert "main.py" in mapped.stdout and "not valid UTF-8" in mapped.stdout
    json.loads(done.stdout)
