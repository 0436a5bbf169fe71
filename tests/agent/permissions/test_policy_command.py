"""`agent policy check` says whether the command would run sandboxed, and decides accordingly (issue 24)."""

import json
import shutil

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.commands.policy_command import would_sandbox


def check(*args):
    result = CliRunner().invoke(main, ["policy", "check", *args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("flag, sandboxed, decision", [("--sandbox", True, "allow"), ("--no-sandbox", False, "ask")])
def test_check_json_reports_whether_bash_runs_sandboxed(agent_home, tmp_path, flag, sandboxed, decision):
    data = json.loads(check("--json", flag, "--workspace", str(tmp_path), "make test"))
    assert data["sandboxed"] is sandboxed
    assert data["decision"] == decision


def test_without_a_flag_it_reports_what_the_default_config_would_do(agent_home, tmp_path):
    data = json.loads(check("--json", "--workspace", str(tmp_path), "python3 -c 'print(1)'"))
    assert data["sandboxed"] is would_sandbox(tmp_path)
    assert data["decision"] == ("allow" if data["sandboxed"] else "ask")
    if shutil.which("bwrap") is None:
        assert data["sandboxed"] is False


def test_text_output_says_where_it_runs(agent_home, tmp_path):
    assert check("--sandbox", "--workspace", str(tmp_path), "make").splitlines()[0].endswith("(sandboxed)")
    outside = check("--no-sandbox", "--workspace", str(tmp_path), "make")
    assert outside.startswith("ask: make: can run code") and "(outside the sandbox)" in outside


def test_destroyers_ask_either_way(agent_home, tmp_path):
    for flag in ("--sandbox", "--no-sandbox"):
        data = json.loads(check("--json", flag, "--workspace", str(tmp_path), "git stash clear"))
        assert data["decision"] == "ask"
