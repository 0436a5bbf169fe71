"""`agent caps MODEL` and `agent models`: show resolved capabilities. Thin: parse, call the library, print.

Models are read with `agent run`'s own parsing (`find_model_spec`), and each is asked about through its
backend (`agent.backends`), which opens the providers `agent run` uses, so what is shown is what a run gets.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from agent.backends import BACKENDS, Backend, backend_of
from agent.backends.model_spec import ModelSpec, find_model_spec, parse_model_spec
from agent.backends.servers import OpenAIBackend
from agent.click_errors import AgentCommand
from agent.command_options import project_workspace_option, tools_option
from agent.config_files import UserConfig, load_user_config
from agent.errors import ProviderError
from agent.start.session import resolve_capability
from capabilities import Capability, Detected, Overrides, ToolMode, compaction_share_text

# Shown elsewhere in the table: the id as its first line, where each value came from as its last column.
_NOT_ROWS = {"model", "sources"}


workspace_option = project_workspace_option("Project whose models.toml / .agent/models.toml apply.")


@click.command(cls=AgentCommand, short_help="Show what the agent knows about a model, and where each value came from.")
@click.argument("model")
@click.option("--json", "as_json", is_flag=True, help="Print the capability as one JSON object.")
@click.option("--ctx", type=click.IntRange(min=1), default=None, help="Context window to use (the --ctx flag layer).")
@tools_option
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
    spec = _caps_spec(model)
    registry_id = spec.registry_id if spec is not None else model
    detected = backend_of(spec).metadata(spec) if spec is not None else None
    if detect:
        detected = _detect_server(spec, model, load_user_config()) or detected
    capability = resolve_capability(registry_id, workspace, Overrides(context=ctx, tool_mode=tool_mode), detected)
    if as_json:
        click.echo(capability.to_json())
    else:
        click.echo(_table(model, capability))


@click.command(cls=AgentCommand, short_help="List the models usable now: embedded, Ollama's, and configured servers.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of {model, backend, capability}.")
@workspace_option
@click.option("--rank", is_flag=True, help="Try each model (bounded, cached) and rank them by a stated score.")
@click.option(
    "-m", "--model", "named", multiple=True, metavar="MODEL", help="With --rank: only this model (repeatable)."
)
@click.option("--budget", default=None, help="With --rank: time for all the trials (90s, 10m); default 2m a model.")
@click.option("--max-window", type=click.IntRange(min=1024), default=None, help="With --rank: longest window tried.")
@click.option(
    "--report",
    "report_dir",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="With --rank: the folder for report.html and ranking.png (default: rankings/ in the data directory).",
)
def models(
    as_json: bool,
    workspace: Path,
    rank: bool,
    named: tuple[str, ...],
    budget: str | None,
    max_window: int | None,
    report_dir: Path | None,
) -> None:
    """List the models usable now: the embedded one, Ollama's local models if its server answers, and the
    models of OpenAI-compatible endpoints ($OPENAI_BASE_URL and those named in config.toml).

    With --rank, try each of them (or those named with -m) within a time budget: tool calls right and no call
    where none is asked, the edit format it lands most, its speed and effective window (agent calibrate's own
    trial, kept per model on this machine, so a second run only tries what is new); then one table ranked by
    the score it states, an HTML report with a chart, and on a terminal the offer to make the best one the
    default."""
    if rank:
        from agent.commands.rank import show_ranking

        show_ranking(workspace, list(named), budget, max_window, report_dir, as_json)
        return
    if named or budget or max_window or report_dir:
        raise click.UsageError("-m, --budget, --max-window and --report go with --rank")
    rows: list[tuple[str, str, Capability, str | None]] = []
    notes: list[str] = []
    config = load_user_config()
    for backend in BACKENDS.values():
        for listed in backend.list_models(notes, config):
            spec = listed.spec
            detected = backend.metadata(spec) or _probe(backend, spec, notes, config)
            capability = resolve_capability(spec.registry_id, workspace, None, detected)
            rows.append((listed.name, backend.describe(spec), capability, backend.window_note))
    notes += OpenAIBackend().slot_save_lines(config)  # llama-servers: whether sessions continue warm
    if as_json:
        data = [{"model": name, "backend": where, "capability": cap.to_dict()} for name, where, cap, _ in rows]
        click.echo(json.dumps({"models": data, "notes": notes}, indent=2))
        return
    width = max((len(name) for name, _, _, _ in rows), default=5)
    click.echo(f"{'MODEL':<{width}}  {'TOOLS':<7} {'PROMPT':<10} WINDOW (effective/advertised), BACKEND")
    unreported: list[str] = []
    for name, where, cap, window_note in rows:
        mark = ""
        if window_note is not None and cap.server_context is None:
            mark = " *"  # the server runs some window the agent cannot see
            unreported += [window_note] if window_note not in unreported else []
        click.echo(f"{name:<{width}}  {_summary(cap)}{mark}  ({where})")
    for note in notes + [f"* {text}" for text in unreported]:
        click.echo(note)


def _probe(backend: Backend[Any], spec: ModelSpec, notes: list[str], config: UserConfig) -> Detected | None:
    """What the server says about one model it listed; a failure is a note, the row stays."""
    try:
        return backend.probe(spec, config)
    except ProviderError as err:
        notes.append(f"{spec.raw}: detection failed ({err}); shown without it.")
        return None


def _caps_spec(model: str) -> ModelSpec | None:
    """MODEL as `agent run --model` reads it (a bare .gguf path as llamacpp:PATH); None for a bare id."""
    if model.lower().endswith(".gguf") and Path(model).expanduser().is_file():
        return parse_model_spec(f"llamacpp:{model}")
    return find_model_spec(model)


def _detect_server(spec: ModelSpec | None, model: str, config: UserConfig) -> Detected | None:
    """What MODEL's server says, or None with a warning when it cannot say; local models have none."""
    if spec is None:
        spec = parse_model_spec(f"ollama/{model}")
    backend = backend_of(spec)
    try:
        return backend.probe(spec, config)
    except ProviderError as err:
        click.echo(f"warning: {backend.title} detection skipped: {err}", err=True)
        return None


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
