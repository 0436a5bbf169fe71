"""Builds a run from the user's choices: resolves the capability, opens the provider and the tools."""

from __future__ import annotations

from pathlib import Path

import capabilities
from agent.errors import UserError
from agent.model_spec import ModelSpec
from agent.providers.base import Provider
from capabilities import Capability, CapabilityConfigError, GGUFError, Overrides


def resolve_capability(spec: ModelSpec, workspace: Path, flags: Overrides, gguf_path: Path | None) -> Capability:
    try:
        detected = capabilities.detect_from_gguf(gguf_path) if gguf_path is not None else None
        return capabilities.resolve(spec.registry_id, workspace=workspace, detected=detected, flags=flags)
    except (CapabilityConfigError, GGUFError) as err:
        raise UserError(str(err)) from None


def open_provider(spec: ModelSpec, capability: Capability, gguf_path: Path | None) -> Provider:
    if spec.kind == "script":
        from agent.providers.scripted import ScriptedProvider

        return ScriptedProvider(spec.path)
    from agent.providers.llamacpp import LlamaCppProvider

    if capability.tool_mode != "grammar":
        raise UserError(f"--tools {capability.tool_mode} is not supported for in-process llama.cpp models yet; use --tools grammar")
    return LlamaCppProvider(spec.raw, gguf_path, n_ctx=capability.context_effective)


def model_file(spec: ModelSpec) -> Path | None:
    """The GGUF file behind an in-process model (the embedded one is assembled from its package)."""
    if spec.kind == "embedded":
        from agent.providers.llamacpp import embedded_model_path

        return embedded_model_path()
    return spec.path if spec.kind == "llamacpp" else None
