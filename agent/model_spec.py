"""Parses `--model` into what to run: the backend kind, its target, and the id to look up capabilities by."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from agent.errors import UserError

ModelKind = Literal["embedded", "llamacpp", "script", "ollama", "openai"]
EMBEDDED_REGISTRY_ID = "gemma-3-270m"
MODEL_FORMS = "embedded, llamacpp:/path/to/model.gguf, ollama/NAME[:TAG], openai/NAME, ENDPOINT/NAME, script:FILE.jsonl"


class ModelSpec(BaseModel):
    raw: str
    kind: ModelKind
    path: Path | None = None
    registry_id: str  # what capabilities are looked up by
    model: str | None = None  # the name the server knows the model by (ollama, openai)
    endpoint: str | None = None  # a named endpoint from the user config (openai kind only)


def parse_model_spec(raw: str) -> ModelSpec:
    text = raw.strip()
    if text in ("", "embedded"):
        return ModelSpec(raw="embedded", kind="embedded", registry_id=EMBEDDED_REGISTRY_ID)
    scheme, sep, rest = text.partition(":")
    if sep and scheme in ("llamacpp", "script"):
        if not rest:
            raise UserError(f"--model {raw!r} names no file; write {scheme}:PATH")
        path = Path(rest).expanduser()
        if scheme == "script":
            return ModelSpec(raw=text, kind="script", path=path, registry_id="script")
        if not path.is_file():
            raise UserError(f"model file {path} does not exist; give the path of a .gguf file to --model llamacpp:PATH")
        return ModelSpec(raw=text, kind="llamacpp", path=path.resolve(), registry_id=path.stem)
    prefix, slash, name = text.partition("/")
    if slash and prefix in ("ollama", "openai"):
        if not name.strip():
            example = "qwen2.5-coder:7b" if prefix == "ollama" else "qwen2.5-coder-7b-instruct"
            raise UserError(f"--model {raw!r} names no model; write {prefix}/NAME, e.g. {prefix}/{example}")
        return ModelSpec(raw=text, kind=prefix, registry_id=name, model=name)  # type: ignore[arg-type]
    if slash and name:
        from agent.providers.config import load_user_config

        if prefix in load_user_config().endpoints:
            return ModelSpec(raw=text, kind="openai", registry_id=name, model=name, endpoint=prefix)
    raise UserError(f"unknown model {raw!r}; use one of: {MODEL_FORMS}")
