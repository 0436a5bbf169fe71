"""The resolved capability of one model: everything model-specific the agent reads."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from parsers.dialects import DialectName

ToolMode = Literal["native", "text", "grammar"]
PromptStyle = Literal["chat", "completion"]


class Sampling(BaseModel):
    """Recommended sampling settings; None leaves the backend's default."""

    model_config = ConfigDict(extra="forbid")

    temperature: float | None = None
    top_p: float | None = None
    top_k: int | None = None
    min_p: float | None = None
    repeat_penalty: float | None = None


class Capability(BaseModel):
    """How the agent talks to one model. `sources` says where each field's value came from."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(description="the model id as the user gave it")
    matched_prefix: str | None = Field(None, description="registry entry that matched; None for an unknown model")
    native_tools: bool = Field(False, description="the backend returns structured tool calls for this model")
    tool_mode: ToolMode = Field(
        "text", description="how tool calls are requested: native, text (prompted dialect) or grammar"
    )
    tool_format: DialectName = Field("json", description="text dialect to prompt with and to try first when parsing")
    prompt_style: PromptStyle = Field("chat", description="chat template, or completion/few-shot for base models")
    context_advertised: int = Field(8192, description="context window the model card claims")
    context_effective: int = Field(
        4096, description="context the model stays coherent in; never above what the server runs"
    )
    stop: list[str] = Field(default_factory=list, description="extra stop sequences")
    sampling: Sampling = Field(default_factory=Sampling)
    path_choices: bool = Field(
        False, description="grammar mode: the path of read/edit must be one of the workspace's files (for tiny models)"
    )
    window_authoritative: bool = Field(False, description="the window figure is measured/official, not a guess")
    server_context: int | None = Field(
        None,
        description="window a server is fixed to (llama.cpp n_ctx, vLLM max_model_len), when detected; "
        "context_effective never exceeds it",
    )
    is_guess: bool = Field(False, description="no registry entry matched; these are conservative defaults")
    sources: dict[str, str] = Field(default_factory=dict, description="field name -> where its value came from")

    @property
    def compaction_at(self) -> int:
        """Compaction starts when a request would pass 80% of the effective window."""
        return int(self.context_effective * 0.8)

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
