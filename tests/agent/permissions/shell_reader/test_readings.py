"""The bash reader's corpus (readings.toml): every command there is read as written there, in the same world. The
commands are bench/bench_policy.py's everyday and dangerous lists (tests/agent/permissions/commands.toml) and those of
the reader's, the gate's and the attack tests; each reading is what the gate's rules match, so a changed entry is a
changed decision, made on purpose."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

from agent.permissions.shell_reader import read_command

CORPUS = tomllib.loads((Path(__file__).parent / "readings.toml").read_text(encoding="utf-8"))["command"]
Reading = list[dict[str, str | list[str]]]


def build_world(root: Path) -> tuple[Path, Path, Path]:
    """The workspace, HOME and AGENT_HOME the corpus is read in (below `root`)."""
    home = root / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "id_rsa").write_text("KEY")
    (home / ".bashrc").write_text("")
    (home / ".profile").write_text("")
    workspace = root / "ws"
    (workspace / "src").mkdir(parents=True)
    (workspace / ".git" / "hooks").mkdir(parents=True)
    (workspace / "hello.txt").write_text("")
    (workspace / "--pre=sh").write_text("")
    agent = root / "agent-home"
    agent.mkdir()
    return workspace, home, agent


def reading(command: str, workspace: Path) -> Reading:
    """The parts of `command` as the corpus writes them: the fields without the part's own text, `problem` where
    one asks, the world's folders as {ws}, {home}, {agent}, the folder holding them as {root}, this
    process's id as {pid}."""
    places = [(str(workspace), "{ws}"), (str(workspace.parent / "home"), "{home}")]
    places += [(str(workspace.parent / "agent-home"), "{agent}"), (str(workspace.parent), "{root}")]
    places.append((f"/proc/{os.getpid()}/", "/proc/{pid}/"))  # /proc/self, as the reader resolves it

    def placed(value: str) -> str:
        for path, name in places:
            value = value.replace(path, name)
        return value

    parts: Reading = []
    for part in read_command(command, workspace):
        fields = {key: value for key, value in part.fields.items() if key != "command"}
        shown: dict[str, str | list[str]] = {
            key: placed(value) if isinstance(value, str) else [placed(item) for item in value]
            for key, value in fields.items()
        }
        if part.problem is not None:
            shown["problem"] = part.problem
        parts.append(shown)
    return parts


@pytest.fixture
def world(tmp_path, monkeypatch) -> Path:
    workspace, home, agent = build_world(tmp_path)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("AGENT_HOME", str(agent))
    return workspace


def test_the_corpus_holds_everyday_and_hostile_commands():
    groups = [entry["group"] for entry in CORPUS]
    assert groups.count("everyday") >= 100 and len(groups) - groups.count("everyday") >= 400
    assert len({entry["text"] for entry in CORPUS}) == len(CORPUS)


@pytest.mark.parametrize("entry", CORPUS, ids=[f"{n}:{entry['text'][:40]}" for n, entry in enumerate(CORPUS)])
def test_each_command_is_read_as_the_corpus_says(world, entry):
    assert reading(entry["text"], world) == entry["parts"]
