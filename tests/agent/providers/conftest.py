"""Fixtures shared by the provider tests."""

from __future__ import annotations

import pytest

from .fixtures.fake_server import FakeServer, start


@pytest.fixture
def server():
    """A local HTTP server replaying recorded responses (Ollama- or OpenAI-shaped) and keeping the requests."""
    state = FakeServer()
    http = start(state)
    yield state
    http.shutdown()
    http.server_close()
