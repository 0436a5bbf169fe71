"""The resolved capability of one model: everything model-specific the agent reads."""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, PositiveInt
from pydantic.fields import FieldInfo

from parsers.dialects import DialectName

ToolMode = Literal["native", "text", "grammar"]
TOOL_MODES: tuple[ToolMode, ...] = get_args(ToolMode)  # what `--tools` accepts
PromptStyle = Literal["chat", "completion"]
# How the model edits a file: old/new text, lines named by read's anchors, or the whole file rewritten.
EditFormat = Literal["replace", "anchored", "whole"]
EDIT_FORMATS: tuple[EditFormat, ...] = get_args(EditFormat)
# What an edit or write that leaves a parsing file unparsable gets: refused, a warning, or nothing.
SyntaxCheck = Literal["refuse", "warn", "off"]
SYNTAX_CHECKS: tuple[SyntaxCheck, ...] = get_args(SyntaxCheck)


class Sampling(BaseModel):
    """Recommended sampling settings; None leaves the backend's default."""

    model_config = ConfigDict(extra="forbid")

    temperature: float | None = None
    top_p: float | None = None
    top_k: int | None = None
    min_p: float | None = None
    repeat_penalty: float | None = None


class Settable:
    """Marks a Capability field a models.toml entry may set; `unit` is what its number counts, for messages."""

    def __init__(self, unit: str | None = None):
        self.unit = unit


SETTABLE = Settable()
TOKENS = Settable(unit="tokens")

# Compaction starts when a request would pass this share of the effective window.
COMPACTION_SHARE = 0.8


def compaction_share_text() -> str:
    """The compaction share as people write it: "80%"."""
    return f"{COMPACTION_SHARE:.0%}"


class Capability(BaseModel):
    """How the agent talks to one model. `sources` says where each field's value came from.

    Fields marked `Settable` are what a models.toml entry may set (`capabilities.registry.Entry` is
    derived from them); the declared order is the order `agent caps` shows them in.
    """

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="the model id as the user gave it")
    matched_prefix: str | None = Field(None, description="registry entry that matched; None for an unknown model")
    native_tools: Annotated[bool, SETTABLE] = Field(
        False, description="the backend returns structured tool calls for this model"
    )
    tool_mode: Annotated[ToolMode, SETTABLE] = Field(
        "text", description="how tool calls are requested: native, text (prompted dialect) or grammar"
    )
    tool_format: Annotated[DialectName, SETTABLE] = Field(
        "json", description="text dialect to prompt with and to try first when parsing"
    )
    prompt_style: Annotated[PromptStyle, SETTABLE] = Field(
        "chat", description="chat template, or completion/few-shot for base models"
    )
    context_advertised: Annotated[PositiveInt, TOKENS] = Field(8192, description="context window the model card claims")
    context_effective: Annotated[PositiveInt, TOKENS] = Field(
        4096, description="context the model stays coherent in; never above what the server runs"
    )
    server_context: int | None = Field(
        None,
        description="window a server is fixed to (llama.cpp n_ctx, vLLM max_model_len), when detected; "
        "context_effective never exceeds it",
    )
    window_authoritative: Annotated[bool, SETTABLE] = Field(
        False, description="the window figure is measured/official, not a guess"
    )
    max_output_tokens: Annotated[PositiveInt, TOKENS] = Field(
        1024,
        description="longest reply asked for (max_tokens, Ollama num_predict); a reply cut off there never runs",
    )
    path_choices: Annotated[bool, SETTABLE] = Field(
        False, description="grammar mode: a path that must exist must be one of the workspace's files (for tiny models)"
    )
    edit_format: Annotated[EditFormat, SETTABLE] = Field(
        "replace",
        description="how the model edits files: replace (old_text/new_text), anchored (read shows line anchors, "
        "edit_lines names a first and last one) or whole (the model writes the whole file)",
    )
    syntax_check: Annotated[SyntaxCheck, SETTABLE] = Field(
        "refuse",
        description="an edit or write that makes a parsing file stop parsing: refuse it, warn, or off",
    )
    stop: Annotated[list[str], SETTABLE] = Field(default_factory=list, description="extra stop sequences")
    sampling: Annotated[Sampling, SETTABLE] = Field(default_factory=Sampling)
    prompt_tps: Annotated[float | None, SETTABLE] = Field(
        None,
        gt=0,
        description="prompt tokens read a second on this machine (agent calibrate); a server's wait for a "
        "first token grows to twice a full window's reading time",
    )
    generation_tps: Annotated[float | None, SETTABLE] = Field(
        None, gt=0, description="reply tokens written a second on this machine (agent calibrate)"
    )
    is_guess: bool = Field(False, description="no registry entry matched; these are conservative defaults")
    sources: dict[str, str] = Field(default_factory=dict, description="field name -> where its value came from")

    @property
    def compaction_at(self) -> int:
        """Compaction starts when a request would pass COMPACTION_SHARE of the effective window."""
        return int(self.context_effective * COMPACTION_SHARE)

    @property
    def num_ctx(self) -> int:
        """The window to ask a per-request backend for: Ollama `options.num_ctx`, llama.cpp `n_ctx` at load."""
        return self.context_effective

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict of every field plus the derived `compaction_at` and `num_ctx`."""
        data = self.model_dump(mode="json")
        data["compaction_at"] = self.compaction_at
        data["num_ctx"] = self.num_ctx
        return data

    def to_json(self, indent: int | None = 2) -> str:
        """`to_dict()` as JSON text (what `agent caps --json` prints)."""
        return json.dumps(self.to_dict(), indent=indent)


def settable_fields() -> dict[str, FieldInfo]:
    """Capability's fields that a models.toml entry may set, in declared order."""
    return {
        name: field
        for name, field in Capability.model_fields.items()
        if any(isinstance(mark, Settable) for mark in field.metadata)
    }
