"""Resolve one model id to its Capability, layer by layer.

Layers, lowest first: shipped models.toml -> user models.toml -> project models.toml(s) (when the caller
says the project is trusted)
-> live detection -> command-line flags. Within one file the longest matching prefix wins,
never file order. Every field's `sources` entry says which layer set it.

How an explicit setting and a detected value combine:

* Detection reports facts about what is running; a file setting is a choice. A detected value
  replaces values from the shipped registry and the defaults, but never a key the user or
  project file set. So `tool_mode = "text"` in a user file beats a server that reports tool
  support, and a user's `prompt_style` beats a GGUF's chat template.
* Detection that the server has no tool support turns a shipped `tool_mode = "native"` into
  "text"; detected tool support turns the unknown-model default "text" into "native".
* Flags (`--ctx`, `--tools`) beat everything; so do `edit_format` and `syntax_check` in config.toml's
  `[defaults]`, the user's choice for every model.
* Windows are limits, applied last whatever set them: `context_effective` never exceeds
  `context_advertised`, nor the `server_context` a server was detected to run with. (Only
  for an unknown model, whose advertised window is itself a guess, does an explicit larger
  `--ctx` raise the guess instead.)
* `tool_mode = "native"` chosen explicitly implies `native_tools = true`.
* Values `agent calibrate` measured (a user or project entry's `measured` table) are explicit settings whose
  source reads `measured DATE`: no shipped or detected value replaces them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, PositiveInt

from capabilities.capability import Capability, EditFormat, Sampling, SyntaxCheck, ToolMode
from capabilities.detection import Detected
from capabilities.measurement import MEASURED_KEY, measured_source
from capabilities.model_id import match_key
from capabilities.registry import Entry, registry_files

DEFAULT_SOURCE = "default"
FLAG_SOURCE = "flag"
DEFAULTS_SOURCE = "config.toml [defaults]"
_FIELDS = [name for name in Entry.model_fields if name not in ("sampling", MEASURED_KEY)]


class Overrides(BaseModel):
    """Command-line flags: the top layer."""

    model_config = ConfigDict(extra="forbid")

    context: PositiveInt | None = Field(None, description="--ctx N: the context window to use (context_effective)")
    tool_mode: ToolMode | None = Field(None, description="--tools native|text|grammar")
    max_output_tokens: PositiveInt | None = Field(None, description="--max-output N: the longest reply")
    edit_format: EditFormat | None = Field(None, description="[defaults] edit_format: how the model edits files")
    syntax_check: SyntaxCheck | None = Field(None, description="[defaults] syntax_check: refuse, warn or off")


def resolve(
    model_id: str,
    *,
    workspace: Path | None = None,
    trusted_project: bool = False,
    detected: Detected | None = None,
    flags: Overrides | None = None,
) -> Capability:
    """The capability of `model_id` after all layers; raises CapabilityConfigError for a bad file."""
    values: dict[str, Any] = {}
    sampling: dict[str, Any] = {}
    sources: dict[str, str] = {}
    explicit: set[str] = set()
    matched: list[str] = []

    for registry in registry_files(workspace, trusted_project=trusted_project):
        hit = registry.best_match(model_id)
        if hit is None:
            continue
        prefix, entry = hit
        matched.append(prefix)
        where = f"{registry.label} [{prefix}]"
        settings = entry.settings()
        for name, value in settings.pop("sampling", {}).items():
            sampling[name], sources[f"sampling.{name}"] = value, where
        measured = entry.measured_on() if registry.kind != "shipped" else {}
        for name, value in settings.items():
            values[name], sources[name] = value, where
            if name in measured:
                sources[name] = measured_source(measured[name], where)
            if registry.kind != "shipped":
                explicit.add(name)

    server_context = None
    if detected is not None:
        server_context = _apply_detected(detected, values, sources, explicit)

    if flags is not None:
        if flags.context is not None:
            values["context_effective"], sources["context_effective"] = flags.context, FLAG_SOURCE
        if flags.tool_mode is not None:
            values["tool_mode"], sources["tool_mode"] = flags.tool_mode, FLAG_SOURCE
        if flags.max_output_tokens is not None:
            values["max_output_tokens"], sources["max_output_tokens"] = flags.max_output_tokens, FLAG_SOURCE
        for name in ("edit_format", "syntax_check"):  # set in config.toml [defaults], not by a flag
            if (chosen := getattr(flags, name)) is not None:
                values[name], sources[name] = chosen, DEFAULTS_SOURCE

    if values.get("tool_mode") == "native" and not values.get("native_tools", False):
        values["native_tools"] = True
        sources["native_tools"] = f"implied by tool_mode = native ({sources['tool_mode']})"

    _apply_window_limits(values, sources, server_context, detected)

    for name in _FIELDS:
        sources.setdefault(name, DEFAULT_SOURCE)
    if not sampling:
        sources["sampling"] = DEFAULT_SOURCE
    if server_context is not None and detected is not None:
        sources["server_context"] = f"detected:{detected.how}"

    return Capability(
        model=model_id,
        matched_prefix=max(matched, key=lambda p: len(match_key(p))) if matched else None,
        is_guess=not matched,
        sampling=Sampling(**sampling),
        server_context=server_context,
        sources=sources,
        **values,
    )


def _apply_detected(
    detected: Detected, values: dict[str, Any], sources: dict[str, str], explicit: set[str]
) -> int | None:
    where = f"detected:{detected.how}"

    def take(name: str, value: Any) -> None:
        if value is not None and name not in explicit:
            values[name], sources[name] = value, where

    take("native_tools", detected.native_tools)
    take("prompt_style", detected.prompt_style)
    take("context_advertised", detected.context_trained)
    if detected.context_trained is not None:
        take("window_authoritative", True)
    if detected.native_tools is not None and "tool_mode" not in explicit:
        mode = values.get("tool_mode", Capability.model_fields["tool_mode"].default)
        if not detected.native_tools and mode == "native":
            values["tool_mode"], sources["tool_mode"] = "text", where
        elif detected.native_tools and "tool_mode" not in sources:
            values["tool_mode"], sources["tool_mode"] = "native", where
    return detected.server_context


def _apply_window_limits(
    values: dict[str, Any], sources: dict[str, str], server_context: int | None, detected: Detected | None
) -> None:
    advertised = values.get("context_advertised", Capability.model_fields["context_advertised"].default)
    effective = values.get("context_effective", Capability.model_fields["context_effective"].default)
    source = sources.get("context_effective", DEFAULT_SOURCE)
    if effective > advertised and "context_advertised" not in sources:
        # Nobody knows this model's window; the guess gives way to an explicit --ctx or entry.
        values["context_advertised"] = advertised = effective
        sources["context_advertised"] = f"{DEFAULT_SOURCE}, raised to context_effective"
    elif effective > advertised:
        effective = advertised
        source += f", capped at context_advertised ({sources.get('context_advertised', DEFAULT_SOURCE)})"
    if server_context is not None and detected is not None and effective > server_context:
        effective = server_context
        source += f", capped at the server's window (detected:{detected.how})"
    values["context_effective"], sources["context_effective"] = effective, source
