"""Builds a run from the user's choices: resolves the capability, opens the provider and the tools."""

from __future__ import annotations

import os
from pathlib import Path

import capabilities
from agent.errors import UserError
from agent.instructions import system_prompt
from agent.loop import AgentLoop, RunResult
from agent.model_spec import ModelSpec
from agent.progress import Progress
from agent.providers.base import Provider
from agent.session_store import LoadedSession
from agent.tools import ToolRuntime
from agent.tools.records import RecordSnapshot
from agent.transcript import Transcript
from capabilities import Capability, CapabilityConfigError, Detected, GGUFError, Overrides
from capabilities.servers import ollama_base_url

# Server providers opened for detection, reused by open_provider (one client per run).
_servers: dict[str, Provider] = {}


def check_config(workspace: Path) -> None:
    """Load and validate every config file a run reads (the user's config.toml and the shipped, user
    and project models.toml), so a typo stops the command before a server is asked or a transcript
    is written."""
    from agent.providers.config import load_user_config

    load_user_config()
    try:
        capabilities.registry_files(workspace)
    except CapabilityConfigError as err:
        raise UserError(str(err)) from None


def resolve_capability(spec: ModelSpec, workspace: Path, flags: Overrides, gguf_path: Path | None) -> Capability:
    """The model's capability; for a server model this asks the server (a dead one is a ProviderError)."""
    detected: Detected | None = None
    if spec.kind in ("ollama", "openai"):
        detected = _server(spec).detect()
    try:
        if gguf_path is not None:
            detected = capabilities.detect_from_gguf(gguf_path)
        return capabilities.resolve(spec.registry_id, workspace=workspace, detected=detected, flags=flags)
    except (CapabilityConfigError, GGUFError) as err:
        raise UserError(str(err)) from None


def open_provider(spec: ModelSpec, capability: Capability, gguf_path: Path | None) -> Provider:
    if spec.kind == "script":
        from agent.providers.scripted import ScriptedProvider

        return ScriptedProvider(spec.path)
    if spec.kind in ("ollama", "openai"):
        return _servers.pop(spec.raw, None) or _server(spec, keep=False)
    from agent.providers.llamacpp import LlamaCppProvider

    if capability.tool_mode == "native":
        raise UserError(
            "--tools native is not supported for in-process llama.cpp models; use --tools grammar or --tools text"
        )
    return LlamaCppProvider(spec.raw, gguf_path, n_ctx=capability.context_effective)


def run_session(
    task: str,
    spec: ModelSpec,
    root: Path,
    *,
    max_turns: int,
    flags: Overrides,
    transcript: Transcript,
    progress: Progress,
    loaded: LoadedSession | None = None,
) -> RunResult:
    """One agent run in `root`: resolve the capability, open the provider, run the loop, close it.
    With `loaded`, the run continues that earlier session."""
    gguf_path = model_file(spec)
    capability = resolve_capability(spec, root, flags, gguf_path)
    provider = open_provider(spec, capability, gguf_path)
    records = loaded.file_records if loaded is not None else None
    try:
        loop = AgentLoop(
            provider,
            ToolRuntime(root),
            capability,
            transcript,
            progress,
            max_turns=max_turns,
            system_prompt=system_prompt(root),
            conversation=loaded.conversation if loaded is not None else None,
            file_records=RecordSnapshot.model_validate(records) if records else None,
        )
        return loop.run(task)
    finally:
        provider.close()


def model_file(spec: ModelSpec) -> Path | None:
    """The GGUF file behind an in-process model (the embedded one is assembled from its package).
    Checks first that the `embedded` extra is installed: the provider module needs its packages."""
    from agent.providers.llamacpp_backend import BACKEND_MODULES, EMBEDDED_MODULES, require_backend

    if spec.kind == "llamacpp":
        require_backend("an in-process llama.cpp model", BACKEND_MODULES)
    if spec.kind == "embedded":
        require_backend("the embedded model", EMBEDDED_MODULES)
        from agent.providers.llamacpp import embedded_model_path

        return embedded_model_path()
    return spec.path if spec.kind == "llamacpp" else None


def openai_target(spec: ModelSpec) -> tuple[str, str | None]:
    """Base URL and API key of an `openai` spec: its named endpoint, else OPENAI_BASE_URL / OPENAI_API_KEY."""
    from agent.providers.config import DEFAULT_OPENAI_BASE_URL, load_user_config

    if spec.endpoint is not None:
        endpoint = load_user_config().endpoints[spec.endpoint]
        return endpoint.base_url, endpoint.api_key
    return os.environ.get("OPENAI_BASE_URL") or DEFAULT_OPENAI_BASE_URL, os.environ.get("OPENAI_API_KEY")


def _server(spec: ModelSpec, keep: bool = True):
    if keep and spec.raw in _servers:
        return _servers[spec.raw]
    from agent.providers.config import load_user_config

    config = load_user_config()
    if spec.kind == "ollama":
        from agent.providers.ollama import OllamaProvider

        provider = OllamaProvider(spec.model, ollama_base_url(), config.providers)
    else:
        from agent.providers.openai_compat import OpenAICompatProvider

        base_url, api_key = openai_target(spec)
        fmt = config.endpoints[spec.endpoint].response_format if spec.endpoint else None
        provider = OpenAICompatProvider(
            spec.model, base_url, api_key, config.providers, response_format=fmt, model_id=spec.raw
        )
    if keep:
        _servers[spec.raw] = provider
    return provider
