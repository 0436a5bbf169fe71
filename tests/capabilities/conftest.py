from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any

import pytest

from capabilities import registry

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(autouse=True)
def fresh_registry(monkeypatch):
    """Parsed files are cached by path and mtime; tests rewrite files fast, so start empty."""
    registry._load_cached.cache_clear()
    monkeypatch.delenv("OLLAMA_HOST", raising=False)


def load_fixture(name: str) -> dict[str, Any]:
    return json.loads((FIXTURES / name).read_text())


@pytest.fixture
def user_toml(agent_home):
    """Writes $AGENT_HOME/models.toml (the user layer) and returns its path."""

    def write(text: str) -> Path:
        path = agent_home / "models.toml"
        path.write_text(text)
        return path

    return write


def write_gguf(path: Path, fields: dict[str, Any], *, version: int = 3) -> Path:
    """A GGUF file holding only a header with these metadata keys (str, bool, int and str lists)."""

    def text(value: str) -> bytes:
        raw = value.encode()
        return struct.pack("<Q", len(raw)) + raw

    body = b""
    for key, value in fields.items():
        if isinstance(value, str):
            typed = struct.pack("<I", 8) + text(value)
        elif isinstance(value, bool):
            typed = struct.pack("<I?", 7, value)
        elif isinstance(value, int):
            typed = struct.pack("<II", 4, value)
        else:
            typed = struct.pack("<IIQ", 9, 8, len(value)) + b"".join(text(item) for item in value)
        body += text(key) + typed
    path.write_bytes(b"GGUF" + struct.pack("<IQQ", version, 0, len(fields)) + body)
    return path
