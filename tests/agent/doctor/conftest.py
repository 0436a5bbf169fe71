"""Fixtures of the doctor's tests: the providers' tests' fake server, a local HTTP server that answers in the
shapes Ollama's and llama-server's APIs document (tests/agent/providers/fixtures/fake_server.py)."""

from __future__ import annotations

from tests.agent.providers.conftest import server

__all__ = ["server"]
