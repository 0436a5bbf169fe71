"""What a running server or a model file says about a model, as plain data.

Each `detect_from_*` function is pure: it takes the JSON (or the GGUF file) and returns a
`Detected`; the providers in `agent.providers` fetch that JSON (their `detect()`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from capabilities.capability import PromptStyle
from capabilities.gguf import read_gguf_metadata

# Where detected facts came from; shown as `detected:<how>` in a capability's sources.
DetectionSource = Literal["ollama", "gguf", "openai-models", "llama.cpp-props"]


class Detected(BaseModel):
    """Facts read from a server or a model file; None means the source did not say."""

    model_config = ConfigDict(extra="forbid")

    how: DetectionSource = Field(description="short name of the source, shown as `detected:<how>` in sources")
    native_tools: bool | None = Field(
        None, description="the server parses this model's tool calls into structured calls"
    )
    context_trained: int | None = Field(
        None, description="the model's own window (GGUF `<arch>.context_length`, n_ctx_train)"
    )
    server_context: int | None = Field(
        None, description="the window a server is fixed to (llama.cpp `n_ctx`, vLLM `max_model_len`); a hard cap"
    )
    prompt_style: PromptStyle | None = Field(
        None, description="chat when the model carries a chat template, else completion"
    )
    architecture: str | None = None


def detect_from_ollama_show(show: dict[str, Any]) -> Detected:
    """Read an Ollama `POST /api/show` response.

    `capabilities` containing "tools" means Ollama's template renders tools and its parser
    returns `tool_calls`. `model_info["<arch>.context_length"]` is the trained window. The
    `num_ctx` in `parameters` is only Ollama's default: the agent sends `num_ctx` on every
    request, so it is not a cap. A template that is just `{{ .Prompt }}` marks a base model.
    """
    capabilities = show.get("capabilities")
    model_info = show.get("model_info") or {}
    architecture = model_info.get("general.architecture")
    context = _context_length(model_info, architecture)
    template = show.get("template")
    prompt_style: PromptStyle | None = None
    if isinstance(template, str):
        prompt_style = "completion" if template.strip() in ("", "{{ .Prompt }}") else "chat"
    return Detected(
        how="ollama",
        native_tools=("tools" in capabilities) if isinstance(capabilities, list) else None,
        context_trained=context,
        prompt_style=prompt_style,
        architecture=architecture,
    )


def detect_from_gguf(path: str | Path) -> Detected:
    """Read a GGUF file's metadata: `<arch>.context_length` and whether `tokenizer.chat_template` exists.

    Tool support is left unknown: it depends on the server or chat handler that runs the file.
    """
    metadata = read_gguf_metadata(path)
    architecture = metadata.get("general.architecture")
    has_template = bool(metadata.get("tokenizer.chat_template"))
    return Detected(
        how="gguf",
        context_trained=_context_length(metadata, architecture),
        prompt_style="chat" if has_template else "completion",
        architecture=architecture,
    )


def detect_from_openai_models(
    models: dict[str, Any], *, model_id: str | None = None, props: dict[str, Any] | None = None
) -> Detected:
    """Read an OpenAI-compatible `GET /v1/models` response, plus llama.cpp's `GET /props` if given.

    llama.cpp server: `data[].meta.n_ctx_train` is the trained window; the window the server
    runs with is `data[].meta.n_ctx` (newer builds) or `/props`
    `default_generation_settings.n_ctx` (older builds also put `n_ctx` at the top of /props).
    vLLM: `data[].max_model_len` is the window the server runs with. Servers that report
    none of these (most others) give a `Detected` that says nothing.

    Newer llama.cpp servers also say in /props `chat_template_caps.supports_tool_calls` whether
    the chat template they run renders tool calls: only then does the server turn a model's calls
    into structured `tool_calls` (the embedded model has no template and gets a plain ChatML one).
    """
    entries = [entry for entry in models.get("data") or [] if isinstance(entry, dict)]
    entry = next((e for e in entries if model_id is not None and e.get("id") == model_id), None)
    if entry is None and entries:
        entry = entries[0]
    entry = entry or {}
    meta = entry.get("meta") or {}
    trained = _positive_int(meta.get("n_ctx_train"))
    server = _positive_int(meta.get("n_ctx")) or _positive_int(entry.get("max_model_len"))
    how: DetectionSource = "openai-models"
    native_tools: bool | None = None
    if props is not None:
        settings = props.get("default_generation_settings") or {}
        n_ctx = _positive_int(settings.get("n_ctx")) or _positive_int(props.get("n_ctx"))
        template_caps = props.get("chat_template_caps")
        if isinstance(template_caps, dict) and isinstance(template_caps.get("supports_tool_calls"), bool):
            native_tools, how = template_caps["supports_tool_calls"], "llama.cpp-props"
        if n_ctx is not None:
            server, how = n_ctx, "llama.cpp-props"
    return Detected(how=how, native_tools=native_tools, context_trained=trained, server_context=server)


def _context_length(info: dict[str, Any], architecture: str | None) -> int | None:
    if architecture and f"{architecture}.context_length" in info:
        return _positive_int(info[f"{architecture}.context_length"])
    lengths = [value for key, value in info.items() if key.endswith(".context_length")]
    return _positive_int(lengths[0]) if len(lengths) == 1 else None


def _positive_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None
