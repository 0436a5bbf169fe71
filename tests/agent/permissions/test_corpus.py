"""The gate over lists of real-looking commands (commands.toml), in the sandbox and outside it: nothing
dangerous allowed, destroyers always asked, code-running commands asked outside, the boring path quiet."""

import tomllib
from pathlib import Path

import pytest

from agent.permissions import load_policy

pytestmark = pytest.mark.slow

CORPUS = tomllib.loads((Path(__file__).parent / "commands.toml").read_text())


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A $HOME with a key, a .bashrc and a .profile, so globs and `~` have something to expand to."""
    root = tmp_path / "home"
    (root / ".ssh").mkdir(parents=True)
    (root / ".ssh" / "id_rsa").write_text("KEY")
    (root / ".bashrc").write_text("")
    (root / ".profile").write_text("")
    monkeypatch.setenv("HOME", str(root))
    return root


@pytest.fixture
def workspace(agent_home, home, tmp_path):
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    (root / ".git" / "hooks").mkdir(parents=True)
    return root


def allowed(workspace, commands, sandboxed):
    policy = load_policy(workspace, sandboxed=sandboxed)
    return [cmd for cmd in commands if policy.check("bash", {"command": cmd}).decision == "allow"]


def test_the_corpus_is_big_enough():
    assert len(CORPUS["harmless"]) >= 90
    assert len(CORPUS["dangerous"]) + len(CORPUS["destroyers"]) >= 200
    assert len(CORPUS["dangerous_outside"]) >= 100


@pytest.mark.parametrize("sandboxed", [True, False], ids=["sandboxed", "outside"])
def test_no_dangerous_command_is_allowed(workspace, sandboxed):
    bypasses = allowed(workspace, CORPUS["dangerous"], sandboxed)
    print(
        f"\ndangerous allowed ({'sandboxed' if sandboxed else 'outside'}): {len(bypasses)}/{len(CORPUS['dangerous'])}"
    )
    assert bypasses == [], f"{len(bypasses)} dangerous commands allowed: {bypasses}"


@pytest.mark.parametrize("sandboxed", [True, False], ids=["sandboxed", "outside"])
def test_every_destroyer_asks(workspace, sandboxed):
    bypasses = allowed(workspace, CORPUS["destroyers"], sandboxed)
    print(
        f"\ndestroyers allowed ({'sandboxed' if sandboxed else 'outside'}): {len(bypasses)}/{len(CORPUS['destroyers'])}"
    )
    assert bypasses == [], f"{len(bypasses)} destroyers allowed: {bypasses}"


def test_code_running_commands_ask_outside_the_sandbox(workspace):
    probes = CORPUS["dangerous_outside"]
    bypasses = allowed(workspace, probes, sandboxed=False)
    quiet_inside = allowed(workspace, probes, sandboxed=True)
    print(
        f"\nprobes asked outside the sandbox: {len(probes) - len(bypasses)}/{len(probes)}; "
        f"quiet in the sandbox: {len(quiet_inside)}/{len(probes)}"
    )
    assert bypasses == [], f"{len(bypasses)} code-running commands allowed outside the sandbox: {bypasses}"


def test_harmless_commands_are_quiet_in_the_sandbox(workspace):
    harmless = CORPUS["harmless"]
    policy = load_policy(workspace, sandboxed=True)
    asked = {}
    for cmd in harmless:
        decision = policy.check("bash", {"command": cmd})
        if decision.decision != "allow":
            asked[cmd] = decision.reason
    rate = 1 - len(asked) / len(harmless)
    outside = len(allowed(workspace, harmless, sandboxed=False)) / len(harmless)
    print(
        f"\nharmless quiet: sandboxed {rate:.1%} ({len(harmless) - len(asked)}/{len(harmless)}), outside {outside:.1%}"
    )
    assert rate >= 0.95, f"harmless allowed: {rate:.1%}; asked: {asked}"
