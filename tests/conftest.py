from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def agent_home(tmp_path_factory, monkeypatch) -> Path:
    """Every test gets its own AGENT_HOME, so no test reads or writes the developer's real state."""
    home = tmp_path_factory.mktemp("agent_home")
    monkeypatch.setenv("AGENT_HOME", str(home))
    return home


@pytest.fixture
def workspace(tmp_path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "hello.py").write_text('print("Hello, world!")\n')
    return root


@pytest.fixture
def write_script(tmp_path):
    """Writes a scripted-model file (one JSON turn per line) and returns its path."""

    def write(*turns: dict | str) -> Path:
        path = tmp_path / "script.jsonl"
        path.write_text("\n".join(t if isinstance(t, str) else json.dumps(t) for t in turns) + "\n")
        return path

    return write


@pytest.fixture
def sigint_raises_keyboard_interrupt():
    """SIGINT raises KeyboardInterrupt for the test, as in an interactive shell, whatever the test
    process inherited (a background job of a script starts with SIGINT ignored)."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, previous)
