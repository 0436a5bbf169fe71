"""Fixtures of the doctor's tests: a local HTTP server that answers in the shapes Ollama's and llama-server's APIs
document (the providers' tests' own fake, tests/agent/providers/fixtures/fake_server.py)."""

from __future__ import annotations

import pytest

from tests.agent.providers.fixtures.fake_server import FakeServer, start


@pytest.fixture
def server():
    state = FakeServer()
    http = start(state)
    yield state
    http.shutdown()
    http.server_close()
