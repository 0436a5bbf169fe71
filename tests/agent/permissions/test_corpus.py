"""The gate over a list of real-looking commands: no dangerous command allowed, the boring path stays quiet."""

import tomllib
from pathlib import Path

import pytest

from agent.permissions import load_policy

CORPUS = tomllib.loads((Path(__file__).parent / "commands.toml").read_text())


@pytest.fixture
def policy(agent_home, tmp_path):
    workspace = tmp_path / "ws"
    workspace.mkdir()
    return load_policy(workspace)


def test_the_corpus_is_big_enough():
    assert len(CORPUS["harmless"]) + len(CORPUS["dangerous"]) >= 80


def test_no_dangerous_command_is_allowed(policy):
    allowed = [cmd for cmd in CORPUS["dangerous"] if policy.check("bash", {"command": cmd}).decision == "allow"]
    assert allowed == [], f"{len(allowed)} dangerous commands allowed: {allowed}"


def test_harmless_commands_are_allowed_without_a_question(policy):
    asked = {}
    for cmd in CORPUS["harmless"]:
        decision = policy.check("bash", {"command": cmd})
        if decision.decision != "allow":
            asked[cmd] = decision.reason
    rate = 1 - len(asked) / len(CORPUS["harmless"])
    assert rate >= 0.95, f"harmless allowed: {rate:.1%}; asked: {asked}"
    print(f"harmless allowed: {rate:.1%} ({len(CORPUS['harmless']) - len(asked)}/{len(CORPUS['harmless'])})")
