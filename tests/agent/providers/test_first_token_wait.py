"""A server model opened with a measured prompt speed gets a wait for its first token that allows reading a full
window at that speed (agent/backends/servers.py), against an Ollama-shaped server."""

from __future__ import annotations

from agent.backends.model_spec import parse_model_spec
from agent.backends.servers import OllamaBackend
from agent.config_files import load_user_config
from capabilities import Capability

from .fixtures.fake_server import load_json


def test_opening_a_slowly_measured_model_waits_longer_for_its_first_token(server, monkeypatch, agent_home):
    for _ in range(2):  # each reply is served once: one per open
        server.add("/api/show", 200, load_json("ollama_show_llama3.1_8b.json"))
        server.add("/api/ps", 200, {"models": []})
    monkeypatch.setenv("OLLAMA_HOST", server.url)
    spec = parse_model_spec("ollama/llama3.1:8b")
    measured = Capability(model="llama3.1:8b", context_effective=16384, prompt_tps=20.0)  # 819 s a full window
    provider, capability = OllamaBackend().open(spec, lambda detected: measured, load_user_config())
    try:
        assert capability is measured
        assert provider.config.first_token_timeout_s == 1638
    finally:
        provider.close()
    unmeasured, _ = OllamaBackend().open(
        spec, lambda detected: measured.model_copy(update={"prompt_tps": None}), load_user_config()
    )
    unmeasured.close()
    assert unmeasured.config.first_token_timeout_s == 300.0
